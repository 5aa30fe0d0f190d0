"""StoreFaults: how a store reports trouble with its own data (a key or file it cannot read or
write), as opposed to an outage: a stat every time, a WARNING once per cause.

A fleet may meet the same foreign key, or a full disk, on every robots.txt fetch; one warning
per cause (later ones at DEBUG) keeps the log readable while the stat keeps the count.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scrapy.crawler import Crawler

logger = logging.getLogger(__name__)

#: Distinct causes warned about; past this, new causes are logged at DEBUG too.
MAX_CAUSES = 100


class StoreFaults:
    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self._seen: set[str] = set()

    def report(self, stat: str, cause: str, message: str, args: dict[str, Any]) -> None:
        """Count ``stat``; log ``message % args`` as a WARNING the first time ``cause`` is
        seen, at DEBUG after that."""
        assert self.crawler.stats is not None
        self.crawler.stats.inc_value(stat)
        first = cause not in self._seen and len(self._seen) < MAX_CAUSES
        if first:
            self._seen.add(cause)
        logger.log(
            logging.WARNING if first else logging.DEBUG,
            message + " (stat %(stat)s%(later)s)",
            {**args, "stat": stat, "later": "; more of these at DEBUG" if first else ""},
            extra={"spider": self.crawler.spider},
        )
