"""Shared fixtures: a local site farm on 127.0.0.1 and a real Scrapy crawl against it."""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

import hypothesis
import pytest
import pytest_twisted
import scrapy
from scrapy.crawler import Crawler, CrawlerRunner
from scrapy.utils.defer import deferred_from_coro
from twisted.internet.defer import Deferred

from scrapy_rfc9309.crawldelay.slots import SlotFloorAdapter
from scrapy_rfc9309.exceptions import RobotsTxtForbidden
from scrapy_rfc9309.middleware import RobotsTxtMiddleware
from scrapy_rfc9309.records.body import BodyReader
from scrapy_rfc9309.robotstxt._urlnorm import _path_params_query
from scrapy_rfc9309.testing import SiteFarm
from tests.redis_server import RedisServer

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


class HookedRobots(RobotsTxtMiddleware):
    """Code written against the built-in: every request decided through process_request_2."""

    def process_request_2(self, rp: Any, request: scrapy.Request) -> None:
        return super().process_request_2(rp, request)


#: Settings for the middleware's two ways of deciding: its own fast path, and a subclass's
#: process_request_2 (the built-in's hook), which the add-on keeps in its place.
DECIDING_PATHS: dict[str, dict[str, Any]] = {
    "fast": {},
    "hooked": {"DOWNLOADER_MIDDLEWARES": {f"{__name__}.HookedRobots": 100}},
}


class Pacing:
    """The pacing decisions of a crawl, in the order they were made, recorded by wrapping the
    real methods (the ``pacing`` fixture): each floor this package put on a download slot
    (``SlotFloorAdapter.set_floor``), and each delay the downloader drew for a slot when it
    decided whether the slot's next request could go (``Slot.download_delay``, called once per
    such decision, before any request leaves the slot). Scrapy lets a request go only once its
    slot's last one left that drawn delay ago: a floor holds when every delay drawn for the slot
    after the floor was set is at least the floor. No clock is read: what is asserted is what
    was decided, which a slow machine does not change."""

    def __init__(self) -> None:
        self.events: list[tuple[str, str, float]] = []  # ("floor" | "draw", slot key, seconds)
        self._keys: dict[int, tuple[Any, str]] = {}  # id(Slot) -> (the slot, kept alive; key)

    @property
    def floors(self) -> list[tuple[str, float]]:
        """Each floor set, in order: (slot key, seconds; 0 lifts the slot's floor)."""
        return [(key, value) for kind, key, value in self.events if kind == "floor"]

    def drawn(self, key: str, start: int = 0) -> list[float]:
        """The delays drawn for slot ``key`` after the ``start``-th floor set on it (from 0),
        up to the next floor set on it."""
        set_at = [i for i, (kind, k, _) in enumerate(self.events) if kind == "floor" and k == key]
        end = set_at[start + 1] if start + 1 < len(set_at) else len(self.events)
        return [value for kind, k, value in self.events[set_at[start]:end]
                if kind == "draw" and k == key]


@pytest.fixture
def pacing(monkeypatch) -> Pacing:
    from scrapy.core.downloader import Downloader, Slot

    record = Pacing()
    set_floor, download_delay, get_slot = (
        SlotFloorAdapter.set_floor, Slot.download_delay, Downloader._get_slot)

    def recording_set_floor(self: SlotFloorAdapter, key: str, floor: float) -> None:
        record.events.append(("floor", key, floor))
        set_floor(self, key, floor)

    def recording_download_delay(self: Slot) -> float:
        delay = download_delay(self)
        record.events.append(("draw", record._keys[id(self)][1], delay))
        return delay

    def keyed_get_slot(self: Downloader, *args: Any, **kwargs: Any) -> tuple[str, Slot]:
        key, slot = get_slot(self, *args, **kwargs)
        record._keys[id(slot)] = (slot, key)
        return key, slot

    monkeypatch.setattr(SlotFloorAdapter, "set_floor", recording_set_floor)
    monkeypatch.setattr(Slot, "download_delay", recording_download_delay)
    monkeypatch.setattr(Downloader, "_get_slot", keyed_get_slot)
    return record


class Feeds:
    """Each chunk of each robots.txt body the package read, recorded by wrapping the real
    ``BodyReader.feed`` (the ``feeds`` fixture): per body, (bytes, whether the reader then said
    "enough"), in order. How far a download went is read here, where the package decided it,
    not from what the site managed to write before it saw the connection go (which depends on
    reactor turns)."""

    def __init__(self) -> None:
        self.bodies: dict[int, tuple[BodyReader, list[tuple[int, bool]]]] = {}

    def stopped(self) -> list[list[tuple[int, bool]]]:
        """The bodies whose reader said "enough" at some chunk."""
        return [chunks for _, chunks in self.bodies.values() if any(s for _, s in chunks)]


def stopped_at_once(feeds: Feeds, limit: int) -> None:
    """One robots.txt download was stopped by the package, at the chunk that brought ``limit``
    bytes (decoded, or on the wire): no chunk reached the package after it, and the chunks
    before it were fewer than ``limit`` bytes on the wire."""
    stopped = feeds.stopped()
    assert len(stopped) == 1, f"{len(stopped)} robots.txt downloads stopped by the package"
    (chunks,) = stopped
    assert [enough for _, enough in chunks] == [False] * (len(chunks) - 1) + [True], chunks
    assert sum(size for size, _ in chunks[:-1]) < limit, chunks


@pytest.fixture
def feeds(monkeypatch) -> Feeds:
    record = Feeds()
    feed = BodyReader.feed

    def recording_feed(self: BodyReader, data: bytes) -> bool:
        enough = feed(self, data)
        record.bodies.setdefault(id(self), (self, []))[1].append((len(data), enough))
        return enough

    monkeypatch.setattr(BodyReader, "feed", recording_feed)
    return record


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


@pytest.fixture
def redis_server() -> Iterator[RedisServer]:
    """A throwaway redis-server on 127.0.0.1 (tests/redis_server.py), killed after the test."""
    server = RedisServer()
    yield server
    server.kill()


@pytest.fixture(autouse=True)
def _quiet_logs(caplog):
    caplog.set_level(logging.DEBUG, logger="scrapy_rfc9309")
    yield
