"""robots.txt lines to groups: limits, comments, keys and their typos, groups, values.

``_read_groups`` is the whole reading of a body: at most ``max_bytes`` of it (the line that
straddles the limit is dropped), a UTF-8 BOM skipped, lines split at CR, LF or CRLF, ``#``
comments stripped, the frequent typos and the missing colon that Google's reference parser
accepts.  A group is a run of ``user-agent`` lines followed by rules; only ``allow``/``disallow``
end a run of ``user-agent`` lines (RFC 9309 2.2.4: other records MUST NOT interfere with
groups).  Rule patterns come out normalised (``_urlnorm._norm_rule``), one bytes object per
distinct pattern, each rule packed with its line as ``(line << 1) | allow``.  Pure code.
"""

from __future__ import annotations

import math
import re

from scrapy_rfc9309._urlnorm import _norm_rule

_TOKEN_RE = re.compile(r"[A-Za-z_-]*")

# Record kinds.
_UA, _ALLOW, _DISALLOW, _SITEMAP, _DELAY, _RATE = range(6)

# Keys are compared case-insensitively and exactly; the misspellings are the ones Google's
# reference parser (robots.cc, kAllowFrequentTypos) accepts; RFC 9309 2.2.4 allows leniency.
_KEYS: dict[bytes, int] = {
    b"user-agent": _UA,
    b"useragent": _UA,
    b"user agent": _UA,
    b"allow": _ALLOW,
    b"disallow": _DISALLOW,
    b"dissallow": _DISALLOW,
    b"dissalow": _DISALLOW,
    b"disalow": _DISALLOW,
    b"diasllow": _DISALLOW,
    b"disallaw": _DISALLOW,
    b"sitemap": _SITEMAP,
    b"site-map": _SITEMAP,
    b"crawl-delay": _DELAY,
    b"request-rate": _RATE,
}

_UTF8_BOM = b"\xef\xbb\xbf"
_DELAY_RE = re.compile(rb"\d+(?:\.\d*)?|\.\d+")
_RATE_RE = re.compile(rb"(\d+)\s*/\s*(\d+(?:\.\d*)?|\.\d+)\s*([smhSMH]?)")
_RATE_UNITS = {b"": 1.0, b"s": 1.0, b"m": 60.0, b"h": 3600.0}

# What _read_groups returns: (agents: lower-cased token -> the groups naming it, in file order
#  (a list, not a bit mask: 20,000 groups would make each mask a 2.5 KB int),
#  star: the '*' groups, starts: line of each group's first user-agent line,
#  names: each group's first token as written, delays: {group: Crawl-delay},
#  rates: {group: (requests, seconds)}, rules: per group [(pattern, packed), ...],
#  patterns: how many distinct patterns, sitemaps: {url: None} in file order).
_Groups = tuple[
    dict[str, list[int]],
    list[int],
    list[int],
    list[str],
    dict[int, float],
    dict[int, tuple[int, float]],
    list[list[tuple[bytes, int]]],
    int,
    dict[str, None],
]


def _read_groups(body: bytes, max_bytes: int) -> _Groups:
    """Read a robots.txt body into its groups, rules, values and sitemaps.  Never raises."""
    if not isinstance(body, bytes):
        body = bytes(body)
    max_bytes = max(0, max_bytes)
    if len(body) > max_bytes:
        keep = body[:max_bytes]
        if body[max_bytes : max_bytes + 1] not in (b"\n", b"\r"):
            keep = keep[: max(keep.rfind(b"\n"), keep.rfind(b"\r")) + 1]
        body = keep
    # Skip a UTF-8 BOM, or the part of one that is there (as Google's reference does).
    skip = 0
    while skip < 3 and body[skip : skip + 1] == _UTF8_BOM[skip : skip + 1]:
        skip += 1
    if skip:
        body = body[skip:]

    agents: dict[str, list[int]] = {}
    star: list[int] = []
    starts: list[int] = []
    names: list[str] = []
    delays: dict[int, float] = {}
    rates: dict[int, tuple[int, float]] = {}
    rules: list[list[tuple[bytes, int]]] = []  # per group
    interned: dict[bytes, bytes] = {}  # one bytes object per distinct pattern
    sitemaps: dict[str, None] = {}
    in_agents = False  # the last user-agent/allow/disallow line was a user-agent line
    group = -1
    keys = _KEYS
    norm = _norm_rule

    for lineno, line in enumerate(body.splitlines(), 1):
        if not line:
            continue
        h = line.find(b"#")
        if h != -1:
            line = line[:h]
        line = line.strip()
        if not line:
            continue
        c = line.find(b":")
        if c != -1:
            key = line[:c].rstrip()
            value = line[c + 1 :].lstrip()
        else:
            # Google's leniency: 'Disallow /x' (exactly two words, no colon).
            parts = line.split()
            if len(parts) != 2:
                continue
            key, value = parts
        kind = keys.get(key.lower())
        if kind is None:
            continue
        if kind == _ALLOW or kind == _DISALLOW:
            if group < 0:
                continue  # RFC 9309 2.2.2: rules outside any group are ignored.
            in_agents = False
            if value:  # an empty pattern is no rule
                pat = norm(value)
                pat = interned.setdefault(pat, pat)
                rules[group].append((pat, (lineno << 1) | (kind == _ALLOW)))
        elif kind == _UA:
            if not in_agents:
                in_agents = True
                group += 1
                starts.append(lineno)
                names.append("")
                rules.append([])
            token = _group_token(value)
            if not names[group]:
                names[group] = token
            if token == "*":
                if not star or star[-1] != group:
                    star.append(group)
            elif token:
                low = token.lower()
                if low == token:
                    low = token  # one str object for both uses
                named = agents.get(low)
                if named is None:
                    agents[low] = [group]
                elif named[-1] != group:
                    named.append(group)
        elif kind == _SITEMAP:
            if value:
                sitemaps[value.decode("utf-8", "replace")] = None
        elif group >= 0:
            if kind == _DELAY:
                if group not in delays:
                    delay = _parse_delay(value)
                    if delay is not None:
                        delays[group] = delay
            elif group not in rates:
                rate = _parse_rate(value)
                if rate is not None:
                    rates[group] = rate
    return agents, star, starts, names, delays, rates, rules, len(interned), sitemaps


def _group_token(value: bytes) -> str:
    """Product token of a user-agent line's value.

    ``*`` alone (or followed by whitespace, as Google accepts) is the catch-all; otherwise
    the value is cut at the first character not in ``[A-Za-z_-]`` (RFC 9309 2.2.1), so
    ``FooBot/1.2``, ``FooBot 1.2`` and ``FooBot, Other`` all name ``FooBot``.
    """
    if value[:1] == b"*" and (len(value) == 1 or value[1:2].isspace()):
        return "*"
    return _TOKEN_RE.match(value.decode("latin-1")).group()  # type: ignore[union-attr]


# -- matching ------------------------------------------------------------------------


def _parse_delay(value: bytes) -> float | None:
    """A non-negative decimal number of seconds, else None (no inf, nan, sign or ``_``)."""
    if _DELAY_RE.fullmatch(value) is None:
        return None
    delay = float(value)
    return delay if math.isfinite(delay) else None


def _parse_rate(value: bytes) -> tuple[int, float] | None:
    """``n/s`` with an optional unit (``s``, ``m``, ``h``): ``9/30``, ``1/10s``, ``3/1m``."""
    m = _RATE_RE.fullmatch(value)
    if m is None:
        return None
    requests = int(m.group(1))
    seconds = float(m.group(2)) * _RATE_UNITS[m.group(3).lower()]
    if requests <= 0 or not 0 < seconds < math.inf:
        return None
    return requests, seconds
