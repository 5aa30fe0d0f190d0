"""One normal form (issue 20), through real crawls against site-farm servers on 127.0.0.1.

* A reserved character other than ``/ ? #`` and its ``%XX`` are one (RFC 9309 2.2.2: reserved
  octets are percent-encoded before comparison), in both directions, in paths and queries;
  Scrapy's built-in (protego) denies these URLs too.
* Dot segments (``/pub/../private/a``, ``/./private/b``, ``/pub/%2E%2E/private/c``) are
  removed before matching (RFC 3986 5.2.4): a server that resolves them, as nginx does, would
  serve ``/private/`` content for them.

Each test first shows what Scrapy sends and what the server answers without robots.txt
(``dont_obey_robotstxt``), so the denial is shown to protect something real.
"""

from __future__ import annotations

import pytest_twisted
import scrapy

from scrapy_rfc9309 import RobotsTxtForbidden
from scrapy_rfc9309.testing import Page
from tests.conftest import crawl
from tests.oracles import protego_allows

RESERVED = [(",", "%2C"), (";", "%3B"), ("=", "%3D"), ("&", "%26"), ("!", "%21"), ("(", "%28"),
            (")", "%29"), ("'", "%27"), ("+", "%2B"), (":", "%3A"), ("@", "%40")]


def _reserved_cases() -> tuple[str, list[str]]:
    """A robots.txt with four rules per character, and a URL each rule must deny: rule
    encoded and URL raw, rule raw and URL encoded, in a path and in a query."""
    rules, paths = [], []
    for i, (char, pct) in enumerate(RESERVED):
        for kind, rule, path in [
            ("p", f"/p{i}x{pct}", f"/p{i}x{char}y"),
            ("r", f"/r{i}x{char}", f"/r{i}x{pct}y"),
            ("q", f"/q{i}?a{pct}", f"/q{i}?a{char}b"),
            ("s", f"/s{i}?a{char}", f"/s{i}?a{pct}b"),
        ]:
            assert rule.startswith(f"/{kind}")
            rules.append(f"Disallow: {rule}")
            paths.append(path)
    return "User-agent: *\n" + "\n".join(rules) + "\n", paths


@pytest_twisted.ensureDeferred
async def test_reserved_characters_and_their_percent_encoding_are_one(farm):
    robots, paths = _reserved_cases()
    site = farm.add({"/robots.txt": robots, "/ok": "ok"}, default=Page(b"page"))
    urls = [site.url + path for path in paths]
    # Without robots.txt: each URL is sent as the spelling under test, and answered.
    control = await crawl(urls, request_kwargs={"meta": {"dont_obey_robotstxt": True}})
    assert len(control.spider.responses) == len(urls)
    sent = [hit.path for hit in site.hits]
    for char, pct in RESERVED:
        if char != "'":  # (Scrapy sends a query's "'" as %27, both spellings: still one rule)
            assert any(char in p.split("?")[0] for p in sent), char
        assert any(pct in p for p in sent), pct
    site.hits.clear()

    crawler = await crawl([*urls, f"{site.url}/ok"])
    assert [hit.path for hit in site.hits] == ["/robots.txt", "/ok"]  # no page under test
    assert list(crawler.spider.responses) == [f"{site.url}/ok"]
    assert len(crawler.spider.errors) == len(urls)
    for url, error in crawler.spider.errors.items():
        assert isinstance(error, RobotsTxtForbidden), url
        # and Scrapy's built-in denies the URL as sent, too: never laxer than it
        assert not protego_allows(robots, url, "testbot"), url


DOTTED = ["/pub/../private/a", "/./private/b", "/pub/%2E%2E/private/c", "/pub/%2e%2e/private/d",
          "/private/x/../../private/e"]


@pytest_twisted.ensureDeferred
async def test_dot_segments_into_a_disallowed_path_are_not_sent(farm):
    pages = {"/robots.txt": "User-agent: *\nDisallow: /private/\n", "/pub/ok": "ok"}
    pages |= {f"/private/{name}": Page(b"secret " + name.encode()) for name in "abcde"}
    site = farm.add(pages, resolve_dots=True)
    urls = [site.url + path for path in DOTTED]
    # What Scrapy sends (w3lib/Scrapy do not remove dot segments), and that this server, like
    # nginx, serves the disallowed page for it.
    assert [scrapy.Request(url).url for url in urls] == urls
    control = await crawl(urls, request_kwargs={"meta": {"dont_obey_robotstxt": True}})
    assert sorted(hit.path for hit in site.hits) == sorted(DOTTED)
    assert set(control.spider.responses.values()) == {200}
    assert len(control.spider.responses) == len(DOTTED)
    site.hits.clear()

    crawler = await crawl([*urls, f"{site.url}/pub/ok", f"{site.url}/pub/x/../ok"])
    assert sorted(hit.path for hit in site.hits) == ["/pub/ok", "/pub/x/../ok", "/robots.txt"]
    assert sorted(crawler.spider.responses) == [f"{site.url}/pub/ok", f"{site.url}/pub/x/../ok"]
    assert sorted(crawler.spider.errors) == sorted(urls)
    for error in crawler.spider.errors.values():
        assert isinstance(error, RobotsTxtForbidden)
        assert "Disallow: /private/" in str(error)
