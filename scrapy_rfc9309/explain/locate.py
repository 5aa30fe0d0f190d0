"""The RobotsTxtMiddleware instance of a running crawl, for code that needs what it has read.

Both the ``scrapy robots`` command and RobotsSitemapSpider ask the crawl's own middleware, so
they see the same robots.txt (one fetch, same proxies and headers) a request would.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scrapy_rfc9309.middleware import RobotsTxtMiddleware

if TYPE_CHECKING:
    from scrapy.crawler import Crawler


def find_middleware(crawler: Crawler) -> RobotsTxtMiddleware | None:
    """The crawl's RobotsTxtMiddleware (or subclass), None when it is not enabled."""
    engine = crawler.engine
    if engine is None:
        return None
    for middleware in engine.downloader.middleware.middlewares:
        if isinstance(middleware, RobotsTxtMiddleware):
            return middleware
    return None
