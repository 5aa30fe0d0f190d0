"""Evidence of consent (RFC9309_EVIDENCE): where each checked request's permission came from.

* ``provenance``: the dict a checked response carries in ``meta["rfc9309_evidence"]`` (the
  robots.txt copy, its SHA-256, the rule and line that decided, the usage preferences and
  their sources), and ``evidence_of(response)``, which copies it into an item. Pure code.
* ``archive``: each distinct robots.txt body kept once, named by its digest, with an index
  of when each was seen (RFC9309_EVIDENCE_ARCHIVE), bounded in size.
* ``keeper``: the Scrapy glue the middlewares and the fetcher call, only when the setting is
  on: with it off nothing is hashed, attached or written.
"""

from scrapy_rfc9309.evidence.provenance import META, evidence_of

__all__ = ["META", "evidence_of"]
