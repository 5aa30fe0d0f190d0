"""What the docs build generates, so that no page can drift from the code or the measurements.

* ``.. rfc9309-settings::`` writes the settings reference from the package's own list of
  settings (``scrapy_rfc9309.settings.SPECS``: name, allowed values) and the defaults a crawl
  with no settings reads; the directive's content only adds a description per setting, and the
  build fails when a setting the code reads has none, or a description names no setting.
* ``.. flowchart::`` draws a diagram from its text (steps top to bottom, each with the ways
  out of it on its right) as inline SVG, in pure Python: no ``dot`` binary needed.
* After the build, every setting the code reads must have its entry in the built page.
* ``.. benchmark-table:: FILE`` and ``.. benchmark-chart:: FILE`` write the performance page's
  tables and draw its chart (matplotlib) from one file of figures copied from
  ``benchmarks/RESULTS.rst``, so a chart shows the numbers of the table beside it.
"""

from __future__ import annotations

import html
import io
import json
import textwrap
from dataclasses import fields
from pathlib import Path
from typing import Any

from benchmark_figures import benchmark_rows, runs_caption
from docutils import nodes
from docutils.parsers.rst import Directive
from docutils.statemachine import StringList
from sphinx.application import Sphinx
from sphinx.util.nodes import nested_parse_with_titles


def setting_defaults() -> dict[str, Any]:
    """Every setting's value in a crawl that sets none, as the package reads it."""
    from scrapy.settings import Settings

    from scrapy_rfc9309.settings import read_settings

    read = read_settings(Settings(), None)
    values: dict[str, Any] = {}
    for part in (read.policy, read.backend, read.usage, read.evidence):
        values.update({f.name: getattr(part, f.name) for f in fields(part)})
    return values


def show(value: Any) -> str:
    """A default as a user writes it in settings.py."""
    if isinstance(value, bool):
        return f"``{value}``"
    if isinstance(value, float):
        return f"``{value:g}``" if value != int(value) else f"``{int(value)}``"
    if isinstance(value, str):
        return f'``"{value}"``'
    if isinstance(value, tuple):
        return f"``{list(value)}``"
    return f"``{value}``"


def parse_entries(lines: list[str]) -> dict[str, list[str]]:
    """``NAME`` at the margin, its description indented below it."""
    entries: dict[str, list[str]] = {}
    name = None
    for line in lines:
        if line and not line[0].isspace():
            name = line.strip()
            entries[name] = []
        elif name is not None:
            entries[name].append(line)
    return {n: textwrap.dedent("\n".join(body)).strip().splitlines() for n, body in
            entries.items()}


class SettingsDirective(Directive):
    """The settings reference: one section per setting the code reads."""

    has_content = True

    def run(self) -> list[nodes.Node]:
        from scrapy_rfc9309.settings import SPECS

        described = parse_entries(list(self.content))
        names = {f"RFC9309_{field.upper()}": field for field in SPECS}
        missing = sorted(set(names) - set(described))
        unknown = sorted(set(described) - set(names))
        if missing or unknown:
            raise self.error(
                f"settings reference: no description for {missing}; "
                f"descriptions of settings the code does not read: {unknown}"
            )
        defaults = setting_defaults()
        text: list[str] = []
        for name in described:  # in the page's order
            field = names[name]
            body = described[name]
            default = show(defaults[field])
            if body and body[0].startswith(":default:"):
                default = body[0].removeprefix(":default:").strip()
                body = body[1:]
            text += [
                f".. setting:: {name}", "",
                name, "~" * len(name), "",
                f":Default: {default}",
                f":Allowed: {SPECS[field].allowed}",
                f":Per spider: ``{name.lower()}``", "",
                *body, "",
            ]
        container = nodes.container()
        nested_parse_with_titles(self.state, StringList(text, source="settings reference"),
                                 container)
        return container.children


# -- text to diagram -------------------------------------------------------------------------

CHAR_WIDTH = 7.2  # px per character at 12 px sans-serif, generous
LINE = 16
PAD = 8
WRAP = 44


def _box(x: float, y: float, lines: list[str], fill: str) -> tuple[str, float, float]:
    width = max(len(line) for line in lines) * CHAR_WIDTH + 2 * PAD
    height = len(lines) * LINE + 2 * PAD - 4
    texts = "".join(
        f'<text x="{x + PAD:.0f}" y="{y + PAD + (i + 1) * LINE - 4:.0f}">{html.escape(line)}'
        "</text>"
        for i, line in enumerate(lines)
    )
    rect = (f'<rect x="{x:.0f}" y="{y:.0f}" width="{width:.0f}" height="{height:.0f}" rx="6" '
            f'fill="{fill}" stroke="#444"/>')
    return rect + texts, width, height


def flowchart_svg(source: str) -> str:
    """Steps (lines at the margin) top to bottom, joined by arrows; lines indented under a
    step starting with ``->`` are its ways out, drawn on its right."""
    steps: list[tuple[str, list[str]]] = []
    for raw in source.splitlines():
        if not raw.strip():
            continue
        if raw[0].isspace():
            if not steps or not raw.strip().startswith("->"):
                raise ValueError(f"flowchart: {raw.strip()!r} is not under a step")
            steps[-1][1].append(raw.strip()[2:].strip())
        else:
            steps.append((raw.strip(), []))
    parts: list[str] = []
    y, left, gap, width_all = 10.0, 10.0, 28.0, 0.0
    exit_x = left + WRAP * CHAR_WIDTH + 2 * PAD + 60

    def arrow(x1: float, y1: float, x2: float, y2: float, head: bool = True) -> None:
        marker = ' marker-end="url(#arrow)"' if head else ""
        parts.append(f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" '
                     f'stroke="#444"{marker}/>')

    for index, (step, exits) in enumerate(steps):
        svg, width, height = _box(left, y, textwrap.wrap(step, WRAP), "#e8f0fb")
        parts.append(svg)
        # The ways out hang off one trunk on the step's right, so every arrow starts there.
        trunk = left + width + 24
        exit_y, row_height, mids = y, height, []
        for out in exits:
            box, out_width, out_height = _box(exit_x, exit_y, textwrap.wrap(out, WRAP),
                                              "#fdf1e4")
            parts.append(box)
            mids.append(exit_y + out_height / 2)
            width_all = max(width_all, exit_x + out_width)
            exit_y += out_height + 6
            row_height = max(row_height, exit_y - y - 6)
        if mids:
            box_mid = y + height / 2
            arrow(left + width, box_mid, trunk, box_mid, head=False)
            arrow(trunk, min(box_mid, *mids), trunk, max(box_mid, *mids), head=False)
            for mid in mids:
                arrow(trunk, mid, exit_x - 2, mid)
        width_all = max(width_all, left + width)
        if index < len(steps) - 1:
            arrow(left + 30, y + height, left + 30, y + row_height + gap - 2)
        y += row_height + gap
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width_all + 10:.0f}" '
        f'height="{y - gap + 10:.0f}" font-family="sans-serif" font-size="12" role="img">'
        '<defs><marker id="arrow" markerWidth="8" markerHeight="8" refX="7" refY="4" '
        'orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="#444"/></marker></defs>'
        + "".join(parts) + "</svg>"
    )


class FlowchartDirective(Directive):
    has_content = True

    def run(self) -> list[nodes.Node]:
        try:
            svg = flowchart_svg("\n".join(self.content))
        except ValueError as exc:
            raise self.error(str(exc)) from None
        return [nodes.raw("", f'<div class="rfc9309-diagram">{svg}</div>', format="html")]


# -- benchmark tables and chart -------------------------------------------------------------

def latency_chart_svg(data: dict[str, Any], names: list[str]) -> str:
    """Wall time against robots.txt off, per latency scenario: this package, Scrapy's
    built-in, and the floor; each bar labelled with the latency table's own cell."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    matplotlib.rcParams["svg.hashsalt"] = "scrapy-rfc9309"  # the same SVG for the same data
    matplotlib.rcParams["svg.fonttype"] = "none"
    rows = benchmark_rows(data, "latency", names)[1:]
    scenarios = [data["scenarios"][name] for name in names]
    fig, ax = plt.subplots(figsize=(6.4, 3.6))
    top = 0.0
    for offset, column, label, color in ((-0.2, 1, "scrapy-rfc9309", "#3b73b9"),
                                         (0.2, 2, "Scrapy's built-in", "#c8833a")):
        values = [float(row[column]) for row in rows]
        top = max(top, *values)
        xs = [x + offset for x in range(len(rows))]
        ax.bar(xs, values, 0.4, label=label, color=color)
        # Each label inside its bar, at its top: clear of the legend (below the plot) and of
        # the floor line, which crosses a bar lower down or not at all.
        for x, row in zip(xs, rows, strict=True):
            value, floor = float(row[column]), float(row[-1])
            inside = not 0 <= value - floor < 0.1 * value  # else the floor line crosses it
            ax.annotate(row[column], (x, value), xytext=(0, -4 if inside else 3),
                        textcoords="offset points", ha="center",
                        va="top" if inside else "bottom", fontsize=9,
                        color="white" if inside else "black", fontweight="bold")
    for x, (row, scenario) in enumerate(zip(rows, scenarios, strict=True)):
        ax.hlines(float(row[-1]), x - 0.45, x + 0.45, colors="black", linestyles="dashed",
                  label=f"floor ({scenario['requests'][0]}/{scenario['requests'][1]} "
                  "requests)" if x == 0 else None)
    ax.set_xticks(list(range(len(rows))), [row[0] for row in rows])
    ax.set_xlabel("latency of every answer (robots.txt too)")
    ax.set_ylabel("wall time / robots.txt off")
    ax.set_ylim(0, top * 1.15)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.22), ncol=3, fontsize=8,
              frameon=False)
    ax.set_title("400 origins x 3 pages (lower is better)", fontsize=10)
    fig.tight_layout()
    out = io.StringIO()
    fig.savefig(out, format="svg", metadata={"Date": None})
    plt.close(fig)
    svg = out.getvalue()
    return svg[svg.index("<svg"):]


class BenchmarkDirective(Directive):
    """``.. benchmark-table:: FILE`` (``:kind:`` cpu, latency, memory or counts) or
    ``.. benchmark-chart:: FILE``, with ``:scenarios:`` naming the file's scenarios."""

    required_arguments = 1
    option_spec = {"kind": str, "scenarios": str}
    chart = False

    def run(self) -> list[nodes.Node]:
        env = self.state.document.settings.env
        relative, path = env.relfn2path(self.arguments[0])
        env.note_dependency(relative)
        names = self.options.get("scenarios", "").split()
        try:
            data = json.loads(Path(path).read_text())
            kind = self.options.get("kind", "cpu")
            caption = runs_caption(data, names, kind)
            if self.chart:
                svg = latency_chart_svg(data, names)
                text = []
                caption = (f"The latency table's figures ({', '.join(names)}), from "
                           f"``docs/{self.arguments[0]}``.")
            else:
                rows = benchmark_rows(data, kind, names)
                text = [".. list-table::", "   :header-rows: 1", ""]
                for row in rows:
                    text += [f"   * - {row[0]}", *(f"     - {cell}" for cell in row[1:])]
                text += [""]
        except (OSError, ValueError, KeyError) as exc:
            raise self.error(f"{self.name}: {path}: {exc}") from None
        container = nodes.container()
        self.state.nested_parse(StringList([*text, caption], source=path), 0, container)
        if self.chart:
            chart = nodes.raw("", f'<div class="rfc9309-chart">{svg}</div>', format="html")
            return [chart, *container.children]
        return container.children


class BenchmarkChartDirective(BenchmarkDirective):
    chart = True


def check_built_reference(app: Sphinx, exception: Exception | None) -> None:
    """After an HTML build: every RFC9309_* setting the code reads has its own anchor and
    title in the built settings reference, so a reader finds each one."""
    if exception is not None or app.builder.format != "html":
        return
    from sphinx.errors import ExtensionError

    from scrapy_rfc9309.settings import SPECS

    page = Path(app.outdir, "reference", "settings.html").read_text()
    missing = [name for name in (f"RFC9309_{field.upper()}" for field in SPECS)
               if f'id="std-setting-{name}"' not in page or f"{name}<a" not in page]
    if missing:
        raise ExtensionError(f"the built settings reference lacks {missing}")


def check_built_chart(app: Sphinx, exception: Exception | None) -> None:
    """After an HTML build: every figure written on the performance page's chart is a cell of
    a table on the same page."""
    if exception is not None or app.builder.format != "html":
        return
    import re

    from sphinx.errors import ExtensionError

    page = Path(app.outdir, "performance.html").read_text()
    cells = set(re.findall(r"<td><p>([^<]*)</p></td>", page))
    for chart in re.findall(r'<div class="rfc9309-chart">(.*?)</svg>', page, re.DOTALL):
        labels = re.findall(r"<text[^>]*>\s*(\d+\.\d{3})\s*</text>", chart)  # the bars'
        if not labels or set(labels) - cells:
            raise ExtensionError(f"the performance chart shows {labels}, the tables {cells}")


def setup(app: Sphinx) -> dict[str, Any]:
    # sphinx-scrapy gives the ``setting``, ``reqmeta``, ``stat`` and ``signal`` directives and
    # roles, as Scrapy's own docs have them.
    app.add_directive("rfc9309-settings", SettingsDirective)
    app.add_directive("flowchart", FlowchartDirective)
    app.add_directive("benchmark-table", BenchmarkDirective)
    app.add_directive("benchmark-chart", BenchmarkChartDirective)
    app.connect("build-finished", check_built_reference)
    app.connect("build-finished", check_built_chart)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
