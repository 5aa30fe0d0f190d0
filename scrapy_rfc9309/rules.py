"""robots.txt rules engine: parse and match exactly as RFC 9309 says.

Pure code (no Scrapy/Twisted imports) so it can be tested, benchmarked and reused on its own.
This module is the public face; the work is done by one private module per job:

* ``_robotsparse``: body to groups.  ``RobotsTxt.parse`` never raises; it reads at most
  ``max_bytes`` (RFC 9309 2.5 asks for at least 500 KiB) and accepts the frequent typos and the
  missing colon that Google's reference parser accepts.
* ``_urlnorm``: every rule pattern is normalised once at parse time and the URL once per
  decision, so that matching is plain byte comparison.
* ``_matching``: a small file (up to ``_SMALL_MAX`` distinct patterns) keeps each group's
  literal patterns in a sorted tuple: one C-level ``startswith(tuple)`` call rejects most URLs,
  and a tuple is a third of a dict's size.  Wildcards are matched piece by piece with
  ``bytes.find`` (no regex, no backtracking).
* ``_ruleindex``: a big file keeps literal patterns in a dict probed through the path's
  directories, and wildcard rules bucketed by their prefix: the cost follows the URL's length,
  not the number of rules.
* Memory: a rule is its pattern (``bytes``) plus one int packing ``(line << 1) | allow``; the
  group of a rule follows from its line number.  No per-rule objects.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from scrapy_rfc9309._matching import _best_small, _compile, _Compiled
from scrapy_rfc9309._robotsparse import _NAME_RE, _read_groups
from scrapy_rfc9309._ruleindex import _best_indexed, _build_index, _Index
from scrapy_rfc9309._urlnorm import _plain_path, _url_path

__all__ = ["DEFAULT_MAX_BYTES", "Match", "RequestRate", "RobotsTxt", "product_token"]

#: RFC 9309 2.5: the parsing limit MUST be at least 500 kibibytes.
DEFAULT_MAX_BYTES = 512_000

#: Files with at most this many distinct patterns use the tuple layout (see module docstring).
_SMALL_MAX = 48

_EMPTY_DICT: dict = {}


def product_token(user_agent: str | bytes) -> str:
    """Crawler's name: the product name of a User-Agent string (RFC 9309 2.2.1, RFC 9110 10.1.5).

    The whole product name, up to ``/``, whitespace, ``;`` or any other character that cannot be
    in an HTTP token: ``'MJ12bot/1.4 (+http://...)'`` gives ``'MJ12bot'``, ``'360Spider'`` stays
    ``'360Spider'``; ``''`` when there is none.  A group applies when a name on one of its
    user-agent lines, read the same way, equals it case-insensitively.
    """
    if isinstance(user_agent, bytes):
        user_agent = user_agent.decode("latin-1")
    return _NAME_RE.match(user_agent.strip()).group()  # type: ignore[union-attr]


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
    #: The rule that decided, e.g. ``"Disallow: /private/"`` (pattern in the normal form used
    #: for matching, see ``_urlnorm``); ``None`` if no rule matched.
    rule: str | None = None
    #: 1-based line of that rule in robots.txt.
    line: int | None = None
    #: The user-agent line that made the group apply, as written (``"User-Agent: FooBot/2"``);
    #: ``None`` when no group applies.
    group: str | None = None
    #: 1-based line of that user-agent line.
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


def _value_of(flat: tuple, key: str) -> object:
    """The value after ``key`` in a flat ``(key, value, ...)`` tuple (a few entries), or None."""
    for i in range(0, len(flat), 2):
        if flat[i] == key:
            return flat[i + 1]
    return None


class RobotsTxt:
    """A parsed robots.txt; answers "may crawler X fetch URL Y" per RFC 9309."""

    __slots__ = (
        "_agents",
        "_delays",
        "_groups",
        "_index",
        "_last",
        "_lines",
        "_merged",
        "_named",
        "_rates",
        "_sitemaps",
        "_star",
        "_starts",
    )

    # A rule is packed as (line << 1) | allow; its group follows from its line.
    _agents: dict[str, int]  # lower-cased group token -> bit mask of the groups naming it
    _star: int  # bit mask of the '*' groups
    _starts: tuple[int, ...]  # line of each group's first user-agent line
    _lines: tuple[int | str, ...]  # line, lower-cased name, text, ... of user-agent lines
    _named: dict[tuple[int, str], tuple[int, str]] | None  # see _named_by
    _delays: tuple[str | float, ...]  # lower-cased name or '*', largest Crawl-delay, ...
    _rates: tuple[str | RequestRate, ...]  # lower-cased name or '*', lowest Request-rate, ...
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
        agents, star, starts, lines, delays, rates, rules, patterns, sitemaps = _read_groups(
            body, max_bytes
        )
        self = object.__new__(cls)
        self._agents = agents or _EMPTY_DICT
        self._star = star
        self._starts = tuple(starts)
        self._lines = tuple(lines)
        self._named = None
        self._delays = tuple(x for item in delays.items() for x in item)
        self._rates = tuple(x for k, (n, s) in rates.items() for x in (k, RequestRate(n, s)))
        self._sitemaps = tuple(sitemaps)
        self._merged = None
        self._last = None
        if patterns <= _SMALL_MAX:
            self._groups = tuple(_compile(entries) for entries in rules)
            self._index = None
            return self
        self._groups = None
        self._index = _build_index(rules)
        return self

    @classmethod
    def allow_all(cls) -> RobotsTxt:
        """A robots.txt without rules (e.g. for a 4xx robots.txt, RFC 9309 2.3.1.3)."""
        return cls.parse(b"")

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
                entries: list[tuple[bytes, int]] = []
                for g, (pats, vals, root, wild, _, _) in enumerate(groups):
                    if mask >> g & 1:
                        entries += zip(pats, vals, strict=True)
                        if root:
                            entries.append((b"/", root))
                        entries += zip(wild[::3], wild[1::3], strict=True)  # type: ignore[arg-type]
                merged = self._merged = (mask, _compile(entries))
            return _best_small(merged[1], path)
        return _best_indexed(self._index, self._starts, path, mask)  # type: ignore[arg-type]

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
            line, text = self._named_by((mask & -mask).bit_length() - 1, token)
            return _make_match(True, None, None, text, line)
        _, packed, pat = verdict
        allow = bool(packed & 1)
        line, text = self._named_by(bisect_right(self._starts, packed >> 1) - 1, token)
        rule = ("Allow: " if allow else "Disallow: ") + pat.decode("latin-1")
        return _make_match(allow, rule, packed >> 1, text, line)

    def _named_by(self, group: int, token: str) -> tuple[int, str]:
        """The user-agent line of ``group`` that names ``token`` (else its ``*`` line), as
        ``(line, text as written)``.  The table is built on the first explanation, in one pass
        over the user-agent lines, so that each explanation costs one lookup."""
        named = self._named
        if named is None:
            named = self._named = {}
            lines = self._lines
            starts = self._starts
            g = 0
            for i in range(0, len(lines), 3):
                line: int = lines[i]  # type: ignore[assignment]
                while g + 1 < len(starts) and starts[g + 1] <= line:
                    g += 1
                named.setdefault((g, lines[i + 1]), (line, lines[i + 2]))  # type: ignore[arg-type]
        return named.get((group, token.lower())) or named[(group, "*")]

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
        """``Crawl-delay`` in seconds for ``user_agent`` (a User-Agent string or name), if any.

        A value belongs to the user-agent lines written directly above it; the crawler gets
        the values of the lines naming it (else of the ``*`` lines), the largest one when
        there are several.
        """
        return _value_of(self._delays, self._value_key(user_agent))  # type: ignore[return-value]

    def request_rate(self, user_agent: str | bytes) -> RequestRate | None:
        """``Request-rate`` for ``user_agent``, as ``crawl_delay``: the lowest rate wins."""
        return _value_of(self._rates, self._value_key(user_agent))  # type: ignore[return-value]

    def _value_key(self, user_agent: str | bytes) -> str:
        """The key of ``user_agent``'s Crawl-delay and Request-rate: its name if a group names
        it, else ``'*'`` (RFC 9309 2.2.1: the ``*`` groups apply only to unnamed crawlers)."""
        key = _token_key(user_agent)
        return key if key in self._agents else "*"

    @property
    def sitemaps(self) -> tuple[str, ...]:
        """``Sitemap`` URLs in file order, without duplicates (they belong to no group)."""
        return self._sitemaps

    def __repr__(self) -> str:
        return f"<RobotsTxt groups={len(self._starts)} sitemaps={len(self._sitemaps)}>"
