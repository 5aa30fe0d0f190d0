"""RobotsCache: the records of recently seen origins, bounded in number, least recently used
out first. Pure code: the clock is passed in, nothing here knows about Scrapy or Twisted.

An evicted *unreachable* record is not forgotten: its backoff (failure count, when robots.txt
may be fetched again) stays in a second table of the same bound, without the last good copy,
so a crawl with more origins than RFC9309_MAX_ORIGINS does not hammer a site that is down.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import replace
from enum import Enum

from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.policy import Kind
from scrapy_rfc9309.records.record import RobotsRecord


class Lookup(str, Enum):
    HIT = "hit"
    MISS = "miss"
    EXPIRED = "expired"


class RobotsCache:
    """Origin -> RobotsRecord, at most ``max_origins`` of them (0 means no bound)."""

    def __init__(self, max_origins: int) -> None:
        self._records: OrderedDict[Origin, RobotsRecord] = OrderedDict()
        #: Evicted unreachable records, rules dropped: their backoff outlives the eviction.
        self._backoff: OrderedDict[Origin, RobotsRecord] = OrderedDict()
        self._max = max_origins

    def __len__(self) -> int:
        return len(self._records)

    def lookup(self, origin: Origin, now: float) -> tuple[Lookup, RobotsRecord | None]:
        """The record and whether it is fresh; an expired record is still returned, since
        the next fetch may need its failure count and last good copy."""
        record = self._records.get(origin)
        if record is None:
            record = self._backoff.get(origin)
            if record is None:
                return Lookup.MISS, None
            if not record.expired(now):
                return Lookup.HIT, record
            return Lookup.EXPIRED, record
        self._records.move_to_end(origin)
        if record.expired(now):
            return Lookup.EXPIRED, record
        return Lookup.HIT, record

    def store(self, origin: Origin, record: RobotsRecord) -> int:
        """Keep ``record``; returns how many least recently used origins were evicted."""
        self._records[origin] = record
        self._records.move_to_end(origin)
        self._backoff.pop(origin, None)
        evicted = 0
        while self._max and len(self._records) > self._max:
            gone, old = self._records.popitem(last=False)
            evicted += 1
            if old.kind is Kind.UNREACHABLE:
                self._backoff[gone] = replace(old, rules=None, stale_since=None, size=0)
                if len(self._backoff) > self._max:
                    self._backoff.popitem(last=False)
        return evicted

