"""A record read back from a store (JOBDIR, the memory backend's tier file, Redis) is parsed in
steps, as a fetched robots.txt is (issue 22: no stall): a 500 KiB file read back holds the
reactor no longer than one step, and decides exactly as the file fetched and parsed in one go.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import pytest
import pytest_twisted

from benchmarks.hostile import AGENT, FILES, paths
from scrapy_rfc9309 import RobotsTxtForbidden
from scrapy_rfc9309.config import RobotsPolicy
from scrapy_rfc9309.policy import make_record
from scrapy_rfc9309.records.record import Kind
from scrapy_rfc9309.robotstxt import RobotsTxt
from scrapy_rfc9309.stores import wire
from tests.conftest import crawl, stats
from tests.oracles import protego_allows
from tests.test_rules_steps import steps_of


def _urls(name: str) -> list[str]:
    return [p for p in paths(name, 40, seed=5) if len(p) <= 1_000]


@pytest.mark.parametrize("name", list(FILES))
def test_a_hostile_record_read_back_takes_many_steps_and_answers_as_parsed_at_once(name):
    """The stored form of a record of each 500 KiB hostile file is read back in many steps
    (with the crawler's rules compiled along) and answers as the file parsed in one go; the
    record around the rules comes back whole."""
    policy = RobotsPolicy()
    body = FILES[name]()
    parsed = RobotsTxt.parse(body)
    record = make_record(policy, Kind.PARSED, now=1000.0, status=200, reason="200",
                         url="http://a.test/robots.txt", rules=parsed, size=len(body))
    value = wire.encode(record, wire.keep_bytes(body, policy.max_bytes))
    shared, count = steps_of(wire.decoding(value, policy.max_bytes, (f"{AGENT}/1.0",)))
    assert count >= 10
    assert shared.body == body
    assert (shared.record.kind, shared.record.expires_at, shared.record.size) == (
        Kind.PARSED, record.expires_at, len(body))
    for url in _urls(name):
        for agent in (AGENT, "otherbot"):
            assert shared.record.rules.decide(url, agent) == parsed.decide(url, agent)


def test_a_small_record_and_one_without_rules_read_back_in_one_step():
    """A typical file is one step, as when fetched; a record with no rules (unreachable, no
    last good copy) parses nothing."""
    policy = RobotsPolicy()
    body = b"User-agent: *\nDisallow: /private/\n"
    parsed = make_record(policy, Kind.PARSED, now=0.0, status=200, reason="200", url="u",
                         rules=RobotsTxt.parse(body))
    down = make_record(policy, Kind.UNREACHABLE, now=1.0, status=None, reason="x", url="u")
    assert steps_of(wire.decoding(wire.encode(parsed, body), policy.max_bytes))[1] <= 1
    shared, count = steps_of(wire.decoding(wire.encode(down, None), policy.max_bytes))
    assert count == 0 and shared.record.rules is None


def test_a_value_that_is_not_a_record_fails_at_the_first_step():
    with pytest.raises(wire.Undecodable, match="no record header"):
        next(wire.decoding(b"garbage", RobotsPolicy().max_bytes))


@pytest.mark.parametrize("backend", ["jobdir", "memory"])
@pytest_twisted.ensureDeferred
async def test_a_crawl_decides_by_a_big_record_read_back_in_steps(farm, tmp_path, monkeypatch,
                                                                  backend):
    """A real crawl: the 500 KiB wildcard-heavy robots.txt of one origin is evicted from
    memory (RFC9309_MAX_ORIGINS = 1) by another origin's, then read back from JOBDIR's file
    or the memory backend's tier file, in many steps, and every request after that is decided
    as the file says: robots.txt was fetched once."""
    body = FILES["wildcard-heavy"]()
    urls = _urls("wildcard-heavy")
    big = farm.add({"/robots.txt": body, **{path: "page" for path in urls}})
    other = farm.add({"/robots.txt": "User-agent: *\nDisallow: /x\n", "/p": "p"})
    read_back: list[int] = []
    decoding = wire.decoding

    def counting(*args: Any) -> Generator[None, None, wire.Shared]:
        """``wire.decoding``, its steps passed on one by one to the store's driver, counted."""
        read_back.append(0)
        steps = decoding(*args)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value  # type: ignore[no-any-return]
            read_back[-1] += 1
            yield

    monkeypatch.setattr(wire, "decoding", counting)
    first, again = urls[: len(urls) // 2], urls[len(urls) // 2:]
    waves = [(0, [big.url + p for p in first]), (0, [f"{other.url}/p"]),
             (0, [big.url + p for p in again])]
    crawler = await crawl(
        settings={"JOBDIR": str(tmp_path / "job"), "RFC9309_CACHE_BACKEND": backend,
                  "RFC9309_MAX_ORIGINS": 1, "USER_AGENT": f"{AGENT}/1.0"},
        waves=waves,
    )
    s = stats(crawler)
    assert s["rfc9309/cache/tier_hit"] >= 1
    assert big.count("/robots.txt") == 1
    assert max(read_back) >= 10
    denied = {url for url, exc in crawler.spider.errors.items()
              if isinstance(exc, RobotsTxtForbidden)}
    # The oracle is the built-in's parser (protego), not the code under test.
    expected = {big.url + p for p in urls if not protego_allows(body, big.url + p, AGENT)}
    assert denied == expected
    assert {big.url + p for p in again} - expected  # some of them were allowed, too
    assert not any(big.count(p) for p in urls if big.url + p in expected)
