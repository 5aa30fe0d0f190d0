"""Fleet benchmark: 3 worker processes over 500 origins, robots.txt shared through Redis or not.

``python -m benchmarks.bench_fleet [--origins 500] [--pages 3] [--workers 3]`` starts the
``virtual`` farm of benchmarks/farm.py (hosts s00001.farm.test ... behind one port, reached as an
HTTP proxy through the workers' ``http_proxy``), a throwaway redis-server, and the workers of
tests/fleet_worker.py. Each origin's pages are dealt round robin, so every worker meets every
origin, as workers fed by one scrapy-redis queue do. It prints, per mode, the robots.txt
fetches the farm served, the pages, and the wall time from the start signal to the last exit.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.conftest import BASE_SETTINGS
from tests.redis_server import RedisServer

ROOT = Path(__file__).resolve().parent.parent
WORKER_TIMEOUT = 600.0
SETTINGS: dict[str, Any] = {
    **BASE_SETTINGS,
    "LOG_LEVEL": "WARNING",
    "CONCURRENT_REQUESTS": 64,
    "CONCURRENT_REQUESTS_PER_DOMAIN": 8,
    "DOWNLOAD_DELAY": 0,
}


def run_mode(mode: str, plan: dict[str, Any], farm: subprocess.Popen, workers: int,
             redis_url: str | None) -> dict[str, Any]:
    """One fleet crawl of the plan; what the farm served and how long it took."""
    settings = dict(SETTINGS)
    if redis_url is not None:
        settings |= {"RFC9309_CACHE_BACKEND": "redis", "RFC9309_REDIS_URL": redis_url}
    env = {**os.environ, "http_proxy": plan["proxy"], "no_proxy": ""}
    names = [f"w{i + 1}" for i in range(workers)]
    with tempfile.TemporaryDirectory() as tmp:
        procs = []
        for i, name in enumerate(names):
            config = {
                "worker": name, "dir": tmp, "result": f"{tmp}/{name}.json", "settings": settings,
                "waves": [{"barrier": "start", "urls": plan["urls"][i::workers]}],
            }
            path = Path(tmp, f"{name}.config.json")
            path.write_text(json.dumps(config))
            procs.append(subprocess.Popen(
                [sys.executable, "-m", "tests.fleet_worker", str(path)], cwd=ROOT, env=env,
                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            ))
        deadline = time.monotonic() + 60
        while not all(Path(tmp, f"start.{n}.ready").exists() for n in names):
            if time.monotonic() > deadline or any(p.poll() is not None for p in procs):
                raise SystemExit(f"{mode}: workers did not start")
            time.sleep(0.02)
        started = time.monotonic()
        Path(tmp, "start.go").touch()
        for proc in procs:
            _, err = proc.communicate(timeout=WORKER_TIMEOUT)
            if proc.returncode:
                raise SystemExit(f"{mode}: worker failed\n{err.decode()[-3000:]}")
        wall = time.monotonic() - started
        results = [json.loads(Path(tmp, f"{n}.json").read_text()) for n in names]
    hits = _farm_hits(farm)
    stats: dict[str, int] = {}
    for result in results:
        for key, value in result["stats"].items():
            if key.startswith("rfc9309/fleet/"):
                stats[key.rsplit("/", 1)[1]] = stats.get(key.rsplit("/", 1)[1], 0) + value
    return {
        "mode": mode,
        "robots": hits["robots"],
        "pages": hits["pages"],
        "answered": sum(len(r["responses"]) for r in results),
        "wall": wall,
        "fleet": stats,
    }


def _farm_hits(farm: subprocess.Popen) -> dict[str, int]:
    assert farm.stdin is not None and farm.stdout is not None
    farm.stdin.write("hits\n")
    farm.stdin.flush()
    return json.loads(farm.stdout.readline())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--origins", type=int, default=500)
    parser.add_argument("--pages", type=int, default=3)
    parser.add_argument("--workers", type=int, default=3)
    args = parser.parse_args(argv)
    farm = subprocess.Popen(
        [sys.executable, "-m", "benchmarks.farm", "virtual", "--origins", str(args.origins),
         "--pages", str(args.pages)],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    redis = RedisServer()
    try:
        assert farm.stdout is not None
        plan = json.loads(farm.stdout.readline())
        print(f"{args.workers} workers, {args.origins} origins, {len(plan['urls'])} URLs "
              f"({args.pages} pages per origin + {len(plan['denied'])} denied)")
        rows = [run_mode("per-process", plan, farm, args.workers, None),
                run_mode("fleet (redis)", plan, farm, args.workers, redis.url)]
    finally:
        redis.kill()
        if farm.stdin is not None:
            farm.stdin.close()
        farm.wait(timeout=30)
    print(f"{'mode':<14} {'robots.txt fetches':>18} {'pages':>6} {'answered':>8} {'wall s':>7}"
          "  fleet stats")
    for row in rows:
        print(f"{row['mode']:<14} {row['robots']:>18} {row['pages']:>6} {row['answered']:>8} "
              f"{row['wall']:>7.2f}  {json.dumps(row['fleet'], sort_keys=True)}")


if __name__ == "__main__":
    main()
