"""Pacing: who says when an allowed request may go, and the arithmetic of reservations.

A Pacer is asked once per allowed request with RFC9309_CRAWL_DELAY on: this process's
CrawlDelay (enforce.py: floors on its download slots), or a fleet's RedisStore (stores/redis.py:
a turn per request taken from a "next allowed time" in Redis, one Lua script). LocalPacer
reserves on such a time kept in this process, which a fleet worker falls back on when Redis
cannot be reached, so it still keeps its own requests apart; Backoff says when to try Redis
again. Pure code: the clock is passed in.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from scrapy import Request

    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.records.record import RobotsRecord


class Pacer(Protocol):
    async def pace(
        self, request: Request, origin: Origin, record: RobotsRecord, token: str
    ) -> None:
        """Returns when ``request`` (allowed by ``record`` for ``token``) may go to the
        downloader."""
        ...


class LocalPacer:
    """t = max(now, next); next = t + step; the wait is t - now. One process's view only."""

    #: Past reservations are dropped once this many origins are held.
    PRUNE_AT = 10_000

    def __init__(self) -> None:
        self._next: dict[Hashable, float] = {}

    def reserve(self, key: Hashable, step: float, now: float) -> float:
        """Seconds to wait before sending; the next request to ``key`` waits ``step`` more."""
        at = max(now, self._next.get(key, now))
        self._next[key] = at + step
        if len(self._next) > self.PRUNE_AT:
            self._next = {k: t for k, t in self._next.items() if t > now}
        return at - now


class Backoff:
    """When to try a failed service again: ``first`` seconds, doubling up to ``cap``."""

    def __init__(self, first: float = 1.0, cap: float = 30.0) -> None:
        self.first = first
        self.cap = cap
        self._next = first
        self.retry_at = 0.0

    def failed(self, now: float) -> None:
        self.retry_at = now + self._next
        self._next = min(self._next * 2, self.cap)

    def succeeded(self) -> None:
        self._next = self.first
        self.retry_at = 0.0

    def may_try(self, now: float) -> bool:
        return now >= self.retry_at
