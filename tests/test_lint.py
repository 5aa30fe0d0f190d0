"""``scrapy robots --lint``: the linter as a table (pure), and the command on files and on a
robots.txt served by a local site. Every expected line number and kind is written from the
file in the test, as RFC 9309 reads it (2.2.1 names, 2.2.2 groups, 2.3 UTF-8, 2.5 size)."""

from __future__ import annotations

import json

import pytest
import pytest_twisted

from scrapy_rfc9309.explain.lint import lint
from scrapy_rfc9309.testing import Page
from tests.test_explain_command import scrapy_robots

CLEAN = b"""# a clean file
User-agent: *
Disallow: /private/
Allow: /private/ok
Crawl-delay: 2
Request-rate: 1/5s

User-agent: Googlebot-Image
Disallow: /

Sitemap: https://example.com/sitemap.xml
"""

CASES = [
    ("clean", CLEAN, []),
    ("empty", b"", []),
    ("comments only", b"# nothing\n\n   # here\n", []),
    ("rule before any group", b"Disallow: /a\nUser-agent: *\nDisallow: /b\n",
     [(1, "outside-group")]),
    ("crawl-delay before any group", b"Crawl-delay: 5\nUser-agent: *\n",
     [(1, "outside-group")]),
    ("typos", b"User-agent: *\nDissallow: /a\nDisalow: /b\nUseragent: x\n",
     [(2, "typo"), (3, "typo"), (4, "typo")]),
    ("no colon", b"User-agent: *\nDisallow /a\n", [(2, "no-colon")]),
    ("no colon, three words", b"User-agent: *\nDisallow /a /b\n", [(2, "not-a-record")]),
    ("unknown directive", b"User-agent: *\nNoindex: /a\nHost: example.com\n",
     [(2, "unknown-directive"), (3, "unknown-directive")]),
    ("not a record", b"User-agent: *\nDisallow: /a\ngarbage\n", [(3, "not-a-record")]),
    ("agent names", b"User-agent: FooBot/2.1\nUser-agent: crawler1\nUser-agent: good_bot-x\n"
     b"User-agent: *\nDisallow: /\n", [(1, "agent-name"), (2, "agent-name")]),
    ("bad values", b"User-agent: *\nCrawl-delay: 1s\nRequest-rate: fast\nCrawl-delay: 0.5\n",
     [(2, "bad-value"), (3, "bad-value")]),
    ("html page", b"<!DOCTYPE html>\n<html>\n<body>Not found</body>\n</html>\n", [(1, "html")]),
    ("html after rules", b"User-agent: *\nDisallow: /a\n<div class=\"x\">\n", [(3, "html")]),
    ("utf-8 bom", b"\xef\xbb\xbfUser-agent: *\nDisallow: /a\n", [(1, "bom")]),
    ("utf-16", "User-agent: *\nDisallow: /\n".encode("utf-16"), [(1, "encoding")]),
    ("latin-1 byte", b"User-agent: *\nDisallow: /caf\xe9\n", [(2, "encoding")]),
    ("control character", b"User-agent: *\nDisallow: /a\x00/b\n", [(2, "control")]),
]


@pytest.mark.parametrize(("body", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_linter_names_each_line(body, expected):
    assert [(f.line, f.kind) for f in lint(body)] == expected


def test_lines_past_the_size_limit_are_named():
    body = b"".join(b"# line %02d\n" % i for i in range(1, 11))  # 10 lines of 10 bytes
    assert len(body) == 100
    for limit, first_unread in ((45, 5), (40, 5), (49, 6)):
        # 45 cuts line 5; 40 ends after line 4; 49 ends at line 5's line break (read whole)
        [found] = lint(body, max_bytes=limit)
        assert (found.line, found.kind) == (first_unread, "too-large"), limit


def test_control_characters_are_quoted_escaped():
    [found] = lint(b"User-agent: *\nDisallow: /a\x1b[31m\n")
    assert (found.line, found.kind, found.text) == (2, "control", "Disallow: /a\\x1b[31m")


def test_served_as_html():
    kinds = [(f.line, f.kind) for f in lint(CLEAN, content_type="text/html; charset=utf-8")]
    assert kinds == [(0, "html")]


BAD = b"""Disallow: /before-any-group
User-agent: *
Dissallow: /typo
Allow: /ok
<html><body>oops</body></html>
"""


@pytest_twisted.ensureDeferred
async def test_command_names_each_line_and_exits_1(tmp_path):
    (tmp_path / "robots.txt").write_bytes(BAD)
    code, out, err = await scrapy_robots(tmp_path, "--lint", "robots.txt")
    assert code == 1, err
    lines = out.splitlines()
    assert lines[0] == "robots.txt: 3 findings"
    found = [line.strip() for line in lines if line.startswith("  line ")]
    assert [line.split(":")[0:2] for line in found] == [
        ["line 1", " outside-group"], ["line 3", " typo"], ["line 5", " html"]]
    assert "Dissallow: /typo" in out


@pytest_twisted.ensureDeferred
async def test_command_on_a_clean_file_exits_0(tmp_path):
    (tmp_path / "robots.txt").write_bytes(CLEAN)
    code, out, err = await scrapy_robots(tmp_path, "--lint", "robots.txt", "--json")
    assert code == 0, err
    assert json.loads(out) == [{"source": "robots.txt", "findings": []}]


@pytest_twisted.ensureDeferred
async def test_command_on_a_url_reads_the_origins_robots_txt(farm, tmp_path):
    site = farm.add({"/robots.txt": Page(BAD), "/page": "p"})
    code, out, err = await scrapy_robots(tmp_path, "--lint", f"{site.url}/page", "--json")
    assert code == 1, err
    [report] = json.loads(out)
    assert report["source"] == f"{site.url}/robots.txt"
    assert [(f["line"], f["kind"]) for f in report["findings"]] == [
        (1, "outside-group"), (3, "typo"), (5, "html")]
    assert site.paths() == ["/robots.txt"]


@pytest_twisted.ensureDeferred
async def test_command_on_a_url_served_as_html(farm, tmp_path):
    page = Page(b"<!doctype html>\n<title>Home</title>\n", content_type="text/html")
    site = farm.add({"/robots.txt": page})
    code, out, err = await scrapy_robots(tmp_path, "--lint", site.url, "--json")
    assert code == 1, err
    [report] = json.loads(out)
    assert [(f["line"], f["kind"]) for f in report["findings"]] == [(0, "html"), (1, "html")]


@pytest_twisted.ensureDeferred
async def test_command_when_robots_txt_cannot_be_had(farm, tmp_path):
    site = farm.add({"/robots.txt": Page(b"down", status=503)})
    code, _, err = await scrapy_robots(tmp_path, "--lint", site.url)
    assert code == 2
    assert "could not be fetched (503)" in err



def test_lines_the_engine_read_before_are_named():
    """The engine keeps what short lines read as, for the next file (``_robotsparse._READ``):
    the linter is told each line's key all the same."""
    from scrapy_rfc9309.robotstxt import RobotsTxt

    body = b"User-agent: *\nDissallow: /a\nDisalow: /b\nUseragent: x\nDisallow /c\n"
    RobotsTxt.parse(body)
    assert [(f.line, f.kind) for f in lint(body)] == [
        (2, "typo"), (3, "typo"), (4, "typo"), (5, "no-colon"),
    ]
