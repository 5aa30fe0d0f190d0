"""URL and rule normalisation: what the matcher compares, as bytes (RFC 9309 2.2.2, 2.2.3).

Every rule pattern is normalised once at parse time (``_norm_rule``) and the URL once per
decision (``_url_path``), so that matching is plain byte comparison.  ``_plain_path`` is the
fast route for the usual URL that needs no rewriting.  Pure code.
"""

from __future__ import annotations

import re

# RFC 3986 2.3 unreserved characters: a %XX of these in the URI is decoded (RFC 9309 2.2.2).
_UNRESERVED = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
# Inside a query, RFC 3986 3.4 lets ':', '/', '?' and '@' appear unencoded and they delimit
# nothing there, so their %XX is the same data (RFC 9309 2.2.2's table: 'https://foo.bar' is
# matched as 'https%3A%2F%2Ffoo.bar').  Sub-delimiters ('&', '=', ';', '+', ...) do delimit
# query data, so they stay distinct from their %XX ('?a=b' is not '?a%3Db').
_QUERY_SAFE = frozenset(b":/?@")

# Anything in a rule that may need rewriting, so that clean rules are never copied.
_RULE_SPECIAL = re.compile(rb"[%\x80-\xff]|\$.|\*\*", re.DOTALL).search
_PCT_OR_SPECIAL = re.compile(rb"%[0-9A-Fa-f]{2}|[\x80-\xff]|[*$]")
_PCT_UPPER = re.compile(rb"%[0-9A-F]{2}")
_STARS = re.compile(rb"\*{2,}")
_PATH_START = re.compile(r"[/?;]")


def _octets(s: bytes, at: int, q: int) -> bytes:
    """One ``%XX`` or raw octet >= 0x80 found at ``at``, rewritten the same way in rules and
    URLs: ``%XX`` after the first ``?`` (at ``q``) of a query-safe character is decoded, other
    ``%xx`` upper-cased, a raw octet percent-encoded."""
    if len(s) == 3:
        byte = int(s[1:], 16)
        if q != -1 and at > q and byte in _QUERY_SAFE:
            return bytes((byte,))
        return s.upper()
    return b"%%%02X" % s[0]


def _norm_rule(value: bytes) -> bytes:
    """Normalise a rule path so that plain byte comparison with a ``_norm_url`` path is right.

    * octets >= 0x80 (UTF-8 or not) become ``%XX``: RFC 9309 2.2.2, and never a UnicodeError;
    * ``%xx`` hex digits are upper-cased (RFC 3986 2.1: they are case-insensitive);
    * after the first ``?``, ``%3A %2F %3F %40`` become ``: / ? @`` (see ``_QUERY_SAFE``);
    * ``%XX`` of unreserved characters is NOT decoded in a rule: RFC 9309 asks it of the URI
      only, and the corpus settles it so (``google:ID_Encoding#6``); see ``_norm_url``;
    * ``$`` is special only at the end (RFC 9309 2.2.3); elsewhere it is the literal ``%24``;
    * runs of ``*`` collapse to one ``*`` (same meaning; the matcher relies on it).
    """
    if _RULE_SPECIAL(value) is None:
        return value
    q = value.find(b"?")
    last = len(value) - 1

    def sub(m: re.Match[bytes]) -> bytes:
        s = m.group()
        if s == b"*":
            return s
        if s == b"$":
            return s if m.start() == last else b"%24"
        return _octets(s, m.start(), q)

    value = _PCT_OR_SPECIAL.sub(sub, value)
    if b"**" in value:
        value = _STARS.sub(b"*", value)
    return value


def _norm_url(path: bytes) -> tuple[bytes, bytes | None]:
    """Normalise a URL's path+params+query for matching; returns ``(plain, decoded)``.

    ``plain``: octets >= 0x80 percent-encoded, ``%xx`` upper-cased, a literal ``*``/``$`` written
    ``%2A``/``%24`` (RFC 9309 2.2.3), ``%3A %2F %3F %40`` decoded in the query.  ``decoded``:
    ``plain`` with ``%XX`` of unreserved characters decoded as RFC 9309 2.2.2 requires, or
    ``None`` when that changes nothing.  A rule matches if it matches either: the rule ``/baz``
    matches the URL ``/%62%61%7A`` (RFC 9309 2.2.2), and a rule spelling ``%7E`` exactly as the
    URL does still matches it, as in Google's reference (rules are not decoded).
    """
    q = path.find(b"?")
    decodable = False

    def sub(m: re.Match[bytes]) -> bytes:
        s = m.group()
        if s == b"*":
            return b"%2A"
        if s == b"$":
            return b"%24"
        out = _octets(s, m.start(), q)
        if len(out) == 3 and int(out[1:], 16) in _UNRESERVED:
            nonlocal decodable
            decodable = True
        return out

    plain = _PCT_OR_SPECIAL.sub(sub, path)
    if not decodable:
        return plain, None

    def dec(m: re.Match[bytes]) -> bytes:
        byte = int(m.group()[1:], 16)
        return bytes((byte,)) if byte in _UNRESERVED else m.group()

    return plain, _PCT_UPPER.sub(dec, plain)


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


def _plain_path(url: str) -> bytes | None:
    """Path+params+query of the usual http(s) URL that needs no normalisation, else ``None``.

    The common case in a few C calls (``in`` on a str is a memchr): an ASCII URL without ``%``,
    ``*``, ``$`` or ``#``, whose authority holds no ``?`` or ``;`` and is followed by a ``/``.
    Whatever it accepts, ``_path_params_query`` + ``_norm_url`` would return unchanged.
    """
    if url.isascii() and "%" not in url and "*" not in url and "$" not in url and "#" not in url:
        start = 8 if url.startswith("https://") else 7 if url.startswith("http://") else 0
        if start:
            slash = url.find("/", start)
            if slash != -1:
                host = url[start:slash]
                if "?" not in host and ";" not in host:
                    return url[slash:].encode()
    return None


def _url_path(url: str | bytes) -> tuple[bytes, bytes | None]:
    """The URL's path+params+query, normalised (see ``_norm_url``)."""
    if url.__class__ is not str:
        url = url.decode("utf-8", "surrogateescape")  # type: ignore[union-attr]
    plain = _plain_path(url)  # type: ignore[arg-type]
    if plain is not None:
        return plain, None
    path = _path_params_query(url)  # type: ignore[arg-type]
    try:
        raw = path.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        raw = path.encode("utf-8", "surrogatepass")
    return _norm_url(raw)
