"""The provenance of one decision, as a JSON-serialisable dict: what a checked response carries
in ``meta[META]`` with RFC9309_EVIDENCE on. Pure code: no Scrapy or Twisted imports.

Times are ISO-8601 in UTC (``...Z``) with the epoch seconds beside them. ``sha256`` is the
digest of the decoded bytes the rules were parsed from (the whole file, or its first
RFC9309_MAX_BYTES and one byte more, which only tells that the last line was cut); it is
``null``, with ``sha256_missing`` saying why, when no body decided (robots.txt unavailable,
forbidden, unreachable with no last good copy) or the copy was stored without its digest.
"""

from __future__ import annotations

import copy
import hashlib
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from scrapy_rfc9309.records.record import Kind

if TYPE_CHECKING:
    from scrapy_rfc9309.policy import Verdict

#: The meta key of a checked response's provenance.
META = "rfc9309_evidence"

#: Why a copy with rules has no digest.
STORED_WITHOUT = (
    "this copy was stored without its digest (fetched with RFC9309_EVIDENCE off, or under a "
    "larger RFC9309_MAX_BYTES than this run reads)"
)


def digest(body: bytes) -> str:
    """The hex SHA-256 of the bytes robots.txt's rules were parsed from."""
    return hashlib.sha256(body).hexdigest()


def utc(epoch: float) -> str:
    """``epoch`` as ISO-8601 in UTC, to the millisecond: ``2025-01-31T12:00:00.000Z``."""
    when = datetime.fromtimestamp(epoch, timezone.utc)
    return when.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def provenance(
    verdict: Verdict, url: str, token: str, now: float, let_through: str | None = None
) -> dict[str, Any]:
    """The provenance of ``verdict`` on ``url`` for product token ``token``, decided at
    ``now``: the robots.txt copy, and the rule that decided (or why none had to).
    ``let_through``: what let a denied URL through (``permitted``, ``dry_run``)."""
    record = verdict.record
    if record.sha256 is not None:
        missing = None
    elif record.rules is None:
        missing = f"no robots.txt body decides (robots.txt {record.kind.value})"
    else:
        missing = STORED_WITHOUT
    robots = {
        "url": record.url,
        "kind": record.kind.value,
        "status": record.status,
        "reason": record.reason,
        # When this copy was fetched, or last renewed by a 304 Not Modified.
        "fetched_at": utc(record.fetched_at),
        "fetched_at_epoch": record.fetched_at,
        "expires_at": utc(record.expires_at),
        "last_good_copy_since": (
            utc(record.stale_since) if record.stale_since is not None else None
        ),
        "sha256": record.sha256,
        "sha256_missing": missing,
    }
    match = verdict.match
    decision: dict[str, Any] = {
        "allowed": verdict.allowed,
        "url": url,
        "product_token": token,
        "decided_at": utc(now),
        "basis": _basis(verdict),
        "rule": match.rule if match is not None else None,
        "line": match.line if match is not None else None,
        "group": match.group if match is not None else None,
        "group_line": match.group_line if match is not None else None,
        "reason": verdict.reason,
        "let_through": let_through,
    }
    return {"robots_txt": robots, "decision": decision}


def _basis(verdict: Verdict) -> str:
    """What decided, in a word or three: ``rule``, ``no rule matches``, ``no group
    applies``, ``over budget``, or the kind of robots.txt that decides for every URL."""
    match = verdict.match
    if match is not None:
        if match.over_budget:
            return "over budget"
        if match.rule is None:
            return "no rule matches" if match.group else "no group applies"
        return "rule"
    kind = verdict.record.kind
    if kind is Kind.UNAVAILABLE:
        return "unavailable: allow all"
    if kind is Kind.FORBIDDEN:
        return "forbidden: " + ("allow all" if verdict.allowed else "deny all")
    return "unreachable: deny all"


def usage(
    preferences: dict[str, bool],
    directives: frozenset[str],
    reserved: bool,
    sources: list[dict[str, Any]],
) -> dict[str, Any]:
    """The usage preferences that applied to a response (the annotations: Content-Usage
    labels, robots directives, TDM reservation) and where each was read."""
    return {
        "content_usage": dict(preferences),
        "robots_tag": sorted(directives),
        "tdm_reservation": reserved,
        "sources": sources,
    }


def evidence_of(response: Any) -> dict[str, Any] | None:
    """A copy of the provenance ``response`` carries (RFC9309_EVIDENCE on), for an item:
    ``item["provenance"] = evidence_of(response)``. None when it carries none (the setting
    off, a request not checked, a response with no request)."""
    try:
        meta = response.meta
    except AttributeError:  # a response built by hand, with no request
        return None
    found = meta.get(META)
    return copy.deepcopy(found) if found is not None else None
