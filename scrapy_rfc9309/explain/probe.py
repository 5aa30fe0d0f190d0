"""RobotsProbe: the spider of ``scrapy robots``, which asks the crawl's own RobotsTxtMiddleware
about each URL and requests nothing itself; and ``url_problem``, the check that turns a URL it
could not explain into one line before anything is fetched.
"""

from __future__ import annotations

import ipaddress
import re
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from scrapy import Request, Spider
from scrapy.utils.defer import deferred_from_coro, maybe_deferred_to_future
from twisted.internet.defer import gatherResults

from scrapy_rfc9309.crawldelay.skip import beyond, skip_reason
from scrapy_rfc9309.explain.locate import find_middleware
from scrapy_rfc9309.explain.report import explain
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.settings import setting_source

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    from scrapy_rfc9309.middleware import RobotsTxtMiddleware


class RobotsProbe(Spider):
    """Asks the crawl's RobotsTxtMiddleware about each URL and requests nothing itself."""

    name = "rfc9309_robots"

    def __init__(self, urls: list[str], reports: list[dict[str, Any]], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.urls = urls
        self.reports = reports

    async def start(self) -> AsyncIterator[Any]:
        middleware = find_middleware(self.crawler)
        if middleware is None:
            self.logger.error("RobotsTxtMiddleware of scrapy_rfc9309 is not enabled")
            return
        checks = [deferred_from_coro(self._explain(middleware, url)) for url in self.urls]
        reports = await maybe_deferred_to_future(gatherResults(checks, consumeErrors=True))
        self.reports.extend(reports)
        return
        yield  # an async generator that yields nothing

    @staticmethod
    async def _explain(middleware: RobotsTxtMiddleware, url: str) -> dict[str, Any]:
        request = Request(url)
        verdict = await middleware.check(request)
        origin = Origin.from_url(url)
        assert verdict is not None and origin is not None  # run() let only http(s) URLs in
        crawler = middleware.crawler
        sources = {
            name: setting_source(crawler.settings, crawler.spider, name)
            for name in _LIFETIME_SETTINGS
        }
        token = middleware.token_for(request)
        report = explain(
            url, origin, token, verdict, verdict.record.sitemaps(),
            pacing=middleware.policy.crawl_delay, sources=sources,
        )
        bound = middleware.policy.skip_crawl_delay_above
        if report["allowed"] and bound is not None:  # as the crawl's pacer decides
            asked = beyond(verdict.record, token, bound)
            if asked is not None:
                report.update(allowed=False, reason=skip_reason(verdict.record, asked, bound))
        return report


#: The settings a record's lifetime may name (records/freshness.py, policy.py).
_LIFETIME_SETTINGS = ("RFC9309_CACHE_TTL", "RFC9309_MIN_TTL")


def probe_for(spidercls: type[Spider]) -> type[RobotsProbe]:
    """A RobotsProbe that is also ``spidercls``: its name, custom_settings and attributes
    (class-level and those its __init__ sets) are what the middleware reads."""
    return type(f"RobotsProbe_{spidercls.__name__}", (RobotsProbe, spidercls), {
        "name": spidercls.name
    })


#: A host name as RFC 3986 allows it (reg-name), once IDNA has made it ASCII.
_REG_NAME = re.compile(r"[A-Za-z0-9\-._~!$&'()*+,;=%]+")


def url_problem(url: str) -> str | None:
    """Why ``url`` cannot be explained, in one line; None for a well-formed http(s) URL."""
    if url.startswith("-"):  # Scrapy hands options it does not know to the command as args
        return f"unknown option {url} (see scrapy robots -h)"
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018  (raises ValueError for a port that is not a number)
    except ValueError as exc:
        return f"not a valid URL: {url!r} ({exc})"
    if parts.scheme.lower() not in ("http", "https"):
        return f"not an http(s) URL: {url}"
    host = parts.hostname
    if not host:
        return f"no host in URL: {url!r}"
    if "[" in parts.netloc:  # urlsplit checks this itself only from Python 3.11.4
        try:
            ipaddress.IPv6Address(host)
        except ValueError as exc:
            return f"not a valid URL: {url!r} ({exc})"
        return None
    try:
        ascii_host = host.encode("idna").decode("ascii")
    except UnicodeError:
        ascii_host = ""
    if not _REG_NAME.fullmatch(ascii_host):
        return f"not a valid host name in URL: {url!r}"
    return None


class RobotsFetch(Spider):
    """Downloads the robots.txt of each URL's origin as a page (``scrapy robots --lint``),
    through the project's settings and middlewares, and keeps what came: the linter reads the
    body as it was served."""

    name = "rfc9309_robots_fetch"

    def __init__(self, urls: list[str], fetched: dict[str, Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.urls = urls
        self.fetched = fetched

    async def start(self) -> AsyncIterator[Any]:
        for url in self.urls:
            origin = Origin.from_url(url)
            assert origin is not None  # run() let only http(s) URLs in
            yield Request(
                origin.robots_url, callback=self._got, errback=self._failed, dont_filter=True,
                cb_kwargs={"url": url},
                meta={"dont_obey_robotstxt": True, "handle_httpstatus_all": True},
            )

    def _got(self, response: Any, url: str) -> None:
        content_type = response.headers.get(b"Content-Type")
        self.fetched[url] = {
            "url": response.url,
            "status": response.status,
            "body": response.body,
            "content_type": content_type.decode("latin-1") if content_type else None,
        }

    def _failed(self, failure: Any) -> None:
        request = failure.request
        self.fetched[request.cb_kwargs["url"]] = {
            "url": request.url, "error": f"{type(failure.value).__name__}: {failure.value}"
        }
