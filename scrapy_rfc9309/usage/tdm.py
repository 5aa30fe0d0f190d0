"""TDM reservation (W3C TDMRep, Final Community Group Report, 2024): whether a response
reserves text-and-data-mining rights (the EU DSM Directive article 4 opt-out).

TDMRep section 3.3 gives an HTTP header ``tdm-reservation`` and section 3.4 the HTML meta tag
``<meta name="tdm-reservation" content="...">``; the value ``1`` reserves the rights, ``0``
does not.  Any ``1`` in either reserves (the protective reading when they disagree); another
value is ignored with a cause.  Pure code.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["HEADER_NAME", "TdmReservation", "tdm_reservation"]

HEADER_NAME = "tdm-reservation"
MALFORMED = "malformed"


@dataclass(frozen=True, slots=True)
class TdmReservation:
    #: True when a header line or meta tag says ``1``.
    reserved: bool = False
    #: One cause per value that is neither ``0`` nor ``1``.
    malformed: tuple[str, ...] = ()


def tdm_reservation(
    header_lines: Iterable[bytes | str] = (), meta: Iterable[tuple[str, str]] = ()
) -> TdmReservation:
    """Read ``tdm-reservation`` header lines and ``(name, content)`` meta tags."""
    values = [v.decode("latin-1") if isinstance(v, bytes) else v for v in header_lines]
    values += [content for name, content in meta if name == HEADER_NAME]
    reserved = False
    causes = []
    for value in values:
        value = value.strip()
        if value == "1":
            reserved = True
        elif value != "0":
            causes.append(MALFORMED)
    return TdmReservation(reserved, tuple(causes))
