"""RobotsSitemapSpider: a SitemapSpider that reads sitemaps from the robots.txt the middleware has.

Scrapy's SitemapSpider downloads each ``.../robots.txt`` in ``sitemap_urls`` as a page of its
own, so a crawl that obeys robots.txt fetches it twice (scrapy/scrapy#3967, #8069). This variant
asks the crawl's RobotsTxtMiddleware instead: its one shared fetch per origin serves both the
verdicts and the sitemap URLs. Without the middleware (ROBOTSTXT_OBEY off) it behaves as
SitemapSpider does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from scrapy import Request
from scrapy.spiders import SitemapSpider

from scrapy_rfc9309.explain.locate import find_middleware
from scrapy_rfc9309.origin import Origin

if TYPE_CHECKING:
    from collections.abc import AsyncIterator


class RobotsSitemapSpider(SitemapSpider):
    """SitemapSpider whose robots.txt entries in ``sitemap_urls`` cost no second fetch."""

    async def start(self) -> AsyncIterator[Any]:
        middleware = find_middleware(self.crawler)
        for url in self.sitemap_urls:
            origin = Origin.from_url(url) if _is_robots_url(url) else None
            if middleware is None or origin is None:
                yield Request(url, self._parse_sitemap)
                continue
            record = await middleware.records.fresh(origin, Request(url))
            sitemaps = record.sitemaps()
            self.logger.debug(
                "%(count)d sitemap(s) in robots.txt of %(origin)s (%(kind)s)",
                {"count": len(sitemaps), "origin": origin, "kind": record.kind.value},
            )
            for sitemap in sitemaps:
                yield Request(sitemap, self._parse_sitemap)


def _is_robots_url(url: str) -> bool:
    """Whether ``url`` is its origin's robots.txt, the one the middleware reads; any other
    ``.../robots.txt`` is left to SitemapSpider."""
    parts = urlsplit(url)
    return parts.path == "/robots.txt" and not parts.query
