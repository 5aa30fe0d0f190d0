"""Every case of the robots.txt matching conformance corpus (tests/data/conformance/).

The corpus README explains provenance, encoding and the conflict policy (RFC 9309 wins, then
Google's reference).  Each case is checked in both internal layouts of ``RobotsTxt`` (a few
keys walked in a tuple, and the prefix index with wildcard tables forced), so both stay
conformant, and
both directly and through one real Scrapy crawl of all 720 cases, the agent sent as the
User-Agent header and the URL requested with ``scrapy.Request``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import pytest_twisted
import scrapy

from scrapy_rfc9309.robotstxt import RobotsTxt, rules
from scrapy_rfc9309.robotstxt._urlnorm import _path_params_query
from tests.conftest import crawl_cases
from tests.oracles import protego_allows

CORPUS = Path(__file__).parent / "data" / "conformance" / "matching_cases.json"
CASES: list[dict] = json.loads(CORPUS.read_text(encoding="utf-8"))

# Cases where RFC 9309 wins over the corpus, with the reason: a case listed here is expected
# to give the opposite of its ``expected``.
_RESERVED = (
    "RFC 9309 2.2.2: octets 'in the reserved range defined by [RFC3986], MUST be "
    "percent-encoded ... prior to comparison', so a sub-delimiter and its %XX reach one form "
    "and the rule denies (issue 20; protego denies too). CPython's test keeps them apart in a "
    "query; only '/', '?' and '#' stay distinct from their %XX here."
)
RFC_OVERRIDES: dict[str, str] = {
    "cpython:DisallowQueryStringTest#4": "'?name%3Dvalue' against 'Disallow: /some/path?name="
    "value': " + _RESERVED,
    "cpython:DisallowQueryStringTest#7": "'?name=value%26more' against 'Disallow: /yet/one/"
    "path?name=value&more': " + _RESERVED,
    "cpython:PercentEncodingTest#15": "'?q=v' against 'Disallow: /query/eq?q%3Dv': " + _RESERVED,
    "cpython:PercentEncodingTest#16": "'?q=v&a' against 'Disallow: /query/amp?q=v%26a': "
    + _RESERVED,
}


@pytest.fixture(params=["small", "indexed"])
def layout(request, monkeypatch):
    """Run with the default layout choice, then with the prefix index and the wildcard tables
    forced for every file."""
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
    # That first decision tried the rules one by one; the next one compiles them: the same.
    assert robots.decide(case["url"], case["user_agent"]) == match
    # A Match that allows must not name a Disallow rule, and the reverse.
    if match.rule is not None:
        assert match.rule.startswith("Allow: " if expected else "Disallow: ")


# -- The same corpus through real crawls ----------------------------------------------------
#: Cases whose meaning cannot travel in a User-Agent header or a Scrapy URL: the crawl gives the
#: opposite of ``expected``, for the reason given, and only these do.
NOT_IN_A_CRAWL: dict[str, str] = {
    "google:GoogleOnly_AcceptUserAgentUpToFirstSpace#2": (
        "the agent 'Foo Bar' is compared whole; a User-Agent header 'Foo Bar' names the "
        "product 'Foo' (RFC 9110 10.1.5), which the group 'User-Agent: Foo Bar' names"
    ),
    "cpython:EmptyQueryStringTest#2": (
        "the URL ends with an empty query '?', which Scrapy's Request drops "
        "(w3lib.url.safe_url_string), so the rule 'Disallow: /some/path?' cannot match"
    ),
}


@pytest_twisted.ensureDeferred
async def test_corpus_through_a_crawl(farm, layout):
    allowed, _ = await crawl_cases(farm, CASES)
    assert {case["id"] for case in CASES} - allowed.keys() == set()
    wrong = {
        case["id"]: case["user_agent"]
        for case in CASES
        if allowed[case["id"]] is not (case["expected"] ^ (case["id"] in RFC_OVERRIDES))
    }
    assert wrong.keys() == NOT_IN_A_CRAWL.keys(), wrong
    # And the direct API, given what the crawl sent, decides as the crawl did, every time.
    for case in CASES:
        robots = RobotsTxt.parse(case["robots_txt"].encode("utf-8", "surrogateescape"))
        sent = scrapy.Request("http://e.test" + _path_params_query(case["url"])).url
        assert robots.allowed(sent, case["user_agent"]) is allowed[case["id"]], case["id"]


@pytest.mark.parametrize("case_id", sorted(RFC_OVERRIDES))
def test_rfc_overrides_agree_with_the_builtin(case_id):
    """Each case where the RFC wins over the corpus: Scrapy's built-in (protego) gives the
    RFC's answer too, so the override makes this project no laxer than it."""
    case = next(case for case in CASES if case["id"] == case_id)
    assert protego_allows(case["robots_txt"], case["url"], case["user_agent"]) is (
        not case["expected"])
