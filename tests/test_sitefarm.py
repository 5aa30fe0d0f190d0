"""The site farm's event-driven answers (a public testing helper): ``InTurn`` swaps what a site
says by how often it was asked, a ``Gate`` holds answers until the test lets them go. Real
Scrapy crawls against the farm; robots.txt obeyed only where a test needs it."""

from __future__ import annotations

import pytest
import pytest_twisted

from scrapy_rfc9309.testing import Gate, InTurn, Page
from tests.conftest import Probe, crawl, start_crawl, until

OFF = {"ROBOTSTXT_OBEY": False, "ADDONS": {}}


class Answers(Probe):
    """Records every answer, in order: (status, body)."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.answers: list[tuple[int, bytes]] = []

    def parse(self, response):
        super().parse(response)
        self.answers.append((response.status, response.body))


@pytest_twisted.ensureDeferred
async def test_in_turn_answers_one_page_per_request_then_repeats_the_last(farm):
    site = farm.add({"/x": InTurn(Page(b"down", 503), "first", b"second")})
    url = f"{site.url}/x"
    # One request at a time: each wave goes once the one before has ended.
    crawler = await crawl(settings={**OFF, "HTTPERROR_ALLOW_ALL": True}, spider=Answers,
                          waves=[(0, [url])] * 4)
    assert crawler.spider.answers == [(503, b"down"), (200, b"first"), (200, b"second"),
                                      (200, b"second")]
    assert site.pages["/x"].served == site.count("/x") == 4


def test_in_turn_needs_a_page():
    with pytest.raises(ValueError):
        InTurn()


@pytest_twisted.ensureDeferred
async def test_gate_holds_answers_until_opened(farm):
    gate = Gate()
    site = farm.add({"/held": Page(b"late", 404, gate=gate), "/free": "free"})
    urls = [f"{site.url}/held?{i}" for i in range(3)] + [f"{site.url}/free"]
    crawler, done = start_crawl(urls, {**OFF, "HTTPERROR_ALLOWED_CODES": [404]})
    await until(lambda: gate.held == 3 and f"{site.url}/free" in crawler.spider.responses,
                "three answers held, the free page answered")
    assert crawler.spider.order == [f"{site.url}/free"]  # nothing held got through
    gate.open()
    await done
    assert gate.held == 0
    assert crawler.spider.responses == {**dict.fromkeys(urls[:3], 404), urls[3]: 200}
    # Once open, answers go at once.
    again = await crawl([f"{site.url}/held"], {**OFF, "HTTPERROR_ALLOWED_CODES": [404]})
    assert again.spider.responses == {f"{site.url}/held": 404}


@pytest_twisted.ensureDeferred
async def test_a_gate_never_opened_does_not_keep_the_farm_from_stopping(farm):
    gate = Gate()
    site = farm.add({"/held": Page(b"never", gate=gate)})
    crawler, done = start_crawl([f"{site.url}/held"], {**OFF, "RETRY_ENABLED": False})
    await until(lambda: gate.held == 1, "the request held")
    await farm.stop()  # aborts the held request: the crawl ends with an error, not a hang
    await done
    assert list(crawler.spider.errors) == [f"{site.url}/held"]
    assert gate.held == 0
