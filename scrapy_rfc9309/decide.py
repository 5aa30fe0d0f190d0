"""The decision on one request (pure): what the middleware does with it, given its origin's
record and its product token. No Scrapy or Twisted here: the middleware gathers the inputs and
acts on the answer.

* ``ALLOW``: send it (the usage purposes and Crawl-delay pacing still apply);
* ``DENY``: refuse it, for the verdict's reason;
* ``POSTPONE``: robots.txt is unreachable, no last good copy decides, and
  RFC9309_POSTPONE_UNREACHABLE is on: the request may wait for the next attempt (the
  Postponer has the last word: a request not from the scheduler, or one that would wait past
  RFC9309_POSTPONE_MAX_WAIT, is denied instead).
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from scrapy_rfc9309.policy import Verdict, verdict_for

if TYPE_CHECKING:
    from scrapy_rfc9309.config import RobotsPolicy
    from scrapy_rfc9309.records.record import RobotsRecord


class Act(Enum):
    ALLOW = "allow"
    DENY = "deny"
    POSTPONE = "postpone"


#: The answer for an allowed request: nothing to build for the most common case.
ALLOWED: tuple[Act, Verdict | None] = (Act.ALLOW, None)


def decide(
    policy: RobotsPolicy, record: RobotsRecord, url: str, token: str
) -> tuple[Act, Verdict | None]:
    """What to do with ``url`` for ``token``: ALLOWED, or the act with the verdict that
    explains it (an allowed URL is decided on the rules' fast path, with no explanation)."""
    rules = record.rules
    if rules is not None and rules.allowed(url, token):
        return ALLOWED
    verdict = verdict_for(policy, record, url, token)
    if verdict.allowed:
        return ALLOWED
    if policy.postpone_unreachable and verdict.unreachable:
        return Act.POSTPONE, verdict
    return Act.DENY, verdict
