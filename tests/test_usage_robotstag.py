"""Page-level directives: X-Robots-Tag / Robots-Tag lines, meta tags of the head, TDMRep, and
NofollowMiddleware acting on them.

Provenance: the header examples are those of Google's "Robots meta tag, data-nosnippet, and
X-Robots-Tag specifications" page (developers.google.com/search/docs/crawling-indexing/
robots-meta-tag): ``X-Robots-Tag: noindex``, several lines, ``googlebot: nofollow`` with
``otherbot: noindex, nofollow``, ``unavailable_after: 25 Jun 2010 15:00:00 PST``; ``none`` is
"equivalent to noindex, nofollow".  The structured form, the meta example and the 8 KiB
limit are draft-illyes-repext-03 section 3.1 (``Robots-Tag: *;nosnippet, ExampleBot;noindex``
and its deserialised table; ``<meta name="examplebot" content="nosnippet">``).
TDM: W3C TDMRep sections 3.3 (header) and 3.4 (meta).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scrapy import Request
from scrapy.http import HtmlResponse
from scrapy.utils.test import get_crawler

from scrapy_rfc9309.usage.annotate import ROBOTS_TAG
from scrapy_rfc9309.usage.headmeta import MAX_HEAD_BYTES, MAX_META, Head, meta_tags
from scrapy_rfc9309.usage.nofollow import NofollowMiddleware
from scrapy_rfc9309.usage.robotstag import MAX_DIRECTIVES, MAX_LINES, MAX_OCTETS, directives_for
from scrapy_rfc9309.usage.tdm import tdm_reservation

#: The meta tag names a crawler whose token is ``ourbot`` asks for (annotate.py's choice).
NAMES = frozenset({"robots", "ourbot", "tdm-reservation"})
#: What a page read only in part reads as (module docstring of robotstag.py).
CLOSED = {"noindex", "nofollow"}


@pytest.mark.parametrize(
    ("token", "lines", "expected"),
    [
        ("bot", [b"noindex"], {"noindex"}),
        ("bot", [b"noimageindex", b"unavailable_after: 25 Jun 2010 15:00:00 PST"],
         {"noimageindex", "unavailable_after:25 jun 2010 15:00:00 pst"}),
        ("googlebot", [b"googlebot: nofollow", b"otherbot: noindex, nofollow"], {"nofollow"}),
        ("otherbot", [b"googlebot: nofollow", b"otherbot: noindex, nofollow"],
         {"noindex", "nofollow"}),
        ("GoogleBot", [b"GOOGLEBOT: NoAI"], {"noai"}),
        ("bot", [b"*: noimageai"], {"noimageai"}),
        ("bot", [b"none"], {"none", "noindex", "nofollow"}),
        ("bot", [b"googlebot: unavailable_after: Wed, 22 Jul 2026 15:00:00 GMT, noai"], set()),
        ("googlebot", [b"googlebot: unavailable_after: Wed, 22 Jul 2026 15:00:00 GMT, noai"],
         {"unavailable_after:wed, 22 jul 2026 15:00:00 gmt", "noai"}),
        ("bot", [b"max-snippet: 20, max-image-preview:large"],
         {"max-snippet:20", "max-image-preview:large"}),
        ("bot", [b"noindex,", b"", b" , nofollow"], {"noindex", "nofollow"}),
    ],
)
def test_header_lines(token, lines, expected):
    found = directives_for(token, lines)
    assert found.directives == expected
    assert found.malformed == ()


@pytest.mark.parametrize(
    ("token", "expected"),
    [("ExampleBot", {"nosnippet", "noindex"}), ("examplebot", {"nosnippet", "noindex"}),
     ("OtherBot", {"nosnippet"})],
)
def test_the_repext_drafts_structured_example(token, expected):
    for field in (b"*;nosnippet, ExampleBot;noindex", "*;nosnippet, ExampleBot;noindex"):
        assert directives_for(token, [field]).directives == expected


def test_structured_members_values_strings_and_bare_members():
    found = directives_for(
        "examplebot",
        [
            b"ExampleBot;max-snippet=20;noai=?0, noindex",
            b'"examplebot";unavailable_after="25 Jun 2010"',
        ],
    )
    assert found.directives == {"max-snippet:20", "noindex", "unavailable_after:25 jun 2010"}
    assert found.malformed == ()
    bad = directives_for("x", [b"ExampleBot;;", b"(a b);noindex, 5;noai"])
    assert bad.directives == set() and bad.malformed == ("malformed",) * 3


def test_a_line_longer_than_the_drafts_minimum_is_read_whole():
    """repext-03 3.1.1 asks a crawler to read at least 8 KiB of a line: a restrictive
    directive past that is still read, within the octets read of all lines."""
    line = b"noindex, " + b"x" * 9000 + b", nofollow"
    found = directives_for("bot", [line])
    assert found.directives == {"noindex", "x" * 9000, "nofollow"}
    assert found.malformed == found.overflow == ()


def test_meta_tags_for_robots_and_for_the_token_apply_those_for_another_do_not():
    html = (
        b'<html><head><meta name="robots" content="noindex">'
        b'<meta name="OurBot" content="nofollow"><meta name="otherbot" content="noai">'
        b"</head><body></body></html>"
    )
    found = directives_for("ourbot", [b"otherbot: noimageai"], meta_tags(html, NAMES).tags)
    assert found.directives == {"noindex", "nofollow"}
    repext = meta_tags(b'<meta name="robots" content="noindex"><meta name="examplebot" '
                       b'content="nosnippet">', {"robots", "examplebot", "other"}).tags
    assert directives_for("ExampleBot", (), repext).directives == {"noindex", "nosnippet"}
    assert directives_for("other", (), repext).directives == {"noindex"}
    assert "nofollow" in found


@pytest.mark.parametrize(
    ("lines", "cause"),
    [
        ([b"<script>alert(1)</script>"], "malformed"),
        ([b"no index"], "malformed"),
        ([b"max-snippet:"], "malformed"),
    ],
)
def test_malformed_pieces_are_dropped_with_a_cause(lines, cause):
    found = directives_for("bot", [*lines, b"noarchive"])
    assert found.directives == {"noarchive"}
    assert found.malformed == (cause,)


def test_restrictive_directives_are_never_the_ones_cut():
    """More directives for us than are kept: the first ones are kept, a restrictive one
    after them too, and the result fails closed."""
    many = ", ".join(f"x{i:02}" for i in range(MAX_DIRECTIVES + 6))
    found = directives_for("bot", [f"{many}, nofollow".encode()])
    assert {"x00", "nofollow", "noindex"} <= found.directives
    assert f"x{MAX_DIRECTIVES + 5:02}" not in found.directives
    assert found.overflow == ("directives",)
    found = directives_for("bot", [many.encode(), b"none"])
    assert {"none", "noindex", "nofollow"} <= found.directives
    structured = ", ".join(f"bot;y{i}" for i in range(MAX_DIRECTIVES + 6))
    found = directives_for("bot", [f"{structured}, bot;noindex".encode()])
    assert {"y0", "noindex", "nofollow"} <= found.directives
    assert found.overflow == ("directives",)


@pytest.mark.parametrize(
    "other",
    [b"otherbot: noindex, noarchive", b"otherbot;noindex;noarchive, thirdbot;noai"],
)
def test_lines_for_other_crawlers_use_up_nothing(other):
    """Legacy ``otherbot:`` lines and structured members for other tokens count for no bound
    of ours: the line for us after 40 of them is read, and nothing overflows."""
    found = directives_for("ourbot", [other] * 40 + [b"ourbot: nofollow"])
    assert found.directives == {"nofollow"}
    assert found.overflow == ()
    assert directives_for("ourbot", [other] * 40).directives == set()


def test_lines_for_us_past_the_bound_fail_closed():
    assert directives_for("bot", [b"noarchive"] * MAX_LINES).directives == {"noarchive"}
    for line in (b"noarchive", b"*: noarchive", b"BOT: noarchive", b"bot;noarchive"):
        found = directives_for("bot", [line] * (MAX_LINES + 1))
        assert found.directives == {"noarchive"} | CLOSED, line
        assert found.overflow == ("lines",)


def test_lines_past_the_octets_read_fail_closed_whoever_they_are_for():
    line = b"otherbot: " + b"x" * 8000
    count = MAX_OCTETS // len(line)
    assert directives_for("bot", [line] * count).overflow == ()
    found = directives_for("bot", [line] * (count + 1))
    assert found.directives == CLOSED
    assert found.overflow == ("octets",)


def test_a_head_read_in_part_fails_closed():
    found = directives_for("bot", [b"noarchive"], [("robots", "noai")], meta_overflow="meta")
    assert found.directives == {"noarchive", "noai"} | CLOSED
    assert found.overflow == ("meta",)


def test_the_head_scanner_skips_comments_scripts_and_stops_at_the_body():
    html = (
        b"<!doctype html><html><HEAD><title>a <meta name=robots content=x></title>"
        b'<!-- <meta name="robots" content="noindex"> -->'
        b"<meta charset=utf-8><META NAME=\"Robots\" CONTENT='NoFollow, noai'>"
        b'<script>var s="<meta name=robots content=none>";</script>'
        b'<meta name=googlebot content=noindex /><meta content="1" name="tdm-reservation">'
        b"</head><body><meta name=robots content=late>"
    )
    names = {"robots", "googlebot", "tdm-reservation"}
    assert meta_tags(html, names) == Head((
        ("robots", "NoFollow, noai"),
        ("googlebot", "noindex"),
        ("tdm-reservation", "1"),
    ))
    assert meta_tags(
        b"<head><meta name=robots content=a><body><meta name=robots content=b>", names
    ) == Head((("robots", "a"),))


def test_the_head_scanner_reads_a_prefix_and_says_when_it_cut_the_head():
    html = b"<head>" + b" " * 100 + b"<meta name=robots content=noindex>"
    assert meta_tags(html, NAMES, max_bytes=50) == Head((), "head")
    assert meta_tags(html, NAMES) == Head((("robots", "noindex"),))
    # Unclosed at the bound (a comment, a script): what follows may be in the head.
    for opened in (b"<!-- ", b"<script>"):
        page = b"<head>" + opened + b"x" * MAX_HEAD_BYTES + b"<meta name=robots content=x>"
        assert meta_tags(page, NAMES) == Head((), "head")
        assert meta_tags(page[:MAX_HEAD_BYTES], NAMES) == Head()  # the page ended there


def test_meta_tags_of_other_names_use_up_nothing():
    other = b"".join(b'<meta name="og:t%d" content="v">' % i for i in range(MAX_META + 1))
    page = b"<head>" + other + b'<meta name="robots" content="nofollow"></head>'
    assert meta_tags(page, NAMES) == Head((("robots", "nofollow"),))


def test_more_meta_tags_for_us_than_are_kept_say_so():
    ours = b"<meta name=ourbot content=noarchive>"
    assert meta_tags(b"<head>" + ours * MAX_META, NAMES).overflow is None
    found = meta_tags(b"<head>" + ours * (MAX_META + 1), NAMES)
    assert found.tags == (("ourbot", "noarchive"),) * MAX_META
    assert found.overflow == "meta"


@pytest.mark.parametrize(
    ("tag", "ends"),
    [(b"<div>", True), (b"<P class=x>", True), (b"<metadata>", True), (b"<main/>", True),
     (b"<link rel=x>", False), (b"<base href=/>", False), (b"<template>", False),
     (b"<html>", False), (b"<!doctype html>", False)],
)
def test_a_tag_html_does_not_allow_in_a_head_ends_it(tag, ends):
    """HTML's "in head" insertion mode: any start tag but those of metadata ends the head
    (and </head> and <body> may be left out), so a long page need not be read to its end;
    meta tags up to the bound are still read."""
    page = (b"<html><head><title>t</title>" + tag + b"<meta name=robots content=noai>"
            + b" " * MAX_HEAD_BYTES)  # white space: the head goes on
    assert len(page) > MAX_HEAD_BYTES
    found = meta_tags(page, NAMES)
    assert found.tags == (("robots", "noai"),)
    assert found.overflow == (None if ends else "head")


@pytest.mark.parametrize(
    "hostile",
    [
        b"<!--" + b"<" * 70_000,
        b"<meta " + b'x="' * 30_000,
        b"<meta" * 20_000,
        b"<script>" * 10_000,
        b"<title>" + b"<meta name=robots content=none>" * 3000,
    ],
)
def test_hostile_heads_give_an_answer_and_nothing_inside_raw_text(hostile):
    found = meta_tags(hostile, NAMES)
    assert found.tags == ()
    assert found.overflow == (None if len(hostile) <= MAX_HEAD_BYTES else "head")


@pytest.mark.parametrize(
    ("headers", "meta", "reserved", "malformed"),
    [
        ([b"1"], (), True, ()),
        ([b"0"], (), False, ()),
        ([], [("tdm-reservation", "1")], True, ()),
        ([b"0"], [("tdm-reservation", "1")], True, ()),
        ([b"yes"], [("robots", "1")], False, ("malformed",)),
        ([], [], False, ()),
    ],
)
def test_tdm_reservation(headers, meta, reserved, malformed):
    found = tdm_reservation(headers, meta)
    assert found.reserved is reserved
    assert found.malformed == malformed


@settings(max_examples=300, deadline=None)
@given(st.lists(st.binary(max_size=120), max_size=4), st.binary(max_size=400))
def test_any_header_lines_and_body_give_an_answer(lines, body):
    head = meta_tags(b"<head>" + body, {"robots", "bot", "tdm-reservation"})
    meta = head.tags
    found = directives_for("bot", lines, meta, head.overflow)
    assert all(d == d.lower() for d in found.directives)
    assert isinstance(tdm_reservation(lines, meta).reserved, bool)


@pytest.mark.parametrize(
    ("lines", "dropped"),
    [
        ([b"otherbot: nofollow"] * 40 + [b"nofollow"], True),  # ours, behind other crawlers'
        ([b"noarchive"] * 40, True),  # past the lines read for us: fails closed
        ([b"otherbot: nofollow"] * 40, False),  # nothing for us
    ],
)
def test_the_nofollow_middleware_drops_requests_of_a_page_whose_directives_say_so(lines, dropped):
    """NofollowMiddleware on the annotation directives_for gives: requests from the page
    dropped (and counted), items kept, whatever put ``nofollow`` there."""
    crawler = get_crawler(settings_dict={"ROBOTSTXT_OBEY": True, "RFC9309_OBEY_NOFOLLOW": True})
    middleware = NofollowMiddleware.from_crawler(crawler)
    page = Request("http://127.0.0.1/page",
                   meta={ROBOTS_TAG: directives_for("bot", lines).directives})
    response = HtmlResponse(page.url, body=b"<a href=/to>to</a>", request=page)
    link, item = Request("http://127.0.0.1/to"), {"url": page.url}
    out = list(middleware.process_spider_output(response, [link, item]))
    assert out == ([item] if dropped else [link, item])
    assert crawler.stats.get_value("rfc9309/usage/nofollow_dropped") == (1 if dropped else None)
