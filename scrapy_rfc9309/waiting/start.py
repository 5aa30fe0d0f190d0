"""StartBackpressure: while requests wait for robots.txt, the engine takes start requests no
faster than the downloader sends them.

Scrapy's engine reads ``Spider.start()`` on without waiting whenever the downloader is full,
moving start requests into the scheduler, whose fingerprints the dupefilter keeps. Requests
waiting for robots.txt (their slot lent, parked, or held in their slot once too many wait)
keep the downloader full for longer than their downloads would, so the engine would move
every start request into the scheduler; a JOBDIR crawl killed then cannot read its disk queue
back, and the resumed crawl filters those requests as seen: they are lost. While any request
waits for robots.txt, this spider middleware holds ``start()`` until the downloader has room,
as Scrapy's docs suggest for lazy start requests (``engine.needs_backout()``). When none waits,
start requests pass at once, as without it.

A held ``start()`` looks again every POLL, and at once when the requests that waited for a
free slot once robots.txt came have all been given one: the last of them has just taken its
slot, so the engine, if it finds the downloader full, reads start requests on without a
reactor turn each, as it does when no request waits.

The add-on installs it; with the downloader middleware set up by hand, add it to
``SPIDER_MIDDLEWARES`` (``scrapy_rfc9309.waiting.start.StartBackpressure``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scrapy.exceptions import NotConfigured
from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.defer import Deferred

from scrapy_rfc9309.compat import call_later

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    from scrapy.crawler import Crawler
    from typing_extensions import Self

    from scrapy_rfc9309.waiting.room import WaitingRoom

#: Where the add-on puts it in SPIDER_MIDDLEWARES.
PRIORITY = 960
#: How often a held start() looks for room again, in seconds.
POLL = 0.01


class StartBackpressure:
    def __init__(self, crawler: Crawler) -> None:
        if not crawler.settings.getbool("ROBOTSTXT_OBEY"):
            raise NotConfigured
        self.crawler = crawler
        #: The RobotsTxtMiddleware's waiting room, once looked for (None: it is not enabled).
        self._room: WaitingRoom | None = None
        self._looked = False
        self._pause: Deferred[None] | None = None  # while start() is held

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    async def process_start(self, start: AsyncIterator[Any]) -> AsyncIterator[Any]:
        async for item_or_request in start:
            while self._held():
                await self._paused()
            yield item_or_request

    def _held(self) -> bool:
        """A request waits for robots.txt while the downloader is full."""
        room = self._room
        if room is None and not self._looked:
            engine = self.crawler.engine
            if engine is None:
                return False
            self._looked = True
            room = self._room = _find_room(engine)
            if room is not None:
                room.slots.on_all_admitted = self._wake
        if room is None or not room.waiting():
            return False
        engine = self.crawler.engine
        return engine is not None and engine.spider is not None and engine.needs_backout()

    async def _paused(self) -> None:
        """Until the requests waiting for a free slot have all been given one, or POLL
        seconds."""
        pause = self._pause = Deferred()
        timer = call_later(POLL, self._wake)
        try:
            await maybe_deferred_to_future(pause)
        finally:  # woken, or cancelled with the crawl
            self._pause = None
            timer.cancel()

    def _wake(self) -> None:
        pause, self._pause = self._pause, None
        if pause is not None and not pause.called:
            pause.callback(None)


def _find_room(engine: Any) -> WaitingRoom | None:
    from scrapy_rfc9309.middleware import RobotsTxtMiddleware  # it imports waiting/

    for middleware in engine.downloader.middleware.middlewares:
        if isinstance(middleware, RobotsTxtMiddleware):
            return middleware.waiting_room
    return None
