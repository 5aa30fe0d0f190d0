"""Status policy, TTLs, backoff, last good copy and the LRU cache: pure, no reactor."""

import email.utils

import pytest

from scrapy_rfc9309.config import RobotsPolicy
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.policy import (
    classify,
    followed_location,
    make_record,
    not_followed,
    parse_retry_after,
    renewed,
    verdict_for,
)
from scrapy_rfc9309.records.cache import Lookup, RobotsCache
from scrapy_rfc9309.records.freshness import Freshness, Validators
from scrapy_rfc9309.records.record import NO_VALIDATORS, Kind
from scrapy_rfc9309.robotstxt import RobotsTxt
from scrapy_rfc9309.stores.wire import Shared, revalidatable

POLICY = RobotsPolicy()


@pytest.mark.parametrize(
    ("status", "kind"),
    [
        (200, Kind.PARSED), (203, Kind.PARSED), (204, Kind.PARSED), (299, Kind.PARSED),
        (400, Kind.UNAVAILABLE), (404, Kind.UNAVAILABLE), (410, Kind.UNAVAILABLE),
        (418, Kind.UNAVAILABLE), (451, Kind.UNAVAILABLE), (499, Kind.UNAVAILABLE),
        # A final 3xx left robots.txt unread: only 4xx is unavailable (RFC 9309 2.3.1.3).
        (300, Kind.UNREACHABLE), (301, Kind.UNREACHABLE), (304, Kind.UNREACHABLE),
        (305, Kind.UNREACHABLE), (308, Kind.UNREACHABLE), (399, Kind.UNREACHABLE),
        (401, Kind.FORBIDDEN), (403, Kind.FORBIDDEN),
        (429, Kind.UNREACHABLE), (500, Kind.UNREACHABLE), (502, Kind.UNREACHABLE),
        (503, Kind.UNREACHABLE), (504, Kind.UNREACHABLE), (599, Kind.UNREACHABLE),
        (100, Kind.UNREACHABLE), (999, Kind.UNREACHABLE),
    ],
)
def test_classify(status, kind):
    assert classify(status) is kind


@pytest.mark.parametrize(
    ("status", "location", "followed"),
    [
        (301, b"/r", b"/r"), (302, b"http://a.test/r", b"http://a.test/r"), (303, b"/r", b"/r"),
        (307, b"/r", b"/r"), (308, b" /r ", b" /r "),
        (301, None, None), (302, b"", None), (307, b"  \t", None),  # nothing to follow
        (300, b"/r", None), (304, b"/r", None), (305, b"/r", None), (200, b"/r", None),
        (404, b"/r", None),
    ],
)
def test_followed_location(status, location, followed):
    assert followed_location(status, location) == followed


def test_why_a_final_3xx_is_not_robots_txt():
    assert not_followed(304, None).startswith("304 Not Modified, answering no conditional")
    assert not_followed(301, None) == "301 without a Location"
    assert not_followed(302, b" ") == "302, Location blank"
    assert not_followed(300, b"/r") == "300, not a redirect that is followed"


def record(kind, now=1000.0, policy=POLICY, rules=None, previous=None, retry_after=None):
    return make_record(policy, kind, now=now, status=None, reason="r", url="u", rules=rules,
                       previous=previous, retry_after=retry_after)


@pytest.mark.parametrize(
    ("kind", "forbidden_policy", "allowed"),
    [
        (Kind.UNAVAILABLE, "deny", True),
        (Kind.FORBIDDEN, "deny", False),
        (Kind.FORBIDDEN, "allow", True),
        (Kind.UNREACHABLE, "deny", False),
        (Kind.UNREACHABLE, "allow", False),
    ],
)
def test_verdict_without_rules(kind, forbidden_policy, allowed):
    policy = RobotsPolicy(forbidden_policy=forbidden_policy)
    verdict = verdict_for(policy, record(kind, policy=policy), "http://h/x", "bot")
    assert verdict.allowed is allowed
    assert verdict.match is None
    assert kind.value in verdict.reason


def test_verdict_with_rules_names_rule_and_line():
    rules = RobotsTxt.parse(b"User-agent: *\n\nDisallow: /private\n")
    verdict = verdict_for(POLICY, record(Kind.PARSED, rules=rules), "http://h/private/1", "bot")
    assert not verdict.allowed
    assert "Disallow: /private" in verdict.reason
    assert "line 3" in verdict.reason
    assert verdict.denial_kind == "rule"


def test_ttls_and_backoff():
    assert record(Kind.PARSED).expires_at == 1000.0 + 86400
    assert record(Kind.FORBIDDEN).expires_at == 1000.0 + 86400
    first = record(Kind.UNREACHABLE)
    assert (first.failures, first.expires_at) == (1, 1060.0)
    second = record(Kind.UNREACHABLE, now=1060.0, previous=first)
    assert (second.failures, second.expires_at) == (2, 1060.0 + 120)
    third = record(Kind.UNREACHABLE, now=1180.0, previous=second)
    assert third.expires_at == 1180.0 + 240
    many = first
    for _ in range(20):
        many = record(Kind.UNREACHABLE, previous=many)
    assert many.expires_at - many.fetched_at == POLICY.unreachable_max_ttl
    healed = record(Kind.PARSED, previous=many)
    assert healed.failures == 0


@pytest.mark.parametrize(("retry_after", "ttl"), [(30.0, 30.0), (0.0, 60.0), (1e9, 60.0),
                                                   (None, 60.0), (3600.0, 3600.0)])
def test_retry_after_within_bounds(retry_after, ttl):
    rec = record(Kind.UNREACHABLE, retry_after=retry_after)
    assert rec.expires_at - rec.fetched_at == ttl


@pytest.mark.parametrize(
    ("header", "seconds"),
    [("120", 120.0), (b" 5 ", 5.0), ("soon", None), ("-3", None), ("", None), (None, None),
     ("1.5", None), (email.utils.formatdate(1000.0 + 90, usegmt=True), 90.0),
     ("Wed, 99 Foo 2024 25:61:00 GMT", None), ("\xff\xfe", None)],
)
def test_parse_retry_after(header, seconds):
    assert parse_retry_after(header, now=1000.0) == seconds


def test_last_good_copy_used_while_unreachable_up_to_30_days():
    rules = RobotsTxt.parse(b"User-agent: *\nDisallow: /x\n")
    good = record(Kind.PARSED, now=0.0, rules=rules)
    down = record(Kind.UNREACHABLE, now=86400.0, previous=good)
    assert down.rules is rules and down.stale_since == 0.0
    verdict = verdict_for(POLICY, down, "http://h/y", "bot")
    assert verdict.allowed and "last good copy" in verdict.reason
    still = record(Kind.UNREACHABLE, now=29 * 86400.0, previous=down)
    assert still.rules is rules
    too_old = record(Kind.UNREACHABLE, now=31 * 86400.0, previous=still)
    assert too_old.rules is None
    assert not verdict_for(POLICY, too_old, "http://h/y", "bot").allowed


def test_cache_ttl_and_lru_eviction():
    cache = RobotsCache(max_origins=2)
    a, b, c = (Origin.from_url(f"http://{h}/") for h in "abc")
    assert cache.lookup(a, 0) == (Lookup.MISS, None)
    rec = record(Kind.PARSED, now=0.0)
    assert cache.store(a, rec) == 0
    assert cache.lookup(a, 10) == (Lookup.HIT, rec)
    assert cache.lookup(a, 86400.0) == (Lookup.EXPIRED, rec)
    cache.store(b, rec)
    cache.lookup(a, 1)  # a is now the most recently used
    assert cache.store(c, rec) == 1
    assert cache.lookup(b, 1)[0] is Lookup.MISS
    assert cache.lookup(a, 1)[0] is Lookup.HIT
    assert len(cache) == 2


BODY = b"User-agent: *\nDisallow: /private\n"
V1 = Validators('"v1"', "Tue, 01 Dec 2026 10:00:00 GMT")


def _parsed(**extra):
    extra = {"validators": V1, **extra}
    return make_record(POLICY, Kind.PARSED, now=100.0, status=200, reason="200",
                       url="http://a.test/robots.txt", rules=RobotsTxt.parse(BODY),
                       size=len(BODY), **extra)


def test_a_record_lives_its_answers_freshness_and_says_why():
    record = _parsed(fresh=Freshness(600.0, "max-age=600"))
    assert (record.expires_at, record.lifetime, record.validators) == (700.0, "max-age=600", V1)
    default = _parsed()
    assert (default.expires_at, default.lifetime) == (100.0 + POLICY.cache_ttl,
                                                      "RFC9309_CACHE_TTL")
    # Only parsed rules are revalidated: a 404 keeps no validators.
    missing = make_record(POLICY, Kind.UNAVAILABLE, now=0.0, status=404, reason="404", url="u",
                          fresh=Freshness(60.0, "no-cache"), validators=V1)
    assert (missing.expires_at, missing.validators) == (60.0, NO_VALIDATORS)


def test_unreachable_keeps_its_backoff_whatever_the_headers_say():
    down = make_record(POLICY, Kind.UNREACHABLE, now=200.0, status=503, reason="503", url="u",
                       previous=_parsed(), fresh=Freshness(86400.0, "max-age=86400"))
    assert (down.expires_at, down.lifetime) == (200.0 + POLICY.unreachable_ttl, "backoff")
    assert down.validators == NO_VALIDATORS and down.size == len(BODY)  # the last good copy
    later = make_record(POLICY, Kind.UNREACHABLE, now=200.0, status=429, reason="429", url="u",
                        retry_after=30.0)
    assert (later.expires_at, later.lifetime) == (230.0, "Retry-After")


def test_a_304_renews_the_rules_with_a_new_lifetime():
    old = _parsed()
    new = renewed(POLICY, old, now=5000.0, fresh=Freshness(60.0, "no-cache"))
    assert new.rules is old.rules and new.size == len(BODY)
    assert (new.kind, new.fetched_at, new.expires_at, new.lifetime) == (
        Kind.PARSED, 5000.0, 5060.0, "no-cache")
    assert new.validators == V1  # a 304 about the copy names its validators or none


def test_a_store_revalidates_only_a_copy_whose_bytes_it_holds():
    record = _parsed()
    assert revalidatable(record, Shared(record, BODY)) is record
    for shared in (None, Shared(record, None),
                   Shared(_parsed(validators=Validators('"v0"', None)), BODY)):
        assert revalidatable(record, shared).validators == NO_VALIDATORS
    assert revalidatable(None, None) is None
