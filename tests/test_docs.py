"""README.rst's commands are the ones that run: CI runs its test command verbatim, and the same
pytest at both ends of the supported range."""

import ast
import configparser
import re
from pathlib import Path

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
    assert "https://scrapy-rfc9309.readthedocs.io" in text
