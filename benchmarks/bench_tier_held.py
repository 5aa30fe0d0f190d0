"""The memory backend's tier, in process: memory per record it holds, and the CPU of writing
an evicted record and reading it back.

``python -m benchmarks.bench_tier_held [--origins 5000]`` passes ``--origins`` typical
robots.txt fetches (benchmarks.scenarios.typical_robots, parsed and compiled for one agent as
a crawl's first decision does) through a TierStore under a running reactor, keeps each record
as the cache does, and prints the memory traced (tracemalloc) per record held, the records
the store keeps bytes for, then for three rounds the time per origin (wall and CPU) to evict
every record into the file and read it back, and the file's bytes per origin.
"""

from __future__ import annotations

import argparse
import dataclasses
import gc
import sys
import time
import tracemalloc
from typing import Any

from scrapy.utils.reactor import install_reactor

from benchmarks.scenarios import typical_robots

AGENT = "benchbot/1.0"


async def run(count: int) -> None:
    from scrapy.http import Response
    from scrapy.utils.test import get_crawler

    from scrapy_rfc9309.config import RobotsPolicy
    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.policy import make_record
    from scrapy_rfc9309.records.record import Kind, RobotsRecord
    from scrapy_rfc9309.robotstxt import RobotsTxt
    from scrapy_rfc9309.stores.jobdir import TierStore

    policy = RobotsPolicy(max_origins=10)
    store = TierStore(get_crawler(settings_dict={"RFC9309_MAX_ORIGINS": 10}), policy)
    origins = [Origin("http", f"s{i:06d}.test", 80) for i in range(count + 1)]
    held: dict[Origin, RobotsRecord] = {}

    async def fetched(origin: Origin) -> tuple[RobotsRecord, Response]:
        body = typical_robots(origin.host)
        rules = RobotsTxt.parse(body)
        rules.allowed(f"http://{origin.host}/shop/item", AGENT)
        url = f"http://{origin.host}/robots.txt"
        record = make_record(policy, Kind.PARSED, now=time.time(), status=200, reason="200",
                             url=url, rules=rules, size=len(body))
        return record, Response(url, body=body, status=200)

    async def never(previous: Any) -> Any:
        raise AssertionError("an evicted record was fetched again")

    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for origin in origins:
        held[origin], _ = await store.fetch(
            origin, None, lambda _, o=origin: fetched(o), (AGENT,)
        )
    gc.collect()
    per_record = (tracemalloc.get_traced_memory()[0] - before) / len(origins)
    tracemalloc.stop()
    print(f"held: {per_record:.0f} B per record; bytes kept for "
          f"{len(getattr(store, '_held', {}))} records", flush=True)
    store.evicted(origins[-1], held.pop(origins[-1]))  # the first eviction makes the file
    for round_ in range(3):
        wall, cpu = time.perf_counter(), time.process_time()
        for origin, record in held.items():
            store.evicted(origin, record)
        evict = (time.perf_counter() - wall) / count, (time.process_time() - cpu) / count
        wall, cpu = time.perf_counter(), time.process_time()
        for origin in held:
            record, _ = await store.fetch(origin, None, never, (AGENT,))
            held[origin] = dataclasses.replace(record)  # a new record: written when evicted
        back = (time.perf_counter() - wall) / count, (time.process_time() - cpu) / count
        print(f"round {round_ + 1}: evict {evict[0] * 1e6:.1f} us (CPU {evict[1] * 1e6:.1f}),"
              f" read back {back[0] * 1e6:.1f} us (CPU {back[1] * 1e6:.1f}) per origin",
              flush=True)
    disk = sum(p.stat().st_size for p in store.path.parent.iterdir())
    print(f"file: {disk / count:.0f} B per evicted origin")
    store.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--origins", type=int, default=5_000)
    args = parser.parse_args(argv)
    install_reactor("twisted.internet.asyncioreactor.AsyncioSelectorReactor")
    from scrapy.utils.defer import deferred_from_coro
    from twisted.internet import reactor

    failed: list[Any] = []

    def start() -> None:
        done = deferred_from_coro(run(args.origins))
        done.addErrback(failed.append).addBoth(lambda _: reactor.stop())  # type: ignore[attr-defined]

    reactor.callWhenRunning(start)  # type: ignore[attr-defined]
    reactor.run()  # type: ignore[attr-defined]
    if failed:
        failed[0].raiseException()
    return 0


if __name__ == "__main__":
    sys.exit(main())
