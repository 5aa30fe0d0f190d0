"""Answers that say nothing about robots.txt: a 304 Not Modified that answers no conditional
request for a copy held, and a 3xx with no Location to follow. RFC 9309 reads only a 4xx
(2.3.1.3) and too many redirects (2.3.1.2) as "unavailable" (allow all); a 304 is a
revalidation answer, meaningful only against the copy it was asked about (RFC 9111 4.3.4).
Anything else leaves robots.txt unread: unreachable (deny all, backoff, the last good copy).

Real crawls against the site farm; what is asserted is what the site was asked for (never a
page under /private/) and how each request ended.
"""

from __future__ import annotations

import pickle
from pathlib import Path
from typing import Any

import pytest
import pytest_twisted
from twisted.web.server import Request as TwistedRequest

from scrapy_rfc9309 import RobotsTxtForbidden, RobotsTxtUnreachable
from scrapy_rfc9309.testing import Page
from tests.conftest import crawl, stats
from tests.test_revalidation import MODIFIED, SHORT, crawl_twice, robots_hits

RULES = b"User-agent: *\nDisallow: /private/\n"
NOT_MODIFIED = Page(b"", 304)
#: No last good copy: an unreachable robots.txt denies every page (RobotsTxtUnreachable).
NO_LAST_GOOD = {**SHORT, "RFC9309_LAST_GOOD_MAX_AGE": 0}


class Script:
    """robots.txt answered from a script: one answer per request, in order, the last one
    repeated for every request after."""

    def __init__(self, *answers: Page) -> None:
        self.answers = list(answers)

    def __call__(self, request: TwistedRequest) -> Page:
        return self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]


def _site(farm: Any, robots: Any) -> Any:
    pages = {f"/{p}": p for p in ("a", "b", "private/x", "private/y")}
    return farm.add({"/robots.txt": robots, **pages})


def _private_never_asked(site: Any) -> None:
    assert not [path for path in site.paths() if path.startswith("/private/")]


def _all_unreachable(crawler: Any, site: Any, paths: list[str]) -> None:
    errors = crawler.spider.errors
    assert {p: type(errors.get(f"{site.url}/{p}")) for p in paths} == {
        p: RobotsTxtUnreachable for p in paths}
    assert not {f"{site.url}/{p}" for p in paths} & set(crawler.spider.responses)


# A 304 that answers no conditional request for a copy held ------------------------------------


@pytest_twisted.ensureDeferred
async def test_a_304_to_the_very_first_request_is_unreachable(farm):
    site = _site(farm, NOT_MODIFIED)
    crawler = await crawl([f"{site.url}/a", f"{site.url}/private/x"])
    assert site.paths() == ["/robots.txt"]
    [asked] = robots_hits(site)
    assert "if-none-match" not in asked and "if-modified-since" not in asked
    _all_unreachable(crawler, site, ["a", "private/x"])
    s = stats(crawler)
    assert s["rfc9309/fetch/stray_304"] == 1
    assert s["rfc9309/fetch/unreachable"] == 1
    assert "rfc9309/fetch/unavailable" not in s


#: (the first answer, the answers after it): each later answer is a 304 that is not about the
#: copy held; robots.txt is asked again once that copy has expired.
STRAY_AFTER_A_COPY = {
    # The copy has no validators: the refetch is unconditional, yet answered 304.
    "no-validators-sent": (Page(RULES, headers={"Cache-Control": "max-age=1"}), NOT_MODIFIED),
    # A 304 naming another strong ETag; the unconditional refetch is answered 304 again.
    "another-strong-etag": (Page(RULES, headers={"Cache-Control": "max-age=1", "ETag": '"v1"'}),
                            Page(b"", 304, {"ETag": '"v2"'})),
    # The same with weak validators: W/"v2" is not the copy held either.
    "another-weak-etag": (Page(RULES, headers={"Cache-Control": "max-age=1", "ETag": 'W/"v1"'}),
                          Page(b"", 304, {"ETag": 'W/"v2"'})),
    # Another Last-Modified than the copy's.
    "another-last-modified": (
        Page(RULES, headers={"Cache-Control": "max-age=1", "Last-Modified": MODIFIED}),
        Page(b"", 304, {"Last-Modified": "Wed, 02 Dec 2026 10:00:00 GMT"})),
}


@pytest.mark.parametrize("case", list(STRAY_AFTER_A_COPY))
@pytest_twisted.ensureDeferred
async def test_a_stray_304_after_a_copy_is_unreachable(farm, case):
    first, later = STRAY_AFTER_A_COPY[case]
    site = _site(farm, Script(first, later))
    crawler = await crawl_twice(site, NO_LAST_GOOD, ["a", "private/x"], ["b", "private/y"])
    _private_never_asked(site)
    assert site.paths()[:2] == ["/robots.txt", "/a"] and "/b" not in site.paths()
    hits = robots_hits(site)
    if case == "no-validators-sent":
        assert len(hits) == 2
        assert "if-none-match" not in hits[1] and "if-modified-since" not in hits[1]
    else:  # asked with conditions, then once more without
        assert len(hits) == 3
        assert "if-none-match" in hits[1] or "if-modified-since" in hits[1]
        assert "if-none-match" not in hits[2] and "if-modified-since" not in hits[2]
        assert stats(crawler)["rfc9309/fetch/not_modified_mismatch"] == 1
    assert type(crawler.spider.errors[f"{site.url}/private/x"]) is RobotsTxtForbidden
    _all_unreachable(crawler, site, ["b", "private/y"])
    s = stats(crawler)
    assert s["rfc9309/fetch/stray_304"] == 1
    assert s["rfc9309/fetch/unreachable"] == 1
    assert "rfc9309/fetch/not_modified" not in s
    assert "rfc9309/fetch/unavailable" not in s


@pytest_twisted.ensureDeferred
async def test_a_stray_304_leaves_the_last_good_copy_in_force(farm):
    """With the last good copy allowed (the default), its rules decide while robots.txt is
    unreachable: /b is fetched, /private/y denied by its rule."""
    first, later = STRAY_AFTER_A_COPY["another-strong-etag"]
    site = _site(farm, Script(first, later))
    crawler = await crawl_twice(site, SHORT, ["a", "private/x"], ["b", "private/y"])
    _private_never_asked(site)
    assert site.paths()[-1] == "/b"
    denial = crawler.spider.errors[f"{site.url}/private/y"]
    assert type(denial) is RobotsTxtForbidden
    assert "last good copy used" in str(denial)
    s = stats(crawler)
    assert s["rfc9309/fetch/stray_304"] == 1
    assert s["rfc9309/fetch/last_good_copy"] == 1


#: A copy's validators, and the 304 that answers its conditional refetch: the same validators
#: or none, so the copy is renewed.
RENEWALS = {
    "same-etag": ({"ETag": '"v1"'}, {"ETag": '"v1"'}),
    "same-weak-etag": ({"ETag": 'W/"v1"'}, {"ETag": 'W/"v1"'}),
    "same-last-modified": ({"Last-Modified": MODIFIED}, {"Last-Modified": MODIFIED}),
    "none-named": ({"ETag": '"v1"', "Last-Modified": MODIFIED}, {}),
}


@pytest.mark.parametrize("case", list(RENEWALS))
@pytest_twisted.ensureDeferred
async def test_a_304_about_the_copy_held_renews_it(farm, case):
    held, answered = RENEWALS[case]
    first = Page(RULES, headers={"Cache-Control": "max-age=1", **held})
    site = _site(farm, Script(first, Page(b"", 304, {"Cache-Control": "max-age=1", **answered})))
    crawler = await crawl_twice(site, NO_LAST_GOOD, ["a", "private/x"], ["b", "private/y"])
    _private_never_asked(site)
    first_hit, second_hit = robots_hits(site)
    assert "if-none-match" not in first_hit and "if-modified-since" not in first_hit
    sent = {"if-none-match": held.get("ETag"), "if-modified-since": held.get("Last-Modified")}
    assert {name: second_hit.get(name) for name in sent} == sent
    assert site.paths() == ["/robots.txt", "/a", "/robots.txt", "/b"]
    assert type(crawler.spider.errors[f"{site.url}/private/y"]) is RobotsTxtForbidden
    s = stats(crawler)
    assert s["rfc9309/fetch/not_modified"] == 1
    assert "rfc9309/fetch/stray_304" not in s and "rfc9309/fetch/unreachable" not in s


# A 304 from Scrapy's HTTP cache ---------------------------------------------------------------


def _stored_statuses(cache: Path) -> list[int]:
    return [pickle.loads(meta.read_bytes())["status"] for meta in cache.rglob("pickled_meta")
            if pickle.loads(meta.read_bytes())["url"].endswith("/robots.txt")]


async def _stored_without_this_package(site: Any, settings: dict[str, Any]) -> None:
    """robots.txt requested as a page by a crawl without this package (no add-on,
    ROBOTSTXT_OBEY off): Scrapy's HTTP cache stores whatever the site answers, under the
    fingerprint of this package's robots.txt request."""
    await crawl([f"{site.url}/robots.txt"], {**settings, "ADDONS": {}, "ROBOTSTXT_OBEY": False})


@pytest_twisted.ensureDeferred
async def test_a_304_stored_by_the_http_cache_decides_nothing(farm, tmp_path):
    """The site's stray 304 is not stored by a crawl of this package (a failure goes past the
    HTTP cache); one stored by a crawl without it is passed over: robots.txt is asked of the
    site again, without conditions."""
    site = _site(farm, NOT_MODIFIED)
    cache = tmp_path / "httpcache"
    settings = {"HTTPCACHE_ENABLED": True, "HTTPCACHE_DIR": str(cache),
                "HTTPCACHE_POLICY": "scrapy.extensions.httpcache.DummyPolicy"}
    urls = [f"{site.url}/a", f"{site.url}/private/x"]
    first = await crawl(urls, settings)
    _all_unreachable(first, site, ["a", "private/x"])
    assert _stored_statuses(cache) == []  # the site's 304 went past the HTTP cache
    await _stored_without_this_package(site, settings)
    assert _stored_statuses(cache) == [304]  # DummyPolicy stored the site's 304
    second = await crawl(urls, settings)
    assert site.paths() == ["/robots.txt"] * 3  # asked again, past the cache
    assert "if-none-match" not in robots_hits(site)[2]
    _all_unreachable(second, site, ["a", "private/x"])
    s = stats(second)
    assert s["rfc9309/fetch/httpcache_refetch"] == 1
    assert s["rfc9309/fetch/stray_304"] == 1
    assert "rfc9309/fetch/httpcache" not in s


@pytest.mark.parametrize("stored", [NOT_MODIFIED, Page(b"", 301)], ids=["304", "301-no-location"])
@pytest_twisted.ensureDeferred
async def test_a_stray_answer_replayed_by_the_http_cache_gives_way_to_the_sites_rules(
        farm, tmp_path, stored):
    site = _site(farm, stored)
    settings = {"HTTPCACHE_ENABLED": True, "HTTPCACHE_DIR": str(tmp_path / "httpcache"),
                "HTTPCACHE_POLICY": "scrapy.extensions.httpcache.DummyPolicy"}
    urls = [f"{site.url}/a", f"{site.url}/private/x"]
    await _stored_without_this_package(site, settings)
    site.pages["/robots.txt"] = RULES  # the site serves its file now
    second = await crawl(urls, settings)
    _private_never_asked(site)
    assert site.paths() == ["/robots.txt", "/robots.txt", "/a"]
    assert type(second.spider.errors[f"{site.url}/private/x"]) is RobotsTxtForbidden
    s = stats(second)
    assert s["rfc9309/fetch/httpcache_refetch"] == 1
    assert s["rfc9309/fetch/parsed"] == 1


# A 3xx with no Location to follow -------------------------------------------------------------

NO_LOCATION = [
    ("301-no-location", Page(b"", 301)),
    ("302-no-location", Page(b"", 302)),
    ("307-no-location", Page(b"", 307)),
    ("308-no-location", Page(b"", 308)),
    ("301-empty-location", Page(b"", 301, {"Location": ""})),
    ("302-blank-location", Page(b"", 302, {"Location": "   "})),
    ("300-with-location", Page(b"", 300, {"Location": "/robots2.txt"})),
]


@pytest.mark.parametrize("answer", [a[1] for a in NO_LOCATION], ids=[a[0] for a in NO_LOCATION])
@pytest_twisted.ensureDeferred
async def test_a_3xx_with_no_location_to_follow_is_unreachable(farm, answer):
    site = _site(farm, answer)
    site.pages["/robots2.txt"] = "User-agent: *\nAllow: /\n"
    crawler = await crawl([f"{site.url}/a", f"{site.url}/private/x"])
    assert site.paths() == ["/robots.txt"]
    _all_unreachable(crawler, site, ["a", "private/x"])
    assert str(answer.status) in str(crawler.spider.errors[f"{site.url}/private/x"])
    s = stats(crawler)
    assert s["rfc9309/redirect/no_location"] == 1
    assert s["rfc9309/fetch/unreachable"] == 1
    assert "rfc9309/fetch/unavailable" not in s
