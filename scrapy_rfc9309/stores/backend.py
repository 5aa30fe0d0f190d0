"""open_store: the RobotsStore that ``RFC9309_CACHE_BACKEND`` names, built for one crawl.

Apart from the stores themselves so that none of them imports the factory that chooses it;
redis.py is imported only when chosen, since redis-py is an optional extra.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from scrapy.utils.job import job_dir

from scrapy_rfc9309.compat import is_asyncio_available
from scrapy_rfc9309.records.sitefile import ROBOTS_TXT, SiteFile
from scrapy_rfc9309.stores.jobdir import JobdirStore, TierStore
from scrapy_rfc9309.stores.memory import LocalStore

if TYPE_CHECKING:
    from scrapy.crawler import Crawler

    from scrapy_rfc9309.config import BackendSettings, RobotsPolicy
    from scrapy_rfc9309.crawldelay.enforce import CrawlDelay
    from scrapy_rfc9309.stores.store import RobotsStore

logger = logging.getLogger(__name__)


def open_store(
    crawler: Crawler,
    policy: RobotsPolicy,
    crawl_delay: CrawlDelay | None,
    backend: BackendSettings,
    file: SiteFile[Any] = ROBOTS_TXT,
) -> RobotsStore:
    """The store RFC9309_CACHE_BACKEND names (settings.py checked the name) for the records
    of ``file``; Redis without the asyncio reactor falls back to memory with a warning."""
    if backend.cache_backend == "memory":
        return _local_store(crawler, policy, file)
    if backend.cache_backend == "jobdir":
        return _open_jobdir_store(crawler, policy, file)
    if file is not ROBOTS_TXT and not is_asyncio_available():
        return _local_store(crawler, policy, file)  # the robots.txt store warned
    if not is_asyncio_available():
        logger.warning(
            "RFC9309_CACHE_BACKEND = 'redis' needs the asyncio reactor (TWISTED_REACTOR = "
            "'twisted.internet.asyncioreactor.AsyncioSelectorReactor'); robots.txt is cached "
            "in this process only",
            extra={"spider": crawler.spider},
        )
        crawler.stats.inc_value("rfc9309/fleet/disabled")
        return _local_store(crawler, policy, file)
    try:
        from scrapy_rfc9309.stores.redis import RedisStore  # redis-py: an optional extra
    except ImportError as exc:
        raise ImportError(
            "RFC9309_CACHE_BACKEND = 'redis' needs redis-py: pip install 'scrapy-rfc9309[fleet]'"
        ) from exc
    return RedisStore.from_crawler(crawler, policy, crawl_delay, backend, file)


def _open_jobdir_store(
    crawler: Crawler, policy: RobotsPolicy, file: SiteFile[Any]
) -> RobotsStore:
    """Records kept in JOBDIR; without a JOBDIR there is nowhere to keep them: this process
    alone, with a warning."""
    if file is ROBOTS_TXT:
        jobdir = needs_jobdir(
            crawler, "RFC9309_CACHE_BACKEND = 'jobdir'",
            "robots.txt records are kept in memory only and fetched again on the next run",
        )
    else:  # the robots.txt store warned
        jobdir = job_dir(crawler.settings)
    if jobdir is None:
        return _local_store(crawler, policy, file)
    return JobdirStore.from_crawler(crawler, jobdir, policy, file)


def needs_jobdir(crawler: Crawler, what: str, instead: str) -> str | None:
    """JOBDIR, for ``what`` (a setting's value that keeps data there); None without one, with
    a WARNING saying what happens ``instead``."""
    jobdir = job_dir(crawler.settings)
    if jobdir is None:
        logger.warning(
            "%(what)s needs JOBDIR; %(instead)s",
            {"what": what, "instead": instead},
            extra={"spider": crawler.spider},
        )
    return jobdir


def _local_store(crawler: Crawler, policy: RobotsPolicy, file: SiteFile[Any]) -> RobotsStore:
    """This process alone. A bounded cache (RFC9309_MAX_ORIGINS) evicts records: they are
    written to a temporary file behind it as they are, so eviction never causes a second
    fetch."""
    if not policy.max_origins:
        return LocalStore()
    return TierStore(crawler, policy, file)
