"""robots.txt redirects that are not followed (issue 21): a Location that cannot be read
(bad URL, bad port, a space in the host, a scheme other than http(s)) and one from a public
site into the crawler's own network. One reading for all: robots.txt unreachable (deny all,
try again with backoff), one WARNING, no traceback, a stat. The target judged is the request
Scrapy sends (``http://127.0.0.1:6379\\@public.example/`` goes to 127.0.0.1), and an IPv6
address carrying an internal IPv4 address is internal.

The private-network cases run through the site farm used as an HTTP proxy that answers for
any host: ``http://public.example`` is a public-looking site, and every request Scrapy sends,
to whatever address, reaches that proxy and is logged there, so nothing leaves the machine
and the tests see what was (never) asked for.
"""

from __future__ import annotations

import inspect
import logging

import pytest
import pytest_twisted
from scrapy import Request, Spider
from scrapy.downloadermiddlewares.redirect import RedirectMiddleware
from scrapy.http import Response
from scrapy.utils.test import get_crawler
from w3lib.url import safe_url_string

from scrapy_rfc9309 import RobotsTxtForbidden, RobotsTxtUnreachable
from scrapy_rfc9309.records.redirect import Unfollowable, redirect_target
from scrapy_rfc9309.testing import Page
from tests.conftest import Probe, crawl, stats

ROBOTS = "User-agent: *\nDisallow: /private\n"


def _warnings(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.levelno >= logging.WARNING]


# A Location that cannot be followed -----------------------------------------------------------

INVALID = [
    ("unclosed-ipv6", "http://[::1/robots.txt"),
    ("scheme-relative-bracket", "//[/x"),
    ("port-out-of-range", "http://a.example:99999/robots.txt"),
    ("port-not-a-number", "http://a.example:80x/robots.txt"),
    ("space-in-host", "http://exa mple.com/robots.txt"),
    ("ftp", "ftp://127.0.0.1/robots.txt"),
    ("data", "data:,User-agent: *%0AAllow: /"),
    ("mailto", "mailto:webmaster@example.com"),
    ("no-host", "http://:80/robots.txt"),
]


@pytest.mark.parametrize("location", [i[1] for i in INVALID], ids=[i[0] for i in INVALID])
@pytest_twisted.ensureDeferred
async def test_unfollowable_redirect_is_unreachable_with_one_warning(farm, caplog, location):
    site = farm.add({"/robots.txt": Page(b"", 301, {"Location": location}),
                     "/private": "p", "/public": "p"})
    crawler = await crawl([f"{site.url}/private", f"{site.url}/public"])
    assert site.paths() == ["/robots.txt"]  # nothing else asked for, at any address
    errors = crawler.spider.errors
    assert len(errors) == 2 and all(type(e) is RobotsTxtUnreachable for e in errors.values())
    assert "redirect" in str(errors[f"{site.url}/public"])
    s = stats(crawler)
    assert s["finish_reason"] == "robotstxt_denied"  # every start request denied
    assert s["rfc9309/redirect/invalid"] == 1
    assert s["rfc9309/fetch/unreachable"] == 1
    [warning] = [r for r in _warnings(caplog) if r.name == "scrapy_rfc9309.records.fetch"]
    assert f"{site.url}/robots.txt" in warning.getMessage()
    assert warning.exc_info is None  # no traceback anywhere
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]


@pytest_twisted.ensureDeferred
async def test_a_space_in_the_path_is_followed(farm):
    """Only a target no client can send is refused: a space in the path is percent-encoded,
    as Scrapy encodes it for any request."""
    site = farm.add({"/robots.txt": Page(b"", 301, {"Location": "/real robots.txt"}),
                     "/real%20robots.txt": ROBOTS, "/private": "p", "/public": "p"})
    crawler = await crawl([f"{site.url}/private", f"{site.url}/public"])
    assert sorted(site.paths()) == ["/public", "/real%20robots.txt", "/robots.txt"]
    assert type(crawler.spider.errors[f"{site.url}/private"]) is RobotsTxtForbidden
    assert "rfc9309/redirect/invalid" not in stats(crawler)


# Into the crawler's own network ---------------------------------------------------------------

PRIVATE = [
    ("loopback-redis", "http://127.0.0.1:6379/robots.txt"),
    ("loopback-short", "http://127.1/robots.txt"),
    ("loopback-decimal", "http://2130706433/robots.txt"),
    ("localhost", "http://localhost/robots.txt"),
    ("sub-localhost", "http://api.localhost./robots.txt"),
    ("ipv6-loopback", "http://[::1]:8080/robots.txt"),
    ("ipv4-mapped", "http://[::ffff:127.0.0.1]/robots.txt"),
    ("metadata", "http://169.254.169.254/latest/meta-data/"),
    ("private-10", "http://10.0.0.1/robots.txt"),
    ("private-192", "https://192.168.1.1/robots.txt"),
    ("ipv6-ula", "http://[fd00::1]/robots.txt"),
    ("unspecified", "http://0.0.0.0:9000/robots.txt"),
    ("shared-address-space", "http://100.64.0.1/robots.txt"),
    ("shared-metadata", "http://100.100.100.200/latest/meta-data/"),
    ("ipv4-compatible", "http://[::127.0.0.1]/robots.txt"),
    ("nat64", "http://[64:ff9b::7f00:1]/robots.txt"),
    ("nat64-local-use", "http://[64:ff9b:1::a9fe:a9fe]/latest/meta-data/"),
    ("6to4", "http://[2002:7f00:1::]/robots.txt"),
    ("6to4-metadata", "http://[2002:a9fe:a9fe::]/latest/meta-data/"),
    # A request to 127.0.0.1:6379 for /@public.example/robots.txt, as Scrapy reads it
    ("backslash", "http://127.0.0.1:6379\\@public.example/robots.txt"),
    ("full-width-digits", "http://\uff11\uff12\uff17.\uff10.\uff10.\uff11/robots.txt"),
]


#: Whether this w3lib reads URLs as the URL Standard does (w3lib 2.2 and later): it keeps
#: an IPv6 literal's brackets and reads ``\`` as ``/``. w3lib 2.1 (Scrapy 2.13's oldest)
#: drops the brackets, so Scrapy cannot send such a redirect at all (an invalid URL, not
#: followed either), and percent-encodes ``\`` into the userinfo, so the redirect goes to the
#: host after the ``@``: then no request goes to the crawler's network to begin with.
URL_STANDARD = safe_url_string("http://[::1]/x\\y") == "http://[::1]/x/y"


def _refused_as(location: str) -> str:
    """The stat a redirect to ``location`` is refused under, by this w3lib's reading."""
    return "private" if URL_STANDARD or "[" not in location else "invalid"


def _public_site(farm, location: str):
    """The proxy, playing public.example (whose robots.txt redirects to ``location``) and,
    at 127.0.0.1, a site with rules of its own."""
    return farm.add_virtual({
        "public.example": {"/robots.txt": Page(b"", 301, {"Location": location}),
                           "/private": "p", "/public": "p"},
        "127.0.0.1": {"/robots.txt": "User-agent: *\nDisallow: /\n"},
        "other.example": {"/robots.txt": ROBOTS},
    })


URLS = ["http://public.example/private", "http://public.example/public"]


@pytest.mark.parametrize("location", [p[1] for p in PRIVATE], ids=[p[0] for p in PRIVATE])
@pytest_twisted.ensureDeferred
async def test_redirect_into_the_private_network_is_not_followed(farm, caplog, location):
    if "\\" in location and not URL_STANDARD:
        pytest.skip("w3lib < 2.2 puts the backslash in the userinfo: the host is public")
    proxy = _public_site(farm, location)
    crawler = await crawl(URLS, request_kwargs={"meta": {"proxy": proxy.url}})
    # The proxy received every request Scrapy sent: none went anywhere but public.example.
    assert [(h.host, h.path) for h in proxy.hits] == [("public.example", "/robots.txt")]
    errors = crawler.spider.errors
    assert len(errors) == 2 and all(type(e) is RobotsTxtUnreachable for e in errors.values())
    s = stats(crawler)
    refused, other = _refused_as(location), {"private": "invalid", "invalid": "private"}
    assert s[f"rfc9309/redirect/{refused}"] == 1
    assert f"rfc9309/redirect/{other[refused]}" not in s
    [warning] = [r for r in _warnings(caplog) if r.name == "scrapy_rfc9309.records.fetch"]
    if refused == "private":
        assert "RFC9309_REDIRECT_PRIVATE" in warning.getMessage()
    assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]


#: Locations naming the live site at 127.0.0.1:{port}: the path Scrapy would ask it for, and
#: the origin the warning names.
LIVE = [
    ("plain", "http://127.0.0.1:{port}/robots.txt", "/robots.txt", "127.0.0.1:{port}"),
    ("backslash", "http://127.0.0.1:{port}\\@public.example/robots.txt",
     "/@public.example/robots.txt", "127.0.0.1:{port}"),
    ("ipv4-mapped", "http://[::ffff:127.0.0.1]:{port}/robots.txt", "/robots.txt",
     "[::ffff:127.0.0.1]:{port}"),
    ("ipv4-compatible", "http://[::127.0.0.1]:{port}/robots.txt", "/robots.txt",
     "[::127.0.0.1]:{port}"),
    ("nat64", "http://[64:ff9b::7f00:1]:{port}/robots.txt", "/robots.txt",
     "[64:ff9b::7f00:1]:{port}"),
    ("6to4", "http://[2002:7f00:1::]:{port}/robots.txt", "/robots.txt",
     "[2002:7f00:1::]:{port}"),
]


@pytest.mark.parametrize(("location", "path", "named"), [case[1:] for case in LIVE],
                         ids=[case[0] for case in LIVE])
@pytest_twisted.ensureDeferred
async def test_redirect_to_a_live_local_site_is_not_followed(farm, caplog, location, path,
                                                            named):
    """The target is a real server on 127.0.0.1, whose rules would allow all: it is never
    asked, nor the proxy for it (which answers for 127.0.0.1 too), and the origin is
    unreachable."""
    if "\\" in location and not URL_STANDARD:
        pytest.skip("w3lib < 2.2 puts the backslash in the userinfo: the host is public")
    target = farm.add({path: "User-agent: *\nAllow: /\n"})
    port = target.url.rsplit(":", 1)[1]
    location = location.format(port=port)
    proxy = farm.add_virtual({
        "public.example": {"/robots.txt": Page(b"", 301, {"Location": location}),
                           "/private": "p", "/public": "p"},
        "127.0.0.1": {path: "User-agent: *\nAllow: /\n"},
    })
    crawler = await crawl(URLS, request_kwargs={"meta": {"proxy": proxy.url}})
    assert target.hits == []
    assert [(h.host, h.path) for h in proxy.hits] == [("public.example", "/robots.txt")]
    errors = crawler.spider.errors
    assert len(errors) == 2 and all(type(e) is RobotsTxtUnreachable for e in errors.values())
    assert crawler.spider.responses == {}
    s = stats(crawler)
    refused, other = _refused_as(location), {"private": "invalid", "invalid": "private"}
    assert s[f"rfc9309/redirect/{refused}"] == 1
    assert f"rfc9309/redirect/{other[refused]}" not in s
    if refused == "private":
        [warning] = [r for r in _warnings(caplog) if r.name == "scrapy_rfc9309.records.fetch"]
        assert f"private network (http://{named.format(port=port)})" in warning.getMessage()


@pytest_twisted.ensureDeferred
async def test_redirect_to_another_public_site_is_followed(farm):
    proxy = _public_site(farm, "http://other.example/robots.txt")
    crawler = await crawl(URLS, request_kwargs={"meta": {"proxy": proxy.url}})
    assert sorted((h.host, h.path) for h in proxy.hits) == [
        ("other.example", "/robots.txt"), ("public.example", "/public"),
        ("public.example", "/robots.txt")]
    assert type(crawler.spider.errors["http://public.example/private"]) is RobotsTxtForbidden
    assert "rfc9309/redirect/private" not in stats(crawler)


class IntranetProbe(Probe):
    rfc9309_redirect_private = True


@pytest.mark.parametrize("how", ["setting", "spider attribute"])
@pytest_twisted.ensureDeferred
async def test_redirect_private_allows_it_for_intranet_crawls(farm, how):
    target = farm.add({"/robots.txt": ROBOTS})  # a real site on 127.0.0.1
    location = f"{target.url}/robots.txt"
    proxy = _public_site(farm, location)
    settings = {"RFC9309_REDIRECT_PRIVATE": True} if how == "setting" else {}
    spider = Probe if how == "setting" else IntranetProbe
    crawler = await crawl(URLS, settings, spider=spider,
                          request_kwargs={"meta": {"proxy": proxy.url}})
    # Followed, through the same proxy: the rules at 127.0.0.1 apply (all denied there).
    assert ("127.0.0.1", "/robots.txt") in [(h.host.split(":")[0], h.path) for h in proxy.hits]
    errors = crawler.spider.errors
    assert type(errors["http://public.example/private"]) is RobotsTxtForbidden
    assert type(errors["http://public.example/public"]) is RobotsTxtForbidden
    assert "rfc9309/redirect/private" not in stats(crawler)


@pytest_twisted.ensureDeferred
async def test_a_local_site_may_redirect_to_another_local_site(farm):
    """The origin is itself on loopback: the crawl is an intranet crawl already."""
    real = farm.add({"/robots.txt": ROBOTS})
    site = farm.add({"/robots.txt": Page(b"", 302, {"Location": f"{real.url}/robots.txt"}),
                     "/private": "p", "/public": "p"})
    crawler = await crawl([f"{site.url}/private", f"{site.url}/public"])
    assert real.paths() == ["/robots.txt"]
    assert type(crawler.spider.errors[f"{site.url}/private"]) is RobotsTxtForbidden
    assert crawler.spider.responses == {f"{site.url}/public": 200}


# The target, read as Scrapy reads it -----------------------------------------------------------


def test_redirect_target_reasons():
    base = "http://public.example/robots.txt"
    assert redirect_target(base, b" /r ", False) == "http://public.example/r"
    assert redirect_target(base, b"https://b.example/r", False) == "https://b.example/r"
    with pytest.raises(Unfollowable, match="invalid URL") as info:
        redirect_target(base, b"http://[::1/robots.txt", False)
    assert not info.value.private
    with pytest.raises(Unfollowable, match="invalid host"):
        redirect_target(base, b"http://a<b.example/", False)
    with pytest.raises(Unfollowable, match=r"not http\(s\) \(ftp:\)"):
        redirect_target(base, b"ftp://a.example/", False)
    with pytest.raises(Unfollowable, match="private network") as info:
        redirect_target(base, b"http://127.0.0.1/", False)
    assert info.value.private
    assert redirect_target(base, b"http://127.0.0.1/", True) == "http://127.0.0.1/"
    assert redirect_target("http://10.0.0.2/robots.txt", b"http://localhost/", False)


#: Locations into 127.0.0.1, and the URL Scrapy requests for each.
SCRAPY_READS = [
    # urlsplit: host public.example; Scrapy (WHATWG): "\\" ends the host
    (b"http://127.0.0.1:6379\\@public.example/robots.txt",
     "http://127.0.0.1:6379/@public.example/robots.txt"),
    (b"http:\\\\127.0.0.1/robots.txt", "http://127.0.0.1/robots.txt"),
    # UTF-8 full-width digits: IDNA maps them to ASCII ones
    ("http://\uff11\uff12\uff17.\uff10.\uff10.\uff11/robots.txt".encode(),
     "http://127.0.0.1/robots.txt"),
    (b"//127.0.0.1/robots.txt", "http://127.0.0.1/robots.txt"),  # the request's scheme
    (b"http://[::FFFF:7F00:1]/robots.txt", "http://[::ffff:7f00:1]/robots.txt"),
]


def _scrapy_redirect(base: str, location: bytes) -> str:
    """The URL Scrapy's own RedirectMiddleware requests for a 301 from ``base``."""
    crawler = get_crawler()
    middleware = RedirectMiddleware.from_crawler(crawler)
    request = Request(base)
    response = Response(base, status=301, headers={"Location": location}, request=request)
    spider = Spider("redirects")
    if "spider" in inspect.signature(middleware.process_response).parameters:  # Scrapy 2.13
        redirected = middleware.process_response(request, response, spider)
    else:
        redirected = middleware.process_response(request, response)
    assert isinstance(redirected, Request)
    return redirected.url


@pytest.mark.parametrize(("location", "sent"), SCRAPY_READS)
def test_the_target_is_the_request_scrapy_sends(location, sent):
    """The URL judged is the one Scrapy's RedirectMiddleware would request (the oracle), and it
    stays that URL when the fetcher makes its request from it; it is private here."""
    base = "http://public.example/robots.txt"
    if not URL_STANDARD:
        pytest.skip("w3lib < 2.2 reads these URLs otherwise (see URL_STANDARD)")
    assert _scrapy_redirect(base, location) == sent
    assert redirect_target(base, location, True) == sent
    assert Request(sent).url == sent
    with pytest.raises(Unfollowable, match="private network") as info:
        redirect_target(base, location, False)
    assert info.value.private
