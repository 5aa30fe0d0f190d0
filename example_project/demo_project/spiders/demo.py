"""The demo spider: crawls a local site farm (or ``-a url=...``) and prints every verdict.

    scrapy crawl demo                          # the embedded farm on 127.0.0.1
    scrapy crawl demo -a url=https://example.com/ -a max_pages=20
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any
from urllib.parse import urlsplit

import scrapy
from scrapy.exceptions import IgnoreRequest
from scrapy.utils.defer import maybe_deferred_to_future

from scrapy_rfc9309.testing import Page, SiteFarm

ROBOTS = """\
# Everyone else stays out; demobot gets its own group (RFC 9309 2.2.1: only that one applies).
User-agent: *
Disallow: /

User-agent: demobot
Disallow: /private/
Allow: /private/press-kit
Disallow: /*.pdf$
Crawl-delay: 0.2
"""


def farm_sites(farm: SiteFarm) -> dict[str, str]:
    """Starts six sites, each showing one robots.txt situation; returns the URLs to visit,
    each with the situation of its site."""
    shop = farm.add({
        "/robots.txt": ROBOTS,
        "/": "home",
        "/private/press-kit": "kit",
        "/private/accounts": "secret",
        "/report.pdf": "pdf",
        "/report.pdf?download": "pdf",
        "/moved": Page(b"", 301, {"Location": "/private/accounts"}),
    })
    missing = farm.add({"/": "no robots.txt here: 404, everything allowed"})
    members = farm.add({"/robots.txt": Page(b"members only", 403), "/": "home"})
    # Down for an hour: its Retry-After is past RFC9309_POSTPONE_MAX_WAIT, so its pages are
    # denied at once rather than held (a briefer outage holds them until robots.txt is read).
    broken = farm.add({"/robots.txt": Page(b"<h1>503</h1>", 503, {"Retry-After": "3600"}),
                       "/": "home"})
    final = farm.add({"/robots-moved.txt": "User-agent: *\nDisallow: /drafts/\n"})
    moved = farm.add({
        "/robots.txt": Page(b"", 301, {"Location": f"{final.url}/robots-moved.txt"}),
        "/": "home", "/drafts/one": "draft",
    })
    paths = ["/", "/private/press-kit", "/private/accounts", "/report.pdf",
             "/report.pdf?download", "/moved"]
    return {
        **{shop.url + p: "rules" for p in paths},
        missing.url + "/": "no robots.txt (404)",
        members.url + "/": "robots.txt 403",
        broken.url + "/": "robots.txt 503",
        moved.url + "/": "robots.txt moved",
        moved.url + "/drafts/one": "robots.txt moved",
    }


class DemoSpider(scrapy.Spider):
    name = "demo"

    def __init__(self, url: str | None = None, max_pages: str = "20", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.url = url
        self.max_pages = int(max_pages)
        self.farm: SiteFarm | None = None
        self.verdicts: list[tuple[str, str, str]] = []
        self.sites: dict[str, str] = {}
        self.seen: set[str] = set()

    async def start(self) -> AsyncIterator[scrapy.Request]:
        if self.url:
            urls = [self.url]
        else:
            self.farm = SiteFarm()
            self.sites = farm_sites(self.farm)
            urls = list(self.sites)
        for url in urls:
            self.seen.add(url)
            yield self.visit(url)

    def visit(self, url: str) -> scrapy.Request:
        return scrapy.Request(url, callback=self.parse, errback=self.denied, dont_filter=True)

    def parse(self, response: scrapy.http.Response) -> Any:
        via = response.request.meta.get("redirect_urls")
        note = f"redirected from {via[0]}" if via else ""
        self.verdicts.append((response.url, f"fetched {response.status}", note))
        if not self.url or not isinstance(response, scrapy.http.TextResponse):
            return
        here = urlsplit(response.url).netloc
        for link in response.css("a::attr(href)").getall():
            url = response.urljoin(link).split("#")[0]
            if urlsplit(url).netloc == here and url not in self.seen:
                if len(self.seen) >= self.max_pages:
                    return
                self.seen.add(url)
                yield self.visit(url)

    def denied(self, failure: Any) -> None:
        verdict = "DENIED" if failure.check(IgnoreRequest) else "error"
        reason = str(failure.value)
        via = failure.request.meta.get("redirect_urls")
        if via:
            reason += f" (redirected from {via[0]})"
        self.verdicts.append((failure.request.url, verdict, reason))

    async def closed(self, reason: str) -> None:
        if self.farm is not None:
            await maybe_deferred_to_future(self.farm.stop())
        print(render_report(self.verdicts, self.sites, self.crawler.stats.get_stats()))


def render_report(
    verdicts: list[tuple[str, str, str]], sites: dict[str, str], stats: dict[str, Any]
) -> str:
    """The table of every URL's verdict and reason, then the robots.txt stats."""
    origins = {urlsplit(url).netloc: site for url, site in sites.items()}
    width = max((len(url) for url, _, _ in verdicts), default=3)
    lines = ["", f"{'SITE':<20}  {'URL':<{width}}  {'VERDICT':<11}  REASON", "-" * (width + 80)]
    rows = sorted((origins.get(urlsplit(url).netloc, ""), url, *rest) for url, *rest in verdicts)
    for site, url, verdict, reason in rows:
        lines.append(f"{site:<20}  {url:<{width}}  {verdict:<11}  {reason}")
    lines += ["", "robots.txt stats:"]
    for key in sorted(stats):
        if key.startswith(("robotstxt/", "rfc9309/")):
            lines.append(f"  {key:<48} {stats[key]}")
    return "\n".join(lines)
