"""robots.txt rules engine: parse and match exactly as RFC 9309 says.

Pure module (no Scrapy/Twisted imports) so it can be tested, benchmarked and reused on its own.

* ``RobotsTxt.parse`` never raises.  It reads at most ``max_bytes`` (RFC 9309 2.5 asks for at
  least 500 KiB), skips a UTF-8 BOM, splits lines at CR, LF or CRLF, strips ``#`` comments and
  accepts the frequent typos and the missing colon that Google's reference parser accepts.
* A group is a run of ``user-agent`` lines followed by rules; only ``allow``/``disallow`` end a
  run of ``user-agent`` lines (RFC 9309 2.2.4: other records MUST NOT interfere with groups).
* Every rule pattern is normalised once at parse time and the URL once per decision, so that
  matching is plain byte comparison (``_norm_rule`` / ``_norm_url`` say what equals what).
* Rules are looked up, not scanned one by one.  In a big file, literal patterns live in a dict
  keyed by pattern and a decision probes only the distinct pattern lengths that fit in the path,
  longest first; wildcard rules are bucketed by their literal prefix before the first ``*`` and
  matched piece by piece with ``bytes.find`` (no regex, no backtracking).  The cost follows the
  URL's length, not the number of rules.  A small file (up to ``_SMALL_MAX`` literal patterns)
  keeps them in a tuple instead: one C-level ``startswith(tuple)`` call rejects most URLs, and a
  tuple is a third of a dict's size.
* Memory: a rule is its pattern (``bytes``) plus one int packing ``(line << 1) | allow``; the
  group of a rule follows from its line number.  No per-rule objects.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_right
from dataclasses import dataclass

__all__ = ["DEFAULT_MAX_BYTES", "Match", "RequestRate", "RobotsTxt", "product_token"]

#: RFC 9309 2.5: the parsing limit MUST be at least 500 kibibytes.
DEFAULT_MAX_BYTES = 512_000

#: Files with at most this many literal patterns use the tuple layout (see module docstring).
_SMALL_MAX = 48

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

# RFC 3986 2.3 unreserved characters: a %XX of these in the URI is decoded (RFC 9309 2.2.2).
_UNRESERVED = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
# Inside a query, RFC 3986 3.4 lets ':', '/', '?' and '@' appear unencoded and they delimit
# nothing there, so their %XX is the same data (RFC 9309 2.2.2's table: 'https://foo.bar' is
# matched as 'https%3A%2F%2Ffoo.bar').  Sub-delimiters ('&', '=', ';', '+', ...) do delimit
# query data, so they stay distinct from their %XX ('?a=b' is not '?a%3Db').
_QUERY_SAFE = frozenset(b":/?@")

# Anything in a rule that may need rewriting, so that clean rules are never copied.
_RULE_SPECIAL = re.compile(rb"[%\x80-\xff]|\$.|\*\*", re.DOTALL).search
_PCT_OR_SPECIAL = re.compile(rb"%[0-9A-Fa-f]{2}|[\x80-\xff]|[*$]")
_PCT_UPPER = re.compile(rb"%[0-9A-F]{2}")
_STARS = re.compile(rb"\*{2,}")
_PATH_START = re.compile(r"[/?;]")
_DELAY_RE = re.compile(rb"\d+(?:\.\d*)?|\.\d+")
_RATE_RE = re.compile(rb"(\d+)\s*/\s*(\d+(?:\.\d*)?|\.\d+)\s*([smhSMH]?)")
_RATE_UNITS = {b"": 1.0, b"s": 1.0, b"m": 60.0, b"h": 3600.0}

_EMPTY_DICT: dict = {}


def product_token(user_agent: str | bytes) -> str:
    """Crawler's product token from a User-Agent string (RFC 9309 2.2.1).

    The leading run of ``[A-Za-z_-]`` characters, e.g. ``'Scrapy/2.19 (+https://scrapy.org)'``
    gives ``'Scrapy'``; ``''`` when there is none.  Groups are chosen by this token, so a full
    User-Agent header can be passed where a crawler name is expected.
    """
    if isinstance(user_agent, bytes):
        user_agent = user_agent.decode("latin-1")
    return _TOKEN_RE.match(user_agent.strip()).group()  # type: ignore[union-attr]


_TOKEN_KEYS: dict[str | bytes, str] = {}


def _token_key(user_agent: str | bytes) -> str:
    """Lower-cased product token; cached, since a crawler sends one User-Agent over and over.

    A plain dict (emptied when it reaches 64 entries) rather than ``lru_cache``: one ``get`` on
    the hot path instead of a call.
    """
    key = _TOKEN_KEYS.get(user_agent)
    if key is None:
        if len(_TOKEN_KEYS) >= 64:
            _TOKEN_KEYS.clear()
        key = _TOKEN_KEYS[user_agent] = product_token(user_agent).lower()
    return key


@dataclass(frozen=True, slots=True)
class Match:
    """Outcome of one decision, with enough provenance for a human to check it."""

    allowed: bool
    #: The rule that decided, e.g. ``"Disallow: /private/"`` (pattern as normalised for
    #: matching); ``None`` if no rule matched.
    rule: str | None = None
    #: 1-based line of that rule in robots.txt.
    line: int | None = None
    #: The group that applied, e.g. ``"User-agent: *"``; ``None`` when no group applies.
    group: str | None = None
    #: 1-based line of that group's first user-agent line.
    group_line: int | None = None


_new_match = object.__new__
_match_fields = tuple(Match.__dict__[name].__set__ for name in Match.__slots__)


def _make_match(
    allowed: bool, rule: str | None, line: int | None, group: str | None, group_line: int | None
) -> Match:
    """``Match(...)`` at half the cost: the middleware builds one per request.

    A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``; the slot
    descriptors do the same job directly.  The instance is the same frozen ``Match``.
    """
    m = _new_match(Match)
    s0, s1, s2, s3, s4 = _match_fields
    s0(m, allowed)
    s1(m, rule)
    s2(m, line)
    s3(m, group)
    s4(m, group_line)
    return m


@dataclass(frozen=True, slots=True)
class RequestRate:
    """A ``Request-rate: n/s`` record: at most ``requests`` requests per ``seconds`` seconds."""

    requests: int
    seconds: float


def _norm_rule(value: bytes) -> bytes:
    """Normalise a rule path so that plain byte comparison with a ``_norm_url`` path is right.

    * octets >= 0x80 (UTF-8 or not) become ``%XX``: RFC 9309 2.2.2, and never a UnicodeError;
    * ``%xx`` hex digits are upper-cased (RFC 3986 2.1: they are case-insensitive);
    * after the first ``?``, ``%3A %2F %3F %40`` become ``: / ? @`` (see ``_QUERY_SAFE``);
    * ``%XX`` of unreserved characters is NOT decoded in a rule: RFC 9309 asks it of the URI
      only, and the corpus settles it so (``google:ID_Encoding#6``); see ``_norm_url``;
    * ``$`` is special only at the end (RFC 9309 2.2.3); elsewhere it is the literal ``%24``;
    * runs of ``*`` collapse to one ``*`` (same meaning; the matcher relies on it).
    """
    if _RULE_SPECIAL(value) is None:
        return value
    q = value.find(b"?")
    last = len(value) - 1

    def sub(m: re.Match[bytes]) -> bytes:
        s = m.group()
        if len(s) == 3:
            byte = int(s[1:], 16)
            if q != -1 and m.start() > q and byte in _QUERY_SAFE:
                return bytes((byte,))
            return s.upper()
        if s == b"*":
            return s
        if s == b"$":
            return s if m.start() == last else b"%24"
        return b"%%%02X" % s[0]

    value = _PCT_OR_SPECIAL.sub(sub, value)
    if b"**" in value:
        value = _STARS.sub(b"*", value)
    return value


def _norm_url(path: bytes) -> tuple[bytes, bytes | None]:
    """Normalise a URL's path+params+query for matching; returns ``(plain, decoded)``.

    ``plain``: octets >= 0x80 percent-encoded, ``%xx`` upper-cased, a literal ``*``/``$`` written
    ``%2A``/``%24`` (RFC 9309 2.2.3), ``%3A %2F %3F %40`` decoded in the query.  ``decoded``:
    ``plain`` with ``%XX`` of unreserved characters decoded as RFC 9309 2.2.2 requires, or
    ``None`` when that changes nothing.  A rule matches if it matches either: the rule ``/baz``
    matches the URL ``/%62%61%7A`` (RFC 9309 2.2.2), and a rule spelling ``%7E`` exactly as the
    URL does still matches it, as in Google's reference (rules are not decoded).
    """
    q = path.find(b"?")
    decodable = False

    def sub(m: re.Match[bytes]) -> bytes:
        s = m.group()
        if len(s) == 3:
            byte = int(s[1:], 16)
            if q != -1 and m.start() > q and byte in _QUERY_SAFE:
                return bytes((byte,))
            if byte in _UNRESERVED:
                nonlocal decodable
                decodable = True
            return s.upper()
        if s == b"*":
            return b"%2A"
        if s == b"$":
            return b"%24"
        return b"%%%02X" % s[0]

    plain = _PCT_OR_SPECIAL.sub(sub, path)
    if not decodable:
        return plain, None

    def dec(m: re.Match[bytes]) -> bytes:
        byte = int(m.group()[1:], 16)
        return bytes((byte,)) if byte in _UNRESERVED else m.group()

    return plain, _PCT_UPPER.sub(dec, plain)


def _path_params_query(url: str) -> str:
    """Path, params and query of ``url`` (scheme, authority and fragment removed).

    Google's ``GetPathParamsQuery`` algorithm: takes absolute URLs, scheme-relative ``//host/p``
    and absolute paths; the result always starts with ``/``.
    """
    start = 2 if url.startswith("//") else 0
    early = _PATH_START.search(url, start)
    proto = url.find("://", start)
    if proto == -1 or (early is not None and early.start() < proto):
        proto_end = start
    else:
        proto_end = proto + 3
    m = _PATH_START.search(url, proto_end)
    if m is None:
        return "/"
    path_start = m.start()
    hash_pos = url.find("#", start)
    if hash_pos != -1 and hash_pos < path_start:
        return "/"
    path = url[path_start:] if hash_pos == -1 else url[path_start:hash_pos]
    return path if path[0] == "/" else "/" + path


def _plain_path(url: str) -> bytes | None:
    """Path+params+query of the usual http(s) URL that needs no normalisation, else ``None``.

    The common case in a few C calls (``in`` on a str is a memchr): an ASCII URL without ``%``,
    ``*``, ``$`` or ``#``, whose authority holds no ``?`` or ``;`` and is followed by a ``/``.
    Whatever it accepts, ``_path_params_query`` + ``_norm_url`` would return unchanged.
    """
    if url.isascii() and "%" not in url and "*" not in url and "$" not in url and "#" not in url:
        start = 8 if url.startswith("https://") else 7 if url.startswith("http://") else 0
        if start:
            slash = url.find("/", start)
            if slash != -1:
                host = url[start:slash]
                if "?" not in host and ";" not in host:
                    return url[slash:].encode()
    return None


def _url_path(url: str | bytes) -> tuple[bytes, bytes | None]:
    """The URL's path+params+query, normalised (see ``_norm_url``)."""
    if url.__class__ is not str:
        url = url.decode("utf-8", "surrogateescape")  # type: ignore[union-attr]
    plain = _plain_path(url)  # type: ignore[arg-type]
    if plain is not None:
        return plain, None
    path = _path_params_query(url)  # type: ignore[arg-type]
    try:
        raw = path.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        raw = path.encode("utf-8", "surrogatepass")
    return _norm_url(raw)


def _glob(pat: bytes, path: bytes, start: int) -> bool:
    """Match a pattern with ``*`` and/or a final ``$`` against ``path``.

    ``start``: how many leading octets of ``pat`` are already known to match (0 if unknown).
    Greedy leftmost search of each piece is exact for ``*``-only globs, so there is no
    backtracking; the last piece is checked first since it rejects most paths.
    """
    anchored = pat[-1] == 36  # '$'
    end = len(pat) - anchored
    star = pat.find(b"*", 0, end)
    if star == -1:  # 'literal$'
        return len(path) == end and path.startswith(pat[:end])
    if start < star and not path.startswith(pat[:star]):
        return False
    last = pat.rfind(b"*", 0, end)
    tail = pat[last + 1 : end]
    if anchored:
        if len(path) - len(tail) < star or not path.endswith(tail):
            return False
    elif tail and path.find(tail, star) == -1:
        return False
    if last == star:
        return True
    pos = star
    for piece in pat[star + 1 : last].split(b"*"):
        if piece:
            j = path.find(piece, pos)
            if j == -1:
                return False
            pos = j + len(piece)
    if anchored:
        return len(path) - len(tail) >= pos
    return not tail or path.find(tail, pos) != -1


def _mark_dir(dirs: dict[bytes, int], key: bytes, bit: int) -> None:
    """Record in ``dirs`` a pattern (or wildcard prefix) ``key`` as a bit of its directory.

    The directory is ``key`` up to its last ``/``; bit ``2r`` says a literal pattern of ``r``
    more octets exists, bit ``2r + 1`` a wildcard bucket's prefix.  Every ancestor directory is
    present too (value 0 if it has nothing of its own), so a decision can walk a path's
    directories from ``/`` and stop at the first unknown one.
    """
    slash = key.rfind(b"/")
    if slash == -1 or key[0] != 47:  # '/': a path always starts with '/', this never matches
        return
    d = key[: slash + 1]
    bit <<= 2 * (len(key) - len(d))
    old = dirs.get(d)
    if old is not None:
        dirs[d] = old | bit
        return
    dirs[d] = bit
    j = d.rfind(b"/", 0, len(d) - 1)
    while j != -1:
        parent = d[: j + 1]
        if parent in dirs:
            return  # and so are all of its own ancestors
        dirs[parent] = 0
        j = d.rfind(b"/", 0, j)


#: Wildcard buckets with at least this many rules get a filter (see ``_bucket_filter``).
_FILTER_MIN = 2


def _bucket_filter(bucket: tuple[bytes | int, ...]) -> tuple | bool:
    """What rules out a whole wildcard bucket in one or two C calls, or ``False`` if nothing.

    ``(ends, search)``: a path can match a rule of the bucket only if it ends with one of
    ``ends`` (last pieces of the ``$`` rules) or ``search`` finds one of the other rules' last
    pieces in it (``search`` is ``None`` when there are no such rules).  Built on first use.
    """
    ends: list[bytes] = []
    pieces: set[bytes] = set()
    for i in range(0, len(bucket), 3):
        pat: bytes = bucket[i]  # type: ignore[assignment]
        tail: bytes = bucket[i + 2]  # type: ignore[assignment]
        if pat[-1] == 36:  # '$'
            ends.append(tail)
        elif not tail:
            return False  # 'prefix*': every path under the prefix may match
        else:
            pieces.add(tail)
    search = None
    if pieces:
        alternatives = sorted(pieces, key=len, reverse=True)
        search = re.compile(b"|".join(map(re.escape, alternatives))).search
    return tuple(ends), search


def _priority_order(entry: tuple[bytes, int]) -> tuple[int, int, int]:
    """Sort key: longest pattern first, Allow first on equal length, then file order."""
    return (-len(entry[0]), -(entry[1] & 1), entry[1])


def _add(index: dict[bytes, int | tuple[int, ...]], key: bytes, packed: int) -> None:
    old = index.get(key)
    if old is None:
        index[key] = packed
    elif old.__class__ is int:
        index[key] = (old, packed)  # type: ignore[assignment]
    else:
        index[key] = (*old, packed)  # type: ignore[misc]


# A compiled rule set for one group (or one merged selection of groups) of a small file:
# (literal patterns except "/", in byte order (see _best_small); their packed values;
#  the packed "/" rule or 0; flat (pattern, packed, last piece, ...) of the '*'/'$' rules in
#  priority order; the last pieces of the '$' rules; the non-empty last pieces of the other
#  ones, or None if one is empty).  The last two let one or two C calls rule out every
#  wildcard rule at once.
_Compiled = tuple[
    tuple[bytes, ...],
    bytes | tuple[int, ...],
    int,
    tuple[bytes | int, ...],
    tuple[bytes, ...],
    tuple[bytes, ...] | None,
]
_NO_RULES: _Compiled = ((), (), 0, (), (), ())


def _compile(entries: list[tuple[bytes, int]]) -> _Compiled:
    """Compile the rules of one selection; of rules with one pattern, only the decider stays."""
    entries = sorted(entries, key=_priority_order)
    pats: list[bytes] = []
    vals: list[int] = []
    root = 0
    wild: list[bytes | int] = []
    ends: list[bytes] = []
    pieces: list[bytes] | None = []
    seen: set[bytes] = set()
    for pat, packed in entries:
        if pat in seen:
            continue  # same pattern, later in priority order: it can never decide
        seen.add(pat)
        anchored = pat[-1] == 36  # '$'
        if anchored or b"*" in pat:
            end = len(pat) - anchored
            tail = pat[pat.rfind(b"*", 0, end) + 1 : end]
            wild += (pat, packed, tail)
            if anchored:
                ends.append(tail)
            elif not tail:
                pieces = None
            elif pieces is not None:
                pieces.append(tail)
        elif pat == b"/":
            root = packed
        else:
            pats.append(pat)
            vals.append(packed)
    if not (pats or root or wild):
        return _NO_RULES
    if pats:
        pats, vals = map(list, zip(*sorted(zip(pats, vals, strict=True)), strict=True))
    return (
        tuple(pats),
        bytes(vals) if max(vals, default=0) < 256 else tuple(vals),  # bytes: 1 octet per rule
        root,
        tuple(wild),
        tuple(ends),
        None if pieces is None else tuple(pieces),
    )


def _best_small(rules: _Compiled, path: bytes) -> tuple[int, int, bytes]:
    """Best rule of a compiled selection for ``path``: (priority, packed, pattern).

    Priority is the pattern's length in octets, ``*`` and ``$`` included (RFC 9309 2.2.2: the
    most specific match wins); Allow wins ties.  ``(-1, 0, b"")`` when no rule matches.
    """
    pats, vals, root, wild, ends, pieces = rules
    if pats and path.startswith(pats):  # one C call rules out most paths
        # The patterns that are prefixes of the path sort in order of length, all before the
        # path, so the best one is the first prefix found going down from where the path
        # would sort (usually right there).
        i = bisect_right(pats, path) - 1
        while not path.startswith(pats[i]):
            i -= 1
        pat = pats[i]
        best_pri, best, best_pat = len(pat), vals[i], pat
    elif root:
        best_pri, best, best_pat = 1, root, b"/"
    else:
        best_pri, best, best_pat = -1, 0, b""
    if not wild:
        return best_pri, best, best_pat
    if pieces is not None and not path.endswith(ends):
        # bytes.find, not 'in': 'in' on bytes first tries the operand as an int (twice slower).
        for piece in pieces:
            if path.find(piece) != -1:
                break
        else:
            return best_pri, best, best_pat
    for i in range(0, len(wild), 3):
        pat = wild[i]
        plen = len(pat)  # type: ignore[arg-type]
        if plen < best_pri:
            break
        packed: int = wild[i + 1]  # type: ignore[assignment]
        if plen == best_pri and (best & 1 or not packed & 1):
            break  # cannot beat the current best (Allow wins ties)
        tail = wild[i + 2]
        if pat[-1] == 36:  # type: ignore[index]
            if not path.endswith(tail):  # type: ignore[arg-type]
                continue
        elif path.find(tail) == -1:  # type: ignore[arg-type]
            continue
        if _glob(pat, path, 0):  # type: ignore[arg-type]
            return plen, packed, pat  # type: ignore[return-value]
    return best_pri, best, best_pat


# The index of a big file, one tuple (one slot):
# * lit: {pattern: packed or (packed, ...)} of the literal rules;
# * dirs: {directory: bits}, see _mark_dir: which lengths of lit keys and wild prefixes to probe;
# * exact: the same as lit for 'literal$' rules (key without '$');
# * wild: {prefix before the first '*': (pattern, packed, last piece, ...) in priority order};
# * wild_any: the bucket of the rules starting with '*' (prefix b''), or None;
# * filters: {prefix: _bucket_filter(bucket)}, filled as buckets are first probed.
_Index = tuple[
    dict[bytes, int | tuple[int, ...]],
    dict[bytes, int],
    dict[bytes, int | tuple[int, ...]],
    dict[bytes, tuple[bytes | int, ...]],
    tuple[bytes | int, ...] | None,
    dict[bytes, tuple | bool],
]


class RobotsTxt:
    """A parsed robots.txt; answers "may crawler X fetch URL Y" per RFC 9309."""

    __slots__ = (
        "_agents",
        "_delays",
        "_groups",
        "_index",
        "_last",
        "_merged",
        "_names",
        "_rates",
        "_sitemaps",
        "_star",
        "_starts",
    )

    # A rule is packed as (line << 1) | allow; its group follows from its line.
    _agents: dict[str, int]  # lower-cased group token -> bit mask of the groups naming it
    _star: int  # bit mask of the '*' groups
    _starts: tuple[int, ...]  # line of each group's first user-agent line
    _names: tuple[str, ...]  # each group's first token, as written
    _delays: tuple[int | float, ...]  # group, Crawl-delay, group, ... in file order
    _rates: tuple[int | RequestRate, ...]  # group, Request-rate, group, ... in file order
    _sitemaps: tuple[str, ...]
    # Small file: one compiled rule set per group, and the last merged selection used.
    _groups: tuple[_Compiled, ...] | None
    _merged: tuple[int, _Compiled] | None
    # allowed(): the last User-Agent asked about, its groups and their compiled rules (a
    # crawler asks for one User-Agent over and over).
    _last: tuple[str | bytes, int, _Compiled | None] | None
    # Big file (None for a small one, so a small file pays one slot for it): see _Index.
    _index: _Index | None

    @classmethod
    def parse(cls, body: bytes, max_bytes: int = DEFAULT_MAX_BYTES) -> RobotsTxt:
        """Parse a robots.txt body.  Never raises on any bytes.

        Only the first ``max_bytes`` octets are read.  When the body is longer, the line that
        straddles the limit is dropped rather than cut: a cut rule means something else
        (``Allow: /public/x`` cut to ``Allow: /``), while a dropped one is simply unread.
        """
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

        agents: dict[str, int] = {}
        star = 0
        starts: list[int] = []
        names: list[str] = []
        delays: dict[int, float] = {}
        rates: dict[int, RequestRate] = {}
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
                token = cls._group_token(value)
                if not names[group]:
                    names[group] = token
                if token == "*":
                    star |= 1 << group
                elif token:
                    low = token.lower()
                    if low == token:
                        low = token  # one str object for both uses
                    agents[low] = agents.get(low, 0) | (1 << group)
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

        self = object.__new__(cls)
        self._agents = agents or _EMPTY_DICT
        self._star = star
        self._starts = tuple(starts)
        self._names = tuple(names)
        self._delays = tuple(x for item in delays.items() for x in item)
        self._rates = tuple(x for item in rates.items() for x in item)
        self._sitemaps = tuple(sitemaps)
        self._merged = None
        self._last = None
        if len(interned) <= _SMALL_MAX:
            self._groups = tuple(_compile(entries) for entries in rules)
            self._index = None
            return self
        self._groups = None
        lit: dict[bytes, int | tuple[int, ...]] = {}
        exact: dict[bytes, int | tuple[int, ...]] = {}
        buckets: dict[bytes, list[tuple[bytes, int]]] = {}
        for entries in rules:
            for pat, packed in entries:
                star_at = pat.find(b"*")
                if star_at != -1:
                    buckets.setdefault(pat[:star_at], []).append((pat, packed))
                elif pat[-1] == 36:  # '$'
                    _add(exact, pat[:-1], packed)
                else:
                    _add(lit, pat, packed)
        dirs: dict[bytes, int] = {}
        for pat in lit:
            _mark_dir(dirs, pat, 1)
        wild: dict[bytes, tuple[bytes | int, ...]] = {}
        for prefix, entries in buckets.items():
            entries.sort(key=_priority_order)
            flat: list[bytes | int] = []
            for pat, packed in entries:
                end = len(pat) - (pat[-1] == 36)  # '$'
                flat += (pat, packed, pat[pat.rfind(b"*", 0, end) + 1 : end])
            wild[prefix] = tuple(flat)
        for prefix in wild:
            _mark_dir(dirs, prefix, 2)
        self._index = (lit, dirs, exact, wild, wild.get(b""), {})
        return self

    @classmethod
    def allow_all(cls) -> RobotsTxt:
        """A robots.txt without rules (e.g. for a 4xx robots.txt, RFC 9309 2.3.1.3)."""
        return cls.parse(b"")

    @staticmethod
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

    def _mask(self, token: str) -> int:
        """Groups that apply to ``token``: those naming it, else the ``*`` groups (bit mask).

        RFC 9309 2.2.1: case-insensitive, and all the groups naming the crawler are merged.
        """
        return self._agents.get(token.lower(), 0) or self._star

    def _best(self, path: bytes, mask: int) -> tuple[int, int, bytes]:
        """Best rule for ``path`` among the groups in ``mask``: (priority, packed, pattern)."""
        groups = self._groups
        if groups is not None:
            if not mask & (mask - 1):  # a single group: its own compiled rules
                return _best_small(groups[mask.bit_length() - 1], path)
            merged = self._merged
            if merged is None or merged[0] != mask:
                entries = []
                for g, (pats, vals, root, wild, _, _) in enumerate(groups):
                    if mask >> g & 1:
                        entries += zip(pats, vals, strict=True)
                        if root:
                            entries.append((b"/", root))
                        entries += zip(wild[::3], wild[1::3], strict=True)
                merged = self._merged = (mask, _compile(entries))
            return _best_small(merged[1], path)

        # Big file: walk the path's directories from '/' while the index knows them; each one
        # says which lengths of literal patterns and wildcard prefixes to look up there.
        lit, dirs, exact, wild, wild_any, filters = self._index  # type: ignore[misc]
        starts = self._starts
        every = mask == (1 << len(starts)) - 1
        n = len(path)
        best_pri = -1
        best = 0
        best_pat = b""
        if exact:
            v = exact.get(path)
            if v is not None:
                packed = self._pick(v, mask, every)
                if packed:
                    best_pri, best, best_pat = n + 1, packed, path + b"$"
        # Literal rules: a pattern under a longer directory is always longer than one under a
        # shorter directory (its part after the directory holds no '/'), so the last one found
        # on the way down wins.  Wildcard buckets are gathered on the way for the next step.
        get = lit.get
        lit_pri = -1
        lit_best = 0
        lit_pat = b""
        buckets: list[tuple[int, bytes, tuple[bytes | int, ...]]] = []
        k = 1
        key = path[:1]
        while True:
            bits = dirs.get(key)
            if bits is None:
                break
            end = path.find(b"/", k)
            if bits == 1:  # the usual case: only a pattern equal to this directory
                packed = self._pick(get(key), mask, every)  # type: ignore[arg-type]
                if packed:
                    lit_pri, lit_best, lit_pat = k, packed, key
            elif bits == 2:  # only a wildcard prefix equal to this directory
                buckets.append((k, key, wild[key]))
            elif bits:
                # A pattern's part after its directory holds no '/': cap it at this segment.
                bits &= (4 << 2 * ((n if end == -1 else end) - k)) - 1
                found = False
                while bits:
                    top = bits.bit_length() - 1
                    bits ^= 1 << top
                    sub = path[: k + (top >> 1)]
                    if top & 1:
                        bucket = wild.get(sub)
                        if bucket is not None:
                            buckets.append((len(sub), sub, bucket))
                    elif not found:
                        v = get(sub)
                        if v is not None:
                            packed = self._pick(v, mask, every)
                            if packed:
                                lit_pri, lit_best, lit_pat = len(sub), packed, sub
                                found = True
            if end == -1:
                break
            k = end + 1
            key = path[:k]
        if best_pri < 0:
            best_pri, best, best_pat = lit_pri, lit_best, lit_pat
        if wild_any is not None:
            buckets.append((0, b"", wild_any))
        for length, prefix, bucket in buckets:
            if len(bucket) >= 3 * _FILTER_MIN:
                check = filters.get(prefix)
                if check is None:
                    check = filters[prefix] = _bucket_filter(bucket)
                if check and not path.endswith(check[0]):  # type: ignore[index]
                    search = check[1]  # type: ignore[index]
                    if search is None or search(path, length) is None:
                        continue
            for i in range(0, len(bucket), 3):
                pat: bytes = bucket[i]  # type: ignore[assignment]
                plen = len(pat)
                if plen < best_pri:
                    break
                packed = bucket[i + 1]  # type: ignore[assignment]
                if plen == best_pri and (best & 1 or not packed & 1):
                    break
                tail: bytes = bucket[i + 2]  # type: ignore[assignment]
                if pat[-1] == 36:  # '$': the last piece must end the path
                    if not path.endswith(tail):
                        continue
                elif path.find(tail) == -1:
                    continue
                if (every or mask >> (bisect_right(starts, packed >> 1) - 1) & 1) and _glob(
                    pat, path, length
                ):
                    best_pri, best, best_pat = plen, packed, pat
                    break
        return best_pri, best, best_pat

    def _pick(self, v: int | tuple[int, ...], mask: int, every: bool) -> int:
        """Among rules sharing one pattern, the one that decides for ``mask`` (0 if none)."""
        chosen = 0
        for p in (v,) if v.__class__ is int else v:  # type: ignore[union-attr]
            if every or mask >> (bisect_right(self._starts, p >> 1) - 1) & 1:
                if not chosen or (p & 1 and not chosen & 1):
                    chosen = p
        return chosen

    def _verdict(self, url: str | bytes, mask: int) -> tuple[int, int, bytes] | None:
        """Best rule for ``url`` under ``mask``; ``None`` for the implicitly allowed robots.txt."""
        plain, decoded = _url_path(url)
        if plain.startswith(b"/robots.txt") and (len(plain) == 11 or plain[11] == 63):  # '?'
            return None  # RFC 9309 2.2.2: 'The /robots.txt URI is implicitly allowed.'
        best = self._best(plain, mask)
        if decoded is not None:
            if decoded == b"/robots.txt" or decoded.startswith(b"/robots.txt?"):
                return None
            other = self._best(decoded, mask)
            if other[0] > best[0] or (other[0] == best[0] and other[1] & 1 > best[1] & 1):
                best = other
        return best

    def decide(self, url: str | bytes, token: str) -> Match:
        """Decide whether crawler ``token`` may fetch ``url``, and say why.

        ``url`` is a full URL or an absolute path.  ``token`` is the crawler's product token,
        compared case-insensitively and whole (``'Foo Bar'`` is not ``'Foo'``; use
        ``product_token`` or ``allowed`` to start from a User-Agent string).
        """
        mask = self._mask(token)
        if not mask:
            return Match(True)
        verdict = self._verdict(url, mask)
        if verdict is None or verdict[0] < 0:
            g = (mask & -mask).bit_length() - 1
            return _make_match(True, None, None, "User-agent: " + self._names[g], self._starts[g])
        _, packed, pat = verdict
        allow = bool(packed & 1)
        g = bisect_right(self._starts, packed >> 1) - 1
        rule = ("Allow: " if allow else "Disallow: ") + pat.decode("latin-1")
        return _make_match(
            allow, rule, packed >> 1, "User-agent: " + self._names[g], self._starts[g]
        )

    # -- Scrapy RobotParser-compatible API ------------------------------------------------

    def allowed(self, url: str | bytes, user_agent: str | bytes) -> bool:
        """Whether ``user_agent`` (a User-Agent string or product token) may fetch ``url``."""
        last = self._last
        if last is not None and last[0] == user_agent:
            _, mask, rules = last
        else:
            mask = self._agents.get(_token_key(user_agent), 0) or self._star
            groups = self._groups
            single = groups is not None and mask and not mask & (mask - 1)
            rules = groups[mask.bit_length() - 1] if single else None  # type: ignore[index]
            self._last = (user_agent, mask, rules)
        if not mask:
            return True
        plain = _plain_path(url) if url.__class__ is str else None  # type: ignore[arg-type]
        if plain is None:  # a URL to normalise: the general route
            verdict = self._verdict(url, mask)
            return verdict is None or verdict[0] < 0 or bool(verdict[1] & 1)
        # The hot path, inlined: the same as _verdict for a URL with nothing to normalise.
        if rules is not None:
            pats, _, root, wild, ends, pieces = rules
            if not root and not plain.startswith(pats):
                # No literal rule matches: usually no wildcard rule can either.
                if not wild:
                    return True
                if pieces is not None and not plain.endswith(ends):
                    for piece in pieces:
                        if plain.find(piece) != -1:
                            break
                    else:
                        return True
        if plain.startswith(b"/robots.txt") and (len(plain) == 11 or plain[11] == 63):  # '?'
            return True
        pri, packed, _ = _best_small(rules, plain) if rules is not None else self._best(plain, mask)
        return pri < 0 or bool(packed & 1)

    def crawl_delay(self, user_agent: str | bytes) -> float | None:
        """``Crawl-delay`` in seconds from the group(s) that apply to ``user_agent``, if valid.

        With several matching groups, the first valid value in file order.
        """
        if self._delays:
            mask = self._agents.get(_token_key(user_agent), 0) or self._star
            delays = self._delays
            for i in range(0, len(delays), 2):
                if mask >> delays[i] & 1:  # type: ignore[operator]
                    return delays[i + 1]
        return None

    def request_rate(self, user_agent: str | bytes) -> RequestRate | None:
        """``Request-rate`` from the group(s) that apply to ``user_agent``, if valid."""
        if self._rates:
            mask = self._agents.get(_token_key(user_agent), 0) or self._star
            rates = self._rates
            for i in range(0, len(rates), 2):
                if mask >> rates[i] & 1:  # type: ignore[operator]
                    return rates[i + 1]  # type: ignore[return-value]
        return None

    @property
    def sitemaps(self) -> tuple[str, ...]:
        """``Sitemap`` URLs in file order, without duplicates (they belong to no group)."""
        return self._sitemaps

    def __repr__(self) -> str:
        return f"<RobotsTxt groups={len(self._starts)} sitemaps={len(self._sitemaps)}>"


def _parse_delay(value: bytes) -> float | None:
    """A non-negative decimal number of seconds, else None (no inf, nan, sign or ``_``)."""
    if _DELAY_RE.fullmatch(value) is None:
        return None
    delay = float(value)
    return delay if math.isfinite(delay) else None


def _parse_rate(value: bytes) -> RequestRate | None:
    """``n/s`` with an optional unit (``s``, ``m``, ``h``): ``9/30``, ``1/10s``, ``3/1m``."""
    m = _RATE_RE.fullmatch(value)
    if m is None:
        return None
    requests = int(m.group(1))
    seconds = float(m.group(2)) * _RATE_UNITS[m.group(3).lower()]
    if requests <= 0 or not 0 < seconds < math.inf:
        return None
    return RequestRate(requests, seconds)
