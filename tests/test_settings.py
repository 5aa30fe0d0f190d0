"""Settings fail fast: a bad RFC9309_* value (or spider attribute) stops a real crawl at
start-up, before any request, with one line naming it, its value and what is allowed (under
``scrapy crawl``: exit code 1, that line last); a name that is none of ours gets a WARNING
with the closest real one; good values, from settings or spider attributes, reach the parts
that use them."""

from __future__ import annotations

import logging
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import pytest_twisted
from scrapy.crawler import CrawlerRunner
from scrapy.settings import Settings

from scrapy_rfc9309 import RobotsTxtMiddleware
from scrapy_rfc9309.addon import BUILTIN_PATH
from scrapy_rfc9309.config import BackendSettings, EvidenceSettings, RobotsPolicy
from scrapy_rfc9309.explain import find_middleware
from scrapy_rfc9309.settings import SPECS, SettingError, UsageSettings, read_settings
from tests.conftest import BASE_SETTINGS, Probe, crawl

ROOT = Path(__file__).resolve().parent.parent
PAGES = {"/robots.txt": "User-agent: *\nDisallow: /private/\n", "/public": "p"}

#: (setting, bad value, what the one line must say it must be). Each of these used to hang a
#: crawl, deny every URL, fetch robots.txt per request, or pass silently (issue 13).
BAD = [
    ("RFC9309_MAX_ORIGINS", -5, "an integer >= 0"),
    ("RFC9309_MAX_REDIRECTS", -5, "an integer >= 5 and <= 20"),
    ("RFC9309_MAX_REDIRECTS", 0, "at least five"),
    ("RFC9309_MAX_REDIRECTS", "2", "an integer >= 5"),
    ("RFC9309_MAX_REDIRECTS", "5.5", "an integer"),
    ("RFC9309_ROBOTS_TIMEOUT", -5, "a number of seconds > 0"),
    ("RFC9309_ROBOTS_TIMEOUT", 0, "a number of seconds > 0"),
    ("RFC9309_ROBOTS_TIMEOUT", 1e9, "a number of seconds > 0 and <= 600"),
    ("RFC9309_ROBOTS_TIMEOUT", "nan", "a number of seconds > 0 and <= 600"),
    ("RFC9309_CACHE_TTL", 0, "a number of seconds > 0 and <= 86400"),
    ("RFC9309_CACHE_TTL", "abc", "a number of seconds > 0 and <= 86400"),
    ("RFC9309_CACHE_TTL", "nan", "a number of seconds"),
    ("RFC9309_CACHE_TTL", 90000, "<= 86400"),
    ("RFC9309_MIN_TTL", 0, "a number of seconds > 0 and <= 86400"),
    ("RFC9309_MIN_TTL", 90000, "<= 86400"),
    ("RFC9309_MIN_TTL", 3600, "at most RFC9309_CACHE_TTL (600)"),
    ("RFC9309_UNREACHABLE_TTL", 0, "a number of seconds > 0"),
    ("RFC9309_UNREACHABLE_TTL", 7200, "at most RFC9309_UNREACHABLE_MAX_TTL (3600)"),
    ("RFC9309_UNREACHABLE_MAX_TTL", -1, "a number of seconds > 0"),
    ("RFC9309_UNREACHABLE_MAX_TTL", 1e9, "a number of seconds > 0 and <= 86400"),
    ("RFC9309_LAST_GOOD_MAX_AGE", -1, "a number of seconds >= 0"),
    ("RFC9309_LAST_GOOD_MAX_AGE", "inf", "a number of seconds >= 0 and <= 31536000"),
    ("RFC9309_PARK_AFTER", -1, "a number of seconds >= 0"),
    ("RFC9309_PARK_AFTER", 3600, "a number of seconds >= 0 and <= 600"),
    ("RFC9309_POSTPONE_UNREACHABLE", "maybe", "a boolean"),
    ("RFC9309_POSTPONE_MAX_WAIT", -1, "a number of seconds >= 0"),
    ("RFC9309_POSTPONE_MAX_WAIT", "inf", "a number of seconds >= 0 and <= 86400"),
    ("RFC9309_POSTPONE_MAX_WAIT", float("inf"), "a number of seconds >= 0 and <= 86400"),
    ("RFC9309_CRAWL_DELAY", "yes", "a boolean"),
    ("RFC9309_MAX_CRAWL_DELAY", -1, "a number of seconds >= 0"),
    ("RFC9309_MAX_CRAWL_DELAY", "1e6", "a number of seconds >= 0 and <= 86400"),
    ("RFC9309_SKIP_CRAWL_DELAY_ABOVE", -1, "a number of seconds >= 0"),
    ("RFC9309_MAX_BYTES", 1000, "at least 500 KiB"),
    ("RFC9309_FORBIDDEN_POLICY", "maybe", "'deny' or 'allow'"),
    ("RFC9309_CACHE_BACKEND", "memcached", "'memory' or 'redis' or 'jobdir'"),
    ("RFC9309_REDIS_URL", "http://127.0.0.1:6379", "a URL redis-py reads, starting with redis://"),
    # redis-py reads the URL at start-up (no connection made), and says what is wrong with it.
    ("RFC9309_REDIS_URL", "redis://127.0.0.1:notaport/0", "redis-py reads, starting with "
     "redis:// or rediss:// or unix:// (Port could not be cast to integer value as 'notaport')"),
    ("RFC9309_REDIS_URL", "redis://127.0.0.1:99999/0", "(Port out of range"),
    ("RFC9309_REDIS_URL", "redis://[::1/0", "(Invalid IPv6 URL)"),
    ("RFC9309_REDIS_URL", "redis://127.0.0.1/0?socket_timeout=soon", "socket_timeout"),
    ("RFC9309_REDIS_URL", "redis://127.0.0.1/0?colour=blue", "'colour'"),
    ("RFC9309_REDIS_PREFIX", " ", "a non-empty string"),
    ("RFC9309_REDIS_TIMEOUT", 0, "a number of seconds > 0"),
    ("RFC9309_REDIS_TIMEOUT", 600, "a number of seconds > 0 and <= 60"),
    ("RFC9309_FLEET_MARGIN", -1, "a number of seconds >= 0 and <= 10"),
    # A label in another case would never match what a site writes (RFC 9651 keys).
    ("RFC9309_USAGE_PURPOSES", ["Train-AI"], "a list of usage labels, lower case"),
    ("RFC9309_USAGE_PURPOSES", "train ai", "a list of usage labels"),
    # The error shows every form a list may take.
    ("RFC9309_USAGE_PURPOSES", '["train-ai"', "a string 'a,b' or '[\"a\", \"b\"]' (JSON)"),
    ("RFC9309_ROUTE_META", "[1, 2]", "a list of meta keys: a list in settings.py, or a string"),
    ("RFC9309_OBEY_NOFOLLOW", "sometimes", "a boolean"),
    ("RFC9309_DRY_RUN", "perhaps", "a boolean"),
    # A bad entry is named: a typo must neither widen a permission nor drop it silently.
    ("RFC9309_PERMITTED", "example.com, *.example.com", "(entry '*.example.com': no wildcards"),
    ("RFC9309_PERMITTED", ["https://example.com/private"], "(entry 'https://example.com/"
     "private': an origin is scheme://host[:port], without a path or query)"),
]


async def _start_up_error(farm, settings=None, spider=Probe):
    """Start a real crawl of one page; returns the start-up error (None if it crawled). The
    add-on checks the values before Scrapy builds its engine: the crawl fails with the
    SettingError itself, on every Scrapy release."""
    site = farm.add(PAGES)
    try:
        await crawl([f"{site.url}/public"], settings, spider=spider)
    except SettingError as exc:
        assert site.hits == []  # stopped before any request
        return str(exc)
    return None


#: Settings a BAD value is tried beside (a cross-check needs its partner set).
BESIDE = {"RFC9309_MIN_TTL": {"RFC9309_CACHE_TTL": 600}}


@pytest.mark.parametrize(("name", "value", "allowed"), BAD, ids=[f"{n}={v}" for n, v, _ in BAD])
@pytest_twisted.ensureDeferred
async def test_bad_setting_stops_the_crawl_at_start_up(farm, name, value, allowed):
    line = await _start_up_error(farm, {name: value, **BESIDE.get(name, {})})
    assert line is not None and "\n" not in line
    assert line.startswith(f"{name} = {value!r} is not allowed: it must be ")
    assert allowed in line


class BadAttributeSpider(Probe):
    rfc9309_max_origins = -5


class BackendAttributeSpider(Probe):
    rfc9309_cache_backend = "Memcached"


class PrefixAttributeSpider(Probe):
    rfc9309_redis_prefix = 5


@pytest.mark.parametrize(("spider", "line"), [
    (BadAttributeSpider, "rfc9309_max_origins = -5 is not allowed: it must be an integer >= 0"),
    (BackendAttributeSpider, "rfc9309_cache_backend = 'Memcached' is not allowed"),
    (PrefixAttributeSpider, "rfc9309_redis_prefix = 5 is not allowed: it must be a non-empty"),
])
@pytest_twisted.ensureDeferred
async def test_bad_spider_attribute_is_named_as_the_attribute(farm, spider, line):
    error = await _start_up_error(farm, {"RFC9309_MAX_ORIGINS": 10}, spider)
    assert error is not None and error.startswith(line)


class FleetAttributesSpider(Probe):
    rfc9309_cache_ttl = "60"
    rfc9309_crawl_delay = "true"
    rfc9309_forbidden_policy = " Allow "
    rfc9309_redis_url = "redis://127.0.0.1:1/3"
    rfc9309_redis_prefix = "partner"
    rfc9309_redis_timeout = 0.25
    rfc9309_fleet_margin = "0.5"


@pytest_twisted.ensureDeferred
async def test_every_setting_honours_its_spider_attribute(farm):
    site = farm.add(PAGES)
    seen = {}

    class Spider(FleetAttributesSpider):
        async def start(self):
            middleware = find_middleware(self.crawler)
            seen["policy"], seen["backend"] = middleware.policy, middleware.backend
            async for request in super().start():
                yield request

    settings = {"RFC9309_CACHE_TTL": 10, "RFC9309_REDIS_PREFIX": "project"}
    await crawl([f"{site.url}/public"], settings, spider=Spider)
    policy, backend = seen["policy"], seen["backend"]
    assert (policy.cache_ttl, policy.crawl_delay, policy.forbidden_policy) == (60.0, True, "allow")
    assert backend == BackendSettings("memory", "redis://127.0.0.1:1/3", "partner", 0.25, 0.5)


@pytest_twisted.ensureDeferred
async def test_crawler_runner_crawl_fails_with_the_setting_error(farm):
    """Programmatic use: the Deferred of CrawlerRunner.crawl fails with the SettingError
    itself, not swallowed nor replaced by an error of Scrapy's."""
    runner = CrawlerRunner({**BASE_SETTINGS, "RFC9309_CACHE_TTL": "abc"})
    with pytest.raises(SettingError, match=r"^RFC9309_CACHE_TTL = 'abc' is not allowed"):
        await runner.crawl(Probe, urls=[f"{farm.add(PAGES).url}/public"])


@pytest_twisted.ensureDeferred
async def test_without_the_addon_the_middleware_still_stops_the_crawl(farm):
    """Enabled by hand, the middleware checks the values when Scrapy builds it (inside the
    engine). Scrapy 2.13's engine then raises an AttributeError of its own, with ours as its
    context (README: the add-on avoids it); later releases raise ours."""
    site = farm.add(PAGES)
    settings = {"ADDONS": {}, "ROBOTSTXT_OBEY": True, "RFC9309_CACHE_TTL": -1,
                "DOWNLOADER_MIDDLEWARES": {BUILTIN_PATH: None, RobotsTxtMiddleware: 100}}
    with pytest.raises(Exception) as caught:
        await crawl([f"{site.url}/public"], settings)
    error = caught.value if isinstance(caught.value, SettingError) else caught.value.__context__
    assert isinstance(error, SettingError), caught.value
    assert str(error).startswith("RFC9309_CACHE_TTL = -1 is not allowed")
    assert site.hits == []


@pytest.mark.parametrize("name", [n for n, spec in SPECS.items() if spec.getter == "getfloat"])
@pytest.mark.parametrize("value", ["inf", "-inf", "nan", "1e308", float("inf")])
def test_every_duration_has_a_finite_upper_bound(name, value):
    with pytest.raises(SettingError, match=r"and <= \d+$"):
        read_settings(Settings({f"RFC9309_{name.upper()}": value}), None)


#: Settings bounded by another: (the lower one, the one above it). Left at its default, the
#: lower one follows a lower bound; set above it, the crawl stops with a line naming both.
BOUNDED = [("min_ttl", "cache_ttl"), ("unreachable_ttl", "unreachable_max_ttl")]

#: Related values that start the crawl, and what the policy then holds.
STARTS = [
    ({}, {"min_ttl": 60.0, "unreachable_ttl": 60.0}),
    ({"RFC9309_MIN_TTL": 300}, {"min_ttl": 300.0}),
    ({"RFC9309_CACHE_TTL": 10}, {"min_ttl": 10.0}),
    ({"RFC9309_CACHE_TTL": 600, "RFC9309_MIN_TTL": 600}, {"min_ttl": 600.0}),
    ({"RFC9309_MIN_TTL": 86400}, {"min_ttl": 86400.0, "cache_ttl": 86400.0}),
    ({"RFC9309_UNREACHABLE_MAX_TTL": 2}, {"unreachable_ttl": 2.0, "unreachable_max_ttl": 2.0}),
    ({"RFC9309_UNREACHABLE_TTL": 5, "RFC9309_UNREACHABLE_MAX_TTL": 5},
     {"unreachable_ttl": 5.0}),
    ({"RFC9309_UNREACHABLE_TTL": 7200, "RFC9309_UNREACHABLE_MAX_TTL": 86400},
     {"unreachable_ttl": 7200.0}),
    # Each at its lowest at once: none of them is bounded by another.
    ({"RFC9309_CACHE_TTL": 1, "RFC9309_UNREACHABLE_MAX_TTL": 1, "RFC9309_LAST_GOOD_MAX_AGE": 0,
      "RFC9309_PARK_AFTER": 0, "RFC9309_POSTPONE_UNREACHABLE": True,
      "RFC9309_POSTPONE_MAX_WAIT": 0, "RFC9309_CRAWL_DELAY": True,
      "RFC9309_MAX_CRAWL_DELAY": 0, "RFC9309_MAX_ORIGINS": 0, "RFC9309_ROBOTS_TIMEOUT": 5},
     {"min_ttl": 1.0, "unreachable_ttl": 1.0, "last_good_max_age": 0.0}),
    # Each at its highest at once.
    ({"RFC9309_CACHE_TTL": 86400, "RFC9309_MIN_TTL": 86400, "RFC9309_UNREACHABLE_TTL": 86400,
      "RFC9309_UNREACHABLE_MAX_TTL": 86400, "RFC9309_LAST_GOOD_MAX_AGE": 31536000,
      "RFC9309_PARK_AFTER": 600, "RFC9309_ROBOTS_TIMEOUT": 600,
      "RFC9309_POSTPONE_MAX_WAIT": 86400, "RFC9309_MAX_CRAWL_DELAY": 86400},
     {"unreachable_ttl": 86400.0, "min_ttl": 86400.0}),
]


@pytest.mark.parametrize(("settings", "expected"), STARTS, ids=[str(s) for s, _ in STARTS])
@pytest_twisted.ensureDeferred
async def test_related_settings_start_the_crawl(farm, settings, expected):
    site = farm.add(PAGES)
    seen = {}

    class Spider(Probe):
        async def start(self):
            seen["policy"] = find_middleware(self.crawler).policy
            async for request in super().start():
                yield request

    crawler = await crawl([f"{site.url}/public"], settings, spider=Spider)
    assert crawler.spider.responses == {f"{site.url}/public": 200}
    policy = seen["policy"]
    assert {name: getattr(policy, name) for name in expected} == expected
    for low, high in BOUNDED:
        assert getattr(policy, low) <= getattr(policy, high)


class MaxAttributeSpider(Probe):
    rfc9309_unreachable_max_ttl = 50


class MinAttributeSpider(Probe):
    rfc9309_min_ttl = 100


#: Values in conflict, and the line that names both.
CONFLICTS = [
    ({"RFC9309_MIN_TTL": 100, "RFC9309_CACHE_TTL": 50}, Probe,
     "RFC9309_MIN_TTL = 100 is not allowed: it must be at most RFC9309_CACHE_TTL (50)"),
    ({"RFC9309_UNREACHABLE_TTL": 100, "RFC9309_UNREACHABLE_MAX_TTL": 50}, Probe,
     "RFC9309_UNREACHABLE_TTL = 100 is not allowed: it must be at most "
     "RFC9309_UNREACHABLE_MAX_TTL (50)"),
    ({"RFC9309_UNREACHABLE_TTL": 100}, MaxAttributeSpider,
     "RFC9309_UNREACHABLE_TTL = 100 is not allowed: it must be at most "
     "rfc9309_unreachable_max_ttl (50)"),
    ({"RFC9309_CACHE_TTL": 50}, MinAttributeSpider,
     "rfc9309_min_ttl = 100 is not allowed: it must be at most RFC9309_CACHE_TTL (50)"),
]


@pytest.mark.parametrize(("settings", "spider", "line"), CONFLICTS,
                         ids=[line.split(" is")[0] + f"-{spider.__name__}"
                              for _, spider, line in CONFLICTS])
@pytest_twisted.ensureDeferred
async def test_conflicting_settings_stop_the_crawl_naming_both(farm, settings, spider, line):
    assert await _start_up_error(farm, settings, spider) == line


#: The bounds' defaults, as the settings reference gives them.
DEFAULT_BOUNDS = {"cache_ttl": 86400.0, "unreachable_max_ttl": 3600.0}
#: Values tried for every duration setting, those its range allows.
_DURATIONS = [0.0, 0.001, 1.0, 60.0, 600.0, 3600.0, 86400.0, 31536000.0]


def test_every_pair_of_valid_durations_starts_or_names_its_conflict():
    """Two durations at any of their values: a policy with each bounded one within its bound,
    or, for a bounded pair only (BOUNDED), the error naming both; never another exception."""
    names = [n for n, spec in SPECS.items() if spec.getter == "getfloat"]
    valid = {n: [v for v in _DURATIONS if SPECS[n].ok(v)] for n in names}
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            for va in valid[a]:
                for vb in valid[b]:
                    values = {a: va, b: vb}
                    settings = Settings({f"RFC9309_{n.upper()}": v for n, v in values.items()})
                    bounds = {**DEFAULT_BOUNDS, **values}
                    conflict = next(((low, high) for low, high in BOUNDED
                                     if low in values and values[low] > bounds[high]), None)
                    if conflict is None:
                        policy = read_settings(settings, None).policy
                        for low, high in BOUNDED:
                            assert getattr(policy, low) <= getattr(policy, high), values
                        continue
                    with pytest.raises(SettingError) as caught:
                        read_settings(settings, None)
                    low, high = conflict
                    assert str(caught.value) == (
                        f"RFC9309_{low.upper()} = {values[low]!r} is not allowed: it must be "
                        f"at most RFC9309_{high.upper()} ({bounds[high]:g})")


def test_every_setting_has_a_range_and_a_reference_entry():
    """One spec per setting the policy, backend, usage and evidence read; the docs' settings
    reference (docs/reference/settings.rst) describes each, its default and range written
    from SPECS."""
    names = [f.name for f in RobotsPolicy.__dataclass_fields__.values()]
    names += list(BackendSettings.__dataclass_fields__)
    names += list(UsageSettings.__dataclass_fields__)
    names += list(EvidenceSettings.__dataclass_fields__)
    assert sorted(names) == sorted(SPECS)
    reference = (ROOT / "docs" / "reference" / "settings.rst").read_text()
    for name in names:
        assert f"\n   RFC9309_{name.upper()}\n" in reference, name


# A small Scrapy project of its own: the add-on, a spider that requests nothing (so a crawl
# that starts ends at once), one with a bad custom_settings value, one with misspelt names.
PROJECT_FILES = {
    "scrapy.cfg": "[settings]\ndefault = quietproj.settings\n",
    "quietproj/__init__.py": "",
    "quietproj/settings.py": """
        BOT_NAME = "quietproj"
        SPIDER_MODULES = ["quietproj.spiders"]
        ADDONS = {"scrapy_rfc9309.Addon": 100}
        TELNETCONSOLE_ENABLED = False
    """,
    "quietproj/spiders/__init__.py": """
        import scrapy


        class Quiet(scrapy.Spider):
            name = "quiet"

            async def start(self):
                return
                yield


        class BadCustom(Quiet):
            name = "badcustom"
            custom_settings = {"RFC9309_MAX_BYTES": 1000}


        class Misspelt(Quiet):
            name = "misspelt"
            custom_settings = {"RFC9309_MAX_ORIGNS": 5}
            rfc9309_forbiden_policy = "allow"
    """,
    # CrawlerProcess used from a script, as Scrapy's "Run Scrapy from a script" shows.
    "run.py": """
        import sys

        from scrapy.crawler import CrawlerProcess
        from scrapy.utils.project import get_project_settings

        process = CrawlerProcess(get_project_settings())
        process.settings.set("RFC9309_ROBOTS_TIMEOUT", sys.argv[1], priority="cmdline")
        process.crawl("quiet")
        process.start()
    """,
}


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    root = tmp_path_factory.mktemp("project")
    for name, text in PROJECT_FILES.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(textwrap.dedent(text).lstrip())
    return root


def _run(project, *args):
    """Run a command in the project as a user does; its exit code and its output, stderr and
    stdout interleaved as a terminal shows them."""
    done = subprocess.run(
        [sys.executable, *args], cwd=project, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True, timeout=120, check=False,
    )
    return done.returncode, done.stdout


def _exception_lines(output):
    return set(re.findall(r"^[\w.]+(?:Error|Exception): .*$", output, re.MULTILINE))


#: (``scrapy crawl`` arguments, the start of the last line): the bad values issue 21 found,
#: as settings (-s) and as a spider attribute (-a) and custom_settings.
CLI_BAD = [
    (["quiet", "-s", "RFC9309_CACHE_TTL=abc"],
     "RFC9309_CACHE_TTL = 'abc' is not allowed: it must be a number of seconds > 0 and <= 86400"),
    (["quiet", "-s", "RFC9309_POSTPONE_MAX_WAIT=inf"],
     "RFC9309_POSTPONE_MAX_WAIT = 'inf' is not allowed: it must be a number of seconds >= 0 "
     "and <= 86400"),
    (["quiet", "-s", "RFC9309_ROBOTS_TIMEOUT=1e9"],
     "RFC9309_ROBOTS_TIMEOUT = '1e9' is not allowed: it must be a number of seconds > 0 "
     "and <= 600"),
    (["quiet", "-s", "RFC9309_REDIS_URL=redis://127.0.0.1:notaport/0"],
     "RFC9309_REDIS_URL = 'redis://127.0.0.1:notaport/0' is not allowed: it must be a URL "
     "redis-py reads"),
    (["quiet", "-a", "rfc9309_forbidden_policy=sometimes"],
     "rfc9309_forbidden_policy = 'sometimes' is not allowed: it must be 'deny' or 'allow'"),
    (["badcustom"],
     "RFC9309_MAX_BYTES = 1000 is not allowed: it must be an integer >= 512000"),
]


@pytest.mark.parametrize(("args", "line"), CLI_BAD, ids=[" ".join(a) for a, _ in CLI_BAD])
def test_scrapy_crawl_exits_1_with_the_one_line_last(project, args, line):
    """What a user sees: ``scrapy crawl`` with a bad value exits 1, and the last line printed
    names the setting, the value and what is allowed. The traceback before it is the
    SettingError's own (Scrapy 2.13 prints it twice); no other exception is printed."""
    code, output = _run(project, "-m", "scrapy", "crawl", *args)
    last = output.rstrip().splitlines()[-1]
    assert code == 1, output[-3000:]
    assert last.startswith(f"scrapy_rfc9309.settings.SettingError: {line}"), output[-3000:]
    assert _exception_lines(output) == {last}, output[-3000:]


def test_crawler_process_script_ends_with_the_one_line(project):
    """CrawlerProcess in a script: the SettingError is printed, last, not swallowed; with a
    good value the same script crawls without an error."""
    _, output = _run(project, "run.py", "inf")
    last = output.rstrip().splitlines()[-1]
    assert last == ("scrapy_rfc9309.settings.SettingError: RFC9309_ROBOTS_TIMEOUT = 'inf' is "
                    "not allowed: it must be a number of seconds > 0 and <= 600"), output[-3000:]
    assert _exception_lines(output) == {last}, output[-3000:]
    code, output = _run(project, "run.py", "5")
    assert code == 0 and not _exception_lines(output), output[-3000:]
    assert "'finish_reason': 'finished'" in output


def test_scrapy_crawl_warns_of_misspelt_names_at_every_priority(project):
    """A -s setting, a custom_settings entry and a spider attribute (class and -a) that are
    none of ours: one WARNING each with the closest real name; the crawl runs."""
    code, output = _run(project, "-m", "scrapy", "crawl", "misspelt",
                        "-s", "RFC9309_CACHETTL=60", "-s", "rfc9309_cache_ttl=60",
                        "-a", "rfc9309_parkafter=2", "-s", "RFC9309_XYZZY=1")
    assert code == 0, output[-3000:]
    warnings = sorted(re.findall(r"WARNING: (\S+ is not a scrapy-rfc9309 .*)$", output, re.M))
    assert warnings == [
        "RFC9309_CACHETTL is not a scrapy-rfc9309 setting and is ignored; "
        "did you mean RFC9309_CACHE_TTL?",
        "RFC9309_MAX_ORIGNS is not a scrapy-rfc9309 setting and is ignored; "
        "did you mean RFC9309_MAX_ORIGINS?",
        "RFC9309_XYZZY is not a scrapy-rfc9309 setting and is ignored",
        "rfc9309_cache_ttl is not a scrapy-rfc9309 setting and is ignored; "
        "did you mean RFC9309_CACHE_TTL?",
        "rfc9309_forbiden_policy is not a scrapy-rfc9309 spider attribute and is ignored; "
        "did you mean rfc9309_forbidden_policy?",
        "rfc9309_parkafter is not a scrapy-rfc9309 spider attribute and is ignored; "
        "did you mean rfc9309_park_after?",
    ]


class MisspeltSpider(Probe):
    custom_settings = {"RFC9309_CACHETTL": 60}
    rfc9309_forbiden_policy = "allow"
    rfc9309_cache_ttl = 60  # a real one: no warning


@pytest_twisted.ensureDeferred
async def test_misspelt_names_get_a_warning_and_the_crawl_goes_on(farm, caplog):
    site = farm.add(PAGES)
    with caplog.at_level(logging.WARNING, logger="scrapy_rfc9309.settings"):
        crawler = await crawl([f"{site.url}/public"], {"RFC9309_MAX_ORIGNS": 5},
                              spider=MisspeltSpider)
    assert sorted(r.getMessage() for r in caplog.records) == [
        "RFC9309_CACHETTL is not a scrapy-rfc9309 setting and is ignored; "
        "did you mean RFC9309_CACHE_TTL?",
        "RFC9309_MAX_ORIGNS is not a scrapy-rfc9309 setting and is ignored; "
        "did you mean RFC9309_MAX_ORIGINS?",
        "rfc9309_forbiden_policy is not a scrapy-rfc9309 spider attribute and is ignored; "
        "did you mean rfc9309_forbidden_policy?",
    ]
    # Said once the spider is open, so Scrapy's log counter counts them.
    assert crawler.stats.get_value("log_count/WARNING", 0) >= 3
    assert crawler.spider.responses == {f"{site.url}/public": 200}


@pytest.mark.parametrize("given", [
    ["train-ai", "search"], "train-ai,search", "train-ai, search", '["train-ai", "search"]',
    ' [ "train-ai" ,"search"] ',
])
def test_list_settings_take_scrapys_comma_form_and_a_json_list(given):
    """``-s RFC9309_USAGE_PURPOSES=...`` on the command line gives a string: Scrapy's own
    comma-separated form and a JSON list read as the list they spell."""
    settings = Settings()
    settings.set("RFC9309_USAGE_PURPOSES", given, priority="cmdline")
    assert read_settings(settings, None).usage.usage_purposes == ("train-ai", "search")


@pytest_twisted.ensureDeferred
async def test_a_json_list_from_the_command_line_is_obeyed_in_a_crawl(farm):
    site = farm.add({"/robots.txt": "User-agent: *\nContent-Usage: /t/ train-ai=n\n",
                     "/t/a": "a", "/open": "o"})
    crawler = await crawl([f"{site.url}/t/a", f"{site.url}/open"],
                          {"RFC9309_USAGE_PURPOSES": '["train-ai"]'})
    assert "/open" in site.paths()
    assert "/t/a" not in site.paths()
    assert crawler.stats.get_value("rfc9309/usage/denied/train-ai") == 1
