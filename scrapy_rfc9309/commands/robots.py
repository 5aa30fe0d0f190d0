"""``scrapy robots URL [URL ...]``: why a crawl would fetch or skip each URL.

It runs a real (tiny) crawl with the project's settings, so robots.txt is fetched the way the
project's spiders fetch it (proxies, headers, middlewares), and asks the crawl's own
RobotsTxtMiddleware for each verdict (the spider that asks is explain/probe.py's). Exit status:
0 when every URL is allowed, 1 when any is denied, 2 on a usage error or when no verdict could
be had. A malformed URL, an unknown ``--spider`` or a bad RFC9309_* value is one line on stderr
and exit status 2, before anything is fetched.

``scrapy robots --lint URL|FILE``: the lines of a robots.txt (of the URL's origin, fetched as a
page through the project's settings, or a local file) that a crawler would not read as meant
(explain/lint.py). Exit status 0 for a clean file, 1 when anything is found, 2 when the file
could not be had.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scrapy.commands import ScrapyCommand
from scrapy.downloadermiddlewares.robotstxt import RobotsTxtMiddleware as BuiltinRobotsTxt
from scrapy.exceptions import UsageError
from scrapy.utils.project import inside_project

from scrapy_rfc9309.addon import PRIORITY, Addon, component_key
from scrapy_rfc9309.explain.lint import Finding, as_json, lint
from scrapy_rfc9309.explain.lint import render as render_findings
from scrapy_rfc9309.explain.probe import RobotsFetch, RobotsProbe, probe_for, url_problem
from scrapy_rfc9309.explain.report import render
from scrapy_rfc9309.middleware import RobotsTxtMiddleware
from scrapy_rfc9309.settings import SettingError, read_settings

if TYPE_CHECKING:
    import argparse

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
            "URL is allowed, 1 when any is denied, 2 on errors. With --lint, list the lines "
            "of robots.txt (of the URLs' origins, or local files) a crawler would not read as "
            "meant: exit status 1 when any is found."
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
        parser.add_argument(
            "--lint", action="store_true",
            help="list the lines of robots.txt (of each URL's origin, or a local file) that a "
            "crawler would not read as meant; exit status 1 when any is found",
        )
        parser.add_argument(
            "--spider",
            dest="spider",
            metavar="NAME",
            help="decide as the project's spider NAME would: with its custom_settings and "
            "attributes (rfc9309_forbidden_policy, ...)",
        )

    def process_options(self, args: list[str], opts: argparse.Namespace) -> None:
        super().process_options(args, opts)
        assert self.settings is not None
        if opts.user_agent:
            self.settings.set("USER_AGENT", opts.user_agent, priority="cmdline")
            self.settings.set("ROBOTSTXT_USER_AGENT", opts.user_agent, priority="cmdline")
        self.note = _projects_own_reading(self.settings) if inside_project() else None
        self.settings.set("ROBOTSTXT_OBEY", True, priority="cmdline")
        # It decides and never waits: its log says "deny all" of an unreachable robots.txt,
        # not that requests are postponed.
        self.settings.set("RFC9309_POSTPONE_UNREACHABLE", False, priority="cmdline")
        if not _middleware_enabled(self.settings):
            self.settings.set_in_component_priority_dict("ADDONS", Addon, PRIORITY)

    def run(self, args: list[str], opts: argparse.Namespace) -> None:
        if not args:
            raise UsageError("give at least one URL")
        assert self.crawler_process is not None and self.settings is not None
        if opts.lint:
            self._lint(args, opts.json)
            return
        problem = next(filter(None, map(url_problem, args)), None)
        spidercls: type[RobotsProbe] = RobotsProbe
        if problem is None and opts.spider:
            try:
                spidercls = probe_for(self.crawler_process.spider_loader.load(opts.spider))
            except KeyError:
                known = ", ".join(self.crawler_process.spider_loader.list()) or "none here"
                problem = f"--spider {opts.spider}: no such spider (spiders: {known})"
        if problem is None:
            settings = self.settings.copy()
            spidercls.update_settings(settings)
            try:
                read_settings(settings, spidercls)
            except SettingError as exc:
                problem = str(exc)
        if problem is not None:
            print(f"scrapy robots: {problem}", file=sys.stderr)
            self.exitcode = 2
            return
        reports: list[dict[str, Any]] = []
        self.crawler_process.crawl(spidercls, urls=args, reports=reports)
        self.crawler_process.start()
        if self.crawler_process.bootstrap_failed or len(reports) != len(args):
            print("scrapy robots: no verdict (see the log above)", file=sys.stderr)
            self.exitcode = 2
            return
        if self.note:
            print(f"scrapy robots: {self.note}", file=sys.stderr)
        if opts.json:
            print(json.dumps(reports, indent=2))
        else:
            print("\n\n".join(render(report) for report in reports))
        self.exitcode = 0 if all(report["allowed"] for report in reports) else 1

    def _lint(self, targets: list[str], as_json_list: bool) -> None:
        """``--lint``: each target a local file, or a URL whose origin's robots.txt is
        fetched."""
        assert self.crawler_process is not None and self.settings is not None
        try:
            max_bytes = read_settings(self.settings, None).policy.max_bytes
        except SettingError as exc:
            self._fail(str(exc))
            return
        files = {t: Path(t) for t in targets if Path(t).is_file()}
        urls = [t for t in targets if t not in files]
        problem = next(filter(None, map(url_problem, urls)), None)
        if problem is not None:
            self._fail(f"{problem} (nor a file)")
            return
        fetched: dict[str, Any] = {}
        if urls:
            self.crawler_process.crawl(RobotsFetch, urls=urls, fetched=fetched)
            self.crawler_process.start()
        results: list[tuple[str, list[Finding]]] = []
        for target in targets:
            if target in files:
                results.append((target, lint(files[target].read_bytes(), max_bytes)))
                continue
            got = fetched.get(target)
            if got is None or "error" in got or got["status"] >= 500:
                why = "no answer" if got is None else got.get("error") or got["status"]
                self._fail(f"{target}: robots.txt could not be fetched ({why})")
                return
            if got["status"] >= 400:
                print(f"scrapy robots: {got['url']}: {got['status']}, no robots.txt: every "
                      "page allowed, nothing to lint", file=sys.stderr)
                results.append((got["url"], []))
                continue
            results.append(
                (got["url"], lint(got["body"], max_bytes, got["content_type"]))
            )
        if as_json_list:
            print(json.dumps([as_json(source, found) for source, found in results], indent=2))
        else:
            print("\n\n".join(render_findings(source, found) for source, found in results))
        self.exitcode = 1 if any(found for _, found in results) else 0

    def _fail(self, message: str) -> None:
        print(f"scrapy robots: {message}", file=sys.stderr)
        self.exitcode = 2


def _projects_own_reading(settings: BaseSettings) -> str | None:
    """What the project's own crawls do with robots.txt, when it is not what this command
    answers (this package's middleware, obeying): the answers would mislead without it."""
    if not settings.getbool("ROBOTSTXT_OBEY"):
        return (
            "this project's crawls do not obey robots.txt (ROBOTSTXT_OBEY is off); the answers "
            "are what scrapy_rfc9309 would decide"
        )
    if _middleware_enabled(settings):
        return None
    enabled = [
        key for key, value in settings.getwithbase("DOWNLOADER_MIDDLEWARES").items()
        if value is not None and component_key({key: value}, BuiltinRobotsTxt) is not None
    ]
    used = ", ".join(sorted(map(_name, enabled))) or "no robots.txt middleware"
    return (
        f"this project's crawls use {used}, not scrapy_rfc9309's RobotsTxtMiddleware; the "
        "answers are scrapy_rfc9309's and may differ from what those crawls do"
    )


def _name(component: object) -> str:
    return component if isinstance(component, str) else (
        f"{component.__module__}.{getattr(component, '__qualname__', component)}"
    )


def _middleware_enabled(settings: BaseSettings) -> bool:
    """Whether the project enables our middleware already, by the add-on or by hand."""
    addons = {k: v for k, v in settings.getdict("ADDONS").items() if v is not None}
    middlewares = {
        k: v for k, v in settings.getwithbase("DOWNLOADER_MIDDLEWARES").items() if v is not None
    }
    return (
        component_key(addons, Addon) is not None
        or component_key(middlewares, RobotsTxtMiddleware) is not None
    )
