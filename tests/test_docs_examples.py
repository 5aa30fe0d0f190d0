"""The docs' examples run: every spider, pipeline, middleware and settings block in docs/*.rst
and README.rst is taken from the page as written and run in a real crawl against local
servers, checked at the server. A new example of those kinds with no test here fails
``test_every_example_is_run``.
"""

from __future__ import annotations

import ast
import hashlib
import json
import linecache
import logging
import textwrap
import warnings
from pathlib import Path
from typing import Any

import pytest
import pytest_twisted
import scrapy
from redis import Redis
from scrapy.crawler import Crawler, CrawlerRunner

from scrapy_rfc9309.testing import Page
from tests.conftest import BASE_SETTINGS, Probe, stats
from tests.redis_server import RedisServer
from tests.scrapy_redis_worker import FleetSpider

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.rst", *sorted((ROOT / "docs").rglob("*.rst"))]

#: The crawl-delay page's two settings examples, by a line of each.
CAPPED = '"RFC9309_MAX_CRAWL_DELAY": 60,   # never wait more than a minute between requests'
SKIPPING = '"RFC9309_SKIP_CRAWL_DELAY_ABOVE": 10,   # do not crawl sites that ask for more'
#: Each page's examples that this file runs, by a line that only that example holds.
RUN = {
    "README.rst": ['ADDONS = {"scrapy_rfc9309.Addon": 100}', "ROBOTSTXT_OBEY = True"],
    "docs/install.rst": ['ADDONS = {"scrapy_rfc9309.Addon": 100}', "ROBOTSTXT_OBEY = True"],
    "docs/crawl-delay.rst": [CAPPED, SKIPPING],
    "docs/jobdir.rst": ['RFC9309_CACHE_BACKEND = "jobdir"'],
    "docs/migration.rst": ['ROBOTSTXT_PARSER = "scrapy_rfc9309.RobotsTxtParser"',
                           "class WouldBlockSpider(scrapy.Spider):"],
    "docs/fleet.rst": ['SCHEDULER = "scrapy_redis.scheduler.Scheduler"'],
    "docs/reference/settings.rst": ["class PartnerSpider(scrapy.Spider):"],
    "docs/reference/signals.rst": ["def errback(self, failure):"],
    "docs/usage.rst": ["class BookSpider(scrapy.Spider):", "class UsagePipeline:"],
    "docs/evidence.rst": ['yield {"url": response.url, "provenance": evidence_of(response)}'],
}

#: Every crawl here ends on its own within this bound, else Scrapy closes it.
BOUNDS = {"CLOSESPIDER_TIMEOUT": 60, "DOWNLOAD_TIMEOUT": 30}
#: The tests' settings without the add-on: each example says itself how it enables this package.
PLAIN = {**{k: v for k, v in BASE_SETTINGS.items() if k != "ADDONS"}, "ADDONS": {}, **BOUNDS}
ROBOTS = "User-agent: *\nDisallow: /private/\n"


def code_blocks(page: Path) -> list[str]:
    """The page's ``.. code-block:: python`` blocks and ``::`` literal blocks, dedented."""
    lines = page.read_text().splitlines()
    blocks = []
    for index, line in enumerate(lines):
        if not (line.strip() == ".. code-block:: python" or line.rstrip().endswith("::")):
            continue
        if line.strip().startswith(".. ") and "code-block:: python" not in line:
            continue  # another directive (list-table::, toctree::, ...)
        indent = len(line) - len(line.lstrip())
        body = []
        for following in lines[index + 1:]:
            if following.strip() and len(following) - len(following.lstrip()) <= indent:
                break
            body.append(following)
        text = textwrap.dedent("\n".join(body)).strip("\n")
        if text and not text.startswith(":"):
            blocks.append(text + "\n")
    return blocks


def kind(block: str) -> str | None:
    """``spider``, ``pipeline``, ``middleware`` or ``settings`` for the examples this file must
    run; None for the rest (console sessions, log lines, the rules engine, test code)."""
    try:
        tree = ast.parse(block)
    except SyntaxError:
        return None
    functions = {node.name for node in ast.walk(tree)
                 if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}
    if functions & {"process_item"}:
        return "pipeline"
    if functions & {"process_request", "process_response", "process_spider_output"}:
        return "middleware"
    bases = [ast.unparse(base) for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
             for base in node.bases]
    if functions & {"parse", "errback"} or any("Spider" in base for base in bases):
        return "spider"
    assigned = [node for node in tree.body if isinstance(node, ast.Assign)]
    names = {target.id for node in assigned for target in node.targets
             if isinstance(target, ast.Name)}
    if assigned and all(isinstance(node, (ast.Assign, ast.Import, ast.ImportFrom))
                        for node in tree.body) and all(
            name.isupper() or name == "custom_settings" for name in names):
        return "settings"
    return None


def example(page: str, marker: str) -> str:
    """The one example of ``page`` that holds ``marker`` (a line listed in RUN)."""
    assert marker in RUN[page]
    found = [block for block in code_blocks(ROOT / page)
             if any(line.strip() == marker.strip() for line in block.splitlines())]
    assert len(found) == 1, (page, marker, len(found))
    return found[0]


def run_block(block: str) -> dict[str, Any]:
    """What the example defines, run as Python as written; its source is kept where
    ``inspect`` finds it (Scrapy reads a generator callback's source)."""
    namespace: dict[str, Any] = {"scrapy": scrapy}
    name = f"<docs example {hash(block):x}>"
    linecache.cache[name] = (len(block), None, block.splitlines(keepends=True), name)
    exec(compile(block, name, "exec"), namespace)
    return namespace


def settings_of(block: str) -> dict[str, Any]:
    return {k: v for k, v in run_block(block).items() if k.isupper()}


async def run_crawl(spider: type[scrapy.Spider], settings: dict[str, Any],
                    reason: str = "finished", **kwargs: Any) -> Crawler:
    crawler = CrawlerRunner(settings).create_crawler(spider)
    await crawler.crawl(**kwargs)
    assert stats(crawler)["finish_reason"] == reason
    return crawler


def test_every_example_is_run():
    """Each spider, pipeline, middleware or settings block on a page is one RUN names."""
    for page in PAGES:
        name = str(page.relative_to(ROOT))
        runnable = [block for block in code_blocks(page) if kind(block)]
        claimed = [block for block in runnable
                   if any(any(line.strip() == marker for line in block.splitlines())
                          for marker in RUN.get(name, []))]
        assert claimed == runnable, f"{name}: an example no test runs: {runnable}"
        for marker in RUN.get(name, []):
            example(name, marker)


def test_readme_enables_it_as_the_install_page_does():
    """README's two settings blocks are the install page's, which the crawls below run."""
    for marker in RUN["README.rst"]:
        assert example("README.rst", marker) == example("docs/install.rst", marker)


@pytest.mark.parametrize("marker", RUN["docs/install.rst"])
@pytest_twisted.ensureDeferred
async def test_enabling_blocks_obey_robots_txt(farm, marker):
    site = farm.add({"/robots.txt": ROBOTS, "/page": "page", "/private/x": "secret"})
    settings = {**PLAIN, **settings_of(example("docs/install.rst", marker))}
    crawler = await run_crawl(Probe, settings, urls=[f"{site.url}/page", f"{site.url}/private/x"])
    assert site.paths().count("/robots.txt") == 1
    assert "/page" in site.paths() and "/private/x" not in site.paths()
    assert stats(crawler)["robotstxt/forbidden"] == 1
    assert type(crawler.spider.errors[f"{site.url}/private/x"]).__name__ == "RobotsTxtForbidden"


@pytest_twisted.ensureDeferred
async def test_crawl_delay_custom_settings(farm):
    site = farm.add({"/robots.txt": ROBOTS + "Crawl-delay: 1\n", "/p/0": "a", "/p/1": "b"})
    block = example("docs/crawl-delay.rst", CAPPED)

    class Polite(Probe):
        custom_settings = run_block(block)["custom_settings"]

    crawler = await run_crawl(Polite, {**PLAIN, "ADDONS": {"scrapy_rfc9309.Addon": 100}},
                              urls=[f"{site.url}/p/0", f"{site.url}/p/1"])
    assert sorted(crawler.spider.responses.values()) == [200, 200]
    assert stats(crawler)["rfc9309/crawl_delay/applied"] == 1
    assert crawler.settings.getbool("AUTOTHROTTLE_ENABLED")


@pytest_twisted.ensureDeferred
async def test_crawl_delay_skip_custom_settings(farm):
    slow = farm.add({"/robots.txt": ROBOTS + "Crawl-delay: 30\n", "/p": "a"})
    near = farm.add({"/robots.txt": ROBOTS + "Crawl-delay: 5\n", "/p": "b"})
    block = example("docs/crawl-delay.rst", SKIPPING)

    class Picky(Probe):
        custom_settings = run_block(block)["custom_settings"]

    crawler = await run_crawl(Picky, {**PLAIN, "ADDONS": {"scrapy_rfc9309.Addon": 100}},
                              urls=[f"{slow.url}/p", f"{near.url}/p"])
    assert slow.paths() == ["/robots.txt"]
    assert near.paths() == ["/robots.txt", "/p"]
    assert stats(crawler)["rfc9309/denied/crawl_delay"] == 1


@pytest_twisted.ensureDeferred
async def test_jobdir_store_keeps_robots_txt_for_the_next_run(farm, tmp_path):
    site = farm.add({"/robots.txt": ROBOTS, "/page": "page", "/private/x": "secret"})
    settings = {**PLAIN, "ADDONS": {"scrapy_rfc9309.Addon": 100}, "JOBDIR": str(tmp_path),
                **settings_of(example("docs/jobdir.rst", 'RFC9309_CACHE_BACKEND = "jobdir"'))}
    urls = [f"{site.url}/page", f"{site.url}/private/x"]
    await run_crawl(Probe, settings, urls=urls)
    second = await run_crawl(Probe, settings, urls=urls)
    assert site.paths().count("/robots.txt") == 1
    assert "/private/x" not in site.paths()
    assert stats(second)["rfc9309/jobdir/hit"] >= 1


@pytest_twisted.ensureDeferred
async def test_parser_for_the_builtin(farm):
    """A "test" group does not name "testbot" here (product tokens matched whole)."""
    site = farm.add({"/robots.txt": "User-agent: test\nDisallow: /\n\n" + ROBOTS,
                     "/public": "p", "/private/x": "s"})
    block = example("docs/migration.rst", 'ROBOTSTXT_PARSER = "scrapy_rfc9309.RobotsTxtParser"')
    settings = {**PLAIN, "ROBOTSTXT_OBEY": True, **settings_of(block)}
    crawler = await run_crawl(Probe, settings,
                              urls=[f"{site.url}/public", f"{site.url}/private/x"])
    assert "/public" in site.paths() and "/private/x" not in site.paths()
    assert stats(crawler)["robotstxt/forbidden"] == 1


@pytest_twisted.ensureDeferred
async def test_dry_run_spider_lists_what_would_be_blocked(farm):
    """The dry run's recipe, its start URLs the local sites: every page fetched, an item for
    each one this package would have kept out (a Disallow rule, a 403 robots.txt), none
    for the pages it allows."""
    site = farm.add({
        "/robots.txt": ROBOTS,
        "/": Page(b'<a href="/page">p</a> <a href="/private/x">x</a>', content_type="text/html"),
        "/page": "page", "/private/x": "secret",
    })
    closed = farm.add({"/robots.txt": Page(b"<html>forbidden</html>", 403), "/home": "home"})
    spider = run_block(example("docs/migration.rst", "class WouldBlockSpider(scrapy.Spider):"))[
        "WouldBlockSpider"]

    class WouldBlock(spider):
        start_urls = [f"{site.url}/", f"{closed.url}/home"]

    items: list[dict[str, Any]] = []
    crawler = CrawlerRunner(PLAIN).create_crawler(WouldBlock)
    def scraped(item: dict[str, Any]) -> None:
        items.append(item)

    crawler.signals.connect(scraped, signal=scrapy.signals.item_scraped)
    await crawler.crawl()
    assert sorted(site.paths()) == ["/", "/page", "/private/x", "/robots.txt"]
    assert closed.paths() == ["/robots.txt", "/home"]
    assert sorted((item["url"], item["kind"]) for item in items) == sorted([
        (f"{closed.url}/home", "forbidden"), (f"{site.url}/private/x", "rule")])
    rule = next(item for item in items if item["kind"] == "rule")
    assert rule["reason"] == f"'Disallow: /private/' (line 2, group 'User-agent: *' at line 1) " \
                             f"in {site.url}/robots.txt"
    s = stats(crawler)
    assert s["finish_reason"] == "finished"
    assert (s["rfc9309/dryrun/denied/rule"], s["rfc9309/dryrun/denied/forbidden"]) == (1, 1)
    assert "robotstxt/forbidden" not in s


@pytest_twisted.ensureDeferred
async def test_fleet_settings_in_a_redis_spider(farm):
    """The block as written but for the Redis address (the test's own redis-server) and the
    idle time before the worker closes (1 s instead of 10, for a short test)."""
    site = farm.add({"/robots.txt": ROBOTS, "/page": "page", "/private/x": "secret"})
    settings = settings_of(example("docs/fleet.rst",
                                   'SCHEDULER = "scrapy_redis.scheduler.Scheduler"'))
    server = RedisServer()
    try:
        settings.update(REDIS_URL=server.url, MAX_IDLE_TIME_BEFORE_CLOSE=1)
        redis = Redis.from_url(server.url)
        for path in ("/page", "/private/x"):
            redis.rpush(f"{FleetSpider.name}:start_urls", json.dumps({"url": site.url + path}))
        crawler = await run_crawl(FleetSpider, {**PLAIN, **settings})
    finally:
        server.kill()
    assert site.paths().count("/robots.txt") == 1
    assert "/page" in site.paths() and "/private/x" not in site.paths()
    assert stats(crawler)["rfc9309/fleet/fetch"] == 1


@pytest_twisted.ensureDeferred
async def test_partner_spider_attribute(farm):
    site = farm.add({"/robots.txt": Page(b"<html>forbidden</html>", 403), "/page": "page"})
    partner = run_block(example("docs/reference/settings.rst",
                                "class PartnerSpider(scrapy.Spider):"))["PartnerSpider"]
    pages = []

    class Partner(partner):
        def parse(self, response):
            pages.append(response.url)

    await run_crawl(Partner, {**PLAIN, "ADDONS": {"scrapy_rfc9309.Addon": 100}},
                    start_urls=[f"{site.url}/page"])
    assert pages == [f"{site.url}/page"]
    assert "/page" in site.paths()


@pytest_twisted.ensureDeferred
async def test_errback_tells_the_denials_apart(farm, caplog):
    forbidden = farm.add({"/robots.txt": ROBOTS, "/private/x": "secret"})
    down = farm.add({"/robots.txt": Page(b"down", 503), "/page": "page"})
    usage = farm.add({"/robots.txt": "User-agent: *\nContent-Usage: /train/ train-ai=n\n",
                      "/train/x": "page"})
    errback = run_block(example("docs/reference/signals.rst", "def errback(self, failure):"))

    class Errbacks(scrapy.Spider):
        name = "errbacks"

        async def start(self):
            for url in (f"{forbidden.url}/private/x", f"{down.url}/page", f"{usage.url}/train/x"):
                yield scrapy.Request(url, errback=self.errback)

    Errbacks.errback = errback["errback"]  # type: ignore[attr-defined]
    caplog.set_level(logging.INFO, logger="errbacks")
    # Every start request denied, nothing crawled.
    await run_crawl(Errbacks, {**PLAIN, "ADDONS": {"scrapy_rfc9309.Addon": 100},
                               "RFC9309_USAGE_PURPOSES": ["train-ai"]}, "robotstxt_denied")
    said = [r.getMessage() for r in caplog.records if r.name == "errbacks"]
    assert sorted(said) == sorted([
        f"disallowed by robots.txt: {forbidden.url}/private/x",
        f"robots.txt unreachable, try again later: {down.url}/page",
        f"the site refuses train-ai for {usage.url}/train/x",
    ])
    assert not {"/private/x", "/page", "/train/x"} & {
        path for site in (forbidden, down, usage) for path in site.paths()}


# -- usage.rst: the spider and the pipeline, with a feed export --------------------------------

def usage_sites(farm):
    """A page of each kind the pipeline decides on."""
    def html(head: str) -> Page:
        return Page(f"<html><head><title>t</title>{head}</head><body>b</body></html>".encode(),
                    content_type="text/html; charset=utf-8")

    return farm.add({
        "/robots.txt": ROBOTS,
        "/ok": html(""),
        "/noai": html('<meta name="robots" content="noai">'),
        "/notrain": Page(html("").body, content_type="text/html",
                         headers={"Content-Usage": "train-ai=n"}),
        "/unchecked": html('<meta name="robots" content="noai">'),
    })


def usage_spider():
    book = run_block(example("docs/usage.rst", "class BookSpider(scrapy.Spider):"))["BookSpider"]

    class Books(book):
        """The example spider, its start URLs the local site, one with dont_obey_robotstxt."""

        def __init__(self, site_url: str, **kwargs: Any) -> None:
            super().__init__(**kwargs)
            self.start_urls = [f"{site_url}/{p}" for p in ("ok", "noai", "notrain")]
            self.site_url = site_url

        async def start(self):
            for url in self.start_urls:
                yield scrapy.Request(url)
            yield scrapy.Request(f"{self.site_url}/unchecked", meta={"dont_obey_robotstxt": True})

    return Books


async def feed_crawl(tmp_path: Path, site_url: str, settings: dict[str, Any]):
    feed = tmp_path / "items.json"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        crawler = await run_crawl(usage_spider(), {
            **settings, "FEEDS": {str(feed): {"format": "json", "overwrite": True}}},
            site_url=site_url)
    assert not [w for w in caught if "process_item" in str(w.message)
                or "spider argument" in str(w.message)], [str(w.message) for w in caught]
    assert not {k: v for k, v in stats(crawler).items() if k.startswith(
        ("spider_exceptions", "log_count/ERROR"))}
    return crawler, {item["url"].rsplit("/", 1)[1]: item for item in json.loads(
        feed.read_text())}


def pipeline():
    return run_block(example("docs/usage.rst", "class UsagePipeline:"))["UsagePipeline"]


@pytest_twisted.ensureDeferred
async def test_usage_spider_and_pipeline_with_the_addon(farm, tmp_path):
    site = usage_sites(farm)
    crawler, items = await feed_crawl(tmp_path, site.url, {
        **PLAIN, "ADDONS": {"scrapy_rfc9309.Addon": 100}, "ITEM_PIPELINES": {pipeline(): 300}})
    # noai and train-ai=n dropped by the pipeline; the unchecked page kept, not annotated.
    assert sorted(items) == ["ok", "unchecked"]
    assert stats(crawler)["item_dropped_count"] == 2
    assert items["ok"]["robots_tag"] == [] and items["ok"]["tdm_reservation"] is False
    assert items["unchecked"] == {"url": f"{site.url}/unchecked", "title": "t",
                                  "content_usage": None, "robots_tag": [],
                                  "tdm_reservation": None}
    assert site.paths().count("/unchecked") == 1


@pytest_twisted.ensureDeferred
async def test_usage_spider_and_pipeline_without_the_addon(farm, tmp_path):
    site = usage_sites(farm)
    _, items = await feed_crawl(tmp_path, site.url, {**PLAIN, "ITEM_PIPELINES": {pipeline(): 300}})
    assert sorted(items) == ["noai", "notrain", "ok", "unchecked"]
    assert all(item["content_usage"] is None and item["robots_tag"] == []
               for item in items.values())


@pytest_twisted.ensureDeferred
async def test_usage_spider_alone_exports_a_json_feed(farm, tmp_path):
    """``scrapy crawl books -O items.json``: the annotations as JSON, robots_tag a list."""
    site = usage_sites(farm)
    _, items = await feed_crawl(tmp_path, site.url,
                                {**PLAIN, "ADDONS": {"scrapy_rfc9309.Addon": 100}})
    assert sorted(items) == ["noai", "notrain", "ok", "unchecked"]
    assert items["noai"]["robots_tag"] == ["noai"]
    assert items["notrain"]["content_usage"] == {"train-ai": False}


# -- evidence.rst: evidence_of in a callback, through a JSON feed export -----------------------

@pytest_twisted.ensureDeferred
async def test_evidence_of_in_a_callback_goes_into_a_json_feed(farm, tmp_path):
    site = farm.add({"/robots.txt": ROBOTS, "/page": "p"})
    parse = run_block(example(
        "docs/evidence.rst", 'yield {"url": response.url, "provenance": evidence_of(response)}'
    ))["parse"]

    class Provenance(scrapy.Spider):
        name = "provenance"
        start_urls = [f"{site.url}/page", f"{site.url}/private/x"]

    Provenance.parse = parse  # the example's callback, as written
    feed = tmp_path / "items.json"
    await run_crawl(Provenance, {
        **PLAIN, "ADDONS": {"scrapy_rfc9309.Addon": 100}, "RFC9309_EVIDENCE": True,
        "FEEDS": {str(feed): {"format": "json"}}})
    assert site.count("/private/x") == 0
    [item] = json.loads(feed.read_text())
    assert item["url"] == f"{site.url}/page"
    assert item["provenance"]["robots_txt"]["sha256"] == hashlib.sha256(
        ROBOTS.encode()).hexdigest()
    assert item["provenance"]["decision"]["basis"] == "no rule matches"
