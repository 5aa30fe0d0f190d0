"""The longest synchronous step of the rules engine on a hostile 500 KiB robots.txt (issue 22:
no step over 20 ms), for the first User-Agent and for a second one.

Run ``python -m benchmarks.bench_steps`` from the repository root.  Each file of
``benchmarks.hostile`` gets a small group for ``firstbot`` in front, so that the crawler the
file aims at (``hostile.AGENT``) is a *second* User-Agent: the file is read with
``RobotsTxt.parsing(body, user_agents=["firstbot"])`` (what the crawl's glue does for the
crawler that fetched it), then the hostile rules are compiled for the second agent with
``RobotsTxt.compiling(AGENT)``, one step at a time, as the glue would drive it between two
turns of the reactor.  Printed: the longest step of each, their number, and the same
compile done in one go (what a second agent's first decision cost before).  A step is
timed twice: by the clock (what the reactor waits) and by the thread's CPU time (the same on
an idle core; on a shared, loaded machine the clock also counts the time the process was not
running).  The garbage collector is paused while a step is timed (its pauses follow the
whole process's objects, not the step: see ``bench_stall``).  Not part of the test suite: the
figures depend on the machine.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time

from benchmarks import hostile
from scrapy_rfc9309.robotstxt import RobotsTxt
from scrapy_rfc9309.robotstxt._steps import Steps

FIRST = b"User-agent: firstbot\nDisallow: /first/\n\n"


def steps_of(steps: Steps) -> tuple[float, float, int]:
    """Drive ``steps`` to the end: the longest step by the clock and by CPU time (seconds),
    and how many steps there were."""
    longest = [0.0, 0.0]
    count = 0
    while True:
        count += 1
        started, cpu = time.perf_counter(), time.thread_time()
        try:
            next(steps)
        except StopIteration:
            return (max(longest[0], time.perf_counter() - started),
                    max(longest[1], time.thread_time() - cpu), count)
        longest[0] = max(longest[0], time.perf_counter() - started)
        longest[1] = max(longest[1], time.thread_time() - cpu)


def measure(body: bytes) -> tuple[float, ...]:
    """Longest parsing step (clock, CPU) and steps, longest compiling step for the second
    agent (clock, CPU) and steps, and that compile in one go (seconds)."""
    gc.collect()
    gc.disable()
    try:
        robots: list[RobotsTxt] = []

        def parsing() -> Steps[None]:
            robots.append((yield from RobotsTxt.parsing(body, user_agents=("firstbot/1.0",))))

        parse = steps_of(parsing())
        second = steps_of(robots[0].compiling(f"{hostile.AGENT}/1.0"))
        other = RobotsTxt.parse(body)
        started = time.perf_counter()
        other.allowed("/", f"{hostile.AGENT}/1.0")  # the first decision compiles in one go
        at_once = time.perf_counter() - started
    finally:
        gc.enable()
    return (*parse, *second, at_once)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    print(f"hostile files with a first agent's group in front; median of {args.rounds} rounds;"
          " longest step in ms, by the clock / by CPU time; target: every step <= 20 ms")
    print(f"{'robots.txt':<16} {'parse step':>12} {'steps':>6} {'2nd-agent step':>15}"
          f" {'steps':>6} {'2nd in one go':>14}")
    ok = True
    for name, make in hostile.FILES.items():
        body = FIRST + make()
        rounds = [measure(body) for _ in range(args.rounds)]
        wall, cpu, steps, wall2, cpu2, steps2, at_once = (
            statistics.median(r[k] for r in rounds) for k in range(7)
        )
        ok = ok and max(wall, wall2) <= 0.020
        print(f"{name:<16} {wall * 1e3:>5.1f} / {cpu * 1e3:<4.1f} {steps:>6.0f}"
              f" {wall2 * 1e3:>8.1f} / {cpu2 * 1e3:<4.1f} {steps2:>6.0f} {at_once * 1e3:>14.1f}")
    print("PASS" if ok else "MISS")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
