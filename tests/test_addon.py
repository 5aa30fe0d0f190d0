"""The add-on in real crawls: which robots.txt middlewares a crawl really builds, in what
order, and how often robots.txt is fetched, with and without the project's own entries."""

from __future__ import annotations

import logging

import pytest
import pytest_twisted
from scrapy import signals
from scrapy.downloadermiddlewares.robotstxt import RobotsTxtMiddleware as Builtin

from scrapy_rfc9309 import NofollowMiddleware, RobotsTxtMiddleware, UsageMiddleware
from scrapy_rfc9309.addon import BUILTIN_PATH
from tests.conftest import crawl, stats

PAGES = {"/robots.txt": "User-agent: *\nDisallow: /private/\n", "/public": "p", "/private/x": "s"}


async def _crawl_with_chain(farm, settings):
    """Crawl the farm; returns (crawler, the downloader middleware classes, in order)."""
    site = farm.add(PAGES)
    chain: list[type] = []

    def opened(spider):
        chain.extend(type(mw) for mw in spider.crawler.engine.downloader.middleware.middlewares)

    crawler = await crawl([f"{site.url}/public", f"{site.url}/private/x"], settings,
                          connect={signals.spider_opened: opened})
    return crawler, chain, site


def _robots_classes(chain):
    return [cls for cls in chain if issubclass(cls, (Builtin, RobotsTxtMiddleware))]


@pytest_twisted.ensureDeferred
async def test_addon_replaces_the_builtin_in_the_crawl(farm):
    crawler, chain, site = await _crawl_with_chain(farm, {})
    assert _robots_classes(chain) == [RobotsTxtMiddleware]
    assert [h.path for h in site.hits].count("/robots.txt") == 1
    assert stats(crawler)["robotstxt/forbidden"] == 1


@pytest_twisted.ensureDeferred
async def test_addon_keeps_the_projects_priority_for_our_middleware(farm):
    # After HttpCompression (590) instead of at 100: the project's choice stands.
    settings = {"DOWNLOADER_MIDDLEWARES": {"scrapy_rfc9309.RobotsTxtMiddleware": 595}}
    _, chain, _ = await _crawl_with_chain(farm, settings)
    names = [cls.__name__ for cls in chain]
    assert names.index("RobotsTxtMiddleware") > names.index("HttpCompressionMiddleware")
    assert _robots_classes(chain) == [RobotsTxtMiddleware]


@pytest_twisted.ensureDeferred
async def test_addon_leaves_a_builtin_the_project_enabled_and_says_so(farm, caplog):
    settings = {"DOWNLOADER_MIDDLEWARES": {BUILTIN_PATH: 50}}
    with caplog.at_level(logging.WARNING, logger="scrapy_rfc9309.addon"):
        _, chain, _ = await _crawl_with_chain(farm, settings)
    assert _robots_classes(chain) == [Builtin, RobotsTxtMiddleware]
    assert "robots.txt is fetched twice" in caplog.text


@pytest.mark.parametrize("entry", [None, 0])
@pytest_twisted.ensureDeferred
async def test_addon_honours_the_projects_entry_for_our_middleware(farm, entry):
    # None: the project switched it off; 0: first in the chain.
    settings = {"DOWNLOADER_MIDDLEWARES": {"scrapy_rfc9309.RobotsTxtMiddleware": entry}}
    _, chain, _ = await _crawl_with_chain(farm, settings)
    assert _robots_classes(chain) == ([] if entry is None else [RobotsTxtMiddleware])
    if entry == 0:
        assert chain[0] is RobotsTxtMiddleware


_ANNOTATE = {"RFC9309_USAGE_ANNOTATE": True}


@pytest.mark.parametrize(
    ("settings", "installed"),
    [
        ({}, False),  # installed, but stays out unless asked
        (_ANNOTATE, True),
        # Next after ours wherever the project put it (595: after HttpCompression, 590).
        ({**_ANNOTATE,
          "DOWNLOADER_MIDDLEWARES": {"scrapy_rfc9309.RobotsTxtMiddleware": 595}}, True),
        # The project's own entry stands: None switches it off whatever the setting says.
        ({**_ANNOTATE, "DOWNLOADER_MIDDLEWARES": {"scrapy_rfc9309.UsageMiddleware": None}},
         False),
        # Ours switched off: no request is checked, so none is annotated.
        ({**_ANNOTATE,
          "DOWNLOADER_MIDDLEWARES": {"scrapy_rfc9309.RobotsTxtMiddleware": None}}, False),
    ],
)
@pytest_twisted.ensureDeferred
async def test_addon_installs_the_usage_middleware_next_after_ours(farm, settings, installed):
    _, chain, _ = await _crawl_with_chain(farm, settings)
    if installed:
        assert chain[chain.index(RobotsTxtMiddleware) + 1] is UsageMiddleware
    else:
        assert UsageMiddleware not in chain


def _spider_middlewares(spider):
    return [type(mw) for mw in spider.crawler.engine.scraper.spidermw.middlewares]


@pytest.mark.parametrize(
    ("settings", "expected"),
    [
        ({}, []),  # installed, but stays out unless asked
        ({"RFC9309_OBEY_NOFOLLOW": True}, [NofollowMiddleware]),
        # The project's own entry stands: None switches it off whatever the setting says.
        ({"RFC9309_OBEY_NOFOLLOW": True,
          "SPIDER_MIDDLEWARES": {"scrapy_rfc9309.NofollowMiddleware": None}}, []),
    ],
)
@pytest_twisted.ensureDeferred
async def test_addon_installs_the_nofollow_spider_middleware(farm, settings, expected):
    site = farm.add(PAGES)
    seen: list[type] = []

    def opened(spider):
        seen.extend(cls for cls in _spider_middlewares(spider)
                    if issubclass(cls, NofollowMiddleware))

    await crawl([f"{site.url}/public"], settings, connect={signals.spider_opened: opened})
    assert seen == expected


@pytest_twisted.ensureDeferred
async def test_projects_robotstxt_obey_false_wins_over_the_addon_and_it_says_so(farm, caplog):
    """ROBOTSTXT_OBEY = False in the project outranks the add-on: nothing is obeyed, and one
    WARNING (counted in log_count/WARNING) says so."""
    with caplog.at_level(logging.WARNING, logger="scrapy_rfc9309.addon"):
        crawler, chain, site = await _crawl_with_chain(farm, {"ROBOTSTXT_OBEY": False})
    assert _robots_classes(chain) == []
    assert "/robots.txt" not in site.paths() and "/private/x" in site.paths()
    said = [r.getMessage() for r in caplog.records if r.name == "scrapy_rfc9309.addon"]
    assert said == [
        "robots.txt is not obeyed: ROBOTSTXT_OBEY = False (from the project) overrides the "
        "scrapy_rfc9309 add-on, which fetches and checks nothing in this crawl"
    ]
    assert stats(crawler)["log_count/WARNING"] >= 1


@pytest_twisted.ensureDeferred
async def test_addon_is_silent_about_robotstxt_obey_when_it_obeys(farm, caplog):
    with caplog.at_level(logging.WARNING, logger="scrapy_rfc9309.addon"):
        await _crawl_with_chain(farm, {})
    assert [r for r in caplog.records if "not obeyed" in r.getMessage()] == []
