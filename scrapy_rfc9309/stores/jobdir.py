"""JobdirStore: robots.txt records kept in the job directory across pause and resume.

Without it every restart, even with JOBDIR, fetches every robots.txt again and starts the
backoff of unreachable origins over: impolite to sites that are down, slow for crawls paused
and resumed often. With ``RFC9309_CACHE_BACKEND = "jobdir"`` and ``JOBDIR`` set, each record is
written to a SQLite file in the job directory (the standard library's sqlite3: one file, safe
against a crash mid-write) as the fleet shares it (wire.py: metadata and the robots.txt bytes,
parsed again on read). A restarted crawl reads an origin's record there before fetching:
within its lifetime, bounded by this run's limits (wire.read_back), it is used; past it, it
is the previous record, so the failure count (the backoff) and the last good copy carry on,
and its robots.txt is revalidated (a conditional request; a 304 renews the stored copy)
rather than downloaded again.

Records are kept as long as the fleet keeps them (wire.retention) and dropped when the store
opens after that. Pure sqlite3, called from the reactor thread: one small write per robots.txt
fetch, with the WAL journal and no fsync per write. The store of another file of the origin (a
``SiteFile``: RFC9309_TDMREP's tdmrep.json) writes its records in the same table, keyed by the
file's URL in place of the origin.

The same store on a temporary file (TierStore) is the memory backend's second tier: records
evicted from the in-memory cache by RFC9309_MAX_ORIGINS are written to it as they are (their
parsed rules pickled: pickled.py), and read back from it rather than fetched again; the file
is made at the first eviction and removed when the spider closes.
"""

from __future__ import annotations

import logging
import os
import shutil
import sqlite3
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from scrapy import signals

from scrapy_rfc9309.compat import in_turns
from scrapy_rfc9309.records.sitefile import ROBOTS_TXT, SiteFile, counter_for
from scrapy_rfc9309.stores import pickled, wire
from scrapy_rfc9309.stores.faults import StoreFaults
from scrapy_rfc9309.stores.memory import LocalStore

if TYPE_CHECKING:
    from scrapy.crawler import Crawler
    from scrapy.http import Response

    from scrapy_rfc9309.config import RobotsPolicy
    from scrapy_rfc9309.origin import Origin
    from scrapy_rfc9309.records.record import RobotsRecord
    from scrapy_rfc9309.stores.store import Agents, Fetch, Fetched

logger = logging.getLogger(__name__)

FILENAME = "rfc9309-robots.sqlite"
#: What a file of ours holds: this table (and the index of its primary key), nothing else.
_COLUMNS = [("origin", "TEXT"), ("value", "BLOB"), ("keep_until", "REAL")]
_OBJECTS = {("table", "robots"), ("index", "sqlite_autoindex_robots_1")}


class Corrupt(Exception):
    """The file is not a store of ours: unreadable, or another program's database."""


class JobdirStore(LocalStore):
    """This process alone, as the memory backend, with its records kept in ``path``.

    Trouble with the file never decides anything: a file that is not ours is moved aside and
    a new one started; a file that cannot be opened, or a record that cannot be written or
    read, leaves this run with its in-memory cache, and robots.txt is fetched from the site.
    """

    #: Where its stats go (``rfc9309/<name>/...``) and what its log lines call it.
    name, label = "jobdir", "JOBDIR store"
    hit_stats: tuple[str, ...] = ("rfc9309/jobdir/hit", "rfc9309/cache/tier_hit")
    #: A JOBDIR survives a crash of this process; a temporary tier need not.
    synchronous = "NORMAL"
    keeps = True

    def __init__(
        self, crawler: Crawler, path: Path, policy: RobotsPolicy,
        file: SiteFile[Any] = ROBOTS_TXT,
    ) -> None:
        self.crawler = crawler
        self.policy = policy
        #: The file whose records it keeps (keyed ``file.key``, read with its reader).
        self.file = file
        self.stats = counter_for(crawler, file)
        self.path = path
        self.faults = StoreFaults(crawler)
        self.db = self._open()
        crawler.signals.connect(self.close, signal=signals.spider_closed)

    @classmethod
    def from_crawler(
        cls, crawler: Crawler, jobdir: str, policy: RobotsPolicy,
        file: SiteFile[Any] = ROBOTS_TXT,
    ) -> JobdirStore:
        return cls(crawler, Path(jobdir) / FILENAME, policy, file)

    async def fetch(
        self, origin: Origin, previous: RobotsRecord | None, fetch: Fetch, agents: Agents = ()
    ) -> Fetched:
        stored = await self._kept(origin, previous, agents)
        if stored is not None and not stored.record.expired(time.time()):
            for stat in self.hit_stats:
                self.stats.inc_value(stat)
            return stored.record, None
        if stored is not None and previous is None:
            previous = stored.record  # its failure count, last good copy, validators carry on
        previous = self._revalidatable(previous, stored)
        record, response = await fetch(previous)
        body = wire.rules_body(record, response, stored, self.policy.max_bytes)
        self._keep(origin, record, body)
        return record, response

    async def stored(self, origin: Origin) -> RobotsRecord | None:
        stored = await self._get(origin)
        return stored.record if stored is not None else None

    def close(self) -> None:
        if self.db is not None:
            self.db.close()
            self.db = None

    # -- the file --------------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection | None:
        """The store's connection; a file that is not ours is moved aside and a new one
        started. None (records in memory only) when no file can be opened."""
        try:
            try:
                return self._connect()
            except Corrupt as exc:
                moved = _move_aside(self.path)
                self.stats.inc_value(f"rfc9309/{self.name}/corrupt")
                logger.warning(
                    "%(label)s %(path)s is unusable (%(cause)s): moved aside to %(moved)s "
                    "and a new one started; robots.txt is fetched again from the sites",
                    {"label": self.label, "path": self.path, "cause": exc, "moved": moved.name},
                    extra={"spider": self.crawler.spider},
                )
                return self._connect()
        except (Corrupt, sqlite3.Error, OSError) as exc:
            self.stats.inc_value(f"rfc9309/{self.name}/unavailable")
            logger.warning(
                "%(label)s %(path)s cannot be opened (%(cause)s): robots.txt records are "
                "kept in memory only and fetched again when evicted or on the next run",
                {"label": self.label, "path": self.path, "cause": _cause(exc)},
                extra={"spider": self.crawler.spider},
            )
            return None

    def _connect(self) -> sqlite3.Connection:
        """Open the file, check it is ours, drop records no run can use. Corrupt when the
        file is not a store: garbage, cut short, another program's tables."""
        # Autocommit: one write each. timeout=0: a lock held by another process (a second
        # crawl on this JOBDIR) fails the call at once instead of stalling the reactor.
        db = sqlite3.connect(self.path, isolation_level=None, timeout=0)
        try:
            objects = {tuple(row) for row in db.execute("SELECT type, name FROM sqlite_master")}
            if objects and (objects != _OBJECTS or _columns(db) != _COLUMNS):
                names = ", ".join(sorted(name for _, name in objects))[:200]
                raise Corrupt(f"not a store of ours: holds {names}")
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(f"PRAGMA synchronous={self.synchronous}")
            # Lookups by key read a few pages: the OS caches the file, not this process.
            db.execute("PRAGMA cache_size=-512")
            db.execute(
                "CREATE TABLE IF NOT EXISTS robots"
                " (origin TEXT PRIMARY KEY, value BLOB NOT NULL, keep_until REAL NOT NULL)"
            )
            # Both read every row: a file damaged within is found here, not mid-crawl.
            db.execute("DELETE FROM robots WHERE keep_until < ?", (time.time(),))
            kept = db.execute("SELECT COUNT(*) FROM robots").fetchone()[0]
        except sqlite3.OperationalError:
            db.close()
            raise  # cannot read or write the file (permissions, full disk): not its content
        except (sqlite3.DatabaseError, Corrupt) as exc:
            db.close()  # not a database, or a damaged one
            raise Corrupt(_cause(exc)) from exc
        self._opened(kept)
        return db

    def _opened(self, kept: int) -> None:
        logger.info(
            "%(file)s records kept in %(path)s: %(kept)d from earlier runs",
            {"file": self.file.name, "path": self.path, "kept": kept},
            extra={"spider": self.crawler.spider},
        )

    # -- records ---------------------------------------------------------------------------

    async def _kept(
        self, origin: Origin, previous: RobotsRecord | None, agents: Agents
    ) -> wire.Shared | None:
        """What the store holds for ``origin`` (``previous``: memory's record, expired)."""
        return await self._get(origin, agents)

    def _keep(self, origin: Origin, record: RobotsRecord, body: bytes | None) -> None:
        """Keep the record just fetched, with the bytes of its rules."""
        self._write(origin, record, body)

    def _revalidatable(
        self, previous: RobotsRecord | None, stored: wire.Shared | None
    ) -> RobotsRecord | None:
        """``previous`` as the fetch sees it: with its validators only when what a 304 renews
        can be kept whole (wire.revalidatable: the store holds its bytes)."""
        if self.db is not None or stored is not None:
            return wire.revalidatable(previous, stored)
        return previous

    async def _get(self, origin: Origin, agents: Agents = ()) -> wire.Shared | None:
        """The stored record of ``origin``, its rules parsed a step per reactor turn (those of
        ``agents`` compiled along); None when there is none or it cannot be read. One byte
        more than any record is read, so a huge value costs no more than a record."""
        if self.db is None:
            return None
        limit = self._longest() + 1
        try:
            row = self.db.execute(
                "SELECT substr(value, 1, ?) FROM robots WHERE origin = ?",
                (limit, self.file.key(origin)),
            ).fetchone()
        except sqlite3.Error as exc:
            self._fault("read_error", origin, "cannot be read", _cause(exc))
            return None
        if row is None:
            return None
        try:
            shared = await self._decoded(row[0], agents)
        except wire.Undecodable as exc:
            self._fault("undecodable", origin, "is not a record", str(exc), exc.cause)
            return None
        return wire.read_back(shared, self.policy, time.time())

    def _longest(self) -> int:
        """The longest value a record of ours can be: anything longer is not read whole."""
        return wire.max_value(self.policy.max_bytes)

    async def _decoded(self, value: object, agents: Agents) -> wire.Shared:
        """The record in a stored value, parsed in steps; Undecodable if it is none."""
        return await in_turns(wire.decoding(value, self.policy.max_bytes, agents, self.file))

    def _value(self, record: RobotsRecord, body: bytes | None) -> bytes:
        """What is written for ``record``."""
        return wire.encode(record, body)

    def _write(self, origin: Origin, record: RobotsRecord, body: bytes | None) -> None:
        """Write ``record``; a write that fails (full disk) leaves it in memory only."""
        if self.db is None:
            return
        now = time.time()
        try:
            value = self._value(record, body)
        except Exception as exc:  # a record that cannot be encoded stays in memory only
            self._fault("write_error", origin, "cannot be encoded", type(exc).__name__)
            return
        keep_until = now + wire.retention(self.policy, record, now)
        try:
            self.db.execute(
                "INSERT OR REPLACE INTO robots (origin, value, keep_until) VALUES (?, ?, ?)",
                (self.file.key(origin), value, keep_until),
            )
        except sqlite3.Error as exc:
            self._fault("write_error", origin, "cannot be written", _cause(exc))

    def _fault(
        self, stat: str, origin: Origin, what: str, detail: str, cause: str | None = None
    ) -> None:
        """One stat per fault, one WARNING per cause (``detail`` unless given)."""
        self.faults.report(
            f"rfc9309/{self.name}/{stat}",
            f"{stat}: {cause or detail}",
            "%(label)s %(path)s: the stored value of %(origin)s %(what)s (%(detail)s); "
            "robots.txt as fetched from the site decides, kept in memory for this run",
            {"label": self.label, "path": self.path, "origin": origin, "what": what,
             "detail": detail},
        )


class TierStore(JobdirStore):
    """The memory backend's second tier: the records memory evicts, written to a file of its
    own as they are (the file is made at the first eviction: a crawl whose cache never fills
    writes none and reads none), its directory removed when the spider closes.

    A record is written as memory holds it, its parsed rules pickled (pickled.py: this
    process's own file, nothing else is unpickled), so memory keeps nothing beside it, with
    two exceptions, in ``_held``: a record read back from the file (not written again when it
    is evicted unchanged), and the bytes of a robots.txt over pickled.BIG (written in the wire
    format, parsed again in steps when read back)."""

    name, label = "tier", "robots.txt tier file"
    hit_stats = ("rfc9309/cache/tier_hit",)
    synchronous = "OFF"
    #: True from the first eviction on (the file is asked for then): before it, the file
    #: holds nothing and is never read.
    keeps = False

    def __init__(
        self, crawler: Crawler, policy: RobotsPolicy, file: SiteFile[Any] = ROBOTS_TXT
    ) -> None:
        self._dir: Path | None = None
        self._written = 0  # the longest value written
        #: What memory's record of an origin needs at eviction beside the record itself: the
        #: file's copy as read back (wire.Shared, written again only if memory's record is
        #: another by then), or the bytes of a robots.txt over BIG just fetched.
        self._held: dict[Origin, wire.Shared | bytes] = {}
        super().__init__(crawler, Path(tempfile.gettempdir()) / FILENAME, policy, file)

    def evicted(self, origin: Origin, record: RobotsRecord) -> None:
        held = self._held.pop(origin, None)
        if isinstance(held, wire.Shared):
            if held.record is record:
                return  # the file holds it as it is
            held = held.body
        self._write(origin, record, held if record.rules is not None else None)

    def close(self) -> None:
        super().close()
        if self._dir is not None:
            shutil.rmtree(self._dir, ignore_errors=True)

    async def _kept(
        self, origin: Origin, previous: RobotsRecord | None, agents: Agents
    ) -> wire.Shared | None:
        if previous is not None:  # memory's record: the file holds none newer
            held = self._held.get(origin)
            body = held.body if isinstance(held, wire.Shared) else held
            return wire.Shared(previous, body) if body is not None else None
        if not self.keeps:
            return None
        stored = await self._get(origin, agents)
        if stored is not None:
            self._held[origin] = stored
        return stored

    #: A record of more bytes than this keeps them (pickled.BIG); see KeepsEvicted.
    hold_above = pickled.BIG

    def hold(self, origin: Origin, record: RobotsRecord, response: Response | None) -> None:
        self._keep(origin, record, wire.rules_body(record, response, None, self.policy.max_bytes))

    def _keep(self, origin: Origin, record: RobotsRecord, body: bytes | None) -> None:
        if body is not None and len(body) > self.hold_above:
            self._held[origin] = body
        else:
            self._held.pop(origin, None)

    def _revalidatable(
        self, previous: RobotsRecord | None, stored: wire.Shared | None
    ) -> RobotsRecord | None:
        return previous  # what a 304 renews is memory's record, written whole if evicted

    def _longest(self) -> int:
        return max(super()._longest(), self._written)

    async def _decoded(self, value: object, agents: Agents) -> wire.Shared:
        if isinstance(value, bytes) and pickled.is_pickled(value):
            return wire.Shared(await in_turns(pickled.loading(value, agents, self.file)), None)
        return await super()._decoded(value, agents)

    def _value(self, record: RobotsRecord, body: bytes | None) -> bytes:
        value = super()._value(record, body) if body is not None else pickled.dumps(record)
        self._written = max(self._written, len(value))
        return value

    def _open(self) -> sqlite3.Connection | None:
        return super()._open() if self.keeps else None

    def _connect(self) -> sqlite3.Connection:
        # Its own directory (mode 0700), the file made here, mode 0600 (SQLite gives its
        # journal files the file's mode): what is read back is what this process wrote.
        self._dir = Path(tempfile.mkdtemp(prefix="rfc9309-"))
        self.path = self._dir / FILENAME
        os.close(os.open(self.path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
        return super()._connect()

    def _write(self, origin: Origin, record: RobotsRecord, body: bytes | None) -> None:
        if not self.keeps:  # the first eviction: the file is made (once, even if it fails)
            self.keeps = True
            self.db = self._open()
        super()._write(origin, record, body)

    def _opened(self, kept: int) -> None:
        logger.debug(
            "robots.txt records evicted from memory are kept in %(path)s until the spider "
            "closes",
            {"path": self.path},
            extra={"spider": self.crawler.spider},
        )


def _columns(db: sqlite3.Connection) -> list[tuple[str, str]]:
    return [(row[1], row[2]) for row in db.execute("PRAGMA table_info(robots)")]


def _cause(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


def _move_aside(path: Path) -> Path:
    """Rename the file (and its WAL and shared-memory files, which belong to it) to a name
    no other file has; the new name."""
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    for n in range(100):
        moved = path.with_name(f"{path.name}.corrupt-{stamp}" + (f"-{n}" if n else ""))
        if not moved.exists():
            break
    else:
        raise FileExistsError(moved)
    path.rename(moved)
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            side.rename(moved.with_name(moved.name + suffix))
    return moved
