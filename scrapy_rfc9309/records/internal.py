"""Whether a host is inside the crawler's own network: the hosts a public site's robots.txt
redirect must not lead to (redirect.py).

Internal: ``localhost`` and ``*.localhost`` (RFC 6761 6.3); an IP address in a block the
special-purpose address registries mark as not globally reachable (RFC 6890 2.2.2 and 2.2.3,
with RFC 6598's shared address space 100.64.0.0/10, where some clouds put their metadata
service, and RFC 8215's local-use NAT64 prefix 64:ff9b:1::/48), or in the deprecated IPv6
site-local block fec0::/10 (RFC 3879); and an IPv6 address that carries an internal IPv4
address, which the system or a translator delivers to that IPv4 address: IPv4-compatible
``::a.b.c.d`` (::/96, RFC 4291 2.5.5.1), IPv4-mapped ``::ffff:a.b.c.d`` (::ffff:0:0/96,
RFC 4291 2.5.5.2), NAT64 ``64:ff9b::a.b.c.d`` (64:ff9b::/96, RFC 6052 2.1) and 6to4
``2002:AABB:CCDD::/48`` (2002::/16, RFC 3056 2). Whole blocks count, also where a later RFC
made one address in them global (the PCP and TURN anycast addresses of 192.0.0.0/24 and
2001::/23): no robots.txt is served there.

The blocks are written here, not taken from ``ipaddress``'s ``is_private``: its tables differ
between Python versions (6to4 and 64:ff9b:1::/48 are private in some only; 100.64.0.0/10
in none), and the answer must not. An IP literal is read as the system's resolver reads it:
``127.1``, ``0x7f.0.0.1`` and ``2130706433`` are 127.0.0.1.

Pure code: no Scrapy or Twisted imports.
"""

from __future__ import annotations

import re
import socket
from ipaddress import IPv4Address, IPv4Network, IPv6Address, IPv6Network, ip_address

_NUMERIC = re.compile(r"[0-9a-fx.]+")  # an IPv4 address in a form inet_aton reads

_INTERNAL_V4 = tuple(
    IPv4Network(block)
    for block in (
        "0.0.0.0/8",  # this network (RFC 791)
        "10.0.0.0/8",  # private use (RFC 1918)
        "100.64.0.0/10",  # shared address space (RFC 6598)
        "127.0.0.0/8",  # loopback (RFC 1122)
        "169.254.0.0/16",  # link local (RFC 3927): cloud metadata at 169.254.169.254
        "172.16.0.0/12",  # private use (RFC 1918)
        "192.0.0.0/24",  # IETF protocol assignments (RFC 6890)
        "192.0.2.0/24",  # documentation, TEST-NET-1 (RFC 5737)
        "192.168.0.0/16",  # private use (RFC 1918)
        "198.18.0.0/15",  # benchmarking (RFC 2544)
        "198.51.100.0/24",  # documentation, TEST-NET-2 (RFC 5737)
        "203.0.113.0/24",  # documentation, TEST-NET-3 (RFC 5737)
        "240.0.0.0/4",  # reserved (RFC 1112), with the limited broadcast 255.255.255.255
    )
)
_INTERNAL_V6 = tuple(
    IPv6Network(block)
    for block in (
        "::/128",  # unspecified (RFC 4291)
        "::1/128",  # loopback (RFC 4291)
        "64:ff9b:1::/48",  # local-use IPv4/IPv6 translation (RFC 8215)
        "100::/64",  # discard-only (RFC 6666)
        "2001::/23",  # IETF protocol assignments (RFC 2928), Teredo 2001::/32 among them
        "2001:db8::/32",  # documentation (RFC 3849)
        "fc00::/7",  # unique local (RFC 4193)
        "fe80::/10",  # link-local unicast (RFC 4291)
        "fec0::/10",  # site-local, deprecated (RFC 3879)
    )
)


def is_internal(host: str) -> bool:
    """Whether ``host`` (a URL's host, IPv6 without brackets) names this machine or its
    network."""
    host = host.rstrip(".").lower()
    if host == "localhost" or host.endswith(".localhost"):
        return True
    address = ip_literal(host)
    if address is None:
        return False
    if isinstance(address, IPv6Address):
        if any(address in block for block in _INTERNAL_V6):
            return True
        embedded = embedded_ipv4(address)
        if embedded is None:
            return False
        address = embedded
    return any(address in block for block in _INTERNAL_V4)


def embedded_ipv4(address: IPv6Address) -> IPv4Address | None:
    """The IPv4 address an IPv6 address carries and is delivered to, if any: the last 32 bits
    of an IPv4-compatible, IPv4-mapped or NAT64 address, bits 16 to 47 of a 6to4 one."""
    value = int(address)
    if value >> 32 in (0, 0xFFFF, 0x0064_FF9B_0000_0000_0000_0000):
        return IPv4Address(value & 0xFFFF_FFFF)
    if value >> 112 == 0x2002:
        return IPv4Address(value >> 80 & 0xFFFF_FFFF)
    return None


def ip_literal(host: str) -> IPv4Address | IPv6Address | None:
    """The IP address ``host`` is, as the system's resolver reads it; None for a name."""
    try:
        return ip_address(host)
    except ValueError:
        pass
    if _NUMERIC.fullmatch(host):  # 127.1, 0x7f.0.0.1, 2130706433: what the resolver reads
        try:
            return IPv4Address(socket.inet_aton(host))
        except OSError:
            return None
    return None
