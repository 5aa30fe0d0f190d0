"""Records and backoff persist across restarts with JOBDIR (issue 12, defect 7): with
``RFC9309_CACHE_BACKEND = "jobdir"`` a crawl stopped and started again neither fetches robots.txt
again within its TTL nor starts an unreachable origin's backoff over; the default backend still
starts afresh. Two real crawls one after the other, on one job directory."""

from __future__ import annotations

import logging
import random
import sqlite3
from contextlib import closing

import pytest
import pytest_twisted
from scrapy import signals
from twisted.internet import reactor
from twisted.internet.task import deferLater

from scrapy_rfc9309 import RobotsTxtForbidden, RobotsTxtUnreachable
from scrapy_rfc9309.stores.jobdir import FILENAME, JobdirStore
from scrapy_rfc9309.testing import Page
from tests.conftest import crawl, stats

ROBOTS = "User-agent: *\nDisallow: /private\n"


def _sites(farm):
    """A site with rules and a site whose robots.txt is down, and the URLs crawled on them."""
    good = farm.add({"/robots.txt": ROBOTS, "/public": "p", "/private": "secret"})
    down = farm.add({"/robots.txt": Page(b"down", 503), "/x": "x"})
    return good, down, [f"{good.url}/public", f"{good.url}/private", f"{down.url}/x"]


def _settings(tmp_path, backend, **extra):
    return {"JOBDIR": str(tmp_path / "job"), "RFC9309_CACHE_BACKEND": backend, **extra}


@pytest.mark.parametrize(("backend", "fetches"), [("jobdir", 1), ("memory", 2)])
@pytest_twisted.ensureDeferred
async def test_restart_within_ttl_fetches_no_robots_txt_again(farm, tmp_path, backend,
                                                              fetches):
    good, down, urls = _sites(farm)
    settings = _settings(tmp_path, backend, RFC9309_UNREACHABLE_TTL=600)
    await crawl(urls, settings)
    second = await crawl(urls, settings)
    assert good.count("/robots.txt") == down.count("/robots.txt") == fetches
    assert good.count("/public") == 2
    assert good.count("/private") == down.count("/x") == 0
    errors = second.spider.errors
    assert type(errors[f"{good.url}/private"]) is RobotsTxtForbidden
    assert type(errors[f"{down.url}/x"]) is RobotsTxtUnreachable
    s = stats(second)
    if backend == "jobdir":
        assert s["rfc9309/jobdir/hit"] == 2
        assert "robotstxt/request_count" not in s
        assert (tmp_path / "job" / FILENAME).exists()
    else:
        assert "rfc9309/jobdir/hit" not in s


@pytest.mark.parametrize("backend", ["jobdir", "memory"])
@pytest_twisted.ensureDeferred
async def test_restart_continues_backoff_and_keeps_last_good_copy(farm, tmp_path, caplog,
                                                                  backend):
    good, down, urls = _sites(farm)
    settings = _settings(tmp_path, backend, RFC9309_UNREACHABLE_TTL=2, RFC9309_CACHE_TTL=2)
    await crawl(urls, settings)
    assert good.count("/public") == 1
    good.pages["/robots.txt"] = Page(b"down", 503)
    await deferLater(reactor, 2.2, lambda: None)  # both records expire
    caplog.clear()
    second = await crawl(urls, settings)
    assert good.count("/robots.txt") == down.count("/robots.txt") == 2
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    errors = second.spider.errors
    if backend == "jobdir":
        # The failure count went on: the second failure waits twice as long.
        assert any(f"{down.url} unreachable (503): deny all for 4 s" in m for m in warnings)
        # The copy parsed by the first run is the last good copy of the second.
        assert any(f"{good.url} unreachable (503): last good copy used" in m for m in warnings)
        assert good.count("/public") == 2
        assert "last good copy" in str(errors[f"{good.url}/private"])
    else:
        assert any(f"{down.url} unreachable (503): deny all for 2 s" in m for m in warnings)
        assert good.count("/public") == 1
        assert type(errors[f"{good.url}/public"]) is RobotsTxtUnreachable
    assert good.count("/private") == down.count("/x") == 0


@pytest_twisted.ensureDeferred
async def test_jobdir_backend_without_jobdir_warns_and_keeps_records_in_memory(farm, caplog):
    good, _, urls = _sites(farm)
    crawler = await crawl(urls[:2], {"RFC9309_CACHE_BACKEND": "jobdir"})
    assert good.paths().count("/robots.txt") == 1 and "/private" not in good.paths()
    assert any(r.levelno == logging.WARNING and "needs JOBDIR" in r.getMessage()
               for r in caplog.records)
    assert "rfc9309/jobdir/hit" not in stats(crawler)


@pytest.mark.parametrize("backend", ["jobdir", "memory"])
@pytest_twisted.ensureDeferred
async def test_record_evicted_from_memory_is_read_back_from_the_second_tier(
    farm, tmp_path, backend
):
    """JOBDIR's file, or the memory backend's temporary one, stands behind the cache."""
    a = farm.add({"/robots.txt": ROBOTS, "/public": "p", "/private": "secret"})
    b = farm.add({"/robots.txt": ROBOTS, "/public": "p"})
    waves = [(0, [f"{a.url}/public"]), (0.3, [f"{b.url}/public"]),
             (0.3, [f"{a.url}/public?again", f"{a.url}/private"])]
    crawler = await crawl(settings=_settings(tmp_path, backend, RFC9309_MAX_ORIGINS=1),
                          waves=waves)
    s = stats(crawler)
    assert s["rfc9309/cache/evicted"] >= 1
    assert s["rfc9309/cache/tier_hit"] >= 1
    assert a.count("/robots.txt") == b.count("/robots.txt") == 1
    assert a.count("/public") == a.count("/public?again") == 1 and a.count("/private") == 0
    assert type(crawler.spider.errors[f"{a.url}/private"]) is RobotsTxtForbidden
    assert s["rfc9309/fetch/parsed"] == 2  # records read back are not counted as fetches
    assert ("rfc9309/jobdir/hit" in s) == (backend == "jobdir")


# -- a store file that fails (issue 21): the crawl decides from the robots.txt it fetched ------

#: A robots.txt whose record does not fit in a page of the file: over 4 KB once compressed.
BIG_ROBOTS = ROBOTS + "".join(
    f"Disallow: /{random.Random(i).getrandbits(64):016x}\n" for i in range(600)
)


def _checked_sites(farm, count, robots=ROBOTS):
    sites = [farm.add({"/robots.txt": robots, "/public": "p", "/private": "secret"})
             for _ in range(count)]
    return sites, [f"{s.url}{path}" for s in sites for path in ("/public", "/private")]


def _assert_decided_from_fetched_robots_txt(crawler, sites):
    """Every /public crawled and every /private denied by its rule, not as unreachable."""
    errors = crawler.spider.errors
    for site in sites:
        assert crawler.spider.responses[f"{site.url}/public"] == 200
        assert type(errors[f"{site.url}/private"]) is RobotsTxtForbidden
        assert site.count("/private") == 0
    s = stats(crawler)
    assert "rfc9309/fetch/unreachable" not in s and "rfc9309/denied/unreachable" not in s
    assert s["finish_reason"] == "finished"


def _warnings(caplog, text):
    return [r.getMessage() for r in caplog.records
            if r.levelno == logging.WARNING and text in r.getMessage()]


def _no_errors(caplog):
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


def _fill_the_disk(spider):
    """SQLite's own size limit, set on the store's connection at the size the file has: each
    write that needs a page more fails with SQLITE_FULL, "database or disk is full", as on a
    full disk (root ignores file permissions, so a read-only file would not fail in CI)."""
    (store,) = [mw.records.store for mw in spider.crawler.engine.downloader.middleware.middlewares
                if isinstance(getattr(getattr(mw, "records", None), "store", None), JobdirStore)]
    pages = store.db.execute("PRAGMA page_count").fetchone()[0]
    store.db.execute(f"PRAGMA max_page_count = {pages}")


@pytest_twisted.ensureDeferred
async def test_a_store_that_cannot_be_written_keeps_the_fetched_rules(farm, tmp_path, caplog):
    sites, urls = _checked_sites(farm, 3, BIG_ROBOTS)
    settings = _settings(tmp_path, "jobdir")
    full = await crawl(urls, settings, connect={signals.spider_opened: _fill_the_disk})
    _assert_decided_from_fetched_robots_txt(full, sites)
    assert stats(full)["rfc9309/jobdir/write_error"] == 3
    warned = _warnings(caplog, "cannot be written")
    assert len(warned) == 1 and "database or disk is full" in warned[0]
    assert str(tmp_path / "job" / FILENAME) in warned[0]
    assert not _no_errors(caplog)
    # Nothing was kept: the next run (disk freed) fetches each robots.txt again, and keeps it.
    again = await crawl(urls, settings)
    _assert_decided_from_fetched_robots_txt(again, sites)
    assert [s.count("/robots.txt") for s in sites] == [2, 2, 2]
    assert "rfc9309/jobdir/write_error" not in stats(again)
    third = await crawl(urls, settings)
    assert stats(third)["rfc9309/jobdir/hit"] == 3


def _garbage(path):
    path.write_bytes(b"not a database, not even close\n" * 500)


def _truncated(path):
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def _foreign_schema(path):
    with closing(sqlite3.connect(path)) as db:
        db.execute("CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT)")
        db.execute("INSERT INTO users (name) VALUES ('alice')")
        db.commit()


def _foreign_robots_table(path):
    with closing(sqlite3.connect(path)) as db:
        db.execute("CREATE TABLE robots (url TEXT, body TEXT)")
        db.commit()


@pytest.mark.parametrize("damage", [_garbage, _truncated, _foreign_schema, _foreign_robots_table])
@pytest_twisted.ensureDeferred
async def test_a_store_file_that_is_not_ours_is_moved_aside(farm, tmp_path, caplog, damage):
    sites, urls = _checked_sites(farm, 2, BIG_ROBOTS)
    settings = _settings(tmp_path, "jobdir")
    path = tmp_path / "job" / FILENAME
    if damage is _truncated:  # a file of ours, written by a crawl, cut short
        await crawl(urls, settings)
        assert path.stat().st_size > 16_384
    else:
        path.parent.mkdir()
    damage(path)
    damaged = path.read_bytes()
    caplog.clear()
    crawler = await crawl(urls, settings)
    _assert_decided_from_fetched_robots_txt(crawler, sites)
    assert stats(crawler)["rfc9309/jobdir/corrupt"] == 1
    (warned,) = _warnings(caplog, "moved aside")
    (moved,) = path.parent.glob(f"{FILENAME}.corrupt-*")
    assert moved.name in warned and str(path) in warned
    assert moved.read_bytes() == damaged  # kept as it was, for whoever wants to look
    assert not _no_errors(caplog)
    # The new file is a store: the next run reads its records.
    again = await crawl(urls, settings)
    assert stats(again)["rfc9309/jobdir/hit"] == 2
    assert "rfc9309/jobdir/corrupt" not in stats(again)


@pytest_twisted.ensureDeferred
async def test_a_store_file_that_cannot_be_opened_leaves_records_in_memory(farm, tmp_path,
                                                                           caplog):
    sites, urls = _checked_sites(farm, 2)
    settings = _settings(tmp_path, "jobdir")
    (tmp_path / "job" / FILENAME).mkdir(parents=True)  # a directory where the file goes
    crawler = await crawl(urls, settings)
    _assert_decided_from_fetched_robots_txt(crawler, sites)
    assert stats(crawler)["rfc9309/jobdir/unavailable"] == 1
    (warned,) = _warnings(caplog, "cannot be opened")
    assert "kept in memory only" in warned
    assert (tmp_path / "job" / FILENAME).is_dir()  # not ours to move: nothing was moved
    assert [s.count("/robots.txt") for s in sites] == [1, 1]
    assert not _no_errors(caplog)


@pytest_twisted.ensureDeferred
async def test_a_stored_value_that_is_not_a_record_is_a_miss(farm, tmp_path, caplog):
    sites, urls = _checked_sites(farm, 5)
    settings = _settings(tmp_path, "jobdir")
    path = tmp_path / "job" / FILENAME
    await crawl([], settings)  # creates the store
    values = [b"[" * 100_000 + b"\n", "a text value", b'{"kind": "parsed"}\n',
              b"\xff\xfe\x00\n\x00", b"{" + b"x" * 20_000_000]
    with closing(sqlite3.connect(path)) as db:
        db.executemany("INSERT INTO robots VALUES (?, ?, ?)",
                       [(s.url, v, 1e12) for s, v in zip(sites, values, strict=True)])
        db.commit()
    caplog.clear()
    crawler = await crawl(urls, settings)
    _assert_decided_from_fetched_robots_txt(crawler, sites)
    assert [s.count("/robots.txt") for s in sites] == [1, 1, 1, 1, 1]
    assert stats(crawler)["rfc9309/jobdir/undecodable"] == 5
    causes = ["oversized", "not bytes", "wrong shape", "header not JSON"]
    for cause in causes:
        assert len(_warnings(caplog, f"({cause}")) == 1, cause
    assert not _no_errors(caplog)
    # Each value was replaced by the record fetched: the next run reads them.
    again = await crawl(urls, settings)
    assert stats(again)["rfc9309/jobdir/hit"] == 5


@pytest_twisted.ensureDeferred
async def test_a_store_locked_by_another_process_is_not_waited_for(farm, tmp_path, caplog):
    sites, urls = _checked_sites(farm, 2)
    settings = _settings(tmp_path, "jobdir")
    await crawl([], settings)  # creates the store
    with closing(sqlite3.connect(tmp_path / "job" / FILENAME, isolation_level=None)) as other:
        other.execute("BEGIN EXCLUSIVE")  # another crawl on the same JOBDIR, mid-write
        crawler = await crawl(urls, settings)
        other.execute("ROLLBACK")
    _assert_decided_from_fetched_robots_txt(crawler, sites)
    (warned,) = _warnings(caplog, "cannot be opened")
    assert "database is locked" in warned
    assert stats(crawler)["rfc9309/jobdir/unavailable"] == 1
    assert not _no_errors(caplog)
