"""RFC9309_PERMITTED acted on: robots.txt's denials of the listed origins are not enforced.

robots.txt is still fetched and each verdict computed; a denial at a listed origin (a rule,
over_budget, a 401/403 or an unreachable robots.txt) is counted ``rfc9309/permitted/<kind>``,
logged at DEBUG, and the request goes on, to Crawl-delay pacing and the usage preferences as
an allowed one does. One INFO line per origin says so the first time. Asked on the denial path
only; whether an origin is listed is kept per Origin, so a listed or unlisted origin costs one
dict lookup per denial. Scrapy glue for permitlist.py.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from scrapy_rfc9309.overrides.permitlist import parse_permitted

if TYPE_CHECKING:
    from scrapy import Request
    from scrapy.crawler import Crawler

    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.policy import Verdict

logger = logging.getLogger(__name__)

#: Origins whose answer is kept (or said) before a table starts over.
_MAX_ORIGINS = 100_000


class Permitted:
    """Lets through the requests robots.txt would deny at the origins RFC9309_PERMITTED
    lists."""

    def __init__(self, crawler: Crawler, entries: tuple[str, ...]) -> None:
        self.crawler = crawler
        self.permits = parse_permitted(entries)
        self._covered: dict[Origin, bool] = {}
        self._said: set[Origin] = set()

    def lets(
        self, request: Request, origin: Origin, verdict: Verdict, shown: object = None
    ) -> bool:
        """Whether ``request``, denied by ``verdict``, goes on: its origin is listed
        (``shown``: the request as the log shows it)."""
        covered = self._covered.get(origin)
        if covered is None:
            if len(self._covered) >= _MAX_ORIGINS:
                self._covered.clear()
            covered = self._covered[origin] = self.permits.covers(origin)
        if not covered:
            return False
        crawler = self.crawler
        crawler.stats.inc_value(f"rfc9309/permitted/{verdict.denial_kind}")  # type: ignore[union-attr]
        if origin not in self._said:
            if len(self._said) >= _MAX_ORIGINS:
                self._said.clear()
            self._said.add(origin)
            logger.info(
                "robots.txt of %(origin)s denied a request, but the site's owners allowed the "
                "crawl (RFC9309_PERMITTED): its denials there are counted, not enforced",
                {"origin": origin},
                extra={"spider": crawler.spider},
            )
        logger.debug(
            "Permitted by its owners (RFC9309_PERMITTED): %(request)s: robots.txt would "
            "forbid it: %(reason)s",
            {"request": request if shown is None else shown, "reason": verdict.reason},
            extra={"spider": crawler.spider},
        )
        return True
