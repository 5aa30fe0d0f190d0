"""Addon: one line in ADDONS puts this middleware in place of Scrapy's built-in one.

Like Scrapy's own add-on examples (``setdefault_in_component_priority_dict``) and
scrapy-zyte-api's add-on, it only fills in what the project has not set: a
``DOWNLOADER_MIDDLEWARES`` entry the project wrote for either middleware, and a
``ROBOTSTXT_OBEY`` set at project priority, are left as they are.

It also installs the downloader middleware of the usage annotations (usage/annotate.py: just
after ours) and the spider middleware of RFC9309_OBEY_NOFOLLOW (usage/nofollow.py), the same
way (each stays out of its chain, NotConfigured, unless a setting asks for it), and checks
every RFC9309_* value, in ``update_settings``, where Scrapy's add-on docs put checks: Scrapy
runs it before it builds the engine, so a bad value stops the crawl with the SettingError
alone. Raised later, while the engine builds the middleware, Scrapy 2.13's
engine adds an unrelated AttributeError of its own (it closes a downloader it never built).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from scrapy import signals
from scrapy.downloadermiddlewares.robotstxt import RobotsTxtMiddleware as BuiltinRobotsTxt
from scrapy.utils.misc import load_object

from scrapy_rfc9309.middleware import RobotsTxtMiddleware
from scrapy_rfc9309.settings import read_settings, setting_source
from scrapy_rfc9309.usage import annotate, nofollow
from scrapy_rfc9309.waiting import start

if TYPE_CHECKING:
    from scrapy.crawler import Crawler
    from scrapy.settings import BaseSettings
    from typing_extensions import Self

logger = logging.getLogger(__name__)

#: Where the built-in sits in DOWNLOADER_MIDDLEWARES_BASE: before the offsite, retry and
#: redirect middlewares see a request, so every request (redirect targets too) is checked.
PRIORITY = 100
#: The built-in's key in DOWNLOADER_MIDDLEWARES_BASE. It is switched off under this same
#: import path: Scrapy 2.13 merges DOWNLOADER_MIDDLEWARES into the base by key as written,
#: so a class key would not override the path key and both middlewares would run.
BUILTIN_PATH = f"{BuiltinRobotsTxt.__module__}.{BuiltinRobotsTxt.__qualname__}"


class Addon:
    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> Self:
        return cls(crawler)

    def update_settings(self, settings: BaseSettings) -> None:
        settings.set("ROBOTSTXT_OBEY", True, priority="addon")
        if not settings.getbool("ROBOTSTXT_OBEY"):
            # A higher priority (the project, a spider, -s) switched it off: the add-on is
            # there to obey robots.txt, so say once that nothing is obeyed. At engine_started:
            # a receiver connected this early would run before Scrapy's log counter is in
            # place for spider_opened, and the line would not be counted.
            self.crawler.signals.connect(self._say_not_obeyed, signal=signals.engine_started)
        user = settings.getdict("DOWNLOADER_MIDDLEWARES")
        builtin = component_key(user, BuiltinRobotsTxt)
        if builtin is None:
            user[BUILTIN_PATH] = None
        elif user[builtin] is not None:
            logger.warning(
                "DOWNLOADER_MIDDLEWARES enables Scrapy's built-in RobotsTxtMiddleware next to "
                "scrapy_rfc9309's: robots.txt is fetched twice and both decide. Set %s to None.",
                BUILTIN_PATH,
            )
        ours = component_key(user, RobotsTxtMiddleware)
        if ours is None:
            ours, user[RobotsTxtMiddleware] = RobotsTxtMiddleware, PRIORITY
        # The usage annotations, next after ours wherever it is: a response reaches them once
        # every middleware of a higher number has seen it (redirects followed, bodies
        # decompressed), as it would reach ours (responses go through the chain in reverse).
        if component_key(user, annotate.UsageMiddleware) is None and user[ours] is not None:
            user[annotate.UsageMiddleware] = user[ours] + 1
        settings.set(
            "DOWNLOADER_MIDDLEWARES", user, settings.getpriority("DOWNLOADER_MIDDLEWARES") or 0
        )
        # RFC9309_OBEY_NOFOLLOW's spider middleware: it stays out (NotConfigured) unless the
        # setting, or a spider's attribute, turns it on. And the one that holds start requests
        # back while requests wait for robots.txt (waiting/start.py).
        spider_mws = settings.getdict("SPIDER_MIDDLEWARES")
        added = False
        for cls, priority in ((nofollow.NofollowMiddleware, nofollow.PRIORITY),
                              (start.StartBackpressure, start.PRIORITY)):
            if component_key(spider_mws, cls) is None:
                spider_mws[cls] = priority
                added = True
        if added:
            settings.set(
                "SPIDER_MIDDLEWARES", spider_mws, settings.getpriority("SPIDER_MIDDLEWARES") or 0
            )
        if settings.getbool("ROBOTSTXT_OBEY") and user[ours] is not None:
            # The spider exists already (Scrapy builds it before the add-ons): its
            # rfc9309_* attributes are checked too. The middleware reads them again.
            read_settings(settings, self.crawler.spider)


    def _say_not_obeyed(self) -> None:
        logger.warning(
            "robots.txt is not obeyed: ROBOTSTXT_OBEY = False (from the %(where)s) overrides "
            "the scrapy_rfc9309 add-on, which fetches and checks nothing in this crawl",
            {"where": setting_source(self.crawler.settings, None, "ROBOTSTXT_OBEY")},
            extra={"spider": self.crawler.spider},
        )


def component_key(components: Mapping[Any, Any], cls: type) -> object | None:
    """The key under which a component priority dict names ``cls`` (or a subclass), if any:
    keys may be classes or import paths."""
    for key in components:
        obj = load_object(key) if isinstance(key, str) else key
        if isinstance(obj, type) and issubclass(obj, cls):
            return key
    return None
