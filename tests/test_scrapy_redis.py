"""Fleet mode on scrapy-redis: three real ``RedisSpider`` processes (tests/scrapy_redis_worker.py)
share one request queue and one dupefilter in a real redis-server on 127.0.0.1, and this
package's Redis backend, against sites this test serves. Figures are printed with ``pytest -s``.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
import pytest_twisted
from redis import Redis

from scrapy_rfc9309.testing import FarmSite, Gate, InTurn, Page, SiteFarm
from tests.conftest import BASE_SETTINGS
from tests.redis_server import RedisServer, ReservationLog
from tests.scrapy_redis_worker import FleetSpider
from tests.test_fleet import Clocks, _sleep, _Worker, paced_in_turns, page_hits

ROOT = Path(__file__).resolve().parent.parent
WORKERS = ("w1", "w2", "w3")
#: Longest a whole fleet crawl may take before its workers are killed.
CRAWL_TIMEOUT = 90.0
#: RFC9309_UNREACHABLE_TTL in the test of a stopped worker: how long requests stay postponed
#: after the 503 that the test lets through once every other request is parked.
POSTPONED = 20.0
#: The most requests of one origin a worker holds at a time in that test (the test worker's
#: ``hold_per_origin``): what spreads each waiting origin's requests over the workers.
HOLD = 5
QUEUE = f"{FleetSpider.name}:requests"
START_URLS = f"{FleetSpider.name}:start_urls"


def redis_settings(server: RedisServer, **extra: Any) -> dict[str, Any]:
    """What a scrapy-redis project sets (docs/fleet.rst), and the test's bounds."""
    return {
        **BASE_SETTINGS,
        "LOG_LEVEL": "INFO",
        "DOWNLOAD_DELAY": 0,
        "SCHEDULER": "tests.scrapy_redis_worker.JournalScheduler",
        "DUPEFILTER_CLASS": "scrapy_redis.dupefilter.RFPDupeFilter",
        "SCHEDULER_PERSIST": True,  # a worker that closes must not wipe the others' queue
        "MAX_IDLE_TIME_BEFORE_CLOSE": 1,  # close once the shared queue stays empty
        "REDIS_URL": server.url,
        "RFC9309_CACHE_BACKEND": "redis",
        # A Redis answer read late by a busy worker is not an outage (see test_fleet).
        "RFC9309_REDIS_TIMEOUT": 5,
        **extra,
    }


class RedisFleet:
    """Seeds the start URLs, then runs one worker process per name; reads what they left. The
    workers read the start URLs only once ``start()`` has seen every one of them open, so
    none finds the queue emptied by the others however slowly it started."""

    def __init__(self, tmp: Path, server: RedisServer, settings: dict[str, Any],
                 seeds: list[str], hold_per_origin: int | None = None) -> None:
        from twisted.internet import reactor

        self.tmp = tmp
        self.redis = Redis.from_url(server.url)
        # Priorities keep the seeds' order in the queue, so the workers meet the origins mixed.
        self.redis.rpush(START_URLS, *(json.dumps({"url": url, "priority": -i})
                                       for i, url in enumerate(seeds)))
        self.workers: dict[str, _Worker] = {}
        self.go = tmp / "go"
        for name in WORKERS:
            config = {"worker": name, "dir": str(tmp), "go": str(self.go),
                      "hold_per_origin": hold_per_origin,
                      "settings": {**settings, "DEFAULT_REQUEST_HEADERS": {"X-Worker": name}}}
            path = tmp / f"{name}.config.json"
            path.write_text(json.dumps(config))
            worker = self.workers[name] = _Worker()
            reactor.spawnProcess(
                worker, sys.executable,
                [sys.executable, "-m", "tests.scrapy_redis_worker", str(path)],
                env=os.environ.copy(), path=str(ROOT),
            )

    async def start(self) -> None:
        """Let the workers go once all are open (bounded)."""
        await self.until(lambda: all((self.tmp / f"{n}.ready").exists() for n in WORKERS),
                         "every worker open", CRAWL_TIMEOUT)
        self.go.touch()

    def stats(self, name: str) -> dict[str, int]:
        path = self.tmp / f"{name}.stats.json"
        return json.loads(path.read_text()) if path.exists() else {}

    def journal(self, name: str) -> list[dict[str, Any]]:
        path = self.tmp / f"{name}.journal"
        if not path.exists():
            return []
        return [json.loads(line) for line in path.read_text().splitlines()]

    def outcomes(self) -> dict[str, list[tuple[str, Any]]]:
        """URL -> [(worker, status or exception name)] over the whole fleet."""
        seen: dict[str, list[tuple[str, Any]]] = {}
        for name in WORKERS:
            for event in self.journal(name):
                if event["event"] in ("ok", "error"):
                    seen.setdefault(event["url"], []).append((name, event["detail"]))
        return seen

    async def until(self, condition: Callable[[], Any], what: str, timeout: float) -> Any:
        """Poll ``condition`` until it is truthy; after ``timeout`` kill the workers and fail."""
        deadline = time.monotonic() + timeout
        while not (result := condition()):
            if time.monotonic() > deadline:
                self.kill()
                pytest.fail(f"{what}: not in time\n{self._stderr()}")
            await _sleep(0.05)
        return result

    def kill(self) -> None:
        for worker in self.workers.values():
            if not worker.ended.called:
                worker.transport.signalProcess("KILL")

    async def ended(self, killed: str | None = None) -> None:
        """Until every worker has exited (0, but for the one killed); kills them after
        CRAWL_TIMEOUT."""
        deadline = time.monotonic() + CRAWL_TIMEOUT
        while not all(w.ended.called for w in self.workers.values()):
            if time.monotonic() > deadline:
                self.kill()
                pytest.fail("fleet crawl did not finish in time:\n" + self._stderr())
            await _sleep(0.1)
        codes = {name: w.ended.result for name, w in self.workers.items() if name != killed}
        assert set(codes.values()) == {0}, (codes, self._stderr())

    def total(self, key: str) -> int:
        return sum(self.stats(name).get(key, 0) for name in WORKERS)

    def _stderr(self) -> str:
        return "\n".join(w.stderr.decode(errors="replace")[-3000:] for w in self.workers.values())


def links(*urls: str) -> Page:
    body = "".join(f'<a href="{url}">{url}</a>\n' for url in urls)
    return Page(f"<html><body>{body}</body></html>".encode(), content_type="text/html",
                delay=0.2)


def add_origin(farm: SiteFarm, robots: str, pages: int, robots_delay: float = 0.0) -> FarmSite:
    """``/p/0`` .. ``/p/<pages-1>`` seeded; ``/p/0`` and ``/p/1`` both link to ``/more`` (found
    only by crawling, twice) and to ``/private/x``, which robots.txt disallows."""
    site = farm.add({"/robots.txt": Page(robots.encode(), delay=robots_delay)})
    site.pages.update({f"/p/{i}": links("/more", "/private/x") if i < 2 else links()
                       for i in range(pages)})
    site.pages["/more"] = links()
    site.pages["/private/x"] = links()
    return site


def interleave(sites: list[FarmSite], pages: int) -> list[str]:
    return [f"{s.url}/p/{i}" for i in range(pages) for s in sites]


@pytest_twisted.ensureDeferred
async def test_scrapy_redis_fleet_obeys_robots_txt_once_per_origin(farm, redis_server,
                                                                   tmp_path):
    robots = "User-agent: *\nDisallow: /private/\n"
    # robots.txt answers after 0.5 s, so workers meet origins while a fetch is under way.
    plain = [add_origin(farm, robots, 4, robots_delay=0.5) for _ in range(8)]
    slow = [add_origin(farm, robots + "Crawl-delay: 1\n", 4) for _ in range(2)]
    sites = plain + slow
    seeds = interleave(sites, 4)
    settings = redis_settings(redis_server, RFC9309_CRAWL_DELAY=True, CONCURRENT_REQUESTS=4)
    reservations = ReservationLog(redis_server)
    clocks = Clocks()
    fleet = RedisFleet(tmp_path, redis_server, settings, seeds)
    await fleet.start()
    await fleet.ended()
    reservations.stop()

    # Every request that entered the shared queue left it, and ended in a callback or errback,
    # exactly once across the fleet: the seeds, each /more (found twice) and each /private/x.
    assert fleet.redis.zcard(QUEUE) == 0 and fleet.redis.llen(START_URLS) == 0
    assert fleet.total("scheduler/enqueued/redis") == fleet.total("scheduler/dequeued/redis")
    outcomes = fleet.outcomes()
    more = [f"{s.url}/more" for s in sites]
    private = [f"{s.url}/private/x" for s in sites]
    assert sorted(outcomes) == sorted(seeds + more + private)
    assert all(len(ends) == 1 for ends in outcomes.values()), outcomes
    assert {outcomes[url][0][1] for url in seeds + more} == {200}
    assert {outcomes[url][0][1] for url in private} == {"RobotsTxtForbidden"}
    # The dupefilter let each URL in once; requests parked for robots.txt came back once more.
    pushed = [e["url"] for name in WORKERS for e in fleet.journal(name) if e["event"] == "push"]
    assert set(pushed) == set(outcomes)
    assert len(pushed) == len(outcomes) + fleet.total("rfc9309/parked")

    # The farm's side: one robots.txt per origin for the fleet, nothing disallowed sent.
    fetches = [site.count("/robots.txt") for site in sites]
    served_by = [{h.headers["x-worker"] for h in page_hits(site)} for site in sites]
    print(f"\nrobots.txt fetches per origin: {fetches}; workers per origin: "
          f"{[len(w) for w in served_by]}; responses per worker: {_per_worker(fleet)}")
    assert fetches == [1] * len(sites)
    assert not any(site.count("/private/x") for site in sites)
    assert fleet.total("rfc9309/fleet/fetch") == len(sites)
    assert fleet.total("rfc9309/fleet/fallback") == 0
    # What each worker did, by its own stats, is what the sites received from it (whichever
    # share of the queue it took): its requests, its robots.txt fetches, its paced pages.
    hits = [h for site in sites for h in site.hits]
    for name in WORKERS:
        stats = fleet.stats(name)
        sent = [h for h in hits if h.headers["x-worker"] == name]
        assert stats.get("downloader/request_count", 0) == len(sent), name
        assert stats.get("rfc9309/fleet/fetch", 0) == sum(
            h.path == "/robots.txt" for h in sent), name
        assert stats.get("rfc9309/fleet/paced", 0) == sum(
            h.path != "/robots.txt" for site in slow for h in site.hits
            if h.headers["x-worker"] == name), name

    # Crawl-delay: 1 across the fleet, in its decisions (paced_in_turns): a turn for each
    # page the origin received (4 seeds and /more), each at least the step after the one
    # before, whichever worker took it, and no page at the site before its turn.
    offset = clocks.end()
    for site in slow:
        made = reservations.of(site.url)
        pages = page_hits(site)
        print(f"{site.url}: turns set by {[r.client for r in made]}, apart "
              f"{[b.at - a.at for a, b in pairwise(made)]} ms; workers "
              f"{[h.headers['x-worker'] for h in pages]}, gaps at the site "
              f"{[round(b.at - a.at, 3) for a, b in pairwise(pages)]}")
        assert len(pages) == 5
        paced_in_turns(made, pages, 1.0, offset)


def _per_worker(fleet: RedisFleet) -> dict[str, int]:
    return {name: sum(e["event"] == "ok" for e in fleet.journal(name)) for name in WORKERS}


def held_by(fleet: RedisFleet, name: str) -> set[str]:
    """URLs this worker took from the shared queue and neither finished nor handed back."""
    last: dict[str, str] = {}
    for event in fleet.journal(name):
        last[event["url"]] = event["event"]
    return {url for url, event in last.items() if event == "pop"}


def robots_fetchers(site: FarmSite) -> list[str | None]:
    """The worker behind each robots.txt request the site received, in order."""
    return [h.headers.get("x-worker") for h in site.hits if h.path == "/robots.txt"]


def last_event(fleet: RedisFleet, url: str) -> str | None:
    """The last thing any worker noted of ``url`` (journal lines carry their time)."""
    events = sorted((e["at"], e["event"]) for n in WORKERS for e in fleet.journal(n)
                    if e["url"] == url)
    return events[-1][1] if events else None


@pytest.mark.parametrize(("signal", "who"), [
    ("KILL", "waiting"),  # holds parked and postponed requests
    ("KILL", "fetcher"),  # ... and the fleet's lock on the slow robots.txt
    ("TERM", "waiting"),  # Scrapy's graceful stop instead
])
@pytest_twisted.ensureDeferred
async def test_a_stopped_worker_loses_only_what_it_had_taken(farm, redis_server, tmp_path,
                                                            signal, who):
    """The state is reached by events, not within a time window: the slow robots.txt is held
    by a Gate until after the stop, so its requests stay parked however slowly the workers
    get there; the 503 that makes requests postponed is held by another Gate until every
    other request has ended and every waiting one is parked, so the postponement
    (UNREACHABLE_TTL, the package's own clock) starts only then and covers only the
    re-scheduling of the parked requests and the stop."""
    robots = "User-agent: *\nDisallow: /private/\n"
    busy = [add_origin(farm, robots, 6) for _ in range(4)]
    # robots.txt answered only after the stop: requests park after RFC9309_PARK_AFTER.
    parking = add_origin(farm, robots, 12)
    slow = Gate()
    parking.pages["/robots.txt"] = Page(robots.encode(), gate=slow)
    # robots.txt that answers 503 first (once the test opens the gate): requests are held
    # (RFC9309_POSTPONE_UNREACHABLE) until it is due again, UNREACHABLE_TTL later; then 200.
    holding = add_origin(farm, robots, 12)
    outage = Gate()
    holding.pages["/robots.txt"] = InTurn(Page(b"busy", 503, gate=outage), robots)
    sites = [*busy, parking, holding]
    # 12 pages on each waiting origin, 6 on the others.
    pages = interleave(sites, 6) + interleave([parking, holding], 12)[12:]
    seeds = pages + [f"{s.url}/private/x" for s in sites]
    # Three: a worker that fetches both gated robots.txt files (a slot each, until the test
    # opens the gates) still has a slot for the other origins' pages.
    concurrency = 3
    settings = redis_settings(
        redis_server, CONCURRENT_REQUESTS=concurrency, RFC9309_PARK_AFTER=0.2,
        RFC9309_POSTPONE_UNREACHABLE=True, RFC9309_UNREACHABLE_TTL=POSTPONED,
        # Longer than the test's waits for a state: the gated fetch never times out first.
        RFC9309_ROBOTS_TIMEOUT=3 * CRAWL_TIMEOUT,
    )
    # No worker holds more than HOLD requests of an origin at a time: once the 13 of a waiting
    # origin (its pages and /private/x) are all taken, each worker holds at least
    # 13 - 2 * HOLD = 3 of them, however unevenly the workers run.
    fleet = RedisFleet(tmp_path, redis_server, settings, seeds, hold_per_origin=HOLD)
    await fleet.start()

    def on(site: FarmSite, urls: set[str]) -> set[str]:
        return {url for url in urls if url.startswith(site.url + "/")}

    def waiting(name: str, site: FarmSite) -> int:
        return len(on(site, held_by(fleet, name)))

    def taken(site: FarmSite) -> set[str]:
        return set().union(*(on(site, held_by(fleet, n)) for n in WORKERS))

    def held_now(name: str) -> int:
        stats = fleet.stats(name)
        return stats.get("rfc9309/postponed/held", 0) - stats.get("rfc9309/postponed/released", 0)

    busy_urls = {f"{s.url}{path}" for s in busy for path in s.pages if path != "/robots.txt"}
    parking_seeds = on(parking, set(seeds))
    holding_seeds = on(holding, set(seeds))

    def all_parked() -> bool:
        """Every start URL read, every busy origin's request ended, and every request of the
        two gated origins taken by a worker and parked there, its robots.txt at its gate."""
        return (fleet.redis.llen(START_URLS) == 0 and fleet.redis.zcard(QUEUE) == 0
                and busy_urls <= set(fleet.outcomes())
                and taken(parking) == parking_seeds and taken(holding) == holding_seeds
                and fleet.total("rfc9309/parked") >= len(parking_seeds | holding_seeds)
                and slow.held == 1 and outage.held == 1)

    await fleet.until(all_parked, "every request ended or parked", CRAWL_TIMEOUT)
    spread = len(parking_seeds) - 2 * HOLD
    assert all(waiting(n, parking) >= spread and waiting(n, holding) >= spread
               for n in WORKERS), [(waiting(n, parking), waiting(n, holding)) for n in WORKERS]
    # One robots.txt request per origin for the whole fleet, the others waiting for it.
    assert [len(robots_fetchers(s)) for s in sites] == [1] * len(sites)
    outage.open()

    def all_held() -> bool:
        """The 503 is shared: every holding request is back from the queue and held."""
        if holding.count("/robots.txt") > 1:  # due again before the test got here
            fleet.kill()
            pytest.fail(f"postponed requests released before the stop (UNREACHABLE_TTL = "
                        f"{POSTPONED} s after the 503)")
        return (fleet.redis.zcard(QUEUE) == 0 and taken(holding) == holding_seeds
                and sum(held_now(n) for n in WORKERS) == len(holding_seeds))

    await fleet.until(all_held, "every postponed request held", CRAWL_TIMEOUT)
    assert all(waiting(n, holding) >= spread for n in WORKERS)

    # The fetcher may hold only the first request of its origin: what matters there is its
    # lock, and the test of a waiting worker shows postponed requests lost.
    least_parked, least_held = (1, 0) if who == "fetcher" else (2, 2)
    fetcher = robots_fetchers(parking)[0]
    # A worker holding parked and postponed requests, which is (or is not) the one fetching
    # the slow robots.txt under the fleet lock; the others hold postponed requests too.
    candidates = [
        name for name in WORKERS
        if (name == fetcher) == (who == "fetcher")
        and waiting(name, parking) >= least_parked
        and held_now(name) >= least_held and waiting(name, holding) >= least_held
        and sum(held_now(n) for n in WORKERS if n != name) >= 1
    ]
    if not candidates:
        fleet.kill()
        pytest.fail("no worker holds what the test needs: parked, postponed per worker: "
                    f"{[(n, waiting(n, parking), held_now(n)) for n in WORKERS]}, "
                    f"fetcher {fetcher}")
    stopped = candidates[0]
    taken_before = held_by(fleet, stopped)
    fleet.workers[stopped].transport.signalProcess(signal)
    await fleet.until(lambda: fleet.workers[stopped].ended.called, "the stopped worker exits",
                      CRAWL_TIMEOUT)
    # Only now the slow robots.txt answers: what the stopped worker parked was still parked.
    slow.open()
    if (signal, who) == ("KILL", "fetcher"):
        # Its fleet lock would expire by itself (SET PX) long after this test's waits; bring
        # the expiry forward: the survivors see the lock gone, as they would then.
        locks = fleet.redis.keys("*:lock:*")
        assert locks == [f"rfc9309:lock:{parking.url}".encode()], locks
        assert fleet.redis.pttl(locks[0]) > 0
        fleet.redis.pexpire(locks[0], 1)
    await fleet.ended(killed=stopped)

    # Exactly what the stopped worker had taken from the shared queue and not finished is
    # lost; every other request ends, in a callback or an errback, once.
    outcomes = fleet.outcomes()
    entered = {e["url"] for n in WORKERS for e in fleet.journal(n) if e["event"] == "push"}
    assert set(seeds) <= entered
    lost = entered - set(outcomes)
    assert fleet.redis.zcard(QUEUE) == 0
    # A worker notes a pop just after taking the request from Redis: a SIGKILL in between
    # leaves that one request with no pop after its last push, and out of the queue.
    unnoted = {url for url in lost - held_by(fleet, stopped) if last_event(fleet, url) == "push"}
    assert len(unnoted) <= (1 if signal == "KILL" else 0), unnoted
    assert lost == held_by(fleet, stopped) | unnoted, {  # each worker's journal of the difference
        url: [(n, e["event"]) for n in WORKERS for e in fleet.journal(n) if e["url"] == url]
        for url in lost ^ held_by(fleet, stopped)}
    assert all(len(ends) == 1 for ends in outcomes.values()), outcomes
    gone = lost
    if signal == "TERM":
        # A graceful stop loses nothing: what the worker still held for robots.txt ends in
        # its errback, with RobotsTxtUnreachable.
        assert lost == set()
        assert {url: outcomes.get(url) for url in taken_before} == {
            url: [(stopped, "RobotsTxtUnreachable")] for url in taken_before}
        ended = fleet.stats(stopped)
        assert (ended.get("rfc9309/postponed/shutdown", 0)
                + ended.get("rfc9309/parked/shutdown", 0)) == len(taken_before)
        gone = taken_before
    parked = {url for url in gone if url.startswith(parking.url + "/")}
    held = {url for url in gone if url.startswith(holding.url + "/")}
    in_flight = gone - parked - held
    print(f"\nSIG{signal} to {stopped} ({who}): lost {len(lost)} of {len(entered)} requests: "
          f"{len(parked)} parked, {len(held)} postponed, {len(in_flight)} in its downloader "
          f"(CONCURRENT_REQUESTS = {concurrency}); robots.txt fetches "
          f"{[s.count('/robots.txt') for s in sites]}")
    # What waiting for robots.txt adds: requests parked or postponed in the worker's memory.
    # They free their slot, so their number is not bounded by CONCURRENT_REQUESTS.
    assert len(parked) >= least_parked and len(held) >= least_held
    if who == "waiting":
        assert len(parked) + len(held) > concurrency
    # Every other request it had taken had ended before the stop: nothing was downloading.
    assert not in_flight

    # Safety held throughout: no disallowed page sent; robots.txt fetched once per origin (the
    # 503 one twice: it was due again; the slow one twice when its fetcher died: the others
    # waited for the fleet lock to expire, then fetched it); the survivors' postponed
    # requests were let through.
    assert not any(site.count("/private/x") for site in sites)
    again = 2 if (signal, who) == ("KILL", "fetcher") else 1
    for site, fetches in zip(sites, [1, 1, 1, 1, again, 2], strict=True):
        by = robots_fetchers(site)
        # One more only if the 503's retry fell due in the instant between the test's last
        # look and the SIGKILL, and the killed worker had sent it: a survivor fetched it
        # again once its fleet lock expired.
        cut_short = signal == "KILL" and len(by) == fetches + 1 and stopped in by[:-1]
        assert len(by) == fetches or cut_short, (site.url, by, stopped)
    assert {outcomes[f"{s.url}/private/x"][0][1] for s in sites
            if f"{s.url}/private/x" in set(outcomes) - gone} == {"RobotsTxtForbidden"}
    survivors = [n for n in WORKERS if n != stopped]
    assert sum(fleet.stats(n).get("rfc9309/postponed/released", 0) for n in survivors) >= 1
    assert {outcomes[url][0][1] for url in (set(outcomes) & set(pages)) - gone} == {200}
    if again == 2:
        assert sum(fleet.stats(n).get("rfc9309/fleet/wait", 0) for n in survivors) >= 1
