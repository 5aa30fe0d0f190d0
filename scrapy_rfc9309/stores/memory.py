"""LocalStore: the ``"memory"`` backend, this process alone; the JOBDIR store builds on it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scrapy import Request

    from scrapy_rfc9309.crawldelay.enforce import CrawlDelay
    from scrapy_rfc9309.fleet.store import Fetch, Fetched
    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.policy import RobotsRecord


class LocalStore:
    """Nothing shared: every fetch is this process's own, Crawl-delay floors go on its slots."""

    def __init__(self, crawl_delay: CrawlDelay | None) -> None:
        self.crawl_delay = crawl_delay

    async def fetch(self, origin: Origin, previous: RobotsRecord | None, fetch: Fetch) -> Fetched:
        return await fetch(previous)

    async def pace(
        self, request: Request, origin: Origin, record: RobotsRecord, token: str
    ) -> None:
        if self.crawl_delay is not None:
            self.crawl_delay.apply(request, origin, record, token)
