"""RobotsFetcher: one robots.txt fetch through Scrapy's engine, turned into a RobotsRecord.

The request skips the offsite filter, the dupefilter (it never meets the scheduler), Scrapy's
redirect and retry middlewares (RFC 9309 redirects are followed here, at most
RFC9309_MAX_REDIRECTS hops, see redirect.py, and failures are retried by the cache's backoff)
and stops downloading once RFC9309_MAX_BYTES have arrived, decoded (see robotsbody.py).

Scrapy's HttpCacheMiddleware, when enabled, may answer it (so a crawl replaying the cache
offline still has its robots.txt), but only with a copy stored within RFC9309_CACHE_TTL that
is not a failure; any other copy is passed over (``dont_cache``) and the site asked, so
neither the TTL nor the backoff of failures depends on the HTTP cache's policy.

It travels as the request that needed it did: through the same proxy with the same
credentials, from the same bind address, with the meta keys of RFC9309_ROUTE_META (those a
plugin's download handler picks its route by). Otherwise a proxy that wants credentials
answers 407, or a site reached another way answers something else, and that answer would be
taken for the site's robots.txt.

What else can happen to it: a body shorter than its Content-Length is a failed download even
with DOWNLOAD_FAIL_ON_DATALOSS off (a cut file is not the file the site wrote: unreachable);
a 407 is the proxy's answer, not the site's (unreachable); an IgnoreRequest from another
component means the project chose not to fetch robots.txt (no robots.txt, allow all, as
Scrapy's built-in does).
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any

from scrapy import Request, signals
from scrapy.exceptions import IgnoreRequest, StopDownload
from scrapy.http.request import NO_CALLBACK
from scrapy.utils.httpobj import urlparse_cached

from scrapy_rfc9309.compat import TunnelError, download, http_cache_time
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.policy import Kind, RobotsPolicy, RobotsRecord, make_record, parse_retry_after
from scrapy_rfc9309.redirect import Unfollowable, redirect_target
from scrapy_rfc9309.robotsbody import ACCEPT_ENCODING, BodyReader
from scrapy_rfc9309.robotstxt.rules import RobotsTxt

if TYPE_CHECKING:
    from scrapy.crawler import Crawler
    from scrapy.http import Headers, Response

logger = logging.getLogger(__name__)

#: request.meta key marking a robots.txt request; its value is the BodyReader of its body.
META_BODY = "rfc9309_robots_body"
_REDIRECTS = (301, 302, 303, 307, 308)
#: Copied from the request that needed robots.txt, so robots.txt takes the same route:
#: HttpProxyMiddleware's proxy (without its credentials once it has seen the request; they
#: are then in the Proxy-Authorization header, which goes along) and the bind address.
_ROUTE_META = ("proxy", "_auth_proxy", "bindaddress")


class RobotsFetcher:
    def __init__(self, crawler: Crawler, policy: RobotsPolicy, priority: int = 1000) -> None:
        self.crawler = crawler
        self.policy = policy
        self.priority = priority  # of robots.txt requests: the middleware's DOWNLOAD_PRIORITY
        self.stats = crawler.stats
        self.route_meta = _ROUTE_META + policy.route_meta
        crawler.signals.connect(self._headers_received, signal=signals.headers_received)
        crawler.signals.connect(self._bytes_received, signal=signals.bytes_received)

    async def fetch(
        self, origin: Origin, request: Request, previous: RobotsRecord | None
    ) -> tuple[RobotsRecord, Response | None]:
        """Fetch robots.txt of ``origin`` for ``request``; never raises on HTTP or network
        trouble, which becomes an UNAVAILABLE or UNREACHABLE record."""
        self.stats.inc_value("robotstxt/request_count")
        url = origin.robots_url
        seen = {url}
        stored: float | None = None  # when the oldest answer taken from the HTTP cache was
        for _hop in range(self.policy.max_redirects + 1):
            robots_request = self._request(url, request)
            try:
                response = await self._download(robots_request)
                if "cached" in response.flags:
                    when = self._from_http_cache(robots_request, response)
                    if when is None:  # not to be used: ask the site, past the HTTP cache
                        robots_request = self._request(url, request, dont_cache=True)
                        response = await self._download(robots_request)
                    else:
                        stored = when if stored is None else min(stored, when)
            except IgnoreRequest as exc:
                return self._ignored(robots_request, exc, url, previous), None
            except Exception as exc:
                if isinstance(exc, TunnelError):  # the proxy refused the CONNECT (https)
                    self._proxy_error(robots_request, url, str(exc))
                name = type(exc).__name__
                # The built-in's key: robotstxt/exception_count/<class '...'>
                self.stats.inc_value(f"robotstxt/exception_count/{type(exc)}")
                logger.info(
                    "robots.txt of %(origin)s unreachable: %(name)s: %(exc)s",
                    {"origin": origin, "name": name, "exc": exc},
                    extra={"spider": self.crawler.spider},
                )
                reason = f"{name}: {exc}" if str(exc) else name
                return self._record(Kind.UNREACHABLE, None, reason, url, previous), None
            status = response.status
            location = response.headers.get(b"Location")
            if status not in _REDIRECTS or not location:
                return self._final(robots_request, response, url, previous, stored)
            self.stats.inc_value("rfc9309/fetch/redirect")
            try:
                target = redirect_target(
                    response.url, location.decode("latin-1"), self.policy.redirect_private
                )
            except Unfollowable as exc:
                reason = self._unfollowable(url, location, exc)
                return self._record(Kind.UNREACHABLE, status, reason, url, previous), response
            if target in seen:
                reason = f"redirect loop at {target}"
                record = self._record(Kind.UNAVAILABLE, status, reason, url, previous, stored)
                return record, response
            seen.add(target)
            url = target
        reason = f"more than {self.policy.max_redirects} redirects"
        return self._record(Kind.UNAVAILABLE, status, reason, url, previous, stored), response

    async def _download(self, request: Request) -> Response:
        try:
            return await download(self.crawler, request)
        except StopDownload as exc:  # stopped by _headers_received or _bytes_received
            assert exc.response is not None  # the handler attaches what arrived
            return exc.response

    def _from_http_cache(self, request: Request, response: Response) -> float | None:
        """When an answer from Scrapy's HTTP cache was stored, if it may be used: not a
        failure (5xx, 429, ...: those are retried, with backoff), and stored within
        RFC9309_CACHE_TTL. None sends robots.txt to the site past the cache."""
        stored = http_cache_time(request, response)
        age = None if stored is None else time.time() - stored
        if self.policy.classify(response.status) is Kind.UNREACHABLE:
            why = f"a failure ({response.status})"
        elif age is None or not 0 <= age <= self.policy.cache_ttl:
            why = "older than RFC9309_CACHE_TTL" if age is not None else "of unknown age"
        else:
            self.stats.inc_value("rfc9309/fetch/httpcache")
            return stored
        self.stats.inc_value("rfc9309/fetch/httpcache_refetch")
        logger.debug(
            "%(request)s: the HTTP cache's answer is %(why)s; asking the site",
            {"request": request, "why": why},
            extra={"spider": self.crawler.spider},
        )
        return None

    def _unfollowable(self, url: str, location: bytes, exc: Unfollowable) -> str:
        """Log and count a redirect that is not followed; returns the record's reason."""
        kind = "private" if exc.private else "invalid"
        self.stats.inc_value(f"rfc9309/redirect/{kind}")
        shown = location[:200].decode("latin-1")
        help_ = " (RFC9309_REDIRECT_PRIVATE allows it)" if exc.private else ""
        logger.warning(
            "robots.txt at %(url)s: %(reason)s%(help)s, Location %(location)r: robots.txt "
            "unreachable",
            {"url": url, "reason": exc, "help": help_, "location": shown},
            extra={"spider": self.crawler.spider},
        )
        return f"{exc}: {shown!r}"

    def _request(self, url: str, cause: Request, dont_cache: bool = False) -> Request:
        meta: dict[str, Any] = {
            "dont_obey_robotstxt": True,
            "dont_redirect": True,
            "dont_retry": True,
            "allow_offsite": True,
            "handle_httpstatus_all": True,
            "download_timeout": self.policy.robots_timeout,
            # The BodyReader bounds the body, keeping the start of a long file where Scrapy's
            # size limits would cancel the download and keep nothing (RFC 9309 2.5).
            "download_maxsize": 0,
            "download_warnsize": 0,
            "download_fail_on_dataloss": True,
            # One byte past the limit tells RobotsTxt.parse that the last line was cut.
            META_BODY: BodyReader(self.policy.max_bytes + 1),
        }
        if dont_cache:  # the HTTP cache's copy was too old or a failure: past the cache
            meta["dont_cache"] = True
        headers = {b"Accept-Encoding": ACCEPT_ENCODING}
        route = self.route_meta
        # HttpProxyMiddleware drops the header again if robots.txt goes through no proxy.
        auth = cause.headers.get(b"Proxy-Authorization")
        if cause.meta.get("_scheme_proxy"):
            # The proxy came from the environment for the page's scheme: HttpProxyMiddleware
            # picks it again, credentials included, for robots.txt's own scheme; the header
            # goes along only to the same scheme's proxy (as RedirectMiddleware does).
            route = tuple(key for key in route if key not in ("proxy", "_auth_proxy"))
            if urlparse_cached(cause).scheme != url.split(":", 1)[0]:
                auth = None
        if auth is not None:
            headers[b"Proxy-Authorization"] = auth
        for key in route:
            if key in cause.meta:
                meta[key] = cause.meta[key]
        return Request(
            url,
            priority=self.priority,
            dont_filter=True,
            callback=NO_CALLBACK,
            meta=meta,
            headers=headers,
        )

    def _final(
        self,
        request: Request,
        response: Response,
        url: str,
        previous: RobotsRecord | None,
        stored: float | None,
    ) -> tuple[RobotsRecord, Response]:
        """The record of a final (non-redirect) response, and the response with the body
        that was read (decoded, at most RFC9309_MAX_BYTES + 1 bytes). An answer from the
        HTTP cache (``stored`` then) holds for RFC9309_CACHE_TTL from when it was stored."""
        status = response.status
        self.stats.inc_value("robotstxt/response_count")
        self.stats.inc_value(f"robotstxt/response_status_count/{status}")
        kind = self.policy.classify(status)
        if status == 407:
            reason = self._proxy_error(request, url, "407 Proxy Authentication Required")
            return self._record(kind, status, reason, url, previous), response
        if kind is not Kind.PARSED:
            retry_after = parse_retry_after(response.headers.get(b"Retry-After"), time.time())
            record = self._record(
                kind, status, str(status), url, previous, stored, retry_after=retry_after
            )
            return record, response
        reader: BodyReader = request.meta[META_BODY]
        if not reader.wire:
            # No bytes_received: from the HTTP cache, or a download handler that sends no
            # such signal. HttpCompressionMiddleware decoded what it could; the rest is
            # decoded here, within the same bounds.
            reader = BodyReader(reader.limit)
            if reader.start(response.headers.getlist(b"Content-Encoding")):
                reader.feed(response.body)
        if "download_stopped" not in response.flags:
            reader.end()
        if reader.problem is not None:
            self.stats.inc_value("rfc9309/fetch/undecodable")
            reason = f"{status}, {reader.problem}"
            return self._record(Kind.UNREACHABLE, status, reason, url, previous), response
        body = reader.body()
        headers = response.headers.copy()
        headers.pop(b"Content-Encoding", None)
        response = response.replace(body=body, headers=headers)
        self._inspect(response, url)
        if len(body) > self.policy.max_bytes:
            self.stats.inc_value("rfc9309/fetch/truncated")
            logger.info(
                "robots.txt at %(url)s is larger than %(limit)d bytes; the rest is ignored",
                {"url": url, "limit": self.policy.max_bytes},
                extra={"spider": self.crawler.spider},
            )
        rules = RobotsTxt.parse(body, self.policy.max_bytes)
        record = self._record(kind, status, str(status), url, previous, stored, rules=rules)
        return record, response

    def _proxy_error(self, request: Request, url: str, what: str) -> str:
        """Say that the proxy, not the site, answered; returns the record's reason."""
        self.stats.inc_value("rfc9309/fetch/proxy_error")
        proxy = request.meta.get("proxy")
        logger.warning(
            "robots.txt at %(url)s: proxy error from %(proxy)s (%(what)s), not the site's "
            "answer: robots.txt unreachable",
            {"url": url, "proxy": proxy, "what": what},
            extra={"spider": self.crawler.spider},
        )
        return f"proxy error from {proxy}: {what}"

    def _ignored(
        self, request: Request, exc: IgnoreRequest, url: str, previous: RobotsRecord | None
    ) -> RobotsRecord:
        """Another component dropped the robots.txt request: the project chose not to fetch
        it. As Scrapy's built-in does: no robots.txt, so all is allowed."""
        self.stats.inc_value("rfc9309/fetch/ignored")
        logger.warning(
            "%(request)s was ignored by another component (%(exc)s): no robots.txt, all of "
            "its origin allowed, as Scrapy's built-in middleware does",
            {"request": request, "exc": exc or type(exc).__name__},
            extra={"spider": self.crawler.spider},
        )
        reason = f"robots.txt request ignored: {exc or type(exc).__name__}"
        return self._record(Kind.UNAVAILABLE, None, reason, url, previous)

    def _inspect(self, response: Response, url: str) -> None:
        """Say what is odd about a 2xx robots.txt; it is parsed all the same, as RFC 9309 and
        Google do: whatever lines make sense count, the rest is ignored."""
        body = response.body[: self.policy.max_bytes]
        if not body:
            self.stats.inc_value("rfc9309/fetch/empty")
            return
        odd = []
        ctype = response.headers.get(b"Content-Type") or b""
        ctype = ctype.split(b";")[0].strip().lower()
        if ctype and ctype != b"text/plain":
            self.stats.inc_value("rfc9309/fetch/not_text_plain")
            odd.append(f"is {ctype.decode('latin-1')}")
        if not _looks_like_text(body):
            self.stats.inc_value("rfc9309/fetch/not_text")
            odd.append("is not UTF-8 text")
        if odd:
            logger.info(
                "robots.txt at %(url)s %(odd)s; parsed anyway, unreadable lines ignored",
                {"url": url, "odd": " and ".join(odd)},
                extra={"spider": self.crawler.spider},
            )

    def _record(
        self,
        kind: Kind,
        status: int | None,
        reason: str,
        url: str,
        previous: RobotsRecord | None,
        stored: float | None = None,
        **extra: Any,
    ) -> RobotsRecord:
        """``stored``: when the HTTP cache stored the answer, which is then as old as that."""
        return make_record(
            self.policy,
            kind,
            now=time.time() if stored is None else stored,
            status=status,
            reason=reason,
            url=url,
            previous=previous,
            **extra,
        )

    @staticmethod
    def _headers_received(headers: Headers, request: Request, **kwargs: Any) -> None:
        """Stop at once a robots.txt body in an encoding that cannot be read here."""
        reader = request.meta.get(META_BODY)
        if reader is not None and not reader.start(headers.getlist(b"Content-Encoding")):
            raise StopDownload(fail=True)

    @staticmethod
    def _bytes_received(data: bytes, request: Request, **kwargs: Any) -> None:
        """Stop a robots.txt download once enough has arrived; what came is parsed. It
        fails, so that the body goes past HttpCompressionMiddleware undecoded: it was
        decoded here, within bounds."""
        reader = request.meta.get(META_BODY)
        if reader is not None and reader.feed(data):
            raise StopDownload(fail=True)


def _looks_like_text(body: bytes) -> bool:
    """UTF-8 without NUL bytes; a multi-byte character cut by the size limit still counts."""
    if b"\x00" in body:
        return False
    try:
        body.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start >= len(body) - 3
    return True
