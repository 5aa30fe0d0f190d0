"""The site-wide TDMRep file, ``/.well-known/tdmrep.json`` (RFC9309_TDMREP): read once per
origin, kept and revalidated as robots.txt is, its rule for each URL joined to the
``tdm-reservation`` header and meta tag in the annotations; absent, unparseable, past its
bounds or unreachable, each read as documented; never asked for when the setting is off.

The expected values of the pure tests come from the W3C TDMRep Final Community Group Report
(2024), section 4.1 "TDM File on the Origin Server" (its two example files, its table of
special characters and its percent-encoding example) and the sentences quoted by each case.
Every crawl runs against SiteFarm servers on 127.0.0.1, checked at the server.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
import pytest_twisted
from twisted.internet import reactor
from twisted.internet.defer import DeferredList
from twisted.internet.task import deferLater

from scrapy_rfc9309.config import RobotsPolicy
from scrapy_rfc9309.evidence.archive import INDEX
from scrapy_rfc9309.policy import make_record
from scrapy_rfc9309.records.freshness import Validators
from scrapy_rfc9309.records.record import Kind
from scrapy_rfc9309.robotstxt import RobotsTxt
from scrapy_rfc9309.robotstxt._steps import finish
from scrapy_rfc9309.stores import pickled, wire
from scrapy_rfc9309.testing import Gate, InTurn, Page
from scrapy_rfc9309.usage.tdm import tdm_reservation
from scrapy_rfc9309.usage.tdmrep import (
    BAD_RESERVATION,
    MAX_BYTES,
    MAX_RULES,
    NO_LOCATION,
    OVERSIZED,
    PARSED,
    TOO_MANY_RULES,
    UNPARSEABLE,
    TdmRule,
    parse_tdmrep,
)
from scrapy_rfc9309.usage.tdmrepfiles import TDMREP_JSON
from tests.conftest import Probe, crawl, start_crawl, stats
from tests.test_revalidation import MODIFIED, PAST_LIFETIME, Conditional
from tests.test_usage_crawl import html

TDMREP = {"RFC9309_TDMREP": True}
WELL_KNOWN = "/.well-known/tdmrep.json"
POLICY = "https://provider.com/policies/policy.json"

#: The report's first example: every file of the server reserved, no policy.
EXAMPLE_ALL = b'[\n  {\n  "location": "/",\n  "tdm-reservation": 1\n  }\n]'
#: The report's second example: three groups of files.
EXAMPLE_GROUPS = json.dumps([
    {"location": "/directory-a/", "tdm-reservation": 1},
    {"location": "/directory-b/html/", "tdm-reservation": 1, "tdm-policy": POLICY},
    {"location": "/directory-b/images/*.jpg", "tdm-reservation": 0},
]).encode()


def rules(*entries: dict[str, Any]) -> bytes:
    return json.dumps(list(entries)).encode()


def rule(body: bytes, url: str) -> TdmRule | None:
    return parse_tdmrep(body).rule_for(url)


# -- the file, pure ------------------------------------------------------------------------


def test_the_reports_first_example_reserves_every_file():
    read = parse_tdmrep(EXAMPLE_ALL)
    assert read.outcome == PARSED
    for url in ("https://provider.com/", "https://provider.com/a/b.pdf", "/index.html?q=1"):
        assert read.rule_for(url) == TdmRule("/", True)


@pytest.mark.parametrize(("url", "expected"), [
    # "the first group is a set of files stored in /directory-a": reserved, no policy
    ("https://provider.com/directory-a/paper.pdf", TdmRule("/directory-a/", True)),
    # the second, in /directory-b/html: reserved, with a TDM policy
    ("https://provider.com/directory-b/html/page.html",
     TdmRule("/directory-b/html/", True, POLICY)),
    # "TDM rights are not reserved for all JPEG images contained in the third group"
    ("https://provider.com/directory-b/images/photo.jpg",
     TdmRule("/directory-b/images/*.jpg", False)),
    ("https://provider.com/directory-b/images/sub/photo.jpg",
     TdmRule("/directory-b/images/*.jpg", False)),
    # "If no match is found, a TDM Agent MUST consider that tdm-reservation is unset"
    ("https://provider.com/directory-b/images/photo.png", None),
    ("https://provider.com/directory-c/x", None),
    ("https://provider.com/directory-a", None),  # a prefix of the pattern, not under it
])
def test_the_reports_second_example(url, expected):
    assert rule(EXAMPLE_GROUPS, url) == expected


@pytest.mark.parametrize(("location", "url", "matches"), [
    # "$": "Designates the end of the match pattern", example "/this/path/exactly$"
    ("/this/path/exactly$", "/this/path/exactly", True),
    ("/this/path/exactly$", "/this/path/exactly/more", False),
    # "*": "Designates 0 or more instances of any character", example "/this/*/then"
    ("/this/*/then", "/this/a/b/then", True),
    ("/this/*/then", "/this//then", True),
    ("/this/*/then", "/that/a/then", False),
    # "If TDM Agents match special characters verbatim in the URI, they MUST use % encoding":
    # the pattern /path/foo-%24 and the URI https://provider.com/path/foo-$
    ("/path/foo-%24", "https://provider.com/path/foo-$", True),
    # "The matching SHOULD be case sensitive"
    ("/Books/", "/books/a", False),
    # "If a percent-encoded US-ASCII character is encountered in the URI, it MUST be
    # unencoded prior to comparison, unless it is a reserved character"
    ("/~user/", "/%7Euser/page", True),
    ("/%7Euser/", "/~user/page", True),
    ("/a/b", "/a%2Fb", False),  # %2F is reserved: not "/"
])
def test_locations_match_as_the_report_says(location, url, matches):
    found = rule(rules({"location": location, "tdm-reservation": 1}), url)
    assert (found is not None) is matches


def test_the_first_matching_rule_wins():
    """"The most specific match found MUST be used. The most specific match is the first in
    sequence": not the longest, as in robots.txt."""
    body = rules({"location": "/books/", "tdm-reservation": 0},
                 {"location": "/books/new/", "tdm-reservation": 1},
                 {"location": "/", "tdm-reservation": 1})
    assert rule(body, "/books/new/x") == TdmRule("/books/", False)
    assert rule(body, "/blog/") == TdmRule("/", True)


@pytest.mark.parametrize("body", [
    b"", b"not json", b"<html>Not found</html>", b'{"location": "/", "tdm-reservation": 1}',
    b"[" * 100_000, b'"[]"', b"\xff\xfe\x00garbage",
])
def test_a_body_that_is_not_a_json_array_expresses_no_reservation(body):
    """Failure to provide the representation "implies that the origin server does not
    implement this protocol" (body of at most MAX_BYTES here except the nested one)."""
    read = parse_tdmrep(body, max_bytes=len(body) or 1)
    assert read.outcome == UNPARSEABLE
    assert read.rule_for("/any") is None


def test_a_malformed_rule_is_passed_over_so_a_later_one_may_reserve():
    """A value other than 0 or 1 is a protocol error ("tdm-reservation is unset"); passing the
    rule over lets a later matching rule still reserve."""
    body = rules({"location": "/a/", "tdm-reservation": "0"},
                 {"location": "/a/", "tdm-reservation": False},
                 {"location": "/a/", "tdm-reservation": 2},
                 {"tdm-reservation": 0},
                 {"location": 5, "tdm-reservation": 0},
                 "not an object",
                 {"location": "/a/", "tdm-reservation": 1, "tdm-policy": 7},
                 {"location": "/", "tdm-reservation": 0})
    read = parse_tdmrep(body)
    assert read.outcome == PARSED
    assert read.malformed == (BAD_RESERVATION,) * 3 + (NO_LOCATION,) * 3
    assert read.rule_for("/a/x") == TdmRule("/a/", True)  # its policy not a string: none
    assert read.rule_for("/b") == TdmRule("/", False)


def test_json_numbers_and_hostile_locations():
    """1.0 is JSON's number 1; a lone surrogate in a location (JSON allows one), and a
    location of many stars against a long path, are matched like any other."""
    body = rules({"location": "/x\ud800", "tdm-reservation": 0},
                 {"location": "/" + "*a" * 500 + "$", "tdm-reservation": 0},
                 {"location": "/a/", "tdm-reservation": 1.0})
    read = parse_tdmrep(body)
    assert read.malformed == ()
    assert read.rule_for("/a/b") == TdmRule("/a/", True)
    assert read.rule_for("/a/" + "a" * 2000 + "b") == TdmRule("/a/", True)
    assert read.rule_for("/" + "a" * 2000) == TdmRule("/" + "*a" * 500 + "$", False)


def test_past_the_bounds_every_path_reads_as_reserved():
    big = rules({"location": "/", "tdm-reservation": 0}) + b" " * MAX_BYTES
    assert len(big) > MAX_BYTES
    read = parse_tdmrep(big)
    assert read.outcome == OVERSIZED
    assert read.rule_for("/any").reserved is True
    many = rules(*[{"location": f"/{i}/", "tdm-reservation": 0} for i in range(MAX_RULES + 1)])
    assert len(many) <= MAX_BYTES
    read = parse_tdmrep(many)
    assert read.outcome == TOO_MANY_RULES
    assert read.rule_for("/0/").reserved is True
    enough = rules(*[{"location": f"/{i}/", "tdm-reservation": 0} for i in range(MAX_RULES)])
    assert parse_tdmrep(enough).rule_for("/0/") == TdmRule("/0/", False)


@pytest.mark.parametrize(("headers", "meta", "policies", "sources", "policy"), [
    # TDMRep 4.2's second example: tdm-reservation 1 and a tdm-policy header
    ([b"1"], (), [POLICY.encode()], ("header",), POLICY),
    # 4.3's example: the two meta tags
    ([], [("tdm-reservation", "1"), ("tdm-policy", POLICY)], [], ("meta",), POLICY),
    # the meta tag's supersedes the header's (4.5, "Processing priority") when they reserve
    ([b"1"], [("tdm-reservation", "1"), ("tdm-policy", "https://m/")], [b"https://h/"],
     ("header", "meta"), "https://m/"),
    # "the absence of tdm-reservation and tdm-policy MUST not reset current values"
    ([b"1"], [("tdm-reservation", "1")], [b"https://h/"], ("header", "meta"), "https://h/"),
    # a policy goes with a reservation ("SHOULD NOT process tdm-policy" with 0)
    ([b"1"], [("tdm-policy", "https://m/")], [b"https://h/"], ("header",), "https://h/"),
    ([b"0"], [], [POLICY.encode()], (), None),
])
def test_the_policy_and_where_the_reservation_comes_from(headers, meta, policies, sources,
                                                         policy):
    found = tdm_reservation(headers, meta, policies)
    assert found.sources == sources
    assert found.reserved is bool(sources)
    assert found.policy == policy


# -- through crawls --------------------------------------------------------------------------


class Annotated(Probe):
    """Probe that keeps, per URL, the TDM annotations its response carried."""

    name = "annotated"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.seen: dict[str, tuple[bool, tuple[str, ...], str | None]] = {}

    def parse(self, response):
        super().parse(response)
        meta = response.meta
        self.seen[response.url] = (meta["tdm_reservation"], meta["tdm_reserved_by"],
                                   meta["tdm_policy"])


def file_hits(site: Any) -> list[dict[str, str]]:
    return [hit.headers for hit in site.hits if hit.path == WELL_KNOWN]


async def annotate(site: Any, paths: list[str], settings: dict[str, Any] | None = None,
                   **kwargs: Any) -> Any:
    return await crawl([site.url + p for p in paths], {**TDMREP, **(settings or {})},
                       spider=Annotated, **kwargs)


def revalidated_once(site: Any, conditional: Conditional) -> None:
    """The server was asked for the file twice: first without conditions, then with the
    validators of the copy it gave, and answered 304."""
    first, second = file_hits(site)
    assert "if-none-match" not in first and "if-modified-since" not in first
    assert second["if-none-match"] == '"v1"'
    assert second["if-modified-since"] == MODIFIED
    assert conditional.answers == [200, 304]


NOT_RESERVED = (False, (), None)
RESERVED_BY_FILE = (True, ("tdmrep.json",), None)
BOOKS = rules({"location": "/books/*", "tdm-reservation": 1, "tdm-policy": POLICY},
              {"location": "/blog/", "tdm-reservation": 0})


@pytest_twisted.ensureDeferred
async def test_the_file_is_read_once_for_many_pages_and_annotates_each(farm):
    """robots.txt closes /.well-known/: the file is fetched all the same (as robots.txt is,
    RFC 8615's files are not subject to it), once for the ten pages."""
    pages = ["/books/a", "/books/b", "/books/c/d", "/blog/", "/blog/post", "/other",
             "/books", "/index.html", "/books/e?page=2", "/blog/x"]
    site = farm.add({"/robots.txt": "User-agent: *\nDisallow: /.well-known/\n",
                     WELL_KNOWN: Page(BOOKS, content_type="application/json"),
                     **{p.split("?")[0]: "page" for p in pages}})
    crawler = await annotate(site, pages)
    assert len(file_hits(site)) == 1
    assert site.count("/robots.txt") == 1
    seen = crawler.spider.seen
    for path in ("/books/a", "/books/b", "/books/c/d", "/books/e?page=2"):
        assert seen[site.url + path] == (True, ("tdmrep.json",), POLICY), path
    for path in ("/blog/", "/blog/post", "/blog/x", "/other", "/books", "/index.html"):
        assert seen[site.url + path] == NOT_RESERVED, path
    s = stats(crawler)
    assert s["rfc9309/tdmrep/parsed"] == 1
    assert s["rfc9309/usage/tdm_reservation/tdmrep.json"] == 4
    assert s["rfc9309/usage/tdm_policy"] == 4
    assert s["robotstxt/request_count"] == 1  # the file's fetch counts under its own keys
    assert s["rfc9309/tdmrep/request_count"] == 1


@pytest_twisted.ensureDeferred
async def test_one_request_at_a_time_the_file_is_still_fetched(farm):
    """A response waits for its origin's file in the downloader: with one request at a time
    the file's fetch still goes (it is not scheduled behind the page), and the crawl ends."""
    site = farm.add({WELL_KNOWN: Page(BOOKS, content_type="application/json"),
                     "/books/a": "a", "/blog/b": "b"})
    crawler = await annotate(site, ["/books/a", "/blog/b"],
                             {"CONCURRENT_REQUESTS": 1, "CONCURRENT_REQUESTS_PER_DOMAIN": 1})
    assert len(file_hits(site)) == 1
    assert crawler.spider.seen == {site.url + "/books/a": (True, ("tdmrep.json",), POLICY),
                                   site.url + "/blog/b": NOT_RESERVED}


@pytest_twisted.ensureDeferred
async def test_an_expired_file_is_revalidated_and_a_304_keeps_its_rules(farm):
    conditional = Conditional(body=BOOKS)
    site = farm.add({"/robots.txt": "User-agent: *\nAllow: /\n", WELL_KNOWN: conditional,
                     "/books/a": "a", "/books/b": "b"})
    crawler = await crawl(
        settings={**TDMREP, "RFC9309_MIN_TTL": 1}, spider=Annotated,
        waves=[(0, [site.url + "/books/a"]), (PAST_LIFETIME, [site.url + "/books/b"])],
    )
    revalidated_once(site, conditional)
    assert crawler.spider.seen[site.url + "/books/b"] == (True, ("tdmrep.json",), POLICY)
    s = stats(crawler)
    assert s["rfc9309/tdmrep/fetch/not_modified"] == 1
    assert s["rfc9309/tdmrep/parsed"] == 1  # one body read; the 304 renewed it
    assert "rfc9309/fetch/not_modified" not in s  # robots.txt's own were not revalidated


@pytest_twisted.ensureDeferred
async def test_an_absent_or_unparseable_file_expresses_no_reservation(farm):
    absent = farm.add({"/robots.txt": "User-agent: *\nAllow: /\n", "/p": "p"})  # 404
    forbidden = farm.add({WELL_KNOWN: Page(b"no", 403), "/p": "p"})
    garbage = farm.add({WELL_KNOWN: Page(b"<html>oops</html>", content_type="text/html"),
                        "/p": "p"})
    sites = (absent, forbidden, garbage)
    crawler = await crawl([site.url + "/p" for site in sites], TDMREP, spider=Annotated)
    for site in sites:
        assert len(file_hits(site)) == 1
        assert crawler.spider.seen[site.url + "/p"] == NOT_RESERVED
    s = stats(crawler)
    assert s["rfc9309/tdmrep/absent"] == 2
    assert s["rfc9309/tdmrep/unparseable"] == 1
    assert "rfc9309/usage/tdm_reservation" not in s


@pytest_twisted.ensureDeferred
async def test_a_file_past_its_bounds_reserves_every_path(farm, caplog):
    big = rules({"location": "/", "tdm-reservation": 0}) + b" " * MAX_BYTES
    many = rules(*[{"location": f"/{i}/", "tdm-reservation": 0} for i in range(MAX_RULES + 1)])
    oversized = farm.add({WELL_KNOWN: Page(big, content_type="application/json"), "/0/": "p"})
    crowded = farm.add({WELL_KNOWN: Page(many, content_type="application/json"), "/0/": "p"})
    crawler = await crawl([oversized.url + "/0/", crowded.url + "/0/"], TDMREP,
                          spider=Annotated)
    for site in (oversized, crowded):
        assert crawler.spider.seen[site.url + "/0/"] == RESERVED_BY_FILE
        assert len(file_hits(site)) == 1
    s = stats(crawler)
    assert s["rfc9309/tdmrep/oversized"] == 1
    assert s["rfc9309/tdmrep/too_many_rules"] == 1
    assert s["rfc9309/usage/tdm_reservation/tdmrep.json"] == 2
    assert (f"tdmrep.json at {oversized.url}{WELL_KNOWN} is larger than {MAX_BYTES} bytes; "
            "every path reads as reserved") in caplog.text
    assert (f"tdmrep.json at {crowded.url}{WELL_KNOWN} has more than {MAX_RULES} rules: "
            "every path reads as reserved") in caplog.text


@pytest_twisted.ensureDeferred
async def test_a_file_with_no_answer_yet_reserves_every_path(farm, caplog):
    site = farm.add({WELL_KNOWN: Page(b"down", 503), "/p": "p"})
    crawler = await crawl([site.url + "/p"], TDMREP, spider=Annotated)
    assert len(file_hits(site)) == 1
    assert crawler.spider.seen[site.url + "/p"] == RESERVED_BY_FILE
    assert stats(crawler)["rfc9309/tdmrep/unreachable"] == 1
    assert f"tdmrep.json of {site.url} unreachable (503): every path reads as reserved" in (
        caplog.text)


@pytest_twisted.ensureDeferred
async def test_a_file_down_after_it_was_read_keeps_its_last_copy(farm, caplog):
    """Expired, then asked again and answered 503: the copy read before stands in (within
    RFC9309_LAST_GOOD_MAX_AGE), so /blog/ stays unreserved and /books/ keeps its policy."""
    down = InTurn(Page(BOOKS, headers={"Cache-Control": "max-age=1"}), Page(b"down", 503))
    site = farm.add({WELL_KNOWN: down, "/books/a": "a", "/books/b": "b", "/blog/c": "c"})
    crawler = await crawl(
        settings={**TDMREP, "RFC9309_MIN_TTL": 1}, spider=Annotated,
        waves=[(0, [site.url + "/books/a"]),
               (PAST_LIFETIME, [site.url + "/books/b", site.url + "/blog/c"])],
    )
    assert len(file_hits(site)) == 2
    seen = crawler.spider.seen
    assert seen[site.url + "/books/b"] == (True, ("tdmrep.json",), POLICY)
    assert seen[site.url + "/blog/c"] == NOT_RESERVED
    assert stats(crawler)["rfc9309/tdmrep/unreachable"] == 1
    assert f"tdmrep.json of {site.url} unreachable (503): last good copy used" in caplog.text


class OpensGate(Annotated):
    """Annotated, opening ``gate`` once the response of ``opener`` has been annotated."""

    name = "opens_gate"

    def __init__(self, gate: Gate, opener: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.gate = gate
        self.opener = opener

    def parse(self, response):
        super().parse(response)
        if response.url == self.opener:
            self.gate.open()


@pytest_twisted.ensureDeferred
async def test_the_file_downloaded_while_a_robots_txt_is_under_way_is_read_once(farm):
    """Another origin's robots.txt held open while this origin's file downloads: each body
    is read by its own fetch only (read twice, ``[...][...]`` is no JSON array, and the
    reservation would be lost)."""
    gate = Gate()
    site = farm.add({WELL_KNOWN: Page(EXAMPLE_ALL, content_type="application/json"),
                     "/p": "p"})
    held = farm.add({"/robots.txt": Page(b"User-agent: *\nDisallow: /private\n", gate=gate),
                     "/q": "q", "/private": "no"})
    crawler = await crawl([site.url + "/p", held.url + "/q", held.url + "/private"], TDMREP,
                          spider=OpensGate, gate=gate, opener=site.url + "/p")
    assert crawler.spider.seen[site.url + "/p"] == RESERVED_BY_FILE
    assert held.count("/private") == 0  # its robots.txt, read once, still decides
    assert crawler.spider.responses[held.url + "/q"] == 200
    s = stats(crawler)
    assert s["rfc9309/tdmrep/parsed"] == 1
    assert "rfc9309/tdmrep/unparseable" not in s


@pytest_twisted.ensureDeferred
async def test_the_header_and_meta_tags_join_the_file(farm):
    site = farm.add({
        WELL_KNOWN: Page(BOOKS, content_type="application/json"),
        "/header": Page(b"x", headers={"tdm-reservation": "1", "tdm-policy": POLICY}),
        "/meta": html('<meta name="tdm-reservation" content="1">'
                      f'<meta name="tdm-policy" content="{POLICY}">'),
        "/policy-only": Page(b"x", headers={"tdm-reservation": "0", "tdm-policy": POLICY}),
        "/books/h": Page(b"x", headers={"tdm-reservation": "0", "tdm-policy": "https://h/"}),
        "/blog/m": html('<meta name="tdm-reservation" content="1">'),
    })
    paths = ["/header", "/meta", "/policy-only", "/books/h", "/blog/m"]
    crawler = await annotate(site, paths)
    seen = {url.removeprefix(site.url): value for url, value in crawler.spider.seen.items()}
    assert seen["/header"] == (True, ("header",), POLICY)
    assert seen["/meta"] == (True, ("meta",), POLICY)
    assert seen["/policy-only"] == NOT_RESERVED
    # Any 1 reserves; the policy is that of the reservation, not of the header's 0.
    assert seen["/books/h"] == (True, ("tdmrep.json",), POLICY)
    assert seen["/blog/m"] == (True, ("meta",), None)
    s = stats(crawler)
    assert s["rfc9309/usage/tdm_reservation/header"] == 1
    assert s["rfc9309/usage/tdm_reservation/meta"] == 2


@pytest_twisted.ensureDeferred
async def test_the_setting_off_never_asks_for_the_file(farm):
    """Neither the annotations alone nor nothing at all ask for the file; the setting does
    (the same site, crawled a third time)."""
    site = farm.add({WELL_KNOWN: Page(EXAMPLE_ALL, content_type="application/json"),
                     "/p": Page(b"x", headers={"tdm-reservation": "1"})})
    for settings in ({"RFC9309_USAGE_ANNOTATE": True}, {}):
        crawler = await crawl([site.url + "/p"], settings)
        assert crawler.spider.responses == {site.url + "/p": 200}
        assert file_hits(site) == []
        assert not any(key.startswith("rfc9309/tdmrep/") for key in stats(crawler))
    crawler = await crawl([site.url + "/p"], TDMREP, spider=Annotated)
    assert len(file_hits(site)) == 1
    assert crawler.spider.seen[site.url + "/p"] == (True, ("tdmrep.json", "header"), None)


# -- kept where robots.txt's records are -------------------------------------------------------


def tdm_record(body: bytes = EXAMPLE_GROUPS) -> Any:
    return make_record(
        RobotsPolicy(), Kind.PARSED, now=1000.0, status=200, reason="200",
        url="https://example.com" + WELL_KNOWN, rules=parse_tdmrep(body),
        validators=Validators('"v1"', None), size=len(body),
    )


def test_a_stored_record_is_read_again_with_the_files_reader():
    """The wire format keeps the file's bytes; read back through its SiteFile, they give the
    report's second example again (first match wins), validators included."""
    value = wire.encode(tdm_record(), EXAMPLE_GROUPS)
    shared = finish(wire.decoding(value, MAX_BYTES, (), TDMREP_JSON))
    assert shared.body == EXAMPLE_GROUPS
    assert shared.record.validators == Validators('"v1"', None)
    rules = shared.record.rules
    assert rules.rule_for("/directory-b/html/x.html") == TdmRule(
        "/directory-b/html/", True, POLICY)
    assert rules.rule_for("/directory-b/images/a.jpg").reserved is False
    assert rules.rule_for("/elsewhere") is None


def test_a_pickled_record_names_only_its_files_classes():
    """The tier's pickles: a tdmrep.json record loads through its SiteFile; one of robots.txt
    does not (RobotsTxt is not among the file's classes), nor the other way round."""
    record = tdm_record()
    loaded = finish(pickled.loading(pickled.dumps(record), (), TDMREP_JSON))
    assert loaded.rules.rule_for("/directory-a/x") == TdmRule("/directory-a/", True)
    with pytest.raises(wire.Undecodable, match=re.escape("usage.tdmrep.TdmFile")):
        finish(pickled.loading(pickled.dumps(record)))
    robots = make_record(RobotsPolicy(), Kind.PARSED, now=1000.0, status=200, reason="200",
                         url="https://example.com/robots.txt",
                         rules=RobotsTxt.parse(b"User-agent: *\nDisallow: /x\n"))
    with pytest.raises(wire.Undecodable, match=re.escape("robotstxt.rules.RobotsTxt")):
        finish(pickled.loading(pickled.dumps(robots), (), TDMREP_JSON))


@pytest_twisted.ensureDeferred
async def test_a_jobdir_run_revalidates_the_file_the_run_before_read(farm, tmp_path):
    """The next run on the JOBDIR finds the file's record there: expired, it is revalidated
    with the stored validators, and the 304 renews the stored rules."""
    conditional = Conditional(body=BOOKS)
    site = farm.add({"/robots.txt": "User-agent: *\nAllow: /\n", WELL_KNOWN: conditional,
                     "/books/a": "a"})
    settings = {**TDMREP, "JOBDIR": str(tmp_path / "job"), "RFC9309_CACHE_BACKEND": "jobdir",
                "RFC9309_MIN_TTL": 1}
    await annotate(site, ["/books/a"], settings)
    await deferLater(reactor, PAST_LIFETIME, lambda: None)
    again = await annotate(site, ["/books/a"], settings)
    revalidated_once(site, conditional)
    assert again.spider.seen[site.url + "/books/a"] == (True, ("tdmrep.json",), POLICY)
    s = stats(again)
    assert s["rfc9309/tdmrep/fetch/not_modified"] == 1
    assert "rfc9309/tdmrep/parsed" not in s  # no body read in this run


@pytest_twisted.ensureDeferred
async def test_a_jobdir_run_uses_the_fresh_file_the_run_before_read(farm, tmp_path):
    site = farm.add({WELL_KNOWN: Page(BOOKS, content_type="application/json",
                                      headers={"Cache-Control": "max-age=3600"}),
                     "/books/a": "a", "/blog/b": "b"})
    settings = {**TDMREP, "JOBDIR": str(tmp_path / "job"), "RFC9309_CACHE_BACKEND": "jobdir"}
    await annotate(site, ["/books/a"], settings)
    again = await annotate(site, ["/books/a", "/blog/b"], settings)
    assert len(file_hits(site)) == 1
    assert again.spider.seen == {site.url + "/books/a": (True, ("tdmrep.json",), POLICY),
                                 site.url + "/blog/b": NOT_RESERVED}
    s = stats(again)
    assert s["rfc9309/tdmrep/jobdir/hit"] == 1
    assert s["rfc9309/jobdir/hit"] == 1  # robots.txt's own record, apart from the file's
    assert "rfc9309/tdmrep/request_count" not in s


@pytest_twisted.ensureDeferred
async def test_a_stored_file_lives_no_longer_than_this_runs_limits(farm, tmp_path):
    """Stored for an hour (its max-age); the next run's RFC9309_CACHE_TTL of 1 s bounds it,
    measured from its fetch: expired there, it is revalidated, not used as fresh."""
    conditional = Conditional(body=BOOKS, cache_control="max-age=3600")
    site = farm.add({WELL_KNOWN: conditional, "/books/a": "a"})
    settings = {**TDMREP, "JOBDIR": str(tmp_path / "job"), "RFC9309_CACHE_BACKEND": "jobdir"}
    await annotate(site, ["/books/a"], settings)
    await deferLater(reactor, PAST_LIFETIME, lambda: None)
    again = await annotate(site, ["/books/a"], {**settings, "RFC9309_CACHE_TTL": 1,
                                                "RFC9309_MIN_TTL": 1})
    assert conditional.answers == [200, 304]
    assert file_hits(site)[1]["if-none-match"] == '"v1"'
    assert again.spider.seen[site.url + "/books/a"] == (True, ("tdmrep.json",), POLICY)


@pytest_twisted.ensureDeferred
async def test_two_fleet_workers_share_the_file(farm, redis_server):
    """Two crawlers at once on one Redis: the server is asked for the file once; both
    annotate from it."""
    site = farm.add({WELL_KNOWN: Page(BOOKS, content_type="application/json",
                                      headers={"Cache-Control": "max-age=3600"}),
                     "/books/a": "a", "/books/b": "b"})
    settings = {**TDMREP, "RFC9309_CACHE_BACKEND": "redis",
                "RFC9309_REDIS_URL": redis_server.url, "RFC9309_REDIS_TIMEOUT": 5}
    workers = [start_crawl([site.url + path], settings, spider=Annotated)
               for path in ("/books/a", "/books/b")]
    await DeferredList([running for _, running in workers], fireOnOneErrback=True)
    assert len(file_hits(site)) == 1
    for (crawler, _), path in zip(workers, ("/books/a", "/books/b"), strict=True):
        assert crawler.spider.seen == {site.url + path: (True, ("tdmrep.json",), POLICY)}
        assert "rfc9309/fleet/fallback" not in stats(crawler)


@pytest_twisted.ensureDeferred
async def test_a_file_evicted_from_memory_is_read_back_from_the_tier(farm):
    """RFC9309_MAX_ORIGINS = 1: the second wave's origin whose file memory evicted reads it
    from the memory backend's tier file, not from the site again."""
    sites = [farm.add({WELL_KNOWN: Page(BOOKS, content_type="application/json",
                                        headers={"Cache-Control": "max-age=3600"}),
                       "/books/a": "a", "/books/b": "b"}) for _ in range(2)]
    crawler = await crawl(
        settings={**TDMREP, "RFC9309_MAX_ORIGINS": 1}, spider=Annotated,
        waves=[(0, [site.url + "/books/a" for site in sites]),
               (0, [site.url + "/books/b" for site in sites])],
    )
    for site in sites:
        assert len(file_hits(site)) == 1
        for path in ("/books/a", "/books/b"):
            assert crawler.spider.seen[site.url + path] == (True, ("tdmrep.json",), POLICY)
    assert stats(crawler)["rfc9309/tdmrep/cache/tier_hit"] >= 1


@pytest_twisted.ensureDeferred
async def test_with_evidence_only_robots_txt_is_hashed_and_archived_and_tdm_policy_is_a_source(
    farm, tmp_path
):
    """RFC9309_EVIDENCE with an archive and RFC9309_TDMREP: tdmrep.json is fetched for the
    annotations, but the evidence's digest and the archive are robots.txt's alone (its one
    body, named by the SHA-256 the test computes); the page's ``tdm-policy`` header and meta
    tag are listed as sources of the ``tdm_reservation`` signal, as ``tdm-reservation`` is."""
    from tests.test_evidence import Keeper, sha256

    robots = b"User-agent: *\nAllow: /\n"
    head = ('<meta name="tdm-reservation" content="1">'
            '<meta name="tdm-policy" content="https://m.example/policy">')
    page = Page(f"<html><head>{head}</head><body>x</body></html>".encode(),
                content_type="text/html; charset=utf-8",
                headers={"tdm-reservation": "1", "tdm-policy": "https://h.example/policy"})
    site = farm.add({"/robots.txt": robots,
                     WELL_KNOWN: Page(BOOKS, content_type="application/json"), "/page": page})
    archive = tmp_path / "archive"
    settings = {**TDMREP, "RFC9309_EVIDENCE": True, "RFC9309_EVIDENCE_ARCHIVE": str(archive)}
    crawler = await crawl([site.url + "/page"], settings, spider=Keeper)
    assert len(file_hits(site)) == 1
    assert site.count("/robots.txt") == 1
    evidence = crawler.spider.evidence[site.url + "/page"]
    assert evidence is not None
    assert evidence["robots_txt"]["sha256"] == sha256(robots)
    assert sorted(p.name for p in archive.iterdir()) == sorted(
        [f"{sha256(robots)}.txt", INDEX]
    )
    usage = evidence["usage"]
    assert usage["tdm_reservation"] is True
    sources = usage["sources"]
    assert {"signal": "tdm_reservation", "source": "header", "name": "tdm-policy",
            "text": "https://h.example/policy"} in sources
    assert {"signal": "tdm_reservation", "source": "meta tag", "name": "tdm-policy",
            "text": "https://m.example/policy"} in sources
    assert not [s for s in sources if s["signal"] == "robots_tag"]
