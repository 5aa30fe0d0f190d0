"""Property tests of the rules engine (hypothesis), kept small so CI stays quick."""

from __future__ import annotations

from urllib.parse import urljoin

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from scrapy_rfc9309.robotstxt import RobotsTxt, rules

# How many examples comes from the hypothesis profile (tests/conftest.py): "ci" by default,
# HYPOTHESIS_PROFILE=fuzz for the long run documented in docs/development.rst.
SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

# Lines built from the pieces robots.txt parsers trip over, mixed with raw bytes.
_keys = st.sampled_from(
    [
        b"user-agent",
        b"User-Agent",
        b"allow",
        b"disallow",
        b"Disallow",
        b"sitemap",
        b"crawl-delay",
        b"request-rate",
        b"useragent",
        b"disalow",
        b"foo",
        b"",
        b"#",
    ]
)
_values = st.binary(max_size=30) | st.sampled_from(
    [b"*", b"/", b"/*", b"$", b"/a*b$", b"%", b"%zz", b"%E3%83%84", b"\xef\xbb\xbf", b"1/5s"]
)
_seps = st.sampled_from([b":", b": ", b" ", b"\t:\t", b""])
_ends = st.sampled_from([b"\n", b"\r", b"\r\n", b"\n\r", b""])
_lines = st.builds(lambda k, s, v, e: k + s + v + e, _keys, _seps, _values, _ends)
bodies = st.lists(_lines, max_size=20).map(b"".join) | st.binary(max_size=400)
urls = st.text(max_size=40) | st.sampled_from(
    ["http://e.com/", "http://e.com/a?b=c#d", "/robots.txt", "//x/y", "?q", "http://e.com/%7e"]
)
tokens = st.text(max_size=12) | st.sampled_from(["*", "", "bot", "BOT", "foo"])


@SETTINGS
@given(body=bodies, url=urls, token=tokens, indexed=st.booleans(), limit=st.integers(0, 500))
def test_never_raises(body, url, token, indexed, limit, monkeypatch):
    monkeypatch.setattr(rules, "_SMALL_MAX", -1 if indexed else 48)
    for robots in (RobotsTxt.parse(body), RobotsTxt.parse(body, max_bytes=limit)):
        match = robots.decide(url, token)
        assert match.allowed is robots.allowed(url, token) or rules.product_token(token) != token
        assert (match.rule is None) is (match.line is None)
        robots.crawl_delay(token)
        robots.request_rate(token)
        assert all(isinstance(s, str) for s in robots.sitemaps)


# Rule paths without special characters, so that "prefix of" is the whole truth.
_segment = st.text(alphabet="abcxyz-._~/", min_size=1, max_size=8)


@SETTINGS
@given(
    base=_segment,
    more=_segment,
    rest=st.text(alphabet="abc/", max_size=6),
    first_allow=st.booleans(),
    indexed=st.booleans(),
)
def test_longer_match_wins(base, more, rest, first_allow, indexed, monkeypatch):
    """Of two matching rules the longer decides, whatever their order; Allow wins ties."""
    monkeypatch.setattr(rules, "_SMALL_MAX", -1 if indexed else 48)
    short, long_ = "/" + base, "/" + base + more
    lines = [f"Disallow: {short}", f"Allow: {long_}"]
    if first_allow:
        lines.reverse()
    assume("/." not in long_ + rest)  # no dot segment (see test_dot_segments_resolve_as_urljoin)
    robots = RobotsTxt.parse(("User-agent: *\n" + "\n".join(lines) + "\n").encode())
    url = "http://e.com" + long_ + rest
    match = robots.decide(url, "bot")
    assert match.allowed
    assert match.rule == f"Allow: {long_}"
    # And the other way round: a longer Disallow beats a shorter Allow.
    body = f"User-agent: *\nAllow: {short}\nDisallow: {long_}\n".encode()
    assert not RobotsTxt.parse(body).decide(url, "bot").allowed
    # Equal patterns: Allow wins.
    body = f"User-agent: *\nDisallow: {long_}\nAllow: {long_}\n".encode()
    assert RobotsTxt.parse(body).decide(url, "bot").allowed


@SETTINGS
@given(
    pieces=st.lists(st.text(alphabet="ab/", max_size=3), min_size=1, max_size=4),
    path=st.text(alphabet="ab/", max_size=12),
    anchored=st.booleans(),
)
def test_wildcards_agree_with_fnmatch(pieces, path, anchored):
    """'*' and '$' mean what a regex says they mean (greedy search is exact)."""
    import re

    pattern = "/" + "*".join(pieces) + ("$" if anchored else "")
    regex = "/" + ".*".join(map(re.escape, pieces)) + ("\\Z" if anchored else "")
    expected = re.match(regex, "/" + path, re.DOTALL) is not None
    robots = RobotsTxt.parse(f"User-agent: *\nDisallow: {pattern}\n".encode())
    assert robots.decide("http://e.com/" + path, "bot").allowed is not expected


@SETTINGS
@given(
    path=st.lists(st.sampled_from(["a", "b", ".", "/", "%2E", "%2e"]), max_size=12).map("".join),
    query=st.sampled_from(["", "?x=/../a/", "?"]),
)
def test_dot_segments_resolve_as_urljoin(path, query):
    """A URL is matched as the path its dot segments resolve to (RFC 3986 5.2.4), ``%2E``
    included: the reference is CPython's ``urljoin`` (its remove_dot_segments), after
    decoding ``%2E`` (an unreserved character, RFC 3986 6.2.2.2)."""
    path = "/" + path
    assume("//" not in path)  # (urljoin also merges empty segments, which RFC 3986 keeps)
    resolved = urljoin("http://e.com/", path.replace("%2E", ".").replace("%2e", "."))
    resolved_path = resolved[len("http://e.com"):]
    robots = RobotsTxt.parse(b"User-agent: *\nDisallow: /a/\nDisallow: /b$\n")
    full = resolved_path + query  # ('$' ends the path and query)
    expected = not (full.startswith("/a/") or full == "/b")
    url = "http://e.com" + path + query
    assert robots.allowed(url, "bot") is expected, resolved_path
    assert robots.decide(url, "bot").allowed is expected
