"""README.rst's commands are the ones that run: CI runs its test command verbatim, and the same
pytest at both ends of the supported range."""

import configparser
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


def test_every_policy_setting_is_documented():
    from scrapy_rfc9309.config import RobotsPolicy, setting_name

    readme = (ROOT / "README.rst").read_text()
    for name in RobotsPolicy.__dataclass_fields__:
        default = RobotsPolicy.__dataclass_fields__[name].default
        row = f"* - ``{setting_name(name)}``"
        assert row in readme, row
        shown = (
            f'"{default}"' if isinstance(default, str)
            else f"{default:.0f}" if isinstance(default, float)
            else str(list(default)) if isinstance(default, tuple)  # a list setting
            else str(default)
        )
        assert f"``{shown}``" in readme[readme.index(row):][:200], (row, shown)
