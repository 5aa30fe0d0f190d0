"""Fuzzing the middleware through real crawls (issue 12): random robots.txt behaviours (rules,
statuses, redirects, encodings, slow, hung, reset and cut answers) served by real sites on
127.0.0.1, crawled by a real Scrapy crawl. For every request, its fate: downloaded when its
origin's robots.txt allows it, an errback with a robots.txt reason when not; and no page that
robots.txt does not allow is ever served (each site logs what it served).

How many examples comes from the hypothesis profile (tests/conftest.py): a few dozen in CI
(tens of seconds), more with HYPOTHESIS_PROFILE=fuzz.

Expected verdicts do not come from the engine under test. The generated files stay in a subset
where RFC 9309's answer is unambiguous (plain ASCII paths, no percent-encoding, no
/robots.txt, names of letters only), and ``reference_allows`` reads them as RFC 9309 says, in
a few lines a reader can check; on every example it is itself checked against Google's
reference (``jwm.robotstxt``, where its wheel installs: Python < 3.13), which this project
agrees with on this subset. Google alone could not serve: it is missing on Python 3.13.
"""

from __future__ import annotations

import gzip
import re
import zlib
from dataclasses import dataclass

import pytest_twisted
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scrapy_rfc9309 import RobotsTxtForbidden
from scrapy_rfc9309.testing import Page, SiteFarm
from tests.conftest import crawl
from tests.oracles import google_if_installed

AGENT = "testbot"  # the product token of tests.conftest's USER_AGENT
PAGES = ["/", "/a", "/a/", "/a/b", "/ab", "/b", "/b/c", "/c.html", "/x?q=1"]
RULE_PATHS = ["/", "/a", "/a/", "/a/b", "/ab", "/b", "/b*", "/*.html", "/b$", "/a/b$", "/x",
              "/*q=", "", "*"]
# A slow robots.txt (0.5 s) is parked (after 0.25 s: a slow machine only makes it slower)
# and still well inside the timeout (4 s, which a hung one reaches): 3.5 s to spare for a
# loaded machine's lateness.
SETTINGS = {"RFC9309_ROBOTS_TIMEOUT": 4, "RFC9309_PARK_AFTER": 0.25}
EXAMPLES = 30 if settings().max_examples <= 200 else 2000

_line = st.one_of(
    st.builds("{}: {}".format, st.sampled_from(["User-agent", "user-agent", "USER-AGENT"]),
              st.sampled_from(["*", AGENT, "TestBot", "otherbot"])),
    st.builds("{}: {}".format, st.sampled_from(["Allow", "Disallow", "disallow"]),
              st.sampled_from(RULE_PATHS)),
    st.sampled_from(["# comment", "Sitemap: http://127.0.0.1/s.xml", "Garbage line", ""]),
)
_bodies = st.builds(
    lambda lines, end: end.join(lines).encode() + end.encode(),
    st.lists(_line, max_size=12),
    st.sampled_from(["\n", "\r\n"]),
)


@dataclass(frozen=True)
class Behaviour:
    """What one origin's robots.txt does. ``body``: the rules that apply, when any do."""

    kind: str
    body: bytes = b""
    status: int = 200
    encoding: str = ""
    delay: float = 0.0

    def pages(self) -> dict[str, Page]:
        """The site's robots.txt (and where it redirects to)."""
        if self.kind == "rules":
            body, headers = self.body, {}
            if self.encoding:
                encode = gzip.compress if self.encoding == "gzip" else zlib.compress
                body, headers = encode(body), {"Content-Encoding": self.encoding}
            return {"/robots.txt": Page(body, headers=headers, delay=self.delay)}
        if self.kind == "redirect":
            return {"/robots.txt": Page(b"", 301, {"Location": "/real/robots.txt"}),
                    "/real/robots.txt": Page(self.body)}
        if self.kind == "loop":
            return {"/robots.txt": Page(b"", 302, {"Location": "/robots.txt"})}
        if self.kind == "status":
            return {"/robots.txt": Page(b"User-agent: *\nAllow: /\n", self.status)}
        if self.kind == "cut":
            return {"/robots.txt": Page(self.body + b"# padding\n", cut=len(self.body))}
        return {"/robots.txt": Page(hang=self.kind == "hang", reset=self.kind == "reset")}

    def allows(self, path: str) -> bool:
        if self.kind in ("rules", "redirect"):
            expected = reference_allows(self.body, path)
            google = google_if_installed()
            if google is not None:  # the reference, checked against Google's
                url = "http://127.0.0.1" + path
                assert google.RobotsMatcher().AllowedByRobots(self.body, [AGENT], url) is (
                    expected), (self.body, path)
            return expected
        if self.kind == "loop" or (self.kind == "status" and self.status in (404, 410)):
            return True  # no robots.txt: allow all (RFC 9309 2.3.1.3)
        return False  # 401/403 (deny by default), 407, 429, 5xx, hung, reset, cut


def reference_allows(body: bytes, path: str) -> bool:
    """RFC 9309 for the generated files only (2.2.1 groups, 2.2.2 longest match, 2.2.3
    ``*``/``$``): user-agent lines in a row start a group, a rule line ends the row, other
    lines (comments, sitemaps, garbage, blank) change nothing; the groups naming AGENT apply,
    else the ``*`` groups; the longest matching pattern wins, Allow on a tie; no match
    allows."""
    groups: list[tuple[list[str], list[tuple[bool, str]]]] = []
    in_agents = False
    for line in body.decode("ascii").splitlines():
        key, colon, value = line.split("#", 1)[0].partition(":")
        key, value = key.strip().lower(), value.strip()
        if not colon:
            continue
        if key == "user-agent":
            if not in_agents:
                groups.append(([], []))
                in_agents = True
            groups[-1][0].append(value.lower())
        elif key in ("allow", "disallow"):
            in_agents = False
            if groups and value:
                groups[-1][1].append((key == "allow", value))
    named = [rules for agents, rules in groups if AGENT in agents]
    applying = named or [rules for agents, rules in groups if "*" in agents]
    best: tuple[int, bool] | None = None
    for rules in applying:
        for allow, pattern in rules:
            anchored = pattern.endswith("$")
            regex = ".*".join(map(re.escape, pattern.rstrip("$").split("*")))
            if re.match(regex + ("\\Z" if anchored else ""), path):
                best = max(best or (0, False), (len(pattern), allow))
    return best is None or best[1]


_behaviours = st.one_of(
    st.builds(Behaviour, st.just("rules"), _bodies, encoding=st.sampled_from(["", "gzip",
              "deflate"]), delay=st.sampled_from([0.0, 0.0, 0.0, 0.5])),
    st.builds(Behaviour, st.just("redirect"), _bodies),
    st.builds(Behaviour, st.just("status"),
              status=st.sampled_from([404, 410, 401, 403, 407, 429, 500, 503])),
    st.builds(Behaviour, st.just("cut"), _bodies.filter(bool)),
    st.builds(Behaviour, st.sampled_from(["loop", "hang", "reset"])),
)
_origins = st.lists(
    st.tuples(_behaviours, st.lists(st.sampled_from(PAGES), min_size=1, max_size=5,
                                    unique=True)),
    min_size=1, max_size=3,
)


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(origins=_origins)
@pytest_twisted.ensureDeferred
async def test_every_request_has_a_fate_and_no_disallowed_page_is_served(
    origins: list[tuple[Behaviour, list[str]]],
) -> None:
    farm = SiteFarm()
    try:
        sites = []
        for behaviour, paths in origins:
            pages = {path.split("?")[0]: Page(b"page") for path in PAGES}
            site = farm.add({**pages, **behaviour.pages()})
            sites.append((site, behaviour, paths))
        urls = [site.url + path for site, _, paths in sites for path in paths]
        crawler = await crawl(urls, SETTINGS)
    finally:
        await farm.stop()
    spider = crawler.spider
    assert sorted(spider.order) == sorted(urls)  # each request ended exactly once
    for site, behaviour, paths in sites:
        served = [hit.path for hit in site.hits if "robots.txt" not in hit.path]
        allowed = [path for path in paths if behaviour.allows(path)]
        assert sorted(served) == sorted(allowed), (behaviour, paths)
        assert site.count("/robots.txt") == 1
        for path in paths:
            url = site.url + path
            if path in allowed:
                assert spider.responses[url] == 200
            else:
                error = spider.errors[url]
                assert isinstance(error, RobotsTxtForbidden), (behaviour, path, error)
                assert "robots.txt" in str(error)


@settings(max_examples=500, deadline=None)
@given(body=_bodies)
def test_the_reference_reads_the_generated_files_as_google_does(body: bytes) -> None:
    """The fuzz test's oracle, checked on many more files than the crawls see (no crawl)."""
    from tests.oracles import googlebot_module

    google = googlebot_module()  # (on Python 3.13+: skipped, saying why)
    for path in PAGES:
        url = "http://127.0.0.1" + path
        assert reference_allows(body, path) is google.RobotsMatcher().AllowedByRobots(
            body, [AGENT], url), (body, path)
