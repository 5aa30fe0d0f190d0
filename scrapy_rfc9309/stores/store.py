"""RobotsStore: what stands behind the records' in-memory tier when an origin's record is
missing or expired.

``RFC9309_CACHE_BACKEND`` picks one (backend.py): ``"memory"`` (the default; this process alone,
with the records memory evicts kept in a temporary file: TierStore, jobdir.py, a KeepsEvicted
store), ``"jobdir"`` (records kept in JOBDIR across pause and resume; jobdir.py) or ``"redis"``
(a fleet of processes shares records; redis.py). records/service.py keeps its in-memory
RobotsCache in front of either, and its one-fetch-per-origin dedupe within the process. Pacing
by Crawl-delay is not a store's job (crawldelay/pacing.py); a store that paces for a fleet
provides its Pacer as ``pacer``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from scrapy.http import Response

    from scrapy_rfc9309.crawldelay.pacing import Pacer
    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.records.record import RobotsRecord

#: A store holds the records of one file (``SiteFile``, given when it is made): robots.txt's
#: (``RobotsRecord``), or another's.
Fetched = tuple["RobotsRecord[Any]", "Response | None"]
#: Fetches the file given the previous record (for failure counts and the last good copy).
Fetch = Callable[["RobotsRecord[Any] | None"], Awaitable[Fetched]]
#: The User-Agents whose rules are compiled with the parse of a record read back.
Agents = tuple["str | bytes", ...]


class RobotsStore(Protocol):
    #: Whether ``stored`` can give a record memory has not (False: it never has one).
    keeps: bool
    #: Who paces allowed requests by Crawl-delay in this store's place (a fleet's shared
    #: Crawl-delay turns); None: this process's floors on its download slots.
    pacer: Pacer | None

    async def fetch(
        self, origin: Origin, previous: RobotsRecord[Any] | None, fetch: Fetch,
        agents: Agents = (),
    ) -> Fetched:
        """The fresh record of ``origin``: from the store (its rules parsed in steps, those
        of ``agents`` compiled along, as a fetch does), or by calling ``fetch``. The response
        is None unless this process fetched robots.txt itself."""
        ...

    async def stored(self, origin: Origin) -> RobotsRecord[Any] | None:
        """The record kept for ``origin``, fresh or not, with no fetch; None when none is."""
        ...

    async def renew(self, origin: Origin) -> None:
        """This process's fetch of ``origin`` starts another download (a redirect hop, a
        refetch): a store that locks fetches for a fleet extends its lock by one download,
        if it still holds it. (A lock that lasts one download, not the longest chain, lets
        the others take over soon when its holder dies.)"""
        ...


@runtime_checkable
class KeepsEvicted(Protocol):
    """A store that keeps only the records memory evicts (the memory backend's tier): it is
    handed each one as it goes, so that nothing is written while nothing is evicted.

    While it ``keeps`` nothing, a fetch for an origin memory has no record of goes past it
    (records/service.py): it is handed only a record whose rules come from more than
    ``hold_above`` bytes, with the response they come from, whose bytes it may need to write
    the record when it is evicted."""

    hold_above: int

    def evicted(self, origin: Origin, record: RobotsRecord[Any]) -> None:
        """Keep ``record``, just evicted from memory, for ``origin``'s next fetch."""
        ...

    def hold(self, origin: Origin, record: RobotsRecord[Any], response: Response | None) -> None:
        """``record`` was just fetched for ``origin`` past the store (``response``: what it
        was read from): keep what its eviction needs."""
        ...
