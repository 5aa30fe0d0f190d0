"""RobotsTxtMiddleware: checks every request against its origin's robots.txt, RFC 9309 style.

It acts on requests only: the usage annotations of responses are UsageMiddleware's
(usage/annotate.py), in the chain only when a setting asks for them. Enable it with the add-on
(``ADDONS = {"scrapy_rfc9309.Addon": 100}``), or by hand in place of Scrapy's built-in
``scrapy.downloadermiddlewares.robotstxt.RobotsTxtMiddleware`` with ``ROBOTSTXT_OBEY = True``.
Requests with ``meta["dont_obey_robotstxt"]`` are not checked, nor are URLs that are not
http(s) (data:, file:).

Scrapy glue: ``process_request`` gathers a request's origin, product token (agents.py) and
record (records/service.py; waiting/room.py only when the record is not in memory), asks
decide.py what to do, and acts on the answer.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from typing import TYPE_CHECKING

from scrapy import Request, signals
from scrapy.exceptions import NotConfigured
from scrapy.settings import SETTINGS_PRIORITIES
from scrapy.utils.httpobj import urlparse_cached
from scrapy.utils.misc import load_object

from scrapy_rfc9309.agents import Agents, token_of
from scrapy_rfc9309.compat import send_robots_parsed
from scrapy_rfc9309.crawldelay.enforce import CrawlDelay
from scrapy_rfc9309.crawldelay.skip import skipping
from scrapy_rfc9309.decide import ALLOWED, Act, decide
from scrapy_rfc9309.exceptions import RobotsTxtForbidden, RobotsTxtUnreachable
from scrapy_rfc9309.finish import ROBOTS_DOWNLOADS, DeniedStart
from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.overrides import dryrun
from scrapy_rfc9309.overrides.permitted import Permitted
from scrapy_rfc9309.parser import RobotsTxtParser
from scrapy_rfc9309.policy import Verdict, verdict_for
from scrapy_rfc9309.records.fetch import META_BODY, RobotsFetcher
from scrapy_rfc9309.records.record import Kind, RobotsRecord
from scrapy_rfc9309.records.service import Records
from scrapy_rfc9309.records.sitefile import ROBOTS_TXT
from scrapy_rfc9309.settings import read_settings, warn_misspelt_names
from scrapy_rfc9309.stores.backend import open_store
from scrapy_rfc9309.tally import Tally
from scrapy_rfc9309.usage.purposes import PurposeCheck, RobotsUsage
from scrapy_rfc9309.waiting.postpone import META_WAITED
from scrapy_rfc9309.waiting.room import WaitingRoom

if TYPE_CHECKING:
    from scrapy import Spider
    from scrapy.crawler import Crawler
    from scrapy.robotstxt import RobotParser
    from typing_extensions import Self

    from scrapy_rfc9309.crawldelay.pacing import Pacer
    from scrapy_rfc9309.evidence.keeper import Evidence

logger = logging.getLogger(__name__)


class RobotsTxtMiddleware:
    #: Priority of robots.txt requests, as in the built-in; a subclass may set its own.
    DOWNLOAD_PRIORITY: int = 1000

    def __init__(self, crawler: Crawler) -> None:
        settings = crawler.settings
        if not settings.getbool("ROBOTSTXT_OBEY"):
            raise NotConfigured
        self.crawler = crawler
        self.stats = crawler.stats
        config = read_settings(settings, crawler.spider)
        self.policy, self.backend = config.policy, config.backend
        self.agents = Agents(settings)
        # RFC9309_DRY_RUN blocks nothing: nor does it hold requests for an unreachable robots.txt.
        if self.policy.dry_run:
            self.policy = replace(self.policy, postpone_unreachable=False)
        # RFC9309_PERMITTED: robots.txt's denials of the origins listed are not enforced.
        self.permitted = (
            Permitted(crawler, self.policy.permitted) if self.policy.permitted else None
        )
        crawler.signals.connect(self._say_at_start, signal=signals.spider_opened)
        self._origins: dict[tuple[str, str], Origin | None] = {}
        self.tally = Tally(crawler)
        #: The origins' Content-Usage rules compiled once per token, for the request check
        #: here and the annotations of UsageMiddleware alike (empty while neither reads them).
        self.robots_usage = RobotsUsage()
        # RFC9309_USAGE_PURPOSES: robots.txt's Content-Usage ``n`` stops a request unsent.
        purposes = config.usage.usage_purposes
        self.purposes = (
            PurposeCheck(crawler, purposes, self.robots_usage, self.policy.dry_run)
            if purposes else None
        )
        self.denied_start = DeniedStart(crawler, self.tally)
        self.crawl_delay = CrawlDelay(crawler, self.policy) if self.policy.crawl_delay else None
        # RFC9309_CACHE_BACKEND: this process alone, or a fleet sharing records and pacing.
        store = open_store(crawler, self.policy, self.crawl_delay, self.backend)
        # RFC9309_SKIP_CRAWL_DELAY_ABOVE: origins beyond reach are denied before pacing.
        self.pacer: Pacer | None = skipping(
            crawler, self.policy.skip_crawl_delay_above, self._refuse,
            store.pacer or self.crawl_delay,
        )
        # A store shared by a fleet reads s-maxage and private (RFC 9111 5.2.2).
        shared = self.backend.cache_backend == "redis"
        # RFC9309_EVIDENCE: the provenance of each permission (evidence/), only when asked.
        self.evidence: Evidence | None = None
        if config.evidence.evidence:
            from scrapy_rfc9309.evidence.keeper import Evidence
            self.evidence = Evidence.open(crawler, config)
        fetcher = RobotsFetcher(
            crawler, self.policy, self.DOWNLOAD_PRIORITY, shared, agent_for=self.agents.agent_for,
            evidence=self.evidence, file=ROBOTS_TXT,
        )
        self.records = Records(crawler, self.policy, store, fetcher, self._fetched)
        # Where a request waits when its record is not at hand (waiting/room.py).
        self.waiting_room = WaitingRoom(crawler, self.policy, self.records, self.tally.add)
        self.postponer, self.slots = self.waiting_room.postponer, self.waiting_room.slots
        # A subclass that replaces the built-in's process_request_2 decides through it; an
        # instance that replaces it is seen per request (a dict lookup).
        self._hooked = type(self).process_request_2 is not RobotsTxtMiddleware.process_request_2

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    def _say_at_start(self) -> None:
        """The start-up warnings, once the spider is open: Scrapy counts log lines in
        ``log_count/*`` only from then on (its LogCount extension)."""
        crawler = self.crawler
        warn_misspelt_names(crawler.settings, crawler.spider)
        _warn_if_parser_set(crawler)
        agents = self.agents
        _log_if_browser_agent(crawler, agents.robots_agent or agents.default_agent)
        if self.policy.dry_run:
            dryrun.announce(crawler)

    async def process_request(
        self, request: Request, spider: Spider | None = None
    ) -> Request | None:
        """``spider`` is accepted (Scrapy 2.13 passes it; the built-in takes it) and unused.

        Every way a request leaves this method:

        * ``None``: allowed (after Crawl-delay pacing), or not checked at all
          (``dont_obey_robotstxt``, a URL that is not http(s)), or denied but let through
          (RFC9309_PERMITTED, RFC9309_DRY_RUN: overrides/). A request that waited for
          robots.txt lent its download slot meanwhile (waiting/slots.py) and holds one again;
        * ``RobotsTxtForbidden`` / ``RobotsTxtUnreachable`` raised: denied (by robots.txt,
          or its Crawl-delay above RFC9309_SKIP_CRAWL_DELAY_ABOVE);
        * ``UsageDisallowed`` raised: allowed by robots.txt, but its Content-Usage rule says
          ``n`` to one of RFC9309_USAGE_PURPOSES;
        * the request returned, *parked*: robots.txt has been under way for
          RFC9309_PARK_AFTER (unless as many requests as may be are parked already: then it
          waits on); the engine schedules it, the Postponer takes it at request_scheduled
          and crawls it again when the fetch ends;
        * the request returned, *postponed*: robots.txt is unreachable, no last good copy
          decides, and RFC9309_POSTPONE_UNREACHABLE is on (the default); taken the same way,
          crawled again when robots.txt is due to be fetched again (denied instead when that
          is past RFC9309_POSTPONE_MAX_WAIT);
        * a request that did not come through the scheduler (sent by
          ``engine.download_async``: FilesPipeline, ImagesPipeline, ...) is never returned,
          since the sender would resend it at once, in a loop: it waits here for the fetch,
          however long, and is allowed or denied (stat ``rfc9309/unscheduled``);
        * ``CancelledError`` raised: the crawl shut down while the request waited.
        """
        # Gather: the origin, the token, the record (waiting for it only if not at hand).
        meta = request.meta
        if meta.get("dont_obey_robotstxt"):
            if META_BODY in meta:  # a robots.txt (tdmrep.json) attempt, retries included
                self.tally.add(ROBOTS_DOWNLOADS)
            return None
        origin = self.origin_of(request)
        if origin is None:
            return None
        token = self.agents.token_for(request)
        record = None
        if META_WAITED in meta:  # back from waiting here
            record = self.waiting_room.back(request, origin)
        if record is None:
            record = self.records.peek(origin)
        if record is not None:
            counts = _HIT_KEYS  # the hit and the verdict, counted in one call
        else:
            record = await self.waiting_room.record_for(request, origin)
            if record is None:  # parked
                return request
            counts = _VERDICT_KEYS
        rules = record.rules
        if rules is not None and not rules.compiled_for(token):  # a token seen late
            if counts is _HIT_KEYS:  # a hit, whether or not the wait ends in a shutdown
                self.tally.add(_CACHE_HIT)
                counts = _VERDICT_KEYS
            await self.records.compiled(rules, token)
        self.tally.add(*counts[record.kind])
        # Decide, then act.
        if self._hooked or "process_request_2" in self.__dict__:
            # As the built-in: the hook raises IgnoreRequest to deny, returns to allow.
            self.process_request_2(RobotsTxtParser(self.policy, record), request)
            act, verdict = ALLOWED
        else:
            act, verdict = decide(self.policy, record, request.url, token)
        let_through = None  # why a denial goes on: RFC9309_PERMITTED
        if act is not Act.ALLOW:
            assert verdict is not None
            if self._permits(request, verdict, origin):
                let_through = "permitted"
            else:
                if act is Act.POSTPONE and self.waiting_room.postpone(request, origin, record):
                    return request
                self._deny(request, verdict)  # returns in a dry run only
                if self.evidence is not None:
                    self.evidence.attach(request, record, token, "dry_run")
                return None
        if self.evidence is not None:
            self.evidence.attach(request, record, token, let_through)
        if self.purposes is not None:
            self.purposes.check_request(request, record.rules, origin, token)
        if self.pacer is not None:
            await self.pacer.pace(request, origin, record, token)
        return None

    async def _fetched(
        self, origin: Origin, record: RobotsRecord, request: Request | None
    ) -> None:
        """A record came (from the store, or downloaded for ``request``): the origin's parked
        requests go back to the scheduler with it, and robots_parsed is sent for a download,
        as the built-in sends it."""
        self.waiting_room.released(origin, record)
        if request is not None:
            await send_robots_parsed(
                self.crawler, robotparser=RobotsTxtParser(self.policy, record), request=request
            )

    async def check(self, request: Request) -> Verdict | None:
        """The verdict on ``request`` (None for non-http(s) URLs), without acting on it: what
        process_request decides, explained, for the ``scrapy robots`` command too."""
        origin = self.origin_of(request)
        if origin is None:
            return None
        record = await self.records.fresh(origin, request)
        return verdict_for(self.policy, record, request.url, self.token_for(request))

    def origin_of(self, request: Request) -> Origin | None:
        """The request's origin, one shared object per scheme and netloc: building an Origin
        costs more than the rest of a cached decision, and identical keys compare fastest."""
        parts = urlparse_cached(request)
        key = (parts.scheme, parts.netloc)
        try:  # (no call when the key is known, as it nearly always is)
            return self._origins[key]
        except KeyError:
            if len(self._origins) >= _MAX_INTERNED:
                self._origins.clear()
            origin = self._origins[key] = Origin.from_url(parts)
            return origin

    def agent_for(self, request: Request) -> str | bytes:
        """ROBOTSTXT_USER_AGENT, else the request's User-Agent, else USER_AGENT (agents.py)."""
        return self.agents.agent_for(request)

    def token_for(self, request: Request) -> str:
        """The product token of agent_for(request) (agents.py)."""
        return self.agents.token_for(request)

    async def sitemaps(self, origin_or_url: Origin | str) -> tuple[str, ...]:
        """Sitemap URLs of the robots.txt already read for an origin (or a URL's origin), so
        no one needs to fetch robots.txt a second time for them: from memory, else from the
        store when it keeps the record; () when none was read."""
        origin = (
            origin_or_url if isinstance(origin_or_url, Origin) else Origin.from_url(origin_or_url)
        )
        if origin is None:
            return ()
        known = self.records.known(origin)
        record = known if known is None or isinstance(known, RobotsRecord) else await known
        return record.sitemaps() if record is not None else ()

    # -- the built-in's methods, for code written against it ------------------------------------

    async def robot_parser(self, request: Request) -> RobotsTxtParser | None:
        """The built-in's ``robot_parser``: the parser of the request's origin, fetching
        robots.txt once if needed; None for URLs that are not http(s)."""
        origin = self.origin_of(request)
        if origin is None:
            return None
        return RobotsTxtParser(self.policy, await self.records.fresh(origin, request))

    def process_request_2(self, rp: RobotParser | None, request: Request) -> None:
        """The built-in's ``process_request_2``: raise IgnoreRequest (RobotsTxtForbidden) if
        ``rp`` denies ``request`` to our agent.

        When a subclass or an instance replaces it, process_request decides every http(s)
        request through it, with ``rp`` this package's RobotsTxtParser for the request's origin
        (as the built-in does); otherwise process_request decides on its own fast path, with
        the same verdict."""
        if rp is None:
            return
        if isinstance(rp, RobotsTxtParser):
            verdict = verdict_for(self.policy, rp.record, request.url, self.token_for(request))
            if not verdict.allowed and not self._permits(request, verdict):
                self._deny(request, verdict)
        elif not rp.allowed(request.url, self.agent_for(request)):
            self.stats.inc_value("robotstxt/forbidden")
            raise RobotsTxtForbidden("Forbidden by robots.txt")

    def _permits(
        self, request: Request, verdict: Verdict, origin: Origin | None = None
    ) -> bool:
        """Whether RFC9309_PERMITTED lets ``request`` through, robots.txt's ``verdict`` a
        denial (asked on the denial path only)."""
        if self.permitted is None:
            return False
        origin = origin or self.origin_of(request)
        return origin is not None and self.permitted.lets(
            request, origin, verdict, _loggable(request)
        )

    def _deny(self, request: Request, verdict: Verdict) -> None:
        self._refuse(
            request,
            verdict.denial_kind,
            verdict.reason,
            RobotsTxtUnreachable if verdict.unreachable else RobotsTxtForbidden,
        )

    def _refuse(
        self,
        request: Request,
        kind: str,
        reason: str,
        error: type[RobotsTxtForbidden] = RobotsTxtForbidden,
    ) -> None:
        """Count (``rfc9309/denied/<kind>``), log and raise one denial; in a dry run, record
        it on the request and return (overrides/dryrun.py)."""
        level = logging.WARNING if kind == "over_budget" else logging.DEBUG
        if self.policy.dry_run:
            dryrun.let_through(self.crawler, request, kind, reason, shown=_loggable(request),
                               level=level)
            return
        self.stats.inc_value("robotstxt/forbidden")
        self.denied_start.note(request)
        self.stats.inc_value(f"rfc9309/denied/{kind}")
        logger.log(
            level,
            "Forbidden by robots.txt: %(request)s: %(reason)s",
            {"request": _loggable(request), "reason": reason},
            extra={"spider": self.crawler.spider},
        )
        raise error(f"Forbidden by robots.txt: {reason}")

_LOGGED_URL_MAX = 300


def _loggable(request: Request) -> Request | str:
    """The request as a log line shows it; a hostile URL of 100 KB is cut, its length said."""
    url = request.url
    if len(url) <= _LOGGED_URL_MAX:
        return request
    return f"<{request.method} {url[:_LOGGED_URL_MAX]}... ({len(url)} characters)>"


def _log_if_browser_agent(crawler: Crawler, agent: str) -> None:
    """A browser's User-Agent (``Mozilla/5.0 (X11; ...) ... Chrome/...``) names no crawler:
    say once, at start-up, which groups will apply and how to name the crawler."""
    if token_of(agent).lower() != "mozilla":
        return
    logger.info(
        "robots.txt: the User-Agent %(agent)r is a browser's, it names no crawler: the groups "
        "for 'Mozilla' apply where a robots.txt has one, else the '*' groups. Set "
        "ROBOTSTXT_USER_AGENT to your crawler's name (e.g. ROBOTSTXT_USER_AGENT = 'MyBot') "
        "to obey the groups written for it",
        {"agent": agent},
        extra={"spider": crawler.spider},
    )


def _warn_if_parser_set(crawler: Crawler) -> None:
    """ROBOTSTXT_PARSER is the built-in's; a project that set it learns it does nothing here."""
    settings = crawler.settings
    if (settings.getpriority("ROBOTSTXT_PARSER") or 0) <= SETTINGS_PRIORITIES["default"]:
        return
    parser = settings.get("ROBOTSTXT_PARSER")
    try:
        if issubclass(load_object(parser), RobotsTxtParser):
            return
    except (ImportError, NameError, TypeError, ValueError):
        pass  # not even loadable: all the more reason to say it is not used
    logger.warning(
        "ROBOTSTXT_PARSER = %(parser)r is not used: scrapy_rfc9309's RobotsTxtMiddleware "
        "decides with its own RFC 9309 rules",
        {"parser": parser},
        extra={"spider": crawler.spider},
    )


_CACHE_HIT = "rfc9309/cache/hit"
#: What a request decided on a record it waited for counts (its verdict), and one decided on a
#: record in memory (a hit, and its verdict).
_VERDICT_KEYS: dict[Kind, tuple[str, ...]] = {
    kind: (f"rfc9309/verdict/{kind.value}",) for kind in Kind
}
_HIT_KEYS = {kind: (_CACHE_HIT, *keys) for kind, keys in _VERDICT_KEYS.items()}
#: Distinct (scheme, netloc) pairs remembered before the table starts over.
_MAX_INTERNED = 100_000

