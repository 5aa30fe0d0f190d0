"""The site-wide TDMRep file, ``/.well-known/tdmrep.json`` (W3C TDMRep, Final Community Group
Report, 2024, section 4.1 "TDM File on the Origin Server"): which paths of an origin reserve
text-and-data-mining rights, and the TDM policy that goes with them.

The file is a JSON array of rules, each an object with ``location`` (a path pattern matched as
robots.txt patterns are: ``*`` any octets, a final ``$`` the end of the path; the report
refers to Google's robots.txt matching), ``tdm-reservation`` (``1`` reserved, ``0`` not) and
an optional ``tdm-policy`` (a URL). The first rule whose location matches the URL applies
(the report: "the most specific match is the first in sequence"); none: no reservation from
the file. Readings where the report leaves room, each on the site owner's side:

* a rule without a string ``location`` or whose ``tdm-reservation`` is neither the number 0
  nor 1 (the report: a protocol error, the value unset) is passed over, so that a later rule
  that matches may still reserve; its cause is counted (``malformed``);
* a body that is not JSON, or not an array, expresses no reservation (the report: failure to
  provide the representation means the site does not implement the protocol): ``UNPARSEABLE``;
* past the bounds (``MAX_BYTES`` octets, ``MAX_RULES`` rules) the rules not read may reserve:
  every path reads as reserved (``OVERSIZED``, ``TOO_MANY_RULES``).

Pure code; its bounds keep a read short (one step of the records' fetch: tdmrepfiles.py).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass

from scrapy_rfc9309.robotstxt import PatternList
from scrapy_rfc9309.robotstxt._steps import Steps
from scrapy_rfc9309.usage.tdm import HEADER_NAME as RESERVATION
from scrapy_rfc9309.usage.tdm import POLICY_NAME as POLICY

__all__ = [
    "MAX_BYTES",
    "MAX_RULES",
    "PATH",
    "RESERVED_ALL",
    "TdmFile",
    "TdmRule",
    "parse_tdmrep",
    "parsing",
]

PATH = "/.well-known/tdmrep.json"
#: Octets of tdmrep.json read: real files hold a few rules in a few hundred octets.
MAX_BYTES = 64 * 1024
#: Rules read: each response's lookup tries them in order.
MAX_RULES = 1000

#: How a file was read (``TdmFile.outcome``), each a stat ``rfc9309/tdmrep/<outcome>``.
PARSED = "parsed"
UNPARSEABLE = "unparseable"
OVERSIZED = "oversized"
TOO_MANY_RULES = "too_many_rules"

#: The fields of a rule; the header's names are its other two.
LOCATION = "location"
#: Causes of a rule passed over (the field at fault), each a stat
#: ``rfc9309/tdmrep/malformed/<cause>``.
NO_LOCATION, BAD_RESERVATION = LOCATION, RESERVATION


@dataclass(frozen=True, slots=True)
class TdmRule:
    """One rule of the file: its location as written, its reservation and policy URL."""

    location: str
    reserved: bool
    policy: str | None = None


#: The rule every path reads as past a bound, or while no answer came: reserved, no policy.
RESERVED_ALL = TdmRule("*", True)


_NO_PATTERNS = PatternList(())


@dataclass(frozen=True, slots=True)
class TdmFile:
    """A tdmrep.json as read: its rules in file order and how it was read."""

    rules: tuple[TdmRule, ...] = ()
    outcome: str = PARSED
    #: One cause per rule passed over.
    malformed: tuple[str, ...] = ()
    patterns: PatternList = _NO_PATTERNS

    def rule_for(self, url: str | bytes) -> TdmRule | None:
        """The rule for ``url`` (a URL or an absolute path): the first whose location
        matches; every URL's is a reservation past a bound; None: the file says nothing."""
        if self.outcome in (OVERSIZED, TOO_MANY_RULES):
            return RESERVED_ALL
        found = self.patterns.first(url)
        return None if found is None else self.rules[found]


def parse_tdmrep(body: bytes, max_bytes: int = MAX_BYTES, max_rules: int = MAX_RULES) -> TdmFile:
    """Read a tdmrep.json body (see module docstring); never raises."""
    if len(body) > max_bytes:
        return TdmFile(outcome=OVERSIZED)
    try:
        data = json.loads(body)  # bytes: UTF-8 (a BOM allowed), -16 or -32, as RFC 8259
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        return TdmFile(outcome=UNPARSEABLE)
    if not isinstance(data, list):
        return TdmFile(outcome=UNPARSEABLE)
    if len(data) > max_rules:
        return TdmFile(outcome=TOO_MANY_RULES)
    rules = []
    malformed = []
    for entry in data:
        location = entry.get(LOCATION) if isinstance(entry, dict) else None
        if not isinstance(location, str):
            malformed.append(NO_LOCATION)
            continue
        value = entry.get(RESERVATION)
        # JSON's true is not the number 1 (Python's bool is an int); 1.0 is.
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value not in (0, 1):
            malformed.append(BAD_RESERVATION)
            continue
        policy = entry.get(POLICY)
        rules.append(TdmRule(location, value == 1, policy if isinstance(policy, str) else None))
    return TdmFile(
        tuple(rules), PARSED, tuple(malformed), PatternList(r.location for r in rules)
    )


def parsing(
    body: bytes, max_bytes: int = MAX_BYTES, user_agents: Iterable[str | bytes] = ()
) -> Steps[TdmFile]:
    """``parse_tdmrep`` as the records read a body (records/sitefile.py): in one step, short
    by its bounds; ``user_agents`` are robots.txt's concern, not the file's."""
    yield from ()
    return parse_tdmrep(body, max_bytes, MAX_RULES)
