"""RobotsRecord: what one robots.txt fetch gave for an origin, and until when it holds.

RFC 9309 section 2.3.1's words: a parsed file's rules, "unavailable" (allow all),
"unreachable" (deny all, backing off; the last good copy stands in while it is young enough).
policy.py decides a record's kind and lifetime from a fetch's outcome (make_record).
Pure code: no Scrapy or Twisted imports.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Generic
from urllib.parse import urljoin

from typing_extensions import TypeVar

from scrapy_rfc9309.records.freshness import Validators
from scrapy_rfc9309.robotstxt.rules import RobotsTxt

#: No ETag, no Last-Modified: a record that cannot be revalidated.
NO_VALIDATORS = Validators()

#: What a record's file was read as: robots.txt's rules unless said (records/sitefile.py's
#: other files: ``RobotsRecord[TdmFile]``). Covariant: a record with no rules is any file's.
R = TypeVar("R", default=RobotsTxt, covariant=True)
#: The same, for what fetches, keeps and passes records of one file along.
F = TypeVar("F", default=RobotsTxt)


class Kind(str, enum.Enum):
    """How robots.txt was read; it decides what the rules are."""

    PARSED = "parsed"  # 2xx: the file's rules apply
    UNAVAILABLE = "unavailable"  # 4xx, redirect trouble: no rules, allow all
    FORBIDDEN = "forbidden"  # 401/403: deny all unless the policy says allow
    UNREACHABLE = "unreachable"  # 5xx, 429, network failure: deny all, retry soon


@dataclass(frozen=True, slots=True)
class RobotsRecord(Generic[R]):
    """What one robots.txt fetch gave for an origin, and until when it holds (or one fetch of
    another file of the origin: ``R``, what it is read as).

    ``rules`` is set for PARSED records, and for UNREACHABLE ones that fall back on the last
    good copy (``stale_since`` is then the time that copy was fetched). ``lifetime`` says where
    ``expires_at - fetched_at`` came from; ``validators`` and ``size`` (the bytes the rules
    were parsed from) let a PARSED record be revalidated once expired and renewed by a 304.
    ``sha256``: the hex SHA-256 of those bytes, kept only with RFC9309_EVIDENCE on (None
    otherwise, and for a record without rules): the provenance a decision reports.
    """

    kind: Kind
    status: int | None
    reason: str
    fetched_at: float
    expires_at: float
    rules: R | None = None
    url: str = ""
    failures: int = 0
    stale_since: float | None = None
    lifetime: str = ""
    validators: Validators = NO_VALIDATORS
    size: int = 0
    sha256: str | None = None

    def expired(self, now: float) -> bool:
        return now >= self.expires_at

    def sitemaps(self: RobotsRecord[RobotsTxt]) -> tuple[str, ...]:
        """The absolute URLs of the Sitemap lines its rules hold (a last good copy's too)."""
        if self.rules is None:
            return ()
        return tuple(urljoin(self.url, url) for url in self.rules.sitemaps)
