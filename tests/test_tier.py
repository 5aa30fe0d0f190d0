"""The memory backend's second tier is paid for only when it is used: a crawl whose cache never
fills (the default RFC9309_MAX_ORIGINS, 200,000) opens no file and runs no SQL statement; once
records are evicted, they are written to the temporary file and read back from it, and an
evicted origin's robots.txt is still fetched once. Real crawls against sites on 127.0.0.1,
counted at the server; the SQLite connections counted where they are made (sqlite3.connect:
no statement runs without one)."""

from __future__ import annotations

import os
import sqlite3
import tempfile
from typing import Any

import pytest
import pytest_twisted
from scrapy import signals
from twisted.web.server import Request as TwistedRequest

from scrapy_rfc9309 import RobotsTxtForbidden
from scrapy_rfc9309.stores.jobdir import TierStore
from scrapy_rfc9309.testing import Page
from tests.conftest import crawl, stats
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


@pytest_twisted.ensureDeferred
async def test_a_default_crawl_whose_cache_never_fills_writes_no_file(farm, tmp_path,
                                                                       monkeypatch):
    """Default settings (RFC9309_MAX_ORIGINS = 200,000), 30 origins visited three times: no
    SQLite connection is opened (so no statement runs: no write before a fetch, no read),
    no file is made, and the tier never holds a record it could be asked for."""
    temp = temp_dir(tmp_path, monkeypatch)
    sites, waves = many_origins(farm, 30)
    connections = Connections(monkeypatch, sites)
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
    """robots.txt with an ETag: a 200 that lives 1 s, then a 304 to a request naming its ETag
    that renews it for an hour."""

    def __init__(self) -> None:
        self.answers: list[int] = []

    def __call__(self, request: TwistedRequest) -> Page:
        if request.getHeader("if-none-match") == '"v1"':
            self.answers.append(304)
            return Page(b"", 304, headers={"ETag": '"v1"', "Cache-Control": "max-age=3600"})
        self.answers.append(200)
        return Page(RULES, headers={"ETag": '"v1"', "Cache-Control": "max-age=1"})


@pytest_twisted.ensureDeferred
async def test_a_record_read_back_is_revalidated_and_its_renewal_kept_whole(farm):
    """RFC9309_MAX_ORIGINS = 1: A's record is evicted by B's, read back once expired and
    revalidated (a 304, its rules from the copy read back), evicted again by B's, and read back
    once more: its rules still decide, with no third request for A's robots.txt."""
    robots = Renewed()
    a = farm.add({"/robots.txt": robots, "/a": "a", "/b": "b", "/private": "p",
                  "/private2": "p"})
    b = farm.add({"/robots.txt": "User-agent: *\nAllow: /\n", "/x": "x", "/y": "y"})
    waves = [(0, [f"{a.url}/a"]), (0, [f"{b.url}/x"]),
             (1.6, [f"{a.url}/b", f"{a.url}/private"]),  # past A's 1 s: expired
             (0, [f"{b.url}/y"]), (0, [f"{a.url}/private2"])]
    crawler = await crawl(settings={"RFC9309_MAX_ORIGINS": 1, "RFC9309_MIN_TTL": 1},
                          waves=waves)
    s = stats(crawler)
    assert robots.answers == [200, 304]
    assert a.paths() == ["/robots.txt", "/a", "/robots.txt", "/b"]
    assert b.count("/robots.txt") == 1
    errors = crawler.spider.errors
    assert {type(errors[f"{a.url}/{p}"]) for p in ("private", "private2")} == {
        RobotsTxtForbidden}
    assert s["rfc9309/fetch/not_modified"] == 1
    assert s["rfc9309/cache/tier_hit"] >= 2  # B, then A renewed
    assert not [key for key in s if key.startswith("rfc9309/tier/")]  # nothing undecodable
