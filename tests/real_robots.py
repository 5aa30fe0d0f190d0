"""The real-file comparison: this project, Google's reference and protego on real robots.txt.

tests/data/real_robots/ holds real robots.txt files (see its PROVENANCE).  For each file, URLs
are generated from its own rules (wildcards made concrete, paths below a rule, unreserved
characters percent-encoded and decoded, hex digits and letters in the other case, what clients
percent-encode) and asked for a crawler the file does not name and for the first names it
does.  Every URL is written as Scrapy's ``Request`` sends it (``w3lib.url.safe_url_string``).

Each disagreement with Google's reference is given a cause by ``cause``: the first test that
explains it, each backed by an RFC section.  Used by tests/test_real_robots.py and by
benchmarks/real_robots_report.py.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any
from urllib.parse import unquote_to_bytes, urljoin, urlsplit

from protego import Protego
from w3lib.url import safe_url_string

from scrapy_rfc9309.robotstxt import RobotsTxt, product_token
from scrapy_rfc9309.robotstxt._robotsparse import _line_name

FILES = Path(__file__).parent / "data" / "real_robots" / "files"
HOST = "http://example.com"
#: A crawler that no file names: it gets the '*' groups.
UNNAMED = "ExampleBot"
#: Bounds on the work per file: names asked besides UNNAMED, rules turned into URLs.
NAMES_PER_FILE = 1
RULES_PER_FILE = 6

_LINE = re.compile(rb"^[ \t]*(user-?agent|allow|disallow)[ \t]*:[ \t]*([^#\r\n]*)", re.I | re.M)
_UNRESERVED = re.compile(rb"%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[Dd]|2[Ee]|5[Ff]|7[Ee])")
_ENCODABLE = re.compile(rb"(?<!%)(?<!%.)[A-Za-z0-9~]")  # not inside a %XX
_PCT = re.compile(rb"%[0-9A-Fa-f]{2}")
_LOWER_HEX = re.compile(rb"%(?:[a-f][0-9A-Fa-f]|[0-9A-F][a-f])")
_CLIENT_ENCODED = re.compile(rb"[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]")
# Reserved characters that are one with their %XX (RFC 9309 2.2.2), raw or encoded.
_RESERVED_RAW = re.compile(rb"[!&'()+,;=:@]")
_RESERVED_PCT = re.compile(rb"%(?:2[16789BCbc]|3[ABDabd]|40)")
# A dot segment of a path ('.', '..', '%2E' spelled): what RFC 3986 5.2.4 removes.
_DOT_SEGMENT = re.compile(rb"/(?:\.|%2[Ee]){1,2}(?=/|\?|$)")

#: Causes of disagreement with Google's reference, in the order they are tried, each with the
#: RFC section that justifies this project's answer.
CAUSES: dict[str, str] = {
    "name-taken-whole": (
        "The crawler's name or a user-agent line holds characters outside [A-Za-z_-] (digits, "
        "'.'): Google cuts it there ('MJ12bot' names 'MJ'), this project takes the product name "
        "whole. RFC 9309 2.2.1: the crawler's name is its product token; matching 'crawler1' "
        "for 'crawler3' would apply another crawler's rules."
    ),
    "client-encoded": (
        'The rule holds characters an HTTP client percent-encodes (space, [ ] | " < > ^ { } '
        "and non-ASCII octets): Scrapy sends them as %XX, Google compares the raw rule. "
        "RFC 9309 2.2.2: octets outside the allowed URI characters MUST be percent-encoded "
        "before comparison (RFC 3986 2.1)."
    ),
    "unreserved-%XX": (
        "The rule or the URL spells an unreserved character as %XX ('/%7Ejoe' vs '/~joe'): "
        "Google compares them as written. RFC 9309 2.2.2 and its Table 1 ('/foo/bar/%62%61%7A' "
        "is matched as '/foo/bar/baz'); RFC 3986 6.2.2.2."
    ),
    "hex-case": (
        "A %xx differs only in the case of its hex digits: Google compares them as written. "
        "RFC 3986 2.1 (which RFC 9309 2.2.2 cites): hex digits are case-insensitive."
    ),
    "reserved-%XX": (
        "The rule or the URL spells a reserved character other than '/', '?', '#' as %XX "
        "('/x%2C' vs '/x,'): Google compares them as written. RFC 9309 2.2.2: reserved octets "
        "are percent-encoded before comparison, so both reach one form (protego agrees)."
    ),
    "dot-segments": (
        "The URL's path holds dot segments ('/x/%2E%2E/private/'): Google matches them as "
        "written, a server serves the path they resolve to. RFC 3986 5.2.4 and 6.2.2.3: the "
        "same URI; matched here without them."
    ),
    "robots-txt-implicit": (
        "The URL is /robots.txt, which the file disallows: Google applies the rule. RFC 9309 "
        "2.2.2: 'The /robots.txt URI is implicitly allowed.'"
    ),
    "google-index-html": (
        "Google reads 'Allow: /x/index.htm(l)' as also allowing '/x/' (GoogleOnly_IndexHTMLis"
        "Directory). RFC 9309 2.2.2 matches paths as written; this Google-only reading is "
        "laxer than the file."
    ),
    "absolute-url-rule": (
        "The rule is written as an absolute URL ('Disallow: http://host/x'): Google's rule "
        "never matches, this project (like Scrapy's built-in, protego) matches it against a "
        "path that holds that URL. RFC 9309 2.2.2 rules are paths; reading the value as one "
        "keeps this project from being laxer than the built-in."
    ),
}


@dataclass
class Report:
    """What one comparison found: counts, and the disagreements with their causes."""

    files: int = 0
    decisions: int = 0
    same_as_google: int = 0
    same_as_protego: int = 0
    causes: Counter[str] = field(default_factory=Counter)
    #: (file, agent, url, ours, google, protego) of each disagreement with Google's reference
    #: that no cause explains.
    unexplained: list[tuple[str, str, str, bool, bool, bool]] = field(default_factory=list)
    laxer: Counter[str] = field(default_factory=Counter)
    #: (file, agent, url) where this project allows, protego denies, and no entry of
    #: ``LAXER_THAN_PROTEGO`` explains it.
    unexplained_laxer: list[tuple[str, str, str]] = field(default_factory=list)
    #: (file, agent) pairs whose Crawl-delay here is smaller than protego's (or none), by reason.
    smaller_delay: Counter[str] = field(default_factory=Counter)
    unexplained_smaller_delay: list[tuple[str, str]] = field(default_factory=list)


def files() -> list[Path]:
    return sorted(FILES.iterdir())


def names(body: bytes) -> list[str]:
    """The first ``NAMES_PER_FILE`` crawler names the file's user-agent lines give."""
    found: list[str] = []
    for key, value in _LINE.findall(body):
        if key.lower().startswith(b"user"):
            name = _line_name(value.strip())
            if name and name != "*" and name.lower() not in {n.lower() for n in found}:
                found.append(name)
                if len(found) == NAMES_PER_FILE:
                    break
    return found


def rule_paths(body: bytes) -> list[bytes]:
    """Distinct rule paths of the file, at most ``RULES_PER_FILE``, spread over the file."""
    paths = list(
        dict.fromkeys(
            value.strip()
            for key, value in _LINE.findall(body)
            if not key.lower().startswith(b"user") and value.strip()
        )
    )
    step = max(1, len(paths) // RULES_PER_FILE)
    return paths[::step][:RULES_PER_FILE]


def variants(rule: bytes) -> Iterator[bytes]:
    """Paths made from one rule: concrete, below it, encoded, decoded, other case."""
    path = rule[:-1] if rule.endswith(b"$") else rule
    path = path.replace(b"*", b"x")
    if not path.startswith(b"/"):
        path = b"/" + path
    yield path
    yield path + b"y/z.html"
    m = _ENCODABLE.search(path, 1)
    if m is not None:  # one unreserved character as %XX
        yield path[: m.start()] + b"%%%02X" % path[m.start()] + path[m.end() :]
    if _UNRESERVED.search(path):  # unreserved %XX decoded
        yield _UNRESERVED.sub(lambda m: unquote_to_bytes(m.group()), path)
    if _PCT.search(path):  # hex digits in lower case
        yield _PCT.sub(lambda m: m.group().lower(), path)
    yield path.swapcase()
    m = _RESERVED_RAW.search(path, 1)
    if m is not None:  # one reserved character as %XX
        yield path[: m.start()] + b"%%%02X" % path[m.start()] + path[m.end() :]
    if _RESERVED_PCT.search(path):  # reserved %XX decoded
        yield _RESERVED_PCT.sub(lambda m: unquote_to_bytes(m.group()), path)
    yield b"/x/%2E%2E" + path  # a dot segment that resolves to the path itself


def urls(body: bytes) -> list[str]:
    """The URLs asked of one file, as Scrapy sends them."""
    paths = [b"/", b"/robots.txt", b"/index.html"]
    for rule in rule_paths(body):
        paths += variants(rule)
    out = []
    for path in dict.fromkeys(paths):
        text = path.decode("utf-8", "replace")
        out.append(safe_url_string(HOST + text))
    return list(dict.fromkeys(out))


def cause(body: bytes, agent: str, url: str, ours: RobotsTxt, google: Callable) -> str | None:
    """The first cause in ``CAUSES`` that explains a disagreement with Google's reference.

    A URL-side cause is confirmed by asking Google again with the URL in the normal form
    (``google(url)``): the disagreement must go away.  A rule-side cause is read from the
    rule that decided here, as written in the file.
    """
    match = ours.decide(url, product_token(agent))
    if agent != UNNAMED and not re.fullmatch(r"[A-Za-z_-]+", agent):
        # No line Google cuts to [A-Za-z_-] can equal this name: Google applies '*', as
        # this project does for a crawler the file does not name.
        if ours.allowed(url, UNNAMED) is not match.allowed:
            return "name-taken-whole"
    if match.group is not None and not re.fullmatch(
        r"[^:]*:\s*(\*|[A-Za-z_-]+([^A-Za-z0-9_.\x80-\U0010ffff-].*)?)", match.group
    ):
        return "name-taken-whole"
    written = _written_rule(body, match.line)
    path = url[len(HOST) :].encode()
    if written is not None and (_CLIENT_ENCODED.search(written) or b"\\" in written):
        return "client-encoded"
    if written is not None and _UNRESERVED.search(written):
        return "unreserved-%XX"
    decoded = _UNRESERVED.sub(lambda m: unquote_to_bytes(m.group()), path)
    if decoded != path and google(HOST + decoded.decode()) is match.allowed:
        return "unreserved-%XX"
    if written is not None and _RESERVED_PCT.search(written):
        return "reserved-%XX"
    reserved = _RESERVED_PCT.sub(lambda m: unquote_to_bytes(m.group()), path)
    if reserved != path and google(HOST + reserved.decode()) is match.allowed:
        return "reserved-%XX"
    if _DOT_SEGMENT.search(path.split(b"?")[0]):
        resolved = urlsplit(urljoin(HOST + "/", path.replace(b"%2E", b".").decode()))
        target = resolved.path + ("?" + resolved.query if resolved.query else "")
        if google(HOST + target) is match.allowed:
            return "dot-segments"
    if written is not None and _LOWER_HEX.search(written):
        return "hex-case"
    upper = _PCT.sub(lambda m: m.group().upper(), path)
    if upper != path and google(HOST + upper.decode()) is match.allowed:
        return "hex-case"
    if _is_robots_txt(path):
        return "robots-txt-implicit"
    if written is not None and written.startswith((b"http://", b"https://")):
        return "absolute-url-rule"
    if path.endswith(b"/") and re.search(rb"(?im)^\s*allow\s*:.*/index\.html?", body):
        return "google-index-html"
    return None


#: Why this project may allow what Scrapy's built-in (protego) denies, with the RFC reason.
LAXER_THAN_PROTEGO: dict[str, str] = {
    "user-agent-line-with-version-or-words": (
        "The group that names the crawler is written with a version or more words "
        "('User-agent: OmtrBot/1.0', 'User-agent: sogou spider', 'User-agent: Yahoo! Slurp'); "
        "protego does not see the crawler named there and applies '*' instead. RFC 9309 2.2.1: "
        "a crawler MUST obey the group that names its product token, and '*' only when none "
        "does; the product of 'OmtrBot/1.0' is OmtrBot (RFC 9110 10.1.5). Google's reference "
        "and the conformance corpus (google:ID_UserAgentValueCaseInsensitive) read them so."
    ),
    "robots-txt-implicit": (
        "The URL is /robots.txt spelled with unreserved %XX ('/%72obots.txt'). RFC 9309 2.2.2: "
        "the /robots.txt URI is implicitly allowed, and %72 is 'r' (RFC 3986 6.2.2.2)."
    ),
    "dot-segments": (
        "The URL's dot segments resolve to a path the file allows ('/x/%2E%2E/' is '/', which "
        "'Allow: /$' opens); protego matches the unresolved path against another rule "
        "('Disallow: /'). RFC 3986 5.2.4 and 6.2.2.3: it is the same URI as '/', and the page "
        "a server sends for it is '/'; RFC 9309 2.2.2 matches the URI's path."
    ),
}


def laxer_cause(agent: str, url: str, ours: RobotsTxt) -> str | None:
    """The entry of ``LAXER_THAN_PROTEGO`` that explains an allow where protego denies."""
    match = ours.decide(url, product_token(agent))
    if _is_robots_txt(url[len(HOST) :].encode()):
        return "robots-txt-implicit"
    if _DOT_SEGMENT.search(url[len(HOST) :].encode().split(b"?")[0]):
        return "dot-segments"
    if match.group is not None:
        value = match.group.split(":", 1)[1].strip()
        if value != "*" and value != _line_name(value.encode()):
            return "user-agent-line-with-version-or-words"
    return None


def _is_robots_txt(path: bytes) -> bool:
    path = _UNRESERVED.sub(lambda m: unquote_to_bytes(m.group()), path)
    return path == b"/robots.txt" or path.startswith(b"/robots.txt?")


def _ask_google(googlebot: Any, body: bytes, agent: str, url: str) -> bool:
    return googlebot.RobotsMatcher().AllowedByRobots(body, [agent], url)


def _written_rule(body: bytes, line: int | None) -> bytes | None:
    """The value of the rule at 1-based ``line`` of ``body``, as written."""
    if line is None:
        return None
    text = body.splitlines()[line - 1]
    return text.split(b"#", 1)[0].split(b":", 1)[-1].strip()


def compare(paths: list[Path] | None = None) -> Report:
    """Ask every generated URL of every file of the three engines."""
    from jwm.robotstxt import googlebot  # the test extra (tests.oracles: never skipped < 3.13)

    report = Report()
    for file in paths if paths is not None else files():
        body = file.read_bytes()
        ours = RobotsTxt.parse(body)
        theirs = Protego.parse(body.decode("utf-8", "replace"))
        report.files += 1
        for agent in [UNNAMED, *names(body)]:
            delay, their_delay = ours.crawl_delay(agent), theirs.crawl_delay(agent)
            if their_delay is not None and (delay is None or delay < their_delay):
                why = laxer_cause(agent, HOST + "/", ours)
                if why is None:
                    report.unexplained_smaller_delay.append((file.name, agent))
                else:
                    report.smaller_delay[why] += 1
            for url in urls(body):
                mine = ours.allowed(url, agent)
                google = _ask_google(googlebot, body, agent, url)
                protego = theirs.can_fetch(url, agent)
                report.decisions += 1
                report.same_as_google += mine is google
                report.same_as_protego += mine is protego
                if mine and not protego:
                    why = laxer_cause(agent, url, ours)
                    if why is None:
                        report.unexplained_laxer.append((file.name, agent, url))
                    else:
                        report.laxer[why] += 1
                if mine is not google:
                    ask = partial(_ask_google, googlebot, body, agent)
                    why = cause(body, agent, url, ours, ask)
                    if why is None:
                        report.unexplained.append((file.name, agent, url, mine, google, protego))
                    else:
                        report.causes[why] += 1
    return report
