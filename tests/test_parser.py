"""RobotsTxtParser, the class for ROBOTSTXT_PARSER.

First Scrapy's own parser-interface tests (scrapy/scrapy tests/test_robotstxt_interface.py,
``BaseRobotParserTest``), re-expressed against this parser; each test names its upstream
original. Then the parser inside Scrapy's built-in middleware in a real crawl, and on the
robots_parsed signal of this package's middleware.
"""

from __future__ import annotations

import pytest
import pytest_twisted
from scrapy.robotstxt import RobotParser
from scrapy.utils.misc import build_from_crawler

from scrapy_rfc9309 import RobotsTxtParser
from scrapy_rfc9309.compat import ROBOTS_PARSED
from tests.conftest import crawl, stats


def _parse(body: bytes) -> RobotParser:
    # Upstream builds parsers with no crawler (NO_CRAWLER); so do we.
    return build_from_crawler(RobotsTxtParser, None, body)  # type: ignore[arg-type]


def test_is_a_scrapy_robot_parser():
    assert issubclass(RobotsTxtParser, RobotParser)
    assert isinstance(_parse(b""), RobotParser)


def test_allowed():  # upstream: test_allowed
    rp = _parse(b"User-agent: * \nDisallow: /disallowed \nAllow: /allowed \nCrawl-delay: 10")
    assert rp.allowed("https://www.site.local/allowed", "*")
    assert not rp.allowed("https://www.site.local/disallowed", "*")


def test_allowed_wildcards():  # upstream: test_allowed_wildcards
    rp = _parse(b"""User-agent: first
                    Disallow: /disallowed/*/end$

                    User-agent: second
                    Allow: /*allowed
                    Disallow: /
                    """)
    assert rp.allowed("https://www.site.local/disallowed", "first")
    assert not rp.allowed("https://www.site.local/disallowed/xyz/end", "first")
    assert not rp.allowed("https://www.site.local/disallowed/abc/end", "first")
    assert rp.allowed("https://www.site.local/disallowed/xyz/endinglater", "first")
    assert rp.allowed("https://www.site.local/allowed", "second")
    assert rp.allowed("https://www.site.local/is_still_allowed", "second")
    assert rp.allowed("https://www.site.local/is_allowed_too", "second")


def test_length_based_precedence():  # upstream: test_length_based_precedence
    # Upstream's test_order_based_precedence expects the opposite (the first rule wins) and
    # is skipped upstream for Protego; RFC 9309 2.2.2 says the longest match wins, as here.
    rp = _parse(b"User-agent: * \nDisallow: / \nAllow: /page")
    assert rp.allowed("https://www.site.local/page", "*")


@pytest.mark.parametrize("body", [b"", b"GIF89a\xd3\x00\xfe\x00\xa2"], ids=["empty", "garbage"])
def test_empty_and_garbage_allow_all(body):  # upstream: test_empty_response, test_garbage_response
    rp = _parse(body)
    assert rp.allowed("https://site.local/", "*")
    assert rp.allowed("https://site.local/", "chrome")
    assert rp.allowed("https://site.local/index.html", "*")
    assert rp.allowed("https://site.local/disallowed", "*")


def test_crawl_delay():  # upstream: test_crawl_delay, test_crawl_delay_unset
    assert _parse(b"User-agent: *\nDisallow: /private\nCrawl-delay: 10\n").crawl_delay("*") == 10.0
    assert _parse(b"User-agent: *\nDisallow: /private\n").crawl_delay("*") is None


UNICODE_ROBOTS = """
    User-Agent: *
    Disallow: /admin/
    Disallow: /static/
    # taken from https://en.wikipedia.org/robots.txt
    Disallow: /wiki/K%C3%A4ytt%C3%A4j%C3%A4:
    Disallow: /wiki/Käyttäjä:

    User-Agent: UnicödeBöt
    Disallow: /some/randome/page.html""".encode()


def test_unicode_url():  # upstream: test_unicode_url_and_useragent, the URL half
    rp = _parse(UNICODE_ROBOTS)
    assert rp.allowed("https://site.local/", "*")
    assert not rp.allowed("https://site.local/admin/", "*")
    assert not rp.allowed("https://site.local/static/", "*")
    assert not rp.allowed("https://site.local/wiki/K%C3%A4ytt%C3%A4j%C3%A4:", "*")
    assert not rp.allowed("https://site.local/wiki/Käyttäjä:", "*")
    assert rp.allowed("https://site.local/some/randome/page.html", "*")


def test_unicode_useragent():  # upstream: test_unicode_url_and_useragent, the agent half
    rp = _parse(UNICODE_ROBOTS)
    assert rp.allowed("https://site.local/admin/", "UnicödeBöt")
    assert not rp.allowed("https://site.local/some/randome/page.html", "UnicödeBöt")


def test_sitemaps():
    rp = _parse(b"User-agent: *\nDisallow: /x\nSitemap: https://site.local/sitemap.xml\n")
    assert rp.sitemaps() == ("https://site.local/sitemap.xml",)


# -- inside Scrapy's built-in middleware, in a real crawl --------------------------------------

#: A "test" group must not catch the agent "testbot" (RFC 9309 2.2.1: the product token is
#: matched as a whole); Protego, Scrapy's default parser, matches it as a substring.
ROBOTS = "User-agent: test\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n"
PAGES = {"/robots.txt": ROBOTS, "/public": "p", "/private/x": "s"}
BUILTIN_ONLY = {"ADDONS": {}, "ROBOTSTXT_OBEY": True}


@pytest.mark.parametrize(("parser", "public_allowed"), [
    ("scrapy_rfc9309.RobotsTxtParser", True),
    ("scrapy.robotstxt.ProtegoRobotParser", False),
])
@pytest_twisted.ensureDeferred
async def test_parser_in_the_builtin_middleware(farm, parser, public_allowed):
    site = farm.add(PAGES)
    settings = {**BUILTIN_ONLY, "ROBOTSTXT_PARSER": parser, "USER_AGENT": "testbot/1.0"}
    crawler = await crawl([f"{site.url}/public", f"{site.url}/private/x"], settings)
    served = {h.path for h in site.hits}
    assert ("/public" in served) is public_allowed
    assert "/private/x" not in served
    assert stats(crawler)["robotstxt/forbidden"] == (1 if public_allowed else 2)


@pytest.mark.skipif(ROBOTS_PARSED is None, reason="Scrapy < 2.18 has no robots_parsed signal")
@pytest_twisted.ensureDeferred
async def test_robots_parsed_signal_carries_a_robots_txt_parser(farm):
    site = farm.add(PAGES)
    parsers = []
    await crawl([f"{site.url}/public"],
                connect={ROBOTS_PARSED: lambda robotparser, request: parsers.append(robotparser)})
    assert len(parsers) == 1 and isinstance(parsers[0], RobotsTxtParser)
    assert parsers[0].allowed(f"{site.url}/public", "testbot/1.0")
    assert not parsers[0].allowed(f"{site.url}/public", "test")

