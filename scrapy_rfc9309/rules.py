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
from scrapy_rfc9309._robotsparse import _TOKEN_RE, _read_groups
from scrapy_rfc9309._ruleindex import _best_indexed, _build_index, _Index
from scrapy_rfc9309._urlnorm import _plain_path, _url_path

__all__ = ["DEFAULT_MAX_BYTES", "Match", "RequestRate", "RobotsTxt", "product_token"]

#: RFC 9309 2.5: the parsing limit MUST be at least 500 kibibytes.
DEFAULT_MAX_BYTES = 512_000

#: Files with at most this many distinct patterns use the tuple layout (see module docstring).
_SMALL_MAX = 48

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
        agents, star, starts, names, delays, rates, rules, patterns, sitemaps = _read_groups(
            body, max_bytes
        )
        self = object.__new__(cls)
        self._agents = agents or _EMPTY_DICT
        self._star = star
        self._starts = tuple(starts)
        self._names = tuple(names)
        self._delays = tuple(x for item in delays.items() for x in item)
        self._rates = tuple(x for g, (n, s) in rates.items() for x in (g, RequestRate(n, s)))
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
