"""RFC9309_PERMITTED read: the origins, hosts and host suffixes whose owners allowed the crawl.

Three forms, told apart by how an entry is written: ``https://example.com`` (an origin: that
scheme, host and port, the default port folded), ``example.com`` (that host, any scheme and
port) and ``.example.com`` (its subdomains, not ``example.com`` itself). Hosts are compared as
Origin keys them (lower case, IDNA), label by label: never ``badexample.com`` for
``example.com``. An entry that is none of these is an error naming it: a typo must not widen
(or silently drop) a permission. Pure code: no Scrapy or Twisted imports.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import urlsplit

from scrapy_rfc9309.origin import Origin

#: A host name as Origin keys it: labels of letters, digits, ``-`` and ``_``, one dot apart.
_NAME = re.compile(r"[a-z0-9_-]+(\.[a-z0-9_-]+)*\Z")
#: Characters no host entry holds (a path, a query, userinfo, a port, a wildcard, spaces).
_NOT_IN_HOST = re.compile(r"[/?#@*\s]")
_BRACKETED = re.compile(r"\[([^\]]*)\](?::[0-9]*)?")


@dataclass(frozen=True, slots=True)
class PermitList:
    """The entries of RFC9309_PERMITTED, each form in a set of its own."""

    origins: frozenset[Origin] = frozenset()
    hosts: frozenset[str] = frozenset()
    #: Each with its leading dot: ``.example.com``.
    suffixes: frozenset[str] = frozenset()

    def covers(self, origin: Origin) -> bool:
        """Whether the owners of ``origin`` allowed the crawl: a set lookup per form, and one
        per parent domain of the host for the suffixes."""
        if origin in self.origins or origin.host in self.hosts:
            return True
        if self.suffixes and ":" not in origin.host:  # an IPv6 address has no parent domain
            host = origin.host
            dot = host.find(".")
            while dot != -1:
                if host[dot:] in self.suffixes:
                    return True
                dot = host.find(".", dot + 1)
        return False


def parse_permitted(entries: Iterable[object]) -> PermitList:
    """The entries read; ValueError naming the first that is not an origin, a host or a
    ``.suffix``, and why."""
    origins: set[Origin] = set()
    hosts: set[str] = set()
    suffixes: set[str] = set()
    for entry in entries:
        if not isinstance(entry, str):
            raise ValueError(f"entry {entry!r} is not a string")
        text = entry.strip()
        try:
            if "://" in text:
                origins.add(_origin(text))
            elif text.startswith("."):
                suffixes.add("." + _suffix(text[1:]))
            else:
                hosts.add(_host(text))
        except ValueError as exc:
            raise ValueError(f"entry {entry!r}: {exc}") from None
    return PermitList(frozenset(origins), frozenset(hosts), frozenset(suffixes))


def _origin(text: str) -> Origin:
    """``scheme://host[:port]``, nothing more (a ``/`` alone may end it)."""
    try:
        parts = urlsplit(text)
    except ValueError:  # a bracketed host that is no IPv6 address (Python 3.11 on)
        raise ValueError("it is not a host name or address") from None
    if parts.scheme.lower() not in ("http", "https"):
        raise ValueError("an origin is http:// or https://")
    if "@" in parts.netloc:
        raise ValueError("an origin holds no user name or password")
    _brackets_hold_ipv6(parts.netloc)
    if parts.path not in ("", "/") or "?" in text or "#" in text:
        raise ValueError("an origin is scheme://host[:port], without a path or query")
    origin = Origin.from_url(parts)
    if origin is None:
        raise ValueError("it names no host, or its port is not a number from 0 to 65535")
    _checked(origin.host)
    return origin


def _host(text: str) -> str:
    """A host alone: a name, an IPv4 address or a bracketed IPv6 address, without a port."""
    if not text:
        raise ValueError("it is empty")
    if text.startswith("*."):
        raise ValueError(f"no wildcards: write {text[1:]!r} for the subdomains")
    if _NOT_IN_HOST.search(text):
        raise ValueError("a host entry is a host alone: no path, query, user name, wildcard "
                         "or space")
    _brackets_hold_ipv6(text)
    if ":" in (text[text.rfind("]") + 1:] if text.startswith("[") else text):
        raise ValueError("a host entry has no port: write an origin (https://host:port)")
    return _normal_host(text)


def _suffix(text: str) -> str:
    """The domain of a ``.suffix`` entry: a name of two labels or more, not an address."""
    host = _host(text)
    labels = host.split(".")
    if ":" in host or labels[-1].isdigit():
        raise ValueError("a .suffix is a domain name, not an address")
    if len(labels) < 2:
        raise ValueError("a .suffix of one label would cover a whole top-level domain")
    return host


def _normal_host(text: str) -> str:
    """The host as Origin keys it (lower case, IDNA), checked."""
    try:
        origin = Origin.from_url(f"http://{text}/")
    except ValueError:  # a bracketed host that is no IPv6 address (Python 3.11 on)
        origin = None
    if origin is None:
        raise ValueError("it is not a host name or address")
    return _checked(origin.host)


def _brackets_hold_ipv6(netloc: str) -> None:
    """A bracketed host must be an IPv6 address: Python 3.10's urlsplit takes any text there
    (3.11 on refuse it) and would make ``[name]`` a host entry for ``name``."""
    if "[" not in netloc and "]" not in netloc:
        return
    bracketed = _BRACKETED.fullmatch(netloc)
    try:
        if bracketed is None:
            raise ValueError
        ipaddress.IPv6Address(bracketed.group(1))
    except ValueError:
        raise ValueError("it is not a host name or address") from None


def _checked(host: str) -> str:
    if ":" in host:
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            raise ValueError("it is not a host name or address") from None
        return host
    if not _NAME.match(host) or len(host) > 253:
        raise ValueError("it is not a host name or address (a trailing dot, an empty label "
                         "or a character no host name holds)")
    return host
