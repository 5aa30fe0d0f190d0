"""robots.txt rules engine: parse and match exactly as RFC 9309 says.

Pure code (no Scrapy/Twisted imports) so it can be tested, benchmarked and reused on its own.
This module is the public face; the work is done by one private module per job:

* ``_robotsparse``: body to groups.  ``RobotsTxt.parse`` never raises; it reads at most
  ``max_bytes`` (RFC 9309 2.5 asks for at least 500 KiB) and accepts the frequent typos and the
  missing colon that Google's reference parser accepts.
* ``_urlnorm``: every rule pattern is normalised once at parse time and the URL once per
  decision, so that matching is plain byte comparison.
* ``_matching``: the groups that apply to a product token (one dict lookup) form a
  *selection*.  A selection of few rules decides a file's first URL by trying them one by
  one (``_matching._scan``): an origin asked about once, as most of a broad crawl's are,
  compiles nothing.  Otherwise a selection is compiled when asked about: prefix rules in a
  ``_ruleindex`` prefix index (one ``bisect`` and O(log depth) ``startswith`` calls),
  ``literal$`` rules in a dict,
  wildcard rules found by their most selective piece (or their literal prefix) and matched
  with ``bytes.find`` under a work budget proportional to the path's length (a decision that
  exhausts it denies; see ``_matching``); a few wildcard rules (a small selection: all its
  rules) are one regular expression whose first matching branch is the best rule.  Groups of
  other agents are never looked at.
* Cost (RFC9309_MAX_BYTES up to 512,000): parsing is one pass over the lines; the index of a
  selection is built in one sort and one scan and holds a few machine words per rule, nothing
  per ancestor directory; a decision costs O(len(path) * log(rules)) octet comparisons, plus
  at most ``_WORK_BASE + _WORK_PER_OCTET * len(path)`` for wildcard rules: the cost follows the
  URL, not the file.  Measured in ``benchmarks/bench_rules.py``.
* Memory (a crawl keeps one file per origin): a group's rules are one flat tuple (pattern,
  packed, ...), packing ``(line << 1) | allow`` in one int; the group of a rule follows from
  its line.  Patterns are ``bytes`` shared between groups, and short ones between files (as
  user-agent lines are: ``_robotsparse._share``).  Nothing is kept that is cheap to find
  again: the user-agent line that explains a decision is scanned for in a file of a few of
  them, and a few wildcard rules decided by a regular expression keep no rows until a path
  longer than it decides comes (``_matching._few_rows``).  Measured in
  ``benchmarks/bench_rules_memory.py``.
* A second crawler's rules are compiled in steps too (``compiling``, ``compiled_for``).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import chain

from scrapy_rfc9309.robotstxt import _matching
from scrapy_rfc9309.robotstxt._matching import (
    _EXACT,
    _NO_MATCH,
    _NOTHING,
    _OVER_BUDGET,
    _PREFIX,
    _best,
    _compile,
    _compiling,
    _in_order,
    _match_form,
    _Rules,
    _scan_fits,
    _Scanned,
)
from scrapy_rfc9309.robotstxt._robotsparse import _name, _reading_groups
from scrapy_rfc9309.robotstxt._steps import Steps, finish, release
from scrapy_rfc9309.robotstxt._urlnorm import (
    _PLAIN_URL,
    _http_path,
    _norm_rule,
    _percent_forms,
    _url_path,
)

#: RFC 9309 2.5: the parsing limit MUST be at least 500 kibibytes.
DEFAULT_MAX_BYTES = 512_000

#: A selection with at most this many prefix keys walks them without an index, and one with
#: at most this many wildcard rules matches them with one regular expression (see
#: ``_matching._compile``).
_SMALL_MAX = 48

#: A selection of at most ``_matching._WILD_PER_STEP`` rules holding at most this many
#: octets is compiled in one go (``_compiled``): at most about 2 ms of CPU for the costliest
#: such selection measured (125 wildcard rules of distinct 3-octet substrings), below the
#: longest step of the hostile files (``benchmarks/bench_steps.py``).
_AT_ONCE_OCTETS = 4096

#: The normal form of a URL's path holds at most this many octets per character of the URL
#: (a character is at most 4 octets of UTF-8, each one written ``%XX``).
_OCTETS_PER_CHAR = 12

#: Compiled selections of several groups kept per file (a single group's compiled rules take
#: its place for good): a crawler asks for one or two product tokens.
_MERGED_MAX = 8

#: Groups gathered in one step of ``RobotsTxt.parsing`` and of a selection's compiling.
_GROUPS_PER_STEP = 125

#: A file of at most this many user-agent lines keeps no table of them (``_named_by``).
_NAMES_SCANNED = 32
_NO_LINE = 1 << 62

_EMPTY_DICT: dict = {}

#: The first 12 octets of the normal form of /robots.txt, alone or with a query (a slice and
#: a set lookup: no call on the hot path).
_ROBOTS_TXT = frozenset((b"/robots.txt", b"/robots.txt?"))


# A ``compatible; Name/version`` comment (RFC 9110 10.1.5: products and comments): the name a
# crawler gives itself behind a browser's products, wherever the comment stands (bingbot's
# follows ``AppleWebKit/537.36 (KHTML, like Gecko;``, Googlebot's smartphone's ends the header).
# The name is read by ``_name`` where the comment's element starts; it counts when a version
# follows it (``/``, then anything: ``ShopCrawler/2.4 +https://...``), or when it is the whole
# element (``compatible; Bot)``); ``MSIE 6.0`` and ``Yahoo! Slurp`` are not products.
_COMPATIBLE = re.compile(r"[(;][ \t]*compatible[ \t]*;[ \t]*", re.IGNORECASE)
_PRODUCT_END = re.compile(r"/|[ \t]*(?:[;)]|$)")


def product_token(user_agent: str | bytes) -> str:
    """Crawler's name in a User-Agent string (RFC 9309 2.2.1, RFC 9110 10.1.5).

    The name of a ``compatible; Name/version`` comment when there is one, anywhere in the
    header, whatever follows the version (RFC 9309 2.2.1's example: ``Mozilla/5.0 (compatible;
    ExampleBot/0.1; +https://www.example.com/bot.html)`` gives ``'ExampleBot'``); else the
    first product's name, whole, up to ``/``, whitespace, ``;`` or another delimiter:
    ``'MJ12bot/1.4 (+http://...)'`` gives ``'MJ12bot'``, ``'360Spider'`` and
    ``'jävla-fanbot'`` stay whole; ``''`` when there is none.  Names are read as user-agent
    lines' are (``_robotsparse._name``; octets as UTF-8): a group applies when a name on one
    of its user-agent lines equals this one case-insensitively.
    """
    if isinstance(user_agent, bytes):
        user_agent = user_agent.decode("utf-8", "surrogateescape")
    for comment in _COMPATIBLE.finditer(user_agent):
        start = comment.end()
        name = _name(user_agent, start)
        if name and _PRODUCT_END.match(user_agent, start + len(name)):
            return name
    return _name(user_agent.strip())


_TOKEN_KEYS: dict[str | bytes, str] = {}


def _token_key(user_agent: str | bytes) -> str:
    """Lower-cased product token; cached, since a crawler sends one User-Agent over and over.

    A plain dict (emptied when it reaches 64 entries) rather than ``lru_cache``: one lookup on
    the hot path, by ``in`` and a subscript (no call).
    """
    if user_agent in _TOKEN_KEYS:
        return _TOKEN_KEYS[user_agent]
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
    #: Denied because deciding would cost more than the work budget allows for a URL this
    #: long (a hostile robots.txt; see ``_matching``): no rule was found to decide.
    over_budget: bool = False


_new_match = object.__new__
_match_fields = tuple(Match.__dict__[name].__set__ for name in Match.__slots__)


def _make_match(
    allowed: bool,
    rule: str | None,
    line: int | None,
    group: str | None,
    group_line: int | None,
    over_budget: bool = False,
) -> Match:
    """``Match(...)`` at half the cost: the middleware builds one per request.

    A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``; the slot
    descriptors do the same job directly.  The instance is the same frozen ``Match``.
    """
    m = _new_match(Match)
    s0, s1, s2, s3, s4, s5 = _match_fields
    s0(m, allowed)
    s1(m, rule)
    s2(m, line)
    s3(m, group)
    s4(m, group_line)
    s5(m, over_budget)
    return m


@dataclass(frozen=True, slots=True)
class RequestRate:
    """A ``Request-rate: n/s`` record: at most ``requests`` requests per ``seconds`` seconds."""

    requests: int
    seconds: float


@dataclass(frozen=True, slots=True)
class ContentUsageRule:
    """A ``Content-Usage: [path] preferences`` rule (draft-ietf-aipref-attach), as read.

    The engine only keeps it per group; ``scrapy_rfc9309.usage`` parses the statement and
    finds the rules for a URL (by longest match, as Allow/Disallow).
    """

    #: 1-based line in robots.txt.
    line: int
    #: The path pattern in the normal form of Allow/Disallow patterns (``/`` when absent).
    pattern: bytes
    #: The statement of preference as written (an RFC 9651 dictionary, not yet parsed).
    preferences: bytes
    #: The whole value as written, path included where there was one: what logs quote.
    written: bytes = field(default=b"", compare=False)
    #: Not a rule read but the mark of one dropped at a bound (``"too-many"`` rules in the
    #: file, a ``"too-long"`` value): it may have said ``n``, so its group reads as ``n``.
    cut: str = ""

    def __str__(self) -> str:
        value = self.written or self.pattern + b" " + self.preferences
        return "Content-Usage: " + value.decode("latin-1")


def _value_of(flat: tuple, key: str) -> object:
    """The value after ``key`` in a flat ``(key, value, ...)`` tuple (a few entries), or None."""
    for i in range(0, len(flat), 2):
        if flat[i] == key:
            return flat[i + 1]
    return None


def _pairs(flat: tuple[bytes | int, ...]) -> list[tuple[bytes, int]]:
    """A group's flat (pattern, packed, ...) as (pattern, packed) pairs."""
    return list(zip(flat[::2], flat[1::2], strict=True))  # type: ignore[arg-type]


def _few(rules: int, octets: int) -> bool:
    """Whether a selection of ``rules`` rules holding ``octets`` octets is compiled in one go
    and its first decision made without compiling (``RobotsTxt._scanned``): at most
    ``_matching._WILD_PER_STEP`` rules (what the costliest kind of compile step handles) of
    at most ``_AT_ONCE_OCTETS`` in all, less work than one step."""
    return rules <= _matching._WILD_PER_STEP and octets <= _AT_ONCE_OCTETS


def _compiled(entries: list[tuple[bytes, int]]) -> Steps[_Rules]:
    """The compiled rules ``(pattern, packed)`` of a selection, in steps; at once, no step
    taken, when they are few (``_few``): there the turns of the reactor would cost more than
    the compile (a typical file's takes a tenth of a millisecond)."""
    if _few(len(entries), len(b"".join([pattern for pattern, _ in entries]))):
        return _compile(entries, _SMALL_MAX)
    rules = yield from _compiling(entries, _SMALL_MAX)
    yield from release(entries)
    return rules


def _verdict_of(
    plain: bytes, decoded: bytes | None, rules: _Rules | _Scanned
) -> tuple[int, int, bytes] | None:
    """Best rule for a URL's normal forms (``_urlnorm._norm_url``); ``None`` for the
    implicitly allowed robots.txt."""
    if plain[:12] in _ROBOTS_TXT:
        return None  # RFC 9309 2.2.2: 'The /robots.txt URI is implicitly allowed.'
    # A path that starts with none of a few rules' literal prefixes matches none of them:
    # one ``startswith`` decides most paths of a small file.
    heads = rules.heads
    best = (
        _NOTHING if heads is not None and not plain.startswith(heads)
        else _best(rules, plain)  # type: ignore[arg-type]  # (_best reads a _Scanned too)
    )
    if decoded is not None:
        if decoded[:12] in _ROBOTS_TXT:
            return None
        other = (
            _NOTHING if heads is not None and not decoded.startswith(heads)
            else _best(rules, decoded)  # type: ignore[arg-type]
        )
        if best[0] != _OVER_BUDGET and (
            other[0] == _OVER_BUDGET
            or other[0] > best[0]
            or (other[0] == best[0] and other[1] & 1 > best[1] & 1)
        ):
            best = other
    return best


class RobotsTxt:
    """A parsed robots.txt; answers "may crawler X fetch URL Y" per RFC 9309."""

    __slots__ = (
        "_agents",
        "_compiled",
        "_delays",
        "_groups",
        "_last_agent",
        "_last_rules",
        "_lines",
        "_named",
        "_rates",
        "_sitemaps",
        "_star",
        "_starts",
        "_usage",
    )

    # A rule is packed as (line << 1) | allow; its group follows from its line.  A selection
    # is the tuple of the groups that apply to one token, in file order.
    _agents: dict[str, tuple[int, ...]]  # lower-cased group token -> the groups naming it
    _star: tuple[int, ...]  # the '*' groups
    _starts: tuple[int, ...]  # line of each group's first user-agent line
    _lines: tuple[int | str, ...]  # line, lower-cased name, text, ... of user-agent lines
    # _named_by's table: None until built, empty for a file whose user-agent lines are scanned
    _named: dict[tuple[int, str], tuple[int, str]] | None
    _delays: tuple[str | float, ...]  # lower-cased name or '*', largest Crawl-delay, ...
    _rates: tuple[str | RequestRate, ...]  # lower-cased name or '*', lowest Request-rate, ...
    _sitemaps: tuple[str, ...]
    _usage: dict[int, tuple[ContentUsageRule, ...]]  # only groups that have Content-Usage
    # Each group's rules: flat (pattern, packed, ...) until the group is asked about alone,
    # then its compiled rules.
    _groups: list[tuple[bytes | int, ...] | _Rules]
    _compiled: dict[tuple[int, ...], _Rules] | None  # selections of several groups
    # allowed(): the last User-Agent asked about (None: none yet; False: one URL decided, by a
    # scan, see _scanned) and its compiled selection, or None if no group applies (a crawler
    # asks for one User-Agent over and over).
    _last_agent: str | bytes | bool | None
    _last_rules: _Rules | None

    @classmethod
    def parse(cls, body: bytes, max_bytes: int = DEFAULT_MAX_BYTES) -> RobotsTxt:
        """Parse a robots.txt body.  Never raises on any bytes.

        Only the first ``max_bytes`` octets are read.  When the body is longer, the line that
        straddles the limit is dropped rather than cut: a cut rule means something else
        (``Allow: /public/x`` cut to ``Allow: /``), while a dropped one is simply unread.
        """
        return finish(cls.parsing(body, max_bytes))

    @classmethod
    def parsing(
        cls,
        body: bytes,
        max_bytes: int = DEFAULT_MAX_BYTES,
        user_agents: Iterable[str | bytes] = (),
    ) -> Steps[RobotsTxt]:
        """``parse`` in steps of a few milliseconds (see ``_steps``), returning the same
        ``RobotsTxt``; then the rules that apply to each of ``user_agents`` are compiled
        (``compiling``), so that the first decision for them takes no step.  A file that fits
        in one step takes none: read in one go (``_robotsparse._OCTETS_PER_STEP``, and fewer
        than ``_GROUPS_PER_STEP`` groups), its few rules left for its decisions (``_few``)."""
        agents, star, starts, lines, delays, rates, rules, sitemaps, usage = yield from (
            _reading_groups(body, max_bytes)
        )
        self = object.__new__(cls)
        # One tuple per selection (found by ``in``, no call: most files name a few agents).
        self._star = selection = tuple(star)
        selections = {selection: selection}
        by_token: dict[str, tuple[int, ...]] = {}
        for token in agents:
            selection = tuple(agents[token])
            if selection in selections:
                selection = selections[selection]
            else:
                selections[selection] = selection
            by_token[token] = selection
        self._agents = by_token or _EMPTY_DICT
        self._starts = tuple(starts)
        self._lines = tuple(lines)
        # No table of a few user-agent lines: they are scanned (see _named_by).
        self._named = None if len(lines) > 3 * _NAMES_SCANNED else _EMPTY_DICT
        self._delays = tuple(chain.from_iterable(delays.items())) if delays else ()
        self._rates = tuple(
            x for k, (n, s) in rates.items() for x in (k, RequestRate(n, s))
        ) if rates else ()
        self._sitemaps = tuple(sitemaps)
        self._usage = {
            g: tuple(ContentUsageRule(*rule) for rule in found) for g, found in usage.items()
        } if usage else _EMPTY_DICT
        groups: list[tuple[bytes | int, ...] | _Rules] = []
        for n, flat in enumerate(rules, 1):
            groups += (tuple(flat),)
            if not n % _GROUPS_PER_STEP:
                yield
        self._groups = groups
        self._compiled = None
        self._last_agent = self._last_rules = None
        for agent in user_agents:
            yield from self.compiling(agent)
        return self

    def compiling(self, user_agent: str | bytes) -> Steps[None]:
        """Compile the rules that apply to ``user_agent`` (a User-Agent string or product
        token) in steps of a few milliseconds (see ``_steps``), so that its first decision
        takes no step: what ``parsing`` does for its ``user_agents``, for an agent first seen
        later.  Few rules (``_few``) are left to the decisions: the first tries them one by
        one, the next compiles them in one go.  Nothing to do (no step) when ``compiled_for``
        it already."""
        selection = self._select(_token_key(user_agent))
        if selection:
            if self._few_flat(selection) is None:
                yield from self._compiling(selection)
            if self._named is None:
                yield from self._naming()  # what decide() explains a decision with

    def compiled_for(self, user_agent: str | bytes) -> bool:
        """Whether deciding for ``user_agent`` takes no compile step (``compiling`` would
        take none): its rules are compiled, or few (``_few``); once they are compiled, one
        dict lookup, for the glue to ask before every decision."""
        selection = self._select(_token_key(user_agent))
        if not selection:
            return True
        if self._named is None:
            return False
        if len(selection) == 1:
            if self._groups[selection[0]].__class__ is _Rules:
                return True
        elif self._compiled is not None and selection in self._compiled:
            return True
        return self._few_flat(selection) is not None

    @classmethod
    def allow_all(cls) -> RobotsTxt:
        """A robots.txt without rules (e.g. for a 4xx robots.txt, RFC 9309 2.3.1.3)."""
        return cls.parse(b"")

    def _select(self, token: str) -> tuple[int, ...]:
        """Groups that apply to ``token`` (lower-cased): those naming it, else the ``*`` groups.

        RFC 9309 2.2.1: case-insensitive, and all the groups naming the crawler are merged.
        """
        agents = self._agents
        return agents[token] if token in agents else self._star

    def _few_flat(self, selection: tuple[int, ...]) -> tuple[bytes | int, ...] | None:
        """The rules of ``selection`` as flat (pattern, packed, ...), when none of its groups
        is compiled and they are few (``_few``); else None."""
        groups = self._groups
        if len(selection) == 1:
            flat = groups[selection[0]]
            if flat.__class__ is not tuple:
                return None
        elif len(selection) > _GROUPS_PER_STEP or (
            self._compiled is not None and selection in self._compiled
        ):
            return None
        else:
            parts = [groups[g] for g in selection]
            for part in parts:
                if part.__class__ is not tuple:
                    return None
            flat = tuple(chain.from_iterable(parts))  # type: ignore[arg-type]
        if not _few(len(flat) // 2, sum(map(len, flat[::2]))):  # type: ignore[arg-type]
            return None
        return flat  # type: ignore[return-value]

    def _scanned(self, selection: tuple[int, ...], url: str | bytes) -> _Scanned | None:
        """The rules of ``selection`` for the file's first decision, on ``url``: not compiled
        but tried one by one (``_matching._scan``, the same answer) when they are few and
        the URL short enough that no work budget runs out (``_scan_fits``; a normal form
        is at most ``_OCTETS_PER_CHAR`` octets per character).  An origin asked about once,
        as most of a broad crawl's are, never compiles its rules; the next decision does.
        Else None."""
        if self._last_agent is not None:
            return None
        flat = self._few_flat(selection)
        if flat is None or not _scan_fits(
            len(flat) // 2, _AT_ONCE_OCTETS, _OCTETS_PER_CHAR * (len(url) + 1)
        ):
            return None
        self._last_agent = False
        return _Scanned(flat)

    def _rules(self, selection: tuple[int, ...]) -> _Rules:
        """The compiled rules of a selection of groups; built on first use (linear in them)."""
        if len(selection) == 1:
            rules = self._groups[selection[0]]
            if rules.__class__ is _Rules:
                return rules  # type: ignore[return-value]
        elif self._compiled is not None:
            compiled = self._compiled.get(selection)
            if compiled is not None:
                return compiled
        return finish(self._compiling(selection))

    def _compiling(self, selection: tuple[int, ...]) -> Steps[_Rules]:
        """``_rules`` in steps: compile the rules of a selection and keep them."""
        groups = self._groups
        if len(selection) == 1:
            rules = groups[selection[0]]
            if rules.__class__ is not _Rules:
                entries = _pairs(rules)  # type: ignore[arg-type]
                rules = groups[selection[0]] = yield from _compiled(entries)
            return rules  # type: ignore[return-value]
        merged = self._compiled
        if merged is None:
            merged = self._compiled = {}
        compiled = merged.get(selection)
        if compiled is None:
            entries = []
            for n, g in enumerate(selection, 1):
                if not n % _GROUPS_PER_STEP:
                    yield
                group = groups[g]
                entries += group.entries() if group.__class__ is _Rules else _pairs(group)  # type: ignore[union-attr,arg-type]
            compiled = yield from _compiled(entries)
            if len(merged) >= _MERGED_MAX:
                merged.clear()
            merged[selection] = compiled
        return compiled

    def decide(self, url: str | bytes, token: str) -> Match:
        """Decide whether crawler ``token`` may fetch ``url``, and say why.

        ``url`` is a full URL or an absolute path.  ``token`` is the crawler's product token,
        compared case-insensitively and whole (``'Foo Bar'`` is not ``'Foo'``; use
        ``product_token`` or ``allowed`` to start from a User-Agent string).
        """
        selection = self._select(token.lower())
        if not selection:
            return Match(True)
        rules = self._scanned(selection, url) or self._rules(selection)
        verdict = _verdict_of(*_url_path(url), rules)
        if verdict is None or verdict[0] == _NO_MATCH:
            line, text = self._named_by(selection[0], token)
            return _make_match(True, None, None, text, line)
        pri, packed, pat = verdict
        if pri == _OVER_BUDGET:
            line, text = self._named_by(selection[0], token)
            return _make_match(False, None, None, text, line, True)
        allow = bool(packed & 1)
        line, text = self._named_by(bisect_right(self._starts, packed >> 1) - 1, token)
        rule = ("Allow: " if allow else "Disallow: ") + pat.decode("latin-1")
        return _make_match(allow, rule, packed >> 1, text, line)

    def content_usage(self, token: str) -> tuple[ContentUsageRule, ...]:
        """The Content-Usage rules of the groups that apply to crawler ``token`` (the same
        groups as Allow/Disallow: RFC 9309 2.2.1), in file order; ``()`` when there are none."""
        usage = self._usage
        if not usage:
            return ()
        return tuple(r for g in self._select(token.lower()) for r in usage.get(g, ()))

    def _named_by(self, group: int, token: str) -> tuple[int, str]:
        """The user-agent line of ``group`` that names ``token`` (else its ``*`` line), as
        ``(line, text as written)``.  A file of a few user-agent lines has them scanned (no
        table kept per file, ``_named`` empty: memory per origin); else the table is built on
        the first explanation, in one pass over the user-agent lines, so that each costs one
        lookup."""
        token = token.lower()
        named = self._named
        if named is None:
            named = finish(self._naming())
        if named:
            return named.get((group, token)) or named[(group, "*")]
        lines = self._lines
        starts = self._starts
        first = starts[group]
        end = starts[group + 1] if group + 1 < len(starts) else _NO_LINE
        star = None
        for i in range(0, len(lines), 3):
            line: int = lines[i]  # type: ignore[assignment]
            if first <= line < end:
                name = lines[i + 1]
                if name == token:
                    return line, lines[i + 2]  # type: ignore[return-value]
                if star is None and name == "*":
                    star = line, lines[i + 2]
        return star  # type: ignore[return-value]

    def _naming(self) -> Steps[dict[tuple[int, str], tuple[int, str]]]:
        """Build and keep ``_named_by``'s table, in steps of ``_GROUPS_PER_STEP`` lines."""
        named: dict[tuple[int, str], tuple[int, str]] = {}
        lines = self._lines
        starts = self._starts
        g = 0
        for i in range(0, len(lines), 3):
            if i and not i % (3 * _GROUPS_PER_STEP):
                yield
            line: int = lines[i]  # type: ignore[assignment]
            while g + 1 < len(starts) and starts[g + 1] <= line:
                g += 1
            named.setdefault((g, lines[i + 1]), (line, lines[i + 2]))  # type: ignore[arg-type]
        self._named = named
        return named

    # -- Scrapy RobotParser-compatible API ------------------------------------------------

    def allowed(self, url: str | bytes, user_agent: str | bytes) -> bool:
        """Whether ``user_agent`` (a User-Agent string or product token) may fetch ``url``."""
        rules: _Rules | _Scanned | None
        if self._last_agent == user_agent:
            rules = self._last_rules
        else:
            selection = self._select(_token_key(user_agent))
            rules = self._scanned(selection, url) if selection else None
            if rules is None:
                rules = self._rules(selection) if selection else None
                self._last_agent, self._last_rules = user_agent, rules
        if rules is None:
            return True
        # decide()'s verdict, on the URL's normal forms found the cheapest way.
        usual = _PLAIN_URL(url) if url.__class__ is str else None  # type: ignore[arg-type]
        if usual is not None:  # the hot path: a URL with nothing to normalise
            plain, decoded = usual[1].encode(), None
        else:
            pct = _http_path(url) if url.__class__ is str else None  # type: ignore[arg-type]
            if pct is None:  # the general route
                plain, decoded = _url_path(url)
            else:
                plain, decoded = _percent_forms(pct)  # only its %xx to normalise
                if decoded is not None and not rules.spelled and len(plain) <= rules.rxmax:
                    plain, decoded = decoded, None  # (see _Rules.spelled; covers /robots.txt)
        verdict = _verdict_of(plain, decoded, rules)
        # Allowed: the implicitly allowed robots.txt, no rule, or an Allow (over budget denies).
        return verdict is None or verdict[0] == _NO_MATCH or bool(verdict[1] & 1)

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


class PatternIndex:
    """Path patterns in the normal form of Allow/Disallow patterns (``ContentUsageRule``'s
    ``pattern``), compiled once for longest-match lookup by the engine's own matcher: ``*``,
    ``$``, percent forms and work budget as for Allow/Disallow, for rules that are not
    Allow/Disallow (robots.txt Content-Usage)."""

    __slots__ = ("_rules",)

    #: What ``longest`` gives when the match ran out of the engine's work budget.
    OVER_BUDGET = -1

    def __init__(self, patterns: Iterable[bytes]) -> None:
        # One entry per distinct pattern, packed as the index of its first occurrence, so the
        # winner names a pattern; ties between equally long ones go to the earlier, as lines.
        first: dict[bytes, int] = {}
        for i, pattern in enumerate(patterns):
            first.setdefault(pattern, i)
        entries = [(pattern, (i << 1) | 1) for pattern, i in first.items()]
        self._rules = _compile(entries, _SMALL_MAX) if entries else None

    def longest(self, url: str | bytes) -> int | None:
        """The index of the first of the longest patterns matching ``url`` (a URL or an
        absolute path, normalised as for a decision), ``OVER_BUDGET``, or None when none
        matches (``/robots.txt`` matches none: RFC 9309 2.2.2 allows it implicitly)."""
        if self._rules is None:
            return None
        found = _verdict_of(*_url_path(url), self._rules)
        if found is None or found[0] == _NO_MATCH:
            return None
        if found[0] == _OVER_BUDGET:
            return self.OVER_BUDGET
        return found[1] >> 1


class PatternList:
    """Path patterns as robots.txt writes them (``*``: any octets, a final ``$``: the end),
    in order, for files whose first matching pattern wins (W3C TDMRep's tdmrep.json).
    Patterns and URLs take the Allow/Disallow normal form and are compared with unreserved
    ``%XX`` decoded on both sides; a wildcard pattern is tried with the engine's glob search
    (greedy leftmost, no backtracking), so a lookup costs at most (patterns x path length)
    octets searched in C. An empty pattern matches nothing."""

    __slots__ = ("_forms",)

    def __init__(self, patterns: Iterable[str]) -> None:
        forms: list[tuple[int, bytes, tuple[bytes, ...], bool] | None] = []
        for pattern in patterns:
            raw = pattern.encode("utf-8", "surrogatepass")  # JSON may hold a lone surrogate
            if not raw:
                forms.append(None)
                continue
            written, decoded = _norm_rule(raw)
            kind, body = _match_form(decoded or written)
            anchored = body.endswith(b"$") and kind not in (_PREFIX, _EXACT)
            pieces = tuple((body[:-1] if anchored else body).split(b"*"))
            forms.append((kind, body, pieces, anchored))
        self._forms = tuple(forms)

    def first(self, url: str | bytes) -> int | None:
        """The index of the first pattern matching ``url`` (a URL or an absolute path), or
        None when none does."""
        plain, decoded = _url_path(url)
        path = decoded or plain
        for i, form in enumerate(self._forms):
            if form is None:
                continue
            kind, body, pieces, anchored = form
            if kind == _PREFIX:
                if path.startswith(body):
                    return i
            elif kind == _EXACT:
                if path == body:
                    return i
            elif path.startswith(pieces[0]) and _in_order(
                pieces[1:], anchored, path, len(pieces[0])
            ):
                return i
        return None
