"""Profile one benchmark crawl: ``python -m benchmarks.profile SCENARIO TARGET [--quick]``.

Starts the scenario's site farm (in its own process, as benchmarks.run does), runs one crawl
of TARGET (ours, builtin, off) in this process under cProfile, checks it as a benchmark crawl
is checked, prints the functions that took the most time and saves the profile
(``--out``, for ``python -m pstats`` or snakeviz). Profile two targets and compare the files
to see where one spends more than the other.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats

from benchmarks.crawl import run
from benchmarks.run import add_crawl_arguments, farm_plan


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.profile",
                                     description=__doc__.split("\n\n")[0])
    add_crawl_arguments(parser)
    parser.add_argument("--out", help="where to save the profile (default: TARGET.prof)")
    parser.add_argument("--top", type=int, default=30, help="functions to print")
    args = parser.parse_args(argv)
    with farm_plan(args) as plan:
        profiler = cProfile.Profile()
        profiler.enable()
        result = run(plan)
        profiler.disable()
    print(result)
    out = args.out or f"{args.target}.prof"
    profiler.dump_stats(out)
    pstats.Stats(profiler).sort_stats("tottime").print_stats(args.top)
    print(f"profile saved to {out}")


if __name__ == "__main__":
    main()
