"""Adapter: the one module that knows which Scrapy release it runs on (2.13 and later).

Scrapy 2.13 to 2.19 differ in the internals this package uses: ``ExecutionEngine.download_async``
and ``SignalManager.send_catch_log_async`` (2.14), ``scrapy.utils.asyncio.call_later`` (2.14),
``signals.robots_parsed`` (2.18), and how a download slot randomizes its delay
(``randomize_delay``, a bool, before 2.19; ``jitter``, a fraction, since). Each is detected
here, by feature rather than by version number, so the rest of the package is written once.

It also holds the few private internals no public API covers: when HttpCacheMiddleware stored
a response (``cache_timestamp``, which newer Scrapy storages set; else the ``Date`` header,
which the middleware adds when the server sent none), the downloader's count of active
requests and the engine's loop (its next turn, and what runs first in it; for
``waiting/slots.py``), and where the HTTP/1.1
handler's ``TunnelError`` lives. Download slots have their own adapter, ``crawldelay/slots.py``.
"""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from scrapy import signals
from scrapy.core.downloader import Slot
from scrapy.utils.defer import maybe_deferred_to_future
from twisted.internet.defer import Deferred

from scrapy_rfc9309.records.freshness import http_date

if TYPE_CHECKING:
    from collections.abc import Callable, Generator

    from scrapy import Request
    from scrapy.core.downloader import Downloader
    from scrapy.crawler import Crawler
    from scrapy.http import Response
    from twisted.internet.base import DelayedCall

__all__ = [
    "NO_RANDOMIZING",
    "RANDOMIZE_KEY",
    "ROBOTS_PARSED",
    "EngineLoop",
    "Timer",
    "TunnelError",
    "active_requests",
    "call_later",
    "default_delay",
    "default_randomizing",
    "download",
    "downloader_full",
    "http_cache_time",
    "in_turns",
    "is_asyncio_available",
    "next_turn",
    "schedule_engine_loop",
    "send_robots_parsed",
]

try:  # the proxy refused an https CONNECT
    from scrapy.core.downloader.handlers.http11 import TunnelError
except ImportError:  # a Scrapy without that handler: nothing raises it

    class TunnelError(Exception):  # type: ignore[no-redef]
        """Never raised: stands for an error this Scrapy does not have."""


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


#: Call ``func(*args)`` after ``delay`` seconds on the running reactor (Scrapy's own where
#: it has one: no wrapper of ours on the way, as timers are set for every origin).
call_later: Callable[..., Timer] = _call_later


async def next_turn() -> None:
    """Let the reactor run what is ready before going on (a zero-delay sleep)."""
    waiter: Deferred[None] = Deferred()
    call_later(0, waiter.callback, None)
    await maybe_deferred_to_future(waiter)


T = TypeVar("T")


async def in_turns(steps: Generator[None, None, T]) -> T:
    """Run ``steps`` (robotstxt/_steps.py: a parse, a stored record read back) one step per
    turn of the reactor, so that a 500 KiB robots.txt holds it no longer than one step."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]
        await next_turn()


async def download(crawler: Crawler, request: Request) -> Response:
    """Send ``request`` through the downloader (its middlewares apply), not the scheduler."""
    engine = crawler.engine
    assert engine is not None
    if hasattr(engine, "download_async"):
        return await engine.download_async(request)  # type: ignore[no-any-return]
    return await maybe_deferred_to_future(engine.download(request))  # Scrapy 2.13


def http_cache_time(request: Request, response: Response) -> float | None:
    """When HttpCacheMiddleware stored ``response`` (flagged ``cached``), as a Unix time;
    None when unknown."""
    stored = request.meta.get("cache_timestamp")
    if isinstance(stored, (int, float)):
        return float(stored)
    date = response.headers.get(b"Date")
    return http_date(date) if date else None


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


def active_requests(crawler: Crawler) -> set[Request] | None:
    """The downloader's set of requests counted against CONCURRENT_REQUESTS (``active``);
    None where it is not such a set, and then a waiting request keeps its slot."""
    engine = crawler.engine
    active = getattr(engine.downloader, "active", None) if engine is not None else None
    return active if isinstance(active, set) else None


def downloader_full(crawler: Crawler) -> Callable[[], bool]:
    """The downloader's check of whether it takes no more requests now (the engine backs
    out), to call as often as needed: the downloader is the same for the whole crawl."""
    engine = crawler.engine  # one lookup: Crawler.engine is a Python-level descriptor
    assert engine is not None
    return engine.downloader.needs_backout  # type: ignore[no-any-return]


def scheduler_pending(crawler: Crawler) -> bool:
    """Whether the scheduler holds requests (True where that cannot be told)."""
    slot = getattr(crawler.engine, "_slot", None)
    scheduler = getattr(slot, "scheduler", None)
    return scheduler is None or bool(scheduler.has_pending_requests())


def schedule_engine_loop(crawler: Crawler) -> None:
    """Ask the engine to look for a request to send on its next loop turn, as it does when a
    download ends (its slot's ``nextcall``); nothing where the engine has no such call."""
    nextcall = _nextcall(crawler)
    if nextcall is not None:
        nextcall.schedule()


def _nextcall(crawler: Crawler) -> Any:
    slot = getattr(crawler.engine, "_slot", None)
    return getattr(slot, "nextcall", None)


class EngineLoop:
    """The engine's loop call for the open spider (its slot's ``nextcall``, a
    ``CallLaterOnce``): the engine asks for a turn of it whenever a download ends, once the
    request has left the downloader's count (Scrapy 2.13 to 2.19: ``ExecutionEngine._download``
    asks for it when ``Downloader.fetch`` is over, whether with a response, an error, a
    request or a drop), and sends its scheduled requests in that turn.

    ``schedule`` asks for a turn (one, however often it is asked before it comes);
    ``run_first`` has a function run at the start of every turn, before the engine sends
    anything, until ``run_first(None)``."""

    def __init__(self, call: Any) -> None:
        self._call = call
        self.schedule: Callable[[], None] = call.schedule
        self._engine_turn: Callable[[], Any] = call._func
        self._first: Callable[[], None] | None = None
        self._turn = self._run_turn  # one bound method, to tell it in the call

    @classmethod
    def of(cls, crawler: Crawler) -> EngineLoop | None:
        """The engine's loop; None where it has no such call (not opened, or a Scrapy without
        it)."""
        call = _nextcall(crawler)
        if call is None or not callable(getattr(call, "_func", None)):
            return None
        return cls(call)

    def run_first(self, first: Callable[[], None] | None) -> None:
        self._first = first
        if first is not None:
            if self._call._func is not self._turn:
                self._engine_turn = self._call._func
                self._call._func = self._turn
        elif self._call._func is self._turn:  # else another wrapped it since: it stays
            self._call._func = self._engine_turn

    def _run_turn(self, *args: Any, **kwargs: Any) -> Any:
        try:
            if self._first is not None:
                self._first()
        finally:  # the engine's turn is taken whatever happened first
            result = self._engine_turn(*args, **kwargs)
        return result
