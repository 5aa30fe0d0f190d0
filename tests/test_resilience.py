"""Resilience (issue 5): unreachable robots.txt, postponed requests, hung servers, bounded
memory and bad input. Real crawls against local sites; each bad input ends in a finished
crawl, a safe decision and a stat or log line that says what happened."""

from __future__ import annotations

import gzip
import logging
import random

import pytest
import pytest_twisted

from scrapy_rfc9309 import RobotsTxtForbidden, RobotsTxtUnreachable
from scrapy_rfc9309.testing import Gate, InTurn, Page
from tests.conftest import crawl, start_crawl, stats, until

# Unreachable: backoff, last good copy, postponing ------------------------------------------


@pytest_twisted.ensureDeferred
async def test_last_good_copy_used_while_unreachable(farm):
    robots = InTurn("User-agent: *\nDisallow: /x\n", Page(b"down", 503))
    site = farm.add({"/robots.txt": robots, "/x": "x", "/y": "y"})
    crawler = await crawl(settings={"RFC9309_CACHE_TTL": 1},
                          waves=[(0, [f"{site.url}/y"]), (1.5, [f"{site.url}/x", f"{site.url}/y"])])
    assert site.count("/robots.txt") == 2
    assert site.count("/y") == 2  # the last good copy still allows /y
    assert site.count("/x") == 0
    error = crawler.spider.errors[f"{site.url}/x"]
    assert type(error) is RobotsTxtForbidden and "last good copy" in str(error)
    assert stats(crawler)["rfc9309/fetch/last_good_copy"] == 1


@pytest_twisted.ensureDeferred
async def test_postponed_requests_are_released_once_robots_txt_is_back(farm):
    robots = InTurn(Page(b"down", 503), "User-agent: *\nDisallow: /b\n")
    site = farm.add({"/robots.txt": robots, "/a": "a", "/b": "b"})
    crawler = await crawl([f"{site.url}/a", f"{site.url}/b"],
                          {"RFC9309_POSTPONE_UNREACHABLE": True, "RFC9309_UNREACHABLE_TTL": 1})
    assert crawler.spider.responses == {f"{site.url}/a": 200}
    assert isinstance(crawler.spider.errors[f"{site.url}/b"], RobotsTxtForbidden)
    assert not isinstance(crawler.spider.errors[f"{site.url}/b"], RobotsTxtUnreachable)
    s = stats(crawler)
    assert s["rfc9309/postponed/held"] == 2
    assert s["rfc9309/postponed/released"] == 2
    assert "rfc9309/postponed/expired" not in s
    assert site.count("/robots.txt") == 2


@pytest_twisted.ensureDeferred
async def test_postponed_request_expires_into_unreachable_denial(farm):
    site = farm.add({"/robots.txt": Page(b"down", 503, {"Retry-After": "garbage"}), "/a": "a"})
    # Backoff 0.1, 0.2, 0.4 ... s: held, released at each refetch, until the next refetch
    # would come more than 2 s after it was first postponed.
    crawler = await crawl([f"{site.url}/a"],
                          {"RFC9309_POSTPONE_UNREACHABLE": True, "RFC9309_UNREACHABLE_TTL": 0.1,
                           "RFC9309_POSTPONE_MAX_WAIT": 2})
    assert isinstance(crawler.spider.errors[f"{site.url}/a"], RobotsTxtUnreachable)
    s = stats(crawler)
    assert s["rfc9309/postponed/expired"] == 1
    assert s["rfc9309/postponed/held"] == s["rfc9309/postponed/released"] >= 2
    assert site.count("/a") == 0
    # Each release brought it back to a fresh fetch, the last of which it did not outlive.
    released = s["rfc9309/postponed/released"]
    assert s["robotstxt/request_count"] == site.count("/robots.txt") == released + 1


@pytest_twisted.ensureDeferred
async def test_retry_after_sets_when_robots_txt_is_fetched_again(farm, caplog):
    robots = InTurn(Page(b"down", 503, {"Retry-After": "1"}), "User-agent: *\nAllow: /\n")
    site = farm.add({"/robots.txt": robots, "/a": "a"})
    # Wave 2 goes 1.5 s after wave 1 was denied: past the Retry-After, long before 600 s.
    crawler = await crawl(settings={"RFC9309_UNREACHABLE_TTL": 600},
                          waves=[(0, [f"{site.url}/a"]), (1.5, [f"{site.url}/a"])])
    assert site.count("/robots.txt") == 2  # after 1 s (Retry-After), not 600 s
    assert site.count("/a") == 1
    assert any("deny all for 1 s" in r.getMessage() for r in caplog.records)
    assert stats(crawler)["rfc9309/denied/unreachable"] == 1


@pytest_twisted.ensureDeferred
async def test_garbage_retry_after_falls_back_to_backoff(farm, caplog):
    site = farm.add({"/robots.txt": Page(b"down", 503, {"Retry-After": "soon-ish"}), "/a": "a"})
    crawler = await crawl([f"{site.url}/a"], {"RFC9309_UNREACHABLE_TTL": 7})
    assert isinstance(crawler.spider.errors[f"{site.url}/a"], RobotsTxtUnreachable)
    assert any("unreachable (503): deny all for 7 s" in r.getMessage() for r in caplog.records)


# A hung robots.txt does not stall the crawl ----------------------------------------------------


@pytest_twisted.ensureDeferred
async def test_robots_txt_under_way_does_not_stall_other_origins(farm):
    """40 requests wait for a robots.txt that does not answer (held at the site until the test
    lets it go); the 20 other origins' pages are all fetched meanwhile, and the 40 are decided
    only by its answer, once each."""
    gate = Gate()
    held = farm.add({"/robots.txt": Page(b"User-agent: *\nDisallow: /page/\n", gate=gate)})
    others = [farm.add({"/robots.txt": "User-agent: *\nDisallow: /private\n", "/": "home"})
              for _ in range(20)]
    urls = [f"{held.url}/page/{i}" for i in range(40)] + [f"{o.url}/" for o in others]
    crawler, done = start_crawl(urls, {"RFC9309_ROBOTS_TIMEOUT": 600, "DOWNLOAD_TIMEOUT": 600,
                                       "CONCURRENT_REQUESTS": 16,
                                       "CONCURRENT_REQUESTS_PER_DOMAIN": 8})
    spider = crawler.spider
    await until(lambda: set(urls[40:]) <= set(spider.order), "the other origins' pages")
    assert gate.held == 1  # robots.txt still under way
    assert not any(u in spider.order for u in urls[:40])
    assert sorted(spider.order) == sorted(urls[40:])
    assert sum(o.count("/") for o in others) == 20
    gate.open()
    await done
    assert sorted(spider.errors) == sorted(urls[:40])
    assert all(isinstance(e, RobotsTxtForbidden) for e in spider.errors.values())
    assert held.paths() == ["/robots.txt"]


@pytest_twisted.ensureDeferred
async def test_hung_robots_txt_ends_at_its_own_timeout(farm):
    """A robots.txt that never answers is given up after RFC9309_ROBOTS_TIMEOUT (2 s), not
    DOWNLOAD_TIMEOUT (600 s here, 180 s by default): the error names the 2 s."""
    hung = farm.add({"/robots.txt": Page(hang=True)})
    urls = [f"{hung.url}/page/{i}" for i in range(40)]
    crawler = await crawl(urls, {"RFC9309_ROBOTS_TIMEOUT": 2, "DOWNLOAD_TIMEOUT": 600,
                                 "CONCURRENT_REQUESTS": 16, "CONCURRENT_REQUESTS_PER_DOMAIN": 8})
    assert sorted(crawler.spider.errors) == sorted(urls)
    errors = crawler.spider.errors.values()
    assert all(isinstance(e, RobotsTxtUnreachable) for e in errors)
    assert all("2.0 seconds" in str(e) and "600" not in str(e) for e in errors), str(
        next(iter(errors)))
    # str(type(exc)), as the built-in keys it: TimeoutError before Scrapy 2.14
    assert [v for k, v in stats(crawler).items()
            if k.startswith("robotstxt/exception_count/") and "TimeoutError'>" in k] == [1]
    assert hung.paths() == ["/robots.txt"]


# Bounded memory -------------------------------------------------------------------------------


@pytest_twisted.ensureDeferred
async def test_cached_origins_bounded_with_lru_eviction(farm):
    sites = [farm.add({"/robots.txt": "User-agent: *\nDisallow: /x\n", "/": "home"})
             for _ in range(3)]
    a, b, c = sites
    crawler = await crawl(settings={"RFC9309_MAX_ORIGINS": 2},
                          waves=[(0, [f"{a.url}/"]), (0.3, [f"{b.url}/"]), (0.3, [f"{c.url}/"]),
                                 (0.3, [f"{a.url}/", f"{c.url}/"])])
    # a was evicted from memory: read back from the second tier, not fetched again.
    assert a.count("/robots.txt") == b.count("/robots.txt") == c.count("/robots.txt") == 1
    assert a.paths().count("/") == 2 and c.paths().count("/") == 2
    assert stats(crawler)["rfc9309/cache/evicted"] == 2
    assert stats(crawler)["rfc9309/cache/tier_hit"] == 1  # a; c was still in memory


# Bad input -------------------------------------------------------------------------------------

RULES = b"User-agent: *\nDisallow: /private\n"


def _random_bytes(size: int) -> bytes:
    return random.Random(9309).randbytes(size)


def _bad_crc(body: bytes) -> bytes:
    """``body`` gzipped, its CRC-32 trailer wrong: not the file the site wrote."""
    packed = bytearray(gzip.compress(body))
    packed[-8] ^= 0xFF
    return bytes(packed)


BAD = [
    # id, robots.txt page, is /private fetched?, a stat that must be set
    ("10-MB-stream", Page(RULES, stream=10_000_000), False, "rfc9309/fetch/truncated"),
    # Read up to RFC9309_MAX_BYTES like any long file: zero bytes, no rules (see
    # test_robots_body.py for its bounds).
    ("gzip-bomb-1GB", Page(gzip_bomb=1 << 30), True, "rfc9309/fetch/truncated"),
    ("random-64KiB", Page(_random_bytes(65536)), True, "rfc9309/fetch/not_text"),
    ("gzip-bad-checksum", Page(_bad_crc(RULES), headers={"Content-Encoding": "gzip"}), False,
     "rfc9309/fetch/undecodable"),
    ("gzip-stream-cut", Page(gzip.compress(RULES * 50)[:-30],
                             headers={"Content-Encoding": "gzip"}), False,
     "rfc9309/fetch/undecodable"),
    ("nul-bytes", Page(b"\x00" * 1000 + b"\n" + RULES + b"\x00\x00"), False,
     "rfc9309/fetch/not_text"),
    ("invalid-utf8", Page(b"\xff\xfe\xfa\n" + RULES + b"Disallow: /\xc3\x28\n"), False,
     "rfc9309/fetch/not_text"),
    ("html-page", Page(b"<html><body><h1>Welcome</h1></body></html>",
                       content_type="text/html"), True, "rfc9309/fetch/not_text_plain"),
    ("empty-200", Page(b""), True, "rfc9309/fetch/empty"),
    ("image-png", Page(b"\x89PNG\r\n\x1a\n" + _random_bytes(2000), content_type="image/png"),
     True, "rfc9309/fetch/not_text_plain"),
    ("one-1MB-line", Page(RULES + b"# " + b"x" * 1_000_000 + b"\n"), False,
     "rfc9309/fetch/truncated"),
    ("100000-lines", Page(RULES + b"".join(b"Disallow: /p%d\n" % i for i in range(100_000))),
     False, "rfc9309/fetch/truncated"),
    ("redirect-loop", Page(b"", 302, {"Location": "/robots.txt"}), True,
     "rfc9309/fetch/unavailable"),
    # A redirect that cannot be followed: unreachable (see test_robots_redirect.py).
    ("redirect-to-ftp", Page(b"", 301, {"Location": "ftp://127.0.0.1/robots.txt"}), False,
     "rfc9309/redirect/invalid"),
    ("redirect-to-data", Page(b"", 301, {"Location": "data:,User-agent: *%0ADisallow: /"}),
     False, "rfc9309/redirect/invalid"),
    ("redirect-to-bad-url", Page(b"", 301, {"Location": "http://[::1/robots.txt"}), False,
     "rfc9309/redirect/invalid"),
    ("503-garbage-retry-after", Page(b"x", 503, {"Retry-After": "\x01\x02 tomorrow"}), False,
     "rfc9309/fetch/unreachable"),
]


@pytest.mark.parametrize(("robots", "fetched", "stat"), [b[1:] for b in BAD],
                         ids=[b[0] for b in BAD])
@pytest_twisted.ensureDeferred
async def test_bad_input_gives_safe_decision_and_says_so(farm, caplog, robots, fetched, stat):
    site = farm.add({"/robots.txt": robots, "/private": "p", "/public": "p"})
    crawler = await crawl([f"{site.url}/private", f"{site.url}/public"])
    s = stats(crawler)
    # A crawl that asked the site for no page ends as robots.txt denied.
    crawled = any(path != "/robots.txt" for path in site.paths())
    assert s["finish_reason"] == ("finished" if crawled else "robotstxt_denied")
    assert ("/private" in site.paths()) is fetched
    assert s.get(stat, 0) >= 1, sorted(k for k in s if k.startswith("rfc9309"))
    # Nothing crashed: no error was logged and no spider error counted.
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert "spider_exceptions" not in " ".join(s)
