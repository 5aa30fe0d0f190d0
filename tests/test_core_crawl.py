"""Acceptance: real Scrapy crawls against real local sites, one test per behaviour of issue 2.

Every site is a SiteFarm server on 127.0.0.1; what a site logs is what Scrapy really sent.
"""

from __future__ import annotations

import logging

import pytest
import pytest_twisted

from scrapy_rfc9309 import RobotsTxtForbidden, RobotsTxtUnreachable
from scrapy_rfc9309.compat import ROBOTS_PARSED
from scrapy_rfc9309.testing import Gate, InTurn, Page
from tests.conftest import Probe, bounded, crawl, start_crawl, stats, until

ROBOTS = "User-agent: *\nDisallow: /private/\nAllow: /private/ok\n"
PAGES = {"/robots.txt": ROBOTS, "/": "home", "/public": "public", "/private/x": "secret",
         "/private/ok": "ok"}


# 1. Origin keys ------------------------------------------------------------------------


@pytest_twisted.ensureDeferred
async def test_origin_host_case_folded_and_hosts_distinct(farm):
    site = farm.add(PAGES)
    port = site.url.rsplit(":", 1)[1]
    urls = [f"http://127.0.0.1:{port}/public", f"http://LOCALHOST:{port}/public",
            f"http://localhost:{port}/private/x", f"http://localhost:{port}/"]
    crawler = await crawl(urls)
    robots_hosts = sorted(h.host for h in site.hits if h.path == "/robots.txt")
    assert robots_hosts == [f"127.0.0.1:{port}", f"localhost:{port}"]
    assert stats(crawler)["robotstxt/request_count"] == 2
    assert f"http://localhost:{port}/private/x" in crawler.spider.errors


@pytest_twisted.ensureDeferred
async def test_userinfo_never_sent_with_robots_request(farm):
    site = farm.add(PAGES)
    url = site.url.replace("http://", "http://alice:secret@") + "/public"
    await crawl([url])
    robots = [h for h in site.hits if h.path == "/robots.txt"]
    assert len(robots) == 1
    assert "authorization" not in robots[0].headers
    assert "alice" not in robots[0].host


@pytest_twisted.ensureDeferred
async def test_idn_default_port_and_case_fold_to_one_origin(farm):
    """Named hosts through the farm used as an HTTP proxy: no DNS, still loopback only."""
    robots = "User-agent: *\nDisallow: /private\n"
    proxy = farm.add_virtual({
        "xn--bcher-kva.example": {"/robots.txt": robots, "/a": "a", "/b": "b", "/c": "c",
                                   "/private": "p"},
    })
    urls = ["http://bücher.example/a", "http://BÜCHER.example:80/b",
            "http://xn--bcher-kva.example/c", "http://Bücher.Example/private"]
    crawler = await crawl(urls, request_kwargs={"meta": {"proxy": proxy.url}})
    robots_hits = [h for h in proxy.hits if h.path == "/robots.txt"]
    assert [h.host for h in robots_hits] == ["xn--bcher-kva.example"]
    assert sorted(p for p in proxy.paths() if p != "/robots.txt") == ["/a", "/b", "/c"]
    assert list(crawler.spider.errors) == ["http://xn--bcher-kva.example/private"]


# 2. One fetch per origin, shared verdict ------------------------------------------------


@pytest_twisted.ensureDeferred
async def test_200_concurrent_first_requests_one_fetch_all_denied(farm):
    # robots.txt is held at the site until all 200 requests are waiting for it: every one of
    # them really comes while the fetch is under way, however slowly the crawl starts.
    gate = Gate()
    site = farm.add({"/robots.txt": Page(b"User-agent: *\nDisallow: /\n", gate=gate)})
    urls = [f"{site.url}/page/{i}" for i in range(200)]
    crawler, done = start_crawl(urls, {"CONCURRENT_REQUESTS": 256,
                                       "CONCURRENT_REQUESTS_PER_DOMAIN": 256})
    waiting = "rfc9309/cache/wait"
    # The fetch reaches the site when the engine sends it, before or after the pages arrive.
    await until(lambda: crawler.stats.get_value(waiting, 0) >= 199 and gate.held >= 1,
                "199 requests waiting and robots.txt at the site")
    assert gate.held == 1  # the one fetch, still under way
    gate.open()
    await done
    assert site.paths() == ["/robots.txt"]
    assert len(crawler.spider.errors) == 200
    assert all(isinstance(e, RobotsTxtForbidden) for e in crawler.spider.errors.values())
    s = stats(crawler)
    assert s["robotstxt/forbidden"] == 200
    assert s["robotstxt/request_count"] == 1
    assert s["rfc9309/cache/miss"] == 1
    assert s["rfc9309/cache/wait"] == 199


# 3. TTL ----------------------------------------------------------------------------------


@pytest_twisted.ensureDeferred
async def test_after_ttl_robots_fetched_again_and_new_rules_apply(farm):
    robots = InTurn("User-agent: *\nDisallow: /a\n", "User-agent: *\nDisallow: /b\n")
    site = farm.add({"/robots.txt": robots, "/a": "a", "/b": "b"})
    # Wave 2 goes 1.5 s after wave 1 has ended: past the 1 s TTL of the first file.
    waves = [(0, [f"{site.url}/a", f"{site.url}/b"]),
             (1.5, [f"{site.url}/a", f"{site.url}/b"])]
    crawler = await crawl(settings={"RFC9309_CACHE_TTL": 1}, waves=waves)
    assert site.count("/robots.txt") == 2
    assert site.count("/a") == 1  # second wave: /a allowed by the new file
    assert site.count("/b") == 1  # first wave only
    assert stats(crawler)["rfc9309/cache/expired"] >= 1


# 4. Status semantics ---------------------------------------------------------------------

DENY_ALL_BODY = b"User-agent: *\nDisallow: /\n"


@pytest.mark.parametrize(
    ("robots", "fetched", "error"),
    [
        (Page(DENY_ALL_BODY, 200), False, RobotsTxtForbidden),
        (Page(b"User-agent: *\nDisallow: /other\n", 204), True, None),
        (Page(DENY_ALL_BODY, 404), True, None),  # a 404 body is never parsed
        (Page(DENY_ALL_BODY, 410), True, None),
        (Page(b"", 418), True, None),
        (Page(b"<html>forbidden</html>", 401), False, RobotsTxtForbidden),
        (Page(b"<html>forbidden</html>", 403), False, RobotsTxtForbidden),
        (Page(b"slow down", 429), False, RobotsTxtUnreachable),
        (Page(b"<html>oops</html>", 500), False, RobotsTxtUnreachable),
        (Page(b"<html>down</html>", 503), False, RobotsTxtUnreachable),
        (Page(reset=True), False, RobotsTxtUnreachable),
        (Page(hang=True), False, RobotsTxtUnreachable),
    ],
    ids=["200", "204", "404", "410", "418", "401", "403", "429", "500", "503", "reset",
         "timeout"],
)
@pytest_twisted.ensureDeferred
async def test_status_semantics(farm, robots, fetched, error):
    site = farm.add({"/robots.txt": robots, "/page": "page"})
    crawler = await crawl([f"{site.url}/page"],
                          {"RFC9309_ROBOTS_TIMEOUT": 1, "RETRY_ENABLED": True})
    assert ("/page" in site.paths()) is fetched
    if error is None:
        assert crawler.spider.responses == {f"{site.url}/page": 200}
    else:
        assert type(crawler.spider.errors[f"{site.url}/page"]) is error


@pytest_twisted.ensureDeferred
async def test_connection_refused_is_unreachable(farm):
    site = farm.add({})
    await farm.stop()  # nothing listens there any more
    crawler = await crawl([f"{site.url}/page"], {"RETRY_ENABLED": True})
    error = crawler.spider.errors[f"{site.url}/page"]
    assert isinstance(error, RobotsTxtUnreachable)
    assert "ConnectionRefusedError" in str(error)
    # The built-in's key format, str(type(exc)); the class differs between Scrapy releases
    # (ConnectionRefusedError, DownloadConnectionRefusedError in 2.14+).
    keys = [k for k in stats(crawler) if k.startswith("robotstxt/exception_count/")]
    assert len(keys) == 1 and stats(crawler)[keys[0]] == 1
    assert keys[0].startswith("robotstxt/exception_count/<class '")
    assert "ConnectionRefusedError'>" in keys[0]


@pytest_twisted.ensureDeferred
async def test_forbidden_policy_allow(farm):
    site = farm.add({"/robots.txt": Page(b"no", 403), "/page": "page"})
    crawler = await crawl([f"{site.url}/page"], {"RFC9309_FORBIDDEN_POLICY": "allow"})
    assert crawler.spider.responses == {f"{site.url}/page": 200}


@pytest_twisted.ensureDeferred
async def test_unreachable_is_kept_briefly_then_fetched_again(farm):
    robots = InTurn(Page(b"down", 503), "User-agent: *\nAllow: /\n")
    site = farm.add({"/robots.txt": robots, "/page": "page"})
    crawler = await crawl(settings={"RFC9309_UNREACHABLE_TTL": 1},
                          waves=[(0, [f"{site.url}/page"]), (1.5, [f"{site.url}/page"])])
    assert site.count("/robots.txt") == 2
    assert site.count("/page") == 1
    assert stats(crawler)["rfc9309/denied/unreachable"] == 1


@pytest.mark.parametrize(("hops", "expect_rules"), [(1, True), (5, True), (6, False)])
@pytest_twisted.ensureDeferred
async def test_robots_redirects_followed_up_to_five_hops(farm, hops, expect_rules):
    other = farm.add({"/final-robots.txt": "User-agent: *\nDisallow: /page\n"})
    pages = {"/page": "page"}
    chain = ["/robots.txt"] + [f"/hop{i}" for i in range(1, hops)]
    for here, there in zip(chain, [*chain[1:], None], strict=True):
        target = f"{other.url}/final-robots.txt" if there is None else there
        pages[here] = Page(b"", 301, {"Location": target})
    site = farm.add(pages)
    crawler = await crawl([f"{site.url}/page"])
    # The other host's file governs the original origin when reached within 5 hops.
    assert ("/page" in site.paths()) is not expect_rules
    assert stats(crawler)["rfc9309/fetch/redirect"] == min(hops, 6)
    if not expect_rules:
        assert stats(crawler)["rfc9309/fetch/unavailable"] == 1


@pytest_twisted.ensureDeferred
async def test_robots_redirect_loop_is_unavailable(farm):
    site = farm.add({"/robots.txt": Page(b"", 302, {"Location": "/again"}),
                     "/again": Page(b"", 302, {"Location": "/robots.txt"}), "/page": "page"})
    crawler = await crawl([f"{site.url}/page"])
    assert site.paths().count("/robots.txt") == 1
    assert crawler.spider.responses == {f"{site.url}/page": 200}
    assert stats(crawler)["rfc9309/fetch/unavailable"] == 1


class Offsite(Probe):
    allowed_domains = ["localhost"]


@pytest_twisted.ensureDeferred
async def test_robots_request_never_dropped_by_offsite_filter(farm):
    site = farm.add(PAGES)
    crawler = await crawl([f"{site.url}/private/x"], spider=Offsite,
                          request_kwargs={"meta": {"allow_offsite": True}})
    assert site.paths() == ["/robots.txt"]
    assert isinstance(crawler.spider.errors[f"{site.url}/private/x"], RobotsTxtForbidden)


# 5. Size, BOM, bad bytes -----------------------------------------------------------------


@pytest_twisted.ensureDeferred
async def test_rules_past_500_kib_ignored_and_huge_body_not_downloaded(farm):
    padding = b"# " + b"x" * 97 + b"\n"
    head = b"User-agent: *\nDisallow: /early\n"
    body = head + padding * 5200 + b"Disallow: /late\n"  # /late sits past 520,000 bytes
    site = farm.add({"/robots.txt": body, "/early": "e", "/late": "l"})
    crawler = await crawl([f"{site.url}/early", f"{site.url}/late"])
    assert "/early" not in site.paths()
    assert "/late" in site.paths()

    huge = Page(head, stream=10_000_000)
    big = farm.add({"/robots.txt": huge, "/early": "e"})
    crawler = await crawl([f"{big.url}/early"])
    assert "/early" not in big.paths()
    assert stats(crawler)["rfc9309/fetch/truncated"] == 1
    print(f"10 MB robots.txt: the server wrote {huge.sent} bytes before Scrapy hung up")
    assert huge.sent < 5_000_000  # the download was stopped, not read to the end


@pytest.mark.parametrize(
    "body",
    [
        b"\xef\xbb\xbfUser-agent: *\nDisallow: /x\n",
        b"\x00\xff\xfe garbage \x80\x81\nUser-agent: *\nDisallow: /x\n",
        b"User-agent: *\nDisallow: /x\n\x00\x00\xc3\x28\nDisallow: /\xe9t\xe9\n",
    ],
    ids=["bom", "garbage-first", "nul-invalid-utf8"],
)
@pytest_twisted.ensureDeferred
async def test_bom_and_bad_bytes(farm, body):
    site = farm.add({"/robots.txt": body, "/x": "x", "/y": "y"})
    crawler = await crawl([f"{site.url}/x", f"{site.url}/y"])
    assert sorted(site.paths()) == ["/robots.txt", "/y"]
    assert isinstance(crawler.spider.errors[f"{site.url}/x"], RobotsTxtForbidden)


# 6. Every request checked, redirect targets too ------------------------------------------


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
@pytest_twisted.ensureDeferred
async def test_page_redirect_into_disallowed_path_never_requested(farm, status):
    other = farm.add(PAGES)
    site = farm.add({**PAGES, "/go": Page(b"", status, {"Location": "/private/x"}),
                     "/away": Page(b"", status, {"Location": f"{other.url}/private/x"})})
    crawler = await crawl([f"{site.url}/go", f"{site.url}/away"])
    assert "/private/x" not in site.paths()
    assert other.paths() == ["/robots.txt"]
    assert stats(crawler)["robotstxt/forbidden"] == 2


@pytest_twisted.ensureDeferred
async def test_meta_refresh_into_disallowed_path_never_requested(farm):
    html = b'<html><head><meta http-equiv="refresh" content="0;url=/private/x"></head></html>'
    site = farm.add({**PAGES, "/refresh": Page(html, content_type="text/html")})
    crawler = await crawl([f"{site.url}/refresh"])
    assert "/private/x" not in site.paths()
    assert stats(crawler)["robotstxt/forbidden"] == 1


@pytest_twisted.ensureDeferred
async def test_dont_obey_robotstxt_and_data_file_urls_bypass(farm, tmp_path):
    site = farm.add(PAGES)
    local = tmp_path / "page.html"
    local.write_text("hi")
    urls = [f"{site.url}/private/x", "data:,hello", local.as_uri()]
    crawler = await crawl(urls, request_kwargs={"meta": {"dont_obey_robotstxt": True}})
    assert site.paths() == ["/private/x"]
    crawler = await crawl(["data:,hello", local.as_uri()])
    assert len(crawler.spider.responses) == 2
    assert "robotstxt/request_count" not in stats(crawler)


# 7. The agent ----------------------------------------------------------------------------

AGENT_ROBOTS = "User-agent: foo-bot\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n"


@pytest.mark.parametrize(
    ("settings", "headers", "denied"),
    [
        ({"ROBOTSTXT_USER_AGENT": "Foo-Bot"}, {}, "/a"),
        ({"ROBOTSTXT_USER_AGENT": "Foo-Bot/2.1"}, {"User-Agent": "other"}, "/a"),
        ({}, {"User-Agent": "FOO-BOT/3.0 (+http://example.com)"}, "/a"),
        ({"USER_AGENT": "foo-bot/1 (compatible)"}, {}, "/a"),
        ({"USER_AGENT": "somebot/1"}, {}, "/b"),
    ],
    ids=["robotstxt-ua", "robotstxt-ua-beats-header", "header", "user-agent", "star-group"],
)
@pytest_twisted.ensureDeferred
async def test_agent_and_product_token(farm, settings, headers, denied):
    site = farm.add({"/robots.txt": AGENT_ROBOTS, "/a": "a", "/b": "b"})
    kwargs = {"headers": headers} if headers else {}
    crawler = await crawl([f"{site.url}/a", f"{site.url}/b"], settings, request_kwargs=kwargs)
    assert list(crawler.spider.errors) == [f"{site.url}{denied}"]


# 8. Messages and logs --------------------------------------------------------------------


@pytest_twisted.ensureDeferred
async def test_denial_message_names_rule_and_line_and_is_logged(farm, caplog):
    site = farm.add(PAGES)
    down = farm.add({"/robots.txt": Page(b"down", 503)})
    crawler = await crawl([f"{site.url}/private/x", f"{down.url}/page"])
    rule_error = str(crawler.spider.errors[f"{site.url}/private/x"])
    assert "Disallow: /private/" in rule_error
    assert "line 2" in rule_error
    assert "robots.txt unreachable: 503" in str(crawler.spider.errors[f"{down.url}/page"])
    debug = [r.getMessage() for r in caplog.records if r.levelno == logging.DEBUG
             and r.name == "scrapy_rfc9309.middleware"]
    assert any(f"{site.url}/private/x" in m and "line 2" in m for m in debug)


# 9. Stats and the robots_parsed signal ---------------------------------------------------


@pytest.mark.parametrize("park_after", [0, 60])
@pytest_twisted.ensureDeferred
async def test_stats_keys_and_robots_parsed_signal(farm, park_after):
    # The site's robots.txt is held until its other two requests wait for it.
    gate = Gate()
    site = farm.add({**PAGES, "/robots.txt": Page(ROBOTS.encode(), gate=gate)})
    gone = farm.add({})
    urls = [f"{site.url}/public", f"{site.url}/private/x", f"{site.url}/private/ok",
            f"{gone.url}/page"]
    crawler, done = start_crawl(urls, {"RFC9309_PARK_AFTER": park_after})
    await until(lambda: crawler.stats.get_value("rfc9309/cache/wait", 0) >= 2,
                "two requests waiting for the site's robots.txt")
    gate.open()
    await done
    s = stats(crawler)
    assert s["robotstxt/request_count"] == 2
    assert s["robotstxt/response_count"] == 2
    assert s["robotstxt/response_status_count/200"] == 1
    assert s["robotstxt/response_status_count/404"] == 1
    assert s["robotstxt/forbidden"] == 1
    assert s["rfc9309/cache/miss"] == 2
    assert s["rfc9309/cache/wait"] == 2  # asked while their origin's fetch was under way
    if park_after:  # robots.txt answered well within PARK_AFTER: everyone waited in place
        assert "rfc9309/parked" not in s
        assert "rfc9309/cache/hit" not in s
    else:  # all four waited outside the downloader and were checked on their return
        assert s["rfc9309/parked"] == 4
        assert s["rfc9309/cache/hit"] == 4
    assert s["rfc9309/verdict/parsed"] == 3
    assert s["rfc9309/verdict/unavailable"] == 1
    assert s["rfc9309/denied/rule"] == 1
    assert s["rfc9309/fetch/parsed"] == 1


@pytest.mark.skipif(ROBOTS_PARSED is None, reason="Scrapy < 2.18 has no robots_parsed signal")
@pytest_twisted.ensureDeferred
async def test_robots_parsed_signal_carries_each_fetched_origins_parser(farm):
    site = farm.add(PAGES)
    gone = farm.add({})
    parsed = []

    def on_parsed(robotparser, request):
        parsed.append((robotparser, request))

    urls = [f"{site.url}/public", f"{site.url}/private/x", f"{gone.url}/page"]
    await crawl(urls, connect={ROBOTS_PARSED: on_parsed})
    assert len(parsed) == 2  # one per robots.txt fetched, as the built-in sends it
    by_url = {req.url: rp for rp, req in parsed}
    rp = by_url[f"{site.url}/public"]
    assert rp.allowed(f"{site.url}/private/x", "testbot") is False
    assert rp.allowed(f"{site.url}/private/ok", "testbot") is True


# 10. Per-spider overrides ----------------------------------------------------------------


class Lenient(Probe):
    name = "lenient"
    rfc9309_forbidden_policy = "allow"


class Strict(Probe):
    name = "strict"
    custom_settings = {"RFC9309_FORBIDDEN_POLICY": "deny"}


@pytest_twisted.ensureDeferred
async def test_two_spiders_two_policies_one_process(farm):
    from scrapy.crawler import CrawlerRunner

    from tests.conftest import BASE_SETTINGS

    site = farm.add({"/robots.txt": Page(b"members only", 403), "/page": "page"})
    runner = CrawlerRunner({**BASE_SETTINGS, "RFC9309_FORBIDDEN_POLICY": "deny"})
    lenient, strict = runner.create_crawler(Lenient), runner.create_crawler(Strict)
    from twisted.internet.defer import DeferredList

    await DeferredList([bounded(lenient, lenient.crawl(urls=[f"{site.url}/page"])),
                        bounded(strict, strict.crawl(urls=[f"{site.url}/page"]))])
    assert lenient.spider.responses == {f"{site.url}/page": 200}
    assert isinstance(strict.spider.errors[f"{site.url}/page"], RobotsTxtForbidden)
    assert site.count("/page") == 1
    assert site.count("/robots.txt") == 2


@pytest_twisted.ensureDeferred
async def test_custom_settings_override(farm):
    class Custom(Probe):
        name = "custom"
        custom_settings = {"RFC9309_FORBIDDEN_POLICY": "allow"}

    site = farm.add({"/robots.txt": Page(b"members only", 401), "/page": "page"})
    crawler = await crawl([f"{site.url}/page"], spider=Custom)
    assert crawler.spider.responses == {f"{site.url}/page": 200}
