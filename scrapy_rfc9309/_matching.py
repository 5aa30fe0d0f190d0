"""Rule matching: the wildcard matcher and the compiled rule set of a small file.

A small file (see ``rules._SMALL_MAX``) keeps each group's literal patterns in a sorted tuple:
one C-level ``startswith(tuple)`` call rejects most URLs, ``bisect`` finds the longest prefix,
and a tuple is a third of a dict's size.  ``_glob`` matches ``*`` and ``$`` piece by piece with
``bytes.find`` (no regex, no backtracking); the big file's index (``_ruleindex``) uses it too.
Pure code.
"""

from __future__ import annotations

from bisect import bisect_right


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


def _priority_order(entry: tuple[bytes, int]) -> tuple[int, int, int]:
    """Sort key: longest pattern first, Allow first on equal length, then file order."""
    return (-len(entry[0]), -(entry[1] & 1), entry[1])


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
        pat = wild[i]  # type: ignore[assignment]
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
