"""Pay only for what is used (issue 22): the package's handlers of per-request and per-chunk
signals are connected while there is work for them (a robots.txt download under way, a request
waiting for a slot, a floored download slot) and cost pages nothing otherwise. Real crawls
against local sites on 127.0.0.1; what is asserted is which handlers Scrapy would call, and
that robots.txt bodies stay bounded and waiting requests still go through."""

from __future__ import annotations

from typing import Any

import pytest_twisted
from pydispatch import dispatcher
from scrapy import signals
from scrapy.crawler import Crawler

from scrapy_rfc9309 import RobotsTxtForbidden
from scrapy_rfc9309.middleware import RobotsTxtMiddleware
from scrapy_rfc9309.testing import Gate, Page
from scrapy_rfc9309.waiting import start
from tests.conftest import crawl, start_crawl, stats, stopped_at_once, until

#: Signals Scrapy sends for every request or every chunk of every response.
PER_REQUEST = (
    signals.bytes_received,
    signals.headers_received,
    signals.response_received,
    signals.response_downloaded,
    signals.request_left_downloader,
)
MAX = 512_000  # RFC9309_MAX_BYTES's default
BIG_PAGE = b"<html><head><title>t</title></head><body>" + b"x" * 300_000 + b"</body></html>"


def ours(crawler: Crawler, signal: object) -> list[Any]:
    """The package's receivers Scrapy calls on ``signal`` now."""
    receivers = dispatcher.liveReceivers(dispatcher.getAllReceivers(crawler.signals.sender, signal))
    return [r for r in receivers if getattr(r, "__module__", "").startswith("scrapy_rfc9309")]


def middleware(crawler: Crawler) -> RobotsTxtMiddleware:
    assert crawler.engine is not None
    (mw,) = [m for m in crawler.engine.downloader.middleware.middlewares
             if isinstance(m, RobotsTxtMiddleware)]
    return mw


class Watch:
    """For every chunk of a page (not robots.txt), the package's receivers of the per-request
    signals at that moment."""

    def __init__(self) -> None:
        self.chunks = 0
        self.seen: set[str] = set()

    def bytes_received(self, request: Any, spider: Any, **kwargs: Any) -> None:
        if request.url.endswith("/robots.txt"):
            return
        self.chunks += 1
        for signal in PER_REQUEST:
            self.seen.update(r.__qualname__ for r in ours(spider.crawler, signal))


@pytest_twisted.ensureDeferred
async def test_pages_pay_no_handler_of_ours_and_robots_txt_stays_bounded(farm, feeds):
    """A 10 MiB robots.txt streamed in chunks is still cut at RFC9309_MAX_BYTES (the chunk
    handlers are there while it downloads); the 300 kB pages fetched after it arrive in many
    chunks with none of the package's per-request handlers connected, and none is left after
    the crawl."""
    robots = b"User-agent: *\nDisallow: /early\n" + b"# padding\n" * 1_100_000
    streamed = Page(robots[:65536], stream=len(robots))
    site = farm.add({"/robots.txt": streamed, "/early": "e"},
                    default=Page(BIG_PAGE, content_type="text/html"))
    watch = Watch()
    pages = [f"{site.url}/p{i}" for i in range(5)]
    # The pages go once /early was decided: robots.txt was read by then.
    crawler = await crawl(
        waves=[(0.0, [f"{site.url}/early"]), (0.0, pages)],
        connect={signals.bytes_received: watch.bytes_received},
    )
    assert isinstance(crawler.spider.errors[f"{site.url}/early"], RobotsTxtForbidden)
    assert sorted(crawler.spider.responses) == sorted(pages)
    # Stopped by the chunk handler at the chunk that brought RFC9309_MAX_BYTES + 1: nothing
    # more was read; at the site, the stream was never written to its end.
    stopped_at_once(feeds, MAX + 1)
    assert streamed.sent < streamed.stream
    assert stats(crawler)["rfc9309/fetch/truncated"] == 1
    assert watch.chunks >= len(pages) * 2  # each page came in several chunks
    assert watch.seen == set()
    for signal in PER_REQUEST:
        assert ours(crawler, signal) == []


@pytest_twisted.ensureDeferred
async def test_requests_waiting_for_a_slot_are_admitted_as_downloads_end(farm):
    """Two slots: one holds a slow robots.txt, the other a page that does not answer. When
    robots.txt comes, its six waiting requests need slots: one takes the slot robots.txt left,
    the others wait for a slot and are admitted one by one as downloads end (at the engine's
    loop turns: no signal handler of ours is connected for it), all while the other page
    still holds its slot. After the crawl none of those handlers is left connected."""
    robots_gate, page_gate = Gate(), Gate()
    slow = farm.add({"/robots.txt": Page(b"User-agent: *\nDisallow: /no\n", gate=robots_gate)},
                    default=Page(b"page"))
    other = farm.add({"/robots.txt": "User-agent: *\nAllow: /\n",
                      "/held": Page(b"held", gate=page_gate)})
    urls = [f"{slow.url}/s{i}" for i in range(6)] + [f"{other.url}/held"]
    crawler, done = start_crawl(urls, {"CONCURRENT_REQUESTS": 2,
                                       "CONCURRENT_REQUESTS_PER_DOMAIN": 2,
                                       "RFC9309_PARK_AFTER": 600})
    await until(lambda: robots_gate.held == 1 and page_gate.held == 1
                and middleware(crawler).slots.waiting == 6,
                "both slots taken, six requests waiting for robots.txt")
    assert ours(crawler, signals.response_received) == []  # nobody waits for a slot yet
    robots_gate.open()
    await until(lambda: len(slow.paths()) == 7, "the six pages served")
    assert page_gate.held == 1  # the other slot was never freed meanwhile
    page_gate.open()
    await done
    assert sorted(crawler.spider.responses) == sorted(urls)
    assert stats(crawler).get("rfc9309/parked", 0) == 0
    for signal in PER_REQUEST:
        assert ours(crawler, signal) == []


class InFlight:
    """Pages that count, at the site, the requests under way at once (one ends when it is
    answered or its connection is closed)."""

    def __init__(self) -> None:
        self.now = 0
        self.most = 0

    def page(self, page: Page) -> Any:
        def answer(request: Any) -> Page:
            self.now += 1
            self.most = max(self.most, self.now)
            request.notifyFinish().addBoth(self._ended)
            return page

        return answer

    def _ended(self, _: Any) -> None:
        self.now -= 1


@pytest_twisted.ensureDeferred
async def test_failed_downloads_free_their_slot_for_requests_waiting_for_one(farm):
    """Two slots: one held by a page that does not answer, the other by a slow robots.txt
    that four pages of its origin wait for. When robots.txt comes, one page takes the slot it
    left and the three others wait for a slot. Each page's download then fails (the site
    closes the connection mid-body: a failed download, which sends no response_received):
    each failure must let the next waiting page through, while the other slot stays held;
    and the site never has more than two requests under way at once (CONCURRENT_REQUESTS)."""
    robots_gate, pages_gate, held_gate = Gate(), Gate(), Gate()
    flight = InFlight()
    allow = b"User-agent: *\nAllow: /\n"
    failing = flight.page(Page(b"x" * 100, cut=10, gate=pages_gate))
    slow = farm.add({"/robots.txt": flight.page(Page(allow, gate=robots_gate)),
                     **{f"/a{i}": failing for i in range(4)}})
    other = farm.add({"/robots.txt": flight.page(Page(allow)),
                      "/held": flight.page(Page(b"held", gate=held_gate))})
    pages = [f"{slow.url}/a{i}" for i in range(4)]
    crawler, done = start_crawl([*pages, f"{other.url}/held"],
                                {"CONCURRENT_REQUESTS": 2, "CONCURRENT_REQUESTS_PER_DOMAIN": 2,
                                 "RFC9309_PARK_AFTER": 600})
    slots = middleware(crawler).slots
    await until(lambda: robots_gate.held == 1 and held_gate.held == 1 and slots.waiting == 4,
                "both slots taken, four requests waiting for robots.txt")
    robots_gate.open()
    await until(lambda: pages_gate.held == 1 and slots.waiting == 3,
                "one page sent, three waiting for a slot")
    pages_gate.open()  # this page fails, and every page sent after it
    await until(lambda: len(crawler.spider.errors) == 4, "the four pages failed")
    assert held_gate.held == 1  # the other slot was never freed meanwhile
    held_gate.open()
    await done
    assert sorted(crawler.spider.errors) == sorted(pages)
    assert slow.paths().count("/robots.txt") == 1 and len(slow.paths()) == 5  # each page once
    assert list(crawler.spider.responses) == [f"{other.url}/held"]
    assert flight.most == 2
    for signal in PER_REQUEST:
        assert ours(crawler, signal) == []


@pytest_twisted.ensureDeferred
async def test_no_handler_of_ours_outlives_the_crawl(farm):
    """The handlers connected while there is work for them are held strongly by Scrapy's
    signal dispatcher, whose table outlives the crawl: one still connected when the crawl
    ends (here the Crawl-delay floor's, kept while a download slot has a floor, which it
    still has then) is disconnected as the engine stops, so nothing of the crawl stays
    reachable from the dispatcher."""
    delayed = farm.add({"/robots.txt": "User-agent: *\nCrawl-delay: 0.1\n"}, default=Page(b"p"))
    crawler = await crawl([f"{delayed.url}/d{i}" for i in range(2)], {"RFC9309_CRAWL_DELAY": True})
    assert sorted(crawler.spider.responses) == [f"{delayed.url}/d{i}" for i in range(2)]
    assert stats(crawler)["rfc9309/crawl_delay/applied"] == 1
    for signal in PER_REQUEST:
        assert ours(crawler, signal) == []


@pytest_twisted.ensureDeferred
async def test_slot_floors_watch_responses_only_while_a_crawl_delay_holds(farm):
    """With RFC9309_CRAWL_DELAY on, the handler that keeps a Crawl-delay floor after
    AutoThrottle is connected while a slot has a floor: a crawl of sites without Crawl-delay
    never has it."""
    plain = farm.add({"/robots.txt": "User-agent: *\nDisallow: /no\n"}, default=Page(b"p"))
    delayed = farm.add({"/robots.txt": "User-agent: *\nCrawl-delay: 0.1\n"}, default=Page(b"p"))
    seen: dict[str, list[int]] = {"plain": [], "delayed": []}

    def downloaded(request: Any, spider: Any, **kwargs: Any) -> None:
        if not request.url.endswith("/robots.txt"):
            which = "delayed" if request.url.startswith(delayed.url) else "plain"
            seen[which].append(len(ours(spider.crawler, signals.response_downloaded)))

    connect = {signals.response_downloaded: downloaded}
    on = {"RFC9309_CRAWL_DELAY": True}
    await crawl([f"{plain.url}/p{i}" for i in range(3)], on, connect=connect)
    assert seen["plain"] == [0, 0, 0]
    crawler = await crawl([f"{delayed.url}/d{i}" for i in range(3)], on, connect=connect)
    assert seen["delayed"] == [1, 1, 1]
    assert stats(crawler)["rfc9309/crawl_delay/applied"] == 1


@pytest_twisted.ensureDeferred
async def test_held_start_requests_go_on_when_the_waiting_requests_have_their_slots(
    farm, monkeypatch
):
    """Two slots, a slow robots.txt and twenty start requests of its origin: eight wait with
    their slot lent (4 x CONCURRENT_REQUESTS), the ninth waits in a slot, and with the
    downloader full while requests wait, start() is held. Once robots.txt comes and the last
    waiting request is given its slot, start() goes on at once, not at its next look every
    POLL (made an hour here): all twenty pages are served."""
    monkeypatch.setattr(start, "POLL", 3600.0)
    gate = Gate()
    site = farm.add({"/robots.txt": Page(b"User-agent: *\nAllow: /\n", gate=gate)},
                    default=Page(b"page"))
    urls = [f"{site.url}/p{i}" for i in range(20)]
    crawler, done = start_crawl(urls, {"CONCURRENT_REQUESTS": 2,
                                       "CONCURRENT_REQUESTS_PER_DOMAIN": 2,
                                       "RFC9309_PARK_AFTER": 600})
    slots = middleware(crawler).slots
    assert crawler.engine is not None
    active = crawler.engine.downloader.active
    await until(lambda: gate.held == 1 and slots.waiting == 8 and len(active) == 2,
                "eight requests waiting with their slot lent, one in its slot")
    # start() is held: the engine took no more start requests than those waiting, the one in
    # its slot and one it read before it backed out.
    assert stats(crawler)["scheduler/enqueued"] <= 10
    assert len(site.paths()) == 1  # robots.txt, still on its way
    gate.open()
    await done
    assert sorted(site.paths()) == sorted(["/robots.txt", *(f"/p{i}" for i in range(20))])
    assert sorted(crawler.spider.responses) == sorted(urls)
