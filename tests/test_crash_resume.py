"""A JOBDIR crawl killed with SIGKILL and resumed loses no more with the add-on than without it,
plus a bound: docs/jobdir.rst says 5 x CONCURRENT_REQUESTS (4 x with their slot lent, 1 x in
their slot) and one start request; the test allows 4 x CONCURRENT_REQUESTS + 32.

Real crawls in subprocesses (tests/crash_worker.py) over many origins behind one port (the
site farm as an HTTP proxy), each origin's robots.txt slower than RFC9309_PARK_AFTER, and a
cache of 10 origins: requests wait, park, and come back all the time; first come the pages of
a few origins whose robots.txt answers only after the kill, parked when it comes. Each crawl
is killed once the farm has answered 40 % of the pages, then resumed on the same JOBDIR; what
the farm never saw requested is what the kill lost."""

from __future__ import annotations

import pytest_twisted
import scrapy
from scrapy import signals

from scrapy_rfc9309.testing import Gate, Page
from scrapy_rfc9309.waiting.journal import JOURNAL_FILE, WaitJournal
from tests.conftest import BASE_SETTINGS, start_crawl, stats, until
from tests.crash_worker import crash_and_resume

ORIGINS = 100
PAGES = 3
CONCURRENT_REQUESTS = 8
SETTINGS = {
    **BASE_SETTINGS,
    "LOG_LEVEL": "INFO",
    "CONCURRENT_REQUESTS": CONCURRENT_REQUESTS,
    "RFC9309_MAX_ORIGINS": 10,
    "RFC9309_PARK_AFTER": 0.2,
    "CLOSESPIDER_TIMEOUT": 50,  # each crawl's own bound
}
#: Each origin's robots.txt answers this late: past RFC9309_PARK_AFTER, so requests park.
ROBOTS_DELAY = 0.5
#: Origins whose robots.txt answers only after the kill (fewer than CONCURRENT_REQUESTS: their
#: downloads hold a slot each), crawled first: their requests are parked when it comes.
HELD = {"held_origins": 4, "held_pages": 30}


@pytest_twisted.ensureDeferred
async def test_a_killed_jobdir_crawl_loses_no_more_than_without_the_addon(farm, tmp_path):
    without = {k: v for k, v in SETTINGS.items() if k != "ADDONS"}
    baseline = await crash_and_resume(farm, tmp_path / "without", ORIGINS, PAGES, without,
                                      robots_delay=ROBOTS_DELAY, **HELD)
    for backend in ("memory", "jobdir"):
        ours = await crash_and_resume(
            farm, tmp_path / backend, ORIGINS, PAGES,
            {**SETTINGS, "RFC9309_CACHE_BACKEND": backend}, robots_delay=ROBOTS_DELAY,
            **HELD,
        )
        print(backend, ours, baseline)
        assert ours.never <= baseline.never + 4 * CONCURRENT_REQUESTS + 32, (backend, ours,
                                                                              baseline)
        # Killed mid-way with requests parked: the resumed run scheduled them again.
        assert ours.ended_at_kill < ours.requests
        assert ours.resumed.get("rfc9309/postponed/resumed", 0) > 0


# What waiting takes out of the engine's flow is bounded ------------------------------------


@pytest_twisted.ensureDeferred
async def test_waiting_takes_a_bounded_number_of_start_requests(farm):
    """A robots.txt that does not answer (held at the site): requests park, up to 16 x
    CONCURRENT_REQUESTS, then wait on with their slot lent (4 x CONCURRENT_REQUESTS more),
    then in their slot; the engine then takes no more start requests until robots.txt comes,
    instead of moving all of them out of start() (into the scheduler, and from there parked)."""
    gate = Gate()
    site = farm.add({"/robots.txt": Page(b"User-agent: *\nAllow: /\n", gate=gate)},
                    default=Page(b"page"))
    urls = [f"{site.url}/p{i}" for i in range(200)]
    taken: set[str] = set()

    def scheduled(request, **kwargs):
        taken.add(request.url)

    slots = 2
    crawler, done = start_crawl(urls, {"CONCURRENT_REQUESTS": slots, "RFC9309_PARK_AFTER": 0,
                                       "CLOSESPIDER_TIMEOUT": 60})
    crawler.signals.connect(scheduled, signal=signals.request_scheduled)
    await until(lambda: len(taken) == len(urls) or (
        crawler.stats.get_value("rfc9309/parked/full", 0) > 0
        and crawler.engine.needs_backout()), "parking full and the downloader too")
    # Parked, lent, in a slot, and the one start request the engine read before it backed out.
    assert len(taken) <= 16 * slots + 4 * slots + slots + 1
    assert crawler.stats.get_value("rfc9309/parked") == 16 * slots
    gate.open()
    await done
    assert sorted(crawler.spider.responses) == sorted(urls)
    assert stats(crawler)["finish_reason"] == "finished"


# The journal of waiting requests (pure parts) ---------------------------------------------


def _journal(tmp_path):
    return WaitJournal(tmp_path / JOURNAL_FILE)


def _spider():
    return scrapy.Spider(name="journal")


def test_journal_gives_back_what_was_not_struck_off(tmp_path):
    spider = _spider()
    journal = _journal(tmp_path)
    requests = [scrapy.Request(f"http://a.test/{i}") for i in range(3)]
    for request in requests:
        assert journal.add(request, spider)
    journal.back(requests[1].replace())  # a released copy, its meta copied
    # Killed here: a new process reads the file.
    resumed = _journal(tmp_path).resume(spider)
    assert [r.url for r in resumed] == ["http://a.test/0", "http://a.test/2"]
    assert all(r.dont_filter for r in resumed)


def test_journal_entries_stay_until_they_are_back_across_resumes(tmp_path):
    spider = _spider()
    journal = _journal(tmp_path)
    journal.add(scrapy.Request("http://a.test/x"), spider)
    [again] = _journal(tmp_path).resume(spider)  # killed before it came back
    second = _journal(tmp_path)
    [third] = second.resume(spider)  # killed again: still there
    assert third.url == again.url == "http://a.test/x"
    second.back(third)
    assert _journal(tmp_path).resume(spider) == []


def test_journal_cut_by_a_kill_keeps_the_whole_records(tmp_path):
    spider = _spider()
    journal = _journal(tmp_path)
    for i in range(3):
        journal.add(scrapy.Request(f"http://a.test/{i}"), spider)
    path = tmp_path / JOURNAL_FILE
    path.write_bytes(path.read_bytes()[:-5])  # the last write cut short
    assert [r.url for r in _journal(tmp_path).resume(spider)] == ["http://a.test/0",
                                                                  "http://a.test/1"]


def test_journal_at_close_keeps_only_what_still_waits(tmp_path):
    spider = _spider()
    journal = _journal(tmp_path)
    waiting, released = scrapy.Request("http://a.test/w"), scrapy.Request("http://a.test/r")
    journal.add(waiting, spider)
    journal.add(released, spider)
    assert journal.close([waiting]) == 1  # the scheduler's queue keeps the released one
    assert [r.url for r in _journal(tmp_path).resume(spider)] == ["http://a.test/w"]


def test_journal_with_nothing_left_leaves_no_file(tmp_path):
    spider = _spider()
    journal = _journal(tmp_path)
    request = scrapy.Request("http://a.test/x")
    journal.add(request, spider)
    journal.back(request)
    assert journal.close([]) == 0
    assert not (tmp_path / JOURNAL_FILE).exists()


def test_journal_is_rewritten_once_struck_off_entries_outnumber_live_ones(tmp_path):
    spider = _spider()
    journal = _journal(tmp_path)
    requests = [scrapy.Request(f"http://a.test/{i}") for i in range(600)]
    for request in requests:
        journal.add(request, spider)
    full = (tmp_path / JOURNAL_FILE).stat().st_size
    for request in requests[:-1]:
        journal.back(request)
    assert (tmp_path / JOURNAL_FILE).stat().st_size < full / 2
    assert [r.url for r in _journal(tmp_path).resume(spider)] == ["http://a.test/599"]


def test_journal_skips_requests_that_cannot_be_serialized(tmp_path):
    journal = _journal(tmp_path)
    assert not journal.add(scrapy.Request("http://a.test/x", callback=lambda r: None),
                           _spider())
    assert not journal.live
