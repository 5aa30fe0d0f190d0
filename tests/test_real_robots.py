"""Real robots.txt files: this project against Google's reference and Scrapy's built-in.

tests/real_robots.py generates URLs from each file's own rules and asks all three engines.
Every disagreement with Google's reference must have a cause listed in ``CAUSES`` (with the RFC
section behind this project's answer), and the count of each cause is committed here: the
test fails if a new disagreement appears or a listed cause disappears.  Likewise every URL this
project allows and protego denies must be explained by ``LAXER_THAN_PROTEGO`` (docs/matching.rst,
"Where this project is laxer than Scrapy's built-in").  The figures are printed by
``python -m benchmarks.real_robots_report``.
"""

from __future__ import annotations

import pytest

from tests import real_robots
from tests.oracles import googlebot_module

# Google's reference: on Python < 3.13 (where setup.cfg installs it) a failed import fails the
# module; on 3.13+, where it has no wheel, the module is skipped with that reason.
googlebot_module()

#: Disagreements with Google's reference, by cause (tests/real_robots.py CAUSES).
EXPECTED_CAUSES = {
    "unreserved-%XX": 7485,
    "dot-segments": 7427,
    "name-taken-whole": 867,
    "reserved-%XX": 500,
    "robots-txt-implicit": 247,
    "absolute-url-rule": 70,
    "client-encoded": 63,
    "hex-case": 30,
    "google-index-html": 3,
}
#: Where this project allows and protego denies, by reason (LAXER_THAN_PROTEGO).
EXPECTED_LAXER = {
    "user-agent-line-with-version-or-words": 156,
    "dot-segments": 33,
    "robots-txt-implicit": 1,
}
#: (file, crawler) pairs given a smaller Crawl-delay than protego gives, by reason.
EXPECTED_SMALLER_DELAY = {"user-agent-line-with-version-or-words": 5}


@pytest.fixture(scope="module")
def report() -> real_robots.Report:
    return real_robots.compare()


def test_corpus_size(report):
    assert report.files == 2112
    assert report.decisions == 72021


def test_every_disagreement_with_google_has_a_listed_cause(report):
    assert report.unexplained == []
    assert dict(report.causes) == EXPECTED_CAUSES
    assert EXPECTED_CAUSES.keys() == real_robots.CAUSES.keys()


def test_laxer_than_protego_only_where_the_rfc_says_so(report):
    assert report.unexplained_laxer == []
    assert dict(report.laxer) == EXPECTED_LAXER
    assert EXPECTED_LAXER.keys() == real_robots.LAXER_THAN_PROTEGO.keys()


def test_smaller_crawl_delay_than_protego_only_where_the_rfc_says_so(report):
    assert report.unexplained_smaller_delay == []
    assert dict(report.smaller_delay) == EXPECTED_SMALLER_DELAY
