"""``scrapy robots URL [URL ...]``: why a crawl would fetch or skip each URL.

It runs a real (tiny) crawl with the project's settings, so robots.txt is fetched the way the
project's spiders fetch it (proxies, headers, middlewares), and asks the crawl's own
RobotsTxtMiddleware for each verdict. Exit status: 0 when every URL is allowed, 1 when any is
denied, 2 on a usage error or when no verdict could be had.
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any

from scrapy import Request, Spider
from scrapy.commands import ScrapyCommand
from scrapy.exceptions import UsageError
from scrapy.utils.defer import deferred_from_coro, maybe_deferred_to_future
from scrapy.utils.misc import load_object
from twisted.internet.defer import gatherResults

from scrapy_rfc9309.addon import PRIORITY, Addon
from scrapy_rfc9309.explain import explain, render
from scrapy_rfc9309.middleware import RobotsTxtMiddleware
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.running import find_middleware

if TYPE_CHECKING:
    import argparse
    from collections.abc import AsyncIterator

    from scrapy.settings import BaseSettings


class Command(ScrapyCommand):
    requires_project = False
    default_settings = {"LOG_LEVEL": "WARNING", "TELNETCONSOLE_ENABLED": False}

    def syntax(self) -> str:
        return "[options] <url> [<url> ...]"

    def short_desc(self) -> str:
        return "Explain what robots.txt says about URLs, as a crawl would see it"

    def long_desc(self) -> str:
        return (
            "Fetch robots.txt through Scrapy with the project's settings and say, per URL, "
            "whether a crawl may fetch it and why: the robots.txt read, the group and rule "
            "that decided, Crawl-delay, Request-rate and sitemaps. Exit status 0 when every "
            "URL is allowed, 1 when any is denied, 2 on errors."
        )

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        super().add_options(parser)
        parser.add_argument(
            "--user-agent",
            dest="user_agent",
            metavar="UA",
            help="send this User-Agent and decide for its product token "
            "(default: ROBOTSTXT_USER_AGENT, else USER_AGENT)",
        )
        parser.add_argument(
            "--json", action="store_true", help="print one JSON list, an object per URL"
        )

    def process_options(self, args: list[str], opts: argparse.Namespace) -> None:
        super().process_options(args, opts)
        assert self.settings is not None
        if opts.user_agent:
            self.settings.set("USER_AGENT", opts.user_agent, priority="cmdline")
            self.settings.set("ROBOTSTXT_USER_AGENT", opts.user_agent, priority="cmdline")
        self.settings.set("ROBOTSTXT_OBEY", True, priority="cmdline")
        if not _middleware_enabled(self.settings):
            self.settings.set_in_component_priority_dict("ADDONS", Addon, PRIORITY)

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        if not args:
            raise UsageError("give at least one URL")
        bad = [url for url in args if Origin.from_url(url) is None]
        if bad:
            raise UsageError(f"not an http(s) URL: {', '.join(bad)}", print_help=False)
        assert self.crawler_process is not None
        reports: list[dict[str, Any]] = []
        self.crawler_process.crawl(RobotsProbe, urls=args, reports=reports)
        self.crawler_process.start()
        if self.crawler_process.bootstrap_failed or len(reports) != len(args):
            print("scrapy robots: no verdict (see the log above)", file=sys.stderr)
            self.exitcode = 2
            return
        if opts.json:
            print(json.dumps(reports, indent=2))
        else:
            print("\n\n".join(render(report) for report in reports))
        self.exitcode = 0 if all(report["allowed"] for report in reports) else 1


class RobotsProbe(Spider):
    """Asks the crawl's RobotsTxtMiddleware about each URL and requests nothing itself."""

    name = "rfc9309_robots"

    def __init__(self, urls: list[str], reports: list[dict[str, Any]], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.urls = urls
        self.reports = reports

    async def start(self) -> AsyncIterator[Any]:
        middleware = find_middleware(self.crawler)
        if middleware is None:
            self.logger.error("RobotsTxtMiddleware of scrapy_rfc9309 is not enabled")
            return
        checks = [deferred_from_coro(self._explain(middleware, url)) for url in self.urls]
        reports = await maybe_deferred_to_future(gatherResults(checks, consumeErrors=True))
        self.reports.extend(reports)
        return
        yield  # an async generator that yields nothing

    @staticmethod
    async def _explain(middleware: RobotsTxtMiddleware, url: str) -> dict[str, Any]:
        request = Request(url)
        verdict = await middleware.check(request)
        origin = Origin.from_url(url)
        assert verdict is not None and origin is not None  # run() let only http(s) URLs in
        return explain(
            url, origin, middleware.token_for(request), verdict, middleware.sitemaps(origin)
        )


def _middleware_enabled(settings: BaseSettings) -> bool:
    """Whether the project enables our middleware already, by the add-on or by hand."""
    addons = settings.getdict("ADDONS")
    middlewares = settings.getwithbase("DOWNLOADER_MIDDLEWARES")
    return any(
        _is_subclass(key, Addon) for key, prio in addons.items() if prio is not None
    ) or any(
        _is_subclass(key, RobotsTxtMiddleware) for key, prio in middlewares.items()
        if prio is not None
    )


def _is_subclass(key: Any, cls: type) -> bool:
    obj = load_object(key)
    return isinstance(obj, type) and issubclass(obj, cls)
