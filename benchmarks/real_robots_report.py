"""The real-file comparison in figures: files, decisions, agreement, causes.

    python -m benchmarks.real_robots_report

Runs ``tests/real_robots.compare`` (this project, Google's reference via ``jwm.robotstxt``,
protego) over tests/data/real_robots/ and prints the table quoted in docs/matching.rst.
"""

from __future__ import annotations

import time

from tests import real_robots


def main() -> None:
    started = time.perf_counter()
    report = real_robots.compare()
    elapsed = time.perf_counter() - started
    n = report.decisions
    print(f"files: {report.files}   decisions: {n}   ({elapsed:.1f} s)")
    print(f"same as Google's reference: {report.same_as_google} ({report.same_as_google / n:.2%})")
    print(
        f"same as protego:            {report.same_as_protego} ({report.same_as_protego / n:.2%})"
    )
    print("\ndisagreements with Google's reference, by cause:")
    for cause, count in report.causes.most_common():
        print(f"  {count:6}  {cause}")
    print(f"  {len(report.unexplained):6}  (unexplained)")
    print("\nallowed here, denied by protego, by reason:")
    for reason, count in report.laxer.most_common():
        print(f"  {count:6}  {reason}")
    print(f"  {len(report.unexplained_laxer):6}  (unexplained)")
    print("\n(file, crawler) pairs with a smaller Crawl-delay here than protego's, by reason:")
    for reason, count in report.smaller_delay.most_common():
        print(f"  {count:6}  {reason}")
    print(f"  {len(report.unexplained_smaller_delay):6}  (unexplained)")


if __name__ == "__main__":
    main()
