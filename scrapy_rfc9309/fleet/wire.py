"""How a RobotsRecord travels between processes: JSON metadata plus the raw robots.txt bytes.

Parsed rules are never serialized: the bytes are kept (zlib-compressed, at most
``max_bytes + 1`` of them, the one extra byte telling RobotsTxt.parse whether the last line was
cut) and parsed again on read, so every worker holds exactly what one fetch would have given it.
Pure code: no Scrapy, Twisted or Redis imports.
"""

from __future__ import annotations

import json
import zlib
from dataclasses import dataclass
from typing import Any

from scrapy_rfc9309.policy import Kind, RobotsPolicy, RobotsRecord
from scrapy_rfc9309.robotstxt.rules import RobotsTxt

_SEPARATOR = b"\n"  # compact JSON never holds a raw newline


@dataclass(frozen=True, slots=True)
class Shared:
    """A record as read back, with the robots.txt bytes its rules come from (None: no rules)."""

    record: RobotsRecord
    body: bytes | None


def keep_bytes(body: bytes, max_bytes: int) -> bytes:
    """What of a fetched body to share: all that parsing reads, and one byte past it."""
    return body[: max_bytes + 1]


def rules_body(
    record: RobotsRecord, response: Any, shared: Shared | None, max_bytes: int
) -> bytes | None:
    """The bytes ``record``'s rules come from: the body just fetched (``response``, None when
    not fetched here), or the last good copy's, carried over from the record it replaces."""
    if record.kind is Kind.PARSED and response is not None:
        return keep_bytes(response.body, max_bytes)
    if record.rules is not None and shared is not None:
        return shared.body
    return None


def encode(record: RobotsRecord, body: bytes | None) -> bytes:
    """One value: ``record`` and the bytes of its rules. A record whose rules have no bytes
    here is shared without them (read back as unreachable with no last good copy: deny all)."""
    rules = record.rules is not None and body is not None
    meta = {
        "kind": record.kind.value,
        "status": record.status,
        "reason": record.reason,
        "fetched_at": record.fetched_at,
        "expires_at": record.expires_at,
        "url": record.url,
        "failures": record.failures,
        "stale_since": record.stale_since if rules else None,
        "rules": rules,
    }
    head = json.dumps(meta, separators=(",", ":")).encode()
    return head + _SEPARATOR + (zlib.compress(body) if rules and body is not None else b"")


def decode(value: bytes, max_bytes: int) -> Shared | None:
    """The record in ``value``; None when it is not one of ours (then it is fetched anew)."""
    head, sep, packed = value.partition(_SEPARATOR)
    try:
        meta = json.loads(head)
        kind = Kind(meta["kind"])
        body = zlib.decompress(packed) if meta["rules"] else None
        record = RobotsRecord(
            kind=kind,
            status=meta["status"],
            reason=str(meta["reason"]),
            fetched_at=float(meta["fetched_at"]),
            expires_at=float(meta["expires_at"]),
            rules=RobotsTxt.parse(body, max_bytes) if body is not None else None,
            url=str(meta["url"]),
            failures=int(meta["failures"]),
            stale_since=meta["stale_since"],
        )
    except (ValueError, KeyError, TypeError, zlib.error):
        return None
    if not sep or (record.rules is None and kind is Kind.PARSED):
        return None
    return Shared(record, body)


def retention(policy: RobotsPolicy, record: RobotsRecord, now: float) -> float:
    """Seconds a shared record is kept: past its expiry for as long as the next fetch may need
    it (its rules as last good copy, or its failure count for the backoff)."""
    keep = record.expires_at
    if record.rules is not None:
        good_since = record.stale_since if record.stale_since is not None else record.fetched_at
        keep = max(keep, good_since + policy.last_good_max_age)
    else:
        keep += policy.unreachable_max_ttl
    return max(1.0, keep - now)
