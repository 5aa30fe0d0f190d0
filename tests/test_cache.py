"""RobotsCache (pure): an evicted unreachable origin keeps its backoff, bounded like the rest."""

from __future__ import annotations

from scrapy_rfc9309.config import RobotsPolicy
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.policy import Kind
from scrapy_rfc9309.records.cache import Lookup, RobotsCache
from scrapy_rfc9309.records.record import RobotsRecord, make_record
from scrapy_rfc9309.robotstxt import RobotsTxt

POLICY = RobotsPolicy()


def origin(name: str) -> Origin:
    origin = Origin.from_url(f"http://{name}/")
    assert origin is not None
    return origin


def parsed(now: float) -> RobotsRecord:
    return make_record(POLICY, Kind.PARSED, now=now, status=200, reason="200", url="u",
                       rules=RobotsTxt.parse(b"User-agent: *\nDisallow: /x\n"))


def down(now: float, previous: RobotsRecord | None = None) -> RobotsRecord:
    return make_record(POLICY, Kind.UNREACHABLE, now=now, status=503, reason="503", url="u",
                       previous=previous)


def test_evicted_unreachable_origin_keeps_backoff_without_last_good_copy():
    cache = RobotsCache(max_origins=1)
    a, b = origin("a"), origin("b")
    first = down(0.0, previous=down(-1000.0, previous=parsed(-2000.0)))
    assert first.failures == 2 and first.rules is not None  # last good copy in use
    cache.store(a, first)
    assert cache.store(b, parsed(1.0)) == 1
    state, kept = cache.lookup(a, 10.0)
    assert state is Lookup.HIT  # still backing off: no early fetch
    assert kept.failures == 2 and kept.expires_at == first.expires_at
    assert kept.rules is None  # the big part is not kept
    state, kept = cache.lookup(a, first.expires_at)
    assert state is Lookup.EXPIRED
    assert down(first.expires_at, previous=kept).failures == 3  # the backoff goes on


def test_evicted_parsed_origin_is_forgotten_and_backoff_table_is_bounded():
    cache = RobotsCache(max_origins=2)
    names = [origin(f"o{i}") for i in range(6)]
    cache.store(names[0], parsed(0.0))
    for o in names[1:]:
        cache.store(o, down(0.0))
    assert cache.lookup(names[0], 1.0) == (Lookup.MISS, None)
    known = [o for o in names[1:] if cache.lookup(o, 1.0)[0] is Lookup.HIT]
    assert len(known) == 4  # 2 cached + 2 in the backoff table, the oldest gone
    assert cache.lookup(names[1], 1.0) == (Lookup.MISS, None)


def test_a_new_record_replaces_the_kept_backoff():
    cache = RobotsCache(max_origins=1)
    a, b = origin("a"), origin("b")
    cache.store(a, down(0.0))
    cache.store(b, parsed(0.0))
    fresh = parsed(100.0)
    cache.store(a, fresh)
    assert cache.lookup(a, 101.0) == (Lookup.HIT, fresh)
