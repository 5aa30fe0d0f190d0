"""Page-level robots directives for one crawler: ``X-Robots-Tag`` and ``Robots-Tag`` header
lines and ``<meta name="robots">`` / ``<meta name="TOKEN">`` (draft-illyes-repext-03 section
3; Google's X-Robots-Tag documentation for the form sites send today).

Two header grammars meet here, and each line is read by the one it is written in:

* draft-illyes-repext-03 3.1.1: the field is an RFC 9651 List whose members are product tokens
  (or ``*``) with the rules as parameters: ``Robots-Tag: *;nosnippet, ExampleBot;noindex``.
  A line holding ``;`` is read this way (parsed by ``http-sf``); the legacy grammar never has
  one.  A member without parameters (``Robots-Tag: noindex``, written by analogy with the
  legacy header) is taken as a directive for every crawler: the protective reading, and the
  only one that gives it a meaning.
* the legacy grammar of ``X-Robots-Tag`` (Google): ``[TOKEN:] directive, directive, ...``; a
  leading ``TOKEN:`` scopes the line to that crawler, unless TOKEN is a directive that takes a
  value (``unavailable_after: <date>``, ``max-snippet: 20``...).  Directives split at commas,
  except that a piece starting with a digit continues the value before it: the date of
  ``unavailable_after: Wed, 22 Jul 2026 15:00:00 GMT`` holds a comma, and no directive name
  starts with a digit.

A meta tag's content is a comma list of the legacy kind without a scope: its name
(``robots`` for every crawler, or a product token) is the scope (repext 3.1.2).  Product tokens
compare case-insensitively; the rules of every applicable line and tag add up (repext: "the
union of all restrictive rules"); those for another token add nothing.

The result is a frozenset of lowercase directives: a name (``noindex``), or ``name:value``
with the value's whitespace collapsed (``max-snippet:20``).  ``none`` stays in and also adds
``noindex`` and ``nofollow`` (Google: "Equivalent to noindex, nofollow"), so that asking for
``nofollow`` is one membership test.  A piece that is not ``name`` or ``name: value`` (a name
is letters, digits, ``_``, ``-``) is dropped, with a named cause, and so is a line that does
not parse.

Bounds, so that a flood costs bounded time without dropping what restricts us: lines are read
whole (repext's 8 KiB per line is a minimum) until ``MAX_OCTETS`` octets of lines, anyone's;
``MAX_LINES`` counts only the lines addressed to us, and ``MAX_DIRECTIVES`` only the
directives kept for us, and a ``RESTRICTIVE`` one is always kept.  Where a bound is reached
(more lines or directives for us, more octets, or a head read only in part: ``meta_overflow``)
what was not read may restrict us, so the result fails closed: it holds ``FAIL_CLOSED``
(``noindex``, ``nofollow``), and ``overflow`` names the bounds reached.  Pure code.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import cast

import http_sf

__all__ = [
    "FAIL_CLOSED",
    "HEADER_NAMES",
    "MAX_DIRECTIVES",
    "MAX_LINES",
    "MAX_OCTETS",
    "RESTRICTIVE",
    "Directives",
    "directives_for",
]

#: The header fields read, in the order their lines are read.
HEADER_NAMES = ("X-Robots-Tag", "Robots-Tag")

#: Bounds per response (see module docstring): lines and directives addressed to us, octets
#: of all the lines.
MAX_LINES = 32
MAX_DIRECTIVES = 64
MAX_OCTETS = 65536

#: The directives a bound never drops, and those a result holds when a bound was reached.
RESTRICTIVE = frozenset({"noindex", "nofollow", "none"})
FAIL_CLOSED = frozenset({"noindex", "nofollow"})

#: Cause of what was dropped, a stat key.
MALFORMED = "malformed"
#: Bounds reached (``Directives.overflow``), one stat key each.
LINES = "lines"
DIRECTIVES = "directives"
OCTETS = "octets"

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
    #: One cause per dropped piece or line (``"malformed"``).
    malformed: tuple[str, ...] = ()
    #: The bounds reached (``"lines"``, ``"directives"``, ``"octets"``, and the head's), each
    #: once; when there are any, ``directives`` holds ``FAIL_CLOSED``.
    overflow: tuple[str, ...] = ()

    def __contains__(self, directive: str) -> bool:
        return directive in self.directives


class _Found:
    """The directives kept for us so far, the bounds reached, and the causes of drops."""

    __slots__ = ("causes", "directives", "overflow")

    def __init__(self) -> None:
        self.directives: set[str] = set()
        self.causes: list[str] = []
        self.overflow: list[str] = []

    def add(self, directive: str) -> None:
        if directive in self.directives:
            return
        if len(self.directives) >= MAX_DIRECTIVES and directive not in RESTRICTIVE:
            self.reached(DIRECTIVES)
            return
        self.directives.add(directive)

    def reached(self, bound: str) -> None:
        if bound not in self.overflow:
            self.overflow.append(bound)


def directives_for(
    token: str,
    header_lines: Iterable[bytes | str] = (),
    meta: Iterable[tuple[str, str]] = (),
    meta_overflow: str | None = None,
) -> Directives:
    """The directives for crawler ``token`` from the ``X-Robots-Tag``/``Robots-Tag`` header
    lines and the ``(name, content)`` meta tags of the page (``headmeta.meta_tags``; names
    lowercased); ``meta_overflow`` is the head scan's bound reached, if any.  Never raises."""
    token = token.lower()
    found = _Found()
    lines = octets = 0
    for line in header_lines:
        octets += len(line)
        if octets > MAX_OCTETS:
            found.reached(OCTETS)
            break
        text = line.decode("latin-1") if isinstance(line, bytes) else line
        if ";" in text:
            ours = _add_list(text, token, found)
        else:
            m = _SCOPE.match(text)
            if m is not None and m.group(1).lower() not in VALUE_DIRECTIVES:
                scope = m.group(1).lower()
                if scope != "*" and scope != token:
                    continue
                text = m.group(2)
            ours = bool(text.strip())
            _add(text, found)
        if ours:
            lines += 1
            if lines > MAX_LINES:
                found.reached(LINES)
                break
    for name, content in meta:
        if name == "robots" or name == token:
            _add(content, found)
    if meta_overflow is not None:
        found.reached(meta_overflow)
    directives = found.directives
    if "none" in directives:
        directives.update(("noindex", "nofollow"))  # Google: "Equivalent to noindex, nofollow"
    if found.overflow:
        directives.update(FAIL_CLOSED)
    return Directives(frozenset(directives), tuple(found.causes), tuple(found.overflow))


def _add_list(text: str, token: str, found: _Found) -> bool:
    """Add the rules for ``token`` of a draft-illyes-repext List line (see module docstring);
    whether any member of the line is addressed to ``token``."""
    try:
        parsed = http_sf.parse(text.encode("latin-1"), tltype="list")
    except (http_sf.StructuredFieldError, ValueError, UnicodeError):
        found.causes.append(MALFORMED)
        return False
    members = cast("list[tuple[object, dict[str, object]]]", parsed)  # (item, parameters)
    ours = False
    for item, params in members:
        if not isinstance(item, str | http_sf.Token):  # not an inner list, nor a number
            found.causes.append(MALFORMED)
            continue
        name = str(item).lower()
        if not params:
            ours = True
            _add(name, found)  # a bare member: a directive for every crawler
            continue
        if name != "*" and name != token:
            continue
        ours = True
        for rule, value in params.items():
            if value is True:
                found.add(rule)
            elif isinstance(value, bool):
                continue  # ``rule=?0``: the rule is off
            else:
                found.add(f"{rule}:{_SPACE.sub(' ', str(value).strip()).lower()}")
    return ours


def _add(text: str, found: _Found) -> None:
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
            found.causes.append(MALFORMED)
            continue
        found.add(f"{name}:{_SPACE.sub(' ', value.strip())}" if colon else name)
