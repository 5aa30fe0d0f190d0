"""Longest-prefix lookup over a sorted tuple of byte strings: linear to build, compact, and
O(log) to ask, whatever the keys.

A rule selection keeps its literal patterns (and, separately, the literal prefixes of its
wildcard patterns) as one sorted tuple whose first key is ``b""``.  Each key also knows its
*parent*, the longest other key that is a prefix of it, and a skew-binary jump pointer to a
farther ancestor (E. W. Myers, "An applicative random-access stack", 1983).

Why it is right: let ``k`` be the greatest key that sorts ``<= s``.  Any key that is a prefix
of ``s`` sorts between itself and ``s``, hence ``<= k``, and every string that sorts between a
prefix of ``s`` and ``s`` starts with that prefix: so the keys that are prefixes of ``s`` are
exactly the ancestors of ``k`` that are prefixes of ``s``, and "is a prefix of ``s``" holds on a
top part of that chain.  One ``bisect`` finds ``k`` and the jump pointers find the deepest
ancestor that is a prefix of ``s`` in O(log depth) ``startswith`` calls.  (A few keys need no
pointers: see ``_matching._prefix_rule``.)

Why it is small: one ``array('i')`` beside the tuple (8 bytes per key) and nothing per
ancestor, where the previous design stored every ancestor directory of every rule as its own
bytes (quadratic in directory depth).  Building is one sort and one scan with a stack.  Pure
code.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right

from scrapy_rfc9309.robotstxt._steps import Steps

#: Keys linked in one step of ``_linking``.
_KEYS_PER_STEP = 1000


def _linking(keys: tuple[bytes, ...]) -> Steps[array]:
    """Parent and jump pointer of each key, flat: ``[parent0, jump0, parent1, jump1, ...]``.

    ``keys``: distinct, sorted, ``keys[0] == b""`` (the root: its parent and jump are itself).
    In steps (see ``_steps``) of ``_KEYS_PER_STEP`` keys.
    """
    n = len(keys)
    links = array("i", bytes(8 * n))
    depth = array("i", bytes(4 * n))
    stack = [0]
    for i in range(1, n):
        if not i % _KEYS_PER_STEP:
            yield
        key = keys[i]
        while not key.startswith(keys[stack[-1]]):
            stack.pop()
        p = stack[-1]
        depth[i] = depth[p] + 1
        jp = links[2 * p + 1]
        jjp = links[2 * jp + 1]
        links[2 * i] = p
        links[2 * i + 1] = jjp if depth[p] - depth[jp] == depth[jp] - depth[jjp] else p
        stack.append(i)
    return links


def _deepest(keys: tuple[bytes, ...], links: array, s: bytes) -> int:
    """Position of the longest key that is a prefix of ``s`` (0, the root ``b""``, if no other
    key is).  ``links``: from ``_linking``."""
    i = bisect_right(keys, s) - 1
    while not s.startswith(keys[i]):
        j = links[2 * i + 1]
        i = links[2 * i] if s.startswith(keys[j]) else links[2 * j]
    return i
