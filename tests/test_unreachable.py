"""A robots.txt that is briefly unavailable loses no page: its request is retried as Scrapy
retries pages, and requests for an origin whose robots.txt is still unreachable wait
(postponed, the default) and are crawled once robots.txt is read, within
RFC9309_POSTPONE_MAX_WAIT; past it, or at shutdown, they end in their errback with
RobotsTxtUnreachable. Nothing is sent that robots.txt has not allowed. Real crawls against
local sites, checked at the server."""

from __future__ import annotations

import logging
import re

import pytest
import pytest_twisted
from scrapy.utils.defer import deferred_from_coro
from scrapy.utils.test import get_crawler

from scrapy_rfc9309 import RobotsTxtForbidden, RobotsTxtUnreachable
from scrapy_rfc9309.records.fetch import longest_download
from scrapy_rfc9309.settings import read_settings
from scrapy_rfc9309.testing import InTurn, Page
from scrapy_rfc9309.waiting import postpone
from tests.conftest import crawl, start_crawl, stats, until

RULES = "User-agent: *\nDisallow: /no\n"
#: The package's defaults for waiting: BASE_SETTINGS turns postponing off (one answer, one
#: verdict) and a setting left unset (None) reads as its default. Every crawl is bounded.
DEFAULTS = {"RFC9309_POSTPONE_UNREACHABLE": None, "CLOSESPIDER_TIMEOUT": 60}


def add_site(farm, robots):
    return farm.add({"/robots.txt": robots, "/a": "a", "/b": "b", "/no": "no"})


def urls(site) -> list[str]:
    return [f"{site.url}/a", f"{site.url}/b", f"{site.url}/no"]


def assert_decided_by_rules(crawler, site) -> None:
    """/a and /b crawled once, /no denied by its rule (not as unreachable), and no page sent
    before the robots.txt that allowed it was read."""
    assert crawler.spider.responses == {f"{site.url}/a": 200, f"{site.url}/b": 200}
    error = crawler.spider.errors[f"{site.url}/no"]
    assert type(error) is RobotsTxtForbidden, error
    paths = site.paths()
    assert sorted(paths[paths.count("/robots.txt"):]) == ["/a", "/b"]  # robots.txt first
    assert stats(crawler)["finish_reason"] == "finished"


# Retried as pages are ------------------------------------------------------------------------


@pytest_twisted.ensureDeferred
async def test_robots_txt_that_fails_once_is_retried_and_its_pages_crawled(farm):
    """Default settings, Scrapy's retries on: the 503 is retried at once, the pages go."""
    site = add_site(farm, InTurn(Page(b"down", 503), RULES))
    crawler = await crawl(urls(site), {**DEFAULTS, "RETRY_ENABLED": True})
    assert_decided_by_rules(crawler, site)
    assert site.paths()[:2] == ["/robots.txt", "/robots.txt"]
    assert site.count("/robots.txt") == 2
    s = stats(crawler)
    assert s["retry/reason_count/503 Service Unavailable"] == 1
    assert "rfc9309/postponed/held" not in s
    assert "rfc9309/fetch/unreachable" not in s


@pytest_twisted.ensureDeferred
async def test_robots_txt_retried_after_a_reset_connection(farm):
    site = add_site(farm, InTurn(Page(reset=True), RULES))
    crawler = await crawl(urls(site), {**DEFAULTS, "RETRY_ENABLED": True})
    assert_decided_by_rules(crawler, site)
    assert site.count("/robots.txt") == 2
    assert stats(crawler)["retry/count"] == 1


@pytest.mark.parametrize(
    ("retry", "fetches"),
    [({"RETRY_TIMES": 1}, 2), ({"RETRY_TIMES": 3}, 4), ({"RETRY_HTTP_CODES": [500]}, 1),
     ({"RETRY_ENABLED": False}, 1)],
    ids=["RETRY_TIMES=1", "RETRY_TIMES=3", "503-not-in-RETRY_HTTP_CODES", "RETRY_ENABLED=False"],
)
@pytest_twisted.ensureDeferred
async def test_robots_txt_retries_follow_scrapys_retry_settings(farm, retry, fetches):
    """A robots.txt that stays down is asked 1 + RETRY_TIMES times when its status is in
    RETRY_HTTP_CODES, once otherwise; then it is unreachable (postponing off here)."""
    site = add_site(farm, Page(b"down", 503))
    crawler = await crawl(urls(site), {"RETRY_ENABLED": True, **retry})
    assert site.paths() == ["/robots.txt"] * fetches
    assert {type(e) for e in crawler.spider.errors.values()} == {RobotsTxtUnreachable}
    assert sorted(crawler.spider.errors) == sorted(urls(site))
    assert stats(crawler)["robotstxt/request_count"] == 1


# Postponed until robots.txt is read ----------------------------------------------------------


@pytest_twisted.ensureDeferred
async def test_requests_wait_for_a_robots_txt_that_comes_back(farm, caplog):
    """Retries off: the 503 makes robots.txt unreachable; its Retry-After says when to ask
    again. The requests are postponed, not denied, then decided by the file."""
    site = add_site(farm, InTurn(Page(b"down", 503, {"Retry-After": "1"}), RULES))
    crawler = await crawl(urls(site), DEFAULTS)
    assert_decided_by_rules(crawler, site)
    assert site.paths()[:2] == ["/robots.txt", "/robots.txt"]  # no page before the file
    s = stats(crawler)
    assert s["rfc9309/postponed/held"] == s["rfc9309/postponed/released"] == 3
    assert "rfc9309/postponed/expired" not in s
    assert "rfc9309/denied/unreachable" not in s
    messages = [(r.levelno, r.getMessage()) for r in caplog.records]
    assert (logging.WARNING, f"robots.txt of {site.url} unreachable (503): requests postponed "
            "until the next attempt, in 1 s") in messages
    [started] = [m for level, m in messages
                 if level == logging.INFO and m.startswith(f"Requests for {site.url} postponed")]
    assert re.search(r"robots.txt unreachable \(503\); next attempt in \d+ s; each waits at most "
                     r"600 s \(RFC9309_POSTPONE_MAX_WAIT\)$", started), started
    assert not any("deny all" in m for _, m in messages)


@pytest_twisted.ensureDeferred
async def test_last_good_copy_decides_while_unreachable_nothing_postponed(farm):
    """Postponing is for an origin with no copy: a last good copy decides at once."""
    site = farm.add({"/robots.txt": InTurn("User-agent: *\nDisallow: /x\n", Page(b"down", 503)),
                     "/x": "x", "/y": "y"})
    crawler = await crawl(settings={**DEFAULTS, "RFC9309_CACHE_TTL": 1},
                          waves=[(0, [f"{site.url}/y"]), (1.5, [f"{site.url}/x", f"{site.url}/y"])])
    assert site.count("/robots.txt") == 2
    assert site.count("/y") == 2 and site.count("/x") == 0
    error = crawler.spider.errors[f"{site.url}/x"]
    assert type(error) is RobotsTxtForbidden and "last good copy" in str(error)
    assert "rfc9309/postponed/held" not in stats(crawler)


# Past the bound ------------------------------------------------------------------------------


@pytest_twisted.ensureDeferred
async def test_requests_end_unreachable_when_robots_txt_stays_down_past_the_bound(farm, caplog):
    """Backoff 0.2, 0.4, 0.8 s; RFC9309_POSTPONE_MAX_WAIT 1 s: postponed for a try or two,
    then, with the next try past the bound, every request fails; nothing else is sent."""
    site = add_site(farm, Page(b"down", 503, {"Retry-After": "garbage"}))
    crawler = await crawl(urls(site), {**DEFAULTS, "RFC9309_UNREACHABLE_TTL": 0.2,
                                       "RFC9309_POSTPONE_MAX_WAIT": 1})
    assert sorted(crawler.spider.errors) == sorted(urls(site))
    assert {type(e) for e in crawler.spider.errors.values()} == {RobotsTxtUnreachable}
    assert set(site.paths()) == {"/robots.txt"}
    s = stats(crawler)
    assert s["rfc9309/postponed/expired"] == 3
    assert s["rfc9309/denied/unreachable"] == 3
    assert s["rfc9309/postponed/held"] == s["rfc9309/postponed/released"] >= 3
    assert site.count("/robots.txt") >= 2
    assert s["finish_reason"] == "robotstxt_denied"  # every start request denied
    assert any("no longer postponed" in r.getMessage() for r in caplog.records)


@pytest_twisted.ensureDeferred
async def test_no_wait_for_a_retry_after_past_the_bound(farm, caplog):
    """Retry-After 120 s, bound 5 s: waiting could not help; denied at once, one line says
    why for the three."""
    site = add_site(farm, Page(b"down", 503, {"Retry-After": "120"}))
    crawler = await crawl(urls(site), {**DEFAULTS, "RFC9309_POSTPONE_MAX_WAIT": 5})
    assert {type(e) for e in crawler.spider.errors.values()} == {RobotsTxtUnreachable}
    assert sorted(crawler.spider.errors) == sorted(urls(site))
    assert site.paths() == ["/robots.txt"]
    s = stats(crawler)
    assert s["rfc9309/postponed/expired"] == 3
    assert "rfc9309/postponed/held" not in s
    messages = [(r.levelno, r.getMessage()) for r in caplog.records]
    assert (logging.WARNING, f"robots.txt of {site.url} unreachable (503): deny all for 120 s"
            ) in messages  # nothing is postponed to an attempt past the bound
    [line] = [r for r in caplog.records if "no longer postponed" in r.getMessage()]
    assert line.levelno == logging.INFO
    assert re.fullmatch(
        re.escape(f"Requests for {site.url} no longer postponed: robots.txt still unreachable "
                  "(503) and its next attempt, in ") + r"\d+" + re.escape(
            " s, is more than 5 s (RFC9309_POSTPONE_MAX_WAIT) after they began to wait; they "
            "fail with RobotsTxtUnreachable"), line.getMessage()), line.getMessage()


# What the log says while requests wait -------------------------------------------------------


async def stop(crawler, done) -> None:
    if hasattr(crawler, "stop_async"):
        await deferred_from_coro(crawler.stop_async())
    else:  # Scrapy 2.13
        await crawler.stop()
    await done


@pytest_twisted.ensureDeferred
async def test_a_line_says_what_is_postponed_while_anything_is(farm, caplog, monkeypatch):
    """The report, every minute, shortened to 0.1 s; robots.txt due again only in 600 s, so
    the requests stay postponed until the test has seen the line and stops the crawl."""
    monkeypatch.setattr(postpone, "REPORT_EVERY", 0.1)
    down = Page(b"down", 503, {"Retry-After": "600"})
    one, two = add_site(farm, down), add_site(farm, down)
    crawler, done = start_crawl([f"{one.url}/a", f"{one.url}/b", f"{two.url}/a"],
                                {**DEFAULTS, "RFC9309_POSTPONE_MAX_WAIT": 900})

    def reports() -> list[logging.LogRecord]:
        return [r for r in caplog.records if r.getMessage().startswith(
            "3 requests for 2 origins postponed until robots.txt can be read; next attempt in ")]

    await until(reports, "a report of the 3 requests postponed")
    await stop(crawler, done)
    line = reports()[0]
    assert line.levelno == logging.INFO
    assert line.getMessage().endswith((f" s ({one.url})", f" s ({two.url})"))
    assert one.paths() == two.paths() == ["/robots.txt"]


@pytest.mark.parametrize(
    ("settings", "seconds"),
    # Scrapy's defaults: RETRY_ENABLED, RETRY_TIMES = 2 ("initial response + 2 retries = 3
    # requests"); RFC9309_ROBOTS_TIMEOUT = 20 s per attempt. Redirect hops do not count: each
    # is a download of its own, before which the lock is renewed.
    [({}, 3 * 20.0), ({"RETRY_ENABLED": False}, 20.0), ({"RETRY_TIMES": 5}, 6 * 20.0),
     ({"RETRY_TIMES": 0, "RFC9309_ROBOTS_TIMEOUT": 7}, 7.0),
     ({"RETRY_ENABLED": False, "RFC9309_MAX_REDIRECTS": 10}, 20.0)],
)
def test_longest_download_counts_every_attempt(settings, seconds):
    """The fleet's lock on a robots.txt fetch lives that long (+ 5 s) from when it is taken or
    renewed (as each other download of the fetch starts): a download retried by Scrapy must
    not outlive it, or another worker would fetch the same file meanwhile."""
    crawler = get_crawler(settings_dict=settings)
    policy = read_settings(crawler.settings, None).policy
    assert longest_download(crawler, policy) == seconds


def _items():
    yield {"a": 1}
    yield {"b": 2}


async def _coroutine():
    return [{"a": 1}]


async def _async_items():
    yield {"a": 1}


@pytest.mark.parametrize(("errback", "count"), [
    (lambda: None, 0), (lambda: {"a": 1}, 1), (lambda: [{"a": 1}, {"b": 2}], 2), (_items, 2),
    (_coroutine, 1), (_async_items, 1),
], ids=["none", "item", "list", "generator", "coroutine", "async-generator"])
@pytest_twisted.ensureDeferred
async def test_an_errback_at_shutdown_is_run_to_its_end_and_its_output_counted(errback, count):
    """What an errback gives at shutdown (the crawl has closed) is counted, to be logged as
    discarded: every form Scrapy accepts from a callback."""
    assert await postpone._run(errback()) == count


def test_counts_in_plain_english():
    assert postpone._count(1, "request") == "1 request"
    assert postpone._count(2, "request") == "2 requests"
    assert postpone._count(0, "origin") == "0 origins"
    assert postpone._count(1, "item or request", "items or requests") == "1 item or request"
    assert postpone._count(3, "item or request", "items or requests") == "3 items or requests"


# At shutdown ---------------------------------------------------------------------------------


@pytest_twisted.ensureDeferred
async def test_requests_still_postponed_at_shutdown_end_in_their_errback(farm, caplog):
    """A stop (Ctrl-C, CLOSESPIDER_*) without JOBDIR while requests wait: each ends in its
    errback with RobotsTxtUnreachable, and one line says so."""
    site = add_site(farm, Page(b"down", 503, {"Retry-After": "600"}))
    crawler, done = start_crawl(urls(site), {**DEFAULTS, "RFC9309_POSTPONE_MAX_WAIT": 900})
    await until(lambda: crawler.stats.get_value("rfc9309/postponed/held", 0) == 3,
                "every request postponed")
    await stop(crawler, done)
    assert sorted(crawler.spider.errors) == sorted(urls(site))
    errors = crawler.spider.errors.values()
    assert {type(e) for e in errors} == {RobotsTxtUnreachable}
    assert all("still unreachable at shutdown" in str(e) for e in errors)
    assert site.paths() == ["/robots.txt"]
    s = stats(crawler)
    assert s["rfc9309/postponed/shutdown"] == 3
    assert (logging.WARNING, "3 requests still postponed for robots.txt at shutdown: ended "
            "with RobotsTxtUnreachable") in [(r.levelno, r.getMessage()) for r in caplog.records]


@pytest_twisted.ensureDeferred
async def test_a_request_postponed_once_waits_afresh_for_its_redirect_target(farm):
    """/a waited for A's robots.txt, then redirects to B, whose robots.txt fails once: the
    redirected request waits for B's next attempt from then, not from when /a began to wait
    (past RFC9309_POSTPONE_MAX_WAIT by then), and is crawled."""
    allow = "User-agent: *\nAllow: /\n"
    b = farm.add({"/robots.txt": InTurn(Page(b"down", 503), allow), "/b": "b"})
    a = farm.add({"/robots.txt": InTurn(Page(b"down", 503), allow),
                  "/a": Page(b"", 302, {"Location": f"{b.url}/b"})})
    crawler = await crawl([f"{a.url}/a"], {**DEFAULTS, "RFC9309_UNREACHABLE_TTL": 0.6,
                                           "RFC9309_POSTPONE_MAX_WAIT": 1.0})
    assert crawler.spider.responses == {f"{b.url}/b": 200}
    assert b.paths() == ["/robots.txt", "/robots.txt", "/b"]  # nothing before robots.txt
    assert "rfc9309/postponed/expired" not in stats(crawler)


@pytest_twisted.ensureDeferred
async def test_a_503_in_an_encoding_not_read_here_is_retried_too(farm):
    """The 503's body cannot be decoded here: the answer still goes on to Scrapy's retry
    middleware, and the retry reads the rules."""
    site = add_site(farm, InTurn(Page(b"down", 503, {"Content-Encoding": "compress"}), RULES))
    crawler = await crawl(urls(site), {**DEFAULTS, "RETRY_ENABLED": True})
    assert {url: 200 for url in urls(site) if not url.endswith("/no")} == (
        crawler.spider.responses)
    assert site.paths().count("/robots.txt") == 2
    assert "/no" not in site.paths()
    assert stats(crawler)["retry/count"] == 1
