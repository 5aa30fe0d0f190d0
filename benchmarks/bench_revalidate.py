"""Recurring-crawl benchmark (issue 23): the same crawl run twice over a persistent store.

``python -m benchmarks.bench_revalidate [--origins 500] [--pages 2] [--rounds 3]
[--lifetime 20]`` starts the ``ports`` farm of benchmarks/farm.py with ``--validators`` (every
robots.txt has an ETag and a Last-Modified, no Cache-Control, as a static file has) and, round
after round, in an order that turns each round, runs each mode's first crawl, waits until every
record has expired (``RFC9309_CACHE_TTL = --lifetime``: the next day, shortened), then each
mode's second crawl on the same JOBDIR. No robots.txt changes between the runs.

Modes: ``ours``, this package with the ``"jobdir"`` store, the second run revalidating (the
farm answers 304); ``ours-no-304``, the same against a farm that ignores conditional requests,
which is what this package did before (a full download and parse of each expired file);
``builtin``, Scrapy's RobotsTxtMiddleware, which keeps nothing between runs. Every crawl is a
fresh process, checked as benchmarks/run.py checks it (the exact URLs denied, one robots.txt
request per origin, each with the status planned). It prints, per mode and run, the medians of
the robots.txt body bytes the farm sent and the crawl's CPU time, both per origin.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.run import Farm, crawl_once, machine

MODES = ("ours", "ours-no-304", "builtin")


def run_pair(farm: Farm, mode: str, workdir: Path, run: int, lifetime: float) -> dict[str, Any]:
    """One crawl of ``mode`` (``run`` 1 or 2), on the mode's own JOBDIR."""
    farm.command("conditions off" if mode == "ours-no-304" else "conditions on")
    settings = {"JOBDIR": str(workdir / mode / "job")}
    if mode != "builtin":
        settings |= {"RFC9309_CACHE_BACKEND": "jobdir", "RFC9309_CACHE_TTL": lifetime}
    status = 304 if (mode, run) == ("ours", 2) else 200
    (workdir / mode).mkdir(exist_ok=True)
    return crawl_once(farm, "builtin" if mode == "builtin" else "ours", workdir / mode,
                      settings=settings, robots_status=status)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--origins", type=int, default=500)
    parser.add_argument("--pages", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--lifetime", type=float, default=20.0)
    args = parser.parse_args(argv)
    farm = Farm("ports", args.origins, args.pages, 0.0, ("--validators",))
    results: dict[tuple[str, int], list[dict[str, Any]]] = {
        (mode, run): [] for mode in MODES for run in (1, 2)
    }
    started = time.monotonic()
    try:
        for r in range(args.rounds):
            order = MODES[r % 3:] + MODES[:r % 3]
            with tempfile.TemporaryDirectory(prefix="bench-revalidate-") as tmp:
                workdir = Path(tmp)
                for run in (1, 2):
                    if run == 2:  # every record of the first runs has expired after this
                        time.sleep(args.lifetime + 1)
                    for mode in order:
                        result = run_pair(farm, mode, workdir, run, args.lifetime)
                        results[mode, run].append(result)
                        served = result["served"]
                        print(f"round {r + 1}/{args.rounds} {mode:12s} run {run}: robots.txt "
                              f"{served['robots_bytes']} B, {served['not_modified']} x 304, "
                              f"cpu {result['cpu']:.3f} s, wall {result['wall']:.3f} s",
                              flush=True)
    finally:
        farm.stop()
    n = farm.plan["origins"]
    print(f"\n{n} origins, {len(farm.plan['urls'])} URLs, {args.rounds} rounds, "
          f"{time.monotonic() - started:.0f} s; {machine()}\n")
    print(f"{'mode':<12} {'run':>3} {'robots B/origin':>16} {'304s':>5} "
          f"{'cpu ms/origin':>14} {'wall s':>7}")
    for mode in MODES:
        for run in (1, 2):
            got = results[mode, run]
            robots = statistics.median(g["served"]["robots_bytes"] for g in got) / n
            not_modified = statistics.median(g["served"]["not_modified"] for g in got)
            cpu = statistics.median(g["cpu"] for g in got) / n * 1000
            wall = statistics.median(g["wall"] for g in got)
            print(f"{mode:<12} {run:>3} {robots:>16.1f} {not_modified:>5.0f} {cpu:>14.3f} "
                  f"{wall:>7.3f}")


if __name__ == "__main__":
    main()
