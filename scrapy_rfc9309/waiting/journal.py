"""WaitJournal: the requests waiting for robots.txt, kept in JOBDIR while they wait, so that a
crawl killed (SIGKILL, a crash, the machine's OOM killer) finds them again when it resumes.

A parked or postponed request is in neither of the places where Scrapy keeps a JOBDIR crawl:
the dupefilter has its fingerprint, the scheduler dropped it. Once released it goes through
the scheduler again, whose disk queue a killed crawl cannot read back (the queue's state is
written when the crawl closes). So each request is appended to the journal
(``rfc9309-waiting.journal``) when it starts to wait, pickled as Scrapy's disk queue pickles
requests, and struck off when it is back in the downloader's middlewares, not when it is
released. A crawl that closes (a pause) keeps only what still waits: Scrapy's disk queue holds
the released ones then. Whatever is not struck off is scheduled again when the crawl resumes,
and stays in the journal until it is back.

Cost: one pickle and one write per request that waits, none when nothing waits. Writes go to
the kernel at once (a SIGKILL loses nothing written; a power cut may, like Scrapy's own files).
The file is rewritten with only the live entries once the struck-off ones outnumber them.
"""

from __future__ import annotations

import logging
import os
import pickle
from typing import IO, TYPE_CHECKING, Any

from scrapy.utils.request import request_from_dict

if TYPE_CHECKING:
    from pathlib import Path

    from scrapy import Request, Spider

logger = logging.getLogger(__name__)

#: In JOBDIR: the journal of waiting requests.
JOURNAL_FILE = "rfc9309-waiting.journal"
#: request.meta key: the request's entry in the journal (travels through the scheduler).
META_ENTRY = "rfc9309_waiting_entry"
#: Struck-off entries kept before the file is rewritten, at least.
_COMPACT_AFTER = 256


class WaitJournal:
    def __init__(self, path: Path) -> None:
        self.path = path
        #: entry -> the pickled request, for every entry not struck off.
        self.live: dict[str, bytes] = {}
        self._dead = 0
        # Entries are named per run: a request of an earlier run, come back from Scrapy's
        # disk queue with its entry in its meta, never strikes off one of this run's.
        self._run = os.urandom(6).hex()
        self._count = 0
        self._file: IO[bytes] | None = None

    def resume(self, spider: Spider) -> list[Request]:
        """The requests a previous run left in the journal, each with its entry in its meta;
        the file is rewritten with them alone (a last record cut by a kill is dropped)."""
        if not self.path.exists():
            return []
        entries: dict[str, bytes] = {}
        with self.path.open("rb") as f:
            while True:
                try:
                    record = pickle.load(f)
                except EOFError:
                    break
                except Exception:  # cut short by a kill, or not ours: keep what was read
                    logger.warning(
                        "%(path)s: unreadable after %(count)d waiting requests; the rest is "
                        "dropped", {"path": self.path, "count": len(entries)},
                        extra={"spider": spider},
                    )
                    break
                if record[0] == "+":
                    entries[record[1]] = record[2]
                else:
                    entries.pop(record[1], None)
        requests = []
        for data in entries.values():
            try:
                request = request_from_dict(pickle.loads(data), spider=spider)
            except (ValueError, AttributeError, pickle.UnpicklingError):
                logger.warning(
                    "%(path)s: a waiting request cannot be read back (its callback is gone?); "
                    "dropped", {"path": self.path}, extra={"spider": spider},
                )
                continue
            entry = request.meta[META_ENTRY] = self._entry()
            self.live[entry] = data
            requests.append(request)
        self._rewrite()
        return requests

    def add(self, request: Request, spider: Spider | None) -> bool:
        """Write ``request`` (with dont_filter: the dupefilter saw it) as waiting; False if it
        cannot be serialized (as in Scrapy's disk queue: it waits in memory only)."""
        try:
            data = pickle.dumps(
                request.replace(dont_filter=True).to_dict(spider=spider), protocol=4
            )
        except (ValueError, TypeError, AttributeError, pickle.PicklingError):
            return False
        entry = self._entry()
        self.live[entry] = data
        request.meta[META_ENTRY] = entry
        self._write(("+", entry, data))
        return True

    def back(self, request: Request) -> None:
        """``request`` is back in the downloader's middlewares: strike its entry off."""
        entry = request.meta.pop(META_ENTRY, None)
        if entry is None or self.live.pop(entry, None) is None:
            return
        self._dead += 1
        if self._dead > max(_COMPACT_AFTER, len(self.live)):
            self._rewrite()
        else:
            self._write(("-", entry))

    def close(self, waiting: list[Request]) -> int:
        """The crawl closes: keep only the entries of ``waiting`` (those still held); the
        scheduler has saved the others. Returns how many are kept."""
        keep = {request.meta.get(META_ENTRY) for request in waiting}
        self.live = {entry: data for entry, data in self.live.items() if entry in keep}
        self._rewrite()
        if self._file is not None:
            self._file.close()
            self._file = None
        if not self.live:
            self.path.unlink(missing_ok=True)
        return len(self.live)

    def _entry(self) -> str:
        self._count += 1
        return f"{self._run}-{self._count}"

    def _write(self, record: tuple[Any, ...]) -> None:
        if self._file is None:
            self._file = self.path.open("ab")
        self._file.write(pickle.dumps(record, protocol=4))
        self._file.flush()

    def _rewrite(self) -> None:
        """Replace the file with the live entries alone (written aside, then renamed, so a
        kill meanwhile leaves the old file whole)."""
        if self._file is not None:
            self._file.close()
            self._file = None
        self._dead = 0
        if not self.live and not self.path.exists():
            return
        temporary = self.path.with_name(self.path.name + ".new")
        with temporary.open("wb") as f:
            for entry, data in self.live.items():
                f.write(pickle.dumps(("+", entry, data), protocol=4))
        os.replace(temporary, self.path)
