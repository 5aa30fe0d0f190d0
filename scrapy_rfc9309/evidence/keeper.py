"""Evidence: the Scrapy glue of RFC9309_EVIDENCE, built only when the setting is on (``open``
gives None otherwise, and every caller skips it: nothing is hashed, attached or written).

The fetcher hashes each body it parses (``digest``) and tells each copy fetched or renewed
(``seen``: the archive); RobotsTxtMiddleware attaches the provenance of each allowed request
(``attach``: the verdict explained, as the fast path does not); UsageMiddleware adds, at
response time, the usage preferences that applied and where each was read (``add_usage``).
"""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING, Any

from scrapy_rfc9309.evidence import provenance
from scrapy_rfc9309.evidence.archive import Archive
from scrapy_rfc9309.policy import verdict_for
from scrapy_rfc9309.stores.backend import needs_jobdir

if TYPE_CHECKING:
    from scrapy import Request
    from scrapy.crawler import Crawler

    from scrapy_rfc9309.config import RFC9309Settings, RobotsPolicy
    from scrapy_rfc9309.records.record import RobotsRecord

#: The archive's folder in JOBDIR, with RFC9309_EVIDENCE_ARCHIVE = "jobdir".
JOBDIR_FOLDER = "rfc9309-evidence"


class Evidence:
    def __init__(self, crawler: Crawler, policy: RobotsPolicy,
                 archive: Archive | None) -> None:
        self.crawler = crawler
        self.policy = policy
        self.archive = archive

    @classmethod
    def open(cls, crawler: Crawler, config: RFC9309Settings) -> Evidence | None:
        """The evidence of this crawl, None when RFC9309_EVIDENCE is off."""
        settings = config.evidence
        if not settings.evidence:
            return None
        folder: str | None = settings.evidence_archive or None
        if folder is not None and folder.lower() == "jobdir":
            jobdir = needs_jobdir(
                crawler, "RFC9309_EVIDENCE_ARCHIVE = 'jobdir'",
                "no robots.txt is archived (the evidence of each response is still reported)",
            )
            folder = os.path.join(jobdir, JOBDIR_FOLDER) if jobdir is not None else None
        archive = None
        if folder is not None:
            stats = crawler.stats
            assert stats is not None
            archive = Archive(folder, settings.evidence_archive_max_bytes, stats.inc_value,
                              crawler.spider)
        return cls(crawler, config.policy, archive)

    digest = staticmethod(provenance.digest)

    def seen(self, record: RobotsRecord, body: bytes | None) -> None:
        """A copy fetched (``body``: its bytes) or renewed by a 304 (None), for the archive."""
        if self.archive is not None and record.sha256 is not None:
            event = "fetched" if body is not None else "revalidated"
            self.archive.keep(record.sha256, body, record.url, record.fetched_at, event)

    def attach(
        self, request: Request, record: RobotsRecord, token: str, let_through: str | None = None
    ) -> None:
        """Put the provenance of ``request``'s permission in its meta (its response's);
        ``let_through``: what let it through though robots.txt denies it."""
        verdict = verdict_for(self.policy, record, request.url, token, explain=True)
        request.meta[provenance.META] = provenance.provenance(
            verdict, request.url, token, time.time(), let_through
        )

    def add_usage(
        self, meta: dict[str, Any], preferences: dict[str, bool], directives: frozenset[str],
        reserved: bool, sources: list[dict[str, Any]],
    ) -> None:
        """Add to a checked response's provenance (``meta``: its meta) the usage preferences
        its annotations hold, and where each signal was read (UsageAnnotator.sources)."""
        found = meta.get(provenance.META)
        if found is not None:
            found["usage"] = provenance.usage(preferences, directives, reserved, sources)
