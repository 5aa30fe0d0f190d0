"""Parsing and compiling in bounded steps (``RobotsTxt.parsing``, issue 22: no stall): a file
read a step at a time, at any step size, answers exactly as one read in one go; and a crawl
whose robots.txt is read a step per reactor turn still decides every request as the file says.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from contextlib import contextmanager
from typing import TypeVar

import pytest
import pytest_twisted
from hypothesis import given
from hypothesis import strategies as st

from benchmarks.hostile import AGENT, FILES, paths
from scrapy_rfc9309.robotstxt import RobotsTxt, _matching, _robotsparse, _ruleindex, _steps, rules
from tests import real_robots
from tests.conftest import crawl_cases
from tests.oracles import protego_allows

T = TypeVar("T")

#: Every step size of the engine, set to ``size`` (1: a step per line, rule, key, group).
_STEP_SIZES = (
    (_robotsparse, "_OCTETS_PER_STEP"),
    (_matching, "_RULES_PER_STEP"),
    (_matching, "_WILD_PER_STEP"),
    (_ruleindex, "_KEYS_PER_STEP"),
    (rules, "_GROUPS_PER_STEP"),
    (_steps, "_RELEASE_PER_STEP"),
)


@pytest.fixture
def step_size(monkeypatch):
    """Set every step size of the engine to the given one."""

    def set_to(size: int) -> None:
        for module, name in _STEP_SIZES:
            monkeypatch.setattr(module, name, size)

    return set_to


@contextmanager
def step_sizes(size: int) -> Iterator[None]:
    """Every step size of the engine set to ``size`` for a while (hypothesis tests cannot
    take the function-scoped ``step_size`` fixture)."""
    saved = [getattr(module, name) for module, name in _STEP_SIZES]
    try:
        for module, name in _STEP_SIZES:
            setattr(module, name, size)
        yield
    finally:
        for (module, name), value in zip(_STEP_SIZES, saved, strict=True):
            setattr(module, name, value)


def steps_of(steps: Generator[None, None, T]) -> tuple[T, int]:
    """``steps`` run to the end one step at a time: its result and how many steps it took."""
    count = 0
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value, count
        count += 1


def stepped(body: bytes, agents: tuple[str, ...] = ()) -> tuple[RobotsTxt, int]:
    """``RobotsTxt.parsing`` driven to its end one step at a time: the file and the steps."""
    return steps_of(RobotsTxt.parsing(body, user_agents=agents))


def answers(robots: RobotsTxt, agents: list[str], urls: list[str]) -> Iterator[object]:
    """Everything a crawler can ask a file, in a fixed order."""
    for agent in agents:
        for url in urls:
            yield robots.decide(url, agent)
            yield robots.allowed(url, agent)
        yield robots.crawl_delay(agent), robots.request_rate(agent)
        yield robots.content_usage(agent)
    yield robots.sitemaps


def test_the_real_corpus_answers_the_same_read_a_line_at_a_time(step_size):
    """Every file of tests/data/real_robots, read and compiled one line, rule, key and group
    per step (and its crawler's rules compiled with the parse), answers every decision as the
    same file parsed in one go."""
    corpus = []
    for path in real_robots.files():
        body = path.read_bytes()
        agents = [real_robots.UNNAMED, *real_robots.names(body)]
        urls = real_robots.urls(body)
        corpus.append((body, agents, urls, list(answers(RobotsTxt.parse(body), agents, urls))))
    step_size(1)
    total = 0
    for body, agents, urls, expected in corpus:
        robots, count = stepped(body, tuple(agents[:1]))
        total += count
        assert list(answers(robots, agents, urls)) == expected
    assert total > 100 * len(corpus)  # it did go a line at a time


@pytest.mark.parametrize("name", list(FILES))
def test_a_hostile_file_read_in_steps_answers_as_one_read_at_once(name):
    """Each 500 KiB hostile file, read in the default steps with its crawler's rules compiled
    along, takes many steps and answers as the file parsed in one go."""
    body = FILES[name]()
    urls = [p for p in paths(name, 40, seed=5) if len(p) <= 2_000]
    agents = [AGENT, "otherbot"]
    expected = list(answers(RobotsTxt.parse(body), agents, urls))
    robots, count = stepped(body, (f"{AGENT}/1.0",))
    assert count >= 10
    assert list(answers(robots, agents, urls)) == expected


_line = st.one_of(
    st.builds(lambda a: f"User-agent: {a}", st.sampled_from(["*", "x", "y/1.0", "X", "z"])),
    st.builds(
        lambda kind, head, body, end: f"{kind}: {head}{body}{end}",
        st.sampled_from(["Allow", "Disallow", "disalow", "Content-Usage"]),
        st.sampled_from(["", "/", "*", "/a", "/a/", "/b*", "/%61"]),
        st.text(alphabet="ab/.?=*%2", max_size=6),
        st.sampled_from(["", "$", "*"]),
    ),
    st.builds(lambda v: f"Crawl-delay: {v}", st.sampled_from(["1", "2.5", "x"])),
    st.builds(lambda v: f"Request-rate: {v}", st.sampled_from(["1/5", "3/1m"])),
    st.sampled_from(["Sitemap: http://e.test/s.xml", "# comment", "", "Disallow /c"]),
)


@given(
    lines=st.lists(_line, max_size=40),
    ends=st.sampled_from(["\n", "\r\n", "\r"]),
    bom=st.booleans(),
    size=st.integers(1, 7),
    url_paths=st.lists(st.text(alphabet="ab/.?=%2", max_size=8), max_size=6),
)
def test_any_file_answers_the_same_at_any_step_size(lines, ends, bom, size, url_paths):
    """Generated files, each line ending the same way, answer the same read in steps of any
    size (a step per line or several; a step per rule, key, group) as read in one go."""
    body = (b"\xef\xbb\xbf" if bom else b"") + ends.join(lines).encode()
    urls = ["/" + p for p in url_paths] + ["/a", "/b/x", "/%61/"]
    agents = ["x", "y", "z", "other"]
    expected = list(answers(RobotsTxt.parse(body), agents, urls))
    with step_sizes(size):
        robots, _ = stepped(body, ("y/1.0",))
    assert list(answers(robots, agents, urls)) == expected


@pytest_twisted.ensureDeferred
async def test_a_crawl_decides_by_a_hostile_file_for_two_agents(farm):
    """A real crawl: the 500 KiB many-groups file, read a step per reactor turn while the
    requests wait, decides each request for its own User-Agent: the crawler it names (whose
    rules were compiled with the parse) and one it does not (compiled when first asked)."""
    body = FILES["many groups"]().decode()
    urls = {"/10/x": (False, True), "/10/ok": (True, True), "/7/x": (True, True),
            "/private/x": (True, False), "/15/o": (True, True), "/15/y": (False, True)}
    cases = []
    for path, verdicts in urls.items():
        for agent, allowed in zip((f"{AGENT}/1.0", "otherbot/2.0"), verdicts, strict=True):
            cases.append({"id": f"{agent} {path}", "robots_txt": body, "user_agent": agent,
                          "url": "http://x.test" + path, "allowed": allowed})
    allowed, _ = await crawl_cases(farm, cases)
    assert allowed == {case["id"]: case["allowed"] for case in cases}


#: A small group for a first crawler in front of a hostile file: the crawler the file aims at
#: is then a second User-Agent, whose rules are not compiled with the parse.
_FIRST = b"User-agent: firstbot\nDisallow: /first/\n\n"


def driven(steps: Generator[None, None, None]) -> int:
    """Drive ``steps`` to its end; how many steps it took."""
    return steps_of(steps)[1]


@pytest.mark.parametrize("name", list(FILES))
def test_a_second_agent_is_compiled_in_steps_and_answers_as_at_once(name):
    """A hostile file read for a first crawler: the rules of a second one are compiled by
    ``RobotsTxt.compiling`` in many steps (not in one go on its first decision), after which
    ``compiled_for`` says so and compiling again takes no step; every answer is the file's."""
    body = _FIRST + FILES[name]()
    agents = ["firstbot", AGENT, "otherbot"]
    urls = ["/first/x", *(p for p in paths(name, 30, seed=3) if len(p) <= 2_000)]
    expected = list(answers(RobotsTxt.parse(body), agents, urls))
    robots, _ = stepped(body, ("firstbot/1.0",))
    second = f"{AGENT}/1.0"
    assert robots.compiled_for("firstbot/1.0")
    assert not robots.compiled_for(second)
    assert driven(robots.compiling(second)) >= 10
    assert robots.compiled_for(second)
    assert driven(robots.compiling(second)) == 0
    assert list(answers(robots, agents, urls)) == expected


def test_an_agent_without_rules_or_with_few_has_nothing_to_compile():
    """A crawler no group applies to (no ``*`` group either) is ready at once; so is one
    with a few rules, which its decisions compile in one go."""
    robots = RobotsTxt.parse(b"User-agent: a\nDisallow: /\n")
    assert robots.compiled_for("b/1.0")
    assert driven(robots.compiling("b/1.0")) == 0
    assert robots.allowed("http://e.test/x", "b/1.0")
    assert robots.compiled_for("a/1.0")
    assert driven(robots.compiling("a/1.0")) == 0
    assert not robots.allowed("http://e.test/x", "a/1.0")
    assert not robots.allowed("http://e.test/y", "a/1.0")


@given(
    lines=st.lists(_line, max_size=40),
    size=st.integers(1, 7),
    order=st.permutations(["x", "y", "z", "other"]),
    url_paths=st.lists(st.text(alphabet="ab/.?=%2", max_size=8), max_size=6),
)
def test_agents_compiled_in_steps_one_after_another_answer_as_at_once(
    lines, size, order, url_paths
):
    """Generated files: each crawler's rules compiled in turn by ``compiling``, in steps of
    any size, after a parse for none, answer as the file parsed and asked in one go."""
    body = "\n".join(lines).encode()
    urls = ["/" + p for p in url_paths] + ["/a", "/b/x", "/%61/"]
    agents = ["x", "y", "z", "other"]
    expected = list(answers(RobotsTxt.parse(body), agents, urls))
    with step_sizes(size):
        robots = RobotsTxt.parse(body)
        for agent in order:
            driven(robots.compiling(agent))
            assert robots.compiled_for(agent)
    assert list(answers(robots, agents, urls)) == expected


@pytest_twisted.ensureDeferred
async def test_a_crawl_compiles_a_second_user_agent_in_steps(farm, monkeypatch):
    """A real crawl of a site whose wildcard-heavy robots.txt a first crawler's request
    fetched: the requests of a second User-Agent wait while its rules compile a step per
    reactor turn (``RobotsTxt.compiling``, seen through a counting wrapper round the real
    generator), one run for all of them; each request is decided as the file says."""
    body = _FIRST + FILES["wildcard-heavy"]()
    second = f"{AGENT}/1.0"
    runs: list[tuple[str | bytes, int]] = []
    real = RobotsTxt.compiling

    def counted(self: RobotsTxt, user_agent: str | bytes):
        steps = 0
        for step in real(self, user_agent):
            steps += 1
            yield step
        runs.append((user_agent, steps))

    monkeypatch.setattr(RobotsTxt, "compiling", counted)
    text = body.decode("utf-8", "surrogateescape")
    urls = ["/first/x", *(p for p in paths("wildcard-heavy", 12, seed=5) if len(p) <= 2_000)]
    # The first crawler's request comes first (one robots.txt fetch, compiled for it); the
    # second crawler's requests then find the record without its rules.
    cases = [{"id": "first", "robots_txt": text, "user_agent": "firstbot/1.0",
              "url": "http://x.test/first/x"}]
    cases += [{"id": f"{n}:{url}", "robots_txt": text, "user_agent": second,
               "url": "http://x.test" + url} for n, url in enumerate(urls)]
    allowed, _ = await crawl_cases(farm, cases)
    assert allowed["first"] is False
    for case in cases[1:]:  # as the built-in's parser reads the file: not the code under test
        assert allowed[case["id"]] == protego_allows(body, case["url"], second), case["id"]
    token = rules.product_token(second).lower()
    [(_, steps)] = [run for run in runs if rules.product_token(run[0]).lower() == token]
    assert steps >= 10, runs


#: A robots.txt as most sites serve one (under a kilobyte, a few groups, about thirty rules,
#: a few of them wildcards): far below one step of reading and of compiling.
_SMALL = b"""\
User-agent: *
Disallow: /admin/
Allow: /admin/help
Disallow: /cart
Disallow: /search
Allow: /search/about
Disallow: /*?sort=
Disallow: /*.json$
Disallow: /tag/*/page/
Disallow: /private/

User-agent: badbot
Disallow: /

Sitemap: http://x.test/sitemap.xml
"""
_SMALL_PATHS = ("/", "/admin/x", "/admin/help", "/cart", "/carts", "/search?q=1",
                "/search/about", "/list?sort=asc", "/data.json", "/data.json?x=1",
                "/tag/a/page/2", "/tag/a", "/private/", "/robots.txt")


def test_a_small_file_is_read_and_compiled_without_a_step():
    """A file far below one step of reading (``_OCTETS_PER_STEP`` octets) whose crawler has
    at most one compile step of rules (``_WILD_PER_STEP``) is read, and its crawler's rules
    compiled, in one go: no step, so the crawl's glue takes no turn of the reactor. Its
    answers are protego's."""
    robots, count = stepped(_SMALL, ("testbot/1.0",))
    assert count == 0
    assert robots.compiled_for("testbot/1.0")
    for agent in ("testbot/1.0", "badbot/2.0"):
        for path in _SMALL_PATHS:
            url = "http://x.test" + path
            assert robots.allowed(url, agent) == protego_allows(_SMALL, url, agent), (agent, path)
            assert robots.decide(url, rules.product_token(agent)).allowed == protego_allows(
                _SMALL, url, agent), (agent, path)


def test_a_file_decided_once_compiles_nothing():
    """A file's few rules are tried one by one for its first decision: an origin asked
    about once (most of a broad crawl's) compiles nothing, not even for the crawler named at
    the parse; its next decision compiles them, and keeps them. Every answer is protego's."""
    robots, _ = stepped(_SMALL, ("testbot/1.0",))
    assert all(group.__class__ is tuple for group in robots._groups)
    first = "http://x.test/admin/x"
    assert robots.allowed(first, "testbot/1.0") is protego_allows(_SMALL, first, "testbot") is False
    assert all(group.__class__ is tuple for group in robots._groups)
    for path in _SMALL_PATHS:
        url = "http://x.test" + path
        assert robots.allowed(url, "testbot/1.0") == protego_allows(_SMALL, url, "testbot"), path
    assert robots._groups[0].__class__ is _matching._Rules


def test_one_rule_more_than_a_compile_step_is_compiled_in_steps():
    """A crawler with one wildcard rule more than one compile step prepares
    (``_WILD_PER_STEP``) has its rules compiled in steps, with the parse and by
    ``compiling``; they answer as protego reads the file."""
    count = _matching._WILD_PER_STEP + 1
    lines = [f"Disallow: /*/r{n}/*.x$" for n in range(count)]
    body = ("User-agent: *\n" + "\n".join(lines) + "\nAllow: /*/r7/a*\n").encode()
    robots, steps = stepped(body, ("testbot/1.0",))
    assert steps >= 1
    assert robots.compiled_for("testbot/1.0")
    assert driven(RobotsTxt.parse(body).compiling("testbot/1.0")) >= 1
    small = ("User-agent: *\n" + "\n".join(lines[: count - 1]) + "\n").encode()
    assert stepped(small, ("testbot/1.0",))[1] == 0
    for path in ("/a/r7/b.x", "/a/r7/a.x", "/q/r124/z.x", "/q/r125/z.x", "/q/r125/z.xy", "/"):
        url = "http://x.test" + path
        assert robots.allowed(url, "testbot") == protego_allows(body, url, "testbot"), path


@pytest_twisted.ensureDeferred
async def test_a_crawl_reads_a_small_file_without_a_turn_and_a_big_one_in_turns(
    farm, monkeypatch
):
    """A real crawl of two sites: the small robots.txt is read and compiled for the crawler
    with no turn of the reactor, the 500 KiB many-groups one a step per turn (the fetch's
    steps seen through a counting wrapper round the real ``in_turns``); every request is
    decided as protego reads its file."""
    from scrapy_rfc9309.records import fetch

    runs: list[int] = []
    real = fetch.in_turns

    def counted(steps: Generator[None, None, T]) -> Generator[None, None, T]:
        taken = 0
        while True:
            try:
                next(steps)
            except StopIteration as done:
                runs.append(taken)
                return done.value  # type: ignore[no-any-return]
            taken += 1
            yield

    monkeypatch.setattr(fetch, "in_turns", lambda steps: real(counted(steps)))
    agent = "testbot/1.0"
    big = FILES["many groups"]()
    cases = [{"id": f"small {path}", "robots_txt": _SMALL.decode(), "user_agent": agent,
              "url": "http://x.test" + path} for path in _SMALL_PATHS]
    big_paths = ("/10/x", "/7/x", "/private/x", "/15/o")
    cases += [{"id": f"big {path}", "robots_txt": big.decode(), "user_agent": agent,
               "url": "http://x.test" + path} for path in big_paths]
    allowed, _ = await crawl_cases(farm, cases)
    for case in cases:
        body = _SMALL if case["id"].startswith("small") else big
        assert allowed[case["id"]] == protego_allows(body, case["url"], agent), case["id"]
    assert sorted(runs)[0] == 0 and sorted(runs)[1] >= 10, runs
    assert len(runs) == 2, runs
