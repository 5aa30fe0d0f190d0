"""What Scrapy's per-request signals cost with this package on: ``python -m benchmarks.dispatch``.

Scrapy sends ``request_scheduled``, ``headers_received``, ``response_received``,
``request_left_downloader`` and ``response_downloaded`` once per request and
``bytes_received`` once per chunk of its body, whether anyone listens or not; each connected
receiver adds its dispatch (pydispatch's ``robustApply``) and its own work. Here each signal
is sent, in process, as the downloader sends it for a page whose robots.txt is cached (no
robots.txt download, nothing waiting), on a crawler with this package's middleware built and
on one with robots.txt off. Prints JSON: microseconds per send, the median of several repeats.
A receiver that needs a running engine (before issue 22, waiting/slots.py's on
``response_received``) fails here and logs; its figure means nothing.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from scrapy import Request, Spider, signals
from scrapy.http import Headers, HtmlResponse
from scrapy.utils.test import get_crawler

from benchmarks.crawl import BASE_SETTINGS
from benchmarks.micro import per_call
from scrapy_rfc9309.middleware import RobotsTxtMiddleware

SIGNALS = (
    "request_scheduled",
    "headers_received",
    "bytes_received",
    "response_received",
    "request_left_downloader",
    "response_downloaded",
)


def sends(crawler: Any, name: str, repeats: int) -> float:
    """Microseconds per send of signal ``name`` as the engine or downloader sends it."""
    signal = getattr(signals, name)
    send = crawler.signals.send_catch_log
    headers = Headers({"Content-Type": "text/html"})

    def make() -> list[tuple[Request, HtmlResponse]]:
        requests = [Request(f"http://s00001.farm.test/p{i}") for i in range(2000)]
        return [(r, HtmlResponse(r.url, body=b"x", request=r)) for r in requests]

    def run(items: list[tuple[Request, HtmlResponse]]) -> None:
        for request, response in items:
            send(signal=signal, request=request, response=response, headers=headers,
                 body_length=1, data=b"x", spider=None)

    return per_call(run, make, repeats)


def main(argv: list[str] | None = None) -> None:
    quick = "--quick" in (argv if argv is not None else sys.argv[1:])
    repeats = 3 if quick else 7
    settings = {k: v for k, v in BASE_SETTINGS.items() if k != "LOG_LEVEL"}
    results: dict[str, dict[str, float]] = {}
    for target, obey in (("ours", True), ("off", False)):
        crawler = get_crawler(Spider, {**settings, "ROBOTSTXT_OBEY": obey})
        # Receivers are held by weak references: the middleware must outlive the sends.
        middleware = RobotsTxtMiddleware(crawler) if obey else None
        results[target] = {name: round(sends(crawler, name, repeats), 2) for name in SIGNALS}
        del middleware
    print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
