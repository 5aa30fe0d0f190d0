"""What the middleware read, for people and spiders: verdicts explained, ``scrapy robots``,
sitemaps reused.

report.py lays out a verdict's facts (pure), probe.py holds the spiders of ``scrapy robots``
(the command itself is commands/robots.py, where Scrapy finds commands), lint.py is its
``--lint`` (pure), locate.py finds a running crawl's RobotsTxtMiddleware, and sitemaps.py is
RobotsSitemapSpider, which takes its sitemaps from the robots.txt the middleware fetched.
"""

from scrapy_rfc9309.explain.locate import find_middleware
from scrapy_rfc9309.explain.report import explain, render
from scrapy_rfc9309.explain.sitemaps import RobotsSitemapSpider

__all__ = ["RobotsSitemapSpider", "explain", "find_middleware", "render"]
