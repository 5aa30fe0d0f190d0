"""Unit tests of the rules engine (scrapy_rfc9309.robotstxt), table-driven.

RFC 9309's own examples and Google's robots_test.cc expectations are in the conformance corpus
(tests/test_conformance.py); this file covers what the corpus does not: where Google and the
RFC disagree, where protego 0.7 disagrees, the API (Match, crawl_delay, request_rate,
sitemaps, product_token) and hostile input.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from scrapy.robotstxt import decode_robotstxt

from scrapy_rfc9309.robotstxt import Match, RequestRate, RobotsTxt, product_token, rules
from tests.oracles import google_allows, protego_allows

REAL_FILES = Path(__file__).parent / "data" / "real_robots" / "files"


@pytest.fixture(params=["small", "indexed"], autouse=True)
def layout(request, monkeypatch):
    """Every test runs with both internal layouts (a few keys walked in a tuple; the prefix
    index and wildcard tables forced)."""
    if request.param == "indexed":
        monkeypatch.setattr(rules, "_SMALL_MAX", -1)
    return request.param


def allowed(body: bytes | str, url: str, token: str) -> bool:
    if isinstance(body, str):
        body = body.encode("utf-8", "surrogateescape")
    return RobotsTxt.parse(body).decide(url, token).allowed


# -- where Google's reference (robots.cc) and RFC 9309 disagree: RFC 9309 wins -----------------
# Each row's claim is asked of Google's library (jwm.robotstxt) in the test.
RFC_OVER_GOOGLE = [
    # (why, robots.txt, url, token, RFC answer; Google gives the opposite)
    (
        "/robots.txt is implicitly allowed (2.2.2)",
        "user-agent: *\ndisallow: /\n",
        "http://e.com/robots.txt",
        "bot",
        True,
    ),
    (
        "/robots.txt is implicitly allowed, even when named (2.2.2)",
        "user-agent: bot\ndisallow: /robots.txt\n",
        "http://e.com/robots.txt",
        "bot",
        True,
    ),
    (
        "non-ASCII octets of the URI are percent-encoded (2.2.2)",
        "user-agent: bot\ndisallow: /foo/bar/ツ\n",
        "http://e.com/foo/bar/ツ",
        "bot",
        False,
    ),
    (
        "raw URI vs encoded rule (2.2.2)",
        "user-agent: bot\ndisallow: /foo/bar/%E3%83%84\n",
        "http://e.com/foo/bar/ツ",
        "bot",
        False,
    ),
    (
        "percent-encoded unreserved octets of the URI are decoded (2.2.2 table)",
        "user-agent: bot\ndisallow: /foo/bar/baz\n",
        "http://e.com/foo/bar/%62%61%7A",
        "bot",
        False,
    ),
    (
        "'https://' in a query is 'https%3A%2F%2F' (2.2.2 table)",
        "user-agent: bot\ndisallow: /foo/bar?baz=https://foo.bar\n",
        "http://e.com/foo/bar?baz=https%3A%2F%2Ffoo.bar",
        "bot",
        False,
    ),
    (
        "and the other way round (2.2.2 table)",
        "user-agent: bot\ndisallow: /foo/bar?baz=https%3A%2F%2Ffoo.bar\n",
        "http://e.com/foo/bar?baz=https://foo.bar",
        "bot",
        False,
    ),
    (
        "a literal '*' in the URI is %2A (2.2.3)",
        "user-agent: bot\ndisallow: /path/file-with-a-%2A.html\n",
        "http://e.com/path/file-with-a-*.html",
        "bot",
        False,
    ),
    (
        "a literal '$' in the URI is %24 (2.2.3)",
        "user-agent: bot\ndisallow: /path/foo-%24\n",
        "http://e.com/path/foo-$",
        "bot",
        False,
    ),
    (
        "hex digits are case-insensitive, %2f/%2F",
        "user-agent: bot\ndisallow: /topic/9%2F11/\n",
        "http://e.com/topic/9%2f11/x",
        "bot",
        False,
    ),
    *[
        (
            f"reserved {char!r} is {pct} (2.2.2: reserved octets percent-encoded), {where}",
            f"user-agent: bot\ndisallow: {rule}\n",
            f"http://e.com{path}",
            "bot",
            False,
        )
        for char, pct in [(",", "%2C"), (";", "%3B"), ("=", "%3D"), ("&", "%26"), ("!", "%21"),
                          ("(", "%28"), (")", "%29"), ("'", "%27"), ("+", "%2B"), (":", "%3A"),
                          ("@", "%40")]
        for where, rule, path in [
            ("rule encoded", f"/x{pct}", f"/x{char}y"),
            ("URL encoded", f"/x{char}", f"/x{pct}y"),
            ("in a query, rule encoded", f"/q?a{pct}", f"/q?a{char}b"),
            ("in a query, URL encoded", f"/q?a{char}", f"/q?a{pct}b"),
        ]
    ],
    (
        "dot segments are removed (RFC 3986 5.2.4, 6.2.2.3)",
        "user-agent: bot\ndisallow: /private/\n",
        "http://e.com/pub/../private/a",
        "bot",
        False,
    ),
    (
        "'/./' is removed",
        "user-agent: bot\ndisallow: /private/\n",
        "http://e.com/./private/b",
        "bot",
        False,
    ),
    (
        "%2E%2E is a dot segment (RFC 3986 6.2.2.2, then 5.2.4)",
        "user-agent: bot\ndisallow: /private/\n",
        "http://e.com/pub/%2E%2E/private/c",
        "bot",
        False,
    ),
    # A value ends at its first control character (2.3.1.5: crawlers MUST use the parseable
    # rules; 2.2's path-pattern holds no control character).  Google's library ends a value at
    # NUL only (NUL_ENDS_A_VALUE) and reads the others as octets of the path.
    *[
        (
            f"{name} ends a Disallow's value (2.3.1.5)",
            f"user-agent: bot\ndisallow: /fam{char}ily\n",
            "http://e.com/family",
            "bot",
            False,
        )
        for name, char in [("\\x01", "\x01"), ("TAB", "\t"), ("\\x0b", "\x0b"),
                           ("\\x1f", "\x1f"), ("DEL", "\x7f")]
    ],
    (
        "a control character ends an Allow's value: it opens what its parseable part opens",
        "user-agent: bot\ndisallow: /\nallow: /fam\x01ily\n",
        "http://e.com/famous",
        "bot",
        True,
    ),
]


@pytest.mark.parametrize(
    ("why", "body", "url", "token", "expected"),
    RFC_OVER_GOOGLE,
    ids=[r[0] for r in RFC_OVER_GOOGLE],
)
def test_rfc_wins_over_google(why, body, url, token, expected):
    assert allowed(body, url, token) is expected
    assert google_allows(body, url, token) is not expected  # the row's claim


# -- where RFC 9309, Google's reference and protego all agree ----------------------------------
SAME_AS_GOOGLE_AND_PROTEGO = [
    # (what, robots.txt, url, token, the answer of all three)
    (
        "hex digits are case-insensitive (RFC 3986 2.1, cited by 2.2.2)",
        "user-agent: bot\ndisallow: /a%3cd.html\n",
        "http://e.com/a%3Cd.html",
        "bot",
        False,
    ),
    (
        "a raw non-UTF-8 octet in a rule: the rules after it still apply",
        b"User-agent: *\nDisallow: /b\xfccher/\nDisallow: /next\n",
        "http://e.com/next",
        "bot",
        False,
    ),
    (
        "'%2F' is not '/' in a path",
        b"User-agent: *\nDisallow: /a/b\n",
        "http://e.com/a%2Fb",
        "bot",
        True,
    ),
]


@pytest.mark.parametrize(
    ("what", "body", "url", "token", "expected"),
    SAME_AS_GOOGLE_AND_PROTEGO,
    ids=[r[0] for r in SAME_AS_GOOGLE_AND_PROTEGO],
)
def test_same_as_google_and_protego(what, body, url, token, expected):
    assert allowed(body, url, token) is expected
    assert protego_allows(body, url, token) is expected
    assert google_allows(body, url, token) is expected


def test_a_utf8_bom_does_not_hide_the_first_line():
    body = b"\xef\xbb\xbfUser-agent: bot\nDisallow: /\n"
    assert allowed(body, "http://e.com/x", "bot") is False
    assert google_allows(body, "http://e.com/x", "bot") is False
    # The built-in reads the line when its Scrapy decodes robots.txt as utf-8-sig (2.19 does),
    # and misses it, allowing, when not (2.13 does not).
    strips_bom = decode_robotstxt(b"\xef\xbb\xbf#", None) == "#"
    assert protego_allows(body, "http://e.com/x", "bot") is not strips_bom


# -- where protego disagrees: our (RFC 9309) answer; each row's claim is asked of protego --------
PROTEGO_DIVERGENCES = [
    (
        "a raw non-UTF-8 octet in a rule is its %XX (Scrapy's decoding drops it for protego)",
        b"User-agent: *\nDisallow: /b\xfccher/\n",
        "http://e.com/b%FCcher/x",
        "bot",
        False,
    ),
    # (what, robots.txt bytes, url, token, RFC answer)
    (
        "user-agent value cut to its product token: 'FOO BAR' names foo",
        b"User-agent: FOO BAR\nDisallow: /\n",
        "http://e.com/x",
        "foo",
        False,
    ),
    ("'foo/1.2' names foo", b"User-agent: foo/1.2\nDisallow: /\n", "http://e.com/x", "foo", False),
    (
        "'One, Two' names One",
        b"User-agent: One, Two\nDisallow: /\n",
        "http://e.com/x",
        "one",
        False,
    ),
    (
        "an unknown line does not split user-agent lines",
        b"User-agent: a\nFoo: bar\nUser-agent: b\nDisallow: /\n",
        "http://e.com/x",
        "a",
        False,
    ),
    (
        "a crawl-delay line does not split user-agent lines",
        b"User-agent: a\nCrawl-delay: 5\nUser-agent: b\nDisallow: /\n",
        "http://e.com/x",
        "a",
        False,
    ),
    (
        "'?' is not '%3F' in a path (RFC 3986 2.2: they delimit; 'Disallow: /p?' is about /p's "
        "query, '/p%3F' is another path)",
        b"User-agent: *\nDisallow: /p?\n",
        "http://e.com/p%3F",
        "bot",
        True,
    ),
]


@pytest.mark.parametrize(
    ("what", "body", "url", "token", "expected"),
    PROTEGO_DIVERGENCES,
    ids=[r[0] for r in PROTEGO_DIVERGENCES],
)
def test_protego_divergences(what, body, url, token, expected):
    assert allowed(body, url, token) is expected
    assert protego_allows(body, url, token) is not expected  # the row's claim


# -- parsing details ---------------------------------------------------------------------------
PARSING = [
    ("CR line ends", b"User-agent: a\rDisallow: /x\r", "/x", "a", False),
    ("CRLF line ends", b"User-agent: a\r\nDisallow: /x\r\n", "/x", "a", False),
    ("keys are case-insensitive", b"USER-AGENT: a\nDISALLOW: /x\n", "/x", "a", False),
    ("typo useragent", b"useragent: a\ndisallow: /x\n", "/x", "a", False),
    ("typo 'user agent'", b"user agent: a\ndisallow: /x\n", "/x", "a", False),
    ("typo dissallow", b"user-agent: a\ndissallow: /x\n", "/x", "a", False),
    ("typo disalow", b"user-agent: a\ndisalow: /x\n", "/x", "a", False),
    ("missing colon", b"user-agent a\ndisallow /x\n", "/x", "a", False),
    (
        "missing colon, three words: not a record",
        b"user-agent: a\ndisallow /x y\n",
        "/x",
        "a",
        True,
    ),
    ("no typo for allow", b"user-agent: a\ndisallow: /\nallaw: /x\n", "/x", "a", False),
    ("unknown key ignored", b"user-agent: a\ndesallow: /x\n", "/x", "a", True),
    ("comment cut", b"user-agent: a # me\ndisallow: /x # not /y\n", "/x", "a", False),
    (
        "whitespace around key and value",
        b"  user-agent  :  a  \n\tdisallow\t:\t/x\t\n",
        "/x",
        "a",
        False,
    ),
    ("rules before any group ignored", b"disallow: /\nuser-agent: a\nallow: /y\n", "/x", "a", True),
    ("empty disallow is no rule", b"user-agent: a\ndisallow:\n", "/x", "a", True),
    (
        "groups of one agent merge",
        b"user-agent: a\ndisallow: /x\n\nuser-agent: a\ndisallow: /y\n",
        "/y",
        "a",
        False,
    ),
    (
        "star groups merge",
        b"user-agent: *\ndisallow: /x\n\nuser-agent: *\ndisallow: /y\n",
        "/y",
        "b",
        False,
    ),
    (
        "specific group replaces star",
        b"user-agent: *\ndisallow: /\n\nuser-agent: a\nallow: /z\n",
        "/x",
        "a",
        True,
    ),
    (
        "token match is case-insensitive",
        b"user-agent: FooBot\ndisallow: /\n",
        "/x",
        "FOOBOT",
        False,
    ),
    ("crawler token compared whole", b"user-agent: Foo Bar\ndisallow: /\n", "/x", "Foo Bar", True),
    ("empty token: only star", b"user-agent: *\ndisallow: /\n", "/x", "", False),
    ("empty token matches no named group", b"user-agent: a\ndisallow: /\n", "/x", "", True),
    ("'* foo' is the star group (Google)", b"user-agent: * foo\ndisallow: /\n", "/x", "bot", False),
    ("'*bot' names nothing", b"user-agent: *bot\ndisallow: /\n", "/x", "bot", True),
    ("no group at all", b"sitemap: /s.xml\n", "/x", "a", True),
    (
        "NUL byte in the file",
        b"user-agent: a\x00\ndisallow: /x\x00y\ndisallow: /z\n",
        "/z",
        "a",
        False,
    ),
]


@pytest.mark.parametrize(
    ("what", "body", "url", "token", "expected"), PARSING, ids=[r[0] for r in PARSING]
)
def test_parsing(what, body, url, token, expected):
    assert allowed(body, url, token) is expected


# -- a NUL ends a value, as a control character does (RFC 9309 2.3.1.5) -----------------------
#: texting_robots' test_robot_handles_random_nulls (Smerity/texting_robots), byte for byte: it
#: expects /family allowed, /family/photos denied and a Crawl-delay of 42 for BobBot.
TEXTING_ROBOTS_NULS = (
    b"User-Agent: *\n        \x00\x00Allow: /family\x00\x00\n"
    b"        Disallow: /family/photos\x00\x00\x00\n        Crawl-Delay: 42"
)
#: A real robots.txt's line: a wildcard rule, then 7,743 NULs; then a rule of ours.
ACTION_NULS = b"User-agent: *\nDisallow: /*/action~*/" + b"\x00" * 7743 + b"\nDisallow: /next\n"
# Each row is asked of Google's library (its answer is the row's).  protego reads the NULs as
# part of the value (test_protego_reads_a_disallow_ended_by_nuls_as_another_path).
NUL_ENDS_A_VALUE = [
    # (what, robots.txt, path, token, answer)
    ("texting_robots: Disallow then NULs", TEXTING_ROBOTS_NULS, "/family/photos", "BobBot", False),
    ("texting_robots: below it", TEXTING_ROBOTS_NULS, "/family/photos/2019/", "BobBot", False),
    ("texting_robots: the rest allowed", TEXTING_ROBOTS_NULS, "/family", "BobBot", True),
    ("a wildcard rule then 7,743 NULs", ACTION_NULS, "/calendar/action~month/", "bot", False),
    ("and the rule on the next line", ACTION_NULS, "/next", "bot", False),
    ("what follows the NUL is not read", b"User-agent: *\nDisallow: /x\x00/y\n", "/xz", "bot",
     False),
    ("whitespace before the NUL is not the value's", b"User-agent: *\nDisallow: /x \x00\x00\n",
     "/xz", "bot", False),
    # An Allow so ended opens what its parseable part opens.
    ("an Allow ended by a NUL", b"User-agent: *\nDisallow: /\nAllow: /family\x00x\n",
     "/family/x", "bot", True),
    ("missing colon", b"User-agent: *\nDisallow /x\x00\x00\n", "/xz", "bot", False),
    ("a user-agent line's name", b"User-agent: a\x00b\nDisallow: /\n", "/x", "a", False),
]


@pytest.mark.parametrize(
    ("what", "body", "path", "token", "expected"),
    NUL_ENDS_A_VALUE,
    ids=[r[0] for r in NUL_ENDS_A_VALUE],
)
def test_a_nul_ends_a_value(what, body, path, token, expected):
    assert allowed(body, "http://e.com" + path, token) is expected
    assert google_allows(body, "http://e.com" + path, token) is expected


def test_texting_robots_nuls_keep_the_crawl_delay():
    assert RobotsTxt.parse(TEXTING_ROBOTS_NULS).crawl_delay("BobBot") == 42.0  # its test's value


def test_protego_reads_a_disallow_ended_by_nuls_as_another_path():
    """Scrapy's built-in fetches /family/photos here (this project does not)."""
    assert protego_allows(TEXTING_ROBOTS_NULS, "http://e.com/family/photos", "BobBot")


# -- crawler names: the same reading of a user-agent line and of a User-Agent header -----------
#: protego's test_unicode_url_and_useragent (tests/test_protego.py), its second file as written
#: (tests/test_parser.py runs the first).
PROTEGO_JAVLA = """
        # robots.txt for http://www.example.com/

        User-Agent: Jävla-Foobot
        Disallow: /

        User-Agent: \u041b\u044c\u0432\u0456\u0432-bot
        Disallow: /totalitarianism/

        """
SHOP_CRAWLER = "Mozilla/5.0 (compatible; ShopCrawler/2.4 +https://shop.example/bot)"
SHOP = "User-agent: ShopCrawler\nDisallow: /\n\nUser-agent: *\nAllow: /\n"
# (what, robots.txt, url, User-Agent, answer: protego's, from its test where it has one;
#  Google's library's, given the product token: it reads no header)
NAMES = [
    ("jävla-fanbot is not Jävla-Foobot", PROTEGO_JAVLA, "/foo/bar.html", "jävla-fanbot", True,
     True),
    # Google reads the line's name as 'J' (RFC 9309's [a-zA-Z_-]), and no crawler name but 'J'
    # finds that group there.
    ("jävla-foobot is Jävla-Foobot", PROTEGO_JAVLA, "/foo/bar.html", "jävla-foobot", False, True),
    ("foobot is not Jävla-Foobot", PROTEGO_JAVLA, "/", "foobot", True, True),
    ("a Cyrillic name in a compatible comment", PROTEGO_JAVLA, "/",
     "Mozilla/5.0 (compatible; Львів-bot/1.1)", True, True),
    # Google reads no name in 'Львів-bot' ([a-zA-Z_-] only): it applies no group.
    ("and its group applies", PROTEGO_JAVLA, "/totalitarianism/foo.htm",
     "Mozilla/5.0 (compatible; Львів-bot/1.1)", False, True),
    ("a compatible comment, no ';' after the version", SHOP, "/x", SHOP_CRAWLER, False, False),
    ("and another crawler gets '*'", SHOP, "/x", "OtherCrawler/1.0", True, True),
]


@pytest.mark.parametrize(
    ("what", "body", "url", "user_agent", "expected", "google"), NAMES, ids=[r[0] for r in NAMES]
)
def test_names_as_the_built_in_reads_them(what, body, url, user_agent, expected, google):
    url = "http://e.com" + url
    assert RobotsTxt.parse(body.encode()).allowed(url, user_agent) is expected
    assert RobotsTxt.parse(body.encode()).allowed(url, user_agent.encode()) is expected
    assert protego_allows(body, url, user_agent) is expected
    assert google_allows(body, url, product_token(user_agent)) is google


MATCHING = [
    ("longest match wins", "user-agent: a\nallow: /p\ndisallow: /p/x\n", "/p/xy", False),
    ("allow wins ties", "user-agent: a\ndisallow: /p\nallow: /p\n", "/p", True),
    ("'Allow: *' loses to longer rules", "user-agent: a\nallow: *\ndisallow: /s/\n", "/s/x", False),
    ("'Allow: *' wins a tie", "user-agent: a\ndisallow: /\nallow: *\n", "/s/x", True),
    ("'*' and '$' count in the length", "user-agent: a\nallow: /p\ndisallow: /p*\n", "/px", False),
    ("wildcard", "user-agent: a\ndisallow: /*.php\n", "/a/b.php?x", False),
    ("anchor", "user-agent: a\ndisallow: /*.php$\n", "/a/b.php?x", True),
    ("anchor at the end", "user-agent: a\ndisallow: /*.php$\n", "/a/b.php", False),
    ("literal anchor", "user-agent: a\ndisallow: /x$\n", "/x", False),
    ("literal anchor, longer path", "user-agent: a\ndisallow: /x$\n", "/xy", True),
    ("'$' inside a rule is literal", "user-agent: a\ndisallow: /a$b\n", "/a$b", False),
    ("several stars", "user-agent: a\ndisallow: /a*b*c$\n", "/axxbyyc", False),
    (
        "several stars, greedy is not fooled",
        "user-agent: a\ndisallow: /a*bc*d$\n",
        "/abcbcxd",
        False,
    ),
    ("several stars, no match", "user-agent: a\ndisallow: /a*b*c$\n", "/axxbyy", True),
    ("star matches nothing", "user-agent: a\ndisallow: /a*/b\n", "/a/b", False),
    ("match starts at the first octet", "user-agent: a\ndisallow: /x\n", "/a/x", True),
    ("case-sensitive paths", "user-agent: a\ndisallow: /x\n", "/X", True),
    ("fragment ignored", "user-agent: a\ndisallow: /x$\n", "http://e.com/x#frag", False),
    ("query matched", "user-agent: a\ndisallow: /x?a=1\n", "http://e.com/x?a=1&b", False),
    ("no path is '/'", "user-agent: a\ndisallow: /$\n", "http://e.com", False),
    ("URL written as a path", "user-agent: a\ndisallow: /x\n", "/x?y", False),
    ("scheme-relative URL", "user-agent: a\ndisallow: /x\n", "//e.com/x", False),
    ("unreserved %XX in a Disallow is decoded", "user-agent: a\ndisallow: /%7Ea\n", "/~a", False),
    (
        "RFC 9309 Table 1 row 5",
        "user-agent: a\ndisallow: /foo/bar/%62%61%7A\n",
        "/foo/bar/baz",
        False,
    ),
    ("same spelling still matches", "user-agent: a\ndisallow: /%7ea\n", "/%7Ea", False),
    ("mixed spellings match", "user-agent: a\ndisallow: /%7Ea/%62\n", "/~a/%62c", False),
    (
        "an Allow spelled %7E opens only that spelling",
        "user-agent: a\ndisallow: /\nallow: /%7Ea\n",
        "/~a",
        False,
    ),
    ("an Allow spelled ~ opens %7E", "user-agent: a\ndisallow: /\nallow: /~a\n", "/%7ea", True),
    (
        "'[' is sent as %5B",
        "user-agent: a\ndisallow: /files/[user]/\n",
        "/files/%5Buser%5D/x",
        False,
    ),
    ("'|' is sent as %7C", "user-agent: a\ndisallow: /*Ns=P|style*\n", "/n?Ns=P%7Cstyle=L", False),
    ("a raw '[' in the URL too", "user-agent: a\ndisallow: /f/%5bu%5d\n", "/f/[u]", False),
    ("space is %20", "user-agent: a\ndisallow: /a b\n", "/a%20b", False),
    ("'**' counts as written", "user-agent: a\nallow: /ab\ndisallow: /a**\n", "/ab", False),
    ("'**' means '*'", "user-agent: a\ndisallow: /a**c\n", "/abc", False),
    (
        "'**' counts against a 'literal$' rule too",
        "user-agent: a\nallow: /a$\ndisallow: /a**\n",
        "/a",
        False,
    ),
    ("a long '*' beats a shorter 'literal$'", "user-agent: a\nallow: /$\ndisallow: ***\n", "/",
     False),
    (
        "a rule written as a URL",
        "user-agent: a\ndisallow: http://e.com/x\n",
        "/http://e.com/x",
        False,
    ),
    ("%2F in the path is not '/'", "user-agent: a\ndisallow: /a%2Fb\n", "/a/b", True),
    ("'@' in the query is %40", "user-agent: a\ndisallow: /q?m=a@b\n", "/q?m=a%40b", False),
]


@pytest.mark.parametrize(
    ("what", "body", "url", "expected"), MATCHING, ids=[r[0] for r in MATCHING]
)
def test_matching(what, body, url, expected):
    assert allowed(body, url, "a") is expected


# -- Match: the provenance of a decision -------------------------------------------------------
EXAMPLE = b"""\
# example
User-agent: *
Disallow: /private/
Allow: /private/public/

User-Agent: FooBot/2.0
user-agent: barbot
Disallow: /
Allow: /ok$
"""


@pytest.mark.parametrize(
    ("url", "token", "expected"),
    [
        (
            "http://e.com/private/x",
            "any",
            Match(False, "Disallow: /private/", 3, "User-agent: *", 2),
        ),
        (
            "http://e.com/private/public/x",
            "any",
            Match(True, "Allow: /private/public/", 4, "User-agent: *", 2),
        ),
        ("http://e.com/other", "any", Match(True, None, None, "User-agent: *", 2)),
        ("http://e.com/x", "barbot", Match(False, "Disallow: /", 8, "user-agent: barbot", 7)),
        (
            "http://e.com/ok",
            "foobot",
            Match(True, "Allow: /ok$", 9, "User-Agent: FooBot/2.0", 6),
        ),
        (
            "http://e.com/robots.txt",
            "foobot",
            Match(True, None, None, "User-Agent: FooBot/2.0", 6),
        ),
    ],
)
def test_match_provenance(url, token, expected):
    assert RobotsTxt.parse(EXAMPLE).decide(url, token) == expected


def test_match_without_group():
    robots = RobotsTxt.parse(b"User-agent: a\nDisallow: /\n")
    assert robots.decide("http://e.com/x", "b") == Match(True, None, None, None, None)


def test_match_rule_is_normalised():
    robots = RobotsTxt.parse("User-agent: *\nDisallow: /ツ\n".encode())
    assert robots.decide("/ツ", "a").rule == "Disallow: /%E3%83%84"


def test_merged_groups_report_the_rule_group():
    body = b"User-agent: a\nDisallow: /x\n\nUser-agent: a\nDisallow: /y\n"
    robots = RobotsTxt.parse(body)
    assert robots.decide("/y", "a") == Match(False, "Disallow: /y", 5, "User-agent: a", 4)
    assert robots.decide("/x", "a") == Match(False, "Disallow: /x", 2, "User-agent: a", 1)
    assert robots.decide("/z", "a") == Match(True, None, None, "User-agent: a", 1)


# -- product_token, allowed() --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("user_agent", "token"),
    [
        ("Scrapy/2.19 (+https://scrapy.org)", "Scrapy"),
        (b"Scrapy/2.19", "Scrapy"),
        ("Mozilla/5.0 (compatible; Googlebot/2.1)", "Googlebot"),  # RFC 9309 2.2.1's form
        ("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36", "Mozilla"),  # a browser's
        ("foo-bar_baz", "foo-bar_baz"),
        ("Agent1", "Agent1"),
        ("360Spider", "360Spider"),
        ("MJ12bot/1.4 (+http://mj12bot.com/)", "MJ12bot"),
        ("crawler3;x", "crawler3"),
        ("Black.Hole", "Black.Hole"),
        ("Foo Bar", "Foo"),
        ("  padded/1", "padded"),
        ("/1.0", ""),
        ("", ""),
        # A letter outside [A-Za-z] is part of the name, never where it ends.
        ("ünicode", "ünicode"),
        ("jävla-fanbot", "jävla-fanbot"),
        ("Jävla-Foobot/1.0 (+https://x)", "Jävla-Foobot"),
        (b"j\xc3\xa4vla-fanbot", "jävla-fanbot"),  # a header's octets, as UTF-8
        (b"j\xe4vla", "j\udce4vla"),  # not UTF-8: kept apart, never cut
        ("Львів-bot/1.1", "Львів-bot"),
        ("Mozilla/5.0 (compatible; Львів-bot/1.1)", "Львів-bot"),
        # After a compatible comment's version comes anything.
        (SHOP_CRAWLER, "ShopCrawler"),
        ("Mozilla/5.0 (compatible; ShopCrawler/2.4)", "ShopCrawler"),
        ("Mozilla/5.0 (compatible; ShopCrawler/2.4; +https://x)", "ShopCrawler"),
        ("Mozilla/5.0 (compatible; ShopCrawler/2.4+https://x)", "ShopCrawler"),
        ("Mozilla/5.0 (compatible; ShopCrawler/)", "ShopCrawler"),
        ("Mozilla/5.0 (compatible; ShopCrawler)", "ShopCrawler"),
        # An element that is not a product: the first product's name.
        ("Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1)", "Mozilla"),
        ("Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com)", "Mozilla"),
        ("Mozilla/5.0 (compatible; Shop Crawler/2.4)", "Mozilla"),
    ],
)
def test_product_token(user_agent, token):
    assert product_token(user_agent) == token


def test_allowed_takes_a_user_agent_string():
    robots = RobotsTxt.parse(b"User-agent: Scrapy\nDisallow: /\n\nUser-agent: *\nAllow: /\n")
    assert robots.allowed("http://e.com/x", "Scrapy/2.19 (+https://scrapy.org)") is False
    assert robots.allowed(b"http://e.com/x", b"scrapy") is False
    assert robots.allowed("http://e.com/x", "Other/1.0") is True


# -- crawl_delay, request_rate, sitemaps --------------------------------------------------------
DELAYS = b"""\
User-agent: *
Crawl-delay: 2.5
Request-rate: 3/1m
Disallow: /x

User-agent: a
Crawl-delay: 1
Crawl-delay: 7
Request-rate: 1/10s
Disallow: /x

User-agent: b
Crawl-delay: soon
Request-rate: 9/banana
Disallow: /x

User-agent: c
Crawl-delay: -1
User-agent: d
Request-rate: 9/30
Disallow: /x
"""


@pytest.mark.parametrize(
    ("agent", "delay", "rate"),
    [
        ("Other/1.0", 2.5, RequestRate(3, 60.0)),
        ("a/2.0 (+http://a)", 7.0, RequestRate(1, 10.0)),  # the largest delay
        ("b", None, None),
        ("d", None, RequestRate(9, 30.0)),
        # c and d are one group, but each value belongs to the line written above it
        ("c", None, None),
    ],
)
def test_crawl_delay_and_request_rate(agent, delay, rate):
    robots = RobotsTxt.parse(DELAYS)
    assert robots.crawl_delay(agent) == delay
    assert robots.request_rate(agent) == rate


@pytest.mark.parametrize(
    ("value", "rate"),
    [
        (b"1/5", RequestRate(1, 5.0)),
        (b"1/10s", RequestRate(1, 10.0)),
        (b"3/1m", RequestRate(3, 60.0)),
        (b"2 / 1H", RequestRate(2, 3600.0)),
        (b"1/0.5s", RequestRate(1, 0.5)),
        (b"0/5", None),
        (b"1/0", None),
        (b"1/5d", None),
        (b"1", None),
        (b"a/b", None),
        (b"1/5 0600-0845", None),
    ],
)
def test_request_rate_syntax(value, rate):
    robots = RobotsTxt.parse(b"User-agent: *\nRequest-rate: " + value + b"\n")
    assert robots.request_rate("x") == rate


@pytest.mark.parametrize(
    ("value", "delay"),
    [
        (b"3", 3.0),
        (b"0.5", 0.5),
        (b".5", 0.5),
        (b"0", 0.0),
        (b"1e3", None),
        (b"nan", None),
        (b"inf", None),
        (b"-2", None),
        (b"1_0", None),
        (b"", None),
    ],
)
def test_crawl_delay_syntax(value, delay):
    robots = RobotsTxt.parse(b"User-agent: *\nCrawl-delay: " + value + b"\n")
    assert robots.crawl_delay("x") == delay


def test_no_delay_without_group():
    robots = RobotsTxt.parse(b"Crawl-delay: 5\nUser-agent: a\nDisallow: /\n")
    assert robots.crawl_delay("a") is None
    assert robots.crawl_delay("b") is None


def test_sitemaps():
    body = (
        b"Sitemap: https://e.com/a.xml\nUser-agent: *\nSitemap: https://e.com/b.xml # c\n"
        b"site-map: https://e.com/c.xml\nsitemap: https://e.com/a.xml\nSitemap:\n"
    )
    assert RobotsTxt.parse(body).sitemaps == (
        "https://e.com/a.xml",
        "https://e.com/b.xml",
        "https://e.com/c.xml",
    )


# -- hostile input ---------------------------------------------------------------------------
#: Garbage, each with what RFC 9309 makes of it for crawler ``a``: (path, allowed) pairs.
#: Nothing readable is a rule (2.2.2: lines that are not records are ignored), so a file of
#: garbage allows all; the rules that can be read still apply.
GARBAGE = [
    (b"", [("/", True), ("/x", True)]),
    (b"\x00" * 100, [("/x", True)]),
    (b"\xff\xfe\xfd", [("/x", True)]),
    (b"\xef\xbb", [("/x", True)]),
    (b"\xef\xbb\xbf", [("/x", True)]),
    (b"User-agent: *\nDisallow: /\x80\x81\xfe\n", [("/", True), ("/%80%81%FE", False)]),
    (b"User-agent: \xff\xfe\nDisallow: /\n", [("/x", True)]),  # a group for another name
    (b":\n:::\n#\n \n\t", [("/x", True)]),
    # "Disallow: *" matches every path; "Allow: $" only the empty one, which no URL has.
    (b"User-agent: *\nDisallow: ****$$$\nAllow: $\nDisallow: *\n", [("/", False), ("/x", False)]),
    (b"<html><body>Not found</body></html>", [("/x", True)]),
    (b"User-agent: *\n" + b"Disallow: /" + b"a" * 100_000 + b"\n",
     [("/", True), ("/" + "a" * 100_000, False)]),
]


@pytest.mark.parametrize(("body", "expected"), GARBAGE, ids=range(len(GARBAGE)))
def test_garbage_never_raises_and_decides_as_rfc9309_says(body, expected):
    robots = RobotsTxt.parse(body)
    for url in ("http://e.com/", "/\udcff", "http://e.com/ツ?%zz%", "", "no-slash", "#frag"):
        robots.decide(url, "a")
        robots.allowed(url, "a/1")
    assert robots.crawl_delay("a") is None
    assert robots.request_rate("a") is None
    assert [(path, robots.allowed("http://e.com" + path, "a")) for path, _ in expected] == (
        expected
    )


def test_partial_bom_is_skipped():
    assert not allowed(b"\xef\xbbUser-agent: a\nDisallow: /\n", "/x", "a")


def test_bom_only_at_the_start():
    assert allowed(b"User-agent: a\n\xef\xbb\xbfDisallow: /\n", "/x", "a")


def test_invalid_utf8_user_agent_line():
    robots = RobotsTxt.parse(b"User-agent: \xe9bot\nDisallow: /\n")
    assert robots.decide("/x", "bot").allowed  # the name is '\udce9bot', not 'bot'
    assert not robots.decide("/x", "\udce9bot").allowed
    assert not robots.allowed("/x", b"\xe9bot/1.0")  # a header with that octet


def test_byte_limit():
    head = b"User-agent: *\nDisallow: /early\n"
    tail = b"Disallow: /late\n"
    body = head + tail
    robots = RobotsTxt.parse(body, max_bytes=len(body))
    assert not robots.decide("/late", "a").allowed
    # Only the last line's '\n' is cut: the line itself was read whole, so it stays.
    robots = RobotsTxt.parse(body, max_bytes=len(body) - 1)
    assert not robots.decide("/late", "a").allowed
    robots = RobotsTxt.parse(body, max_bytes=len(body) - 2)  # 'Disallow: /lat' is dropped
    assert robots.decide("/late", "a").allowed
    assert robots.decide("/lat", "a").allowed
    assert not robots.decide("/early", "a").allowed


def test_byte_limit_drops_a_straddling_line_rather_than_cutting_it():
    body = b"User-agent: *\nAllow: /\nDisallow: /abcdef\n"
    # Cut in the middle of 'Disallow: /abcdef': '/abc' would be a different rule.
    robots = RobotsTxt.parse(body, max_bytes=body.index(b"def"))
    assert robots.decide("/abc", "a").allowed
    assert robots.decide("/abcdef", "a").allowed


def test_byte_limit_line_ending_exactly_at_the_limit():
    body = b"User-agent: *\nDisallow: /x\nDisallow: /y\n"
    robots = RobotsTxt.parse(body, max_bytes=body.index(b"\nDisallow: /y"))
    assert not robots.decide("/x", "a").allowed
    assert robots.decide("/y", "a").allowed


def test_default_limit_is_500_kib():
    assert rules.DEFAULT_MAX_BYTES == 500 * 1024
    padding = b"#" + b"p" * 98 + b"\n"
    body = b"User-agent: *\n" + padding * 5200 + b"Disallow: /late\n"
    assert len(body) > 512_000
    assert RobotsTxt.parse(body).decide("/late", "a").allowed


def test_allow_all():
    assert RobotsTxt.allow_all().decide("http://e.com/x", "a") == Match(True)


def test_big_file_uses_the_index_and_agrees():
    lines = [b"User-agent: *"]
    lines += [b"Disallow: /d%d/" % i for i in range(200)]
    lines += [b"Allow: /d7/ok", b"Disallow: /*.pdf$", b"Allow: /d9/*/keep"]
    robots = RobotsTxt.parse(b"\n".join(lines))
    assert robots.decide("/d7/x", "a") == Match(False, "Disallow: /d7/", 9, "User-agent: *", 1)
    assert robots.decide("/d7/okay", "a").allowed
    assert not robots.decide("/x/y.pdf", "a").allowed
    assert robots.decide("/d9/a/keep", "a").allowed
    assert robots.decide("/d200/", "a").allowed


def test_many_wildcard_rules_under_few_keys():
    """Wildcard rules too many for one list, all ending with '$', beside a few literal keys:
    a path that starts with no key is still matched against them (allowed() and decide())."""
    lines = [b"User-agent: *", b"Disallow: /private/"]
    lines += [b"Disallow: /*.ext%d$" % i for i in range(60)]
    robots = RobotsTxt.parse(b"\n".join(lines))
    assert not robots.allowed("http://e.com/a/b.ext7", "a")
    assert not robots.decide("http://e.com/a/b.ext7", "a").allowed
    assert robots.allowed("http://e.com/a/b.ext7x", "a")


# Real files (tests/data/real_robots/): each value belongs to the user-agent lines above it.
REAL_DELAYS = [
    # One group, a value per line: everyone used to get the first one (0 s).
    ("www.helsinki.fi", "HY_crawler", 0.0, None),
    ("www.helsinki.fi", "ExampleBot", 10.0, None),
    # Named crawlers' values, then '*' with none: the others used to get 500 s.
    ("www.surfline.com", "Yandex", 500.0, None),
    ("www.surfline.com", "ExampleBot", None, None),
    # A value after the rules belongs to the latest user-agent lines ('*').
    ("www.metalinjection.net", "msnbot", 500.0, None),
    ("www.metalinjection.net", "ExampleBot", 100.0, None),
    ("www.metalinjection.net", "Mediapartners-Google", 300.0, None),
    # A chain of single-line groups: bingbot asked 20 s, used to get 60 s.
    ("smallbiztrends.com", "bingbot", 20.0, None),
    ("smallbiztrends.com", "Twitterbot", 60.0, None),
    ("artofmanliness.com", "ExampleBot", 1.0, None),
    ("artofmanliness.com", "Slurp", 2.0, None),
    ("vimeo.com", "SeznamBot", None, RequestRate(1, 10.0)),
    ("time.is", "ExampleBot", 5.0, RequestRate(1, 5.0)),
]


@pytest.mark.parametrize(("name", "agent", "delay", "rate"), REAL_DELAYS)
def test_real_crawl_delay_shapes(name, agent, delay, rate):
    robots = RobotsTxt.parse((REAL_FILES / name).read_bytes())
    assert robots.crawl_delay(agent) == delay
    assert robots.request_rate(agent) == rate


@pytest.mark.parametrize(
    ("body", "agent", "delay", "rate"),
    [
        (b"User-agent: a\nCrawl-delay: 1\nCrawl-delay: 3\n", "a", 3.0, None),
        (b"User-agent: a\nUser-agent: b\nCrawl-delay: 2\nDisallow: /\n", "b", 2.0, None),
        (b"User-agent: a\nRequest-rate: 1/5\nRequest-rate: 2/5\n", "a", None, RequestRate(1, 5.0)),
        (
            b"User-agent: a\nRequest-rate: 1/5\n\nUser-agent: a\nRequest-rate: 1/60\n",
            "a",
            None,
            RequestRate(1, 60.0),
        ),
        (
            b"User-agent: a\nDisallow: /x\nCrawl-delay: 4\nUser-agent: b\nCrawl-delay: 1\n",
            "a",
            4.0,
            None,
        ),
    ],
)
def test_values_belong_to_the_lines_above_them(body, agent, delay, rate):
    robots = RobotsTxt.parse(body)
    assert robots.crawl_delay(agent) == delay
    assert robots.request_rate(agent) == rate
