"""The crawler's product token (issue 20), through real crawls with real User-Agent headers.

RFC 9309 2.2.1 gives ``Mozilla/5.0 (compatible; ExampleBot/0.1; +https://www.example.com/bot.html)``
as the header of a crawler whose product token is ``ExampleBot``: the name in a
``compatible; Name/version`` comment, wherever it stands, else the first product's name.
Each case checks what the site saw: the header as sent, and which pages were served.
"""

from __future__ import annotations

import logging

import pytest
import pytest_twisted

from scrapy_rfc9309.robotstxt import product_token
from tests.conftest import crawl
from tests.oracles import protego_allows

EXAMPLEBOT = "Mozilla/5.0 (compatible; ExampleBot/0.1; +https://www.example.com/bot.html)"
GOOGLEBOT_SMARTPHONE = (
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like "
    "Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; "
    "+http://www.google.com/bot.html)"
)
BINGBOT = (
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; "
    "+http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36"
)
CHROME = (
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/131.0.0.0 Safari/537.36"
)


@pytest.mark.parametrize(
    ("user_agent", "token"),
    [
        (EXAMPLEBOT, "ExampleBot"),  # RFC 9309 2.2.1's example
        (GOOGLEBOT_SMARTPHONE, "Googlebot"),  # the comment ends the header
        (BINGBOT, "bingbot"),  # the comment is the second one, after 'KHTML, like Gecko'
        ("Mozilla/5.0 (compatible;contxbot/1.0)", "contxbot"),
        ("Mozilla/5.0 (compatible; Bot)", "Bot"),  # a product without a version
        ("Mozilla/5.0 (COMPATIBLE; YandexBot/3.0; +http://yandex.com/bots)", "YandexBot"),
        (CHROME, "Mozilla"),  # a browser: no product of its own
        ("Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1)", "Mozilla"),  # a browser
        ("Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com)", "Mozilla"),
        ("Mozilla/5.0 (compatible; +http://example.com/)", "Mozilla"),  # no name in it
        ("foo-bot/1 (compatible)", "foo-bot"),
        ("Scrapy/2.13.0 (+https://scrapy.org)", "Scrapy"),
    ],
)
def test_product_token_of_a_user_agent(user_agent, token):
    assert product_token(user_agent) == token


def test_protego_reads_the_same_crawler_in_these_headers():
    """The built-in (protego) obeys ExampleBot's, Googlebot's and bingbot's groups for these
    headers: this project must not be laxer (issue 20)."""
    body = "User-agent: ExampleBot\nUser-agent: bingbot\nDisallow: /\n\nUser-agent: *\nAllow: /\n"
    assert not protego_allows(body, "http://e.com/x", EXAMPLEBOT)
    assert not protego_allows(body, "http://e.com/x", BINGBOT)
    converse = "User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /\n"
    assert protego_allows(converse, "http://e.com/x", GOOGLEBOT_SMARTPHONE)


async def _crawl_site(farm, robots: str, user_agent: str, settings=None):
    site = farm.add({"/robots.txt": robots, "/page": "page", "/other/x": "x"})
    urls = [f"{site.url}/page", f"{site.url}/other/x"]
    crawler = await crawl(urls, {"USER_AGENT": user_agent, **(settings or {})})
    served = sorted(hit.path for hit in site.hits if hit.path != "/robots.txt")
    sent_agents = {hit.headers.get("user-agent") for hit in site.hits}
    return crawler, served, sent_agents


@pytest.mark.parametrize("user_agent", [EXAMPLEBOT, BINGBOT], ids=["examplebot", "bingbot"])
@pytest_twisted.ensureDeferred
async def test_a_bot_named_in_a_compatible_comment_obeys_its_group(farm, user_agent):
    robots = ("User-agent: ExampleBot\nUser-agent: bingbot\nDisallow: /\n\n"
              "User-agent: *\nAllow: /\n")
    crawler, served, sent = await _crawl_site(farm, robots, user_agent)
    assert sent == {user_agent}  # the header the site saw, robots.txt request included
    assert served == []  # its group says Disallow: /, and no page was sent
    assert len(crawler.spider.errors) == 2 and not crawler.spider.responses
    assert all("User-agent: " in str(e) for e in crawler.spider.errors.values())


@pytest_twisted.ensureDeferred
async def test_googlebot_smartphone_obeys_googlebots_group_not_star(farm):
    robots = "User-agent: Googlebot\nAllow: /\nDisallow: /other/\n\nUser-agent: *\nDisallow: /\n"
    crawler, served, sent = await _crawl_site(farm, robots, GOOGLEBOT_SMARTPHONE)
    assert sent == {GOOGLEBOT_SMARTPHONE}
    assert served == ["/page"]  # Googlebot's group: /page allowed, /other/ denied
    [error] = crawler.spider.errors.values()
    assert "'Disallow: /other/'" in str(error) and "'User-agent: Googlebot'" in str(error)


@pytest_twisted.ensureDeferred
async def test_robotstxt_user_agent_is_read_the_same_way(farm):
    robots = "User-agent: ExampleBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n"
    _, served, sent = await _crawl_site(
        farm, robots, "other/1.0", {"ROBOTSTXT_USER_AGENT": EXAMPLEBOT})
    assert sent == {"other/1.0"}
    assert served == []


def _browser_lines(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.levelno == logging.INFO and "ROBOTSTXT_USER_AGENT" in r.getMessage()]


@pytest_twisted.ensureDeferred
async def test_a_browser_user_agent_is_said_once_at_start_up(farm, caplog):
    robots = "User-agent: *\nDisallow: /other/\n"
    _, served, sent = await _crawl_site(farm, robots, CHROME)
    assert sent == {CHROME}
    assert served == ["/page"]  # the '*' group applied
    lines = _browser_lines(caplog)
    assert len(lines) == 1
    assert "'*'" in lines[0] and CHROME in lines[0]


@pytest.mark.parametrize(
    ("user_agent", "settings"),
    [
        ("Scrapy/2.13.0 (+https://scrapy.org)", {}),  # Scrapy's default: a product of its own
        (EXAMPLEBOT, {}),
        (CHROME, {"ROBOTSTXT_USER_AGENT": "MyBot"}),
    ],
    ids=["scrapy-default", "compatible-bot", "robotstxt-user-agent-set"],
)
@pytest_twisted.ensureDeferred
async def test_no_browser_line_for_a_crawler(farm, caplog, user_agent, settings):
    await _crawl_site(farm, "User-agent: *\nAllow: /\n", user_agent, settings)
    assert _browser_lines(caplog) == []


# -- a name is read whole, whatever its letters; a compatible comment's, whatever follows ------
@pytest.mark.parametrize(
    ("user_agent", "served"),
    [
        # protego's test_unicode_url_and_useragent: 'jävla-fanbot' may fetch what the
        # 'Jävla-Foobot' group disallows (and Google's library agrees); its '*' group applies.
        ("jävla-fanbot", ["/page"]),
        ("jävla-foobot/2.0", []),  # the crawler the group names: it obeys it
    ],
    ids=["jävla-fanbot", "jävla-foobot"],
)
@pytest_twisted.ensureDeferred
async def test_a_non_ascii_name_is_not_cut_to_its_first_letter(farm, user_agent, served):
    robots = "User-Agent: Jävla-Foobot\nDisallow: /\n\nUser-agent: *\nDisallow: /other/\n"
    crawler, pages, sent = await _crawl_site(farm, robots, user_agent)
    assert sent == {user_agent.encode().decode("latin-1")}  # the header's UTF-8 octets
    assert pages == served
    assert len(crawler.spider.errors) == 2 - len(served)


SHOP_CRAWLER = "Mozilla/5.0 (compatible; ShopCrawler/2.4 +https://shop.example/bot)"


@pytest_twisted.ensureDeferred
async def test_a_compatible_comment_without_a_semicolon_after_the_version(farm):
    # The built-in (protego) applies the ShopCrawler group to this header; its '*' group would
    # deny everything.
    robots = "User-agent: ShopCrawler\nDisallow: /other/\n\nUser-agent: *\nDisallow: /\n"
    assert not protego_allows(robots, "http://e.com/other/x", SHOP_CRAWLER)
    assert protego_allows(robots, "http://e.com/page", SHOP_CRAWLER)
    crawler, served, sent = await _crawl_site(farm, robots, SHOP_CRAWLER)
    assert sent == {SHOP_CRAWLER}
    assert served == ["/page"]
    [error] = crawler.spider.errors.values()
    assert "'User-agent: ShopCrawler'" in str(error)
