"""WaitingRoom: the one entry point to waiting, for the middleware.

The middleware comes here only when a request's record is not at hand, when a request that
waited comes back (META_WAITED), and when the decision says it may be postponed: a request
whose origin's record is cached and that never waited costs nothing here. Behind it: the
record fetched or read from the store (records/service.py), the request's download slot lent
meanwhile (slots.py), parked once RFC9309_PARK_AFTER ran out or postponed while robots.txt is
unreachable (postpone.py).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from scrapy_rfc9309.waiting.postpone import Postponer, scheduled
from scrapy_rfc9309.waiting.slots import SlotLender

if TYPE_CHECKING:
    from collections.abc import Callable

    from scrapy import Request
    from scrapy.crawler import Crawler

    from scrapy_rfc9309.config import RobotsPolicy
    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.records.record import RobotsRecord
    from scrapy_rfc9309.records.service import Records

#: Requests that may wait for robots.txt with their concurrency slot lent, per
#: CONCURRENT_REQUESTS: enough for every slot to be a robots.txt download with three requests
#: waiting on it. A waiting request costs a few suspended coroutines; beyond this, requests
#: are parked.
_LENT_PER_SLOT = 4
#: Requests that may be parked at a time, per CONCURRENT_REQUESTS: room for many slow origins'
#: requests (a fleet worker may take most of those of a slow origin). Beyond this, a request
#: whose robots.txt is slow waits on where it is (postpone.py).
_PARKED_PER_SLOT = 16


class WaitingRoom:
    """``count``: the middleware's batched stats (``Tally.add``)."""

    def __init__(
        self,
        crawler: Crawler,
        policy: RobotsPolicy,
        records: Records,
        count: Callable[[str], None],
    ) -> None:
        self.stats = crawler.stats
        self.policy = policy
        self.records = records
        self.count = count
        slots = max(1, crawler.settings.getint("CONCURRENT_REQUESTS"))
        self.postponer = Postponer(crawler, policy.postpone_max_wait, _PARKED_PER_SLOT * slots)
        self.slots = SlotLender(crawler, _LENT_PER_SLOT * slots)

    def back(self, request: Request, origin: Origin) -> RobotsRecord | None:
        """A request that waited is back (META_WAITED): the record it was released with, if
        any (postpone.py's ``back``)."""
        return self.postponer.back(request, origin)

    async def record_for(self, request: Request, origin: Origin) -> RobotsRecord | None:
        """The origin's record, fetched or read from the store, ``request`` waiting for it
        with its slot lent (slots.py); None when it was parked instead (the middleware
        returns it)."""
        returnable = scheduled(request)
        if not returnable:
            self.count("rfc9309/unscheduled")
        patience = self.policy.park_after if returnable else None
        waiting = self._wait(origin, request, patience)
        # Beyond the limit a request waits in its slot: that holds the engine back instead of
        # letting it drain the scheduler into parked requests.
        if self.slots.can_lend(request):
            record = await self.slots.lend(request, waiting)
        else:
            record = await waiting
        if record is None:  # robots.txt is slow: wait outside the downloader
            self.postponer.park(request, origin)
        return record

    async def _wait(
        self, origin: Origin, request: Request, patience: float | None
    ) -> RobotsRecord | None:
        """The origin's record; None once ``patience`` ran out, to park the request. While
        parking is full, the request waits on where it is (its slot lent, or held): the
        engine sends nothing more in its place, rather than drain the scheduler into parked
        requests as fast as they park."""
        record = await self.records.get(origin, request, patience)
        if record is None and not self.postponer.may_park():
            self.stats.inc_value("rfc9309/parked/full")
            record = await self.records.get(origin, request)
        return record

    def postpone(self, request: Request, origin: Origin, record: RobotsRecord) -> bool:
        """Postpone ``request`` until the unreachable ``record`` expires, if it may be (it
        came through the scheduler, and would not wait past RFC9309_POSTPONE_MAX_WAIT); the
        middleware returns it then, and denies it otherwise."""
        if not scheduled(request):
            return False
        now = time.time()
        if not self.postponer.may_postpone(request, origin, record, now):
            return False
        self.postponer.postpone(request, origin, record, now)
        return True

    def released(self, origin: Origin, record: RobotsRecord) -> None:
        """The origin's record came: its parked requests go back to the scheduler with it."""
        self.postponer.release_parked(origin, record)

    def waiting(self) -> bool:
        """Whether a request waits for robots.txt here (its slot lent, parked, postponed,
        released): start requests are then taken no faster than the downloader sends them
        (waiting/start.py)."""
        return self.slots.waiting > 0 or self.postponer.holds()
