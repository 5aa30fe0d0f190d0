"""RFC9309_DRY_RUN through real crawls: every request decided as an enforcing crawl decides
it, none blocked. The same crawl is run enforcing, then dry: the sites saw in the dry run every
page the enforcing crawl kept from them, each response carried to its callback the verdict
its request would have had, and the dry run's counts are the enforcing crawl's denials.

Every site is a SiteFarm server on 127.0.0.1; what a site logs is what Scrapy really sent.
"""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
import pytest_twisted
import scrapy

from scrapy_rfc9309 import (
    RobotsTxtForbidden,
    RobotsTxtUnreachable,
    UsageDisallowed,
)
from scrapy_rfc9309.explain import find_middleware
from scrapy_rfc9309.testing import InTurn, Page
from tests.conftest import DECIDING_PATHS, crawl, stats

DRY = {"RFC9309_DRY_RUN": True}
KEY = "rfc9309_dry_run"
DENY_PRIVATE = ("User-agent: *\nDisallow: /private/\n"
                "Content-Usage: /train/ train-ai=n\n")
#: What both crawls read besides the dry run: the usage purpose refused at /train/ and in a
#: header, and origins that ask for more than 10 s between requests skipped.
POLICY = {"RFC9309_USAGE_PURPOSES": ["train-ai"], "RFC9309_SKIP_CRAWL_DELAY_ABOVE": 10}


class Verdicts(scrapy.Spider):
    """Requests ``urls``; keeps, per URL asked, what reached the callback (the dry-run meta,
    None when there was none, and the URL answered) or the errback (the failure)."""

    name = "verdicts"

    def __init__(self, urls: list[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.urls = urls
        self.seen: dict[str, Any] = {}
        self.answered: dict[str, str] = {}
        self.errors: dict[str, BaseException] = {}

    async def start(self):
        for url in self.urls:
            yield scrapy.Request(url, dont_filter=True, callback=self.parse,
                                 errback=self.failed, meta={"asked": url})

    def parse(self, response):
        asked = response.meta["asked"]
        self.seen[asked] = response.meta.get(KEY)
        self.answered[asked] = response.url

    def failed(self, failure):
        self.errors[failure.request.meta["asked"]] = failure.value


def _sites(farm):
    rules = farm.add({
        "/robots.txt": DENY_PRIVATE,
        "/open": "open",
        "/private/a": "a",
        "/private/b": "b",
        # A denied page that redirects: an enforcing crawl never asks for either page.
        "/private/r": Page(b"", 302, {"Location": "/private/s"}),
        "/private/s": "s",
        "/train/x": "x",
        "/h": Page(b"h", headers={"Content-Usage": "train-ai=n"}),
    })
    down = farm.add({"/robots.txt": Page(b"down", 503), "/p": "p"})
    unauthorized = farm.add({"/robots.txt": Page(b"who?", 401), "/p": "p"})
    forbidden = farm.add({"/robots.txt": Page(b"go away", 403), "/p": "p"})
    slow = farm.add({"/robots.txt": "User-agent: *\nCrawl-delay: 30\n", "/p": "p"})
    return rules, down, unauthorized, forbidden, slow


def _expected(rules, down, unauthorized, forbidden, slow) -> dict[str, str | None]:
    """Each URL's verdict, from RFC 9309 and the settings: the kind of its denial (None:
    allowed). 401 and 403 deny all by default, a 503 is unreachable (deny all, section
    2.3.1.4), a Crawl-delay of 30 s is above the bound of 10 s; the Content-Usage rule and
    header say ``n`` to train-ai."""
    return {
        f"{rules.url}/open": None,
        f"{rules.url}/private/a": "rule",
        f"{rules.url}/private/b": "rule",
        f"{rules.url}/private/r": "rule",
        f"{rules.url}/train/x": "usage/train-ai",
        f"{rules.url}/h": "usage/train-ai",
        f"{down.url}/p": "unreachable",
        f"{unauthorized.url}/p": "forbidden",
        f"{forbidden.url}/p": "forbidden",
        f"{slow.url}/p": "crawl_delay",
    }


def _pages(sites, since: dict[Any, int] | None = None) -> list[str]:
    """The pages (not robots.txt) the sites were asked for, since ``since`` hits of each."""
    return sorted(site.url + hit.path for site in sites
                  for hit in site.hits[(since or {}).get(site, 0):] if hit.path != "/robots.txt")


@pytest.mark.parametrize("path", list(DECIDING_PATHS))
@pytest_twisted.ensureDeferred
async def test_a_dry_run_blocks_nothing_and_counts_what_enforcing_denies(farm, caplog, path):
    sites = _sites(farm)
    rules = sites[0]
    expected = _expected(*sites)
    urls = list(expected)

    enforced = await crawl(settings={**POLICY, **DECIDING_PATHS[path]}, spider=Verdicts, urls=urls)
    asked_enforcing = _pages(sites)
    hits = {site: len(site.hits) for site in sites}
    caplog.clear()
    dry = await crawl(settings={**POLICY, **DRY, **DECIDING_PATHS[path]}, spider=Verdicts,
                      urls=urls)
    assert find_middleware(dry)._hooked is (path == "hooked")
    asked_dry = _pages(sites, hits)

    # Enforcing: each denial failed with its exception; only the pages allowed, and the one
    # whose header refused train-ai (its response dropped), reached a site.
    errors = enforced.spider.errors
    assert set(errors) == {url for url, kind in expected.items() if kind}
    for url, kind in expected.items():
        if kind == "unreachable":
            assert isinstance(errors[url], RobotsTxtUnreachable), url
        elif kind and kind.startswith("usage/"):
            assert isinstance(errors[url], UsageDisallowed), url
        elif kind:
            assert type(errors[url]) is RobotsTxtForbidden, url
    assert asked_enforcing == [f"{rules.url}/h", f"{rules.url}/open"]

    # Dry: every page reached its site (the redirect's target too), every response its
    # callback, with the verdict its request would have had; nothing failed.
    spider = dry.spider
    assert spider.errors == {}
    assert asked_dry == sorted([*urls, f"{rules.url}/private/s"])
    assert {url: (seen or {}).get("kind") for url, seen in spider.seen.items()} == expected
    for url, seen in spider.seen.items():
        if seen is None:
            continue
        assert json.loads(json.dumps(seen)) == seen
        assert seen["allowed"] is False
        # The reason the enforcing crawl's exception gave.
        assert str(errors[url]) in (seen["reason"], f"Forbidden by robots.txt: {seen['reason']}")
    # The redirect's target carries its source's verdict: no enforcing crawl would have it.
    assert spider.answered[f"{rules.url}/private/r"] == f"{rules.url}/private/s"
    assert "'Disallow: /private/'" in spider.seen[f"{rules.url}/private/r"]["reason"]

    # The counts: the dry run's are the enforcing crawl's denials, kind by kind.
    s_enforced, s_dry = stats(enforced), stats(dry)
    denied = {key.removeprefix("rfc9309/denied/"): value for key, value in s_enforced.items()
              if key.startswith("rfc9309/denied/")}
    denied.update({f"usage/{key.removeprefix('rfc9309/usage/denied/')}": value
                   for key, value in s_enforced.items()
                   if key.startswith("rfc9309/usage/denied/")})
    would = {key.removeprefix("rfc9309/dryrun/denied/"): value for key, value in s_dry.items()
             if key.startswith("rfc9309/dryrun/denied/")}
    assert would == denied == {"rule": 3, "usage/train-ai": 2, "unreachable": 1,
                               "forbidden": 2, "crawl_delay": 1}
    # Nothing was denied in the dry run, and its verdicts were made as usual.
    assert not [key for key in s_dry if key.startswith(("rfc9309/denied/",
                                                        "rfc9309/usage/denied/"))]
    assert "robotstxt/forbidden" not in s_dry
    assert s_enforced["robotstxt/forbidden"] == 7
    verdicts = [{key: value for key, value in s.items() if key.startswith("rfc9309/verdict/")}
                for s in (s_enforced, s_dry)]
    # The dry run checked one request more: the redirect's target.
    parsed = verdicts[0]["rfc9309/verdict/parsed"] + 1
    assert verdicts[1] == {**verdicts[0], "rfc9309/verdict/parsed": parsed}

    # The log: one start-up line, one DEBUG line per request let through.
    lines = [r for r in caplog.records if r.name == "scrapy_rfc9309.overrides.dryrun"]
    assert [r.levelno for r in lines if "RFC9309_DRY_RUN is on" in r.getMessage()] == [
        logging.INFO]
    would_forbid = [r for r in lines if r.getMessage().startswith("Dry run: would forbid")]
    assert len(would_forbid) == sum(denied.values())
    assert {r.levelno for r in would_forbid} == {logging.DEBUG}


@pytest_twisted.ensureDeferred
async def test_a_dry_run_whose_start_robots_txt_denies_all_finishes_as_usual(farm):
    """Nothing was denied: the crawl is not ``robotstxt_denied``, and the built-in's
    ``robotstxt/forbidden`` counts nothing."""
    site = farm.add({"/robots.txt": "User-agent: *\nDisallow: /\n", "/a": "a", "/b": "b"})
    urls = [f"{site.url}/a", f"{site.url}/b"]
    enforced = await crawl(settings={}, spider=Verdicts, urls=urls)
    assert stats(enforced)["finish_reason"] == "robotstxt_denied"
    dry = await crawl(settings=DRY, spider=Verdicts, urls=urls)
    s = stats(dry)
    assert s["finish_reason"] == "finished"
    assert "robotstxt/forbidden" not in s
    assert s["rfc9309/dryrun/denied/rule"] == 2
    assert sorted(site.paths()) == ["/a", "/b", "/robots.txt", "/robots.txt"]


@pytest_twisted.ensureDeferred
async def test_a_dry_run_does_not_hold_requests_for_an_unreachable_robots_txt(farm):
    """With postponing on, an enforcing crawl holds the page until robots.txt is fetched
    again (here after 2 s, then allowed); a dry run lets it through at once, its robots.txt
    fetched once."""
    site = farm.add({"/robots.txt": InTurn(Page(b"down", 503), "User-agent: *\nAllow: /\n"),
                     "/p": "p"})
    settings = {**DRY, "RFC9309_POSTPONE_UNREACHABLE": True, "RFC9309_UNREACHABLE_TTL": 2}
    crawler = await crawl(settings=settings, spider=Verdicts, urls=[f"{site.url}/p"])
    assert site.paths() == ["/robots.txt", "/p"]
    assert crawler.spider.seen[f"{site.url}/p"]["kind"] == "unreachable"
    s = stats(crawler)
    assert s["rfc9309/dryrun/denied/unreachable"] == 1
    assert not [key for key in s if key.startswith("rfc9309/postponed/")]


class Follower(scrapy.Spider):
    """Follows every link of its start pages; keeps each followed page's dry-run meta."""

    name = "follower"

    def __init__(self, urls: list[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.start_urls = urls
        self.leaves: dict[str, Any] = {}

    def parse(self, response):
        for href in response.css("a::attr(href)").getall():
            yield response.follow(href, callback=self.leaf)

    def leaf(self, response):
        self.leaves[response.url] = response.meta.get(KEY)


@pytest_twisted.ensureDeferred
async def test_a_dry_run_follows_the_links_of_a_nofollow_page(farm):
    def html(head: str, body: str) -> Page:
        return Page(f"<html><head>{head}</head><body>{body}</body></html>".encode(),
                    content_type="text/html")

    site = farm.add({
        "/robots.txt": "User-agent: *\nAllow: /\n",
        "/nofollow": html('<meta name="robots" content="nofollow">', '<a href="/to/a">a</a>'),
        "/plain": html("", '<a href="/to/b">b</a>'),
        "/to/a": "a", "/to/b": "b",
    })
    urls = [f"{site.url}/nofollow", f"{site.url}/plain"]
    enforced = await crawl(settings={"RFC9309_OBEY_NOFOLLOW": True}, spider=Follower, urls=urls)
    assert "/to/a" not in site.paths()
    assert stats(enforced)["rfc9309/usage/nofollow_dropped"] == 1
    dry = await crawl(settings={"RFC9309_OBEY_NOFOLLOW": True, **DRY}, spider=Follower,
                      urls=urls)
    assert site.paths().count("/to/a") == 1
    leaves = dry.spider.leaves
    assert leaves[f"{site.url}/to/b"] is None
    assert leaves[f"{site.url}/to/a"]["kind"] == "nofollow"
    assert f"{site.url}/nofollow" in leaves[f"{site.url}/to/a"]["reason"]
    s = stats(dry)
    assert s["rfc9309/dryrun/nofollow"] == 1
    assert "rfc9309/usage/nofollow_dropped" not in s
