"""One scrapy-redis worker: a real Scrapy process for tests/test_scrapy_redis.py and
benchmarks/bench_scrapy_redis.py.

``python -m tests.scrapy_redis_worker CONFIG.json`` runs a ``RedisSpider`` on scrapy-redis's
Scheduler and RFPDupeFilter: start URLs come from the Redis list ``<name>:start_urls`` (JSON
``{"url": ..., "priority": ...}``), links found on pages are followed, and every worker of the
fleet takes its requests from the one shared queue in Redis.

What the worker saw goes to files in the config's ``dir``, written as it happens so that a worker
killed with SIGKILL leaves them behind:

* ``<worker>.journal``: one JSON line per event: ``pop`` (the shared queue gave this worker a
  request), ``push`` (a request entered the shared queue), ``ok`` (a response reached its
  callback) or ``error`` (an errback ran, with the exception's class name);
* ``<worker>.stats.json``: the crawl's integer stats, rewritten every 0.1 s and at the end;
* ``<worker>.ready``: the spider is open; with a ``go`` path in the config, it reads the start
  URLs only once that file exists, so that a benchmark starts every worker at once.

With ``hold_per_origin`` in the config, the worker holds at most that many requests of one
origin at a time (taken from the shared queue, not yet ended nor handed back): a request that
would pass it goes back into the queue, as it was, for another worker. So a test knows how the
requests of an origin are spread over the fleet once all are taken, however unevenly the
workers run.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from pathlib import Path
from typing import IO, Any
from urllib.parse import urlsplit

import scrapy
from scrapy import signals
from scrapy.crawler import Crawler, CrawlerProcess
from scrapy_redis.scheduler import Scheduler
from scrapy_redis.spiders import RedisSpider
from twisted.internet.task import LoopingCall

#: Longest a worker waits for its ``go`` file.
MAX_WAIT = 60.0
#: The journal of this process (one worker per process).
_JOURNAL: list[IO[str]] = []
#: The config's ``hold_per_origin``, when it has one.
_HOLD_PER_ORIGIN: list[int] = []
#: What this worker holds, per origin: URLs taken from the shared queue, not ended nor back.
_HELD: dict[str, set[str]] = {}


def journal(event: str, url: str, detail: Any = None) -> None:
    """Append one event and hand it to the kernel at once: it survives a SIGKILL."""
    held = _HELD.setdefault(urlsplit(url).netloc, set())
    if event == "pop":
        held.add(url)
    else:
        held.discard(url)
    if _JOURNAL:
        line = json.dumps({"event": event, "url": url, "detail": detail, "at": time.time()})
        _JOURNAL[0].write(line + "\n")
        _JOURNAL[0].flush()


class JournalScheduler(Scheduler):
    """scrapy-redis's Scheduler unchanged, noting what enters and leaves the shared queue."""

    def enqueue_request(self, request: scrapy.Request) -> bool:
        entered = super().enqueue_request(request)
        if entered:
            journal("push", request.url)
        return entered

    def next_request(self) -> scrapy.Request | None:
        if not _HOLD_PER_ORIGIN:
            request = super().next_request()
        elif (request := self.queue.pop()) is None:
            return None
        elif len(_HELD.get(urlsplit(request.url).netloc, ())) >= _HOLD_PER_ORIGIN[0]:
            self.queue.push(request)  # its place in the queue: its priority
            return None
        else:
            self.stats.inc_value("scheduler/dequeued/redis", spider=self.spider)
        if request is not None:
            journal("pop", request.url)
        return request


class FleetSpider(RedisSpider):
    """Follows every link; a response or an error is the outcome of each request."""

    name = "rfc9309_fleet"

    def __init__(self, go: str | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.go = go

    async def start(self):
        """Wait for the ``go`` file if one is named (bounded), then move the start URLs into
        the shared queue batch by batch until none are left. RedisSpider reads one batch here
        and the next only when the spider is idle, which the engine notices every 5 s: each
        worker reading from the start makes every worker's engine busy at once."""
        if self.go:
            deadline = time.monotonic() + MAX_WAIT
            while not Path(self.go).exists():
                if time.monotonic() > deadline:
                    raise RuntimeError(f"{self.go} did not appear in time")
                await asyncio.sleep(0.02)
        while batch := list(self.next_requests()):
            for request in batch:
                yield request

    def make_request_from_data(self, data: bytes) -> scrapy.Request:
        item = json.loads(data)
        return scrapy.Request(item["url"], callback=self.parse, errback=self.failed,
                              priority=item.get("priority", 0))

    def parse(self, response: scrapy.http.Response):
        journal("ok", response.url, response.status)
        if isinstance(response, scrapy.http.TextResponse):
            for href in response.css("a::attr(href)").getall():
                yield response.follow(href, callback=self.parse, errback=self.failed)

    def failed(self, failure: Any) -> None:
        journal("error", failure.request.url, type(failure.value).__name__)


def write_stats(crawler: Crawler, path: Path) -> None:
    stats = {k: v for k, v in crawler.stats.get_stats().items() if isinstance(v, int)}
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(stats))
    os.replace(tmp, path)


def main(config_path: str) -> None:
    config = json.loads(Path(config_path).read_text())
    directory, name = Path(config["dir"]), config["worker"]
    _JOURNAL.append(open(directory / f"{name}.journal", "a", encoding="utf-8"))
    if config.get("hold_per_origin"):
        _HOLD_PER_ORIGIN.append(config["hold_per_origin"])
    stats_path = directory / f"{name}.stats.json"
    process = CrawlerProcess(config["settings"], install_root_handler=True)
    crawler = process.create_crawler(FleetSpider)
    snapshots: list[LoopingCall] = []  # made once the reactor is installed

    def opened(spider: scrapy.Spider) -> None:
        (directory / f"{name}.ready").touch()
        snapshots.append(LoopingCall(write_stats, crawler, stats_path))
        snapshots[0].start(0.1)

    def closed(spider: scrapy.Spider) -> None:
        if snapshots and snapshots[0].running:
            snapshots[0].stop()

    crawler.signals.connect(opened, signal=signals.spider_opened)
    crawler.signals.connect(closed, signal=signals.spider_closed)
    process.crawl(crawler, go=config.get("go"))
    process.start()
    write_stats(crawler, stats_path)
    _JOURNAL[0].close()


if __name__ == "__main__":
    # Through the module's import name: the SCHEDULER setting loads it under that name, and
    # both must share one journal.
    from tests.scrapy_redis_worker import main as run

    run(sys.argv[1])
