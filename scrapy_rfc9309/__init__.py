"""Obey robots.txt in Scrapy exactly as RFC 9309 says.

``ADDONS = {"scrapy_rfc9309.Addon": 100}`` in settings.py is all it takes. The Scrapy-facing
names are loaded on first use, so the pure modules (origin, policy, rules, cache) import
without Scrapy.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

__version__ = "0.1.0"

_EXPORTS = {
    "Addon": "scrapy_rfc9309.addon",
    "RobotsTxtMiddleware": "scrapy_rfc9309.middleware",
    "RobotsTxtParser": "scrapy_rfc9309.parser",
    "RobotsTxtForbidden": "scrapy_rfc9309.exceptions",
    "RobotsTxtUnreachable": "scrapy_rfc9309.exceptions",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name not in _EXPORTS:
        raise AttributeError(f"module 'scrapy_rfc9309' has no attribute {name!r}")
    return getattr(import_module(_EXPORTS[name]), name)
