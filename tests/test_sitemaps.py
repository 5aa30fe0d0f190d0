"""Sitemaps from the robots.txt the middleware already read: one robots.txt fetch per origin."""

from __future__ import annotations

import pytest_twisted
from scrapy.spiders import SitemapSpider

from scrapy_rfc9309 import RobotsSitemapSpider
from scrapy_rfc9309.explain import find_middleware
from scrapy_rfc9309.testing import Page
from tests.conftest import crawl, stats

ROBOTS = "User-agent: *\nDisallow: /private/\n\nSitemap: /sitemap.xml\n"


def sitemap(*urls: str) -> Page:
    locs = "".join(f"<url><loc>{url}</loc></url>" for url in urls)
    body = (
        '<?xml version="1.0" encoding="UTF-8"?>'
        f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{locs}</urlset>'
    )
    return Page(body.encode(), content_type="application/xml")


def site_pages() -> dict[str, object]:
    """A site whose robots.txt names a sitemap of three pages, one of them disallowed."""
    return {
        "/robots.txt": ROBOTS,
        "/sitemap.xml": lambda request: sitemap(
            *(f"http://{request.getHeader('host')}{path}" for path in ("/a", "/b", "/private/c"))
        ),
        "/a": "a",
        "/b": "b",
        "/private/c": "c",
    }


class Recorder(RobotsSitemapSpider):
    name = "recorder"

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.seen: list[str] = []

    def parse(self, response):
        self.seen.append(response.url)


class PlainRecorder(SitemapSpider):
    name = "plain"
    parse = Recorder.parse

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.seen: list[str] = []


@pytest_twisted.ensureDeferred
async def test_one_robots_fetch_per_origin_and_sitemap_urls_crawled(farm):
    one, two = farm.add(site_pages()), farm.add(site_pages())
    crawler = await crawl(
        spider=Recorder, sitemap_urls=[f"{one.url}/robots.txt", f"{two.url}/robots.txt"]
    )
    for site in (one, two):
        assert site.count("/robots.txt") == 1
        assert site.count("/sitemap.xml") == 1
        assert site.count("/private/c") == 0
    assert sorted(crawler.spider.seen) == sorted(
        f"{site.url}{path}" for site in (one, two) for path in ("/a", "/b")
    )
    assert stats(crawler)["robotstxt/forbidden"] == 2


@pytest_twisted.ensureDeferred
async def test_plain_sitemap_spider_fetches_robots_twice(farm):
    """The problem RobotsSitemapSpider solves, shown on Scrapy's own SitemapSpider."""
    site = farm.add(site_pages())
    await crawl(spider=PlainRecorder, sitemap_urls=[f"{site.url}/robots.txt"])
    assert site.count("/robots.txt") == 2


@pytest_twisted.ensureDeferred
async def test_without_the_middleware_robots_is_read_as_sitemapspider_does(farm):
    site = farm.add(site_pages())
    crawler = await crawl(
        settings={"ROBOTSTXT_OBEY": False},
        spider=Recorder,
        sitemap_urls=[f"{site.url}/robots.txt"],
    )
    assert find_middleware(crawler) is None
    assert site.count("/robots.txt") == 1
    assert sorted(crawler.spider.seen) == [f"{site.url}{p}" for p in ("/a", "/b", "/private/c")]


@pytest_twisted.ensureDeferred
async def test_middleware_sitemaps_reads_its_cache(farm):
    site = farm.add({**site_pages(), "/page": "page"})
    crawler = await crawl([f"{site.url}/page"])
    middleware = find_middleware(crawler)
    assert middleware is not None
    assert await middleware.sitemaps(f"{site.url}/any/path") == (f"{site.url}/sitemap.xml",)
    assert await middleware.sitemaps("http://127.0.0.1:9/") == ()  # never read
    assert site.count("/robots.txt") == 1
