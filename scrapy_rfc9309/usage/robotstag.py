"""Page-level robots directives for one crawler: ``X-Robots-Tag`` and ``Robots-Tag`` header
lines (draft-illyes-repext-03 moves the header out of the ``X-`` space; Google's X-Robots-Tag
documentation gives the grammar) and ``<meta name="robots">`` / ``<meta name="TOKEN">``.

A header line is ``[TOKEN:] directive, directive, ...``: a leading ``TOKEN:`` scopes the line
to the crawler of that product token (case-insensitive), unless TOKEN is a directive that takes
a value (``unavailable_after: <date>``, ``max-snippet: 20``...).  Directives split at commas,
except that a piece starting with a digit continues the value before it: the date of
``unavailable_after: Wed, 22 Jul 2026 15:00:00 GMT`` holds a comma, and no directive name
starts with a digit.  A meta tag's content has no scope: its name (``robots``, or a token) is.

The result is a frozenset of lowercase directives: a name (``noindex``), or ``name:value``
with the value's whitespace collapsed (``max-snippet:20``).  ``none`` stays in and also adds
``noindex`` and ``nofollow`` (Google: "Equivalent to noindex, nofollow"), so that asking for
``nofollow`` is one membership test.  Lines scoped to another token add nothing.  A piece that
is not ``name`` or ``name: value`` (a name is letters, digits, ``_``, ``-``) is dropped, with
a named cause; so are lines past ``MAX_LINES``, lines longer than ``MAX_LINE_OCTETS`` and
directives past ``MAX_DIRECTIVES``: a hostile response costs a bounded amount.  Pure code.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = [
    "HEADER_NAMES",
    "MAX_DIRECTIVES",
    "MAX_LINES",
    "MAX_LINE_OCTETS",
    "Directives",
    "directives_for",
]

#: The header fields read, in the order their lines are read.
HEADER_NAMES = ("X-Robots-Tag", "Robots-Tag")

#: Bounds per response (see module docstring).
MAX_LINES = 32
MAX_LINE_OCTETS = 4096
MAX_DIRECTIVES = 64

#: Causes of what was dropped, one stat key each.
MALFORMED = "malformed"
TOO_LONG = "too-long"
TOO_MANY = "too-many"

#: Directives that take a value, so ``name:`` at the start of a line is not a token scope
#: (Google's documentation, and the snippet limits of the same list).
VALUE_DIRECTIVES = frozenset(
    {"unavailable_after", "max-snippet", "max-image-preview", "max-video-preview"}
)

_NAME = re.compile(r"[a-z0-9_-]+\Z")
_SCOPE = re.compile(r"\s*([A-Za-z0-9!#$%&'+.^_`|~*-]+)\s*:(.*)\Z", re.DOTALL)
_SPACE = re.compile(r"\s+")


@dataclass(frozen=True, slots=True)
class Directives:
    """The directives that apply to one crawler, and the causes of what was dropped."""

    directives: frozenset[str] = frozenset()
    #: One cause per dropped piece or line (``"malformed"``, ``"too-long"``, ``"too-many"``).
    malformed: tuple[str, ...] = ()

    def __contains__(self, directive: str) -> bool:
        return directive in self.directives


def directives_for(
    token: str,
    header_lines: Iterable[bytes | str] = (),
    meta: Iterable[tuple[str, str]] = (),
) -> Directives:
    """The directives for crawler ``token`` from the ``X-Robots-Tag``/``Robots-Tag`` header
    lines and the ``(name, content)`` meta tags of the page (``headmeta.meta_tags``; names
    lowercased).  Never raises."""
    token = token.lower()
    found: set[str] = set()
    causes: list[str] = []
    lines = 0
    for line in header_lines:
        lines += 1
        if lines > MAX_LINES:
            causes.append(TOO_MANY)
            break
        if len(line) > MAX_LINE_OCTETS:
            causes.append(TOO_LONG)
            continue
        text = line.decode("latin-1") if isinstance(line, bytes) else line
        m = _SCOPE.match(text)
        if m is not None and m.group(1).lower() not in VALUE_DIRECTIVES:
            scope = m.group(1).lower()
            if scope != "*" and scope != token:
                continue
            text = m.group(2)
        _add(text, found, causes)
    for name, content in meta:
        if name != "robots" and name != token:
            continue
        if len(content) > MAX_LINE_OCTETS:
            causes.append(TOO_LONG)
            continue
        _add(content, found, causes)
    if len(found) > MAX_DIRECTIVES:
        causes.append(TOO_MANY)
        found = set(sorted(found)[:MAX_DIRECTIVES])
    if "none" in found:
        found.update(("noindex", "nofollow"))
    return Directives(frozenset(found), tuple(causes))


def _add(text: str, found: set[str], causes: list[str]) -> None:
    """Add the directives of one comma list (see module docstring) to ``found``."""
    pieces: list[str] = []
    for piece in text.split(","):
        stripped = piece.strip()
        if pieces and stripped[:1].isdigit():
            pieces[-1] += "," + piece
        else:
            pieces.append(piece)
    for piece in pieces:
        name, colon, value = piece.strip().lower().partition(":")
        name = name.rstrip()
        if not name and not colon:
            continue  # an empty piece: ``noindex,`` or an empty line
        if _NAME.match(name) is None or (colon and not value.strip()):
            causes.append(MALFORMED)
            continue
        if len(found) > MAX_DIRECTIVES:
            causes.append(TOO_MANY)
            return
        found.add(f"{name}:{_SPACE.sub(' ', value.strip())}" if colon else name)
