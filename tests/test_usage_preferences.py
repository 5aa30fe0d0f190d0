"""Statements of preference (scrapy_rfc9309.usage.preferences), with the drafts' own examples.

Provenance: draft-ietf-aipref-vocab-07 section 6 ("train-ai=y, search=n"), 6.6.1 (duplicate
keys, uppercase keys), 6.6.2 (parameters); section 5.1 for combining;
draft-ietf-aipref-attach-05 section 2 (``Content-Usage: train-ai=n``).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scrapy_rfc9309.usage.preferences import (
    KNOWN_LABELS,
    MAX_STATEMENT_BYTES,
    Statement,
    combine,
    parse_statement,
)

DRAFT_EXAMPLES = [
    # vocab-07 section 6: allow training, disallow search.
    (b"train-ai=y, search=n", {"train-ai": True, "search": False}, None),
    # attach-05 section 1.1/2: the header example.
    (b"train-ai=n", {"train-ai": False}, None),
    # vocab-07 6.6.1: the last value of a key applies; a boolean and a string are unknown.
    (b'train-ai=y, train-ai, search=n, search="n"', {}, None),
    # vocab-07 6.6.2: only the selected value's parameters; they are ignored.
    (b"train-ai;allow=n, train-ai=y", {"train-ai": True}, None),
    # vocab-07 6.6.1: uppercase keys fail the dictionary: all unknown.
    (b"Train-AI=n", {}, "syntax"),
    # vocab-07 6.6.2's "train-ai;has;parameters="?";" ends in ';', which RFC 9651 4.2.3.2 does
    # not parse (a key must follow): unknown either way, as the draft says.
    (b'train-ai;has;parameters="?";', {}, "syntax"),
    (b'train-ai;has;parameters="?"', {}, None),
]


@pytest.mark.parametrize(("value", "expected", "cause"), DRAFT_EXAMPLES)
def test_the_drafts_examples(value, expected, cause):
    statement = parse_statement(value)
    assert statement.as_dict() == expected
    assert statement.malformed == cause
    assert parse_statement(value.decode()).as_dict() == expected


def test_the_vocabulary_labels():
    assert KNOWN_LABELS == {"train-ai", "search"}


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (b"ai-use=n, future-label=y", {"ai-use": False, "future-label": True}),
        (b"train-ai=yes, search=1, x=?1", {}),  # not the tokens y / n: unknown
        (b"train-ai=N", {}),  # tokens are case-sensitive
        (b"  train-ai=n  ", {"train-ai": False}),
        (b"", {}),
        (b"search=y;since=2025", {"search": True}),
    ],
)
def test_unknown_labels_pass_and_other_values_are_unknown(value, expected):
    statement = parse_statement(value)
    assert statement.as_dict() == expected
    assert statement.malformed is None


@pytest.mark.parametrize(
    ("value", "cause"),
    [
        (b"train-ai=n,", "syntax"),
        (b"train-ai=n search=y", "syntax"),
        (b"train-ai=\xff", "syntax"),
        ("train-ai=\u00e9", "not-ascii"),
        (b"a=y, " * (MAX_STATEMENT_BYTES // 5 + 1), "too-long"),
        ([b"a=y"] * (MAX_STATEMENT_BYTES // 3), "too-long"),
    ],
)
def test_malformed_values_give_a_named_cause_and_nothing_else(value, cause):
    statement = parse_statement(value)
    assert statement == Statement((), cause)


def test_a_value_just_inside_the_bound_is_parsed():
    value = b"train-ai=n" + b" " * (MAX_STATEMENT_BYTES - 10)
    assert len(value) == MAX_STATEMENT_BYTES
    assert parse_statement(value).as_dict() == {"train-ai": False}


def test_field_lines_are_one_dictionary_as_rfc_9651_joins_them():
    """Two Content-Usage lines are one field value (RFC 9651 4.2): the last key wins."""
    assert parse_statement([b"train-ai=n", b"search=y"]).as_dict() == {
        "train-ai": False,
        "search": True,
    }
    assert parse_statement([b"train-ai=n", b"train-ai=y"]).as_dict() == {"train-ai": True}


@pytest.mark.parametrize(
    ("statements", "expected"),
    [
        # vocab-07 5.1: any n gives n; else any y gives y; else unknown.
        ([b"train-ai=y", b"train-ai=n"], {"train-ai": False}),
        ([b"train-ai=n", b"train-ai=y"], {"train-ai": False}),
        ([b"train-ai=y", b"search=n"], {"train-ai": True, "search": False}),
        ([b"train-ai=y", b""], {"train-ai": True}),
        ([b"Bad=", b"search=y"], {"search": True}),
        ([], {}),
    ],
)
def test_combining_statements(statements, expected):
    assert combine(parse_statement(s) for s in statements) == expected
    assert combine(parse_statement(s).as_dict() for s in statements) == expected


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.binary(max_size=200), st.text(max_size=200)))
def test_any_value_parses_or_gives_a_cause_never_raises(value):
    statement = parse_statement(value)
    assert statement.malformed in (None, "syntax", "not-ascii", "too-long")
    assert all(isinstance(v, bool) for _, v in statement.preferences)
