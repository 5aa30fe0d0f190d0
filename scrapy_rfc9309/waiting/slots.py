"""SlotLender: a request waiting for its origin's robots.txt lends its concurrency slot.

Scrapy counts a request as active, against CONCURRENT_REQUESTS, from the moment it enters
the downloader's middlewares (``Downloader.active``). A request that waits in
``process_request`` for robots.txt would hold its slot for the whole fetch: on a real network
that is a round trip or more per origin, during which nothing is sent in its place. So while
it waits it is taken out of that count, and the engine is told it may send another request;
when robots.txt is there, it takes a slot back before it goes on: at once if one is free,
else as soon as a request leaves the downloader (before the engine sends a new request).

At most ``limit`` requests wait this way; the middleware parks the others. The engine's and
downloader's internals this needs (``Downloader.active``, the engine's loop) are reached
through compat.py; where they are missing, a waiting request keeps its slot.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any, TypeVar

from scrapy import Request, signals
from scrapy.exceptions import DontCloseSpider
from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.defer import Deferred

from scrapy_rfc9309.compat import EngineLoop, active_requests, downloader_full

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable

    from scrapy.crawler import Crawler

T = TypeVar("T")


class SlotLender:
    """A request waiting for a slot is admitted at the start of the engine's next loop turn,
    before the engine sends a request of its own: the engine asks for that turn whenever a
    request leaves the downloader's count, whatever freed it (a response, a download error, a
    request a middleware returned, dropped or parked), so no freed slot goes unseen, and the
    count is read once the slot is free (the leaving request gone from it), so a request
    taking its slot back never makes it more than CONCURRENT_REQUESTS. No signal handler is
    needed for it: response_received and request_left_downloader come for every request,
    and request_left_downloader while the request is still counted (its response or error
    has the downloader middlewares to go through yet)."""

    def __init__(self, crawler: Crawler, limit: int) -> None:
        self.crawler = crawler
        self.limit = limit
        self.waiting = 0
        self._queue: deque[tuple[Request, Deferred[None]]] = deque()
        self._idle_watched = False  # spider_idle: connected at the first lend
        #: The downloader's ``active`` set and the engine's loop, found at the first can_lend
        #: that finds both: they are the same for the whole crawl, and finding them costs
        #: more calls than the rest of a lend.
        self._active_set: set[Request] | None = None
        self._loop: EngineLoop | None = None
        #: The downloader's check of whether it is full, found at the first lend.
        self._full: Callable[[], bool] | None = None
        #: Called when the requests that waited for a free slot have all been given one
        #: (waiting/start.py).
        self.on_all_admitted: Callable[[], None] | None = None

    def can_lend(self, request: Request) -> bool:
        """Whether ``request`` may wait without its slot: under the limit, and counted."""
        if self.waiting >= self.limit:
            return False
        active = self._active_set
        if active is None:
            self._loop = EngineLoop.of(self.crawler)
            if self._loop is None:
                return False
            active = self._active_set = active_requests(self.crawler)
        return active is not None and request in active

    async def lend(self, request: Request, awaitable: Awaitable[T | None]) -> T | None:
        """Await ``awaitable`` with ``request`` out of the downloader's count; returns once
        the request holds a slot again (None: the caller parks the request, needs no free
        slot, and gets it back at once)."""
        loop = self._loop
        assert loop is not None  # can_lend found it
        if self._full is None:
            self._full = downloader_full(self.crawler)
            self.crawler.signals.connect(self._spider_idle, signal=signals.spider_idle)
        active = self._active()
        active.discard(request)
        self.waiting += 1
        loop.schedule()  # the engine may send another request in its place
        entry: tuple[Request, Deferred[None]] | None = None
        try:
            result = await awaitable
            if result is not None and self._full():
                entry = (request, Deferred())
                if not self._queue:
                    loop.run_first(self._admit)
                self._queue.append(entry)
                await maybe_deferred_to_future(entry[1])
        finally:
            self.waiting -= 1
            if entry is not None and entry in self._queue:  # cancelled: shutdown
                self._queue.remove(entry)
                if not self._queue:
                    loop.run_first(None)
            active.add(request)
        return result

    def _spider_idle(self, **kwargs: Any) -> None:
        if self.waiting:  # invisible to the engine's idle check, which counts active requests
            self._admit()
            raise DontCloseSpider

    def _admit(self) -> None:
        """At the start of the engine's turn: waiting requests take the free slots."""
        queue = self._queue
        if not queue:
            return
        active = self._active()
        full = self._full
        assert full is not None  # a lend found it
        while queue and not full():
            request, ready = queue.popleft()
            active.add(request)  # the slot is taken now, before the engine sends another
            if not queue:  # before the callback, which may queue another request
                assert self._loop is not None
                self._loop.run_first(None)
            ready.callback(None)
        if not queue and self.on_all_admitted is not None:
            # Told now, while the last admitted request holds its slot: under asyncio the
            # admitted requests go on at the loop's next turn, ahead of start(); under
            # Twisted they went on already, inside ready.callback. Told from lend(), start()
            # could look before a request whose patience ran out is parked.
            self.on_all_admitted()

    def _active(self) -> set[Request]:
        active = self._active_set
        assert active is not None  # can_lend found it
        return active
