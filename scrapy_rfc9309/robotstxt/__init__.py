"""The rules engine: RFC 9309 parsing and matching, pure Python (no Scrapy or Twisted import).

``RobotsTxt`` parses a file once and answers ``allowed``, ``decide`` (the rule and group that
decided), ``crawl_delay``, ``request_rate``, ``sitemaps`` and ``content_usage`` (its
Content-Usage rules) for a crawler; ``product_token`` is the name a User-Agent is matched by;
``PatternIndex`` matches other rules' patterns (Content-Usage) the way Allow/Disallow match,
``PatternList`` the first of patterns in order (tdmrep.json).
rules.py is the face; the work is in _robotsparse.py (lines to groups), _urlnorm.py (URL and
rule normalisation), _matching.py (a token's groups compiled into one rule set; wildcards
under a work budget) and _ruleindex.py (longest-prefix lookup in a sorted tuple).
"""

from scrapy_rfc9309.robotstxt.rules import (
    DEFAULT_MAX_BYTES,
    ContentUsageRule,
    Match,
    PatternIndex,
    PatternList,
    RequestRate,
    RobotsTxt,
    product_token,
)

__all__ = [
    "DEFAULT_MAX_BYTES",
    "ContentUsageRule",
    "Match",
    "PatternIndex",
    "PatternList",
    "RequestRate",
    "RobotsTxt",
    "product_token",
]
