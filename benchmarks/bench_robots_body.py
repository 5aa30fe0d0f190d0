"""Large and compressed robots.txt: what one crawl costs in memory and time, and what it reads.

``python -m benchmarks.bench_robots_body [--rounds N]``

For each robots.txt shape (10 MiB with a Content-Length, 10 MiB chunked, 10 MiB gzip-encoded,
a 256 MiB gzip bomb) one crawl of one page runs in a fresh process, with this package
(``ours``), Scrapy's built-in RobotsTxtMiddleware (``builtin``) and robots.txt off (``off``),
against a site served from the same process. Printed per shape and target: the median of the
process's peak RSS (ru_maxrss) minus the same process's RSS just before the crawl, the crawl's
wall time, the bytes the server wrote for robots.txt, and whether the page was fetched. The
floor is ``off``: a crawl that never asks for robots.txt.
"""

from __future__ import annotations

import argparse
import gzip
import json
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGETS = ("ours", "builtin", "off")
RULES = b"User-agent: *\nDisallow: /private\n"
PAD = b"# " + b"x" * 97 + b"\n"
BIG = RULES + PAD * (10 * 1024 * 1024 // 100)
SHAPES = ("10MiB-content-length", "10MiB-chunked", "10MiB-gzip", "256MiB-gzip-bomb")


def _page(shape: str):  # -> Page, imported in the child only
    from scrapy_rfc9309.testing import Page

    if shape == "10MiB-content-length":
        return Page(BIG)
    if shape == "10MiB-chunked":
        return Page(BIG[: 1 << 16], stream=len(BIG))
    if shape == "10MiB-gzip":
        return Page(gzip.compress(BIG, 6), headers={"Content-Encoding": "gzip"})
    return Page(gzip_bomb=256 << 20)


def child(shape: str, target: str) -> None:
    """One crawl; prints one JSON line."""
    from scrapy.utils.reactor import install_reactor

    install_reactor("twisted.internet.asyncioreactor.AsyncioSelectorReactor")
    import scrapy
    from scrapy.crawler import CrawlerProcess

    class Probe(scrapy.Spider):
        name = "probe"

        async def start(self):
            for url in self.urls:
                yield scrapy.Request(url, errback=lambda failure: None)

        def parse(self, response):
            pass

    settings = {"ADDONS": {"scrapy_rfc9309.Addon": 100}, "LOG_LEVEL": "ERROR",
                "TELNETCONSOLE_ENABLED": False, "RETRY_ENABLED": False}
    if target == "builtin":
        del settings["ADDONS"]
        settings["ROBOTSTXT_OBEY"] = True
    elif target == "off":
        del settings["ADDONS"]
        settings["ROBOTSTXT_OBEY"] = False
    process = CrawlerProcess(settings)
    from twisted.internet import reactor  # the one CrawlerProcess installed

    from scrapy_rfc9309.testing import SiteFarm

    farm = SiteFarm()
    page = _page(shape)
    if page.gzip_bomb:  # build the bomb's bytes before measuring
        from scrapy_rfc9309.testing.sitefarm import _gzip_zeros

        next(_gzip_zeros(page.gzip_bomb))
    result: dict = {}

    def start() -> None:
        site = farm.add({"/robots.txt": page, "/public": "p"})
        crawler = process.create_crawler(Probe)
        result["before"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        result["t0"] = time.perf_counter()
        d = process.crawl(crawler, urls=[f"{site.url}/public"])

        def done(outcome):
            result["error"] = repr(outcome) if outcome is not None else None
            result["wall"] = time.perf_counter() - result["t0"]
            result["peak"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
            result["fetched"] = "/public" in site.paths()
            result["robots_sent"] = page.sent or (len(page.body) if site.count("/robots.txt")
                                                  else 0)
            farm.stop().addBoth(lambda _: reactor.stop())

        d.addBoth(done)

    reactor.callWhenRunning(start)
    process.start(stop_after_crawl=False)
    if result["error"]:
        raise SystemExit(result["error"])
    print(json.dumps({"rss_kib": result["peak"] - result["before"], "wall": result["wall"],
                      "fetched": result["fetched"], "robots_sent": result["robots_sent"]}))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--child", nargs=2)
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return
    print(f"{'shape':22} {'target':8} {'peak RSS +MiB':>13} {'wall s':>7} "
          f"{'robots bytes sent':>17} page fetched")
    for shape in SHAPES:
        for target in TARGETS:
            runs = []
            for _ in range(args.rounds):
                out = subprocess.run(
                    [sys.executable, "-m", "benchmarks.bench_robots_body", "--child", shape,
                     target], cwd=ROOT, capture_output=True, text=True, check=True, timeout=600)
                runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
            rss = statistics.median(r["rss_kib"] for r in runs) / 1024
            wall = statistics.median(r["wall"] for r in runs)
            sent = statistics.median(r["robots_sent"] for r in runs)
            fetched = {r["fetched"] for r in runs}
            print(f"{shape:22} {target:8} {rss:13.1f} {wall:7.2f} {sent:17,.0f} {fetched}")


if __name__ == "__main__":
    main()
