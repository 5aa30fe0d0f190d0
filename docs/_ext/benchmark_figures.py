"""The performance page's tables, from docs/_data/benchmarks.json (figures copied from
benchmarks/RESULTS.rst): the docs build writes them and draws the chart's labels from them,
and tests/test_docs.py checks the page's text against them. Standard library only."""

from __future__ import annotations

from typing import Any

#: The columns of each kind of benchmark table: (header, ratio, measure).
TABLES: dict[str, list[tuple[str, str, str]]] = {
    "cpu": [("ours / built-in", "ours/builtin", "cpu"), ("ours / off", "ours/off", "cpu"),
            ("built-in / off", "builtin/off", "cpu")],
    "latency": [("ours / off", "ours/off", "wall"), ("built-in / off", "builtin/off", "wall"),
                ("ours / built-in", "ours/builtin", "wall")],
}

#: The counts table's rows (the name RESULTS.rst gives it, the label shown) and columns (the
#: key, the header, and the format RESULTS.rst printed it in, here with thousands separators).
COUNT_ROWS = [("ours", "ours"), ("builtin", "built-in"), ("off", "off"),
              ("ours-off", "ours over off"), ("builtin-off", "built-in over off")]
COUNT_COLUMNS = [("calls", "function calls", ",.0f"), ("peak_bytes", "peak bytes", ",.0f"),
                 ("kept_blocks", "memory blocks kept", ",.1f")]


def floor_of(scenario: dict[str, Any]) -> str:
    """The least ratio to robots.txt off any robots.txt middleware can have: its requests
    (robots.txt ones included) over off's."""
    with_robots, without = scenario["requests"]
    return f"{with_robots / without:.4f}"


def benchmark_rows(data: dict[str, Any], kind: str, names: list[str]) -> list[list[str]]:
    """A benchmark table, header first, every figure as RESULTS.rst printed it (counts with
    thousands separators); the chart and the page's text are checked against these cells."""
    if kind == "memory":
        rows = [["Scenario", "ours: peak RSS over off", "built-in: peak RSS over off"]]
        for name in names:
            per_origin = data["scenarios"][name]["per_origin_kb"]
            rows.append([data["scenarios"][name]["title"],
                         f"{per_origin['ours']:.2f} kB per origin",
                         f"{per_origin['builtin']:.2f} kB per origin"])
        return rows
    if kind == "counts":
        [name] = names
        counts = data["scenarios"][name]["counts_per_origin"]
        rows = [["Per origin", *(header for _, header, _ in COUNT_COLUMNS)]]
        for key, label in COUNT_ROWS:
            rows.append([label, *(format(counts[key][column], fmt)
                                  for column, _, fmt in COUNT_COLUMNS)])
        return rows
    columns = TABLES[kind]
    first = "Answer latency" if kind == "latency" else "Scenario"
    rows = [[first, *(header for header, _, _ in columns), "floor"]]
    for name in names:
        scenario = data["scenarios"][name]
        label = f"{scenario['latency']} s" if kind == "latency" else scenario["title"]
        rows.append([label, *(f"{scenario['ratios'][ratio][measure]:.3f}"
                              for _, ratio, measure in columns), floor_of(scenario)])
    return rows


def runs_caption(data: dict[str, Any], names: list[str], kind: str = "cpu") -> str:
    """Where the figures of a table come from: each run's command and conditions."""
    runs: dict[str, list[str]] = {}
    for name in names:
        scenario = data["scenarios"][name]
        rounds = scenario["rounds"]
        runs.setdefault(scenario["run"], []).append(
            f"``{name}``" if kind == "counts"  # counted in crawls of their own, not in rounds
            else f"``{name}`` ({rounds} round{'s' if rounds > 1 else ''})")
    # A run on another machine than the file's names its own.
    machines = {run: data["runs"][run].get("machine", data["machine"]) for run in runs}
    one = len(set(machines.values())) == 1
    parts = [f"{', '.join(which)}: ``{data['runs'][run]['command']}`` "
             f"({data['runs'][run]['conditions']}{'' if one else '; ' + machines[run]})"
             for run, which in runs.items()]
    what = ("Per origin, from one untimed crawl per target for the function calls (cProfile) "
            "and one for memory (tracemalloc's peak; ``sys.getallocatedblocks`` at spider "
            "close), in" if kind == "counts" else "Medians, from")
    where = f" ({next(iter(machines.values()))})" if one else ""
    return f"{what} ``benchmarks/RESULTS.rst``{where}: " + "; ".join(parts) + "."
