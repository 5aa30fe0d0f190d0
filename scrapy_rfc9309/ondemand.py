"""OnDemand: signal handlers connected only while there is work for them.

Scrapy sends ``bytes_received`` for every chunk of every response, and ``response_received``,
``request_left_downloader`` and ``response_downloaded`` for every request; a connected handler
costs its dispatch (pydispatch's ``robustApply``) each time, even when it returns at once. The
handlers that only serve robots.txt downloads, requests waiting for a slot or floored
download slots are connected while one of those exists, and cost nothing otherwise.

Disconnecting waits for the next reactor turn: pydispatch iterates the live list of receivers,
so removing one while its signal is being sent would skip the receiver after it.

They are connected strongly (``weak=False``): a weak receiver costs a dereference at each
dispatch, and these are disconnected explicitly anyway. What the crawl leaves connected, if
anything, is disconnected when the engine stops: pydispatch's table is global, and a strong
receiver left there would keep the crawler alive.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scrapy import signals

from scrapy_rfc9309.compat import Timer, call_later

if TYPE_CHECKING:
    from collections.abc import Callable

    from scrapy.crawler import Crawler


class OnDemand:
    """``handlers``: (receiver, signal) pairs, connected from the first ``acquire`` until the
    reactor turn after the ``release`` that leaves no user."""

    def __init__(
        self, crawler: Crawler, handlers: tuple[tuple[Callable[..., Any], object], ...]
    ) -> None:
        self.signals = crawler.signals
        self.handlers = handlers
        self.users = 0
        self.connected = False
        self._check: Timer | None = None
        crawler.signals.connect(self._disconnect, signal=signals.engine_stopped)

    def acquire(self) -> None:
        self.users += 1
        if not self.connected:
            self.connected = True
            for receiver, signal in self.handlers:
                self.signals.connect(receiver, signal=signal, weak=False)

    def release(self) -> None:
        self.users -= 1
        if not self.users and self._check is None:
            self._check = call_later(0, self._disconnect_if_idle)

    def _disconnect_if_idle(self) -> None:
        self._check = None
        if not self.users:
            self._disconnect()

    def _disconnect(self, **kwargs: Any) -> None:
        if self.connected:
            self.connected = False
            for receiver, signal in self.handlers:
                self.signals.disconnect(receiver, signal=signal, weak=False)
