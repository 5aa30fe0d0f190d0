"""LocalStore: the ``"memory"`` backend with no bound on the in-memory tier: this process alone,
nothing kept behind memory; the JOBDIR store builds on it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scrapy_rfc9309.crawldelay.pacing import Pacer
    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.records.record import RobotsRecord
    from scrapy_rfc9309.stores.store import Agents, Fetch, Fetched


class LocalStore:
    """Nothing shared: every fetch is this process's own."""

    keeps = False
    pacer: Pacer | None = None

    async def fetch(
        self, origin: Origin, previous: RobotsRecord | None, fetch: Fetch, agents: Agents = ()
    ) -> Fetched:
        return await fetch(previous)

    async def stored(self, origin: Origin) -> RobotsRecord | None:
        return None

    async def renew(self, origin: Origin) -> None:
        """No lock to keep: nobody else fetches for this process."""
