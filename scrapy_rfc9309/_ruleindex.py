"""The rule index of a big file: literal patterns in dicts, found through their directories.

Literal patterns live in a dict keyed by pattern, and a decision probes only the pattern lengths
that its path's directories say exist, longest first; wildcard rules are bucketed by their
literal prefix before the first ``*`` and matched with ``_glob``.  The cost follows the URL's
length, not the number of rules.  Pure code.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from scrapy_rfc9309._matching import _glob, _priority_order


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


def _add(index: dict[bytes, int | tuple[int, ...]], key: bytes, packed: int) -> None:
    old = index.get(key)
    if old is None:
        index[key] = packed
    elif old.__class__ is int:
        index[key] = (old, packed)  # type: ignore[assignment]
    else:
        index[key] = (*old, packed)  # type: ignore[misc]


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


def _build_index(rules: list[list[tuple[bytes, int]]]) -> _Index:
    """The index of the rules of every group (``rules[group]``: (pattern, packed), ...)."""
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
    return lit, dirs, exact, wild, wild.get(b""), {}


def _best_indexed(
    index: _Index, starts: tuple[int, ...], path: bytes, mask: int
) -> tuple[int, int, bytes]:
    """Best rule for ``path`` among the groups in ``mask``: (priority, packed, pattern).

    ``starts``: the line of each group's first user-agent line (a rule's group follows from its
    line).
    """
    # Big file: walk the path's directories from '/' while the index knows them; each one
    # says which lengths of literal patterns and wildcard prefixes to look up there.
    lit, dirs, exact, wild, wild_any, filters = index
    every = mask == (1 << len(starts)) - 1
    n = len(path)
    best_pri = -1
    best = 0
    best_pat = b""
    if exact:
        v = exact.get(path)
        if v is not None:
            packed = _pick(v, mask, every, starts)
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
            packed = _pick(get(key), mask, every, starts)  # type: ignore[arg-type]
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
                        packed = _pick(v, mask, every, starts)
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


def _pick(v: int | tuple[int, ...], mask: int, every: bool, starts: tuple[int, ...]) -> int:
    """Among rules sharing one pattern, the one that decides for ``mask`` (0 if none)."""
    chosen = 0
    for p in (v,) if v.__class__ is int else v:  # type: ignore[union-attr]
        if every or mask >> (bisect_right(starts, p >> 1) - 1) & 1:
            if not chosen or (p & 1 and not chosen & 1):
                chosen = p
    return chosen
