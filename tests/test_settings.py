"""Settings fail fast: a bad RFC9309_* value (or spider attribute) stops a real crawl at
start-up, before any request, with one line naming it, its value and what is allowed; good
values, from settings or spider attributes, reach the parts that use them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import pytest_twisted
import scrapy

from scrapy_rfc9309.explain import find_middleware
from scrapy_rfc9309.policy import RobotsPolicy
from scrapy_rfc9309.settings import SPECS, BackendSettings, SettingError
from tests.conftest import Probe, crawl

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
    ("RFC9309_LAST_GOOD_MAX_AGE", -1, "a number of seconds >= 0"),
    ("RFC9309_PARK_AFTER", -1, "a number of seconds >= 0"),
    ("RFC9309_POSTPONE_UNREACHABLE", "maybe", "a boolean"),
    ("RFC9309_POSTPONE_MAX_WAIT", -1, "a number of seconds >= 0"),
    ("RFC9309_CRAWL_DELAY", "yes", "a boolean"),
    ("RFC9309_MAX_CRAWL_DELAY", -1, "a number of seconds >= 0"),
    ("RFC9309_MAX_BYTES", 1000, "at least 500 KiB"),
    ("RFC9309_FORBIDDEN_POLICY", "maybe", "'deny' or 'allow'"),
    ("RFC9309_CACHE_BACKEND", "memcached", "'memory' or 'redis' or 'jobdir'"),
    ("RFC9309_REDIS_URL", "http://127.0.0.1:6379", "a URL starting with redis://"),
    ("RFC9309_REDIS_PREFIX", " ", "a non-empty string"),
    ("RFC9309_REDIS_TIMEOUT", 0, "a number of seconds > 0"),
    ("RFC9309_FLEET_MARGIN", -1, "a number of seconds >= 0 and <= 10"),
]


async def _start_up_error(farm, settings=None, spider=Probe):
    """Start a real crawl of one page; returns the start-up error (None if it crawled)."""
    site = farm.add(PAGES)
    try:
        await crawl([f"{site.url}/public"], settings, spider=spider)
    except Exception as exc:
        # Scrapy 2.13's engine, cleaning up after a component that failed to build, raises
        # an AttributeError of its own, with ours as its context (still in the traceback).
        error = exc if isinstance(exc, SettingError) else exc.__context__
        assert isinstance(error, SettingError), exc
        assert site.hits == []  # stopped before any request
        return str(error)
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


@pytest.mark.parametrize(("settings", "min_ttl"), [
    ({}, 60.0),
    ({"RFC9309_MIN_TTL": 300}, 300.0),
    ({"RFC9309_CACHE_TTL": 10}, 10.0),  # left at its default, it follows a lower CACHE_TTL
    ({"RFC9309_CACHE_TTL": 600, "RFC9309_MIN_TTL": 600}, 600.0),
])
@pytest_twisted.ensureDeferred
async def test_min_ttl_reaches_the_policy_at_most_cache_ttl(farm, settings, min_ttl):
    site = farm.add(PAGES)
    seen = {}

    class Spider(Probe):
        async def start(self):
            seen["policy"] = find_middleware(self.crawler).policy
            async for request in super().start():
                yield request

    await crawl([f"{site.url}/public"], settings, spider=Spider)
    assert seen["policy"].min_ttl == min_ttl
    assert seen["policy"].min_ttl <= seen["policy"].cache_ttl


def test_every_setting_has_a_range_and_a_readme_row():
    names = [f.name for f in RobotsPolicy.__dataclass_fields__.values()]
    names += list(BackendSettings.__dataclass_fields__)
    assert sorted(names) == sorted(SPECS)
    readme = (ROOT / "README.rst").read_text()
    allowed_table = readme[readme.index(".. list-table:: Allowed values"):]
    for name in names:
        assert f"* - ``RFC9309_{name.upper()}``" in readme  # the settings table
        row = f"* - ``RFC9309_{name.upper()}``\n     - {SPECS[name].allowed}"
        assert row in allowed_table, row


def test_scrapy_crawl_prints_one_line_and_fails(tmp_path):
    """What a user sees: ``scrapy crawl`` with a bad -s value exits non-zero, and the line
    that names the setting is printed."""
    result = subprocess.run(
        [sys.executable, "-m", "scrapy", "crawl", "demo", "-s", "RFC9309_CACHE_TTL=abc",
         "-s", "LOG_LEVEL=ERROR"],
        cwd=ROOT / "example_project", capture_output=True, text=True, timeout=120, check=False,
    )
    # Scrapy 2.14's ``scrapy crawl`` exits 0 after any crawl failed to start (seen with
    # 2.14.0); every other release tested exits 1.
    if not scrapy.__version__.startswith("2.14."):
        assert result.returncode != 0
    expected = ("RFC9309_CACHE_TTL = 'abc' is not allowed: it must be a number of seconds > 0 "
                "and <= 86400")
    assert expected in result.stderr, result.stderr[-2000:]
