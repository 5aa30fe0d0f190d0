"""RFC9309_DRY_RUN: every request decided as usual, none blocked; what would have been is
recorded on the request and in the stats.

A request that would have been denied (by robots.txt, its Crawl-delay bound, a refused
RFC9309_USAGE_PURPOSES label) or dropped (RFC9309_OBEY_NOFOLLOW) goes on, carrying in
``meta["rfc9309_dry_run"]`` the verdict it would have had, counted
``rfc9309/dryrun/denied/<kind>`` (``rfc9309/dryrun/nofollow``) and logged at DEBUG (an
``over_budget`` verdict at WARNING, as its denial is). A request that carries the key already
is one an enforced crawl would not have sent (a retry, the target of a redirect, a request
given such a response's meta): it keeps the first verdict and is not counted again, so the
counts are those of an enforced crawl's denials.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scrapy import Request
    from scrapy.crawler import Crawler

logger = logging.getLogger(__name__)

#: The meta key of a request let through: ``{"allowed": False, "kind": ..., "reason": ...}``.
META_KEY = "rfc9309_dry_run"


def let_through(
    crawler: Crawler,
    request: Request,
    kind: str,
    reason: str,
    *,
    stat: str | None = None,
    shown: object = None,
    level: int = logging.DEBUG,
) -> None:
    """Record on ``request`` the denial (of ``kind``, for ``reason``) it would have had, count
    it (``stat``, else ``rfc9309/dryrun/denied/<kind>``) and log it (``shown``: the request as
    the log shows it)."""
    meta = request.meta
    if META_KEY in meta:
        return
    meta[META_KEY] = {"allowed": False, "kind": kind, "reason": reason}
    crawler.stats.inc_value(stat or f"rfc9309/dryrun/denied/{kind}")  # type: ignore[union-attr]
    logger.log(
        level,
        "Dry run: would forbid %(request)s: %(reason)s",
        {"request": request if shown is None else shown, "reason": reason},
        extra={"spider": crawler.spider},
    )


def announce(crawler: Crawler) -> None:
    """The start-up line: nobody should take a dry run for an obeying crawl."""
    logger.info(
        "RFC9309_DRY_RUN is on: robots.txt is fetched and every request decided as usual, "
        "but nothing is blocked; what would have been is in meta['%(key)s'] and the "
        "rfc9309/dryrun/* stats",
        {"key": META_KEY},
        extra={"spider": crawler.spider},
    )
