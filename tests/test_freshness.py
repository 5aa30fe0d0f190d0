"""freshness.py: a robots.txt answer's lifetime from its cache headers and its validators.

Tables cite RFC 9111 (HTTP Caching) and RFC 9110 (HTTP Semantics) by section, and Google's
"How Google interprets the robots.txt specification" (Caching: Google caches robots.txt for
up to 24 hours and may lengthen or shorten that from ``Cache-Control: max-age``). Scrapy's
RFC2616 cache policy, which nobody here wrote, is the oracle where both readings agree.
"""

from __future__ import annotations

import math
from datetime import datetime, timezone
from email.utils import format_datetime

import pytest
from scrapy.extensions.httpcache import RFC2616Policy
from scrapy.http import Headers as ScrapyHeaders
from scrapy.http import Request, Response
from scrapy.settings import Settings

from scrapy_rfc9309.records.freshness import (
    DELTA_MAX,
    HEADER_NAMES,
    MAX_CACHE_CONTROL,
    MAX_VALIDATOR,
    Freshness,
    Validators,
    freshness,
    http_date,
)

NOW = 1_700_000_000.0  # the time the answer was received
MIN, MAX = 60.0, 86400.0


def date(offset: float) -> bytes:
    """An IMF-fixdate ``offset`` seconds from NOW."""
    when = datetime.fromtimestamp(NOW + offset, timezone.utc)
    return format_datetime(when, usegmt=True).encode()


def headers(**fields: bytes | list[bytes]) -> dict[str, list[bytes]]:
    """``cache_control=b"..."`` -> ``{"cache-control": [b"..."]}``; a list is several lines."""
    return {
        name.replace("_", "-"): value if isinstance(value, list) else [value]
        for name, value in fields.items()
    }


def fresh(shared: bool = False, min_ttl: float = MIN, max_ttl: float = MAX, **fields):
    return freshness(
        headers(**fields), received_at=NOW, min_ttl=min_ttl, max_ttl=max_ttl, shared=shared
    )


#: (headers, lifetime, source): what a site says, and how long robots.txt stays fresh.
LIFETIMES = [
    # No cache headers: RFC9309_CACHE_TTL, as before (RFC 9309 2.4).
    ({}, MAX, "no cache headers: RFC9309_CACHE_TTL"),
    ({"cache_control": b"public"}, MAX, "no cache headers: RFC9309_CACHE_TTL"),
    ({"date": date(-5000)}, MAX, "no cache headers: RFC9309_CACHE_TTL"),
    ({"age": b"5000"}, MAX, "no cache headers: RFC9309_CACHE_TTL"),
    # Age, Date and validators alone give no lifetime either, nor do fields without values.
    ({"date": date(-5000), "age": b"5000", "etag": b'"v1"', "last_modified": date(-9000)},
     MAX, "no cache headers: RFC9309_CACHE_TTL"),
    ({"cache_control": [], "expires": []}, MAX, "no cache headers: RFC9309_CACHE_TTL"),
    # Google: max-age lengthens or shortens the lifetime; RFC 9111 5.2.2.1.
    ({"cache_control": b"max-age=600"}, 600, "max-age=600"),
    ({"cache_control": b"public, max-age=3600"}, 3600, "max-age=3600"),
    # ... within 24 hours (RFC 9309 2.4), and never a refetch per request.
    ({"cache_control": b"max-age=604800"}, MAX, "max-age=604800; capped at RFC9309_CACHE_TTL"),
    ({"cache_control": b"max-age=5"}, MIN, "max-age=5; raised to RFC9309_MIN_TTL"),
    ({"cache_control": b"max-age=0"}, MIN, "max-age=0; raised to RFC9309_MIN_TTL"),
    # RFC 9111 5.2: directives are case-insensitive; arguments as token or quoted-string.
    ({"cache_control": b"Max-Age=600"}, 600, "max-age=600"),
    ({"cache_control": b'max-age="600"'}, 600, "max-age=600"),
    ({"cache_control": b'max-age="6\\00"'}, 600, "max-age=600"),
    ({"cache_control": b"  max-age=600 ,, "}, 600, "max-age=600"),
    # RFC 9110 5.3: several field lines are one comma-separated list.
    ({"cache_control": [b"public", b"max-age=600"]}, 600, "max-age=600"),
    # RFC 9111 4.2.1: a duplicate directive that disagrees, or an invalid one, is stale.
    ({"cache_control": b"max-age=600, max-age=600"}, 600, "max-age=600"),
    ({"cache_control": b"max-age=600, max-age=60000"}, MIN, "conflicting max-age"),
    ({"cache_control": [b"max-age=600", b"max-age=7"]}, MIN, "conflicting max-age"),
    ({"cache_control": b"max-age=abc"}, MIN, "invalid max-age"),
    ({"cache_control": b"max-age=-600"}, MIN, "invalid max-age"),
    ({"cache_control": b"max-age=1.5"}, MIN, "invalid max-age"),
    ({"cache_control": b"max-age"}, MIN, "invalid max-age"),
    ({"cache_control": b"max-age="}, MIN, "invalid max-age"),
    ({"cache_control": "max-age=٦٠٠".encode()}, MIN, "invalid max-age"),  # Arabic digits
    # RFC 9111 1.2.2: a delta-seconds too large is 2**31.
    ({"cache_control": b"max-age=" + b"9" * 100}, MAX, f"max-age={DELTA_MAX}; capped"),
    # The most restrictive directive wins (RFC 9111 4.2.1): no-store 5.2.2.5, no-cache 5.2.2.4.
    ({"cache_control": b"no-cache"}, MIN, "no-cache; raised to RFC9309_MIN_TTL"),
    ({"cache_control": b"no-store, max-age=3600"}, MIN, "no-store"),
    ({"cache_control": b"max-age=3600, NO-CACHE"}, MIN, "no-cache"),
    # ... but a qualified no-cache names header fields, not the answer (5.2.2.4).
    ({"cache_control": b'no-cache="set-cookie, x", max-age=600'}, 600, "max-age=600"),
    ({"cache_control": b'no-cache="set-cookie", no-cache, max-age=600'}, MIN, "no-cache"),
    ({"cache_control": b"no-store=x, max-age=600"}, MIN, "no-store"),
    # private restricts shared caches only (5.2.2.7).
    ({"cache_control": b"private, max-age=600"}, 600, "max-age=600"),
    # s-maxage is for shared caches only (5.2.2.10): a lone process ignores it, even invalid.
    ({"cache_control": b"s-maxage=60000, max-age=600"}, 600, "max-age=600"),
    ({"cache_control": b"s-maxage=abc, max-age=600"}, 600, "max-age=600"),
    ({"cache_control": b"s-maxage=600"}, MAX, "no cache headers: RFC9309_CACHE_TTL"),
    # Expires minus Date (RFC 9111 4.2.1), ignored beside max-age (5.3).
    ({"expires": date(3600), "date": date(0)}, 3600, "Expires - Date"),
    ({"expires": date(3600)}, 3600, "Expires - receipt time"),  # RFC 9110 6.6.1
    ({"expires": date(3600), "date": b"garbage"}, 3600, "Expires - receipt time"),
    ({"expires": date(7200), "date": date(-3600)}, 7200, "Expires - Date, less age 3600"),
    ({"expires": date(-3600), "date": date(0)}, MIN, "Expires - Date; raised"),
    ({"expires": date(3600), "cache_control": b"max-age=900"}, 900, "max-age=900"),
    ({"expires": date(3600), "cache_control": b"no-cache"}, MIN, "no-cache"),
    # RFC 9111 5.3: an invalid Expires, "0" above all, is already expired.
    ({"expires": b"0"}, MIN, "invalid Expires"),
    ({"expires": b"-1"}, MIN, "invalid Expires"),
    ({"expires": b"tomorrow"}, MIN, "invalid Expires"),
    ({"expires": b"x" * 10_000}, MIN, "invalid Expires"),
    ({"expires": [date(3600), date(60)]}, MIN, "conflicting Expires"),
    ({"expires": [date(3600), date(3600)]}, 3600, "Expires - receipt time"),
    # RFC 9110 5.6.7: the obsolete RFC 850 and asctime forms are HTTP-dates too.
    ({"expires": b"Sunday, 06-Nov-94 08:49:37 GMT"}, MIN, "Expires - receipt time"),
    # RFC 9111 4.2.3: the current age (Age, or the time since Date) is taken off.
    ({"cache_control": b"max-age=3600", "age": b"600"}, 3000, "max-age=3600, less age 600"),
    ({"cache_control": b"max-age=3600", "date": date(-600)}, 3000, "less age 600"),
    ({"cache_control": b"max-age=3600", "date": date(-60), "age": b"600"}, 3000, "less age"),
    ({"cache_control": b"max-age=3600", "age": b"3600"}, MIN, "less age 3600; raised"),
    ({"cache_control": b"max-age=3600", "date": date(600)}, 3600, "max-age=3600"),  # skew
    # RFC 9111 5.1: Age's first member; an invalid one is ignored.
    ({"cache_control": b"max-age=3600", "age": b"600, 900"}, 3000, "less age 600"),
    ({"cache_control": b"max-age=3600", "age": b"-600"}, 3600, "max-age=3600"),
    ({"cache_control": b"max-age=3600", "age": b"6e2"}, 3600, "max-age=3600"),
    ({"cache_control": b"max-age=3600", "age": b"9" * 5000}, MIN, "less age"),
    # A hostile Cache-Control costs a bounded parse and gets the lower bound.
    ({"cache_control": b"max-age=600," * 1000}, MIN, "Cache-Control too long"),
    ({"cache_control": b'max-age=600, x="unterminated, max-age=9'}, 600, "max-age=600"),
]


@pytest.mark.parametrize(("fields", "lifetime", "source"), LIFETIMES)
def test_lifetime_and_where_it_came_from(fields, lifetime, source):
    result = fresh(**fields)
    assert result.lifetime == lifetime
    assert source in result.source


#: A fleet's shared store (RFC 9111 3: a shared cache): s-maxage first, private stale.
SHARED = [
    ({"cache_control": b"s-maxage=600, max-age=60000"}, 600, "s-maxage=600"),
    ({"cache_control": b"S-MAXAGE=600"}, 600, "s-maxage=600"),
    ({"cache_control": b"max-age=600"}, 600, "max-age=600"),
    ({"cache_control": b"s-maxage=abc, max-age=600"}, MIN, "invalid s-maxage"),
    ({"cache_control": b"s-maxage=600, s-maxage=60"}, MIN, "conflicting s-maxage"),
    ({"cache_control": b"s-maxage=600", "expires": date(30)}, 600, "s-maxage=600"),
    ({"cache_control": b"private, max-age=600"}, MIN, "private (shared store)"),
    ({"cache_control": b'private="set-cookie", max-age=600'}, 600, "max-age=600"),
]


@pytest.mark.parametrize(("fields", "lifetime", "source"), SHARED)
def test_a_shared_store_reads_s_maxage_and_private(fields, lifetime, source):
    result = fresh(shared=True, **fields)
    assert result.lifetime == lifetime
    assert source in result.source


def test_the_request_round_trip_counts_in_the_age():
    """RFC 9111 4.2.3: corrected_age_value = age_value + response_delay."""
    result = freshness(
        headers(cache_control=b"max-age=3600", age=b"100"),
        received_at=NOW, requested_at=NOW - 20, min_ttl=MIN, max_ttl=MAX,
    )
    assert result.lifetime == 3480


def test_the_upper_bound_wins_where_the_bounds_disagree():
    """RFC 9309 2.4's 24 hours is the harder rule (settings.py never lets this happen)."""
    assert fresh(min_ttl=600, max_ttl=300, cache_control=b"no-store").lifetime == 300
    assert fresh(min_ttl=600, max_ttl=300, cache_control=b"max-age=900").lifetime == 300


def test_the_bounds_are_the_settings_given():
    assert fresh(min_ttl=1, cache_control=b"max-age=5").lifetime == 5
    assert fresh(max_ttl=3600, cache_control=b"max-age=7200").lifetime == 3600
    assert fresh(max_ttl=3600).lifetime == 3600


def test_str_shows_lifetime_and_source_for_scrapy_robots():
    assert str(fresh(cache_control=b"max-age=600")) == "600 s (max-age=600)"
    assert str(Freshness(60.0, "no-cache; raised to RFC9309_MIN_TTL")) == (
        "60 s (no-cache; raised to RFC9309_MIN_TTL)"
    )


def test_hostile_headers_cost_a_bounded_parse():
    """Every field at its worst: quotes and escapes that a backtracking parse would make
    quadratic, many lines, huge numbers: a safe lifetime, from a field read once at most."""
    worst = [
        b"x" + b'\\"' * (MAX_CACHE_CONTROL // 2 - 1),
        b'"' * MAX_CACHE_CONTROL,
        b"a=" + b"9" * (MAX_CACHE_CONTROL - 2),
    ]
    for value in worst:
        assert len(value) <= MAX_CACHE_CONTROL
        result = fresh(cache_control=value, age=b"9" * 100_000, expires=b"9" * 100_000)
        assert MIN <= result.lifetime <= MAX
    many = fresh(cache_control=[b"a"] * 100_000)
    assert many.source == "Cache-Control too long; raised to RFC9309_MIN_TTL"


def _scrapy_remaining(fields: dict[str, bytes]) -> float:
    """Scrapy's RFC2616 cache policy: freshness lifetime less current age, at NOW."""
    policy = RFC2616Policy(Settings())
    response = Response(
        "https://x.test/robots.txt",
        headers=ScrapyHeaders({k.replace("_", "-"): v for k, v in fields.items()}),
    )
    request = Request("https://x.test/robots.txt")
    lifetime = policy._compute_freshness_lifetime(response, request, NOW)
    return max(0.0, lifetime - policy._compute_current_age(response, request, NOW))


#: Well-formed answers, where RFC 9111 leaves no choice: Scrapy reads them the same way.
ORACLE = [
    {"cache_control": b"max-age=600"},
    {"cache_control": b"public, max-age=86400"},
    {"cache_control": b"max-age=600", "age": b"120"},
    {"cache_control": b"max-age=600", "date": date(-200)},
    {"cache_control": b"max-age=600", "date": date(-100), "age": b"300"},
    {"cache_control": b"max-age=0"},
    {"expires": date(3600), "date": date(0)},
    {"expires": date(3600), "date": date(-1800)},
    {"expires": date(900)},
    {"expires": date(-900), "date": date(0)},
    {"expires": b"0"},
    {"expires": date(3600), "cache_control": b"max-age=60"},
]


@pytest.mark.parametrize("fields", ORACLE)
def test_scrapy_rfc2616_policy_agrees(fields):
    ours = fresh(min_ttl=0, max_ttl=math.inf, **fields).lifetime
    assert ours == _scrapy_remaining(fields)


def test_scrapy_headers_getlist_is_the_interface():
    """What the integrator passes: Scrapy's Headers, read by getlist for HEADER_NAMES."""
    sent = ScrapyHeaders({
        "Cache-Control": ["public", "Max-Age=600"],
        "ETag": 'W/"abc"',
        "Last-Modified": date(-86400),
        "Date": date(0),
    })
    given = {name: sent.getlist(name) for name in HEADER_NAMES}
    assert freshness(given, received_at=NOW, min_ttl=MIN, max_ttl=MAX).lifetime == 600
    assert Validators.from_headers(given).conditional_headers() == {
        "If-None-Match": 'W/"abc"',
        "If-Modified-Since": date(-86400).decode(),
    }


@pytest.mark.parametrize(("value", "offset"), [
    (b"Sun, 06 Nov 1994 08:49:37 GMT", 0),  # IMF-fixdate (RFC 9110 5.6.7)
    (b"Sunday, 06-Nov-94 08:49:37 GMT", 0),  # obsolete RFC 850
    (b"Sun Nov  6 08:49:37 1994", 0),  # asctime, no zone: GMT
    (b"Sun, 06 Nov 1994 08:49:37 -0000", 0),
    (b"Sun, 06 Nov 1994 09:49:37 +0100", 0),
])
def test_http_date_reads_every_form_as_gmt(value, offset):
    assert http_date(value) == 784111777 + offset


@pytest.mark.parametrize("value", [b"", b"0", b"-1", b"now", b"Sun, 06 Nov 1994 " + b"9" * 100])
def test_http_date_refuses_what_is_no_date(value):
    assert http_date(value) is None


#: (headers, etag, last_modified) kept for a conditional refetch (RFC 9111 4.3.1).
VALIDATORS = [
    ({}, None, None),
    ({"etag": b'"abc"'}, '"abc"', None),
    ({"etag": b'W/"abc"'}, 'W/"abc"', None),  # weak, as sent
    ({"etag": b'  "abc"  '}, '"abc"', None),
    ({"etag": b'""'}, '""', None),
    ({"etag": b'"caf\xe9"'}, '"caf\xe9"', None),  # obs-text, RFC 9110 8.8.3
    # Not an entity-tag (RFC 9110 8.8.3): a bare * in If-None-Match matches any file.
    ({"etag": b"*"}, None, None),
    ({"etag": b"abc"}, None, None),
    ({"etag": b'w/"abc"'}, None, None),  # W/ is case-sensitive
    ({"etag": b'"a b"'}, None, None),
    ({"etag": b'"a"b"'}, None, None),
    ({"etag": b'"abc"\r\nX-Evil: 1'}, None, None),
    ({"etag": b'"' + b"a" * MAX_VALIDATOR + b'"'}, None, None),  # hostile length
    ({"etag": [b'"a"', b'"b"']}, None, None),  # a singleton sent twice, differently
    ({"etag": [b'"a"', b'"a"']}, '"a"', None),
    ({"last_modified": date(-60)}, None, date(-60).decode()),
    ({"last_modified": b"Sunday, 06-Nov-94 08:49:37 GMT"}, None, "Sunday, 06-Nov-94 08:49:37 GMT"),
    ({"last_modified": b"yesterday"}, None, None),
    ({"last_modified": b"0"}, None, None),
    ({"last_modified": [date(-60), date(-120)]}, None, None),
    ({"etag": b'"v1"', "last_modified": date(-60)}, '"v1"', date(-60).decode()),
]


@pytest.mark.parametrize(("fields", "etag", "last_modified"), VALIDATORS)
def test_validators_kept_from_an_answer(fields, etag, last_modified):
    validators = Validators.from_headers(headers(**fields))
    assert (validators.etag, validators.last_modified) == (etag, last_modified)
    assert bool(validators) is (etag is not None or last_modified is not None)


def test_conditional_headers_send_both_validators_as_stored():
    """RFC 9111 4.3.1: the entity-tag in If-None-Match, Last-Modified in If-Modified-Since,
    the exact string received (RFC 9110 13.1.3)."""
    stored = Validators('W/"v1"', "Sunday, 06-Nov-94 08:49:37 GMT")
    assert stored.conditional_headers() == {
        "If-None-Match": 'W/"v1"',
        "If-Modified-Since": "Sunday, 06-Nov-94 08:49:37 GMT",
    }
    assert Validators('"v1"').conditional_headers() == {"If-None-Match": '"v1"'}
    assert Validators(last_modified="x").conditional_headers() == {"If-Modified-Since": "x"}
    assert Validators().conditional_headers() == {}
    request = Request("https://x.test/robots.txt", headers=stored.conditional_headers())
    assert request.headers.get("If-None-Match") == b'W/"v1"'


LAST_MODIFIED = "Sunday, 06-Nov-94 08:49:37 GMT"
#: (the copy's validators, a 304's headers, whether that 304 is about the copy): RFC 9111
#: 4.3.4 renews only the stored answer the 304's validators select.
SAME_COPY = [
    (Validators('"v1"', "d1"), {}, True),  # names none: the copy asked about
    (Validators('"v1"', "d1"), {"etag": b'"v1"'}, True),
    (Validators('W/"v1"'), {"etag": b'W/"v1"'}, True),
    (Validators('"v1"'), {"etag": b'  "v1" '}, True),
    (Validators('"v1"'), {"etag": [b'"v1"', b'"v1"']}, True),
    (Validators(last_modified=LAST_MODIFIED), {"last_modified": LAST_MODIFIED.encode()}, True),
    # The same time in another HTTP-date format (RFC 9110 5.6.7).
    (Validators(last_modified=LAST_MODIFIED),
     {"last_modified": b"Sun, 06 Nov 1994 08:49:37 GMT"}, True),
    (Validators('"v1"', LAST_MODIFIED),
     {"etag": b'"v1"', "last_modified": LAST_MODIFIED.encode()}, True),
    # Another validator than the copy's, strong or weak: another copy.
    (Validators('"v1"'), {"etag": b'"v2"'}, False),
    (Validators('W/"v1"'), {"etag": b'W/"v2"'}, False),
    (Validators('W/"v1"'), {"etag": b'"v1"'}, False),  # strong comparison (RFC 9110 8.8.3.2)
    (Validators('"v1"'), {"etag": b'W/"v1"'}, False),
    (Validators(last_modified=LAST_MODIFIED),
     {"last_modified": b"Mon, 07 Nov 1994 08:49:37 GMT"}, False),
    (Validators('"v1"', LAST_MODIFIED),
     {"etag": b'"v1"', "last_modified": b"Mon, 07 Nov 1994 08:49:37 GMT"}, False),
    # One the copy lacks: it cannot be the copy's.
    (Validators(last_modified=LAST_MODIFIED), {"etag": b'"v1"'}, False),
    (Validators('"v1"'), {"last_modified": LAST_MODIFIED.encode()}, False),
    # Unusable or conflicting values name no copy of ours either.
    (Validators('"v1"'), {"etag": b"*"}, False),
    (Validators('"v1"'), {"etag": [b'"v1"', b'"v2"']}, False),
    (Validators(last_modified=LAST_MODIFIED), {"last_modified": b"yesterday"}, False),
]


@pytest.mark.parametrize(("stored", "fields", "same"), SAME_COPY)
def test_a_304_is_about_the_copy_only_when_it_names_its_validators_or_none(stored, fields,
                                                                          same):
    assert stored.same_copy(headers(**fields)) is same



@pytest.mark.parametrize("fields", [{}, {"date": date(0)}, {"etag": [], "last_modified": []},
                                    {"cache_control": b"max-age=600", "age": b"5"}])
def test_an_answer_without_validators_has_none(fields):
    """Without ETag and Last-Modified there is nothing to send back: no validator, no
    condition (RFC 9111 4.3.1)."""
    validators = Validators.from_headers(headers(**fields))
    assert not validators
    assert validators == Validators(None, None)
    assert validators.conditional_headers() == {}


def test_the_fetchers_header_reading_gives_the_same_answers():
    """What the fetcher reads of a Scrapy response (only the HEADER_NAMES it has) gives the
    lifetime and validators that every HEADER_NAMES field read with getlist gives."""
    from scrapy_rfc9309.records.fetch import _headers

    for fields in ({}, {"Date": date(-600)},
                   {"Cache-Control": ["public", "max-age=3600"], "Age": "60", "Date": date(-600),
                    "ETag": '"v1"', "Last-Modified": date(-86400), "Expires": date(60)}):
        response = Response("http://x.test/robots.txt", headers=fields)
        full = {name: response.headers.getlist(name) for name in HEADER_NAMES}
        read = _headers(response)
        assert freshness(read, received_at=NOW, min_ttl=MIN, max_ttl=MAX) == freshness(
            full, received_at=NOW, min_ttl=MIN, max_ttl=MAX)
        assert Validators.from_headers(read) == Validators.from_headers(full)
