"""BodyReader: the start of a robots.txt body as it arrives, decoded, in bounded memory.

RFC 9309 section 2.5 asks a crawler to parse at least the first 500 KiB of a robots.txt,
whatever its size. Scrapy's DOWNLOAD_MAXSIZE cannot give that: it cancels a download whose
declared (Content-Length) or decoded size is over the limit, and keeps nothing. So robots.txt
is read here as it arrives, decoded chunk by chunk with a bounded output, and the download is
stopped once ``limit`` decoded bytes are in: a 10 MiB file gives its first ``limit`` bytes,
declared or not, compressed or not, and a gzip (or brotli, or zstd) bomb gives as many zero
bytes and no more.

The codings read are those Scrapy's HttpCompressionMiddleware reads: gzip and deflate always,
br with brotli (or brotlicffi) and zstd with ``compression.zstd`` (``backports.zstd`` before
Python 3.14), when installed and able to bound their output; in any order and number
(``gzip, gzip``). Pure code: no Scrapy or Twisted imports.
"""

from __future__ import annotations

import zlib
from importlib import import_module
from typing import Any

_CHUNK = 65536


def _optional(*modules: str) -> Any:
    """The first of ``modules`` that imports, else None."""
    for name in modules:
        try:
            return import_module(name)
        except ImportError:
            continue
    return None


def _bounded_brotli() -> Any:
    """brotli (or brotlicffi) if its decoder can bound its output (brotli >= 1.2), else
    None: without ``output_buffer_limit`` one 64 KiB chunk may decode to gigabytes."""
    brotli = _optional("brotli", "brotlicffi")
    try:
        brotli.Decompressor().process(b"", output_buffer_limit=1)
        brotli.Decompressor().can_accept_more_data()
    except (AttributeError, TypeError):
        return None
    return brotli


_BROTLI = _bounded_brotli()
_ZSTD = _optional("compression.zstd", "backports.zstd")


class _CorruptError(Exception):
    pass


class _Decoder:
    """One coding's streaming decoder: input pushed in, output pulled out in bounded pieces."""

    def __init__(self) -> None:
        self.pending = b""  # input not yet given to the decoder

    def push(self, data: bytes) -> None:
        self.pending += data

    def pull(self, size: int) -> bytes:
        """At most ``size`` decoded bytes (brotli: about); b"" when more input is needed."""
        raise NotImplementedError

    @property
    def done(self) -> bool:
        """The stream ended as its format says it ends."""
        raise NotImplementedError


class _Zlib(_Decoder):
    """gzip (several members, as Scrapy's gunzip reads them) or deflate (zlib-wrapped, or raw
    as some servers send it)."""

    def __init__(self, gzip: bool) -> None:
        super().__init__()
        self.gzip = gzip
        self.wbits = 16 + zlib.MAX_WBITS if gzip else zlib.MAX_WBITS
        self.decoder = zlib.decompressobj(self.wbits)
        self.started = False

    def pull(self, size: int) -> bytes:
        out = b""
        while len(out) < size and self.pending:
            if self.decoder.eof:
                if not self.gzip:
                    self.pending = b""  # after a deflate stream: ignored, as zlib does
                    break
                self.decoder = zlib.decompressobj(self.wbits)  # the next gzip member
            data, self.pending = self.pending, b""
            try:
                out += self.decoder.decompress(data, size - len(out))
            except zlib.error:
                if self.gzip or self.started:
                    raise _CorruptError from None
                # Raw deflate, without the zlib header: read again from the start as such.
                self.wbits = -zlib.MAX_WBITS
                self.decoder = zlib.decompressobj(self.wbits)
                self.pending, self.started = data, True
                continue
            self.started = True
            self.pending = self.decoder.unused_data or self.decoder.unconsumed_tail
        return out

    @property
    def done(self) -> bool:
        return self.decoder.eof


class _Brotli(_Decoder):
    def __init__(self) -> None:
        super().__init__()
        self.decoder = _BROTLI.Decompressor()

    def pull(self, size: int) -> bytes:
        data = b""
        if self.decoder.can_accept_more_data():
            data, self.pending = self.pending, b""
        try:
            return bytes(self.decoder.process(data, output_buffer_limit=size))
        except _BROTLI.error:
            raise _CorruptError from None

    @property
    def done(self) -> bool:
        return bool(self.decoder.is_finished())


class _Zstd(_Decoder):
    """zstd, frame after frame (as Scrapy's ZstdFile reads them)."""

    def __init__(self) -> None:
        super().__init__()
        self.decoder = _ZSTD.ZstdDecompressor()

    def pull(self, size: int) -> bytes:
        out = b""
        try:
            while len(out) < size:
                if self.decoder.eof:
                    rest = self.decoder.unused_data + self.pending
                    if not rest:
                        break
                    self.decoder, self.pending = _ZSTD.ZstdDecompressor(), rest
                if self.decoder.needs_input:
                    if not self.pending:
                        break
                    data, self.pending = self.pending, b""
                else:
                    data = b""
                out += self.decoder.decompress(data, size - len(out))
        except _ZSTD.ZstdError:
            raise _CorruptError from None
        return out

    @property
    def done(self) -> bool:
        return bool(self.decoder.eof) and not self.pending


_DECODERS: dict[bytes, Any] = {
    b"gzip": lambda: _Zlib(gzip=True),
    b"x-gzip": lambda: _Zlib(gzip=True),
    b"deflate": lambda: _Zlib(gzip=False),
}
if _BROTLI is not None:
    _DECODERS[b"br"] = _Brotli
if _ZSTD is not None:
    _DECODERS[b"zstd"] = _Zstd

#: What the robots.txt request asks for: every coding read here.
ACCEPT_ENCODING = b", ".join(coding for coding in _DECODERS if coding != b"x-gzip")


class BodyReader:
    """Collects at most ``limit`` decoded bytes of one response body.

    ``problem`` says why the body cannot be read: a coding not read here, or a corrupt
    compressed stream. Scrapy's own decompression keeps what came before the damage; here
    the body is not the file the site wrote, and the part before the damage may lack its
    Disallow lines: it is not read at all.
    """

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.wire = 0  # bytes received, before decoding
        self.problem: str | None = None
        self._parts: list[bytes] = []
        self._size = 0
        self._stages: list[_Decoder] = []  # the last coding applied first
        self._inner: list[int] = []  # decoded bytes out of each stage
        self._codings = ""

    def start(self, content_encoding: list[bytes]) -> bool:
        """Set up decoding for the response's Content-Encoding values; False (and
        ``problem`` set) when they cannot be read here. What an earlier response to the same
        request gave is forgotten: Scrapy's retries copy the request, and this reader with it."""
        self.wire, self.problem, self._parts, self._size = 0, None, [], 0
        if not content_encoding:  # the usual answer: nothing to decode, nothing to set up
            self._codings, self._stages, self._inner = "", [], []
            return True
        codings = [
            coding.strip().lower()
            for value in content_encoding
            for coding in value.split(b",")
            if coding.strip() and coding.strip().lower() != b"identity"
        ]
        self._codings = b", ".join(codings).decode("latin-1")
        unknown = [coding for coding in codings if coding not in _DECODERS]
        if unknown:
            self.problem = f"Content-Encoding {self._codings} not supported"
            return False
        self._stages = [_DECODERS[coding]() for coding in reversed(codings)]
        self._inner = [0] * len(self._stages)
        return True

    def feed(self, data: bytes) -> bool:
        """Take one chunk off the wire; True once enough is in (``limit`` decoded bytes, or
        ``limit`` bytes of a compressed stream that yields less) or the stream is corrupt."""
        self.wire += len(data)
        room = self.limit - self._size
        if room > 0 and self.problem is None:
            out = self._decode(data, room) if self._stages else data[:room]
            if out:
                self._parts.append(out)
                self._size += len(out)
        return self.full or self.problem is not None or self.wire >= self.limit

    @property
    def full(self) -> bool:
        """``limit`` decoded bytes are in: there was more than the reader keeps."""
        return self._size >= self.limit

    def body(self) -> bytes:
        return b"".join(self._parts)

    def end(self) -> None:
        """The response ended by itself (the download was not stopped): a compressed stream
        must have ended too, else the file was cut (as a body short of its Content-Length)."""
        if self.problem is None and self.wire and not all(s.done for s in self._stages):
            self.problem = f"{self._codings} body cut short"

    def _decode(self, data: bytes, room: int) -> bytes:
        self._stages[0].push(data)
        out = b""
        try:
            while len(out) < room:
                piece = self._pull(len(self._stages) - 1, room - len(out))
                if not piece:
                    break
                out += piece
        except _CorruptError as exc:
            self.problem = str(exc) or f"corrupt {self._codings} body"
            return b""
        return out[:room]  # brotli's bound is loose: it may give a block more

    def _pull(self, index: int, size: int) -> bytes:
        """Up to ``size`` bytes out of stage ``index``, feeding it from the stage before as
        needed. An inner coding of a stacked one may put out twice ``limit`` in all: text
        never comes near (each coding shrinks it), and a stream that does (empty deflate
        blocks, say) is refused rather than decoded at any cost."""
        stage = self._stages[index]
        piece = stage.pull(size)
        while not piece and index > 0:
            if self._inner[index - 1] >= 2 * self.limit:
                raise _CorruptError(f"{self._codings} body: an inner coding is too large")
            inner = self._pull(index - 1, _CHUNK)
            if not inner:
                break
            self._inner[index - 1] += len(inner)
            stage.push(inner)
            piece = stage.pull(size)
        return piece
