"""TDM reservation (W3C TDMRep, Final Community Group Report, 2024): whether a response
reserves text-and-data-mining rights (the EU DSM Directive article 4 opt-out), and the TDM
policy that says how to obtain them.

TDMRep section 4.2 gives the HTTP headers ``tdm-reservation`` and ``tdm-policy``, section 4.3
the HTML meta tags ``<meta name="tdm-reservation" content="...">`` and ``name="tdm-policy"``;
the reservation ``1`` reserves the rights, ``0`` does not. Any ``1`` in either reserves (the
protective reading when they disagree, where the report lets the meta tag supersede the
header); another value is ignored with a cause. The policy is that of the last source, in the
report's order (the site-wide file of tdmrep.py, the header, the meta tags), that says ``1``
and names one: a policy goes with a reservation (one with ``0`` is not to be processed).
Pure code.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["HEADER_NAME", "POLICY_NAME", "TdmReservation", "tdm_reservation"]

HEADER_NAME = "tdm-reservation"
POLICY_NAME = "tdm-policy"
MALFORMED = "malformed"
#: Where a reservation was said (``TdmReservation.sources``).
HEADER = "header"
META = "meta"


@dataclass(frozen=True, slots=True)
class TdmReservation:
    #: True when a header line or meta tag says ``1``.
    reserved: bool = False
    #: One cause per value that is neither ``0`` nor ``1``.
    malformed: tuple[str, ...] = ()
    #: Which said ``1``: ``"header"``, ``"meta"``, in that order.
    sources: tuple[str, ...] = ()
    #: The ``tdm-policy`` URL of the reservation: the meta tag's if they reserve and name one,
    #: else the header's if it does.
    policy: str | None = None


def tdm_reservation(
    header_lines: Iterable[bytes | str] = (),
    meta: Iterable[tuple[str, str]] = (),
    policy_lines: Iterable[bytes | str] = (),
) -> TdmReservation:
    """Read ``tdm-reservation`` header lines, ``(name, content)`` meta tags and
    ``tdm-policy`` header lines."""
    meta = tuple(meta)
    sources = []
    causes = []
    for source, values in (
        (HEADER, [_text(v) for v in header_lines]),
        (META, [content for name, content in meta if name == HEADER_NAME]),
    ):
        for value in values:
            value = value.strip()
            if value == "1":
                if source not in sources:
                    sources.append(source)
            elif value != "0":
                causes.append(MALFORMED)
    policy = None
    if META in sources:
        policy = _first(content for name, content in meta if name == POLICY_NAME)
    if policy is None and HEADER in sources:
        policy = _first(_text(v) for v in policy_lines)
    return TdmReservation(bool(sources), tuple(causes), tuple(sources), policy)


def _first(values: Iterable[str]) -> str | None:
    return next((v.strip() for v in values if v.strip()), None)


def _text(value: bytes | str) -> str:
    return value.decode("latin-1") if isinstance(value, bytes) else value
