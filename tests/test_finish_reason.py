"""Acceptance: a crawl whose start robots.txt denied, and that crawled nothing else, finishes
with the reason ``robotstxt_denied``; any other crawl keeps Scrapy's ``finished``. What was
crawled is read at the sites: the pages they were asked for."""

from __future__ import annotations

import logging

import pytest
import pytest_twisted
import scrapy

from scrapy_rfc9309.testing import Page
from tests.conftest import Probe, crawl, stats

DENY_ALL = "User-agent: *\nDisallow: /\n"
DENY_PRIVATE = "User-agent: *\nDisallow: /private/\n"
LINE = "robots.txt denied the spider's"


def pages_asked(*sites) -> list[str]:
    return [h.path for site in sites for h in site.hits if h.path != "/robots.txt"]


def said(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.getMessage().startswith(LINE)]


@pytest_twisted.ensureDeferred
async def test_all_start_requests_forbidden(farm, caplog):
    one = farm.add({"/robots.txt": DENY_ALL, "/a": "a"})
    two = farm.add({"/robots.txt": DENY_PRIVATE, "/private/b": "b"})
    crawler = await crawl([f"{one.url}/a", f"{one.url}/b", f"{two.url}/private/b"])
    assert pages_asked(one, two) == []
    assert stats(crawler)["finish_reason"] == "robotstxt_denied"
    lines = said(caplog)
    assert len(lines) == 1
    assert lines[0].levelno == logging.INFO
    assert "3 start request(s)" in lines[0].getMessage()


@pytest_twisted.ensureDeferred
async def test_robots_txt_redirected_then_forbidding(farm):
    # The redirect's hop is a robots.txt download too, not a page crawled.
    site = farm.add({"/robots.txt": Page(b"", 301, {"Location": "/real-robots.txt"}),
                     "/real-robots.txt": DENY_ALL, "/a": "a"})
    crawler = await crawl([f"{site.url}/a"])
    assert pages_asked(site) == ["/real-robots.txt"]
    assert stats(crawler)["finish_reason"] == "robotstxt_denied"


@pytest_twisted.ensureDeferred
async def test_one_start_request_allowed(farm, caplog):
    site = farm.add({"/robots.txt": DENY_PRIVATE, "/private/a": "a", "/open": "o"})
    crawler = await crawl([f"{site.url}/private/a", f"{site.url}/open"])
    assert pages_asked(site) == ["/open"]
    assert stats(crawler)["finish_reason"] == "finished"
    assert said(caplog) == []


@pytest_twisted.ensureDeferred
async def test_allowed_start_request_that_failed_still_counts_as_crawled(farm):
    # Not every start request was denied: one was sent, and answered 404 (or not at all).
    site = farm.add({"/robots.txt": DENY_PRIVATE, "/private/a": "a"})
    crawler = await crawl([f"{site.url}/private/a", f"{site.url}/missing"])
    assert pages_asked(site) == ["/missing"]
    assert stats(crawler)["finish_reason"] == "finished"


class FallBack(Probe):
    """On a denied start request, crawls the site's public page instead. Sent through the
    engine: Scrapy 2.13.0 drops what an errback yields for a failed download."""

    name = "fallback"

    def failed(self, failure):
        super().failed(failure)
        url = failure.request.url.replace("/private/a", "/public")
        if url != failure.request.url:
            request = scrapy.Request(url, callback=self.parse, errback=self.failed)
            self.crawler.engine.crawl(request)


@pytest_twisted.ensureDeferred
async def test_start_denied_but_the_spider_crawled_something_else(farm, caplog):
    site = farm.add({"/robots.txt": DENY_PRIVATE, "/private/a": "a", "/public": "p"})
    crawler = await crawl([f"{site.url}/private/a"], spider=FallBack)
    assert pages_asked(site) == ["/public"]
    assert stats(crawler)["finish_reason"] == "finished"
    assert said(caplog) == []


@pytest_twisted.ensureDeferred
async def test_robots_txt_unreachable_for_all(farm):
    one = farm.add({"/robots.txt": Page(b"down", status=503), "/a": "a"})
    two = farm.add({"/robots.txt": Page(reset=True), "/b": "b"})
    # Denied at once (postponing is the next test's case).
    crawler = await crawl([f"{one.url}/a", f"{two.url}/b"], {"RFC9309_POSTPONE_UNREACHABLE": False})
    assert pages_asked(one, two) == []
    assert stats(crawler)["rfc9309/denied/unreachable"] == 2
    assert stats(crawler)["finish_reason"] == "robotstxt_denied"



@pytest_twisted.ensureDeferred
async def test_unreachable_start_requests_postponed_until_their_wait_ends(farm):
    # Kept while robots.txt is down, fetched again, then denied when the wait ends: each
    # refetch is a robots.txt download, not a page crawled.
    site = farm.add({"/robots.txt": Page(b"down", status=503), "/a": "a"})
    settings = {"RFC9309_POSTPONE_UNREACHABLE": True, "RFC9309_POSTPONE_MAX_WAIT": 1,
                "RFC9309_UNREACHABLE_TTL": 0.3}
    crawler = await crawl([f"{site.url}/a"], settings)
    s = stats(crawler)
    assert pages_asked(site) == []
    assert s["rfc9309/postponed/held"] >= 1
    assert s["robotstxt/request_count"] >= 2
    assert s["rfc9309/denied/unreachable"] == 1
    assert s["finish_reason"] == "robotstxt_denied"


@pytest.mark.parametrize(
    "settings",
    [{"DOWNLOADER_STATS": False},
     {"DOWNLOADER_MIDDLEWARES": {"scrapy.downloadermiddlewares.stats.DownloaderStats": None}}],
    ids=["DOWNLOADER_STATS off", "DownloaderStats removed"],
)
@pytest_twisted.ensureDeferred
async def test_without_downloader_stats_no_verdict(farm, settings):
    # Nothing counts the pages sent: the crawl keeps Scrapy's reason, though one was crawled.
    site = farm.add({"/robots.txt": DENY_PRIVATE, "/private/a": "a", "/open": "o"})
    crawler = await crawl([f"{site.url}/private/a", f"{site.url}/open"], settings)
    assert pages_asked(site) == ["/open"]
    assert stats(crawler)["finish_reason"] == "finished"


@pytest_twisted.ensureDeferred
async def test_with_scrapys_retries_a_robots_txt_that_stays_down_denies_the_start(farm):
    """Each retry of robots.txt is a download of robots.txt, not a page: all three attempts
    at a 503 leave the start requests denied, and the crawl ends robotstxt_denied."""
    site = farm.add({"/robots.txt": Page(b"down", 503), "/a": "a", "/b": "b"})
    crawler = await crawl([f"{site.url}/a", f"{site.url}/b"],
                          {"RETRY_ENABLED": True, "CLOSESPIDER_TIMEOUT": 60})
    assert set(site.paths()) == {"/robots.txt"} and site.count("/robots.txt") == 3
    assert stats(crawler)["finish_reason"] == "robotstxt_denied"


class ItemsFirst(scrapy.Spider):
    """Gives items from start(), then one request robots.txt denies."""

    name = "items_first"

    def __init__(self, urls=(), **kwargs):
        super().__init__(**kwargs)
        self.urls = urls

    async def start(self):
        for n in range(3):
            yield {"n": n}
        yield scrapy.Request(self.urls[0], errback=lambda failure: None)


@pytest_twisted.ensureDeferred
async def test_items_from_start_are_something_crawled(farm):
    site = farm.add({"/robots.txt": "User-agent: *\nDisallow: /\n", "/a": "a"})
    crawler = await crawl([f"{site.url}/a"], {"CLOSESPIDER_TIMEOUT": 30}, spider=ItemsFirst)
    s = stats(crawler)
    assert s["item_scraped_count"] == 3 and "/a" not in site.paths()
    assert s["finish_reason"] == "finished"
