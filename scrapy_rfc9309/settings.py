"""Every RFC9309_* setting, read and checked in one place when the middleware is built.

Each value is read through Scrapy's own ``Settings`` getters (``getbool``, ``getint``,
``getfloat``), so ``-s``, ``custom_settings`` and ``settings.py`` mean what they mean for
Scrapy's settings; a spider attribute with the lower-case name (``rfc9309_cache_ttl``) wins
over the setting for that spider and is read by the same getters. A value of the wrong type or
out of its range stops the crawl at start-up with one line naming the setting (or attribute),
the value and what is allowed: no value may make the crawl hang, fetch robots.txt per request
or deny everything as an "internal error".
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, NoReturn

from scrapy import Spider
from scrapy.settings import BaseSettings

from scrapy_rfc9309.policy import RobotsPolicy, setting_name

#: RFC 9309 section 2.4: a cached robots.txt SHOULD NOT be used for more than 24 hours.
MAX_CACHE_TTL = 86400.0
#: RFC 9309 section 2.3.1.2: crawlers SHOULD follow at least five redirects.
MIN_REDIRECTS = 5
#: RFC 9309 section 2.5: crawlers MUST parse at least 500 KiB.
MIN_BYTES = 512_000
DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/0"
REDIS_SCHEMES = ("redis://", "rediss://", "unix://")


class SettingError(ValueError):
    """A RFC9309_* setting (or its spider attribute) holds a value outside its range."""


@dataclass(frozen=True, slots=True)
class Spec:
    """How one setting is read (``getter``: a BaseSettings method name) and what it may be;
    ``choice`` values are compared in lower case."""

    getter: str
    allowed: str
    ok: Callable[[Any], bool]
    choice: bool = False


def _seconds(low: float, high: float = math.inf, *, open_low: bool = False) -> Spec:
    bound = f"> {low:g}" if open_low else f">= {low:g}"
    text = f"a number of seconds {bound}" + (f" and <= {high:g}" if high < math.inf else "")
    return Spec(
        "getfloat", text, lambda v: (v > low if open_low else v >= low) and v <= high
    )


def _count(low: int, high: int | None = None, note: str = "") -> Spec:
    text = f"an integer >= {low}" + (f" and <= {high}" if high is not None else "") + note
    return Spec("getint", text, lambda v: v >= low and (high is None or v <= high))


def _choice(*choices: str) -> Spec:
    return Spec("get", " or ".join(repr(c) for c in choices), lambda v: v in choices, True)


_FLAG = Spec("getbool", "a boolean: True/False, 1/0, 'true'/'false' or '1'/'0'", lambda v: True)

#: One entry per RobotsPolicy field, then the backend's own settings.
SPECS: dict[str, Spec] = {
    "cache_ttl": _seconds(0, MAX_CACHE_TTL, open_low=True),
    "forbidden_policy": _choice("deny", "allow"),
    "max_redirects": _count(MIN_REDIRECTS, 20, " (RFC 9309 2.3.1.2: at least five)"),
    "max_bytes": _count(MIN_BYTES, note=" (RFC 9309 2.5: at least 500 KiB)"),
    "robots_timeout": _seconds(0, open_low=True),
    "unreachable_ttl": _seconds(0, open_low=True),
    "unreachable_max_ttl": _seconds(0, open_low=True),
    "last_good_max_age": _seconds(0),
    "max_origins": _count(0, note=" (0: no bound)"),
    "park_after": _seconds(0),
    "postpone_unreachable": _FLAG,
    "postpone_max_wait": _seconds(0),
    "crawl_delay": _FLAG,
    "max_crawl_delay": _seconds(0),
    "route_meta": Spec(
        "getlist", "a list of meta keys", lambda v: all(isinstance(k, str) and k for k in v)
    ),
    "cache_backend": _choice("memory", "redis", "jobdir"),
    "redis_url": Spec(
        "get",
        "a URL starting with " + ", ".join(REDIS_SCHEMES),
        lambda v: v.startswith(REDIS_SCHEMES),
    ),
    "redis_prefix": Spec("get", "a non-empty string", lambda v: bool(v.strip())),
    "redis_timeout": _seconds(0, open_low=True),
    "fleet_margin": _seconds(0, 10),
}


@dataclass(frozen=True, slots=True)
class BackendSettings:
    """RFC9309_CACHE_BACKEND and the fleet's settings (used only with ``"redis"``)."""

    cache_backend: str = "memory"
    redis_url: str = DEFAULT_REDIS_URL
    redis_prefix: str = "rfc9309"
    redis_timeout: float = 1.0
    fleet_margin: float = 0.1


@dataclass(frozen=True, slots=True)
class RFC9309Settings:
    """What read_settings found: the rules-and-cache policy and the cache backend's settings."""

    policy: RobotsPolicy
    backend: BackendSettings


def read_settings(settings: BaseSettings, spider: object | None) -> RFC9309Settings:
    """All RFC9309_* values of a crawl (its settings, and its spider or spider class),
    checked; raises SettingError on the first bad one."""
    read = _Reader(settings, spider)
    policy = RobotsPolicy(**read.all(RobotsPolicy))
    if policy.unreachable_ttl > policy.unreachable_max_ttl:
        read.fail(
            "unreachable_ttl",
            f"at most RFC9309_UNREACHABLE_MAX_TTL ({policy.unreachable_max_ttl:g})",
        )
    # scrapy-redis's REDIS_URL is the fleet's default Redis.
    defaults = {"redis_url": settings.get("REDIS_URL") or DEFAULT_REDIS_URL}
    backend = BackendSettings(**read.all(BackendSettings, defaults))
    return RFC9309Settings(policy, backend)


_UNREADABLE = object()


class _Reader:
    """Reads one field at a time: the spider attribute if set, else the setting."""

    def __init__(self, settings: BaseSettings, spider: object | None) -> None:
        # Only a Scrapy spider (or spider class) carries per-spider values; a stand-in (the
        # mocked crawler of Scrapy's own middleware tests) has none.
        is_spider = isinstance(spider, Spider) or (
            isinstance(spider, type) and issubclass(spider, Spider))
        self.spider = spider if is_spider else None
        self.settings = settings
        self.given: dict[str, tuple[str, Any]] = {}  # field: (setting or attribute, raw value)

    def all(self, cls: type, defaults: dict[str, Any] | None = None) -> dict[str, Any]:
        values = {}
        for f in fields(cls):
            value = self.one(f.name)
            if value is None:
                value = (defaults or {}).get(f.name)
            if value is not None:
                values[f.name] = value
        return values

    def one(self, field_name: str) -> Any:
        """The checked value, None when neither the attribute nor the setting is set."""
        spec = SPECS[field_name]
        name = setting_name(field_name)
        attribute = name.lower()
        raw = getattr(self.spider, attribute, None)
        source: BaseSettings = self.settings
        if raw is not None:
            source, name = BaseSettings({name: raw}), attribute
        else:
            raw = source.get(name)
            if raw is None:
                return None
        self.given[field_name] = (name, raw)
        try:
            value = getattr(source, spec.getter)(setting_name(field_name))
        except (TypeError, ValueError):
            value = _UNREADABLE  # failed below, outside this handler: one traceback, ours
        if value is _UNREADABLE:
            self.fail(field_name, spec.allowed)
        if spec.choice:
            value = str(value).strip().lower()
        elif isinstance(value, str):
            value = value.strip()
        elif isinstance(value, list):
            value = tuple(value)
        try:
            ok = not (isinstance(value, float) and math.isnan(value)) and spec.ok(value)
        except (AttributeError, TypeError):  # e.g. a number where a string belongs
            ok = False
        if not ok:
            self.fail(field_name, spec.allowed)
        return value

    def fail(self, field_name: str, allowed: str) -> NoReturn:
        """Stop with the one line: who set what, and what is allowed."""
        name, raw = self.given[field_name]
        raise SettingError(f"{name} = {raw!r} is not allowed: it must be {allowed}")
