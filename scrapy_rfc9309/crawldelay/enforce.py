"""CrawlDelay: turns each origin's Crawl-delay / Request-rate into a floor on its download slot.

Opt-in (``RFC9309_CRAWL_DELAY = True``); the middleware builds it only then and calls
:meth:`CrawlDelay.apply` for each allowed request before the request reaches its slot.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from scrapy_rfc9309.crawldelay.floors import Floor, SlotFloors, floor_for
from scrapy_rfc9309.crawldelay.slots import SlotFloorAdapter
from scrapy_rfc9309.origin import Origin

if TYPE_CHECKING:
    from scrapy import Request
    from scrapy.crawler import Crawler

    from scrapy_rfc9309.config import RobotsPolicy
    from scrapy_rfc9309.records.record import RobotsRecord

logger = logging.getLogger(__name__)


class CrawlDelay:
    """Per-origin floors, shared per slot. Only origins that have a floor are remembered, so a
    broad crawl of sites without Crawl-delay costs two lookups per request and no memory."""

    def __init__(self, crawler: Crawler, policy: RobotsPolicy) -> None:
        self.crawler = crawler
        self.cap = policy.max_crawl_delay
        self.slots = SlotFloorAdapter(crawler)
        self.book = SlotFloors()
        self._origins: dict[Origin, Floor] = {}

    async def pace(
        self, request: Request, origin: Origin, record: RobotsRecord, token: str
    ) -> None:
        """This process's Pacer: the floor goes on the request's download slot, which Scrapy
        then keeps; nothing is awaited."""
        self.apply(request, origin, record, token)

    def apply(self, request: Request, origin: Origin, record: RobotsRecord, token: str) -> None:
        """Make the slot ``request`` is about to enter respect the floor of ``origin``, which
        ``record`` (its robots.txt) and ``token`` (our product token) set."""
        known = bool(self._origins)
        floor = self.floor(origin, record, token)
        if floor is None and not known:
            return
        delay = floor.delay if floor is not None else 0.0
        key = self.slots.key_for(request)
        if self.book.has(key, origin, delay):
            return
        changed = self.book.set(key, origin, delay)
        if changed is not None:
            self.slots.set_floor(key, changed)

    def floor(self, origin: Origin, record: RobotsRecord, token: str) -> Floor | None:
        """The origin's floor now, from ``record`` and ``token``; remembered (only origins that
        have one), counted and logged when it changes. The fleet store paces by it too."""
        floor = floor_for(record.rules, token, self.cap)
        if floor is None and not self._origins:
            return None
        before = self._origins.get(origin)
        if floor != before:
            self._note(origin, floor, before)
            if floor is None:
                del self._origins[origin]
            else:
                self._origins[origin] = floor
        return floor

    def _note(self, origin: Origin, floor: Floor | None, before: Floor | None) -> None:
        """Stats and the once-per-origin log line for a newly computed floor."""
        if floor is None:
            return
        stats = self.crawler.stats
        assert stats is not None
        if before is None:
            stats.inc_value("rfc9309/crawl_delay/applied")
        if floor.clamped and (before is None or before.asked != floor.asked):
            stats.inc_value("rfc9309/crawl_delay/clamped")
            logger.warning(
                "robots.txt of %(origin)s asks for %(asked)g s between requests; "
                "clamped to RFC9309_MAX_CRAWL_DELAY = %(cap)g s",
                {"origin": origin, "asked": floor.asked, "cap": floor.delay},
                extra={"spider": self.crawler.spider},
            )
        else:
            logger.debug(
                "robots.txt of %(origin)s: at least %(delay)g s between requests",
                {"origin": origin, "delay": floor.delay},
                extra={"spider": self.crawler.spider},
            )
