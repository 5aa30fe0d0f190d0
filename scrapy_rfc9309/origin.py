"""Origin keys: robots.txt belongs to a scheme, host and port (RFC 9309 section 2.3).

Pure code: no Scrapy or Twisted imports, so the keys can be tested without a reactor.
"""

from __future__ import annotations

from typing import NamedTuple
from urllib.parse import ParseResult, SplitResult, urlsplit

DEFAULT_PORTS = {"http": 80, "https": 443}
_SCHEMES = {scheme: scheme for scheme in DEFAULT_PORTS}


class Origin(NamedTuple):
    """The (scheme, host, port) a robots.txt file applies to.

    Default ports are folded (``http://h`` and ``http://h:80`` are one origin), the host is
    lower case and IDNA-encoded, and userinfo never takes part (it is never sent either).
    A tuple, so that the many dicts keyed by origin hash it in C, with no Python ``__hash__``
    per lookup; immutable as a frozen dataclass is, and equal to the plain tuple of its parts.
    """

    scheme: str
    host: str
    port: int

    @classmethod
    def from_url(cls, url: str | SplitResult | ParseResult) -> Origin | None:
        """The origin of an http(s) URL, or None for any other URL (data:, file:, ftp:, ...)."""
        parts = urlsplit(url) if isinstance(url, str) else url
        # The one "http" or "https" string: a key per origin need not hold its own copy.
        scheme = _SCHEMES.get(parts.scheme.lower())
        if scheme is None:
            return None
        host = parts.hostname
        if not host:
            return None
        try:
            port = parts.port
        except ValueError:
            return None
        return cls(scheme, _idna(host), port if port is not None else DEFAULT_PORTS[scheme])

    @property
    def netloc(self) -> str:
        """host[:port] as it goes in a URL, the port left out when it is the default."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        if self.port == DEFAULT_PORTS[self.scheme]:
            return host
        return f"{host}:{self.port}"

    @property
    def robots_url(self) -> str:
        return f"{self.scheme}://{self.netloc}/robots.txt"

    def __str__(self) -> str:
        return f"{self.scheme}://{self.netloc}"


def _idna(host: str) -> str:
    """Lower-case ASCII host; a non-ASCII (IDN) host becomes its punycode form."""
    host = host.lower()
    if host.isascii():
        return host
    try:
        return host.encode("idna").decode("ascii")
    except UnicodeError:
        # Labels the idna codec refuses (too long, odd characters) still make a stable key.
        return ".".join(
            label if label.isascii() else "xn--" + label.encode("punycode").decode("ascii")
            for label in host.split(".")
        )
