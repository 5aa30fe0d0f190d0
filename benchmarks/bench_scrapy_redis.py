"""Worker scaling on scrapy-redis: 1, 2 and 3 RedisSpider workers on one shared queue, with
every answer (robots.txt too) after a network-like latency.

``python -m benchmarks.bench_scrapy_redis [--origins 400] [--pages 3] [--latency 0.2]
[--workers 1 2 3] [--rounds 1]`` starts a site farm in its own process (``--serve``: hosts
s00001.farm.test ... behind one port used as the workers' HTTP proxy, each with a typical
robots.txt, ``--pages`` pages and one disallowed page), a throwaway redis-server, and the
workers of tests/scrapy_redis_worker.py. Per worker count it crawls with this package in fleet
mode (``ours``), Scrapy's built-in RobotsTxtMiddleware (``builtin``) and robots.txt off
(``off``), alternating, each crawl on a fresh Redis. It checks every crawl (every URL ended,
nothing disallowed served) and prints pages per second at the farm (first to last request
served), robots.txt fetches per origin, and the floor: with every answer taking the same
latency, a crawl's time is its requests * latency / concurrency.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from redis import Redis

from benchmarks.scenarios import PAGE_BODY, typical_pages, typical_robots
from scrapy_rfc9309.sitefarm import FarmSite, Page, SiteFarm
from tests.conftest import BASE_SETTINGS
from tests.redis_server import RedisServer
from tests.scrapy_redis_worker import FleetSpider

ROOT = Path(__file__).resolve().parent.parent
WORKER_TIMEOUT = 600.0
DENIED_PATH = "/admin/settings"
TARGETS: dict[str, dict[str, Any]] = {
    "ours": {"RFC9309_CACHE_BACKEND": "redis"},
    "builtin": {"ADDONS": {}, "ROBOTSTXT_OBEY": True},
    "off": {"ADDONS": {}, "ROBOTSTXT_OBEY": False},
}


# -- the farm, in its own process ------------------------------------------------------------


def serve(origins: int, pages: int, latency: float) -> None:
    """Serve the farm; print the plan, then answer ``hits`` lines on stdin until it closes."""
    from twisted.internet import reactor

    farm = SiteFarm()
    hosts = [f"s{i:05d}.farm.test" for i in range(1, origins + 1)]
    page = Page(PAGE_BODY, content_type="text/html", delay=latency)
    site = farm.add_virtual(
        {host: {"/robots.txt": Page(typical_robots(host), delay=latency)} for host in hosts},
        default=page,
    )
    urls = [f"http://{host}{path}" for i, host in enumerate(hosts)
            for path in typical_pages(pages, seed=i)]
    denied = [f"http://{hosts[0]}{DENIED_PATH}"]
    print(json.dumps({"urls": urls + denied, "denied": denied, "proxy": site.url}), flush=True)

    def reply(line: str) -> None:
        if line == "hits":
            print(json.dumps(take_hits(site)), flush=True)

    def read_commands() -> None:
        for line in sys.stdin:
            reactor.callFromThread(reply, line.strip())
        reactor.callFromThread(reactor.stop)

    threading.Thread(target=read_commands, daemon=True).start()
    reactor.run()


def take_hits(site: FarmSite) -> dict[str, Any]:
    """What was served since the last call: robots.txt per origin, pages, the span of time."""
    robots: dict[str, int] = {}
    paths: list[str] = []
    for hit in site.hits:
        if hit.path == "/robots.txt":
            robots[hit.host] = robots.get(hit.host, 0) + 1
        else:
            paths.append(f"http://{hit.host}{hit.path}")
    span = site.hits[-1].at - site.hits[0].at if site.hits else 0.0
    site.hits.clear()
    return {"robots": robots, "pages": paths, "span": span}


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
    env = {**os.environ, "http_proxy": plan["proxy"], "no_proxy": ""}
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
                env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            ))
        deadline = time.monotonic() + 60
        while not all(Path(tmp, f"{n}.ready").exists() for n in names):
            if time.monotonic() > deadline or any(p.poll() is not None for p in procs):
                raise SystemExit(f"{target}: workers did not start")
            time.sleep(0.02)
        client.rpush(f"{FleetSpider.name}:start_urls",
                     *(json.dumps({"url": url}) for url in plan["urls"]))
        go.touch()
        for proc in procs:
            _, err = proc.communicate(timeout=WORKER_TIMEOUT)
            if proc.returncode:
                raise SystemExit(f"{target}: worker failed\n{err.decode()[-3000:]}")
        ended: dict[str, str] = {}
        parked = 0
        for name in names:
            stats = json.loads(Path(tmp, f"{name}.stats.json").read_text())
            parked += stats.get("rfc9309/parked", 0)
            for line in Path(tmp, f"{name}.journal").read_text().splitlines():
                event = json.loads(line)
                if event["event"] in ("ok", "error"):
                    ended[event["url"]] = str(event["detail"])
    hits = _ask(farm)
    _check(target, plan, ended, hits)
    pages = len(hits["pages"])
    print(f"  {workers} {target:<8} {pages / hits['span']:7.1f} pages/s, span "
          f"{hits['span']:6.2f} s, {sum(hits['robots'].values())} robots.txt, {parked} parked",
          flush=True)
    return {
        "pages": pages,
        "span": hits["span"],
        "rate": pages / hits["span"],
        "robots": sum(hits["robots"].values()),
        "parked": parked,
    }


def _check(target: str, plan: dict[str, Any], ended: dict[str, str],
           hits: dict[str, Any]) -> None:
    """Every URL ended once; robots.txt obeyed or not, as the target says."""
    if sorted(ended) != sorted(plan["urls"]):
        raise SystemExit(f"{target}: {len(set(plan['urls']) - set(ended))} URLs never ended")
    served = set(hits["pages"])
    if len(hits["pages"]) != len(served):
        raise SystemExit(f"{target}: a page was served twice")
    denied = set(plan["denied"])
    if target == "off":
        if served != set(plan["urls"]):
            raise SystemExit(f"{target}: not every page was served")
    elif served != set(plan["urls"]) - denied or not hits["robots"]:
        raise SystemExit(f"{target}: served {len(served & denied)} disallowed pages")


def _ask(farm: subprocess.Popen) -> dict[str, Any]:
    assert farm.stdin is not None and farm.stdout is not None
    farm.stdin.write("hits\n")
    farm.stdin.flush()
    return json.loads(farm.stdout.readline())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--origins", type=int, default=400)
    parser.add_argument("--pages", type=int, default=3)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--concurrency", type=int, default=32,
                        help="CONCURRENT_REQUESTS of each worker")
    parser.add_argument("--serve", action="store_true", help="be the farm process")
    args = parser.parse_args(argv)
    if args.serve:
        serve(args.origins, args.pages, args.latency)
        return
    farm = subprocess.Popen(
        [sys.executable, "-m", "benchmarks.bench_scrapy_redis", "--serve", "--origins",
         str(args.origins), "--pages", str(args.pages), "--latency", str(args.latency)],
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
          f"{'robots.txt':>10} {'per origin':>10} {'/off':>6} {'floor':>6} {'parked':>6}")
    for (workers, target), runs in rows.items():
        rate = statistics.median(r["rate"] for r in runs)
        one = rows.get((1, target))
        scale = rate / statistics.median(r["rate"] for r in one) if one else float("nan")
        span = statistics.median(r["span"] for r in runs)
        off = statistics.median(r["span"] for r in rows[(workers, "off")])
        robots = statistics.median(r["robots"] for r in runs)
        pages = runs[0]["pages"]
        # The floor: this target's requests over "off"'s at the same latency and concurrency.
        floor = (pages + robots) / pages if target != "off" else 1.0
        print(f"{workers:>7} {target:<8} {rate:>8.1f} {scale:>10.2f} {span:>7.2f} "
              f"{robots:>10.0f} {robots / origins:>10.2f} {span / off:>6.3f} {floor:>6.3f} "
              f"{statistics.median(r['parked'] for r in runs):>6.0f}")
    ideal = concurrency / latency
    print(f"(one worker at {concurrency} requests in flight, each answered after {latency} s,"
          f" sends at most {ideal:.0f} requests/s)")


if __name__ == "__main__":
    main()
