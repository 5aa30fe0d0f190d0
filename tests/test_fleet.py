"""Fleet mode: three real Scrapy processes share robots.txt and Crawl-delay through a real
redis-server on 127.0.0.1, against sites this test serves (its reactor keeps serving them while
the workers run). Figures are printed with ``pytest -s``.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
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

from scrapy_rfc9309.fleet import RedisStore
from scrapy_rfc9309.fleet.backend import open_store
from scrapy_rfc9309.fleet.memory import LocalStore
from scrapy_rfc9309.fleet.pacing import LocalPacer
from scrapy_rfc9309.fleet.wire import decode, encode, keep_bytes, retention
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.policy import Kind, RobotsPolicy, make_record
from scrapy_rfc9309.robotstxt import RobotsTxt
from scrapy_rfc9309.settings import BackendSettings, read_settings
from scrapy_rfc9309.testing import FarmSite, Page
from tests.conftest import BASE_SETTINGS
from tests.redis_server import RedisServer

ROOT = Path(__file__).resolve().parent.parent
WORKERS = ("w1", "w2", "w3")
#: Longest a whole fleet crawl may take before its workers are killed.
CRAWL_TIMEOUT = 90.0
ROBOTS = "User-agent: *\nDisallow: /private/\n"
#: What a gap between two workers' requests at the site may fall short of the Crawl-delay:
#: their trips to the site differ (see tests/test_crawl_delay.py's SLACK, the same figure).
SLACK = 0.05


@pytest.fixture
def redis_server():
    server = RedisServer()
    yield server
    server.kill()


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
    """Three worker processes with their configs, barriers and results in ``tmp``."""

    def __init__(self, tmp: Path, settings: dict[str, Any], waves: dict[str, list[dict]]) -> None:
        from twisted.internet import reactor

        self.tmp = tmp
        self.workers: dict[str, _Worker] = {}
        for name in WORKERS:
            config = {
                "worker": name,
                "dir": str(tmp),
                "result": str(tmp / f"{name}.json"),
                "waves": waves[name],
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
        while not all((self.tmp / f"{name}.{w}.ready").exists() for w in WORKERS):
            assert time.monotonic() < deadline, f"workers never reached {name}"
            assert not any(w.ended.called for w in self.workers.values()), self._stderr()
            await _sleep(0.05)

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
        return {name: json.loads((self.tmp / f"{name}.json").read_text()) for name in WORKERS}

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
    fleet = Fleet(tmp_path, settings, waves)
    await fleet.barrier("start")
    fleet.go("start")
    results = await fleet.results()

    assert sum(len(r["responses"]) for r in results.values()) == 12
    minimum = []
    for site in sites:
        hits = page_hits(site)
        assert len(hits) == 6
        # Every worker sent to every origin: the gaps are between processes.
        assert {h.headers["x-worker"] for h in hits} == set(WORKERS)
        gaps = [b.at - a.at for a, b in pairwise(hits)]
        print(f"\n{site.url}: workers {[h.headers['x-worker'] for h in hits]}, "
              f"gaps {[round(g, 3) for g in gaps]}, min {min(gaps):.3f} s")
        minimum.append(min(gaps))
    # At the site, the Crawl-delay less SLACK: each reservation is the floor plus
    # RFC9309_FLEET_MARGIN (0.1 s), which absorbs the workers' differing trips from their
    # reserved time to the site; with two CPU hogs on two cores those took up to 0.08 s of it.
    assert min(minimum) >= 1.0 - SLACK
    assert total(results, "rfc9309/fleet/paced") == 12
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
    # Each call to the failed Redis costs RFC9309_REDIS_TIMEOUT: 1 s, the default, not so
    # short that a loaded machine counts an outage before Redis fails.
    settings = fleet_settings(redis_server, RFC9309_CRAWL_DELAY=True, RFC9309_REDIS_TIMEOUT=1)
    fleet = Fleet(tmp_path, settings, waves)
    await fleet.barrier("start")
    fleet.go("start")
    await fleet.barrier("down")
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
        assert result["stats"]["rfc9309/fleet/fallback"] >= 1, name
        assert result["stats"]["rfc9309/fleet/outage"] == 1, name
    for site in (*known, new):
        assert site.count("/private/x") == 0
    # Read through Redis before it failed; the new origin by each worker alone after.
    assert [s.count("/robots.txt") for s in known] == [1, 1]
    assert new.count("/robots.txt") == len(WORKERS)
    print(f"\nRedis {failure}: fallbacks per worker "
          f"{[r['stats']['rfc9309/fleet/fallback'] for r in results.values()]}")


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
async def test_store_recovers_after_a_hung_redis(redis_server):
    # The store runs in asyncio tasks, as Scrapy runs middleware coroutines.
    await deferred_from_coro(_recovery(redis_server))


async def _recovery(redis_server: RedisServer) -> None:
    store = _store(redis_server.url, RFC9309_REDIS_TIMEOUT=0.2)
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
        # In backoff: Redis is not even asked. Asking the paused Redis would fail again and
        # push the backoff further (a second failure waits twice as long).
        retry_at = store.backoff.retry_at
        assert not store.backoff.may_try(time.monotonic())
        await store.fetch(Origin("http", "c.test", 80), None, fetcher)
        assert store.backoff.retry_at == retry_at
        assert store.stats.get_value("rfc9309/fleet/outage") == 1
        assert store.stats.get_value("rfc9309/fleet/fallback") == 2
    finally:
        redis_server.resume()
    await asyncio.sleep(store.backoff.retry_at - time.monotonic() + 0.05)
    shared, _ = await store.fetch(origin, None, fetcher)
    assert shared == record and fetcher.calls == 3  # from Redis again
    assert store.stats.get_value("rfc9309/fleet/recovered") == 1
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


def test_rules_without_bytes_are_shared_as_deny_all():
    policy = RobotsPolicy()
    parsed = make_record(policy, Kind.PARSED, now=0.0, status=200, reason="200", url="u",
                         rules=RobotsTxt.parse(b"User-agent: *\nAllow: /\n"))
    down = make_record(policy, Kind.UNREACHABLE, now=1.0, status=None, reason="x", url="u",
                       previous=parsed)
    shared = decode(encode(down, None), policy.max_bytes)
    assert shared is not None
    assert shared.record.rules is None and shared.record.stale_since is None
    assert decode(b"garbage", policy.max_bytes) is None
    assert decode(encode(parsed, None), policy.max_bytes) is None  # parsed needs its bytes


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
