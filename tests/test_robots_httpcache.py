"""robots.txt and Scrapy's HttpCacheMiddleware (issue 21): the HTTP cache may answer
robots.txt, so a crawl replaying it offline still decides from the robots.txt it holds, but
never with a failure (the backoff asks the site again) nor with a copy stored longer ago
than RFC9309_CACHE_TTL, whatever the HTTP cache's policy says.

Real crawls sharing one HTTPCACHE_DIR, run one after the other; a cache entry is made old by
rewriting the time it was stored (never by waiting), and a site answers differently from
one crawl to the next by changing its pages between them.
"""

from __future__ import annotations

import logging
import pickle
import time
from email.utils import formatdate
from pathlib import Path

import pytest
import pytest_twisted
from scrapy import Request, signals
from scrapy.http import Response
from w3lib.http import headers_dict_to_raw, headers_raw_to_dict

from scrapy_rfc9309 import RobotsTxtForbidden, RobotsTxtUnreachable
from scrapy_rfc9309.compat import http_cache_time
from scrapy_rfc9309.explain.locate import find_middleware
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.testing import Page, SiteFarm
from tests.conftest import crawl, stats

POLICIES = ["scrapy.extensions.httpcache.DummyPolicy", "scrapy.extensions.httpcache.RFC2616Policy"]
#: RFC2616Policy keeps a response only with a lifetime; a year is what a site may well say.
YEAR = {"Cache-Control": "max-age=31536000"}
TWO_DAYS = 2 * 86400


def _settings(tmp_path: Path, policy: str, **more: object) -> dict[str, object]:
    return {"HTTPCACHE_ENABLED": True, "HTTPCACHE_DIR": str(tmp_path / "httpcache"),
            "HTTPCACHE_POLICY": policy, **more}


def _age_robots_entry(tmp_path: Path, seconds: float) -> None:
    """Make the stored robots.txt ``seconds`` older: the storage's timestamp and the Date
    header the cache middleware stored with it (older Scrapy reads the age from that)."""
    entries = [meta.parent for meta in (tmp_path / "httpcache").rglob("pickled_meta")
               if pickle.loads(meta.read_bytes())["url"].endswith("/robots.txt")]
    assert len(entries) == 1
    entry = entries[0]
    meta = pickle.loads((entry / "pickled_meta").read_bytes())
    meta["timestamp"] -= seconds
    (entry / "pickled_meta").write_bytes(pickle.dumps(meta, protocol=4))
    headers = headers_raw_to_dict((entry / "response_headers").read_bytes())
    headers[b"Date"] = [formatdate(meta["timestamp"], usegmt=True).encode()]
    (entry / "response_headers").write_bytes(headers_dict_to_raw(headers))


@pytest.mark.parametrize("policy", POLICIES)
@pytest_twisted.ensureDeferred
async def test_a_cached_503_is_never_reused(farm, tmp_path, policy):
    site = farm.add({"/robots.txt": Page(b"down", 503, YEAR), "/page": "p"})
    settings = _settings(tmp_path, policy)
    first = await crawl([f"{site.url}/page"], settings)
    assert isinstance(first.spider.errors[f"{site.url}/page"], RobotsTxtUnreachable)
    site.pages["/robots.txt"] = "User-agent: *\nAllow: /\n"
    second = await crawl([f"{site.url}/page"], settings)
    assert site.count("/robots.txt") == 2  # the second crawl asked the site
    assert second.spider.responses == {f"{site.url}/page": 200}
    assert stats(second)["rfc9309/fetch/parsed"] == 1


@pytest.mark.parametrize("policy", POLICIES)
@pytest_twisted.ensureDeferred
async def test_a_copy_stored_longer_ago_than_the_ttl_is_fetched_again(farm, tmp_path, policy):
    site = farm.add({"/robots.txt": Page(b"User-agent: *\nDisallow: /old\n", headers=YEAR),
                     "/old": "o", "/new": "n"})
    settings = _settings(tmp_path, policy)
    urls = [f"{site.url}/old", f"{site.url}/new"]
    await crawl(urls, settings)
    site.pages["/robots.txt"] = Page(b"User-agent: *\nDisallow: /new\n", headers=YEAR)
    # Within the TTL the HTTP cache answers: the old rules, the site not asked.
    fresh = await crawl(urls, settings)
    assert site.count("/robots.txt") == 1
    assert isinstance(fresh.spider.errors[f"{site.url}/old"], RobotsTxtForbidden)
    assert stats(fresh)["rfc9309/fetch/httpcache"] == 1
    # Stored two days ago, past RFC9309_CACHE_TTL (24 h): the site is asked.
    _age_robots_entry(tmp_path, TWO_DAYS)
    aged = await crawl(urls, settings)
    assert site.count("/robots.txt") == 2
    assert isinstance(aged.spider.errors[f"{site.url}/new"], RobotsTxtForbidden)
    assert f"{site.url}/old" in aged.spider.responses
    assert stats(aged)["rfc9309/fetch/httpcache_refetch"] == 1


@pytest_twisted.ensureDeferred
async def test_a_shorter_ttl_holds_against_the_http_cache(farm, tmp_path):
    """An hour's RFC9309_CACHE_TTL takes a copy stored half an hour ago for the half hour
    left, and refuses one stored two hours ago."""
    site = farm.add({"/robots.txt": "User-agent: *\nDisallow: /x\n", "/x": "x"})
    settings = _settings(tmp_path, POLICIES[0], RFC9309_CACHE_TTL=3600)
    await crawl([f"{site.url}/x"], settings)
    _age_robots_entry(tmp_path, 1800)
    records = []

    def closed(spider):
        middleware = find_middleware(spider.crawler)
        records.append(middleware.records.cache.lookup(Origin.from_url(site.url), time.time())[1])

    await crawl([f"{site.url}/x"], settings, connect={signals.spider_closed: closed})
    assert site.count("/robots.txt") == 1
    [record] = records
    assert record.expires_at <= time.time() + 1800  # stored + TTL, not now + TTL
    _age_robots_entry(tmp_path, 7200)
    await crawl([f"{site.url}/x"], settings)
    assert site.count("/robots.txt") == 2
    assert site.count("/x") == 0


def test_the_age_of_a_cached_answer_without_the_storages_timestamp_is_its_date():
    """Older Scrapy storages (2.13) set no cache_timestamp: the Date header, which the cache
    middleware adds when the server sent none, tells when the answer was stored."""
    when = 1_700_000_000
    response = Response("http://a.test/robots.txt", headers={"Date": formatdate(when)})
    assert http_cache_time(Request("http://a.test/robots.txt"), response) == when
    stamped = Request("http://a.test/robots.txt", meta={"cache_timestamp": when + 5.5})
    assert http_cache_time(stamped, response) == when + 5.5
    assert http_cache_time(Request("http://a.test/robots.txt"), Response(
        "http://a.test/robots.txt", headers={"Date": "Tue, 14 Nov 2023 22:13:20"})) == when
    for date in (None, "garbage", "Tue, 99 Nov 2023 22:13:20 GMT"):
        headers = {"Date": date} if date else {}
        response = Response("http://a.test/robots.txt", headers=headers)
        assert http_cache_time(Request("http://a.test/robots.txt"), response) is None


async def _offline_replay(tmp_path: Path, age: float):
    """Crawl a site into the HTTP cache, stop the site, age the stored robots.txt, and
    replay the cache with HTTPCACHE_IGNORE_MISSING; returns (the site's URL, the replay)."""
    sites = SiteFarm()
    site = sites.add({"/robots.txt": "User-agent: *\nDisallow: /private\n", "/public": "p",
                      "/private": "secret"})
    settings = _settings(tmp_path, POLICIES[0])
    urls = [f"{site.url}/public", f"{site.url}/private"]
    await crawl(urls, settings)
    assert site.count("/private") == 0
    await sites.stop()  # the site is gone
    if age:
        _age_robots_entry(tmp_path, age)
    replay = await crawl(urls, {**settings, "HTTPCACHE_IGNORE_MISSING": True})
    return site.url, replay


@pytest_twisted.ensureDeferred
async def test_offline_replay_decides_from_the_cached_robots_txt(tmp_path):
    url, replay = await _offline_replay(tmp_path, 0)
    assert replay.spider.responses == {f"{url}/public": 200}  # from the HTTP cache
    assert type(replay.spider.errors[f"{url}/private"]) is RobotsTxtForbidden  # by its rule
    s = stats(replay)
    assert s["rfc9309/fetch/httpcache"] == 1
    assert s["rfc9309/fetch/parsed"] == 1


@pytest_twisted.ensureDeferred
async def test_offline_replay_with_a_copy_past_the_ttl_is_unreachable(tmp_path):
    """Too old to use, and the site cannot be asked: unreachable, every page denied."""
    url, replay = await _offline_replay(tmp_path, TWO_DAYS)
    errors = replay.spider.errors
    assert sorted(errors) == [f"{url}/private", f"{url}/public"]
    assert all(type(error) is RobotsTxtUnreachable for error in errors.values())
    assert stats(replay)["rfc9309/fetch/httpcache_refetch"] == 1


@pytest.mark.parametrize("policy", POLICIES)
@pytest_twisted.ensureDeferred
async def test_retries_of_a_failed_robots_txt_reach_the_site(farm, tmp_path, policy, caplog):
    """A 503 robots.txt with the HTTP cache on and Scrapy's retries (RETRY_TIMES = 2): each
    retry is sent to the site (1 + 2 requests there), none is answered from the HTTP cache,
    the 503 is not stored in it (the next crawl asks the site too), and robots.txt is not asked
    for again past the cache after the retries."""
    caplog.set_level(logging.DEBUG, logger="scrapy.downloadermiddlewares.retry")
    site = farm.add({"/robots.txt": Page(b"down", 503, YEAR), "/page": "p"})
    settings = _settings(tmp_path, policy, RETRY_ENABLED=True, RETRY_TIMES=2)
    crawler = await crawl([f"{site.url}/page"], settings)
    s = stats(crawler)
    assert isinstance(crawler.spider.errors[f"{site.url}/page"], RobotsTxtUnreachable)
    assert site.paths() == ["/robots.txt"] * 3
    retried = [r.getMessage() for r in caplog.records
               if r.getMessage().startswith(f"Retrying <GET {site.url}/robots.txt>")]
    assert len(retried) == 2, retried
    assert "httpcache/hit" not in s and "httpcache/store" not in s
    assert "rfc9309/fetch/httpcache_refetch" not in s
    assert not list((tmp_path / "httpcache").rglob("pickled_meta"))  # nothing stored
    again = await crawl([f"{site.url}/page"], settings)
    assert site.paths() == ["/robots.txt"] * 6
    assert "httpcache/hit" not in stats(again)
