"""Obey robots.txt in Scrapy exactly as RFC 9309 says.

``ADDONS = {"scrapy_rfc9309.Addon": 100}`` in settings.py is all it takes. One folder per
capability (see docs/layout.rst): ``records`` (the record of an origin, fetched once for all
who wait), ``stores`` (the tier behind memory), ``waiting``, ``crawldelay``, ``robotstxt`` (the
rules engine), ``usage``, ``evidence``, ``explain``, ``commands`` and ``testing``.

The names below are imported when first used (PEP 562), so that ``import
scrapy_rfc9309.robotstxt``, the rules engine, loads neither Scrapy nor Twisted.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # what type checkers see; at run time, __getattr__ below
    from scrapy_rfc9309.addon import Addon
    from scrapy_rfc9309.evidence import evidence_of
    from scrapy_rfc9309.exceptions import (
        RobotsTxtForbidden,
        RobotsTxtUnreachable,
        UsageDisallowed,
    )
    from scrapy_rfc9309.explain.sitemaps import RobotsSitemapSpider
    from scrapy_rfc9309.middleware import RobotsTxtMiddleware
    from scrapy_rfc9309.parser import RobotsTxtParser
    from scrapy_rfc9309.robotstxt import Match, RequestRate, RobotsTxt, product_token
    from scrapy_rfc9309.usage.annotate import UsageMiddleware
    from scrapy_rfc9309.usage.nofollow import NofollowMiddleware

__version__ = "0.1.0"

#: Each public name, and the module that defines it.
_PUBLIC = {
    "Addon": "scrapy_rfc9309.addon",
    "Match": "scrapy_rfc9309.robotstxt",
    "NofollowMiddleware": "scrapy_rfc9309.usage.nofollow",
    "RequestRate": "scrapy_rfc9309.robotstxt",
    "RobotsSitemapSpider": "scrapy_rfc9309.explain.sitemaps",
    "RobotsTxt": "scrapy_rfc9309.robotstxt",
    "RobotsTxtForbidden": "scrapy_rfc9309.exceptions",
    "RobotsTxtMiddleware": "scrapy_rfc9309.middleware",
    "RobotsTxtParser": "scrapy_rfc9309.parser",
    "RobotsTxtUnreachable": "scrapy_rfc9309.exceptions",
    "UsageDisallowed": "scrapy_rfc9309.exceptions",
    "UsageMiddleware": "scrapy_rfc9309.usage.annotate",
    "evidence_of": "scrapy_rfc9309.evidence",
    "product_token": "scrapy_rfc9309.robotstxt",
}

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
    "UsageMiddleware",
    "evidence_of",
    "product_token",
]


def __getattr__(name: str) -> Any:
    module = _PUBLIC.get(name)
    if module is None:
        raise AttributeError(f"module 'scrapy_rfc9309' has no attribute {name!r}")
    value = getattr(import_module(module), name)
    globals()[name] = value  # once: later lookups find it without this function
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_PUBLIC})
