"""Usage preferences through real crawls: each checked response annotated (``content_usage``,
``robots_tag``, ``tdm_reservation``) when a setting asks for it, and only then;
RFC9309_USAGE_PURPOSES and RFC9309_OBEY_NOFOLLOW acted on, malformed values counted, never
raised.

Every site is a SiteFarm server on 127.0.0.1; what a site logs is what Scrapy really sent.
"""

from __future__ import annotations

from typing import Any

import pytest
import pytest_twisted
import scrapy

from scrapy_rfc9309 import (
    RobotsTxtForbidden,
    RobotsTxtMiddleware,
    UsageDisallowed,
    UsageMiddleware,
)
from scrapy_rfc9309.explain import find_middleware
from scrapy_rfc9309.testing import Gate, Page
from scrapy_rfc9309.usage import DRAFT_ROBOTS_EXAMPLE, DRAFT_ROBOTS_TABLE
from tests.conftest import crawl, start_crawl, stats, until
from tests.redis_server import RedisServer

#: The switch that turns the annotations on (RFC9309_USAGE_PURPOSES and RFC9309_OBEY_NOFOLLOW
#: turn them on too).
ANNOTATE = {"RFC9309_USAGE_ANNOTATE": True}


class Annotations(scrapy.Spider):
    """Requests ``urls`` (each with its own User-Agent when given) and keeps, per URL, the
    annotations its response carried, or the failure."""

    name = "annotations"

    def __init__(self, urls: list[Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.urls = urls
        self.seen: dict[str, dict[str, Any]] = {}
        self.errors: dict[str, BaseException] = {}

    async def start(self):
        for entry in self.urls:
            url, agent = entry if isinstance(entry, tuple) else (entry, None)
            headers = {"User-Agent": agent} if agent else {}
            yield scrapy.Request(url, headers=headers, dont_filter=True,
                                 callback=self.parse, errback=self.failed,
                                 meta={"key": f"{agent or '*'} {url}"})

    def parse(self, response):
        self.seen[response.meta["key"]] = {
            key: response.meta[key] for key in ("content_usage", "robots_tag", "tdm_reservation")
        }

    def failed(self, failure):
        self.errors[failure.request.meta["key"]] = failure.value


def html(head: str, body: str = "") -> Page:
    return Page(f"<html><head>{head}</head><body>{body}</body></html>".encode(),
                content_type="text/html; charset=utf-8")


@pytest_twisted.ensureDeferred
async def test_the_drafts_robots_example_gives_the_drafts_table(farm):
    """draft-ietf-aipref-attach-05 section 3.4: its Figure 2 and Table 2, through a crawl."""
    paths = {path for _, path, _, _ in DRAFT_ROBOTS_TABLE}
    site = farm.add({"/robots.txt": DRAFT_ROBOTS_EXAMPLE, **{p: "page" for p in paths}})
    urls = [(site.url + path, None if token == "*" else f"{token}/1.0")
            for token, path, _, _ in DRAFT_ROBOTS_TABLE]
    crawler = await crawl(settings=ANNOTATE, spider=Annotations, urls=urls)
    spider = crawler.spider
    for token, path, crawlable, preferences in DRAFT_ROBOTS_TABLE:
        agent = "*" if token == "*" else f"{token}/1.0"
        key = f"{agent} {site.url}{path}"
        if crawlable:
            assert spider.seen[key]["content_usage"] == preferences, key
        else:
            assert isinstance(spider.errors[key], RobotsTxtForbidden), key
            assert preferences is None
    # ExampleBot fetched /never/test; the others' request for it never left.
    assert site.count("/never/test") == 1


@pytest_twisted.ensureDeferred
async def test_header_and_rule_combine_with_n_winning_unknown_labels_pass(farm):
    robots = ("User-agent: *\nAllow: /\n"
              "Content-Usage: /r/ train-ai=y, search=n\n"
              "Content-Usage: /r/both search=y\n")
    site = farm.add({
        "/robots.txt": robots,
        "/r/h": Page(b"x", headers={"Content-Usage": "train-ai=n, future-use=y"}),
        "/r/y": Page(b"x", headers={"Content-Usage": "search=y"}),
        "/r/none": "x",
        "/other": Page(b"x", headers={"Content-Usage": "search=y;note=1"}),
    })
    urls = [f"{site.url}{p}" for p in ("/r/h", "/r/y", "/r/none", "/other")]
    crawler = await crawl(settings=ANNOTATE, spider=Annotations, urls=urls)
    seen = {key.split(site.url)[1]: value["content_usage"]
            for key, value in crawler.spider.seen.items()}
    assert seen == {
        "/r/h": {"train-ai": False, "search": False, "future-use": True},  # header n wins
        "/r/y": {"train-ai": True, "search": False},  # rule n wins over header y
        "/r/none": {"train-ai": True, "search": False},
        "/other": {"search": True},  # no rule: the header alone
    }
    s = stats(crawler)
    assert s["rfc9309/usage/train-ai/n"] == 1
    assert s["rfc9309/usage/train-ai/y"] == 2
    assert s["rfc9309/usage/search/n"] == 3
    assert s["rfc9309/usage/search/y"] == 1
    assert not any("future-use" in key for key in s)  # only known or listed labels counted


@pytest_twisted.ensureDeferred
async def test_page_directives_for_star_and_own_token_apply_others_do_not(farm):
    head = ('<meta name="robots" content="noindex">'
            '<meta name="TestBot" content="nofollow, max-snippet: 20">'
            '<meta name="otherbot" content="noarchive">'
            '<meta name="tdm-reservation" content="1">')
    site = farm.add({
        "/robots.txt": "User-agent: *\nAllow: /\n",
        "/page": Page(html(head).body, content_type="text/html",
                      headers={"X-Robots-Tag": "otherbot: nosnippet",
                               "Robots-Tag": "testbot;noai, otherbot;noimageai"}),
        "/pdf": Page(b'%PDF-1.7 <meta name="robots" content="noarchive">',
                     content_type="application/pdf",
                     headers={"X-Robots-Tag": "testbot: none", "tdm-reservation": "0"}),
        "/plain": "x",
    })
    urls = [f"{site.url}{p}" for p in ("/page", "/pdf", "/plain")]
    crawler = await crawl(settings=ANNOTATE, spider=Annotations, urls=urls)
    seen = {key.split(site.url)[1]: value for key, value in crawler.spider.seen.items()}
    assert seen["/page"] == {
        "content_usage": {},
        "robots_tag": frozenset({"noindex", "nofollow", "max-snippet:20", "noai"}),
        "tdm_reservation": True,
    }
    # Not HTML (for Scrapy, which also sniffs the body): no meta tags read, the headers are.
    assert seen["/pdf"]["robots_tag"] == frozenset({"none", "noindex", "nofollow"})
    assert seen["/pdf"]["tdm_reservation"] is False
    assert seen["/plain"] == {"content_usage": {}, "robots_tag": frozenset(),
                              "tdm_reservation": False}
    s = stats(crawler)
    assert s["rfc9309/usage/robots_tag/nofollow"] == 2
    assert s["rfc9309/usage/tdm_reservation"] == 1


@pytest_twisted.ensureDeferred
async def test_the_head_is_read_to_its_end_however_long_what_comes_after_it_is_not(farm):
    """The head scan searches the page up to its bound, or the head's end (headmeta.py): a
    meta tag after 60 kB of inline script is read, one in the body is not, a head still open
    at the bound reads as restrictive (what was not read may be), and a page whose head names
    nothing gets the empty annotations."""
    script = "<script>var s = '" + "<p>x</p>" * 7500 + "';</script>"  # 60 kB of raw text
    late = '<meta name="robots" content="noindex">'
    site = farm.add({
        "/robots.txt": "User-agent: *\nAllow: /\n",
        "/long": html(script + late + '<meta name="tdm-reservation" content="1">'),
        "/body": html("<title>t</title>", late),
        "/past": html(script + "<style>" + "x" * 6000 + "</style>" + late),
        "/plain": html('<title>t</title><meta charset="utf-8">', "<p>text</p>"),
    })
    urls = [f"{site.url}{p}" for p in ("/long", "/body", "/past", "/plain")]
    crawler = await crawl(settings=ANNOTATE, spider=Annotations, urls=urls)
    seen = {key.split(site.url)[1]: value for key, value in crawler.spider.seen.items()}
    assert seen["/long"] == {"content_usage": {}, "robots_tag": frozenset({"noindex"}),
                             "tdm_reservation": True}
    nothing = {"content_usage": {}, "robots_tag": frozenset(), "tdm_reservation": False}
    assert seen["/body"] == seen["/plain"] == nothing
    assert seen["/past"] == {"content_usage": {}, "robots_tag": frozenset({"noindex", "nofollow"}),
                             "tdm_reservation": True}
    assert stats(crawler)["rfc9309/usage/overflow/robots_tag/head"] == 1


@pytest_twisted.ensureDeferred
async def test_usage_purposes_stop_the_request_the_site_never_receives_it(farm):
    robots = ("User-agent: *\nAllow: /\n"
              "Content-Usage: search=y\n"
              "Content-Usage: /train/ train-ai=n\n")
    site = farm.add({"/robots.txt": robots, "/train/a": "a", "/open": "o"})
    # A rule written without a path is quoted as written (it applies from "/").
    bare = farm.add({"/robots.txt": "User-agent: *\nContent-Usage:  train-ai=n\n", "/b": "b"})
    urls = [f"{site.url}/train/a", f"{site.url}/open", f"{bare.url}/b"]
    crawler = await crawl(settings={"RFC9309_USAGE_PURPOSES": "train-ai, search"},
                          spider=Annotations, urls=urls)
    spider = crawler.spider
    error = spider.errors[f"* {site.url}/train/a"]
    assert isinstance(error, UsageDisallowed)
    assert error.label == "train-ai"
    assert "robots.txt rule Content-Usage: /train/ train-ai=n (line 4)" in str(error)
    assert "/train/a" not in site.paths()
    bare_error = str(spider.errors[f"* {bare.url}/b"])
    assert "robots.txt rule Content-Usage: train-ai=n (line 2)" in bare_error
    assert "/b" not in bare.paths()
    assert spider.seen[f"* {site.url}/open"]["content_usage"] == {"search": True}
    s = stats(crawler)
    assert s["rfc9309/usage/denied/train-ai"] == 2
    assert "robotstxt/forbidden" not in s  # robots.txt allowed it: a usage refusal only


@pytest_twisted.ensureDeferred
async def test_usage_purposes_drop_the_response_the_callback_never_sees_it(farm):
    """RFC9309_USAGE_PURPOSES as a spider attribute, the setting left empty."""
    site = farm.add({
        "/robots.txt": "User-agent: *\nAllow: /\n",
        "/h": Page(b"x", headers={"Content-Usage": "train-ai=n"}),
        "/ok": Page(b"x", headers={"Content-Usage": "train-ai=y"}),
    })

    class TrainingSpider(Annotations):
        rfc9309_usage_purposes = ["train-ai"]

    crawler = await crawl(settings={}, spider=TrainingSpider,
                          urls=[f"{site.url}/h", f"{site.url}/ok"])
    spider = crawler.spider
    assert site.count("/h") == 1  # fetched: only its header says n
    assert f"* {site.url}/h" not in spider.seen
    error = spider.errors[f"* {site.url}/h"]
    assert isinstance(error, UsageDisallowed)
    assert "the Content-Usage header 'train-ai=n'" in str(error)
    assert spider.seen[f"* {site.url}/ok"]["content_usage"] == {"train-ai": True}
    assert stats(crawler)["rfc9309/usage/denied/train-ai"] == 1


class Follower(scrapy.Spider):
    """Follows every link of the start pages (one level), and yields an item per page."""

    name = "follower"

    def __init__(self, urls: list[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.start_urls = urls
        self.items: list[str] = []

    def parse(self, response):
        for href in response.css("a::attr(href)").getall():
            yield response.follow(href, callback=self.leaf)
        yield {"url": response.url}

    def leaf(self, response):
        pass


def _nofollow_site(farm):
    link = '<a href="/to/{0}">{0}</a>'
    return farm.add({
        "/robots.txt": "User-agent: *\nAllow: /\n",
        "/meta": html('<meta name="robots" content="nofollow">', link.format("meta")),
        "/header": Page(html("", link.format("header")).body, content_type="text/html",
                        headers={"X-Robots-Tag": "none"}),
        "/token": html('<meta name="testbot" content="noindex,nofollow">', link.format("token")),
        "/other": html('<meta name="otherbot" content="nofollow">', link.format("other")),
        "/plain": html("", link.format("plain")),
        **{f"/to/{name}": "leaf" for name in ("meta", "header", "token", "other", "plain")},
    })


@pytest_twisted.ensureDeferred
async def test_obey_nofollow_drops_what_a_nofollow_page_yields(farm):
    """RFC9309_OBEY_NOFOLLOW as a spider attribute: meta tag (for * and for the crawler's
    token) and header; another token's nofollow does not count; items pass."""
    site = _nofollow_site(farm)
    items: list[Any] = []

    class NofollowSpider(Follower):
        rfc9309_obey_nofollow = True

    pages = ["/meta", "/header", "/token", "/other", "/plain"]
    crawler = await crawl(settings={}, spider=NofollowSpider,
                          urls=[site.url + p for p in pages],
                          connect={scrapy.signals.item_scraped: lambda item: items.append(item)})
    followed = sorted(p for p in site.paths() if p.startswith("/to/"))
    assert followed == ["/to/other", "/to/plain"]
    assert len(items) == len(pages)
    assert stats(crawler)["rfc9309/usage/nofollow_dropped"] == 3


@pytest_twisted.ensureDeferred
async def test_nofollow_is_obeyed_only_when_asked(farm):
    site = _nofollow_site(farm)
    pages = ["/meta", "/header", "/plain"]
    crawler = await crawl(settings={}, spider=Follower, urls=[site.url + p for p in pages])
    followed = sorted(p for p in site.paths() if p.startswith("/to/"))
    assert followed == ["/to/header", "/to/meta", "/to/plain"]
    assert "rfc9309/usage/nofollow_dropped" not in stats(crawler)


@pytest_twisted.ensureDeferred
async def test_malformed_values_give_stats_not_errors(farm):
    robots = "User-agent: *\nAllow: /\nContent-Usage: /m TRAIN-AI=n\n"
    site = farm.add({
        "/robots.txt": robots,
        "/m": Page(html('<meta name="robots" content="no index!">'
                        '<meta name="tdm-reservation" content="yes">').body,
                   content_type="text/html",
                   headers={"Content-Usage": "train-ai=n,,", "X-Robots-Tag": "noai, !!"}),
    })
    crawler = await crawl(settings={"RFC9309_USAGE_PURPOSES": ["train-ai"]},
                          spider=Annotations, urls=[f"{site.url}/m"])
    seen = crawler.spider.seen[f"* {site.url}/m"]
    assert seen == {"content_usage": {}, "robots_tag": frozenset({"noai"}),
                    "tdm_reservation": False}
    assert not crawler.spider.errors
    s = stats(crawler)
    assert s["rfc9309/usage/malformed/content_usage/syntax"] == 2  # the rule and the header
    assert s["rfc9309/usage/malformed/robots_tag/malformed"] == 2
    assert s["rfc9309/usage/malformed/tdm_reservation/malformed"] == 1
    assert "log_count/ERROR" not in s


@pytest_twisted.ensureDeferred
async def test_responses_not_checked_carry_no_annotation(farm):
    site = farm.add({"/robots.txt": "User-agent: *\nAllow: /\n",
                     "/x": Page(b"x", headers={"Content-Usage": "train-ai=n"})})
    seen: dict[str, Any] = {}

    class Unchecked(scrapy.Spider):
        name = "unchecked"

        async def start(self):
            yield scrapy.Request(f"{site.url}/x", meta={"dont_obey_robotstxt": True})

        def parse(self, response):
            seen.update(response.meta)

    await crawl(settings={"RFC9309_USAGE_PURPOSES": ["train-ai"]}, spider=Unchecked)
    assert "dont_obey_robotstxt" in seen
    assert "content_usage" not in seen


class AnnotationsAndSitemaps(Annotations):
    """Annotations, and the sitemaps the middleware gives for each page's origin while the
    crawl runs (the memory backend's store behind memory lives as long as the crawl)."""

    async def parse(self, response):
        super().parse(response)
        middleware = find_middleware(self.crawler)
        assert middleware is not None
        self.sitemaps = getattr(self, "sitemaps", {})
        self.sitemaps[response.meta["key"]] = await middleware.sitemaps(response.url)


@pytest.mark.parametrize("backend", ["memory", "redis"])
@pytest_twisted.ensureDeferred
async def test_a_response_whose_record_was_evicted_still_gets_its_rules(farm, backend):
    """RFC9309_MAX_ORIGINS = 1: while a page of A downloads, B's robots.txt evicts A's record
    from memory. A's response is annotated from A's robots.txt all the same (read back from
    the store behind memory: the memory backend's temporary file, or Redis; not fetched
    again), and its sitemaps are still given."""
    settings: dict[str, Any] = {"RFC9309_MAX_ORIGINS": 1, **ANNOTATE}
    server = RedisServer() if backend == "redis" else None
    if server is not None:
        settings.update(RFC9309_CACHE_BACKEND="redis", RFC9309_REDIS_URL=server.url,
                        RFC9309_REDIS_TIMEOUT=5)
    try:
        await _evicted_origin_crawl(farm, settings)
    finally:
        if server is not None:
            server.kill()


async def _evicted_origin_crawl(farm, settings: dict[str, Any]) -> None:
    page_gate, robots_gate = Gate(), Gate()
    a = farm.add({
        "/robots.txt": "User-agent: *\nAllow: /\nContent-Usage: /r/ train-ai=n\n"
                       "Sitemap: /sitemap.xml\n",
        "/r/page": Page(b"page", gate=page_gate),
    })
    b = farm.add({"/robots.txt": Page(b"User-agent: *\nAllow: /\n", gate=robots_gate),
                  "/": "home"})
    crawler, done = start_crawl(
        settings=settings, spider=AnnotationsAndSitemaps,
        urls=[f"{a.url}/r/page", f"{b.url}/"],
    )
    spider_seen = lambda: getattr(crawler.spider, "seen", {})  # noqa: E731
    await until(lambda: page_gate.held == 1 and robots_gate.held == 1,
                "A's page and B's robots.txt at their sites")
    robots_gate.open()  # B's record evicts A's
    await until(lambda: f"* {b.url}/" in spider_seen(), "B's page crawled")
    page_gate.open()
    await done
    spider = crawler.spider
    assert spider.errors == {}
    assert spider.seen[f"* {a.url}/r/page"]["content_usage"] == {"train-ai": False}
    assert spider.sitemaps[f"* {a.url}/r/page"] == (f"{a.url}/sitemap.xml",)
    assert a.count("/robots.txt") == 1
    s = stats(crawler)
    assert s["rfc9309/cache/evicted"] >= 1


# Bounds on what a page says: what is addressed to us is counted, a restrictive directive is
# never the one cut, and what overflows reads as noindex, nofollow (robotstag.py, headmeta.py).

_OTHER_METAS = "".join(f'<meta name="og:tag{i}" content="value {i}">' for i in range(65))
_OVERFLOW = "rfc9309/usage/overflow/robots_tag/"


def _linking(head: str = "", headers: dict[str, Any] | None = None) -> Page:
    """An HTML page with ``head`` and ``headers`` whose body links to /to/target."""
    return Page(html(head, '<a href="/to/target">target</a>').body, content_type="text/html",
                headers=headers or {})


@pytest.mark.parametrize(
    ("page", "overflow"),
    [
        pytest.param(  # 70 directives for us, then nofollow: more than the 64 kept
            _linking(headers={"X-Robots-Tag": ", ".join(f"x{i:02}" for i in range(70))
                              + ", nofollow"}),
            "directives", id="70-directives-then-nofollow"),
        pytest.param(  # 40 lines for another crawler, then ours: those cost no line of ours
            _linking(headers={"X-Robots-Tag": ["otherbot: noindex"] * 40 + ["nofollow"]}),
            None, id="40-otherbot-lines-then-nofollow"),
        pytest.param(  # 65 other meta tags, then ours: those cost no tag of ours
            _linking(_OTHER_METAS + '<meta name="robots" content="nofollow">'),
            None, id="65-other-meta-tags-then-robots-nofollow"),
        pytest.param(  # 40 lines for us, none restrictive: the 33rd is past the bound
            _linking(headers={"X-Robots-Tag": ["testbot: noarchive"] * 40}),
            "lines", id="40-lines-for-us"),
        pytest.param(  # 65 meta tags for us, none restrictive: the 65th is past the bound
            _linking('<meta name="testbot" content="noarchive">' * 65),
            "meta", id="65-meta-tags-for-us"),
        pytest.param(  # 80 kB of other crawlers' lines: past the octets read
            _linking(headers={"X-Robots-Tag": ["otherbot: " + "x" * 8000] * 10}),
            "octets", id="80kB-of-otherbot-lines"),
        pytest.param(  # a head still open at the end of the octets scanned
            _linking("<script>" + "var x = 1;" * 7000 + "</script>"),
            "head", id="head-past-the-bound"),
    ],
)
@pytest_twisted.ensureDeferred
async def test_a_bound_never_drops_a_nofollow_addressed_to_us(farm, caplog, page, overflow):
    """RFC9309_OBEY_NOFOLLOW: the page's link is never requested, whether its nofollow sits
    behind what another crawler was told, or a bound on what is read for us was reached (then
    the page reads as noindex, nofollow, with a stat per bound and a DEBUG line)."""
    site = farm.add({"/robots.txt": "User-agent: *\nAllow: /\n", "/page": page,
                     "/to/target": "leaf"})
    crawler = await crawl(settings={"RFC9309_OBEY_NOFOLLOW": True}, spider=Follower,
                          urls=[f"{site.url}/page"])
    assert site.count("/page") == 1
    assert site.count("/to/target") == 0
    s = stats(crawler)
    assert s["rfc9309/usage/nofollow_dropped"] == 1
    assert s["rfc9309/usage/robots_tag/nofollow"] == 1
    overflows = {key: value for key, value in s.items() if key.startswith(_OVERFLOW)}
    if overflow is None:
        assert overflows == {}
        assert "read as restrictive" not in caplog.text
    else:
        assert overflows == {_OVERFLOW + overflow: 1}
        assert s["rfc9309/usage/robots_tag/noindex"] == 1
        assert f"past the bounds ({overflow}): read as restrictive" in caplog.text


@pytest_twisted.ensureDeferred
async def test_what_other_crawlers_are_told_costs_nothing_and_restricts_nothing(farm):
    """Not over-restrictive: 40 lines and 65 meta tags for other crawlers, a page longer than
    the octets scanned whose head ends where HTML ends it (at ``<div>``, no ``</head>`` nor
    ``<body``): nothing is for us, no bound is reached, the links are followed."""
    filler = "<p>text</p>" * 7000  # 77 kB
    implied = (b"<!doctype html><html><head><title>t</title>" + _OTHER_METAS.encode()
               + b'<div><a href="/to/implied">i</a>' + filler.encode() + b"</div>")
    site = farm.add({
        "/robots.txt": "User-agent: *\nAllow: /\n",
        "/others": _linking(_OTHER_METAS + '<meta name="otherbot" content="nofollow">',
                            {"X-Robots-Tag": ["otherbot: noindex, nofollow"] * 40}),
        "/implied": Page(implied, content_type="text/html"),
        "/to/target": "leaf",
        "/to/implied": "leaf",
    })
    crawler = await crawl(settings={"RFC9309_OBEY_NOFOLLOW": True}, spider=Follower,
                          urls=[f"{site.url}/others", f"{site.url}/implied"])
    assert site.count("/to/target") == 1
    assert site.count("/to/implied") == 1
    s = stats(crawler)
    assert not any(key.startswith("rfc9309/usage/overflow/") for key in s)
    assert "rfc9309/usage/nofollow_dropped" not in s
    assert "rfc9309/usage/robots_tag/nofollow" not in s


# A Content-Usage header longer than is parsed (4096 octets, preferences.py) whose last
# member says train-ai=n.
_LONG_STATEMENT = "search=y, " + ", ".join(f"label{i}=y" for i in range(400)) + ", train-ai=n"


@pytest.mark.parametrize("purposes", [[], ["train-ai"]])
@pytest_twisted.ensureDeferred
async def test_a_content_usage_header_past_the_bound_reads_n(farm, caplog, purposes):
    """What was not parsed may say ``n``: every known label reads ``n``, with a stat and a
    DEBUG line; a listed purpose drops the response."""
    assert len(_LONG_STATEMENT) > 4096
    site = farm.add({"/robots.txt": "User-agent: *\nAllow: /\n",
                     "/h": Page(b"h", headers={"Content-Usage": _LONG_STATEMENT}),
                     "/short": Page(b"s", headers={"Content-Usage": "train-ai=y"})})
    # Purposes turn the annotations on; with none, the switch does.
    settings = {"RFC9309_USAGE_PURPOSES": purposes} if purposes else ANNOTATE
    crawler = await crawl(settings=settings, spider=Annotations,
                          urls=[f"{site.url}/h", f"{site.url}/short"])
    assert site.count("/h") == 1
    spider = crawler.spider
    assert spider.seen[f"* {site.url}/short"]["content_usage"] == {"train-ai": True}
    s = stats(crawler)
    assert s["rfc9309/usage/overflow/content_usage/too-long"] == 1
    assert not any(key.startswith("rfc9309/usage/malformed/") for key in s)
    assert "content_usage of <200 " in caplog.text
    assert "past the bounds (too-long): read as restrictive" in caplog.text
    if purposes:
        assert f"* {site.url}/h" not in spider.seen
        error = spider.errors[f"* {site.url}/h"]
        assert isinstance(error, UsageDisallowed)
        assert "the Content-Usage header past 4096 octets" in str(error)
        assert s["rfc9309/usage/denied/train-ai"] == 1
    else:
        assert spider.seen[f"* {site.url}/h"]["content_usage"] == {"train-ai": False,
                                                                  "search": False}


# Pay only for what is used: the annotations, and the component that makes them, only when a
# setting asks for them.

_USAGE_KEYS = ("content_usage", "robots_tag", "tdm_reservation")


class Chain(scrapy.Spider):
    """Requests ``urls`` and keeps each response's meta and, while the crawl runs, the
    downloader middlewares in the chain and those with a process_response hook."""

    name = "chain"

    def __init__(self, urls: list[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.start_urls = urls
        self.metas: dict[str, dict[str, Any]] = {}

    def parse(self, response):
        self.metas[response.url] = dict(response.meta)
        manager = self.crawler.engine.downloader.middleware
        self.chain = [type(m) for m in manager.middlewares]
        self.hooks = [type(getattr(m, "__self__", None)) for m in
                      manager.methods["process_response"]]


def _usage_site(farm):
    """A page every signal speaks about: a robots.txt Content-Usage rule, the page's
    Content-Usage and X-Robots-Tag headers, and a robots meta tag in its head."""
    return farm.add({
        "/robots.txt": "User-agent: *\nAllow: /\nContent-Usage: train-ai=n\n",
        "/page": Page(html('<meta name="robots" content="noindex">').body,
                      content_type="text/html",
                      headers={"Content-Usage": "search=y", "X-Robots-Tag": "noarchive",
                               "tdm-reservation": "1"}),
    })


@pytest_twisted.ensureDeferred
async def test_with_default_settings_no_response_is_annotated_nor_looked_at(farm):
    """No setting asks for the annotations: the page's response carries none of the meta keys,
    no usage stat is counted, UsageMiddleware is not in the downloader chain, and no
    middleware of this package has a process_response hook (nothing runs per response)."""
    site = _usage_site(farm)
    crawler = await crawl(spider=Chain, urls=[f"{site.url}/page"])
    spider = crawler.spider
    assert site.count("/page") == 1
    meta = spider.metas[f"{site.url}/page"]
    assert not set(_USAGE_KEYS) & set(meta)
    assert RobotsTxtMiddleware in spider.chain
    assert UsageMiddleware not in spider.chain
    assert not [hook for hook in spider.hooks if hook.__module__.startswith("scrapy_rfc9309")]
    assert not any(key.startswith("rfc9309/usage/") for key in stats(crawler))


class AnnotatingChain(Chain):
    rfc9309_usage_annotate = True


@pytest.mark.parametrize(
    ("settings", "spider"),
    [
        pytest.param(ANNOTATE, Chain, id="RFC9309_USAGE_ANNOTATE"),
        pytest.param({}, AnnotatingChain, id="rfc9309_usage_annotate-attribute"),
        pytest.param({"RFC9309_USAGE_PURPOSES": ["search"]}, Chain,
                     id="RFC9309_USAGE_PURPOSES"),
        pytest.param({"RFC9309_OBEY_NOFOLLOW": True}, Chain, id="RFC9309_OBEY_NOFOLLOW"),
    ],
)
@pytest_twisted.ensureDeferred
async def test_each_setting_that_reads_the_annotations_turns_them_on(farm, settings, spider):
    """The switch (as a setting or a spider attribute), and each setting that acts on the
    annotations, puts UsageMiddleware in the chain next after RobotsTxtMiddleware, and the
    response carries what the site said (the robots.txt rule and the headers, the meta tag)."""
    site = _usage_site(farm)
    crawler = await crawl(settings=settings, spider=spider, urls=[f"{site.url}/page"])
    chain = crawler.spider.chain
    assert chain.index(UsageMiddleware) == chain.index(RobotsTxtMiddleware) + 1
    meta = crawler.spider.metas[f"{site.url}/page"]
    assert {key: meta[key] for key in _USAGE_KEYS} == {
        "content_usage": {"train-ai": False, "search": True},
        "robots_tag": frozenset({"noindex", "noarchive"}),
        "tdm_reservation": True,
    }
    assert stats(crawler)["rfc9309/usage/train-ai/n"] == 1


@pytest_twisted.ensureDeferred
async def test_without_the_addon_the_usage_middleware_named_by_hand_annotates(farm):
    """docs/install.rst, "By hand": both middlewares in DOWNLOADER_MIDDLEWARES, the switch on."""
    site = _usage_site(farm)
    settings = {
        "ADDONS": {}, "ROBOTSTXT_OBEY": True, **ANNOTATE,
        "DOWNLOADER_MIDDLEWARES": {
            "scrapy.downloadermiddlewares.robotstxt.RobotsTxtMiddleware": None,
            "scrapy_rfc9309.RobotsTxtMiddleware": 100,
            "scrapy_rfc9309.UsageMiddleware": 101,
        },
    }
    crawler = await crawl(settings=settings, spider=Chain, urls=[f"{site.url}/page"])
    meta = crawler.spider.metas[f"{site.url}/page"]
    assert meta["content_usage"] == {"train-ai": False, "search": True}
    assert site.count("/robots.txt") == 1


def _cut_robots(kind: str) -> str:
    """A robots.txt whose group loses a Content-Usage rule to a bound, the lost one saying
    ``train-ai=n`` for /train/: past 1,024 rules, or a value past 2,048 octets."""
    if kind == "too-many":
        keep = "".join(f"Content-Usage: /keep{i}/ train-ai=y\n" for i in range(1024))
        return "User-agent: *\nAllow: /\n" + keep + "Content-Usage: /train/ train-ai=n\n"
    return ("User-agent: *\nAllow: /\nContent-Usage: /train/ train-ai=n, x=" + "a" * 2100
            + "\n")


@pytest.mark.parametrize("kind", ["too-many", "too-long"])
@pytest_twisted.ensureDeferred
async def test_a_content_usage_rule_past_the_bounds_reads_n_and_nothing_is_sent(farm, kind):
    """The rule robots.txt holds for /train/ is past what is read: with train-ai among the
    purposes no page of that group is sent; annotated, every counted label reads ``n``."""
    site = farm.add({"/robots.txt": _cut_robots(kind), "/train/a": "a", "/other": "o"})
    urls = [f"{site.url}/train/a", f"{site.url}/other"]
    crawler = await crawl(settings={"RFC9309_USAGE_PURPOSES": "train-ai"},
                          spider=Annotations, urls=urls)
    errors = crawler.spider.errors
    assert sorted(errors) == sorted(f"* {url}" for url in urls)
    assert {type(e) for e in errors.values()} == {UsageDisallowed}
    assert f"Content-Usage rule past the bounds ({kind}, line " in str(
        errors[f"* {site.url}/train/a"])
    assert site.paths() == ["/robots.txt"]  # nothing else was sent
    s = stats(crawler)
    assert s[f"rfc9309/usage/overflow/content_usage/{kind}"] == 2
    assert s["rfc9309/usage/denied/train-ai"] == 2
    # Annotations only: the pages come, every counted label reads n.
    annotated = await crawl(settings=ANNOTATE, spider=Annotations, urls=urls)
    seen = annotated.spider.seen[f"* {site.url}/other"]["content_usage"]
    assert seen["train-ai"] is False and set(seen.values()) == {False}
    assert stats(annotated)[f"rfc9309/usage/overflow/content_usage/{kind}"] == 2
