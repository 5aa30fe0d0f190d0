"""What the middleware read, for people and spiders: verdicts explained, ``scrapy robots``,
sitemaps reused.

report.py lays out a verdict's facts (pure), probe.py is the spider of ``scrapy robots`` (the
command itself is commands/robots.py, where Scrapy finds commands), locate.py finds a
running crawl's RobotsTxtMiddleware, and sitemaps.py is RobotsSitemapSpider, which takes its
sitemaps from the robots.txt the middleware fetched.
"""

from __future__ import annotations

from typing import Any

from scrapy_rfc9309._exports import load_export

_EXPORTS = {
    "explain": "scrapy_rfc9309.explain.report",
    "render": "scrapy_rfc9309.explain.report",
    "find_middleware": "scrapy_rfc9309.explain.locate",
    "RobotsSitemapSpider": "scrapy_rfc9309.explain.sitemaps",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    return load_export(__name__, _EXPORTS, name)
