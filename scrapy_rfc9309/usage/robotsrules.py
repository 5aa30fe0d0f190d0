"""The Content-Usage rules of robots.txt that apply to one URL (draft-ietf-aipref-attach-05
section 3).

The engine (``RobotsTxt.content_usage``) gives the rules of the groups that apply to a
crawler, their paths already in the Allow/Disallow normal form.  Here they are matched the
way Allow/Disallow are, by the engine's own compiled matcher (``PatternIndex``: ``*``, ``$``,
percent forms, work budget), and the longest pattern wins; rules with that same pattern are
all kept, their statements combined label by label (section 3.1: "these preferences apply
separately", ``n`` winning).  The draft gives no
preference to a URL its group disallows; ``preferences_for`` says so with ``crawlable``.

The matcher is compiled once per rule set (``UsageIndex.build``): a crawler asks one origin's
rules about many URLs.  Pure code.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from scrapy_rfc9309.robotstxt import ContentUsageRule, PatternIndex, RobotsTxt
from scrapy_rfc9309.usage.preferences import Statement, combine, parse_statement

__all__ = ["UsageIndex", "UsageVerdict", "preferences_for", "rule_text"]

#: Cause of a URL whose match ran out of the engine's work budget: no preference is known.
OVER_BUDGET = "over-budget"


@dataclass(frozen=True, slots=True)
class UsageVerdict:
    """What robots.txt says may be done with one URL's content."""

    #: ``label -> True (y) / False (n)`` combined over ``rules``; unknown labels absent (a
    #: new dict each time: the caller may keep or change it).
    preferences: dict[str, bool]
    #: The rules that gave them (one pattern, possibly several lines); ``()`` when none does.
    rules: tuple[ContentUsageRule, ...] = ()
    #: Causes of what could not be read (``"syntax"``, ``"too-long"``, ``"over-budget"``...),
    #: one per rule that had one: each is a stat.
    malformed: tuple[str, ...] = ()
    #: False when the group disallows the URL: then no preference applies (section 3.1).
    crawlable: bool = True
    #: True when a bound kept a rule from being read (``malformed`` says which): what was
    #: not read may say ``n``, so every label reads as ``n`` (the caller knows its labels).
    restrictive: bool = False


@dataclass(frozen=True, slots=True)
class UsageIndex:
    """A group selection's Content-Usage rules, compiled for longest-match lookup."""

    rules: tuple[ContentUsageRule, ...]
    statements: tuple[Statement, ...]
    patterns: PatternIndex
    #: Set when the selection lost a rule to a bound (its ``cut`` markers): every URL of it
    #: reads as ``n``, since the rule not read may have been the one for the URL.
    cut: UsageVerdict | None = None

    @classmethod
    def build(cls, rules: Iterable[ContentUsageRule]) -> UsageIndex:
        """Parse each statement once and compile the patterns (linear in the rules)."""
        rules = tuple(rules)
        markers = tuple(rule for rule in rules if rule.cut)
        if markers:
            return cls(rules, (), PatternIndex(()), UsageVerdict(
                {}, markers, tuple(dict.fromkeys(rule.cut for rule in markers)),
                restrictive=True,
            ))
        statements = tuple(parse_statement(r.preferences) for r in rules)
        return cls(rules, statements, PatternIndex(rule.pattern for rule in rules))

    def lookup(self, url: str | bytes) -> UsageVerdict:
        """The preferences of the longest Content-Usage pattern matching ``url`` (a URL or an
        absolute path), its identical patterns combined; restrictive past a bound."""
        if self.cut is not None:
            return self.cut
        found = self.patterns.longest(url)
        if found is None:
            return UsageVerdict({})
        if found == PatternIndex.OVER_BUDGET:  # the rule that decides is not known
            return UsageVerdict({}, (), (OVER_BUDGET,), restrictive=True)
        pattern = self.rules[found].pattern
        picked = [i for i, r in enumerate(self.rules) if r.pattern == pattern]
        statements = [self.statements[i] for i in picked]
        return UsageVerdict(
            combine(statements),
            tuple(self.rules[i] for i in picked),
            tuple(s.malformed for s in statements if s.malformed),
        )


def preferences_for(
    robots: RobotsTxt, url: str | bytes, token: str, index: UsageIndex | None = None
) -> UsageVerdict:
    """What ``robots`` says may be done with ``url``'s content, for crawler ``token``: none
    when its groups disallow the URL (``crawlable`` False).  Pass ``index`` (built from
    ``robots.content_usage(token)``) to compile the rules once for many URLs."""
    if not robots.allowed(url, token):  # the fast path: the rule that decided is not needed
        return UsageVerdict({}, crawlable=False)
    if index is None:
        index = UsageIndex.build(robots.content_usage(token))
    return index.lookup(url)


def rule_text(rule: ContentUsageRule) -> str:
    """``rule`` as logs and ``scrapy robots`` show it: its line as written, and its number;
    for the mark of a rule dropped at a bound, which bound."""
    if rule.cut:
        return f"Content-Usage rule past the bounds ({rule.cut}, line {rule.line})"
    value = rule.written or rule.pattern + b" " + rule.preferences
    return f"Content-Usage: {value.decode('utf-8', 'replace')} (line {rule.line})"
