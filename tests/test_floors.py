"""Unit tests of the pure Crawl-delay arithmetic (scrapy_rfc9309.crawldelay.floors)."""

from __future__ import annotations

import pytest

from scrapy_rfc9309.crawldelay.floors import Floor, SlotFloors, asked_delay, capped, floor_for
from scrapy_rfc9309.robotstxt import RequestRate, RobotsTxt

ROBOTS = (
    b"User-agent: *\nDisallow: /y\nCrawl-delay: 1\nRequest-rate: 1/4s\n\n"
    b"User-agent: slowbot\nDisallow: /x\nCrawl-delay: 10\n\n"
    b"User-agent: ratebot\nDisallow: /x\nRequest-rate: 3/1m\n\n"
    b"User-agent: plainbot\nDisallow: /x\n"
)


@pytest.mark.parametrize(
    ("delay", "rate", "expected"),
    [
        (None, None, 0.0),
        (2.5, None, 2.5),
        (None, RequestRate(1, 2.0), 2.0),
        (None, RequestRate(3, 60.0), 20.0),
        (5.0, RequestRate(1, 2.0), 5.0),  # Crawl-delay larger
        (1.0, RequestRate(1, 4.0), 4.0),  # Request-rate larger
        (0.0, None, 0.0),
    ],
)
def test_asked_delay_is_larger_of_crawl_delay_and_rate(delay, rate, expected):
    assert asked_delay(delay, rate) == pytest.approx(expected)


def test_capped_clamps_and_says_so():
    assert capped(30.0, 300.0) == Floor(30.0, 30.0)
    assert not capped(30.0, 300.0).clamped
    floor = capped(1000.0, 300.0)
    assert floor == Floor(300.0, 1000.0)
    assert floor.clamped
    assert capped(0.0, 300.0) is None
    assert capped(5.0, -1.0) == Floor(0.0, 5.0)  # a negative cap means 0, never a negative delay


def test_floor_for_uses_the_group_that_applies_to_the_token():
    rules = RobotsTxt.parse(ROBOTS)
    assert floor_for(rules, "otherbot", 300.0) == Floor(4.0, 4.0)  # * group: 1/4s beats 1 s
    assert floor_for(rules, "slowbot", 300.0) == Floor(10.0, 10.0)  # its own group only
    assert floor_for(rules, "ratebot", 300.0) == Floor(20.0, 20.0)
    assert floor_for(rules, "plainbot", 300.0) is None  # its group asks nothing
    assert floor_for(rules, "slowbot", 3.0) == Floor(3.0, 10.0)
    assert floor_for(None, "slowbot", 300.0) is None


def test_slot_floors_largest_wins_and_reports_changes():
    book = SlotFloors()
    assert book.set("shared", "a", 1.0) == 1.0
    assert book.set("shared", "b", 3.0) == 3.0
    assert book.set("shared", "c", 2.0) is None  # 3 s still wins
    assert book.floor("shared") == 3.0
    assert book.has("shared", "c", 2.0)
    assert not book.has("shared", "c", 5.0)
    assert book.set("shared", "b", 0.0) == 2.0  # b gone: next largest
    assert book.set("shared", "c", 0.0) == 1.0
    assert book.set("shared", "a", 0.0) == 0.0  # no floor left
    assert book.floor("shared") == 0.0
    assert book.set("other", "a", 0.0) is None  # nothing to undo
    assert book.floor("other") == 0.0


def test_slot_floors_keep_slots_apart():
    book = SlotFloors()
    book.set("one", "a", 5.0)
    book.set("two", "a", 1.0)
    assert (book.floor("one"), book.floor("two")) == (5.0, 1.0)
