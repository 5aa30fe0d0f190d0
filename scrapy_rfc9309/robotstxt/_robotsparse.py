"""robots.txt lines to groups: limits, comments, keys and their typos, groups, values.

``_reading_groups`` is the whole reading of a body: at most ``max_bytes`` of it (the line that
straddles the limit is dropped), a UTF-8 BOM skipped, lines split at CR, LF or CRLF, ``#``
comments stripped, the frequent typos and the missing colon that Google's reference parser
accepts.  A group is a run of ``user-agent`` lines followed by rules; only ``allow``/``disallow``
end a run of ``user-agent`` lines (RFC 9309 2.2.4: other records MUST NOT interfere with
groups).  Rule patterns come out normalised (``_urlnorm._norm_rule``), one bytes object per
distinct pattern, each rule packed with its line as ``(line << 1) | allow``.  A short rule or
user-agent line read before, in this file or another, is taken as it was read (``_READ``):
most lines of a broad crawl's files recur from file to file.

Values.  A value ends at the first control character (U+0000-U+001F, U+007F), as a line does
at ``#``: ``Disallow: /family/photos`` followed by NULs is ``Disallow: /family/photos``
(RFC 9309 2.3.1.5: crawlers MUST use the parseable rules; the grammar's path has no control
characters), as Google's reference ends a value at NUL.  An Allow so ended opens more: its
parseable part.

Names.  A ``User-agent:`` line names the crawler whose product name is the leading run of the
value's name characters (``_name``): ``FooBot/2.1`` names ``FooBot``, ``foo bar`` names
``foo``, ``One, Two`` names ``One``, ``crawler1``, ``360Spider`` and ``Jävla-Foobot`` are taken
whole.  The crawler's own name comes out of its User-Agent through the same function
(``product_token``), unless the header names it in a ``compatible; Name/version`` comment.

Crawl-delay and Request-rate belong to the user-agent lines written directly above them: the
latest run of user-agent lines of their group.  A name given several values keeps the largest
delay and the lowest rate (this layer exists to be polite).

Content-Usage (draft-ietf-aipref-attach, which adds ``rule =/ content-usage`` to RFC 9309's
grammar) is a rule: like Allow/Disallow it ends a run of user-agent lines.  Its value is an
optional path (it starts with ``/`` and ends at the first SP or HTAB) and a statement of
preference; a missing or empty path is ``/`` (every path starts with it, so the two spell the
same rule and combine as identical paths).  The path is normalised as Allow/Disallow patterns
are; the statement is kept as written, parsed later (``scrapy_rfc9309.usage``).  At most
``_USAGE_MAX`` of them per file and ``_USAGE_VALUE_MAX`` octets each; a group that loses one
to these bounds keeps a marker instead (``ContentUsageRule.cut``), read as ``n``.  Pure
code.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from typing import Protocol, TypeVar

from scrapy_rfc9309.robotstxt._steps import Steps
from scrapy_rfc9309.robotstxt._urlnorm import _RULE_SPECIAL, _norm_rule

# A name character: RFC 9110 5.6.2 tchar but '*' (which stands alone for every crawler), or any
# non-ASCII character but whitespace.  So a name ends at whitespace, a control character or an
# RFC 9110 delimiter ('/', ';', ',', '(', ...), never at a letter outside [A-Za-z].
_NAME = re.compile(r"[^\x00-\x20\x7f\"(),/:;<=>?@[\\\]{}*\s]*").match

# Every control character but CR and LF (which end lines): what a body is searched for once,
# and the first of them a value ends at.
_NOT_CONTROL = bytes(b for b in range(256) if 31 < b < 127 or b > 127 or b in (10, 13))
_CONTROL = re.compile(rb"[\x00-\x1f\x7f]").search
# In a Content-Usage value a tab separates the path from the statement (draft-ietf-aipref-attach:
# WS is SP or HTAB), so there it is no control character to end at.
_USAGE_CONTROL = re.compile(rb"[\x00-\x08\x0a-\x1f\x7f]").search

# Record kinds.
_UA, _ALLOW, _DISALLOW, _SITEMAP, _DELAY, _RATE, _USAGE = range(7)

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
    b"content-usage": _USAGE,
}

#: Each key's directive as RFC 9309 (or its extension) spells it: a key read as another
#: spelling of it is one of the typos above.
DIRECTIVES: dict[bytes, bytes] = {
    key: next(k for k, v in _KEYS.items() if v == kind) for key, kind in _KEYS.items()
}


class LineReport(Protocol):
    """What a reader of each line is told (the linter, explain/lint.py): the numbered lines
    pass through ``lines``, and the key of each record line is given to ``key`` with its
    directive (None: not one read here), while that line is the current one.  Without a
    report the loop runs as it would without this interface: nothing is asked per line."""

    def lines(self, numbered: Iterator[tuple[int, bytes]]) -> Iterator[tuple[int, bytes]]: ...

    def key(self, key: bytes, directive: bytes | None) -> None: ...


class _ReportedKeys:
    """``_KEYS`` for a reported reading: each lookup told to the report."""

    def __init__(self, report: LineReport) -> None:
        self.report = report

    def get(self, key: bytes) -> int | None:
        self.report.key(key, DIRECTIVES.get(key))
        return _KEYS.get(key)


#: Octets read in one step of ``_reading_groups`` (a few milliseconds of work), each line
#: counted ``_LINE_OCTETS`` more for what reading any line costs.
_OCTETS_PER_STEP = 16_384
_LINE_OCTETS = 32

#: Content-Usage rules kept per file, and the longest value kept (see module docstring).
_USAGE_MAX = 1024
_USAGE_VALUE_MAX = 2048
#: Why a group lost a Content-Usage rule (``ContentUsageRule.cut``).
_USAGE_TOO_MANY = "too-many"
_USAGE_TOO_LONG = "too-long"
_WS = b" \t"
_USAGE_PATH = re.compile(rb"[^ \t]*").match


#: The keys as most files write them, each its own kind: looked up before any rewriting.
_KEYS_WRITTEN: dict[bytes, int] = {
    written: kind
    for key, kind in _KEYS.items()
    for written in (key, key.capitalize(), key.title(), key.upper())
    if DIRECTIVES[key] == key
}
#: What ``bytes.strip`` strips (ASCII whitespace), as octets; and where a value after ``": "``
#: may need more stripping (the empty slice: nothing after the space).
_SPACE = frozenset(b" \t\n\r\x0b\x0c")
_SPACE_START = frozenset((b"", *(bytes((c,)) for c in _SPACE)))

_UTF8_BOM = b"\xef\xbb\xbf"
_ABSOLUTE = (b"http://", b"https://")
_DELAY_RE = re.compile(rb"\d+(?:\.\d*)?|\.\d+")
_RATE_RE = re.compile(rb"(\d+)\s*/\s*(\d+(?:\.\d*)?|\.\d+)\s*([smhSMH]?)")
_RATE_UNITS = {b"": 1.0, b"s": 1.0, b"m": 60.0, b"h": 3600.0}

# What _reading_groups returns: (agents: lower-cased name -> the groups naming it, in file order
#  (a list, not a bit mask: 20,000 groups would make each mask a 2.5 KB int),
#  star: the '*' groups, starts: line of each group's first user-agent line,
#  lines: line, lower-cased name or '*', the line as written, ... of every user-agent line
#  (flat; short strings shared through _share: the same lines recur in thousands of files),
#  delays: {lower-cased name or '*': largest Crawl-delay},
#  rates: {lower-cased name or '*': lowest (requests, seconds)},
#  rules: per group [pattern, packed, ...] (one bytes object per distinct pattern; short
#  ones shared between files through _share, as the lines),
#  sitemaps: {url: None} in file order,
#  usage: {group: [(line, normalised path pattern, statement of preference), ...]}, only the
#  groups that have Content-Usage rules).
_Groups = tuple[
    dict[str, list[int]],
    list[int],
    list[int],
    list[int | str],
    dict[str, float],
    dict[str, tuple[int, float]],
    list[list[bytes | int]],
    dict[str, None],
    dict[int, list[tuple[int, bytes, bytes, bytes, str]]],
]


def _reading_groups(
    body: bytes, max_bytes: int, report: LineReport | None = None
) -> Steps[_Groups]:
    """Read a robots.txt body into its groups, rules, values and sitemaps.  Never raises.

    In steps (see ``_steps``): it yields after about every ``_OCTETS_PER_STEP`` octets.
    ``report`` is told each line's key (see ``LineReport``)."""
    if body.__class__ is not bytes:
        body = bytes(body)
    if max_bytes < 0:
        max_bytes = 0
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

    # A value may end at a control character only if the body holds one (rarely: one scan).
    controls = bool(body.translate(None, _NOT_CONTROL))

    # (Lists grow by ``+=`` of a tuple, not ``append``: no call per line.)
    agents: dict[str, list[int]] = {}
    star: list[int] = []
    starts: list[int] = []
    lines: list[int | str] = []
    run: list[str] = []  # names of the latest run of user-agent lines
    delays: dict[str, float] = {}
    rates: dict[str, tuple[int, float]] = {}
    rules: list[list[bytes | int]] = []  # per group
    current: list[bytes | int] = []  # the rules of the latest group
    interned: dict[bytes, bytes] = {}  # one bytes object per distinct long pattern
    sitemaps: dict[str, None] = {}
    usage: dict[int, list[tuple[int, bytes, bytes, bytes, str]]] = {}
    usage_left = _USAGE_MAX
    usage_cut: set[int] = set()  # groups that lost a Content-Usage rule to a bound
    in_agents = False  # the last user-agent/allow/disallow line was a user-agent line
    run_open = False  # the last record was a user-agent line
    group = -1
    split = body.splitlines()
    numbered: Iterator[tuple[int, bytes]] = enumerate(split, 1)
    keys: dict[bytes, int] | _ReportedKeys = _KEYS
    written: dict[bytes, int] = _KEYS_WRITTEN
    known: dict[bytes, _Reading] = _READ
    kind: int | None
    if report is not None:  # chosen once: the loop below is the same either way
        numbered, keys, written, known = report.lines(numbered), _ReportedKeys(report), {}, {}
    norm = _norm_rule
    special = _RULE_SPECIAL
    space = _SPACE

    spent = 0  # octets read in this step, each line counted _LINE_OCTETS more
    per_line, per_step = _LINE_OCTETS, _OCTETS_PER_STEP
    # A body read in one step (nearly every real one) keeps no count.
    stepped = len(body) + per_line * len(split) > per_step
    for lineno, line in numbered:
        if stepped:
            spent += len(line) + per_line
            if spent > per_step:
                spent = 0
                yield
        if not line:
            continue
        if b"#" in line:
            if line[0] == 35:  # '#': a comment line
                continue
            line = line[: line.find(b"#")]
        if line[0] in space or line[-1] in space:
            line = line.strip()
            if not line:
                continue
        if line in known:  # read before (see _READ): ``Disallow: /wp-admin/``, ``User-agent: *``
            kind, pattern, low, text = known[line]
        else:
            pattern, text = b"", ""
            c = line.find(b":")
            if c != -1:
                key = line[:c]
                if key in written:  # a key as usually written ('Disallow', 'User-agent')
                    kind = written[key]
                else:
                    kind = keys.get(key.rstrip().lower())
                value = line[c + 1 :]
                if value[:1] == b" " and value[1:2] not in _SPACE_START:
                    value = value[1:]  # the usual one space, nothing more to strip
                else:
                    value = value.lstrip()
            else:
                # Google's leniency: 'Disallow /x' (exactly two words, no colon).
                parts = line.split(None, 1)
                if len(parts) != 2:
                    continue
                key, value = parts
                kind = keys.get(key.lower())
            if kind is None:
                continue
            if controls:
                m = (_USAGE_CONTROL if kind == _USAGE else _CONTROL)(value)
                if m is not None:
                    value = value[: m.start()].rstrip()
            if c == -1 and len(value.split()) > 1:
                continue  # three words or more: not a record
        if kind == _ALLOW or kind == _DISALLOW:
            if group < 0:
                continue  # RFC 9309 2.2.2: rules outside any group are ignored.
            in_agents = run_open = False
            if pattern:
                current += (pattern, (lineno << 1) | (kind == _ALLOW))
                continue
            if value:  # an empty pattern is no rule
                packed = (lineno << 1) | (kind == _ALLOW)
                if value[0] != 47 and value.startswith(_ABSOLUTE):  # '/'
                    # A rule written as an absolute URL matches a path holding that URL, as
                    # in Scrapy's built-in (protego): never laxer than it.
                    value = b"/" + value
                if special(value) is None:  # the usual rule: nothing to rewrite
                    pattern = _pattern(value, interned)
                    current += (pattern, packed)
                    _remember(line, (kind, pattern, "", ""))
                    continue
                pat, decoded = norm(value)
                current += (_pattern(pat, interned), packed)
                if decoded is not None and kind == _DISALLOW:
                    # A Disallow closes every spelling of its path (see _urlnorm).
                    current += (_pattern(decoded, interned), packed)
        elif kind == _USAGE:
            if group < 0:
                continue  # a rule outside any group, as for Allow/Disallow
            in_agents = run_open = False
            if usage_left and len(value) <= _USAGE_VALUE_MAX:
                usage_left -= 1
                path, prefs = _usage_value(value)
                usage.setdefault(group, []).append(
                    (lineno, _pattern(path, interned), prefs, value, "")
                )
            elif group not in usage_cut:
                # A rule past the bounds may say ``n``: its group keeps one marker that reads
                # as ``n`` for every URL (usage/robotsrules.py), never silence.
                usage_cut.add(group)
                cause = _USAGE_TOO_LONG if len(value) > _USAGE_VALUE_MAX else _USAGE_TOO_MANY
                usage.setdefault(group, []).append((lineno, b"/", b"", b"", cause))
        elif kind == _UA:
            if not in_agents:
                in_agents = True
                group += 1
                starts += (lineno,)
                current = []
                rules += (current,)
                run = []
            elif not run_open:
                run = []
            run_open = True
            if not text:
                low = _share(_line_name(value).lower())
                text = _share(line.decode("utf-8", "replace"))
                _remember(line, (kind, b"", low, text))
            lines += (lineno, low, text)
            if low == "*":
                if not star or star[-1] != group:
                    star += (group,)
            elif low:
                if low not in agents:
                    agents[low] = [group]
                elif agents[low][-1] != group:
                    agents[low] += (group,)
            run += (low,)
            continue
        elif kind == _SITEMAP:
            if value:
                sitemaps[value.decode("utf-8", "replace")] = None
        elif group >= 0:
            if kind == _DELAY:
                delay = _parse_delay(value)
                if delay is not None:
                    for name in run:
                        if delay > delays.get(name, -1.0):
                            delays[name] = delay
            else:
                rate = _parse_rate(value)
                if rate is not None:
                    for name in run:
                        old = rates.get(name)
                        if old is None or rate[0] * old[1] < old[0] * rate[1]:
                            rates[name] = rate
        run_open = False
    return agents, star, starts, lines, delays, rates, rules, sitemaps, usage


def _usage_value(value: bytes) -> tuple[bytes, bytes]:
    """A Content-Usage value as (path pattern in the Allow/Disallow normal form, statement)."""
    if value[:1] != b"/":
        return b"/", value
    path = _USAGE_PATH(value).group()  # type: ignore[union-attr]
    end = len(path)
    path = _norm_rule(path)[0]
    return path, value[end:].lstrip(_WS)


#: Short strings and patterns shared between parsed files (see _share), and the bounds of
#: that table (a ``str`` never equals a ``bytes``: one table holds both).
_SHARED: dict[str | bytes, str | bytes] = {}
_SHARE_MAX = 4096
_SHARE_LEN = 64

_Text = TypeVar("_Text", str, bytes)


def _share(text: _Text) -> _Text:
    """One object for a short string or pattern seen before: ``User-agent: *`` is in nearly
    every file, ``/wp-admin/`` and ``/cgi-bin/`` in thousands (memory per origin).

    A bounded table emptied when full, not ``sys.intern``: interned strings live for the whole
    process on some CPython versions, and hostile files could fill memory with them.
    """
    if len(text) > _SHARE_LEN:
        return text
    shared = _SHARED.get(text)
    if shared is None:
        if len(_SHARED) >= _SHARE_MAX:
            _SHARED.clear()
            _READ.clear()  # (its readings hold what was shared)
        shared = _SHARED[text] = text
    return shared  # type: ignore[return-value]


#: A line as it was read (see ``_READ``): (kind, pattern, lower-cased name, the line as text).
_Reading = tuple[int, bytes, str, str]

#: Short lines read before, in any file, and what they were read as: a rule line whose value
#: needed no rewriting (``_RULE_SPECIAL`` found nothing, so one pattern: the value itself),
#: as (kind, pattern, "", ""); a user-agent line as (kind, b"", name, text).  What a line is
#: read as depends on that line alone, and ``Disallow: /wp-admin/`` or ``User-agent: *`` recur
#: in thousands of files: read again, such a line costs one lookup (a robots.txt is read for
#: every origin of a broad crawl).  Bounded as ``_SHARED``, and emptied with it.
_READ: dict[bytes, _Reading] = {}


def _remember(line: bytes, reading: _Reading) -> None:
    """Keep what a short ``line`` was read as (see ``_READ``)."""
    if len(line) <= _SHARE_LEN:
        if len(_READ) >= _SHARE_MAX:
            _READ.clear()
        _READ[line] = reading


def _pattern(pattern: bytes, interned: dict[bytes, bytes]) -> bytes:
    """One object per distinct pattern: a short one shared between files (``_share``), a
    long one within its file (``interned``)."""
    if len(pattern) <= _SHARE_LEN:
        return _share(pattern)
    return interned.setdefault(pattern, pattern)


def _line_name(value: bytes) -> str:
    """The crawler name of a user-agent line's value (see the module docstring).

    ``*`` alone (or followed by whitespace, as Google accepts) is the catch-all.
    """
    if value[:1] == b"*" and (len(value) == 1 or value[1:2].isspace()):
        return "*"
    return _name(value.decode("utf-8", "surrogateescape"))


def _name(text: str, start: int = 0) -> str:
    """The crawler name that starts at ``start`` of ``text``: its leading run of name
    characters (see ``_NAME``), ``''`` when there is none.  The one reading of a name, for a
    user-agent line and for a crawler's User-Agent alike (``rules.product_token``), so that
    the two compare.  Octets that are not UTF-8 are kept apart (``surrogateescape``)."""
    return _NAME(text, start).group()  # type: ignore[union-attr]


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
