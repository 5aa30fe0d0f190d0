"""Requests that wait for robots.txt (issues 12 and 14): parked, postponed, sent by pipelines,
paused with JOBDIR, and more origins waiting than the cache holds. Real crawls against local
sites on 127.0.0.1; every request's fate is accounted for."""

from __future__ import annotations

import logging
import os
import tempfile

import pytest
import pytest_twisted
import scrapy
from scrapy import signals
from scrapy.crawler import CrawlerRunner
from scrapy.utils.defer import deferred_from_coro

from scrapy_rfc9309 import RobotsTxtForbidden
from scrapy_rfc9309.testing import Gate, Page
from tests.conftest import BASE_SETTINGS, bounded, crawl, start_crawl, stats, until

# engine.download_async: FilesPipeline ------------------------------------------------------


class FileSpider(scrapy.Spider):
    """Fetches one page, then asks FilesPipeline for files on another origin."""

    name = "files"

    def __init__(self, urls: list[str], file_urls: list[str], **kwargs):
        super().__init__(**kwargs)
        self.start_urls = urls
        self.file_urls = file_urls

    def parse(self, response):
        yield {"file_urls": self.file_urls}


class ItemLog:
    def __init__(self) -> None:
        self.items: list[dict] = []

    def scraped(self, item, **kwargs):
        self.items.append(dict(item))


@pytest_twisted.ensureDeferred
async def test_files_pipeline_behind_slow_robots_txt_downloads_each_file_once(
    farm, tmp_path, caplog
):
    """engine.download_async resends a returned request at once: a file whose robots.txt is
    slower than RFC9309_PARK_AFTER must wait for it, not be parked in a loop."""
    pages = farm.add({"/robots.txt": "User-agent: *\nAllow: /\n", "/": "home"})
    files = farm.add({
        "/robots.txt": Page(b"User-agent: *\nDisallow: /secret/\n", delay=1.5),
        "/a.bin": Page(b"A" * 100), "/b.bin": Page(b"B" * 100), "/secret/c.bin": Page(b"C"),
    })
    log = ItemLog()

    crawler = await crawl(
        settings={"ITEM_PIPELINES": {"scrapy.pipelines.files.FilesPipeline": 1},
                  "FILES_STORE": str(tmp_path), "RFC9309_PARK_AFTER": 0.2,
                  "CLOSESPIDER_TIMEOUT": 60},  # bounds the crawl if it loops
        spider=FileSpider, urls=[f"{pages.url}/"],
        file_urls=[f"{files.url}/a.bin", f"{files.url}/b.bin", f"{files.url}/secret/c.bin"],
        connect={signals.item_scraped: log.scraped},
    )
    assert sorted(files.paths()) == ["/a.bin", "/b.bin", "/robots.txt"]
    [item] = log.items
    assert sorted(f["url"] for f in item["files"]) == [f"{files.url}/a.bin",
                                                       f"{files.url}/b.bin"]
    assert sorted(p.read_bytes() for p in (tmp_path / "full").iterdir()) == [b"A" * 100,
                                                                              b"B" * 100]
    s = stats(crawler)
    assert s["finish_reason"] == "finished"
    assert s["robotstxt/request_count"] == 2
    assert s["rfc9309/unscheduled"] == 3  # each waited in place: never returned, never parked
    assert "rfc9309/parked" not in s
    assert s["rfc9309/denied/rule"] == 1
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    # Scrapy 2.13's media pipeline also logs each failed file as an ERROR (FileException);
    # later releases log only the warning checked below.
    assert errors == [r for r in errors if r.name == "scrapy.pipelines.media"][:1]
    # The denied file reached the pipeline as a failure saying why.
    assert any("Forbidden by robots.txt" in r.getMessage() and "secret/c.bin" in r.getMessage()
               for r in caplog.records)


# More origins waiting than RFC9309_MAX_ORIGINS ---------------------------------------------


@pytest_twisted.ensureDeferred
async def test_more_origins_waiting_than_the_cache_holds_all_decided_one_fetch_each(farm):
    """Parked requests come back after their origin's record was evicted by the others': they
    are decided by the record their fetch gave, not parked again behind a new fetch."""
    sites = [farm.add({"/robots.txt": Page(b"User-agent: *\nDisallow: /no\n", delay=0.2),
                       "/yes": "y", "/no": "n"}) for _ in range(60)]
    urls = [f"{site.url}/{path}" for site in sites for path in ("yes", "no", "yes?2")]
    crawler = await crawl(urls, {"RFC9309_MAX_ORIGINS": 8, "RFC9309_PARK_AFTER": 0,
                                 "CLOSESPIDER_TIMEOUT": 60})
    s = stats(crawler)
    assert s["finish_reason"] == "finished"
    assert [site.count("/robots.txt") for site in sites] == [1] * 60
    assert sorted(crawler.spider.responses) == sorted(u for u in urls if "/no" not in u)
    assert sorted(crawler.spider.errors) == sorted(u for u in urls if "/no" in u)
    assert s["rfc9309/cache/evicted"] >= 60 - 8
    assert s["rfc9309/parked"] >= 60


def many_origins(farm, count=60):
    """``count`` sites, and three waves that each visit every one of them: a cache of a few
    origins has evicted each one before its next wave comes."""
    sites = [farm.add({"/robots.txt": "User-agent: *\nDisallow: /no\n", "/yes": "y",
                       "/no": "n"}) for _ in range(count)]
    waves = [(0, [f"{s.url}/yes" for s in sites]), (0, [f"{s.url}/no" for s in sites]),
             (0, [f"{s.url}/yes?2" for s in sites])]
    return sites, waves


def assert_each_robots_txt_fetched_once(crawler, sites, waves):
    """One robots.txt fetch per site, every page decided by its rules, evicted records read
    back from the second tier."""
    s = stats(crawler)
    assert s["finish_reason"] == "finished"
    assert [site.count("/robots.txt") for site in sites] == [1] * len(sites)
    urls = [url for _, wave in waves for url in wave]
    assert sorted(crawler.spider.responses) == sorted(u for u in urls if "/no" not in u)
    assert sorted(crawler.spider.errors) == sorted(u for u in urls if "/no" in u)
    assert {type(e) for e in crawler.spider.errors.values()} == {RobotsTxtForbidden}
    assert all(site.count("/no") == 0 for site in sites)
    assert s["robotstxt/request_count"] == len(sites)
    assert s["rfc9309/cache/evicted"] >= len(sites) - 5
    # Waves 2 and 3 find most origins evicted: each such miss is read back, not fetched.
    assert s["rfc9309/cache/tier_hit"] >= 2 * (len(sites) - 5)


@pytest.mark.parametrize("backend", ["memory", "jobdir"])
@pytest_twisted.ensureDeferred
async def test_a_cache_smaller_than_the_origins_fetches_each_robots_txt_once(
    farm, tmp_path, monkeypatch, backend
):
    """The memory backend keeps records in a temporary file while it crawls, removed at
    close."""
    temp = tmp_path / "temp"
    temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    during: list[str] = []
    sites, waves = many_origins(farm)
    crawler = await crawl(
        settings={"RFC9309_MAX_ORIGINS": 5, "RFC9309_CACHE_BACKEND": backend,
                  "JOBDIR": str(tmp_path / "job")},
        waves=waves,
        # Connected before the middleware's store: runs before it closes.
        connect={signals.spider_closed: lambda: during.extend(os.listdir(temp))},
    )
    assert_each_robots_txt_fetched_once(crawler, sites, waves)
    if backend == "memory":
        assert len(during) == 1 and during[0].startswith("rfc9309-")
    else:
        assert during == []
        assert "rfc9309/jobdir/hit" in stats(crawler)
    assert os.listdir(temp) == []


@pytest.mark.parametrize("backend", ["memory", "jobdir"])
@pytest_twisted.ensureDeferred
async def test_unreachable_backoff_outlives_eviction(farm, tmp_path, backend):
    """The store behind memory (the memory backend's temporary file, or JOBDIR's) keeps the
    evicted unreachable record: its backoff holds, robots.txt is not asked again."""
    down = farm.add({"/robots.txt": Page(b"down", 503), "/a": "a"})
    others = [farm.add({"/robots.txt": "User-agent: *\nAllow: /\n", "/": "home"})
              for _ in range(3)]
    settings = {"RFC9309_MAX_ORIGINS": 2, "RFC9309_UNREACHABLE_TTL": 60,
                "RFC9309_CACHE_BACKEND": backend}
    if backend == "jobdir":
        settings["JOBDIR"] = str(tmp_path / "job")
    crawler = await crawl(settings=settings,
                          waves=[(0, [f"{down.url}/a"]), (0.3, [f"{o.url}/" for o in others]),
                                 (0.5, [f"{down.url}/a?again"])])
    s = stats(crawler)
    assert s["rfc9309/cache/evicted"] >= 2
    assert down.count("/robots.txt") == 1  # still backing off after the eviction
    assert down.paths() == ["/robots.txt"]
    assert s["rfc9309/denied/unreachable"] == 2
    assert s["rfc9309/cache/tier_hit"] >= 1  # read back from the store behind memory


# JOBDIR: pause and resume --------------------------------------------------------------------


class Resumable(scrapy.Spider):
    """Requests (dupefilter on) on its first run only; a resumed run gets its requests from
    JOBDIR alone."""

    name = "resumable"

    def __init__(self, urls: list[str], **kwargs):
        super().__init__(**kwargs)
        self.urls = urls
        self.responses: list[str] = []
        self.errors: dict[str, BaseException] = {}

    async def start(self):
        for url in self.urls:
            yield scrapy.Request(url, callback=self.parse, errback=self.failed)

    def parse(self, response):
        self.responses.append(response.url)

    def failed(self, failure):
        self.errors[failure.request.url] = failure.value


@pytest.mark.parametrize("how", ["postponed", "parked"])
@pytest_twisted.ensureDeferred
async def test_waiting_requests_survive_pause_and_resume_with_jobdir(farm, tmp_path, how):
    """Paused while every request waits: postponed (robots.txt unreachable, postponing on) or
    parked (robots.txt hung). The resumed crawl downloads or denies every one of them,
    though the dupefilter saw them all before the pause."""
    robots = Page(b"down", 503) if how == "postponed" else Page(hang=True)
    site = farm.add({"/robots.txt": robots, "/no": "n"}, default=Page(b"page"))
    urls = [f"{site.url}/p{i}" for i in range(10)] + [f"{site.url}/no"]
    settings = {"JOBDIR": str(tmp_path / "job"), "RFC9309_POSTPONE_UNREACHABLE": True,
                "RFC9309_UNREACHABLE_TTL": 600, "RFC9309_PARK_AFTER": 0,
                "RFC9309_ROBOTS_TIMEOUT": 1}
    stat = "rfc9309/postponed/held" if how == "postponed" else "rfc9309/parked"
    runner = CrawlerRunner({**BASE_SETTINGS, **settings})
    first = runner.create_crawler(Resumable)
    done = bounded(first, first.crawl(urls=urls))
    await until(lambda: first.stats.get_value(stat, 0) >= len(urls), "every request waiting")
    assert first.stats.get_value(stat) == len(urls)
    if hasattr(first, "stop_async"):
        await deferred_from_coro(first.stop_async())
    else:  # Scrapy 2.13
        await first.stop()
    await done
    s = stats(first)
    assert s["finish_reason"] == "shutdown"
    assert first.spider.responses == [] and first.spider.errors == {}
    assert "rfc9309/postponed/shutdown" not in s and "rfc9309/parked/shutdown" not in s

    site.pages["/robots.txt"] = "User-agent: *\nDisallow: /no\n"
    second = await crawl(settings=settings, spider=Resumable, urls=[])
    assert stats(second)["finish_reason"] == "finished"
    assert sorted(second.spider.responses) == sorted(urls[:-1])
    assert list(second.spider.errors) == [f"{site.url}/no"]
    assert isinstance(second.spider.errors[f"{site.url}/no"], RobotsTxtForbidden)
    assert sorted(p for p in site.paths() if p != "/robots.txt") == [f"/p{i}" for i in range(10)]
    if how == "postponed":  # saved by the postponer in JOBDIR; parked ones were in the scheduler
        assert s["rfc9309/postponed/saved"] == len(urls)
        assert stats(second)["rfc9309/postponed/resumed"] == len(urls)


# No concurrency slot held while robots.txt is on its way ----------------------------------


@pytest.mark.parametrize("park_after", [1, 600], ids=["parked", "waiting-in-place"])
@pytest_twisted.ensureDeferred
async def test_requests_waiting_for_robots_txt_hold_no_concurrency_slot(farm, park_after):
    """Requests whose robots.txt is on its way hold no concurrency slot, whether they wait in
    place (before RFC9309_PARK_AFTER) or parked outside the downloader (after it): with two
    slots, one taken by a robots.txt that does not answer (held at the site until the test
    lets it go), another origin's pages all go through the other meanwhile."""
    gate = Gate()
    slow = farm.add({"/robots.txt": Page(b"User-agent: *\nDisallow: /no\n", gate=gate)},
                    default=Page(b"page"))
    fast = farm.add({"/robots.txt": "User-agent: *\nAllow: /\n"}, default=Page(b"page"))
    urls = [f"{slow.url}/s{i}" for i in range(6)] + [f"{fast.url}/f{i}" for i in range(6)]
    crawler, done = start_crawl(urls, {"CONCURRENT_REQUESTS": 2, "RFC9309_PARK_AFTER": park_after,
                                       "CONCURRENT_REQUESTS_PER_DOMAIN": 2})

    def fast_pages() -> int:
        return sum(1 for hit in fast.hits if hit.path != "/robots.txt")

    parked = 6 if park_after == 1 else 0
    await until(lambda: fast_pages() == 6
                and crawler.stats.get_value("rfc9309/parked", 0) >= parked,
                "the fast origin's 6 pages (and the slow origin's 6 parked)")
    assert gate.held == 1 and slow.paths() == ["/robots.txt"]  # still under way
    gate.open()
    await done
    assert sorted(crawler.spider.responses) == sorted(urls)
    assert fast_pages() == 6
    assert stats(crawler).get("rfc9309/parked", 0) == parked
