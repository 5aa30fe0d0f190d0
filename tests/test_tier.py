"""The memory backend's second tier is paid for only when it is used: a crawl whose cache never
fills (the default RFC9309_MAX_ORIGINS, 200,000) opens no file and runs no SQL statement; once
records are evicted, they are written to the temporary file and read back from it, and an
evicted origin's robots.txt is still fetched once. Real crawls against sites on 127.0.0.1,
counted at the server; the SQLite connections counted where they are made (sqlite3.connect:
no statement runs without one)."""

from __future__ import annotations

import inspect
import os
import pickle
import sqlite3
import stat
import tempfile
import zlib
from dataclasses import replace
from typing import Any

import pytest
import pytest_twisted
from scrapy import signals
from twisted.web.server import Request as TwistedRequest

from benchmarks.scenarios import typical_robots
from scrapy_rfc9309 import RobotsTxtForbidden
from scrapy_rfc9309.config import RobotsPolicy
from scrapy_rfc9309.policy import make_record
from scrapy_rfc9309.records.freshness import Validators
from scrapy_rfc9309.records.record import Kind
from scrapy_rfc9309.robotstxt import RobotsTxt
from scrapy_rfc9309.stores import pickled, wire
from scrapy_rfc9309.stores.jobdir import TierStore
from scrapy_rfc9309.testing import Page
from tests.conftest import crawl, stats
from tests.oracles import protego_allows
from tests.test_rules_steps import steps_of
from tests.test_waiting import many_origins

RULES = b"User-agent: *\nDisallow: /private\n"


class Connections:
    """Every SQLite connection the crawl opens, with how many robots.txt the sites had served
    by then."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, sites: list[Any]) -> None:
        self.served: list[int] = []
        connect = sqlite3.connect

        def counted(*args: Any, **kwargs: Any) -> sqlite3.Connection:
            self.served.append(sum(site.count("/robots.txt") for site in sites))
            return connect(*args, **kwargs)

        monkeypatch.setattr(sqlite3, "connect", counted)


def temp_dir(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The system's temporary directory, for this test alone: where the tier makes its file."""
    temp = tmp_path / "temp"
    temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    return temp


def the_store(crawler: Any) -> TierStore:
    (store,) = [mw.records.store for mw in crawler.engine.downloader.middleware.middlewares
                if hasattr(mw, "records")]
    assert type(store) is TierStore  # the memory backend with a bounded cache: the tier
    return store


def assert_decided_with_one_fetch_each(crawler: Any, sites: list[Any]) -> None:
    """many_origins' three waves: one robots.txt fetch per site (at the site), each /no
    denied by its rule and never sent, each /yes crawled."""
    assert stats(crawler)["finish_reason"] == "finished"
    assert [site.count("/robots.txt") for site in sites] == [1] * len(sites)
    assert all(site.count("/no") == 0 for site in sites)
    assert {type(e) for e in crawler.spider.errors.values()} == {RobotsTxtForbidden}
    assert len(crawler.spider.errors) == len(sites)
    assert len(crawler.spider.responses) == 2 * len(sites)


def _noted(method: Any, name: str, calls: list[str]) -> Any:
    """``method`` (a coroutine function or a plain one), each call noted in ``calls``."""
    if inspect.iscoroutinefunction(method):
        async def noted_async(*args: Any, **kwargs: Any) -> Any:
            calls.append(name)
            return await method(*args, **kwargs)
        return noted_async

    def noted(*args: Any, **kwargs: Any) -> Any:
        calls.append(name)
        return method(*args, **kwargs)
    return noted


@pytest_twisted.ensureDeferred
async def test_a_default_crawl_whose_cache_never_fills_writes_no_file(farm, tmp_path,
                                                                       monkeypatch):
    """Default settings (RFC9309_MAX_ORIGINS = 200,000), 30 origins visited three times: no
    SQLite connection is opened (so no statement runs: no write before a fetch, no read),
    no file is made, and the tier never holds a record it could be asked for, nor is it
    asked for one: each fetch goes past it (its robots.txt, under pickled.BIG, leaves it
    nothing to hold either)."""
    temp = temp_dir(tmp_path, monkeypatch)
    sites, waves = many_origins(farm, 30)
    connections = Connections(monkeypatch, sites)
    asked: list[str] = []
    for name in ("fetch", "hold"):
        monkeypatch.setattr(TierStore, name, _noted(getattr(TierStore, name), name, asked))
    during: list[str] = []
    seen: list[tuple[Any, ...]] = []

    def closing(spider):
        store = the_store(spider.crawler)
        seen.append((store.db, store.keeps))
        during.extend(os.listdir(temp))

    # Connected before the middleware's store: runs before it closes.
    crawler = await crawl(settings={}, waves=waves, connect={signals.spider_closed: closing})
    s = stats(crawler)
    assert_decided_with_one_fetch_each(crawler, sites)
    assert connections.served == []  # no SQLite connection: no statement, no file
    assert during == [] and os.listdir(temp) == []
    assert seen == [(None, False)]  # the tier holds nothing, and is never asked
    assert asked == []
    assert "rfc9309/cache/evicted" not in s and "rfc9309/cache/tier_hit" not in s
    assert not [key for key in s if key.startswith("rfc9309/tier/")]


@pytest_twisted.ensureDeferred
async def test_a_cache_that_fills_writes_the_file_from_the_first_eviction(farm, tmp_path,
                                                                           monkeypatch):
    """RFC9309_MAX_ORIGINS = 10, 50 origins visited three times: the file is made once the
    cache had to evict, so after the 11th robots.txt at the earliest; every robots.txt is
    fetched once, the later visits read back from the file, which is removed at close."""
    temp = temp_dir(tmp_path, monkeypatch)
    sites, waves = many_origins(farm, 50)
    connections = Connections(monkeypatch, sites)
    during: list[str] = []
    crawler = await crawl(settings={"RFC9309_MAX_ORIGINS": 10}, waves=waves,
                          connect={signals.spider_closed: lambda: during.extend(
                              os.listdir(temp))})
    s = stats(crawler)
    assert_decided_with_one_fetch_each(crawler, sites)
    assert len(connections.served) == 1 and connections.served[0] >= 11
    assert len(during) == 1 and during[0].startswith("rfc9309-")
    assert os.listdir(temp) == []
    assert s["rfc9309/cache/evicted"] >= len(sites) - 10
    # Waves 2 and 3 find most origins evicted: each such miss is read back, not fetched.
    assert s["rfc9309/cache/tier_hit"] >= 2 * (len(sites) - 10)


class Renewed:
    """robots.txt (``rules``) with an ETag: a 200 that lives 1 s, then a 304 to a request
    naming its ETag that renews it for an hour."""

    def __init__(self, rules: bytes) -> None:
        self.rules = rules
        self.answers: list[int] = []

    def __call__(self, request: TwistedRequest) -> Page:
        if request.getHeader("if-none-match") == '"v1"':
            self.answers.append(304)
            return Page(b"", 304, headers={"ETag": '"v1"', "Cache-Control": "max-age=3600"})
        self.answers.append(200)
        return Page(self.rules, headers={"ETag": '"v1"', "Cache-Control": "max-age=1"})


#: Over pickled.BIG: kept in memory as bytes, written in the wire format, parsed in steps.
BIG_RULES = RULES + b"".join(b"Disallow: /padding-%05d\n" % i for i in range(2000))


#: Where A's record is when it has expired: in the file (evicted by B's, read back expired) or
#: in memory (read back fresh, then expired there; revalidated against the file's copy).
EXPIRED_IN = {
    "file": lambda a, b: [(0, [f"{a}/a"]), (0, [f"{b}/x"]),
                          (1.6, [f"{a}/b", f"{a}/private"]),  # past A's 1 s: expired
                          (0, [f"{b}/y"]), (0, [f"{a}/private2"])],
    "memory": lambda a, b: [(0, [f"{a}/a"]), (0, [f"{b}/x"]), (0, [f"{a}/b"]),
                            (1.6, [f"{a}/private"]),  # past A's 1 s: expired
                            (0, [f"{b}/y"]), (0, [f"{a}/private2"])],
}


@pytest.mark.parametrize("expired_in", list(EXPIRED_IN))
@pytest.mark.parametrize("rules", [RULES, BIG_RULES], ids=["small", "over-BIG"])
@pytest_twisted.ensureDeferred
async def test_a_record_read_back_is_revalidated_and_its_renewal_kept_whole(farm, rules,
                                                                          expired_in):
    """RFC9309_MAX_ORIGINS = 1: A's record is evicted by B's, read back, revalidated once
    expired (a 304, its rules from the copy read back), evicted again by B's, and read back
    once more: its rules still decide, with no third request for A's robots.txt. The file
    holds A's record pickled (compressed), or, for a robots.txt over pickled.BIG, in the wire
    format with its bytes."""
    assert (len(rules) > pickled.BIG) is (rules is BIG_RULES)
    robots = Renewed(rules)
    a = farm.add({"/robots.txt": robots, "/a": "a", "/b": "b", "/private": "p",
                  "/private2": "p"})
    b = farm.add({"/robots.txt": "User-agent: *\nAllow: /\n", "/x": "x", "/y": "y"})
    waves = EXPIRED_IN[expired_in](a.url, b.url)
    filed: dict[str, bytes] = {}

    def closing(spider):
        store = the_store(spider.crawler)
        assert store.db is not None
        filed.update(store.db.execute("SELECT origin, value FROM robots"))

    crawler = await crawl(settings={"RFC9309_MAX_ORIGINS": 1, "RFC9309_MIN_TTL": 1},
                          waves=waves, connect={signals.spider_closed: closing})
    s = stats(crawler)
    assert robots.answers == [200, 304]
    assert a.count("/robots.txt") == 2 and a.count("/a") == a.count("/b") == 1
    assert a.count("/private") == a.count("/private2") == 0
    assert b.count("/robots.txt") == 1
    errors = crawler.spider.errors
    assert {type(errors[f"{a.url}/{p}"]) for p in ("private", "private2")} == {
        RobotsTxtForbidden}
    assert s["rfc9309/fetch/not_modified"] == 1
    assert s["rfc9309/cache/tier_hit"] >= 2  # B, then A renewed
    assert not [key for key in s if key.startswith("rfc9309/tier/")]  # nothing undecodable
    (value,) = [v for origin, v in filed.items() if origin.endswith(a.url.split("//")[1])]
    if rules is BIG_RULES:  # the wire format: JSON, then the (compressed) bytes
        assert value[:1] == b"{" and b'"rules":true' in value
    else:
        assert value[:1] == b"\x00"


@pytest_twisted.ensureDeferred
async def test_a_tier_file_that_cannot_be_made_is_tried_once(farm, monkeypatch):
    """The temporary directory cannot be made (here: mkdtemp raises): the tier warns and counts
    it once, at the first eviction, and is not tried again; evicted origins are fetched again
    from their sites, and no denied page is requested."""

    def refused(*args, **kwargs):
        raise PermissionError("no temporary directory here")

    monkeypatch.setattr(tempfile, "mkdtemp", refused)
    sites = [farm.add({"/robots.txt": "User-agent: *\nDisallow: /no\n", "/a": "a", "/no": "n"})
             for _ in range(4)]
    waves = [(0, [f"{s.url}/a" for s in sites]), (0, [f"{s.url}/no" for s in sites])]
    crawler = await crawl(settings={"RFC9309_MAX_ORIGINS": 1, "CONCURRENT_REQUESTS": 1},
                          waves=waves)
    s = stats(crawler)
    assert s["finish_reason"] == "finished"
    assert s["rfc9309/tier/unavailable"] == 1
    assert "rfc9309/cache/tier_hit" not in s
    assert all(site.count("/no") == 0 for site in sites)
    assert {type(e) for e in crawler.spider.errors.values()} == {RobotsTxtForbidden}
    assert len(crawler.spider.errors) == len(sites)
    # Evicted and not kept: each site but the last one visited is asked again.
    assert sum(site.count("/robots.txt") for site in sites) > len(sites)


TYPICAL = typical_robots("example.com")
#: Paths the typical file decides: prefix rules, an Allow inside a Disallow, wildcards, '$'.
PAGES = ["/shop/item-1.html", "/admin/users", "/wp-admin/admin-ajax.php", "/data.json",
         "/search/help/x", "/search?q=1", "/tag/python/page/2", "/api/docs/a", "/api/v1"]


@pytest_twisted.ensureDeferred
async def test_an_evicted_record_is_written_parsed_and_decides_when_read_back(farm, tmp_path,
                                                                              monkeypatch):
    """RFC9309_MAX_ORIGINS = 5, 20 origins serving a typical robots.txt, visited in three
    waves: each robots.txt is fetched once; every record evicted is written to the tier as a
    pickled record (the file made 0600 in a directory of its own, 0700), memory keeps no
    robots.txt bytes beside the records it holds, and the records read back decide every
    page as protego decides it from the file (no denied page reaches a site)."""
    temp = temp_dir(tmp_path, monkeypatch)
    sites = [farm.add({"/robots.txt": TYPICAL, **{p.split("?")[0]: "page" for p in PAGES}})
             for _ in range(20)]
    waves = [(0, [s.url + p for s in sites for p in pages])
             for pages in (PAGES[:1], PAGES[1:5], PAGES[5:])]
    seen: dict[str, Any] = {}

    def closing(spider):
        store = the_store(spider.crawler)
        assert store.db is not None
        seen["values"] = [row[0] for row in store.db.execute("SELECT value FROM robots")]
        seen["held"] = dict(store._held)
        seen["modes"] = [stat.S_IMODE(os.stat(p).st_mode) for p in (store.path.parent,
                                                                    store.path)]

    crawler = await crawl(settings={"RFC9309_MAX_ORIGINS": 5}, waves=waves,
                          connect={signals.spider_closed: closing})
    s = stats(crawler)
    assert s["finish_reason"] == "finished"
    assert [site.count("/robots.txt") for site in sites] == [1] * len(sites)
    expected = {s.url + p for s in sites for p in PAGES
                if not protego_allows(TYPICAL, s.url + p, "testbot")}
    assert len(expected) == 5 * len(sites)  # the oracle denies some of each wave's pages
    assert set(crawler.spider.errors) == expected
    assert {type(e) for e in crawler.spider.errors.values()} == {RobotsTxtForbidden}
    assert sorted(crawler.spider.responses) == sorted(
        {s.url + p for s in sites for p in PAGES} - expected)
    assert not any(site.count(p.split("?")[0]) for site in sites for p in PAGES
                   if site.url + p in expected)
    assert s["rfc9309/cache/tier_hit"] >= 2 * (len(sites) - 5)
    assert not [key for key in s if key.startswith("rfc9309/tier/")]
    assert seen["modes"] == [0o700, 0o600]
    assert len(seen["values"]) >= len(sites) - 5
    # A NUL byte, then the zlib stream of a pickle (protocol 5).
    assert all(value[:1] == b"\x00" and zlib.decompress(value[1:])[:2] == b"\x80\x05"
               for value in seen["values"])
    # Records read back are held as the file's copy, with no robots.txt bytes.
    assert all(isinstance(held, wire.Shared) and held.body is None
               for held in seen["held"].values())
    assert os.listdir(temp) == []


def typical_record(**fields: Any) -> Any:
    rules = RobotsTxt.parse(TYPICAL)
    return make_record(RobotsPolicy(), Kind.PARSED, now=1000.0, status=200, reason="200 OK",
                       url="http://example.com/robots.txt", rules=rules, size=len(TYPICAL),
                       **fields)


def test_a_pickled_record_comes_back_whole_with_its_agents_compiled():
    """The record as written, validators and lifetime included; its rules decide as protego
    does from the file, and those of the agents named are compiled as it is read."""
    record = typical_record(validators=Validators('"v1"', "Tue, 01 Dec 2026 10:00:00 GMT"))
    value = pickled.dumps(record)
    assert pickled.is_pickled(value)
    assert not pickled.is_pickled(wire.encode(record, TYPICAL))
    back, _ = steps_of(pickled.loading(value, ("testbot/1.0",)))
    assert replace(back, rules=record.rules) == record  # rules have no ==: decisions below
    assert back.rules is not None and back.rules.compiled_for("testbot/1.0")
    assert back.rules.compiled_for("Googlebot")  # a few rules: compiled when decided
    for page in PAGES:
        url = "http://example.com" + page
        for agent in ("testbot", "Googlebot", "BadBot"):
            assert back.rules.allowed(url, agent) == protego_allows(TYPICAL, url, agent)


class Smuggled:
    def __reduce__(self) -> Any:
        return (os.getcwd, ())


def as_written(raw: bytes) -> bytes:
    """A pickle framed as the tier writes one: a NUL byte, then its zlib stream."""
    return b"\x00" + zlib.compress(raw)


@pytest.mark.parametrize("value", [
    as_written(pickle.dumps(Smuggled(), 5)),  # names a function that is no part of a record
    as_written(pickle.dumps(Validators('"x"'), 5)),  # part of a record, not one
    pickled.dumps(typical_record())[:-40],  # cut short
    as_written(b"\x80\x05garbage"),
    pickle.dumps(typical_record(), 5),  # a pickle of a record, not compressed
], ids=["other-global", "not-a-record", "cut", "garbage", "uncompressed"])
def test_a_value_that_is_not_a_pickled_record_is_undecodable(value):
    with pytest.raises(wire.Undecodable, match="not a pickled record"):
        next(pickled.loading(value))



@pytest_twisted.ensureDeferred
async def test_a_record_that_cannot_be_written_at_eviction_strands_nobody(farm, monkeypatch):
    """A failure while the tier writes an evicted record (here: the encoder raises) is a
    store fault, counted; the requests waiting for robots.txt are decided all the same."""

    def fails(record):
        raise TypeError("cannot pickle this record")

    monkeypatch.setattr(pickled, "dumps", fails)
    sites = [farm.add({"/robots.txt": "User-agent: *\nDisallow: /no\n", "/a": "a"})
             for _ in range(3)]
    crawler = await crawl([f"{s.url}/a" for s in sites],
                          {"RFC9309_MAX_ORIGINS": 1, "CONCURRENT_REQUESTS": 1,
                           "CLOSESPIDER_TIMEOUT": 60})
    assert crawler.spider.responses == {f"{s.url}/a": 200 for s in sites}
    s = stats(crawler)
    assert s["finish_reason"] == "finished"
    assert s["rfc9309/tier/write_error"] >= 1
