"""CPU per origin on the robots.txt fetch path: ``python -m benchmarks.bench_fetchcost``.

What a broad crawl (one page per origin) pays per origin besides the download itself:
``RobotsFetcher.fetch`` from building the robots.txt request to the record (headers read
once, freshness, validators, the body checked and parsed, reactor turns), then the first
decision on that record (where a lazily compiled selection is compiled), against what
Scrapy's built-in pays (its robots.txt Request, Protego's parse and first ``allowed``).

The download is replaced by a function that feeds the body to the request's BodyReader,
as ``bytes_received`` does, and returns the response; ``compat.in_turns`` by one that runs
every step at once and counts the reactor turns the fetch would have taken. Two answers:
one without cache headers (``plain``) and one with ``Cache-Control``, ``ETag`` and
``Last-Modified`` (``cached``). Printed: microseconds per origin (median of several
repeats), Python function calls per origin (cProfile, deterministic) and reactor turns.
Not part of the test suite: the times depend on the machine, only the ratios matter.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import pstats
import statistics
import time
from collections.abc import Callable
from typing import Any

from protego import Protego
from scrapy import Request, Spider
from scrapy.http import Response
from scrapy.http.request import NO_CALLBACK
from scrapy.utils.test import get_crawler

from benchmarks.crawl import BASE_SETTINGS
from benchmarks.scenarios import typical_robots
from scrapy_rfc9309.middleware import RobotsTxtMiddleware
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.policy import verdict_for
from scrapy_rfc9309.records import fetch as fetch_module
from scrapy_rfc9309.records.fetch import META_BODY, RobotsFetcher

AGENT = BASE_SETTINGS["USER_AGENT"]
HOST = "s00001.farm.test"
PLAIN = {b"Content-Type": b"text/plain", b"Server": b"TwistedWeb/24.3.0",
         b"Date": b"Sun, 06 Dec 2026 16:00:00 GMT"}
CACHED = {**PLAIN, b"Cache-Control": b"public, max-age=3600", b"ETag": b'"5f3-1a2b"',
          b"Last-Modified": b"Sat, 05 Dec 2026 10:00:00 GMT"}

_turns = [0]


async def _at_once(steps: Any) -> Any:
    """compat.in_turns without a reactor: every step at once, each turn counted."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
        _turns[0] += 1


def fetcher_for(body: bytes, headers: dict[bytes, bytes]) -> tuple[RobotsFetcher, Any]:
    """The crawl's RobotsFetcher, its downloads answered at once with ``body``."""
    settings = {k: v for k, v in BASE_SETTINGS.items() if k != "LOG_LEVEL"}
    crawler = get_crawler(Spider, {**settings, "ROBOTSTXT_OBEY": True})
    middleware = RobotsTxtMiddleware(crawler)
    fetcher = middleware.records.fetcher

    async def download(request: Request) -> Response:
        reader = request.meta[META_BODY]
        reader.start([])
        reader.feed(body)
        return Response(request.url, status=200, headers=headers, body=body, request=request)

    fetcher._download = download  # type: ignore[method-assign]
    return fetcher, middleware


def run(coro: Any) -> Any:
    """Drive a coroutine that never suspends (nothing here waits for the reactor)."""
    try:
        coro.send(None)
    except StopIteration as done:
        return done.value
    raise RuntimeError("suspended")


def ours(headers: dict[bytes, bytes]) -> Callable[[], None]:
    body = typical_robots(HOST)
    fetcher, middleware = fetcher_for(body, headers)
    origin = Origin.from_url(f"http://{HOST}")
    assert origin is not None
    page = f"http://{HOST}/shop/item/1"
    request = Request(page)  # the page request is not the fetch's cost: made once
    token = middleware.token_for(request)

    def one_origin() -> None:
        record, _ = run(fetcher.fetch(origin, request, None))
        assert verdict_for(middleware.policy, record, page, token, explain=False).allowed

    return one_origin


def builtin() -> Callable[[], None]:
    body = typical_robots(HOST)
    url = f"http://{HOST}/robots.txt"
    page = f"http://{HOST}/shop/item/1"

    def one_origin() -> None:
        Request(url, priority=1000, meta={"dont_obey_robotstxt": True}, callback=NO_CALLBACK)
        assert Protego.parse(body.decode("utf-8")).can_fetch(page, AGENT)

    return one_origin


def per_call(fn: Callable[[], None], number: int, repeats: int) -> float:
    """Median microseconds per call, the collector paused while timed."""
    fn()
    times = []
    for _ in range(repeats):
        gc.collect()
        gc.disable()
        start = time.perf_counter()
        for _ in range(number):
            fn()
        times.append((time.perf_counter() - start) / number * 1e6)
        gc.enable()
    return statistics.median(times)


def calls(fn: Callable[[], None]) -> int:
    """Python and C function calls of one call of ``fn`` (after a warm-up call)."""
    fn()
    profile = cProfile.Profile()
    profile.runcall(fn)
    return int(pstats.Stats(profile).total_calls)  # type: ignore[attr-defined]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--number", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args(argv)
    fetch_module.in_turns = _at_once  # type: ignore[assignment]
    asyncio.set_event_loop(asyncio.new_event_loop())
    print(f"typical robots.txt ({len(typical_robots(HOST))} bytes), one page per origin;"
          f" median of {args.repeats} x {args.number}")
    for label, fn in (("ours, plain", ours(PLAIN)), ("ours, cached", ours(CACHED)),
                      ("built-in", builtin())):
        _turns[0] = 0
        fn()
        turns = _turns[0]
        print(f"{label:<14} {per_call(fn, args.number, args.repeats):8.1f} us/origin"
              f" {calls(fn):6d} calls {turns:3d} reactor turns")


if __name__ == "__main__":
    main()
