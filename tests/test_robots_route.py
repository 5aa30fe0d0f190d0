"""A robots.txt request travels as its page request did (issue 12): through the same proxy with
the same credentials, from the same bind address, with the meta keys its download handler
reads; and a 407 from the proxy is a proxy error, never the site's "no robots.txt".

The proxy is a real authenticating HTTP proxy on 127.0.0.1 (the site farm playing named sites
behind one port); what it logs is what Scrapy really sent.
"""

from __future__ import annotations

import base64
import inspect
import logging
from typing import Any

import pytest
import pytest_twisted
from scrapy.core.downloader.handlers.http11 import HTTP11DownloadHandler

from scrapy_rfc9309 import RobotsTxtForbidden, RobotsTxtUnreachable
from scrapy_rfc9309.testing import Page
from tests.conftest import crawl, stats

ROBOTS = "User-agent: *\nDisallow: /private\n"
CREDENTIALS = "alice:s3cret"
AUTH = "Basic " + base64.b64encode(CREDENTIALS.encode()).decode()


def _proxy(farm):
    return farm.add_virtual(
        {
            "a.example": {"/robots.txt": ROBOTS, "/public": "p", "/private": "secret",
                          "/go": Page(b"", 302, {"Location": "http://b.example/private"})},
            "b.example": {"/robots.txt": ROBOTS, "/private": "secret"},
        },
        proxy_auth=CREDENTIALS,
    )


URLS = ["http://a.example/public", "http://a.example/private", "http://a.example/go"]


def _assert_obeyed(proxy, crawler):
    robots = [h for h in proxy.hits if h.path == "/robots.txt"]
    assert sorted(h.host for h in robots) == ["a.example", "b.example"]
    # Every robots.txt request carried the proxy's credentials; the proxy never said 407.
    assert all(h.headers.get("proxy-authorization") == AUTH for h in robots)
    assert all(h.headers.get("proxy-authorization") == AUTH for h in proxy.hits)
    # The redirect's target obeys b.example's robots.txt: its /private was never sent.
    assert sorted((h.host, h.path) for h in proxy.hits if h.path != "/robots.txt") == [
        ("a.example", "/go"), ("a.example", "/public")]
    errors = crawler.spider.errors
    assert type(errors["http://a.example/private"]) is RobotsTxtForbidden
    assert type(errors["http://b.example/private"]) is RobotsTxtForbidden
    assert stats(crawler)["robotstxt/response_status_count/200"] == 2


@pytest_twisted.ensureDeferred
async def test_credentials_in_meta_proxy_reach_every_robots_request(farm):
    proxy = _proxy(farm)
    meta_proxy = proxy.url.replace("http://", f"http://{CREDENTIALS}@")
    crawler = await crawl(URLS, request_kwargs={"meta": {"proxy": meta_proxy}})
    _assert_obeyed(proxy, crawler)


@pytest_twisted.ensureDeferred
async def test_proxy_authorization_header_reaches_every_robots_request(farm):
    """Scrapy's other documented way: the proxy in meta, the credentials in a header."""
    proxy = _proxy(farm)
    crawler = await crawl(URLS, request_kwargs={
        "meta": {"proxy": proxy.url}, "headers": {"Proxy-Authorization": AUTH}})
    _assert_obeyed(proxy, crawler)


@pytest.mark.parametrize("variable", ["http_proxy", "HTTP_PROXY"])
@pytest_twisted.ensureDeferred
async def test_credentials_in_environment_reach_every_robots_request(farm, monkeypatch,
                                                                      variable):
    proxy = _proxy(farm)
    for name in ("http_proxy", "HTTP_PROXY", "no_proxy", "NO_PROXY", "all_proxy", "ALL_PROXY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv(variable, proxy.url.replace("http://", f"http://{CREDENTIALS}@"))
    crawler = await crawl(URLS)
    _assert_obeyed(proxy, crawler)


@pytest_twisted.ensureDeferred
async def test_407_is_a_proxy_error_and_nothing_is_allowed(farm, caplog):
    proxy = _proxy(farm)
    wrong = proxy.url.replace("http://", "http://alice:wrong@")
    crawler = await crawl(URLS[:2], request_kwargs={"meta": {"proxy": wrong}})
    assert proxy.paths() == ["/robots.txt"]  # answered 407; no page went out
    errors = crawler.spider.errors
    assert set(errors) == set(URLS[:2])
    assert all(isinstance(e, RobotsTxtUnreachable) for e in errors.values())
    s = stats(crawler)
    assert s["rfc9309/fetch/proxy_error"] == 1
    assert s["rfc9309/fetch/unreachable"] == 1
    assert "rfc9309/fetch/unavailable" not in s
    assert any(r.levelno == logging.WARNING and "407" in r.getMessage()
               and "proxy" in r.getMessage() for r in caplog.records)


@pytest_twisted.ensureDeferred
async def test_https_tunnel_refused_with_407_is_a_proxy_error(farm, caplog):
    """For https the proxy answers the CONNECT; Scrapy raises TunnelError."""
    proxy = _proxy(farm)
    wrong = proxy.url.replace("http://", "http://alice:wrong@")
    crawler = await crawl(["https://a.example/public"], request_kwargs={"meta": {"proxy": wrong}})
    assert [(h.method, h.path) for h in proxy.hits] == [("CONNECT", "a.example:443")]
    assert isinstance(crawler.spider.errors["https://a.example/public"], RobotsTxtUnreachable)
    s = stats(crawler)
    assert s["rfc9309/fetch/proxy_error"] == 1
    assert s["rfc9309/fetch/unreachable"] == 1
    assert any(r.levelno == logging.WARNING and "proxy error" in r.getMessage()
               and "407" in r.getMessage() for r in caplog.records)


@pytest_twisted.ensureDeferred
async def test_robots_request_leaves_from_the_page_requests_bind_address(farm):
    site = farm.add({"/robots.txt": ROBOTS, "/public": "p"})
    await crawl([f"{site.url}/public"],
                request_kwargs={"meta": {"bindaddress": ("127.0.0.2", 0)}})
    assert site.paths() == ["/robots.txt", "/public"]
    assert [h.client for h in site.hits] == ["127.0.0.2", "127.0.0.2"]


class RouteRecordingHandler(HTTP11DownloadHandler):
    """A download handler that reads a meta key, as plugin handlers do to pick a route."""

    seen: list[tuple[str, Any]] = []

    if "spider" in inspect.signature(HTTP11DownloadHandler.download_request).parameters:

        def download_request(self, request, spider):  # Scrapy before 2.14
            self.seen.append((request.url, request.meta.get("route")))
            return super().download_request(request, spider)

    else:

        async def download_request(self, request):
            self.seen.append((request.url, request.meta.get("route")))
            return await super().download_request(request)


@pytest_twisted.ensureDeferred
async def test_meta_keys_named_in_rfc9309_route_meta_reach_the_download_handler(farm):
    site = farm.add({"/robots.txt": ROBOTS, "/public": "p"})
    RouteRecordingHandler.seen = []
    await crawl([f"{site.url}/public"], {
        "DOWNLOAD_HANDLERS": {"http": "tests.test_robots_route.RouteRecordingHandler"},
        "RFC9309_ROUTE_META": ["route"],
    }, request_kwargs={"meta": {"route": "browser"}})
    assert RouteRecordingHandler.seen == [(f"{site.url}/robots.txt", "browser"),
                                          (f"{site.url}/public", "browser")]
