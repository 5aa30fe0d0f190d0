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

The add-on installs it; with the downloader middleware set up by hand, add it to
``SPIDER_MIDDLEWARES`` (``scrapy_rfc9309.waiting.start.StartBackpressure``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scrapy.exceptions import NotConfigured
from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.task import deferLater

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    from scrapy.crawler import Crawler
    from typing_extensions import Self

#: Where the add-on puts it in SPIDER_MIDDLEWARES.
PRIORITY = 960
#: How often a held start() looks for room again, in seconds.
POLL = 0.01
_UNKNOWN = object()


class StartBackpressure:
    def __init__(self, crawler: Crawler) -> None:
        if not crawler.settings.getbool("ROBOTSTXT_OBEY"):
            raise NotConfigured
        self.crawler = crawler
        self._robots: Any = _UNKNOWN  # the RobotsTxtMiddleware (None: not enabled)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    async def process_start(self, start: AsyncIterator[Any]) -> AsyncIterator[Any]:
        async for item_or_request in start:
            while self._held():
                await _sleep(POLL)
            yield item_or_request

    def _held(self) -> bool:
        """The downloader is full while a request waits for robots.txt."""
        engine = self.crawler.engine
        if engine is None or engine.spider is None or not engine.needs_backout():
            return False
        if self._robots is _UNKNOWN:
            self._robots = _find_robots(engine)
        return self._robots is not None and bool(self._robots.waiting())


def _find_robots(engine: Any) -> Any:
    from scrapy_rfc9309.middleware import RobotsTxtMiddleware  # it imports waiting/

    for middleware in engine.downloader.middleware.middlewares:
        if isinstance(middleware, RobotsTxtMiddleware):
            return middleware
    return None


async def _sleep(seconds: float) -> None:
    from twisted.internet import reactor

    await maybe_deferred_to_future(deferLater(reactor, seconds))
