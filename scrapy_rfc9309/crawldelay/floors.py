"""Crawl-delay arithmetic: the floor a robots.txt group asks for, the cap, largest-wins per slot.

Pure code (no Scrapy or Twisted imports): ``slots.py`` applies the floors to Scrapy's download
slots, ``enforce.py`` wires both into the middleware.

The cap (``RFC9309_MAX_CRAWL_DELAY``, 300 s by default) follows the crawlers that meet these
values every day: Heritrix clamps Crawl-delay at 300 s, crawler-commons treats more than 300 s
as excessive, Nutch skips sites above 30 s. Clamping rather than skipping keeps the site
crawlable, and 300 s rather than 30 s stays as close to the site's wish as peers allow: at
one request per 5 minutes a site still yields 288 pages a day, while values far above it are
mostly mistakes (milliseconds written as seconds).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from scrapy_rfc9309.robotstxt.rules import RequestRate, RobotsTxt


@dataclass(frozen=True, slots=True)
class Floor:
    """Minimum seconds between two requests to an origin: ``delay`` is what is enforced,
    ``asked`` what robots.txt asked for (larger than ``delay`` when clamped by the cap)."""

    delay: float
    asked: float

    @property
    def clamped(self) -> bool:
        return self.asked > self.delay


def asked_delay(crawl_delay: float | None, rate: RequestRate | None) -> float:
    """Seconds between requests a group asks for: its Crawl-delay, or its Request-rate
    ``n/s`` read as ``s/n`` seconds, whichever is larger; 0 when it asks for neither."""
    by_rate = rate.seconds / rate.requests if rate is not None and rate.requests > 0 else 0.0
    return max(crawl_delay or 0.0, by_rate)


def capped(asked: float, cap: float) -> Floor | None:
    """The floor for an asked delay, clamped to ``cap``; None when there is nothing to enforce."""
    if asked <= 0:
        return None
    return Floor(min(asked, max(cap, 0.0)), asked)


def floor_for(rules: RobotsTxt | None, token: str, cap: float) -> Floor | None:
    """The floor the group of ``rules`` that applies to ``token`` sets, if any."""
    if rules is None:
        return None
    return capped(asked_delay(rules.crawl_delay(token), rules.request_rate(token)), cap)


class SlotFloors:
    """Which origins share which download slot, and each slot's floor: the largest of its
    origins' floors, since one slot's delay paces every request it holds."""

    def __init__(self) -> None:
        self._by_slot: dict[str, dict[Hashable, float]] = {}

    def set(self, slot: str, origin: Hashable, delay: float) -> float | None:
        """Record ``origin``'s floor in ``slot`` (0 removes it); the slot's new floor if it
        changed, else None."""
        origins = self._by_slot.get(slot)
        before = max(origins.values()) if origins else 0.0
        if origins is None:
            if delay <= 0:
                return None
            origins = self._by_slot[slot] = {}
        if delay > 0:
            origins[origin] = delay
        else:
            origins.pop(origin, None)
        after = max(origins.values()) if origins else 0.0
        if not origins:
            del self._by_slot[slot]
        return after if after != before else None

    def has(self, slot: str, origin: Hashable, delay: float) -> bool:
        """Whether ``origin`` is already recorded in ``slot`` with this floor."""
        origins = self._by_slot.get(slot)
        return origins is not None and origins.get(origin, 0.0) == delay

    def floor(self, slot: str) -> float:
        origins = self._by_slot.get(slot)
        return max(origins.values()) if origins else 0.0
