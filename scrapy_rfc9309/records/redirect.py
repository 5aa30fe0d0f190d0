"""Where a robots.txt redirect leads, and whether it may be followed (RFC 9309 2.3.1.2).

The target is judged as the request Scrapy will send for it: the ``Location`` read as
Scrapy's RedirectMiddleware reads it (``safe_url_string``, a scheme-relative one given the
request's scheme, joined to the request's URL), made into a ``Request``, whose parsed URL is
checked; never another reading of the raw header. ``http://127.0.0.1:6379\\@pub.example/``
is a request to 127.0.0.1:6379 (a backslash is a slash in an http URL), whatever
``urlsplit`` of the header says.

A redirect that cannot be followed is one reading, whatever the cause: a ``Location`` that
does not parse (``http://[::1/x``), a bad port, a host no client can send (a space in it),
no host, a scheme other than http(s), or, from a site that is not itself inside the
crawler's own network, a target inside it (internal.py: ``http://127.0.0.1:6379/``, a cloud
metadata endpoint at 169.254.169.254). robots.txt was not reached, by the site's fault: the
site did not say there is no file (a 4xx does), it named a place the file cannot be read
from. RFC 9309 2.3.1.4 reads a robots.txt that cannot be read through server error as
unreachable (deny all, try again with backoff): that keeps the site's rules, whatever they
are, from being skipped by a typo, and a fixed redirect is seen at the next try. Only more
hops than the limit, or a loop, may be read as unavailable (2.3.1.2).

A host name that resolves into the network is not caught: that needs the resolver, and a
proxy or firewall is the place for it. RFC9309_REDIRECT_PRIVATE allows redirects into the
network, for intranet crawls.
"""

from __future__ import annotations

import re
from urllib.parse import urljoin, urlsplit

from scrapy import Request
from scrapy.utils.httpobj import urlparse_cached
from w3lib.url import safe_url_string

from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.records.internal import ip_literal, is_internal

_HOST = re.compile(r"[a-z0-9_.-]+")


class Unfollowable(ValueError):
    """A redirect target that is not followed; ``private`` for one into the crawler's own
    network, else a target that cannot be read."""

    def __init__(self, reason: str, private: bool = False) -> None:
        super().__init__(reason)
        self.private = private


def redirect_target(base: str, location: bytes, allow_private: bool) -> str:
    """The URL of the request Scrapy sends for a redirect from ``base`` (a request's URL) to
    ``location`` (the raw header); raises Unfollowable when it is not to be followed."""
    try:
        request = Request(_joined(base, location))
        parts = urlparse_cached(request)
        parts.port  # noqa: B018  # raises ValueError on a bad port
    except ValueError as exc:
        raise Unfollowable(f"redirect to an invalid URL ({exc})") from None
    origin = Origin.from_url(parts)
    if origin is None:
        scheme = parts.scheme or "no scheme"
        raise Unfollowable(f"redirect to a URL that is not http(s) ({scheme}:) or has no host")
    host = parts.hostname or ""
    if not (_HOST.fullmatch(host) or (":" in host and ip_literal(host) is not None)):
        raise Unfollowable(f"redirect to an invalid host {host!r}")
    if not allow_private and is_internal(host) and not is_internal(urlsplit(base).hostname or ""):
        raise Unfollowable(f"redirect into a private network ({origin}) not followed", True)
    return request.url


def _joined(base: str, location: bytes) -> str:
    """The URL Scrapy's RedirectMiddleware makes of a redirect from ``base`` to
    ``location``."""
    url = safe_url_string(location)
    if location.startswith(b"//"):
        url = urlsplit(base).scheme + "://" + url.lstrip("/")
    return urljoin(base, url)
