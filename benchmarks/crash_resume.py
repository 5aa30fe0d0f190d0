"""Crash and resume: a JOBDIR crawl killed with SIGKILL mid-way, then resumed, with and without
the add-on; how many pages the site never saw requested.

``python -m benchmarks.crash_resume [--origins 2000] [--pages 3] [--rounds 3]
[--robots-delay 0] [--flush-fingerprints] [--backend memory]`` runs, round by round, the crawl
of tests/crash_worker.py (``--origins`` x ``--pages`` pages through a virtual site farm in this
process, RFC9309_MAX_ORIGINS = 10, CONCURRENT_REQUESTS = 32, Scrapy's own dupefilter unless
``--flush-fingerprints``), kills it once the farm has answered 40 % of the pages, resumes it on
the same JOBDIR, and prints per round and target: pages never requested, pages answered at the
kill, and fingerprints in requests.seen at the kill less those pages (requests fingerprinted,
written out, and not ended; Scrapy's dupefilter keeps its last few KiB in a buffer, which a
kill loses, so the figure is a floor unless ``--flush-fingerprints``).
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path
from typing import Any

from twisted.internet import defer, task

from scrapy_rfc9309.testing import SiteFarm
from tests.conftest import BASE_SETTINGS
from tests.crash_worker import crash_and_resume

SETTINGS: dict[str, Any] = {
    **BASE_SETTINGS,
    "LOG_LEVEL": "WARNING",
    "CONCURRENT_REQUESTS": 32,
    "RFC9309_MAX_ORIGINS": 10,
}
TARGETS = ("without", "ours")


async def run(args: argparse.Namespace) -> None:
    print(f"{args.origins * args.pages} requests over {args.origins} origins, "
          f"robots.txt {args.robots_delay} s late, backend {args.backend}, "
          f"{'flushing' if args.flush_fingerprints else 'Scrapy'} dupefilter")
    print(f"{'round':>5} {'target':>8} {'never':>6} {'ended@kill':>10} {'unended@kill':>12} "
          f"{'seconds':>8}")
    for round_ in range(1, args.rounds + 1):
        for target in TARGETS:
            settings = dict(SETTINGS, RFC9309_CACHE_BACKEND=args.backend)
            if target == "without":
                del settings["ADDONS"]
            farm = SiteFarm()
            started = time.monotonic()
            with tempfile.TemporaryDirectory() as tmp:
                outcome = await crash_and_resume(
                    farm, Path(tmp), args.origins, args.pages, settings,
                    robots_delay=args.robots_delay,
                    flush_fingerprints=args.flush_fingerprints, timeout=900,
                )
            await farm.stop()
            print(f"{round_:>5} {target:>8} {outcome.never:>6} {outcome.ended_at_kill:>10} "
                  f"{outcome.unended_at_kill:>12} {time.monotonic() - started:>8.1f}",
                  flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--origins", type=int, default=2000)
    parser.add_argument("--pages", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--robots-delay", type=float, default=0.0)
    parser.add_argument("--backend", default="memory", choices=("memory", "jobdir"))
    parser.add_argument("--flush-fingerprints", action="store_true")
    args = parser.parse_args(argv)
    task.react(lambda reactor: defer.ensureDeferred(run(args)))


if __name__ == "__main__":
    main()
