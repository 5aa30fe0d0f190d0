"""RobotsCache (pure): bounded, least recently used out first; an evicted record is the store's
(an unreachable origin keeping its backoff past eviction is a crawl: test_waiting.py)."""

from __future__ import annotations

from scrapy_rfc9309.config import RobotsPolicy
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.policy import make_record
from scrapy_rfc9309.records.cache import Lookup, RobotsCache
from scrapy_rfc9309.records.record import Kind, RobotsRecord
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


def test_evicted_origins_leave_memory_whatever_their_kind():
    """Memory stays bounded by RFC9309_MAX_ORIGINS: an unreachable record is evicted as any
    other (its backoff lives on in the store behind memory)."""
    cache = RobotsCache(max_origins=2)
    names = [origin(f"o{i}") for i in range(6)]
    cache.store(names[0], parsed(0.0))
    evicted = sum(cache.store(o, down(0.0)) for o in names[1:])
    assert evicted == 4 and len(cache) == 2
    assert [cache.lookup(o, 1.0)[0] for o in names] == [Lookup.MISS] * 4 + [Lookup.HIT] * 2


def test_an_expired_record_is_returned_for_the_next_fetch():
    cache = RobotsCache(max_origins=1)
    a = origin("a")
    first = down(0.0)
    cache.store(a, first)
    state, kept = cache.lookup(a, first.expires_at)
    assert state is Lookup.EXPIRED and kept is first
    assert down(first.expires_at, previous=kept).failures == 2  # the backoff goes on
    fresh = parsed(100.0)
    cache.store(a, fresh)
    assert cache.lookup(a, 101.0) == (Lookup.HIT, fresh)


def test_each_evicted_record_is_handed_over_before_the_store_returns():
    """A store that keeps only what memory evicts is given each record, least recently used
    first, and nothing while the cache is not full."""
    handed: list[tuple[Origin, RobotsRecord]] = []
    cache = RobotsCache(max_origins=2, evicted=lambda o, r: handed.append((o, r)))
    a, b, c, d = (origin(n) for n in "abcd")
    records = {o: parsed(0.0) for o in (a, b, c, d)}
    assert cache.store(a, records[a]) == cache.store(b, records[b]) == 0
    assert handed == []
    cache.lookup(a, 1.0)  # a is now the most recently used: b goes first
    assert cache.store(c, records[c]) == 1
    assert handed == [(b, records[b])]
    assert cache.store(d, records[d]) == 1
    assert handed == [(b, records[b]), (a, records[a])]
