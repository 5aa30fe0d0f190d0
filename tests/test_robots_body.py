"""What of a robots.txt body is read (issues 11, 12, 13): the first RFC9309_MAX_BYTES of it,
whatever size it declares and however it is encoded, in bounded memory; never a body cut by
the network taken for the whole file; never a size limit reported as an IgnoreRequest; and an
IgnoreRequest from another component read as the built-in reads it.
"""

from __future__ import annotations

import gzip
import logging
import struct
import sys
import zlib

import brotli
import pytest
import pytest_twisted
from scrapy.downloadermiddlewares.httpcompression import ACCEPTED_ENCODINGS
from scrapy.exceptions import IgnoreRequest

from scrapy_rfc9309 import RobotsTxtForbidden, RobotsTxtUnreachable
from scrapy_rfc9309.records.body import ACCEPT_ENCODING, BodyReader

if sys.version_info >= (3, 14):
    from compression import zstd
else:
    from backports import zstd
from scrapy_rfc9309.testing import Page
from scrapy_rfc9309.testing.sitefarm import _gzip_zeros
from tests.conftest import crawl, stats, stopped_at_once

MAX = 512_000
HEAD = b"User-agent: *\nDisallow: /early\n"
PAD = b"# " + b"x" * 97 + b"\n"
#: 10 MiB: rules at the start, one more rule past RFC9309_MAX_BYTES, padding to the end.
BIG = HEAD + PAD * 5200 + b"Disallow: /late\n" + PAD * (10 * 1024 * 1024 // 100 - 5200)


# The body reader, unit by unit ----------------------------------------------------------------


def _read(chunks, encoding=b"", limit=MAX + 1):
    reader = BodyReader(limit)
    assert reader.start([encoding] if encoding else [])
    for chunk in chunks:
        if reader.feed(chunk):
            break
    return reader


def _chunks(data: bytes, size: int = 65536):
    return [data[i:i + size] for i in range(0, len(data), size)]


def test_reader_keeps_limit_bytes_of_plain_body():
    reader = _read(_chunks(BIG))
    assert reader.body() == BIG[:MAX + 1] and reader.full
    assert reader.wire < MAX + 65536 * 2


#: Every coding Scrapy's HttpCompressionMiddleware reads, alone and stacked.
CODINGS = [
    (b"gzip", gzip.compress),
    (b"x-gzip", gzip.compress),
    (b"deflate", zlib.compress),
    (b"deflate", lambda data: zlib.compress(data)[2:-4]),  # raw deflate, as IIS sends
    (b"br", brotli.compress),
    (b"zstd", zstd.compress),
    (b"gzip, gzip", lambda data: gzip.compress(gzip.compress(data))),
    (b"deflate, br", lambda data: brotli.compress(zlib.compress(data))),
    (b"zstd, gzip, br", lambda data: brotli.compress(gzip.compress(zstd.compress(data)))),
]
CODING_IDS = ["gzip", "x-gzip", "deflate", "raw-deflate", "br", "zstd", "gzip-gzip",
              "deflate-br", "zstd-gzip-br"]


def test_accept_encoding_names_every_coding_scrapy_decodes():
    assert ACCEPT_ENCODING == b"gzip, deflate, br, zstd"
    assert set(ACCEPTED_ENCODINGS) <= set(ACCEPT_ENCODING.split(b", "))


@pytest.mark.parametrize(("encoding", "encode"), CODINGS, ids=CODING_IDS)
def test_reader_decodes_and_stops_at_limit(encoding, encode):
    wire = encode(BIG)
    reader = _read(_chunks(wire, 4096), encoding)
    assert reader.body() == BIG[:MAX + 1]
    # Stopped before the end of the wire (br and zstd pack all 10 MiB in one chunk).
    assert reader.wire < len(wire) or len(wire) <= 4096
    small = _read(_chunks(encode(HEAD), 7), encoding)
    small.end()
    assert small.problem is None and small.body() == HEAD
    cut = _read([encode(HEAD * 100)[:-3]], encoding)
    cut.end()
    assert cut.problem == f"{encoding.decode()} body cut short"


@pytest.mark.parametrize(("encoding", "encode"), [
    (b"br", lambda data: brotli.compress(data, quality=5)),
    (b"zstd", zstd.compress),
    (b"gzip, gzip", lambda data: gzip.compress(gzip.compress(data, 9), 9)),
], ids=["br", "zstd", "gzip-gzip"])
def test_reader_bounds_a_bomb_in_every_coding(encoding, encode):
    bomb = encode(bytes(200 << 20))
    reader = _read(_chunks(bomb), encoding)
    assert reader.body() == bytes(MAX + 1) and reader.full


def _empty_blocks_gzip(blocks: int) -> bytes:
    """A gzip member of ``blocks`` empty stored deflate blocks: 5 bytes each, no output."""
    header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"
    return header + b"\x00\x00\x00\xff\xff" * blocks + b"\x03\x00" + struct.pack("<II", 0, 0)


def test_reader_refuses_an_inner_coding_that_expands_to_nothing():
    """gzip of 1.5 MB of empty deflate blocks, gzipped again: 2 KB on the wire that decode to
    nothing at any cost; refused once the inner stream passes twice the limit."""
    assert gzip.decompress(_empty_blocks_gzip(10)) == b""
    wire = gzip.compress(_empty_blocks_gzip(300_000), 9)
    reader = _read(_chunks(wire), b"gzip, gzip")
    assert reader.problem == "gzip, gzip body: an inner coding is too large"
    assert reader.body() == b""


def test_reader_bounds_a_bomb_and_multi_member_gzip():
    bomb = gzip.compress(bytes(200 << 20), 9)
    reader = _read(_chunks(bomb), b"gzip")
    assert len(reader.body()) == MAX + 1 and reader.wire <= 65536
    two = gzip.compress(b"User-agent: *\n") + gzip.compress(bytes(10 << 20))
    reader = _read(_chunks(two), b"gzip")
    assert reader.body().startswith(b"User-agent: *\n") and len(reader.body()) == MAX + 1


def test_reader_refuses_encodings_it_cannot_read_and_corrupt_streams():
    for encoding in (b"compress", b"xz", b"gzip, compress", b"br, bogus"):
        reader = BodyReader(10)
        assert not reader.start([encoding])
        assert reader.problem == f"Content-Encoding {encoding.decode()} not supported"
    for encoding, encode in [(b"br", brotli.compress), (b"zstd", zstd.compress)]:
        good = encode(HEAD * 100)
        reader = _read([good[:5] + b"\xff" * 40 + good[45:]], encoding)
        assert reader.problem == f"corrupt {encoding.decode()} body"
    for encoding in (b"deflate", b"gzip"):  # neither zlib-wrapped nor raw deflate
        assert _read([b"\xff\xff\xff garbage"], encoding).problem == (
            f"corrupt {encoding.decode()} body")
    good = gzip.compress(HEAD * 100)
    damaged = good[:200] + b"\x00" * 50 + good[250:]
    reader = _read([damaged], b"gzip")
    assert reader.problem == "corrupt gzip body"
    cut = _read([good[:-20]], b"gzip")
    assert cut.problem is None
    cut.end()
    assert cut.problem == "gzip body cut short"
    whole = _read([good], b"gzip")
    whole.end()
    assert whole.problem is None and whole.body() == HEAD * 100


# Through a crawl --------------------------------------------------------------------------------

BODIES = [
    ("10-MiB-with-content-length", Page(BIG)),
    ("10-MiB-chunked", Page(BIG[:65536], stream=len(BIG))),
    ("10-MiB-gzip", Page(gzip.compress(BIG), headers={"Content-Encoding": "gzip"})),
    ("10-MiB-deflate", Page(zlib.compress(BIG), headers={"Content-Encoding": "deflate"})),
]


@pytest.mark.parametrize("robots", [b[1] for b in BODIES], ids=[b[0] for b in BODIES])
@pytest_twisted.ensureDeferred
async def test_large_robots_txt_read_to_the_limit_parsed_and_stopped(farm, feeds, robots):
    site = farm.add({"/robots.txt": robots, "/early": "e", "/late": "l", "/public": "p"})
    crawler = await crawl([f"{site.url}/early", f"{site.url}/late", f"{site.url}/public"])
    assert sorted(site.paths()) == ["/late", "/public", "/robots.txt"]
    assert isinstance(crawler.spider.errors[f"{site.url}/early"], RobotsTxtForbidden)
    s = stats(crawler)
    assert s["rfc9309/fetch/parsed"] == 1
    assert s["rfc9309/fetch/truncated"] == 1
    assert "rfc9309/fetch/unreachable" not in s
    # The download stopped at the chunk that brought the limit (RFC9309_MAX_BYTES + 1 bytes
    # decoded, or as many on the wire): nothing more was read.
    stopped_at_once(feeds, MAX + 1)
    if robots.stream:
        print(f"chunked 10 MiB robots.txt: the server wrote {robots.sent} bytes")
        assert robots.sent < robots.stream  # not written to its end: the client went away


@pytest_twisted.ensureDeferred
async def test_gzip_bomb_read_to_the_limit_in_bounded_memory(farm, feeds):
    bomb = Page(gzip_bomb=1 << 30)  # 1 GiB of zero bytes, about 4.5 MB on the wire
    site = farm.add({"/robots.txt": bomb, "/public": "p"})
    crawler = await crawl([f"{site.url}/public"])
    print(f"1 GiB gzip bomb: the server wrote {bomb.sent} bytes before the download stopped")
    # Stopped at the chunk that brought RFC9309_MAX_BYTES + 1 decoded bytes: nothing more was
    # read, and the site never wrote the whole bomb.
    stopped_at_once(feeds, MAX + 1)
    assert bomb.sent < sum(len(chunk) for chunk in _gzip_zeros(1 << 30))
    assert site.paths() == ["/robots.txt", "/public"]  # zero bytes hold no rule
    s = stats(crawler)
    assert s["rfc9309/fetch/truncated"] == 1
    assert s["rfc9309/fetch/not_text"] == 1
    assert "httpcompression/response_count" not in s  # Scrapy never decoded it unbounded


@pytest.mark.parametrize(("encoding", "encode"), CODINGS[4:], ids=CODING_IDS[4:])
@pytest_twisted.ensureDeferred
async def test_every_coding_scrapy_reads_is_read_unasked_or_asked(farm, encoding, encode):
    """Sent whatever the request asked (a server may): read as Scrapy's built-in reads it."""
    robots = Page(encode(HEAD), headers={"Content-Encoding": encoding.decode()})
    site = farm.add({"/robots.txt": robots, "/early": "e", "/public": "p"})
    crawler = await crawl([f"{site.url}/early", f"{site.url}/public"])
    assert sorted(site.paths()) == ["/public", "/robots.txt"]
    assert isinstance(crawler.spider.errors[f"{site.url}/early"], RobotsTxtForbidden)
    [robots_hit] = [h for h in site.hits if h.path == "/robots.txt"]
    assert robots_hit.headers["accept-encoding"] == "gzip, deflate, br, zstd"
    s = stats(crawler)
    assert s["rfc9309/fetch/parsed"] == 1
    assert "rfc9309/fetch/undecodable" not in s


@pytest.mark.parametrize(("encoding", "bomb"), [
    ("br", brotli.compress(bytes(256 << 20), quality=5)),
    ("zstd", zstd.compress(bytes(256 << 20))),
], ids=["br", "zstd"])
@pytest_twisted.ensureDeferred
async def test_brotli_and_zstd_bombs_read_to_the_limit(farm, encoding, bomb):
    site = farm.add({"/robots.txt": Page(bomb, headers={"Content-Encoding": encoding}),
                     "/public": "p"})
    crawler = await crawl([f"{site.url}/public"])
    assert site.paths() == ["/robots.txt", "/public"]  # zero bytes hold no rule
    s = stats(crawler)
    assert s["rfc9309/fetch/truncated"] == 1
    assert "httpcompression/response_count" not in s  # Scrapy never decoded it unbounded


@pytest_twisted.ensureDeferred
async def test_encoding_not_read_here_is_unreachable(farm):
    """A coding neither Scrapy nor this reader reads keeps its reading: the file cannot be
    read, robots.txt is unreachable (deny all, try again with backoff)."""
    site = farm.add({"/robots.txt": Page(b"\x1f\x9d\x90junk",
                                         headers={"Content-Encoding": "compress"}),
                     "/public": "p"})
    crawler = await crawl([f"{site.url}/public"])
    assert site.paths() == ["/robots.txt"]
    assert isinstance(crawler.spider.errors[f"{site.url}/public"], RobotsTxtUnreachable)
    assert stats(crawler)["rfc9309/fetch/undecodable"] == 1


# Data loss --------------------------------------------------------------------------------------

CUT_ROBOTS = b"User-agent: *\nDisallow: /\nAllow: /public/\n"


@pytest.mark.parametrize("fail_on_dataloss", [False, True])
@pytest_twisted.ensureDeferred
async def test_body_shorter_than_its_content_length_is_never_read_as_complete(
    farm, fail_on_dataloss
):
    """``Allow: /public/`` cut to ``Allow: /`` would allow everything."""
    cut = Page(CUT_ROBOTS, cut=CUT_ROBOTS.index(b"public"))
    site = farm.add({"/robots.txt": cut, "/private": "secret", "/public/x": "p"})
    crawler = await crawl([f"{site.url}/private", f"{site.url}/public/x"],
                          {"DOWNLOAD_FAIL_ON_DATALOSS": fail_on_dataloss})
    assert site.paths() == ["/robots.txt"]
    errors = crawler.spider.errors
    assert all(isinstance(e, RobotsTxtUnreachable) for e in errors.values())
    assert len(errors) == 2
    s = stats(crawler)
    # ResponseDataLossError on Scrapy 2.19, ResponseFailed before.
    [failed] = [k for k in s if k.startswith("robotstxt/exception_count/")]
    assert "ResponseDataLossError" in failed or "ResponseFailed" in failed
    assert s["rfc9309/fetch/unreachable"] == 1


@pytest_twisted.ensureDeferred
async def test_pages_still_accept_data_loss_when_the_user_asks(farm):
    """Only robots.txt is held to its Content-Length: the user's setting holds for pages."""
    page = b"a page the server cut"
    site = farm.add({"/robots.txt": "User-agent: *\nAllow: /\n",
                     "/page": Page(page, cut=10)})
    crawler = await crawl([f"{site.url}/page"], {"DOWNLOAD_FAIL_ON_DATALOSS": False})
    assert crawler.spider.responses == {f"{site.url}/page": 200}


# IgnoreRequest from another component --------------------------------------------------------


class SkipRobotsTxt:
    """A project's middleware that will not let robots.txt be fetched."""

    def process_request(self, request, spider=None):  # Scrapy 2.13 passes the spider
        if request.url.endswith("/robots.txt"):
            raise IgnoreRequest("robots.txt not fetched in this project")


@pytest_twisted.ensureDeferred
async def test_ignore_request_on_robots_txt_allows_like_the_builtin(farm, caplog):
    site = farm.add({"/robots.txt": "User-agent: *\nDisallow: /\n", "/a": "a", "/b": "b"})
    crawler = await crawl([f"{site.url}/a", f"{site.url}/b"], {
        "DOWNLOADER_MIDDLEWARES": {"tests.test_robots_body.SkipRobotsTxt": 500}})
    assert sorted(site.paths()) == ["/a", "/b"]  # robots.txt never fetched, pages allowed
    s = stats(crawler)
    assert s["rfc9309/fetch/ignored"] == 1
    assert s["rfc9309/fetch/unavailable"] == 1
    assert "rfc9309/fetch/unreachable" not in s
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert any(f"<GET {site.url}/robots.txt>" in m and "ignored" in m for m in warnings)


@pytest.mark.parametrize("encoding", ["", "gzip"])
@pytest_twisted.ensureDeferred
async def test_download_maxsize_never_drops_robots_txt(farm, encoding):
    """Scrapy's DOWNLOAD_MAXSIZE is for pages: a robots.txt over it is still read to
    RFC9309_MAX_BYTES, never dropped as an IgnoreRequest (taken for "no robots.txt")."""
    body = HEAD + PAD * 1000  # 100 KB, 10 times DOWNLOAD_MAXSIZE
    headers = {"Content-Encoding": "gzip"} if encoding else {}
    robots = Page(gzip.compress(body) if encoding else body, headers=headers)
    site = farm.add({"/robots.txt": robots, "/early": "e", "/public": "p"})
    crawler = await crawl([f"{site.url}/early", f"{site.url}/public"],
                          {"DOWNLOAD_MAXSIZE": 10_000})
    assert sorted(site.paths()) == ["/public", "/robots.txt"]
    s = stats(crawler)
    assert s["rfc9309/fetch/parsed"] == 1
    assert "rfc9309/fetch/ignored" not in s


@pytest.mark.parametrize("encoding", ["gzip", "br", "gzip, br"])
@pytest_twisted.ensureDeferred
async def test_robots_txt_from_scrapys_http_cache_is_read(farm, tmp_path, encoding):
    """A response from HttpCacheMiddleware never crosses the wire (no bytes_received): its
    body, decoded by HttpCompressionMiddleware (what it left is decoded here), is read."""
    encode = {"gzip": gzip.compress, "br": brotli.compress,
              "gzip, br": lambda data: brotli.compress(gzip.compress(data))}[encoding]
    robots = Page(encode(HEAD), headers={"Content-Encoding": encoding})
    site = farm.add({"/robots.txt": robots, "/early": "e", "/public": "p"})
    settings = {"HTTPCACHE_ENABLED": True, "HTTPCACHE_DIR": str(tmp_path / "cache")}
    urls = [f"{site.url}/early", f"{site.url}/public"]
    await crawl(urls, settings)
    second = await crawl(urls, settings)
    assert site.count("/robots.txt") == 1  # the second crawl's came from the cache
    assert site.count("/early") == 0 and site.count("/public") == 1
    assert isinstance(second.spider.errors[f"{site.url}/early"], RobotsTxtForbidden)
    assert stats(second)["rfc9309/fetch/parsed"] == 1
    assert stats(second)["rfc9309/fetch/httpcache"] == 1
