"""The README's main job: the example project's demo spider crawls its own local site farm
and prints every URL's verdict and reason, then the robots.txt stats."""

import subprocess
import sys
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent / "example_project"


def test_demo_crawl_prints_verdicts_and_stats():
    done = subprocess.run(
        [sys.executable, "-m", "scrapy", "crawl", "demo"],
        cwd=PROJECT, capture_output=True, text=True, timeout=120, check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    rows = {}  # (site, path) -> (verdict, reason); the table's SITE column is 20 wide
    for line in done.stdout.splitlines():
        if line[22:].startswith("http://127.0.0.1:"):
            url, verdict, *reason = line[22:].split(None, 2)
            path = "/" + url.split("/", 3)[3]
            rows[line[:20].strip(), path] = (verdict, " ".join(reason))
    assert rows["rules", "/private/accounts"][0] == "DENIED"
    assert "'Disallow: /private/' (line 6" in rows["rules", "/private/accounts"][1]
    assert rows["rules", "/private/press-kit"][0] == "fetched"
    assert rows["rules", "/report.pdf"][0] == "DENIED"
    assert rows["rules", "/report.pdf?download"][0] == "fetched"
    assert rows["robots.txt moved", "/drafts/one"][0] == "DENIED"
    assert rows["no robots.txt (404)", "/"][0] == "fetched"
    assert rows["robots.txt 403", "/"] == ("DENIED", "Forbidden by robots.txt: robots.txt "
                                           "forbidden: 403 (deny all)")
    assert "redirected from" in done.stdout
    assert "robots.txt unreachable: 503" in done.stdout
    assert "robots.txt forbidden: 403" in done.stdout
    assert "robotstxt/request_count                          5" in done.stdout
    assert "rfc9309/denied/rule" in done.stdout
