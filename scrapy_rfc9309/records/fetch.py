"""RobotsFetcher: one robots.txt fetch through Scrapy's engine, turned into a RobotsRecord.

The request skips the offsite filter, the dupefilter (it never meets the scheduler) and Scrapy's
redirect middleware (RFC 9309 redirects are followed here, at most RFC9309_MAX_REDIRECTS hops,
see redirect.py), and stops downloading once RFC9309_MAX_BYTES have arrived, decoded (see
body.py). Scrapy's RetryMiddleware retries it as it retries pages (RETRY_ENABLED, RETRY_TIMES,
RETRY_HTTP_CODES, RETRY_EXCEPTIONS): a robots.txt that fails once is not an outage. Only the
answer after the last retry is read; an unreachable one is tried again later, with the
records' backoff (policy.py).

A record holds for the answer's own freshness lifetime (``Cache-Control``, ``Expires``:
freshness.py) clamped to [RFC9309_MIN_TTL, RFC9309_CACHE_TTL]. Once a parsed record has
expired, the next fetch is conditional (``If-None-Match`` / ``If-Modified-Since`` from its
``ETag`` / ``Last-Modified``), sent only to the URL those validators came from (the final URL
of the redirect chain that gave the record: earlier hops are asked without conditions); a
``304 Not Modified`` naming the same validators or none renews the record with its rules, no
body read, nothing parsed. A 304 naming others renews nothing: the file is fetched again
without conditions. Any other 304 (to a request without conditions, so nothing was asked
about) is no answer about robots.txt: unreachable, as a 3xx with nothing to follow is
(policy.py: ``classify``), never "unavailable".

Scrapy's HttpCacheMiddleware, when enabled, may answer it (so a crawl replaying the cache
offline still has its robots.txt), but only with a copy stored within that copy's lifetime
that is not a failure (nor a 304, nor a 3xx with nothing to follow, which are read as
failures); any other copy is passed over (``dont_cache``) and the site asked, so
neither the lifetime nor the backoff of failures depends on the HTTP cache's policy. A
failure just downloaded is marked ``dont_cache`` before the middlewares see it: not stored,
and Scrapy's retries of it go to the site, not to the failure the cache would hold. A
conditional request always goes past the HTTP cache (``dont_cache``): its RFC2616Policy would
put its own validators in place of the record's, and DummyPolicy would store the 304 and
replay it later to a request that set no condition.

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

Another site-wide file is fetched the same way when a ``SiteFile`` names it (its path, its
parser, the namespace of its stats): usage/tdmrep.py's ``/.well-known/tdmrep.json``. Its
records hold what its parser gives where robots.txt records hold rules.
"""

from __future__ import annotations

import logging
import sys
import time
from typing import TYPE_CHECKING, Any, Generic, Protocol

from scrapy import Request, signals
from scrapy.exceptions import IgnoreRequest, StopDownload
from scrapy.http import Headers as ScrapyHeaders
from scrapy.http.request import NO_CALLBACK
from scrapy.utils.httpobj import urlparse_cached
from typing_extensions import TypeVar

from scrapy_rfc9309.compat import TunnelError, download, http_cache_time, in_turns
from scrapy_rfc9309.config import RobotsPolicy
from scrapy_rfc9309.ondemand import OnDemand
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.policy import (
    REDIRECTS,
    classify,
    followed_location,
    make_record,
    not_followed,
    parse_retry_after,
    renewed,
)
from scrapy_rfc9309.records.body import ACCEPT_ENCODING, BodyReader
from scrapy_rfc9309.records.freshness import HEADER_NAMES, Freshness, Headers, Validators, freshness
from scrapy_rfc9309.records.record import F, Kind, RobotsRecord
from scrapy_rfc9309.records.redirect import Unfollowable, redirect_target
from scrapy_rfc9309.records.sitefile import SiteFile, counter_for

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable

    from scrapy.crawler import Crawler
    from scrapy.http import Response

logger = logging.getLogger(__name__)

#: request.meta key marking a robots.txt request; its value is the BodyReader of its body.
META_BODY = "rfc9309_robots_body"
#: request.meta key naming the SiteFile a download is of (its ``name``): each fetcher's signal
#: handlers feed only their own file's readers, so no body is read twice while two files
#: download at once.
META_FILE = "rfc9309_site_file"
#: Copied from the request that needed robots.txt, so robots.txt takes the same route:
#: HttpProxyMiddleware's proxy (without its credentials once it has seen the request; they
#: are then in the Proxy-Authorization header, which goes along) and the bind address.
_ROUTE_META = ("proxy", "_auth_proxy", "bindaddress")


#: What a Witness is told of: the records of one file (robots.txt's: the only one given one).
W = TypeVar("W", contravariant=True)


class Witness(Protocol[W]):
    """What a fetch tells RFC9309_EVIDENCE (evidence/keeper.py's Evidence, given only with
    the setting on, to robots.txt's fetcher): the digest of each body parsed, and each copy
    fetched or renewed."""

    def digest(self, body: bytes) -> str: ...

    def seen(self, record: RobotsRecord[W], body: bytes | None) -> None: ...


class RobotsFetcher(Generic[F]):
    def __init__(
        self,
        crawler: Crawler,
        policy: RobotsPolicy,
        priority: int = 1000,
        shared: bool = False,
        agent_for: Callable[[Request], str | bytes] | None = None,
        evidence: Witness[F] | None = None,
        *,
        file: SiteFile[F],
    ) -> None:
        self.crawler = crawler
        #: What is fetched: robots.txt (``ROBOTS_TXT``) or another file of the origin.
        self.file = file
        #: RFC9309_EVIDENCE: each body parsed is hashed and archived; None: nothing is.
        self.evidence = evidence
        #: The User-Agent a request is decided for: its rules are compiled with the parse.
        self.agent_for = agent_for
        self.policy = policy
        #: Records go to a store shared by a fleet: s-maxage and private apply (RFC 9111).
        self.shared = shared
        self.priority = priority  # of robots.txt requests: the middleware's DOWNLOAD_PRIORITY
        self.stats = counter_for(crawler, file)
        # Found once: each lookup on Scrapy's StatsCollector goes through its __getattribute__.
        self.count = self.stats.inc_value
        self.route_meta = _ROUTE_META + policy.route_meta
        handlers: tuple[tuple[Callable[..., Any], object], ...] = (
            (self._headers_received, signals.headers_received),
            (self._bytes_received, signals.bytes_received),
        )
        if crawler.settings.getbool("HTTPCACHE_ENABLED"):
            handlers += ((self._response_downloaded, signals.response_downloaded),)
        # Connected while a robots.txt download is under way: pages never pay for them.
        self.watching = OnDemand(crawler, handlers)

    def agents_for(self, request: Request) -> tuple[str | bytes, ...]:
        """The User-Agent whose rules are compiled along with a parse for ``request``."""
        return (self.agent_for(request),) if self.agent_for is not None else ()

    async def fetch(
        self,
        origin: Origin,
        request: Request,
        previous: RobotsRecord[F] | None,
        agents: tuple[str | bytes, ...],
        renew: Callable[[Origin], Awaitable[None]] | None = None,
    ) -> tuple[RobotsRecord[F], Response | None]:
        """Fetch robots.txt of ``origin`` for ``request``, its rules compiled for ``agents``
        (``agents_for(request)``); never raises on HTTP or network trouble, which becomes an
        UNAVAILABLE or UNREACHABLE record. ``renew`` is awaited before each download after
        the first (a redirect hop, a refetch past the HTTP cache or after a 304 naming other
        validators): a fleet's lock lasts one download."""
        self.count("robotstxt/request_count")
        url = self.file.url(origin)
        seen = {url}
        stored: float | None = None  # when the oldest answer taken from the HTTP cache was
        downloads = 0

        async def start(robots_request: Request) -> Response:
            nonlocal downloads
            if downloads and renew is not None:
                await renew(origin)
            downloads += 1
            return await self._download(robots_request)

        for _hop in range(self.policy.max_redirects + 1):
            validators = _validators_for(previous, url)
            robots_request = self._request(url, request, validators=validators)
            try:
                requested = time.time()
                response = await start(robots_request)
                if "cached" in response.flags:
                    when = self._from_http_cache(robots_request, response)
                    if when is None:  # not to be used: ask the site, past the HTTP cache
                        robots_request = self._request(url, request, dont_cache=True)
                        requested = time.time()
                        response = await start(robots_request)
                    else:
                        stored = when if stored is None else min(stored, when)
                elif response.status == 304 and validators is not None:
                    assert previous is not None  # validators come from it
                    record = self._not_modified(previous, validators, response, requested)
                    if record is not None:
                        return record, response
                    robots_request = self._request(url, request, dont_cache=True)
                    requested = time.time()
                    response = await start(robots_request)
            except IgnoreRequest as exc:
                return self._ignored(robots_request, exc, url, previous), None
            except Exception as exc:
                if isinstance(exc, TunnelError):  # the proxy refused the CONNECT (https)
                    self._proxy_error(robots_request, url, str(exc))
                name = type(exc).__name__
                # The built-in's key: robotstxt/exception_count/<class '...'>
                self.count(f"robotstxt/exception_count/{type(exc)}")
                logger.info(
                    "%(file)s of %(origin)s unreachable: %(name)s: %(exc)s",
                    {"file": self.file.name, "origin": origin, "name": name, "exc": exc},
                    extra={"spider": self.crawler.spider},
                )
                reason = f"{name}: {exc}" if str(exc) else name
                return self._record(Kind.UNREACHABLE, None, reason, url, previous), None
            status = response.status
            location = (
                followed_location(status, response.headers.get(b"Location"))
                if status in REDIRECTS else None  # (no header lookup for the usual answer)
            )
            if location is None:
                received = time.time() if stored is None else stored
                headers = _headers(response)
                fresh = self._freshness(
                    headers, received, None if stored is not None else requested
                )
                return await self._final(
                    robots_request, response, headers, url, previous, received, fresh, agents
                )
            self.count("rfc9309/fetch/redirect")
            try:
                target = redirect_target(response.url, location, self.policy.redirect_private)
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
        self.watching.acquire()
        try:
            return await download(self.crawler, request)
        except StopDownload as exc:  # stopped by _headers_received or _bytes_received
            assert exc.response is not None  # the handler attaches what arrived
            return exc.response
        finally:
            self.watching.release()

    def _from_http_cache(self, request: Request, response: Response) -> float | None:
        """When an answer from Scrapy's HTTP cache was stored, if it may be used: not a
        failure (5xx, 429, ...: those are retried, with backoff), and stored within its own
        freshness lifetime (at most RFC9309_CACHE_TTL). None sends robots.txt to the site past
        the cache."""
        stored = http_cache_time(request, response)
        if _is_failure(response):
            why = f"a failure ({response.status})"
        elif stored is None:
            why = "of unknown age"
        elif not 0 <= time.time() - stored < self._freshness(_headers(response), stored).lifetime:
            why = "older than its lifetime (at most RFC9309_CACHE_TTL)"
        else:
            self.count("rfc9309/fetch/httpcache")
            return stored
        self.count("rfc9309/fetch/httpcache_refetch")
        logger.debug(
            "%(request)s: the HTTP cache's answer is %(why)s; asking the site",
            {"request": request, "why": why},
            extra={"spider": self.crawler.spider},
        )
        return None

    def _unfollowable(self, url: str, location: bytes, exc: Unfollowable) -> str:
        """Log and count a redirect that is not followed; returns the record's reason."""
        kind = "private" if exc.private else "invalid"
        self.count(f"rfc9309/redirect/{kind}")
        shown = location[:200].decode("latin-1")
        help_ = " (RFC9309_REDIRECT_PRIVATE allows it)" if exc.private else ""
        logger.warning(
            "%(file)s at %(url)s: %(reason)s%(help)s, Location %(location)r: %(file)s "
            "unreachable",
            {"file": self.file.name, "url": url, "reason": exc, "help": help_, "location": shown},
            extra={"spider": self.crawler.spider},
        )
        return f"{exc}: {shown!r}"

    def _freshness(
        self, headers: Headers, received_at: float, requested_at: float | None = None
    ) -> Freshness:
        """The answer's lifetime, clamped to [RFC9309_MIN_TTL, RFC9309_CACHE_TTL]."""
        return freshness(
            headers,
            received_at=received_at,
            requested_at=requested_at,
            min_ttl=self.policy.min_ttl,
            max_ttl=self.policy.cache_ttl,
            shared=self.shared,
        )

    def _not_modified(
        self, previous: RobotsRecord[F], validators: Validators, response: Response,
        requested: float,
    ) -> RobotsRecord[F] | None:
        """``previous`` renewed by a 304 to its conditional refetch: its rules and validators
        kept, its lifetime from the 304 (RFC 9111 4.3.4). None when the 304 names other
        validators than the copy's: it is not about this copy."""
        self.count("robotstxt/response_count")
        self.count("robotstxt/response_status_count/304")
        headers = _headers(response)
        if not validators.same_copy(headers):
            self.count("rfc9309/fetch/not_modified_mismatch")
            logger.info(
                "%(file)s at %(url)s: 304 Not Modified naming other validators than the "
                "copy kept; fetching it again without conditions",
                {"file": self.file.name, "url": response.url},
                extra={"spider": self.crawler.spider},
            )
            return None
        self.count("rfc9309/fetch/not_modified")
        self.count("rfc9309/fetch/not_modified_bytes", previous.size)
        now = time.time()
        record = renewed(
            self.policy, previous, now=now, fresh=self._freshness(headers, now, requested)
        )
        if self.evidence is not None:
            self.evidence.seen(record, None)
        return record

    def _request(
        self,
        url: str,
        cause: Request,
        dont_cache: bool = False,
        validators: Validators | None = None,
    ) -> Request:
        meta: dict[str, Any] = {
            "dont_obey_robotstxt": True,
            "dont_redirect": True,
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
            META_FILE: self.file.name,
        }
        headers: dict[bytes, bytes] = {b"Accept-Encoding": ACCEPT_ENCODING}
        if validators is not None:  # a conditional refetch goes past the HTTP cache
            for name, value in validators.conditional_headers().items():
                headers[name.encode()] = value.encode("latin-1")
            dont_cache = True
        if dont_cache:  # the HTTP cache's copy was too old or a failure: past the cache
            meta["dont_cache"] = True
        route = self.route_meta
        # HttpProxyMiddleware drops the header again if robots.txt goes through no proxy.
        # (A page request seldom has headers yet: DefaultHeadersMiddleware comes later.)
        auth = cause.headers.get(b"Proxy-Authorization") if cause.headers else None
        cause_meta = cause.meta
        if cause_meta.get("_scheme_proxy"):
            # The proxy came from the environment for the page's scheme: HttpProxyMiddleware
            # picks it again, credentials included, for robots.txt's own scheme; the header
            # goes along only to the same scheme's proxy (as RedirectMiddleware does).
            route = tuple(key for key in route if key not in ("proxy", "_auth_proxy"))
            if urlparse_cached(cause).scheme != url.split(":", 1)[0]:
                auth = None
        if auth is not None:
            headers[b"Proxy-Authorization"] = auth
        if cause_meta:
            for key in route:
                if key in cause_meta:
                    meta[key] = cause_meta[key]
        return Request(
            url,
            priority=self.priority,
            dont_filter=True,
            callback=NO_CALLBACK,
            meta=meta,
            headers=headers,
        )

    async def _final(
        self,
        request: Request,
        response: Response,
        headers: Headers,
        url: str,
        previous: RobotsRecord[F] | None,
        received: float,
        fresh: Freshness,
        agents: tuple[str | bytes, ...],
    ) -> tuple[RobotsRecord[F], Response]:
        """The record of a final (non-redirect) response (``headers``: its ``_headers``), and
        the response with the body that was read (decoded, at most RFC9309_MAX_BYTES + 1
        bytes; the stores keep it). It holds for ``fresh`` from when it was ``received``, or
        stored by the HTTP cache (then that time).

        The body is parsed, and the rules for ``agents`` (``agents_for`` the request that
        needed it) compiled, a step of a
        few milliseconds per turn of the reactor (``RobotsTxt.parsing``): a 500 KiB file takes
        a few hundred milliseconds, which would stall every other download. A file that fits
        in one step (nearly every real one) takes no step: no turn is waited for."""
        status = response.status
        self.count("robotstxt/response_count")
        self.count(f"robotstxt/response_status_count/{status}")
        kind = classify(status)
        if status == 407:
            reason = self._proxy_error(request, url, "407 Proxy Authentication Required")
            return self._record(kind, status, reason, url, previous), response
        if kind is not Kind.PARSED:
            reason = _status_text(status)
            if 300 <= status < 400:  # nothing to follow, or a 304 that renews nothing
                reason = self._not_followed(url, status, response.headers.get(b"Location"))
            retry_after = parse_retry_after(response.headers.get(b"Retry-After"), time.time())
            record = self._record(
                kind, status, reason, url, previous, received, retry_after=retry_after,
                fresh=fresh,
            )
            return record, response
        reader: BodyReader = request.meta[META_BODY]
        flags = response.flags
        if not reader.wire or "cached" in flags:
            # No bytes_received: from the HTTP cache (the bytes of a retried attempt may
            # have come before), or a download handler that sends no such signal.
            # HttpCompressionMiddleware decoded what it could; the rest is decoded here,
            # within the same bounds.
            reader = BodyReader(reader.limit)
            if reader.start(response.headers.getlist(b"Content-Encoding")):
                reader.feed(response.body)
        if "download_stopped" not in flags:
            reader.end()
        if reader.problem is not None:
            self.count("rfc9309/fetch/undecodable")
            reason = f"{status}, {reader.problem}"
            return self._record(Kind.UNREACHABLE, status, reason, url, previous), response
        body = reader.body()
        if body != response.body:  # decoded here, or cut: what the stores keep is the body read
            response = response.replace(body=body)
        self._inspect(body, _header(response.headers, _CONTENT_TYPE), url)
        size = len(body)
        if size > self.policy.max_bytes:
            self.count("rfc9309/fetch/truncated")
            logger.info(
                "%(file)s at %(url)s is larger than %(limit)d bytes; %(reading)s",
                {"file": self.file.name, "url": url, "limit": self.policy.max_bytes,
                 "reading": self.file.past_bound},
                extra={"spider": self.crawler.spider},
            )
        rules = await in_turns(
            self.file.parsing(body, self.policy.max_bytes, agents)
        )
        validators = Validators.from_headers(headers)
        evidence = self.evidence
        record = self._record(
            kind, status, _status_text(status), url, previous, received, rules=rules, fresh=fresh,
            validators=validators, size=size,
            sha256=evidence.digest(body) if evidence is not None else None,
        )
        if evidence is not None:
            evidence.seen(record, body)
        return record, response

    def _not_followed(self, url: str, status: int, location: bytes | None) -> str:
        """Log and count a 3xx that leaves robots.txt unread; returns the record's reason."""
        reason = not_followed(status, location)
        stat = "rfc9309/fetch/stray_304" if status == 304 else "rfc9309/redirect/no_location"
        self.count(stat)
        logger.warning(
            "%(file)s at %(url)s: %(reason)s: %(file)s unreachable",
            {"file": self.file.name, "url": url, "reason": reason},
            extra={"spider": self.crawler.spider},
        )
        return reason

    def _proxy_error(self, request: Request, url: str, what: str) -> str:
        """Say that the proxy, not the site, answered; returns the record's reason."""
        self.count("rfc9309/fetch/proxy_error")
        proxy = request.meta.get("proxy")
        logger.warning(
            "%(file)s at %(url)s: proxy error from %(proxy)s (%(what)s), not the site's "
            "answer: %(file)s unreachable",
            {"file": self.file.name, "url": url, "proxy": proxy, "what": what},
            extra={"spider": self.crawler.spider},
        )
        return f"proxy error from {proxy}: {what}"

    def _ignored(
        self, request: Request, exc: IgnoreRequest, url: str, previous: RobotsRecord[F] | None
    ) -> RobotsRecord[F]:
        """Another component dropped the robots.txt request: the project chose not to fetch
        it. As Scrapy's built-in does: no robots.txt, so all is allowed."""
        self.count("rfc9309/fetch/ignored")
        logger.warning(
            "%(request)s was ignored by another component (%(exc)s): no robots.txt, all of "
            "its origin allowed, as Scrapy's built-in middleware does",
            {"request": request, "exc": exc or type(exc).__name__},
            extra={"spider": self.crawler.spider},
        )
        reason = f"robots.txt request ignored: {exc or type(exc).__name__}"
        return self._record(Kind.UNAVAILABLE, None, reason, url, previous)

    def _inspect(self, body: bytes, content_type: bytes | None, url: str) -> None:
        """Say what is odd about a 2xx robots.txt; it is parsed all the same, as RFC 9309 and
        Google do: whatever lines make sense count, the rest is ignored."""
        body = body[: self.policy.max_bytes]
        if not body:
            self.count("rfc9309/fetch/empty")
            return
        odd = []
        ctype = (content_type or b"").split(b";")[0].strip().lower()
        if ctype and ctype != self.file.content_type:
            self.count("rfc9309/fetch/not_text_plain")
            odd.append(f"is {ctype.decode('latin-1')}")
        if not _looks_like_text(body):
            self.count("rfc9309/fetch/not_text")
            odd.append("is not UTF-8 text")
        if odd:
            logger.info(
                "%(file)s at %(url)s %(odd)s; parsed anyway, unreadable lines ignored",
                {"file": self.file.name, "url": url, "odd": " and ".join(odd)},
                extra={"spider": self.crawler.spider},
            )

    def _record(
        self,
        kind: Kind,
        status: int | None,
        reason: str,
        url: str,
        previous: RobotsRecord[F] | None,
        at: float | None = None,
        **extra: Any,
    ) -> RobotsRecord[F]:
        """``at``: when the answer was received (or stored by the HTTP cache, which makes it
        as old as that); now when not given."""
        return make_record(
            self.policy,
            kind,
            now=time.time() if at is None else at,
            status=status,
            reason=reason,
            url=url,
            previous=previous,
            **extra,
        )

    def _headers_received(self, headers: ScrapyHeaders, request: Request, **kwargs: Any) -> None:
        """Stop at once a robots.txt body in an encoding that cannot be read here."""
        reader = self._reader(request)
        if reader is not None and not reader.start(headers.getlist(b"Content-Encoding")):
            # Not failed: the answer goes on through the middlewares (a 503 is retried).
            raise StopDownload(fail=False)

    def _response_downloaded(self, response: Response, request: Request, **kwargs: Any) -> None:
        """A failed robots.txt answer, just downloaded (before any middleware sees it), goes
        past Scrapy's HTTP cache: not stored, and Scrapy's retries of it sent to the site (they
        copy the request's meta). A failure the cache stored would only answer those retries,
        and is never used for robots.txt (``_from_http_cache``)."""
        if self._reader(request) is not None and _is_failure(response):
            request.meta["dont_cache"] = True

    def _bytes_received(self, data: bytes, request: Request, **kwargs: Any) -> None:
        """Stop a robots.txt download once enough has arrived; what came is parsed. It
        fails, so that the body goes past HttpCompressionMiddleware undecoded: it was
        decoded here, within bounds."""
        reader = self._reader(request)
        if reader is not None and reader.feed(data):
            raise StopDownload(fail=True)

    def _reader(self, request: Request) -> BodyReader | None:
        """The BodyReader of ``request`` if it downloads this fetcher's file. (A page is
        passed over by its callback before its meta is read: the files' requests have none,
        retries included, which copy it.)"""
        if request.callback is not NO_CALLBACK:
            return None
        meta = request.meta
        # (``in`` and ``[]`` make no call: ``get`` does)
        if META_FILE not in meta or meta[META_FILE] != self.file.name or META_BODY not in meta:
            return None
        reader: BodyReader = meta[META_BODY]
        return reader


def longest_download(crawler: Crawler, policy: RobotsPolicy) -> float:
    """How long one download of a robots.txt fetch may take: RFC9309_ROBOTS_TIMEOUT for each
    attempt, 1 + RETRY_TIMES of them when Scrapy retries. A fetch that starts another download
    (a redirect hop, a refetch) says so first (``RobotsFetcher.fetch``'s ``renew``)."""
    settings = crawler.settings
    retries = settings.getint("RETRY_TIMES") if settings.getbool("RETRY_ENABLED") else 0
    return policy.robots_timeout * (1 + max(0, retries))


#: Each header freshness.py reads, as Scrapy's Headers spells its key.
_HEADER_KEYS = {ScrapyHeaders().normkey(name): name for name in HEADER_NAMES}


def _is_failure(response: Response) -> bool:
    """An answer that makes robots.txt unreachable (5xx, 429, a 3xx with nothing to follow,
    a stray 304): retried, never taken from the HTTP cache."""
    status = response.status
    location = followed_location(status, response.headers.get(b"Location"))
    return classify(status) is Kind.UNREACHABLE and location is None


def _headers(response: Response) -> Headers:
    """What freshness.py reads of an answer's headers: those it has (most have few of them,
    and with none of a kind freshness.py reads nothing of that kind), found in one set
    operation rather than asked for one by one."""
    raw = response.headers
    headers: dict[str, list[bytes]] = {}
    for key in _HEADER_KEYS.keys() & raw.keys():  # (a loop: a comprehension is one more call)
        values = raw.getlist(key)
        if values:
            headers[_HEADER_KEYS[key]] = values
    return headers


_CONTENT_TYPE = ScrapyHeaders().normkey("content-type")


def _header(raw: ScrapyHeaders, key: bytes) -> bytes | None:
    """The last value of the header whose normal key (``Headers.normkey``) is ``key``; None,
    for the price of one lookup, when there is none."""
    values = raw.getlist(key) if key in raw.keys() else None
    return values[-1] if values else None


def _validators_for(previous: RobotsRecord[F] | None, url: str) -> Validators | None:
    """The validators to send to ``url``: those of the expired parsed record, when they
    came from that URL (the final one of its redirect chain)."""
    if previous is None or previous.kind is not Kind.PARSED or not previous.validators:
        return None
    return previous.validators if previous.url == url else None


def _status_text(status: int) -> str:
    """A record's reason for a plain answer, one string per status (not one per record)."""
    return sys.intern(str(status))


def _looks_like_text(body: bytes) -> bool:
    """UTF-8 without NUL bytes; a multi-byte character cut by the size limit still counts."""
    if b"\x00" in body:
        return False
    try:
        body.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start >= len(body) - 3
    return True
