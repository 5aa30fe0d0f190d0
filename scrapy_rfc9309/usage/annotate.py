"""UsageAnnotator: the usage preferences of every response the middleware checked, in its meta,
and RFC9309_USAGE_PURPOSES acted on. Scrapy glue for the pure modules of this folder.

RobotsTxtMiddleware hands it each allowed request (``check_request``: a listed purpose that
robots.txt refuses stops the request) and each response (``annotate``):

* ``meta["content_usage"]``: ``label -> bool``, the robots.txt Content-Usage rule for the URL
  combined with the ``Content-Usage`` header (``n`` wins);
* ``meta["robots_tag"]``: the page-level directives for the crawler's product token, from the
  ``X-Robots-Tag``/``Robots-Tag`` headers and, for an HTML response, the meta tags of its head;
* ``meta["tdm_reservation"]``: the TDMRep header or meta tag says ``1``.

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
from typing import TYPE_CHECKING

from scrapy.http import Headers, HtmlResponse

from scrapy_rfc9309.exceptions import UsageDisallowed
from scrapy_rfc9309.usage.headmeta import EMPTY as EMPTY_HEAD
from scrapy_rfc9309.usage.headmeta import meta_tags
from scrapy_rfc9309.usage.preferences import (
    KNOWN_LABELS,
    MAX_STATEMENT_BYTES,
    TOO_LONG,
    combine,
    parse_statement,
)
from scrapy_rfc9309.usage.robotsrules import (
    UsageIndex,
    UsageVerdict,
    preferences_for,
    rule_text,
)
from scrapy_rfc9309.usage.robotstag import HEADER_NAMES, directives_for
from scrapy_rfc9309.usage.tdm import HEADER_NAME as TDM_HEADER
from scrapy_rfc9309.usage.tdm import tdm_reservation

if TYPE_CHECKING:
    from collections.abc import Callable

    from scrapy import Request
    from scrapy.crawler import Crawler
    from scrapy.http import Response

    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.robotstxt import RobotsTxt

logger = logging.getLogger(__name__)

#: The meta keys every checked response gets.
CONTENT_USAGE = "content_usage"
ROBOTS_TAG = "robots_tag"
TDM_RESERVATION = "tdm_reservation"

# The fields read, as Scrapy's Headers keys them (its own normkey), to find them all at once.
_CONTENT_USAGE_KEY = Headers().normkey("Content-Usage")
_ROBOTS_TAG_KEYS = tuple(Headers().normkey(name) for name in HEADER_NAMES)
_TDM_KEY = Headers().normkey(TDM_HEADER)
_FIELDS = frozenset({_CONTENT_USAGE_KEY, *_ROBOTS_TAG_KEYS, _TDM_KEY})
_NONE_PRESENT: frozenset[bytes] = frozenset()
_NO_DIRECTIVES: frozenset[str] = frozenset()
#: Directives counted in stats (a site may send any name; the keys stay bounded).
COUNTED_DIRECTIVES = frozenset(
    {"noindex", "nofollow", "none", "noai", "noimageai", "noarchive", "nosnippet"}
)
_NOTHING = UsageVerdict({})
#: Origin and token pairs whose compiled Content-Usage rules are kept before the table starts
#: over (a crawl of more such origins compiles some twice). Each entry holds its robots.txt,
#: maybe one RobotsCache has evicted: the bound keeps that memory small.
_MAX_INDEXES = 10_000


class UsageAnnotator:
    """Annotates checked responses, and refuses what RFC9309_USAGE_PURPOSES excludes."""

    def __init__(
        self, crawler: Crawler, purposes: tuple[str, ...], count: Callable[[str], None]
    ) -> None:
        self.crawler = crawler
        self.purposes = purposes
        #: Stats per response go through the middleware's batching Tally.
        self.count = count
        self.counted = KNOWN_LABELS | frozenset(purposes)
        self._indexes: dict[tuple[Origin, str], tuple[RobotsTxt, UsageIndex]] = {}
        self._names: dict[str, frozenset[str]] = {}

    def robots_usage(
        self, rules: RobotsTxt | None, origin: Origin, url: str, token: str
    ) -> UsageVerdict:
        """What the origin's robots.txt says may be done with ``url``: its Content-Usage rules
        compiled once per origin and token (again when the file changes); nothing done or
        kept for a file without any."""
        if rules is None:
            return _NOTHING
        key = (origin, token)
        cached = self._indexes.get(key)
        if cached is None or cached[0] is not rules:
            found = rules.content_usage(token)  # () at once for a file without any
            if not found:
                return _NOTHING  # nothing kept: the cache holds only files that have rules
            if len(self._indexes) >= _MAX_INDEXES:
                self._indexes.clear()
            cached = self._indexes[key] = (rules, UsageIndex.build(found))
        return preferences_for(rules, url, token, cached[1])

    def check_request(
        self, request: Request, rules: RobotsTxt | None, origin: Origin, token: str
    ) -> None:
        """Raise UsageDisallowed when robots.txt says ``n`` to a listed purpose for the URL."""
        usage = self.robots_usage(rules, origin, request.url, token)
        for label in self.purposes:
            if usage.preferences.get(label) is False:
                self._refuse(request, label, _rules_named(usage, label))

    def annotate(
        self,
        request: Request,
        response: Response,
        rules: RobotsTxt | None,
        origin: Origin,
        token: str,
    ) -> None:
        """Put the three annotations in ``response.meta``; raise UsageDisallowed when the
        combined preference for a listed purpose is ``n``."""
        usage = self.robots_usage(rules, origin, response.url, token)
        headers = response.headers
        # One set operation says which of the four fields are there (most often none).
        present = headers.keys() & _FIELDS if headers else _NONE_PRESENT
        # Most heads are short and hold no meta tag read here: EMPTY after a few C calls.
        head = (
            meta_tags(response.body, self._meta_names(token))
            if isinstance(response, HtmlResponse)
            else EMPTY_HEAD
        )
        meta = request.meta
        if usage is _NOTHING and not present and head is EMPTY_HEAD:
            # Nothing to read (the most common case): the annotations say so at once.
            meta[CONTENT_USAGE] = {}
            meta[ROBOTS_TAG] = _NO_DIRECTIVES
            meta[TDM_RESERVATION] = False
            return
        # A new dict per response: the spider may keep or change it.
        preferences = usage.preferences if usage is not _NOTHING else {}
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
        tdm = headers.getlist(_TDM_KEY) if _TDM_KEY in present else ()
        reserved = False
        if tdm or head is not EMPTY_HEAD:
            reservation = tdm_reservation(tdm, tags)
            self._malformed(TDM_RESERVATION, reservation.malformed)
            # A head read only in part may reserve in what was not read.
            reserved = reservation.reserved or head.overflow is not None
            if reserved:
                self.count("rfc9309/usage/tdm_reservation")
        meta[TDM_RESERVATION] = reserved
        for label in self.purposes:
            if preferences.get(label) is False:
                where = []
                if usage.preferences.get(label) is False:
                    where.append(_rules_named(usage, label))
                if header_cut:
                    where.append(f"the Content-Usage header past {MAX_STATEMENT_BYTES} octets")
                elif said is not None and said.as_dict().get(label) is False:
                    where.append(f"the Content-Usage header {_header_text(header)!r}")
                self._refuse(request, label, " and ".join(where))

    def _refuse(self, request: Request, label: str, where: str) -> None:
        self.crawler.stats.inc_value(f"rfc9309/usage/denied/{label}")  # type: ignore[union-attr]
        message = f"Usage {label}=n: {where}"
        logger.debug(
            "Usage disallowed: %(request)s: %(message)s",
            {"request": request, "message": message},
            extra={"spider": self.crawler.spider},
        )
        raise UsageDisallowed(message, label)

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

    def _meta_names(self, token: str) -> frozenset[str]:
        """The meta tag names read for ``token``: ``robots``, its own, ``tdm-reservation``
        (one set per token, kept)."""
        names = self._names.get(token)
        if names is None:
            if len(self._names) >= _MAX_INDEXES:
                self._names.clear()
            names = self._names[token] = frozenset({"robots", token.lower(), TDM_HEADER})
        return names


def _rules_named(usage: UsageVerdict, label: str) -> str:
    """The robots.txt rules that said ``n`` to ``label``, with their lines."""
    said = [
        rule_text(rule)
        for rule in usage.rules
        if parse_statement(rule.preferences).as_dict().get(label) is False
    ]
    return "robots.txt rule " + ", ".join(said)


def _header_text(lines: list[bytes] | None) -> str:
    return ", ".join(line.decode("latin-1") for line in lines or ())
