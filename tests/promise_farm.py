"""The farm of tests/test_promise.py: a seeded set of sites whose robots.txt and pages answer
with every behaviour the middleware reacts to, the crawls run against it (each feature off and
on, stores and caches across two runs), and what each crawl did, as the servers saw it.

Every site is a public-looking origin (``sNN.farm.test``) played by one site-farm proxy on
127.0.0.1 that answers for any host and logs every request Scrapy sends, to whatever address
(the set-up of tests/test_robots_redirect.py): a farm site on its own 127.0.0.1 port would be
on loopback itself, and a loopback site may redirect to another (RFC9309_REDIRECT_PRIVATE's
reading), so only a public-looking origin shows the private-network guard at work. The
crawler's own network is ``127.0.0.1``: a real site there (``internal``) must never be asked,
nor the proxy for that host.

What a site answers changes by event, never by the clock: the crawl sets the farm's ``era``
(1, then 2) before each wave of requests, once every request of the waves before has ended.
This module only describes and serves; the expected decisions are the test's (its oracle).
"""

from __future__ import annotations

import asyncio
import itertools
import os
import random
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import scrapy
from scrapy.crawler import CrawlerRunner
from twisted.internet import reactor
from twisted.web.server import Request as TwistedRequest

from scrapy_rfc9309.testing import Hit, Page, SiteFarm
from tests.conftest import BASE_SETTINGS, SETTLE_TIMEOUT
from tests.redis_server import RedisServer

#: The farm crawled; PROMISE_SEED=N crawls another (docs/development.rst).
SEED = int(os.environ.get("PROMISE_SEED", "9309"))
SITES = 40  # N
PAGES = 6  # M, per site with seeded rules
TOKEN = "testbot"  # the product token of BASE_SETTINGS' USER_AGENT
FARM = ".farm.test"
FILES = "files" + FARM  # a public host that only serves robots.txt files redirected to
INTERNAL = "127.0.0.1"
#: Longer than the short lifetimes of the farm (max-age=1, RFC9309_CACHE_TTL=1), waited
#: (at least) between the waves or runs whose era differs.
PAUSE = 1.6
SHORT = 1

V1 = b"User-agent: *\nDisallow: /private\n"
V2 = b"User-agent: *\nDisallow: /pub\n"
INTERNAL_ROBOTS = b"User-agent: *\nDisallow: /private\nDisallow: /a\n"
#: The pages of the sites whose rules change from era 1 (V1) to era 2 (V2).
CHANGING_PAGES = ("/", "/a", "/private", "/private/x", "/pub", "/pub/x")

#: The vocabulary of the seeded rules and pages: prefixes that nest and overlap.
RULE_PATHS = ("/", "/a", "/a/", "/a/b", "/ab", "/b", "/private", "/private/open", "/pub",
              "/pub/private", "")
PAGE_PATHS = ("/", "/a", "/a/", "/a/b", "/a/bc", "/ab", "/abc", "/b", "/b/x", "/private",
              "/private/x", "/private/open", "/private/open/y", "/pub", "/pub/private",
              "/pub/x", "/c")
#: A request on every site with ``dont_obey_robotstxt``: it reaches the server only so.
ASKED = "/private/asked?asked=1"


@dataclass(frozen=True)
class Answer:
    """What one URL answers: a status, headers and a body, or a dropped connection."""

    status: int = 200
    body: bytes = b""
    headers: tuple[tuple[str, str | tuple[str, ...]], ...] = ()
    reset: bool = False
    content_type: str = "text/plain"

    def header(self, name: str) -> str | None:
        for key, value in self.headers:
            if key.lower() == name.lower():
                return value if isinstance(value, str) else value[0]
        return None


@dataclass
class Site:
    host: str
    kind: str
    #: The pages the crawl asks for (without a query), with their answers.
    start: tuple[str, ...]
    #: The cache lifetime robots.txt declares (max-age), None when it declares none.
    max_age: int | None = None
    #: Pages asked for again in era 2 within one run (the sites whose answers change).
    changes: bool = False
    #: Links on a page (page path -> link paths); followed by the crawl.
    links: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: Pages that answer more than a plain page with their links (page path -> answer).
    special: dict[str, Answer] = field(default_factory=dict)


@dataclass
class Farm:
    sites: list[Site]
    #: era -> (host, path) -> answer: robots.txt and every URL a robots.txt redirect leads to.
    robots: dict[int, dict[tuple[str, str], Answer]]
    #: (host, path) -> answer of the pages (the same in every era).
    pages: dict[tuple[str, str], Answer]
    internal_url: str

    def site(self, host: str) -> Site | None:
        return next((s for s in self.sites if s.host == host), None)


def html(head: str = "", links: tuple[str, ...] = ()) -> bytes:
    body = "".join(f'<a href="{href}">{href}</a>' for href in links)
    return f"<html><head>{head}</head><body>{body}</body></html>".encode()


def _rules(rng: random.Random) -> bytes:
    """A seeded robots.txt of the simple shapes the oracle reads: groups for the crawler's
    token, for another one and for ``*`` (sometimes several, sometimes none), Allow and
    Disallow of prefixes, keys and tokens in any case, comments."""
    lines: list[str] = []
    groups = [[TOKEN]] * (rng.random() < 0.5) + [["otherbot"]] * (rng.random() < 0.5)
    groups += [["*"]] * rng.choice((0, 1, 1, 1, 2))
    if rng.random() < 0.3 and groups:
        groups[0] = ["otherbot", *groups[0]]  # a group of two user-agent lines
    rng.shuffle(groups)
    for agents in groups:
        for agent in agents:
            key = rng.choice(("User-agent", "user-agent", "USER-AGENT"))
            name = agent if agent == "*" else rng.choice((agent, agent.upper(), agent.title()))
            lines.append(f"{key}: {name}")
        for _ in range(rng.randint(1, 4)):
            key = rng.choice(("Disallow", "Disallow", "Allow", "disallow", "ALLOW"))
            comment = " # why" if rng.random() < 0.2 else ""
            lines.append(f"{key}: {rng.choice(RULE_PATHS)}{comment}")
        lines.append("")
    return "\n".join(lines).encode()


def build(seed: int, internal_url: str) -> Farm:
    """The farm of ``seed``: SITES sites, one of each behaviour below and the rest with seeded
    rules; which host plays which is seeded too."""
    rng = random.Random(seed)
    port_host = internal_url.split("//", 1)[1]
    kinds = list(BEHAVIOURS) + ["rules"] * (SITES - len(BEHAVIOURS))
    hosts = [f"s{i:02d}{FARM}" for i in range(SITES)]
    rng.shuffle(hosts)
    robots: dict[int, dict[tuple[str, str], Answer]] = {1: {}, 2: {}}
    pages: dict[tuple[str, str], Answer] = {}
    sites = []
    for host, kind in zip(hosts, kinds, strict=True):
        site = Site(host, kind, tuple(sorted(rng.sample(PAGE_PATHS, PAGES))))
        eras = BEHAVIOURS.get(kind, _seeded)(site, rng, port_host)
        for era in (1, 2):
            answers = eras.get(era, eras[1])
            for path, answer in answers.items():
                where = (path[0], path[1]) if isinstance(path, tuple) else (host, path)
                robots[era][where] = answer
        for path in (*site.start, ASKED.split("?")[0]):
            plain = Answer(body=html("", site.links.get(path, ())), content_type="text/html")
            pages[(host, path)] = site.special.get(path, plain)
        for targets in site.links.values():
            for target in targets:
                pages.setdefault((host, target), Answer(body=b"leaf"))
        sites.append(site)
    for era in (1, 2):
        robots[era][(INTERNAL, "/robots.txt")] = Answer(body=INTERNAL_ROBOTS)
    return Farm(sites, robots, pages, internal_url)


Eras = dict[int, dict[Any, Answer]]


def _seeded(site: Site, rng: random.Random, internal: str) -> Eras:
    return {1: {"/robots.txt": Answer(body=_rules(rng))}}


def _status(status: int, **kwargs: Any) -> Callable[[Site, random.Random, str], Eras]:
    def answers(site: Site, rng: random.Random, internal: str) -> Eras:
        return {1: {"/robots.txt": Answer(status, b"not here", **kwargs)}}
    return answers


def _changing(first: Answer, second: Answer, max_age: int | None = SHORT
              ) -> Callable[[Site, random.Random, str], Eras]:
    """A site whose robots.txt answers ``first`` in era 1 and ``second`` in era 2."""
    def answers(site: Site, rng: random.Random, internal: str) -> Eras:
        site.start, site.max_age, site.changes = CHANGING_PAGES, max_age, True
        return {1: {"/robots.txt": first}, 2: {"/robots.txt": second}}
    return answers


def _redirects(hops: int, loop: bool = False) -> Callable[[Site, random.Random, str], Eras]:
    """robots.txt redirects ``hops`` times on its own host, then answers seeded rules."""
    def answers(site: Site, rng: random.Random, internal: str) -> Eras:
        chain = ["/robots.txt"] + [f"/hop{i}" for i in range(1, hops)] + ["/real-robots.txt"]
        if loop:
            chain[-1] = "/robots.txt"
        found: dict[Any, Answer] = {
            here: Answer(301, headers=(("Location", there),))
            for here, there in itertools.pairwise(chain)
        }
        if not loop:
            found["/real-robots.txt"] = Answer(body=_rules(rng))
        return {1: found}
    return answers


def _to_files(site: Site, rng: random.Random, internal: str) -> Eras:
    """A redirect to another public host, whose file has the rules."""
    target = f"/robots-of-{site.host}.txt"
    location = f"http://{FILES}{target}"
    return {1: {"/robots.txt": Answer(302, headers=(("Location", location),)),
                (FILES, target): Answer(body=_rules(rng))}}


def _to_internal(site: Site, rng: random.Random, internal: str) -> Eras:
    location = f"http://{internal}/robots.txt?from={site.host}"
    return {1: {"/robots.txt": Answer(301, headers=(("Location", location),))}}


def _backslash(site: Site, rng: random.Random, internal: str) -> Eras:
    """``\\`` before ``@``: urlsplit reads the host after the ``@``, a WHATWG parser (Scrapy's,
    a browser's) the one before it."""
    location = f"http://{internal}\\@{site.host}/robots.txt"
    return {1: {"/robots.txt": Answer(301, headers=(("Location", location),))}}


def _large(site: Site, rng: random.Random, internal: str) -> Eras:
    """About 400 kB (under RFC 9309's 500 KiB), the rules that decide at its end."""
    filler = "".join(f"Disallow: /zz{i:05d}\n" for i in range(20_000))
    body = f"User-agent: *\n{filler}Disallow: /private\nAllow: /private/open\n".encode()
    return {1: {"/robots.txt": Answer(body=body)}}


def _huge_headers(site: Site, rng: random.Random, internal: str) -> Eras:
    headers = tuple((f"X-Filler-{i:02d}", "x" * 1000) for i in range(40))
    return {1: {"/robots.txt": Answer(body=_rules(rng), headers=headers)}}


def _nul(site: Site, rng: random.Random, internal: str) -> Eras:
    """NUL bytes after rule values (the rest as the seeded rules)."""
    body = b"User-agent: *\nDisallow: /private\x00\x00\nDisallow: /ab\x00\nAllow: /private/open\n"
    return {1: {"/robots.txt": Answer(body=body)}}


#: The nofollow site's pages: each links to its own target under /to/.
NOFOLLOW_PAGES: dict[str, tuple[str, tuple[tuple[str, str | tuple[str, ...]], ...]]] = {
    "/nf/header": ("", (("X-Robots-Tag", "nofollow"),)),
    "/nf/meta": ('<meta name="robots" content="nofollow">', ()),
    # 40 header lines, ``nofollow`` on the last.
    "/nf/lines-flood": ("", (("X-Robots-Tag", ("noarchive",) * 39 + ("nofollow",)),)),
    # One line of 80 directives, ``nofollow`` the last (and last in sorted order).
    "/nf/directives-flood": ("", (("X-Robots-Tag",
                                   ", ".join([f"a{i:02d}" for i in range(80)] + ["nofollow"])),)),
    # 70 meta tags in the head, then the robots one.
    "/nf/meta-flood": ("".join(f'<meta name="m{i}" content="x">' for i in range(70))
                       + '<meta name="robots" content="nofollow">', ()),
    "/nf/follow": ("", ()),
}


def _nofollow(site: Site, rng: random.Random, internal: str) -> Eras:
    site.start = tuple(NOFOLLOW_PAGES)
    for path, (head, headers) in NOFOLLOW_PAGES.items():
        site.links[path] = ("/to/" + path.rsplit("/", 1)[1],)
        if path == "/nf/follow":
            site.links[path] += ("/private/from-follow",)
        site.special[path] = Answer(body=html(head, site.links[path]), headers=headers,
                                    content_type="text/html")
    return {1: {"/robots.txt": Answer(body=V1)}}


def _not_modified(**kwargs: Any) -> Answer:
    return Answer(304, **kwargs)


#: Every behaviour, one site each (the kind is the key).
BEHAVIOURS: dict[str, Callable[[Site, random.Random, str], Eras]] = {
    "empty": lambda site, rng, internal: {1: {"/robots.txt": Answer(body=b"")}},
    "large": _large,
    "huge-headers": _huge_headers,
    "nul": _nul,
    "404": _status(404),
    "410": _status(410),
    "401": _status(401),
    "403": _status(403),
    "500": _status(500),
    "503": _status(503, headers=(("Retry-After", "3600"),)),
    "429": _status(429),
    "reset": lambda site, rng, internal: {1: {"/robots.txt": Answer(reset=True)}},
    "stray-304": _status(304),
    "301-without-location": _status(301),
    "redirect-public": _to_files,
    "redirect-5-hops": _redirects(5),
    "redirect-6-hops": _redirects(6),
    "redirect-loop": _redirects(2, loop=True),
    "redirect-internal": _to_internal,
    "redirect-backslash": _backslash,
    # Lifetimes and validators: max-age=1, the answer changes in era 2.
    "changed": _changing(
        Answer(body=V1, headers=(("Cache-Control", "max-age=1"), ("ETag", '"v1"'))),
        Answer(body=V2, headers=(("Cache-Control", "max-age=1"), ("ETag", '"v2"')))),
    "revalidated": _changing(
        Answer(body=V1, headers=(("Cache-Control", "max-age=1"), ("ETag", '"v1"'))),
        Answer(body=V1, headers=(("Cache-Control", "max-age=1"), ("ETag", '"v1"')))),
    "304-wrong-validator": _changing(
        Answer(body=V1, headers=(("Cache-Control", "max-age=1"), ("ETag", '"v1"'))),
        _not_modified(headers=(("Cache-Control", "max-age=1"), ("ETag", '"other"')))),
    "304-without-validators": _changing(
        Answer(body=V1, headers=(("Cache-Control", "max-age=1"),)),
        _not_modified(headers=(("Cache-Control", "max-age=1"),))),
    # No cache headers: the store keeps it for RFC9309_CACHE_TTL.
    "stored": _changing(Answer(body=V1), Answer(body=V2), max_age=None),
    "nofollow": _nofollow,
}


# Serving it -----------------------------------------------------------------------------------


class Era:
    value = 1


def _serve(answer: Answer, request: TwistedRequest) -> Page:
    if answer.reset:
        return Page(reset=True)
    etag = answer.header("ETag")
    if etag is not None and request.getHeader("if-none-match") == etag:
        return Page(b"", 304, headers={k: v for k, v in answer.headers if isinstance(v, str)})
    single = {k: v for k, v in answer.headers if isinstance(v, str)}
    for name, value in answer.headers:
        if not isinstance(value, str):
            request.responseHeaders.setRawHeaders(name, list(value))
    return Page(answer.body, answer.status, single, content_type=answer.content_type)


def server_sites(farm: Farm, era: Era) -> dict[str, dict[str, Callable[[TwistedRequest], Page]]]:
    """The proxy's hosts: every URL of the farm, answered as the current era says."""
    sites: dict[str, dict[str, Callable[[TwistedRequest], Page]]] = {}

    def robots(host: str, path: str) -> Callable[[TwistedRequest], Page]:
        def answer(request: TwistedRequest) -> Page:
            found = farm.robots[era.value].get((host, path))
            return _serve(found, request) if found else Page(b"not found", 404)
        return answer

    def page(answer: Answer) -> Callable[[TwistedRequest], Page]:
        return lambda request: _serve(answer, request)

    for table in farm.robots.values():
        for host, path in table:
            sites.setdefault(host, {})[path] = robots(host, path)
    for (host, path), answer in farm.pages.items():
        sites.setdefault(host, {})[path] = page(answer)
    return sites


# Crawling it ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Planned:
    """One request the crawl sends: where, in which era, and whether robots.txt is skipped."""

    url: str
    host: str
    path: str  # with its query
    era: int
    asked: bool = False
    #: The page whose link it follows ("" for a start request).
    via: str = ""


class Farmer(scrapy.Spider):
    """Requests each wave's URLs once every request of the waves before has ended (then waits
    its pause and sets the farm's era), follows the links of the pages, and records every
    outcome: a response (status, whether Scrapy's HTTP cache gave it) or the failure."""

    name = "farmer"

    def __init__(self, waves: list[tuple[int, float, list[Planned]]], era: Era, proxy: str,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.waves = waves
        self.era = era
        self.proxy = proxy
        self.planned: dict[str, Planned] = {}
        self.responses: dict[str, tuple[int, bool]] = {}
        self.errors: dict[str, BaseException] = {}

    def _request(self, planned: Planned) -> scrapy.Request:
        self.planned[planned.url] = planned
        meta = {"proxy": self.proxy, "dont_obey_robotstxt": True} if planned.asked else {
            "proxy": self.proxy}
        return scrapy.Request(planned.url, callback=self.parse, errback=self.failed,
                              dont_filter=True, meta=meta)

    async def start(self):
        sent: list[str] = []
        for era, pause, requests in self.waves:
            deadline = time.monotonic() + SETTLE_TIMEOUT
            while not all(url in self.responses or url in self.errors for url in sent):
                if time.monotonic() > deadline:
                    raise RuntimeError(f"a wave not decided in {SETTLE_TIMEOUT} s")
                await asyncio.sleep(0.02)
            if pause:
                await asyncio.sleep(pause)
            self.era.value = era
            for planned in requests:
                sent.append(planned.url)
                yield self._request(planned)

    def parse(self, response):
        self.responses[response.url] = (response.status, "cached" in response.flags)
        source = self.planned[response.url]
        if not response.headers.get(b"Content-Type", b"").startswith(b"text/html"):
            return
        for href in response.css("a::attr(href)").getall():
            url = response.urljoin(href)
            yield self._request(Planned(url, source.host, href, source.era, via=source.path))

    def failed(self, failure):
        self.errors[failure.request.url] = failure.value


@dataclass
class RunResult:
    """One crawl: its settings, what it asked, what came of it, what the servers saw."""

    settings: dict[str, Any]
    planned: dict[str, Planned]
    responses: dict[str, tuple[int, bool]]
    errors: dict[str, BaseException]
    stats: dict[str, Any]
    hits: list[Hit]  # at the proxy, during this crawl
    internal_hits: list[Hit]  # at the real site on 127.0.0.1


@dataclass
class Config:
    """A way to crawl the farm: one run (two waves, era 1 then 2), or two runs sharing a
    store or cache (era 1, then era 2 with ``second`` settings)."""

    settings: dict[str, Any]
    second: dict[str, Any] | None = None


#: Every crawl's own bounds: CLOSESPIDER_TIMEOUT (a crawl that loops ends, and says so in its
#: finish_reason), DOWNLOAD_TIMEOUT (BASE_SETTINGS), and CRAWL_BOUND for a crawl that cannot
#: even close (its Deferred is cancelled: the test fails instead of hanging).
CRAWL_BOUND = 3 * SETTLE_TIMEOUT
COMMON = {"LOG_LEVEL": "INFO", "RFC9309_MIN_TTL": SHORT, "CLOSESPIDER_TIMEOUT": SETTLE_TIMEOUT,
          "CONCURRENT_REQUESTS": 64, "CONCURRENT_REQUESTS_PER_DOMAIN": 8}
FEATURES_ON = {"RFC9309_OBEY_NOFOLLOW": True, "RFC9309_FORBIDDEN_POLICY": "allow",
               "RFC9309_REDIRECT_PRIVATE": True}
DUMMY = {"HTTPCACHE_ENABLED": True,
         "HTTPCACHE_POLICY": "scrapy.extensions.httpcache.DummyPolicy"}
CONFIGS: dict[str, Config] = {
    "features-off": Config({}),
    "features-on": Config(FEATURES_ON),
    # Stored by a run with the default (long) RFC9309_CACHE_TTL, read by one with a short one.
    "jobdir": Config({"RFC9309_CACHE_BACKEND": "jobdir"}, {"RFC9309_CACHE_TTL": SHORT}),
    "redis": Config({"RFC9309_CACHE_BACKEND": "redis"}, {"RFC9309_CACHE_TTL": SHORT}),
    "httpcache": Config(DUMMY, {}),
}


def _plan(farm: Farm, era: int, only_changing: bool) -> list[Planned]:
    query = "?w=2" if only_changing else ""
    planned = []
    for site in farm.sites:
        if only_changing and not site.changes:
            continue
        for path in site.start:
            planned.append(Planned(f"http://{site.host}{path}{query}", site.host,
                                   path + query, era))
        if not only_changing:
            planned.append(Planned(f"http://{site.host}{ASKED}", site.host, ASKED, era, True))
    return planned


@dataclass
class Crawled:
    farm: Farm
    runs: list[RunResult]


async def run_config(name: str, seed: int = SEED) -> Crawled:
    """Crawl a fresh farm of ``seed`` as config ``name`` says: the farm, every run's result."""
    config = CONFIGS[name]
    sites = SiteFarm()
    internal = sites.add({"/robots.txt": INTERNAL_ROBOTS})
    farm = build(seed, internal.url)
    era = Era()
    proxy = sites.add_virtual(server_sites(farm, era))
    redis = RedisServer() if config.settings.get("RFC9309_CACHE_BACKEND") == "redis" else None
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        settings = {**COMMON, **config.settings, "HTTPCACHE_DIR": f"{tmp}/httpcache"}
        if settings.get("RFC9309_CACHE_BACKEND") == "jobdir":
            settings["JOBDIR"] = f"{tmp}/job"
        if redis is not None:
            settings["RFC9309_REDIS_URL"] = redis.url
        if config.second is None:
            runs = [(settings, [(1, 0.0, _plan(farm, 1, False)),
                                (2, PAUSE, _plan(farm, 2, True))])]
        else:
            runs = [(settings, [(1, 0.0, _plan(farm, 1, False))]),
                    ({**settings, **config.second}, [(2, PAUSE, _plan(farm, 2, False))])]
        try:
            for run_settings, waves in runs:
                seen, seen_internal = len(proxy.hits), len(internal.hits)
                crawler = CrawlerRunner({**BASE_SETTINGS, **run_settings}).create_crawler(Farmer)
                done = crawler.crawl(waves=waves, era=era, proxy=proxy.url)
                await done.addTimeout(CRAWL_BOUND, reactor)
                spider: Any = crawler.spider
                results.append(RunResult(
                    run_settings, spider.planned, spider.responses, spider.errors,
                    crawler.stats.get_stats(), proxy.hits[seen:],
                    internal.hits[seen_internal:]))
        finally:
            await sites.stop()
            if redis is not None:
                redis.kill()
    return Crawled(farm, results)
