"""Rule matching: the compiled rules of one selection of groups, and its best rule for a path.

A selection (the groups that apply to one product token) is compiled once, when it is asked
about (a few rules decide the first path without it: ``_scan``), into three parts whose cost
follows the path, not the number of rules:

* prefix rules (``/a/``, and ``/a*`` which matches exactly the paths ``/a`` matches, at
  priority 3): a ``_ruleindex`` prefix index; each key carries the best rule of its whole
  ancestor chain, so the deepest key that prefixes the path gives the answer;
* ``literal$`` rules: a dict, one lookup of the path;
* wildcard rules under a literal prefix longer than ``/`` (``/shop/*/print``): one list per
  prefix, the prefixes in a second prefix index (the lists that apply are the chain of the
  deepest prefix of the path);
* the other wildcard rules (``/*.pdf$``, ``/*?sort=``): a rule can only match a path that
  holds its key piece (its longest piece; for a ``$`` rule its last piece, which must end the
  path), so they are kept in dicts by key piece.  A decision looks up the path's suffixes of
  the lengths that occur, and finds the other key pieces either one by one (``bytes.find``)
  or among the path's substrings of the lengths that occur, whichever costs less, or, with
  many of them, by the path's 3-octet substrings (``_gram_lists``).
  Each list found is tried in priority order, until its first match or a rule that cannot
  win, piece by piece with ``bytes.find`` (``_in_order``: greedy leftmost, exact for ``*``;
  no backtracking).

A few wildcard rules (``_REGEX_OCTETS`` at most) are instead one regular expression
(``_alternation``): its branches are the rules in priority order, so the first branch that
matches is the best rule, found in one C call instead of an interpreted loop.  A small
selection (``_REGEX_ALL`` octets at most) that is not of prefix rules alone puts all its
rules in it, and one call decides.

How wildcards are bounded: finding the pieces costs at most (pieces x path length) or (piece
lengths x path length), and each rule found costs about one scan of the path; a hostile file
can make both large.  So a decision has a work budget of ``_WORK_BASE + _WORK_PER_OCTET *
len(path)`` units, a unit being about a nanosecond of this machine's work: a scan of the path
is charged its length, each rule tried ``_RULE_COST`` more (the interpreter's loop), each
substring looked up ``_SUBSTRING_COST``.  A decision that runs out of budget before it is
settled returns ``_OVER_BUDGET``, which the engine turns into a denial: never allowing what
might be disallowed is the safe side of an undecided question.  An automaton over all the
patterns would bound the cost without a budget, but in pure Python it costs an interpreted
step per octet of the URL (more than the budget's C-level scans) and memory per pattern octet.
No real file comes near the budget: on a 2,000-octet path (Scrapy's URLLENGTH_LIMIT is 2,083)
it pays for looking for 400 key pieces and then trying 500 rules, and the largest group of the
real-file corpus holds 506 wildcard rules, most ruled out by their key piece.  The regular
expression of a small selection has no budget, but a bound: each piece is a lookahead that
the engine never re-enters (``(?=(.*?piece))`` and a backreference: greedy leftmost again,
no backtracking), so a decision costs at most (octets of the wildcard patterns x path
length) steps, plus the literal ones once; it is asked only about paths of at most
``_REGEX_PATH`` octets and while that product is at most ``_REGEX_STEPS`` (0.3 ms at that
product for the worst file measured here, 48 rules of 40-octet pieces that match all but
their last octet everywhere); longer paths take the budgeted loop.  Pure code.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_right
from collections.abc import Sequence
from heapq import merge
from itertools import chain
from operator import itemgetter

from scrapy_rfc9309.robotstxt._ruleindex import _deepest, _linking
from scrapy_rfc9309.robotstxt._steps import Steps, finish, release

#: Work budget of one decision (see module docstring), in units of about a nanosecond.
_WORK_BASE = 2_000_000
_WORK_PER_OCTET = 64
#: What trying one rule costs beyond its scan (the interpreter's loop).
_RULE_COST = 256
#: What looking up one substring of the path costs; and each length of them.
_SUBSTRING_COST = 128

#: The regular expression of a small selection decides a path when (octets of its wildcard
#: patterns x octets of the path) is at most this (see module docstring).
_REGEX_STEPS = 2_000_000
#: ... and at most this long: the regular expression scans the path once per wildcard branch,
#: at a few nanoseconds an octet, where ``bytes.find`` runs at memory speed.
_REGEX_PATH = 128
#: A selection whose patterns hold more octets than this gets no regular expression (it
#: bounds the memory of one, a few times this).
_REGEX_OCTETS = 4096
#: ... and when they hold more than this, it is of the wildcard rules only (a compiled
#: expression takes about ten bytes per octet: memory held per origin).
_REGEX_ALL = 256

#: Rules read, or keys linked, in one step of ``_compiling`` (a few milliseconds of work);
#: wildcard rules prepared in one step (``_row``, a few times the work).
_RULES_PER_STEP = 500
_WILD_PER_STEP = 125

#: Key pieces of ``_gram_lists``: their length (the substrings of a path looked up), and how
#: many wildcard rules' key pieces a selection needs for them.
_GRAM = 3
_GRAMS_MIN = 32

_FIRST = itemgetter(0)

#: Priority returned when no rule matches, and when the work budget ran out.
_NO_MATCH = -1
_OVER_BUDGET = -2
_NOTHING = (_NO_MATCH, 0, b"")

_HEX_DIGIT = re.compile(rb"[0-9A-F]").search
_NO_LIMIT = 1 << 62


def _rank(pri: int, packed: int) -> tuple[int, int, int]:
    """Order of rules: higher priority, then Allow, then the earlier line (provenance only)."""
    return pri, packed & 1, -(packed >> 1)


# A rule being compiled: (priority, packed, pattern as written (normalised), pattern to match).
_Rule = tuple[int, int, bytes, bytes]


class _Rules:
    """The compiled rules of one selection of groups (see module docstring)."""

    __slots__ = ("decider", "elens", "exact", "hbuckets", "heads", "hkeys", "hlinks", "keys",
                 "links", "odd", "packs", "prefix_only", "root", "rx", "rxall", "rxmark", "rxmax",
                 "rxrules", "spelled", "wends", "wgrams", "wild", "wlens", "wshort")

    #: The keys of the prefix rules, sorted.  Few of them (``links`` None): ``keys`` holds them
    #: all, and one ``startswith(keys)`` rules most paths out.  Else a ``_ruleindex`` prefix
    #: index (``keys[0]`` is ``b""``, holding no rule).
    keys: tuple[bytes, ...]
    links: array | None
    #: Only prefix rules (no root, ``literal$`` or wildcard rule): ``_prefix_rule`` decides.
    prefix_only: bool
    #: Whether a rule may match the ``%XX`` spelling of a URL (``_urlnorm._norm_url``'s
    #: ``plain``) and not its decoded form: a pattern holds ``%``, or a wildcard pattern a hex
    #: digit (it may match inside a ``%XX``), or the wildcard rules have a work budget.  When
    #: not, whatever matches the spelling matches the decoded form too, and a yes/no answer
    #: needs only the decoded form.
    spelled: bool
    #: A few rules, none starting with ``*`` or ``/*``: their literal prefixes (``keys``
    #: itself for prefix rules only).  A path that starts with none of them matches no rule,
    #: which one ``startswith`` tells: the engine's fast route for most paths.  Else None.
    heads: tuple[bytes, ...] | None
    #: Per key, the packed value of its own rule (0: none); ``bytes`` when all fit in one.
    packs: array | bytes
    #: Where the best rule of a key's chain is not its own: {key position: position of the key
    #: whose rule it is}.  Usually None: few files nest their rules.
    decider: dict[int, int] | None
    #: Patterns as written where they are not their key (``/a*`` has the key ``/a``).
    odd: dict[int, bytes] | None
    #: The rule of the empty key (``*``, which every path matches): (packed, pattern), or None.
    root: tuple[int, bytes] | None
    #: ``literal$`` rules: {path: (packed, pattern)}.
    exact: dict[bytes, tuple[int, bytes]] | None
    #: Wildcard rules as flat rows of ``_row`` (priority, packed, pattern, pieces, key piece,
    #: literal prefix, ends with '$', ...) in priority order.  A few of them: one such
    #: tuple, or ``()`` while ``rx`` has decided every path (``_few_rows`` makes it from
    #: ``rxrules`` for the first longer one: memory per origin).  Else a dict by key piece
    #: of the rules without '$' (``wild``) and of the '$' rules (``wends``), and the lengths
    #: of those pieces (``wlens``, ``elens``, ascending): only the rules whose key piece is
    #: in the path are looked at.
    wild: tuple | dict[bytes, tuple] | None
    wends: dict[bytes, tuple] | None
    wlens: tuple[int, ...] | None
    elens: tuple[int, ...] | None
    #: With many such key pieces (``_GRAMS_MIN``), a third way to find them (``_gram_lists``):
    #: each piece of ``_GRAM`` octets or more under the one of its ``_GRAM``-octet substrings
    #: that fewest pieces hold, ``wgrams`` {substring: flat (position in ``wild``, piece,
    #: where the substring is in it, ...)}, and the shorter pieces, flat (position, piece, ...)
    #: in ``wshort``: a path's substrings of that one length are looked up, instead of
    #: every piece searched for (real files of hundreds of ``/*/long/path*`` rules).
    wgrams: dict[bytes, tuple] | None
    wshort: tuple | None
    #: With many wildcard rules, those whose literal prefix is longer than ``/`` are not in
    #: ``wild``/``wends`` but in one list per prefix (``hbuckets``, None for a key that is no
    #: prefix), the prefixes in a prefix index (``hkeys``, ``hlinks``): the lists that apply
    #: to a path are the chain of the deepest prefix of it.
    hkeys: tuple[bytes, ...] | None
    hlinks: array | None
    hbuckets: tuple[tuple | None, ...] | None
    #: A selection of few wildcard rules (``wild`` a tuple, or None), not of prefix rules
    #: alone: the ``match`` method of a regular expression (``_alternation``) of all its
    #: rules (``rxall``; of its wildcard rules only when the others hold too many octets),
    #: the rule each of its groups ends (None for a group that ends no branch).  ``rxmax``:
    #: the longest path decided without a work budget (see ``_REGEX_STEPS``: longer ones try
    #: ``wild`` in turn; no limit without wildcard rules, -1 for many of them).
    rx: object
    rxall: bool
    #: Per group: where its rule is in rxrules (-1, or 0 in ``bytes``: no rule, never read).
    rxmark: array | bytes | None
    rxrules: tuple | None  # flat (priority, packed, pattern, ...)
    rxmax: int

    def entries(self) -> list[tuple[bytes, int]]:
        """The rules that can decide, as ``(pattern, packed)``: enough to merge selections."""
        packs, keys, odd = self.packs, self.keys, self.odd or {}
        out = [(odd.get(i) or keys[i], p) for i, p in enumerate(packs) if p]
        if self.root is not None:
            out.append(self.root[::-1])
        out += [(pat, packed) for packed, pat in (self.exact or {}).values()]
        wild = self.wild
        if wild.__class__ is dict:
            lists = [*wild.values(), *self.wends.values(), *(self.hbuckets or ())]  # type: ignore[union-attr]
        else:
            lists = [_few_rows(self)] if wild is not None else []
        for flat in lists:
            if flat is not None:
                out += zip(flat[2::7], flat[1::7], strict=True)
        return out


def _compile(entries: list[tuple[bytes, int]], small: int) -> _Rules:
    """Compile the rules ``(pattern, packed)`` of one selection of groups.

    Of rules that match the same paths, only the one that decides stays.  ``small``: at most
    this many prefix keys are kept without pointers, and a selection with at most this many
    keys, wildcard and ``literal$`` rules gets one regular expression (``_alternation``).
    """
    return finish(_compiling(entries, small))


def _compiling(entries: list[tuple[bytes, int]], small: int) -> Steps[_Rules]:
    """``_compile`` in steps (see ``_steps``): it yields after every ``_RULES_PER_STEP``
    rules read, keys linked or wildcard rules prepared."""
    prefix: dict[bytes, _Rule] = {}
    exact: dict[bytes, _Rule] = {}
    wild: dict[bytes, _Rule] = {}
    tables = (prefix, exact, wild)
    percent = False
    for n, (pat, packed) in enumerate(entries, 1):
        if not n % _RULES_PER_STEP:
            yield
        if not percent and pat.find(b"%") != -1:
            percent = True
        pri = len(pat)
        kind, body = _match_form(pat)
        table = tables[kind]
        old = table.get(body)
        if old is None or _rank(pri, packed) > _rank(old[0], old[1]):
            table[body] = (pri, packed, pat, body)

    rules = object.__new__(_Rules)
    root = prefix.pop(b"", None)
    rules.root = None if root is None else (root[1], root[2])
    keys = sorted(prefix)
    links = None
    if len(keys) > small:
        keys.insert(0, b"")
        yield
        links = yield from _linking(tuple(keys))
    rules.keys = tuple(keys)
    rules.links = links
    packs = array("i", bytes(4 * len(keys)))
    best = [-1] * len(keys)  # position of the key whose rule is the best of each chain
    decider: dict[int, int] = {}
    odd: dict[int, bytes] = {}
    chain: list[int] = []  # (few keys) the previous key and the earlier keys prefixing it
    for i, key in enumerate(keys):
        if i and not i % _RULES_PER_STEP:
            yield
        if links is not None:
            p = links[2 * i] if i else -1
        else:  # parent: the longest earlier key that prefixes this one.  Keys are sorted, so
            # an earlier key that prefixes this one prefixes every key between them: it is on
            # the previous key's chain, and the chain is walked back, not every earlier key.
            while chain and not key.startswith(keys[chain[-1]]):
                chain.pop()
            p = chain[-1] if chain else -1
            chain.append(i)
        d = best[p] if p >= 0 else -1
        own = prefix.get(key)
        if own is not None:
            pri, packed, pat, _ = own
            packs[i] = packed
            if pat is not key:
                odd[i] = pat
            if d < 0 or _rank(pri, packed) > _rank(len(odd.get(d) or keys[d]), packs[d]):
                d = i
        best[i] = d
        if d != i and d >= 0:
            decider[i] = d
    rules.packs = bytes(packs.tolist()) if max(packs, default=0) < 256 else packs
    rules.decider = decider or None
    rules.odd = odd or None
    rules.exact = {body: (packed, pat) for body, (_, packed, pat, _) in exact.items()} or None

    rules.wild = rules.wends = rules.wlens = rules.elens = rules.wgrams = rules.wshort = None
    rules.hkeys = rules.hlinks = rules.hbuckets = None
    rules.rx = rules.rxmark = rules.rxrules = None
    rules.rxall = False
    rules.rxmax = -1 if wild else _NO_LIMIT
    ranked = []
    for n, rule in enumerate(wild.values(), 1):
        if not n % _RULES_PER_STEP:
            yield
        ranked.append((_rank(rule[0], rule[1]), rule))
    # Sorted a run of rules per step, the runs merged as the rows are made (a sort of
    # twelve thousand rules in one go is a long step).
    runs = []
    for start in range(0, len(ranked), _RULES_PER_STEP):
        yield
        runs.append(sorted(ranked[start : start + _RULES_PER_STEP], key=_FIRST, reverse=True))
    shared: dict[bytes, bytes] = {}
    rows = []
    merged = runs[0] if len(runs) == 1 else merge(*runs, key=_FIRST, reverse=True)
    for n, (_, rule) in enumerate(merged, 1):
        if not n % _WILD_PER_STEP:
            yield
        rows.append(_row(rule, shared))
    scanned = sum(len(row[2]) for row in rows)
    literal = sum(len(rule[2]) for rule in (*prefix.values(), *exact.values()))
    lists: tuple[dict, ...] = ()
    if len(rows) <= small:
        rules.wild = few_rows = _flat(rows) or None
        if scanned <= _REGEX_OCTETS:  # (else the budgeted loop, as for long paths)
            if rows:
                rules.rxmax = min(_REGEX_STEPS // scanned, _REGEX_PATH)
            # Prefix rules alone are looked up faster without one.
            rules.rxall = bool(rows or root or exact) and scanned + literal <= _REGEX_ALL
            if rules.rxall:
                rules.rx, rules.rxmark, rules.rxrules = _alternation(root, prefix, exact, rows)
            elif rows:
                rules.rx, rules.rxmark, rules.rxrules = _alternation(None, {}, {}, rows)
            if rows:
                rules.wild = ()  # until a path longer than rxmax: see _few_rows
    else:
        few_rows = None
        floating: dict[bytes, list[tuple]] = {}
        ending: dict[bytes, list[tuple]] = {}
        under: dict[bytes, list[tuple]] = {}
        lists = (floating, ending, under)
        for n, row in enumerate(rows, 1):
            if not n % _RULES_PER_STEP:
                yield
            if len(row[5]) > 1:  # under a literal prefix longer than '/'
                under.setdefault(row[5], []).append(row)
            else:
                (ending if row[6] else floating).setdefault(row[4], []).append(row)
        if under:
            hkeys = [b"", *sorted(under)]
            rules.hkeys = tuple(hkeys)
            rules.hlinks = yield from _linking(rules.hkeys)
            rules.hbuckets = tuple(_flat(under[k]) if k in under else None for k in hkeys)
        yield
        rules.wild = yield from _flat_lists(floating)
        rules.wends = yield from _flat_lists(ending)
        rules.wlens = tuple(sorted({len(piece) for piece in floating}))
        rules.elens = tuple(sorted({len(piece) for piece in ending}))
        if len(floating) >= _GRAMS_MIN:
            rules.wgrams, rules.wshort = yield from _grams(list(floating))
    rules.prefix_only = root is None and not exact and rules.wild is None
    yield
    rules.spelled = percent or (
        bool(wild) and (rules.rx is None or _HEX_DIGIT(b"".join(wild)) is not None))
    rules.heads = None
    few = rules.wild is None or rules.wild.__class__ is tuple
    if few and links is None and root is None and len(exact) <= small:
        heads = {*keys, *exact, *(few_rows or ())[5::7]}  # type: ignore[index]
        if all(len(head) > 1 for head in heads):
            rules.heads = rules.keys if len(heads) == len(keys) else tuple(heads)
    if len(entries) > _RULES_PER_STEP:
        yield from release(ranked, *runs, rows, wild, prefix, exact, *lists)
    return rules


#: ``_match_form``'s kinds of rule.
_PREFIX, _EXACT, _WILD = 0, 1, 2


def _match_form(pat: bytes) -> tuple[int, bytes]:
    """What a (normalised, non-empty) pattern matches: its kind and its body, the pattern
    without the stars that change nothing and, for a prefix or ``literal$`` rule, the ``$``
    (``/a*`` and ``/a*$`` match what ``/a`` matches; a wildcard body keeps its ``$``)."""
    body = pat
    anchored = body[-1] == 36  # '$'
    if anchored:
        body = body[:-1]
    if body[-1:] == b"*":
        body = body.rstrip(b"*")
        anchored = False
    if b"*" in body:
        return _WILD, body + b"$" if anchored else body
    return (_EXACT if anchored else _PREFIX), body


def _few_rows(rules: _Rules) -> tuple:
    """The flat rows of a few wildcard rules (``rules.wild`` a tuple, or None): made again
    from ``rxrules`` (which hold them in the same order) when they were left out."""
    wild = rules.wild
    if wild or wild is None:
        return wild or ()  # type: ignore[return-value]
    flat: tuple = rules.rxrules  # type: ignore[assignment]
    shared: dict[bytes, bytes] = {}
    rows = []
    for k in range(0, len(flat), 3):
        kind, body = _match_form(flat[k + 2])
        if kind == _WILD:
            rows.append(_row((flat[k], flat[k + 1], flat[k + 2], body), shared))
    return _flat(rows)


def _row(rule: _Rule, shared: dict[bytes, bytes]) -> tuple:
    """A wildcard rule as it is tried: (priority, packed, pattern, its non-empty pieces after
    the literal prefix, key piece, literal prefix, whether it ends with '$').  ``shared``: one
    bytes object per distinct piece (pieces recur from rule to rule)."""
    pri, packed, pat, match = rule
    head, split, anchored = _pieces(match)
    pieces = tuple(shared.setdefault(piece, piece) for piece in split)
    head = shared.setdefault(head, head)
    return pri, packed, pat, pieces, _key_piece(pieces, anchored), head, anchored


def _pieces(match: bytes) -> tuple[bytes, list[bytes], bool]:
    """A wildcard rule's body (``_match_form``) as it is tried: its literal prefix, its
    non-empty pieces after that, and whether it ends with '$' (the last piece ends the path)."""
    anchored = match[-1] == 36  # '$'
    star = match.find(b"*")
    split = match[star + 1 : len(match) - anchored].split(b"*")
    return match[:star], [piece for piece in split if piece], anchored


def _alternation(
    root: _Rule | None, prefix: dict[bytes, _Rule], exact: dict[bytes, _Rule], rows: list[tuple]
) -> tuple[object, array | bytes, tuple]:
    """One regular expression for the rules of a small selection (or for its wildcard rules):
    its ``match`` method, where in the third (flat ``(priority, packed, pattern, ...)``) the
    rule that each group ends is (-1 for none), and the third.

    A branch per rule, in the order ``_best`` ranks them (priority, Allow, then prefix rules,
    the root, ``literal$`` and wildcard rules, then the earlier line), each ending with an
    empty group: the first branch that matches is the best rule, ``lastindex`` says which.
    Every piece of a wildcard rule but the last is found by ``(?=(.*?piece))`` and consumed by
    a backreference: a lookahead is never re-entered, so each piece is found at its leftmost
    place and kept (exact for ``*``, as ``_in_order``), and a failing branch costs a scan of
    the path per piece, not a search of every combination of places.
    """
    # (rank, packed, pattern, literal start, pieces found in turn, end)
    items: list[tuple[tuple[int, int, int, int], int, bytes, bytes, list[bytes], bytes]] = []
    if root is not None:
        items.append((_order(root[1], root[2], 2), root[1], root[2], b"", [], b""))
    for body, (_, packed, pat, _) in prefix.items():
        items.append((_order(packed, pat, 3), packed, pat, re.escape(body), [], b""))
    for body, (_, packed, pat, _) in exact.items():
        items.append((_order(packed, pat, 1), packed, pat, re.escape(body), [], b"\\Z"))
    for _, packed, pat, pieces, _, head, anchored in rows:
        last = re.escape(pieces[-1])
        end = b".*%s\\Z" % last if anchored else b".*?%s" % last
        middle = [re.escape(piece) for piece in pieces[:-1]]
        items.append((_order(packed, pat, 0), packed, pat, re.escape(head), middle, end))
    items.sort(key=lambda item: item[0], reverse=True)
    branches = []
    mark = [-1]
    for k, (*_, start, middle, end) in enumerate(items):
        branch = [start]
        for piece in middle:  # a named group each: backreferences by number stop at 99
            mark.append(-1)
            name = b"g%d" % len(mark)
            branch.append(b"(?=(?P<%s>.*?%s))(?P=%s)" % (name, piece, name))
        branches.append(b"".join([*branch, end, b"()"]))
        mark.append(3 * k)
    flat = tuple(x for _, packed, pat, *_ in items for x in (len(pat), packed, pat))
    # (``lastindex`` is always a group that ends a rule: the -1 of the others is never read)
    marks = bytes(max(x, 0) for x in mark) if mark[-1] < 256 else array("i", mark)
    return re.compile(b"|".join(branches), re.DOTALL).match, marks, flat


def _order(packed: int, pat: bytes, kind: int) -> tuple[int, int, int, int]:
    """Where a rule stands in ``_alternation``: priority, Allow, kind (see there), -line."""
    return len(pat), packed & 1, kind, -(packed >> 1)


def _key_piece(pieces: tuple[bytes, ...], anchored: bool) -> bytes:
    """The piece that a matching path surely holds and that few paths hold: the last one of a
    '$' pattern (the path ends with it), else the longest one, the last of equals
    (``/*.psp*/``: ``.psp``, not ``/``)."""
    return pieces[-1] if anchored else max(reversed(pieces), key=len)


def _flat(rows: list[tuple]) -> tuple:
    """Rows of ``_row`` (in priority order) as one flat tuple."""
    return tuple(chain.from_iterable(rows))


def _flat_lists(lists: dict[bytes, list[tuple]]) -> Steps[dict[bytes, tuple]]:
    """``{key: _flat(rows)}``, in steps of about ``_RULES_PER_STEP`` rows."""
    out = {}
    done = 0
    for key, rows in lists.items():
        out[key] = _flat(rows)
        done += len(rows)
        if done >= _RULES_PER_STEP:
            done = 0
            yield
    return out


def _grams(pieces: list[bytes]) -> Steps[tuple[dict[bytes, tuple], tuple]]:
    """``_Rules.wgrams`` and ``wshort`` for the key pieces of ``wild``, in its order; in steps
    of ``_RULES_PER_STEP`` pieces."""
    counts: dict[bytes, int] = {}
    for n, piece in enumerate(pieces, 1):
        if not n % _RULES_PER_STEP:
            yield
        for gram in {piece[i : i + _GRAM] for i in range(len(piece) - _GRAM + 1)}:
            counts[gram] = counts.get(gram, 0) + 1
    grams: dict[bytes, list] = {}
    short: list[int | bytes] = []
    for n, piece in enumerate(pieces):
        if n and not n % _RULES_PER_STEP:
            yield
        if len(piece) < _GRAM:
            short += (n, piece)
            continue
        at = min(range(len(piece) - _GRAM + 1), key=lambda i: counts[piece[i : i + _GRAM]])
        grams.setdefault(piece[at : at + _GRAM], []).extend((n, piece, at))
    out = {}
    for n, (gram, flat) in enumerate(grams.items(), 1):
        if not n % _RULES_PER_STEP:
            yield
        out[gram] = tuple(flat)
    yield
    return out, tuple(short)


def _gram_lists(rules: _Rules, path: bytes) -> list[tuple]:
    """The lists of ``rules.wild`` whose key piece is in ``path``, in the order of ``wild``
    (see ``_Rules.wgrams``): what searching for each piece finds, at the cost of one lookup
    per octet of the path, a ``startswith`` per piece that may be there and a search per
    short piece."""
    get = rules.wgrams.get  # type: ignore[union-attr]
    hits: dict[int, bytes] = {}
    for p in range(len(path) - _GRAM + 1):
        flat = get(path[p : p + _GRAM])
        if flat is not None:
            for k in range(0, len(flat), 3):
                start = p - flat[k + 2]
                if start >= 0 and path.startswith(flat[k + 1], start):
                    hits[flat[k]] = flat[k + 1]
    short: tuple = rules.wshort  # type: ignore[assignment]
    for k in range(0, len(short), 2):
        if path.find(short[k + 1]) != -1:
            hits[short[k]] = short[k + 1]
    wild: dict[bytes, tuple] = rules.wild  # type: ignore[assignment]
    return [wild[hits[i]] for i in sorted(hits)]


def _in_order(pieces: Sequence[bytes], anchored: bool, path: bytes, pos: int) -> bool:
    """Whether ``pieces`` occur in ``path`` in order from ``pos``, the last one at its end if
    ``anchored``.  Greedy leftmost search of each piece is exact for ``*`` globs, so there is
    no backtracking."""
    last = len(pieces) - 1
    for i in range(last):
        j = path.find(pieces[i], pos)
        if j == -1:
            return False
        pos = j + len(pieces[i])
    if anchored:
        return len(path) - len(pieces[last]) >= pos and path.endswith(pieces[last])
    return path.find(pieces[last], pos) != -1


def _prefix_rule(rules: _Rules, path: bytes) -> int:
    """Position of the key whose rule is the best prefix rule for ``path`` (its packed value
    is ``rules.packs[i]``; 0 for no rule), or -1 if no key prefixes the path.

    A few keys (no ``links``): the keys that prefix the path sort in order of length, all
    before it, so the longest one is the first found going down from where the path sorts:
    usually right there, and else one ``startswith`` tells whether there is any.
    """
    keys = rules.keys
    links = rules.links
    if links is not None:
        i = _deepest(keys, links, path)
    else:
        i = bisect_right(keys, path) - 1
        if i < 0:
            return -1
        if not path.startswith(keys[i]):
            if not path.startswith(keys):
                return -1
            i -= 1
            while not path.startswith(keys[i]):
                i -= 1
    decider = rules.decider
    return i if decider is None else decider.get(i, i)


class _Scanned:
    """The few rules of a selection not compiled (flat ``(pattern, packed, ...)``), for one
    decision: ``_best`` tries them one by one (``_scan``).  What compiling them costs is more
    than a decision: an origin asked about once (a broad crawl's) never pays it."""

    __slots__ = ("flat",)

    #: As ``_Rules``: no literal prefixes to rule paths out, and both forms of a URL decided.
    heads = None
    spelled = True
    rxmax = -1

    def __init__(self, flat: tuple[bytes | int, ...]) -> None:
        self.flat = flat


def _scan_fits(rules: int, octets: int, n: int) -> bool:
    """Whether ``_best`` settles every path of at most ``n`` octets within its work budget for
    a selection of ``rules`` rules of ``octets`` octets in all: it charges a wildcard rule at
    most the search for its key piece, a try and a scan, ``3 * n + 2 * _RULE_COST`` and its
    length.  Then ``_scan`` gives ``_best``'s answer."""
    return rules * (3 * n + 2 * _RULE_COST) + octets <= _WORK_BASE + _WORK_PER_OCTET * n


def _scan(flat: tuple[bytes | int, ...], path: bytes) -> tuple[int, int, bytes]:
    """``_best`` of the compiled ``flat`` rules for ``path`` (within its work budget: see
    ``_scan_fits``), found by trying every rule: the matching rule first by priority, then
    Allow, then kind (prefix, ``*``, ``literal$``, wildcard: as ``_best`` and
    ``_alternation`` rank them), then the earlier line."""
    best = _NOTHING
    top: tuple[int, ...] = (_NO_MATCH,)
    # Whether any pattern, read as a literal, starts the path: one call rules out every usual
    # prefix rule of most paths (a pattern with '*' or '$' never does: a path writes them %XX).
    prefixed = path.startswith(flat[::2])  # type: ignore[arg-type]
    for k in range(0, len(flat), 2):
        pat: bytes = flat[k]  # type: ignore[assignment]
        if pat[-1] != 36 and b"*" not in pat:  # the usual prefix rule ('$' is 36)
            if not prefixed or not path.startswith(pat):
                continue
            kind = 3
        else:
            # What follows the last '*' (a final '$' aside) is in every path the rule matches
            # (all of a ``literal$`` rule, nothing of ``/a*``): one search rules most out.
            if pat[pat.rfind(b"*") + 1 : -1 if pat[-1] == 36 else None] not in path:
                continue
            form, body = _match_form(pat)
            if form == _PREFIX:
                if not path.startswith(body):
                    continue
                kind = 3 if body else 2  # (the root: ``*``)
            elif form == _EXACT:
                if path != body:
                    continue
                kind = 1
            else:
                head, pieces, anchored = _pieces(body)
                if not path.startswith(head) or not _in_order(pieces, anchored, path, len(head)):
                    continue
                kind = 0
        packed: int = flat[k + 1]  # type: ignore[assignment]
        rank = _order(packed, pat, kind)
        if rank > top:
            top, best = rank, (rank[0], packed, pat)
    return best


def _best(rules: _Rules, path: bytes) -> tuple[int, int, bytes]:
    """Best rule of a compiled selection for ``path``: (priority, packed, pattern).

    Priority is the pattern's length in octets, ``*`` and ``$`` included (RFC 9309 2.2.2: the
    most specific match wins); Allow wins ties.  ``(_NO_MATCH, 0, b"")`` when no rule matches,
    ``(_OVER_BUDGET, 0, b"")`` when the work budget ran out first (see module docstring).
    """
    if rules.__class__ is _Scanned:  # (a first decision: see _Scanned)
        return _scan(rules.flat, path)  # type: ignore[attr-defined]
    rx = rules.rx
    first = None  # the best rule of rules.rx
    if rx is not None and not path[rules.rxmax :]:  # (len(path) <= rxmax, with no call)
        m = rx(path)  # type: ignore[operator]
        if m is None:
            first = _NOTHING
        else:
            k = rules.rxmark[m.lastindex]  # type: ignore[index]
            first = rules.rxrules[k : k + 3]  # type: ignore[index]
        if rules.rxall:  # a small selection: one C call
            return first  # type: ignore[return-value]
    i = _prefix_rule(rules, path)
    best = rules.packs[i] if i >= 0 else 0  # (the big layout's b"" at 0 holds no rule)
    if best:
        keys = rules.keys
        odd = rules.odd
        best_pat = keys[i] if odd is None or i not in odd else odd[i]
        best_pri = len(best_pat)
    else:
        best_pri, best_pat = _NO_MATCH, b""
    root = rules.root
    if root is not None and (
        len(root[1]) > best_pri or (len(root[1]) == best_pri and root[0] & 1 > best & 1)
    ):
        best, best_pat = root
        best_pri = len(best_pat)
    exact = rules.exact
    if exact is not None:
        hit = exact.get(path)
        if hit is not None:  # (a prefix rule written with stars, or the root, may be longer)
            pri = len(path) + 1
            if pri > best_pri or (pri == best_pri and hit[0] & 1 > best & 1):
                best_pri, (best, best_pat) = pri, hit
    wild = rules.wild
    if wild is None:
        return best_pri, best, best_pat
    if first is not None:  # the best wildcard rule
        if first[0] > best_pri or (first[0] == best_pri and first[1] & 1 > best & 1):
            return first
        return best_pri, best, best_pat
    n = len(path)
    budget = _WORK_BASE + _WORK_PER_OCTET * n
    if wild.__class__ is tuple:  # a few rules in one list (a path too long for rules.rx)
        if not wild:
            wild = rules.wild = _few_rows(rules)
        found = [wild]
    else:  # the rules whose key piece is in the path, found by piece or by substring
        wends = rules.wends
        found = []
        for length in rules.elens:  # type: ignore[union-attr]
            if length > n:
                break
            flat = wends.get(path[n - length :])  # type: ignore[union-attr]
            if flat is not None:
                found.append(flat)
        lens = rules.wlens
        by_piece = len(wild) * (n + _RULE_COST)
        by_substring = len(lens) * (n * _SUBSTRING_COST + _RULE_COST)  # type: ignore[arg-type]
        budget -= min(by_piece, by_substring)
        if budget < 0:
            return _OVER_BUDGET, 0, b""
        short = rules.wshort
        if short is not None and (  # (charged as the cheaper of the others: it costs less)
            n * _SUBSTRING_COST + len(short) // 2 * (n + _RULE_COST) < min(by_piece, by_substring)
        ):
            found += _gram_lists(rules, path)
        elif by_piece <= by_substring:
            found += [flat for key, flat in wild.items() if path.find(key) != -1]  # type: ignore[union-attr]
        else:  # (a set first: a piece found twice is one list of rules)
            subs = {path[p : p + k] for k in lens if k <= n for p in range(n - k + 1)}  # type: ignore[union-attr]
            found += [wild[key] for key in subs if key in wild]  # type: ignore[call-overload,index,operator]
        hkeys = rules.hkeys
        if hkeys is not None:
            hlinks = rules.hlinks
            i = _deepest(hkeys, hlinks, path)  # type: ignore[arg-type]
            while i:
                found.append(rules.hbuckets[i])  # type: ignore[arg-type,index]
                i = hlinks[2 * i]  # type: ignore[index]
    for flat in found:  # each in priority order: stop at its first match, or when it can't win
        for k in range(0, len(flat), 7):
            pri = flat[k]
            if pri < best_pri:
                break
            packed = flat[k + 1]
            if pri == best_pri and (best & 1 or not packed & 1):
                break  # cannot beat the current best (Allow wins ties)
            budget -= n + _RULE_COST
            if budget < 0:
                return _OVER_BUDGET, 0, b""
            head = flat[k + 5]
            if not path.startswith(head):
                continue
            pieces = flat[k + 3]
            if flat[k + 6]:  # '$': the last piece ends the path, after the prefix
                if not path.endswith(pieces[-1]) or n - len(pieces[-1]) < len(head):
                    continue
            elif path.find(flat[k + 4], len(head)) == -1:
                continue
            if len(pieces) > 1:  # (one piece: it was just found where it must be)
                budget -= n + len(flat[k + 2])
                if not _in_order(pieces, flat[k + 6], path, len(head)):
                    continue
            best_pri, best, best_pat = pri, packed, flat[k + 2]
            break
    return best_pri, best, best_pat
