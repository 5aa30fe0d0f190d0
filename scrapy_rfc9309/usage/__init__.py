"""Usage preferences (pure): what a site says may be done with what it serves.

* ``preferences``: statements of preference (``Content-Usage`` header and robots.txt rule
  values, draft-ietf-aipref-vocab), parsed with ``http-sf`` and combined per label.
* ``robotsrules``: the robots.txt Content-Usage rules that apply to a URL (longest match, the
  engine's own matcher).
* ``robotstag``: page-level robots directives (``X-Robots-Tag``, ``Robots-Tag``, meta tags)
  for one product token; ``headmeta``: the meta tags of an HTML head, from a bounded prefix;
  ``tdm``: the W3C TDMRep reservation.

The Scrapy glue, whose components are public as ``scrapy_rfc9309.UsageMiddleware`` and
``scrapy_rfc9309.NofollowMiddleware``: ``purposes`` (RFC9309_USAGE_PURPOSES: the request
check RobotsTxtMiddleware makes), ``annotate`` (UsageMiddleware: the response annotations,
when a setting asks for them) and ``nofollow`` (NofollowMiddleware: RFC9309_OBEY_NOFOLLOW).
This face names the pure parts only: the glue builds on the middleware, which builds on
``purposes``, so naming the glue here would make the package import itself in a loop.
"""

from scrapy_rfc9309.usage.headmeta import meta_tags
from scrapy_rfc9309.usage.preferences import (
    DRAFT_ROBOTS_EXAMPLE,
    DRAFT_ROBOTS_TABLE,
    KNOWN_LABELS,
    Statement,
    combine,
    parse_statement,
)
from scrapy_rfc9309.usage.robotsrules import UsageIndex, UsageVerdict, preferences_for
from scrapy_rfc9309.usage.robotstag import HEADER_NAMES, Directives, directives_for
from scrapy_rfc9309.usage.tdm import TdmReservation, tdm_reservation

__all__ = [
    "DRAFT_ROBOTS_EXAMPLE",
    "DRAFT_ROBOTS_TABLE",
    "HEADER_NAMES",
    "KNOWN_LABELS",
    "Directives",
    "Statement",
    "TdmReservation",
    "UsageIndex",
    "UsageVerdict",
    "combine",
    "directives_for",
    "meta_tags",
    "parse_statement",
    "preferences_for",
    "tdm_reservation",
]
