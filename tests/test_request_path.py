"""The request path: gather (origin, token, record), decide (decide.py, pure), act; the waiting
machinery entered only when a request's record is not at hand, and its handlers connected only
once something waits. Unit tests of the decision, a cached decision driven by hand, and real
crawls against local sites on 127.0.0.1 (checked at the site)."""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

import pytest_twisted
from pydispatch import dispatcher
from scrapy import Request, Spider, signals
from scrapy.crawler import Crawler
from scrapy.utils.test import get_crawler

from scrapy_rfc9309 import RobotsTxtUnreachable
from scrapy_rfc9309.agents import Agents, token_of
from scrapy_rfc9309.config import RobotsPolicy
from scrapy_rfc9309.decide import ALLOWED, Act, decide
from scrapy_rfc9309.middleware import RobotsTxtMiddleware
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.policy import make_record
from scrapy_rfc9309.records import service
from scrapy_rfc9309.records.record import Kind
from scrapy_rfc9309.robotstxt import RobotsTxt
from scrapy_rfc9309.testing import Gate, Page
from tests.conftest import BASE_SETTINGS, crawl, start_crawl, stats, until

POLICY = RobotsPolicy()
URL = "https://example.com/robots.txt"
ROBOTS = b"User-agent: *\nDisallow: /private/\n"


def record(kind: Kind, body: bytes | None = None) -> Any:
    rules = RobotsTxt.parse(body, POLICY.max_bytes) if body is not None else None
    return make_record(POLICY, kind, now=time.time(), status=200, reason="test", url=URL,
                       rules=rules)


# -- decide (pure) ---------------------------------------------------------------------------

def test_decide_allows_what_no_rule_disallows_and_builds_nothing_for_it():
    assert decide(POLICY, record(Kind.PARSED, ROBOTS), "https://example.com/open", "bot") \
        is ALLOWED


def test_decide_denies_a_disallowed_url_naming_its_rule():
    act, verdict = decide(POLICY, record(Kind.PARSED, ROBOTS), "https://example.com/private/a",
                          "bot")
    assert act is Act.DENY
    assert verdict is not None and "'Disallow: /private/' (line 2" in verdict.reason


def test_decide_an_unavailable_robots_txt_allows_all():
    # RFC 9309 2.3.1.3: a 4xx means no robots.txt, the crawler may access any resource.
    assert decide(POLICY, record(Kind.UNAVAILABLE), "https://example.com/private/a", "bot") \
        is ALLOWED


def test_decide_an_unreachable_robots_txt_postpones_or_denies_by_the_setting():
    # RFC 9309 2.3.1.4: unreachable means complete disallow; waiting for the next attempt is
    # RFC9309_POSTPONE_UNREACHABLE's choice (on by default).
    unreachable = make_record(POLICY, Kind.UNREACHABLE, now=time.time(), status=503,
                              reason="503", url=URL)
    act, verdict = decide(POLICY, unreachable, "https://example.com/a", "bot")
    assert act is Act.POSTPONE and verdict is not None and verdict.unreachable
    off = replace(POLICY, postpone_unreachable=False)
    act, verdict = decide(off, unreachable, "https://example.com/a", "bot")
    assert act is Act.DENY and verdict is not None and verdict.unreachable


def test_decide_a_last_good_copy_decides_and_never_postpones():
    now = time.time()
    good = make_record(POLICY, Kind.PARSED, now=now - 10, status=200, reason="200", url=URL,
                       rules=RobotsTxt.parse(ROBOTS, POLICY.max_bytes))
    stale = make_record(POLICY, Kind.UNREACHABLE, now=now, status=503, reason="503", url=URL,
                        previous=good)
    assert decide(POLICY, stale, "https://example.com/open", "bot") is ALLOWED
    act, _verdict = decide(POLICY, stale, "https://example.com/private/a", "bot")
    assert act is Act.DENY


# -- the product token, derived in one place ---------------------------------------------------

def test_agents_pick_the_user_agent_as_the_built_in_does_and_read_its_token():
    crawler = get_crawler(Spider, {"USER_AGENT": "Default/1.0"})
    agents = Agents(crawler.settings)
    assert agents.token_for(Request("https://example.com/")) == "Default"
    # RFC 9309 2.2.1's example User-Agent gives ExampleBot.
    example = "Mozilla/5.0 (compatible; ExampleBot/0.1; +https://www.example.com/bot.html)"
    assert agents.token_for(Request("https://example.com/", headers={"User-Agent": example})) \
        == "ExampleBot"
    assert token_of(example) == "ExampleBot"
    named = Agents(get_crawler(Spider, {"ROBOTSTXT_USER_AGENT": "MyBot",
                                        "USER_AGENT": "Default/1.0"}).settings)
    assert named.token_for(Request("https://example.com/", headers={"User-Agent": example})) \
        == "MyBot"


# -- a cached decision -------------------------------------------------------------------------

class Untouchable:
    """Stands for the waiting machinery: any use of it fails the test."""

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"the waiting machinery was used: {name}")


def test_a_cached_allowed_request_never_reaches_the_waiting_machinery():
    """With its origin's record in memory, a request that never waited is decided without a
    call to the Postponer or the slot lender."""
    crawler = get_crawler(Spider, {**BASE_SETTINGS, "ROBOTSTXT_OBEY": True})
    mw = RobotsTxtMiddleware(crawler)
    origin = Origin.from_url("https://example.com/")
    assert origin is not None
    mw.records.cache.store(origin, record(Kind.PARSED, ROBOTS))
    mw.postponer = mw.slots = mw.waiting_room = Untouchable()  # type: ignore[assignment]
    coro = mw.process_request(Request("https://example.com/open"))
    try:
        coro.send(None)
    except StopIteration as done:
        assert done.value is None  # allowed, at once
    else:
        raise AssertionError("a cached decision suspended")


# -- crawls ----------------------------------------------------------------------------------

def ours(crawler: Crawler, signal: object) -> set[str]:
    """The package's receivers Scrapy calls on ``signal`` now, by qualified name."""
    receivers = dispatcher.liveReceivers(dispatcher.getAllReceivers(crawler.signals.sender, signal))
    return {r.__qualname__ for r in receivers
            if getattr(r, "__module__", "").startswith("scrapy_rfc9309")}


@pytest_twisted.ensureDeferred
async def test_the_postponer_watches_the_crawl_only_once_a_request_waits(farm):
    """A crawl whose requests never park nor postpone never connects the Postponer's
    spider_idle and spider_closed handlers; one whose robots.txt is unreachable (a request
    postponed) does, and its postponed request still ends in its errback at shutdown."""
    site = farm.add({"/robots.txt": "User-agent: *\nDisallow: /no\n", "/a": "a"})
    crawler = await crawl([f"{site.url}/a"])
    assert crawler.spider.responses == {f"{site.url}/a": 200}
    assert "Postponer._spider_idle" not in ours(crawler, signals.spider_idle)
    assert "Postponer._spider_closed" not in ours(crawler, signals.spider_closed)
    down = farm.add({"/robots.txt": Page(b"down", status=503), "/b": "b"})
    crawler = await crawl([f"{down.url}/b"], {
        "RFC9309_POSTPONE_UNREACHABLE": True, "RFC9309_UNREACHABLE_TTL": 600,
        "RFC9309_POSTPONE_MAX_WAIT": 3600, "CLOSESPIDER_TIMEOUT": 1,
    })
    assert "Postponer._spider_idle" in ours(crawler, signals.spider_idle)
    assert "Postponer._spider_closed" in ours(crawler, signals.spider_closed)
    assert isinstance(crawler.spider.errors[f"{down.url}/b"], RobotsTxtUnreachable)
    assert stats(crawler)["rfc9309/postponed/shutdown"] == 1
    assert "/b" not in down.paths()


@pytest_twisted.ensureDeferred
async def test_requests_waiting_on_one_fetch_share_one_patience_timer(farm, monkeypatch):
    """Six requests wait for one slow robots.txt, each with RFC9309_PARK_AFTER's patience: one
    timer counts it for the origin's fetch, not one per request. Once robots.txt comes, the
    six pages are fetched at the site."""
    started: list[str] = []
    real = service.call_later

    def counted(delay: float, func: Any, *args: Any) -> Any:
        started.append(getattr(func, "__name__", repr(func)))
        return real(delay, func, *args)

    monkeypatch.setattr(service, "call_later", counted)
    gate = Gate()
    site = farm.add({"/robots.txt": Page(b"User-agent: *\nDisallow: /no\n", gate=gate)},
                    default=Page(b"page"))
    urls = [f"{site.url}/p{i}" for i in range(6)]
    crawler, done = start_crawl(urls, {"RFC9309_PARK_AFTER": 600})
    await until(lambda: gate.held == 1 and stats(crawler).get("rfc9309/cache/wait", 0) == 5,
                "six requests waiting for robots.txt")
    assert len(started) == 1
    gate.open()
    await done
    assert sorted(crawler.spider.responses) == sorted(urls)
    assert sorted(site.paths()) == sorted(["/robots.txt", *(f"/p{i}" for i in range(6))])


@pytest_twisted.ensureDeferred
async def test_an_origins_content_usage_rules_compile_once_for_request_and_response(
    farm, monkeypatch
):
    """With RFC9309_USAGE_PURPOSES, the request check and the response's annotations read
    one cache of compiled Content-Usage rules: the origin's are compiled once for the
    crawler's token, though both read them for each of three pages."""
    compiled: list[str] = []
    real = RobotsTxt.content_usage

    def counted(self: RobotsTxt, token: str) -> Any:
        compiled.append(token)
        return real(self, token)

    monkeypatch.setattr(RobotsTxt, "content_usage", counted)
    site = farm.add({"/robots.txt": "User-agent: *\nAllow: /\nContent-Usage: train-ai=y\n"},
                    default=Page(b"page"))
    urls = [f"{site.url}/p{i}" for i in range(3)]
    crawler = await crawl(urls, {"RFC9309_USAGE_PURPOSES": "train-ai"})
    assert sorted(crawler.spider.responses) == sorted(urls)
    assert sorted(site.paths()) == sorted(["/robots.txt", "/p0", "/p1", "/p2"])
    assert compiled == ["testbot"]
