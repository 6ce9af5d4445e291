"""An English lead and one line per chosen letter describing its option."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

MULTI = {"A": "Respect", "B": "Warmth", "C": "Genuineness", "D": "Positive regard", "E": "Empathy"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Core conditions include:\n- B – warmth toward the client\n- D – unconditional regard\n\nThat is all.", "BD"),
        ("Core conditions include:\nB — warmth toward the client\nD — unconditional regard.", "BD"),
        # near misses: the lead doubts or names the options, a line judges, a letter comes back, cut off
        ("Core conditions probably include:\n- B – warmth\n- D – regard.", None),
        ("The right options include:\n- B – warmth\n- D – regard is not needed.", None),
        ("Core conditions include:\n- B – warmth\n- D – regard.\n\nD is debatable, though.", None),
        ("Core conditions include:\n- B – warmth\n- D – unconditional", None),
    ],
)
def test_a_described_list_after_an_english_lead(text, expected):
    assert letters_read(text, MULTI, "multi") == expected
