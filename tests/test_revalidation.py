"""robots.txt lives as long as its cache headers say, and is revalidated, not refetched
(issue 23): real crawls against the site farm, with every store a record lives in.

Time is never measured: a pause only ever lasts at least as long as asked, so a request sent
after a page that came after robots.txt, and after a pause longer than the record's lifetime
(max-age=1, RFC9309_MIN_TTL=1), comes when that record has expired; what is asserted is what
the site saw, in order, and the decisions.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
import pytest_twisted
import scrapy
from twisted.internet import reactor
from twisted.internet.task import deferLater
from twisted.web.server import Request as TwistedRequest

from scrapy_rfc9309 import RobotsTxtForbidden
from scrapy_rfc9309.testing import Page
from tests.conftest import Probe, crawl, stats

RULES = b"User-agent: *\nDisallow: /private\n"
MODIFIED = "Tue, 01 Dec 2026 10:00:00 GMT"
#: Longer than any record's lifetime below (1 s): the record has expired after it.
PAST_LIFETIME = 1.6
#: The lifetime bounds of the tests: a max-age of 1 s counts as 1 s.
SHORT = {"RFC9309_MIN_TTL": 1}


class Conditional:
    """A robots.txt answered as a web server answers it: with an ETag and a Last-Modified,
    and a 304 (no body) to a request whose If-None-Match names its ETag, or, without
    If-None-Match, whose If-Modified-Since is its Last-Modified (RFC 9110 13.2.2)."""

    def __init__(self, body: bytes = RULES, cache_control: str = "max-age=1",
                 etag: str = '"v1"', honour: bool = True) -> None:
        self.body = body
        self.cache_control = cache_control
        self.etag = etag
        self.honour = honour  # False: a server that ignores conditions (always 200)
        #: The status of each answer, in order.
        self.answers: list[int] = []
        self.not_modified_etag: str | None = None  # a 304 naming another ETag (a bug)

    def __call__(self, request: TwistedRequest) -> Page:
        etag = self.not_modified_etag or self.etag
        headers = {"Cache-Control": self.cache_control, "ETag": etag}
        match = request.getHeader("if-none-match")
        since = request.getHeader("if-modified-since")
        unchanged = match == self.etag if match is not None else since == MODIFIED
        if self.honour and (unchanged or (self.not_modified_etag and match is not None)):
            self.answers.append(304)
            return Page(b"", 304, headers=headers)
        self.answers.append(200)
        return Page(self.body, headers={**headers, "Last-Modified": MODIFIED})


def robots_hits(site: Any) -> list[dict[str, str]]:
    return [hit.headers for hit in site.hits if hit.path == "/robots.txt"]


def _pages(robots: Any) -> dict[str, Any]:
    return {"/robots.txt": robots, **{f"/{p}": p for p in ("a", "b", "private", "private2")}}


class Sequel(Probe):
    """Requests ``first``; once the response to its first URL is in (so robots.txt was read
    before), waits PAST_LIFETIME and requests ``second``."""

    name = "sequel"

    def __init__(self, second: list[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.trigger, self.second = self.waves[0][1][0], second

    async def parse(self, response):
        super().parse(response)
        if response.url == self.trigger:
            await asyncio.sleep(PAST_LIFETIME)
            for url in self.second:
                yield scrapy.Request(url, callback=self.parse, errback=self.failed,
                                     dont_filter=True)


async def crawl_twice(site: Any, settings: dict[str, Any], first: list[str],
                      second: list[str]) -> Any:
    """One crawl: the paths ``first``, then ``second`` once the first one's record expired."""
    return await crawl([f"{site.url}/{p}" for p in first], settings, spider=Sequel,
                       second=[f"{site.url}/{p}" for p in second])


@pytest.mark.parametrize(("cache_control", "settings", "fetches"), [
    ("max-age=1", SHORT, 2),  # a short max-age shortens the lifetime
    (None, SHORT, 1),  # without cache headers: RFC9309_CACHE_TTL, a day
    ("max-age=999999", {**SHORT, "RFC9309_CACHE_TTL": 1}, 2),  # capped by RFC9309_CACHE_TTL
    ("no-store", {"RFC9309_MIN_TTL": 3600}, 1),  # raised to RFC9309_MIN_TTL
])
@pytest_twisted.ensureDeferred
async def test_the_lifetime_follows_the_answers_cache_headers(farm, cache_control, settings,
                                                               fetches):
    headers = {"Cache-Control": cache_control} if cache_control else {}
    site = farm.add(_pages(Page(RULES, headers=headers)))
    await crawl_twice(site, settings, ["a"], ["b"])
    expected = ["/robots.txt", "/a"] + ["/robots.txt"] * (fetches - 1) + ["/b"]
    assert site.paths() == expected


@pytest_twisted.ensureDeferred
async def test_an_expired_record_is_revalidated_and_a_304_keeps_its_rules(farm):
    robots = Conditional()
    site = farm.add(_pages(robots))
    crawler = await crawl_twice(site, SHORT, ["a", "private"], ["b", "private2"])
    first, second = robots_hits(site)
    assert "if-none-match" not in first and "if-modified-since" not in first
    assert second["if-none-match"] == '"v1"'
    assert second["if-modified-since"] == MODIFIED
    assert robots.answers == [200, 304]
    assert site.paths() == ["/robots.txt", "/a", "/robots.txt", "/b"]
    errors = crawler.spider.errors
    assert {type(errors[f"{site.url}/{p}"]) for p in ("private", "private2")} == {
        RobotsTxtForbidden}
    s = stats(crawler)
    assert s["rfc9309/fetch/not_modified"] == 1
    assert s["rfc9309/fetch/not_modified_bytes"] == len(RULES)
    assert s["robotstxt/response_status_count/304"] == 1
    assert s["rfc9309/fetch/parsed"] == 2  # the renewed record is parsed rules


@pytest.mark.parametrize("change", ["new file", "304 for another ETag"])
@pytest_twisted.ensureDeferred
async def test_a_changed_file_is_read_again(farm, change):
    robots = Conditional()

    def change_the_file(request: TwistedRequest) -> Page:
        """The file changes once /a has been asked for (robots.txt was read before)."""
        robots.body, robots.etag = b"User-agent: *\nDisallow: /b\n", '"v2"'
        if change == "304 for another ETag":
            robots.not_modified_etag = '"v2"'  # a 304 that is not about the copy kept
        return Page(b"a")

    site = farm.add({**_pages(robots), "/a": change_the_file})
    crawler = await crawl_twice(site, SHORT, ["a", "private"], ["b", "private2"])
    hits = robots_hits(site)
    assert hits[1]["if-none-match"] == '"v1"'
    if change == "new file":
        assert robots.answers == [200, 200]
    else:  # asked again without conditions
        assert robots.answers == [200, 304, 200]
        assert "if-none-match" not in hits[2]
        assert stats(crawler)["rfc9309/fetch/not_modified_mismatch"] == 1
    # The new rules decide: /b is denied, /private2 allowed.
    assert type(crawler.spider.errors[f"{site.url}/b"]) is RobotsTxtForbidden
    assert site.paths()[-1] == "/private2"
    assert "rfc9309/fetch/not_modified" not in stats(crawler)


@pytest_twisted.ensureDeferred
async def test_after_a_redirect_only_the_final_url_is_asked_with_conditions(farm):
    robots = Conditional()
    site = farm.add({**_pages(Page(b"", 301, headers={"Location": "/real.txt"})),
                     "/real.txt": robots})
    crawler = await crawl_twice(site, SHORT, ["a", "private"], ["b", "private2"])
    asked = [(hit.path, hit.headers.get("if-none-match")) for hit in site.hits
             if hit.path in ("/robots.txt", "/real.txt")]
    assert asked == [("/robots.txt", None), ("/real.txt", None),
                     ("/robots.txt", None), ("/real.txt", '"v1"')]
    assert robots.answers == [200, 304]
    assert type(crawler.spider.errors[f"{site.url}/private2"]) is RobotsTxtForbidden


@pytest.mark.parametrize("policy", ["DummyPolicy", "RFC2616Policy"])
@pytest_twisted.ensureDeferred
async def test_scrapys_http_cache_neither_answers_nor_replaces_the_conditions(farm, tmp_path,
                                                                              policy):
    robots = Conditional()
    site = farm.add(_pages(robots))
    settings = {**SHORT, "HTTPCACHE_ENABLED": True, "HTTPCACHE_DIR": str(tmp_path / "cache"),
                "HTTPCACHE_POLICY": f"scrapy.extensions.httpcache.{policy}"}
    crawler = await crawl_twice(site, settings, ["a", "private"], ["b", "private2"])
    assert robots.answers == [200, 304]
    assert robots_hits(site)[1]["if-none-match"] == '"v1"'
    assert type(crawler.spider.errors[f"{site.url}/private2"]) is RobotsTxtForbidden
    assert stats(crawler)["rfc9309/fetch/not_modified"] == 1


@pytest_twisted.ensureDeferred
async def test_a_server_that_ignores_conditions_is_read_again(farm):
    robots = Conditional(honour=False)
    site = farm.add(_pages(robots))
    crawler = await crawl_twice(site, SHORT, ["a", "private"], ["private2"])
    assert robots.answers == [200, 200]
    assert type(crawler.spider.errors[f"{site.url}/private2"]) is RobotsTxtForbidden
    assert "rfc9309/fetch/not_modified" not in stats(crawler)


@pytest_twisted.ensureDeferred
async def test_a_second_run_over_a_jobdir_store_revalidates(farm, tmp_path):
    robots = Conditional()
    site = farm.add(_pages(robots))
    settings = {**SHORT, "RFC9309_CACHE_BACKEND": "jobdir", "JOBDIR": str(tmp_path / "job")}
    urls = [f"{site.url}/a", f"{site.url}/private"]
    await crawl(urls, settings)
    await deferLater(reactor, PAST_LIFETIME, lambda: None)  # the stored record expires
    second = await crawl(urls, settings)
    assert robots.answers == [200, 304]
    conditional = robots_hits(site)[1]
    assert (conditional["if-none-match"], conditional["if-modified-since"]) == ('"v1"', MODIFIED)
    assert type(second.spider.errors[f"{site.url}/private"]) is RobotsTxtForbidden
    assert site.count("/a") == 2 and site.count("/private") == 0
    s = stats(second)
    assert s["rfc9309/fetch/not_modified"] == 1
    assert s["rfc9309/fetch/not_modified_bytes"] == len(RULES)
    # The renewed record was stored whole, validators included: once it has expired too, a
    # third run revalidates it again (a 304, not a 200) and decides from its rules.
    await deferLater(reactor, PAST_LIFETIME, lambda: None)
    third = await crawl(urls, settings)
    assert robots.answers == [200, 304, 304]
    assert robots_hits(site)[2]["if-none-match"] == '"v1"'
    assert type(third.spider.errors[f"{site.url}/private"]) is RobotsTxtForbidden
    assert stats(third)["rfc9309/fetch/not_modified"] == 1
    assert "rfc9309/jobdir/undecodable" not in stats(third)


@pytest_twisted.ensureDeferred
async def test_a_fleet_worker_revalidates_the_shared_record(farm, redis_server):
    # s-maxage is for shared stores: a day for one process, a second for the fleet.
    robots = Conditional(cache_control="max-age=86400, s-maxage=1")
    site = farm.add(_pages(robots))
    settings = {**SHORT, "RFC9309_CACHE_BACKEND": "redis",
                "RFC9309_REDIS_URL": redis_server.url}
    urls = [f"{site.url}/a", f"{site.url}/private"]
    await crawl(urls, settings)  # one worker
    await deferLater(reactor, PAST_LIFETIME, lambda: None)
    other = await crawl(urls, settings)  # another, which never fetched it
    assert robots.answers == [200, 304]
    assert robots_hits(site)[1]["if-none-match"] == '"v1"'
    assert type(other.spider.errors[f"{site.url}/private"]) is RobotsTxtForbidden
    s = stats(other)
    assert s["rfc9309/fetch/not_modified"] == 1
    assert s["rfc9309/fleet/fetch"] == 1
    assert "rfc9309/fleet/undecodable" not in s
    # The renewed record is shared whole, validators included: once it has expired too, the
    # next worker revalidates it again (a 304, not a 200) and decides from its rules.
    await deferLater(reactor, PAST_LIFETIME, lambda: None)
    last = await crawl(urls, settings)
    assert robots.answers == [200, 304, 304]
    assert robots_hits(site)[2]["if-none-match"] == '"v1"'
    assert type(last.spider.errors[f"{site.url}/private"]) is RobotsTxtForbidden
    assert stats(last)["rfc9309/fetch/not_modified"] == 1
