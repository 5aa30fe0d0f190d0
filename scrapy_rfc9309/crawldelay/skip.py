"""SkipSlow: origins whose Crawl-delay (or Request-rate) is beyond reach are not crawled.

Opt-in (``RFC9309_SKIP_CRAWL_DELAY_ABOVE``, seconds). A site that asks for an hour between
requests cannot be crawled in any useful time; clamping the delay (``RFC9309_MAX_CRAWL_DELAY``,
the default) crawls it faster than it asked, skipping it does not crawl it at all, as
Nutch does above 30 s. The bound is read whether Crawl-delay pacing is on or not: it is a
choice of which sites to crawl, pacing one of how fast.

It stands in front of the pacer (the middleware asks its pacer once per allowed request), so
that with the setting off nothing is asked at all.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Protocol

from scrapy_rfc9309.crawldelay.floors import asked_delay

if TYPE_CHECKING:
    from scrapy import Request
    from scrapy.crawler import Crawler

    from scrapy_rfc9309.crawldelay.pacing import Pacer
    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.records.record import RobotsRecord

logger = logging.getLogger(__name__)

#: The denial's kind: the ``rfc9309/denied/crawl_delay`` stat.
DENIAL_KIND = "crawl_delay"
#: Origins logged, before the set starts over (each is then logged once more at most).
_MAX_LOGGED = 100_000


class Refuse(Protocol):
    def __call__(self, request: Request, kind: str, reason: str) -> None:
        """Count, log and raise the denial of ``request`` (a dry run returns instead)."""
        ...


class SkipSlow:
    """A Pacer that denies the requests of an origin whose group for the crawler asks for more
    than ``bound`` seconds between requests, and hands the others to ``inner`` (if any)."""

    def __init__(
        self, crawler: Crawler, bound: float, refuse: Refuse, inner: Pacer | None
    ) -> None:
        self.crawler = crawler
        self.bound = bound
        self.refuse = refuse
        self.inner = inner
        self._logged: set[Origin] = set()

    async def pace(
        self, request: Request, origin: Origin, record: RobotsRecord, token: str
    ) -> None:
        asked = beyond(record, token, self.bound)
        if asked is not None:
            self._skip(request, origin, record, asked)
        if self.inner is not None:
            await self.inner.pace(request, origin, record, token)

    def _skip(
        self, request: Request, origin: Origin, record: RobotsRecord, asked: float
    ) -> None:
        if origin not in self._logged:
            if len(self._logged) >= _MAX_LOGGED:
                self._logged.clear()
            self._logged.add(origin)
            logger.info(
                "robots.txt of %(origin)s asks for %(asked)g s between requests, above "
                "RFC9309_SKIP_CRAWL_DELAY_ABOVE = %(bound)g s: its pages are not crawled",
                {"origin": origin, "asked": asked, "bound": self.bound},
                extra={"spider": self.crawler.spider},
            )
        self.refuse(request, DENIAL_KIND, skip_reason(record, asked, self.bound))


def beyond(record: RobotsRecord, token: str, bound: float) -> float | None:
    """The seconds between requests ``record`` asks of ``token``, when above ``bound``."""
    rules = record.rules
    if rules is None:
        return None
    asked = asked_delay(rules.crawl_delay(token), rules.request_rate(token))
    return asked if asked > bound else None


def skip_reason(record: RobotsRecord, asked: float, bound: float) -> str:
    """Why the origin is skipped, as the denial (and ``scrapy robots``) says it."""
    return (
        f"Crawl-delay or Request-rate of {asked:g} s between requests in {record.url}, "
        f"above RFC9309_SKIP_CRAWL_DELAY_ABOVE = {bound:g} s"
    )


def skipping(
    crawler: Crawler, bound: float | None, refuse: Refuse, inner: Pacer | None
) -> Pacer | None:
    """The pacer to ask: ``inner`` itself when no bound is set (the default)."""
    if bound is None:
        return inner
    return SkipSlow(crawler, bound, refuse, inner)
