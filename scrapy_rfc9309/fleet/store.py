"""RobotsStore: what stands behind the middleware's own cache when an origin's record is missing
or expired, and who paces requests by Crawl-delay.

``RFC9309_CACHE_BACKEND`` picks one: ``"memory"`` (the default; this process alone: it fetches
robots.txt itself and puts Crawl-delay floors on its download slots), ``"jobdir"`` (the same,
with records kept in JOBDIR across pause and resume; see jobstore.py) or ``"redis"`` (a fleet
of processes shares records and paces each origin together; see fleet.py). The middleware keeps its
in-memory RobotsCache in front of either, and its one-fetch-per-origin dedupe within the process.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Protocol

from scrapy.utils.job import job_dir

from scrapy_rfc9309.compat import is_asyncio_available

if TYPE_CHECKING:
    from scrapy import Request
    from scrapy.crawler import Crawler
    from scrapy.http import Response

    from scrapy_rfc9309.crawldelay.enforce import CrawlDelay
    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.policy import RobotsPolicy, RobotsRecord
    from scrapy_rfc9309.settings import BackendSettings

logger = logging.getLogger(__name__)

Fetched = tuple["RobotsRecord", "Response | None"]
#: Fetches robots.txt given the previous record (for failure counts and the last good copy).
Fetch = Callable[["RobotsRecord | None"], Awaitable[Fetched]]


class RobotsStore(Protocol):
    async def fetch(self, origin: Origin, previous: RobotsRecord | None, fetch: Fetch) -> Fetched:
        """The fresh record of ``origin``: from the store, or by calling ``fetch``. The
        response is None unless this process fetched robots.txt itself."""
        ...

    async def pace(
        self, request: Request, origin: Origin, record: RobotsRecord, token: str
    ) -> None:
        """Called for each allowed request with RFC9309_CRAWL_DELAY on; returns when the
        request may go to the downloader."""
        ...


class LocalStore:
    """Nothing shared: every fetch is this process's own, Crawl-delay floors go on its slots."""

    def __init__(self, crawl_delay: CrawlDelay | None) -> None:
        self.crawl_delay = crawl_delay

    async def fetch(self, origin: Origin, previous: RobotsRecord | None, fetch: Fetch) -> Fetched:
        return await fetch(previous)

    async def pace(
        self, request: Request, origin: Origin, record: RobotsRecord, token: str
    ) -> None:
        if self.crawl_delay is not None:
            self.crawl_delay.apply(request, origin, record, token)


def open_store(
    crawler: Crawler,
    policy: RobotsPolicy,
    crawl_delay: CrawlDelay | None,
    backend: BackendSettings,
) -> RobotsStore:
    """The store RFC9309_CACHE_BACKEND names (settings.py checked the name); Redis without the
    asyncio reactor falls back to memory with a warning."""
    if backend.cache_backend == "memory":
        return LocalStore(crawl_delay)
    if backend.cache_backend == "jobdir":
        return _open_jobdir_store(crawler, policy, crawl_delay)
    if not is_asyncio_available():
        logger.warning(
            "RFC9309_CACHE_BACKEND = 'redis' needs the asyncio reactor (TWISTED_REACTOR = "
            "'twisted.internet.asyncioreactor.AsyncioSelectorReactor'); robots.txt is cached "
            "in this process only",
            extra={"spider": crawler.spider},
        )
        crawler.stats.inc_value("rfc9309/fleet/disabled")
        return LocalStore(crawl_delay)
    try:
        from scrapy_rfc9309.fleet.redisstore import RedisStore
    except ImportError as exc:
        raise ImportError(
            "RFC9309_CACHE_BACKEND = 'redis' needs redis-py: pip install 'scrapy-rfc9309[fleet]'"
        ) from exc
    return RedisStore.from_crawler(crawler, policy, crawl_delay, backend)


def _open_jobdir_store(
    crawler: Crawler, policy: RobotsPolicy, crawl_delay: CrawlDelay | None
) -> RobotsStore:
    """Records kept in JOBDIR; without a JOBDIR there is nowhere to keep them: this process
    alone, with a warning."""
    jobdir = job_dir(crawler.settings)
    if jobdir is None:
        logger.warning(
            "RFC9309_CACHE_BACKEND = 'jobdir' needs JOBDIR; robots.txt records are kept in "
            "memory only and fetched again on the next run",
            extra={"spider": crawler.spider},
        )
        return LocalStore(crawl_delay)
    from scrapy_rfc9309.fleet.jobstore import JobdirStore

    return JobdirStore.from_crawler(crawler, jobdir, policy, crawl_delay)
