"""RedisStore: many Scrapy processes share robots.txt records and Crawl-delay pacing via Redis.

Per origin, Redis holds (``RFC9309_REDIS_PREFIX``, ``rfc9309`` by default):

* ``<prefix>:robots:<origin>``: the last record (wire.py), kept past its expiry while the next
  fetch may need it (last good copy, failure count, validators: the worker that next fetches
  robots.txt revalidates the shared copy, and a 304 renews it for the fleet);
* ``<prefix>:lock:<origin>``: who is fetching robots.txt now (SET NX PX, one download's worth
  + 5 s, renewed by its holder as its fetch starts each other download: a redirect hop, a
  refetch); the others poll for the record with backoff while it lives, and take it after;
* ``<prefix>:next:<origin>``: the earliest time (Redis clock, ms) the next request may be sent,
  advanced atomically by a Lua script, so the Crawl-delay floor holds across the fleet.

The store of another file of the origin (a ``SiteFile``: RFC9309_TDMREP's tdmrep.json) keeps
its records and locks the same way, keyed by the file's URL in place of the origin.

A Redis that loses keys (a ``maxmemory`` policy that evicts, a stray ``DEL``) never lets
requests come closer than the floor while it answers: a turn is taken only at the present,
from a time that outlived a whole step, and a missing time reads as a request made just now.
A missing record is fetched again at most once per worker (its memory tier keeps it). A key
this worker wrote (or read, for pacing) that is gone before its expiry is counted
(``rfc9309/fleet/vanished``) and warned about once; so is, at start-up, an eviction policy.

Redis trouble (refused, slow: every call is bounded by RFC9309_REDIS_TIMEOUT) never stops the
crawl and never allows anything: the worker falls back on its own cache, fetch and pacing, warns
once per outage, counts ``rfc9309/fleet/fallback``, and tries Redis again with backoff. A key
that is not ours (another type, a value that is not a record: ``wire.decoding``) is trouble with
that key alone, never an outage: a miss for that origin (its robots.txt fetched from the site),
a stat and one warning per cause; the record written then replaces it whole (SET).
"""

from __future__ import annotations

import asyncio
import logging
import time
import uuid
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

from redis.asyncio import Redis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import RedisError, ResponseError
from scrapy import signals

from scrapy_rfc9309.compat import in_turns
from scrapy_rfc9309.crawldelay.pacing import Backoff, LocalPacer
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.records.fetch import longest_download
from scrapy_rfc9309.records.sitefile import ROBOTS_TXT, SiteFile, counter_for
from scrapy_rfc9309.stores import wire
from scrapy_rfc9309.stores.faults import StoreFaults

if TYPE_CHECKING:
    from scrapy import Request
    from scrapy.crawler import Crawler
    from typing_extensions import Self

    from scrapy_rfc9309.config import BackendSettings, RobotsPolicy
    from scrapy_rfc9309.crawldelay.enforce import CrawlDelay
    from scrapy_rfc9309.crawldelay.pacing import Pacer
    from scrapy_rfc9309.records.record import RobotsRecord
    from scrapy_rfc9309.stores.store import Agents, Fetch, Fetched

logger = logging.getLogger(__name__)
T = TypeVar("T")

#: Beyond the longest download (records/fetch.py): how long a fetch lock lives from when it
#: is taken or renewed.
LOCK_MARGIN = 5.0
#: Polling for another worker's fetch: first pause, then doubling up to the last.
POLL_FIRST, POLL_CAP = 0.025, 0.5

#: How long a pacing key outlives its time: a worker back at an origin within it finds the
#: time; one that finds none waits a full step (a missing time reads as a request just made).
NEXT_KEEP = 60.0

#: KEYS[1] next-allowed key; ARGV[1] step in ms, ARGV[2] NEXT_KEEP in ms, ARGV[3] the key's
#: expiry this worker last wrote or read (Redis ms; 0: none). The turn is taken only when the
#: time has come (a time set at least one step ago, that outlived it), never booked ahead: so
#: a lost key hides no turn still to come. A missing key, or one holding what this script
#: never writes (not a number, a time past its own expiry), reads as a request made just now:
#: it is set so, and this request waits a full step. Returns {ms to wait (0: the turn is
#: taken; else ask again then), state (0: as expected, 1: not ours, replaced, 2: missing
#: before the expiry in ARGV[3], 3: missing), the key's expiry now, Redis's time}, all on
#: Redis's clock so the workers' clocks need not agree.
TURN = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local step, keep = tonumber(ARGV[1]), tonumber(ARGV[2])
local held = redis.call('GET', KEYS[1])
local at, state = tonumber(held or ''), 0
if not held then
  state = (now < tonumber(ARGV[3])) and 2 or 3
elseif at == nil or redis.call('PTTL', KEYS[1]) < at - now then
  state = 1
end
if state ~= 0 then
  redis.call('SET', KEYS[1], now + step, 'PX', step + keep)
  return {step, state, now + step + keep, now}
end
if at > now then
  return {at - now, 0, now + redis.call('PTTL', KEYS[1]), now}
end
redis.call('SET', KEYS[1], now + step, 'PX', step + keep)
return {0, 0, now + step + keep, now}
"""
#: KEYS[1] lock; ARGV[1] our token: delete the lock only if it is still ours. Returns 1 when
#: deleted, 0 when another holds it, -1 when it is gone.
RELEASE = """
local held = redis.call('GET', KEYS[1])
if held == ARGV[1] then return redis.call('DEL', KEYS[1]) end
if not held then return -1 end
return 0
"""
#: KEYS[1] lock; ARGV[1] our token, ARGV[2] the lock's length in ms: give the lock its full
#: length again only if it is still ours (a lock gone is not taken again). Returns as RELEASE.
RENEW = """
local held = redis.call('GET', KEYS[1])
if held == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if not held then return -1 end
return 0
"""

#: ``maxmemory-policy`` values that may evict the fleet's keys (each has an expiry).
EVICTING = ("allkeys-", "volatile-")


#: What a worker does about a key that is not ours, as its warning says.
_MISS = "read as a miss, robots.txt fetched from the site decides; the record written replaces it"
_UNLOCKED = "robots.txt fetched by this worker without the fleet lock, its record shared"
_PACED_ALONE = "Crawl-delay paced by this worker alone for this origin"
_REPLACED = "read as a request made just now, replaced by this worker's time"
_VANISHED = (
    "Redis store: key %(key)s is gone before its expiry (%(what)s): Redis is evicting or "
    "deleting the fleet's keys, most likely a maxmemory-policy that evicts (allkeys-* or "
    "volatile-*) under memory pressure; set maxmemory-policy noeviction and give Redis the "
    "memory it needs (docs: Fleets, Redis configuration). Meanwhile a missing time reads as "
    "a request made just now and a missing record is fetched again"
)


class Unavailable(Exception):
    """Redis could not answer (now, or is in backoff): use the local fallback."""


class NotOurs(Exception):
    """A key holds what this store never writes: another type than a string (Redis answered
    WRONGTYPE), or a lock that never expires."""


class RedisStore:
    """One RobotsStore for a fleet: records and fetch locks in Redis; and the fleet's Pacer
    (``pacer`` is itself: Crawl-delay turns in Redis too)."""

    keeps = True

    def __init__(
        self,
        crawler: Crawler,
        policy: RobotsPolicy,
        crawl_delay: CrawlDelay | None,
        url: str,
        *,
        prefix: str = "rfc9309",
        timeout: float = 1.0,
        margin: float = 0.1,
        file: SiteFile[Any] = ROBOTS_TXT,
    ) -> None:
        self.crawler = crawler
        #: The file whose records it shares (keyed ``file.key``, read with its reader).
        self.file = file
        self.stats = counter_for(crawler, file)
        self.policy = policy
        self.crawl_delay = crawl_delay
        self.prefix = prefix
        self.timeout = timeout
        self.margin = margin
        self.lock_ttl = longest_download(crawler, policy) + LOCK_MARGIN
        self.redis = Redis.from_url(
            url,
            socket_timeout=timeout,
            socket_connect_timeout=timeout,
            retry=Retry(NoBackoff(), 0),  # our Backoff decides when to try again
        )
        self._turn = self.redis.register_script(TURN)
        self._release = self.redis.register_script(RELEASE)
        self._renew = self.redis.register_script(RENEW)
        #: The locks this worker holds, per origin: its token, and when the lock expires
        #: (monotonic) unless renewed.
        self._holding: dict[Origin, tuple[str, float]] = {}
        self.backoff = Backoff()
        self._down = False
        self.faults = StoreFaults(crawler)
        self.local_pacer = LocalPacer()
        self._pacing: dict[Origin, tuple[asyncio.Lock, int]] = {}
        #: Expiries of the keys this worker wrote (records: wall clock; pacing: Redis clock,
        #: read too), to tell a key lost from one that expired.
        self._records_expire: dict[Origin, float] = {}
        self._next_expire: dict[Origin, int] = {}
        self.pacer: Pacer | None = self if crawl_delay is not None else None
        if file is ROBOTS_TXT:  # said once, by the robots.txt store
            crawler.signals.connect(self._check_eviction, signal=signals.spider_opened)
        crawler.signals.connect(self._close, signal=signals.spider_closed)

    @classmethod
    def from_crawler(
        cls,
        crawler: Crawler,
        policy: RobotsPolicy,
        crawl_delay: CrawlDelay | None,
        backend: BackendSettings,
        file: SiteFile[Any] = ROBOTS_TXT,
    ) -> Self:
        return cls(
            crawler,
            policy,
            crawl_delay,
            backend.redis_url,
            prefix=backend.redis_prefix,
            timeout=backend.redis_timeout,
            margin=backend.fleet_margin,
            file=file,
        )

    def key(self, kind: str, origin: Origin) -> str:
        return f"{self.prefix}:{kind}:{self.file.key(origin)}"

    # -- records ---------------------------------------------------------------------------

    async def fetch(
        self, origin: Origin, previous: RobotsRecord | None, fetch: Fetch, agents: Agents = ()
    ) -> Fetched:
        try:
            shared = await self._get(origin, agents)
        except Unavailable:
            return await self._fetch_alone(previous, fetch)
        self._check_record(origin, shared)
        if shared is not None and not shared.record.expired(time.time()):
            self.stats.inc_value("rfc9309/fleet/hit")
            self.stats.inc_value("rfc9309/cache/tier_hit")
            return shared.record, None
        if shared is not None:
            previous = shared.record
        self.stats.inc_value("rfc9309/fleet/miss")
        token = uuid.uuid4().hex
        for _attempt in range(3):  # lock taken, freed without a record, taken again: 3 tries
            # Each holder is waited for while its lock lives: when a holder dies, its lock
            # expires, the worker that takes it next fetches, the others wait for that one.
            asked = time.monotonic()
            try:
                locked = await self._call(
                    lambda: self.redis.set(
                        self.key("lock", origin), token, nx=True, px=int(self.lock_ttl * 1000)
                    )
                )
            except Unavailable:
                return await self._fetch_alone(previous, fetch)
            if locked:
                return await self._fetch_shared(
                    origin, token, asked + self.lock_ttl, shared, previous, fetch, agents
                )
            self.stats.inc_value("rfc9309/fleet/wait")
            try:
                waited = await self._wait_for(origin, agents)
            except Unavailable:
                return await self._fetch_alone(previous, fetch)
            except NotOurs as exc:  # nobody of ours can hold that lock: fetch here
                self._fault("foreign", self.key("lock", origin), _UNLOCKED, str(exc))
                return await self._fetch_unlocked(origin, shared, previous, fetch)
            if waited is not None:
                return waited, None
        self.stats.inc_value("rfc9309/fleet/wait_timeout")
        logger.info(
            "robots.txt of %(origin)s: no result from the workers that held its fleet lock; "
            "fetching it here",
            {"origin": origin},
            extra={"spider": self.crawler.spider},
        )
        return await self._fetch_unlocked(origin, shared, previous, fetch)

    async def stored(self, origin: Origin) -> RobotsRecord | None:
        try:
            shared = await self._get(origin)
        except Unavailable:
            return None
        self._check_record(origin, shared)
        return shared.record if shared is not None else None

    async def _fetch_unlocked(
        self, origin: Origin, shared: wire.Shared | None, previous: RobotsRecord | None,
        fetch: Fetch,
    ) -> Fetched:
        """Fetch without the fleet lock, and publish the record for the others."""
        record, response = await fetch(wire.revalidatable(previous, shared))
        await self._put(origin, record, response, shared)
        return record, response

    async def _fetch_shared(
        self,
        origin: Origin,
        token: str,
        expires: float,
        shared: wire.Shared | None,
        previous: RobotsRecord | None,
        fetch: Fetch,
        agents: Agents,
    ) -> Fetched:
        """Fetch under the lock, publish, then let the lock go (even on failure). The record
        is read once more first: a worker may have published it since we last looked.
        ``expires``: the lock lives at least until then (monotonic), later once ``renew``ed."""
        self._holding[origin] = (token, expires)
        try:
            try:
                again = await self._get(origin, agents)
            except Unavailable:
                again = None
            if again is not None and not again.record.expired(time.time()):
                self.stats.inc_value("rfc9309/fleet/hit")
                self.stats.inc_value("rfc9309/cache/tier_hit")
                return again.record, None
            self.stats.inc_value("rfc9309/fleet/fetch")
            record, response = await fetch(wire.revalidatable(previous, shared))
            await self._put(origin, record, response, shared)
        finally:
            expires = self._holding.pop(origin)[1]
            lock = self.key("lock", origin)
            try:
                released = await self._call(lambda: self._release(keys=[lock], args=[token]))
            except (Unavailable, NotOurs):
                released = 0  # it expires by itself
            if released == -1 and time.monotonic() < expires:
                self._vanished(lock, "the lock of this worker's robots.txt fetch")
        return record, response

    async def renew(self, origin: Origin) -> None:
        """Give this worker's lock on ``origin`` its full length again, if it still holds it."""
        held = self._holding.get(origin)
        if held is None:  # fetching without the fleet lock (Redis down, a lock not ours)
            return
        token, expires = held
        lock = self.key("lock", origin)
        asked = time.monotonic()
        try:
            renewed = await self._call(
                lambda: self._renew(keys=[lock], args=[token, int(self.lock_ttl * 1000)])
            )
        except (Unavailable, NotOurs):
            return  # it lives its length; once it expires another worker may fetch too
        if renewed == 1:
            self._holding[origin] = (token, asked + self.lock_ttl)
        elif renewed == -1 and asked < expires:
            self._vanished(lock, "the lock of this worker's robots.txt fetch")

    async def _fetch_alone(self, previous: RobotsRecord | None, fetch: Fetch) -> Fetched:
        self.stats.inc_value("rfc9309/fleet/fallback")
        return await fetch(previous)

    async def _wait_for(self, origin: Origin, agents: Agents) -> RobotsRecord | None:
        """Poll until another worker's fresh record shows, or the lock is gone or has another
        holder (the one we waited for died: start again). A lock of ours always expires, and
        its holder renews it once per download of a bounded chain: the wait is bounded."""
        lock = self.key("lock", origin)
        holder = await self._call(lambda: self.redis.get(lock))
        if holder is None:  # let go since it was asked for: try to take it
            return None
        if await self._call(lambda: self.redis.pttl(lock)) == -1:
            raise NotOurs("a lock that never expires")  # ours always do: SET NX PX
        pause = POLL_FIRST
        while True:
            await asyncio.sleep(pause)
            pause = min(pause * 2, POLL_CAP)
            shared = await self._get(origin, agents)
            if shared is not None and not shared.record.expired(time.time()):
                return shared.record
            if await self._call(lambda: self.redis.get(lock)) != holder:
                return None

    async def _get(self, origin: Origin, agents: Agents = ()) -> wire.Shared | None:
        """The shared record of ``origin``; None when there is none, or the key is not a
        record of ours (one byte more than any record is read, so a huge value costs no
        more than a record; GETRANGE answers "" for a missing key)."""
        key = self.key("robots", origin)
        limit = wire.max_value(self.policy.max_bytes)
        try:
            value = await self._call(lambda: self.redis.getrange(key, 0, limit))
        except NotOurs as exc:
            self._fault("foreign", key, _MISS, str(exc))
            return None
        if not value:
            return None
        try:
            shared = await in_turns(
                wire.decoding(value, self.policy.max_bytes, agents, self.file)
            )
        except wire.Undecodable as exc:
            self._fault("undecodable", key, _MISS, str(exc), exc.cause)
            return None
        return wire.read_back(shared, self.policy, time.time())

    async def _put(
        self, origin: Origin, record: RobotsRecord, response: Any, shared: wire.Shared | None
    ) -> None:
        """Publish ``record`` with the bytes of its rules: the body just fetched, or the last
        good copy's, carried over from the shared record it replaces."""
        body = wire.rules_body(record, response, shared, self.policy.max_bytes)
        now = time.time()
        keep = int(wire.retention(self.policy, record, now) * 1000)
        value = wire.encode(record, body)
        try:
            await self._call(lambda: self.redis.set(self.key("robots", origin), value, px=keep))
        except Unavailable:
            self.stats.inc_value("rfc9309/fleet/fallback")
        else:
            self._records_expire[origin] = now + keep / 1000

    def _check_record(self, origin: Origin, shared: wire.Shared | None) -> None:
        """A record this worker wrote and now reads as none before its expiry: vanished."""
        expires = self._records_expire.get(origin)
        if expires is None or shared is not None:
            return
        del self._records_expire[origin]
        if time.time() < expires:
            self._vanished(self.key("robots", origin), "a robots.txt record this worker wrote")

    # -- pacing ----------------------------------------------------------------------------

    async def pace(
        self, request: Request, origin: Origin, record: RobotsRecord, token: str
    ) -> None:
        """Wait for this request's turn at its origin, across the fleet: ask Redis, and when
        the time has not come, wait until it has and ask again. Requests of one origin ask one
        after another in this process, each only once the one before has gone, and a turn is
        taken only at its time, never booked ahead (see docs/fleet.rst)."""
        assert self.crawl_delay is not None  # pace() runs only with RFC9309_CRAWL_DELAY on
        floor = self.crawl_delay.floor(origin, record, token)
        if floor is None:
            return
        lock, users = self._pacing.get(origin) or (asyncio.Lock(), 0)
        self._pacing[origin] = (lock, users + 1)
        try:
            async with lock:
                taken = False
                while not taken:
                    wait, taken = await self._take_turn(origin, floor.delay + self.margin)
                    if wait > 0:
                        await asyncio.sleep(wait)
        finally:
            lock, users = self._pacing[origin]
            if users <= 1:
                del self._pacing[origin]
            else:
                self._pacing[origin] = (lock, users - 1)

    async def _take_turn(self, origin: Origin, step: float) -> tuple[float, bool]:
        """Seconds to wait, and whether the turn is then taken (else ask again after)."""
        key = self.key("next", origin)
        known = self._next_expire.get(origin, 0)
        try:
            waited, state, expires, now = await self._call(
                lambda: self._turn(keys=[key], args=[round(step * 1000),
                                                     round(NEXT_KEEP * 1000), known])
            )
        except Unavailable:
            self.stats.inc_value("rfc9309/fleet/fallback")
            return self.local_pacer.reserve(origin, step, time.monotonic()), True
        except NotOurs as exc:
            self._fault("foreign", key, _PACED_ALONE, str(exc))
            return self.local_pacer.reserve(origin, step, time.monotonic()), True
        self._remember_next(origin, int(expires), int(now))
        if state == 1:
            self._fault("foreign", key, _REPLACED, "not a time of ours")
        elif state == 2:
            self._vanished(key, "the Crawl-delay time of an origin this worker paced")
        if waited:
            return int(waited) / 1000, False
        self.stats.inc_value("rfc9309/fleet/paced")
        logger.debug(
            "Crawl-delay turn of %(origin)s taken at %(at)d ms (Redis clock), step %(step)d ms",
            {"origin": origin, "at": now, "step": round(step * 1000)},
            extra={"spider": self.crawler.spider},
        )
        return 0.0, True

    def _remember_next(self, origin: Origin, expires: int, now: int) -> None:
        self._next_expire[origin] = expires
        if len(self._next_expire) > LocalPacer.PRUNE_AT:
            self._next_expire = {o: t for o, t in self._next_expire.items() if t > now}

    def _vanished(self, key: str, what: str) -> None:
        """A key this worker wrote or read, gone before its expiry: counted, warned once."""
        self.faults.report(
            "rfc9309/fleet/vanished", "vanished", _VANISHED, {"key": key, "what": what}
        )

    async def _check_eviction(self) -> None:
        """Warn once at start-up when Redis's maxmemory-policy may evict the fleet's keys
        (every one has an expiry, so the volatile-* policies may too). A Redis that refuses
        INFO (a managed one may) or does not answer: nothing to say here."""
        try:
            info = await asyncio.wait_for(self.redis.info("memory"), self.timeout)
        except (RedisError, OSError, asyncio.TimeoutError) as exc:
            logger.debug("Redis store: eviction policy not read (%(error)s)", {"error": exc},
                         extra={"spider": self.crawler.spider})
            return
        policy = str(info.get("maxmemory_policy", ""))
        if not policy.startswith(EVICTING):
            return
        self.stats.inc_value("rfc9309/fleet/evicting")
        logger.warning(
            "Redis maxmemory-policy is %(policy)s (maxmemory %(maxmemory)s bytes): Redis may "
            "evict the fleet's keys, and every one has an expiry; set maxmemory-policy "
            "noeviction for the fleet's Redis. Until then a lost key reads carefully (a "
            "request made just now, a robots.txt fetched again) and is counted in "
            "rfc9309/fleet/vanished",
            {"policy": policy, "maxmemory": info.get("maxmemory", "?")},
            extra={"spider": self.crawler.spider},
        )

    # -- Redis calls -----------------------------------------------------------------------

    async def _call(self, make: Callable[[], Awaitable[T]]) -> T:
        """One Redis call, bounded in time; Unavailable while Redis is down or in backoff,
        NotOurs when it answered WRONGTYPE (trouble with that key, not an outage)."""
        if not self.backoff.may_try(time.monotonic()):
            raise Unavailable
        try:
            result = await asyncio.wait_for(make(), self.timeout)
        except ResponseError as exc:
            if "WRONGTYPE" not in str(exc):
                self._failed(exc)
                raise Unavailable from exc
            self._answered()
            message = str(exc)  # from a script, Redis adds where it was raised
            raise NotOurs(message[message.index("WRONGTYPE"):].split(" script:")[0]) from exc
        except (RedisError, OSError, asyncio.TimeoutError) as exc:
            self._failed(exc)
            raise Unavailable from exc
        self._answered()
        return result

    def _answered(self) -> None:
        if self._down:
            self._down = False
            self.stats.inc_value("rfc9309/fleet/recovered")
            logger.warning(
                "Redis reachable again: robots.txt records and pacing are shared again",
                extra={"spider": self.crawler.spider},
            )
        self.backoff.succeeded()

    def _fault(
        self, stat: str, key: str, what: str, detail: str, cause: str | None = None
    ) -> None:
        """Trouble with one key: one stat per fault, one WARNING per cause (what is wrong with
        the key, ``cause`` or ``detail``, and what is done about it, ``what``)."""
        self.faults.report(
            f"rfc9309/fleet/{stat}",
            f"{stat}: {cause or detail}: {what}",
            "Redis store: key %(key)s is not ours (%(detail)s): %(what)s",
            {"key": key, "what": what, "detail": detail},
        )

    def _failed(self, exc: BaseException) -> None:
        self.backoff.failed(time.monotonic())
        if self._down:
            return
        self._down = True
        self.stats.inc_value("rfc9309/fleet/outage")
        logger.warning(
            "Redis unavailable (%(error)s): this worker caches robots.txt and paces Crawl-delay "
            "alone until it is back; retrying with backoff",
            {"error": f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__},
            extra={"spider": self.crawler.spider},
        )

    async def _close(self) -> None:
        try:
            await asyncio.wait_for(self.redis.aclose(), self.timeout)
        except (RedisError, OSError, asyncio.TimeoutError):
            pass
