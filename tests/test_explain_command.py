"""The ``scrapy robots`` command, run as a real subprocess against local sites.

The farm runs in the test's reactor, so the subprocess is driven by the reactor too
(spawnProcess), never waited on in a blocking way, and killed if it outlives its time.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest
import pytest_twisted
from twisted.internet import protocol
from twisted.internet.defer import Deferred

from scrapy_rfc9309.config import RobotsPolicy
from scrapy_rfc9309.explain import explain, render
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.policy import make_record, verdict_for
from scrapy_rfc9309.records.record import Kind
from scrapy_rfc9309.robotstxt import RobotsTxt
from scrapy_rfc9309.testing import Page
from scrapy_rfc9309.usage import DRAFT_ROBOTS_EXAMPLE
from tests.conftest import crawl

ROBOTS = """User-agent: *
Disallow: /private/
Allow: /private/ok
Crawl-delay: 2
Request-rate: 1/5s

User-agent: otherbot
Disallow: /

Sitemap: /sitemap.xml
"""
TIMEOUT = 60.0


class _Collect(protocol.ProcessProtocol):
    def __init__(self) -> None:
        self.out: list[bytes] = []
        self.err: list[bytes] = []
        self.ended: Deferred[int | None] = Deferred()

    def outReceived(self, data: bytes) -> None:
        self.out.append(data)

    def errReceived(self, data: bytes) -> None:
        self.err.append(data)

    def processEnded(self, reason) -> None:
        self.ended.callback(reason.value.exitCode)


async def scrapy_robots(cwd: Path, *args: str) -> tuple[int, str, str]:
    """Run ``python -m scrapy robots ARGS`` in ``cwd``; (exit code, stdout, stderr)."""
    from twisted.internet import reactor

    env = {k: v for k, v in os.environ.items() if not k.startswith("SCRAPY_")}
    proto = _Collect()
    argv = [sys.executable, "-m", "scrapy", "robots", *args]
    transport = reactor.spawnProcess(proto, sys.executable, argv, env=env, path=str(cwd))
    killer = reactor.callLater(TIMEOUT, transport.signalProcess, "KILL")
    try:
        code = await proto.ended
    finally:
        if killer.active():
            killer.cancel()
    out, err = b"".join(proto.out).decode(), b"".join(proto.err).decode()
    assert code is not None, f"scrapy robots killed after {TIMEOUT} s; stderr:\n{err}"
    return code, out, err


def field(out: str, label: str) -> list[str]:
    """Values of the lines labelled ``label`` in the text output."""
    prefix = f"  {label} "
    return [line[len(prefix):].strip() for line in out.splitlines() if line.startswith(prefix)]


@pytest_twisted.ensureDeferred
async def test_allowed_url_exits_0_with_group_delays_and_sitemaps(farm, tmp_path):
    site = farm.add({"/robots.txt": ROBOTS, "/public": "public"})
    code, out, err = await scrapy_robots(tmp_path, f"{site.url}/public")
    assert code == 0, err
    assert out.splitlines()[0] == f"{site.url}/public"
    assert field(out, "origin") == [site.url]
    assert field(out, "read as") == ["parsed (200)"]
    assert field(out, "verdict")[0].startswith("allowed: ")
    assert field(out, "group") == ["User-agent: * (line 1)"]
    assert field(out, "rule") == ["none matches"]
    # RFC9309_CRAWL_DELAY is off by default: the values are read, and said not to apply.
    assert field(out, "crawl-delay") == ["2 s (not applied: RFC9309_CRAWL_DELAY is off)"]
    assert field(out, "request-rate") == ["1/5 s (not applied: RFC9309_CRAWL_DELAY is off)"]
    assert field(out, "sitemap") == [f"{site.url}/sitemap.xml"]
    assert site.paths() == ["/robots.txt"]  # the page itself is never fetched


@pytest_twisted.ensureDeferred
async def test_denied_url_exits_1_with_the_crawls_own_reason(farm, tmp_path):
    site = farm.add({"/robots.txt": ROBOTS})
    url = f"{site.url}/private/x"
    crawler = await crawl([url])
    crawl_message = str(crawler.spider.errors[url])
    # ROBOTSTXT_OBEY is forced on whatever the settings say.
    code, out, err = await scrapy_robots(tmp_path, url, "-s", "ROBOTSTXT_OBEY=False")
    assert code == 1, err
    [verdict] = field(out, "verdict")
    assert crawl_message == "Forbidden by robots.txt: " + verdict.removeprefix("DENIED: ")
    assert field(out, "rule") == ["Disallow: /private/ (line 2)"]
    assert field(out, "group") == ["User-agent: * (line 1)"]


@pytest_twisted.ensureDeferred
async def test_user_agent_option_chooses_its_group(farm, tmp_path):
    site = farm.add({"/robots.txt": ROBOTS})
    code, out, err = await scrapy_robots(
        tmp_path, f"{site.url}/public", "--user-agent", "otherbot/2.0 (+http://127.0.0.1/)"
    )
    assert code == 1, err
    assert field(out, "agent") == ["otherbot"]
    assert field(out, "group") == ["User-agent: otherbot (line 7)"]
    assert field(out, "rule") == ["Disallow: / (line 8)"]
    assert field(out, "crawl-delay") == ["none"]
    robots = [hit for hit in site.hits if hit.path == "/robots.txt"]
    assert robots[0].headers["user-agent"].startswith("otherbot/2.0")


@pytest_twisted.ensureDeferred
async def test_unreachable_robots_denies_all(farm, tmp_path):
    site = farm.add({"/robots.txt": Page(b"down", 503), "/page": "page"})
    code, out, err = await scrapy_robots(tmp_path, f"{site.url}/page")
    assert code == 1, err
    assert field(out, "read as") == ["unreachable (503)"]
    assert field(out, "verdict") == ["DENIED: robots.txt unreachable: 503 (deny all)"]
    assert "unreachable (503)" in err  # the middleware's WARNING, on stderr


@pytest_twisted.ensureDeferred
async def test_redirected_robots_is_named_and_its_rules_apply(farm, tmp_path):
    site = farm.add({
        "/robots.txt": Page(b"", 301, headers={"Location": "/real-robots.txt"}),
        "/real-robots.txt": "# moved\nUser-agent: *\nDisallow: /drafts\n",
    })
    code, out, err = await scrapy_robots(tmp_path, f"{site.url}/drafts/1")
    assert code == 1, err
    assert field(out, "robots.txt") == [
        f"{site.url}/robots.txt, redirected to {site.url}/real-robots.txt"
    ]
    assert field(out, "rule") == ["Disallow: /drafts (line 3)"]
    assert f"in {site.url}/real-robots.txt" in field(out, "verdict")[0]


@pytest_twisted.ensureDeferred
async def test_json_lists_every_url_from_one_robots_fetch(farm, tmp_path):
    site = farm.add({"/robots.txt": ROBOTS})
    urls = [f"{site.url}/private/ok", f"{site.url}/private/x"]
    code, out, err = await scrapy_robots(tmp_path, "--json", *urls)
    assert code == 1, err
    allowed, denied = json.loads(out)
    assert [allowed["url"], denied["url"]] == urls
    assert allowed["allowed"] is True
    assert (allowed["rule"], allowed["line"]) == ("Allow: /private/ok", 3)
    assert denied["allowed"] is False
    assert (denied["rule"], denied["line"]) == ("Disallow: /private/", 2)
    assert (denied["group"], denied["group_line"]) == ("User-agent: *", 1)
    robots = denied["robots"]
    assert robots["expires_at"] - robots["fetched_at"] == robots["lifetime"] == 86400
    del robots["expires_at"], robots["fetched_at"]
    assert robots == {
        "url": f"{site.url}/robots.txt", "final_url": f"{site.url}/robots.txt",
        "redirected": False, "kind": "parsed", "status": 200, "reason": "200",
        "last_good_copy": False, "lifetime": 86400,
        "lifetime_source": "no cache headers: RFC9309_CACHE_TTL", "etag": None,
        "last_modified": None,
    }
    assert denied["crawl_delay"] == 2
    assert denied["crawl_delay_applied"] is False  # RFC9309_CRAWL_DELAY is off by default
    assert denied["settings"] == {"RFC9309_CACHE_TTL": "default", "RFC9309_MIN_TTL": "default"}
    assert denied["request_rate"] == {"requests": 1, "seconds": 5}
    assert denied["sitemaps"] == [f"{site.url}/sitemap.xml"]
    assert site.count("/robots.txt") == 1


@pytest_twisted.ensureDeferred
async def test_inside_a_project_its_settings_and_headers_apply(farm, tmp_path):
    site = farm.add({"/robots.txt": "User-agent: projbot\nDisallow: /\n"})
    (tmp_path / "scrapy.cfg").write_text("[settings]\ndefault = probeproj.settings\n")
    package = tmp_path / "probeproj"
    package.mkdir()
    (package / "__init__.py").write_text("")
    # No add-on and ROBOTSTXT_OBEY off: the command enables both itself.
    (package / "settings.py").write_text(
        "BOT_NAME = 'probeproj'\nUSER_AGENT = 'projbot/1.0'\nROBOTSTXT_OBEY = False\n"
        "DEFAULT_REQUEST_HEADERS = {'X-Probe': 'from-project'}\n"
    )
    code, out, err = await scrapy_robots(tmp_path, f"{site.url}/page")
    assert code == 1, err
    assert field(out, "agent") == ["projbot"]
    assert field(out, "rule") == ["Disallow: / (line 2)"]
    [robots] = site.hits
    assert robots.headers["x-probe"] == "from-project"


@pytest.mark.parametrize(("cache_control", "shown"), [
    # The age the Date header gives (under a second: it has no fraction) may be taken off.
    ("max-age=600", r"(600|59\d(\.\d+)?) s \(max-age=600(, less age [\d.]+)?\)"),
    ("max-age=999999", r"3600 s \(max-age=999999(, less age [\d.]+)?; capped at "
                       r"RFC9309_CACHE_TTL from the command line\)"),
    ("no-cache", r"60 s \(no-cache; raised to RFC9309_MIN_TTL's default\)"),
    # Each setting named with where its value comes from.
    (None, r"3600 s \(no cache headers: RFC9309_CACHE_TTL from the command line\)"),
])
@pytest_twisted.ensureDeferred
async def test_lifetime_and_where_it_came_from_are_shown(farm, tmp_path, cache_control,
                                                         shown):
    headers = {"Cache-Control": cache_control} if cache_control else {}
    site = farm.add({"/robots.txt": Page(ROBOTS.encode(), headers=headers)})
    code, out, err = await scrapy_robots(
        tmp_path, f"{site.url}/public", "-s", "RFC9309_CACHE_TTL=3600"
    )
    assert code == 0, err
    [lifetime] = field(out, "lifetime")
    assert re.fullmatch(shown + r", until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC", lifetime)


@pytest_twisted.ensureDeferred
async def test_non_http_url_is_a_usage_error(tmp_path):
    code, out, err = await scrapy_robots(tmp_path, "ftp://127.0.0.1/file")
    assert code == 2
    assert "not an http(s) URL: ftp://127.0.0.1/file" in err
    assert out == ""


def test_render_says_when_a_last_good_copy_decided():
    policy = RobotsPolicy()
    origin = Origin("http", "example.test", 80)
    rules = RobotsTxt.parse(b"User-agent: *\nDisallow: /x\n")
    good = make_record(policy, Kind.PARSED, now=0.0, status=200, reason="200",
                       url=origin.robots_url, rules=rules)
    stale = make_record(policy, Kind.UNREACHABLE, now=10.0, status=503, reason="503",
                        url=origin.robots_url, previous=good)
    verdict = verdict_for(policy, stale, "http://example.test/x", "bot")
    report = explain("http://example.test/x", origin, "bot", verdict, ())
    text = render(report)
    assert report["robots"]["last_good_copy"] is True
    assert "  read as       unreachable (503), last good copy used" in text.splitlines()
    assert verdict.reason in text


@pytest_twisted.ensureDeferred
async def test_content_usage_preferences_and_their_lines(farm, tmp_path):
    """The draft's own example (draft-ietf-aipref-attach-05 3.4): the preferences for each URL
    and the robots.txt lines they come from; none for a URL robots.txt disallows."""
    site = farm.add({"/robots.txt": DRAFT_ROBOTS_EXAMPLE})
    urls = [f"{site.url}/test", f"{site.url}/ai-ok/test", f"{site.url}/never/test"]
    code, out, err = await scrapy_robots(tmp_path, *urls, "--json")
    assert code == 1, err  # /never/test is denied
    reports = {report["url"]: report["content_usage"] for report in json.loads(out)}
    assert reports[urls[0]] == {"preferences": {"train-ai": False}, "applies": True,
                                "rules": ["Content-Usage: train-ai=n (line 4)"],
                                "malformed": [], "restrictive": False}
    assert reports[urls[1]]["preferences"] == {"train-ai": True}
    assert reports[urls[1]]["rules"] == ["Content-Usage: /ai-ok/ train-ai=y (line 5)"]
    assert reports[urls[2]]["applies"] is False
    code, out, err = await scrapy_robots(tmp_path, urls[1])
    assert code == 0, err
    assert field(out, "content-usage") == ["train-ai=y"]
    lines = out.splitlines()
    row = lines.index("  content-usage train-ai=y")
    assert lines[row + 1].strip() == "Content-Usage: /ai-ok/ train-ai=y (line 5)"


def test_render_content_usage_when_none_applies():
    policy = RobotsPolicy()
    origin = Origin("http", "example.test", 80)
    rules = RobotsTxt.parse(DRAFT_ROBOTS_EXAMPLE)
    record = make_record(policy, Kind.PARSED, now=0.0, status=200, reason="200",
                         url=origin.robots_url, rules=rules)
    for path, shown in (("/never/x", "none (robots.txt disallows the URL)"),
                        ("/x", "train-ai=n")):
        url = "http://example.test" + path
        text = render(explain(url, origin, "bot", verdict_for(policy, record, url, "bot"), ()))
        assert f"  content-usage {shown}" in text.splitlines()
    unavailable = make_record(policy, Kind.UNAVAILABLE, now=0.0, status=404, reason="404",
                              url=origin.robots_url)
    url = "http://example.test/x"
    report = explain(url, origin, "bot", verdict_for(policy, unavailable, url, "bot"), ())
    assert report["content_usage"] is None
    assert "  content-usage none" in render(report).splitlines()


@pytest_twisted.ensureDeferred
async def test_crawl_delay_is_shown_as_applied_when_the_crawl_applies_it(farm, tmp_path):
    site = farm.add({"/robots.txt": ROBOTS})
    code, out, err = await scrapy_robots(tmp_path, f"{site.url}/public",
                                         "-s", "RFC9309_CRAWL_DELAY=True")
    assert code == 0, err
    assert field(out, "crawl-delay") == ["2 s"]
    assert field(out, "request-rate") == ["1/5 s"]


def _settings_project(tmp_path, settings: str, spider: str = "") -> None:
    (tmp_path / "scrapy.cfg").write_text("[settings]\ndefault = notesproj.settings\n")
    package = tmp_path / "notesproj"
    (package / "spiders").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "spiders" / "__init__.py").write_text("")
    (package / "settings.py").write_text(
        "BOT_NAME = 'notesproj'\nSPIDER_MODULES = ['notesproj.spiders']\n"
        "USER_AGENT = 'notesbot/1.0'\n" + settings
    )
    if spider:
        (package / "spiders" / "own.py").write_text(spider)


@pytest.mark.parametrize(("settings", "note"), [
    ("ROBOTSTXT_OBEY = True\n",
     "scrapy robots: this project's crawls use "
     "scrapy.downloadermiddlewares.robotstxt.RobotsTxtMiddleware, not scrapy_rfc9309's "
     "RobotsTxtMiddleware; the answers are scrapy_rfc9309's and may differ from what those "
     "crawls do"),
    ("ROBOTSTXT_OBEY = False\n",
     "scrapy robots: this project's crawls do not obey robots.txt (ROBOTSTXT_OBEY is off); the "
     "answers are what scrapy_rfc9309 would decide"),
    ("ROBOTSTXT_OBEY = True\nADDONS = {'scrapy_rfc9309.Addon': 100}\n", None),
])
@pytest_twisted.ensureDeferred
async def test_the_command_says_when_the_project_decides_otherwise(farm, tmp_path, settings,
                                                                   note):
    """A project on Scrapy's built-in would crawl a page that this package denies (a 503):
    the answer says whose it is."""
    site = farm.add({"/robots.txt": Page(b"down", status=503), "/page": "p"})
    _settings_project(tmp_path, settings)
    code, out, err = await scrapy_robots(tmp_path, f"{site.url}/page")
    assert code == 1, err
    assert field(out, "verdict")[0].startswith("DENIED: ")
    notes = [line for line in err.splitlines() if line.startswith("scrapy robots: ")]
    assert notes == ([note] if note else [])


@pytest_twisted.ensureDeferred
async def test_lifetime_names_the_spider_as_the_source_of_its_setting(farm, tmp_path):
    site = farm.add({"/robots.txt": ROBOTS})
    _settings_project(
        tmp_path, "ADDONS = {'scrapy_rfc9309.Addon': 100}\n",
        "import scrapy\n\n\nclass Own(scrapy.Spider):\n    name = 'own'\n"
        "    custom_settings = {'RFC9309_CACHE_TTL': 120}\n",
    )
    code, out, err = await scrapy_robots(tmp_path, f"{site.url}/public", "--spider", "own")
    assert code == 0, err
    [lifetime] = field(out, "lifetime")
    assert lifetime.startswith("120 s (no cache headers: RFC9309_CACHE_TTL from the spider), ")


@pytest_twisted.ensureDeferred
async def test_scrapy_robots_says_what_the_crawl_does_with_a_bound(farm, tmp_path):
    # The command's verdict follows RFC9309_SKIP_CRAWL_DELAY_ABOVE as the crawl.
    site = farm.add({"/robots.txt": "User-agent: *\nCrawl-delay: 30\n", "/page": "p"})
    url = f"{site.url}/page"
    code, out, err = await scrapy_robots(tmp_path, url, "--json")
    assert code == 0, err
    code, out, err = await scrapy_robots(
        tmp_path, url, "--json", "-s", "RFC9309_SKIP_CRAWL_DELAY_ABOVE=10")
    assert code == 1, err
    [report] = json.loads(out)
    assert report["allowed"] is False
    assert "30 s between requests" in report["reason"]
    assert "RFC9309_SKIP_CRAWL_DELAY_ABOVE = 10 s" in report["reason"]
    assert site.paths() == ["/robots.txt", "/robots.txt"]
