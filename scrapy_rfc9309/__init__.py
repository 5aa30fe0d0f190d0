"""Obey robots.txt in Scrapy exactly as RFC 9309 says.

``ADDONS = {"scrapy_rfc9309.Addon": 100}`` in settings.py is all it takes. The Scrapy-facing
names are loaded on first use, so the pure modules (origin, policy, cache, the robotstxt
engine) import without Scrapy.

One folder per capability, each with its public face (see README.rst, Layout): ``robotstxt``
(the rules engine), ``crawldelay``, ``fleet`` (the cache backends), ``explain`` (what the
middleware read, for people and spiders) and ``testing`` (the site farm); the request path
(middleware, fetch, cache, policy, postpone, unslotted) stays at this level.
"""

from __future__ import annotations

from typing import Any

from scrapy_rfc9309._exports import load_export

__version__ = "0.1.0"

_EXPORTS = {
    "Addon": "scrapy_rfc9309.addon",
    "RobotsTxtMiddleware": "scrapy_rfc9309.middleware",
    "RobotsTxtParser": "scrapy_rfc9309.parser",
    "RobotsTxtForbidden": "scrapy_rfc9309.exceptions",
    "RobotsTxtUnreachable": "scrapy_rfc9309.exceptions",
    "UsageDisallowed": "scrapy_rfc9309.exceptions",
    "NofollowMiddleware": "scrapy_rfc9309.usage.nofollow",
    "RobotsSitemapSpider": "scrapy_rfc9309.explain.sitemaps",
    "RobotsTxt": "scrapy_rfc9309.robotstxt",
    "Match": "scrapy_rfc9309.robotstxt",
    "RequestRate": "scrapy_rfc9309.robotstxt",
    "product_token": "scrapy_rfc9309.robotstxt",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    return load_export(__name__, _EXPORTS, name)
