"""Run the benchmarks: ``python -m benchmarks.run [SCENARIO ...] [--quick] [--set NAME=VALUE]``.

Scenarios (all by default):

* ``many``: 2,000 pages across 200 origins (200 ports on 127.0.0.1), typical robots.txt each.
* ``broad``: a broad crawl, 2,000 origins with one page each (virtual hosts behind one proxy
  port), a typical robots.txt each, every URL in the scheduler from the start, 64 concurrent
  requests; with counts (below).
* ``latency-0.05``, ``latency-0.2``: 400 origins, 3 pages each, every answer (robots.txt too)
  0.05 or 0.2 s late, as on a real network; wall time against robots.txt off, next to the
  physical floor (one robots.txt request more per 3 pages: 4/3).
* ``big``: 1,500 pages on one origin whose robots.txt is 500 KiB; ``big-allow``: the same
  file with the ``Allow: /`` line many real files carry (Protego then checks every rule).
* ``large``: 2,000 allowed pages of 100 kB on one origin, typical robots.txt (what every
  chunk of a response costs).
* ``large-scheduled``: the same with every URL put in the scheduler at once
  (``BENCH_SCHEDULE_ALL``), so that no target's start-up changes how Scrapy reads the
  spider's start requests (one per reactor turn while the downloader has room; all at once
  while the built-in holds every slot behind its robots.txt download).
* ``decide``: decision cost per request with a warm cache, in-process (benchmarks.micro).
* ``memory``: peak memory of a 20,000-origin crawl (virtual hosts behind one proxy port).
* ``memory-small``: the same with a small robots.txt of its own per host (about 110 bytes,
  2 groups, 4 rules) and 128 concurrent requests.
* ``small-cache``: 1,000 origins of 10 pages with a cache of 50 (``RFC9309_MAX_ORIGINS``):
  every robots.txt must still be fetched once (evicted records are read back from the second
  tier); ``--set RFC9309_MAX_ORIGINS=200000`` gives the same crawl with the default cache.

Each crawl scenario runs this package (``ours``), Scrapy's built-in RobotsTxtMiddleware
(``builtin``) and robots.txt off (``off``) alternately, round after round, each crawl in a
fresh process against a site farm running in a process of its own. Medians are printed and,
unless ``--quick``, written to benchmarks/RESULTS.rst. With counts (``broad``, or every crawl
scenario with ``--counts``), each target also crawls twice more, untimed, to count function
calls, memory and garbage collections (benchmarks.crawl.Counter): figures that do not depend
on the machine's load, per origin and per request.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parent.parent
TARGETS = ("ours", "builtin", "off")
#: ``--baseline DIR``: another checkout (e.g. main) whose package is crawled as target ``base``,
#: in the same rounds, so a change is measured against what it changes under the same load.
BASELINE: Path | None = None


def targets() -> tuple[str, ...]:
    return (*TARGETS, "base") if BASELINE is not None else TARGETS


class BenchmarkError(RuntimeError):
    """A crawl or the farm did not do what was planned: no figure may come from it."""


@dataclass(frozen=True)
class CrawlScenario:
    name: str
    title: str
    layout: str
    origins: int
    pages: int
    rounds: int
    quick_origins: int
    quick_pages: int
    #: Crawl settings for this scenario, on top of benchmarks.crawl.BASE_SETTINGS.
    settings: tuple[tuple[str, Any], ...] = ()
    #: Seconds every answer of the farm is late (0: loopback speed).
    latency: float = 0.0
    #: Whether each target also crawls to count (calls, memory, collections), untimed.
    counts: bool = False

    @property
    def floor(self) -> float:
        """Least wall-time ratio against robots.txt off: one robots.txt request more per
        origin, when the time goes into waiting for answers."""
        return (self.pages + 1) / self.pages


#: The bench spider yields nothing from its callbacks, yet Scrapy 2.19 starts CONCURRENT_ITEMS
#: (100) asyncio tasks per response to process that nothing: on a small machine that CPU, not
#: the answers' latency, would set the pace, for every target alike.
LATENCY_SETTINGS = (("CONCURRENT_ITEMS", 1),)

#: Many hosts: the default DownloaderAwarePriorityQueue scans every host with pending requests
#: on each pop, quadratic in hosts; it would dwarf what is measured, for all targets alike.
MANY_HOSTS_QUEUE = ("SCHEDULER_PRIORITY_QUEUE", "scrapy.pqueues.ScrapyPriorityQueue")

CRAWLS = {
    "many": CrawlScenario("many", "2,000 pages across 200 origins, typical robots.txt each",
                          "ports", 200, 10, 5, 40, 10),
    "broad": CrawlScenario(
        "broad", "2,000 origins, one page each, every URL scheduled at start, 64 concurrent",
        "virtual", 2_000, 1, 7, 20, 1, settings=(
            ("CONCURRENT_REQUESTS", 64), ("BENCH_SCHEDULE_ALL", True), MANY_HOSTS_QUEUE,
        ), counts=True),
    "big": CrawlScenario("big", "1,500 pages on one origin with a 500 KiB robots.txt",
                         "big", 1, 1500, 5, 1, 300),
    "big-allow": CrawlScenario("big-allow", "the same, the 500 KiB file with an Allow: / line",
                               "big-allow", 1, 1500, 5, 1, 300),
    "large": CrawlScenario("large", "2,000 allowed pages of 100 kB on one origin",
                           "large", 1, 2000, 5, 1, 300),
    "large-scheduled": CrawlScenario(
        "large-scheduled", "the same, every URL in the scheduler from the start",
        "large", 1, 2000, 5, 1, 300, (("BENCH_SCHEDULE_ALL", True),)),
    "latency-0.05": CrawlScenario("latency-0.05", "400 origins x 3 pages, every answer 0.05 s late",
                                  "ports", 400, 3, 3, 40, 3, LATENCY_SETTINGS, latency=0.05),
    "latency-0.2": CrawlScenario("latency-0.2", "400 origins x 3 pages, every answer 0.2 s late",
                                 "ports", 400, 3, 3, 40, 3, LATENCY_SETTINGS, latency=0.2),
    "memory": CrawlScenario("memory", "20,000 origins, one page each, behind one proxy port",
                            "virtual", 20_000, 1, 2, 2_000, 1, settings=(MANY_HOSTS_QUEUE,)),
    "memory-small": CrawlScenario(
        "memory-small", "20,000 origins, one page each, a 110-byte robots.txt each, "
        "128 concurrent", "virtual-small", 20_000, 1, 2, 20, 1, settings=(
            ("CONCURRENT_REQUESTS", 128), MANY_HOSTS_QUEUE,
        )),
    "small-cache": CrawlScenario(
        "small-cache", "1,000 origins x 10 pages, RFC9309_MAX_ORIGINS = 50, behind one proxy port",
        # Scrapy's default queue takes hosts in turn: an origin's next page comes after
        # many other origins', when a cache of 50 has evicted its record.
        "virtual", 1_000, 10, 1, 100, 10, settings=(("RFC9309_MAX_ORIGINS", 50),)),
}
SCENARIOS = ("many", "broad", "latency-0.05", "latency-0.2", "big", "big-allow", "large",
             "large-scheduled", "decide", "memory", "memory-small", "small-cache")
#: What a counting crawl counts (benchmarks.crawl.Counter), one crawl each.
COUNTS = ("calls", "memory")


def clean_env(proxy: str | None, root: Path = ROOT) -> dict[str, str]:
    """The environment of a crawl: no inherited proxy (nothing may leave 127.0.0.1), and the
    farm as ``http_proxy`` when it plays many hosts behind one port."""
    env = {k: v for k, v in os.environ.items() if "proxy" not in k.lower()}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(root), env.get("PYTHONPATH")]))
    if proxy:
        env["http_proxy"] = proxy
    return env


class Farm:
    """The site farm process (benchmarks.farm), and the plan it serves."""

    def __init__(self, layout: str, origins: int, pages: int, latency: float,
                 options: tuple[str, ...] = ()) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "benchmarks.farm", layout,
             "--origins", str(origins), "--pages", str(pages), "--latency", str(latency),
             *options],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT,
            env=clean_env(None),
        )
        self.plan = json.loads(self._line())

    def _line(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise BenchmarkError(f"site farm exited with {self.proc.wait()}")
        return line

    def hits(self) -> dict[str, int]:
        """robots.txt and page requests served since the last call (and, with validators,
        robots.txt body bytes and 304s)."""
        return self.command("hits")  # type: ignore[no-any-return]

    def command(self, line: str) -> Any:
        """Send one command (see benchmarks.farm); its JSON answer."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        return json.loads(self._line())

    def stop(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def add_crawl_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of a tool that watches one crawl from inside its process."""
    parser.add_argument("scenario", choices=sorted(CRAWLS))
    parser.add_argument("target", choices=TARGETS)
    parser.add_argument("--quick", action="store_true", help="the --quick sizes")


@contextmanager
def farm_plan(args: argparse.Namespace, **settings: Any) -> Iterator[dict[str, Any]]:
    """The plan of one crawl of ``args.scenario`` by ``args.target`` (add_crawl_arguments), to
    run in this process while its site farm runs in another (benchmarks.profile,
    benchmarks.gc_report). ``settings``: more crawl settings."""
    scenario = CRAWLS[args.scenario]
    origins = scenario.quick_origins if args.quick else scenario.origins
    pages = scenario.quick_pages if args.quick else scenario.pages
    farm = Farm(scenario.layout, origins, pages, scenario.latency)
    try:
        plan = {**farm.plan, "target": args.target,
                "settings": {**dict(scenario.settings), "LOG_LEVEL": "WARNING", **settings}}
        # As a crawl of run(): no inherited proxy; the farm as proxy for the virtual layout.
        os.environ.clear()
        os.environ.update(clean_env(plan["proxy"]))
        yield plan
    finally:
        farm.stop()


def crawl_once(farm: Farm, target: str, workdir: Path, **changes: Any) -> dict[str, Any]:
    """One crawl in a fresh process; its figures, checked against what the farm served
    (``served``). ``changes``: entries of the plan to change for this crawl."""
    root = ROOT if target != "base" else BASELINE
    assert root is not None
    plan = {**farm.plan, "target": "ours" if target == "base" else target, **changes}
    plan_path, result_path, log_path = (workdir / f"{n}" for n in ("plan.json", "result.json",
                                                                    "crawl.log"))
    plan_path.write_text(json.dumps(plan))
    result_path.unlink(missing_ok=True)
    with open(log_path, "w") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "benchmarks.crawl", str(plan_path), str(result_path)],
            stdout=log, stderr=log, cwd=root, env=clean_env(plan["proxy"], root),
        )
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        tail = log_path.read_text()[-3000:]
        raise BenchmarkError(f"{target} crawl exited with {proc.returncode}:\n{tail}")
    result = json.loads(result_path.read_text())
    obey = target != "off"
    want = {
        "robots": plan["origins"] if obey else 0,
        "pages": len(plan["urls"]) - result["denied"],
    }
    served = farm.hits()
    if {key: served[key] for key in want} != want:
        raise BenchmarkError(f"{target} crawl: farm served {served}, expected {want}")
    result["served"] = served
    result["process_cpu"] = usage.ru_utime + usage.ru_stime
    result["process_maxrss_kib"] = usage.ru_maxrss
    return result


def run_crawls(scenario: CrawlScenario, quick: bool, rounds: int | None, extra: dict[str, Any],
               out: TextIO, count: bool = False) -> dict[str, Any]:
    """The timed rounds, then, with ``count`` or the scenario's counts, the counting crawls."""
    origins = scenario.quick_origins if quick else scenario.origins
    pages = scenario.quick_pages if quick else scenario.pages
    rounds = rounds or (1 if quick else scenario.rounds)
    farm = Farm(scenario.layout, origins, pages, scenario.latency)
    farm.plan["settings"] = {**dict(scenario.settings), **extra}
    order = targets()
    runs: dict[str, list[dict[str, Any]]] = {t: [] for t in order}
    counts: dict[str, dict[str, int]] = {}
    try:
        with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
            workdir = Path(tmp)
            if not quick and not scenario.layout.startswith("virtual") and not scenario.latency:
                crawl_once(farm, "ours", workdir)  # warm-up, not counted
            for r in range(rounds):
                for target in order[r % len(order):] + order[:r % len(order)]:
                    result = crawl_once(farm, target, workdir)
                    runs[target].append(result)
                    print(f"  {scenario.name} round {r + 1}/{rounds} {target:8s} "
                          f"wall {result['wall']:.3f} s  cpu {result['cpu']:.3f} s  "
                          f"gc {result['gc']:.3f} s  "
                          f"maxrss {result['process_maxrss_kib']} KiB", file=out, flush=True)
            if count or scenario.counts:
                counts = count_crawls(farm, order, workdir, out)
    finally:
        farm.stop()
    medians = {
        t: {key: statistics.median(r[key] for r in results)
            for key in ("wall", "cpu", "gc", "process_cpu", "process_maxrss_kib")}
        for t, results in runs.items()
    }
    for t, results in runs.items():
        medians[t]["wall_min"] = min(r["wall"] for r in results)
    leaks = sorted({r["leaked"] for r in runs["builtin"]})
    return {
        **({"counts": counts} if counts else {}),
        "builtin_leaked": leaks,
        "name": scenario.name, "title": scenario.title, "origins": origins,
        "floor": scenario.floor if scenario.latency else None,
        "urls": len(farm.plan["urls"]), "denied": len(farm.plan["denied"]), "rounds": rounds,
        "medians": medians,
    }


def count_crawls(farm: Farm, order: tuple[str, ...], workdir: Path, out: TextIO
                 ) -> dict[str, dict[str, int]]:
    """Each target's counts (benchmarks.crawl.Counter), from crawls of their own."""
    counts: dict[str, dict[str, int]] = {t: {} for t in order}
    for what in COUNTS:
        for target in order:
            counted = crawl_once(farm, target, workdir, count=what)["counts"]
            counts[target].update(counted)
            print(f"  counted {what:<6} {target:8s} {counted}", file=out, flush=True)
    return counts


def run_micro(quick: bool) -> list[dict[str, Any]]:
    args = [sys.executable, "-m", "benchmarks.micro"] + (["--quick"] if quick else [])
    done = subprocess.run(args, cwd=ROOT, env=clean_env(None), capture_output=True, text=True)
    if done.returncode != 0:
        raise BenchmarkError(f"decision benchmark failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def machine() -> dict[str, str]:
    import protego  # noqa: F401  (its version is part of what is measured)
    import scrapy
    import twisted

    model = "unknown"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    from importlib.metadata import version

    return {
        "nproc": str(os.cpu_count()),
        "cpu": model,
        "python": platform.python_version(),
        "scrapy": scrapy.__version__,
        "twisted": twisted.__version__,
        "protego": version("protego"),
        "os": platform.platform(),
    }


def ratio(a: float, b: float) -> float:
    return a / b if b else float("nan")


def crawl_table(result: dict[str, Any]) -> list[str]:
    m = result["medians"]
    rows = [
        f"{t:<9} {m[t]['wall']:>8.3f} {m[t]['wall_min']:>8.3f} {m[t]['cpu']:>8.3f} "
        f"{m[t]['gc']:>8.3f} {m[t]['process_cpu']:>8.3f} {m[t]['process_maxrss_kib'] / 1024:>10.1f}"
        for t in m
    ]
    head = (f"{'target':<9} {'wall s':>8} {'min wall':>8} {'cpu s':>8} {'of it gc':>8} "
            f"{'proc cpu':>8} {'maxrss MiB':>10}")
    ratios = [
        f"ours/builtin  wall {ratio(m['ours']['wall'], m['builtin']['wall']):.3f}  "
        f"cpu {ratio(m['ours']['cpu'], m['builtin']['cpu']):.3f}",
        f"ours/off      wall {ratio(m['ours']['wall'], m['off']['wall']):.3f}  "
        f"cpu {ratio(m['ours']['cpu'], m['off']['cpu']):.3f}",
        f"builtin/off   wall {ratio(m['builtin']['wall'], m['off']['wall']):.3f}  "
        f"cpu {ratio(m['builtin']['cpu'], m['off']['cpu']):.3f}",
    ]
    if "base" in m:
        ratios.append(
            f"ours/base     wall {ratio(m['ours']['wall'], m['base']['wall']):.3f}  "
            f"cpu {ratio(m['ours']['cpu'], m['base']['cpu']):.3f}   "
            f"base/builtin cpu {ratio(m['base']['cpu'], m['builtin']['cpu']):.3f}  "
            f"base/off cpu {ratio(m['base']['cpu'], m['off']['cpu']):.3f}"
        )
    floor = result.get("floor")
    if floor:
        ratios += [
            f"floor         wall {floor:.3f}  (one robots.txt request more per "
            f"{round(1 / (floor - 1))} pages)",
            f"ours/off      / floor {ratio(m['ours']['wall'], m['off']['wall']) / floor:.3f}",
            f"builtin/off   / floor {ratio(m['builtin']['wall'], m['off']['wall']) / floor:.3f}",
        ]
    return [head, *rows, "", *ratios]


#: The columns of the counts table: (key, heading, format), per origin or request.
COUNT_COLUMNS = (
    ("calls", "calls", ".0f"),
    ("peak_bytes", "peak B", ".0f"),
    ("kept_blocks", "kept blocks", ".1f"),
    ("gc0", "gc0", ".3f"),
    ("gc1", "gc1", ".4f"),
    ("gc2", "gc2", ".5f"),
    ("cpu_ms", "cpu ms", ".3f"),
)


def counts_table(result: dict[str, Any]) -> list[str]:
    """The counting crawls' figures per origin and per request of the spider, with the timed
    rounds' median CPU time next to them, and ours' and the built-in's over robots.txt off."""
    counts = {t: {**c, "cpu_ms": result["medians"][t]["cpu"] * 1000}
              for t, c in result["counts"].items()}
    rows = {**counts, **{f"{t}-off": {k: counts[t][k] - counts["off"][k] for k in counts[t]}
                         for t in counts if t != "off"}}
    head = " ".join(f"{heading:>11}" for _, heading, _ in COUNT_COLUMNS)
    lines = []
    for per, n in (("origin", result["origins"]), ("request", result["urls"])):
        lines += ["", f"per {per + ':':<12}{head}"]
        lines += [f"{name:<16}" + " ".join(f"{row[key] / n:>11{fmt}}"
                                           for key, _, fmt in COUNT_COLUMNS)
                  for name, row in rows.items()]
    return ["counts: one untimed crawl per target for calls (cProfile), one for memory "
            f"(tracemalloc, sys.getallocatedblocks) and collections (gc.get_stats); "
            f"{result['origins']} origins, {result['urls']} requests of the spider; cpu ms "
            "from the timed rounds", *lines]


def memory_lines(result: dict[str, Any]) -> list[str]:
    m = result["medians"]
    n = result["origins"]
    off = m["off"]["process_maxrss_kib"]
    lines = []
    for t in ("ours", "builtin"):
        extra = (m[t]["process_maxrss_kib"] - off) * 1024 / n
        lines.append(f"{t:<8} {extra / 1000:6.2f} KB ({extra / 1024:.2f} KiB) more per origin "
                     f"than robots.txt off")
    return lines


def micro_table(results: list[dict[str, Any]]) -> list[str]:
    head = (f"{'robots.txt':<12} {'ours mw':>9} {'builtin mw':>10} {'ratio':>6}   "
            f"{'ours dec':>9} {'builtin dec':>11} {'ratio':>6}")
    rows = [head]
    for r in results:
        rows.append(
            f"{r['file']:<12} {r['ours_middleware_us']:>9.2f} {r['builtin_middleware_us']:>10.2f} "
            f"{ratio(r['ours_middleware_us'], r['builtin_middleware_us']):>6.2f}   "
            f"{r['ours_decision_us']:>9.2f} {r['builtin_decision_us']:>11.2f} "
            f"{ratio(r['ours_decision_us'], r['builtin_decision_us']):>6.2f}"
        )
    return rows


#: (scenario, numerator, denominator, limit): the issue's targets, on median ratios.
TARGET_RATIOS = (
    ("many", "ours", "builtin", 1.05),
    ("many", "ours", "off", 1.10),
    ("big", "ours", "builtin", 0.5),
    ("big-allow", "ours", "builtin", 0.5),
)
#: (scenario, limit): at most this many bytes of peak memory per origin more than robots.txt off.
TARGET_BYTES_PER_ORIGIN = (("memory", 5000), ("memory-small", 2000))
#: Latency scenarios: ours/off wall time at most this times the physical floor.
TARGET_LATENCY_OVER_FLOOR = 1.02
#: (scenario, limit): ours' CPU overhead over off at most this share of the built-in's.
TARGET_OVERHEAD_SHARES = (("big", 0.3),)


def verdicts(results: dict[str, Any]) -> list[str]:
    """Each target of the issue, met or missed, on CPU time and on wall time."""
    lines = []
    for name, a, b, limit in TARGET_RATIOS:
        if name not in results:
            continue
        m = results[name]["medians"]
        for key in ("cpu", "wall"):
            value = ratio(m[a][key], m[b][key])
            lines.append(f"{name:<10} {a}/{b} {key:<4} {value:6.3f}  target <= {limit:.2f}: "
                         f"{'met' if value <= limit else 'MISSED'}")
    for name, limit in TARGET_OVERHEAD_SHARES:
        if name in results:
            m = results[name]["medians"]
            share = ratio(m["ours"]["cpu"] - m["off"]["cpu"], m["builtin"]["cpu"] - m["off"]["cpu"])
            lines.append(f"{name:<10} ours-off / builtin-off cpu {share:6.3f}  target <= "
                         f"{limit:.2f}: {'met' if share <= limit else 'MISSED'}")
    for name, r in results.items():
        if isinstance(r, dict) and r.get("floor"):
            m = r["medians"]
            value = ratio(m["ours"]["wall"], m["off"]["wall"])
            limit = TARGET_LATENCY_OVER_FLOOR * r["floor"]
            lines.append(f"{name:<10} ours/off wall {value:6.3f}  target <= {limit:.3f} "
                         f"({TARGET_LATENCY_OVER_FLOOR} x floor): "
                         f"{'met' if value <= limit else 'MISSED'}")
    for name, limit in TARGET_BYTES_PER_ORIGIN:
        if name in results:
            r = results[name]
            m = r["medians"]
            extra = (m["ours"]["process_maxrss_kib"] - m["off"]["process_maxrss_kib"]) * 1024
            per_origin = extra / r["origins"]
            lines.append(f"{name:<10} ours-off per origin {per_origin:.0f} B  target <= "
                         f"{limit} B: {'met' if per_origin <= limit else 'MISSED'}")
    return lines


def report(results: dict[str, Any]) -> list[str]:
    """The plain-text tables, one block per scenario."""
    lines: list[str] = []
    for name in SCENARIOS:
        if name not in results:
            continue
        r = results[name]
        if name == "decide":
            lines += ["decide: microseconds per request, warm cache (median)", *micro_table(r)]
        else:
            lines += [f"{name}: {r['title']} ({r['urls']} URLs, {r['origins']} origins, "
                      f"{r['denied']} disallowed; median of {r['rounds']} rounds)",
                      *crawl_table(r)]
            if name in ("memory", "memory-small"):
                lines += ["", *memory_lines(r)]
            if "counts" in r:
                lines += ["", *counts_table(r)]
            if any(r["builtin_leaked"]):
                counts = "/".join(str(n) for n in r["builtin_leaked"])
                lines += ["", f"builtin fetched {counts} of the {r['denied']} disallowed URLs "
                          "anyway (requests queued behind its robots.txt download go unchecked)"]
        lines.append("")
    targets = verdicts(results)
    if targets:
        lines += ["targets (median ratios)", *targets, ""]
    return lines


def render_rst(results: dict[str, Any], info: dict[str, str], command: str,
               conditions: str) -> str:
    block = ["    " + line if line else "" for line in report(results)]
    return "\n".join([
        "Benchmark results",
        "=================",
        "",
        f"Command: ``{command}``, from the repository root ({conditions}).",
        "",
        f"Machine: {info['nproc']} CPUs ({info['cpu']}), {info['os']}; Python {info['python']}, "
        f"Scrapy {info['scrapy']}, Twisted {info['twisted']}, Protego {info['protego']}.",
        "",
        "Targets: ``ours`` is this package (``ADDONS = {\"scrapy_rfc9309.Addon\": 100}``),",
        "``builtin`` is Scrapy's RobotsTxtMiddleware with Protego (``ROBOTSTXT_OBEY = True``),",
        "``off`` is ``ROBOTSTXT_OBEY = False``. Each crawl runs in a fresh process (32 concurrent",
        "requests, no delays, other settings Scrapy's defaults) against a site farm in another",
        "process on 127.0.0.1; targets alternate round by round. ``wall`` (median, and the",
        "minimum) and ``cpu`` (user+sys, median) are the crawl's, from engine start to spider",
        "close; ``proc cpu`` and ``maxrss`` are the whole crawl process's (``os.wait4``).",
        "Every crawl is checked (finish reason, responses, the exact URLs denied, robots.txt",
        "requests, what the farm served) before any figure is kept.",
        "",
        "::",
        "",
        *block,
        "",
        "Reading the figures:",
        "",
        "* CPU time is the steadier measure; wall time also counts time the crawl was not",
        "  scheduled, which on a small shared machine varies from run to run. ``of it gc`` is",
        "  the part of ``cpu`` spent in Python's garbage collector (``gc.callbacks``): a full",
        "  collection walks every live object, so a crawl holding more requests at once pays",
        "  for more and longer ones, and their number varies from run to run.",
        "* With robots.txt obeyed a crawl makes one more request per origin, and a request costs",
        "  Scrapy much more than a decision: 200 origins for 2,000 pages is 10% more requests,",
        "  20,000 origins with one page each is twice the requests.",
        "* ``big`` and ``big-allow`` differ by one line. Protego 0.7 first checks whether any",
        "  plain rule is a prefix of the URL; when none is, only the wildcard rules are tried,",
        "  so URLs under no listed path are cheap. When one is (``Allow: /``, which many real",
        "  files carry, or a URL under a listed path), it tries the rules one by one, in",
        "  priority order: milliseconds per decision on a 500 KiB file. This package indexes",
        "  the rules, so its decision cost does not depend on the file.",
        "* Scrapy's built-in awaits one Deferred per origin from every request that arrives",
        "  while robots.txt is being fetched; the first await consumes its result, the others",
        "  receive None and go through unchecked (hence \"builtin fetched N of the disallowed",
        "  URLs anyway\"). The checks allow for it; it does not change the figures measurably.",
        "* ``latency-0.05`` and ``latency-0.2``: the farm answers every request, robots.txt",
        "  too, 0.05 or 0.2 s late, so wall time is set by answers awaited, not by CPU. With",
        "  robots.txt obeyed there are 4 requests per origin instead of 3: 4/3 = 1.333 is the",
        "  least ratio to ``off`` any robots.txt middleware can have (``floor``), reached only",
        "  if no request ever holds a concurrency slot while its robots.txt is on its way.",
        "  ``CONCURRENT_ITEMS = 1`` there for all targets: Scrapy 2.19 starts that many asyncio",
        "  tasks per response, which on 2 CPUs would make CPU, not latency, set the pace.",
        "* ``memory`` uses ``SCHEDULER_PRIORITY_QUEUE = scrapy.pqueues.ScrapyPriorityQueue`` for",
        "  all targets: the default DownloaderAwarePriorityQueue looks at every host with pending",
        "  requests on each pop, which with 20,000 hosts is quadratic and dwarfs what is measured.",
        "  Memory per origin is the difference of peak RSS (``ru_maxrss`` of the crawl process)",
        "  against ``off``, divided by the number of origins. ``memory-small`` measures the",
        "  same way, each host with a robots.txt of its own of about 110 bytes (2 groups,",
        "  4 rules), ``CONCURRENT_REQUESTS = 128``, same queue.",
        "* ``broad``: 2,000 virtual hosts, one page each, every URL in the scheduler from the",
        "  start (``BENCH_SCHEDULE_ALL``), ``CONCURRENT_REQUESTS = 64``, the same queue as",
        "  ``memory``. Its counts come from crawls of their own, one per target for the",
        "  function calls (cProfile, Python and built-in functions) and one for memory and",
        "  collections, between engine start and spider close: ``peak B``, the most memory",
        "  allocated since engine start live at once (tracemalloc); ``kept blocks``, the",
        "  memory blocks still allocated at spider close (``sys.getallocatedblocks``); ``gc0``",
        "  to ``gc2``, the collections by generation (``gc.get_stats``; a generation-0",
        "  collection comes about every 700 container objects allocated and not freed).",
        "  They do not depend on the machine's load; ``cpu ms`` is the timed rounds' median.",
        "* ``decide`` times each middleware's ``process_request`` on a warm cache, on fresh",
        "  requests (``mw``, URL parsing included), and the bare check (``dec``: ``verdict_for``",
        "  against ``ProtegoRobotParser.allowed``), in microseconds per request.",
    ]).rstrip() + "\n"


def _setting(item: str) -> tuple[str, Any]:
    name, _, raw = item.partition("=")
    try:
        return name, json.loads(raw)
    except ValueError:
        return name, raw


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.run", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("scenarios", nargs="*", choices=[*SCENARIOS, []], metavar="SCENARIO",
                        help=f"any of {', '.join(SCENARIOS)} (default: all)")
    parser.add_argument("--quick", action="store_true", help="small sizes, one round")
    parser.add_argument("--rounds", type=int, help="rounds per crawl scenario")
    parser.add_argument("--counts", action="store_true",
                        help="count calls, memory and collections (untimed crawls of their "
                        "own) in every crawl scenario, not only broad")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                        help="a crawl setting for every target (JSON value, else a string), "
                        "e.g. RFC9309_PARK_AFTER=0")
    parser.add_argument("--baseline", type=Path, metavar="DIR",
                        help="also crawl the package of this checkout (e.g. main, from git "
                        "archive) as target 'base', in the same rounds")
    parser.add_argument("--rst", help="write the results here (default: benchmarks/RESULTS.rst "
                        "for a full run of every scenario)")
    parser.add_argument("--json", type=Path, metavar="PATH",
                        help="also write the results, machine and command as JSON (the docs "
                        "draw their performance chart from docs/_data/benchmarks.json)")
    args = parser.parse_args(argv)
    chosen = args.scenarios or list(SCENARIOS)
    global BASELINE
    BASELINE = args.baseline.resolve() if args.baseline else None
    extra = dict(_setting(item) for item in args.set)
    started = time.monotonic()
    load_before = os.getloadavg()[0]
    results: dict[str, Any] = {}
    for name in SCENARIOS:
        if name not in chosen:
            continue
        print(f"== {name}", flush=True)
        if name == "decide":
            results[name] = run_micro(args.quick)
        else:
            results[name] = run_crawls(CRAWLS[name], args.quick, args.rounds, extra, sys.stdout,
                                       args.counts)
    print("\n".join(report(results)))
    print(f"({time.monotonic() - started:.0f} s)")
    command = "python -m benchmarks.run " + " ".join(argv if argv is not None else sys.argv[1:])
    conditions = (f"{(time.monotonic() - started) / 60:.0f} minutes; load average "
                  f"{load_before:.2f} before, {os.getloadavg()[0]:.2f} after")
    if args.json:
        args.json.write_text(json.dumps({
            "command": command.strip(), "conditions": conditions, "machine": machine(),
            "results": results,
        }, indent=1) + "\n")
        print(f"written to {args.json}")
    rst = args.rst
    if rst is None and not args.quick and not args.scenarios:
        rst = str(ROOT / "benchmarks" / "RESULTS.rst")
    if rst:
        Path(rst).write_text(render_rst(results, machine(), command.strip(), conditions))
        print(f"written to {rst}")


if __name__ == "__main__":
    try:
        main()
    except BenchmarkError as exc:
        raise SystemExit(f"benchmark failed: {exc}") from None
