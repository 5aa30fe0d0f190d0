"""RobotsRecord: what one robots.txt fetch gave for an origin, and until when it holds.

RFC 9309 section 2.3.1's words: a parsed file's rules, "unavailable" (allow all),
"unreachable" (deny all, backing off; the last good copy stands in while it is young enough).
make_record fills one in from a fetch's outcome (policy.py decides its kind and lifetime).
Pure code: no Scrapy or Twisted imports.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING
from urllib.parse import urljoin

from scrapy_rfc9309.policy import Kind, ttl_for
from scrapy_rfc9309.records.freshness import Freshness, Validators
from scrapy_rfc9309.robotstxt.rules import RobotsTxt

if TYPE_CHECKING:
    from scrapy_rfc9309.config import RobotsPolicy

#: No ETag, no Last-Modified: a record that cannot be revalidated.
NO_VALIDATORS = Validators()


@dataclass(frozen=True, slots=True)
class RobotsRecord:
    """What one robots.txt fetch gave for an origin, and until when it holds.

    ``rules`` is set for PARSED records, and for UNREACHABLE ones that fall back on the last
    good copy (``stale_since`` is then the time that copy was fetched). ``lifetime`` says where
    ``expires_at - fetched_at`` came from; ``validators`` and ``size`` (the bytes the rules
    were parsed from) let a PARSED record be revalidated once expired and renewed by a 304.
    """

    kind: Kind
    status: int | None
    reason: str
    fetched_at: float
    expires_at: float
    rules: RobotsTxt | None = None
    url: str = ""
    failures: int = 0
    stale_since: float | None = None
    lifetime: str = ""
    validators: Validators = NO_VALIDATORS
    size: int = 0

    def expired(self, now: float) -> bool:
        return now >= self.expires_at

    def sitemaps(self) -> tuple[str, ...]:
        """The absolute URLs of the Sitemap lines its rules hold (a last good copy's too)."""
        if self.rules is None:
            return ()
        return tuple(urljoin(self.url, url) for url in self.rules.sitemaps)


def make_record(
    policy: RobotsPolicy,
    kind: Kind,
    *,
    now: float,
    status: int | None,
    reason: str,
    url: str,
    rules: RobotsTxt | None = None,
    previous: RobotsRecord | None = None,
    retry_after: float | None = None,
    fresh: Freshness | None = None,
    validators: Validators = NO_VALIDATORS,
    size: int = 0,
) -> RobotsRecord:
    """A fresh record, carrying the failure count and last good copy over from ``previous``.

    ``fresh``: the answer's own freshness (freshness.py, already clamped to [RFC9309_MIN_TTL,
    RFC9309_CACHE_TTL]); without it a record holds for RFC9309_CACHE_TTL. Unreachable records
    ignore it: their backoff decides when to ask again."""
    if kind is not Kind.UNREACHABLE:
        if fresh is None:
            fresh = Freshness(ttl_for(policy, kind), "default RFC9309_CACHE_TTL")
        kept = validators if kind is Kind.PARSED else NO_VALIDATORS
        return RobotsRecord(
            kind, status, reason, now, now + fresh.lifetime, rules, url,
            lifetime=fresh.source, validators=kept, size=size if rules is not None else 0,
        )
    failures = previous.failures + 1 if previous and previous.kind is Kind.UNREACHABLE else 1
    ttl = ttl_for(policy, kind, failures, retry_after)
    why = "Retry-After" if retry_after is not None and ttl == retry_after else "backoff"
    record = RobotsRecord(kind, status, reason, now, now + ttl, None, url, failures, lifetime=why)
    good = _last_good(previous)
    if good is not None and now - good[1] <= policy.last_good_max_age:
        record = replace(record, rules=good[0], stale_since=good[1], size=good[2])
    return record


def renewed(policy: RobotsPolicy, previous: RobotsRecord, *, now: float, fresh: Freshness,
            validators: Validators) -> RobotsRecord:
    """``previous`` (PARSED) renewed by a 304 Not Modified: its rules, a new lifetime."""
    return make_record(
        policy, Kind.PARSED, now=now, status=previous.status, reason="304 not modified",
        url=previous.url, rules=previous.rules, fresh=fresh, validators=validators,
        size=previous.size,
    )


def _last_good(previous: RobotsRecord | None) -> tuple[RobotsTxt, float, int] | None:
    if previous is None or previous.rules is None:
        return None
    if previous.kind is Kind.PARSED:
        return previous.rules, previous.fetched_at, previous.size
    assert previous.stale_since is not None
    return previous.rules, previous.stale_since, previous.size


