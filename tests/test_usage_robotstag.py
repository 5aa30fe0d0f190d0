"""Page-level directives: X-Robots-Tag / Robots-Tag lines, meta tags of the head, TDMRep.

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

from scrapy_rfc9309.usage.headmeta import MAX_META, meta_tags
from scrapy_rfc9309.usage.robotstag import MAX_LINE_OCTETS, MAX_LINES, directives_for
from scrapy_rfc9309.usage.tdm import tdm_reservation


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


def test_a_line_past_the_limit_keeps_its_complete_members():
    """repext-03 3.1.1: members complete within the limit are honoured, the cut one and all
    after it ignored."""
    head = b"noindex, " + b"x" * (MAX_LINE_OCTETS - 16) + b", "  # 5 octets short
    line = head + b"nofollow, noarchive"
    assert len(head) < MAX_LINE_OCTETS < len(line)
    found = directives_for("bot", [line])
    assert found.directives == {"noindex", "x" * (MAX_LINE_OCTETS - 16)}
    assert found.malformed == ("too-long",)


def test_meta_tags_for_robots_and_for_the_token_apply_those_for_another_do_not():
    html = (
        b'<html><head><meta name="robots" content="noindex">'
        b'<meta name="OurBot" content="nofollow"><meta name="otherbot" content="noai">'
        b"</head><body></body></html>"
    )
    found = directives_for("ourbot", [b"otherbot: noimageai"], meta_tags(html))
    assert found.directives == {"noindex", "nofollow"}
    repext = meta_tags(b'<meta name="robots" content="noindex"><meta name="examplebot" '
                       b'content="nosnippet">')
    assert directives_for("ExampleBot", (), repext).directives == {"noindex", "nosnippet"}
    assert directives_for("other", (), repext).directives == {"noindex"}
    assert "nofollow" in found


@pytest.mark.parametrize(
    ("lines", "cause"),
    [
        ([b"<script>alert(1)</script>"], "malformed"),
        ([b"no index"], "malformed"),
        ([b"max-snippet:"], "malformed"),
        ([b"x" * (MAX_LINE_OCTETS + 1)], "too-long"),
    ],
)
def test_malformed_pieces_are_dropped_with_a_cause(lines, cause):
    found = directives_for("bot", [*lines, b"noarchive"])
    assert found.directives == {"noarchive"}
    assert found.malformed == (cause,)


def test_too_many_lines_or_directives_are_bounded():
    lines = [b"noindex"] * (MAX_LINES + 5)
    assert directives_for("bot", lines).malformed == ("too-many",)
    many = [", ".join(f"d{i}" for i in range(200)).encode()]
    found = directives_for("bot", many)
    assert "too-many" in found.malformed and len(found.directives) <= 65


def test_the_head_scanner_skips_comments_scripts_and_stops_at_the_body():
    html = (
        b"<!doctype html><html><HEAD><title>a <meta name=robots content=x></title>"
        b'<!-- <meta name="robots" content="noindex"> -->'
        b"<meta charset=utf-8><META NAME=\"Robots\" CONTENT='NoFollow, noai'>"
        b'<script>var s="<meta name=robots content=none>";</script>'
        b'<meta name=googlebot content=noindex /><meta content="1" name="tdm-reservation">'
        b"</head><body><meta name=robots content=late>"
    )
    assert meta_tags(html) == (
        ("robots", "NoFollow, noai"),
        ("googlebot", "noindex"),
        ("tdm-reservation", "1"),
    )
    assert meta_tags(b"<head><meta name=robots content=a><body><meta name=robots content=b>") == (
        ("robots", "a"),
    )


def test_the_head_scanner_reads_only_its_prefix_and_a_bounded_count():
    html = b"<head>" + b" " * 100 + b"<meta name=robots content=noindex>"
    assert meta_tags(html, max_bytes=50) == ()
    assert meta_tags(html) == (("robots", "noindex"),)
    many = b"<head>" + b"<meta name=a content=b>" * (MAX_META + 10)
    assert len(meta_tags(many)) == MAX_META


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
    assert meta_tags(hostile) == ()


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
    meta = meta_tags(b"<head>" + body)
    found = directives_for("bot", lines, meta)
    assert all(d == d.lower() for d in found.directives)
    assert isinstance(tdm_reservation(lines, meta).reserved, bool)
