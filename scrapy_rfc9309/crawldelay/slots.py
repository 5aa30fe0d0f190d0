"""Adapter: the one module that touches Scrapy's download-slot internals.

Scrapy has no public API for a per-slot minimum delay, and scrapy/scrapy#6931 proposes to
replace ``Slot`` and ``Downloader.slots``; everything that reads or writes them lives here so
such a change is met in one place. A floor is made to hold three ways:

* ``Downloader.per_slot_settings[key]`` (what ``DOWNLOAD_SLOTS`` fills) gets ``delay`` at least
  the floor and no randomization, so a slot that ``Downloader._slot_gc`` dropped is rebuilt floored;
* the live slot, if any, gets the same at once, before the request that brought the floor is
  queued in it;
* after AutoThrottle lowers ``slot.delay`` on ``response_downloaded``, our own handler raises it
  back. Scrapy builds extensions (AutoThrottle) before the downloader and its middlewares, and
  signal receivers run in the order they connected, so ours runs after AutoThrottle's and
  before the downloader reads the delay again. It is connected while some slot has a floor
  (ondemand.py): a crawl that meets no Crawl-delay never pays for it.

Randomization (``jitter``, or ``randomize_delay`` before Scrapy 2.19: compat.py) is switched
off in a floored slot because ``Slot.download_delay()`` draws as low as ``(1 - jitter) * delay``
(half the delay before 2.19); with it off the gap between two requests of the slot is never below
the floor, while AutoThrottle may still raise the delay above it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scrapy import Request, signals

from scrapy_rfc9309.compat import (
    NO_RANDOMIZING,
    RANDOMIZE_KEY,
    default_delay,
    default_randomizing,
)
from scrapy_rfc9309.ondemand import OnDemand

if TYPE_CHECKING:
    from scrapy.core.downloader import Downloader
    from scrapy.crawler import Crawler


class SlotFloorAdapter:
    """Applies per-slot minimum delays to Scrapy's downloader."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self._floors: dict[str, float] = {}
        self._original: dict[str, dict[str, Any]] = {}
        # Connected while some slot has a floor: most crawls meet no Crawl-delay at all.
        self._reclamping = OnDemand(crawler, ((self._reclamp, signals.response_downloaded),))

    @property
    def _downloader(self) -> Downloader:
        assert self.crawler.engine is not None
        return self.crawler.engine.downloader

    def key_for(self, request: Request) -> str:
        """The slot the downloader will queue ``request`` in."""
        return self._downloader.get_slot_key(request)

    def set_floor(self, key: str, floor: float) -> None:
        """Make slot ``key`` keep at least ``floor`` seconds between requests (0: no floor)."""
        downloader = self._downloader
        original = self._original.setdefault(key, dict(downloader.per_slot_settings.get(key, {})))
        base = float(original.get("delay", default_delay(self.crawler, downloader)))
        old = self._floors.get(key, 0.0)
        if floor > 0:
            if key not in self._floors:
                self._reclamping.acquire()
            self._floors[key] = floor
            downloader.per_slot_settings[key] = {
                **original, "delay": max(base, floor), RANDOMIZE_KEY: NO_RANDOMIZING
            }
        else:
            if self._floors.pop(key, None) is not None:
                self._reclamping.release()
            self._original.pop(key, None)
            if original:
                downloader.per_slot_settings[key] = original
            else:
                downloader.per_slot_settings.pop(key, None)
        slot = downloader.slots.get(key)
        if slot is None:
            return
        randomizing = NO_RANDOMIZING if floor > 0 else original.get(
            RANDOMIZE_KEY, default_randomizing(downloader)
        )
        setattr(slot, RANDOMIZE_KEY, randomizing)
        if slot.delay < floor:
            slot.delay = floor
        elif floor < old and slot.delay <= old:
            slot.delay = max(base, floor)

    def _reclamp(self, request: Request) -> None:
        """After AutoThrottle adjusted the slot of ``request``: not below its floor."""
        key = request.meta.get("download_slot")
        floor = self._floors.get(key) if key is not None else None
        if not floor or key is None:
            return
        slot = self._downloader.slots.get(key)
        if slot is not None and slot.delay < floor:
            slot.delay = floor
