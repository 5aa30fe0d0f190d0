"""TdmRepFiles: each origin's ``/.well-known/tdmrep.json`` (RFC9309_TDMREP), fetched, kept and
revalidated on robots.txt's records machinery (records/: one fetch per origin for all who wait
on it, through Scrapy's engine, freshness and conditional refetch with a 304, the backoff of
failures), its body read by tdmrep.py. Scrapy glue.

Like robots.txt (RFC 8615's other well-known file) it is fetched whatever robots.txt says:
the request carries ``dont_obey_robotstxt``. Its records are kept where robots.txt's are
(RFC9309_CACHE_BACKEND: memory and its tier file, JOBDIR, a fleet's Redis), each under the
file's URL (``SiteFile.key``), read back within this run's limits and revalidated from there.
What each answer reads as (the report: a site that does not give the file does not use the
protocol), on the site owner's side where it is silent:

* 2xx: its rules (tdmrep.py; a body past its bounds reads as reserved for every path);
* 4xx, 401 and 403 included, a redirect that leads nowhere, a request another component
  dropped: no file, no reservation from it (``absent``);
* 5xx, 429, a network failure: no answer yet, so every path reads as reserved until the next
  attempt (the records' backoff), or by the last good copy while it is young enough
  (RFC9309_LAST_GOOD_MAX_AGE) (``unreachable``).

Stats: ``rfc9309/tdmrep/<how it read>`` per file read, and the fetch's own under
``rfc9309/tdmrep/`` where robots.txt's are under ``robotstxt/`` and ``rfc9309/``.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from scrapy_rfc9309.policy import NOT_MODIFIED
from scrapy_rfc9309.records.fetch import RobotsFetcher
from scrapy_rfc9309.records.record import Kind
from scrapy_rfc9309.records.service import Records
from scrapy_rfc9309.records.sitefile import SiteFile
from scrapy_rfc9309.stores.backend import open_store
from scrapy_rfc9309.usage.tdmrep import (
    MAX_BYTES,
    MAX_RULES,
    OVERSIZED,
    PATH,
    RESERVED_ALL,
    TOO_MANY_RULES,
    UNPARSEABLE,
    TdmFile,
    TdmRule,
    parsing,
)

if TYPE_CHECKING:
    from collections.abc import Awaitable

    from scrapy import Request
    from scrapy.crawler import Crawler

    from scrapy_rfc9309.config import BackendSettings, RobotsPolicy
    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.records.record import RobotsRecord

logger = logging.getLogger(__name__)

NAME = "tdmrep.json"
STATS = "rfc9309/tdmrep/"
#: The file, read by tdmrep.py; pickled (the memory tier), its records name only these.
TDMREP_JSON = SiteFile(
    PATH, NAME, b"application/json", parsing,
    frozenset({
        ("scrapy_rfc9309.usage.tdmrep", "TdmFile"),
        ("scrapy_rfc9309.usage.tdmrep", "TdmRule"),
        ("scrapy_rfc9309.robotstxt.rules", "PatternList"),
    }),
    STATS, "every path reads as reserved",
)


class TdmRepFiles:
    """Origin -> the rule of its tdmrep.json for a URL (see module docstring)."""

    def __init__(
        self, crawler: Crawler, policy: RobotsPolicy, backend: BackendSettings, priority: int
    ) -> None:
        self.crawler = crawler
        assert crawler.stats is not None
        self.stats = crawler.stats
        # Its own bound on octets, where robots.txt's is RFC9309_MAX_BYTES.
        policy = replace(policy, max_bytes=MAX_BYTES)
        store = open_store(crawler, policy, None, backend, TDMREP_JSON)
        # A store shared by a fleet reads s-maxage and private (RFC 9111 5.2.2).
        shared = backend.cache_backend == "redis"
        fetcher = RobotsFetcher(crawler, policy, priority, shared, file=TDMREP_JSON)
        self.records = Records(crawler, policy, store, fetcher, self._fetched)

    def rule_for(
        self, origin: Origin, request: Request, url: str
    ) -> TdmRule | Awaitable[TdmRule | None] | None:
        """The rule of ``origin``'s file for ``url`` (None: the file says nothing of it): at
        once when a fresh record is in memory, else an awaitable of its fetch, made for
        ``request`` (its proxy and route)."""
        record = self.records.peek(origin)
        if record is not None:
            return _rule_of(record, url)
        return self._fetching(origin, request, url)

    async def _fetching(self, origin: Origin, request: Request, url: str) -> TdmRule | None:
        return _rule_of(await self.records.fresh(origin, request), url)

    async def _fetched(
        self, origin: Origin, record: RobotsRecord[TdmFile], request: Request | None
    ) -> None:
        """Count and say what a fetch of ``origin``'s file gave (or the store: ``request``
        None); a body is counted as read once, where it was downloaded (a 304 renews the file
        read before, a store gives one another fetch read)."""
        spider = self.crawler.spider
        rules = record.rules
        if (
            request is not None and rules is not None and record.kind is Kind.PARSED
            and record.reason != NOT_MODIFIED
        ):
            self.stats.inc_value(STATS + rules.outcome)
            for cause in rules.malformed:
                self.stats.inc_value(f"{STATS}malformed/{cause}")
        if record.kind is Kind.UNREACHABLE:
            self.stats.inc_value(STATS + "unreachable")
            logger.warning(
                "%(name)s of %(origin)s unreachable (%(reason)s): %(reading)s for %(ttl).0f s",
                {"name": NAME, "origin": origin, "reason": record.reason,
                 "reading": "last good copy used" if rules is not None
                 else "every path reads as reserved",
                 "ttl": record.expires_at - record.fetched_at},
                extra={"spider": spider},
            )
        elif rules is None:
            self.stats.inc_value(STATS + "absent")
            logger.debug(
                "%(name)s of %(origin)s absent (%(reason)s): no reservation from it",
                {"name": NAME, "origin": origin, "reason": record.reason},
                extra={"spider": spider},
            )
        elif rules.outcome == UNPARSEABLE:
            logger.info(
                "%(name)s at %(url)s is not a JSON array: no reservation from it",
                {"name": NAME, "url": record.url}, extra={"spider": spider},
            )
        elif rules.outcome == TOO_MANY_RULES:
            logger.warning(
                "%(name)s at %(url)s has more than %(max)d rules: every path reads as reserved",
                {"name": NAME, "url": record.url, "max": MAX_RULES}, extra={"spider": spider},
            )
        elif rules.outcome == OVERSIZED:
            pass  # the fetch said so (SiteFile.past_bound)


def _rule_of(record: RobotsRecord[TdmFile], url: str) -> TdmRule | None:
    """What ``record`` says of ``url``: its file's rule (a last good copy's too), a
    reservation while no answer came, else nothing."""
    rules = record.rules
    if rules is not None:
        return rules.rule_for(url)
    return RESERVED_ALL if record.kind is Kind.UNREACHABLE else None
