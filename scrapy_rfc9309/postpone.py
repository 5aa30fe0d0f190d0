"""Postponer: with RFC9309_POSTPONE_UNREACHABLE, requests denied only because robots.txt is
unreachable wait outside Scrapy instead of failing, and are scheduled again when robots.txt
is due to be fetched again.

A held request occupies no concurrency slot and no scheduler place: the middleware returns it
from process_request, the engine hands it back to the scheduler, and this class drops it there
(request_scheduled raising IgnoreRequest drops a request silently). It keeps the spider open
while it holds anything, and gives up on a request after RFC9309_POSTPONE_MAX_WAIT seconds, when
the request is denied with RobotsTxtUnreachable after all.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from scrapy import Request, signals
from scrapy.exceptions import DontCloseSpider, IgnoreRequest
from scrapy.utils.asyncio import CallLaterResult, call_later

if TYPE_CHECKING:
    from scrapy.crawler import Crawler

    from scrapy_rfc9309.origin import Origin

logger = logging.getLogger(__name__)

#: request.meta key: when the request was first postponed (time.time()).
META_SINCE = "rfc9309_postponed_since"


class Postponer:
    def __init__(self, crawler: Crawler, max_wait: float) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.max_wait = max_wait
        self._held: dict[Origin, list[Request]] = {}
        self._timers: dict[Origin, CallLaterResult] = {}
        self._dropping: set[int] = set()
        crawler.signals.connect(self._request_scheduled, signal=signals.request_scheduled)
        crawler.signals.connect(self._spider_idle, signal=signals.spider_idle)
        crawler.signals.connect(self._spider_closed, signal=signals.spider_closed)

    def __len__(self) -> int:
        return sum(len(held) for held in self._held.values())

    def may_hold(self, request: Request, now: float) -> bool:
        """False once the request has waited RFC9309_POSTPONE_MAX_WAIT in all."""
        waited = now - request.meta.get(META_SINCE, now)
        if waited < self.max_wait:
            return True
        self.stats.inc_value("rfc9309/postponed/expired")
        return False

    def hold(self, request: Request, origin: Origin, until: float, now: float) -> Request:
        """Keep ``request`` until ``until`` (the origin's next robots.txt fetch); the returned
        request goes back to process_request's caller, which hands it to _request_scheduled."""
        request.meta.setdefault(META_SINCE, now)
        self._held.setdefault(origin, []).append(request)
        self._dropping.add(id(request))
        if origin not in self._timers:
            self._timers[origin] = call_later(max(0.0, until - now), self._release, origin)
        self.stats.inc_value("rfc9309/postponed/held")
        logger.debug(
            "Postponed %(request)s until robots.txt of %(origin)s can be fetched",
            {"request": request, "origin": origin},
            extra={"spider": self.crawler.spider},
        )
        return request

    def _request_scheduled(self, request: Request, **kwargs: Any) -> None:
        if id(request) in self._dropping:
            self._dropping.discard(id(request))
            raise IgnoreRequest("postponed until robots.txt can be fetched")

    def _release(self, origin: Origin) -> None:
        self._timers.pop(origin, None)
        held = self._held.pop(origin, [])
        self.stats.inc_value("rfc9309/postponed/released", len(held))
        for request in held:
            # Seen once by the dupefilter already; it must pass this time.
            self.crawler.engine.crawl(request.replace(dont_filter=True))

    def _spider_idle(self, **kwargs: Any) -> None:
        if self._held:
            raise DontCloseSpider

    def _spider_closed(self, **kwargs: Any) -> None:
        for timer in self._timers.values():
            timer.cancel()
        dropped = len(self)
        if dropped:
            self.stats.inc_value("rfc9309/postponed/dropped", dropped)
            logger.warning(
                "%(count)d postponed requests dropped: the spider closed while their "
                "robots.txt was unreachable",
                {"count": dropped},
                extra={"spider": self.crawler.spider},
            )
        self._held.clear()
        self._timers.clear()
