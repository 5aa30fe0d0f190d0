"""Postponer: requests that wait for robots.txt outside Scrapy's downloader.

Two kinds of wait, named as the settings name them:

* parked: the origin's robots.txt has been under way for RFC9309_PARK_AFTER seconds (1 by
  default). Released as soon as the fetch ends, so a slow or hung robots.txt holds the
  CONCURRENT_REQUESTS slots that other origins need for that long only.
* postponed: robots.txt is unreachable and RFC9309_POSTPONE_UNREACHABLE is on. Released when the
  origin's robots.txt is due to be fetched again; after RFC9309_POSTPONE_MAX_WAIT in all the
  request is denied with RobotsTxtUnreachable after all.

A waiting request occupies no concurrency slot and no scheduler place: the middleware returns
it from process_request, the engine hands it back to the scheduler, and this class drops it
there (request_scheduled raising IgnoreRequest drops a request silently). Released requests go
back through the scheduler (with dont_filter, as the dupefilter has seen them). The spider stays
open while anything waits. With JOBDIR, every waiting request is also written to the job
directory as it starts to wait (journal.py), so that a crawl paused, or killed, schedules it
again when it resumes.

At most ``max_parked`` requests are parked (or released and not yet scheduled) at a time:
beyond that, one whose patience ran out waits on where it is (its slot lent, or held), so that
waiting holds the engine back instead of letting it drain the start requests into memory.
Released requests go to an empty scheduler only as the engine finds it empty with room to
spare: scheduled at once, they would hold back the start requests the engine keeps taking,
which would wait in the scheduler (where a kill loses them) instead of being sent.
"""

from __future__ import annotations

import logging
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from scrapy import Request, Spider, signals
from scrapy.exceptions import DontCloseSpider, IgnoreRequest
from scrapy.utils.job import job_dir

from scrapy_rfc9309.compat import (
    Timer,
    active_requests,
    call_later,
    schedule_engine_loop,
    scheduler_pending,
)
from scrapy_rfc9309.ondemand import OnDemand
from scrapy_rfc9309.waiting.journal import JOURNAL_FILE, WaitJournal

if TYPE_CHECKING:
    from scrapy.crawler import Crawler

    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.records.record import RobotsRecord

logger = logging.getLogger(__name__)

#: request.meta key: when the request was first postponed as unreachable (time.time()).
META_SINCE = "rfc9309_postponed_since"
#: request.meta key: the request passed the scheduler (set at request_scheduled; it travels
#: with the request through disk queues, JOBDIR and scrapy-redis). Only such a request may be
#: parked or postponed by returning it: one sent by ``engine.download_async`` would be resent
#: at once.
META_SCHEDULED = "rfc9309_scheduled"


class Postponer:
    def __init__(self, crawler: Crawler, max_wait: float, max_parked: int) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.max_wait = max_wait
        self.max_parked = max_parked
        self._parked_count = 0
        directory = job_dir(crawler.settings)
        self._journal = WaitJournal(Path(directory, JOURNAL_FILE)) if directory else None
        self._ready: deque[Request] = deque()  # released, not yet scheduled
        self._room = OnDemand(crawler, ((self._scheduler_empty, signals.scheduler_empty),))
        self._parked: dict[Origin, list[Request]] = {}
        self._postponed: dict[Origin, list[Request]] = {}
        self._timers: dict[Origin, Timer] = {}
        self._dropping: set[int] = set()
        self._carried: WeakKeyDictionary[Request, RobotsRecord] = WeakKeyDictionary()
        crawler.signals.connect(self._request_scheduled, signal=signals.request_scheduled)
        crawler.signals.connect(self._spider_idle, signal=signals.spider_idle)
        crawler.signals.connect(self._spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(self._spider_closed, signal=signals.spider_closed)

    def __len__(self) -> int:
        waiting = (*self._parked.values(), *self._postponed.values())
        return sum(len(requests) for requests in waiting) + len(self._ready)

    def park(self, request: Request, origin: Origin) -> Request:
        """Keep ``request`` until release_parked(origin); return it from process_request."""
        self._parked.setdefault(origin, []).append(request)
        self._parked_count += 1
        self._dropping.add(id(request))
        self._keep(request)
        self.stats.inc_value("rfc9309/parked")
        return request

    def holds(self) -> bool:
        """Whether a request is parked, postponed, or released and not yet scheduled."""
        return bool(self._parked or self._postponed or self._ready)

    def may_park(self) -> bool:
        """Whether a request may be parked now: fewer than ``max_parked`` are."""
        return self._parked_count + len(self._ready) < self.max_parked

    def busy(self) -> bool:
        """Whether a request may come back from here (parked, postponed or released): until one
        does, a request with its robots.txt at hand need not be looked at."""
        return (
            bool(self._dropping)
            or len(self._carried) > 0
            or (self._journal is not None and bool(self._journal.live))
        )

    def may_return(self, request: Request, origin: Origin) -> bool:
        """Whether ``request`` may be parked or postponed by returning it: only if it came through
        the scheduler, which takes a returned request back. One sent by
        ``engine.download_async`` (FilesPipeline, ImagesPipeline, ...) never passed it."""
        return bool(request.meta.get(META_SCHEDULED)) and not self._came_back(request, origin)

    def _came_back(self, request: Request, origin: Origin) -> bool:
        """True when ``request`` was just parked or postponed and is back without having passed
        the scheduler (it carried the meta key of one that had, copied): it must not be
        returned again. It is no longer waiting here."""
        if not self._dropping or id(request) not in self._dropping:
            return False
        self._dropping.discard(id(request))
        for waiting in (self._parked, self._postponed):
            requests = waiting.get(origin)
            if requests is not None and request in requests:
                requests.remove(request)
                if waiting is self._parked:
                    self._parked_count -= 1
                if not requests:
                    del waiting[origin]
        return True

    def release_parked(self, origin: Origin, record: RobotsRecord) -> None:
        """The origin's robots.txt fetch ended: its parked requests are checked again, against
        ``record`` itself: by the time they come back, a cache smaller than the number of
        origins waiting may have evicted it, and fetching it again would park them again."""
        parked = self._parked.pop(origin, [])
        self._parked_count -= len(parked)
        for request in self._reschedule(parked):
            self._carried[request] = record

    def carried(self, request: Request) -> RobotsRecord | None:
        """The record a released parked request was given, once. A request back from waiting
        is struck off the JOBDIR journal here too: it no longer waits."""
        if self._journal is not None and self._journal.live:
            self._journal.back(request)
        if not self._carried:
            return None
        return self._carried.pop(request, None)

    def may_postpone(self, request: Request, now: float) -> bool:
        """False once the request has waited RFC9309_POSTPONE_MAX_WAIT in all."""
        waited = now - request.meta.get(META_SINCE, now)
        if waited < self.max_wait:
            return True
        self.stats.inc_value("rfc9309/postponed/expired")
        return False

    def postpone(self, request: Request, origin: Origin, until: float, now: float) -> Request:
        """Keep ``request`` until ``until`` (the origin's next robots.txt fetch); return it
        from process_request."""
        request.meta.setdefault(META_SINCE, now)
        self._postponed.setdefault(origin, []).append(request)
        self._dropping.add(id(request))
        self._keep(request)
        if origin not in self._timers:
            self._timers[origin] = call_later(
                max(0.0, until - now), self._release_postponed, origin
            )
        self.stats.inc_value("rfc9309/postponed/held")
        logger.debug(
            "Postponed %(request)s until robots.txt of %(origin)s can be fetched",
            {"request": request, "origin": origin},
            extra={"spider": self.crawler.spider},
        )
        return request

    def _release_postponed(self, origin: Origin) -> None:
        self._timers.pop(origin, None)
        postponed = self._postponed.pop(origin, [])
        self.stats.inc_value("rfc9309/postponed/released", len(postponed))
        self._reschedule(postponed)

    def _reschedule(self, requests: list[Request]) -> list[Request]:
        again = []
        for request in requests:
            # The dupefilter saw it once already; it must pass this time.
            request = request.replace(dont_filter=True)
            again.append(request)
        self._release(again)
        return again

    def _release(self, requests: list[Request]) -> None:
        """Schedule ``requests`` at once if the scheduler has requests waiting anyway; else
        when the engine finds it empty with room to spare (scheduler_empty)."""
        if not requests:
            return
        if not self._ready:
            self._room.acquire()
        self._ready.extend(requests)
        if scheduler_pending(self.crawler):
            self._schedule_ready(len(self._ready))
        else:
            schedule_engine_loop(self.crawler)

    def _scheduler_empty(self, **kwargs: Any) -> None:
        """The engine has room and nothing to send: as many released requests as it has
        room for."""
        active = active_requests(self.crawler)
        total = self.crawler.engine.downloader.total_concurrency
        self._schedule_ready(
            len(self._ready) if active is None else max(1, total - len(active))
        )

    def _schedule_ready(self, count: int) -> None:
        if not self._ready:  # scheduler_empty until the handler is disconnected
            return
        for _ in range(min(count, len(self._ready))):
            self.crawler.engine.crawl(self._ready.popleft())
        if not self._ready:
            self._room.release()

    def _request_scheduled(self, request: Request, **kwargs: Any) -> None:
        """Connected for the whole crawl, unlike the handlers of ondemand.py: a request may
        meet an origin whose record expired or was evicted long after it was scheduled, and
        only this mark says then that it may be returned; Scrapy tells a scheduled request
        from one sent by ``engine.download_async`` nowhere else. It costs one dispatch and
        one meta entry per scheduled request."""
        request.meta[META_SCHEDULED] = True
        if id(request) in self._dropping:
            self._dropping.discard(id(request))
            raise IgnoreRequest("waiting for robots.txt")

    def _spider_idle(self, **kwargs: Any) -> None:
        if self._ready:
            self._schedule_ready(len(self._ready))
            raise DontCloseSpider
        if self._parked or self._postponed:
            raise DontCloseSpider

    def _keep(self, request: Request) -> None:
        """With JOBDIR, write ``request`` to the journal as it starts to wait."""
        if self._journal is not None:
            self._journal.add(request, self.crawler.spider)

    def _spider_opened(self, spider: Spider, **kwargs: Any) -> None:
        """Resuming a JOBDIR crawl: the requests that were waiting when it stopped (paused or
        killed) go back through the scheduler, with dont_filter: the dupefilter saw them."""
        if self._journal is None:
            return
        resumed = self._journal.resume(spider)
        self._release(resumed)
        if resumed:
            self.stats.inc_value("rfc9309/postponed/resumed", len(resumed))

    def _spider_closed(self, spider: Spider, **kwargs: Any) -> None:
        for timer in self._timers.values():
            timer.cancel()
        waiting = [r for rs in (*self._parked.values(), *self._postponed.values()) for r in rs]
        waiting += self._ready
        saved = self._save(waiting, spider)
        dropped = len(waiting) - saved
        if dropped:
            self.stats.inc_value("rfc9309/postponed/dropped", dropped)
            logger.warning(
                "%(count)d requests waiting for robots.txt dropped: the spider closed first",
                {"count": dropped},
                extra={"spider": self.crawler.spider},
            )
        self._parked.clear()
        self._postponed.clear()
        self._timers.clear()
        self._parked_count = 0
        if self._ready:
            self._ready.clear()
            self._room.release()

    def _save(self, waiting: list[Request], spider: Spider) -> int:
        """With JOBDIR, keep the waiting requests in the journal for the resumed crawl (the
        scheduler has closed by now, and its dupefilter has seen them); returns how many were
        kept. Those with callbacks that cannot be serialized are lost, as in Scrapy's own disk
        queue."""
        if self._journal is None:
            return 0
        saved = self._journal.close(waiting)
        if saved:
            self.stats.inc_value("rfc9309/postponed/saved", saved)
            logger.info(
                "%(count)d requests waiting for robots.txt saved in JOBDIR for the resumed crawl",
                {"count": saved},
                extra={"spider": spider},
            )
        return saved
