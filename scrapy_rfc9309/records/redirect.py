"""Where a robots.txt redirect leads, and whether it may be followed (RFC 9309 2.3.1.2).

A redirect that cannot be followed is one reading, whatever the cause: a ``Location`` that
does not parse (``http://[::1/x``), a bad port, a host no client can send (a space in it),
no host, a scheme other than http(s), or a target inside the crawler's own network (below).
robots.txt was not reached, by the site's fault: the site did not say there is no file (a
4xx does), it named a place the file cannot be read from. RFC 9309 2.3.1.4 reads a robots.txt
that cannot be read through server error as unreachable (deny all, try again with backoff):
that keeps the site's rules, whatever they are, from being skipped by a typo, and a fixed
redirect is seen at the next try. Only more hops than the limit, or a loop, may be read as
unavailable (2.3.1.2).

Inside the crawler's own network: a site that is not itself on a loopback, private or
link-local address must not steer a request there (``Location: http://127.0.0.1:6379/``, a
cloud metadata endpoint at 169.254.169.254): the target is an IP literal in those ranges (as
the system's resolver reads it: ``127.1``, ``2130706433``, ``[::ffff:127.0.0.1]`` too),
``localhost`` or a ``*.localhost`` name. A name that resolves there is not caught: that needs
the resolver, and a proxy or firewall is the place for it. RFC9309_REDIRECT_PRIVATE allows
such redirects, for intranet crawls.

Pure code: no Scrapy or Twisted imports.
"""

from __future__ import annotations

import ipaddress
import re
import socket
from urllib.parse import urljoin, urlsplit

from scrapy_rfc9309.origin import Origin

_HOST = re.compile(r"[a-z0-9_.-]+")
_NUMERIC = re.compile(r"[0-9a-fx.]+")  # an IPv4 address in a form inet_aton reads
_IP = ipaddress.IPv4Address | ipaddress.IPv6Address


class Unfollowable(ValueError):
    """A redirect target that is not followed; ``private`` for one into the crawler's own
    network, else a target that cannot be read."""

    def __init__(self, reason: str, private: bool = False) -> None:
        super().__init__(reason)
        self.private = private


def redirect_target(base: str, location: str, allow_private: bool) -> str:
    """The absolute URL a redirect from ``base`` to ``location`` leads to; raises
    Unfollowable when it is not to be followed."""
    try:
        target = urljoin(base, location.strip())
        parts = urlsplit(target)
        parts.port  # noqa: B018  # raises ValueError on a bad port
    except ValueError as exc:
        raise Unfollowable(f"redirect to an invalid URL ({exc})") from None
    origin = Origin.from_url(parts)
    if origin is None:
        scheme = parts.scheme or "no scheme"
        raise Unfollowable(f"redirect to a URL that is not http(s) ({scheme}:) or has no host")
    host = origin.host
    if not (_HOST.fullmatch(host) or (":" in host and _ip(host) is not None)):
        raise Unfollowable(f"redirect to an invalid host {host!r}")
    if not allow_private and is_internal(host) and not is_internal(urlsplit(base).hostname or ""):
        raise Unfollowable(f"redirect into a private network ({origin}) not followed", True)
    return target


def is_internal(host: str) -> bool:
    """Whether ``host`` names this machine or its local network: localhost, *.localhost, or
    a loopback, private, link-local or unspecified IP address."""
    host = host.rstrip(".").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    address = _ip(host)
    if address is None:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    site_local = isinstance(address, ipaddress.IPv6Address) and address.is_site_local
    return (
        address.is_loopback
        or address.is_private
        or address.is_link_local
        or address.is_unspecified
        or site_local
    )


def _ip(host: str) -> _IP | None:
    try:
        return ipaddress.ip_address(host)
    except ValueError:
        pass
    if _NUMERIC.fullmatch(host):  # 127.1, 0x7f.0.0.1, 2130706433: what the resolver reads
        try:
            return ipaddress.IPv4Address(socket.inet_aton(host))
        except OSError:
            return None
    return None
