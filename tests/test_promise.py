"""The promise, as an invariant over a farm: a page that robots.txt forbids is never requested,
no request goes into the crawler's own network on a site's word, and no request is silently
lost, whatever the sites answer and whichever features are on.

tests/promise_farm.py builds a seeded farm (SITES sites, one per behaviour the middleware
reacts to, the rest with seeded rules) and crawls it in every configuration of CONFIGS: the
features off, the features on (RFC9309_OBEY_NOFOLLOW, RFC9309_FORBIDDEN_POLICY = "allow",
RFC9309_REDIRECT_PRIVATE), two runs over a JOBDIR store and over a Redis store (the first
with the default RFC9309_CACHE_TTL, the second with a short one), and two runs over Scrapy's
HTTP cache (DummyPolicy). Between the waves (or runs) some answers change (era 1, then era 2),
after a pause longer than the short lifetimes (max-age=1, RFC9309_CACHE_TTL=1).

The expected decisions come from the oracle below, written from RFC 9309 for the farm's simple
shapes, not from the engine: where the RFC (or this project's protective reading) allows more
than one answer, each is a reading, and a page is expected allowed when every reading allows
it, denied when every reading denies it; either outcome is accepted otherwise. What was
requested is checked at the servers: the proxy that plays every site logs every request.

The crawls run once per session (one configuration after the other), and each test checks one
situation in all of them: a test id per behaviour.
"""

from __future__ import annotations

import functools
import ipaddress
from typing import Any
from urllib.parse import urljoin, urlsplit

import pytest
import pytest_twisted
from twisted.internet.defer import Deferred

from scrapy_rfc9309 import RobotsTxtForbidden
from tests.promise_farm import (
    BEHAVIOURS,
    CONFIGS,
    NOFOLLOW_PAGES,
    PAUSE,
    TOKEN,
    Answer,
    Crawled,
    Farm,
    Planned,
    RunResult,
    Site,
    run_config,
)

# The oracle: RFC 9309 for the farm's shapes -----------------------------------------------------

#: What a crawler may take robots.txt to say: a file to parse, or allow all (True) / deny all
#: (False).
Reading = bytes | bool
_REDIRECTS = (301, 302, 303, 307, 308)
NOT_FOUND = Answer(404)


@functools.cache
def rules_for(body: bytes, token: str) -> tuple[tuple[bool, str], ...]:
    """(allow, path) of the rules that apply to ``token`` (RFC 9309 2.2.1): the groups whose
    user-agent lines name it (case-insensitively), else the ``*`` groups, combined. A group
    starts at a user-agent line that follows a rule (or the start); a comment runs from ``#``;
    a path (2.2.2, ``UTF8-char-noctl``) ends at the first control, space or ``#``: a NUL after
    ``/private`` leaves ``/private``. An empty path is no rule."""
    groups: list[tuple[list[str], list[tuple[bool, str]]]] = []
    in_agents = False
    for line in body.split(b"\n"):
        key, colon, value = line.split(b"#", 1)[0].partition(b":")
        if not colon:
            continue
        key = key.strip().lower()
        value = value.lstrip(b" \t")
        if key == b"user-agent":
            if not in_agents:
                groups.append(([], []))
            groups[-1][0].append(value.strip().decode().lower())
            in_agents = True
        elif key in (b"allow", b"disallow"):
            in_agents = False
            path = bytearray()
            for byte in value:
                if byte <= 0x20 or byte == 0x7F or byte == ord("#"):
                    break
                path.append(byte)
            if groups and path:
                groups[-1][1].append((key == b"allow", path.decode()))
    mine = [rules for agents, rules in groups if token in agents]
    if not mine:
        mine = [rules for agents, rules in groups if "*" in agents]
    return tuple(rule for rules in mine for rule in rules)


def allowed(reading: Reading, path: str) -> bool:
    """RFC 9309 2.2.2: the longest matching path wins, Allow on a tie; no match allows."""
    if isinstance(reading, bool):
        return reading
    best: tuple[int, bool] | None = None
    for allow, prefix in rules_for(reading, TOKEN):
        if path.startswith(prefix):
            best = max(best or (0, False), (len(prefix), allow))
    return best is None or best[1]


def is_internal(host: str) -> bool:
    """The crawler's own network: localhost, loopback and private addresses."""
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    return address.is_loopback or address.is_private or address.is_link_local


def fetch(answers: dict[tuple[str, str], Answer], url: str, private_ok: bool,
          forbidden_allow: bool, hops: int = 0) -> set[tuple[Reading, bool]]:
    """Every reading of fetching ``url`` as robots.txt (RFC 9309 2.3.1), with whether it is
    "unreachable" (2.3.1.4, where a cached copy may stand in for it)."""
    split = urlsplit(url)
    path = split.path + (f"?{split.query}" if split.query else "")
    answer = answers.get((split.hostname or "", path)) or answers.get(
        (split.hostname or "", split.path), NOT_FOUND)
    if answer.reset:
        return {(False, True)}  # a network error: unreachable, deny all
    status = answer.status
    if 200 <= status < 300:
        return {(answer.body, False)}
    location = answer.header("Location")
    if status in _REDIRECTS and location:
        if hops == 5:
            return {(True, False)}  # 2.3.1.2: more than five redirects MAY be "unavailable"
        found: set[tuple[Reading, bool]] = set()
        if "\\" in location:  # not a URL by RFC 3986: a client may refuse to follow it,
            found.add((False, True))
            # percent-encode it (older w3lib, so Scrapy 2.13 too: then it is in the userinfo)...
            encoded = urljoin(url, location.replace("\\", "%5C"))
            found |= fetch(answers, encoded, private_ok, forbidden_allow, hops + 1)
        # ... or read it as the WHATWG URL Standard does (Scrapy, browsers): "\" is "/".
        target = urljoin(url, location.replace("\\", "/"))
        host = urlsplit(target).hostname or ""
        if is_internal(host) and not is_internal(split.hostname or "") and not private_ok:
            return found | {(False, True)}  # a public site may not steer us into our network
        return found | fetch(answers, target, private_ok, forbidden_allow, hops + 1)
    if 300 <= status < 400:
        # A 3xx that leads nowhere (a 304 to a request that named no copy, no Location):
        # robots.txt was not read. The reading that protects the site: as unreachable.
        return {(False, True)}
    if status in (401, 403):
        return {(forbidden_allow, False)}  # this project denies them unless told to allow
    if status == 429 or status >= 500:
        return {(False, True)}
    return {(True, False)}  # any other 4xx: unavailable, allow all


def lifetime(site: Site, settings: dict[str, Any]) -> float:
    """How long this run may keep the site's robots.txt: its max-age (or RFC9309_CACHE_TTL
    without one), within [RFC9309_MIN_TTL, RFC9309_CACHE_TTL] of this run's settings."""
    cache_ttl = settings.get("RFC9309_CACHE_TTL", 86400)
    declared = site.max_age if site.max_age is not None else cache_ttl
    return min(max(declared, settings["RFC9309_MIN_TTL"]), cache_ttl)


def expected(farm: Farm, run: RunResult, planned: Planned) -> set[bool]:
    """Whether ``planned`` may be allowed (True in the set) and may be denied (False)."""
    if planned.asked:
        return {True}
    site = farm.site(planned.host)
    assert site is not None
    settings = run.settings
    private_ok = bool(settings.get("RFC9309_REDIRECT_PRIVATE"))
    forbidden_allow = settings.get("RFC9309_FORBIDDEN_POLICY") == "allow"
    url = f"http://{site.host}/robots.txt"
    now = fetch(farm.robots[planned.era], url, private_ok, forbidden_allow)
    readings = {reading for reading, _ in now}
    if planned.era == 2:
        before = fetch(farm.robots[1], url, private_ok, forbidden_allow)
        if lifetime(site, settings) >= PAUSE:  # the era-1 copy may still be used (2.4)
            readings |= {reading for reading, _ in before}
        if any(unreachable for _, unreachable in now):  # the last good copy may stand in
            readings |= {reading for reading, _ in before if isinstance(reading, bytes)}
    return {allowed(reading, planned.path) for reading in readings}


# The crawls, once ---------------------------------------------------------------------------

_CRAWLS: dict[str, Crawled | BaseException] = {}


async def crawls() -> dict[str, Crawled]:
    """Every configuration's crawl of the farm, one after the other, the first time asked."""
    if not _CRAWLS:
        for name in CONFIGS:
            try:
                _CRAWLS[name] = await Deferred.fromCoroutine(run_config(name))
            except Exception as exc:  # kept: every test of the session fails with it
                _CRAWLS[name] = exc
    for value in _CRAWLS.values():
        if isinstance(value, BaseException):
            raise value
    return _CRAWLS  # type: ignore[return-value]


def _outcome(run: RunResult, url: str) -> str:
    if url in run.responses:
        status, cached = run.responses[url]
        return f"response {status}" + (" (HTTP cache)" if cached else "")
    if url in run.errors:
        error = run.errors[url]
        return f"{type(error).__name__}: {error}"
    return "nothing"


def report(problems: list[str]) -> str:
    """The runs with problems, then the first problems (each starts with its run)."""
    runs = sorted({problem.split(":", 1)[0] for problem in problems})
    return f"{len(problems)} problems in {', '.join(runs)}:\n" + "\n".join(problems[:30])


def check_requests(crawled: Crawled, name: str, select: Any) -> list[str]:
    """The problems of the requests ``select(site, planned)`` picks, in every run: an outcome
    the oracle rules out (a response where every reading denies, a denial where every
    reading allows, anything but a response or RobotsTxtForbidden), and a request for a page
    every reading denies seen at the server."""
    problems = []
    farm = crawled.farm
    for number, run in enumerate(crawled.runs, 1):
        where = f"{name} run {number}"
        picked = {url: p for url, p in run.planned.items()
                  if select(farm.site(p.host), p)}
        for url, planned in picked.items():
            may = expected(farm, run, planned)
            got = _outcome(run, url)
            if url in run.responses:
                if True not in may:
                    problems.append(f"{where}: {url} (era {planned.era}): {got}, expected "
                                    "a denial")
            elif isinstance(run.errors.get(url), RobotsTxtForbidden):
                if False not in may:
                    problems.append(f"{where}: {url} (era {planned.era}): {got}, expected "
                                    "a response")
            elif url in run.errors or not planned.via:  # a link nofollow dropped: see below
                problems.append(f"{where}: {url}: {got}, expected a response or a denial")
        denied = {(p.host, p.path) for p in picked.values() if expected(farm, run, p) == {False}}
        for hit in run.hits:
            if (hit.host, hit.path) in denied:
                problems.append(f"{where}: the server was asked for http://{hit.host}"
                                f"{hit.path}, which robots.txt forbids")
    return problems


def check_internal(crawled: Crawled, name: str, site: Site) -> list[str]:
    """Requests into the crawler's own network on ``site``'s word: at the proxy (for a host
    that is an internal address) and at the real site on 127.0.0.1."""
    problems = []
    for number, run in enumerate(crawled.runs, 1):
        private_ok = bool(run.settings.get("RFC9309_REDIRECT_PRIVATE"))
        for hit in run.internal_hits:
            if site.host in hit.path:
                problems.append(f"{name} run {number}: 127.0.0.1 was asked directly for "
                                f"{hit.path}")
        for hit in run.hits:
            host = hit.host.rsplit(":", 1)[0]
            if is_internal(host) and site.host in hit.path and not private_ok:
                problems.append(f"{name} run {number}: {site.host}'s robots.txt led to "
                                f"http://{hit.host}{hit.path}")
    return problems


# The situations ---------------------------------------------------------------------------------

ROBOTS_SITUATIONS = ["rules", *(kind for kind in BEHAVIOURS if kind != "nofollow")]


@pytest.mark.parametrize("kind", ROBOTS_SITUATIONS)
@pytest_twisted.ensureDeferred
async def test_robots_txt_decides(kind):
    """Each request to a site of this behaviour ends as the oracle says, in every configuration
    and run; the server never sees a page every reading denies, and no robots.txt leads a
    request into the crawler's own network (unless RFC9309_REDIRECT_PRIVATE)."""
    problems = []
    for name, crawled in (await crawls()).items():
        problems += check_requests(
            crawled, name, lambda site, p: site.kind == kind and not p.asked)
        for site in crawled.farm.sites:
            if site.kind == kind:
                problems += check_internal(crawled, name, site)
    assert not problems, report(problems)


@pytest.mark.parametrize("page", list(NOFOLLOW_PAGES),
                         ids=[page.rsplit("/", 1)[1] for page in NOFOLLOW_PAGES])
@pytest_twisted.ensureDeferred
async def test_nofollow(page):
    """A page that says nofollow (header or meta, alone or among a flood of lines, directives
    or meta tags): with RFC9309_OBEY_NOFOLLOW its link is never requested (dropped, and
    counted); without it, the link is followed. A page without nofollow is followed always,
    and its link to a forbidden page is denied."""
    says_nofollow = page != "/nf/follow"
    target = "/to/" + page.rsplit("/", 1)[1]
    problems = []
    for name, crawled in (await crawls()).items():
        problems += check_requests(crawled, name, lambda site, p: site.kind == "nofollow" and (
            p.path.split("?")[0] == page or p.via.split("?")[0] == page))
        [site] = [s for s in crawled.farm.sites if s.kind == "nofollow"]
        for number, run in enumerate(crawled.runs, 1):
            where = f"{name} run {number}"
            obey = bool(run.settings.get("RFC9309_OBEY_NOFOLLOW"))
            url = f"http://{site.host}{target}"
            asked = [hit for hit in run.hits if hit.host == site.host and hit.path == target]
            if says_nofollow and obey:
                if asked:
                    problems.append(f"{where}: {url} requested, from a nofollow page")
                if url in run.responses or url in run.errors:
                    problems.append(f"{where}: {url} scheduled from a nofollow page")
            elif url not in run.responses:
                problems.append(f"{where}: {url} not followed: {_outcome(run, url)}")
    assert not problems, report(problems)


@pytest_twisted.ensureDeferred
async def test_dont_obey_robotstxt_reaches_the_server_only_where_asked():
    """A request with ``dont_obey_robotstxt`` reaches its server on every site, whatever its
    robots.txt says (deny all, a 5xx, a redirect into the network...); the same page without
    it only where the oracle allows (test_robots_txt_decides)."""
    problems = []
    for name, crawled in (await crawls()).items():
        problems += check_requests(crawled, name, lambda site, p: p.asked)
        for number, run in enumerate(crawled.runs, 1):
            hits = {(hit.host, hit.path) for hit in run.hits}
            for url, planned in run.planned.items():
                if not planned.asked:
                    continue
                cached = run.responses.get(url, (0, False))[1]
                if (planned.host, planned.path) not in hits and not cached:
                    problems.append(f"{name} run {number}: {url} never reached the server")
    assert not problems, report(problems)


@pytest.mark.parametrize("name", list(CONFIGS))
@pytest_twisted.ensureDeferred
async def test_nothing_is_silently_lost(name):
    """Every request the spider scheduled ended in its callback (a response) or its errback
    with a stated denial (RobotsTxtForbidden); the only ones that never ended are the links
    RFC9309_OBEY_NOFOLLOW dropped, as many as its stat counts. Each crawl finished by itself
    (not by its CLOSESPIDER_TIMEOUT bound)."""
    crawled = (await crawls())[name]
    problems = []
    for number, run in enumerate(crawled.runs, 1):
        where = f"{name} run {number}"
        if run.stats.get("finish_reason") != "finished":
            problems.append(f"{where}: finish_reason {run.stats.get('finish_reason')}")
        lost = []
        for url in run.planned:
            if url in run.responses:
                continue
            error = run.errors.get(url)
            if error is None:
                lost.append(url)
            elif not isinstance(error, RobotsTxtForbidden):
                problems.append(f"{where}: {url}: {_outcome(run, url)}")
        dropped = run.stats.get("rfc9309/usage/nofollow_dropped", 0)
        if len(lost) != dropped:
            problems.append(f"{where}: {len(lost)} requests never ended, {dropped} dropped "
                            f"by nofollow: {sorted(lost)}")
    assert not problems, report(problems)


# The oracle's own checks ------------------------------------------------------------------------


def test_the_oracle_reads_rfc_9309s_examples():
    """RFC 9309 2.2.2's example of longest match, and 2.2.1's group choice, as the RFC says."""
    body = b"User-Agent: *\nDisallow: /example/\nAllow: /publications/\n"
    assert not allowed(body, "/example/page")
    assert allowed(body, "/publications/x")
    groups = b"user-agent: ExampleBot\ndisallow: /foo\n\nuser-agent: *\ndisallow: /bar\n"
    assert rules_for(groups, "examplebot") == ((False, "/foo"),)
    assert rules_for(groups, TOKEN) == ((False, "/bar"),)
    tie = b"User-agent: *\nAllow: /page\nDisallow: /page\n"
    assert allowed(tie, "/page")  # 2.2.2: on a tie, Allow SHOULD win
    assert not allowed(b"User-agent: *\nDisallow: /private\x00\n", "/private/x")
    assert allowed(b"User-agent: *\nDisallow:\n", "/x")
    answers = {("a.test", "/robots.txt"): Answer(301, headers=(("Location", "/r1"),))}
    for i in range(1, 6):
        answers[("a.test", f"/r{i}")] = Answer(301, headers=(("Location", f"/r{i + 1}"),))
    answers[("a.test", "/r5")] = Answer(body=b"User-agent: *\nDisallow: /\n")
    assert fetch(answers, "http://a.test/robots.txt", False, False) == {
        (b"User-agent: *\nDisallow: /\n", False)}  # five redirects are followed
    answers[("a.test", "/r5")] = Answer(301, headers=(("Location", "/r6"),))
    assert fetch(answers, "http://a.test/robots.txt", False, False) == {(True, False)}
    sneaky = {("a.test", "/robots.txt"): Answer(
        301, headers=(("Location", "http://127.0.0.1:1\\@a.test/robots.txt"),))}
    # Refused (not a URL), or read as "/" (into the crawler's network: refused), or the "\\"
    # percent-encoded into the userinfo (w3lib < 2.2): back to a.test itself, a loop, allow all.
    assert fetch(sneaky, "http://a.test/robots.txt", False, False) == {
        (False, True), (True, False)}
