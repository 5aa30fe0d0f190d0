"""URL and rule normalisation: one normal form for both sides (RFC 9309 2.2.2, 2.2.3).

A rule path and a request URL are compared in the same normal form:

* what an HTTP client percent-encodes is encoded on both sides: octets >= 0x80, controls, space
  and ``" < > [ \\ ] ^ ` { | }`` (plus ``'`` in a query), exactly as Scrapy's ``Request(url)``
  writes them, because both go through ``w3lib.url.safe_url_string`` (``_client_form``).  So
  ``Disallow: /files/[user]/`` matches the ``/files/%5Buser%5D/`` that a crawl requests;
* ``%xx`` hex digits are upper-cased (RFC 3986 2.1);
* ``%XX`` of an unreserved character (RFC 3986 2.3) is decoded (RFC 3986 6.2.2.2, RFC 9309
  2.2.2 and its Table 1: ``/foo/bar/%62%61%7A`` is matched as ``/foo/bar/baz``);
* a reserved character other than ``/ ? #`` and its ``%XX`` are one (RFC 9309 2.2.2: octets
  are percent-encoded before comparison, so both spellings reach the same form; protego and
  CPython's robotparser compare them so): ``%21 %26 %27 %28 %29 %2B %2C %3A %3B %3D %40``
  are decoded on both sides, in paths and queries, so ``Disallow: /x%2C`` closes ``/x,y``.
  ``%2F``, ``%3F`` and ``%23`` stay distinct from the separators they encode (``%2F`` is not
  ``/``), except ``%2F`` and ``%3F`` inside a query, which delimit nothing there (RFC 9309
  Table 1's ``https%3A%2F%2Ffoo.bar`` row);
* a literal ``*`` or ``$`` in a URL is ``%2A``/``%24`` (RFC 9309 2.2.3); in a rule ``*`` is the
  wildcard, a final ``$`` the anchor, any other ``$`` the literal ``%24``.  Runs of ``*`` are
  kept as written: a rule's priority is its length (RFC 9309 2.2.2).

One reading is kept for safety: the decoded spelling of a rule is added for ``Disallow`` rules
only.  An ``Allow`` written with encoded unreserved octets opens the URLs spelled that way, not
the decoded ones (Google's reference does the same; conformance case ``google:ID_Encoding#6``),
while a ``Disallow`` closes every spelling, so no rule is laxer here than in Scrapy's built-in.

Dot segments of a URL's path (``/a/../b``, ``/./b``, and ``%2E`` spelled ones) are removed as
RFC 3986 5.2.4 does (RFC 3986 6.2.2.3: the same URI), since servers (nginx, Apache) serve
``/b`` for them.  A rule's dot segments are removed too but for its last segment, which a
prefix leaves open (``Disallow: /.`` is about ``/.git``).

Every rule is normalised once at parse time (``_norm_rule``) and the URL once per decision
(``_url_path``), so that matching is plain byte comparison.  The usual http(s) URL is one
regex match (``_HTTP_URL``) and needs no rewriting, or only of its ``%xx``: most of those need
none (UTF-8 is sent upper-case), which two C-level searches tell (``_percent_forms``); w3lib
is called only for what a client would encode.  Pure code (w3lib is a pure library).
"""

from __future__ import annotations

import re

from w3lib.url import safe_url_string

# RFC 3986 2.3 unreserved characters: their %XX is decoded on both sides.
_UNRESERVED = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
# Reserved characters (RFC 3986 2.2) that are one with their %XX on both sides (RFC 9309
# 2.2.2 percent-encodes them before comparison): all but '/', '?' and '#', which delimit the
# path, the query and the fragment; '*' and '$', which RFC 9309 2.2.3 keeps as %2A/%24 (a rule's
# '*' and '$' are operators); '[' and ']', which clients always send as %5B/%5D.
_RESERVED_ONE = frozenset(b"!&'()+,;=:@")
# Inside a query, RFC 3986 3.4 lets '/' and '?' appear unencoded and they delimit nothing
# there, so their %XX is the same data too (RFC 9309 2.2.2's table: 'https://foo.bar' is
# matched as 'https%3A%2F%2Ffoo.bar').
_QUERY_SAFE = _RESERVED_ONE | frozenset(b"/?")

# An ASCII path (and query) that an HTTP client sends as it is: RFC 3986 pchar, '/', '?' and
# '%'.  Anything else is what clients percent-encode; "'" is encoded by Scrapy in a query only.
_CLIENT_SAFE = r"A-Za-z0-9\-._~!$&()*+,;=:@/?%"
_NEEDS_CLIENT_B = re.compile(rf"[^{_CLIENT_SAFE}']|\?.*'".encode(), re.DOTALL).search
# Anything in a rule that may need rewriting, so that clean rules are never copied.
_RULE_SPECIAL = re.compile(rf"[^{_CLIENT_SAFE}']|\?.*'|%|\$.|/\.".encode(), re.DOTALL).search
# Octets no client sends raw: controls, space, DEL and everything >= 0x80.
_RAW = re.compile(rb"[\x00-\x20\x7f-\xff]")
_PATH_START = re.compile(r"[/?;]")
# The usual http(s) URL whose path (and query) holds only characters that no side rewrites
# and no dot segment ('/.' or '/..' before '/', '?' or the end; a C-level lookahead, the
# cheapest test; '/.well-known/' is no dot segment), tried before the authority so that a
# failing URL fails at once rather than once per octet of it; and the
# same with '%' as well, '%2E' spelling a dot too (see _http_path).
_PLAIN_URL = re.compile(
    r"https?://(?!.*/\.\.?(?:[/?]|\Z))[^/?;#]*(/[A-Za-z0-9\-._~!&()+,;=:@/?]*)", re.DOTALL
).fullmatch
_HTTP_URL = re.compile(
    r"https?://(?!.*/(?:\.|%2[Ee]){1,2}(?:[/?]|\Z))[^/?;#]*(/[A-Za-z0-9\-._~!&()+,;=:@/?%]*)",
    re.DOTALL,
).fullmatch
# ... and the same whatever dot segments it holds: ``_url_path`` only has those to remove.
_HTTP_URL_DOTS = re.compile(
    r"https?://[^/?;#]*(/[A-Za-z0-9\-._~!&()+,;=:@/?%]*)", re.DOTALL
).fullmatch

# What each %xx (its two hex digits, either case) becomes: in a path, upper-case hex but a
# reserved character that is one with its %XX decoded; in a query, the same and '/', '?'
# decoded; in the decoded form, an unreserved character decoded.
_HEX = b"0123456789ABCDEFabcdef"
_UPPER = {bytes((a, b)): bytes((37, a, b)).upper() for a in _HEX for b in _HEX}
_IN_PATH = {x: bytes((int(x, 16),)) if int(x, 16) in _RESERVED_ONE else y
            for x, y in _UPPER.items()}
_IN_QUERY = {x: bytes((int(x, 16),)) if int(x, 16) in _QUERY_SAFE else y
             for x, y in _UPPER.items()}
_DECODED = {x: bytes((int(x, 16),)) if int(x, 16) in _UNRESERVED else y
            for x, y in _UPPER.items()}
# A %xx the path or the query form would rewrite; an unreserved %XX (hex already upper).
_LOWER_HEX = rb"%(?:[0-9A-Fa-f][a-f]|[a-f][0-9A-F])"
_RESERVED_HEX = rb"%(?:2[1689BC]|3[ABD]|40|27)"
_PATH_REWRITES = re.compile(_LOWER_HEX + b"|" + _RESERVED_HEX).search
_QUERY_REWRITES = re.compile(_LOWER_HEX + b"|" + _RESERVED_HEX + rb"|%(?:2F|3F)").search
# Where a dot segment may start: '/.' or '/%2E' (either case).
_DOT_START = re.compile(rb"/(?:\.|%2[Ee])").search
_DOTS = {b".": 1, b"%2E": 1, b"..": 2, b".%2E": 2, b"%2E.": 2, b"%2E%2E": 2}
_DECODABLE = re.compile(rb"%(?:4[1-9A-F]|5[0-9AF]|6[1-9A-F]|7[0-9AE]|3[0-9]|2[DE])").search


def _client_form(path: bytes) -> bytes:
    """``path`` (path and query, raw octets already ``%XX``) as Scrapy's ``Request`` would
    send it: ``safe_url_string`` encodes ``"<>[\\]^`{|}`` and a query's ``'``, and reads
    ``\\`` as ``/`` (WHATWG URL).  An empty query ``?`` is kept."""
    if _NEEDS_CLIENT_B(path) is None:
        return path
    rooted = path[:1] == b"/"  # a rule may start with '*'
    url = safe_url_string("http://h" + ("" if rooted else "/") + path.decode("ascii"))
    out = url[url.index("/", 7) + (not rooted) :].encode("ascii")
    if path.endswith(b"?") and not out.endswith(b"?"):
        out += b"?"  # urlsplit drops an empty query; in a rule it still means something
    return out


def _encode_raw(path: bytes) -> bytes:
    """Octets >= 0x80 (UTF-8 or not), controls and space as ``%XX``: RFC 9309 2.2.2, never a
    UnicodeError, and a control inside a rule stays part of it (``safe_url_string`` would strip
    it at an end, and ``Disallow: *\\x01`` would become ``Disallow: *``)."""
    return _RAW.sub(lambda m: b"%%%02X" % m.group()[0], path)


def _rewrite(value: bytes, table: dict[bytes, bytes]) -> bytes:
    """``value`` with each ``%xx`` replaced by what ``table`` says of its hex digits; a ``%``
    without two hex digits after it stays.  One split, no call per ``%xx``."""
    parts = value.split(b"%")
    get = table.get
    for i in range(1, len(parts)):
        part = parts[i]
        x = get(part[:2])
        parts[i] = b"%" + part if x is None else x + part[2:]
    return b"".join(parts)


def _remove_dot_segments(path: bytes, last: bool = True) -> bytes:
    """``path`` (path and query, starting with ``/``) with the dot segments of its path
    removed, as RFC 3986 5.2.4 does; ``%2E`` counts as ``.`` (RFC 3986 6.2.2.2).  ``/a/..``
    is ``/``, ``/a/.`` is ``/a/``, ``/../a`` is ``/a``; the query is kept as it is.

    ``last=False`` (a rule) keeps the last segment: a rule is a prefix, and ``Disallow: /.``
    is about ``/.git`` and ``/.env``, not about ``/``."""
    q = path.find(b"?")
    head, tail = (path, b"") if q == -1 else (path[:q], path[q:])
    if _DOT_START(head) is None:
        return path
    segments = head.split(b"/")
    end = segments[-1]
    out: list[bytes] = []
    dots = _DOTS
    for segment in segments[1:-1]:
        kind = dots.get(segment.upper())
        if kind is None:
            out.append(segment)
        elif kind == 2 and out:
            out.pop()
    kind = dots.get(end.upper()) if last else None
    if kind == 2 and out:
        out.pop()
    out.append(end if kind is None else b"")  # '/a/.' is the directory '/a/'
    return segments[0] + b"/" + b"/".join(out) + tail


def _without_dots(path: bytes) -> bytes:
    """A URL's ``path`` without dot segments; one C-level search when it has none."""
    return path if _DOT_START(path) is None else _remove_dot_segments(path)


def _norm_rule(value: bytes) -> tuple[bytes, bytes | None]:
    """A rule path in the normal form (see the module docstring): ``(as written, decoded)``.

    ``as written``: client-encoded, ``%xx`` upper-cased, reserved ``%XX`` decoded, a ``$``
    that does not end the rule written ``%24``.  ``decoded``: the same with unreserved ``%XX``
    decoded, or ``None`` when that changes nothing (only ``Disallow`` rules use it).
    """
    if _RULE_SPECIAL(value) is None:
        return value, None
    return _normal(value, True)


def _norm_url(path: bytes) -> tuple[bytes, bytes | None]:
    """Normalise a URL's path+params+query for matching; returns ``(plain, decoded)``.

    ``plain``: client-encoded, dot segments removed, ``%xx`` upper-cased, a literal ``*``/``$``
    written ``%2A``/``%24`` (RFC 9309 2.2.3), reserved ``%XX`` decoded (``%2F %3F`` in the
    query only).  ``decoded``: ``plain`` with
    ``%XX`` of unreserved characters decoded (RFC 9309 2.2.2), or ``None`` when that changes
    nothing.  A rule matches if it matches either (see the module docstring).
    """
    return _normal(path, False)


def _normal(value: bytes, rule: bool) -> tuple[bytes, bytes | None]:
    """The one rewriting of rules and URLs; in a ``rule``, ``*`` and a final ``$`` stay."""
    if _NEEDS_CLIENT_B(value) is not None:  # (raw octets are among what it finds)
        value = _client_form(_encode_raw(value))
    if not rule:
        value = _without_dots(value).replace(b"*", b"%2A").replace(b"$", b"%24")
    else:
        if _DOT_START(value) is not None:
            value = _remove_dot_segments(value, last=False)
        if b"$" in value[:-1]:
            value = value[:-1].replace(b"$", b"%24") + value[-1:]
    return _percent_forms(value)


def _percent_forms(value: bytes) -> tuple[bytes, bytes | None]:
    """``value`` (client form, ``*`` and ``$`` settled) with its ``%xx`` in the normal form,
    and the decoded form (unreserved ``%XX`` decoded), or None when that changes nothing.
    Most ``%xx`` need nothing (UTF-8 already upper-case): two C-level searches say so."""
    if value.find(b"%") == -1:  # (faster than 'in', which first tries an int)
        return value, None
    q = value.find(b"?")
    if q == -1:
        if _PATH_REWRITES(value) is not None:
            value = _rewrite(value, _IN_PATH)
    elif _PATH_REWRITES(value, 0, q) is not None or _QUERY_REWRITES(value, q) is not None:
        value = _rewrite(value[:q], _IN_PATH) + _rewrite(value[q:], _IN_QUERY)
    return value, None if _DECODABLE(value) is None else _rewrite(value, _DECODED)


def _path_params_query(url: str) -> str:
    """Path, params and query of ``url`` (scheme, authority and fragment removed).

    Google's ``GetPathParamsQuery`` algorithm: takes absolute URLs, scheme-relative ``//host/p``
    and absolute paths; the result always starts with ``/``.
    """
    start = 2 if url.startswith("//") else 0
    early = _PATH_START.search(url, start)
    proto = url.find("://", start)
    if proto == -1 or (early is not None and early.start() < proto):
        proto_end = start
    else:
        proto_end = proto + 3
    m = _PATH_START.search(url, proto_end)
    if m is None:
        return "/"
    path_start = m.start()
    hash_pos = url.find("#", start)
    if hash_pos != -1 and hash_pos < path_start:
        return "/"
    path = url[path_start:] if hash_pos == -1 else url[path_start:hash_pos]
    return path if path[0] == "/" else "/" + path


def _http_path(url: str) -> bytes | None:
    """Path+params+query of the usual http(s) URL, as octets, if it needs no rewriting but of
    its ``%xx``, else ``None``.

    One C-level regex match: an http(s) URL whose authority holds no ``/ ? ; #`` and whose
    path and query hold only ``%`` and characters that no side rewrites (no ``*``, ``$``,
    ``'``, ``#`` or anything a client encodes) and no dot segment (``/.`` or ``/..``, a dot
    spelled ``.`` or ``%2E``, before ``/``, ``?`` or the end: those take the general route,
    ``_norm_url``; ``/.well-known`` does not).  Without ``%``,
    ``_path_params_query`` + ``_norm_url`` would return it unchanged; with ``%``,
    ``_percent_forms`` finishes it.
    """
    m = _HTTP_URL(url)
    return None if m is None else m.group(1).encode()


def _url_path(url: str | bytes) -> tuple[bytes, bytes | None]:
    """The URL's path+params+query, normalised (see ``_norm_url``)."""
    if url.__class__ is not str:
        url = url.decode("utf-8", "surrogateescape")  # type: ignore[union-attr]
    usual = _http_path(url)  # type: ignore[arg-type]
    if usual is not None:
        return _percent_forms(usual)
    dots = _HTTP_URL_DOTS(url)  # type: ignore[arg-type]
    if dots is not None:  # what _norm_url does to it, without its searches
        return _percent_forms(_remove_dot_segments(dots[1].encode()))
    path = _path_params_query(url)  # type: ignore[arg-type]
    try:
        raw = path.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        raw = path.encode("utf-8", "surrogatepass")
    return _norm_url(raw)
