"""Content-Usage rules in robots.txt: read per group by the engine, matched by longest path.

Provenance: draft-ietf-aipref-attach-05 section 3.4 (Figure 2 and Table 2, kept in
``scrapy_rfc9309.usage.preferences`` as DRAFT_ROBOTS_EXAMPLE/DRAFT_ROBOTS_TABLE), section 3
(ABNF ``[ path-pattern 1*WS ] usage-pref``, rule semantics, identical paths).
"""

from __future__ import annotations

import pytest

from scrapy_rfc9309.robotstxt import ContentUsageRule, PatternIndex, RobotsTxt
from scrapy_rfc9309.robotstxt._robotsparse import _USAGE_MAX, _USAGE_VALUE_MAX
from scrapy_rfc9309.usage.preferences import DRAFT_ROBOTS_EXAMPLE, DRAFT_ROBOTS_TABLE
from scrapy_rfc9309.usage.robotsrules import UsageIndex, preferences_for


@pytest.mark.parametrize(("token", "path", "crawl", "prefs"), DRAFT_ROBOTS_TABLE)
def test_the_drafts_own_example_gives_the_drafts_own_table(token, path, crawl, prefs):
    robots = RobotsTxt.parse(DRAFT_ROBOTS_EXAMPLE)
    verdict = preferences_for(robots, f"https://example.test{path}", token)
    assert verdict.crawlable is crawl
    assert (verdict.preferences if verdict.crawlable else None) == prefs


def test_the_engine_keeps_the_rules_per_group_with_their_lines():
    robots = RobotsTxt.parse(DRAFT_ROBOTS_EXAMPLE)
    assert robots.content_usage("OtherBot") == (
        ContentUsageRule(4, b"/", b"train-ai=n"),
        ContentUsageRule(5, b"/ai-ok/", b"train-ai=y"),
    )
    assert robots.content_usage("examplebot") == (ContentUsageRule(9, b"/", b"train-ai=y"),)
    assert str(robots.content_usage("x")[1]) == "Content-Usage: /ai-ok/ train-ai=y"
    # Allow/Disallow are unchanged by the new lines.
    assert not robots.allowed("https://example.test/never/x", "OtherBot")


def test_the_earlier_form_with_a_path_and_spacing_and_comments():
    """attach-04's example wrote ``Content-Usage: / train-ai=n``; keys ignore case and space."""
    robots = RobotsTxt.parse(
        b"user-agent: *\n  content-usage\t:\t/a\ttrain-ai=n # why\nCONTENT-USAGE: / search=y\n"
    )
    assert robots.content_usage("x") == (
        ContentUsageRule(2, b"/a", b"train-ai=n"),
        ContentUsageRule(3, b"/", b"search=y"),
    )
    verdict = preferences_for(robots, "/a/b", "x")
    assert verdict.preferences == {"train-ai": False}
    assert [r.line for r in verdict.rules] == [2]


def test_content_usage_is_a_rule_so_it_ends_a_run_of_user_agent_lines():
    """RFC 9309's ``group = startgroupline *(startgroupline / emptyline) *(rule / ...)`` with
    ``rule =/ content-usage``: a user-agent line after it starts a new group."""
    robots = RobotsTxt.parse(
        b"User-agent: a\nContent-Usage: train-ai=n\nUser-agent: b\nDisallow: /x\n"
    )
    assert robots.allowed("/x", "a")
    assert not robots.allowed("/x", "b")
    assert robots.content_usage("b") == ()
    assert len(robots.content_usage("a")) == 1


def test_rules_outside_a_group_and_unknown_lines_are_ignored():
    robots = RobotsTxt.parse(
        b"Content-Usage: train-ai=n\nUser-agent: *\nContent-Signal: ai-train=no\n"
        b"Content-Usage: search=y\n"
    )
    assert robots.content_usage("x") == (ContentUsageRule(4, b"/", b"search=y"),)


def test_identical_paths_combine_with_n_winning_and_an_absent_path_is_slash():
    robots = RobotsTxt.parse(
        b"User-agent: *\nContent-Usage: / train-ai=y, search=y\nContent-Usage: train-ai=n\n"
        b"Content-Usage: /p search=n\nContent-Usage: /p bad==\n"
    )
    top = preferences_for(robots, "/q", "bot")
    assert top.preferences == {"train-ai": False, "search": True}
    assert [r.line for r in top.rules] == [2, 3]
    deep = preferences_for(robots, "/p/1", "bot")
    assert deep.preferences == {"search": False}
    assert deep.malformed == ("syntax",)


def test_paths_match_as_allow_and_disallow_patterns_do():
    """Wildcards, ``$`` and percent-encoding follow the engine's normal form."""
    robots = RobotsTxt.parse(
        b"User-agent: *\nContent-Usage: /*.pdf$ train-ai=n\nContent-Usage: /caf%c3%a9/ search=n\n"
        b"Content-Usage: /caf\xc3\xa9/x search=y\n"
    )
    assert preferences_for(robots, "/docs/a.pdf", "b").preferences == {"train-ai": False}
    assert preferences_for(robots, "/docs/a.pdf?x", "b").preferences == {}
    assert preferences_for(robots, "/caf%C3%A9/1", "b").preferences == {"search": False}
    assert preferences_for(robots, "https://h.test/café/x", "b").preferences == {"search": True}


def test_no_rule_for_the_url_gives_no_preference():
    robots = RobotsTxt.parse(b"User-agent: *\nContent-Usage: /a train-ai=n\n")
    verdict = preferences_for(robots, "/b", "x")
    assert verdict.preferences == {} and verdict.rules == () and verdict.crawlable
    assert preferences_for(RobotsTxt.parse(b""), "/b", "x").preferences == {}


def test_an_index_built_once_answers_many_urls():
    robots = RobotsTxt.parse(DRAFT_ROBOTS_EXAMPLE)
    index = UsageIndex.build(robots.content_usage("x"))
    assert index.lookup("/ai-ok/1").preferences == {"train-ai": True}
    assert index.lookup("/1").preferences == {"train-ai": False}
    assert preferences_for(robots, "/2", "x", index).preferences == {"train-ai": False}


def test_bounded_count_and_size_on_a_hostile_file_fail_closed():
    """Past the bounds nothing more is kept, but the group keeps one mark of what it lost:
    that rule may have said ``n``, so every URL of the group reads as restrictive."""
    many = b"User-agent: *\n" + b"Content-Usage: /x train-ai=y\n" * (_USAGE_MAX + 50)
    rules = RobotsTxt.parse(many).content_usage("x")
    assert len(rules) == _USAGE_MAX + 1
    assert [r.cut for r in rules[-1:]] == ["too-many"] and rules[-1].line == _USAGE_MAX + 2
    verdict = preferences_for(RobotsTxt.parse(many), "/x", "x")
    assert (verdict.restrictive, verdict.preferences, verdict.malformed) == (
        True, {}, ("too-many",))
    long_value = b"a" * (_USAGE_VALUE_MAX + 1)
    robots = RobotsTxt.parse(b"User-agent: *\nContent-Usage: /" + long_value + b"\n")
    [mark] = robots.content_usage("x")
    assert (mark.cut, mark.line) == ("too-long", 2)
    assert preferences_for(robots, "/elsewhere", "x").restrictive is True
    fits = b"/" + b"a" * (_USAGE_VALUE_MAX - 1)
    [rule] = RobotsTxt.parse(b"User-agent: *\nContent-Usage: " + fits).content_usage("x")
    assert rule.cut == ""
    assert preferences_for(RobotsTxt.parse(b"User-agent: *\nContent-Usage: " + fits),
                           "/x", "x").restrictive is False


def test_a_mark_binds_only_its_own_group():
    """Another crawler's group lost a rule: ours reads its own rules as usual."""
    body = (b"User-agent: other\nContent-Usage: /" + b"a" * (_USAGE_VALUE_MAX + 1) + b"\n\n"
            b"User-agent: x\nContent-Usage: train-ai=y\n")
    verdict = preferences_for(RobotsTxt.parse(body), "/p", "x")
    assert (verdict.restrictive, verdict.preferences) == (False, {"train-ai": True})
    assert preferences_for(RobotsTxt.parse(body), "/p", "other").restrictive is True


# PatternIndex: the engine's public longest-match lookup, which UsageIndex is built on.

@pytest.mark.parametrize(
    ("patterns", "url", "expected"),
    [
        # RFC 9309 2.2.2: the most specific match, the one with the most octets, is used.
        ([b"/", b"/a/", b"/a/*.pdf$"], "/a/b.pdf", 2),
        ([b"/", b"/a/", b"/a/*.pdf$"], "http://h.test/a/b.pdf?x", 1),  # $ ends the URL
        ([b"/", b"/a/", b"/a/*.pdf$"], "/b", 0),
        ([b"/x", b"/x"], "/x/1", 0),  # the same pattern twice: its first
        ([b"/a"], "/b", None),  # no pattern matches
        ([b"/"], "/robots.txt", None),  # 2.2.2: /robots.txt is implicitly allowed, by no rule
        ([], "/", None),
    ],
)
def test_pattern_index_gives_the_longest_matching_pattern(patterns, url, expected):
    assert PatternIndex(patterns).longest(url) == expected


def test_pattern_index_says_when_the_work_budget_ran_out():
    """3,000 wildcard patterns that all come close to a 20,000-octet path: the match stops at
    the engine's work budget, and says so, rather than naming a pattern."""
    patterns = [b"/*a*a*a*a*a*a*a*a*a*a*b%d" % i for i in range(3000)]
    index = PatternIndex(patterns)
    assert index.longest("/" + "a" * 20_000) == PatternIndex.OVER_BUDGET
    assert index.longest("/aaaaaaaaaab7") == 7
