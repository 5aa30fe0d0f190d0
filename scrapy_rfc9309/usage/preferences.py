"""Statements of preference (draft-ietf-aipref-vocab-07): parse one, combine several.

A statement is an RFC 9651 dictionary, parsed by ``http-sf`` (a maintained parser of the RFC's
own algorithms), from the ``Content-Usage`` header (draft-ietf-aipref-attach-05 section 2) or
a robots.txt Content-Usage rule.  For each key whose value is the token ``y`` (allow) or ``n``
(disallow) the statement holds a preference, parameters ignored (vocab section 6.6); any other
value, and a missing key, is *unknown*, which is no error.  Labels this project does not know
pass through: ``train-ai`` and ``search`` are the vocabulary's (``KNOWN_LABELS``), and the
published drafts since vocab-07 define no hierarchy between labels (vocab-06's "a preference
for a more general category applies to its subsets" was removed, and named no such pair for
these two), so a label means itself only.

A value that does not parse (vocab 6.6.1: "If the parsing of the Dictionary fails,
preferences are unknown", uppercase keys included) gives no preference and a named cause, for
a stat; nothing here raises on any input.  A value longer than ``MAX_STATEMENT_BYTES`` is not
parsed at all: the parser's cost follows the input, and real statements are a few dozen
octets.  Pure code.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import http_sf

__all__ = [
    "DRAFT_ROBOTS_EXAMPLE",
    "DRAFT_ROBOTS_TABLE",
    "KNOWN_LABELS",
    "MAX_STATEMENT_BYTES",
    "Statement",
    "combine",
    "parse_statement",
]

#: The usage categories of draft-ietf-aipref-vocab-07 section 6.1 (Table 1).
KNOWN_LABELS = frozenset({"train-ai", "search"})

#: Longest statement parsed (after joining a header's field lines); longer ones are malformed.
MAX_STATEMENT_BYTES = 4096

#: Causes of a malformed statement (``Statement.malformed``), one stat key each.
TOO_LONG = "too-long"
NOT_ASCII = "not-ascii"
SYNTAX = "syntax"


@dataclass(frozen=True, slots=True)
class Statement:
    """One parsed statement of preference: ``label -> True (y) / False (n)``, known or not."""

    #: ``(label, allowed)`` in the order of the dictionary, one per label.
    preferences: tuple[tuple[str, bool], ...] = ()
    #: Why the value gave no preference (``"too-long"``, ``"not-ascii"``, ``"syntax"``), or
    #: None when it parsed (an empty value parses, to no preference).
    malformed: str | None = None

    def as_dict(self) -> dict[str, bool]:
        return dict(self.preferences)


_EMPTY = Statement()
_Y = http_sf.Token("y")
_N = http_sf.Token("n")


def parse_statement(value: bytes | str | Iterable[bytes | str]) -> Statement:
    """Parse a statement of preference; several field lines (a header sent more than once)
    are joined with ``", "`` first, as RFC 9651 4.2 says.  Never raises."""
    if isinstance(value, str | bytes):
        lines: list[bytes | str] = [value]
    else:
        lines = list(value)
    raw: list[bytes] = []
    size = 0
    for line in lines:
        if isinstance(line, str):
            try:
                line = line.encode("ascii")
            except UnicodeEncodeError:
                return Statement(malformed=NOT_ASCII)
        size += len(line) + 2
        if size > MAX_STATEMENT_BYTES + 2:
            return Statement(malformed=TOO_LONG)
        raw.append(line)
    data = b", ".join(raw)
    if not data.strip(b" \t"):
        return _EMPTY
    try:
        parsed = http_sf.parse(data, tltype="dictionary")
    except (http_sf.StructuredFieldError, ValueError, UnicodeError):
        return Statement(malformed=SYNTAX)
    found = []
    for label, member in parsed.items():  # type: ignore[union-attr]  # a dictionary
        item = member[0]  # type: ignore[index]  # (value, parameters)
        if isinstance(item, http_sf.Token):
            if item == _Y:
                found.append((label, True))
            elif item == _N:
                found.append((label, False))
    return Statement(tuple(found))


def combine(statements: Iterable[Statement | Mapping[str, bool]]) -> dict[str, bool]:
    """Several statements combined per label (vocab section 5.1): any ``n`` gives False, else
    any ``y`` gives True, else the label is absent (unknown).  Malformed ones add nothing."""
    out: dict[str, bool] = {}
    for statement in statements:
        pairs = statement.preferences if isinstance(statement, Statement) else statement.items()
        for label, allowed in pairs:
            out[label] = out.get(label, True) and allowed
    return out


#: The example robots.txt of draft-ietf-aipref-attach-05 section 3.4 (Figure 2), verbatim.
DRAFT_ROBOTS_EXAMPLE = (
    b"User-Agent: *\n"
    b"Allow: /\n"
    b"Disallow: /never/\n"
    b"Content-Usage: train-ai=n\n"
    b"Content-Usage: /ai-ok/ train-ai=y\n"
    b"\n"
    b"User-Agent: ExampleBot\n"
    b"Allow: /\n"
    b"Content-Usage: train-ai=y\n"
)

#: The draft's own answers for that file (section 3.4, Table 2, for any crawler but
#: ExampleBot; and its prose: ExampleBot may fetch everything with ``train-ai=y``):
#: ``(crawler token, path, may crawl, preferences or None for "N/A")``.
DRAFT_ROBOTS_TABLE: tuple[tuple[str, str, bool, dict[str, bool] | None], ...] = (
    ("*", "/test", True, {"train-ai": False}),
    ("*", "/never/test", False, None),
    ("*", "/ai-ok/test", True, {"train-ai": True}),
    ("ExampleBot", "/test", True, {"train-ai": True}),
    ("ExampleBot", "/never/test", True, {"train-ai": True}),
    ("ExampleBot", "/ai-ok/test", True, {"train-ai": True}),
)
