"""Records: the record of an origin, fetched once for all who wait on it.

The middleware's one question, "what does this origin's robots.txt say?", asked in two ways:
``peek`` (a fresh record in memory, the hot path: one dict lookup, nothing awaited) and
``get`` (memory, then the store behind it, then one fetch shared by every request waiting
on it, with an optional patience after which a waiting request is parked). ``known`` is the
record as last read, fresh or not, without a fetch: memory, then the store (a record evicted
from memory still gives its Content-Usage rules and sitemaps).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Coroutine
from functools import partial
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.defer import Deferred

from scrapy_rfc9309.compat import Timer, call_later, in_turns, is_asyncio_available
from scrapy_rfc9309.policy import make_record
from scrapy_rfc9309.records.cache import Lookup, RobotsCache
from scrapy_rfc9309.records.record import F, Kind, RobotsRecord
from scrapy_rfc9309.records.sitefile import ROBOTS_TXT
from scrapy_rfc9309.stores.store import KeepsEvicted
from scrapy_rfc9309.tally import Tally

if TYPE_CHECKING:
    from scrapy import Request
    from scrapy.crawler import Crawler

    from scrapy_rfc9309.config import RobotsPolicy
    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.records.fetch import RobotsFetcher
    from scrapy_rfc9309.robotstxt.rules import RobotsTxt
    from scrapy_rfc9309.stores.store import Fetched, RobotsStore

logger = logging.getLogger(__name__)

T = TypeVar("T")

#: What a request waiting for a fetch awaits (see ``Records._waiter``).
Waiter = Deferred[T] | asyncio.Future[T]


class Records(Generic[F]):
    """Origin -> its record: the in-memory tier (RFC9309_MAX_ORIGINS), the store behind it
    (RFC9309_CACHE_BACKEND), and at most one fetch per origin under way in this process.

    ``fetched``: awaited with each record a fetch (or the store) gave, once the waiters are
    woken, and the request that caused it when this process downloaded robots.txt (else
    None): the middleware releases the origin's parked requests and sends robots_parsed."""

    def __init__(
        self,
        crawler: Crawler,
        policy: RobotsPolicy,
        store: RobotsStore,
        fetcher: RobotsFetcher[F],
        fetched: Callable[
            [Origin, RobotsRecord[F], Request | None], Coroutine[Any, Any, None]
        ],
    ) -> None:
        self.crawler = crawler
        #: The fetcher's stats: robots.txt's, or those of the other file it fetches (its
        #: method found once: see RobotsFetcher).
        self.count = fetcher.count
        #: The counts every fetch makes (its cache lookup, its outcome), batched.
        self.tally = Tally(crawler, fetcher.stats)
        self.policy = policy
        self.store = store
        self.fetcher = fetcher
        #: The store that keeps only what memory evicts, if it is one.
        self._tier = store if isinstance(store, KeepsEvicted) else None
        self.cache = RobotsCache(
            policy.max_origins, self._tier.evicted if self._tier is not None else None
        )
        self._fetched = fetched
        self._inflight: dict[Origin, list[Waiter[RobotsRecord[F] | None]]] = {}
        self._started: dict[Origin, float] = {}  # monotonic start of each fetch under way
        #: Per fetch under way with patient waiters: the one timer that ends their patience
        #: (it counts from the fetch's start, the same for all), and those waiters.
        self._patience: dict[Origin, tuple[Timer, list[Waiter[RobotsRecord[F] | None]]]] = {}
        # The asyncio loop Scrapy's coroutines run on; False: none (a Twisted reactor's
        # Deferreds are awaited); None: not known before the first wait.
        self._loop: asyncio.AbstractEventLoop | bool | None = None
        #: The fetches' tasks under asyncio: the loop keeps only weak references to a task, so
        #: one nobody holds could be collected mid-fetch and leave its waiters waiting forever.
        self._tasks: set[asyncio.Future[None]] = set()
        self._compiling: dict[tuple[int, str], list[Deferred[None]]] = {}

    def peek(self, origin: Origin) -> RobotsRecord[F] | None:
        """The origin's fresh record if memory holds one, else None (then ``get`` it)."""
        state, record = self.cache.lookup(origin, time.time())
        return record if state is Lookup.HIT else None

    async def get(
        self, origin: Origin, request: Request, patience: float | None = None
    ) -> RobotsRecord[F] | None:
        """The fresh record of ``origin``, from the store or fetched (started here unless
        under way); after ``patience`` seconds of waiting for a fetch under way, None."""
        waiter = self._waiter()
        if origin not in self._inflight:  # (``in`` and ``[]``: no call, where ``get`` is one)
            # Waiting before the fetch starts: a record read from the store may end it at once.
            self._start_fetch(origin, request, waiter)
        else:
            waiters = self._inflight[origin]
            self.count("rfc9309/cache/wait")
            if patience is not None:
                # Patience counts from the fetch's start: once it is overdue, park at once.
                patience -= time.monotonic() - self._started[origin]
                if patience <= 0:
                    return None
            waiters.append(waiter)
        if patience is None:
            return await waiter
        if origin in self._patience:
            patient = self._patience[origin]
        else:
            patient = self._patience[origin] = (
                call_later(patience, self._impatient, origin), []
            )
        patient[1].append(waiter)
        record = await waiter
        if record is None and origin not in self._inflight:
            # The fetch ended between the timer and this line: its record is in the cache.
            record = self.cache.lookup(origin, time.time())[1]
            if record is None:  # evicted at once by a tiny RFC9309_MAX_ORIGINS
                return await self.get(origin, request)
        return record

    def _impatient(self, origin: Origin) -> None:
        """RFC9309_PARK_AFTER has passed since the origin's fetch started: its patient
        waiters get None (they are parked)."""
        _timer, waiters = self._patience.pop(origin)
        for waiter in waiters:
            _fire(waiter, None)

    def _patient_done(self, origin: Origin) -> None:
        """The fetch ended (or was cancelled): no patience left to end."""
        patient = self._patience.pop(origin, None)
        if patient is not None:
            patient[0].cancel()

    async def fresh(self, origin: Origin, request: Request) -> RobotsRecord[F]:
        """The fresh record of ``origin``, however long its fetch takes."""
        record = self.peek(origin) or await self.get(origin, request)
        assert record is not None  # no patience given: waited for the fetch to end
        return record

    def known(self, origin: Origin) -> RobotsRecord[F] | Awaitable[RobotsRecord[F] | None] | None:
        """The record last read for ``origin``, fresh or not, without fetching: from memory
        at once, else an awaitable of the store's (None: never read, or not kept)."""
        record = self.cache.lookup(origin, time.time())[1]
        if record is not None or not self.store.keeps:
            return record
        return self.store.stored(origin)

    def _waiter(self) -> Waiter[RobotsRecord[F] | None]:
        """A new waiter on a fetch: a future of the asyncio loop when Scrapy's coroutines run
        on one (awaited as it is, not wrapped as a Deferred would be), else a Deferred."""
        loop = self._loop
        if loop is None:
            loop = self._loop = asyncio.get_event_loop() if is_asyncio_available() else False
        return loop.create_future() if loop else Deferred()  # type: ignore[union-attr]

    def _start_fetch(
        self, origin: Origin, request: Request, first: Waiter[RobotsRecord[F] | None]
    ) -> None:
        """Register the origin's fetch (synchronously, so nobody starts a second one), with
        its ``first`` waiter, and run it in the background: an asyncio task, or a Deferred
        (as Scrapy's ``deferred_from_coro`` would, without wrapping the task in one)."""
        self._inflight[origin] = [first]
        self._started[origin] = time.monotonic()
        fetch = self._fetch(origin, request)
        if self._loop:
            task = asyncio.ensure_future(fetch)
            self._tasks.add(task)
            task.add_done_callback(partial(self._fetch_ended, origin))
        else:
            Deferred.fromCoroutine(fetch).addErrback(
                lambda failure: self._failed(origin, failure.value)
            )

    def _fetch_ended(self, origin: Origin, task: asyncio.Future[None]) -> None:
        """The background fetch's task is done: log it if it raised."""
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            self._failed(origin, task.exception())

    def _failed(self, origin: Origin, exc: BaseException | None) -> None:
        """Log a fetch that raised (a bug: ``_fetch`` turns every failure into a record)."""
        logger.error(
            "%(file)s fetch of %(origin)s failed: %(failure)s",
            {"file": self.fetcher.file.name, "origin": origin, "failure": str(exc)},
            extra={"spider": self.crawler.spider},
        )

    async def _fetch(self, origin: Origin, request: Request) -> None:
        """Fetch the origin's robots.txt, store the record and wake everyone waiting on it."""
        state, previous = self.cache.lookup(origin, time.time())
        self.tally.add(_CACHE_KEYS[state])
        store, fetcher = self.store, self.fetcher
        agents = fetcher.agents_for(request)
        fetched = False

        def fetch(prior: RobotsRecord[Any] | None) -> Awaitable[Fetched]:
            nonlocal fetched
            fetched = True
            return fetcher.fetch(origin, request, prior, agents, store.renew)

        try:
            if previous is None and not store.keeps:
                # Nothing kept behind memory (yet: the memory backend's tier before its first
                # eviction) nor in it: the store has nothing to add to the fetch. It holds only
                # the bytes that an eviction to come will need.
                record, response = await fetch(None)
                tier = self._tier
                if tier is not None and record.size > tier.hold_above:
                    tier.hold(origin, record, response)
            else:
                record, response = await store.fetch(origin, previous, fetch, agents)
        except Exception:
            # A bug must neither let requests through unchecked nor loop: deny for a while.
            logger.exception(
                "%(file)s of %(origin)s: internal error; treated as unreachable",
                {"file": self.fetcher.file.name, "origin": origin},
                extra={"spider": self.crawler.spider},
            )
            record = make_record(
                self.policy, Kind.UNREACHABLE, now=time.time(), status=None,
                reason="internal error", url=self.fetcher.file.url(origin), previous=previous,
            )
            response, fetched = None, True
        except BaseException as exc:
            # Shutdown (cancellation): nobody waiting may go through unchecked.
            del self._started[origin]
            self._patient_done(origin)
            for waiter in self._inflight.pop(origin):
                _fire(waiter, exc, failed=True)
            raise
        try:
            evicted = self.cache.store(origin, record)
            if evicted:
                self.count("rfc9309/cache/evicted", evicted)
            if fetched:  # a record read back from the store was logged when it was fetched
                self._log_record(origin, record)
        finally:  # whatever a store's eviction raises, nobody is left waiting
            del self._started[origin]
            self._patient_done(origin)
            for waiter in self._inflight.pop(origin):
                _fire(waiter, record)
        await self._fetched(origin, record, request if response is not None else None)

    async def compiled(self, rules: RobotsTxt, token: str) -> None:
        """Compile ``rules`` for a product token first seen after the parse (a second
        User-Agent) a step per reactor turn, as the parse went (robotstxt/_steps.py): at
        once, a 500 KiB wildcard-heavy file takes hundreds of milliseconds. One run per file
        and token; the other requests that need it wait for it."""
        key = (id(rules), token)  # ``rules`` lives while its run does: the id stays its own
        waiters = self._compiling.get(key)
        if waiters is not None:
            waiter: Deferred[None] = Deferred()
            waiters.append(waiter)
            await maybe_deferred_to_future(waiter)
            return
        self._compiling[key] = []
        try:
            await in_turns(rules.compiling(token))
        finally:
            for waiter in self._compiling.pop(key):
                waiter.callback(None)

    def _log_record(self, origin: Origin, record: RobotsRecord[F]) -> None:
        self.tally.add(_FETCH_KEYS[record.kind])
        if self.fetcher.file is not ROBOTS_TXT:  # its reader says what it reads it as
            return
        if record.kind is Kind.UNREACHABLE:
            ttl = record.expires_at - record.fetched_at
            if record.rules is not None:
                fallback = "last good copy used for"
            elif self.policy.postpone_unreachable and ttl <= self.policy.postpone_max_wait:
                fallback = "requests postponed until the next attempt, in"  # waiting/postpone.py
            else:
                fallback = "deny all for"
            logger.warning(
                "robots.txt of %(origin)s unreachable (%(reason)s): %(fallback)s %(ttl).0f s",
                {
                    "origin": origin,
                    "reason": record.reason,
                    "fallback": fallback,
                    "ttl": ttl,
                },
                extra={"spider": self.crawler.spider},
            )
            if record.rules is not None:
                self.count("rfc9309/fetch/last_good_copy")
        elif record.kind is not Kind.PARSED:
            logger.info(
                "robots.txt of %(origin)s %(kind)s (%(reason)s)",
                {"origin": origin, "kind": record.kind.value, "reason": record.reason},
                extra={"spider": self.crawler.spider},
            )


#: The stat of each cache lookup before a fetch, and of each kind of record fetched.
_CACHE_KEYS = {state: f"rfc9309/cache/{state.value}" for state in Lookup}
_FETCH_KEYS = {kind: f"rfc9309/fetch/{kind.value}" for kind in Kind}


def _fire(waiter: Waiter[T], result: Any, failed: bool = False) -> None:
    """Wake a waiter unless its patience already ran out; ``failed``: with the exception
    ``result`` raised where it waits."""
    if waiter.__class__ is Deferred:
        if not waiter.called:  # type: ignore[union-attr]
            (waiter.errback if failed else waiter.callback)(result)  # type: ignore[union-attr]
    elif not waiter.done():  # type: ignore[union-attr]
        (waiter.set_exception if failed else waiter.set_result)(result)  # type: ignore[union-attr]
