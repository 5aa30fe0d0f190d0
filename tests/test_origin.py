"""Origin keys: scheme, host and port, with default ports folded (RFC 9309 section 2.3)."""

import pytest

from scrapy_rfc9309.origin import Origin


@pytest.mark.parametrize(
    ("url", "origin", "robots_url"),
    [
        ("http://example.com/a", ("http", "example.com", 80), "http://example.com/robots.txt"),
        ("http://example.com:80/a", ("http", "example.com", 80), "http://example.com/robots.txt"),
        ("https://example.com:443/", ("https", "example.com", 443),
         "https://example.com/robots.txt"),
        ("https://example.com:80/", ("https", "example.com", 80),
         "https://example.com:80/robots.txt"),
        ("http://example.com:8080", ("http", "example.com", 8080),
         "http://example.com:8080/robots.txt"),
        ("HTTP://Example.COM/Path", ("http", "example.com", 80), "http://example.com/robots.txt"),
        ("http://user:pw@example.com/a", ("http", "example.com", 80),
         "http://example.com/robots.txt"),
        ("http://bücher.example/a", ("http", "xn--bcher-kva.example", 80),
         "http://xn--bcher-kva.example/robots.txt"),
        ("http://xn--bcher-kva.example/a", ("http", "xn--bcher-kva.example", 80),
         "http://xn--bcher-kva.example/robots.txt"),
        ("http://[::1]:8080/a", ("http", "::1", 8080), "http://[::1]:8080/robots.txt"),
        ("http://127.0.0.1:5000/a?b#c", ("http", "127.0.0.1", 5000),
         "http://127.0.0.1:5000/robots.txt"),
    ],
)
def test_origin_and_robots_url(url, origin, robots_url):
    key = Origin.from_url(url)
    assert key == Origin(*origin)
    assert key.robots_url == robots_url


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("http://example.com/", "http://example.com:80/x"),
        ("https://example.com/", "https://EXAMPLE.com:443/y"),
        ("http://bücher.example/", "http://xn--bcher-kva.example/"),
        ("http://u:p@example.com/", "http://example.com/"),
    ],
)
def test_same_origin(a, b):
    assert Origin.from_url(a) == Origin.from_url(b)
    assert hash(Origin.from_url(a)) == hash(Origin.from_url(b))


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("http://example.com/", "https://example.com/"),
        ("http://example.com/", "http://example.com:8080/"),
        ("http://example.com/", "http://www.example.com/"),
        ("https://example.com:443/", "https://example.com:80/"),
    ],
)
def test_different_origins(a, b):
    assert Origin.from_url(a) != Origin.from_url(b)


@pytest.mark.parametrize(
    "url",
    ["data:,hello", "file:///etc/hosts", "ftp://example.com/x", "mailto:a@b.c", "http:///nohost",
     "http://example.com:99999/", "http://example.com:abc/", "about:blank"],
)
def test_not_checked(url):
    assert Origin.from_url(url) is None


def test_str_is_scheme_and_netloc():
    assert str(Origin.from_url("https://Example.com:8443/x")) == "https://example.com:8443"
    assert str(Origin.from_url("https://example.com:443/x")) == "https://example.com"
