"""SiteFile: a file of each origin fetched, kept, stored and revalidated as robots.txt is
(robots.txt itself: ``ROBOTS_TXT``; usage/tdmrepfiles.py's ``/.well-known/tdmrep.json``).

What differs between such files is said here, once, for the fetch (records/fetch.py) and the
stores (stores/: the key of its records, how its stored bytes are read again, which classes
its pickled records may name) alike. Pure code.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Protocol

from scrapy_rfc9309.origin import Origin
from scrapy_rfc9309.records.record import F
from scrapy_rfc9309.robotstxt._steps import Steps
from scrapy_rfc9309.robotstxt.rules import RobotsTxt

if TYPE_CHECKING:
    from scrapy.crawler import Crawler


class Counter(Protocol):
    """What the records count with: a crawler's stats, or ``Namespaced`` stats."""

    def inc_value(self, key: str, count: int = 1, start: int = 0) -> None: ...


@dataclass(frozen=True, slots=True)
class SiteFile(Generic[F]):
    """Where the file is, what its log lines call it, the Content-Type it should have, how its
    body is read (in steps, pure: the stores read stored bytes again with it; for robots.txt
    ``RobotsTxt.parsing``), and the classes (module, name) of what it is read as, the only
    ones besides the record's that its pickled records may name (stores/pickled.py).
    ``stats``: the namespace its fetch's and store's stats go under, in place of
    ``robotstxt/`` and ``rfc9309/`` (None: those, for robots.txt)."""

    path: str
    name: str
    content_type: bytes
    parsing: Callable[[bytes, int, Iterable[str | bytes]], Steps[F]]
    classes: frozenset[tuple[str, str]]
    stats: str | None = None
    #: What a body longer than its bound on octets is read as, for the log.
    past_bound: str = "the rest is ignored"

    def url(self, origin: Origin) -> str:
        return f"{origin}{self.path}"

    def key(self, origin: Origin) -> str:
        """The key of ``origin``'s record of this file in a store: the origin for robots.txt
        (as stores always kept it), the file's URL for another file (never an origin)."""
        return str(origin) if self.stats is None else self.url(origin)


ROBOTS_TXT: SiteFile[RobotsTxt] = SiteFile(
    "/robots.txt", "robots.txt", b"text/plain", RobotsTxt.parsing,
    frozenset({
        ("scrapy_rfc9309.robotstxt.rules", "RobotsTxt"),
        ("scrapy_rfc9309.robotstxt.rules", "RequestRate"),
        ("scrapy_rfc9309.robotstxt.rules", "ContentUsageRule"),
        ("scrapy_rfc9309.robotstxt._matching", "_Rules"),
        ("array", "array"),
        ("array", "_array_reconstructor"),
        ("re", "_compile"),  # a compiled selection's regular expression
    }),
)


class Namespaced:
    """A crawler's stats with each key moved under ``prefix``: ``robotstxt/request_count``
    and ``rfc9309/fetch/parsed`` count as ``<prefix>request_count`` and
    ``<prefix>fetch/parsed``, so another file's fetches do not count as robots.txt's."""

    def __init__(self, stats: Counter, prefix: str) -> None:
        self.stats = stats
        self.prefix = prefix

    def inc_value(self, key: str, count: int = 1, start: int = 0) -> None:
        self.stats.inc_value(self.prefix + key.split("/", 1)[1], count, start)


def counter_for(crawler: Crawler, file: SiteFile[Any]) -> Counter:
    """The stats ``file``'s fetches and stores count in."""
    assert crawler.stats is not None
    return crawler.stats if file.stats is None else Namespaced(crawler.stats, file.stats)
