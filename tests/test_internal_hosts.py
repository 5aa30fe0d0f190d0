"""Which hosts are inside the crawler's own network (records/internal.py): the hosts a public
site's robots.txt redirect may not lead to. The expected answers are the RFCs' (the blocks
RFC 6890 2.2.2 and 2.2.3 mark as not globally reachable, RFC 6598's shared address space,
RFC 8215's local-use NAT64 prefix; the IPv4 address that RFC 4291 2.5.5, RFC 6052 2.1 and
RFC 3056 2 place in an IPv6 address), never Python's ``ipaddress`` tables, which differ
between the Python versions CI runs."""

from __future__ import annotations

from ipaddress import IPv4Address, IPv6Address

import pytest

from scrapy_rfc9309.records.internal import embedded_ipv4, is_internal

INTERNAL = [
    # IPv4, RFC 6890 2.2.2 (Global: False), the first and last address of a block
    ("0.0.0.0", "RFC 6890: this host on this network"),
    ("0.255.255.255", "RFC 6890: 0.0.0.0/8, this network"),
    ("10.0.0.0", "RFC 6890: 10.0.0.0/8, private use"),
    ("10.255.255.255", "RFC 6890: 10.0.0.0/8, private use"),
    ("100.64.0.0", "RFC 6598: 100.64.0.0/10, shared address space"),
    ("100.100.100.200", "RFC 6598: 100.64.0.0/10, a cloud's metadata service"),
    ("100.127.255.255", "RFC 6598: 100.64.0.0/10, shared address space"),
    ("127.0.0.1", "RFC 6890: 127.0.0.0/8, loopback"),
    ("127.255.255.254", "RFC 6890: 127.0.0.0/8, loopback"),
    ("169.254.169.254", "RFC 6890: 169.254.0.0/16, link local"),
    ("172.16.0.0", "RFC 6890: 172.16.0.0/12, private use"),
    ("172.31.255.255", "RFC 6890: 172.16.0.0/12, private use"),
    ("192.0.0.8", "RFC 6890: 192.0.0.0/24, IETF protocol assignments"),
    ("192.0.2.1", "RFC 6890: 192.0.2.0/24, TEST-NET-1"),
    ("192.168.0.1", "RFC 6890: 192.168.0.0/16, private use"),
    ("198.18.0.1", "RFC 6890: 198.18.0.0/15, benchmarking"),
    ("198.19.255.255", "RFC 6890: 198.18.0.0/15, benchmarking"),
    ("198.51.100.1", "RFC 6890: 198.51.100.0/24, TEST-NET-2"),
    ("203.0.113.1", "RFC 6890: 203.0.113.0/24, TEST-NET-3"),
    ("240.0.0.1", "RFC 6890: 240.0.0.0/4, reserved"),
    ("255.255.255.255", "RFC 6890: limited broadcast"),
    # IPv4 in the forms the system's resolver reads (inet_aton)
    ("127.1", "127.0.0.1"),
    ("0x7f.0.0.1", "127.0.0.1"),
    ("0177.0.0.1", "127.0.0.1"),
    ("2130706433", "127.0.0.1"),
    ("100.64.1", "100.64.0.1"),
    ("0x64400001", "100.64.0.1"),
    # IPv6, RFC 6890 2.2.3 (Global: False) and RFC 8215
    ("::", "RFC 6890: ::/128, unspecified"),
    ("::1", "RFC 6890: ::1/128, loopback"),
    ("100::1", "RFC 6890: 100::/64, discard-only"),
    ("2001::1", "RFC 6890: 2001::/23, IETF protocol assignments (Teredo)"),
    ("2001:2::1", "RFC 6890: 2001:2::/48, benchmarking"),
    ("2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff", "RFC 6890: 2001::/23, its last address"),
    ("2001:db8::1", "RFC 6890: 2001:db8::/32, documentation"),
    ("fc00::1", "RFC 6890: fc00::/7, unique local"),
    ("fdff:ffff::1", "RFC 6890: fc00::/7, unique local"),
    ("fe80::1", "RFC 6890: fe80::/10, link-local"),
    ("febf:ffff::1", "RFC 6890: fe80::/10, link-local"),
    ("fec0::1", "RFC 3879: fec0::/10, site-local (deprecated)"),
    ("64:ff9b:1::1", "RFC 8215: 64:ff9b:1::/48, local-use IPv4/IPv6 translation"),
    ("64:ff9b:1:ffff:ffff:ffff:ffff:ffff", "RFC 8215: 64:ff9b:1::/48, its last address"),
    # IPv6 carrying an internal IPv4 address
    ("::127.0.0.1", "RFC 4291 2.5.5.1: IPv4-compatible 127.0.0.1"),
    ("::7f00:1", "RFC 4291 2.5.5.1: IPv4-compatible 127.0.0.1"),
    ("::a9fe:a9fe", "RFC 4291 2.5.5.1: IPv4-compatible 169.254.169.254"),
    ("::6440:1", "RFC 4291 2.5.5.1: IPv4-compatible 100.64.0.1"),
    ("::ffff:127.0.0.1", "RFC 4291 2.5.5.2: IPv4-mapped 127.0.0.1"),
    ("::ffff:7f00:1", "RFC 4291 2.5.5.2: IPv4-mapped 127.0.0.1"),
    ("::ffff:a00:1", "RFC 4291 2.5.5.2: IPv4-mapped 10.0.0.1"),
    ("::ffff:6440:1", "RFC 4291 2.5.5.2: IPv4-mapped 100.64.0.1"),
    ("64:ff9b::7f00:1", "RFC 6052 2.1: NAT64 of 127.0.0.1"),
    ("64:ff9b::127.0.0.1", "RFC 6052 2.1: NAT64 of 127.0.0.1"),
    ("64:ff9b::a9fe:a9fe", "RFC 6052 2.1: NAT64 of 169.254.169.254"),
    ("64:ff9b::c0a8:101", "RFC 6052 2.1: NAT64 of 192.168.1.1"),
    ("64:ff9b::6440:1", "RFC 6052 2.1: NAT64 of 100.64.0.1"),
    ("2002:7f00:1::", "RFC 3056 2: 6to4 of 127.0.0.1"),
    ("2002:7f00:1:1234::5", "RFC 3056 2: a host in 6to4 of 127.0.0.1"),
    ("2002:a9fe:a9fe::1", "RFC 3056 2: 6to4 of 169.254.169.254"),
    ("2002:a00:1::", "RFC 3056 2: 6to4 of 10.0.0.1"),
    ("2002:6440:1::", "RFC 3056 2: 6to4 of 100.64.0.1"),
    # names
    ("localhost", "RFC 6761 6.3"),
    ("LOCALHOST.", "RFC 6761 6.3, any case, fully qualified"),
    ("a.b.localhost", "RFC 6761 6.3: names under localhost"),
]

PUBLIC = [
    ("1.1.1.1", "no special purpose"),
    ("8.8.8.8", "no special purpose"),
    ("9.255.255.255", "below 10.0.0.0/8"),
    ("11.0.0.0", "above 10.0.0.0/8"),
    ("100.63.255.255", "below 100.64.0.0/10"),
    ("100.128.0.0", "above 100.64.0.0/10"),
    ("126.255.255.255", "below 127.0.0.0/8"),
    ("128.0.0.0", "above 127.0.0.0/8"),
    ("169.253.255.255", "below 169.254.0.0/16"),
    ("169.255.0.0", "above 169.254.0.0/16"),
    ("172.15.255.255", "below 172.16.0.0/12"),
    ("172.32.0.0", "above 172.16.0.0/12"),
    ("192.0.1.0", "between 192.0.0.0/24 and 192.0.2.0/24"),
    ("192.88.99.1", "RFC 6890: 192.88.99.0/24, 6to4 relay anycast, Global: True"),
    ("192.167.255.255", "below 192.168.0.0/16"),
    ("192.169.0.0", "above 192.168.0.0/16"),
    ("198.17.255.255", "below 198.18.0.0/15"),
    ("198.20.0.0", "above 198.18.0.0/15"),
    ("223.255.255.255", "below 224.0.0.0/4"),
    ("2001:4860:4860::8888", "global unicast"),
    ("2606:4700:4700::1111", "global unicast"),
    ("2001:200::1", "above 2001::/23"),
    ("2003::1", "above 2002::/16"),
    ("::ffff:8.8.8.8", "RFC 4291 2.5.5.2: IPv4-mapped 8.8.8.8"),
    ("::808:808", "RFC 4291 2.5.5.1: IPv4-compatible 8.8.8.8"),
    ("64:ff9b::808:808", "RFC 6052 2.1 / RFC 6890: 64:ff9b::/96 Global: True, 8.8.8.8"),
    ("64:ff9b::c058:6301", "RFC 6052 2.1: NAT64 of 192.88.99.1"),
    ("2002:808:808::1", "RFC 3056 2: 6to4 of 8.8.8.8"),
    ("example.com", "a name"),
    ("localhost.example.com", "a name that only starts with localhost"),
    ("notlocalhost", "a name that only ends with localhost"),
    ("deadbeef", "a name inet_aton does not read"),
    ("0x7f.example", "a name"),
]


@pytest.mark.parametrize("host", [h for h, _ in INTERNAL], ids=[h for h, _ in INTERNAL])
def test_internal(host):
    assert is_internal(host)


@pytest.mark.parametrize("host", [h for h, _ in PUBLIC], ids=[h for h, _ in PUBLIC])
def test_public(host):
    assert not is_internal(host)


EMBEDDED = [
    ("::127.0.0.1", "127.0.0.1"),  # RFC 4291 2.5.5.1
    ("::ffff:169.254.169.254", "169.254.169.254"),  # RFC 4291 2.5.5.2
    ("64:ff9b::c000:221", "192.0.2.33"),  # RFC 6052 2.4, the example for 64:ff9b::/96
    ("2002:c000:221::1", "192.0.2.33"),  # RFC 3056 2: 2002:V4ADDR::/48
    ("2002:7f00:1:ffff:ffff:ffff:ffff:ffff", "127.0.0.1"),  # anywhere in the /48
    ("2001:db8::c000:221", None),  # no embedding
    ("64:ff9b:1::c000:221", None),  # RFC 8215: the position depends on the local prefix
    ("64:ff9b::1:c000:221", None),  # not in the /96
]


@pytest.mark.parametrize(("address", "ipv4"), EMBEDDED, ids=[a for a, _ in EMBEDDED])
def test_embedded_ipv4(address, ipv4):
    expected = IPv4Address(ipv4) if ipv4 is not None else None
    assert embedded_ipv4(IPv6Address(address)) == expected
