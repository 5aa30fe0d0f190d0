"""Archive: each distinct robots.txt body kept once, in a folder, with the times it was seen.

``<sha256>.txt`` holds the bytes whose digest names it (those the rules were parsed from);
``index.jsonl`` gets one JSON line per fetch or 304 renewal: the digest, the robots.txt URL,
when (ISO-8601 UTC and epoch) and how (``fetched``, ``revalidated``). What is in the folder is
never changed nor deleted. Before a write would take the folder past its bound
(RFC9309_EVIDENCE_ARCHIVE_MAX_BYTES, counting what it held at start), the archive stops adding
anything, with one WARNING and a stat per item not added; a write that fails (a full disk, a
folder not writable) stops it the same way, with its own stat.

Writes are synchronous: a body is at most RFC9309_MAX_BYTES and one byte, written once per
distinct copy, and an index line is short, so they hold the reactor for about as long as
copying that many bytes to the page cache. A body is written to a temporary file and renamed,
so a crash never leaves a partial file under a digest's name; an index line is written in one
call (a crash of the machine may cut the last one: a reader skips a line that is not JSON).
No Scrapy or Twisted imports.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scrapy_rfc9309.evidence.provenance import utc

if TYPE_CHECKING:
    from collections.abc import Callable

logger = logging.getLogger(__name__)

INDEX = "index.jsonl"
FULL = "rfc9309/evidence/archive_full"
ERROR = "rfc9309/evidence/archive_error"
ARCHIVED = "rfc9309/evidence/archived"


def body_name(sha256: str) -> str:
    return f"{sha256}.txt"


class Archive:
    def __init__(
        self, folder: str | os.PathLike[str], max_bytes: int, count: Callable[[str], None],
        spider: Any = None,
    ) -> None:
        self.folder = Path(folder)
        self.max_bytes = max_bytes
        self.count = count
        self.spider = spider
        self.folder.mkdir(parents=True, exist_ok=True)
        # What the folder holds already (an earlier run's archive) counts towards the bound.
        self.used = sum(entry.stat().st_size for entry in os.scandir(self.folder)
                        if entry.is_file())
        #: The stat of why the archive stopped adding (counted per item not added), or None.
        self.stopped: str | None = None

    def keep(self, sha256: str, body: bytes | None, url: str, seen_at: float,
             event: str) -> None:
        """Record that the copy ``sha256`` of ``url`` was seen at ``seen_at``; ``body`` (its
        bytes, when at hand) is written if the archive does not hold them yet."""
        if self.stopped is not None:
            self.count(self.stopped)
            return
        path = self.folder / body_name(sha256)
        line = json.dumps({
            "sha256": sha256, "url": url, "seen_at": utc(seen_at), "seen_at_epoch": seen_at,
            "event": event,
        }, separators=(",", ":")) + "\n"
        new = body is not None and not path.exists()
        size = len(line) + (len(body) if new and body is not None else 0)
        if self.used + size > self.max_bytes:
            self._stop(f"it would hold more than {self.max_bytes} bytes "
                       "(RFC9309_EVIDENCE_ARCHIVE_MAX_BYTES)", FULL)
            return
        try:
            if new and body is not None:
                temporary = self.folder / f".{body_name(sha256)}.{os.getpid()}.tmp"
                temporary.write_bytes(body)
                os.replace(temporary, path)
                self.count(ARCHIVED)
            with open(self.folder / INDEX, "a", encoding="utf-8") as index:
                index.write(line)
        except OSError as exc:
            self._stop(f"a write failed ({exc})", ERROR)
            return
        self.used += size

    def _stop(self, why: str, stat: str) -> None:
        self.stopped = stat
        self.count(stat)
        logger.warning(
            "robots.txt evidence archive %(folder)s: %(why)s; nothing more is added to it, "
            "and nothing in it is removed",
            {"folder": str(self.folder), "why": why},
            extra={"spider": self.spider},
        )
