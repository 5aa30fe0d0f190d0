"""A crawl under Twisted's epoll reactor (no asyncio loop): tests/test_reactors.py.

``python -m tests.reactor_worker`` serves two origins from a site farm in its own reactor, one
whose robots.txt answers a second late (its requests wait, then are parked), one at once, and
crawls a page each robots.txt allows and one it disallows on each. It prints, as JSON, what
each site was asked for, the pages crawled, the errors and the crawl's stats.

``python -m tests.reactor_worker held``: two slots, one taken by a page held until the other
site's robots.txt has come, the other by that robots.txt, held until the first of 20 start
requests of its origin, which waits for it with its slot lent, is parked (RFC9309_PARK_AFTER),
``start()`` being held meanwhile. It prints how many start requests the spider had given
when each robots.txt came.
"""

from __future__ import annotations

import json
import sys
from typing import Any

import scrapy
from scrapy import signals
from scrapy.crawler import CrawlerProcess
from twisted.internet.task import LoopingCall

from scrapy_rfc9309.testing import Gate, Page, SiteFarm

ROBOTS = b"User-agent: *\nDisallow: /no\n"
SETTINGS = {
    "TWISTED_REACTOR": "twisted.internet.epollreactor.EPollReactor",
    "ADDONS": {"scrapy_rfc9309.Addon": 100},
    "USER_AGENT": "testbot/1.0",
    "TELNETCONSOLE_ENABLED": False,
    "REMOTE_CONTROL_ENABLED": False,
    "LOG_LEVEL": "WARNING",
    "RETRY_ENABLED": False,
    "CLOSESPIDER_TIMEOUT": 60,  # a bound of the crawl's own
}


class Probe(scrapy.Spider):
    name = "probe"

    def __init__(self, urls: list[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.urls = urls
        self.crawled: list[str] = []
        self.errors: dict[str, str] = {}
        self.given = 0
        self.given_at_robots: list[int] = []

    async def start(self):  # type: ignore[no-untyped-def]
        self.crawler.signals.connect(self.response_received, signal=signals.response_received)
        for url in self.urls:
            self.given += 1
            yield scrapy.Request(url, callback=self.parse, errback=self.failed)

    def response_received(self, response: scrapy.http.Response, **kwargs: Any) -> None:
        if response.url.endswith("/robots.txt"):
            self.given_at_robots.append(self.given)

    def parse(self, response: scrapy.http.Response) -> None:
        self.crawled.append(response.url)

    def failed(self, failure: Any) -> None:
        self.errors[failure.request.url] = type(failure.value).__name__


def main() -> None:
    if sys.argv[1:] == ["held"]:
        held()
        return
    process = CrawlerProcess({**SETTINGS, "RFC9309_PARK_AFTER": 0.3})
    farm = SiteFarm()
    slow = farm.add({"/robots.txt": Page(ROBOTS, delay=1.0), "/a": "a", "/b": "b", "/no": "x"})
    fast = farm.add({"/robots.txt": Page(ROBOTS), "/a": "a", "/no": "x"})
    urls = [slow.url + "/a", slow.url + "/b", slow.url + "/no", fast.url + "/a", fast.url + "/no"]
    crawler = process.create_crawler(Probe)
    process.crawl(crawler, urls=urls)
    process.start()
    spider = crawler.spider
    stats = crawler.stats.get_stats()
    print(json.dumps({
        "slow": {"url": slow.url, "asked": sorted(slow.paths())},
        "fast": {"url": fast.url, "asked": sorted(fast.paths())},
        "crawled": sorted(spider.crawled),
        "errors": spider.errors,
        "stats": {k: v for k, v in stats.items() if isinstance(v, (int, str))},
    }))


def held() -> None:
    process = CrawlerProcess({**SETTINGS, "CONCURRENT_REQUESTS": 2,
                              "CONCURRENT_REQUESTS_PER_DOMAIN": 2, "RFC9309_PARK_AFTER": 0.3})
    farm = SiteFarm()
    robots_gate, page_gate = Gate(), Gate()
    busy = farm.add({"/robots.txt": Page(ROBOTS), "/held": Page(b"held", gate=page_gate)})
    slow = farm.add({"/robots.txt": Page(ROBOTS, gate=robots_gate)}, default=Page(b"page"))
    urls = [busy.url + "/held"] + [f"{slow.url}/p{i}" for i in range(20)]
    crawler = process.create_crawler(Probe)

    def parked() -> None:  # the waiting request is parked: robots.txt may come
        if not robots_gate.is_open and crawler.stats.get_value("rfc9309/parked"):
            robots_gate.open()

    def received(response: scrapy.http.Response, **kwargs: Any) -> None:
        if response.url == slow.url + "/robots.txt":  # only then does the page free its slot
            page_gate.open()

    def opened(**kwargs: Any) -> None:
        LoopingCall(parked).start(0.05)

    crawler.signals.connect(opened, signal=signals.spider_opened, weak=False)
    crawler.signals.connect(received, signal=signals.response_received, weak=False)
    process.crawl(crawler, urls=urls)
    process.start()
    stats = crawler.stats.get_stats()
    print(json.dumps({
        "given_at_robots": crawler.spider.given_at_robots,
        "asked": sorted(slow.paths()),
        "stats": {k: v for k, v in stats.items() if isinstance(v, (int, str))},
    }))


if __name__ == "__main__":
    main()
