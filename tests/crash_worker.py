"""A JOBDIR crawl killed mid-way and resumed: tests/test_crash_resume.py and
benchmarks/crash_resume.py.

``python -m tests.crash_worker CONFIG.json`` crawls the config's URLs (each once, through
Scrapy's dupefilter, as a spider that does not set ``dont_filter``) with CrawlerProcess and the
config's settings (its ``JOBDIR`` among them), reaching every origin through the site farm used
as an HTTP proxy (``http_proxy``). It writes its integer stats to the config's ``result`` path
when it ends.

``crash_and_resume`` drives it: a virtual site farm of many origins in the caller's reactor, one
run killed with SIGKILL once the farm has answered a share of the pages, then the same crawl
again on the same ``JOBDIR``; what the farm never saw requested is what the crash lost.
Every wait is bounded.
"""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import scrapy
from scrapy.crawler import CrawlerProcess
from scrapy.dupefilters import RFPDupeFilter
from twisted.internet import protocol
from twisted.internet.defer import Deferred

from scrapy_rfc9309.testing import Gate, Page

ROOT = Path(__file__).resolve().parent.parent
ROBOTS = b"User-agent: *\nDisallow: /private\n"
PAGE = b"<html><body>a page</body></html>"


class FlushingDupeFilter(RFPDupeFilter):
    """Scrapy's dupefilter, each fingerprint handed to the kernel as it is written: a kill
    then leaves every one behind, not only those a full buffer happened to flush, so what the
    kill loses does not hang on the buffer's luck."""

    def request_seen(self, request: scrapy.Request) -> bool:
        seen = super().request_seen(request)
        if not seen and self.file:
            self.file.flush()
        return seen


class CrashProbe(scrapy.Spider):
    name = "crash_probe"

    def __init__(self, urls: list[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.urls = urls

    async def start(self):
        for url in self.urls:
            yield scrapy.Request(url, callback=self.parse, errback=self.failed)

    def parse(self, response):
        pass

    def failed(self, failure):
        pass


def main(config_path: str) -> None:
    config = json.loads(Path(config_path).read_text())
    process = CrawlerProcess(config["settings"], install_root_handler=True)
    crawler = process.create_crawler(CrashProbe)
    process.crawl(crawler, urls=config["urls"])
    process.start()
    stats = {k: v for k, v in crawler.stats.get_stats().items() if isinstance(v, int)}
    Path(config["result"]).write_text(json.dumps(stats))


# -- the driver, in the caller's Twisted reactor ---------------------------------------------


@dataclass
class Outcome:
    requests: int  #: pages the crawl asks for
    ended_at_kill: int  #: distinct pages the farm had answered when the first run was killed
    seen_at_kill: int  #: fingerprints in JOBDIR/requests.seen right after the kill
    never: int  #: pages the farm never saw requested, over both runs
    resumed: dict[str, int]  #: the resumed run's stats

    @property
    def unended_at_kill(self) -> int:
        """Requests the dupefilter had fingerprinted (and written out) but not yet ended."""
        return self.seen_at_kill - self.ended_at_kill


def farm_sites(origins: int, robots_delay: float, held: int,
               gate: Gate) -> dict[str, dict[str, Any]]:
    """Every origin's robots.txt ``robots_delay`` late; the ``held`` origins' at ``gate``."""
    robots = Page(ROBOTS, delay=robots_delay)
    sites = {f"h{i:05d}.test": {"/robots.txt": robots} for i in range(origins)}
    sites.update({f"held{i:03d}.test": {"/robots.txt": Page(ROBOTS, gate=gate)}
                  for i in range(held)})
    return sites


def plan(origins: int, pages: int, held: int = 0, held_pages: int = 0) -> list[str]:
    """The held origins' pages first; then page ``p`` of every origin, then page ``p + 1`` of
    every origin: consecutive requests go to different origins, so a small
    RFC9309_MAX_ORIGINS holds none of them for long."""
    return [f"http://held{i:03d}.test/p{p}" for p in range(held_pages) for i in range(held)] + [
        f"http://h{i:05d}.test/p{p}" for p in range(pages) for i in range(origins)]


def pages_answered(site: Any) -> set[tuple[str, str]]:
    return {(hit.host, hit.path) for hit in site.hits if hit.path != "/robots.txt"}


async def crash_and_resume(
    farm: Any,
    tmp: Path,
    origins: int,
    pages: int,
    settings: dict[str, Any],
    kill_at: float = 0.4,
    robots_delay: float = 0.0,
    held_origins: int = 0,
    held_pages: int = 0,
    flush_fingerprints: bool = True,
    timeout: float = 60.0,
) -> Outcome:
    """Crawl ``origins`` x ``pages`` pages with ``settings`` on JOBDIR ``tmp/job``, SIGKILL the
    crawl once the farm answered ``kill_at`` of them, resume it, and count what was lost.
    ``held_origins``: that many more origins, of ``held_pages`` pages each, crawled first,
    whose robots.txt answers only after the kill: their requests are parked when it comes.
    ``flush_fingerprints``: with FlushingDupeFilter, else Scrapy's own."""
    gate = Gate()
    page = Page(PAGE, content_type="text/html")
    site = farm.add_virtual(farm_sites(origins, robots_delay, held_origins, gate),
                            default=page)
    urls = plan(origins, pages, held_origins, held_pages)
    tmp.mkdir(parents=True, exist_ok=True)
    job = tmp / "job"
    settings = {**settings, "JOBDIR": str(job)}
    if flush_fingerprints:
        settings["DUPEFILTER_CLASS"] = "tests.crash_worker.FlushingDupeFilter"

    first = _spawn(tmp, "first", urls, settings, site.url)
    deadline = time.monotonic() + timeout
    while len(pages_answered(site)) < kill_at * len(urls):
        if first.ended.called:
            raise AssertionError("the crawl ended before the kill:\n" + first.tail())
        if time.monotonic() > deadline:
            first.transport.signalProcess("KILL")
            raise AssertionError(f"not {kill_at:.0%} of the pages in {timeout} s")
        await sleep(0.01)
    first.transport.signalProcess("KILL")
    ended_at_kill = len(pages_answered(site))
    seen_path = job / "requests.seen"
    seen_at_kill = fingerprints(seen_path)
    await _ended(first, timeout)
    gate.open()

    second = _spawn(tmp, "second", urls, settings, site.url)
    code = await _ended(second, timeout)
    assert code == 0, second.tail()
    resumed = json.loads((tmp / "second.json").read_text())
    return Outcome(
        requests=len(urls),
        ended_at_kill=ended_at_kill,
        seen_at_kill=seen_at_kill,
        never=len(urls) - len(pages_answered(site)),
        resumed=resumed,
    )


def fingerprints(path: Path) -> int:
    """How many whole fingerprints Scrapy's RFPDupeFilter wrote to ``path`` (each a 2-byte
    big-endian length, then the fingerprint), as the file holds them after a kill."""
    data = path.read_bytes() if path.exists() else b""
    count = pos = 0
    while pos + 2 <= len(data):
        pos += 2 + int.from_bytes(data[pos:pos + 2], "big")
        count += pos <= len(data)
    return count


def _spawn(tmp: Path, name: str, urls: list[str], settings: dict[str, Any],
           proxy: str) -> _Process:
    from twisted.internet import reactor

    config = {"urls": urls, "settings": settings, "result": str(tmp / f"{name}.json")}
    path = tmp / f"{name}.config.json"
    path.write_text(json.dumps(config))
    process = _Process()
    env = {**os.environ, "http_proxy": proxy, "no_proxy": ""}
    reactor.spawnProcess(process, sys.executable,
                         [sys.executable, "-m", "tests.crash_worker", str(path)],
                         env=env, path=str(ROOT))
    return process


async def _ended(process: _Process, timeout: float) -> int | None:
    deadline = time.monotonic() + timeout
    while not process.ended.called:
        if time.monotonic() > deadline:
            process.transport.signalProcess("KILL")
            raise AssertionError(f"the crawl did not end in {timeout} s:\n" + process.tail())
        await sleep(0.05)
    return process.ended.result


async def sleep(seconds: float) -> None:
    from twisted.internet import reactor
    from twisted.internet.task import deferLater

    await deferLater(reactor, seconds, lambda: None)


class _Process(protocol.ProcessProtocol):
    """One crawl process; ``ended`` fires with its exit code (None when killed)."""

    def __init__(self) -> None:
        self.ended: Deferred[int | None] = Deferred()
        self.stderr = b""

    def errReceived(self, data: bytes) -> None:
        self.stderr = (self.stderr + data)[-20000:]

    def processEnded(self, reason: Any) -> None:
        self.ended.callback(reason.value.exitCode)

    def tail(self) -> str:
        return self.stderr.decode(errors="replace")[-3000:]


if __name__ == "__main__":
    main(sys.argv[1])
