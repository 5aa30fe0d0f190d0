"""README.rst's commands are the ones that run: CI runs its test command verbatim, and the same
pytest at both ends of the supported range."""

import ast
import configparser
import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _console_commands() -> list[str]:
    text = (ROOT / "README.rst").read_text()
    return [line.strip()[2:] for line in text.splitlines() if line.strip().startswith("$ ")]


def test_ci_runs_readme_test_command():
    ci_lines = (ROOT / ".ci" / "run").read_text().splitlines()
    test_commands = [c for c in _console_commands() if "pytest" in c and "pip install" in c]
    assert len(test_commands) == 1
    assert test_commands[0] in ci_lines
    # The oldest and newest environments install the same extra (plus their pins) and run
    # the same pytest, each in its own venv ("$env" instead of .venv).
    parts = [part.strip() for part in test_commands[0].split("&&")]
    install = next(part for part in parts if "pip install" in part)
    in_env = [line.strip() for line in ci_lines]
    assert install.replace(".venv/bin/pip", '"$env/bin/pip"') + ' "$@"' in in_env
    assert parts[-1].replace(".venv/bin/python", '"$env/bin/python"') in in_env
    assert [line for line in in_env if line.startswith("run_in oldest 3.10 ")]
    assert "run_in newest 3.13" in in_env


def test_ci_oldest_environment_pins_setup_cfg_minimums():
    """Every runtime and optional dependency's minimum in setup.cfg is what the oldest
    environment installs, and the oldest Python is the one setup.cfg allows."""
    config = configparser.ConfigParser()
    config.read(ROOT / "setup.cfg")
    assert config["options"]["python_requires"] == ">=3.10"
    declared = config["options"]["install_requires"].split()
    extras = config["options.extras_require"]
    declared += extras["fleet"].split() + extras["scrapy-redis"].split()
    minimums = {r.split(">=")[0].lower(): r.split(">=")[1] for r in declared if ">=" in r}
    assert {"scrapy", "twisted", "w3lib", "redis", "scrapy-redis"} <= set(minimums)
    [oldest] = [line for line in (ROOT / ".ci" / "run").read_text().splitlines()
                if line.startswith("run_in oldest ")]
    pins = dict(pin.strip('"').lower().split("==") for pin in oldest.split()[3:])
    assert pins == minimums


def test_readme_demo_command_runs_the_demo_spider():
    demo = [c for c in _console_commands() if "crawl demo" in c]
    assert demo and "example_project" in demo[0]
    assert (ROOT / "example_project" / "demo_project" / "spiders" / "demo.py").is_file()


def settings_reference_names() -> list[str]:
    """The settings docs/reference/settings.rst describes (its ``rfc9309-settings``
    directive's entries, in order)."""
    text = (ROOT / "docs" / "reference" / "settings.rst").read_text()
    body = text[text.index(".. rfc9309-settings::"):]
    return re.findall(r"^   (RFC9309_[A-Z_]+)$", body, re.MULTILINE)


def test_settings_reference_describes_exactly_the_settings_the_code_reads():
    """The docs build writes each setting's default and range from the code, and fails on a
    setting without a description; this says so without building the docs."""
    from scrapy_rfc9309.settings import SPECS

    names = settings_reference_names()
    assert len(names) == len(set(names))
    assert set(names) == {f"RFC9309_{name.upper()}" for name in SPECS}


def _stat_keys() -> set[str]:
    """Every stats key the package writes as a literal, and the literal start of every key
    it builds (an f-string's text before its first field)."""
    keys = set()
    for path in (ROOT / "scrapy_rfc9309").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            text = None
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
            elif isinstance(node, ast.JoinedStr) and isinstance(node.values[0], ast.Constant):
                text = f"{node.values[0].value}<"
            if text is not None and re.fullmatch(r"(rfc9309|robotstxt)/[\w/<]*", text):
                keys.add(text)
    return keys


def test_stats_reference_names_every_stat_the_code_counts():
    """Each key whole (``rfc9309/fetch/truncated``), or its family with a ``<...>`` part
    (``robotstxt/response_status_count/<status>`` covers the 304 the code writes); a key
    the code builds from parts, by its literal start."""
    documented = (ROOT / "docs" / "reference" / "stats.rst").read_text()
    keys = _stat_keys()
    assert {"robotstxt/forbidden", "rfc9309/fetch/truncated", "rfc9309/verdict/<"} <= keys
    # The JOBDIR store and the memory backend's temporary file share their stats' code,
    # named by the store: ``rfc9309/<store>/...``, for the two stores there are.
    keys.discard("rfc9309/")
    keys.discard("rfc9309/<")
    for store in ("jobdir", "tier"):
        for stat in ("write_error", "read_error", "undecodable", "unavailable"):
            keys.add(f"rfc9309/{store}/{stat}")
    for key in sorted(keys):
        if key.endswith(("<", "/")):  # built from parts: its start begins a documented key
            assert f"``{key.rstrip('<')}" in documented, key
            continue
        family = key.rpartition("/")[0] + "/<"
        assert f"``{key}``" in documented or f"``{family}" in documented, key


def test_readme_stays_short_and_links_the_docs():
    text = (ROOT / "README.rst").read_text()
    assert len(text.splitlines()) <= 200
    """The docs are the repository's docs/ folder (no hosted site is published): the README
    names the repository, links each page's source there, and says how to build them."""
    repo = "https://github.com/scrapy-rfc9309/scrapy-rfc9309"
    assert repo in text
    assert "readthedocs" not in text
    pages = re.findall(rf"{re.escape(repo)}/blob/main/(docs/[\w/-]+\.rst)", text)
    assert len(pages) >= 15
    for page in pages:
        assert (ROOT / page).is_file(), page
    build = [c for c in _console_commands() if "sphinx-build" in c]
    assert build and "docs/requirements.txt" in build[0]
    config = configparser.ConfigParser()
    config.read(ROOT / "setup.cfg")
    urls = config["metadata"]["project_urls"]
    assert "readthedocs" not in urls
    assert f"Documentation = {repo}/tree/main/docs" in urls


# -- the performance page: its figures, its tables, its chart and its text agree ---------------

sys.path.insert(0, str(ROOT / "docs" / "_ext"))
from benchmark_figures import benchmark_rows  # noqa: E402

PERFORMANCE = ROOT / "docs" / "performance.rst"
FIGURES = json.loads((ROOT / "docs" / "_data" / "benchmarks.json").read_text())


def results_section(title: str) -> str:
    """One section of benchmarks/RESULTS.rst: from its title to the next title."""
    lines = (ROOT / "benchmarks" / "RESULTS.rst").read_text().splitlines()
    titles = [i for i in range(len(lines) - 1)
              if lines[i] and set(lines[i + 1]) == {"="} and len(lines[i + 1]) >= len(lines[i])]
    start = next(i for i in titles if lines[i] == title)
    end = next((i for i in titles if i > start), len(lines))
    return "\n".join(lines[start:end])


def page_tables() -> list[tuple[str, str, list[str]]]:
    """The performance page's benchmark directives: (directive, kind, scenarios)."""
    found = re.findall(r"^\.\. (benchmark-table|benchmark-chart):: _data/benchmarks\.json\n"
                       r"((?:   :\w+: .*\n)+)", PERFORMANCE.read_text(), re.MULTILINE)
    tables = []
    for directive, options in found:
        values = dict(re.findall(r":(\w+): (.*)", options))
        tables.append((directive, values.get("kind", ""), values["scenarios"].split()))
    return tables


def counts_per_origin(section: str) -> dict[str, list[str]]:
    """The counts table per origin of a run's section of RESULTS.rst (its one ``per origin:``
    block): row name -> the cells of its first three columns, as printed."""
    lines = section.splitlines()
    [start] = [i for i, line in enumerate(lines) if line.strip().startswith("per origin:")]
    assert lines[start].split()[2:7] == ["calls", "peak", "B", "kept", "blocks"]
    rows = {}
    for line in lines[start + 1:]:
        if not line.strip():
            break
        name, *cells = line.split()
        rows[name] = cells[:3]
    return rows


def test_benchmark_figures_are_the_recorded_runs():
    """Every median and ratio in docs/_data/benchmarks.json is a line of the run's own section
    of benchmarks/RESULTS.rst, and each ratio is its medians' quotient; every count per origin
    is a cell of the section's counts table, and each difference over robots.txt off is its
    rows' difference."""
    for name, scenario in FIGURES["scenarios"].items():
        section = results_section(FIGURES["runs"][scenario["run"]]["section"])
        if "counts_per_origin" in scenario:
            printed = counts_per_origin(section)
            counts = scenario["counts_per_origin"]
            assert set(counts) == set(printed) == {
                "ours", "builtin", "off", "ours-off", "builtin-off"}, name
            for row, figures in counts.items():
                assert printed[row] == [f"{figures['calls']:.0f}", f"{figures['peak_bytes']:.0f}",
                                        f"{figures['kept_blocks']:.1f}"], (name, row)
            for target in ("ours", "builtin"):
                for key, rounding in (("calls", 1), ("peak_bytes", 1), ("kept_blocks", 0.1)):
                    difference = counts[target][key] - counts["off"][key]
                    assert counts[f"{target}-off"][key] == pytest.approx(
                        difference, abs=rounding + 1e-9), (name, target, key)
        if "per_origin_kb" in scenario:
            for target, kb in scenario["per_origin_kb"].items():
                assert re.search(rf"^\s+{target}\s+{kb:.2f} KB ", section, re.MULTILINE), target
            rss = scenario["maxrss_mib"]
            for target, mib in rss.items():  # the last column of the target's line
                line = rf"^\s*{target}\s+(\S+\s+){{5}}{mib:.1f}$"
                assert re.search(line, section, re.MULTILINE), (name, target)
            # Each peak RSS is printed to 0.1 MiB, each figure per origin to 0.01 kB.
            slack = 0.1 * 1024 * 1024 / scenario["origins"] / 1000 + 0.005
            for target in ("ours", "builtin"):
                kb = (rss[target] - rss["off"]) * 1024 * 1024 / scenario["origins"] / 1000
                assert kb == pytest.approx(scenario["per_origin_kb"][target], abs=slack)
            continue
        medians = scenario["medians"]
        for target, median in medians.items():
            line = rf"^\s*{target}\s+{median['wall']:.3f}\s+\S+\s+{median['cpu']:.3f}\s"
            assert re.search(line, section, re.MULTILINE), (name, target)
        for ratio, value in scenario["ratios"].items():
            line = rf"^\s*{ratio}\s+wall {value['wall']:.3f}\s+cpu {value['cpu']:.3f}$"
            assert re.search(line, section, re.MULTILINE), (name, ratio)
            over, under = ratio.split("/")
            for measure in ("wall", "cpu"):
                quotient = medians[over][measure] / medians[under][measure]
                assert value[measure] == pytest.approx(quotient, abs=0.0015), (name, ratio)


def test_the_chart_shows_the_latency_tables_scenarios():
    """The chart is drawn from the same file and scenarios as the table above it (the docs
    build also checks that each of its labels is a cell of the page's tables)."""
    tables = page_tables()
    charts = [scenarios for directive, _, scenarios in tables if directive == "benchmark-chart"]
    latency = [scenarios for directive, kind, scenarios in tables if kind == "latency"]
    assert charts == latency == [["latency-0.05", "latency-0.2"]]


def test_the_performance_text_says_what_its_tables_show():
    tables = {kind: benchmark_rows(FIGURES, kind, scenarios)
              for directive, kind, scenarios in page_tables() if directive == "benchmark-table"}
    cells = {cell for rows in tables.values() for row in rows for cell in row}
    text = PERFORMANCE.read_text()
    measured = text[:text.index("Why the defaults are what they are")]
    prose = re.sub(r"^\.\. benchmark-\w+::.*\n(   :.*\n)*", "", measured, flags=re.MULTILINE)
    quoted = re.findall(r"\b\d\.\d{3}\b", prose)
    assert quoted and set(quoted) <= cells, set(quoted) - cells

    def ratio(name: str, which: str, measure: str = "cpu") -> float:
        return FIGURES["scenarios"][name]["ratios"][which][measure]

    def floor(name: str) -> float:
        with_robots, without = FIGURES["scenarios"][name]["requests"]
        return with_robots / without

    def count(row: str, key: str) -> float:
        return FIGURES["scenarios"]["broad"]["counts_per_origin"][row][key]

    def kb(name: str, target: str) -> str:
        return f"{FIGURES['scenarios'][name]['per_origin_kb'][target]:.2f} kB"

    # Each sentence with its figures from the data file, and what it says of them true.
    said = " ".join(text.split())
    assert (f"Ours costs less CPU than the built-in ({ratio('broad', 'ours/builtin'):.3f}); "
            f"against robots.txt off, {ratio('broad', 'ours/off'):.3f} for ours and "
            f"{ratio('broad', 'builtin/off'):.3f} for the built-in") in said
    assert ratio("broad", "ours/builtin") < 1 and floor("broad") == 2
    assert max(ratio("broad", "ours/off"), ratio("broad", "builtin/off")) < floor("broad")
    assert (f"ours costs less CPU than the built-in ({ratio('many', 'ours/builtin'):.3f}); "
            f"against robots.txt off, {ratio('many', 'ours/off'):.3f} for ours and "
            f"{ratio('many', 'builtin/off'):.3f} for the built-in, both above the floor of "
            f"{floor('many'):.1f}") in said
    assert ratio("many", "ours/builtin") < 1
    assert min(ratio("many", "ours/off"), ratio("many", "builtin/off")) > floor("many")
    large, scheduled = ratio("large", "ours/builtin"), ratio("large-scheduled", "ours/builtin")
    assert (f"ours costs less CPU than the built-in in ``large`` ({large:.3f}) and more in "
            f"``large-scheduled`` ({scheduled:.3f}); against robots.txt off, "
            f"{ratio('large', 'ours/off'):.3f} and {ratio('large-scheduled', 'ours/off'):.3f} "
            f"for ours, {ratio('large', 'builtin/off'):.3f} and "
            f"{ratio('large-scheduled', 'builtin/off'):.3f} for the built-in") in said
    assert large < 1 < scheduled
    assert "ours costs half the built-in's CPU (0.495)" in said
    assert ratio("big-allow", "ours/builtin") == pytest.approx(0.5, abs=0.05)
    assert ("Ours comes out *below* the floor at both latencies (1.210 and 1.237), the built-in "
            "above it (1.839 and 2.031)") in said
    for name in ("latency-0.05", "latency-0.2"):
        assert ratio(name, "ours/off", "wall") < floor(name) < ratio(name, "builtin/off", "wall")

    # The broad crawl's counts: fewer calls than the built-in's, said as such.
    ours_calls, builtin_calls = count("ours-off", "calls"), count("builtin-off", "calls")
    assert ("Over robots.txt off, ours makes fewer function calls per origin than the "
            f"built-in: {ours_calls:,} against {builtin_calls:,}, "
            f"{builtin_calls - ours_calls:,} fewer") in said
    assert ours_calls < builtin_calls
    ours_peak, builtin_peak = count("ours-off", "peak_bytes"), count("builtin-off", "peak_bytes")
    ours_kept, builtin_kept = count("ours-off", "kept_blocks"), count("builtin-off", "kept_blocks")
    assert (f"It holds less memory: {ours_peak:,} bytes more than robots.txt off at its peak "
            f"against the built-in's {builtin_peak:,}, and {ours_kept:.1f} memory blocks kept per "
            f"origin against {builtin_kept:.1f}") in said
    assert ours_peak < builtin_peak and ours_kept < builtin_kept

    # Memory per origin, both scenarios.
    assert ("Ours holds less memory per origin than the built-in in both: with a typical "
            f"robots.txt for each origin (``memory``), {kb('memory', 'ours')} more than "
            f"robots.txt off against the built-in's {kb('memory', 'builtin')}; with a robots.txt "
            f"of 110 bytes each (``memory-small``), {kb('memory-small', 'ours')} against "
            f"{kb('memory-small', 'builtin')}") in said
    for name in ("memory", "memory-small"):
        per_origin = FIGURES["scenarios"][name]["per_origin_kb"]
        assert per_origin["ours"] < per_origin["builtin"], name


# -- what the pages say about the tests -------------------------------------------------------

def _user_pages() -> list[Path]:
    return sorted((ROOT / "docs").rglob("*.rst"))


def test_every_test_a_page_names_exists():
    """``test_file.py::test_name`` on a page is a test function of tests/test_file.py."""
    named = 0
    for page in _user_pages():
        for module, function in re.findall(r"``(test_\w+\.py)::(test_\w+)``", page.read_text()):
            tree = ast.parse((ROOT / "tests" / module).read_text())
            functions = {n.name for n in tree.body
                         if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
            assert function in functions, f"{page.name}: {module}::{function}"
            named += 1
    assert named >= 30


def test_each_migration_difference_names_its_test():
    text = (ROOT / "docs" / "migration.rst").read_text()
    assert text.count("   :Here: ") == text.count("   :Shown by:") >= 18


def test_fleet_page_states_what_the_test_asserts():
    """The fleet tests assert the turns Redis set, not gaps measured at the server."""
    text = " ".join((ROOT / "docs" / "fleet.rst").read_text().split())
    assert "The gaps at the server are printed, not asserted" in text
    assert "stay above 1 s" not in text and "0.95 s" not in text


def test_no_issue_numbers_on_user_pages():
    """The user pages speak to users: no issue or pull-request numbers (a conformance case's
    own name, ``google:ID_Encoding#6``, is not one)."""
    for page in _user_pages():
        text = re.sub(r"google:\w+#\d+", "", page.read_text())
        assert not re.search(r"#\d", text), page.name
        assert not re.search(r"\bissues?\b", text, re.IGNORECASE), page.name
