"""JobdirStore: robots.txt records kept in the job directory across pause and resume.

Without it every restart, even with JOBDIR, fetches every robots.txt again and starts the
backoff of unreachable origins over: impolite to sites that are down, slow for crawls paused
and resumed often. With ``RFC9309_CACHE_BACKEND = "jobdir"`` and ``JOBDIR`` set, each record is
written to a SQLite file in the job directory (the standard library's sqlite3: one file, safe
against a crash mid-write) as the fleet shares it (wire.py: metadata and the robots.txt bytes,
parsed again on read). A restarted crawl reads an origin's record there before fetching:
within its TTL it is used as it is; past it, it is the previous record, so the failure count
(the backoff) and the last good copy carry on.

Records are kept as long as the fleet keeps them (wire.retention) and dropped when the store
opens after that. Pure sqlite3, called from the reactor thread: one small write per robots.txt
fetch, with the WAL journal and no fsync per write.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from pathlib import Path
from typing import TYPE_CHECKING

from scrapy import signals

from scrapy_rfc9309.fleet import wire
from scrapy_rfc9309.fleet.memory import LocalStore

if TYPE_CHECKING:
    from scrapy.crawler import Crawler

    from scrapy_rfc9309.crawldelay.enforce import CrawlDelay
    from scrapy_rfc9309.fleet.store import Fetch, Fetched
    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.policy import RobotsPolicy, RobotsRecord

logger = logging.getLogger(__name__)

FILENAME = "rfc9309-robots.sqlite"


class JobdirStore(LocalStore):
    """This process alone, as the memory backend, with its records kept in ``path``."""

    def __init__(
        self, crawler: Crawler, path: Path, policy: RobotsPolicy, crawl_delay: CrawlDelay | None
    ) -> None:
        super().__init__(crawl_delay)
        self.policy = policy
        self.stats = crawler.stats
        self.db = sqlite3.connect(path, isolation_level=None)  # autocommit: one write each
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute(
            "CREATE TABLE IF NOT EXISTS robots"
            " (origin TEXT PRIMARY KEY, value BLOB NOT NULL, keep_until REAL NOT NULL)"
        )
        self.db.execute("DELETE FROM robots WHERE keep_until < ?", (time.time(),))
        kept = self.db.execute("SELECT COUNT(*) FROM robots").fetchone()[0]
        logger.info(
            "robots.txt records kept in %(path)s: %(kept)d from earlier runs",
            {"path": path, "kept": kept},
            extra={"spider": crawler.spider},
        )
        crawler.signals.connect(self.close, signal=signals.spider_closed)

    @classmethod
    def from_crawler(
        cls, crawler: Crawler, jobdir: str, policy: RobotsPolicy, crawl_delay: CrawlDelay | None
    ) -> JobdirStore:
        return cls(crawler, Path(jobdir) / FILENAME, policy, crawl_delay)

    async def fetch(self, origin: Origin, previous: RobotsRecord | None, fetch: Fetch) -> Fetched:
        stored = self._get(origin)
        if stored is not None and not stored.record.expired(time.time()):
            self.stats.inc_value("rfc9309/jobdir/hit")
            return stored.record, None
        if stored is not None and previous is None:
            previous = stored.record  # its failure count and last good copy carry on
        record, response = await fetch(previous)
        self._put(origin, record, response, stored)
        return record, response

    def close(self) -> None:
        self.db.close()

    def _get(self, origin: Origin) -> wire.Shared | None:
        row = self.db.execute(
            "SELECT value FROM robots WHERE origin = ?", (str(origin),)
        ).fetchone()
        if row is None:
            return None
        shared = wire.decode(row[0], self.policy.max_bytes)
        if shared is None:
            self.stats.inc_value("rfc9309/jobdir/undecodable")
        return shared

    def _put(
        self, origin: Origin, record: RobotsRecord, response: object, stored: wire.Shared | None
    ) -> None:
        now = time.time()
        body = wire.rules_body(record, response, stored, self.policy.max_bytes)
        value = wire.encode(record, body)
        keep_until = now + wire.retention(self.policy, record, now)
        self.db.execute(
            "INSERT OR REPLACE INTO robots (origin, value, keep_until) VALUES (?, ?, ?)",
            (str(origin), value, keep_until),
        )
