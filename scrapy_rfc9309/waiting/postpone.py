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
open while anything waits. When a crawl with JOBDIR is paused, whatever still waits is saved in
the job directory and scheduled again when the crawl resumes.
"""

from __future__ import annotations

import logging
import pickle
from pathlib import Path
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from scrapy import Request, Spider, signals
from scrapy.exceptions import DontCloseSpider, IgnoreRequest
from scrapy.utils.job import job_dir
from scrapy.utils.request import request_from_dict

from scrapy_rfc9309.compat import Timer, call_later

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
#: In JOBDIR: the requests still waiting when a paused crawl closed, scheduled on resume.
JOB_FILE = "rfc9309-waiting.pickle"


class Postponer:
    def __init__(self, crawler: Crawler, max_wait: float) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.max_wait = max_wait
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
        return sum(len(requests) for requests in waiting)

    def park(self, request: Request, origin: Origin) -> Request:
        """Keep ``request`` until release_parked(origin); return it from process_request."""
        self._parked.setdefault(origin, []).append(request)
        self._dropping.add(id(request))
        self.stats.inc_value("rfc9309/parked")
        return request

    def busy(self) -> bool:
        """Whether a request may come back from here (parked, postponed or released): until one
        does, a request with its robots.txt at hand need not be looked at."""
        return bool(self._dropping) or len(self._carried) > 0

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
                if not requests:
                    del waiting[origin]
        return True

    def release_parked(self, origin: Origin, record: RobotsRecord) -> None:
        """The origin's robots.txt fetch ended: its parked requests are checked again, against
        ``record`` itself: by the time they come back, a cache smaller than the number of
        origins waiting may have evicted it, and fetching it again would park them again."""
        for request in self._reschedule(self._parked.pop(origin, [])):
            self._carried[request] = record

    def carried(self, request: Request) -> RobotsRecord | None:
        """The record a released parked request was given, once."""
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
            self.crawler.engine.crawl(request)
        return again

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
        if self._parked or self._postponed:
            raise DontCloseSpider

    def _spider_opened(self, spider: Spider, **kwargs: Any) -> None:
        """Resuming a JOBDIR crawl: the requests that were waiting at the pause go back
        through the scheduler (with dont_filter: the dupefilter saw them before the pause)."""
        path = self._job_file()
        if path is None or not path.exists():
            return
        with path.open("rb") as f:
            saved: list[dict[str, Any]] = pickle.load(f)  # written by _save
        path.unlink()
        for data in saved:
            self.crawler.engine.crawl(request_from_dict(data, spider=spider))
        self.stats.inc_value("rfc9309/postponed/resumed", len(saved))

    def _spider_closed(self, spider: Spider, **kwargs: Any) -> None:
        for timer in self._timers.values():
            timer.cancel()
        waiting = [r for rs in (*self._parked.values(), *self._postponed.values()) for r in rs]
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

    def _save(self, waiting: list[Request], spider: Spider) -> int:
        """With JOBDIR, keep the waiting requests in the job directory for the resumed crawl
        (the scheduler has closed by now, and its dupefilter has seen them); returns how many
        were saved. Those with callbacks that cannot be serialized are lost, as in Scrapy's
        own disk queue."""
        path = self._job_file()
        if path is None or not waiting:
            return 0
        saved = []
        for request in waiting:
            try:
                data = request.replace(dont_filter=True).to_dict(spider=spider)
                pickle.dumps(data, protocol=4)
            except (ValueError, TypeError, AttributeError, pickle.PicklingError):
                continue
            saved.append(data)
        with path.open("wb") as f:
            pickle.dump(saved, f, protocol=4)
        self.stats.inc_value("rfc9309/postponed/saved", len(saved))
        logger.info(
            "%(count)d requests waiting for robots.txt saved in JOBDIR for the resumed crawl",
            {"count": len(saved)},
            extra={"spider": spider},
        )
        return len(saved)

    def _job_file(self) -> Path | None:
        directory = job_dir(self.crawler.settings)
        return Path(directory, JOB_FILE) if directory else None
