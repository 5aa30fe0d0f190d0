"""RobotsSitemapSpider's path before it moved to scrapy_rfc9309.explain; earlier READMEs gave it."""

from scrapy_rfc9309.explain.sitemaps import RobotsSitemapSpider

__all__ = ["RobotsSitemapSpider"]
