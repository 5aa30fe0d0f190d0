"""Crawl-delay: each origin's Crawl-delay / Request-rate as a floor between its requests.

floors.py is the arithmetic (the floor a group asks for, the cap, the largest per slot; pure),
slots.py the one adapter to Scrapy's download-slot internals, enforce.py the CrawlDelay the
middleware calls for each allowed request. Fleet-wide pacing is the fleet's (fleet/).
"""

from __future__ import annotations

from typing import Any

from scrapy_rfc9309._exports import load_export

_EXPORTS = {
    "CrawlDelay": "scrapy_rfc9309.crawldelay.enforce",
    "Floor": "scrapy_rfc9309.crawldelay.floors",
    "floor_for": "scrapy_rfc9309.crawldelay.floors",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    return load_export(__name__, _EXPORTS, name)
