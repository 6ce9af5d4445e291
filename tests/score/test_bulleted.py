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


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Core conditions include:\n\n1. Warmth toward the client (B)\n2. Unconditional regard (D)\n\nRespect (A) is assumed.", "BD"),
        ("Core conditions include:\n1. **B – 热情** (warmth)\n2. **D – 积极关注** (regard)\n\nA is assumed anyway.", "BD"),
        ("The core conditions are: warmth (B), genuineness (C), and regard (D).", "BCD"),
        # near misses: a doubted letter, a lead naming candidates, a question, "or", every option, a letter doubted after
        ("Core conditions include:\n1. Warmth (B)\n2. Regard (D?)\n3. Empathy (E)", None),
        ("Possible conditions:\n1. Warmth (B)\n2. Regard (D)", None),
        ("Are the core conditions: warmth (B), genuineness (C), and regard (D)?", None),
        ("The core conditions are: warmth (B) or regard (D).", None),
        ("The options are: respect (A), warmth (B), genuineness (C), regard (D), and empathy (E).", None),
        ("The core conditions are: warmth (B), genuineness (C), and regard (D). C may not belong.", None),
    ],
)
def test_texts_with_bracketed_letters_after_an_english_lead(text, expected):
    # (Chinese option texts, as the items have: English ones would be read as the options' own texts)
    zh = {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注", "E": "共情"}
    assert letters_read(text, zh, "multi") == expected
