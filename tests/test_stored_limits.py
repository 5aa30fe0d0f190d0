"""A record read back from a store (JOBDIR, a copied store file, Redis) is used under this run's
limits, not the ones it was stored with: RFC9309_CACHE_TTL, RFC9309_UNREACHABLE_MAX_TTL and
RFC9309_LAST_GOOD_MAX_AGE bound it from the time it was fetched. Two or three real crawls one
after the other, sharing the store, against a site that changes between them; what is asserted
is what the site was asked for.

Time is never measured: a pause only ever lasts at least as long as asked, so a crawl started
after a pause longer than a limit reads a record older than that limit.
"""

from __future__ import annotations

import shutil
import sqlite3
from contextlib import closing
from dataclasses import replace
from typing import Any

import pytest
import pytest_twisted
import redis
from twisted.internet import reactor
from twisted.internet.task import deferLater

from scrapy_rfc9309 import RobotsTxtForbidden, RobotsTxtUnreachable
from scrapy_rfc9309.config import RobotsPolicy
from scrapy_rfc9309.policy import make_record, within_limits
from scrapy_rfc9309.records.freshness import Freshness
from scrapy_rfc9309.records.record import Kind
from scrapy_rfc9309.robotstxt import RobotsTxt
from scrapy_rfc9309.stores.jobdir import FILENAME
from scrapy_rfc9309.testing import Page
from tests.conftest import crawl, stats

ALLOW_ALL = "User-agent: *\nDisallow:\n"
RULES = "User-agent: *\nDisallow: /private/\n"
#: Longer than the short limits the second runs set (2 s, 1 s).
PAST_LIMIT = 2.2


class Runs:
    """The settings of each run sharing one store: ``jobdir`` (one job directory),
    ``copied`` (the store file copied into a new job directory before each later run) or
    ``redis`` (one Redis)."""

    def __init__(self, store: str, tmp_path: Any, request: Any) -> None:
        self.store = store
        self.tmp_path = tmp_path
        self.runs = 0
        if store == "redis":
            server = request.getfixturevalue("redis_server")
            self.base = {"RFC9309_CACHE_BACKEND": "redis", "RFC9309_REDIS_URL": server.url,
                         "RFC9309_REDIS_TIMEOUT": 5}
        else:
            self.base = {"RFC9309_CACHE_BACKEND": "jobdir"}

    def holds(self, site: Any) -> bool:
        """Whether the store (as the last run left it) holds a record of ``site``."""
        if self.store == "redis":
            with closing(redis.Redis.from_url(self.base["RFC9309_REDIS_URL"])) as client:
                return bool(client.exists(f"rfc9309:robots:{site.url}"))
        job = f"job{self.runs}" if self.store == "copied" else "job"
        with closing(sqlite3.connect(self.tmp_path / job / FILENAME)) as db:
            query = "SELECT COUNT(*) FROM robots WHERE origin = ?"
            return db.execute(query, (site.url,)).fetchone()[0] == 1

    def settings(self, **limits: Any) -> dict[str, Any]:
        """The next run's settings: the store, and ``limits``."""
        self.runs += 1
        if self.store == "redis":
            return {**self.base, **limits}
        job = self.tmp_path / (f"job{self.runs}" if self.store == "copied" else "job")
        if self.store == "copied" and self.runs > 1:
            job.mkdir()
            shutil.copy(self.tmp_path / f"job{self.runs - 1}" / FILENAME, job / FILENAME)
        return {**self.base, "JOBDIR": str(job), **limits}


async def _pause(seconds: float) -> None:
    await deferLater(reactor, seconds, lambda: None)


@pytest.mark.parametrize("store", ["jobdir", "copied", "redis"])
@pytest_twisted.ensureDeferred
async def test_a_stored_copy_is_used_no_longer_than_this_runs_cache_ttl(
    farm, tmp_path, request, store
):
    """Stored for a day by the first run; the second allows a copy 2 s, so it revalidates
    the copy it read (its ETag), the site's new Disallow decides, and /private/x is never
    asked for."""
    runs = Runs(store, tmp_path, request)
    site = farm.add({"/robots.txt": Page(ALLOW_ALL.encode(), headers={"ETag": '"v1"'}),
                     "/public": "p", "/private/x": "secret"})
    await crawl([f"{site.url}/public"], runs.settings())
    assert site.count("/robots.txt") == 1
    site.pages["/robots.txt"] = RULES
    await _pause(PAST_LIMIT)
    second = await crawl([f"{site.url}/public", f"{site.url}/private/x"],
                         runs.settings(RFC9309_CACHE_TTL=2))
    robots = [hit for hit in site.hits if hit.path == "/robots.txt"]
    assert len(robots) == 2
    assert robots[1].headers.get("if-none-match") == '"v1"'  # the stored copy, expired
    assert site.count("/private/x") == 0
    assert site.count("/public") == 2
    assert type(second.spider.errors[f"{site.url}/private/x"]) is RobotsTxtForbidden


#: A robots.txt that is down, and the second run's limits that end its stored backoff.
DOWN = {
    "backoff, max alone": (Page(b"down", 503), {"RFC9309_UNREACHABLE_TTL": 600},
                           {"RFC9309_UNREACHABLE_MAX_TTL": 2}),
    "backoff, both": (Page(b"down", 503), {"RFC9309_UNREACHABLE_TTL": 600},
                      {"RFC9309_UNREACHABLE_TTL": 1, "RFC9309_UNREACHABLE_MAX_TTL": 2}),
    "Retry-After": (Page(b"down", 503, headers={"Retry-After": "600"}), {},
                    {"RFC9309_UNREACHABLE_MAX_TTL": 2}),
}


@pytest.mark.parametrize("down", list(DOWN))
@pytest.mark.parametrize("store", ["jobdir", "redis"])
@pytest_twisted.ensureDeferred
async def test_a_stored_backoff_is_no_longer_than_this_runs_unreachable_max_ttl(
    farm, tmp_path, request, store, down
):
    """Stored as unreachable for 600 s; the second run waits at most 2 s, so it asks for
    robots.txt again, finds the site back, and crawls what it allows."""
    page, first_limits, second_limits = DOWN[down]
    runs = Runs(store, tmp_path, request)
    site = farm.add({"/robots.txt": page, "/x": "x", "/private/x": "secret"})
    first = await crawl([f"{site.url}/x"], runs.settings(**first_limits))
    assert type(first.spider.errors[f"{site.url}/x"]) is RobotsTxtUnreachable
    site.pages["/robots.txt"] = RULES
    await _pause(PAST_LIMIT)
    assert runs.holds(site)
    second = await crawl([f"{site.url}/x", f"{site.url}/private/x"],
                         runs.settings(**second_limits))
    assert site.count("/robots.txt") == 2
    assert site.count("/x") == 1
    assert site.count("/private/x") == 0
    assert type(second.spider.errors[f"{site.url}/private/x"]) is RobotsTxtForbidden


@pytest.mark.parametrize("store", ["jobdir", "redis"])
@pytest_twisted.ensureDeferred
async def test_a_stored_last_good_copy_is_no_older_than_this_runs_limit(
    farm, tmp_path, request, store
):
    """The second run stores an unreachable record standing on the first run's copy; the
    third allows a last good copy 1 s old at the time of that fetch: deny all until the
    backoff ends (RFC 9309 2.3.1.4), without asking robots.txt again before then."""
    runs = Runs(store, tmp_path, request)
    site = farm.add({"/robots.txt": RULES, "/public": "p", "/private/x": "secret"})
    await crawl([f"{site.url}/public"], runs.settings(RFC9309_CACHE_TTL=1))
    site.pages["/robots.txt"] = Page(b"down", 503)
    await _pause(PAST_LIMIT)  # the copy expires, and is older than 1 s when fetched again
    second = await crawl([f"{site.url}/public", f"{site.url}/private/x"],
                         runs.settings(RFC9309_CACHE_TTL=1, RFC9309_UNREACHABLE_TTL=600))
    assert site.count("/robots.txt") == 2 and site.count("/public") == 2
    assert "last good copy" in str(second.spider.errors[f"{site.url}/private/x"])
    third = await crawl([f"{site.url}/public"],
                        runs.settings(RFC9309_UNREACHABLE_TTL=600, RFC9309_LAST_GOOD_MAX_AGE=1))
    assert site.count("/robots.txt") == 2
    assert site.count("/public") == 2
    assert site.count("/private/x") == 0
    assert type(third.spider.errors[f"{site.url}/public"]) is RobotsTxtUnreachable
    hit = "rfc9309/fleet/hit" if store == "redis" else "rfc9309/jobdir/hit"
    assert stats(third)[hit] == 1


# -- the clamp itself: pure ---------------------------------------------------------------------

DAY = 86400.0
RULES_TXT = RobotsTxt.parse(RULES.encode())


def _parsed(now: float = 1000.0, lifetime: float = DAY, source: str = "max-age=86400"):
    return make_record(RobotsPolicy(), Kind.PARSED, now=now, status=200, reason="200",
                       url="http://a.test/robots.txt", rules=RULES_TXT,
                       fresh=Freshness(lifetime, source), size=len(RULES))


def _down(policy: RobotsPolicy, now: float = 1000.0, previous=None, retry_after=None):
    return make_record(policy, Kind.UNREACHABLE, now=now, status=503, reason="503",
                       url="http://a.test/robots.txt", previous=previous,
                       retry_after=retry_after)


def test_a_record_within_this_runs_limits_is_used_as_it_is():
    policy = RobotsPolicy()
    for record in (_parsed(), _parsed(lifetime=60.0, source="max-age=60"),
                   _down(policy), _down(policy, previous=_parsed()),
                   _down(policy, retry_after=30.0)):
        assert within_limits(policy, record, now=2000.0) is record


@pytest.mark.parametrize("kind", [Kind.PARSED, Kind.UNAVAILABLE, Kind.FORBIDDEN])
def test_a_lifetime_is_capped_at_this_runs_cache_ttl_from_its_fetch(kind):
    stored = make_record(RobotsPolicy(), kind, now=1000.0, status=200, reason="r", url="u",
                         rules=RULES_TXT if kind is Kind.PARSED else None)
    assert stored.expires_at == 1000.0 + DAY
    used = within_limits(RobotsPolicy(cache_ttl=2.0, min_ttl=2.0), stored, now=5000.0)
    assert (used.fetched_at, used.expires_at) == (1000.0, 1002.0)
    assert used.lifetime == "RFC9309_CACHE_TTL; stored, capped at RFC9309_CACHE_TTL"
    assert (used.kind, used.rules, used.validators) == (stored.kind, stored.rules,
                                                        stored.validators)


def test_a_short_lifetime_is_raised_to_this_runs_min_ttl_as_for_a_fetch():
    stored = _parsed(lifetime=10.0, source="max-age=10")
    used = within_limits(RobotsPolicy(min_ttl=300.0), stored, now=1005.0)
    assert used.expires_at == 1300.0
    assert used.lifetime == "max-age=10; stored, raised to RFC9309_MIN_TTL"


@pytest.mark.parametrize(("stored", "limits", "lifetime", "source"), [
    # The first failure backs off RFC9309_UNREACHABLE_TTL, at most RFC9309_UNREACHABLE_MAX_TTL.
    ({"unreachable_ttl": 600.0}, {"unreachable_max_ttl": 2.0, "unreachable_ttl": 2.0}, 2.0,
     "backoff"),
    ({"unreachable_ttl": 600.0}, {"unreachable_ttl": 5.0}, 5.0, "backoff"),
    ({"unreachable_ttl": 5.0}, {"unreachable_ttl": 60.0}, 60.0, "backoff"),
])
def test_a_backoff_is_this_runs_for_the_same_failure_count(stored, limits, lifetime, source):
    record = _down(RobotsPolicy(**stored))
    used = within_limits(RobotsPolicy(**limits), record, now=1001.0)
    assert (used.failures, used.expires_at - used.fetched_at, used.lifetime) == (
        1, lifetime, source)


def test_a_third_failure_backs_off_four_times_this_runs_unreachable_ttl():
    stored_policy = RobotsPolicy(unreachable_ttl=600.0)
    record = _down(stored_policy, previous=_down(stored_policy, previous=_down(stored_policy)))
    assert record.failures == 3
    used = within_limits(RobotsPolicy(unreachable_ttl=10.0), record, now=1001.0)
    assert used.expires_at - used.fetched_at == 40.0


@pytest.mark.parametrize(("retry_after", "max_ttl", "lifetime", "source"), [
    (600.0, 3600.0, 600.0, "Retry-After"),  # honoured, as this run would
    (600.0, 2.0, 2.0, "backoff"),  # beyond this run's max: the backoff, capped
    (30.0, 60.0, 30.0, "Retry-After"),
])
def test_a_retry_after_is_honoured_within_this_runs_max(retry_after, max_ttl, lifetime,
                                                        source):
    record = _down(RobotsPolicy(), retry_after=retry_after)
    assert record.lifetime == "Retry-After"
    used = within_limits(RobotsPolicy(unreachable_max_ttl=max_ttl, unreachable_ttl=2.0),
                         record, now=1001.0)
    assert (used.expires_at - used.fetched_at, used.lifetime) == (lifetime, source)


def test_a_last_good_copy_older_than_this_runs_limit_at_its_fetch_is_dropped():
    good = _parsed(now=0.0)
    record = _down(RobotsPolicy(), now=100.0, previous=good)
    assert (record.rules, record.stale_since) == (RULES_TXT, 0.0)
    kept = within_limits(RobotsPolicy(last_good_max_age=100.0), record, now=150.0)
    assert kept is record
    dropped = within_limits(RobotsPolicy(last_good_max_age=99.0), record, now=150.0)
    assert (dropped.rules, dropped.stale_since, dropped.size) == (None, None, 0)
    assert (dropped.kind, dropped.failures, dropped.expires_at) == (
        Kind.UNREACHABLE, 1, record.expires_at)


def test_a_fetch_time_ahead_of_this_clock_counts_from_now():
    """Another worker's clock ahead: its record is used this run's lifetime from now at most."""
    stored = _parsed(now=10_000.0)
    used = within_limits(RobotsPolicy(cache_ttl=60.0), stored, now=1000.0)
    assert (used.fetched_at, used.expires_at) == (1000.0, 1060.0)


def test_a_huge_failure_count_backs_off_the_max():
    """A site down for years, or a hostile value: the backoff stops doubling at the max."""
    record = _down(RobotsPolicy())
    many = replace(record, failures=10**9)
    used = within_limits(RobotsPolicy(unreachable_max_ttl=120.0), many, now=1001.0)
    assert used.expires_at - used.fetched_at == 120.0
