"""One fleet worker: a real Scrapy process for tests/test_fleet.py and benchmarks/bench_fleet.py.

``python -m tests.fleet_worker CONFIG.json`` crawls the configured waves with CrawlerProcess and
writes what it saw (responses, errors, stats) to the config's ``result`` path. Before a wave
that names a ``barrier``, the worker waits until its earlier requests are answered, writes
its integer stats so far to ``<dir>/<barrier>.<worker>.stats.json``, then
``<dir>/<barrier>.<worker>.ready``, and waits for ``<dir>/<barrier>.go``; so the test can start
all workers at once, or act (kill Redis) while they stand still. Every wait is bounded. With
``record`` (a logger name), every line that logger writes, DEBUG ones too, is in the result's
``log``, as ``[level, message]``.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sys
import time
from pathlib import Path
from typing import Any

import scrapy
from scrapy.crawler import Crawler, CrawlerProcess

#: Longest a worker waits at a barrier, or for its own requests to be answered.
MAX_WAIT = 60.0


class FleetProbe(scrapy.Spider):
    name = "fleet_probe"

    def __init__(self, config: dict[str, Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.config = config
        self.responses: dict[str, int] = {}
        self.errors: dict[str, str] = {}
        self.sent = 0

    async def start(self):
        directory = Path(self.config["dir"])
        for wave in self.config["waves"]:
            barrier = wave.get("barrier")
            if barrier:
                await self._settle()
                at = f"{barrier}.{self.config['worker']}"
                (directory / f"{at}.stats.json").write_text(json.dumps(int_stats(self.crawler)))
                (directory / f"{at}.ready").touch()
                await _wait_for(directory / f"{barrier}.go")
            for url in wave["urls"]:
                self.sent += 1
                yield scrapy.Request(url, callback=self.parse, errback=self.failed,
                                     dont_filter=True)

    async def _settle(self) -> None:
        deadline = time.monotonic() + MAX_WAIT
        while len(self.responses) + len(self.errors) < self.sent:
            if time.monotonic() > deadline:
                raise RuntimeError("earlier requests not answered in time")
            await asyncio.sleep(0.05)

    def parse(self, response):
        self.responses[response.url] = response.status

    def failed(self, failure):
        self.errors[failure.request.url] = type(failure.value).__name__


async def _wait_for(path: Path) -> None:
    deadline = time.monotonic() + MAX_WAIT
    while not path.exists():
        if time.monotonic() > deadline:
            raise RuntimeError(f"{path} did not appear in time")
        await asyncio.sleep(0.02)


def int_stats(crawler: Crawler) -> dict[str, int]:
    return {k: v for k, v in crawler.stats.get_stats().items() if isinstance(v, int)}


class _Recorder(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[list[str]] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append([record.levelname, record.getMessage()])


def main(config_path: str) -> None:
    config = json.loads(Path(config_path).read_text())
    recorder = _Recorder()
    if config.get("record"):
        recorded = logging.getLogger(config["record"])
        recorded.setLevel(logging.DEBUG)
        recorded.addHandler(recorder)
    started = time.monotonic()
    process = CrawlerProcess(config["settings"], install_root_handler=True)
    crawler = process.create_crawler(FleetProbe)
    process.crawl(crawler, config=config)
    process.start()
    spider = crawler.spider
    result = {
        "worker": config["worker"],
        "responses": spider.responses,
        "errors": spider.errors,
        "stats": int_stats(crawler),
        "seconds": time.monotonic() - started,
        "log": recorder.lines,
    }
    Path(config["result"]).write_text(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1])
