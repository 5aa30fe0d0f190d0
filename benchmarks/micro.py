"""Decision cost per request with a warm cache, in one process: ``python -m benchmarks.micro``.

Two paths are timed for this package and for Scrapy's built-in (Protego), on a typical
robots.txt, on a 500 KiB one and on the same with an ``Allow: /`` line:

* ``middleware``: the downloader middleware's ``process_request`` with the origin's rules
  already cached, on fresh requests (so URL parsing is paid, as in a crawl). Neither
  coroutine suspends on a cache hit, so it is driven by hand, with no reactor in the way.
* ``decision``: the bare check, ``verdict_for`` on a cached record against
  ``ProtegoRobotParser.allowed``, called as the built-in calls it.

Prints JSON: microseconds per request, the median of several repeats.
"""

from __future__ import annotations

import gc
import json
import statistics
import sys
import time
from collections.abc import Callable, Coroutine
from typing import Any

from scrapy import Request, Spider
from scrapy.downloadermiddlewares.robotstxt import RobotsTxtMiddleware as BuiltinMiddleware
from scrapy.exceptions import IgnoreRequest
from scrapy.robotstxt import ProtegoRobotParser
from scrapy.utils.test import get_crawler

from benchmarks.crawl import BASE_SETTINGS
from benchmarks.scenarios import big_pages, big_robots, typical_pages, typical_robots
from scrapy_rfc9309.middleware import RobotsTxtMiddleware
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.policy import make_record, verdict_for
from scrapy_rfc9309.records.record import Kind
from scrapy_rfc9309.robotstxt import RobotsTxt

AGENT = BASE_SETTINGS["USER_AGENT"]


def drive(coro: Coroutine[Any, Any, None]) -> None:
    """Run a coroutine that completes without suspending (a warm-cache process_request)."""
    try:
        coro.send(None)
    except StopIteration:
        return
    except IgnoreRequest:  # denied: RobotsTxtForbidden and the built-in's IgnoreRequest
        return
    raise RuntimeError("process_request suspended: the cache was not warm")


def middlewares(origin: str, body: bytes) -> tuple[RobotsTxtMiddleware, BuiltinMiddleware]:
    """Both middlewares, each holding the parsed robots.txt of ``origin``."""
    settings = {k: v for k, v in BASE_SETTINGS.items() if k != "LOG_LEVEL"}
    crawler = get_crawler(Spider, {**settings, "ROBOTSTXT_OBEY": True})
    ours = RobotsTxtMiddleware(crawler)
    key = Origin.from_url(origin)
    assert key is not None
    rules = RobotsTxt.parse(body, ours.policy.max_bytes)
    record = make_record(
        ours.policy, Kind.PARSED, now=time.time(), status=200, reason="200",
        url=key.robots_url, rules=rules,
    )
    ours.records.cache.store(key, record)
    builtin = BuiltinMiddleware(crawler)
    builtin._parsers[key.netloc] = ProtegoRobotParser(body, None)
    return ours, builtin


def per_call(run: Callable[[list[Any]], None], make: Callable[[], list[Any]],
             repeats: int) -> float:
    """Median microseconds per item of ``run`` over fresh inputs from ``make``."""
    run(make())  # warm-up: lazy compilation, caches of the parsers
    times = []
    for _ in range(repeats):
        items = make()
        gc.disable()
        start = time.perf_counter()
        run(items)
        elapsed = time.perf_counter() - start
        gc.enable()
        times.append(elapsed / len(items) * 1e6)
    return statistics.median(times)


def measure(label: str, origin: str, body: bytes, paths: list[str], repeats: int
            ) -> dict[str, Any]:
    ours, builtin = middlewares(origin, body)
    urls = [origin + path for path in paths]
    key = Origin.from_url(origin)
    assert key is not None
    record = ours.records.cache.lookup(key, time.time())[1]
    assert record is not None
    token = ours.token_for(Request(origin))
    parser = builtin._parsers[key.netloc]
    assert isinstance(parser, ProtegoRobotParser)
    ours_allowed = [verdict_for(ours.policy, record, url, token).allowed for url in urls]
    builtin_allowed = [parser.allowed(url, AGENT) for url in urls]
    if ours_allowed != builtin_allowed:
        raise SystemExit(f"{label}: the two parsers disagree; the comparison would be unfair")

    def requests() -> list[Request]:
        return [Request(url) for url in urls]

    def ours_mw(items: list[Request]) -> None:
        for request in items:
            drive(ours.process_request(request))

    def builtin_mw(items: list[Request]) -> None:
        for request in items:
            drive(builtin.process_request(request))

    def ours_decision(items: list[str]) -> None:
        for url in items:
            verdict_for(ours.policy, record, url, token)

    def builtin_decision(items: list[str]) -> None:
        for url in items:
            parser.allowed(url, AGENT)

    return {
        "file": label,
        "file_bytes": len(body),
        "urls": len(urls),
        "denied": ours_allowed.count(False),
        "ours_middleware_us": per_call(ours_mw, requests, repeats),
        "builtin_middleware_us": per_call(builtin_mw, requests, repeats),
        "ours_decision_us": per_call(ours_decision, lambda: list(urls), repeats),
        "builtin_decision_us": per_call(builtin_decision, lambda: list(urls), repeats),
    }


def main(argv: list[str] | None = None) -> None:
    quick = "--quick" in (argv if argv is not None else sys.argv[1:])
    repeats = 3 if quick else 7
    origin = "http://s00001.farm.test"
    big_paths, _denied = big_pages(60 if quick else 300)
    results = [
        measure("typical", origin, typical_robots("s00001.farm.test"),
                typical_pages(2000 if quick else 20000), repeats),
        measure("500 KiB", "http://big.farm.test", big_robots(), big_paths, repeats),
        measure("500K+Allow/", "http://big.farm.test", big_robots(catch_all=True),
                big_paths[:100], repeats),
    ]
    print(json.dumps(results))


if __name__ == "__main__":
    main()
