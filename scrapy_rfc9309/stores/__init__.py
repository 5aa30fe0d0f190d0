"""The cache backends (``RFC9309_CACHE_BACKEND``): what stands behind the middleware's cache.

store.py is the RobotsStore protocol, backend.py the factory that picks a store; memory.py
(this process alone), jobstore.py (records kept in JOBDIR) and redisstore.py (a fleet of
processes sharing robots.txt and Crawl-delay through Redis) are the stores. wire.py is the
stored form of a record, pacing.py a worker's own pacing and Redis backoff. Nothing here is
imported before it is used, so redis-py stays optional.
"""

from __future__ import annotations

from typing import Any

from scrapy_rfc9309._exports import load_export

_EXPORTS = {
    "RobotsStore": "scrapy_rfc9309.fleet.store",
    "open_store": "scrapy_rfc9309.fleet.backend",
    "LocalStore": "scrapy_rfc9309.fleet.memory",
    "JobdirStore": "scrapy_rfc9309.fleet.jobstore",
    "RedisStore": "scrapy_rfc9309.fleet.redisstore",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    return load_export(__name__, _EXPORTS, name)
