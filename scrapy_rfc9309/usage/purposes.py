"""RFC9309_USAGE_PURPOSES acted on, and the robots.txt Content-Usage rules of an origin, for
the request check (RobotsTxtMiddleware, before a request is sent) and the annotations
(annotate.py). Scrapy glue for robotsrules.py.

``RobotsUsage`` compiles an origin's Content-Usage rules once per product token (again when
its robots.txt changes) and keeps only files that have some: a crawl of sites without any
keeps and compiles nothing. RobotsTxtMiddleware holds the one RobotsUsage of a crawl, which
both the request check and the annotations read. ``PurposeCheck`` stops a request whose
robots.txt rule says ``n`` to a listed purpose; ``refuse`` raises UsageDisallowed with a stat
and a DEBUG line naming where the ``n`` was read (in a dry run, it records that on the
request and returns).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from scrapy_rfc9309.exceptions import UsageDisallowed
from scrapy_rfc9309.overrides.dryrun import let_through
from scrapy_rfc9309.usage.preferences import parse_statement
from scrapy_rfc9309.usage.robotsrules import (
    UsageIndex,
    UsageVerdict,
    rule_text,
)

if TYPE_CHECKING:
    from scrapy import Request
    from scrapy.crawler import Crawler

    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.robotstxt import RobotsTxt

logger = logging.getLogger(__name__)

#: What a file without a Content-Usage rule for the URL says (shared: compare with ``is``).
NOTHING = UsageVerdict({})
#: Origin and token pairs whose compiled Content-Usage rules are kept before the table starts
#: over (a crawl of more such origins compiles some twice). Each entry holds its robots.txt,
#: maybe one RobotsCache has evicted: the bound keeps that memory small.
MAX_INDEXES = 10_000


class RobotsUsage:
    """The robots.txt Content-Usage preferences of URLs, the rules compiled once per origin
    and token."""

    def __init__(self) -> None:
        self._indexes: dict[tuple[Origin, str], tuple[RobotsTxt, UsageIndex]] = {}

    def of(self, rules: RobotsTxt | None, origin: Origin, url: str, token: str) -> UsageVerdict:
        """What the origin's robots.txt says may be done with ``url``, a URL crawled; NOTHING,
        with nothing done or kept, for a file without any Content-Usage rule. A URL its
        groups disallow gets its rule too: it is crawled only when let through (its owners'
        permission, a dry run), and then the owner's word on its use still holds."""
        if rules is None:
            return NOTHING
        key = (origin, token)
        cached = self._indexes.get(key)
        if cached is None or cached[0] is not rules:
            found = rules.content_usage(token)  # () at once for a file without any
            if not found:
                return NOTHING  # nothing kept: the cache holds only files that have rules
            if len(self._indexes) >= MAX_INDEXES:
                self._indexes.clear()
            cached = self._indexes[key] = (rules, UsageIndex.build(found))
        return cached[1].lookup(url)


class PurposeCheck:
    """Stops, before it is sent, a request whose robots.txt Content-Usage rule says ``n`` to
    one of RFC9309_USAGE_PURPOSES."""

    def __init__(
        self,
        crawler: Crawler,
        purposes: tuple[str, ...],
        robots_usage: RobotsUsage,
        dry_run: bool = False,
    ) -> None:
        """``robots_usage``: the RobotsTxtMiddleware's, which UsageMiddleware reads too."""
        self.crawler = crawler
        self.purposes = purposes
        self.dry_run = dry_run
        self.robots_usage = robots_usage

    def check_request(
        self, request: Request, rules: RobotsTxt | None, origin: Origin, token: str
    ) -> None:
        """Raise UsageDisallowed when robots.txt says ``n`` to a listed purpose for the URL."""
        usage = self.robots_usage.of(rules, origin, request.url, token)
        if usage.restrictive:  # a rule past the bounds may say ``n``: it is read so
            for cause in usage.malformed:
                self.crawler.stats.inc_value(  # type: ignore[union-attr]
                    f"rfc9309/usage/overflow/content_usage/{cause}"
                )
            refuse(self.crawler, request, self.purposes[0], past_bounds(usage), self.dry_run)
            return
        for label in self.purposes:
            if usage.preferences.get(label) is False:
                refuse(self.crawler, request, label, rules_named(usage, label), self.dry_run)
                return


def refuse(
    crawler: Crawler, request: Request, label: str, where: str, dry_run: bool = False
) -> None:
    """Raise UsageDisallowed for ``label``, read as ``n`` ``where``; in a dry run, let the
    request through with that verdict (``usage/<label>``)."""
    if dry_run:
        let_through(crawler, request, f"usage/{label}", f"Usage {label}=n: {where}")
        return
    crawler.stats.inc_value(f"rfc9309/usage/denied/{label}")  # type: ignore[union-attr]
    message = f"Usage {label}=n: {where}"
    logger.debug(
        "Usage disallowed: %(request)s: %(message)s",
        {"request": request, "message": message},
        extra={"spider": crawler.spider},
    )
    raise UsageDisallowed(message, label)


def rules_named(usage: UsageVerdict, label: str) -> str:
    """The robots.txt rules that said ``n`` to ``label``, with their lines."""
    said = [
        rule_text(rule)
        for rule in usage.rules
        if parse_statement(rule.preferences).as_dict().get(label) is False
    ]
    return "robots.txt rule " + ", ".join(said)


def past_bounds(usage: UsageVerdict) -> str:
    """Where a restrictive verdict (``UsageVerdict.restrictive``) was read as ``n``."""
    if usage.rules:
        return "robots.txt " + ", ".join(rule_text(rule) for rule in usage.rules)
    return "robots.txt Content-Usage rules past the work budget (" + ", ".join(
        usage.malformed) + ")"
