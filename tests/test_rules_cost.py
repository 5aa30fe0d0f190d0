"""Hostile robots.txt files of 500 KiB (deep paths, many groups, wildcard-heavy): the engine's
answers against a plain per-rule reference, and a real crawl that goes on through each file.

Correctness only: what these files cost is measured by ``benchmarks/bench_rules.py``, never
asserted here.  The reference knows nothing of the engine: it reads the generated files line
by line, picks groups by whole product token, and matches every rule with the standard
library's ``fnmatch`` (a ``*`` rule matches a path when the glob ``rule*`` does, ``rule$``
when the glob ``rule`` does), the longest pattern deciding and Allow winning ties.
"""

from __future__ import annotations

import fnmatch
import logging
import re
from functools import cache

import pytest
import pytest_twisted
from hypothesis import given
from hypothesis import strategies as st

from benchmarks.hostile import AGENT, FILES, bot_name, paths
from scrapy_rfc9309.exceptions import RobotsTxtForbidden
from scrapy_rfc9309.robotstxt import RobotsTxt, rules
from scrapy_rfc9309.testing import Page
from tests.conftest import crawl, stats

TOKENS = (AGENT, bot_name(35), "otherbot")  # merged groups, a single group, the '*' group


@cache
def body_of(name: str) -> bytes:
    return FILES[name]()


@cache
def reference(name: str) -> dict[str, list[tuple[int, bool, list[str], re.Pattern[str]]]]:
    return read(body_of(name).decode())


def read(text: str) -> dict[str, list[tuple[int, bool, list[str], re.Pattern[str]]]]:
    """{lower-cased token or '*': [(priority, allow, pieces, matcher), ...]} of a generated
    file; ``pieces``: the rule's literal parts, which a matching path must all contain."""
    groups: dict[str, list] = {}
    agents: list[str] = []
    in_agents = False
    for line in text.splitlines():
        key, _, value = line.partition(":")
        key, value = key.strip().lower(), value.strip()
        if key == "user-agent":
            if not in_agents:
                agents = []
                in_agents = True
            agents.append(value.lower())
            groups.setdefault(value.lower(), [])
        elif key in ("allow", "disallow") and value:
            in_agents = False
            glob = value[:-1] if value.endswith("$") else value + "*"
            glob = glob.replace("[", "[[]").replace("?", "[?]")
            pieces = value.rstrip("$").split("*")
            rx = re.compile(fnmatch.translate(glob), re.DOTALL)
            rule = (len(value), key == "allow", pieces, rx)
            for agent in agents:
                groups[agent].append(rule)
    return groups


def expected(name: str, token: str, path: str) -> bool:
    """Whether the reference allows ``path`` for the lower-cased product token ``token``."""
    table = reference(name)
    return _expected(name, token if token in table else "*", path)


@cache
def _expected(name: str, key: str, path: str) -> bool:
    found = [
        (pri, allow)
        for pri, allow, pieces, rx in reference(name).get(key, ())
        if all(piece in path for piece in pieces) and rx.match(path)
    ]
    return max(found, default=(0, True))[1]


def sample(name: str, count: int, longest: int) -> list[str]:
    return [p for p in paths(name, count) if len(p) <= longest]


@pytest.fixture(params=["small", "indexed"])
def layout(request, monkeypatch):
    """Both layouts: the default, and the prefix index and piece tables forced for any size."""
    if request.param == "indexed":
        monkeypatch.setattr(rules, "_SMALL_MAX", -1)
    return request.param


@pytest.mark.parametrize("name", list(FILES))
def test_hostile_file_answers_as_the_reference(name, layout):
    body = body_of(name)
    assert 500_000 < len(body) <= 512_000  # within RFC9309_MAX_BYTES: read whole
    robots = RobotsTxt.parse(body)
    # Wildcard-heavy: exact up to Scrapy's URLLENGTH_LIMIT (2,083); longer ones may be over
    # the work budget (test_wildcard_heavy_long_url_is_denied_over_budget).
    longest = 2_083 if name == "wildcard-heavy" else 100_000
    urls = sample(name, 64, longest)
    assert len(urls) >= 30 and max(map(len, urls)) >= 1_000
    checked = denied = 0
    for token in TOKENS:
        for path in urls:
            match = robots.decide("http://example.com" + path, token)
            assert not match.over_budget, (token, path[:80], len(path))
            assert match.allowed is expected(name, token.lower(), path), (token, path[:80])
            assert robots.allowed("http://example.com" + path, token) is match.allowed
            checked += 1
            denied += not match.allowed
    # The samples reach rules on both sides (not a file that allows or denies everything).
    assert 0.1 < denied / checked < 0.95


def test_wildcard_heavy_long_url_is_denied_over_budget(layout):
    """12,000 wildcard rules that all come close to a 100,000-octet URL: deciding exactly would
    cost rules x URL length, so the decision stops at its budget and denies (the safe side)."""
    robots = RobotsTxt.parse(body_of("wildcard-heavy"))
    long_paths = [p for p in paths("wildcard-heavy", 16) if len(p) >= 100_000]
    assert long_paths
    for path in long_paths:
        match = robots.decide("http://example.com" + path, AGENT)
        assert match.over_budget and not match.allowed
        assert match.rule is None and match.group == "User-agent: *"
        assert not robots.allowed("http://example.com" + path, AGENT)
    # A shorter URL under the same rules is decided exactly.
    path = "/" + "ab-cab/" * 100 + "7"
    match = robots.decide("http://example.com" + path, AGENT)
    assert not match.over_budget
    assert match.allowed is expected("wildcard-heavy", AGENT, path)


def test_many_groups_merge_every_group_naming_the_agent():
    robots = RobotsTxt.parse(body_of("many groups"))
    # Groups 5, 10, ... name AGENT; group 7 does not.
    assert robots.decide("/10/x", AGENT).rule == "Disallow: /10/"
    assert robots.decide("/10/ok", AGENT).rule == "Allow: /10/o*$"
    assert robots.decide("/7/x", AGENT).allowed
    assert not robots.decide("/7/x", bot_name(7)).allowed
    assert not robots.decide("/private/x", "otherbot").allowed


@pytest.mark.parametrize("name", list(FILES))
@pytest_twisted.ensureDeferred
async def test_crawl_goes_on_through_a_hostile_file(farm, name, caplog):
    """A real crawl against a site serving the 500 KiB file: every page gets the reference's
    verdict, no denied page reaches the site, and (wildcard-heavy) a URL too costly to decide
    is denied with a stat and a warning while the crawl goes on."""
    urls = [p for p in paths(name, 40, seed=7) if len(p) <= 1_000][:24]
    over = "/" + "ab/cab-" * 15_000 + "bca7" if name == "wildcard-heavy" else None
    pages: dict[str, Page | bytes | str] = {"/robots.txt": Page(body_of(name))}
    pages.update({path: "page" for path in urls})
    site = farm.add(pages)
    targets = urls + ([over] if over else [])
    crawler = await crawl(
        [site.url + path for path in targets],
        settings={"USER_AGENT": f"{AGENT}/1.0 (+http://127.0.0.1/)", "URLLENGTH_LIMIT": 0},
    )
    spider = crawler.spider
    verdicts = {path: expected(name, AGENT, path) for path in urls}
    assert 0 < sum(verdicts.values()) < len(urls)
    for path, allowed in verdicts.items():
        url = site.url + path
        if allowed:
            assert spider.responses.get(url) == 200, path[:80]
        else:
            assert isinstance(spider.errors.get(url), RobotsTxtForbidden), path[:80]
    fetched = set(site.paths())
    assert not {p for p, allowed in verdicts.items() if not allowed} & fetched
    s = stats(crawler)
    assert s["robotstxt/request_count"] == 1
    assert s["finish_reason"] == "finished"
    if over:
        assert isinstance(spider.errors.get(site.url + over), RobotsTxtForbidden)
        assert over not in fetched
        assert s["rfc9309/denied/over_budget"] == 1
        warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
        # One readable line: the URL's start and its length, not its 105,000 characters.
        said = f"{site.url}/ab/cab-ab/cab-"
        length = f"({len(site.url + over)} characters)"
        assert [w for w in warnings if "work budget" in w and said in w and length in w]
        assert all(len(w) < 1_000 for w in warnings)
    else:
        assert "rfc9309/denied/over_budget" not in s


@pytest.mark.parametrize("small", [0, 48])
def test_a_group_compiled_alone_merges_into_a_selection(small, monkeypatch):
    """A group first asked about alone keeps its compiled rules; a crawler named by it and by
    another group later gets both groups' rules, as if asked first."""
    monkeypatch.setattr(rules, "_SMALL_MAX", small)
    lines = ["User-agent: solo", "User-agent: both", "Allow: *", "Disallow: /x$"]
    lines += [f"Disallow: /p/*/w{i}" for i in range(60)] + ["Disallow: /*.pdf$", "Allow: /p/o"]
    lines += ["", "User-agent: both", "Disallow: /q/", "Allow: /p/*/w7/ok"]
    body = "\n".join(lines).encode()
    urls = ["/p/a/w7", "/p/a/w7/ok", "/q/1", "/x", "/x/", "/f.pdf", "/p/o/w3", "/p/b/w59"]
    fresh = RobotsTxt.parse(body)
    expected_both = [fresh.decide(u, "both") for u in urls]
    robots = RobotsTxt.parse(body)
    solo = [robots.decide(u, "solo").allowed for u in urls]
    assert solo == [False, False, True, False, True, False, False, False]
    assert [robots.decide(u, "both") for u in urls] == expected_both
    assert [m.allowed for m in expected_both] == [False, True, False, False, True, False, False,
                                                  False]


_rule = st.builds(
    lambda head, body, end: head + body + end,
    st.sampled_from(["/", "*", "/a", "/a/", "/b*"]),
    st.text(alphabet="ab/.?=*", max_size=6).filter(lambda t: "**" not in t),
    st.sampled_from(["", "", "$", "*"]),
).filter(lambda r: "**" not in r and "/." not in r)  # dot segments: test_rules_properties
_group = st.tuples(
    st.lists(st.sampled_from(["x", "y", "*"]), min_size=1, max_size=2),
    st.lists(st.tuples(st.booleans(), _rule), max_size=8),
)


@given(
    groups=st.lists(_group, min_size=1, max_size=4),
    paths=st.lists(st.text(alphabet="ab/.?=", max_size=10).map(lambda t: "/" + t)
                   .filter(lambda p: "/." not in p), max_size=6),
    tokens=st.permutations(["x", "y", "z"]),
    small=st.sampled_from([0, 2, 48]),
)
def test_any_small_file_answers_as_the_reference(groups, paths, tokens, small):
    """Every layout (few keys, prefix index, key-piece tables, lists per prefix) and every order
    of asking (a group compiled alone, then merged) gives the reference's answers."""
    lines: list[str] = []
    for agents, entries in groups:
        lines += [f"User-agent: {a}" for a in agents]
        lines += [f"{'Allow' if allow else 'Disallow'}: {pat}" for allow, pat in entries]
    text = "\n".join(lines)
    table = read(text)
    robots = RobotsTxt.parse(text.encode())
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(rules, "_SMALL_MAX", small)
        for token in tokens:
            for path in paths:
                found = [(pri, allow) for pri, allow, _, rx in table.get(token, table.get("*", ()))
                         if rx.match(path)]
                allowed = robots.decide("http://e.com" + path, token).allowed
                assert allowed is max(found, default=(0, True))[1]


@given(
    groups=st.lists(_group, min_size=1, max_size=4),
    paths=st.lists(st.text(alphabet="ab/.?=", max_size=10).map(lambda t: "/" + t)
                   .filter(lambda p: "/." not in p), min_size=1, max_size=6),
    token=st.sampled_from(["x", "y", "z"]),
)
def test_a_first_decision_answers_as_the_reference_and_the_compiled_rules(groups, paths, token):
    """Each URL asked of a file just parsed: its first decision tries the few rules one by
    one, nothing compiled (``_matching._scan``); it gives the reference's answer, and the
    same rule, line and group as the next decision, which compiles them."""
    lines: list[str] = []
    for agents, entries in groups:
        lines += [f"User-agent: {a}" for a in agents]
        lines += [f"{'Allow' if allow else 'Disallow'}: {pat}" for allow, pat in entries]
    body = "\n".join(lines).encode()
    table = read(body.decode())
    for path in paths:
        url = "http://e.com" + path
        found = [(pri, allow) for pri, allow, _, rx in table.get(token, table.get("*", ()))
                 if rx.match(path)]
        robots = RobotsTxt.parse(body)
        first = robots.decide(url, token)
        assert first.allowed is max(found, default=(0, True))[1]
        assert robots.decide(url, token) == first
        assert RobotsTxt.parse(body).allowed(url, token) is first.allowed
