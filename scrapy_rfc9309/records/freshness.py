"""How long a robots.txt answer stays fresh, and how to ask whether it changed (issue 23).

RFC 9309 section 2.4 lets a crawler keep robots.txt by standard HTTP cache control, for at
most 24 hours; Google's robots.txt specification lengthens or shortens its copy's lifetime by
``Cache-Control: max-age``. ``freshness`` reads an answer's lifetime as RFC 9111 section 4.2
says, clamped between RFC9309_MIN_TTL and RFC9309_CACHE_TTL; ``Validators`` keeps its ``ETag``
and ``Last-Modified`` for a conditional refetch (RFC 9111 section 4.3).

Bytes in, plain data out: headers are a mapping of lower-case name to the list of raw values
(what Scrapy's ``Headers.getlist`` gives for each of ``HEADER_NAMES``). Hostile values cost at
most a bounded parse and never lengthen a lifetime. Pure code: no Scrapy or Twisted imports.
"""

from __future__ import annotations

import datetime
import email.utils
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

#: Lower-case header name -> its raw values, one per field line, in the order received.
Headers = Mapping[str, Sequence[bytes]]

#: The headers this module reads: ``{n: response.headers.getlist(n) for n in HEADER_NAMES}``.
HEADER_NAMES = ("cache-control", "expires", "date", "age", "etag", "last-modified")

#: RFC 9111 section 1.2.2: a delta-seconds too large to hold is taken as 2**31.
DELTA_MAX = 2**31
#: A Cache-Control longer than this (all its lines) is hostile: its freshness is invalid.
MAX_CACHE_CONTROL = 4096
#: Longest ETag or Last-Modified kept (a real one is under 100 bytes; an HTTP-date is 29).
MAX_VALIDATOR = 256
_MAX_DATE = 64

_ENTITY_TAG = re.compile(rb'(?:W/)?"[\x21\x23-\x7e\x80-\xff]*"')  # RFC 9110 8.8.3


@dataclass(frozen=True, slots=True)
class Freshness:
    """Seconds an answer stays fresh from when it was received, and where that came from
    (``scrapy robots URL`` shows ``str(freshness)``)."""

    lifetime: float
    source: str

    def __str__(self) -> str:
        return f"{self.lifetime:g} s ({self.source})"


def freshness(
    headers: Headers,
    *,
    received_at: float,
    min_ttl: float,
    max_ttl: float,
    shared: bool = False,
    requested_at: float | None = None,
) -> Freshness:
    """The answer's remaining freshness lifetime (RFC 9111 4.2), clamped to [min_ttl, max_ttl].

    ``shared``: the store serves a fleet, so ``s-maxage`` comes first (RFC 9111 5.2.2.10) and
    ``private`` means the lower bound (5.2.2.7). ``received_at`` / ``requested_at``: when the
    answer arrived and its request left (Unix times; the request time defaults to the
    receipt). The answer's current age (``Age``, and the time since its ``Date``, 4.2.3) is
    taken off a lifetime the headers give; without one, the lifetime is ``max_ttl`` whatever
    the age, as before cache headers were read. Where the bounds disagree, ``max_ttl`` wins:
    RFC 9309 section 2.4's 24 hours is the harder rule.
    """
    # Without Cache-Control and Expires the headers give no lifetime (the usual answer):
    # nothing to read, and the age does not count. (``in``: no call; a header present with
    # no value gives no lifetime either, read below.)
    if "cache-control" not in headers and "expires" not in headers:
        given, source = None, ""
    else:
        given, source = _header_lifetime(headers, received_at, shared)
    if given is None:
        return Freshness(max_ttl, "no cache headers: RFC9309_CACHE_TTL")
    age = _current_age(headers, received_at, requested_at)
    if age > 0 and given > 0:
        source += f", less age {age:g}"
    lifetime = max(0.0, given - age)
    if lifetime > max_ttl:
        return Freshness(max_ttl, f"{source}; capped at RFC9309_CACHE_TTL")
    if lifetime < min_ttl:
        return Freshness(min(min_ttl, max_ttl), f"{source}; raised to RFC9309_MIN_TTL")
    return Freshness(lifetime, source)


def _header_lifetime(
    headers: Headers, received_at: float, shared: bool
) -> tuple[float | None, str]:
    """The freshness lifetime the headers give (RFC 9111 4.2.1), 0 for "stale now", None when
    they give none; with its source."""
    directives = _cache_control(headers.get("cache-control", ()))
    if directives is None:
        return 0.0, "Cache-Control too long"
    # The most restrictive directive wins (RFC 9111 4.2.1); a qualified no-cache or private
    # ("no-cache=set-cookie") names header fields, not the answer (5.2.2.4, 5.2.2.7).
    if "no-store" in directives:
        return 0.0, "no-store"
    if None in directives.get("no-cache", ()):
        return 0.0, "no-cache"
    if shared and None in directives.get("private", ()):
        return 0.0, "private (shared store)"
    for name in ("s-maxage", "max-age") if shared else ("max-age",):
        if name in directives:
            return _delta(name, directives[name])
    expires = headers.get("expires", ())
    if not expires:
        return None, ""
    if len(set(expires)) > 1:  # RFC 9111 4.2.1: first, or stale; stale protects the site
        return 0.0, "conflicting Expires"
    when = http_date(expires[0])
    if when is None:  # RFC 9111 5.3: an invalid date, "0" above all, is in the past
        return 0.0, "invalid Expires"
    dates = headers.get("date", ())
    date = http_date(dates[0]) if dates else None
    if date is None:  # RFC 9110 6.6.1: no Date, the time it was received
        return max(0.0, when - received_at), "Expires - receipt time"
    return max(0.0, when - date), "Expires - Date"


def _delta(name: str, values: list[str | None]) -> tuple[float, str]:
    """A max-age or s-maxage: delta-seconds (RFC 9111 1.2.2); several that differ, or one
    that is not a non-negative integer, is stale (4.2.1)."""
    if len(set(values)) > 1:
        return 0.0, f"conflicting {name}"
    value = values[0]
    if value is None or not value.isascii() or not value.isdigit():
        return 0.0, f"invalid {name}"
    seconds = DELTA_MAX if len(value) > 10 else min(int(value), DELTA_MAX)
    return float(seconds), f"{name}={seconds}"


def _cache_control(lines: Sequence[bytes]) -> dict[str, list[str | None]] | None:
    """Directive (lower case) -> its arguments, unquoted, one per occurrence (RFC 9111 5.2);
    None when the field is longer than MAX_CACHE_CONTROL."""
    if sum(len(line) for line in lines) > MAX_CACHE_CONTROL:
        return None
    directives: dict[str, list[str | None]] = {}
    for item in _list_items(b",".join(lines).decode("latin-1")):
        name, eq, argument = item.partition("=")
        name = name.strip().lower()
        if not name:
            continue
        value: str | None = argument.strip() if eq else None
        if value and len(value) >= 2 and value[0] == value[-1] == '"':
            value = re.sub(r"\\(.)", r"\1", value[1:-1])  # quoted-string, RFC 9110 5.6.4
        directives.setdefault(name, []).append(value)
    return directives


def _list_items(text: str) -> list[str]:
    """A comma-separated list's members (RFC 9110 5.6.1), commas inside a quoted-string
    (5.6.4) kept; in one pass, so a hostile field costs its length."""
    items, start, quoted, escaped = [], 0, False, False
    for i, char in enumerate(text):
        if escaped:
            escaped = False
        elif quoted and char == "\\":
            escaped = True
        elif char == '"':
            quoted = not quoted
        elif char == "," and not quoted:
            items.append(text[start:i])
            start = i + 1
    items.append(text[start:])
    return items


def _current_age(headers: Headers, received_at: float, requested_at: float | None) -> float:
    """The answer's age when received (RFC 9111 4.2.3): the larger of the time since its
    Date and its Age plus the request's round trip."""
    dates = headers.get("date", ())
    date = http_date(dates[0]) if dates else None
    apparent = max(0.0, received_at - date) if date is not None else 0.0
    delay = max(0.0, received_at - requested_at) if requested_at is not None else 0.0
    return max(apparent, _age(headers.get("age", ())) + delay)


def _age(values: Sequence[bytes]) -> float:
    """The Age header: its first member, ignored when not delta-seconds (RFC 9111 5.1)."""
    if not values:
        return 0.0
    first = values[0].split(b",", 1)[0].strip()
    if not first.isdigit():
        return 0.0
    return float(DELTA_MAX if len(first) > 10 else min(int(first), DELTA_MAX))


def http_date(value: bytes) -> float | None:
    """An HTTP-date (RFC 9110 5.6.7: IMF-fixdate, RFC 850 or asctime) as a Unix time; None
    when it is none. HTTP dates are in GMT, whatever zone they name or do not name."""
    if len(value) > _MAX_DATE:
        return None
    try:
        when = email.utils.parsedate_to_datetime(value.decode("latin-1").strip())
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    return when.replace(tzinfo=when.tzinfo or datetime.timezone.utc).timestamp()


@dataclass(frozen=True, slots=True)
class Validators:
    """An answer's ``ETag`` (strong or weak, as sent) and ``Last-Modified`` (as sent), latin-1
    text, for a conditional refetch (RFC 9111 4.3.1); each None when absent or unusable."""

    etag: str | None = None
    last_modified: str | None = None

    @classmethod
    def from_headers(cls, headers: Headers) -> Validators:
        """The validators of an answer. An ETag must be an entity-tag (RFC 9110 8.8.3): a
        bare ``*`` sent back in If-None-Match would match any file. A Last-Modified must be
        an HTTP-date. Either one sent twice with different values is dropped."""
        if "etag" not in headers and "last-modified" not in headers:
            return _NO_VALIDATORS  # the usual answer: nothing to read or to keep (no call)
        etag = _single(headers.get("etag", ()))
        if etag is not None and not _ENTITY_TAG.fullmatch(etag):
            etag = None
        modified = _single(headers.get("last-modified", ()))
        if modified is not None and http_date(modified) is None:
            modified = None
        return cls(_text(etag), _text(modified))

    def __bool__(self) -> bool:
        return self.etag is not None or self.last_modified is not None

    def conditional_headers(self) -> dict[str, str]:
        """The headers that make a refetch conditional: both, as RFC 9111 4.3.1 asks (an
        origin server reads If-None-Match first, RFC 9110 13.2.2)."""
        sent = {}
        if self.etag is not None:
            sent["If-None-Match"] = self.etag
        if self.last_modified is not None:
            sent["If-Modified-Since"] = self.last_modified
        return sent

    def same_copy(self, headers: Headers) -> bool:
        """Whether a 304 with ``headers``, answering a refetch made conditional by these
        validators, is about the copy they came from: every validator it names is the copy's
        (the ETag byte for byte, weak or strong; the Last-Modified as the same time). RFC 9111
        4.3.4 renews only the stored answer a 304's validators select; a 304 naming another,
        or one the copy lacks, selects none and must renew nothing."""
        etags = {value.strip() for value in headers.get("etag", ())}
        if etags and (self.etag is None or etags != {self.etag.encode("latin-1")}):
            return False
        dates = {http_date(value) for value in headers.get("last-modified", ())}
        if dates:
            kept = None if self.last_modified is None else http_date(
                self.last_modified.encode("latin-1"))
            return kept is not None and dates == {kept}
        return True


_NO_VALIDATORS = Validators()


def _single(values: Sequence[bytes]) -> bytes | None:
    """A singleton header's value, stripped and bounded; None when absent, too long, or sent
    more than once with different values."""
    kept = {value.strip() for value in values}
    if len(kept) != 1:
        return None
    value = kept.pop()
    return value if 0 < len(value) <= MAX_VALIDATOR else None


def _text(value: bytes | None) -> str | None:
    return None if value is None else value.decode("latin-1")
