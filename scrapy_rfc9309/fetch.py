"""RobotsFetcher: one robots.txt fetch through Scrapy's engine, turned into a RobotsRecord.

The request skips the offsite filter, the dupefilter (it never meets the scheduler), Scrapy's
redirect and retry middlewares (RFC 9309 redirects are followed here, at most
RFC9309_MAX_REDIRECTS hops, and failures are retried by the cache's backoff) and stops
downloading once RFC9309_MAX_BYTES have arrived.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any
from urllib.parse import urljoin

from scrapy import Request, signals
from scrapy.exceptions import StopDownload
from scrapy.http.request import NO_CALLBACK

from scrapy_rfc9309.compat import download
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.policy import Kind, RobotsPolicy, RobotsRecord, make_record, parse_retry_after
from scrapy_rfc9309.rules import RobotsTxt

if TYPE_CHECKING:
    from scrapy.crawler import Crawler
    from scrapy.http import Response

logger = logging.getLogger(__name__)

#: request.meta key marking a robots.txt request; its value is the byte budget.
META_BUDGET = "rfc9309_robots_budget"
_REDIRECTS = (301, 302, 303, 307, 308)
#: Copied from the request that needed robots.txt, so robots.txt takes the same route.
_INHERITED_META = ("proxy",)


class RobotsFetcher:
    def __init__(self, crawler: Crawler, policy: RobotsPolicy, priority: int = 1000) -> None:
        self.crawler = crawler
        self.policy = policy
        self.priority = priority  # of robots.txt requests: the middleware's DOWNLOAD_PRIORITY
        self.stats = crawler.stats
        crawler.signals.connect(self._bytes_received, signal=signals.bytes_received)

    async def fetch(
        self, origin: Origin, request: Request, previous: RobotsRecord | None
    ) -> tuple[RobotsRecord, Response | None]:
        """Fetch robots.txt of ``origin`` for ``request``; never raises on HTTP or network
        trouble, which becomes an UNAVAILABLE or UNREACHABLE record."""
        self.stats.inc_value("robotstxt/request_count")
        url = origin.robots_url
        seen = {url}
        for _hop in range(self.policy.max_redirects + 1):
            try:
                response = await download(self.crawler, self._request(url, request))
            except Exception as exc:
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
                return self._final(response, url, previous), response
            self.stats.inc_value("rfc9309/fetch/redirect")
            target = urljoin(response.url, location.decode("latin-1").strip())
            if Origin.from_url(target) is None:
                scheme = target.split(":", 1)[0]
                reason = f"redirect to {scheme}: ({status})"
                return self._record(Kind.UNAVAILABLE, status, reason, url, previous), response
            if target in seen:
                reason = f"redirect loop at {target}"
                return self._record(Kind.UNAVAILABLE, status, reason, url, previous), response
            seen.add(target)
            url = target
        reason = f"more than {self.policy.max_redirects} redirects"
        return self._record(Kind.UNAVAILABLE, status, reason, url, previous), response

    def _request(self, url: str, cause: Request) -> Request:
        meta: dict[str, Any] = {
            "dont_obey_robotstxt": True,
            "dont_redirect": True,
            "dont_retry": True,
            "allow_offsite": True,
            "handle_httpstatus_all": True,
            "download_timeout": self.policy.robots_timeout,
            # Bounds what decompression may produce (a gzip bomb) ...
            "download_maxsize": self.policy.max_bytes * 8,
            # ... and what the wire may bring, cut softly by _bytes_received.
            META_BUDGET: self.policy.max_bytes,
        }
        for key in _INHERITED_META:
            if key in cause.meta:
                meta[key] = cause.meta[key]
        return Request(
            url, priority=self.priority, dont_filter=True, callback=NO_CALLBACK, meta=meta
        )

    def _final(
        self, response: Response, url: str, previous: RobotsRecord | None
    ) -> RobotsRecord:
        status = response.status
        self.stats.inc_value("robotstxt/response_count")
        self.stats.inc_value(f"robotstxt/response_status_count/{status}")
        kind = self.policy.classify(status)
        if kind is not Kind.PARSED:
            retry_after = parse_retry_after(response.headers.get(b"Retry-After"), time.time())
            return self._record(kind, status, str(status), url, previous, retry_after=retry_after)
        body = response.body
        self._inspect(response, url)
        if "download_stopped" in response.flags or len(body) > self.policy.max_bytes:
            self.stats.inc_value("rfc9309/fetch/truncated")
            logger.info(
                "robots.txt at %(url)s is larger than %(limit)d bytes; the rest is ignored",
                {"url": url, "limit": self.policy.max_bytes},
                extra={"spider": self.crawler.spider},
            )
        rules = RobotsTxt.parse(body, self.policy.max_bytes)
        return self._record(kind, status, str(status), url, previous, rules=rules)

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
        **extra: Any,
    ) -> RobotsRecord:
        return make_record(
            self.policy,
            kind,
            now=time.time(),
            status=status,
            reason=reason,
            url=url,
            previous=previous,
            **extra,
        )

    @staticmethod
    def _bytes_received(data: bytes, request: Request, **kwargs: Any) -> None:
        """Stop a robots.txt download once the budget has arrived; what came is parsed."""
        budget = request.meta.get(META_BUDGET)
        if budget is None:
            return
        budget -= len(data)
        request.meta[META_BUDGET] = budget
        if budget <= 0:
            raise StopDownload(fail=False)


def _looks_like_text(body: bytes) -> bool:
    """UTF-8 without NUL bytes; a multi-byte character cut by the size limit still counts."""
    if b"\x00" in body:
        return False
    try:
        body.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start >= len(body) - 3
    return True
