"""The records path at scale, without a network: robots.txt fetches and memory per origin.

``python -m benchmarks.bench_tier [--origins 100000] [--visits 2] [--max-origins 200000]``
builds the real RobotsTxtMiddleware (the memory backend: its LRU and, behind it, the
temporary sqlite tier) and asks it for the record of every origin, ``--visits`` times round
robin, so each origin comes back after every other one: with more origins than
``RFC9309_MAX_ORIGINS`` each later visit finds its origin evicted. Only the download is
replaced (a typical robots.txt answered at once); fetching, parsing, the cache, the store and
its file are the crawl's own. It prints robots.txt fetches per origin, peak RSS per origin
(over the process before the first origin), the tier file's bytes per origin and the time.
"""

from __future__ import annotations

import argparse
import os
import resource
import time
from typing import Any

from scrapy import Request
from scrapy.http import Response
from scrapy.utils.defer import deferred_from_coro
from scrapy.utils.test import get_crawler

from benchmarks.scenarios import typical_robots
from scrapy_rfc9309.middleware import RobotsTxtMiddleware


def rss_kib() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def current_rss_kib() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


def run(origins: int, visits: int, max_origins: int) -> dict[str, Any]:
    # A plain (not asyncio) reactor: each fetch, with its download answered at once, ends
    # within the call, so the loop below needs no running reactor.
    from twisted.internet import reactor  # noqa: F401

    crawler = get_crawler(settings_dict={
        "ROBOTSTXT_OBEY": True, "RFC9309_MAX_ORIGINS": max_origins, "LOG_LEVEL": "WARNING",
    })
    middleware = RobotsTxtMiddleware(crawler)
    fetches = 0

    async def download(request: Request) -> Response:
        nonlocal fetches
        fetches += 1
        host = request.url.split("/")[2]
        return Response(request.url, body=typical_robots(host), request=request,
                        headers={"Content-Type": "text/plain"})

    middleware.records.fetcher._download = download  # type: ignore[method-assign]
    before = current_rss_kib()
    started = time.perf_counter()
    for visit in range(visits):
        for i in range(origins):
            request = Request(f"http://s{i:07d}.farm.test/page-{visit}")
            origin = middleware.origin_of(request)
            assert origin is not None
            result: list[Any] = []
            deferred_from_coro(middleware.records.fresh(origin, request)).addBoth(result.append)
            if not result or isinstance(result[0], BaseException):
                raise SystemExit(f"no record for {origin}: {result}")
    elapsed = time.perf_counter() - started
    middleware.tally.flush()
    stats = crawler.stats.get_stats()
    store = middleware.records.store
    path = getattr(store, "path", None)
    disk = sum(
        os.path.getsize(p) for p in (path.parent.iterdir() if path is not None else ())
    )
    store.close()  # type: ignore[attr-defined]  # a TierStore: its file goes
    return {
        "origins": origins,
        "visits": visits,
        "max_origins": max_origins,
        "fetches_per_origin": fetches / origins,
        "tier_hits": stats.get("rfc9309/cache/tier_hit", 0),
        "evicted": stats.get("rfc9309/cache/evicted", 0),
        "rss_kb_per_origin": (rss_kib() - before) * 1.024 / origins,
        "tier_bytes_per_origin": disk / origins,
        "us_per_lookup": elapsed / (origins * visits) * 1e6,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--origins", type=int, default=100_000)
    parser.add_argument("--visits", type=int, default=2)
    parser.add_argument("--max-origins", type=int, default=200_000)
    args = parser.parse_args()
    result = run(args.origins, args.visits, args.max_origins)
    print(" ".join(f"{k}={v:.3f}" if isinstance(v, float) else f"{k}={v}"
                   for k, v in result.items()))


if __name__ == "__main__":
    main()
