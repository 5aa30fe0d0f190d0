"""Three hostile robots.txt files of 500 KiB, and long URLs to ask them about.

A hostile site controls both its robots.txt and its link lengths.  Each file fills RFC 9309's
minimum parsing limit (RFC9309_MAX_BYTES, 512,000 octets) with the shape that made an earlier
rules engine quadratic (issue 12, defect 3):

* ``deep_paths``: rules down to 400 directories deep, nested in one another, literal and
  wildcard (the old index stored every ancestor directory of every rule);
* ``many_groups``: about 17,000 user-agent groups, 3,400 of them naming the same crawler, which
  must all be merged (the old engine held a bit mask of 17,000 bits per token);
* ``wildcard_heavy``: 12,000 wildcard rules in one group, their pieces drawn from a small
  vocabulary so that long URLs hold many of them (cost rules x URL length).

Pure and deterministic (seeded): the benchmark, the unit tests and the crawl test use the same
bytes and URLs.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

#: Just under RFC9309_MAX_BYTES (512,000): every line is read.
HOSTILE_BYTES = 511_000

#: URL path lengths asked about, up to what a hostile link may carry.
LONG_LENGTHS = (100, 1_000, 10_000, 100_000)

#: The token of the crawler the files aim at (``many_groups`` names it 3,400 times).
AGENT = "hostilebot"

_WORDS = ("ab", "ba", "abc", "cab", "bca", "aab", "bba", "cc")


def _fill(head: list[str], line: Callable[[int], str], size: int) -> bytes:
    """``head`` then ``line(1)``, ``line(2)``, ... while the file stays within ``size``."""
    out = list(head)
    total = sum(len(x) + 1 for x in out)
    k = 0
    while True:
        k += 1
        text = line(k)
        if total + len(text) + 1 > size:
            return ("\n".join(out) + "\n").encode()
        out.append(text)
        total += len(text) + 1


def _depth(k: int) -> int:
    """How many directories deep rule ``k`` of ``deep_paths`` is."""
    return 1 + (k * 37) % 400


def deep_paths(size: int = HOSTILE_BYTES) -> bytes:
    """One group of 1,200 rules 1 to 400 directories deep, each inside the shallower ones."""

    def line(k: int) -> str:
        base = "/" + "d/" * _depth(k)
        kind = k % 4
        if kind == 0:
            return f"Disallow: {base}"
        if kind == 1:
            return f"Allow: {base}s{k % 100}/"
        if kind == 2:
            return f"Disallow: {base}*/e{k % 50}"
        return f"Allow: {base}f{k % 300}.html$"

    return _fill(["User-agent: *"], line, size)


def bot_name(k: int) -> str:
    """A product token of letters only (RFC 9309 2.2.1: ``[a-zA-Z_-]``) for group ``k``."""
    name = ""
    while k:
        k, r = divmod(k, 26)
        name += chr(97 + r)
    return "x" + name


def many_groups(size: int = HOSTILE_BYTES) -> bytes:
    """Tiny groups, one per made-up crawler; every fifth one names ``AGENT`` as well."""

    def line(k: int) -> str:
        agents = f"User-agent: {bot_name(k)}\n"
        if k % 5 == 0:
            agents += f"User-agent: {AGENT}\n"
        return f"{agents}Disallow: /{k}/\nAllow: /{k}/o*$"

    return _fill(["User-agent: *", "Disallow: /private/", ""], line, size)


def wildcard_heavy(size: int = HOSTILE_BYTES, seed: int = 9309) -> bytes:
    """One group of wildcard rules, their pieces from a vocabulary of eight short words."""
    rng = random.Random(seed)

    def line(k: int) -> str:
        pieces = "*".join(rng.choice(_WORDS) for _ in range(rng.randint(2, 4)))
        kind = ("Allow", "Disallow")[k % 3 != 0]
        end = "$" if k % 5 == 0 else ""
        return f"{kind}: /*{pieces}*{k % 997}{end}"

    return _fill(["User-agent: *", "Disallow: /private/"], line, size)


FILES: dict[str, Callable[[], bytes]] = {
    "deep paths": deep_paths,
    "many groups": many_groups,
    "wildcard-heavy": wildcard_heavy,
}


def paths(name: str, count: int, seed: int = 12) -> Iterator[str]:
    """``count`` URL paths aimed at file ``name``: every other one of a length in
    ``LONG_LENGTHS``, the others up to 300 octets, built from the file's own vocabulary so that
    many rules come close."""
    rng = random.Random(seed)
    for i in range(count):
        length = LONG_LENGTHS[i // 2 % len(LONG_LENGTHS)] if i % 2 else rng.randint(2, 300)
        if name == "deep paths":
            k = rng.randint(1, 1_000)
            tail = rng.choice(["", f"s{k % 100}/x", f"e{k % 50}", f"q/e{k % 50}",
                               f"f{k % 300}.html"])
            depth = (length - len(tail)) // 2
            if i % 4 == 0:  # right under one of the Allow rules
                k += 1 - k % 2
                depth = _depth(k)
                tail = f"s{k % 100}/x" if k % 4 == 1 else f"f{k % 300}.html"
            yield "/" + "d/" * depth + tail
            continue
        if name == "many groups":
            k = rng.randint(1, 1_800) * (5 if i % 3 else 1)  # mostly groups naming AGENT
            head = rng.choice([f"/{k}/", f"/{k}/o", f"/{k}/x", "/private/"])
            tail = rng.choice(["", "z"])
        else:
            head, tail = "/", str(rng.randint(0, 996))
        filler = []
        size = len(head) + len(tail)
        while size < length:
            word = rng.choice(_WORDS) + rng.choice(("", "/", "-"))
            filler.append(word)
            size += len(word)
        yield head + "".join(filler) + tail
