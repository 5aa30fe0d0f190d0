"""Work in bounded steps: a generator that yields between steps of a few milliseconds and
returns its result.

Parsing a 500 KiB robots.txt and compiling a big selection take longer than a crawler's event
loop may be held (issue 22: no synchronous step over 20 ms), so they are written as such
generators: the crawl's glue runs one step per turn of its loop, anything else runs every
step to the end at once (``finish``).  Pure code.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeVar

T = TypeVar("T")

#: A generator of steps returning a ``T``.
Steps = Generator[None, None, T]


def finish(steps: Steps[T]) -> T:
    """Run ``steps`` to the end and return its result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


#: Items dropped in one step of ``release``.
_RELEASE_PER_STEP = 500


def release(*holders: list | dict) -> Steps[None]:
    """Empty big lists and dicts in steps: freeing a hundred thousand objects at once (the
    working tables of a big compile) takes tens of milliseconds."""
    for holder in holders:
        while holder:
            if isinstance(holder, list):
                del holder[-_RELEASE_PER_STEP:]
            else:
                for _ in range(min(len(holder), _RELEASE_PER_STEP)):
                    holder.popitem()
            yield
