"""Records and backoff persist across restarts with JOBDIR (issue 12, defect 7): with
``RFC9309_CACHE_BACKEND = "jobdir"`` a crawl stopped and started again neither fetches robots.txt
again within its TTL nor starts an unreachable origin's backoff over; the default backend still
starts afresh. Two real crawls one after the other, on one job directory."""

from __future__ import annotations

import logging

import pytest
import pytest_twisted
from twisted.internet import reactor
from twisted.internet.task import deferLater

from scrapy_rfc9309 import RobotsTxtForbidden, RobotsTxtUnreachable
from scrapy_rfc9309.fleet.jobstore import FILENAME
from scrapy_rfc9309.testing import Page
from tests.conftest import crawl, stats

ROBOTS = "User-agent: *\nDisallow: /private\n"


def _sites(farm):
    """A site with rules and a site whose robots.txt is down, and the URLs crawled on them."""
    good = farm.add({"/robots.txt": ROBOTS, "/public": "p", "/private": "secret"})
    down = farm.add({"/robots.txt": Page(b"down", 503), "/x": "x"})
    return good, down, [f"{good.url}/public", f"{good.url}/private", f"{down.url}/x"]


def _settings(tmp_path, backend, **extra):
    return {"JOBDIR": str(tmp_path / "job"), "RFC9309_CACHE_BACKEND": backend, **extra}


@pytest.mark.parametrize(("backend", "fetches"), [("jobdir", 1), ("memory", 2)])
@pytest_twisted.ensureDeferred
async def test_restart_within_ttl_fetches_no_robots_txt_again(farm, tmp_path, backend,
                                                              fetches):
    good, down, urls = _sites(farm)
    settings = _settings(tmp_path, backend, RFC9309_UNREACHABLE_TTL=600)
    await crawl(urls, settings)
    second = await crawl(urls, settings)
    assert good.count("/robots.txt") == down.count("/robots.txt") == fetches
    assert good.count("/public") == 2
    assert good.count("/private") == down.count("/x") == 0
    errors = second.spider.errors
    assert type(errors[f"{good.url}/private"]) is RobotsTxtForbidden
    assert type(errors[f"{down.url}/x"]) is RobotsTxtUnreachable
    s = stats(second)
    if backend == "jobdir":
        assert s["rfc9309/jobdir/hit"] == 2
        assert "robotstxt/request_count" not in s
        assert (tmp_path / "job" / FILENAME).exists()
    else:
        assert "rfc9309/jobdir/hit" not in s


@pytest.mark.parametrize("backend", ["jobdir", "memory"])
@pytest_twisted.ensureDeferred
async def test_restart_continues_backoff_and_keeps_last_good_copy(farm, tmp_path, caplog,
                                                                  backend):
    good, down, urls = _sites(farm)
    settings = _settings(tmp_path, backend, RFC9309_UNREACHABLE_TTL=2, RFC9309_CACHE_TTL=2)
    await crawl(urls, settings)
    assert good.count("/public") == 1
    good.pages["/robots.txt"] = Page(b"down", 503)
    await deferLater(reactor, 2.2, lambda: None)  # both records expire
    caplog.clear()
    second = await crawl(urls, settings)
    assert good.count("/robots.txt") == down.count("/robots.txt") == 2
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    errors = second.spider.errors
    if backend == "jobdir":
        # The failure count went on: the second failure waits twice as long.
        assert any(f"{down.url} unreachable (503): deny all for 4 s" in m for m in warnings)
        # The copy parsed by the first run is the last good copy of the second.
        assert any(f"{good.url} unreachable (503): last good copy used" in m for m in warnings)
        assert good.count("/public") == 2
        assert "last good copy" in str(errors[f"{good.url}/private"])
    else:
        assert any(f"{down.url} unreachable (503): deny all for 2 s" in m for m in warnings)
        assert good.count("/public") == 1
        assert type(errors[f"{good.url}/public"]) is RobotsTxtUnreachable
    assert good.count("/private") == down.count("/x") == 0


@pytest_twisted.ensureDeferred
async def test_jobdir_backend_without_jobdir_warns_and_keeps_records_in_memory(farm, caplog):
    good, _, urls = _sites(farm)
    crawler = await crawl(urls[:2], {"RFC9309_CACHE_BACKEND": "jobdir"})
    assert good.paths().count("/robots.txt") == 1 and "/private" not in good.paths()
    assert any(r.levelno == logging.WARNING and "needs JOBDIR" in r.getMessage()
               for r in caplog.records)
    assert "rfc9309/jobdir/hit" not in stats(crawler)


@pytest.mark.parametrize(("backend", "fetches"), [("jobdir", 1), ("memory", 2)])
@pytest_twisted.ensureDeferred
async def test_record_evicted_from_memory_is_read_back_from_the_job_directory(
    farm, tmp_path, backend, fetches
):
    a = farm.add({"/robots.txt": ROBOTS, "/public": "p"})
    b = farm.add({"/robots.txt": ROBOTS, "/public": "p"})
    waves = [(0, [f"{a.url}/public"]), (0.3, [f"{b.url}/public"]), (0.3, [f"{a.url}/public"])]
    crawler = await crawl(settings=_settings(tmp_path, backend, RFC9309_MAX_ORIGINS=1),
                          waves=waves)
    assert stats(crawler)["rfc9309/cache/evicted"] >= 1
    assert a.count("/robots.txt") == fetches
    assert a.count("/public") == 2
