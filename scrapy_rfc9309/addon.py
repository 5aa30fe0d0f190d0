"""Addon: one line in ADDONS puts this middleware in place of Scrapy's built-in one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from scrapy.downloadermiddlewares.robotstxt import RobotsTxtMiddleware as BuiltinRobotsTxt

from scrapy_rfc9309.middleware import RobotsTxtMiddleware

if TYPE_CHECKING:
    from scrapy.settings import BaseSettings

#: Where the built-in sits in DOWNLOADER_MIDDLEWARES_BASE: before the offsite, retry and
#: redirect middlewares see a request, so every request (redirect targets too) is checked.
PRIORITY = 100


class Addon:
    def update_settings(self, settings: BaseSettings) -> None:
        settings.set("ROBOTSTXT_OBEY", True, priority="addon")
        settings.set_in_component_priority_dict("DOWNLOADER_MIDDLEWARES", BuiltinRobotsTxt, None)
        settings.set_in_component_priority_dict(
            "DOWNLOADER_MIDDLEWARES", RobotsTxtMiddleware, PRIORITY
        )
