"""The engine's cheaper routes and smaller representation (issue 22: memory per origin and
decision speed on real files) against the plain way they replace: each finds exactly what the
plain way finds, on generated inputs and on real and hostile files; and a crawl decides by
them as the file says.

* key pieces of many wildcard rules found by their 3-octet substrings (``_gram_lists``)
  against searching the path for each piece;
* the rows of a few wildcard rules, dropped while a regular expression decides and made again
  for a longer path (``_few_rows``), against the rows a compile without the expression keeps;
* the user-agent line that explains a decision, found by scanning a few lines
  (``_named_by``), against the table kept before;
* a URL with ``/.`` that is no dot segment (``/.well-known/``) or with dot segments only, on
  the fast routes (``_PLAIN_URL``, the engine's hot path, ``_http_path``, ``_url_path``),
  against the general route.
"""

from __future__ import annotations

import pytest_twisted
from hypothesis import given
from hypothesis import strategies as st

from benchmarks.hostile import FILES, paths
from scrapy_rfc9309.robotstxt import RobotsTxt, _matching, rules
from scrapy_rfc9309.robotstxt._matching import _compile, _few_rows, _gram_lists, _Rules
from scrapy_rfc9309.robotstxt._urlnorm import (
    _PLAIN_URL,
    _http_path,
    _norm_url,
    _path_params_query,
    _percent_forms,
    _url_path,
)
from tests import real_robots
from tests.conftest import crawl_cases
from tests.test_rules_steps import _line, answers


def _plain_path(url: str) -> bytes | None:
    """The path the hot path (rules.py) takes from ``_PLAIN_URL``, else None."""
    m = _PLAIN_URL(url)
    return None if m is None else m[1].encode()

def compiled(body: bytes, agent: str) -> _Rules:
    """The compiled rules of ``agent`` in ``body``."""
    robots = RobotsTxt.parse(body)
    return robots._rules(robots._select(agent))


def by_piece(rules: _Rules, path: bytes) -> list[tuple]:
    """The plain way: the lists of ``rules.wild`` whose key piece the path holds, searched
    one by one."""
    return [flat for key, flat in rules.wild.items() if path.find(key) != -1]  # type: ignore[union-attr]


_piece = st.text(alphabet="ab/c-", min_size=1, max_size=6)  # (no dot segment to remove)


@given(
    pieces=st.lists(_piece, min_size=rules._SMALL_MAX + 1, max_size=90, unique=True),
    url_paths=st.lists(st.text(alphabet="ab/.cd", max_size=40), min_size=1, max_size=8),
)
def test_key_pieces_found_by_substring_are_those_found_by_search(pieces, url_paths):
    """Many wildcard rules: the lists found by looking up the path's 3-octet substrings are
    the lists that searching the path for each key piece finds, in the same order."""
    body = "User-agent: *\n" + "".join(f"Disallow: /*{p}\n" for p in pieces)
    rules = compiled(body.encode(), "bot")
    assert rules.wgrams is not None
    for path in url_paths:
        path_bytes = ("/" + path).encode()
        assert _gram_lists(rules, path_bytes) == by_piece(rules, path_bytes)


def test_key_pieces_of_real_and_hostile_files_are_found_as_by_search():
    """The same on every real file whose rules get the substring index, and on the hostile
    wildcard-heavy file, for the URLs asked of them."""
    checked = 0
    cases = [
        (path.read_bytes(), real_robots.UNNAMED, real_robots.urls(path.read_bytes()))
        for path in real_robots.files()
    ]
    cases.append((FILES["wildcard-heavy"](), "hostilebot",
                  [p for p in paths("wildcard-heavy", 40, seed=4) if len(p) <= 10_000]))
    for body, agent, urls in cases:
        robots = RobotsTxt.parse(body)
        selection = robots._select(agent.lower())
        if not selection:
            continue
        rules = robots._rules(selection)
        if rules.wgrams is None:
            continue
        for url in urls:
            for form in _url_path(url):
                if form is not None:
                    assert _gram_lists(rules, form) == by_piece(rules, form), (url, form)
                    checked += 1
    assert checked > 100  # (sophos.com's and the hostile file's, at least)


_wild_rule = st.builds(
    lambda kind, head, pieces, end: f"{kind}: {head}*{'*'.join(pieces)}{end}",
    st.sampled_from(["Allow", "Disallow"]),
    st.sampled_from(["", "/", "/a", "/a/"]),
    st.lists(st.text(alphabet="ab/.", min_size=1, max_size=4), min_size=1, max_size=3),
    st.sampled_from(["", "$", "*"]),
)
_plain_rule = st.builds(
    lambda kind, path: f"{kind}: {path}",
    st.sampled_from(["Allow", "Disallow"]),
    st.sampled_from(["/", "/a", "/ab/", "/b$", "*", "/a*$"]),
)


@given(
    lines=st.lists(_wild_rule | _plain_rule, min_size=1, max_size=20),
    tail=st.text(alphabet="ab/.", min_size=130, max_size=300),
)
def test_few_wildcard_rules_made_again_are_those_a_compile_keeps(lines, tail):
    """A few wildcard rules: while the regular expression decides, their rows are not kept;
    made again (for a path longer than it decides), they are the rows a compile without the
    expression keeps, and they decide a long path as the expression does."""
    body = ("User-agent: *\n" + "\n".join(lines)).encode()
    robots = RobotsTxt.parse(body)
    entries = robots._groups[0].entries() if isinstance(robots._groups[0], _Rules) else (
        rules._pairs(robots._groups[0]))  # type: ignore[arg-type]
    with_rx = _compile(list(entries), rules._SMALL_MAX)
    saved = _matching._REGEX_OCTETS
    try:
        _matching._REGEX_OCTETS = -1  # no regular expression: the rows are kept
        without = _compile(list(entries), rules._SMALL_MAX)
    finally:
        _matching._REGEX_OCTETS = saved
    if with_rx.rx is None or without.wild is None:
        return  # no wildcard rule
    assert with_rx.wild == ()
    assert _few_rows(with_rx) == without.wild
    path = ("/a" + tail).encode()
    long_way = _matching._best(with_rx, path)  # longer than rxmax: the rows, made again
    assert with_rx.wild == without.wild
    with_rx.rxmax = len(path)  # the expression decides the same path
    assert _matching._best(with_rx, path) == long_way


@given(
    lines=st.lists(_line, max_size=40),
    url_paths=st.lists(st.text(alphabet="ab/.?=%2", max_size=8), max_size=6),
)
def test_the_user_agent_line_found_by_scanning_is_the_tables(lines, url_paths):
    """Every decision explained (its rule, line and user-agent line) as when the user-agent
    lines were kept in a table."""
    body = "\n".join(lines).encode()
    urls = ["/" + p for p in url_paths] + ["/a", "/b/x", "/%61/"]
    agents = ["x", "y", "Y", "z", "other"]
    scanned = list(answers(RobotsTxt.parse(body), agents, urls))
    saved = rules._NAMES_SCANNED
    try:
        rules._NAMES_SCANNED = 0  # always the table
        assert list(answers(RobotsTxt.parse(body), agents, urls)) == scanned
    finally:
        rules._NAMES_SCANNED = saved


_segment = st.sampled_from(["a", "b", ".", "..", "%2E", "%2e", ".%2E", ".well-known", ".x",
                            "x.", "..a", "%41", ";p", ""])


@given(
    segments=st.lists(_segment, max_size=8),
    query=st.sampled_from(["", "?", "?q=/./", "?a=../b", "?%2E"]),
    scheme=st.sampled_from(["http", "https"]),
)
def test_fast_routes_give_the_general_routes_path(segments, query, scheme):
    """Whatever URL a fast route takes (dot-looking segments that are none, real dot
    segments, ``%2E``), its path in the normal form is the general route's."""
    url = f"{scheme}://e.test/" + "/".join(segments) + query
    general = _norm_url(_path_params_query(url).encode())
    assert _url_path(url) == general
    plain = _plain_path(url)
    if plain is not None:
        assert (plain, None) == general
    pct = _http_path(url)
    if pct is not None:
        assert _percent_forms(pct) == general


def test_a_dot_file_is_on_the_fast_route_and_a_dot_segment_is_not():
    """``/.well-known/`` is a path like any other; ``/./`` and ``/../`` are dot segments."""
    assert _plain_path("http://e.test/.well-known/x") == b"/.well-known/x"
    assert _url_path("http://e.test/a/.x?/./") == (b"/a/.x?/./", None)  # (none in a query)
    for url in ("http://e.test/./x", "http://e.test/a/..", "http://e.test/a/..?q"):
        assert _plain_path(url) is None
    assert _http_path("http://e.test/a/%2e%2E/x") is None


@pytest_twisted.ensureDeferred
async def test_a_crawl_decides_by_many_wildcard_rules_and_dot_paths(farm):
    """A real crawl of a site whose robots.txt has sixty ``/*/name*`` rules (the substring
    index of key pieces) and rules on dot files: each request is decided as the file says,
    dot segments resolved first."""
    names = [f"section-{k:02d}-archive" for k in range(60)]
    body = "User-agent: *\n" + "".join(f"Disallow: /*/{n}*\n" for n in names)
    body += "Disallow: /.preview/\nAllow: /*/section-07-archive/open\nDisallow: /*.pdf$\n"
    urls = {
        "/en/section-03-archive/x": False,
        "/en/section-3-archive/x": True,
        "/de/sub/section-59-archive": False,
        "/section-05-archive": True,  # ('/*/' needs a directory before it)
        "/en/section-07-archive/open/y": True,
        "/en/section-07-archive/closed": False,
        "/.preview/page": False,
        "/.previews/page": True,
        "/x/../.preview/page": False,
        "/.well-known/security.txt": True,
        "/a/b.pdf": False,
        "/a/b.pdf?x": True,
    }
    cases = [{"id": path, "robots_txt": body, "user_agent": "Bot/1.0",
              "url": "http://x.test" + path, "allowed": allowed}
             for path, allowed in urls.items()]
    allowed, _ = await crawl_cases(farm, cases)
    assert allowed == urls
    robots = RobotsTxt.parse(body.encode())
    assert robots._rules(robots._select("bot")).wgrams is not None  # (the index was used)


def test_short_patterns_are_one_object_across_files_and_the_table_stays_bounded():
    """Two files with the same short rule hold one bytes object for it (memory per origin:
    ``/wp-admin/`` recurs in thousands of files), and answer as before; the table that
    shares them never holds more than its bound, however many patterns pass through it."""
    from scrapy_rfc9309.robotstxt import _robotsparse

    one = RobotsTxt.parse(b"User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n")
    two = RobotsTxt.parse(b"User-agent: x\nDisallow: /wp-admin/\n")
    assert one._groups[0][0] is two._groups[0][0] == b"/wp-admin/"  # type: ignore[index]
    assert not one.allowed("http://e.test/wp-admin/x", "bot")
    assert one.allowed("http://e.test/wp-admin/admin-ajax.php", "bot")
    assert not two.allowed("http://e.test/wp-admin/", "x")
    long_rule = b"/" + b"a" * _robotsparse._SHARE_LEN
    three = RobotsTxt.parse(b"User-agent: *\nDisallow: " + long_rule + b"\n")
    four = RobotsTxt.parse(b"User-agent: *\nDisallow: " + long_rule + b"\n")
    assert three._groups[0][0] is not four._groups[0][0]  # type: ignore[index]
    many = "".join(f"Disallow: /p{k}/\n" for k in range(2 * _robotsparse._SHARE_MAX))
    RobotsTxt.parse(("User-agent: *\n" + many).encode())
    assert len(_robotsparse._SHARED) <= _robotsparse._SHARE_MAX


def _said(robots: RobotsTxt, path: str, token: str = "bot") -> tuple:
    """What decides ``path``: (allowed, rule, its line, user-agent line, its line)."""
    m = robots.decide("http://e.test" + path, token)
    return m.allowed, m.rule, m.line, m.group, m.group_line


def test_a_line_read_before_gives_its_rule_at_its_own_line_in_each_file():
    """A short rule or user-agent line read in one file is read again in the next without
    any work (``_robotsparse._READ``): each file's rules and groups are still its own, at its
    own lines, Allow or Disallow as written.  Expected answers from RFC 9309 2.2.2 (the
    longest match wins, Allow on a tie) and 2.2.1 (a group named by the product token, else
    the ``*`` groups)."""
    from scrapy_rfc9309.robotstxt import _robotsparse

    _robotsparse._READ.clear()
    one = RobotsTxt.parse(b"User-agent: FooBot/2.1\nDisallow: /shop/\n")
    assert b"Disallow: /shop/" in _robotsparse._READ  # (what the next files take)
    assert b"User-agent: FooBot/2.1" in _robotsparse._READ
    two = RobotsTxt.parse(
        b"User-agent: other\nDisallow: /\n\n# the shop\nUser-agent: FooBot/2.1\n"
        b"Allow: /shop/\nDisallow: /shop/\nDisallow: /\n"
    )
    three = RobotsTxt.parse(b"User-agent: *\nDisallow: /\nAllow: /shop/   # open\n")
    four = RobotsTxt.parse(b"User-agent: *\nAllow: /\nDisallow: /shop/\n")
    foo = "User-agent: FooBot/2.1"
    assert _said(one, "/shop/x", "foobot") == (False, "Disallow: /shop/", 2, foo, 1)
    assert _said(one, "/shop", "foobot") == (True, None, None, foo, 1)
    assert _said(two, "/shop/x", "FooBot") == (True, "Allow: /shop/", 6, foo, 5)
    assert _said(two, "/cart", "foobot") == (False, "Disallow: /", 8, foo, 5)
    assert _said(two, "/shop/x", "other") == (False, "Disallow: /", 2, "User-agent: other", 1)
    assert _said(three, "/shop/x") == (True, "Allow: /shop/", 3, "User-agent: *", 1)
    assert _said(three, "/cart") == (False, "Disallow: /", 2, "User-agent: *", 1)
    assert _said(four, "/shop/x") == (False, "Disallow: /shop/", 3, "User-agent: *", 1)
    assert _said(four, "/cart") == (True, "Allow: /", 2, "User-agent: *", 1)


def test_a_rule_that_needs_rewriting_is_rewritten_in_every_file():
    """Rules whose value is rewritten (``%XX``, a ``$`` inside) read the same in a second file
    as in the first, and a plain ``*``/``$`` rule too.  RFC 9309 2.2.2: ``%62`` is the
    unreserved ``b``, so ``/a%62c`` and ``/abc`` are one path; 2.2.3: ``$`` ends a pattern
    only at its end, ``*`` is any run of characters."""
    from scrapy_rfc9309.robotstxt import _robotsparse

    _robotsparse._READ.clear()
    lines = b"Disallow: /a%62c\nDisallow: /x$y\nDisallow: /*.pdf$\n"
    for body in (b"User-agent: *\n" + lines, b"User-agent: bot\nAllow: /z\n" + lines):
        robots = RobotsTxt.parse(body)
        for path, allowed in [("/abc", False), ("/a%62c/d", False), ("/abd", True),
                              ("/x$y", False), ("/x%24y", False), ("/xy", True),
                              ("/doc.pdf", False), ("/doc.pdf?x", True)]:
            assert robots.allowed("http://e.test" + path, "bot") is allowed, (body, path)
            assert RobotsTxt.parse(body).decide("http://e.test" + path, "bot").allowed is allowed


def test_the_table_of_lines_read_stays_bounded_and_empties_with_the_shared_patterns():
    """The lines kept (``_READ``) never pass their bound, and every pattern they hold is the
    one object the table of short patterns (``_SHARED``) holds: emptied together, they never
    keep two copies alive.  Files read across the emptying keep every rule (RFC 9309 2.2.2;
    a value ends at a control character, as the module docstring of ``_robotsparse`` says)."""
    from scrapy_rfc9309.robotstxt import _robotsparse

    read, shared = _robotsparse._READ, _robotsparse._SHARED
    bound, short = _robotsparse._SHARE_MAX, _robotsparse._SHARE_LEN
    # Lines of one pattern, each written apart: the lines' own bound, not the patterns'.
    spelled = "".join(f"Disallow: /x\x00{k}\n" for k in range(2 * bound + 7))
    robots = RobotsTxt.parse(("User-agent: *\n" + spelled).encode())
    assert len(read) <= bound
    assert not robots.allowed("http://e.test/x/y", "bot")
    assert robots.allowed("http://e.test/y", "bot")
    # A line kept, then more short patterns than the bound in lines too long to keep.
    read.clear()
    shared.clear()
    RobotsTxt.parse(b"User-agent: *\nDisallow: /kept/\n")
    assert b"Disallow: /kept/" in read
    spaced = "".join(f"Disallow:{' ' * short}/s{k}/\n" for k in range(bound))
    robots = RobotsTxt.parse(("User-agent: *\n" + spaced).encode())
    again = RobotsTxt.parse(b"User-agent: *\nDisallow: /kept/\nDisallow: /new/\n")
    patterns = [reading[1] for reading in read.values() if reading[1]]
    assert b"/new/" in patterns
    assert all(shared.get(p) is p for p in patterns)
    for k in (0, bound - 1):
        assert not robots.allowed(f"http://e.test/s{k}/x", "bot")
    assert robots.allowed("http://e.test/kept/", "bot")
    assert not again.allowed("http://e.test/kept/x", "bot")
    assert not again.allowed("http://e.test/new/x", "bot")
    assert again.allowed("http://e.test/s0/", "bot")


def test_robots_txt_is_allowed_however_a_url_spells_it():
    """RFC 9309 2.2.2: the /robots.txt URI is implicitly allowed, whatever the rules say: with
    a query too, and spelled with ``%XX`` of unreserved characters (``%73`` is ``s``, one path
    with ``/robots.txt``); ``/robots.txtx`` or ``/robots.txt/`` are other paths.  Asked as a
    file's first decision (its rules tried one by one) and once compiled."""
    body = b"User-agent: *\nDisallow: /\n"
    cases = [("/robots.txt", True), ("/robots.txt?x=1", True), ("/robot%73.txt", True),
             ("/robot%73.txt?a", True), ("/robots.txtx", False), ("/robots.txt/", False),
             ("/robots.tx", False), ("/robot%73.txt/", False)]
    robots = RobotsTxt.parse(body)
    for path, allowed in cases:
        url = "http://e.test" + path
        assert RobotsTxt.parse(body).allowed(url, "bot") is allowed, path
        assert RobotsTxt.parse(body).decide(url, "bot").allowed is allowed, path
        assert robots.allowed(url, "bot") is allowed, path
        assert robots.decide(url, "bot").allowed is allowed, path
