"""The reactor's longest stall while a crawl reads a hostile 500 KiB robots.txt (issue 22).

Run ``python -m benchmarks.bench_stall`` from the repository root.  For each file of
``benchmarks.hostile``, one crawl in this process asks one origin serving it for its URLs (up
to 1,000 octets; the crawler is the one the files aim at) while a ``LoopingCall`` ticks every
millisecond; the longest gap between two ticks is the longest synchronous step the reactor
ran (robots.txt parsing, the first decision's compile, or anything else of the crawl's).
Python's garbage collector also stops the loop, for as long as the whole process's objects
take to traverse, whatever the robots.txt; so the gap less the collections run in it is
reported too (``gc.callbacks``), and the longest collection.  A crawl of a site with a
typical robots.txt gives the floor: what Scrapy alone stalls for.
Each crawl runs ``--rounds`` times; the median of their longest gaps is reported, and the
worst. ``--read-back``: the timed crawl reads its robots.txt record back from JOBDIR (a first
crawl, not timed, kept it there), parsed in steps as a fetched one is.  Not part of the test
suite: the figures depend on the machine.
"""

from __future__ import annotations

import argparse
import gc
import shutil
import statistics
import sys
import tempfile
import time
from typing import Any

import scrapy
from scrapy import signals
from scrapy.crawler import CrawlerRunner
from scrapy.utils.reactor import install_reactor

from benchmarks import hostile

SETTINGS: dict[str, Any] = {
    "ADDONS": {"scrapy_rfc9309.Addon": 100},
    "USER_AGENT": f"{hostile.AGENT}/1.0 (+http://127.0.0.1/)",
    "TELNETCONSOLE_ENABLED": False,
    "LOG_LEVEL": "ERROR",
    "RETRY_ENABLED": False,
    "CONCURRENT_REQUESTS": 16,
    "URLLENGTH_LIMIT": 0,
}

TYPICAL = b"User-agent: *\nDisallow: /private/\nDisallow: /*.pdf$\nAllow: /private/ok\n"


class Pages(scrapy.Spider):
    name = "stall"

    def __init__(self, urls: list[str]) -> None:
        super().__init__()
        self.urls = urls
        self.seen = 0

    async def start(self):  # type: ignore[override]
        for url in self.urls:
            yield scrapy.Request(url, callback=self.parse, errback=self.failed, dont_filter=True)

    def parse(self, response: Any) -> None:
        self.seen += 1

    def failed(self, failure: Any) -> None:
        self.seen += 1


def serve(farm: Any, body: bytes, name: str) -> tuple[str, list[str]]:
    """A new site serving ``body`` as its robots.txt: its URL and the paths to crawl."""
    from scrapy_rfc9309.testing import Page

    urls = [p for p in hostile.paths(name, 40, seed=7) if len(p) <= 1_000][:24]
    site = farm.add({"/robots.txt": Page(body), **{path: "page" for path in urls}})
    return site.url, urls


async def longest_gap(
    farm: Any, body: bytes, name: str, jobdir: str | None = None
) -> tuple[float, float, float, int]:
    """One crawl of a site serving ``body``: the longest gap between two 1 ms ticks, the same
    less the garbage collections run in it, the longest collection (seconds), and the number
    of requests decided. With ``jobdir``: a first crawl (not timed) keeps the record in that
    JOBDIR (RFC9309_CACHE_BACKEND = "jobdir"), and the timed one reads it back from there."""
    from twisted.internet.task import LoopingCall

    url, urls = serve(farm, body, name)
    settings = dict(SETTINGS)
    if jobdir is not None:
        settings.update(JOBDIR=jobdir, RFC9309_CACHE_BACKEND="jobdir")
        await CrawlerRunner(settings).create_crawler(Pages).crawl(urls=[url + p for p in urls])
    gaps = [0.0, 0.0, 0.0]  # longest gap; longest gap less its garbage collections; longest GC
    last = [time.perf_counter(), 0.0]  # last tick; collector time at the last tick
    collecting = [0.0, 0.0]  # collector time so far; start of the running collection

    def collector(phase: str, info: dict) -> None:
        now = time.perf_counter()
        if phase == "start":
            collecting[1] = now
        else:
            collecting[0] += now - collecting[1]
            gaps[2] = max(gaps[2], now - collecting[1])

    def tick() -> None:
        now = time.perf_counter()
        gap = now - last[0]
        gaps[0] = max(gaps[0], gap)
        gaps[1] = max(gaps[1], gap - (collecting[0] - last[1]))
        last[0], last[1] = now, collecting[0]

    ticker = LoopingCall(tick)

    def opened(**kwargs: Any) -> None:  # from here on: not the crawl's start-up
        gc.callbacks.append(collector)
        last[0], last[1] = time.perf_counter(), collecting[0]
        ticker.start(0.001)

    crawler = CrawlerRunner(settings).create_crawler(Pages)
    crawler.signals.connect(opened, signal=signals.spider_opened)
    await crawler.crawl(urls=[url + p for p in urls])
    ticker.stop()
    gc.callbacks.remove(collector)
    return (*gaps, crawler.spider.seen)  # type: ignore[union-attr,return-value]


async def run(rounds: int, read_back: bool) -> None:
    from scrapy_rfc9309.testing.sitefarm import SiteFarm

    farm = SiteFarm()
    files = {"typical (floor)": lambda: TYPICAL, **hostile.FILES}
    how = "its robots.txt read back from JOBDIR" if read_back else "its robots.txt fetched"
    print(f"longest reactor gap during a crawl of one origin, {how}, {rounds} rounds each"
          " (ms): median and worst round; the same less the garbage collections run in it;"
          " the longest collection")
    print(f"{'robots.txt':<16} {'gap':>15} {'gap less GC':>15} {'GC':>15}  requests")
    await longest_gap(farm, TYPICAL, "deep paths")  # warm-up: first imports, first connection
    for name, make in files.items():
        body = make()
        found = []
        for _ in range(rounds):
            jobdir = tempfile.mkdtemp(prefix="bench-stall-") if read_back else None
            found.append(await longest_gap(
                farm, body, name if name in hostile.FILES else "deep paths", jobdir
            ))
            if jobdir is not None:
                shutil.rmtree(jobdir)
        cells = []
        for k in range(3):
            column = [round_[k] * 1e3 for round_ in found]
            cells.append(f"{statistics.median(column):>7.1f} {max(column):>7.1f}")
        print(f"{name:<16} {' '.join(cells)}  {found[0][3]}")
    await farm.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--read-back", action="store_true",
                        help="time a crawl whose robots.txt record is read back from JOBDIR")
    args = parser.parse_args(argv)
    install_reactor("twisted.internet.asyncioreactor.AsyncioSelectorReactor")
    from twisted.internet import defer, reactor

    done: list[BaseException] = []

    def finish(result: Any) -> None:
        if isinstance(result, BaseException):
            done.append(result)
        elif hasattr(result, "value"):
            done.append(result.value)
        reactor.stop()  # type: ignore[attr-defined]

    defer.ensureDeferred(run(args.rounds, args.read_back)).addBoth(finish)
    reactor.run()  # type: ignore[attr-defined]
    if done:
        raise done[0]
    return 0


if __name__ == "__main__":
    sys.exit(main())
