"""Tally: stats counted often, handed to Scrapy's stats in batches.

A call to Scrapy's StatsCollector goes through its deprecation wrapper (a few calls each): it
costs as much as a cached decision. The counts every request touches (cache hits, verdicts)
and those every robots.txt fetch touches are kept here instead; they lag by at most
FLUSH_EVERY counts, and are complete when the spider closes (its spider_closed handlers run
before Scrapy dumps the stats), or when a reader flushes them first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scrapy import signals

if TYPE_CHECKING:
    from scrapy.crawler import Crawler

    from scrapy_rfc9309.records.sitefile import Counter


class Tally:
    """Counts for ``stats`` (the crawler's unless given: a file's ``Namespaced`` stats)."""

    FLUSH_EVERY = 512

    def __init__(self, crawler: Crawler, stats: Counter | None = None) -> None:
        self.stats = stats if stats is not None else crawler.stats
        self._counts: dict[str, int] = {}
        self._pending = 0
        crawler.signals.connect(self.flush, signal=signals.spider_closed)

    def add(self, *keys: str) -> None:
        """Count one of each key: a request's hit and verdict in one call, and a key counted
        before (nearly every time) with no call at all."""
        counts = self._counts
        for key in keys:
            try:
                counts[key] += 1
            except KeyError:
                counts[key] = 1
            self._pending += 1
        if self._pending >= self.FLUSH_EVERY:
            self.flush()

    def flush(self, **kwargs: Any) -> None:
        stats = self.stats
        assert stats is not None
        for key, count in self._counts.items():
            stats.inc_value(key, count)
        self._counts.clear()
        self._pending = 0
