"""Adapter: the one module that knows which Scrapy release it runs on (2.13 and later).

Scrapy 2.13 to 2.19 differ in the internals this package uses: ``ExecutionEngine.download_async``
and ``SignalManager.send_catch_log_async`` (2.14), ``scrapy.utils.asyncio.call_later`` (2.14),
``signals.robots_parsed`` (2.18), and how a download slot randomizes its delay
(``randomize_delay``, a bool, before 2.19; ``jitter``, a fraction, since). Each is detected
here, by feature rather than by version number, so the rest of the package is written once.
"""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, Any, Protocol

from scrapy import signals
from scrapy.core.downloader import Slot
from scrapy.utils.defer import maybe_deferred_to_future

if TYPE_CHECKING:
    from collections.abc import Callable

    from scrapy import Request
    from scrapy.core.downloader import Downloader
    from scrapy.crawler import Crawler
    from scrapy.http import Response
    from twisted.internet.base import DelayedCall

__all__ = [
    "NO_RANDOMIZING",
    "RANDOMIZE_KEY",
    "ROBOTS_PARSED",
    "Timer",
    "call_later",
    "default_delay",
    "default_randomizing",
    "download",
    "is_asyncio_available",
    "send_robots_parsed",
]


class Timer(Protocol):
    """What call_later returns: a pending call that can be cancelled."""

    def cancel(self) -> None: ...


try:  # Scrapy >= 2.14: asyncio's loop under the asyncio reactor, Twisted's otherwise
    from scrapy.utils.asyncio import call_later as _call_later
    from scrapy.utils.asyncio import is_asyncio_available
except ImportError:  # Scrapy 2.13
    from scrapy.utils.reactor import (  # type: ignore[assignment]
        is_asyncio_reactor_installed as is_asyncio_available,
    )

    def _call_later(  # type: ignore[misc]
        delay: float, func: Callable[..., Any], *args: Any
    ) -> Timer:
        from twisted.internet import reactor

        return _TwistedTimer(reactor.callLater(delay, func, *args))  # type: ignore[arg-type]

    class _TwistedTimer:
        """A DelayedCall whose cancel() after the call is a no-op, as Scrapy's is."""

        def __init__(self, call: DelayedCall) -> None:
            self.call = call

        def cancel(self) -> None:
            if self.call.active():
                self.call.cancel()


def call_later(delay: float, func: Callable[..., Any], *args: Any) -> Timer:
    """Call ``func(*args)`` after ``delay`` seconds on the running reactor."""
    return _call_later(delay, func, *args)  # type: ignore[no-any-return]


async def download(crawler: Crawler, request: Request) -> Response:
    """Send ``request`` through the downloader (its middlewares apply), not the scheduler."""
    engine = crawler.engine
    assert engine is not None
    if hasattr(engine, "download_async"):
        return await engine.download_async(request)  # type: ignore[no-any-return]
    return await maybe_deferred_to_future(engine.download(request))  # Scrapy 2.13


#: Scrapy's robots_parsed signal; None before Scrapy 2.18, which has no such signal.
ROBOTS_PARSED: object | None = getattr(signals, "robots_parsed", None)


async def send_robots_parsed(crawler: Crawler, **kwargs: Any) -> None:
    """Send robots_parsed as the built-in middleware does; nothing where Scrapy has none."""
    if ROBOTS_PARSED is None:
        return
    manager = crawler.signals
    if hasattr(manager, "send_catch_log_async"):
        await manager.send_catch_log_async(signal=ROBOTS_PARSED, **kwargs)
    else:
        await maybe_deferred_to_future(
            manager.send_catch_log_deferred(signal=ROBOTS_PARSED, **kwargs)
        )


#: How a download slot randomizes its delay: ``jitter`` (a fraction of the delay, Scrapy
#: >= 2.19) or ``randomize_delay`` (a bool meaning ±50%, before). The same name is the slot's
#: attribute and its key in DOWNLOAD_SLOTS; the value switches randomization off.
_HAS_JITTER = "jitter" in inspect.signature(Slot).parameters
RANDOMIZE_KEY = "jitter" if _HAS_JITTER else "randomize_delay"
NO_RANDOMIZING: float | bool = 0.0 if _HAS_JITTER else False


def default_randomizing(downloader: Downloader) -> float | bool:
    """The downloader's randomization for slots that DOWNLOAD_SLOTS says nothing about."""
    if _HAS_JITTER:
        return float(getattr(downloader, "_jitter", 0.5))
    return bool(downloader.__dict__.get("randomize_delay", True))


def default_delay(crawler: Crawler, downloader: Downloader) -> float:
    """The delay the downloader gives a slot that DOWNLOAD_SLOTS says nothing about."""
    if hasattr(downloader, "_delay"):  # Scrapy >= 2.18 reads it once
        return float(downloader._delay)
    spider = crawler.spider  # before: the spider's download_delay, else DOWNLOAD_DELAY
    if spider is not None and hasattr(spider, "download_delay"):
        return float(spider.download_delay)
    return crawler.settings.getfloat("DOWNLOAD_DELAY")
