"""Shared fixtures: a local site farm on 127.0.0.1 and a real Scrapy crawl against it."""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import hypothesis
import pytest
import pytest_twisted
import scrapy
from scrapy.crawler import Crawler, CrawlerRunner
from scrapy.utils.defer import deferred_from_coro
from twisted.internet.defer import Deferred

from scrapy_rfc9309.exceptions import RobotsTxtForbidden
from scrapy_rfc9309.robotstxt._urlnorm import _path_params_query
from scrapy_rfc9309.testing import SiteFarm

# Property tests: quick in CI, long on demand (HYPOTHESIS_PROFILE=fuzz, see docs/development.rst).
hypothesis.settings.register_profile("ci", max_examples=200, deadline=None)
hypothesis.settings.register_profile("fuzz", max_examples=50_000, deadline=None)
hypothesis.settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

BASE_SETTINGS: dict[str, Any] = {
    "ADDONS": {"scrapy_rfc9309.Addon": 100},
    "USER_AGENT": "testbot/1.0 (+http://127.0.0.1/)",
    "TELNETCONSOLE_ENABLED": False,
    "LOG_LEVEL": "DEBUG",
    # One robots.txt answer, one verdict: an unreachable robots.txt denies at once. Tests of
    # retries and of postponing (on by default) turn them back on.
    "RETRY_ENABLED": False,
    "RFC9309_POSTPONE_UNREACHABLE": False,
    "CONCURRENT_REQUESTS": 32,
    "CONCURRENT_REQUESTS_PER_DOMAIN": 32,
    "DOWNLOAD_TIMEOUT": 30,
}


#: Longest a test waits for a crawl to reach a state (every loop in a test is bounded).
SETTLE_TIMEOUT = 60.0
#: Longest one crawl of a test may run: a guard against a hung crawl (the crawls here end in
#: seconds), never a measure. Past it the crawl is stopped and its test fails, saying so.
CRAWL_BOUND = 240.0


class Probe(scrapy.Spider):
    """Requests the given URLs, in waves, and records every outcome. A wave goes once every
    request of the waves before it has ended, then its pause has passed: so "wave 2 comes
    after the TTL" holds however slow the machine is (pauses are lower bounds only)."""

    name = "probe"

    def __init__(
        self,
        urls: Sequence[str] = (),
        waves: Sequence[tuple[float, Sequence[str]]] = (),
        request_kwargs: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.waves = [(0.0, list(urls))] if urls else list(waves)
        self.request_kwargs = request_kwargs or {}
        self.responses: dict[str, int] = {}
        self.errors: dict[str, BaseException] = {}
        self.order: list[str] = []

    async def start(self):
        sent = 0
        for pause, urls in self.waves:
            deadline = time.monotonic() + SETTLE_TIMEOUT
            while len(self.order) < sent:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"wave before {urls} not decided in {SETTLE_TIMEOUT} s")
                await asyncio.sleep(0.02)
            if pause:
                await asyncio.sleep(pause)
            sent += len(urls)
            for url in urls:
                yield scrapy.Request(
                    url,
                    callback=self.parse,
                    errback=self.failed,
                    dont_filter=True,
                    **self.request_kwargs,
                )

    def parse(self, response):
        self.responses[response.url] = response.status
        self.order.append(response.url)

    def failed(self, failure):
        self.errors[failure.request.url] = failure.value
        self.order.append(failure.request.url)


async def crawl(
    urls: Iterable[str] = (),
    settings: dict[str, Any] | None = None,
    spider: type[scrapy.Spider] = Probe,
    connect: dict[Any, Any] | None = None,
    **spider_kwargs: Any,
) -> Crawler:
    """Run one real crawl to its end, with ``connect`` signal handlers wired first; the
    crawler (stats, spider) is returned."""
    runner = CrawlerRunner({**BASE_SETTINGS, **(settings or {})})
    crawler = runner.create_crawler(spider)
    for signal, handler in (connect or {}).items():
        crawler.signals.connect(handler, signal=signal)
    await bounded(crawler, crawler.crawl(urls=list(urls), **spider_kwargs))
    return crawler


def start_crawl(
    urls: Iterable[str] = (),
    settings: dict[str, Any] | None = None,
    spider: type[scrapy.Spider] = Probe,
    **spider_kwargs: Any,
) -> tuple[Crawler, Any]:
    """Start one real crawl; the crawler, and a Deferred that fires when the crawl ends, so the
    test can act while it runs (open a ``Gate`` once the crawl is in the state it needs)."""
    runner = CrawlerRunner({**BASE_SETTINGS, **(settings or {})})
    crawler = runner.create_crawler(spider)
    return crawler, bounded(crawler, crawler.crawl(urls=list(urls), **spider_kwargs))


def bounded(crawler: Crawler, running: Deferred[Any], bound: float = CRAWL_BOUND) -> Deferred[Any]:
    """``running``, a crawl's Deferred, failing its test when the crawl has not ended within
    ``bound`` seconds: the crawl is stopped then, so a hung crawl (a spider kept open, a
    request that never ends) fails one test with a clear message and never hangs the suite."""
    from twisted.internet import reactor

    stopped: list[bool] = []

    def stop() -> None:
        stopped.append(True)
        if hasattr(crawler, "stop_async"):  # Scrapy 2.14 and later
            deferred_from_coro(crawler.stop_async())
        else:
            crawler.stop()

    timer = reactor.callLater(bound, stop)

    def ended(result: Any) -> Any:
        if timer.active():
            timer.cancel()
        if stopped:
            raise AssertionError(
                f"the crawl of spider {crawler.spidercls.name!r} had not ended after {bound:g} s "
                "(CRAWL_BOUND): it was stopped"
            )
        return result

    return running.addBoth(ended)


async def until(condition: Callable[[], Any], what: str,
                timeout: float = SETTLE_TIMEOUT) -> None:
    """Wait until ``condition()`` is true, polling; fail after ``timeout`` (a bound, never the
    point of a test: the state it waits for is reached in well under a second when idle)."""
    from twisted.internet import reactor
    from twisted.internet.task import deferLater

    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"not in {timeout} s: {what}"
        await deferLater(reactor, 0.02)


def stats(crawler: Crawler) -> dict[str, Any]:
    return crawler.stats.get_stats()


class CaseProbe(scrapy.Spider):
    """Sends each case's URL with the case's agent as its User-Agent header, through the site
    farm used as an HTTP proxy (one virtual host per distinct robots.txt), and records whether
    the robots.txt layer let it through."""

    name = "cases"

    def __init__(self, urls: list[str], cases: list[tuple[str, str, str]], proxy: str) -> None:
        super().__init__()
        self.cases = cases
        self.proxy = proxy
        self.allowed: dict[str, bool] = {}
        self.reasons: dict[str, str] = {}

    async def start(self):
        for key, url, agent in self.cases:
            yield scrapy.Request(
                url,
                headers={"User-Agent": agent},
                meta={"proxy": self.proxy, "case": key},
                dont_filter=True,
                callback=self.parse,
                errback=self.failed,
            )

    def parse(self, response):
        self.allowed[response.meta["case"]] = True

    def failed(self, failure):
        # Any other failure (here, the 404 of a page that does not exist) went through.
        key = failure.request.meta["case"]
        self.allowed[key] = not failure.check(RobotsTxtForbidden)
        if not self.allowed[key]:
            self.reasons[key] = str(failure.value)


async def crawl_cases(
    farm: SiteFarm, cases: Sequence[dict[str, Any]]
) -> tuple[dict[str, bool], dict[str, str]]:
    """One crawl for many matching cases (``id``, ``robots_txt``, ``user_agent``, ``url``): each
    distinct robots.txt is its own origin ``http://rN.test``; a case's URL keeps its path,
    params and query.  Returns ({case id: allowed}, {case id: reason of the denial})."""
    hosts: dict[str, str] = {}
    sites: dict[str, dict[str, bytes]] = {}
    requests = []
    for case in cases:
        host = hosts.get(case["robots_txt"])
        if host is None:
            host = hosts[case["robots_txt"]] = f"r{len(hosts)}.test"
            sites[host] = {"/robots.txt": case["robots_txt"].encode("utf-8", "surrogateescape")}
        url = "http://" + host + _path_params_query(case["url"])
        requests.append((case["id"], url, case["user_agent"]))
    proxy = farm.add_virtual(sites)
    # URLLENGTH_LIMIT off: GoogleOnly_LineTooLong#4 has a 16 KiB URL.
    settings = {"CONCURRENT_REQUESTS": 128, "LOG_LEVEL": "INFO", "URLLENGTH_LIMIT": 0}
    crawler = await crawl(settings=settings, spider=CaseProbe, cases=requests, proxy=proxy.url)
    return crawler.spider.allowed, crawler.spider.reasons


@pytest_twisted.async_yield_fixture
async def farm():
    sites = SiteFarm()
    yield sites
    await sites.stop()


@pytest.fixture(autouse=True)
def _quiet_logs(caplog):
    caplog.set_level(logging.DEBUG, logger="scrapy_rfc9309")
    yield
