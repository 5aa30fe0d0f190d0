"""Cost per response of the usage annotations: ``python -m benchmarks.usage``.

``UsageMiddleware.process_response`` (usage/annotate.py) with the origin's robots.txt
cached, on fresh responses, for a 100 kB HTML page (a 3 kB head of meta and link tags, then
links), with and without robots.txt Content-Usage rules and page-level headers, for the
``large`` crawl's page (100 kB, a head with a title only) and for a response with nothing to
read (not HTML, no header, no rule). The request's URL is parsed beforehand, as
process_request has done in a crawl. Prints JSON: microseconds per response, the median of
several repeats.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from scrapy import Request, Spider
from scrapy.http import HtmlResponse, Response
from scrapy.utils.test import get_crawler

from benchmarks.micro import middlewares, per_call
from benchmarks.scenarios import LARGE_PAGE_BODY, typical_robots
from scrapy_rfc9309 import UsageMiddleware

HOST = "s00001.farm.test"
ORIGIN = f"http://{HOST}"
USAGE_RULES = b"Content-Usage: train-ai=n\nContent-Usage: /blog/ train-ai=y, search=y\n"


def page(size: int = 100_000) -> bytes:
    """An HTML page of ``size`` octets: a realistic head, then a body of links."""
    head = ["<!doctype html><html><head><title>Page</title>",
            '<meta charset="utf-8"><meta name="viewport" content="width=device-width">',
            '<meta name="robots" content="max-snippet:50, noai">',
            '<script>var config = {"a": "<meta name=x content=y>"};</script>']
    head += [f'<link rel="stylesheet" href="/static/css/{i}.css">' for i in range(25)]
    head += [f'<meta property="og:tag{i}" content="value {i}">' for i in range(15)]
    head.append("</head><body>")
    body = "".join(head)
    link = '<p><a href="/blog/post-{0}">Post number {0}</a> some text of the post.</p>\n'
    i = 0
    while len(body) < size:
        body += link.format(i)
        i += 1
    return (body + "</body></html>").encode()


def measure(label: str, rules: bytes, make: Any, repeats: int, count: int = 2000
            ) -> dict[str, Any]:
    ours, _builtin = middlewares(ORIGIN, typical_robots(HOST).replace(
        b"User-agent: *\n", b"User-agent: *\n" + rules, 1))
    crawler = get_crawler(Spider, {"ROBOTSTXT_OBEY": True, "RFC9309_USAGE_ANNOTATE": True})
    usage = UsageMiddleware(crawler, ours)

    def responses() -> list[Response]:
        requests = [Request(f"{ORIGIN}/blog/{i}") for i in range(count)]
        for request in requests:
            ours.origin_of(request)  # parsed by process_request already, in a crawl
        return [make(request) for request in requests]

    def annotate(items: list[Response]) -> None:
        for response in items:
            usage.process_response(response.request, response)  # type: ignore[arg-type]

    return {"case": label, "us_per_response": round(per_call(annotate, responses, repeats), 2)}


def main(argv: list[str] | None = None) -> None:
    quick = "--quick" in (argv if argv is not None else sys.argv[1:])
    repeats = 3 if quick else 7
    body = page()
    headers = {"Content-Usage": "train-ai=n", "X-Robots-Tag": "noimageai"}

    def html(request: Request, with_headers: bool = False) -> Response:
        return HtmlResponse(request.url, body=body, request=request,
                            headers=headers if with_headers else None)

    def plain(request: Request) -> Response:
        return Response(request.url, body=b"x" * 1000, request=request)

    def short_head(request: Request) -> Response:
        return HtmlResponse(request.url, body=LARGE_PAGE_BODY, request=request)

    results = [
        measure("nothing to read (not HTML, no header, no rule)", b"", plain, repeats),
        measure("100 kB HTML, a head with no meta tag (the large crawl's page)", b"",
                short_head, repeats),
        measure("100 kB HTML, no rule, no header", b"", html, repeats),
        measure("100 kB HTML, Content-Usage rules and headers", USAGE_RULES,
                lambda r: html(r, True), repeats),
    ]
    print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
