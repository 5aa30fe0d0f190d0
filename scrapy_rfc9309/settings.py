"""Every RFC9309_* setting, read and checked in one place when the middleware is built.

Each value is read through Scrapy's own ``Settings`` getters (``getbool``, ``getint``,
``getfloat``), so ``-s``, ``custom_settings`` and ``settings.py`` mean what they mean for
Scrapy's settings; a spider attribute with the lower-case name (``rfc9309_cache_ttl``) wins
over the setting for that spider and is read by the same getters. A value of the wrong type or
out of its range stops the crawl at start-up with one line naming the setting (or attribute),
the value and what is allowed: no value may make the crawl hang, fetch robots.txt per request
or deny everything as an "internal error". Every duration has a finite upper bound. A value
bounded by another (RFC9309_MIN_TTL, RFC9309_UNREACHABLE_TTL) follows a lower bound when left
at its default, and stops the crawl with a line naming both when set above it. A name
that looks like ours but is not one of them (``RFC9309_CACHETTL``) gets a WARNING naming the
closest real one, since Scrapy ignores unknown settings silently.
"""

from __future__ import annotations

import difflib
import json
import logging
import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields, replace
from typing import Any, NoReturn

from scrapy import Spider
from scrapy.settings import SETTINGS_PRIORITIES, BaseSettings

from scrapy_rfc9309.config import (
    DEFAULT_REDIS_URL,
    BackendSettings,
    EvidenceSettings,
    RFC9309Settings,
    RobotsPolicy,
    UsageSettings,
    setting_name,
)
from scrapy_rfc9309.overrides.permitlist import parse_permitted

#: RFC 9309 section 2.4: a cached robots.txt SHOULD NOT be used for more than 24 hours. Also
#: the bound of every other duration a verdict, a backoff or a postponed request is kept.
MAX_CACHE_TTL = 86400.0
#: How old the last good copy standing in for an unreachable robots.txt may be: a year.
MAX_LAST_GOOD_AGE = 365 * 86400.0
#: One robots.txt download, or a request's wait for it before it is parked: ten minutes, over
#: three times Scrapy's own DOWNLOAD_TIMEOUT (180 s).
MAX_FETCH_WAIT = 600.0
#: One Redis call: a minute (the fleet falls back on itself when Redis is slower).
MAX_REDIS_TIMEOUT = 60.0
#: RFC 9309 section 2.3.1.2: crawlers SHOULD follow at least five redirects.
MIN_REDIRECTS = 5
#: RFC 9309 section 2.5: crawlers MUST parse at least 500 KiB.
MIN_BYTES = 512_000
REDIS_SCHEMES = ("redis://", "rediss://", "unix://")


logger = logging.getLogger(__name__)


class SettingError(ValueError):
    """A RFC9309_* setting (or its spider attribute) holds a value outside its range."""


@dataclass(frozen=True, slots=True)
class Spec:
    """How one setting is read (``getter``: a BaseSettings method name) and what it may be;
    ``choice`` values are compared in lower case."""

    getter: str
    allowed: str
    #: False, or a ValueError whose message says why, when the value is not allowed.
    ok: Callable[[Any], bool]
    choice: bool = False


def _seconds(low: float, high: float, *, open_low: bool = False) -> Spec:
    """A duration: always bounded above, so that no value can make anything wait forever."""
    bound = f"> {low:.10g}" if open_low else f">= {low:.10g}"
    text = f"a number of seconds {bound} and <= {high:.10g}"
    return Spec(
        "getfloat", text, lambda v: (v > low if open_low else v >= low) and v <= high
    )


def _count(low: int, high: int | None = None, note: str = "") -> Spec:
    text = f"an integer >= {low}" + (f" and <= {high}" if high is not None else "") + note
    return Spec("getint", text, lambda v: v >= low and (high is None or v <= high))


#: How a list may be written, for the error line: Scrapy's comma-separated form (``-s``), a
#: JSON list, or a Python list in settings.py or custom_settings.
_LIST_FORMS = ": a list in settings.py, or a string 'a,b' or '[\"a\", \"b\"]' (JSON)"

#: A usage label as a Content-Usage statement writes it: an RFC 9651 dictionary key.
_LABEL = re.compile(r"[a-z*][a-z0-9_.*-]*\Z")


def _choice(*choices: str) -> Spec:
    return Spec("get", " or ".join(repr(c) for c in choices), lambda v: v in choices, True)


_FLAG = Spec("getbool", "a boolean: True/False, 1/0, 'true'/'false' or '1'/'0'", lambda v: True)


def _redis_url(url: str) -> bool:
    """Read as RedisStore will open it, by redis-py itself (URL, port, database, options), with
    no connection made; only the scheme is checked where redis-py, an optional extra, is not
    installed (the redis backend cannot start without it anyway)."""
    if not url.startswith(REDIS_SCHEMES):
        return False
    try:
        from redis.asyncio import ConnectionPool
        from redis.exceptions import RedisError
    except ImportError:
        return True
    try:
        ConnectionPool.from_url(url).make_connection()  # builds, does not connect
    except (ValueError, TypeError, RedisError) as exc:
        raise ValueError(str(exc)) from None
    return True


def _permit_list(entries: tuple[str, ...]) -> bool:
    """Read as the crawl will read it; a bad entry is a ValueError naming it."""
    parse_permitted(entries)
    return True


#: One entry per RobotsPolicy field, then the backend's own settings, the usage ones, then the
#: evidence ones.
SPECS: dict[str, Spec] = {
    "cache_ttl": _seconds(0, MAX_CACHE_TTL, open_low=True),
    "min_ttl": _seconds(0, MAX_CACHE_TTL, open_low=True),
    "forbidden_policy": _choice("deny", "allow"),
    "max_redirects": _count(MIN_REDIRECTS, 20, " (RFC 9309 2.3.1.2: at least five)"),
    "max_bytes": _count(MIN_BYTES, note=" (RFC 9309 2.5: at least 500 KiB)"),
    "robots_timeout": _seconds(0, MAX_FETCH_WAIT, open_low=True),
    "unreachable_ttl": _seconds(0, MAX_CACHE_TTL, open_low=True),
    "unreachable_max_ttl": _seconds(0, MAX_CACHE_TTL, open_low=True),
    "last_good_max_age": _seconds(0, MAX_LAST_GOOD_AGE),
    "max_origins": _count(0, note=" (0: no bound)"),
    "park_after": _seconds(0, MAX_FETCH_WAIT),
    "postpone_unreachable": _FLAG,
    "postpone_max_wait": _seconds(0, MAX_CACHE_TTL),
    "crawl_delay": _FLAG,
    "max_crawl_delay": _seconds(0, MAX_CACHE_TTL),
    "skip_crawl_delay_above": _seconds(0, MAX_CACHE_TTL),
    "route_meta": Spec(
        "getlist", "a list of meta keys" + _LIST_FORMS,
        lambda v: all(isinstance(k, str) and k for k in v),
    ),
    "redirect_private": _FLAG,
    "dry_run": _FLAG,
    "permitted": Spec(
        "getlist",
        "a list of origins ('https://example.com'), hosts ('example.com') and host suffixes "
        "('.example.com')" + _LIST_FORMS,
        _permit_list,
    ),
    "cache_backend": _choice("memory", "redis", "jobdir"),
    "redis_url": Spec(
        "get", "a URL redis-py reads, starting with " + " or ".join(REDIS_SCHEMES), _redis_url
    ),
    "redis_prefix": Spec("get", "a non-empty string", lambda v: bool(v.strip())),
    "redis_timeout": _seconds(0, MAX_REDIS_TIMEOUT, open_low=True),
    "fleet_margin": _seconds(0, 10),
    "usage_purposes": Spec(
        "getlist",
        "a list of usage labels, lower case as Content-Usage writes them (e.g. 'train-ai')"
        + _LIST_FORMS,
        lambda v: all(isinstance(k, str) and _LABEL.match(k) for k in v),
    ),
    "obey_nofollow": _FLAG,
    "usage_annotate": _FLAG,
    "tdmrep": _FLAG,
    "evidence": _FLAG,
    "evidence_archive": Spec(
        "get", "a folder path, 'jobdir' (a folder in JOBDIR) or '' (no archive)",
        lambda v: isinstance(v, str),
    ),
    "evidence_archive_max_bytes": _count(1),
}


def read_settings(settings: BaseSettings, spider: object | None) -> RFC9309Settings:
    """All RFC9309_* values of a crawl (its settings, and its spider or spider class),
    checked; raises SettingError on the first bad one."""
    read = _Reader(settings, spider)
    policy = RobotsPolicy(**read.all(RobotsPolicy))
    policy = read.at_most(policy, "min_ttl", "cache_ttl")
    policy = read.at_most(policy, "unreachable_ttl", "unreachable_max_ttl")
    # scrapy-redis's REDIS_URL is the fleet's default Redis.
    defaults = {"redis_url": settings.get("REDIS_URL") or DEFAULT_REDIS_URL}
    backend = BackendSettings(**read.all(BackendSettings, defaults))
    return RFC9309Settings(
        policy, backend, UsageSettings(**read.all(UsageSettings)),
        EvidenceSettings(**read.all(EvidenceSettings)),
    )


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
        if spec.getter == "getlist" and isinstance(raw, str) and raw.lstrip().startswith("["):
            # ``-s NAME='["a", "b"]'``: a JSON list, as Scrapy's getdict reads a JSON object.
            try:
                raw = json.loads(raw)
            except ValueError:
                self.fail(field_name, spec.allowed)
            source = BaseSettings({setting_name(field_name): raw})
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
        elif isinstance(value, list):  # ``-s NAME=a, b`` gives " b"
            value = tuple(v.strip() if isinstance(v, str) else v for v in value)
        why = ""
        try:
            ok = not (isinstance(value, float) and math.isnan(value)) and spec.ok(value)
        except (AttributeError, TypeError):  # e.g. a number where a string belongs
            ok = False
        except ValueError as exc:  # the check says why (redis-py on a Redis URL)
            ok, why = False, f" ({exc})"
        if not ok:
            self.fail(field_name, spec.allowed + why)
        return value

    def at_most(self, policy: RobotsPolicy, low: str, high: str) -> RobotsPolicy:
        """``policy`` with ``low`` at most ``high``: left at its default, ``low`` follows a
        lower ``high``; set, it stops the crawl with a line naming both."""
        bound = getattr(policy, high)
        if getattr(policy, low) <= bound:
            return policy
        if low in self.given:
            name = self.given[high][0] if high in self.given else setting_name(high)
            self.fail(low, f"at most {name} ({bound:g})")
        return replace(policy, **{low: bound})

    def fail(self, field_name: str, allowed: str) -> NoReturn:
        """Stop with the one line: who set what, and what is allowed."""
        name, raw = self.given[field_name]
        raise SettingError(f"{name} = {raw!r} is not allowed: it must be {allowed}")


#: Scrapy's settings priorities as a user names them, for ``setting_source``.
_PRIORITY_NAMES = {
    "default": "default",
    "command": "default",  # the command's own defaults
    "addon": "add-on",
    "project": "project",
    "spider": "spider",
    "cmdline": "command line",
}


def setting_source(settings: BaseSettings, spider: object | None, name: str) -> str:
    """Where the value of setting ``name`` for ``spider`` comes from: ``default``, ``add-on``,
    ``project``, ``spider`` (its custom_settings or its attribute, which wins as in
    ``read_settings``) or ``command line``."""
    if getattr(spider, name.lower(), None) is not None:
        return "spider"
    priority = settings.getpriority(name)
    names = {value: key for key, value in SETTINGS_PRIORITIES.items()}
    return _PRIORITY_NAMES.get(names.get(priority or 0, "default"), "default")


#: Every setting name this package reads, and the spider attributes that override them.
KNOWN_SETTINGS = tuple(setting_name(field_name) for field_name in SPECS)
KNOWN_ATTRIBUTES = tuple(name.lower() for name in KNOWN_SETTINGS)


def misspelt_names(
    settings: BaseSettings, spider: object | None
) -> list[tuple[str, str, str | None]]:
    """(kind, name, closest real name or None) for each setting (at any priority:
    settings.py, custom_settings, -s) and spider attribute named ``RFC9309_*`` in any case
    that is none of ours."""
    found = [
        ("setting", name, _closest(name.upper(), KNOWN_SETTINGS))
        for name in _ours(settings)  # one entry per name, whatever its priority
        if name not in KNOWN_SETTINGS
    ]
    found += [
        ("spider attribute", name, _closest(name.lower(), KNOWN_ATTRIBUTES))
        for name in _ours(dir(spider) if spider is not None else ())
        if name not in KNOWN_ATTRIBUTES
    ]
    return found


def _ours(names: Iterable[object]) -> list[str]:
    """The names that begin with RFC9309_ in any case, sorted."""
    return sorted(n for n in names if isinstance(n, str) and n.upper().startswith("RFC9309_"))


def _closest(name: str, known: tuple[str, ...]) -> str | None:
    """The known name most like ``name``, compared after the prefix they all share (which
    would make any two names look alike)."""
    prefix = len("RFC9309_")
    close = difflib.get_close_matches(name[prefix:], [k[prefix:] for k in known], n=1)
    return name[:prefix] + close[0] if close else None


def warn_misspelt_names(settings: BaseSettings, spider: object | None) -> None:
    """One WARNING per unknown name: Scrapy ignores an unknown setting silently, so the value
    the user meant to set would not be used and nothing would say so."""
    for kind, name, closest in misspelt_names(settings, spider):
        logger.warning(
            "%(name)s is not a scrapy-rfc9309 %(kind)s and is ignored%(hint)s",
            {"name": name, "kind": kind, "hint": f"; did you mean {closest}?" if closest else ""},
            extra={"spider": spider},
        )
