"""RobotsCache: the records of recently seen origins, bounded in number, least recently used
out first. Pure code: the clock is passed in, nothing here knows about Scrapy or Twisted.

An evicted record is not forgotten: the store behind this tier (stores/: a temporary file,
JOBDIR or Redis) keeps it as long as the next fetch may need it (wire.retention), so an
evicted origin is not fetched again within its lifetime, and an unreachable one keeps its
backoff. A store that keeps only what is evicted (the temporary file) is handed each record
as it goes (``evicted``).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from enum import Enum
from typing import Generic

from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.records.record import F, RobotsRecord


class Lookup(str, Enum):
    HIT = "hit"
    MISS = "miss"
    EXPIRED = "expired"


class RobotsCache(Generic[F]):
    """Origin -> RobotsRecord, at most ``max_origins`` of them (0 means no bound); each
    record evicted is passed to ``evicted`` (if given) before the call that evicts it ends."""

    def __init__(
        self,
        max_origins: int,
        evicted: Callable[[Origin, RobotsRecord[F]], None] | None = None,
    ) -> None:
        self._records: OrderedDict[Origin, RobotsRecord[F]] = OrderedDict()
        self._max = max_origins
        self._evicted = evicted

    def __len__(self) -> int:
        return len(self._records)

    def lookup(self, origin: Origin, now: float) -> tuple[Lookup, RobotsRecord[F] | None]:
        """The record and whether it is fresh; an expired record is still returned, since
        the next fetch may need its failure count and last good copy."""
        records = self._records
        try:  # (no call but the LRU's move for a hit)
            record = records[origin]
        except KeyError:
            return Lookup.MISS, None
        records.move_to_end(origin)
        if now >= record.expires_at:  # record.expired(now), on the path of every request
            return Lookup.EXPIRED, record
        return Lookup.HIT, record

    def store(self, origin: Origin, record: RobotsRecord[F]) -> int:
        """Keep ``record``; returns how many least recently used origins were evicted."""
        self._records[origin] = record
        self._records.move_to_end(origin)
        evicted = 0
        while self._max and len(self._records) > self._max:
            gone = self._records.popitem(last=False)
            if self._evicted is not None:
                self._evicted(*gone)
            evicted += 1
        return evicted

