"""Fails when any built docs page needs scrolling sideways at 1280 px.

Usage, after ``sphinx-build -W -b html docs OUT``::

    python docs/check_overflow.py OUT [--chromium /usr/bin/chromium] [--width 1280]

Each page is loaded in headless Chromium at the given window width, with a small script
added to a copy of it (a ``<base>`` keeps its styles and scripts). Once the page has loaded
(the theme's scripts run), the script lists every element that is cut off or scrollable
sideways (content wider than a box whose overflow is not ``visible``) or that reaches past
the right edge of the text column, and writes the list into the page, which Chromium prints
(``--dump-dom``). Standard library only; Chromium is the one thing needed.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

#: Runs on the page's load event (after the theme has wrapped its tables); its report is the
#: text of a <pre id="rfc9309-overflow"> added at the end of the body.
CHECK = """
<script>
window.addEventListener("load", function () {
  var found = [];
  var view = document.documentElement.clientWidth;
  var column = document.querySelector(".wy-nav-content");
  var edge = column ? column.getBoundingClientRect().right : view;
  function name(el) {
    var text = (el.textContent || "").trim().replace(/\\s+/g, " ").slice(0, 60);
    return el.tagName.toLowerCase() + (el.className && typeof el.className === "string"
      ? "." + el.className.trim().replace(/\\s+/g, ".") : "") + " \\"" + text + "\\"";
  }
  if (document.documentElement.scrollWidth > view + 1) {
    found.push("the page is " + document.documentElement.scrollWidth + " px wide, the window "
               + view + " px");
  }
  document.querySelectorAll(".wy-nav-content *").forEach(function (el) {
    var style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden") return;
    var box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    if (style.overflowX !== "visible" && el.scrollWidth > el.clientWidth + 1) {
      found.push(name(el) + ": content " + el.scrollWidth + " px wide in a box of "
                 + el.clientWidth + " px, cut off or scrolled");
    } else if (box.right > edge + 1) {
      found.push(name(el) + ": reaches " + Math.round(box.right) + " px, past the text column ("
                 + Math.round(edge) + " px)");
    }
  });
  var report = document.createElement("pre");
  report.id = "rfc9309-overflow";
  report.textContent = JSON.stringify(found);
  document.body.appendChild(report);
});
</script>
"""

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--hide-scrollbars"]
REPORT = re.compile(r'<pre id="rfc9309-overflow">(.*?)</pre>', re.DOTALL)


def pages(out: Path) -> list[Path]:
    """The built pages a reader opens (not Sphinx's search and index pages)."""
    skip = {"search.html", "genindex.html", "py-modindex.html"}
    return sorted(p for p in out.rglob("*.html")
                  if p.name not in skip and not p.relative_to(out).parts[0].startswith("_"))


def overflows(page: Path, chromium: str, width: int, scratch: Path) -> list[str]:
    """What overflows sideways on ``page`` at ``width`` px, as the page's script reports it."""
    text = page.read_text()
    base = f'<base href="{page.resolve().as_uri()}">'
    copy = scratch / "page.html"
    copy.write_text(text.replace("<head>", "<head>" + base, 1)
                    .replace("</body>", CHECK + "</body>", 1))
    with tempfile.TemporaryDirectory() as profile:
        result = subprocess.run(
            [chromium, *FLAGS, f"--user-data-dir={profile}", f"--window-size={width},1000",
             "--dump-dom", copy.as_uri()],
            capture_output=True, text=True, timeout=120, check=False)
    match = REPORT.search(result.stdout)
    if match is None:
        return [f"no report (chromium exit {result.returncode}): {result.stderr[-500:]}"]
    return list(json.loads(html.unescape(match.group(1))))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the directory sphinx-build wrote")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--width", type=int, default=1280)
    args = parser.parse_args(argv)
    found = 0
    with tempfile.TemporaryDirectory() as scratch:
        for page in pages(args.out):
            problems = overflows(page, args.chromium, args.width, Path(scratch))
            for problem in problems:
                print(f"{page.relative_to(args.out)}: {problem}")
            found += len(problems)
    checked = len(pages(args.out))
    print(f"check_overflow: {checked} pages at {args.width} px, {found} overflowing elements")
    return 1 if found or not checked else 0


if __name__ == "__main__":
    sys.exit(main())
