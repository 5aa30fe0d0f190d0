"""Postponer: requests that wait for robots.txt outside Scrapy's downloader.

Two kinds of wait, named as the settings name them:

* parked: the origin's robots.txt has been under way for RFC9309_PARK_AFTER seconds (1 by
  default). Released as soon as the fetch ends, so a slow or hung robots.txt holds the
  CONCURRENT_REQUESTS slots that other origins need for that long only.
* postponed: robots.txt is unreachable and no last good copy decides (RFC9309_POSTPONE_UNREACHABLE,
  on by default). Released when the origin's robots.txt is due to be fetched again. A request
  is never postponed to an attempt due more than RFC9309_POSTPONE_MAX_WAIT after it was first
  postponed: it fails with RobotsTxtUnreachable at once instead, rather than wait in vain.

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

What the log says of postponed requests: an INFO line when an origin's requests start waiting,
and one every REPORT_EVERY seconds while any wait (how many, for how many origins, when
robots.txt is tried next), so a crawl that seems idle says what it waits for. When the crawl
closes first (a pause, CLOSESPIDER_*), whatever still waits is kept in JOBDIR and scheduled
again when the crawl resumes; without JOBDIR it ends in its errback with RobotsTxtUnreachable,
never silently.
"""

from __future__ import annotations

import inspect
import logging
import time
from collections import deque
from pathlib import Path
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from scrapy import Request, Spider, signals
from scrapy.exceptions import DontCloseSpider, IgnoreRequest
from scrapy.utils.job import job_dir
from twisted.python.failure import Failure

from scrapy_rfc9309.compat import (
    Timer,
    active_requests,
    call_later,
    schedule_engine_loop,
    scheduler_pending,
)
from scrapy_rfc9309.exceptions import RobotsTxtUnreachable
from scrapy_rfc9309.ondemand import OnDemand
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.waiting.journal import JOURNAL_FILE, META_ENTRY, WaitJournal

if TYPE_CHECKING:
    from scrapy.crawler import Crawler

    from scrapy_rfc9309.records.record import RobotsRecord

logger = logging.getLogger(__name__)

#: request.meta key: when the request was first postponed as unreachable (time.time()).
META_SINCE = "rfc9309_postponed_since"
#: request.meta key: the request passed the scheduler (set at request_scheduled; it travels
#: with the request through disk queues, JOBDIR and scrapy-redis). Only such a request may be
#: parked or postponed by returning it: one sent by ``engine.download_async`` would be resent
#: at once.
META_SCHEDULED = "rfc9309_scheduled"
#: request.meta key: the request waited here (parked, postponed, or resumed from JOBDIR), and
#: released copies of it carry it too: only such a request is looked at by ``back`` when it
#: comes back, so that one that never waited costs the Postponer nothing.
META_WAITED = "rfc9309_waited"
#: Seconds between the INFO lines that say what is postponed, while anything is.
REPORT_EVERY = 60.0
#: Origins whose failed requests are remembered (Postponer._expired) before it starts over.
_MAX_EXPIRED = 10_000


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
        #: Per origin with postponed requests: the release, and when it is due (time.time()).
        self._timers: dict[Origin, tuple[Timer, float]] = {}
        self._report: Timer | None = None
        #: When the record each origin's requests were last failed under expires, until the
        #: origin's next fetch: their INFO line is said once per attempt.
        self._expired: dict[Origin, float] = {}
        self._dropping: set[int] = set()
        self._carried: WeakKeyDictionary[Request, RobotsRecord] = WeakKeyDictionary()
        #: META_SINCE of requests back from a release, while they are checked again: kept
        #: if they wait again, gone with them once they go on (a copy made of them later, a
        #: redirect, starts its own wait).
        self._since: WeakKeyDictionary[Request, float] = WeakKeyDictionary()
        # The mark is connected for the whole crawl: see _request_scheduled.
        crawler.signals.connect(self._request_scheduled, signal=signals.request_scheduled)
        self._watching = False
        if self._journal is not None:  # requests left by a previous run; the file closed
            crawler.signals.connect(self._spider_opened, signal=signals.spider_opened)
            self._watch()

    def _watch(self) -> None:
        """Keep the spider open while a request waits, and end what waits at shutdown:
        connected once something waits (or with JOBDIR), never for a crawl with no wait."""
        if not self._watching:
            self._watching = True
            self.crawler.signals.connect(self._spider_idle, signal=signals.spider_idle)
            self.crawler.signals.connect(self._spider_closed, signal=signals.spider_closed)

    def __len__(self) -> int:
        waiting = (*self._parked.values(), *self._postponed.values())
        return sum(len(requests) for requests in waiting) + len(self._ready)

    def park(self, request: Request, origin: Origin) -> Request:
        """Keep ``request`` until release_parked(origin); return it from process_request."""
        since = self._since.pop(request, None)
        if since is not None:  # the wait of an earlier outage goes on
            request.meta[META_SINCE] = since
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

    def back(self, request: Request, origin: Origin) -> RobotsRecord | None:
        """``request`` (META_WAITED) is back in process_request: struck off the JOBDIR
        journal, its META_SINCE kept aside (see ``_since``), and the record a released parked
        request was given, once (None: none given). One just parked or postponed that is
        back without having passed the scheduler loses its META_SCHEDULED (see
        ``_came_back``)."""
        meta = request.meta
        del meta[META_WAITED]
        if self._journal is not None and self._journal.live:
            self._journal.back(request)
        since = meta.pop(META_SINCE, None)
        if since is not None:
            self._since[request] = since
        if self._came_back(request, origin):
            meta.pop(META_SCHEDULED, None)
        if not self._carried:
            return None
        return self._carried.pop(request, None)

    def _came_back(self, request: Request, origin: Origin) -> bool:
        """True when ``request`` was just parked or postponed and is back without having passed
        the scheduler (it carried the meta key of one that had, copied, and was sent by
        ``engine.download_async``): it must not be returned again. It is no longer waiting
        here."""
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
        if self._expired:
            self._expired.pop(origin, None)
        parked = self._parked.pop(origin, None)
        if parked is None:  # the common case: nothing was parked
            return
        self._parked_count -= len(parked)
        for request in self._reschedule(parked):
            self._carried[request] = record

    def may_postpone(
        self, request: Request, origin: Origin, record: RobotsRecord, now: float
    ) -> bool:
        """Whether ``request`` may wait for the next attempt at robots.txt, when the origin's
        unreachable ``record`` expires: not when that is more than RFC9309_POSTPONE_MAX_WAIT
        after the request was first postponed (it fails now, rather than wait for nothing)."""
        since = request.meta.get(META_SINCE, self._since.get(request, now))
        if record.expires_at - since <= self.max_wait:
            return True
        self.stats.inc_value("rfc9309/postponed/expired")
        if self._expired.get(origin) != record.expires_at:  # said once per attempt and origin
            if len(self._expired) >= _MAX_EXPIRED:
                self._expired.clear()
            self._expired[origin] = record.expires_at
            logger.info(
                "Requests for %(origin)s no longer postponed: robots.txt still unreachable "
                "(%(reason)s) and its next attempt, in %(delay).0f s, is more than "
                "%(max_wait).0f s (RFC9309_POSTPONE_MAX_WAIT) after they began to wait; they "
                "fail with RobotsTxtUnreachable",
                {"origin": origin, "reason": record.reason,
                 "delay": max(0.0, record.expires_at - now), "max_wait": self.max_wait},
                extra={"spider": self.crawler.spider},
            )
        return False

    def postpone(
        self, request: Request, origin: Origin, record: RobotsRecord, now: float
    ) -> Request:
        """Keep ``request`` until the origin's unreachable ``record`` expires (its robots.txt
        is fetched again then); return it from process_request."""
        since = self._since.pop(request, None)
        first = since is None and META_SINCE not in request.meta
        request.meta.setdefault(META_SINCE, now if since is None else since)
        self._postponed.setdefault(origin, []).append(request)
        self._dropping.add(id(request))
        self._keep(request)
        self.stats.inc_value("rfc9309/postponed/held")
        if origin not in self._timers:
            delay = max(0.0, record.expires_at - now)
            timer = call_later(delay, self._release_postponed, origin)
            self._timers[origin] = (timer, record.expires_at)
            # Said once per outage; the next rounds show in the unreachable line of each
            # attempt and in the report every REPORT_EVERY seconds.
            logger.log(
                logging.INFO if first else logging.DEBUG,
                "Requests for %(origin)s postponed: robots.txt unreachable (%(reason)s); next "
                "attempt in %(delay).0f s; each waits at most %(max_wait).0f s "
                "(RFC9309_POSTPONE_MAX_WAIT)",
                {"origin": origin, "reason": record.reason, "delay": delay,
                 "max_wait": self.max_wait},
                extra={"spider": self.crawler.spider},
            )
        if self._report is None:
            self._report = call_later(REPORT_EVERY, self._report_postponed)
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

    def _report_postponed(self) -> None:
        """Say what is postponed, every REPORT_EVERY seconds while anything is."""
        self._report = None
        due = {origin: self._timers[origin][1] for origin in self._postponed
               if origin in self._timers}
        if not due:
            return
        origin = min(due, key=due.__getitem__)
        logger.info(
            "%(requests)s for %(origins)s postponed until robots.txt can be read; next "
            "attempt in %(delay).0f s (%(origin)s)",
            {"requests": _count(sum(map(len, self._postponed.values())), "request"),
             "origins": _count(len(self._postponed), "origin"),
             "delay": max(0.0, due[origin] - time.time()), "origin": origin},
            extra={"spider": self.crawler.spider},
        )
        self._report = call_later(REPORT_EVERY, self._report_postponed)

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
        self._watch()
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
        from one sent by ``engine.download_async`` nowhere else (both reach the downloader
        through the engine's same ``_download``), and the very first request of a crawl
        passed the scheduler before any record could be missing, so the mark cannot wait
        for a first wait. It costs one dispatch and one meta entry per scheduled request."""
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
        """Mark ``request`` as waiting (META_WAITED); with JOBDIR, write it to the journal."""
        request.meta[META_WAITED] = True
        self._watch()
        if self._journal is not None:
            self._journal.add(request, self.crawler.spider)

    def _spider_opened(self, spider: Spider, **kwargs: Any) -> None:
        """Resuming a JOBDIR crawl: the requests that were waiting when it stopped (paused or
        killed) go back through the scheduler, with dont_filter: the dupefilter saw them."""
        if self._journal is None:
            return
        resumed = self._journal.resume(spider)
        for request in resumed:
            request.meta[META_WAITED] = True
        self._release(resumed)
        if resumed:
            self.stats.inc_value("rfc9309/postponed/resumed", len(resumed))

    async def _spider_closed(self, spider: Spider, **kwargs: Any) -> None:
        """The crawl closed while requests wait (a pause, CLOSESPIDER_*, a signal): with
        JOBDIR they are saved for the resumed crawl, else they end in their errback."""
        for timer, _due in self._timers.values():
            timer.cancel()
        if self._report is not None:
            self._report.cancel()
        waiting = {
            "postponed": [(o, r) for o, rs in self._postponed.items() for r in rs],
            # Released but not yet scheduled: not checked again yet, as good as parked.
            "parked": [(o, r) for o, rs in self._parked.items() for r in rs]
            + [(o, r) for r in self._ready if (o := Origin.from_url(r.url)) is not None],
        }
        self._parked.clear()
        self._postponed.clear()
        self._timers.clear()
        self._parked_count = 0
        if self._ready:
            self._ready.clear()
            self._room.release()
        unsaved = self._save([r for pairs in waiting.values() for _, r in pairs], spider)
        ids = {id(r) for r in unsaved}
        for kind, pairs in waiting.items():
            ending = [(origin, r) for origin, r in pairs if id(r) in ids]
            if ending:
                await self._end(ending, kind)

    async def _end(self, waiting: list[tuple[Origin, Request]], kind: str) -> None:
        """Fail each request with RobotsTxtUnreachable in its errback, as a denial would.
        The crawl has closed: what an errback returns is discarded, and the log says so."""
        why = {"postponed": "still unreachable at shutdown",
               "parked": "not read before shutdown"}[kind]
        self.stats.inc_value(f"rfc9309/{kind}/shutdown", len(waiting))
        logger.warning(
            "%(requests)s still %(kind)s for robots.txt at shutdown: ended with "
            "RobotsTxtUnreachable",
            {"requests": _count(len(waiting), "request"), "kind": kind},
            extra={"spider": self.crawler.spider},
        )
        discarded = 0
        for origin, request in waiting:
            if request.errback is None:
                continue
            failure = Failure(
                RobotsTxtUnreachable(f"Forbidden by robots.txt: robots.txt of {origin} {why}")
            )
            failure.request = request  # type: ignore[attr-defined]  # as Scrapy's errbacks get it
            try:
                discarded += await _run(request.errback(failure))
            except Exception:
                logger.exception(
                    "Error in the errback of %(request)s", {"request": request},
                    extra={"spider": self.crawler.spider},
                )
        if discarded:
            logger.warning(
                "%(outputs)s of those errbacks discarded: the crawl had closed",
                {"outputs": _count(discarded, "item or request", "items or requests")},
                extra={"spider": self.crawler.spider},
            )

    def _save(self, waiting: list[Request], spider: Spider) -> list[Request]:
        """With JOBDIR, keep the waiting requests in the journal for the resumed crawl (the
        scheduler has closed by now, and its dupefilter has seen them); returns those not
        kept: all of them without JOBDIR, and those with callbacks that cannot be serialized
        (which Scrapy's own disk queue cannot keep either)."""
        if self._journal is None:
            return waiting
        saved = self._journal.close(waiting)
        if saved:
            self.stats.inc_value("rfc9309/postponed/saved", saved)
            logger.info(
                "%(requests)s waiting for robots.txt saved in JOBDIR for the resumed crawl",
                {"requests": _count(saved, "request")},
                extra={"spider": spider},
            )
        live = self._journal.live
        return [r for r in waiting if r.meta.get(META_ENTRY) not in live]


def scheduled(request: Request) -> bool:
    """Whether ``request`` may be parked or postponed by returning it: only if it came through
    the scheduler, which takes a returned request back. One sent by
    ``engine.download_async`` (FilesPipeline, ImagesPipeline, ...) never passed it."""
    return bool(request.meta.get(META_SCHEDULED))


def _count(number: int, one: str, many: str | None = None) -> str:
    """``1 request``, ``2 requests``: the log's counts in plain English."""
    return f"{number} {one if number == 1 else many or one + 's'}"


async def _run(output: Any) -> int:
    """Run an errback's output to its end (a coroutine, a generator, an async generator);
    returns how many items or requests it gave."""
    if inspect.isawaitable(output):
        output = await output
    if inspect.isasyncgen(output):
        return len([x async for x in output])
    if inspect.isgenerator(output) or isinstance(output, (list, tuple)):
        return len(list(output))
    return 0 if output is None else 1
