"""Reservations of send times per origin: "next allowed time" arithmetic, and Backoff.

The fleet keeps the same reservation in Redis (one Lua script, see redisstore.py); LocalPacer is
what a worker falls back on when Redis cannot be reached, so it still keeps its own requests
apart. Pure code: the clock is passed in.
"""

from __future__ import annotations

from collections.abc import Hashable


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
