"""RobotsStore: what stands behind the middleware's own cache when an origin's record is missing
or expired, and who paces requests by Crawl-delay.

``RFC9309_CACHE_BACKEND`` picks one (backend.py): ``"memory"`` (the default; this process alone:
it fetches robots.txt itself and puts Crawl-delay floors on its download slots; memory.py),
``"jobdir"`` (the same, with records kept in JOBDIR across pause and resume; jobstore.py) or
``"redis"`` (a fleet of processes shares records and paces each origin together;
redisstore.py). The middleware keeps its in-memory RobotsCache in front of either, and its
one-fetch-per-origin dedupe within the process.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from scrapy import Request
    from scrapy.http import Response

    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.policy import RobotsRecord

Fetched = tuple["RobotsRecord", "Response | None"]
#: Fetches robots.txt given the previous record (for failure counts and the last good copy).
Fetch = Callable[["RobotsRecord | None"], Awaitable[Fetched]]


class RobotsStore(Protocol):
    async def fetch(self, origin: Origin, previous: RobotsRecord | None, fetch: Fetch) -> Fetched:
        """The fresh record of ``origin``: from the store, or by calling ``fetch``. The
        response is None unless this process fetched robots.txt itself."""
        ...

    async def pace(
        self, request: Request, origin: Origin, record: RobotsRecord, token: str
    ) -> None:
        """Called for each allowed request with RFC9309_CRAWL_DELAY on; returns when the
        request may go to the downloader."""
        ...
