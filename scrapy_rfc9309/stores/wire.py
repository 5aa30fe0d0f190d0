"""How a RobotsRecord travels between processes: JSON metadata plus the raw robots.txt bytes.

Parsed rules are never serialized: the bytes are kept (zlib-compressed, at most
``max_bytes + 1`` of them, the one extra byte telling RobotsTxt.parse whether the last line was
cut) and parsed again on read (in steps, as a fetch parses them), so every worker holds exactly
what one fetch would have given it, and uses it under its own limits (read_back).
A record's validators (ETag, Last-Modified) and where its lifetime came from travel with it, so
another worker, or the next run, revalidates an expired copy instead of downloading it; a value
written before they did is not a record of ours (a miss, fetched anew). The bytes' SHA-256
(RFC9309_EVIDENCE) travels too, when the record has it; a value without it (written with the
setting off, or before it existed) is read as a record without it, and a digest is dropped when
this run reads less of the bytes than were hashed (a smaller RFC9309_MAX_BYTES).
Pure code: no Scrapy, Twisted or Redis imports.
"""

from __future__ import annotations

import json
import math
import re
import sys
import zlib
from collections.abc import Generator, Iterable
from dataclasses import dataclass, replace
from typing import Any

from scrapy_rfc9309.config import RobotsPolicy
from scrapy_rfc9309.policy import within_limits
from scrapy_rfc9309.records.freshness import Validators
from scrapy_rfc9309.records.record import NO_VALIDATORS, Kind, RobotsRecord
from scrapy_rfc9309.records.sitefile import ROBOTS_TXT, SiteFile

_SEPARATOR = b"\n"  # compact JSON never holds a raw newline


@dataclass(frozen=True, slots=True)
class Shared:
    """A record as read back, with the robots.txt bytes its rules come from (None: no rules)."""

    record: RobotsRecord[Any]  # robots.txt's, or another file's (the store's SiteFile)
    body: bytes | None


def keep_bytes(body: bytes, max_bytes: int) -> bytes:
    """What of a fetched body to share: all that parsing reads, and one byte past it."""
    return body[: max_bytes + 1]


def rules_body(
    record: RobotsRecord, response: Any, shared: Shared | None, max_bytes: int
) -> bytes | None:
    """The bytes ``record``'s rules come from: the body just fetched (``response``, None when
    not fetched here), or the last good copy's, or the copy a 304 renewed, carried over from
    the record it replaces."""
    if record.kind is Kind.PARSED and response is not None and response.status != 304:
        return keep_bytes(response.body, max_bytes)
    if record.rules is not None and shared is not None:
        return shared.body
    return None


def read_back(shared: Shared, policy: RobotsPolicy, now: float) -> Shared:
    """``shared`` as this run uses it: its record within this run's limits (a record stored by
    another run or worker, under other settings, is used under these; policy.within_limits).
    A last good copy too old for this run goes with its bytes."""
    record = within_limits(policy, shared.record, now)
    if record is shared.record:
        return shared
    return Shared(record, shared.body if record.rules is not None else None)


def revalidatable(previous: RobotsRecord | None, shared: Shared | None) -> RobotsRecord | None:
    """``previous`` as a store's fetch should see it: with its validators only when the store
    holds the bytes of that copy, so that the record a 304 renews is stored whole."""
    if previous is None or not previous.validators:
        return previous
    if shared is not None and shared.body is not None:
        if shared.record.validators == previous.validators:
            return previous
    return replace(previous, validators=NO_VALIDATORS)


def encode(record: RobotsRecord, body: bytes | None) -> bytes:
    """One value: ``record`` and the bytes of its rules. A record whose rules have no bytes
    here is shared without them (read back as unreachable with no last good copy: deny all)."""
    rules = record.rules is not None and body is not None
    meta: dict[str, Any] = {
        "kind": record.kind.value,
        "status": record.status,
        "reason": record.reason,
        "fetched_at": record.fetched_at,
        "expires_at": record.expires_at,
        "url": record.url,
        "failures": record.failures,
        "stale_since": record.stale_since if rules else None,
        "rules": rules,
        "lifetime": record.lifetime,
        "etag": record.validators.etag if rules else None,
        "last_modified": record.validators.last_modified if rules else None,
    }
    if rules and record.sha256 is not None:  # RFC9309_EVIDENCE: absent otherwise
        meta["sha256"] = record.sha256
    head = json.dumps(meta, separators=(",", ":")).encode()
    return head + _SEPARATOR + (zlib.compress(body) if rules and body is not None else b"")


class Undecodable(ValueError):
    """A stored value that is not a record of ours; ``cause`` names the problem in a few words
    (one log line per cause), the message adds the detail."""

    def __init__(self, cause: str, detail: str = "") -> None:
        super().__init__(f"{cause} ({detail})" if detail else cause)
        self.cause = cause


#: Longest metadata line: a record's final URL is bounded by the HTTP client's header line.
MAX_HEAD = 64 * 1024
#: One JSON string: what a flat object's keys and values are, and where brackets may appear.
_JSON_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
_FIELDS: dict[str, type | tuple[type, ...]] = {
    "kind": str, "status": (int, type(None)), "reason": str, "fetched_at": (int, float),
    "expires_at": (int, float), "url": str, "failures": int,
    "stale_since": (int, float, type(None)), "rules": bool, "lifetime": str,
    "etag": (str, type(None)), "last_modified": (str, type(None)),
    "sha256": (str, type(None)),
}
#: Fields a value may lack (written before they existed), with the value they then have.
_OPTIONAL: dict[str, Any] = {"sha256": None}
_DIGEST = re.compile(r"[0-9a-f]{64}\Z")


def max_value(max_bytes: int) -> int:
    """Longest value encode() writes for ``max_bytes``: the metadata, and zlib's worst case
    for ``max_bytes + 1`` bytes. Anything longer is not ours and is not read."""
    kept = max_bytes + 1
    return MAX_HEAD + len(_SEPARATOR) + kept + kept // 1000 + 64


def decoding(
    value: object, max_bytes: int, user_agents: Iterable[str | bytes] = (),
    file: SiteFile[Any] = ROBOTS_TXT,
) -> Generator[None, None, Shared]:
    """The record of ``file`` in ``value``, its rules parsed in steps as a fetch parses them
    (``file.parsing``: for robots.txt ``RobotsTxt.parsing``, with the rules of
    ``user_agents`` compiled along): a 500 KiB file
    read back holds the reactor no longer than one fetched. Undecodable (at the first step)
    when it is not one of ours (then it is fetched anew). Bounded cost whatever the value: its
    length is checked before anything is parsed, nesting is refused before JSON parses it,
    and the body inflates to at most ``max_bytes + 1`` bytes, all that parsing would read."""
    if not isinstance(value, bytes):
        raise Undecodable("not bytes", type(value).__name__)
    if len(value) > max_value(max_bytes):
        raise Undecodable("oversized", f"over {max_value(max_bytes)} bytes")
    head, sep, packed = value.partition(_SEPARATOR)
    if not sep:
        raise Undecodable("no record header")
    if len(head) > MAX_HEAD:
        raise Undecodable("oversized", f"header over {MAX_HEAD} bytes")
    skeleton = _JSON_STRING.sub(b"", head)  # ours is one flat object: no bracket outside strings
    if skeleton.count(b"[") or skeleton.count(b"{") > 1:
        raise Undecodable("nested JSON")
    try:
        meta = json.loads(head)
    except ValueError as exc:  # UnicodeDecodeError included
        raise Undecodable("header not JSON", str(exc)[:100]) from None
    meta = _checked(meta)
    body, whole = _inflate(packed, max_bytes) if meta["rules"] else (None, False)
    if body is None and meta["kind"] == Kind.PARSED.value:
        raise Undecodable("wrong shape", "parsed without its robots.txt bytes")
    rules = None
    if body is not None:
        rules = yield from file.parsing(body, max_bytes, user_agents)
    record = RobotsRecord(
        kind=Kind(meta["kind"]),
        status=meta["status"],
        reason=sys.intern(meta["reason"]),
        fetched_at=float(meta["fetched_at"]),
        expires_at=float(meta["expires_at"]),
        rules=rules,
        url=meta["url"],
        failures=meta["failures"],
        stale_since=meta["stale_since"],
        lifetime=sys.intern(meta["lifetime"]),
        validators=_validators(meta["etag"], meta["last_modified"]),
        size=len(body) if body is not None else 0,
        # The digest is of all the bytes stored: of what this run parses only if it read them all.
        sha256=meta["sha256"] if whole else None,
    )
    return Shared(record, body)


def _checked(meta: Any) -> dict[str, Any]:
    """``meta`` if it has exactly our fields (an optional one may be absent), each of its
    type, numbers finite."""
    if not isinstance(meta, dict):
        raise Undecodable("wrong shape", "not the fields of a record")
    meta = {**_OPTIONAL, **meta}
    if meta.keys() != _FIELDS.keys():
        raise Undecodable("wrong shape", "not the fields of a record")
    for name, types in _FIELDS.items():
        field = meta[name]
        if not isinstance(field, types) or (isinstance(field, bool) and types is not bool):
            raise Undecodable("wrong shape", f"{name} is {type(field).__name__}")
        if isinstance(field, float) and not math.isfinite(field):
            raise Undecodable("wrong shape", f"{name} is {field}")
    if meta["kind"] not in _KINDS or meta["failures"] < 0:
        raise Undecodable("wrong shape", "kind or failures out of range")
    digest = meta["sha256"]
    if digest is not None and (not meta["rules"] or not _DIGEST.match(digest)):
        raise Undecodable("wrong shape", "sha256 is not the digest of stored bytes")
    return meta


def _validators(etag: str | None, modified: str | None) -> Validators:
    """The stored validators, if they are what an answer's headers could have given: they
    are sent back to the site as header values."""
    given = Validators(etag, modified)
    try:
        read = Validators.from_headers({
            "etag": [etag.encode("latin-1")] if etag is not None else [],
            "last-modified": [modified.encode("latin-1")] if modified is not None else [],
        })
    except UnicodeEncodeError:
        read = Validators()
    if read != given:
        raise Undecodable("wrong shape", "validators no answer could send")
    return given if given else NO_VALIDATORS


def _inflate(packed: bytes, max_bytes: int) -> tuple[bytes, bool]:
    """At most ``max_bytes + 1`` bytes of the body: a longer one (a zip bomb, a record kept
    under a larger RFC9309_MAX_BYTES) is cut where a fetch would cut it; and whether that is
    all the bytes stored."""
    inflater = zlib.decompressobj()
    try:
        body = inflater.decompress(packed, max_bytes + 1)
    except zlib.error as exc:
        raise Undecodable("body not zlib", str(exc)) from None
    if len(body) <= max_bytes and not inflater.eof:
        raise Undecodable("body not zlib", "cut short")
    if not inflater.eof:  # at the limit: one more byte tells whether the stream ends there
        if inflater.decompress(inflater.unconsumed_tail, 1):
            return body, False
    return body, inflater.eof


_KINDS = frozenset(kind.value for kind in Kind)


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
