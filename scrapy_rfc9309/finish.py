"""The finish reason ``robotstxt_denied``: robots.txt kept the spider's start out, and nothing
else was crawled.

Scrapy would close such a crawl as ``finished``, as if it had done its work; a scheduler, a
monitor or a person reading the stats could not tell it from a crawl that found nothing.
Start requests are counted on the denial path only; the rest is read from Scrapy's own stats
when the spider is idle, so an allowed request costs nothing.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from scrapy import signals
from scrapy.downloadermiddlewares.stats import DownloaderStats
from scrapy.exceptions import CloseSpider

if TYPE_CHECKING:
    from scrapy import Request
    from scrapy.crawler import Crawler

    from scrapy_rfc9309.tally import Tally

logger = logging.getLogger(__name__)

#: The finish reason (``finish_reason`` stat, ``spider_closed`` signal).
ROBOTSTXT_DENIED = "robotstxt_denied"
#: Every robots.txt download (fetch.py), so that the page requests can be told from them in
#: Scrapy's ``downloader/request_count``.
ROBOTS_DOWNLOADS = "rfc9309/fetch/downloads"


class DeniedStart:
    """Counts the start requests robots.txt denied (Scrapy marks them ``is_start_request``)
    and, when the spider is idle, closes it with ``robotstxt_denied`` if no other request
    reached the downloader (Scrapy's DownloaderStats counts them; robots.txt's own downloads
    are taken off). A request sent but unanswered counts as crawled: only denials make the
    reason. ``tally``: where robots.txt's downloads are counted, flushed before they are read."""

    def __init__(self, crawler: Crawler, tally: Tally) -> None:
        self.crawler = crawler
        self.tally = tally
        self.denied = 0
        crawler.signals.connect(self._idle, signal=signals.spider_idle)
        crawler.signals.connect(self._closed, signal=signals.spider_closed)

    def note(self, request: Request) -> None:
        """``request`` was denied by robots.txt (forbidden or unreachable)."""
        if request.meta.get("is_start_request"):
            self.denied += 1

    def _idle(self) -> None:
        if not self.denied or getattr(self.crawler.engine, "_start_error", False):
            return  # Scrapy 2.19 says ``start_error`` when start() raised: the better reason
        if not self._counted():
            return
        self.tally.flush()
        stats = self.crawler.stats
        assert stats is not None
        sent = stats.get_value("downloader/request_count", 0)
        if sent - stats.get_value(ROBOTS_DOWNLOADS, 0) > 0:
            return
        if stats.get_value("item_scraped_count", 0):  # start() gave items: something came
            return
        raise CloseSpider(ROBOTSTXT_DENIED)

    def _counted(self) -> bool:
        """Whether Scrapy's DownloaderStats counts the requests sent: without it (disabled
        by DOWNLOADER_STATS or in DOWNLOADER_MIDDLEWARES) nothing says whether a page was."""
        downloader = getattr(self.crawler.engine, "downloader", None)
        chain = getattr(getattr(downloader, "middleware", None), "middlewares", ())
        return any(isinstance(m, DownloaderStats) for m in chain)

    def _closed(self, reason: str) -> None:
        # Said at the close, not at the idle: another handler may keep the spider open then
        # (a request waiting for its robots.txt), and the count may still grow.
        if reason == ROBOTSTXT_DENIED:
            logger.info(
                "robots.txt denied the spider's %(count)d start request(s) and nothing else "
                "was crawled: closed with reason %(reason)r",
                {"count": self.denied, "reason": ROBOTSTXT_DENIED},
                extra={"spider": self.crawler.spider},
            )
