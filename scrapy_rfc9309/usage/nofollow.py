"""NofollowMiddleware: RFC9309_OBEY_NOFOLLOW, a spider middleware the add-on installs.

What counts as "yielded from" a page: every ``Request`` in the output of the callback (and of
the spider middlewares between it and this one) for a response whose ``robots_tag``
annotation holds ``nofollow`` (``none`` adds it). Such requests are dropped, stat
``rfc9309/usage/nofollow_dropped``; items pass, and so does a request with
``meta["dont_obey_robotstxt"]``, the way out of robots.txt it already is. A response the
RobotsTxtMiddleware did not check has no annotation and loses nothing. In a dry run
(RFC9309_DRY_RUN) nothing is dropped: such a request goes on with the verdict in its meta,
counted ``rfc9309/dryrun/nofollow`` (overrides/dryrun.py).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from scrapy import Request
from scrapy.exceptions import NotConfigured

from scrapy_rfc9309.overrides.dryrun import let_through
from scrapy_rfc9309.settings import read_settings
from scrapy_rfc9309.usage.annotate import ROBOTS_TAG

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Iterable, Iterator

    from scrapy import Spider
    from scrapy.crawler import Crawler
    from scrapy.http import Response
    from typing_extensions import Self

logger = logging.getLogger(__name__)

#: Where the add-on puts it in SPIDER_MIDDLEWARES: next to the spider (the highest built-in,
#: DepthMiddleware, is 900), so a dropped request is not counted or filtered by the others.
PRIORITY = 950
STAT = "rfc9309/usage/nofollow_dropped"
DRY_RUN_STAT = "rfc9309/dryrun/nofollow"


class NofollowMiddleware:
    """Drops the requests a callback yields from a ``nofollow`` page."""

    def __init__(self, crawler: Crawler) -> None:
        if not crawler.settings.getbool("ROBOTSTXT_OBEY"):
            raise NotConfigured
        config = read_settings(crawler.settings, crawler.spider)
        if not config.usage.obey_nofollow:
            raise NotConfigured
        self.crawler = crawler
        self.dry_run = config.policy.dry_run

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    def process_spider_output(
        self, response: Response, result: Iterable[Any], spider: Spider | None = None
    ) -> Iterator[Any]:
        nofollow = _nofollow(response)
        for output in result:
            if nofollow and self._dropped(response, output):
                continue
            yield output

    async def process_spider_output_async(
        self, response: Response, result: AsyncIterator[Any], spider: Spider | None = None
    ) -> AsyncIterator[Any]:
        nofollow = _nofollow(response)
        async for output in result:
            if nofollow and self._dropped(response, output):
                continue
            yield output

    def _dropped(self, response: Response, output: Any) -> bool:
        if not isinstance(output, Request) or output.meta.get("dont_obey_robotstxt"):
            return False
        if self.dry_run:
            let_through(self.crawler, output, "nofollow", f"{response} says nofollow",
                        stat=DRY_RUN_STAT)
            return False
        self.crawler.stats.inc_value(STAT)  # type: ignore[union-attr]
        logger.debug(
            "Dropped %(request)s: %(page)s says nofollow",
            {"request": output, "page": response},
            extra={"spider": self.crawler.spider},
        )
        return True


def _nofollow(response: Response) -> bool:
    try:
        return "nofollow" in response.meta.get(ROBOTS_TAG, ())
    except AttributeError:  # a response made by hand, with no request
        return False
