"""BodyReader: the start of a robots.txt body as it arrives, decoded, in bounded memory.

RFC 9309 section 2.5 asks a crawler to parse at least the first 500 KiB of a robots.txt,
whatever its size. Scrapy's DOWNLOAD_MAXSIZE cannot give that: it cancels a download whose
declared (Content-Length) or decoded size is over the limit, and keeps nothing. So robots.txt
is read here as it arrives, decoded chunk by chunk with a bounded output, and the download is
stopped once ``limit`` decoded bytes are in: a 10 MiB file gives its first ``limit`` bytes,
declared or not, compressed or not, and a gzip bomb gives as many zero bytes and no more.

Pure code: no Scrapy or Twisted imports.
"""

from __future__ import annotations

import zlib

#: Content-Encodings read here (the robots.txt request asks for no other); zlib's wbits.
_WBITS = {b"gzip": 16 + zlib.MAX_WBITS, b"x-gzip": 16 + zlib.MAX_WBITS, b"deflate": zlib.MAX_WBITS}
ACCEPT_ENCODING = b"gzip, deflate"


class BodyReader:
    """Collects at most ``limit`` decoded bytes of one response body.

    ``problem`` says why the body cannot be read: an encoding not asked for, or a corrupt
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
        self._decoder: zlib._Decompress | None = None
        self._encoding = b""

    def start(self, content_encoding: list[bytes]) -> bool:
        """Set up decoding for the response's Content-Encoding values; False (and
        ``problem`` set) when they cannot be read here."""
        codings = [
            coding.strip().lower()
            for value in content_encoding
            for coding in value.split(b",")
            if coding.strip() and coding.strip().lower() != b"identity"
        ]
        if not codings:
            return True
        if len(codings) > 1 or codings[0] not in _WBITS:
            self.problem = "Content-Encoding {} not supported".format(
                b", ".join(codings).decode("latin-1")
            )
            return False
        self._encoding = codings[0]
        self._decoder = zlib.decompressobj(_WBITS[self._encoding])
        return True

    def feed(self, data: bytes) -> bool:
        """Take one chunk off the wire; True once enough is in (``limit`` decoded bytes, or
        ``limit`` bytes of a compressed stream that yields less) or the stream is corrupt."""
        self.wire += len(data)
        room = self.limit - self._size
        if room > 0 and self.problem is None:
            out = self._decode(data, room) if self._decoder is not None else data[:room]
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
        decoder = self._decoder
        if self.problem is None and decoder is not None and self.wire and not decoder.eof:
            self.problem = f"{self._encoding.decode()} body cut short"

    def _decode(self, data: bytes, room: int) -> bytes:
        assert self._decoder is not None
        try:
            out = self._decoder.decompress(data, room)
            # A gzip body may hold several members, decoded one after the other (as Scrapy's
            # gunzip does): each counts against the same room.
            while self._decoder.eof and self._decoder.unused_data and len(out) < room:
                if self._encoding not in (b"gzip", b"x-gzip"):
                    break
                rest = self._decoder.unused_data
                self._decoder = zlib.decompressobj(_WBITS[self._encoding])
                out += self._decoder.decompress(rest, room - len(out))
            return out
        except zlib.error:
            # "deflate" sent as a raw stream, without the zlib header (as some servers do).
            if self._encoding == b"deflate" and self.wire == len(data):
                self._encoding = b"raw deflate"
                self._decoder = zlib.decompressobj(-zlib.MAX_WBITS)
                return self._decode(data, room)
            self.problem = f"corrupt {self._encoding.decode()} body"
            return b""
