"""Status policy (pure): what a robots.txt fetch outcome means, for how long, and the verdicts.

RFC 9309 section 2.3.1: 2xx is parsed, 3xx is followed (a few hops), 4xx means "no
robots.txt" (allow all), 5xx and network failures mean "unreachable" (deny all, for now).
401 and 403 are 4xx by the RFC, but many sites answer them to crawlers they want gone, so
they deny all by default here. A 3xx with nothing to follow, and a 304 that renews no copy,
leave robots.txt unread: unreachable too, never "unavailable". The record these decisions
fill in is records/record.py; the settings they read, config.py. Pure code: no Scrapy or
Twisted imports.
"""

from __future__ import annotations

import email.utils
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from scrapy_rfc9309.records.freshness import Freshness, Validators
from scrapy_rfc9309.records.record import NO_VALIDATORS, F, Kind, RobotsRecord

if TYPE_CHECKING:
    from scrapy_rfc9309.config import RobotsPolicy
    from scrapy_rfc9309.robotstxt.rules import Match


#: The redirects followed (RFC 9309 2.3.1.2), those Scrapy's RedirectMiddleware follows.
REDIRECTS = frozenset((301, 302, 303, 307, 308))


def classify(status: int) -> Kind:
    """The kind of a final HTTP status: of an answer that is not a redirect to follow
    (``followed_location``) nor a 304 renewing the copy it was asked about."""
    if 200 <= status < 300:
        return Kind.PARSED
    if status in (401, 403):
        return Kind.FORBIDDEN
    # 407 comes from a proxy, never from the site (RFC 9110 15.5.8): robots.txt unread. A
    # 3xx here has nothing to follow, or is a 304 about no copy held (``not_followed``):
    # RFC 9309 reads only a 4xx (2.3.1.3) and too many redirects (2.3.1.2) as unavailable.
    if status in (407, 429) or status >= 500 or status < 400:
        return Kind.UNREACHABLE
    return Kind.UNAVAILABLE


def followed_location(status: int, location: bytes | None) -> bytes | None:
    """The ``Location`` of a redirect to follow; None for any other answer, a redirect
    without a Location or with a blank one too (whether the target may be followed is
    redirect.py's question)."""
    if status not in REDIRECTS or location is None or not location.strip():
        return None
    return location


def not_followed(status: int, location: bytes | None) -> str:
    """Why a final 3xx (``classify``: unreachable) is not robots.txt, in a record's words."""
    if status == 304:
        return "304 Not Modified, answering no conditional request for a copy held"
    if status not in REDIRECTS:
        return f"{status}, not a redirect that is followed"
    return f"{status} without a Location" if location is None else f"{status}, Location blank"


#: Doublings past this many add nothing a float can hold: a count of failures kept for years
#: (or a hostile stored one) costs no huge power of two.
_MAX_DOUBLINGS = 1023


def backoff(policy: RobotsPolicy, failures: int, retry_after: float | None) -> tuple[float, str]:
    """Seconds an unreachable record stays fresh after ``failures`` failures, and where that
    came from: doubling from RFC9309_UNREACHABLE_TTL up to RFC9309_UNREACHABLE_MAX_TTL, or
    the Retry-After the server sent when it lies within [1 s, RFC9309_UNREACHABLE_MAX_TTL]."""
    if retry_after is not None and 1 <= retry_after <= policy.unreachable_max_ttl:
        return retry_after, "Retry-After"
    doublings = min(max(0, failures - 1), _MAX_DOUBLINGS)
    return min(policy.unreachable_ttl * 2.0**doublings, policy.unreachable_max_ttl), "backoff"


def make_record(
    policy: RobotsPolicy,
    kind: Kind,
    *,
    now: float,
    status: int | None,
    reason: str,
    url: str,
    rules: F | None = None,
    previous: RobotsRecord[F] | None = None,
    retry_after: float | None = None,
    fresh: Freshness | None = None,
    validators: Validators = NO_VALIDATORS,
    size: int = 0,
    sha256: str | None = None,
) -> RobotsRecord[F]:
    """A fresh record, carrying the failure count and last good copy over from ``previous``.

    ``fresh``: the answer's own freshness (freshness.py, already clamped to [RFC9309_MIN_TTL,
    RFC9309_CACHE_TTL]); without it a record holds for RFC9309_CACHE_TTL. Unreachable records
    ignore it: their backoff decides when to ask again."""
    if kind is not Kind.UNREACHABLE:
        if fresh is None:
            fresh = Freshness(policy.cache_ttl, "RFC9309_CACHE_TTL")
        kept = validators if kind is Kind.PARSED and validators else NO_VALIDATORS
        return RobotsRecord(
            kind, status, reason, now, now + fresh.lifetime, rules, url,
            lifetime=fresh.source, validators=kept, size=size if rules is not None else 0,
            sha256=sha256 if rules is not None else None,
        )
    failures = previous.failures + 1 if previous and previous.kind is Kind.UNREACHABLE else 1
    ttl, why = backoff(policy, failures, retry_after)
    good = _last_good(previous)
    if good is None or now - good[1] > policy.last_good_max_age:
        return RobotsRecord(kind, status, reason, now, now + ttl, None, url, failures,
                            lifetime=why)
    # The last good copy stands in, young enough (one record built, not one and a copy).
    return RobotsRecord(
        kind, status, reason, now, now + ttl, good[0], url, failures, stale_since=good[1],
        lifetime=why, size=good[2], sha256=good[3],
    )


#: The reason of a record a 304 renewed.
NOT_MODIFIED = "304 not modified"


def renewed(policy: RobotsPolicy, previous: RobotsRecord[F], *, now: float,
            fresh: Freshness) -> RobotsRecord[F]:
    """``previous`` (PARSED) renewed by a 304 Not Modified about it (``Validators.same_copy``):
    its rules, validators and digest, a new lifetime."""
    return make_record(
        policy, Kind.PARSED, now=now, status=previous.status, reason=NOT_MODIFIED,
        url=previous.url, rules=previous.rules, fresh=fresh, validators=previous.validators,
        size=previous.size, sha256=previous.sha256,
    )


def within_limits(
    policy: RobotsPolicy, record: RobotsRecord[F], now: float
) -> RobotsRecord[F]:
    """``record``, read back from a store, as this run uses it: within this run's limits,
    measured from when it was fetched, whatever limits it was stored under (another run,
    another worker of a fleet). A fetch time ahead of ``now`` (a clock ahead) counts as now.

    An unreachable record backs off as this run would after as many failures (a Retry-After
    it honoured is honoured again within RFC9309_UNREACHABLE_MAX_TTL), and its last good copy
    stands in only if this run's RFC9309_LAST_GOOD_MAX_AGE allowed it at that fetch. Any
    other record lives its stored lifetime bounded to [RFC9309_MIN_TTL, RFC9309_CACHE_TTL],
    as freshness() bounds a fetched one. The same record when nothing changes."""
    fetched = min(record.fetched_at, now)
    stored = record.expires_at - record.fetched_at
    lifetime, source = stored, record.lifetime
    if record.kind is Kind.UNREACHABLE:
        lifetime, source = backoff(
            policy, record.failures, stored if source == "Retry-After" else None
        )
    elif stored > policy.cache_ttl:
        lifetime, source = policy.cache_ttl, f"{source}; stored, capped at RFC9309_CACHE_TTL"
    elif stored < policy.min_ttl:
        lifetime, source = policy.min_ttl, f"{source}; stored, raised to RFC9309_MIN_TTL"
    changes: dict[str, Any] = {}
    if fetched != record.fetched_at or lifetime != stored:
        expires = fetched + lifetime
        if expires != record.expires_at or source != record.lifetime:
            changes.update(fetched_at=fetched, expires_at=expires, lifetime=source)
    stale_since = record.stale_since
    if stale_since is not None and fetched - stale_since > policy.last_good_max_age:
        changes.update(rules=None, stale_since=None, size=0, sha256=None)
    return replace(record, **changes) if changes else record


def _last_good(
    previous: RobotsRecord[F] | None,
) -> tuple[F, float, int, str | None] | None:
    if previous is None or previous.rules is None:
        return None
    if previous.kind is Kind.PARSED:
        return previous.rules, previous.fetched_at, previous.size, previous.sha256
    assert previous.stale_since is not None
    return previous.rules, previous.stale_since, previous.size, previous.sha256


@dataclass(frozen=True, slots=True)
class Verdict:
    """Allowed or not, and why: the one explanation used by logs, exceptions and the CLI."""

    allowed: bool
    record: RobotsRecord
    match: Match | None = None

    @property
    def reason(self) -> str:
        """Why, in one line: the rule and its line, or what happened to robots.txt."""
        record = self.record
        if self.match is not None:
            where = f"{record.url}" if record.url else "robots.txt"
            if self.match.over_budget:
                why = "its wildcard rules cost more than the work budget of a URL this long"
            elif self.match.rule is None:
                why = "no rule matches" if self.match.group else "no group applies"
            else:
                why = f"{self.match.rule!r} (line {self.match.line}"
                if self.match.group:
                    why += f", group {self.match.group!r} at line {self.match.group_line}"
                why += ")"
            text = f"{why} in {where}"
            if record.stale_since is not None:
                text += f"; robots.txt unreachable ({record.reason}), last good copy used"
            return text
        verdict = "allow all" if self.allowed else "deny all"
        return f"robots.txt {record.kind.value}: {record.reason} ({verdict})"

    @property
    def unreachable(self) -> bool:
        """Denied only because robots.txt could not be fetched: may change on the next fetch."""
        return not self.allowed and self.match is None and self.record.kind is Kind.UNREACHABLE

    @property
    def denial_kind(self) -> str:
        """Short key for stats: rule, over_budget, forbidden, unreachable."""
        if self.match is not None:
            return "over_budget" if self.match.over_budget else "rule"
        return self.record.kind.value


def verdict_for(
    policy: RobotsPolicy, record: RobotsRecord, url: str, token: str, *, explain: bool = True
) -> Verdict:
    """Decide one URL for one product token against what was fetched.

    With ``explain=False`` an allowed URL is decided on the rules' fast path and its verdict
    carries no match (the middleware's case: only denials are explained); a denial always
    names its rule.
    """
    rules = record.rules
    if rules is not None:
        if not explain and rules.allowed(url, token):
            return Verdict(True, record)
        match = rules.decide(url, token)
        return Verdict(match.allowed, record, match)
    if record.kind is Kind.FORBIDDEN:
        return Verdict(policy.forbidden_policy == "allow", record)
    return Verdict(record.kind is Kind.UNAVAILABLE, record)


def parse_retry_after(value: str | bytes | None, now: float) -> float | None:
    """Seconds from a Retry-After header (delta-seconds or HTTP-date); None when unusable."""
    if value is None:
        return None
    text = value.decode("latin-1") if isinstance(value, bytes) else value
    text = text.strip()
    if text.isdigit():
        return float(text)
    try:
        when = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    if when is None or when.tzinfo is None:
        return None
    return max(0.0, when.timestamp() - now)

