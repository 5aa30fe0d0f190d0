"""Every case of the robots.txt matching conformance corpus (tests/data/conformance/).

The corpus README explains provenance, encoding and the conflict policy (RFC 9309 wins, then
Google's reference).  Each case is checked in both internal layouts of ``RobotsTxt`` (the
tuple layout for small files and the dict index for big ones), so both stay conformant.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scrapy_rfc9309 import rules
from scrapy_rfc9309.rules import RobotsTxt

CORPUS = Path(__file__).parent / "data" / "conformance" / "matching_cases.json"
CASES: list[dict] = json.loads(CORPUS.read_text(encoding="utf-8"))

# Cases where RFC 9309 wins over the corpus, with the reason.  None so far: a case listed here
# is expected to give the opposite of its ``expected``.
RFC_OVERRIDES: dict[str, str] = {}


@pytest.fixture(params=["small", "indexed"])
def layout(request, monkeypatch):
    """Run with the default layout choice, then with the dict index forced for every file."""
    if request.param == "indexed":
        monkeypatch.setattr(rules, "_SMALL_MAX", -1)
    return request.param


def test_corpus_is_complete():
    assert len(CASES) == 720
    assert len({case["id"] for case in CASES}) == 720


@pytest.mark.parametrize("case", CASES, ids=[case["id"] for case in CASES])
def test_case(case, layout):
    body = case["robots_txt"].encode("utf-8", "surrogateescape")
    expected = case["expected"]
    if case["id"] in RFC_OVERRIDES:
        expected = not expected
    robots = RobotsTxt.parse(body)
    # The token is used as given: 'Foo Bar' is compared whole (corpus README).
    match = robots.decide(case["url"], case["user_agent"])
    assert match.allowed is expected, (case["note"], match)
    # A Match that allows must not name a Disallow rule, and the reverse.
    if match.rule is not None:
        assert match.rule.startswith("Allow: " if expected else "Disallow: ")
