"""One benchmark crawl in a fresh process: ``python -m benchmarks.crawl PLAN.json RESULT.json``.

The plan names the target (``ours``, ``builtin`` or ``off``), the URLs and what the crawl must
show (``robots_status``: the status every robots.txt answer must have, 200 unless said). The
crawl's own wall and CPU time (engine started to spider closed) go to RESULT.json, and what it
counted when the plan says ``count`` (see Counter); the process exits non-zero, saying why,
when the crawl did not do exactly what was planned, so no figure ever comes from a broken run.
"""

from __future__ import annotations

import cProfile
import gc
import json
import pstats
import resource
import sys
import time
import tracemalloc
from typing import Any

import scrapy
from scrapy import signals
from scrapy.crawler import CrawlerProcess
from scrapy.exceptions import IgnoreRequest

TARGETS: dict[str, dict[str, Any]] = {
    "ours": {"ADDONS": {"scrapy_rfc9309.Addon": 100}},
    "builtin": {"ROBOTSTXT_OBEY": True},
    "off": {"ROBOTSTXT_OBEY": False},
}

BASE_SETTINGS: dict[str, Any] = {
    "USER_AGENT": "benchbot/1.0 (+http://127.0.0.1/)",
    "TELNETCONSOLE_ENABLED": False,
    "REMOTE_CONTROL_ENABLED": False,
    "LOG_LEVEL": "INFO",
    "RETRY_ENABLED": False,
    # Every port of the farm is one host, 127.0.0.1, and so one downloader slot.
    "CONCURRENT_REQUESTS": 32,
    "CONCURRENT_REQUESTS_PER_DOMAIN": 32,
    "DOWNLOAD_DELAY": 0,
    "DOWNLOAD_TIMEOUT": 60,
}


class Bench(scrapy.Spider):
    """Requests every planned URL once and counts what came back."""

    name = "bench"

    def __init__(self, urls: list[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.urls = urls
        self.statuses: dict[int, int] = {}
        self.errors: dict[str, int] = {}
        self.denied: set[str] = set()

    async def start(self):
        requests = (scrapy.Request(url, callback=self.parse, errback=self.failed,
                                   dont_filter=True) for url in self.urls)
        if self.settings.getbool("BENCH_SCHEDULE_ALL"):
            # Every URL in the scheduler at once: Scrapy reads start() one request per reactor
            # turn while the downloader has room, but all at once while it has none (as while
            # the built-in holds every slot behind its robots.txt download).
            for request in requests:
                self.crawler.engine.crawl(request)
            return
        for request in requests:
            yield request

    def parse(self, response):
        self.statuses[response.status] = self.statuses.get(response.status, 0) + 1

    def failed(self, failure):
        name = type(failure.value).__name__
        self.errors[name] = self.errors.get(name, 0) + 1
        if isinstance(failure.value, IgnoreRequest):
            self.denied.add(failure.request.url)


class Clock:
    """Wall and CPU time of this process between engine start and spider close, and the time
    the garbage collector took in between (more live objects make each full collection
    longer)."""

    def __init__(self) -> None:
        self.marks: dict[str, tuple[float, float]] = {}
        self.gc_seconds = 0.0
        self.gc_full = 0
        self._gc_start = 0.0
        #: What a counting clock (Counter) counted.
        self.counts: dict[str, int] = {}
        gc.callbacks.append(self._gc)

    def _gc(self, phase: str, info: dict[str, int]) -> None:
        if "start" in self.marks and "end" not in self.marks:
            if phase == "start":
                self._gc_start = time.perf_counter()
            else:
                self.gc_seconds += time.perf_counter() - self._gc_start
                self.gc_full += info["generation"] == 2

    def started(self) -> None:
        self.mark("start")

    def closed(self) -> None:
        self.mark("end")

    def mark(self, name: str) -> None:
        usage = resource.getrusage(resource.RUSAGE_SELF)
        self.marks[name] = (time.perf_counter(), usage.ru_utime + usage.ru_stime)

    def spent(self) -> tuple[float, float]:
        (w0, c0), (w1, c1) = self.marks["start"], self.marks["end"]
        return w1 - w0, c1 - c0


class Counter(Clock):
    """The crawl's clock, which also counts, between engine start and spider close, what the
    crawl does whatever the load: ``calls``, the function calls (cProfile: Python and built-in
    functions); ``memory``, the peak of memory allocated at once (tracemalloc), the memory
    blocks still allocated at the end (``sys.getallocatedblocks``) and the garbage
    collections by generation (``gc.get_stats``). Counting slows a crawl, so a counting crawl
    is never a timed one; and calls are counted apart, or the profiler's own records would
    count as memory."""

    def __init__(self, what: str) -> None:
        super().__init__()
        self.what = what
        self._profiler = cProfile.Profile()
        self._blocks = 0
        self._collections: list[int] = []

    def started(self) -> None:
        super().started()
        if self.what == "calls":
            self._profiler.enable()
        else:
            tracemalloc.start()
            self._blocks = sys.getallocatedblocks()
            self._collections = [g["collections"] for g in gc.get_stats()]

    def closed(self) -> None:
        if self.what == "calls":
            self._profiler.disable()
            self.counts["calls"] = pstats.Stats(self._profiler).total_calls
        else:
            self.counts["peak_bytes"] = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
            self.counts["kept_blocks"] = sys.getallocatedblocks() - self._blocks
            after = [g["collections"] for g in gc.get_stats()]
            for generation, (n, before) in enumerate(zip(after, self._collections, strict=True)):
                self.counts[f"gc{generation}"] = n - before
        super().closed()


def check(plan: dict[str, Any], spider: Bench, stats: dict[str, Any]) -> list[str]:
    """Everything that would make the figures of this crawl meaningless."""
    target = plan["target"]
    obey = target != "off"
    total = len(plan["urls"])
    denied_urls = set(plan["denied"]) if obey else set()
    origins = plan["origins"] if obey else 0
    problems = []
    if stats.get("finish_reason") != "finished":
        problems.append(f"finish_reason {stats.get('finish_reason')!r}")
    if target == "builtin":
        # Scrapy's built-in lets through requests that queued behind the robots.txt download
        # (see leaked()); it must still deny nothing the file allows.
        wrong = sorted(spider.denied - denied_urls)
    else:
        wrong = sorted(spider.denied ^ denied_urls)
    if wrong:
        problems.append(f"{len(wrong)} URLs denied or allowed wrongly, e.g. {wrong[:3]}")
    denied = len(spider.denied)
    if spider.statuses != {200: total - denied}:
        problems.append(f"responses {spider.statuses}, expected {{200: {total - denied}}}")
    denial = "RobotsTxtForbidden" if target == "ours" else "IgnoreRequest"
    expected_errors = {denial: denied} if denied else {}
    if spider.errors != expected_errors:
        problems.append(f"errors {spider.errors}, expected {expected_errors}")
    for key, want in (
        ("robotstxt/request_count", origins),
        (f"robotstxt/response_status_count/{plan.get('robots_status', 200)}", origins),
        ("robotstxt/forbidden", denied),
    ):
        if stats.get(key, 0) != want:
            problems.append(f"stats {key} = {stats.get(key, 0)}, expected {want}")
    for level in ("ERROR", "CRITICAL"):
        if stats.get(f"log_count/{level}"):
            problems.append(f"{stats[f'log_count/{level}']} log messages at {level}")
    return problems


def leaked(plan: dict[str, Any], spider: Bench) -> int:
    """Disallowed URLs fetched anyway. Scrapy 2.19's built-in middleware awaits one Deferred
    per origin from every request queued behind the robots.txt download; the first await
    consumes its result (Deferred.asFuture), so the others get None and are not checked."""
    return len(set(plan["denied"]) - spider.denied) if plan["target"] != "off" else 0


def run(plan: dict[str, Any], clock: Clock | None = None) -> dict[str, Any]:
    """``clock``: one that also counts something (benchmarks.gc_report); else, when the plan
    says ``count`` (``calls`` or ``memory``), a Counter."""
    settings = {**BASE_SETTINGS, **TARGETS[plan["target"]], **plan.get("settings", {})}
    process = CrawlerProcess(settings)
    crawler = process.create_crawler(Bench)
    clock = clock or (Counter(plan["count"]) if plan.get("count") else Clock())
    # Bound methods, not lambdas: signal receivers are held by weak references.
    crawler.signals.connect(clock.started, signal=signals.engine_started)
    crawler.signals.connect(clock.closed, signal=signals.spider_closed)
    process.crawl(crawler, urls=plan["urls"])
    process.start()
    stats = crawler.stats.get_stats()
    problems = check(plan, crawler.spider, stats)
    if problems:
        raise SystemExit(f"benchmark crawl ({plan['target']}) is broken: " + "; ".join(problems))
    wall, cpu = clock.spent()
    return {
        "wall": wall,
        "cpu": cpu,
        "gc": clock.gc_seconds,
        "gc_full": clock.gc_full,
        "maxrss_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
        "requests": stats.get("downloader/request_count", 0),
        "denied": len(crawler.spider.denied),
        "leaked": leaked(plan, crawler.spider),
        "counts": clock.counts,
    }


def main() -> None:
    plan_path, result_path = sys.argv[1:3]
    with open(plan_path) as f:
        plan = json.load(f)
    result = run(plan)
    with open(result_path, "w") as f:
        json.dump(result, f)


if __name__ == "__main__":
    main()
