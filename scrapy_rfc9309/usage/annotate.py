"""UsageMiddleware: the usage preferences of each response RobotsTxtMiddleware checked, in
its meta, and RFC9309_USAGE_PURPOSES acted on for the response. Scrapy glue for the pure
modules of this folder.

A downloader middleware of its own, in the chain only when a setting asks for the
annotations: RFC9309_USAGE_ANNOTATE, RFC9309_TDMREP, or RFC9309_USAGE_PURPOSES or
RFC9309_OBEY_NOFOLLOW, which act on them, or RFC9309_EVIDENCE, which reports them with their
sources (else NotConfigured: no response pays for them). The add-on places it just after
RobotsTxtMiddleware, so it sees a response where that middleware would (responses go through
the chain in reverse order). UsageAnnotator reads each response:

* ``meta["content_usage"]``: ``label -> bool``, the robots.txt Content-Usage rule for the URL
  combined with the ``Content-Usage`` header (``n`` wins);
* ``meta["robots_tag"]``: the page-level directives for the crawler's product token, from the
  ``X-Robots-Tag``/``Robots-Tag`` headers and, for an HTML response, the meta tags of its head;
* ``meta["tdm_reservation"]``: the TDMRep header or meta tag says ``1``, or with RFC9309_TDMREP
  the rule of the origin's ``/.well-known/tdmrep.json`` for the URL (tdmrepfiles.py);
  ``meta["tdm_reserved_by"]`` which of them (``"tdmrep.json"``, ``"header"``, ``"meta"``),
  ``meta["tdm_policy"]`` the TDM policy URL of a reservation.

Where a bound on what is read cut short what applies (robotstag.py, headmeta.py, a
``Content-Usage`` header longer than is parsed), the signal reads as restrictive: ``noindex``
and ``nofollow``, a TDM reservation for a head read in part, ``n`` for every counted label;
each with a stat ``rfc9309/usage/overflow/<signal>/<bound>`` and a DEBUG line.

Work is skipped when there is nothing to read: no Content-Usage rule in the origin's file (the
rules are compiled once per origin and token), no header, not HTML. Stat keys are bounded:
per-label counts only for KNOWN_LABELS and the listed purposes, since a site may send any
number of labels.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from scrapy.exceptions import NotConfigured
from scrapy.http import Headers, HtmlResponse

from scrapy_rfc9309.explain.locate import find_middleware
from scrapy_rfc9309.middleware import RobotsTxtMiddleware
from scrapy_rfc9309.records.record import RobotsRecord
from scrapy_rfc9309.settings import read_settings
from scrapy_rfc9309.tally import Tally
from scrapy_rfc9309.usage.headmeta import EMPTY as EMPTY_HEAD
from scrapy_rfc9309.usage.headmeta import Head, meta_tags
from scrapy_rfc9309.usage.preferences import (
    KNOWN_LABELS,
    MAX_STATEMENT_BYTES,
    TOO_LONG,
    combine,
    parse_statement,
)
from scrapy_rfc9309.usage.purposes import (
    NOTHING,
    RobotsUsage,
    past_bounds,
    refuse,
    rules_named,
)
from scrapy_rfc9309.usage.robotsrules import rule_text
from scrapy_rfc9309.usage.robotstag import HEADER_NAMES, directives_for
from scrapy_rfc9309.usage.tdm import HEADER_NAME as TDM_HEADER
from scrapy_rfc9309.usage.tdm import META as TDM_META
from scrapy_rfc9309.usage.tdm import POLICY_NAME as TDM_POLICY_NAME
from scrapy_rfc9309.usage.tdm import tdm_reservation
from scrapy_rfc9309.usage.tdmrep import TdmRule
from scrapy_rfc9309.usage.tdmrepfiles import NAME as TDMREP_JSON
from scrapy_rfc9309.usage.tdmrepfiles import TdmRepFiles

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable
    from collections.abc import Set as AbstractSet

    from scrapy import Request, Spider
    from scrapy.crawler import Crawler
    from scrapy.http import Response
    from typing_extensions import Self

    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.robotstxt import RobotsTxt

logger = logging.getLogger(__name__)

#: The meta keys each checked response gets.
CONTENT_USAGE = "content_usage"
ROBOTS_TAG = "robots_tag"
TDM_RESERVATION = "tdm_reservation"
TDM_RESERVED_BY = "tdm_reserved_by"
TDM_POLICY = "tdm_policy"

# The fields read, as Scrapy's Headers keys them (its own normkey), to find them all at once.
_CONTENT_USAGE_KEY = Headers().normkey("Content-Usage")
_ROBOTS_TAG_KEYS = tuple(Headers().normkey(name) for name in HEADER_NAMES)
_TDM_KEY = Headers().normkey(TDM_HEADER)
_TDM_POLICY_KEY = Headers().normkey(TDM_POLICY_NAME)
_FIELDS = frozenset({_CONTENT_USAGE_KEY, *_ROBOTS_TAG_KEYS, _TDM_KEY, _TDM_POLICY_KEY})
_NONE_PRESENT: frozenset[bytes] = frozenset()
_NO_DIRECTIVES: frozenset[str] = frozenset()
#: Directives counted in stats (a site may send any name; the keys stay bounded).
COUNTED_DIRECTIVES = frozenset(
    {"noindex", "nofollow", "none", "noai", "noimageai", "noarchive", "nosnippet"}
)
#: Product tokens whose meta tag names are kept before the table starts over.
_MAX_TOKENS = 10_000


class UsageMiddleware:
    """Annotates the response of each request RobotsTxtMiddleware checked (see module
    docstring); NotConfigured when no setting asks for the annotations."""

    def __init__(self, crawler: Crawler, robots: RobotsTxtMiddleware | None = None) -> None:
        """``robots``: the RobotsTxtMiddleware whose checked requests it annotates (the one in
        the crawl's chain when not given, found at the first response)."""
        if not crawler.settings.getbool("ROBOTSTXT_OBEY"):
            raise NotConfigured
        config = read_settings(crawler.settings, crawler.spider)
        usage = config.usage
        if not (usage.annotates or config.evidence.evidence):  # RFC9309_EVIDENCE reports them
            raise NotConfigured
        self.crawler = crawler
        self.annotator = UsageAnnotator(
            crawler, usage.usage_purposes, Tally(crawler).add, config.policy.dry_run
        )
        self._robots: RobotsTxtMiddleware | None = None
        if robots is not None:
            self._found(robots)
        #: Each origin's tdmrep.json, when RFC9309_TDMREP asks for it.
        self.tdmrep = (
            TdmRepFiles(
                crawler, config.policy, config.backend, RobotsTxtMiddleware.DOWNLOAD_PRIORITY
            )
            if usage.tdmrep else None
        )

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    def process_response(
        self, request: Request, response: Response, spider: Spider | None = None
    ) -> Response | Awaitable[Response]:
        """Annotate the response of a checked request (a request with
        ``meta["dont_obey_robotstxt"]``, or a URL that is not http(s), was not checked);
        UsageDisallowed when one of RFC9309_USAGE_PURPOSES is refused. At once when memory
        holds the origin's record (and its fresh tdmrep.json, with RFC9309_TDMREP); an
        evicted one is read from the store, a tdmrep.json fetched (an awaitable, which Scrapy
        awaits)."""
        if request.meta.get("dont_obey_robotstxt"):
            return response
        robots = self._robots
        if robots is None:  # the crawl's own, found once its chain is built
            robots = find_middleware(self.crawler)
            if robots is None:  # not enabled: no request was checked
                return response
            self._found(robots)
        origin = robots.origin_of(request)
        if origin is None:
            return response
        record = robots.records.known(origin)
        tdm = None if self.tdmrep is None else self.tdmrep.rule_for(origin, request, response.url)
        if (record is None or isinstance(record, RobotsRecord)) and (
            tdm is None or isinstance(tdm, TdmRule)
        ):
            return self._annotate(robots, request, response, origin, record, tdm)
        return self._annotate_stored(robots, request, response, origin, record, tdm)

    def _found(self, robots: RobotsTxtMiddleware) -> None:
        """Annotate what ``robots`` checked, with its Content-Usage rules: compiled once for
        the request check and the annotations alike."""
        self._robots = robots
        self.annotator.robots_usage = robots.robots_usage

    async def _annotate_stored(
        self,
        robots: RobotsTxtMiddleware,
        request: Request,
        response: Response,
        origin: Origin,
        stored: RobotsRecord | Awaitable[RobotsRecord | None] | None,
        tdm: TdmRule | Awaitable[TdmRule | None] | None,
    ) -> Response:
        if stored is not None and not isinstance(stored, RobotsRecord):
            stored = await stored
        if tdm is not None and not isinstance(tdm, TdmRule):
            tdm = await tdm
        return self._annotate(robots, request, response, origin, stored, tdm)

    def _annotate(
        self,
        robots: RobotsTxtMiddleware,
        request: Request,
        response: Response,
        origin: Origin,
        record: RobotsRecord | None,
        tdm: TdmRule | None,
    ) -> Response:
        rules = record.rules if record is not None else None
        token = robots.token_for(request)
        self.annotator.annotate(request, response, rules, origin, token, tdm)
        if robots.evidence is not None:  # RFC9309_EVIDENCE: the annotations, and their sources
            meta = request.meta
            robots.evidence.add_usage(
                meta, meta[CONTENT_USAGE], meta[ROBOTS_TAG], meta[TDM_RESERVATION],
                self.annotator.sources(response, rules, origin, token),
            )
        return response


class UsageAnnotator:
    """Annotates checked responses, and drops those RFC9309_USAGE_PURPOSES excludes."""

    def __init__(
        self,
        crawler: Crawler,
        purposes: tuple[str, ...],
        count: Callable[[str], None],
        dry_run: bool = False,
    ) -> None:
        self.crawler = crawler
        self.purposes = purposes
        #: RFC9309_DRY_RUN: a refused label keeps the response, its verdict recorded.
        self.dry_run = dry_run
        #: Stats per response go through a batching Tally.
        self.count = count
        self.counted = KNOWN_LABELS | frozenset(purposes)
        #: The RobotsTxtMiddleware's, once UsageMiddleware finds it (its own until then).
        self.robots_usage = RobotsUsage()
        self._names: dict[str, frozenset[str]] = {}

    def annotate(
        self,
        request: Request,
        response: Response,
        rules: RobotsTxt | None,
        origin: Origin,
        token: str,
        tdm_file: TdmRule | None = None,
    ) -> None:
        """Put the annotations in ``response.meta`` (``tdm_file``: the rule of the origin's
        tdmrep.json for the URL, if any); raise UsageDisallowed when the combined preference
        for a listed purpose is ``n``."""
        usage = self.robots_usage.of(rules, origin, response.url, token)
        headers = response.headers
        # One set operation says which of the four fields are there (most often none).
        present = headers.keys() & _FIELDS if headers else _NONE_PRESENT
        # Most heads are short and hold no meta tag read here: EMPTY after a few C calls.
        head = (
            meta_tags(response.body, self.meta_names(token))
            if isinstance(response, HtmlResponse)
            else EMPTY_HEAD
        )
        meta = request.meta
        if usage is NOTHING and not present and head is EMPTY_HEAD and tdm_file is None:
            # Nothing to read (the most common case): the annotations say so at once.
            meta[CONTENT_USAGE] = {}
            meta[ROBOTS_TAG] = _NO_DIRECTIVES
            meta[TDM_RESERVATION] = False
            meta[TDM_RESERVED_BY] = ()
            meta[TDM_POLICY] = None
            return
        # A new dict per response: the spider may keep or change it.
        if usage.restrictive:  # a rule past the bounds may say ``n``: every counted label does
            preferences = dict.fromkeys(self.counted, False)
            self._overflow(response, CONTENT_USAGE, usage.malformed, token)
        else:
            preferences = usage.preferences if usage is not NOTHING else {}
            self._malformed(CONTENT_USAGE, usage.malformed)
        header = headers.getlist(_CONTENT_USAGE_KEY) if _CONTENT_USAGE_KEY in present else None
        said = None
        header_cut = False
        if header:  # the header combines with the rule, ``n`` winning
            said = parse_statement(header)
            header_cut = said.malformed == TOO_LONG
            if header_cut:  # what was not parsed may say ``n``: every counted label does
                preferences = {**preferences, **dict.fromkeys(self.counted, False)}
                self._overflow(response, CONTENT_USAGE, (TOO_LONG,), token)
            elif said.malformed:
                self._malformed(CONTENT_USAGE, (said.malformed,))
            elif said.preferences:
                preferences = combine((preferences, said))
        meta[CONTENT_USAGE] = preferences
        for label, allowed in preferences.items():
            if label in self.counted:
                self.count(f"rfc9309/usage/{label}/{'y' if allowed else 'n'}")
        lines = [line for name in _ROBOTS_TAG_KEYS if name in present
                 for line in headers.getlist(name)]
        tags = head.tags
        if lines or head is not EMPTY_HEAD:
            directives = directives_for(token, lines, tags, head.overflow)
            self._malformed(ROBOTS_TAG, directives.malformed)
            if directives.overflow:
                self._overflow(response, ROBOTS_TAG, directives.overflow, token)
            found = directives.directives
            for directive in found & COUNTED_DIRECTIVES:
                self.count(f"rfc9309/usage/robots_tag/{directive}")
        else:
            found = _NO_DIRECTIVES
        meta[ROBOTS_TAG] = found
        self._tdm(meta, headers, present, head, tdm_file)
        for label in self.purposes:
            if preferences.get(label) is False:
                where = []
                if usage.restrictive:
                    where.append(past_bounds(usage))
                elif usage.preferences.get(label) is False:
                    where.append(rules_named(usage, label))
                if header_cut:
                    where.append(f"the Content-Usage header past {MAX_STATEMENT_BYTES} octets")
                elif said is not None and said.as_dict().get(label) is False:
                    where.append(f"the Content-Usage header {_header_text(header)!r}")
                refuse(self.crawler, request, label, " and ".join(where), self.dry_run)
                return

    def sources(
        self, response: Response, rules: RobotsTxt | None, origin: Origin, token: str
    ) -> list[dict[str, Any]]:
        """Where each usage signal of ``response`` was read, for its evidence (RFC9309_EVIDENCE
        only): the robots.txt Content-Usage rules that apply (with their lines), the header
        lines, and the meta tags of an HTML head, as written."""
        found: list[dict[str, Any]] = [
            {"signal": CONTENT_USAGE, "source": "robots.txt", "text": rule_text(rule)}
            for rule in self.robots_usage.of(rules, origin, response.url, token).rules
        ]
        headers = response.headers
        for signal, names in ((CONTENT_USAGE, ("Content-Usage",)), (ROBOTS_TAG, HEADER_NAMES),
                              (TDM_RESERVATION, (TDM_HEADER, TDM_POLICY_NAME))):
            found += [
                {"signal": signal, "source": "header", "name": name,
                 "text": line.decode("latin-1")}
                for name in names for line in headers.getlist(name)
            ]
        if isinstance(response, HtmlResponse):
            for name, content in meta_tags(response.body, self.meta_names(token)).tags:
                signal = TDM_RESERVATION if name in (TDM_HEADER, TDM_POLICY_NAME) else ROBOTS_TAG
                found.append({"signal": signal, "source": "meta tag", "name": name,
                              "text": content})
        return found

    def _tdm(
        self,
        meta: dict[str, Any],
        headers: Headers,
        present: AbstractSet[bytes],
        head: Head,
        tdm_file: TdmRule | None,
    ) -> None:
        """The TDM annotations: reserved if any of the file's rule, the header and the meta
        tags says ``1`` (the protective reading, where TDMRep lets the header supersede the
        file and the meta tag the header), the policy the report's order gives."""
        tdm = headers.getlist(_TDM_KEY) if _TDM_KEY in present else ()
        policies = headers.getlist(_TDM_POLICY_KEY) if _TDM_POLICY_KEY in present else ()
        reserved_by: tuple[str, ...] = ()
        policy = None
        if tdm or policies or head is not EMPTY_HEAD:
            reservation = tdm_reservation(tdm, head.tags, policies)
            self._malformed(TDM_RESERVATION, reservation.malformed)
            reserved_by, policy = reservation.sources, reservation.policy
            if head.overflow is not None and TDM_META not in reserved_by:
                # A head read only in part may reserve in what was not read.
                reserved_by += (TDM_META,)
        if tdm_file is not None and tdm_file.reserved:
            reserved_by = (TDMREP_JSON, *reserved_by)
            policy = policy or tdm_file.policy
        if reserved_by:
            self.count("rfc9309/usage/tdm_reservation")
            for source in reserved_by:
                self.count(f"rfc9309/usage/tdm_reservation/{source}")
            if policy:
                self.count("rfc9309/usage/tdm_policy")
        meta[TDM_RESERVATION] = bool(reserved_by)
        meta[TDM_RESERVED_BY] = reserved_by
        meta[TDM_POLICY] = policy if reserved_by else None

    def _malformed(self, signal: str, causes: tuple[str, ...]) -> None:
        for cause in causes:
            self.count(f"rfc9309/usage/malformed/{signal}/{cause}")

    def _overflow(
        self, response: Response, signal: str, bounds: tuple[str, ...], token: str
    ) -> None:
        """Count and log a signal read as restrictive because a bound was reached."""
        for bound in bounds:
            self.count(f"rfc9309/usage/overflow/{signal}/{bound}")
        logger.debug(
            "%(signal)s of %(response)s for %(token)s past the bounds (%(bounds)s): read as "
            "restrictive",
            {"signal": signal, "response": response, "token": token,
             "bounds": ", ".join(bounds)},
            extra={"spider": self.crawler.spider},
        )

    def meta_names(self, token: str) -> frozenset[str]:
        """The meta tag names read for ``token``: ``robots``, its own, ``tdm-reservation``,
        ``tdm-policy`` (one set per token, kept)."""
        names = self._names.get(token)
        if names is None:
            if len(self._names) >= _MAX_TOKENS:
                self._names.clear()
            names = self._names[token] = frozenset(
                {"robots", token.lower(), TDM_HEADER, TDM_POLICY_NAME}
            )
        return names


def _header_text(lines: list[bytes] | None) -> str:
    return ", ".join(line.decode("latin-1") for line in lines or ())
