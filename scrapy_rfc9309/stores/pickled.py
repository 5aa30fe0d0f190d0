"""How the memory backend's tier (jobdir.TierStore) writes a record that memory evicts: the
record pickled, its parsed rules included, so that memory need not keep the robots.txt bytes
of every record it holds to write them if it is evicted; the pickle zlib-compressed at level 1
(a typical record's 1.5 kB pickle shrinks by more than a third, for some 20 µs each way).

Only for the tier's file: a temporary file this process made (mode 0600, in a directory of its
own) and removes when the spider closes, so what is read back is what this process wrote.
JOBDIR and Redis, which other runs and other processes write, keep the wire format
(wire.py: bytes, parsed again), and nothing read from them is unpickled. Unpickling accepts
only the classes a record is made of, all the same.

A record of a robots.txt over ``BIG`` bytes keeps its bytes instead (wire.py's format, read
back in steps): the pickle of such rules takes longer than a step to load. Pure code.
"""

from __future__ import annotations

import io
import pickle
import sys
import zlib
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from scrapy_rfc9309.records.record import RobotsRecord
from scrapy_rfc9309.records.sitefile import ROBOTS_TXT, SiteFile
from scrapy_rfc9309.robotstxt._steps import Steps
from scrapy_rfc9309.robotstxt.rules import RobotsTxt
from scrapy_rfc9309.stores.wire import Undecodable

#: robots.txt longer than this keep their bytes: their rules pickled take milliseconds to
#: load in one go (a 500 KiB file's, 10 to 80 ms), their bytes are parsed again in steps.
BIG = 32 * 1024

_PROTOCOL = 5
#: Fast: the pickle's repeated names and opcodes are most of what compresses.
_LEVEL = 1
#: What a value of ours starts with: a NUL byte; a wire.py value starts with ``{``.
_MARK = b"\x00"

#: What a record is made of, and nothing else, may be named in a pickled record read back:
#: these, and what its file is read as (``SiteFile.classes``).
_CLASSES = frozenset({
    ("scrapy_rfc9309.records.record", "RobotsRecord"),
    ("scrapy_rfc9309.records.record", "Kind"),
    ("scrapy_rfc9309.records.freshness", "Validators"),
    ("builtins", "getattr"),  # an enum member, by name
})


class _Unpickler(pickle.Unpickler):
    def __init__(self, value: bytes, file: SiteFile[Any]) -> None:
        super().__init__(io.BytesIO(value))
        self.classes = file.classes

    def find_class(self, module: str, name: str) -> object:
        if (module, name) not in _CLASSES and (module, name) not in self.classes:
            raise Undecodable("not a pickled record", f"names {module}.{name}"[:100])
        return super().find_class(module, name)


def dumps(record: RobotsRecord) -> bytes:
    """``record`` as the tier writes it."""
    return _MARK + zlib.compress(pickle.dumps(record, _PROTOCOL), _LEVEL)


def is_pickled(value: bytes) -> bool:
    return value[:1] == _MARK


def loading(
    value: bytes, user_agents: Iterable[str | bytes] = (), file: SiteFile[Any] = ROBOTS_TXT
) -> Steps[RobotsRecord[Any]]:
    """The record of ``file`` ``dumps`` wrote, with the rules of ``user_agents`` compiled in
    steps (as wire.decoding does; no step when they were compiled before it was written).
    Undecodable when ``value`` is not such a record."""
    try:
        record = _Unpickler(zlib.decompress(value[len(_MARK):]), file).load()
    except Undecodable:
        raise
    except Exception as exc:  # a truncated or damaged pickle raises anything
        raise Undecodable("not a pickled record", f"{type(exc).__name__}: {exc}"[:100]) from None
    if not isinstance(record, RobotsRecord):
        raise Undecodable("not a pickled record", type(record).__name__)
    if isinstance(record.rules, RobotsTxt):
        for agent in user_agents:
            yield from record.rules.compiling(agent)
    # As fetched records and wire.decoding's share theirs.
    return replace(record, reason=sys.intern(record.reason),
                   lifetime=sys.intern(record.lifetime))
