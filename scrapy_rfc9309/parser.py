"""RobotsTxtParser: this package's RFC 9309 rules engine behind Scrapy's ``RobotParser``.

Two uses. Inside Scrapy's built-in middleware, for a project that wants RFC 9309 matching
(longest match wins, ``*`` and ``$``, product tokens, percent-encoding) but keeps the built-in
fetching and caching::

    ROBOTSTXT_PARSER = "scrapy_rfc9309.RobotsTxtParser"

And as what this package's middleware sends with the ``robots_parsed`` signal: there it wraps
the record the middleware decides with, so ``allowed()`` answers exactly as the crawl does
(a 503 robots.txt denies, a 404 allows), not only as the rules would.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from scrapy.robotstxt import RobotParser

from scrapy_rfc9309.agents import token_of
from scrapy_rfc9309.config import RobotsPolicy
from scrapy_rfc9309.policy import make_record, verdict_for
from scrapy_rfc9309.records.record import Kind, RobotsRecord
from scrapy_rfc9309.robotstxt.rules import RobotsTxt
from scrapy_rfc9309.settings import read_settings

if TYPE_CHECKING:
    from scrapy.crawler import Crawler
    from typing_extensions import Self


class RobotsTxtParser(RobotParser):
    """Scrapy's RobotParser interface over a robots.txt record, decided by RFC 9309."""

    def __init__(self, policy: RobotsPolicy, record: RobotsRecord) -> None:
        self.policy = policy
        self.record = record

    @classmethod
    def from_crawler(cls, crawler: Crawler | None, robotstxt_body: bytes) -> Self:
        """Parse a body the built-in middleware fetched (the first RFC9309_MAX_BYTES of it).
        The built-in passes any status's body here; RFC 9309 status handling is this
        package's middleware's job."""
        # Scrapy's own parser tests build parsers without a crawler: default policy then.
        policy = (
            read_settings(crawler.settings, crawler.spider).policy
            if crawler is not None
            else RobotsPolicy()
        )
        rules = RobotsTxt.parse(robotstxt_body, policy.max_bytes)
        record = make_record(
            policy, Kind.PARSED, now=time.time(), status=None, reason="parsed", url="",
            rules=rules,
        )
        return cls(policy, record)

    def allowed(self, url: str | bytes, user_agent: str | bytes) -> bool:
        if isinstance(url, bytes):
            url = url.decode("utf-8", "replace")
        return verdict_for(self.policy, self.record, url, token_of(user_agent)).allowed

    def crawl_delay(self, user_agent: str | bytes) -> float | None:
        rules = self.record.rules
        return rules.crawl_delay(user_agent) if rules is not None else None

    def sitemaps(self) -> tuple[str, ...]:
        """The Sitemap URLs of the file, as written (relative ones unresolved)."""
        rules = self.record.rules
        return rules.sitemaps if rules is not None else ()
