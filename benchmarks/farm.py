"""The benchmark site farm, in its own process so it never shares the crawler's CPU or GIL.

``python -m benchmarks.farm LAYOUT [--origins N] [--pages N] [--latency S] [--validators]``
serves on 127.0.0.1 with scrapy_rfc9309.testing and prints one JSON line: the URLs to crawl, how
many origins they span, how many of them robots.txt disallows, and the proxy URL (``virtual``
layout). Then it reads commands from stdin: ``hits`` prints (and resets) how many robots.txt and
page requests it served; ``conditions on`` / ``conditions off`` make robots.txt honour
conditional requests or ignore them; end of input stops it. Layouts:

* ``ports``: one site per port, each with a typical robots.txt, ``--pages`` pages per origin;
  with ``--latency``, every answer (robots.txt too) comes that many seconds late, as over a
  real network.
* ``big``: one site whose robots.txt is 500 KiB, ``--pages`` pages; ``big-allow``: the same
  file with an ``Allow: /`` line.
  With ``--validators`` robots.txt comes with an ``ETag`` and a ``Last-Modified`` (no
  Cache-Control, as a static file from nginx or Apache), and answers a matching
  ``If-None-Match`` with ``304 Not Modified`` while conditions are on; ``hits`` then also
  says how many robots.txt body bytes were sent and how many 304s.
* ``large``: one site with a typical robots.txt and ``--pages`` pages it allows, each a
  100 kB HTML page.
* ``virtual``: ``--origins`` hosts (s00001.farm.test ...) behind one port used as an HTTP proxy,
  each with a typical robots.txt and ``--pages`` pages; ``virtual-small``: the same, each
  host's robots.txt a small file of its own (about 110 bytes, 2 groups, 4 rules).

Each of ``ports``, ``virtual`` and ``virtual-small`` adds one URL that robots.txt disallows
(``/admin/``), so a crawl shows that the files were read.
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
import zlib
from typing import Any

from twisted.web.server import Request as TwistedRequest

from benchmarks.scenarios import (
    LARGE_PAGE_BODY,
    PAGE_BODY,
    big_pages,
    big_robots,
    small_robots,
    typical_pages,
    typical_robots,
)
from scrapy_rfc9309.testing import FarmSite, Page, SiteFarm

DENIED_PATH = "/admin/settings"
LAST_MODIFIED = "Mon, 30 Nov 2026 12:00:00 GMT"


class Conditional:
    """A robots.txt that a web server serves as a static file: with validators, and a 304
    to a request whose If-None-Match names its ETag (while ``honour``)."""

    #: What every Conditional served since the last ``hits``; and whether they honour
    #: conditions (a site that ignores them is today's behaviour: a full download each time).
    served = {"robots_bytes": 0, "not_modified": 0}
    honour = True

    def __init__(self, body: bytes, latency: float) -> None:
        self.body = body
        self.latency = latency
        self.headers = {"ETag": f'"{zlib.crc32(body):08x}"', "Last-Modified": LAST_MODIFIED}

    def __call__(self, request: TwistedRequest) -> Page:
        if Conditional.honour and request.getHeader("if-none-match") == self.headers["ETag"]:
            Conditional.served["not_modified"] += 1
            return Page(b"", 304, headers=self.headers, delay=self.latency)
        Conditional.served["robots_bytes"] += len(self.body)
        return Page(self.body, headers=self.headers, delay=self.latency)


def build(farm: SiteFarm, layout: str, origins: int, pages: int, latency: float = 0.0,
          validators: bool = False) -> dict[str, Any]:
    """Start the sites of ``layout`` and describe what to crawl."""
    page = Page(PAGE_BODY, content_type="text/html", delay=latency)
    if layout in ("big", "big-allow"):
        robots = big_robots(catch_all=layout == "big-allow")
        site = farm.add({"/robots.txt": Page(robots)}, default=page)
        paths, denied = big_pages(pages)
        return _plan([site.url + path for path in paths], 1, [site.url + p for p in denied])
    if layout == "large":
        site = farm.add({}, default=Page(LARGE_PAGE_BODY, content_type="text/html"))
        site.pages["/robots.txt"] = Page(typical_robots(site.url.split("//", 1)[1]))
        return _plan([site.url + path for path in typical_pages(pages)], 1, [])
    if layout == "ports":
        urls = []
        for i in range(origins):
            site = farm.add({}, default=page)
            host = site.url.split("//", 1)[1]
            body = typical_robots(host)
            site.pages["/robots.txt"] = (
                Conditional(body, latency) if validators else Page(body, delay=latency)
            )
            urls += [site.url + path for path in typical_pages(pages, seed=i)]
        denied = [farm.sites[0].url + DENIED_PATH]
        return _plan(urls + denied, origins, denied)
    if layout in ("virtual", "virtual-small"):
        hosts = [f"s{i:05d}.farm.test" for i in range(1, origins + 1)]
        site = farm.add_virtual(
            {host: {"/robots.txt": Page(small_robots(i) if layout == "virtual-small"
                                        else typical_robots(host))}
             for i, host in enumerate(hosts, 1)},
            default=page,
        )
        urls = [
            f"http://{host}{path}"
            for i, host in enumerate(hosts)
            for path in typical_pages(pages, seed=i)
        ]
        denied = [f"http://{hosts[0]}{DENIED_PATH}"]
        plan = _plan(urls + denied, origins, denied)
        plan["proxy"] = site.url
        return plan
    raise SystemExit(f"unknown layout {layout!r}")


def _plan(urls: list[str], origins: int, denied: list[str]) -> dict[str, Any]:
    return {"urls": urls, "origins": origins, "denied": denied, "proxy": None}


def take_hits(sites: list[FarmSite]) -> dict[str, int]:
    """Requests served since the last call, robots.txt apart from pages."""
    robots = pages = 0
    for site in sites:
        for hit in site.hits:
            if hit.path == "/robots.txt":
                robots += 1
            else:
                pages += 1
        site.hits.clear()
    return {"robots": robots, "pages": pages, **_take_served()}


def _take_served() -> dict[str, int]:
    served = dict(Conditional.served)
    Conditional.served.update(dict.fromkeys(served, 0))
    return served


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("layout", choices=("ports", "big", "big-allow", "large", "virtual",
                                           "virtual-small"))
    parser.add_argument("--origins", type=int, default=1)
    parser.add_argument("--pages", type=int, default=1)
    parser.add_argument("--latency", type=float, default=0.0)
    parser.add_argument("--validators", action="store_true")
    args = parser.parse_args(argv)

    from twisted.internet import reactor

    farm = SiteFarm()
    plan = build(farm, args.layout, args.origins, args.pages, args.latency, args.validators)
    print(json.dumps(plan), flush=True)

    def reply(line: str) -> None:
        if line == "hits":
            print(json.dumps(take_hits(farm.sites)), flush=True)
        elif line in ("conditions on", "conditions off"):
            Conditional.honour = line.endswith("on")
            print(json.dumps({"honour": Conditional.honour}), flush=True)

    def read_commands() -> None:
        for line in sys.stdin:
            reactor.callFromThread(reply, line.strip())
        reactor.callFromThread(reactor.stop)

    threading.Thread(target=read_commands, daemon=True).start()
    reactor.run()


if __name__ == "__main__":
    main()
