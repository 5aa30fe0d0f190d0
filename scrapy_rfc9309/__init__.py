"""Obey robots.txt in Scrapy exactly as RFC 9309 says.

``ADDONS = {"scrapy_rfc9309.Addon": 100}`` in settings.py is all it takes. One folder per
capability (see README.rst, Layout): ``records`` (the record of an origin, fetched once for all
who wait), ``stores`` (the tier behind memory), ``waiting``, ``crawldelay``, ``robotstxt`` (the
rules engine), ``usage``, ``explain``, ``commands`` and ``testing``.
"""

from scrapy_rfc9309.addon import Addon
from scrapy_rfc9309.exceptions import RobotsTxtForbidden, RobotsTxtUnreachable, UsageDisallowed
from scrapy_rfc9309.explain.sitemaps import RobotsSitemapSpider
from scrapy_rfc9309.middleware import RobotsTxtMiddleware
from scrapy_rfc9309.parser import RobotsTxtParser
from scrapy_rfc9309.robotstxt import Match, RequestRate, RobotsTxt, product_token
from scrapy_rfc9309.usage.nofollow import NofollowMiddleware

__version__ = "0.1.0"

__all__ = [
    "Addon",
    "Match",
    "NofollowMiddleware",
    "RequestRate",
    "RobotsSitemapSpider",
    "RobotsTxt",
    "RobotsTxtForbidden",
    "RobotsTxtMiddleware",
    "RobotsTxtParser",
    "RobotsTxtUnreachable",
    "UsageDisallowed",
    "product_token",
]
