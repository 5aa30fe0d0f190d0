"""Memory of a parsed robots.txt: bytes per file as a crawl keeps it (issue 22: memory per
origin).

Run ``python -m benchmarks.bench_rules_memory`` from the repository root (with another
checkout's package first on ``PYTHONPATH`` to measure that one: the script uses only the
public ``RobotsTxt`` API).  tracemalloc's growth while the files are kept alive, divided by
their number, for:

* the typical file of the crawl benchmarks (``scenarios.typical_robots``, one per host: the
  same rules, their own Sitemap line), parsed alone, parsed with its rules compiled for the
  crawler (what the crawl's fetch does: ``RobotsTxt.parsing(body, user_agents=[UA])``), and
  after a first decision;
* every file of tests/data/real_robots, parsed with the rules compiled for a crawler they do
  not name, and after one decision.

Python's ``re`` module keeps the last few hundred expressions it compiled and hands the same
object to an equal pattern: the typical files, all alike, share one; the real files do not.
Not part of the test suite: the figures depend on the Python version.
"""

from __future__ import annotations

import gc
import sys
import tracemalloc
from collections.abc import Callable

from benchmarks.scenarios import typical_robots
from scrapy_rfc9309.robotstxt import RobotsTxt
from tests import real_robots

UA = "Scrapy/2.19 (+https://scrapy.org)"
URL = "http://example.com/shop/item-1.html"


def per_file(bodies: list[bytes], build: Callable[[bytes], object]) -> float:
    """Bytes held per file while every one of ``bodies`` is kept as ``build`` makes it."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    kept = [build(body) for body in bodies]
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del kept
    return (after - before) / len(bodies)


def parsed(body: bytes) -> RobotsTxt:
    return RobotsTxt.parse(body)


def compiled(body: bytes) -> RobotsTxt:
    steps = RobotsTxt.parsing(body, user_agents=(UA,))
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


def decided(body: bytes) -> RobotsTxt:
    robots = compiled(body)
    robots.allowed(URL, UA)
    return robots


def main() -> int:
    typical = [typical_robots(f"s{i:05d}.farm.test") for i in range(5_000)]
    corpus = [path.read_bytes() for path in real_robots.files()]
    print(f"bytes per parsed robots.txt (tracemalloc), Python {sys.version.split()[0]}")
    print(f"{'files':<44} {'parsed':>8} {'compiled':>9} {'decided':>8}")
    for name, bodies in ((f"typical ({len(typical)} hosts, about 30 rules)", typical),
                         (f"real corpus ({len(corpus)} files)", corpus)):
        cells = [per_file(bodies, build) for build in (parsed, compiled, decided)]
        print(f"{name:<44} {cells[0]:>8.0f} {cells[1]:>9.0f} {cells[2]:>8.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
