"""Worker scaling on scrapy-redis: 1, 2 and 3 RedisSpider workers on one shared queue, with
every answer (robots.txt too) after a network-like latency.

``python -m benchmarks.bench_scrapy_redis [--origins 400] [--pages 3] [--latency 0.2]
[--workers 1 2 3] [--concurrency 32] [--rounds 1]`` starts the ``ports`` farm of
benchmarks/farm.py with ``--latency`` (one site per port, a typical robots.txt each, one
disallowed page), a throwaway redis-server, and the workers of tests/scrapy_redis_worker.py.
Per worker count it crawls with this package in fleet mode (``ours``), Scrapy's built-in
RobotsTxtMiddleware (``builtin``) and robots.txt off (``off``), alternating, each crawl on a
fresh Redis. It checks every crawl (every URL ended once, each page served once, nothing
disallowed served) and prints pages per second (from the start signal to the last request's
outcome), robots.txt fetches per origin, and the floor: with every answer taking the same
latency, a crawl's time is its requests * latency / concurrency.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from redis import Redis

from benchmarks.bench_fleet import _farm_hits
from tests.conftest import BASE_SETTINGS
from tests.redis_server import RedisServer
from tests.scrapy_redis_worker import FleetSpider

ROOT = Path(__file__).resolve().parent.parent
WORKER_TIMEOUT = 600.0
TARGETS: dict[str, dict[str, Any]] = {
    "ours": {"RFC9309_CACHE_BACKEND": "redis"},
    "builtin": {"ADDONS": {}, "ROBOTSTXT_OBEY": True},
    "off": {"ADDONS": {}, "ROBOTSTXT_OBEY": False},
}


# -- the crawls ------------------------------------------------------------------------------


def crawl(target: str, workers: int, concurrency: int, plan: dict[str, Any],
          farm: subprocess.Popen, redis: RedisServer) -> dict[str, Any]:
    """One fleet crawl of the plan, checked; what the farm served and how fast."""
    client = Redis.from_url(redis.url)
    client.flushdb()
    settings = {
        **BASE_SETTINGS,
        "LOG_LEVEL": "WARNING",
        "CONCURRENT_REQUESTS": concurrency,
        "CONCURRENT_REQUESTS_PER_DOMAIN": 8,
        "DOWNLOAD_DELAY": 0,
        "SCHEDULER": "scrapy_redis.scheduler.Scheduler",
        "DUPEFILTER_CLASS": "scrapy_redis.dupefilter.RFPDupeFilter",
        "SCHEDULER_PERSIST": True,
        "MAX_IDLE_TIME_BEFORE_CLOSE": 1,
        "REDIS_URL": redis.url,
        **TARGETS[target],
    }
    names = [f"w{i + 1}" for i in range(workers)]
    with tempfile.TemporaryDirectory() as tmp:
        go = Path(tmp, "go")
        procs = []
        for name in names:
            path = Path(tmp, f"{name}.config.json")
            path.write_text(json.dumps({"worker": name, "dir": tmp, "go": str(go),
                                        "settings": settings}))
            procs.append(subprocess.Popen(
                [sys.executable, "-m", "tests.scrapy_redis_worker", str(path)], cwd=ROOT,
                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            ))
        deadline = time.monotonic() + 60
        while not all(Path(tmp, f"{n}.ready").exists() for n in names):
            if time.monotonic() > deadline or any(p.poll() is not None for p in procs):
                raise SystemExit(f"{target}: workers did not start")
            time.sleep(0.02)
        client.rpush(f"{FleetSpider.name}:start_urls",
                     *(json.dumps({"url": url}) for url in plan["urls"]))
        go.touch()
        started = time.time()
        for proc in procs:
            _, err = proc.communicate(timeout=WORKER_TIMEOUT)
            if proc.returncode:
                raise SystemExit(f"{target}: worker failed\n{err.decode()[-3000:]}")
        ends: list[dict[str, Any]] = []
        parked = 0
        fleet: dict[str, int] = {}
        for name in names:
            stats = json.loads(Path(tmp, f"{name}.stats.json").read_text())
            parked += stats.get("rfc9309/parked", 0)
            for key, value in stats.items():
                if key.startswith("rfc9309/fleet/"):
                    short = key.rsplit("/", 1)[1]
                    fleet[short] = fleet.get(short, 0) + value
            for line in Path(tmp, f"{name}.journal").read_text().splitlines():
                event = json.loads(line)
                if event["event"] in ("ok", "error"):
                    ends.append(event)
    hits = _farm_hits(farm)
    _check(target, plan, ends, hits)
    pages = hits["pages"]
    span = max(event["at"] for event in ends) - started
    print(f"  {workers} {target:<8} {pages / span:7.1f} pages/s, span {span:6.2f} s, "
          f"{hits['robots']} robots.txt, {parked} parked, fleet {json.dumps(fleet)}",
          flush=True)
    return {"pages": pages, "span": span, "rate": pages / span, "robots": hits["robots"],
            "parked": parked}


def _check(target: str, plan: dict[str, Any], ends: list[dict[str, Any]],
           hits: dict[str, int]) -> None:
    """Every URL ended once, each response a page the farm served once; robots.txt obeyed or
    not, as the target says."""
    if sorted(event["url"] for event in ends) != sorted(plan["urls"]):
        raise SystemExit(f"{target}: not every URL ended exactly once")
    answered = {event["url"] for event in ends if event["event"] == "ok"}
    expected = set(plan["urls"]) - (set() if target == "off" else set(plan["denied"]))
    if answered != expected or hits["pages"] != len(expected):
        raise SystemExit(f"{target}: {hits['pages']} pages served, {len(answered)} answered, "
                         f"{len(expected)} expected")
    if (hits["robots"] == 0) != (target == "off"):
        raise SystemExit(f"{target}: {hits['robots']} robots.txt fetches")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--origins", type=int, default=400)
    parser.add_argument("--pages", type=int, default=3)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--concurrency", type=int, default=32,
                        help="CONCURRENT_REQUESTS of each worker")
    args = parser.parse_args(argv)
    farm = subprocess.Popen(
        [sys.executable, "-m", "benchmarks.farm", "ports", "--origins", str(args.origins),
         "--pages", str(args.pages), "--latency", str(args.latency)],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    redis = RedisServer()
    rows: dict[tuple[int, str], list[dict[str, Any]]] = {}
    try:
        assert farm.stdout is not None
        plan = json.loads(farm.stdout.readline())
        print(f"{args.origins} origins, {len(plan['urls'])} URLs ({args.pages} pages per origin"
              f" + 1 disallowed), every answer after {args.latency} s, CONCURRENT_REQUESTS = "
              f"{args.concurrency} per worker, {args.rounds} round(s), targets alternating")
        for _round in range(args.rounds):
            for workers in args.workers:
                for target in TARGETS:
                    rows.setdefault((workers, target), []).append(
                        crawl(target, workers, args.concurrency, plan, farm, redis))
    finally:
        redis.kill()
        if farm.stdin is not None:
            farm.stdin.close()
        farm.wait(timeout=30)
    report(rows, args.origins, args.latency, args.concurrency)


def report(rows: dict[tuple[int, str], list[dict[str, Any]]], origins: int,
           latency: float, concurrency: int) -> None:
    print(f"{'workers':>7} {'target':<8} {'pages/s':>8} {'x 1 worker':>10} {'span s':>7} "
          f"{'robots.txt':>10} {'per origin':>10} {'/off':>6} {'floor':>6} {'floor s':>7} "
          f"{'x floor':>7} {'parked':>6}")
    for (workers, target), runs in rows.items():
        rate = statistics.median(r["rate"] for r in runs)
        one = rows.get((1, target))
        scale = rate / statistics.median(r["rate"] for r in one) if one else float("nan")
        span = statistics.median(r["span"] for r in runs)
        off = statistics.median(r["span"] for r in rows[(workers, "off")])
        robots = statistics.median(r["robots"] for r in runs)
        pages = runs[0]["pages"]
        # The floor: this target's requests over "off"'s at the same latency and concurrency;
        # in seconds, every request taking the latency in one of the fleet's slots.
        floor = (pages + robots) / pages if target != "off" else 1.0
        floor_s = (pages + robots) * latency / (concurrency * workers)
        print(f"{workers:>7} {target:<8} {rate:>8.1f} {scale:>10.2f} {span:>7.2f} "
              f"{robots:>10.0f} {robots / origins:>10.2f} {span / off:>6.3f} {floor:>6.3f} "
              f"{floor_s:>7.2f} {span / floor_s:>7.2f} "
              f"{statistics.median(r['parked'] for r in runs):>6.0f}")
    ideal = concurrency / latency
    print(f"(one worker at {concurrency} requests in flight, each answered after {latency} s,"
          f" sends at most {ideal:.0f} requests/s)")


if __name__ == "__main__":
    main()
