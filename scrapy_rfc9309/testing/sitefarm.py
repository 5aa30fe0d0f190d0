"""SiteFarm: local web sites on 127.0.0.1 for the example project, the tests and benchmarks.

Each site listens on its own port, so each is its own origin; a site can also answer for any
``Host`` (``virtual=True``) to play many origins behind one port used as an HTTP proxy. Every
request a site receives is logged with its arrival time, so tests can assert what was (and was
never) fetched and the gaps between fetches. It runs in the caller's Twisted reactor.

What a site answers changes by event, never by the clock, so a test holds on a loaded machine:
``InTurn`` answers its pages one per request, in turn; a ``Gate`` holds a page's answers until
the test opens it (a robots.txt "in flight" for as long as the test needs).

A public testing helper (README "Testing your own project"), like ``scrapy.utils.test``: it is
shipped so projects can test their own spiders against robots.txt situations; the middleware
never imports it.
"""

from __future__ import annotations

import base64
import re
import time
import zlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote, urljoin, urlsplit

from twisted.internet.defer import Deferred, DeferredList
from twisted.web.resource import Resource
from twisted.web.server import NOT_DONE_YET
from twisted.web.server import Request as _TwistedRequest
from twisted.web.server import Site as _TwistedSite


@dataclass
class Page:
    """What one path answers. ``hang`` never answers; ``reset`` drops the connection;
    ``stream`` sends that many bytes of ``body`` repeated, a chunk per reactor turn, until the
    client goes away (``sent`` counts what was written); ``gzip_bomb`` sends a gzip body that
    expands to that many zero bytes; ``cut`` declares the whole body's Content-Length, sends
    only its first ``cut`` bytes and closes the connection (data loss); ``gate`` holds the
    answer (status, headers and body) until that ``Gate`` is opened."""

    body: bytes = b""
    status: int = 200
    #: A value that is a list or tuple is sent as that many lines of the field.
    headers: Mapping[str, str | Sequence[str]] = field(default_factory=dict)
    hang: bool = False
    reset: bool = False
    delay: float = 0.0
    stream: int = 0
    gzip_bomb: int = 0
    content_type: str = "text/plain"
    cut: int = 0
    gate: Gate | None = field(default=None, compare=False)
    sent: int = field(default=0, init=False, compare=False)


class Gate:
    """Holds the answers of the pages that name it until ``open()``; answers after that go at
    once. ``held`` is how many requests wait at the gate now: a test can wait for the crawler
    to be in a state (every request asked, a fetch under way) before letting the answer go,
    instead of hoping that a delay is long enough."""

    def __init__(self) -> None:
        self.is_open = False
        self._waiting: list[tuple[_TwistedRequest, Page]] = []

    @property
    def held(self) -> int:
        return sum(1 for request, _ in self._waiting if not request.finished
                   and not request._disconnected)

    def hold(self, request: _TwistedRequest, page: Page) -> None:
        self._waiting.append((request, page))

    def open(self) -> None:
        """Send every held answer (in arrival order) and let later ones through."""
        self.is_open = True
        waiting, self._waiting = self._waiting, []
        for request, page in waiting:
            body = _send(request, page)
            if body is not None:
                request.setHeader("Content-Length", str(len(body)))
                request.write(body)
                request.finish()


class InTurn:
    """Pages answered in turn, one per request: the first request gets the first, the next the
    second, and every request after the last gets the last again. Swaps what a site says by
    how often it was asked (a robots.txt that is down, then back), not by the clock."""

    def __init__(self, *pages: Page | bytes | str) -> None:
        if not pages:
            raise ValueError("InTurn needs at least one page")
        self.pages = [_as_page(page) for page in pages]
        self.served = 0  # requests answered so far

    def __call__(self, request: _TwistedRequest) -> Page:
        page = self.pages[min(self.served, len(self.pages) - 1)]
        self.served += 1
        return page


PageSpec = Page | bytes | str | Callable[[_TwistedRequest], Page]


@dataclass(frozen=True)
class Hit:
    """One request as the site saw it."""

    at: float
    method: str
    path: str
    host: str
    headers: dict[str, str]
    client: str = ""  # the address the request came from


class FarmSite(Resource):
    isLeaf = True

    def __init__(
        self, pages: Mapping[str, PageSpec], default: Page, resolve_dots: bool = False
    ) -> None:
        super().__init__()
        self.pages: dict[str, PageSpec] = dict(pages)
        self.default = default
        #: Answer a request for the path its dot segments resolve to, as nginx and Apache do
        #: (``/pub/../private/a`` and ``/pub/%2E%2E/private/a`` get ``/private/a``); the hit
        #: still logs the path as sent.
        self.resolve_dots = resolve_dots
        self.hits: list[Hit] = []
        self.url = ""
        self._pending: list[_TwistedRequest] = []

    def paths(self) -> list[str]:
        return [hit.path for hit in self.hits]

    def count(self, path: str) -> int:
        return sum(1 for hit in self.hits if hit.path == path)

    def render(self, request: _TwistedRequest) -> bytes | int:
        path = request.uri.decode("latin-1")
        host = (request.getHeader("host") or "").lower()
        headers = {k.decode().lower(): v[0].decode("latin-1")
                   for k, v in request.requestHeaders.getAllRawHeaders()}
        client = getattr(request.getClientAddress(), "host", "")
        self.hits.append(
            Hit(time.monotonic(), request.method.decode(), path, host, headers, client)
        )
        spec = self.answer(request, host, _resolved(path) if self.resolve_dots else path)
        page = spec(request) if callable(spec) else _as_page(spec)
        if page.reset:
            assert request.transport is not None  # a request being rendered is connected
            request.transport.abortConnection()
            return NOT_DONE_YET
        if page.hang:
            self._pending.append(request)
            return NOT_DONE_YET
        if page.gate is not None and not page.gate.is_open:
            self._pending.append(request)  # aborted by release() if never let through
            page.gate.hold(request, page)
            return NOT_DONE_YET
        body = _send(request, page)
        return NOT_DONE_YET if body is None else body

    def answer(self, request: _TwistedRequest, host: str, path: str) -> PageSpec:
        """What to answer ``request``: the page at ``path``, unless the site refuses."""
        return self.lookup(host, path)

    def lookup(self, host: str, path: str) -> PageSpec:
        return self.pages.get(path, self.pages.get(path.split("?", 1)[0], self.default))

    def release(self) -> None:
        """Finish hung requests so the server can stop."""
        for request in self._pending:
            if not request.finished and not request._disconnected:
                assert request.transport is not None  # not disconnected
                request.transport.abortConnection()
        self._pending.clear()


class VirtualSites(FarmSite):
    """Many origins behind one port: pages keyed by ``host`` then path; used as a proxy.

    With ``proxy_auth`` (``"user:password"``) it is an authenticating proxy: a request without
    that Basic ``Proxy-Authorization`` is logged and answered 407."""

    def __init__(
        self,
        sites: Mapping[str, Mapping[str, PageSpec]],
        default: Page,
        proxy_auth: str | None = None,
    ) -> None:
        super().__init__({}, default)
        self.sites = {host.lower(): dict(pages) for host, pages in sites.items()}
        self.proxy_auth = (
            "Basic " + base64.b64encode(proxy_auth.encode()).decode() if proxy_auth else None
        )

    def render(self, request: _TwistedRequest) -> bytes | int:
        # A proxied request carries an absolute URI; reduce it to the path.
        uri = request.uri
        if uri.startswith(b"http://"):
            request.uri = b"/" + uri.split(b"/", 3)[3] if uri.count(b"/") >= 3 else b"/"
        return super().render(request)

    def answer(self, request: _TwistedRequest, host: str, path: str) -> PageSpec:
        if self.proxy_auth and request.getHeader("proxy-authorization") != self.proxy_auth:
            return Page(b"proxy authentication required", 407,
                        {"Proxy-Authenticate": 'Basic realm="farm"'})
        return super().answer(request, host, path)

    def lookup(self, host: str, path: str) -> PageSpec:
        pages = self.sites.get(host.split(":")[0]) or self.sites.get(host, {})
        return pages.get(path, pages.get(path.split("?", 1)[0], self.default))


class SiteFarm:
    """Starts sites on 127.0.0.1 (ephemeral ports) and stops them all."""

    def __init__(self, interface: str = "127.0.0.1") -> None:
        self.interface = interface
        self._ports: list[Any] = []
        self.sites: list[FarmSite] = []

    def add(
        self,
        pages: Mapping[str, PageSpec],
        default: Page | None = None,
        resolve_dots: bool = False,
    ) -> FarmSite:
        """A site of its own origin; ``resolve_dots``: serve paths as nginx resolves them."""
        return self._listen(FarmSite(pages, default or Page(b"not found", 404), resolve_dots))

    def add_virtual(
        self,
        sites: Mapping[str, Mapping[str, PageSpec]],
        default: Page | None = None,
        proxy_auth: str | None = None,
    ) -> VirtualSites:
        site = VirtualSites(sites, default or Page(b"not found", 404), proxy_auth)
        self._listen(site)
        return site  # type: ignore[return-value]

    def _listen(self, site: FarmSite) -> FarmSite:
        factory = _TwistedSite(site)
        factory.noisy = False
        factory.log = lambda request: None  # type: ignore[method-assign]  # quiet access log
        port = _reactor().listenTCP(0, factory, interface=self.interface)
        site.url = f"http://{self.interface}:{port.getHost().port}"
        self._ports.append(port)
        self.sites.append(site)
        return site

    def stop(self) -> Deferred[Any]:
        """Stop every site; a Deferred, so callers on either reactor can wait on it."""
        for site in self.sites:
            site.release()
        ports, self._ports = self._ports, []
        return DeferredList([port.stopListening() for port in ports])


def _resolved(uri: str) -> str:
    """The path nginx serves for a request URI: ``%XX`` decoded, runs of ``/`` merged, dot
    segments resolved (RFC 3986 5.2.4, by ``urljoin``); the query kept as sent."""
    path, sep, query = uri.partition("?")
    path = re.sub("/{2,}", "/", unquote(path))
    return urlsplit(urljoin("http://farm/", path)).path + sep + query


def _reactor() -> Any:
    """The running reactor, imported late so that importing this module installs none."""
    from twisted.internet import reactor

    return reactor


def _as_page(spec: Page | bytes | str) -> Page:
    if isinstance(spec, Page):
        return spec
    return Page(spec.encode("utf-8") if isinstance(spec, str) else spec)


def _send(request: _TwistedRequest, page: Page) -> bytes | None:
    """Answer ``request`` with ``page``: its status and headers, then its body as the page says;
    a plain body is returned for the caller to send."""
    if request.finished or request._disconnected:
        return None
    request.setResponseCode(page.status)
    request.setHeader("Content-Type", page.content_type)
    for name, value in page.headers.items():
        if isinstance(value, str):
            request.setHeader(name, value)
        else:
            request.responseHeaders.setRawHeaders(name, list(value))
    if page.delay:
        _reactor().callLater(page.delay, _finish, request, page)
    elif page.stream or page.gzip_bomb:
        _start_stream(request, page)
    elif page.cut:
        request.setHeader("Content-Length", str(len(page.body)))
        request.write(page.body[: page.cut])
        transport: Any = request.transport  # connected while it is being rendered
        transport.loseConnection()
    else:
        return page.body
    return None


def _finish(request: _TwistedRequest, page: Page) -> None:
    if request.finished or request._disconnected:
        return
    request.write(page.body)
    request.finish()


def _start_stream(request: _TwistedRequest, page: Page) -> None:
    """Send a long body chunk by chunk, stopping when the client goes away."""
    if page.gzip_bomb:
        request.setHeader("Content-Encoding", "gzip")
        chunks: Iterator[bytes] = _gzip_zeros(page.gzip_bomb)
    else:
        chunks = _repeat(page.body or b"Disallow: /x\n", page.stream)

    def send() -> None:
        if request.finished or request._disconnected:
            return
        chunk = next(chunks, None)
        if chunk is None:
            request.finish()
            return
        request.write(chunk)
        page.sent += len(chunk)
        _reactor().callLater(0, send)

    send()


def _repeat(unit: bytes, total: int, chunk: int = 65536) -> Iterator[bytes]:
    block = (unit * (chunk // len(unit) + 1))[:chunk]
    sent = 0
    while sent < total:
        piece = block[: min(chunk, total - sent)]
        sent += len(piece)
        yield piece


_BOMB_CACHE: dict[int, bytes] = {}


def _gzip_zeros(size: int) -> Iterator[bytes]:
    """A gzip stream of ``size`` zero bytes, built once per size (about 230:1 at level 1)."""
    data = _BOMB_CACHE.get(size)
    if data is None:
        compressor = zlib.compressobj(1, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
        block = bytes(1 << 20)
        parts = [compressor.compress(block) for _ in range(size >> 20)]
        parts.append(compressor.flush())
        data = _BOMB_CACHE[size] = b"".join(parts)
    yield from _repeat(data, len(data))


__all__ = ["Gate", "Hit", "InTurn", "Page", "SiteFarm"]
