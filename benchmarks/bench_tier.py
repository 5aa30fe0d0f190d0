"""The records path at scale, without a network: robots.txt fetches and memory per origin.

``python -m benchmarks.bench_tier [--origins 100000] [--visits 2] [--max-origins 200000]
[--batch 1000] [--every 100000]`` builds the real RobotsTxtMiddleware (the memory backend: its
LRU and, behind it, the temporary sqlite tier) under a running reactor (the asyncio one,
Scrapy's default) and asks its records service for the record of every origin, ``--visits``
times round robin, so each origin comes back after every other one: with more origins than
``RFC9309_MAX_ORIGINS`` each later visit finds its origin evicted. Lookups run ``--batch`` at
a time, concurrently, as a crawl's requests do. Only the download is replaced (a typical
robots.txt answered at once); fetching, parsing in steps across reactor turns, the cache, the
store and its file are the crawl's own. It prints robots.txt fetches per origin, tier hits,
peak RSS per origin (over the process before the first origin), the tier file's bytes per
origin and the time per lookup; with ``--every``, the figures so far as it goes (how they grow
with the origins seen).
"""

from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from typing import Any

from scrapy import Request
from scrapy.http import Response
from scrapy.utils.reactor import install_reactor

from benchmarks.scenarios import typical_robots


def peak_rss_kib() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def current_rss_kib() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


async def run(
    origins: int, visits: int, max_origins: int, batch: int, every: int
) -> dict[str, Any]:
    from scrapy.utils.defer import deferred_from_coro
    from scrapy.utils.test import get_crawler
    from twisted.internet.defer import DeferredList

    from scrapy_rfc9309.middleware import RobotsTxtMiddleware

    crawler = get_crawler(settings_dict={
        "ROBOTSTXT_OBEY": True, "RFC9309_MAX_ORIGINS": max_origins, "LOG_LEVEL": "WARNING",
    })
    middleware = RobotsTxtMiddleware(crawler)
    records = middleware.records
    fetches = 0

    async def download(request: Request) -> Response:
        nonlocal fetches
        fetches += 1
        host = request.url.split("/")[2]
        return Response(request.url, body=typical_robots(host), request=request,
                        headers={"Content-Type": "text/plain"})

    records.fetcher._download = download  # type: ignore[method-assign]
    failures: list[Any] = []
    before = current_rss_kib()
    started = time.perf_counter()
    for visit in range(visits):
        for first in range(0, origins, batch):
            lookups = []
            for i in range(first, min(first + batch, origins)):
                request = Request(f"http://s{i:07d}.farm.test/page-{visit}")
                origin = middleware.origin_of(request)
                assert origin is not None
                lookups.append(deferred_from_coro(records.fresh(origin, request)))
            for ok, result in await DeferredList(lookups, consumeErrors=True):
                if not ok:
                    failures.append(result)
            done = visit * origins + first + len(lookups)
            if every and not done % every:
                seen = min(done, origins)
                print(f"  visit {visit + 1}, {done} lookups: fetches={fetches}"
                      f" in_memory={len(records.cache)}"
                      f" rss_kb_per_origin_seen={(peak_rss_kib() - before) * 1.024 / seen:.3f}"
                      f" peak_rss_mib={peak_rss_kib() / 1024:.0f}"
                      f" us_per_lookup={(time.perf_counter() - started) / done * 1e6:.0f}",
                      flush=True)
    elapsed = time.perf_counter() - started
    if failures:
        raise SystemExit(f"{len(failures)} lookups failed, the first: {failures[0]}")
    middleware.tally.flush()
    stats = crawler.stats.get_stats()
    store = records.store
    path = getattr(store, "path", None)
    # A tier that never evicted has no file (its path is then where none was made).
    made = path is not None and path.exists()
    disk = sum(os.path.getsize(p) for p in path.parent.iterdir()) if made else 0
    return {
        "origins": origins,
        "visits": visits,
        "max_origins": max_origins,
        "in_memory": len(records.cache),
        "fetches_per_origin": fetches / origins,
        "tier_hits": stats.get("rfc9309/cache/tier_hit", 0),
        "evicted": stats.get("rfc9309/cache/evicted", 0),
        "rss_kb_per_origin": (peak_rss_kib() - before) * 1.024 / origins,
        "tier_bytes_per_origin": disk / origins,
        "us_per_lookup": elapsed / (origins * visits) * 1e6,
        "_store": store,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--origins", type=int, default=100_000)
    parser.add_argument("--visits", type=int, default=2)
    parser.add_argument("--max-origins", type=int, default=200_000)
    parser.add_argument("--batch", type=int, default=1_000)
    parser.add_argument("--every", type=int, default=0,
                        help="print the figures so far every this many lookups")
    args = parser.parse_args(argv)
    install_reactor("twisted.internet.asyncioreactor.AsyncioSelectorReactor")
    from twisted.internet import defer, reactor

    done: list[Any] = []

    def finish(result: Any) -> None:
        done.append(result)
        reactor.stop()  # type: ignore[attr-defined]

    defer.ensureDeferred(
        run(args.origins, args.visits, args.max_origins, args.batch, args.every)
    ).addBoth(finish)
    reactor.run()  # type: ignore[attr-defined]
    result = done[0]
    if not isinstance(result, dict):
        result.raiseException()
    result.pop("_store").close()  # a TierStore: its file goes
    print(" ".join(f"{k}={v:.3f}" if isinstance(v, float) else f"{k}={v}"
                   for k, v in result.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
