"""Acceptance: matching as a crawl sees it (issue 11), each claim through a real Scrapy crawl.

Crawler names are the product name of the User-Agent header, taken whole; rule paths and the
URLs Scrapy sends meet in one normal form; ``**`` counts as written; Crawl-delay belongs to the
user-agent lines above it.  Every case is also asked of the direct API with what the crawl
sent, and the two must agree.
"""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest_twisted
import scrapy

from scrapy_rfc9309.robotstxt import RobotsTxt
from scrapy_rfc9309.testing import SiteFarm
from tests.conftest import crawl, crawl_cases
from tests.test_crawl_delay import held, loosely_apart
from tests.test_rules import ACTION_NULS, TEXTING_ROBOTS_NULS

CRAWLERS = """\
User-agent: crawler1
Disallow: /index.html
Allow: /

User-agent: crawler2
Disallow: /

User-agent: 360Spider
User-agent: MJ12bot
User-agent: Googlebot/2.1
Disallow: /named/

User-agent: *
Disallow: /star-only
"""

# (what, robots.txt, User-Agent header, URL as a spider writes it, allowed)
CLAIMS = [
    ("crawler3 is not crawler1", CRAWLERS, "crawler3/2.0 (+http://x)", "/index.html", True),
    ("crawler3 gets '*'", CRAWLERS, "crawler3/2.0 (+http://x)", "/star-only", False),
    ("crawler1 gets its own group", CRAWLERS, "crawler1/1.0", "/index.html", False),
    ("crawler1 is not '*'", CRAWLERS, "crawler1/1.0", "/star-only", True),
    ("names are case-insensitive", CRAWLERS, "CRAWLER2", "/x", False),
    ("a name may start with digits", CRAWLERS, "360Spider", "/named/x", False),
    (
        "the product name of a full header",
        CRAWLERS,
        "MJ12bot/1.4 (+http://mj12bot.com/)",
        "/named/x",
        False,
    ),
    (
        "a versioned user-agent line names the product",
        CRAWLERS,
        "Googlebot/2.1 (+http://www.google.com/bot.html)",
        "/named/x",
        False,
    ),
    ("a name is not a prefix of another", CRAWLERS, "MJ12botX", "/named/x", True),
    (
        "Agent5 is not Agent1",
        "User-agent: Agent1\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n",
        "Agent5",
        "/b",
        False,
    ),
    (
        "'[' ']' in a rule: Scrapy sends %5B %5D",
        "User-agent: *\nDisallow: /files/[user]/\n",
        "testbot",
        "/files/[user]/report",
        False,
    ),
    (
        "'|' in a rule: Scrapy sends %7C",
        "User-agent: *\nDisallow: /*Navigation?Ns=P_Topseller_Sort|style=List*\n",
        "testbot",
        "/shop/Navigation?Ns=P_Topseller_Sort|style=List&page=2",
        False,
    ),
    (
        "space in a rule: Scrapy sends %20",
        "User-agent: *\nDisallow: /my files/\n",
        "testbot",
        "/my files/a",
        False,
    ),
    ("non-ASCII in a rule", "User-agent: *\nDisallow: /ツ/\n", "testbot", "/ツ/a", False),
    ("%7E in a rule is '~'", "User-agent: *\nDisallow: /%7Ejoe/\n", "testbot", "/~joe/x", False),
    ("'~' in a rule is %7E", "User-agent: *\nDisallow: /~joe/\n", "testbot", "/%7Ejoe/x", False),
    ("%7e in lower case too", "User-agent: *\nDisallow: /~joe/\n", "testbot", "/%7ejoe/x", False),
    (
        "RFC 9309 Table 1: %62%61%7A is baz",
        "User-agent: *\nDisallow: /foo/bar/%62%61%7A\n",
        "testbot",
        "/foo/bar/baz",
        False,
    ),
    ("%2F is not '/'", "User-agent: *\nDisallow: /a%2Fb\n", "testbot", "/a/b", True),
    (
        "'**' counts as written",
        "User-agent: *\nAllow: /ab\nDisallow: /a**\n",
        "testbot",
        "/ab",
        False,
    ),
]


@pytest_twisted.ensureDeferred
async def test_claims_through_a_crawl(farm):
    cases = [
        {"id": what, "robots_txt": body, "user_agent": agent, "url": "http://site" + path}
        for what, body, agent, path, _ in CLAIMS
    ]
    allowed, reasons = await crawl_cases(farm, cases)
    assert {what: allowed[what] for what, *_ in CLAIMS} == {
        what: expected for what, *_, expected in CLAIMS
    }
    for what, body, agent, path, _ in CLAIMS:
        sent = scrapy.Request("http://site" + path).url
        assert RobotsTxt.parse(body.encode()).allowed(sent, agent) is allowed[what], what
    # The explanation quotes the user-agent line as written.
    assert (
        "group 'User-agent: Googlebot/2.1' at line 10"
        in reasons["a versioned user-agent line names the product"]
    )
    assert "group 'User-agent: crawler1' at line 1" in reasons["crawler1 gets its own group"]


# -- Crawl-delay belongs to the user-agent lines written above it ---------------------------
#: Real-world shapes (tests/data/real_robots/), cut down, with the floor a crawler named
#: ``testbot`` must keep.  Before, the first value of a merged group applied to everyone.
DELAY_SHAPES = {
    # The shape: a friend's delay, then the one for everybody else.
    "friend first": (
        "User-agent: fastfriend\nCrawl-delay: 0.1\nUser-agent: *\nCrawl-delay: 1\n"
        "Disallow: /private/\n",
        1.0,
    ),
    # www.helsinki.fi: 'none kept' (0 s) where 10 s were asked of everybody.
    "helsinki": (
        "User-agent: HY_crawler\nCrawl-delay: 0\n\nUser-agent: *\nCrawl-delay: 1\n"
        "Disallow: /includes/\n",
        1.0,
    ),
    # smallbiztrends.com: a chain of single-line groups, each with its own value.
    "chain": (
        "User-agent: Twitterbot\nCrawl-delay: 0.2\n\nUser-agent: testbot\nCrawl-delay: 1\n\n"
        "User-agent: Slurp\nCrawl-delay: 0.2\n",
        1.0,
    ),
    # The crawler named twice (merged groups): the largest value wins.
    "merged": (
        "User-agent: testbot\nCrawl-delay: 0.2\nDisallow: /a\n\n"
        "User-agent: testbot\nCrawl-delay: 1\nDisallow: /b\n",
        1.0,
    ),
}


@pytest_twisted.ensureDeferred
async def test_crawl_delay_shapes_through_a_crawl(pacing):
    # One loopback address per shape: each site is its own download slot, so no floor of one
    # shape can hide a missing floor of another.
    farms = [SiteFarm(f"127.0.0.{i}") for i in range(2, 2 + len(DELAY_SHAPES))]
    try:
        sites = {
            name: farm.add({"/robots.txt": body, **{f"/p/{i}": "page" for i in range(3)}})
            for farm, (name, (body, _)) in zip(farms, DELAY_SHAPES.items(), strict=True)
        }
        urls = [f"{site.url}/p/{i}" for site in sites.values() for i in range(3)]
        settings = {"RFC9309_CRAWL_DELAY": True, "DOWNLOAD_DELAY": 0, "DOWNLOAD_DELAY_JITTER": 0}
        crawler = await crawl(urls, settings)
    finally:
        for farm in farms:
            await farm.stop()
    assert len(crawler.spider.responses) == len(urls)
    # The floor each site's slot got, and the downloader's decisions there (tests/conftest.py,
    # Pacing); the gaps at each site as a loose second check.
    slots = {name: urlsplit(site.url).hostname for name, site in sites.items()}
    assert sorted(pacing.floors) == sorted((slots[name], floor)
                                           for name, (_, floor) in DELAY_SHAPES.items())
    for name, (body, floor) in DELAY_SHAPES.items():
        held(pacing.drawn(slots[name]), floor, 3)
        times = sorted(h.at for h in sites[name].hits if h.path != "/robots.txt")
        assert len(times) == 3, name
        loosely_apart(times, floor)
        assert RobotsTxt.parse(body.encode()).crawl_delay("testbot/1.0") == floor


@pytest_twisted.ensureDeferred
async def test_robotstxt_user_agent_is_read_as_a_product_name(farm):
    robots = "User-agent: 360Spider\nDisallow: /a\n\nUser-agent: *\nDisallow: /star\n"
    site = farm.add({"/robots.txt": robots, "/a": "a", "/star": "s"})
    settings = {"ROBOTSTXT_USER_AGENT": "360Spider/2.0 (+http://x)"}
    crawler = await crawl([f"{site.url}/a", f"{site.url}/star"], settings)
    assert list(crawler.spider.errors) == [f"{site.url}/a"]
    assert list(crawler.spider.responses) == [f"{site.url}/star"]
    assert "group 'User-agent: 360Spider' at line 1" in str(crawler.spider.errors[f"{site.url}/a"])


# -- a value ends at a control character: NULs after a rule do not switch it off ------------
@pytest_twisted.ensureDeferred
async def test_a_disallow_followed_by_nuls_still_denies(farm):
    pages = ["/family", "/family/photos", "/family/photos/2019/a.jpg"]
    # texting_robots' test (tests/test_rules.py): /family/photos denied (Google's library too).
    texting = farm.add({"/robots.txt": TEXTING_ROBOTS_NULS, **{p: "page" for p in pages}})
    # A real file's shape: a wildcard rule, then 7,743 NULs on its line, then another rule.
    shaped = farm.add({"/robots.txt": ACTION_NULS, "/calendar/action~month/": "c", "/next": "n",
                       "/calendar/": "c"})
    urls = [texting.url + p for p in pages]
    urls += [shaped.url + p for p in ("/calendar/action~month/", "/next", "/calendar/")]
    crawler = await crawl(urls)
    assert sorted(h.path for h in texting.hits) == ["/family", "/robots.txt"]
    assert sorted(h.path for h in shaped.hits) == ["/calendar/", "/robots.txt"]
    assert len(crawler.spider.errors) == 4
    error = str(crawler.spider.errors[texting.url + "/family/photos"])
    assert "'Disallow: /family/photos'" in error
