"""The benchmark commands of docs/performance.rst run, at their ``--quick`` sizes: the broad crawl
with its counts, and the memory scenario of many origins with a small robots.txt each.

``benchmarks.run`` checks every crawl against what the site farm served (robots.txt once per
origin for ours and the built-in, never for robots.txt off; each page once) and exits non-zero
when one did anything else, so a zero exit status says that every figure comes from a crawl
that did what was planned."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: A bound on the whole command (about 40 s on 2 shared CPUs), not a measure.
COMMAND_BOUND = 600
COUNTED = {"calls", "peak_bytes", "kept_blocks", "gc0", "gc1", "gc2"}


def test_broad_counts_and_memory_small_quick(tmp_path: Path) -> None:
    out = tmp_path / "results.json"
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.run", "broad", "memory-small", "--quick",
         "--json", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=COMMAND_BOUND,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    results = json.loads(out.read_text())["results"]

    broad = results["broad"]
    # --quick: 20 origins, one page each, and the one disallowed URL of the farm.
    assert (broad["origins"], broad["urls"], broad["denied"]) == (20, 21, 1)
    counts = broad["counts"]
    assert set(counts) == {"ours", "builtin", "off"}
    for target, counted in counts.items():
        assert set(counted) == COUNTED, target
        assert counted["calls"] > 0 and counted["peak_bytes"] > 0, target
    # Obeying robots.txt is one request more per origin (21 requests against 41): whatever
    # the machine, that is more function calls than with robots.txt off.
    assert counts["ours"]["calls"] > counts["off"]["calls"]
    assert counts["builtin"]["calls"] > counts["off"]["calls"]
    # The table next to the CPU figures: every target and both differences over off, per
    # origin and per request.
    lines = done.stdout.splitlines()
    assert sum(line.startswith(("per origin:", "per request:")) for line in lines) == 2
    for row in ("ours ", "builtin ", "off ", "ours-off ", "builtin-off "):
        assert sum(line.startswith(row) and len(line.split()) == 8 for line in lines) == 2, row

    small = results["memory-small"]
    assert (small["origins"], small["urls"], "counts" in small) == (20, 21, False)
    assert any(line.startswith("memory-small ours-off per origin") and "target <= 2000 B" in line
               for line in lines)
