"""Waiting for robots.txt under a Twisted reactor without asyncio: the waiters are Deferreds
there and the fetch runs as one (records/service.py), where the asyncio reactor of the other
tests uses futures and a task. A real crawl in a subprocess (tests/reactor_worker.py), checked
at the servers."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_a_crawl_under_the_epoll_reactor_waits_parks_and_decides():
    done = subprocess.run(
        [sys.executable, "-m", "tests.reactor_worker"], cwd=ROOT, capture_output=True,
        text=True, timeout=120, check=True,
    )
    result = json.loads(done.stdout.strip().splitlines()[-1])
    slow, fast = result["slow"], result["fast"]
    # Each site was asked for its robots.txt once, then only for what it allows.
    assert slow["asked"] == ["/a", "/b", "/robots.txt"]
    assert fast["asked"] == ["/a", "/robots.txt"]
    assert result["crawled"] == sorted([slow["url"] + "/a", slow["url"] + "/b", fast["url"] + "/a"])
    assert result["errors"] == {
        slow["url"] + "/no": "RobotsTxtForbidden", fast["url"] + "/no": "RobotsTxtForbidden"}
    stats = result["stats"]
    assert stats["robotstxt/request_count"] == 2
    assert stats["finish_reason"] == "finished"
    # The slow robots.txt answered after RFC9309_PARK_AFTER: its requests were parked, and
    # crawled once it came.
    assert stats["rfc9309/parked"] >= 1


def test_start_stays_held_when_a_waiting_request_is_parked_under_the_epoll_reactor():
    """Two slots taken (a page, and a robots.txt, both held by the site) and start() held
    while a request waits for that robots.txt, its slot lent. When RFC9309_PARK_AFTER parks
    it, start() is still held: the engine has read 3 of the 21 start requests when the late
    robots.txt comes, not all of them (had start() looked in the moment between the
    request's wait ending and its parking, Deferreds running their callbacks at once here,
    it would have found nothing waiting and a full downloader, and Scrapy's engine would
    have read every start request into the scheduler)."""
    done = subprocess.run(
        [sys.executable, "-m", "tests.reactor_worker", "held"], cwd=ROOT, capture_output=True,
        text=True, timeout=120, check=True,
    )
    result = json.loads(done.stdout.strip().splitlines()[-1])
    # robots.txt of the busy origin, then of the slow one: start() gave the held page, the
    # request that waited and the one the engine read before it backed out.
    assert result["given_at_robots"] == [3, 3]
    assert result["asked"] == sorted(["/robots.txt", *(f"/p{i}" for i in range(20))])
    assert result["stats"]["rfc9309/parked"] >= 1
    assert result["stats"]["finish_reason"] == "finished"
