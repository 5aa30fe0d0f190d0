"""Fleet mode: three real Scrapy processes share robots.txt and Crawl-delay through a real
redis-server on 127.0.0.1, against sites this test serves (its reactor keeps serving them while
the workers run). Figures are printed with ``pytest -s``.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import random
import re
import sys
import threading
import time
import zlib
from collections.abc import Sequence
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
import pytest_twisted
from scrapy.utils.defer import deferred_from_coro
from scrapy.utils.test import get_crawler
from twisted.internet import protocol
from twisted.internet.defer import Deferred

from scrapy_rfc9309.config import BackendSettings, RobotsPolicy
from scrapy_rfc9309.crawldelay.pacing import LocalPacer
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.policy import make_record
from scrapy_rfc9309.records.freshness import Freshness, Validators
from scrapy_rfc9309.records.record import Kind
from scrapy_rfc9309.robotstxt import RobotsTxt
from scrapy_rfc9309.robotstxt._steps import finish
from scrapy_rfc9309.settings import read_settings
from scrapy_rfc9309.stores.backend import open_store
from scrapy_rfc9309.stores.memory import LocalStore
from scrapy_rfc9309.stores.redis import POLL_CAP, RedisStore
from scrapy_rfc9309.stores.wire import (
    Shared,
    Undecodable,
    decoding,
    encode,
    keep_bytes,
    max_value,
    retention,
)
from scrapy_rfc9309.testing import FarmSite, Page
from tests.conftest import BASE_SETTINGS
from tests.redis_server import RedisServer, Reservation, ReservationLog

ROOT = Path(__file__).resolve().parent.parent
WORKERS = ("w1", "w2", "w3")
#: Longest a whole fleet crawl may take before its workers are killed.
CRAWL_TIMEOUT = 90.0
ROBOTS = "User-agent: *\nDisallow: /private/\n"
#: Seconds: how far a time on this process's monotonic clock, moved to the wall clock, may
#: be from Redis's reading of the same instant (Redis's milliseconds, the two clocks read
#: microseconds apart).
CLOCKS = 0.002


def decode(value: object, max_bytes: int) -> Shared:
    """A stored value read back in one go (a store reads it a step per reactor turn)."""
    return finish(decoding(value, max_bytes))


class _Worker(protocol.ProcessProtocol):
    """One worker process; ``ended`` fires with its exit code."""

    def __init__(self) -> None:
        self.ended: Deferred[int] = Deferred()
        self.stderr = b""

    def errReceived(self, data: bytes) -> None:
        self.stderr = (self.stderr + data)[-20000:]

    def processEnded(self, reason: Any) -> None:
        self.ended.callback(reason.value.exitCode)


class Fleet:
    """Worker processes (three unless ``names`` says) with their configs, barriers and results
    in ``tmp``."""

    def __init__(self, tmp: Path, settings: dict[str, Any], waves: dict[str, list[dict]],
                 names: Sequence[str] = WORKERS, record: str | None = None) -> None:
        from twisted.internet import reactor

        self.tmp = tmp
        self.names = tuple(names)
        self.workers: dict[str, _Worker] = {}
        for name in self.names:
            config = {
                "worker": name,
                "dir": str(tmp),
                "result": str(tmp / f"{name}.json"),
                "waves": waves[name],
                "record": record,
                "settings": {
                    **BASE_SETTINGS,
                    "LOG_LEVEL": "INFO",
                    "DOWNLOAD_DELAY": 0,
                    "DEFAULT_REQUEST_HEADERS": {"X-Worker": name},
                    **settings,
                },
            }
            path = tmp / f"{name}.config.json"
            path.write_text(json.dumps(config))
            worker = self.workers[name] = _Worker()
            reactor.spawnProcess(
                worker,
                sys.executable,
                [sys.executable, "-m", "tests.fleet_worker", str(path)],
                env=os.environ.copy(),
                path=str(ROOT),
            )

    async def barrier(self, name: str) -> None:
        """Until every worker stands at ``name`` (bounded)."""
        deadline = time.monotonic() + CRAWL_TIMEOUT
        while not all((self.tmp / f"{name}.{w}.ready").exists() for w in self.names):
            assert time.monotonic() < deadline, f"workers never reached {name}"
            assert not any(w.ended.called for w in self.workers.values()), self._stderr()
            await _sleep(0.05)

    def stats_at(self, name: str) -> dict[str, dict[str, int]]:
        """Each worker's stats as it stood at barrier ``name`` (once all stand there)."""
        return {w: json.loads((self.tmp / f"{name}.{w}.stats.json").read_text())
                for w in self.names}

    def go(self, name: str) -> None:
        (self.tmp / f"{name}.go").touch()

    async def results(self) -> dict[str, dict[str, Any]]:
        """Each worker's result once all have exited 0; kills them after CRAWL_TIMEOUT."""
        deadline = time.monotonic() + CRAWL_TIMEOUT
        while not all(w.ended.called for w in self.workers.values()):
            if time.monotonic() > deadline:
                for worker in self.workers.values():
                    if not worker.ended.called:
                        worker.transport.signalProcess("KILL")
                pytest.fail("fleet crawl did not finish in time:\n" + self._stderr())
            await _sleep(0.1)
        codes = {name: w.ended.result for name, w in self.workers.items()}
        assert set(codes.values()) == {0}, (codes, self._stderr())
        return {name: json.loads((self.tmp / f"{name}.json").read_text())
                for name in self.names}

    def _stderr(self) -> str:
        return "\n".join(w.stderr.decode(errors="replace")[-3000:] for w in self.workers.values())


async def _sleep(seconds: float) -> None:
    from twisted.internet import reactor
    from twisted.internet.task import deferLater

    await deferLater(reactor, seconds, lambda: None)


def fleet_settings(redis_server: RedisServer, **extra: Any) -> dict[str, Any]:
    """Redis calls may take 5 s here, not 1 s: on a loaded machine a worker's event loop can
    be late to read an answer, and a slow answer is not the outage these tests are about."""
    return {"RFC9309_CACHE_BACKEND": "redis", "RFC9309_REDIS_URL": redis_server.url,
            "RFC9309_REDIS_TIMEOUT": 5, **extra}


def split(urls: Sequence[str], part: int) -> list[str]:
    """Worker ``part``'s share of ``urls`` (round robin)."""
    return list(urls[part :: len(WORKERS)])


def total(results: dict[str, dict[str, Any]], key: str) -> int:
    return sum(r["stats"].get(key, 0) for r in results.values())


def page_hits(site: FarmSite) -> list[Any]:
    return sorted((h for h in site.hits if h.path != "/robots.txt"), key=lambda h: h.at)


class Clocks:
    """The wall clock less this process's monotonic one, read before a crawl and after it
    (``end``): the site notes arrivals on the monotonic clock, Redis sets turns on the wall
    clock. Of the two differences, the larger: whichever way the wall clock was slewed
    meanwhile, it can only make a page look later than it was."""

    def __init__(self) -> None:
        self.wall = [time.time() - time.monotonic()]

    def end(self) -> float:
        self.wall.append(time.time() - time.monotonic())
        return max(self.wall)


def paced_in_turns(made: Sequence[Reservation], pages: Sequence[Any], floor: float,
                   offset: float) -> None:
    """A Crawl-delay of ``floor`` seconds held across the fleet, in its decisions (``made``,
    the turns Redis set for the origin, from ``ReservationLog``): a turn for each page the
    site received (one more where an origin with no time yet reads as one just taken), each
    asking for at least the floor, each at least the step after the one before, whichever
    worker took it. And no page came before its turn: the k-th page to reach the site came
    no earlier than the k-th turn (a worker waits for its turn, then sends; a late worker only
    comes later); ``offset`` (``Clocks.end``) moves arrivals to the wall clock, CLOCKS is what
    that may be off by, not slack for a slow trip. The gaps at the site are not asserted: a
    request's trip from a worker's turn to the site (two processes, a loaded machine) is not
    the fleet's decision."""
    assert len(pages) >= 2 and len(made) >= len(pages), made
    assert all(r.step >= round(floor * 1000) for r in made), made
    assert all(b.at - a.at >= a.step for a, b in pairwise(made)), made
    arrived = [h.at + offset for h in pages]
    assert all(a >= r.at / 1000 - CLOCKS for a, r in zip(arrived, made, strict=False)), (
        arrived, made)


def add_site(farm, robots: str, pages: int, robots_delay: float = 0.0) -> FarmSite:
    return farm.add({
        "/robots.txt": Page(robots.encode(), delay=robots_delay),
        "/private/x": "secret",
        **{f"/p/{i}": f"page {i}" for i in range(pages)},
    })


@pytest_twisted.ensureDeferred
async def test_three_processes_fetch_each_robots_txt_once(farm, redis_server, tmp_path):
    # robots.txt answers slowly, so all three ask for it while the first fetch is in flight.
    sites = [add_site(farm, ROBOTS, pages=3, robots_delay=0.5) for _ in range(2)]
    urls = [f"{s.url}/p/{i}" for s in sites for i in range(3)]
    private = [f"{s.url}/private/x" for s in sites]
    waves = {w: [{"barrier": "start", "urls": split(urls, i) + private}]
             for i, w in enumerate(WORKERS)}
    fleet = Fleet(tmp_path, fleet_settings(redis_server), waves)
    await fleet.barrier("start")
    fleet.go("start")
    results = await fleet.results()

    fetches = [site.count("/robots.txt") for site in sites]
    print(f"\nrobots.txt fetches per origin across 3 processes: {fetches}")
    assert fetches == [1, 1]
    assert total(results, "rfc9309/fleet/fetch") == 2
    # Each other worker took each record from Redis: as a hit, or after waiting for it.
    assert total(results, "rfc9309/fleet/hit") + total(results, "rfc9309/fleet/wait") >= 4
    assert total(results, "rfc9309/fleet/fallback") == 0
    answered = [url for r in results.values() for url, status in r["responses"].items()]
    assert sorted(answered) == sorted(urls)
    for result in results.values():
        assert set(result["errors"]) == set(private)
        assert set(result["errors"].values()) == {"RobotsTxtForbidden"}
    assert not any(site.count("/private/x") for site in sites)


@pytest_twisted.ensureDeferred
async def test_crawl_delay_holds_across_processes(farm, redis_server, tmp_path):
    sites = [add_site(farm, ROBOTS + "Crawl-delay: 1\n", pages=6) for _ in range(2)]
    urls = [f"{s.url}/p/{i}" for i in range(6) for s in sites]
    waves = {w: [{"barrier": "start", "urls": split(urls, i)}] for i, w in enumerate(WORKERS)}
    settings = fleet_settings(redis_server, RFC9309_CRAWL_DELAY=True)
    reservations = ReservationLog(redis_server)
    clocks = Clocks()
    fleet = Fleet(tmp_path, settings, waves)
    await fleet.barrier("start")
    fleet.go("start")
    results = await fleet.results()
    reservations.stop()
    offset = clocks.end()

    assert sum(len(r["responses"]) for r in results.values()) == 12
    for site in sites:
        made, hits = reservations.of(site.url), page_hits(site)
        print(f"\n{site.url}: turns set by {[r.client for r in made]}, apart "
              f"{[b.at - a.at for a, b in pairwise(made)]} ms; workers "
              f"{[h.headers['x-worker'] for h in hits]}, gaps at the site "
              f"{[round(b.at - a.at, 3) for a, b in pairwise(hits)]}")
        assert len(hits) == 6
        # Every worker sent to every origin: the turns are taken by different processes.
        assert {h.headers["x-worker"] for h in hits} == set(WORKERS)
        paced_in_turns(made, hits, 1.0, offset)
    # Each worker took a turn in Redis for each page it sent, and for no other.
    for name, result in results.items():
        sent = [h for site in sites for h in page_hits(site) if h.headers["x-worker"] == name]
        assert result["stats"].get("rfc9309/fleet/paced", 0) == len(sent), name
    assert total(results, "rfc9309/fleet/fallback") == 0


@pytest.mark.parametrize("failure", ["killed", "hung"])
@pytest_twisted.ensureDeferred
async def test_redis_failing_mid_crawl_falls_back_safely(farm, redis_server, tmp_path, failure):
    known = [add_site(farm, ROBOTS + "Crawl-delay: 0.2\n", pages=6) for _ in range(2)]
    new = add_site(farm, ROBOTS, pages=3)
    # Each worker meets both known origins before Redis fails, the new one only after.
    first = [f"{s.url}/p/{i}" for i in range(3) for s in known]
    second = [f"{s.url}/p/{i}" for i in range(3, 6) for s in known]
    second += [f"{new.url}/p/{i}" for i in range(3)]
    private = [f"{s.url}/private/x" for s in (*known, new)]
    waves = {
        w: [{"barrier": "start", "urls": split(first, i)},
            {"barrier": "down", "urls": split(second, i) + private}]
        for i, w in enumerate(WORKERS)
    }
    settings = fleet_settings(redis_server, RFC9309_CRAWL_DELAY=True)
    fleet = Fleet(tmp_path, settings, waves)
    await fleet.barrier("start")
    fleet.go("start")
    await fleet.barrier("down")
    # While Redis answered, every worker shared through it: no outage, no fallback.
    for name, stats in fleet.stats_at("down").items():
        assert stats.get("rfc9309/fleet/outage", 0) == 0, (name, stats)
        assert stats.get("rfc9309/fleet/fallback", 0) == 0, (name, stats)
        assert stats.get("rfc9309/fleet/paced", 0) == len(split(first, WORKERS.index(name)))
    if failure == "killed":
        redis_server.kill()
    else:
        redis_server.pause()
    fleet.go("down")
    results = await fleet.results()

    for name, result in results.items():
        mine = split(first, WORKERS.index(name)) + split(second, WORKERS.index(name))
        assert set(result["responses"]) == set(mine), name
        assert set(result["errors"]) == set(private), name
        assert set(result["errors"].values()) == {"RobotsTxtForbidden"}, name
        # Once it failed, each worker fell back on its own, after one outage: every call
        # since then failed (the server never answered again), none can end that outage.
        assert result["stats"]["rfc9309/fleet/fallback"] >= 1, name
        assert result["stats"]["rfc9309/fleet/outage"] == 1, name
    for site in (*known, new):
        assert site.count("/private/x") == 0
    # Read through Redis before it failed; the new origin by each worker alone after.
    assert [s.count("/robots.txt") for s in known] == [1, 1]
    assert new.count("/robots.txt") == len(WORKERS)
    print(f"\nRedis {failure}: fallbacks per worker "
          f"{[r['stats']['rfc9309/fleet/fallback'] for r in results.values()]}")


# -- a Redis that loses keys: every lost key reads as the most careful state -------------------


class KeyDeleter(threading.Thread):
    """Deletes a third (rounded up) of the keys under ``prefix`` every 0.1 s, as an evicting
    ``maxmemory-policy`` or a stray ``DEL`` would, for at most ``seconds``."""

    def __init__(self, url: str, prefix: str, seconds: float) -> None:
        import redis

        super().__init__(daemon=True)
        self.client = redis.Redis.from_url(url, socket_timeout=5)
        self.prefix = prefix
        self.seconds = seconds
        self.stopping = threading.Event()
        self.deleted = 0
        self.random = random.Random(9309)

    def run(self) -> None:
        deadline = time.monotonic() + self.seconds
        while time.monotonic() < deadline and not self.stopping.wait(0.1):
            keys = list(self.client.scan_iter(match=f"{self.prefix}:*", count=1000))
            doomed = self.random.sample(keys, -(-len(keys) // 3))
            if doomed:
                self.deleted += self.client.delete(*doomed)

    def stop(self) -> None:
        self.stopping.set()
        self.join(10)
        self.client.close()


#: Origins in the lost-keys crawl: FLEET_LOST_KEYS_ORIGINS=150 for the full-size run by hand.
LOST_KEYS_ORIGINS = int(os.environ.get("FLEET_LOST_KEYS_ORIGINS", "12"))
TURN = re.compile(r"Crawl-delay turn of (\S+) taken at (\d+) ms")


@pytest_twisted.ensureDeferred
async def test_a_redis_that_loses_keys_never_brings_requests_under_the_floor(
    farm, redis_server, tmp_path
):
    pages = 4
    sites = [add_site(farm, ROBOTS + "Crawl-delay: 1\n", pages=pages)
             for _ in range(LOST_KEYS_ORIGINS)]
    names = WORKERS[:2]
    # Each origin's pages alternate between the two workers: both pace every origin.
    mine = {w: [f"{s.url}/p/{p}" for p in range(pages) for s in sites if p % 2 == i]
            for i, w in enumerate(names)}
    waves = {w: [{"barrier": "start", "urls": mine[w]}] for w in names}
    settings = fleet_settings(redis_server, RFC9309_CRAWL_DELAY=True)
    fleet = Fleet(tmp_path, settings, waves, names, record="scrapy_rfc9309")
    await fleet.barrier("start")
    deleter = KeyDeleter(redis_server.url, "rfc9309", seconds=8.0)
    deleter.start()
    fleet.go("start")
    try:
        results = await fleet.results()
    finally:
        deleter.stop()

    for name, result in results.items():
        assert set(result["responses"]) == set(mine[name]) and not result["errors"], name
        assert result["stats"].get("rfc9309/fleet/fallback", 0) == 0, name
    # A lost record is fetched again at most once by each worker: it keeps what it read.
    fetches = [site.count("/robots.txt") for site in sites]
    assert max(fetches) <= len(names), fetches
    # The turns the fleet took, on Redis's clock: one per request, none closer than the floor.
    turns: dict[str, list[int]] = {}
    for result in results.values():
        for _level, message in result["log"]:
            if found := TURN.search(message):
                turns.setdefault(found[1], []).append(int(found[2]))
    assert sorted(turns) == sorted(s.url for s in sites)
    assert all(len(times) == pages for times in turns.values())
    gaps = [b - a for times in turns.values() for a, b in pairwise(sorted(times))]
    # At the sites, printed only: what a request's trip adds or takes is not the fleet's.
    hits = [b.at - a.at for site in sites for a, b in pairwise(page_hits(site))]
    closest = min(((b.at - a.at, a.headers["x-worker"], b.headers["x-worker"], site.url)
                   for site in sites for a, b in pairwise(page_hits(site))), key=lambda h: h[0])
    vanished = total(results, "rfc9309/fleet/vanished")
    print(f"\n{LOST_KEYS_ORIGINS} origins, {deleter.deleted} keys deleted: robots.txt fetches "
          f"{sum(fetches)} (max {max(fetches)} per origin), turns under the floor "
          f"{sum(g < 1000 for g in gaps)}, min turn gap {min(gaps)} ms, min gap at the sites "
          f"{min(hits):.3f} s, vanished {vanished}")
    assert deleter.deleted > 0
    assert min(gaps) >= 1000
    print("closest at the sites:", closest, sorted(turns[closest[3]]))
    # Seen, counted, and told once per worker with its likely cause and its fix.
    assert vanished > 0
    for name, result in results.items():
        warned = [m for level, m in result["log"]
                  if level == "WARNING" and "gone before its expiry" in m]
        if result["stats"].get("rfc9309/fleet/vanished"):
            assert len(warned) == 1, (name, warned)
            assert "maxmemory-policy noeviction" in warned[0]


@pytest.mark.parametrize(("policy", "warned"), [
    ("volatile-lru", True), ("allkeys-lru", True), ("volatile-ttl", True),
    ("noeviction", False),
])
@pytest_twisted.ensureDeferred
async def test_an_evicting_policy_is_warned_about_at_start_up(
    farm, redis_server, caplog, policy, warned
):
    import redis

    from tests.conftest import crawl, stats

    client = redis.Redis.from_url(redis_server.url)
    client.config_set("maxmemory-policy", policy)
    client.close()
    site = farm.add({"/robots.txt": ROBOTS, "/p": "p"})
    crawler = await crawl([f"{site.url}/p"], fleet_settings(
        redis_server, CLOSESPIDER_TIMEOUT=60))

    assert crawler.spider.responses == {f"{site.url}/p": 200}
    warnings = [r.getMessage() for r in caplog.records
                if r.levelno == logging.WARNING and "maxmemory-policy" in r.getMessage()]
    if warned:
        assert len(warnings) == 1, warnings
        assert f"maxmemory-policy is {policy}" in warnings[0]
        assert "set maxmemory-policy noeviction" in warnings[0]
        assert stats(crawler)["rfc9309/fleet/evicting"] == 1
    else:
        assert warnings == []
        assert "rfc9309/fleet/evicting" not in stats(crawler)


@pytest_twisted.ensureDeferred
async def test_a_redis_that_refuses_info_is_no_outage(farm, caplog):
    from tests.conftest import crawl, stats

    server = RedisServer("--rename-command", "INFO", "")  # as managed Redis services may
    try:
        site = farm.add({"/robots.txt": ROBOTS, "/p": "p"})
        crawler = await crawl([f"{site.url}/p"], fleet_settings(server, CLOSESPIDER_TIMEOUT=60))
    finally:
        server.kill()
    assert crawler.spider.responses == {f"{site.url}/p": 200}
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    s = stats(crawler)
    assert s["rfc9309/fleet/miss"] == 1
    assert not any(k in s for k in ("rfc9309/fleet/outage", "rfc9309/fleet/fallback",
                                     "rfc9309/fleet/evicting"))
    assert any("eviction policy not read" in r.getMessage() for r in caplog.records)


# -- keys that are not ours (issue 21): per-key misses, never an outage -----------------------


#: What each origin's keys hold before the crawl: (key kind, Redis command and arguments).
FOREIGN = {
    "list": ("robots", "rpush", [b"a", b"b"]),
    "hash": ("robots", "hset", {b"field": b"value"}),
    "100k [": ("robots", "set", b"[" * 100_000),
    "nested": ("robots", "set", b"[" * 60_000 + b"\n"),
    "huge": ("robots", "set", b"x" * 5_000_000),
    "not utf-8": ("robots", "set", b"\xff\xfe\xfd{\n\x00"),
    "wrong shape": ("robots", "set", b'{"kind": "parsed"}\n'),
    "infinite": ("robots", "set", None),  # a record of ours, but it never expires
    "lock list": ("lock", "rpush", [b"x"]),
    "lock forever": ("lock", "set", b"someone else's"),
    "next hash": ("next", "hset", {b"at": b"1"}),
    "next text": ("next", "set", b"soon"),
    "next never": ("next", "set", b"99999999999999"),  # ms: in 5138, and never expiring
}


def _seed(client: Any, key: str, command: str, value: Any) -> None:
    if command == "rpush":
        client.rpush(key, *value)
    elif command == "hset":
        client.hset(key, mapping=value)
    else:
        client.set(key, value)


@pytest_twisted.ensureDeferred
async def test_keys_that_are_not_ours_are_per_origin_misses(farm, redis_server, caplog):
    import redis

    from tests.conftest import crawl, stats

    client = redis.Redis.from_url(redis_server.url)
    sites = {name: farm.add({"/robots.txt": "User-agent: *\nDisallow: /private\n"
                             "Crawl-delay: 0.05\n", "/public": "p", "/private": "secret"})
             for name in FOREIGN}
    for name, (kind, command, value) in FOREIGN.items():
        origin = sites[name].url
        if value is None:
            value = _meta(kind="unavailable", expires_at=1e308).replace(b"1e+308", b"Infinity")
        _seed(client, f"rfc9309:{kind}:{origin}", command, value)
    urls = [f"{s.url}{path}" for s in sites.values() for path in ("/public", "/private")]
    settings = fleet_settings(redis_server, RFC9309_CRAWL_DELAY=True)
    crawler = await crawl(urls, settings)

    errors = crawler.spider.errors
    for name, site in sites.items():
        assert crawler.spider.responses[f"{site.url}/public"] == 200, name
        assert type(errors[f"{site.url}/private"]).__name__ == "RobotsTxtForbidden", name
        assert site.count("/robots.txt") == 1 and site.count("/private") == 0, name
    s = stats(crawler)
    assert "rfc9309/fleet/outage" not in s and "rfc9309/fleet/fallback" not in s
    assert "rfc9309/fetch/unreachable" not in s
    assert s["rfc9309/fleet/foreign"] >= 7  # list, hash, 2 locks, 3 next
    assert s["rfc9309/fleet/undecodable"] >= 6
    warned = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert not any("Redis unavailable" in m or "internal error" in m for m in warned)
    foreign = [m for m in warned if "is not ours" in m]
    # One per cause: another type where a record, a lock or a time is, a lock that never
    # expires, and each way a value is not a record.
    causes = ["WRONGTYPE", "never expires", "(nested JSON)", "(no record header)",
              "(oversized", "(header not JSON", "(wrong shape"]
    assert len(foreign) == 10, foreign
    for cause in causes:
        assert any(cause in m for m in foreign), cause
    assert sum("fleet lock" in m for m in foreign) == 2
    assert sum("alone" in m for m in foreign) == 1
    assert sum("not a time of ours" in m for m in foreign) == 1
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]

    # What was written over each foreign record is a whole record of ours, with an expiry;
    # the lock and pacing keys are left as they were, or (a text time) replaced by a time.
    for name in FOREIGN:
        key = f"rfc9309:robots:{sites[name].url}"
        assert client.type(key) == b"string" and client.pttl(key) > 0, name
        assert decode(client.get(key), RobotsPolicy().max_bytes).record.kind is Kind.PARSED
    assert client.type(f"rfc9309:lock:{sites['lock list'].url}") == b"list"
    assert client.get(f"rfc9309:lock:{sites['lock forever'].url}") == b"someone else's"
    for name in ("next text", "next never"):
        assert 0 < float(client.get(f"rfc9309:next:{sites[name].url}")) < 99999999999999
    # The next worker takes every record from Redis.
    again = await crawl(urls, settings)
    assert stats(again)["rfc9309/fleet/hit"] == len(FOREIGN)
    assert all(site.count("/robots.txt") == 1 for site in sites.values())
    client.close()


# -- in one process: the store against a real Redis --------------------------------------------


def _store(url: str, **settings: Any) -> RedisStore:
    crawler = get_crawler(
        settings_dict={"RFC9309_CACHE_BACKEND": "redis", "RFC9309_REDIS_URL": url, **settings}
    )
    config = read_settings(crawler.settings, None)
    store = open_store(crawler, config.policy, None, config.backend)
    assert isinstance(store, RedisStore)
    return store


class _Fetcher:
    """Stands in for robots.txt over HTTP (not for Redis): counts calls, returns a record."""

    def __init__(self, kind: Kind = Kind.UNAVAILABLE) -> None:
        self.calls = 0
        self.kind = kind

    async def __call__(self, previous):
        self.calls += 1
        record = make_record(RobotsPolicy(), self.kind, now=time.time(), status=404,
                             reason="404", url="http://a.test/robots.txt", previous=previous)
        return record, None


@pytest_twisted.ensureDeferred
async def test_records_evicted_from_memory_are_read_back_from_redis(farm, redis_server):
    from tests.conftest import crawl
    from tests.test_waiting import assert_each_robots_txt_fetched_once, many_origins

    sites, waves = many_origins(farm)
    crawler = await crawl(settings=fleet_settings(redis_server, RFC9309_MAX_ORIGINS=5),
                          waves=waves)
    assert_each_robots_txt_fetched_once(crawler, sites, waves)
    assert crawler.stats.get_value("rfc9309/fleet/fallback") is None


class StoreClock:
    """The store's ``time`` module, with the monotonic clock (the one its backoff reads) in
    the test's hands: it moves only when the test says. The wall clock stays real."""

    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now

    def time(self) -> float:
        return time.time()


@pytest_twisted.ensureDeferred
async def test_store_recovers_after_a_hung_redis(redis_server, monkeypatch):
    import scrapy_rfc9309.stores.redis

    clock = StoreClock()
    monkeypatch.setattr(scrapy_rfc9309.stores.redis, "time", clock)
    # The store runs in asyncio tasks, as Scrapy runs middleware coroutines.
    await deferred_from_coro(_recovery(redis_server, clock))


async def _recovery(redis_server: RedisServer, clock: StoreClock) -> None:
    # Calls may take 5 s (fleet_settings): only the hung Redis makes one fail.
    store = _store(redis_server.url, RFC9309_REDIS_TIMEOUT=5)
    origin = Origin("http", "a.test", 80)
    fetcher = _Fetcher()
    record, _ = await store.fetch(origin, None, fetcher)
    again, _ = await store.fetch(Origin("http", "a.test", 80), None, fetcher)
    assert fetcher.calls == 1 and again == record
    redis_server.pause()
    try:
        await store.fetch(Origin("http", "b.test", 80), None, fetcher)
        assert fetcher.calls == 2
        stats = store.stats.get_stats()
        assert stats["rfc9309/fleet/outage"] == 1
        assert stats["rfc9309/fleet/fallback"] == 1
        # In backoff (the store's clock has not moved): Redis is not even asked. Asking the
        # paused Redis would fail again and push the backoff further (a second failure waits
        # twice as long).
        retry_at = store.backoff.retry_at
        assert retry_at > clock.now
        await store.fetch(Origin("http", "c.test", 80), None, fetcher)
        assert store.backoff.retry_at == retry_at
        assert store.stats.get_value("rfc9309/fleet/outage") == 1
        assert store.stats.get_value("rfc9309/fleet/fallback") == 2
    finally:
        redis_server.resume()
    # Redis answers again, but the backoff still runs: the store does not ask it yet.
    await store.fetch(Origin("http", "d.test", 80), None, fetcher)
    assert fetcher.calls == 4 and store.stats.get_value("rfc9309/fleet/fallback") == 3
    clock.now = retry_at
    shared, _ = await store.fetch(origin, None, fetcher)
    assert shared == record and fetcher.calls == 4  # from Redis again
    assert store.stats.get_value("rfc9309/fleet/recovered") == 1
    assert store.stats.get_value("rfc9309/fleet/outage") == 1
    await store._close()


@pytest_twisted.ensureDeferred
async def test_keys_lost_before_their_expiry_read_carefully_and_are_counted(redis_server, caplog):
    await deferred_from_coro(_lost_keys(redis_server))
    vanished = [r.getMessage() for r in caplog.records if "gone before its expiry" in
                r.getMessage()]
    # Three lost keys, one WARNING (with the likely cause and the fix), the others at DEBUG.
    assert [r.levelno for r in caplog.records if "gone before its expiry" in r.getMessage()
            ] == [logging.WARNING, logging.DEBUG, logging.DEBUG]
    assert "maxmemory-policy" in vanished[0] and "noeviction" in vanished[0]


async def _lost_keys(redis_server: RedisServer) -> None:
    import redis

    client = redis.Redis.from_url(redis_server.url)
    store = _store(redis_server.url)
    origin = Origin("http", "a.test", 80)
    lock = store.key("lock", origin)

    class _LosingLock(_Fetcher):
        async def __call__(self, previous):
            if not self.calls:
                client.delete(lock)  # lost while this worker fetches under it
            return await super().__call__(previous)

    fetcher = _LosingLock()
    record, _ = await store.fetch(origin, None, fetcher)
    assert store.stats.get_value("rfc9309/fleet/vanished") == 1
    client.delete(store.key("robots", origin))
    # The record in memory expired (its TTL): the store is asked, has none, fetches again.
    await store.fetch(origin, record, fetcher)
    assert fetcher.calls == 2
    assert store.stats.get_value("rfc9309/fleet/vanished") == 2

    # No time in Redis reads as a request made just now: a full step to wait, then ask again.
    paced = Origin("http", "b.test", 80)
    assert await store._take_turn(paced, 30.0) == (30.0, False)
    wait, taken = await store._take_turn(paced, 30.0)
    assert 0 < wait <= 30.0 and not taken
    client.delete(store.key("next", paced))
    assert await store._take_turn(paced, 30.0) == (30.0, False)
    assert store.stats.get_value("rfc9309/fleet/vanished") == 3
    assert store.stats.get_value("rfc9309/fleet/paced") is None
    # Once the step has passed, the time is there and the turn is taken.
    quick = Origin("http", "c.test", 80)
    wait, taken = await store._take_turn(quick, 0.05)
    await asyncio.sleep(wait + 0.05)
    assert await store._take_turn(quick, 0.05) == (0.0, True)
    assert store.stats.get_value("rfc9309/fleet/paced") == 1
    assert store.stats.get_value("rfc9309/fleet/vanished") == 3
    client.close()
    await store._close()


def test_memory_is_the_default():
    crawler = get_crawler()
    assert isinstance(open_store(crawler, RobotsPolicy(), None, BackendSettings()), LocalStore)


# -- pure parts -------------------------------------------------------------------------------


def test_a_record_survives_the_wire_with_its_last_good_copy():
    policy = RobotsPolicy()
    body = b"User-agent: *\nDisallow: /private/\nCrawl-delay: 2\n"
    parsed = make_record(policy, Kind.PARSED, now=1000.0, status=200, reason="200",
                         url="http://a.test/robots.txt", rules=RobotsTxt.parse(body))
    down = make_record(policy, Kind.UNREACHABLE, now=2000.0, status=503, reason="503",
                       url="http://a.test/robots.txt", previous=parsed)
    shared = decode(encode(down, body), policy.max_bytes)
    assert shared is not None and shared.body == body
    got = shared.record
    assert (got.kind, got.failures, got.stale_since, got.expires_at) == (
        Kind.UNREACHABLE, 1, 1000.0, down.expires_at)
    assert got.rules is not None
    assert not got.rules.allowed("http://a.test/private/1", "bot")
    assert got.rules.crawl_delay("bot") == 2
    # Kept as long as the copy may serve as last good copy.
    assert retention(policy, down, 2000.0) == pytest.approx(1000.0 + policy.last_good_max_age
                                                            - 2000.0)


def test_validators_and_lifetime_survive_the_wire():
    policy = RobotsPolicy()
    body = b"User-agent: *\nDisallow: /private/\n"
    validators = Validators('W/"v1"', "Tue, 01 Dec 2026 10:00:00 GMT")
    parsed = make_record(policy, Kind.PARSED, now=1000.0, status=200, reason="200",
                         url="http://a.test/robots.txt", rules=RobotsTxt.parse(body),
                         fresh=Freshness(600.0, "max-age=600"), validators=validators,
                         size=len(body))
    got = decode(encode(parsed, body), policy.max_bytes).record
    assert (got.validators, got.lifetime, got.size, got.expires_at) == (
        validators, "max-age=600", len(body), 1600.0)
    # Kept past its lifetime, for revalidation, as long as a last good copy is.
    assert retention(policy, parsed, 1600.0) == pytest.approx(
        1000.0 + policy.last_good_max_age - 1600.0)


def test_rules_without_bytes_are_shared_as_deny_all():
    policy = RobotsPolicy()
    parsed = make_record(policy, Kind.PARSED, now=0.0, status=200, reason="200", url="u",
                         rules=RobotsTxt.parse(b"User-agent: *\nAllow: /\n"))
    down = make_record(policy, Kind.UNREACHABLE, now=1.0, status=None, reason="x", url="u",
                       previous=parsed)
    shared = decode(encode(down, None), policy.max_bytes)
    assert shared is not None
    assert shared.record.rules is None and shared.record.stale_since is None
    with pytest.raises(Undecodable, match="no record header"):
        decode(b"garbage", policy.max_bytes)
    with pytest.raises(Undecodable, match=r"parsed without its robots\.txt bytes"):
        decode(encode(parsed, None), policy.max_bytes)


def test_kept_bytes_parse_as_the_whole_body_does():
    line = b"Disallow: /" + b"x" * 50 + b"\n"
    body = b"User-agent: *\n" + line * 20_000  # over 1 MB
    limit = 512_000
    whole = RobotsTxt.parse(body, limit)
    kept = RobotsTxt.parse(keep_bytes(body, limit), limit)
    assert len(keep_bytes(body, limit)) == limit + 1
    url = "http://a.test/" + "x" * 50
    assert whole.decide(url, "bot") == kept.decide(url, "bot")
    assert whole.decide("http://a.test/y", "bot") == kept.decide("http://a.test/y", "bot")


def test_local_pacer_spaces_reservations():
    pacer = LocalPacer()
    waits = [pacer.reserve("o", 1.0, now=10.0) for _ in range(3)]
    assert waits == [0.0, 1.0, 2.0]
    assert pacer.reserve("o", 1.0, now=20.0) == 0.0
    assert pacer.reserve("other", 1.0, now=10.0) == 0.0


def _meta(**fields: Any) -> bytes:
    """A record's header with ``fields`` changed (a record of ours otherwise)."""
    meta = {"kind": "unavailable", "status": 404, "reason": "404", "fetched_at": 0.0,
            "expires_at": 10.0, "url": "http://[::1]/robots.txt", "failures": 0,
            "stale_since": None, "rules": False, "lifetime": "max-age=10", "etag": None,
            "last_modified": None, **fields}
    return json.dumps(meta).encode() + b"\n"


#: A record as written before validators and lifetimes were stored (issue 23).
_PREVIOUS_FORMAT = json.loads(_meta())
for _name in ("lifetime", "etag", "last_modified"):
    del _PREVIOUS_FORMAT[_name]


MAX = RobotsPolicy().max_bytes
DEEP = b"[" * 100_000


@pytest.mark.parametrize(("value", "cause"), [
    (DEEP, "no record header"),
    (DEEP + b"\n", "oversized"),
    (b"[" * 60_000 + b"\n", "nested JSON"),
    (b"{" * 60_000 + b"\n", "nested JSON"),
    (_meta(url=["x"]), "nested JSON"),
    (_meta(reason={"a": 1}), "nested JSON"),
    (b"x" * (max_value(MAX) + 1), "oversized"),
    (b"\xff\xfe{}\n", "header not JSON"),
    (b'{"kind": "parsed"\n', "header not JSON"),
    (b"[]\n", "nested JSON"),
    (b"42\n", "wrong shape"),
    (b'"a string"\n', "wrong shape"),
    (b'{"kind": "parsed"}\n', "wrong shape"),
    (_meta(extra=1), "wrong shape"),
    (_meta(kind="allowed"), "wrong shape"),
    (_meta(failures=-1), "wrong shape"),
    (_meta(failures=True), "wrong shape"),
    (_meta(failures=1.5), "wrong shape"),
    (_meta(status="200"), "wrong shape"),
    (_meta(url=None), "wrong shape"),
    (_meta(rules=1), "wrong shape"),
    (_meta().replace(b"10.0", b"Infinity"), "wrong shape"),
    (_meta().replace(b"10.0", b"NaN"), "wrong shape"),
    (_meta(kind="parsed"), "wrong shape"),
    (json.dumps(_PREVIOUS_FORMAT).encode() + b"\n", "wrong shape"),
    (_meta(lifetime=None), "wrong shape"),
    (_meta(etag='"a"\r\nX-Injected: 1'), "wrong shape"),
    (_meta(etag="*"), "wrong shape"),
    (_meta(etag='"' + "a" * 300 + '"'), "wrong shape"),
    (_meta(last_modified="yesterday"), "wrong shape"),
    (_meta(etag='"\u20ac"'), "wrong shape"),
    (_meta(kind="parsed", rules=True) + b"not zlib", "body not zlib"),
    (_meta(kind="parsed", rules=True) + zlib.compress(b"User-agent: *\n")[:-6], "body not zlib"),
    (b"", "no record header"),
    ("a str", "not bytes"),
    (123, "not bytes"),
])
def test_a_value_that_is_not_a_record_is_refused_with_its_cause(value, cause):
    with pytest.raises(Undecodable) as refused:
        decode(value, MAX)
    assert refused.value.cause == cause


def test_brackets_inside_strings_are_not_nesting():
    shared = decode(_meta(reason="[[{{ \\\" ]"), MAX)
    assert shared.record.url == "http://[::1]/robots.txt"
    assert shared.record.reason == '[[{{ \\" ]'


def test_a_decompression_bomb_inflates_to_what_a_fetch_would_read():
    body = b"User-agent: *\nDisallow: /private\n" + b"#" * 50_000_000
    value = _meta(kind="parsed", rules=True) + zlib.compress(body, 9)
    assert len(value) < max_value(1000)
    shared = decode(value, 1000)
    assert shared.body == keep_bytes(body, 1000)
    assert shared.record.rules is not None
    assert not shared.record.rules.allowed("http://a.test/private", "bot")


def test_hostile_values_cost_little_to_refuse():
    # Bounded work, measured by what is done rather than by the clock: a value longer than
    # any record is refused before it is scanned, and every other one is at most max_value.
    limit = max_value(MAX)
    for value in (DEEP * 100 + b"\n", b"{" * (limit + 1), b"\n" * (limit + 1)):
        with pytest.raises(Undecodable) as refused:
            decode(value, MAX)
        assert refused.value.cause == "oversized"


def test_store_faults_warn_once_per_cause_and_count_every_one(caplog):
    from scrapy_rfc9309.stores.faults import MAX_CAUSES, StoreFaults

    crawler = get_crawler()
    faults = StoreFaults(crawler)
    for n in range(MAX_CAUSES + 50):
        for _ in range(3):
            faults.report("rfc9309/fleet/foreign", f"cause {n}", "key %(n)s", {"n": n})
    levels = [r.levelno for r in caplog.records if r.name == "scrapy_rfc9309.stores.faults"]
    # A fleet log is bounded: one WARNING for each of the first MAX_CAUSES causes, DEBUG after.
    assert levels.count(logging.WARNING) == MAX_CAUSES
    assert levels.count(logging.DEBUG) == 3 * (MAX_CAUSES + 50) - MAX_CAUSES
    assert crawler.stats.get_value("rfc9309/fleet/foreign") == 3 * (MAX_CAUSES + 50)


@pytest_twisted.ensureDeferred
async def test_the_fleet_lock_outlives_a_fetch_that_follows_redirects(farm, redis_server,
                                                                      monkeypatch):
    """Two workers (two crawlers of this process) on one Redis; robots.txt behind five
    redirects, each hop answered after a quarter of RFC9309_ROBOTS_TIMEOUT, and the file itself
    held (a Gate) until the first worker's lock has lived longer than one download's worth (the
    length it is taken with, and renewed to at each hop), or until a second request for
    robots.txt comes. The site is asked for robots.txt once: the second worker waits for the
    first one's record however many hops its fetch follows. (LOCK_MARGIN is 0.5 s here, so one
    download's worth passes within a chain whose every hop is well inside its timeout.)"""
    import redis

    from scrapy_rfc9309.stores import redis as redis_store
    from scrapy_rfc9309.testing import Gate
    from tests.conftest import start_crawl, until

    monkeypatch.setattr(redis_store, "LOCK_MARGIN", 0.5)
    timeout = 2.0
    one_download = timeout + 0.5  # RFC9309_ROBOTS_TIMEOUT (no retries) + LOCK_MARGIN
    gate = Gate()
    hops = {"/robots.txt": "/r1", "/r1": "/r2", "/r2": "/r3", "/r3": "/r4", "/r4": "/r5"}
    site = farm.add({
        **{path: Page(b"", 301, headers={"Location": to}, delay=timeout / 4)
           for path, to in hops.items()},
        "/r5": Page(ROBOTS.encode(), gate=gate),
        "/p/0": "p0", "/p/1": "p1",
    })
    settings = fleet_settings(redis_server, RFC9309_ROBOTS_TIMEOUT=timeout,
                              CLOSESPIDER_TIMEOUT=60)
    client = redis.Redis.from_url(redis_server.url)
    try:
        first, first_done = start_crawl([f"{site.url}/p/0"], settings)
        await until(lambda: site.count("/robots.txt") == 1, "the first robots.txt request")
        (lock,) = client.keys("rfc9309:lock:*")  # taken before robots.txt was asked for
        token, asked = client.get(lock), time.monotonic()
        second, second_done = start_crawl([f"{site.url}/p/1"], settings)

        def outlived_or_fetched_twice() -> bool:
            return site.count("/robots.txt") > 1 or (
                client.get(lock) == token and time.monotonic() - asked > one_download + POLL_CAP)

        await until(outlived_or_fetched_twice, "the lock outlives one download, or a refetch")
        gate.open()
        await first_done
        await second_done
    finally:
        gate.open()
        client.close()
    assert site.count("/robots.txt") == 1
    assert [site.count(f"/r{i}") for i in range(1, 6)] == [1] * 5
    assert first.spider.responses == {f"{site.url}/p/0": 200}
    assert second.spider.responses == {f"{site.url}/p/1": 200}
    assert first.stats.get_value("rfc9309/fleet/fetch") == 1
    assert second.stats.get_value("rfc9309/fleet/wait") == 1
    assert second.stats.get_value("rfc9309/fleet/fetch") is None


@pytest_twisted.ensureDeferred
async def test_a_dead_holders_lock_is_taken_over_once_it_expires(farm, redis_server,
                                                                  monkeypatch):
    """A worker took the fleet lock of an origin and died before it downloaded anything: here
    a store whose fetch never gets to a download, so nothing renews its lock. A live worker
    that needs that robots.txt waits while the lock lives, then takes it over and fetches
    robots.txt itself: the site is asked for it once, and the crawl ends with its page. With
    RFC9309_MAX_REDIRECTS = 20, a lock that lasted as long as every hop a fetch may follow (22
    downloads of RFC9309_ROBOTS_TIMEOUT) would outlive the crawl's own bound
    (CLOSESPIDER_TIMEOUT); the lock of a fetch that started no other download lasts one
    download's worth."""
    import redis

    from scrapy_rfc9309.stores import redis as redis_store

    monkeypatch.setattr(redis_store, "LOCK_MARGIN", 0.5)
    site = farm.add({"/robots.txt": ROBOTS, "/p/0": "p0"})
    origin = Origin.from_url(site.url)
    assert origin is not None
    settings = fleet_settings(redis_server, RFC9309_ROBOTS_TIMEOUT=3, RFC9309_MAX_REDIRECTS=20,
                              CLOSESPIDER_TIMEOUT=40)
    client = redis.Redis.from_url(redis_server.url)
    dead = _store(redis_server.url, **settings)
    async def stuck(previous):  # the worker is gone: its fetch goes no further
        await asyncio.Event().wait()
        raise AssertionError("unreachable")

    holding = deferred_from_coro(dead.fetch(origin, None, stuck))
    try:
        from tests.conftest import crawl, until

        await until(lambda: client.exists(dead.key("lock", origin)), "the dead worker's lock")
        live = await crawl([f"{site.url}/p/0"], settings)
    finally:
        holding.addErrback(lambda failure: None)
        holding.cancel()
        await deferred_from_coro(dead._close())
        client.close()
    assert site.count("/robots.txt") == 1
    assert live.spider.responses == {f"{site.url}/p/0": 200}
    assert live.stats.get_value("rfc9309/fleet/wait") == 1
    assert live.stats.get_value("rfc9309/fleet/fetch") == 1
    assert live.stats.get_value("rfc9309/fleet/wait_timeout") is None


@pytest_twisted.ensureDeferred
async def test_only_the_holder_renews_its_lock(redis_server):
    await deferred_from_coro(_renewal(redis_server))


async def _renewal(redis_server: RedisServer) -> None:
    """Against a real Redis: while a store fetches under the fleet lock, its renewal (each
    other download of the fetch) sets the lock's life back to its full length, one
    download's worth: RFC9309_ROBOTS_TIMEOUT (20 s) for each of 1 + RETRY_TIMES (2)
    attempts, + 5 s = 65 s. A store that does not hold the lock renews nothing, and neither
    does the holder once another worker has the lock, or once it is gone."""
    import redis

    client = redis.Redis.from_url(redis_server.url)
    holder, other = _store(redis_server.url), _store(redis_server.url)
    origin = Origin("http", "a.test", 80)
    lock = holder.key("lock", origin)
    seen: dict[str, Any] = {}

    class _Hops(_Fetcher):
        async def __call__(self, previous):
            token = client.get(lock)
            client.pexpire(lock, 30_000)  # 30 s of its 65 left
            await other.renew(origin)
            seen["other"] = (client.get(lock) == token, client.pttl(lock))
            await holder.renew(origin)
            seen["holder"] = (client.get(lock) == token, client.pttl(lock))
            client.set(lock, b"another worker's", px=30_000)  # it expired, another took it
            await holder.renew(origin)
            seen["taken"] = (client.get(lock), client.pttl(lock))
            client.delete(lock)
            await holder.renew(origin)
            seen["gone"] = client.exists(lock)
            return await super().__call__(previous)

    try:
        await holder.fetch(origin, None, _Hops())
    finally:
        client.close()
        await holder._close()
        await other._close()
    held, left = seen["other"]
    assert held and 0 < left <= 30_000
    held, left = seen["holder"]
    assert held and 30_000 < left <= 65_000
    taken, left = seen["taken"]
    assert taken == b"another worker's" and 0 < left <= 30_000
    assert seen["gone"] == 0  # not taken again by renewing it


@pytest_twisted.ensureDeferred
async def test_a_waiter_waits_as_long_as_the_holder_renews(redis_server, monkeypatch):
    from scrapy_rfc9309.stores import redis as redis_store

    monkeypatch.setattr(redis_store, "LOCK_MARGIN", 0.5)
    await deferred_from_coro(_renewed_wait(redis_server))


async def _renewed_wait(redis_server: RedisServer) -> None:
    """Against a real Redis: a worker whose fetch follows hop after hop renews its lock at
    each, and goes on until another worker has waited for it longer than the lock's length
    (RFC9309_ROBOTS_TIMEOUT, no retries, + LOCK_MARGIN: 2.5 s here) and one poll. The waiter
    is still waiting then, and takes the record: it never fetches robots.txt itself."""
    settings = {"RFC9309_ROBOTS_TIMEOUT": 2, "RETRY_ENABLED": False}
    holder, waiter = _store(redis_server.url, **settings), _store(redis_server.url, **settings)
    origin = Origin("http", "a.test", 80)
    length = 2 + 0.5
    waiting: list[float] = []

    class _Hops(_Fetcher):
        async def __call__(self, previous):
            for _hop in range(100):  # a bound: the waiter waits from the first hops on
                if not waiting and waiter.stats.get_value("rfc9309/fleet/wait"):
                    waiting.append(time.monotonic())
                if waiting and time.monotonic() - waiting[0] > length + POLL_CAP:
                    break
                await asyncio.sleep(0.5)  # a hop of a quarter of RFC9309_ROBOTS_TIMEOUT
                await holder.renew(origin)
            return await super().__call__(previous)

    import redis

    client = redis.Redis.from_url(redis_server.url)
    hops, own = _Hops(), _Fetcher()
    try:
        fetching = asyncio.ensure_future(holder.fetch(origin, None, hops))
        for _ in range(1000):  # until the holder has its lock (bounded)
            if client.exists(holder.key("lock", origin)):
                break
            await asyncio.sleep(0.01)
        record, _ = await waiter.fetch(origin, None, own)
        fetched, _ = await fetching
    finally:
        client.close()
        await holder._close()
        await waiter._close()
    assert waiting, "the waiter never waited"
    assert (hops.calls, own.calls) == (1, 0)
    assert record == fetched
    assert waiter.stats.get_value("rfc9309/fleet/wait") == 1
    assert waiter.stats.get_value("rfc9309/fleet/wait_timeout") is None


@pytest_twisted.ensureDeferred
async def test_a_fleet_fetch_renews_its_lock_before_each_download_after_the_first(
        farm, redis_server, monkeypatch):
    """A fleet worker's robots.txt is behind a redirect, and the file changes between its two
    fetches: the second one's conditional request gets a 304 naming another ETag, so the file
    is asked for again. The lock is renewed before each download after a fetch's first: when
    the site has seen one robots.txt request (the redirect), then three (the redirect again),
    then four (the 304), and never before a fetch's first request."""
    from tests.test_revalidation import SHORT, Conditional, crawl_twice

    robots = Conditional()
    seen: list[int] = []

    def asked() -> list[tuple[str, str | None]]:
        return [(hit.path, hit.headers.get("if-none-match")) for hit in site.hits
                if hit.path in ("/robots.txt", "/real.txt")]

    def change_the_file(request: Any) -> Page:
        robots.body, robots.etag = b"User-agent: *\nDisallow: /b\n", '"v2"'
        robots.not_modified_etag = '"v2"'  # a 304 that is not about the copy kept
        return Page(b"a")

    renew = RedisStore.renew

    async def counted(store: RedisStore, origin: Origin) -> None:
        seen.append(len(asked()))
        await renew(store, origin)

    monkeypatch.setattr(RedisStore, "renew", counted)
    site = farm.add({"/robots.txt": Page(b"", 301, headers={"Location": "/real.txt"}),
                     "/real.txt": robots, "/a": change_the_file, "/b": "b"})
    crawler = await crawl_twice(site, fleet_settings(redis_server, **SHORT), ["a"], ["b"])
    assert asked() == [("/robots.txt", None), ("/real.txt", None),
                       ("/robots.txt", None), ("/real.txt", '"v1"'), ("/real.txt", None)]
    assert robots.answers == [200, 304, 200]
    assert seen == [1, 3, 4]
    assert crawler.stats.get_value("rfc9309/fleet/fetch") == 2
    assert crawler.stats.get_value("rfc9309/fleet/fallback") is None
