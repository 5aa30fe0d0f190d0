"""Where a crawl's garbage collections start: ``python -m benchmarks.gc_report SCENARIO TARGET``.

Runs one crawl of TARGET (ours, builtin, off) in this process, as benchmarks.profile does, and
prints the collections by generation, the time they took, the TCP connections the crawl opened,
and the code that was running when each generation-0 collection started.

CPython starts a generation-0 collection when container objects allocated minus those freed
since the last one pass 700 (``gc.get_threshold()``); every 10 of them make a generation-1
collection, and every 10 of those a full one when enough objects have survived. So the count of
collections follows allocation, and the full ones, which walk every live object, cost the most.
The line that allocated the object that crossed the threshold is a sample of where allocation
happens, weighted by how much: run two targets and compare their lists.

``--set NAME=JSON`` changes a setting of the crawl (``--set CONCURRENT_ITEMS=10``).
"""

from __future__ import annotations

import argparse
import json
import sys
import sysconfig
from collections import Counter
from types import FrameType
from typing import Any

from twisted.internet import tcp

from benchmarks.crawl import Clock, run
from benchmarks.run import add_crawl_arguments, farm_plan

#: Frames of the event loop's plumbing: the first frame outside them names who asked for it.
_PLUMBING = ("/asyncio/", "/twisted/internet/defer.py", "/twisted/internet/asyncioreactor.py",
             "/scrapy/utils/defer.py")


class SampledClock(Clock):
    """The crawl's clock, which also counts, between engine start and spider close, the
    collections by generation and, for generation 0, the site that started each."""

    def __init__(self) -> None:
        super().__init__()
        self.generations: Counter[int] = Counter()
        self.sites: Counter[str] = Counter()

    def _gc(self, phase: str, info: dict[str, int]) -> None:
        super()._gc(phase, info)
        if phase == "start" and "start" in self.marks and "end" not in self.marks:
            self.generations[info["generation"]] += 1
            if info["generation"] == 0:
                self.sites[_site(sys._getframe(1))] += 1


_PREFIXES = sorted({sysconfig.get_paths()[key] + "/" for key in ("stdlib", "purelib")},
                   key=len, reverse=True)


def _where(frame: FrameType) -> str:
    name = frame.f_code.co_filename
    for prefix in _PREFIXES:
        name = name.removeprefix(prefix)
    return f"{name}:{frame.f_lineno} {frame.f_code.co_name}"


def _site(frame: FrameType | None) -> str:
    """The allocating frame, and the first frame outside the event loop's plumbing."""
    assert frame is not None
    site = _where(frame)
    caller = frame
    while caller is not None and any(part in caller.f_code.co_filename for part in _PLUMBING):
        caller = caller.f_back
    if caller is not None and caller is not frame:
        site += f"  <- {_where(caller)}"
    return site


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.gc_report",
                                     description=__doc__.split("\n\n")[0])
    add_crawl_arguments(parser)
    parser.add_argument("--set", action="append", default=[], metavar="NAME=JSON",
                        help="a setting for the crawl, its value in JSON")
    parser.add_argument("--top", type=int, default=15, help="collection sites to print")
    args = parser.parse_args(argv)
    extra = {name: json.loads(value) for name, value in (s.split("=", 1) for s in args.set)}
    clock = SampledClock()
    connections = 0
    opened = tcp.Client.__init__

    def client_init(self: tcp.Client, *a: Any, **kw: Any) -> None:
        nonlocal connections
        connections += 1
        opened(self, *a, **kw)

    tcp.Client.__init__ = client_init  # type: ignore[method-assign]
    with farm_plan(args, **extra) as plan:
        result = run(plan, clock)
    requests = result["requests"]
    print(f"{args.target}: {requests} requests, cpu {result['cpu']:.2f} s, "
          f"gc {result['gc']:.2f} s, {connections} TCP connections opened")
    print("collections by generation: " + ", ".join(
        f"{gen}: {n} ({n / requests:.2f} per request)"
        for gen, n in sorted(clock.generations.items())))
    print(f"where generation-0 collections started (top {args.top}):")
    for site, n in clock.sites.most_common(args.top):
        print(f"{n:7d}  {site}")


if __name__ == "__main__":
    main()
