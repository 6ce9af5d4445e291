"""Bracketed lower-case letters named as options read as the capital letters."""

from __future__ import annotations

import pytest

from psyexam.score.option_refs import upper_option_refs
from tests.score.reading import letters_read

OPTS = {"A": "感觉", "B": "知觉", "C": "记忆", "D": "想象"}


def test_only_after_an_option_word():
    assert upper_option_refs("Options (a) and (c) are correct") == "Options (A) and (C) are correct"
    assert upper_option_refs("choice [d]") == "choice [D]"
    assert upper_option_refs("Two reasons: (a) speed, (b) cost.") == "Two reasons: (a) speed, (b) cost."


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("Option (b) is correct.", "single", "B"),
        ("Options (a) and (c) are correct; (b) is not.", "multi", "AC"),
        ("Two reasons: (a) it is fast, (b) it is cheap. Option (c) is correct.", "single", "C"),
        # near misses
        ("Option (b) or (c) is correct.", "single", None),
        ("Option (b) is not correct.", "single", None),
    ],
)
def test_verdicts_on_lower_case_options(text, qtype, expected):
    assert letters_read(text, OPTS, qtype) == expected
