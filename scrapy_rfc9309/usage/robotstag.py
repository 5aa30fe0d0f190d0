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
not parse.  Bounds: ``MAX_LINES`` lines, ``MAX_DIRECTIVES`` directives, and each line read up
to ``MAX_LINE_OCTETS`` (repext asks for at least 8 KiB): past it, the member cut by the limit
and the rest of the line are ignored, as the draft says.  Pure code.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import cast

import http_sf

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
MAX_LINE_OCTETS = 8192
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
        text = line.decode("latin-1") if isinstance(line, bytes) else line
        if len(text) > MAX_LINE_OCTETS:
            causes.append(TOO_LONG)
            text = text[:MAX_LINE_OCTETS]
            text = text[: max(text.rfind(","), 0)]  # the member the limit cut, and after
        if ";" in text:
            _add_list(text, token, found, causes)
            continue
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


def _add_list(text: str, token: str, found: set[str], causes: list[str]) -> None:
    """Add the rules for ``token`` of a draft-illyes-repext List line (see module docstring)."""
    try:
        parsed = http_sf.parse(text.encode("latin-1"), tltype="list")
    except (http_sf.StructuredFieldError, ValueError, UnicodeError):
        causes.append(MALFORMED)
        return
    members = cast("list[tuple[object, dict[str, object]]]", parsed)  # (item, parameters)
    for item, params in members:
        if not isinstance(item, str | http_sf.Token):  # not an inner list, nor a number
            causes.append(MALFORMED)
            continue
        name = str(item).lower()
        if not params:
            _add(name, found, causes)  # a bare member: a directive for every crawler
            continue
        if name != "*" and name != token:
            continue
        for rule, value in params.items():
            if len(found) > MAX_DIRECTIVES:
                causes.append(TOO_MANY)
                return
            if value is True:
                found.add(rule)
            elif isinstance(value, bool):
                continue  # ``rule=?0``: the rule is off
            else:
                found.add(f"{rule}:{_SPACE.sub(' ', str(value).strip()).lower()}")


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
