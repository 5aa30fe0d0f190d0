"""SlotLender: a request waiting for its origin's robots.txt lends its concurrency slot.

Scrapy counts a request as active, against CONCURRENT_REQUESTS, from the moment it enters
the downloader's middlewares (``Downloader.active``). A request that waits in
``process_request`` for robots.txt would hold its slot for the whole fetch: on a real network
that is a round trip or more per origin, during which nothing is sent in its place. So while
it waits it is taken out of that count, and the engine is told it may send another request;
when robots.txt is there, it takes a slot back before it goes on: at once if one is free,
else as soon as a download leaves the downloader (before the engine sends a new request).

At most ``limit`` requests wait this way; the middleware parks the others. The engine's and
downloader's internals this needs (``Downloader.active``, the engine's next loop turn) are
reached through compat.py; where they are missing, a waiting request keeps its slot.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any, TypeVar

from scrapy import Request, signals
from scrapy.exceptions import DontCloseSpider
from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.defer import Deferred

from scrapy_rfc9309.compat import (
    active_requests,
    call_later,
    downloader_full,
    schedule_engine_loop,
)
from scrapy_rfc9309.ondemand import OnDemand

if TYPE_CHECKING:
    from collections.abc import Awaitable

    from scrapy.crawler import Crawler

T = TypeVar("T")


class SlotLender:
    def __init__(self, crawler: Crawler, limit: int) -> None:
        self.crawler = crawler
        self.limit = limit
        self.waiting = 0
        self._queue: deque[tuple[Request, Deferred[None]]] = deque()
        self._admit_call: Any = None
        # Connected while a request waits for a slot (one per entry of the queue):
        # A response leaves the downloader's count just before response_received, and the
        # engine sends its next request just after: the slot goes to a waiting request.
        # A request that leaves the middleware without a download (parked, postponed, denied)
        # sends no signal: the middleware calls slot_freed() for it.
        self._freed = OnDemand(
            crawler,
            (
                (self._admit, signals.response_received),
                (self._left, signals.request_left_downloader),
            ),
        )
        self._idle_watched = False  # spider_idle: connected at the first lend
        #: The downloader's ``active`` set, found at the first can_lend that finds one: the
        #: downloader keeps the one set for the whole crawl, and finding it costs more
        #: calls than the rest of a lend.
        self._active_set: set[Request] | None = None

    def can_lend(self, request: Request) -> bool:
        """Whether ``request`` may wait without its slot: under the limit, and counted."""
        if self.waiting >= self.limit:
            return False
        active = self._active_set
        if active is None:
            active = self._active_set = active_requests(self.crawler)
        return active is not None and request in active

    async def lend(self, request: Request, awaitable: Awaitable[T | None]) -> T | None:
        """Await ``awaitable`` with ``request`` out of the downloader's count; returns once
        the request holds a slot again (None: the caller parks the request, needs no free
        slot, and gets it back at once)."""
        if not self._idle_watched:
            self._idle_watched = True
            self.crawler.signals.connect(self._spider_idle, signal=signals.spider_idle)
        active = self._active()
        active.discard(request)
        self.waiting += 1
        schedule_engine_loop(self.crawler)
        entry: tuple[Request, Deferred[None]] | None = None
        try:
            result = await awaitable
            if result is not None and not self._room():
                entry = (request, Deferred())
                self._queue.append(entry)
                self._freed.acquire()
                await maybe_deferred_to_future(entry[1])
        finally:
            self.waiting -= 1
            if entry is not None and entry in self._queue:  # cancelled: shutdown
                self._queue.remove(entry)
                self._freed.release()
            active.add(request)
        return result

    def _left(self, **kwargs: Any) -> None:
        """A download left the downloader: its slot goes to a waiting request first."""
        self.slot_freed()

    def slot_freed(self) -> None:
        """A slot is freed on the next loop turn: a download left, or a request left the
        middleware without a download (parked, postponed, denied), which no signal tells."""
        if self._queue and self._admit_call is None:
            self._admit_call = call_later(0, self._admit)

    def _spider_idle(self, **kwargs: Any) -> None:
        if self.waiting:  # invisible to the engine's idle check, which counts active requests
            self._admit()
            raise DontCloseSpider

    def _admit(self, **kwargs: Any) -> None:
        self._admit_call = None
        active = self._active()
        while self._queue and self._room():
            request, ready = self._queue.popleft()
            self._freed.release()
            active.add(request)  # the slot is taken now, before the engine sends another
            ready.callback(None)

    def _room(self) -> bool:
        return not downloader_full(self.crawler)

    def _active(self) -> set[Request]:
        active = self._active_set
        assert active is not None  # can_lend found it
        return active
