"""The suite's guard against a hung crawl: a crawl that does not end within its bound is
stopped, and its test fails saying so (it never hangs the suite)."""

from __future__ import annotations

import pytest
import pytest_twisted
import scrapy
from scrapy import signals
from scrapy.exceptions import DontCloseSpider

from tests.conftest import BASE_SETTINGS, bounded


class NeverCloses(scrapy.Spider):
    """Keeps itself open for ever, as a spider whose idle handler always has more to do."""

    name = "never_closes"

    @classmethod
    def from_crawler(cls, crawler, *args, **kwargs):
        spider = super().from_crawler(crawler, *args, **kwargs)
        crawler.signals.connect(spider.idle, signal=signals.spider_idle)
        return spider

    def idle(self):
        raise DontCloseSpider

    async def start(self):
        return
        yield


@pytest_twisted.ensureDeferred
async def test_a_crawl_that_never_ends_is_stopped_and_fails_its_test():
    from scrapy.crawler import CrawlerRunner

    crawler = CrawlerRunner(BASE_SETTINGS).create_crawler(NeverCloses)
    with pytest.raises(AssertionError, match=r"spider 'never_closes' had not ended after 1 s"):
        await bounded(crawler, crawler.crawl(), bound=1)
    assert crawler.crawling is False  # stopped: nothing left running for the next test
