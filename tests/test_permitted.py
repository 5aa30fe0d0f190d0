"""RFC9309_PERMITTED: the origins, hosts and host suffixes whose owners allowed the crawl.
robots.txt is still fetched and decided there, its denials counted, not enforced; Crawl-delay
and usage preferences still apply; look-alike hosts are never covered.

The crawl goes through one SiteFarm proxy on 127.0.0.1 that plays every host name, so the
origins are as a public crawl sees them; what the proxy logs is what Scrapy really sent. The
list's reader is tested alone too.
"""

from __future__ import annotations

import logging
from typing import Any

import pytest
import pytest_twisted
import scrapy
from scrapy.settings import Settings

from scrapy_rfc9309 import RobotsTxtForbidden, UsageDisallowed
from scrapy_rfc9309.explain import find_middleware
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.overrides.permitlist import parse_permitted
from scrapy_rfc9309.settings import SettingError, read_settings
from scrapy_rfc9309.testing import Page
from tests.conftest import DECIDING_PATHS, crawl, stats

DENY_PRIVATE = ("User-agent: *\nDisallow: /private/\n"
                "Content-Usage: /private/train/ train-ai=n\n")
PERMITTED = ["http://site.test", "https://tls.test", "Example.TEST", ".corp.test"]


class ViaProxy(scrapy.Spider):
    """Requests ``urls`` through ``proxy``; keeps the URLs answered and the failures."""

    name = "via_proxy"

    def __init__(self, urls: list[str], proxy: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.urls = urls
        self.proxy = proxy
        self.answered: list[str] = []
        self.errors: dict[str, BaseException] = {}

    async def start(self):
        for url in self.urls:
            yield scrapy.Request(url, dont_filter=True, meta={"proxy": self.proxy},
                                 callback=self.parse, errback=self.failed)

    def parse(self, response):
        self.answered.append(response.url)

    def failed(self, failure):
        self.errors[failure.request.url] = failure.value


#: Each URL, and whether its robots.txt denial is let through, as the list's three forms say:
#: an origin entry covers its scheme, host and port only (the default port written or not),
#: a host entry that host on any port, a ``.suffix`` entry the subdomains alone.
CASES = {
    "http://site.test/private/a": True,
    "http://site.test:80/private/b": True,
    "http://site.test:8080/private/a": False,  # another port
    "http://tls.test/private/a": False,  # the entry is https://tls.test
    "http://example.test/private/a": True,
    "http://EXAMPLE.test:8081/private/a": True,
    "http://notexample.test/private/a": False,
    "http://example.test.evil.test/private/a": False,
    "http://www.example.test/private/a": False,  # a host entry is that host only
    "http://a.corp.test/private/a": True,  # robots.txt 403: forbidden
    "http://b.a.corp.test/private/a": True,  # robots.txt 503: unreachable
    "http://corp.test/private/a": False,  # a .suffix entry is not its bare host
    "http://badcorp.test/private/a": False,
}


@pytest.mark.parametrize("path", list(DECIDING_PATHS))
@pytest_twisted.ensureDeferred
async def test_permitted_origins_hosts_and_suffixes_and_no_look_alike(farm, caplog, path):
    rules = {"/robots.txt": DENY_PRIVATE}
    hosts = {url.split("/")[2].split(":")[0].lower() for url in CASES}
    sites: dict[str, dict[str, Any]] = {host: rules for host in hosts}
    sites["a.corp.test"] = {"/robots.txt": Page(b"go away", 403)}
    sites["b.a.corp.test"] = {"/robots.txt": Page(b"down", 503)}
    # Still obeyed where robots.txt's denials are not: Crawl-delay (beyond the bound, the
    # origin is skipped) and the usage preferences.
    sites["slow.corp.test"] = {"/robots.txt": DENY_PRIVATE + "Crawl-delay: 30\n"}
    also = ["http://slow.corp.test/private/a", "http://site.test/private/train/x"]
    proxy = farm.add_virtual(sites, default=Page(b"page"))
    settings = {"RFC9309_PERMITTED": PERMITTED, "RFC9309_USAGE_PURPOSES": ["train-ai"],
                "RFC9309_SKIP_CRAWL_DELAY_ABOVE": 10, **DECIDING_PATHS[path]}
    crawler = await crawl(settings=settings, spider=ViaProxy, urls=[*CASES, *also],
                          proxy=proxy.url)
    assert find_middleware(crawler)._hooked is (path == "hooked")

    # At the proxy (the Host header and path): exactly the permitted pages, each once; the
    # robots.txt of each of the 13 origins, once.
    asked = sorted(f"{hit.host}{hit.path}" for hit in proxy.hits if hit.path != "/robots.txt")
    assert asked == sorted([
        "site.test/private/a", "site.test/private/b", "example.test/private/a",
        "example.test:8081/private/a", "a.corp.test/private/a", "b.a.corp.test/private/a"])
    assert [hit.path for hit in proxy.hits].count("/robots.txt") == 13
    errors = crawler.spider.errors
    assert sorted(errors) == sorted([url for url, let in CASES.items() if not let] + also)
    for url in CASES:
        if not CASES[url]:
            assert type(errors[url]) is RobotsTxtForbidden
            assert "'Disallow: /private/'" in str(errors[url])
    assert "Crawl-delay or Request-rate of 30 s" in str(errors[also[0]])
    assert isinstance(errors[also[1]], UsageDisallowed)

    s = stats(crawler)
    assert {k: v for k, v in s.items() if k.startswith("rfc9309/permitted/")} == {
        "rfc9309/permitted/rule": 6,  # 4 listed above, the slow one, the train-ai one
        "rfc9309/permitted/forbidden": 1,
        "rfc9309/permitted/unreachable": 1,
    }
    assert {k: v for k, v in s.items() if k.startswith("rfc9309/denied/")} == {
        "rfc9309/denied/rule": 7, "rfc9309/denied/crawl_delay": 1}
    assert s["rfc9309/usage/denied/train-ai"] == 1

    # One INFO line per origin let through, the first time; one DEBUG line per request.
    said = [r for r in caplog.records if r.name == "scrapy_rfc9309.overrides.permitted"]
    infos = sorted(str(r.args["origin"]) for r in said  # type: ignore[call-overload,index]
                   if r.levelno == logging.INFO)
    assert infos == sorted([
        "http://a.corp.test", "http://b.a.corp.test", "http://example.test",
        "http://example.test:8081", "http://site.test", "http://slow.corp.test"])
    assert sum(r.levelno == logging.DEBUG for r in said) == 8


@pytest_twisted.ensureDeferred
async def test_an_empty_list_permits_nothing(farm):
    proxy = farm.add_virtual({"site.test": {"/robots.txt": DENY_PRIVATE}},
                             default=Page(b"page"))
    crawler = await crawl(settings={"RFC9309_PERMITTED": ""}, spider=ViaProxy,
                          urls=["http://site.test/private/a"], proxy=proxy.url)
    assert [hit.path for hit in proxy.hits] == ["/robots.txt"]
    assert not [key for key in stats(crawler) if key.startswith("rfc9309/permitted/")]


@pytest_twisted.ensureDeferred
async def test_a_bad_entry_stops_the_crawl_naming_it(farm):
    site = farm.add({"/robots.txt": DENY_PRIVATE, "/private/a": "a"})
    with pytest.raises(SettingError, match=r"\(entry '\*\.example\.com': no wildcards"):
        await crawl([f"{site.url}/private/a"],
                    {"RFC9309_PERMITTED": "example.com, *.example.com"})
    assert site.hits == []


# -- the list's reader -------------------------------------------------------------------------


def _covers(entries: list[str], url: str) -> bool:
    origin = Origin.from_url(url)
    assert origin is not None
    return parse_permitted(entries).covers(origin)


@pytest.mark.parametrize(("entry", "url", "covered"), [
    # An origin: its scheme, host and port; the default port folded either way.
    ("https://example.com", "https://example.com/x", True),
    ("https://example.com", "https://example.com:443/x", True),
    ("https://example.com:443/", "https://example.com/x", True),
    ("https://example.com", "http://example.com/x", False),
    ("https://example.com", "https://example.com:8443/x", False),
    ("https://example.com", "https://www.example.com/x", False),
    ("http://example.com:8080", "http://example.com:8080/x", True),
    ("http://example.com:8080", "http://example.com/x", False),
    ("HTTPS://EXAMPLE.com", "https://example.COM/", True),
    # A host: any scheme and port, that host alone.
    ("example.com", "http://example.com:8080/", True),
    ("example.com", "https://EXAMPLE.com/", True),
    ("example.com", "https://www.example.com/", False),
    ("example.com", "https://badexample.com/", False),
    ("example.com", "https://example.com.evil.test/", False),
    ("example.com", "https://example.co/", False),
    # A suffix: its subdomains, at any depth, never the bare host nor a look-alike.
    (".example.com", "https://www.example.com/", True),
    (".example.com", "http://a.b.example.com:81/", True),
    (".example.com", "https://example.com/", False),
    (".example.com", "https://badexample.com/", False),
    (".example.com", "https://www.badexample.com/", False),
    (".example.com", "https://example.com.evil.test/", False),
    # Addresses are hosts; a suffix is never matched against one.
    ("127.0.0.1", "http://127.0.0.1:8080/", True),
    ("[::1]", "http://[::1]:8080/", True),
    ("[::1]", "http://[::2]/", False),
    ("http://[::1]:8080", "http://[::1]:8080/", True),
    # IDNA: a Unicode entry is its punycode host, as Origin keys it.
    ("bücher.example", "http://xn--bcher-kva.example/", True),
    ("bücher.example", "http://BÜCHER.example/", True),
    (".bücher.example", "http://shop.bücher.example/", True),
])
def test_each_form_covers_what_it_names_and_nothing_else(entry, url, covered):
    assert _covers([entry], url) is covered


@pytest.mark.parametrize(("entry", "why"), [
    ("", "it is empty"),
    ("*.example.com", "no wildcards: write '.example.com'"),
    ("example.com/private", "a host entry is a host alone"),
    ("user@example.com", "a host entry is a host alone"),
    ("exa mple.com", "a host entry is a host alone"),
    ("example.com:8080", "a host entry has no port"),
    ("[::1]:8080", "a host entry has no port"),
    ("ftp://example.com", "an origin is http:// or https://"),
    ("https://user:pw@example.com", "no user name or password"),
    ("https://example.com/private", "without a path or query"),
    ("https://example.com?x", "without a path or query"),
    ("https://example.com:99999", "its port is not a number"),
    ("https://", "it names no host"),
    ("example.com.", "a trailing dot"),
    ("a..example.com", "an empty label"),
    (".com", "a whole top-level domain"),
    (".0.1", "not an address"),
    (".[::1]", "not an address"),
    ("[not-v6]", "not a host name or address"),
    ("https://[not-v6]", "not a host name or address"),
    ("[::1", "not a host name or address"),
    ("https://[::1", "not a host name or address"),
])
def test_a_bad_entry_is_an_error_naming_it(entry, why):
    with pytest.raises(ValueError, match=r"^entry ") as caught:
        parse_permitted(["example.org", entry])
    assert str(caught.value).startswith(f"entry {entry!r}: ")
    assert why in str(caught.value)


def test_an_entry_that_is_not_a_string_is_named():
    with pytest.raises(ValueError, match=r"^entry 5 is not a string$"):
        parse_permitted(["example.org", 5])


@pytest.mark.parametrize("given", [
    ["example.com", ".corp.test"], "example.com,.corp.test", " example.com , .corp.test ",
    '["example.com", ".corp.test"]',
])
def test_the_setting_takes_a_list_a_comma_string_or_json(given):
    settings = Settings()
    settings.set("RFC9309_PERMITTED", given, priority="cmdline")
    assert read_settings(settings, None).policy.permitted == ("example.com", ".corp.test")


def test_the_setting_names_the_bad_entry():
    with pytest.raises(SettingError) as caught:
        read_settings(Settings({"RFC9309_PERMITTED": ["example.com", "example.com/x"]}), None)
    line = str(caught.value)
    assert line.startswith("RFC9309_PERMITTED = ['example.com', 'example.com/x'] is not "
                           "allowed: it must be a list of origins")
    assert line.endswith("(entry 'example.com/x': a host entry is a host alone: no path, "
                         "query, user name, wildcard or space)")
