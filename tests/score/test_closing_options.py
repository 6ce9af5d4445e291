"""A multiple response's letters after "— options" closing a sentence."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "无条件积极关注", "B": "共情", "C": "真诚一致", "D": "解释", "E": "自由联想"}
EN = "The three core conditions are unconditional positive regard, empathy, and congruence"
ZH = "罗杰斯提出的三个核心条件是无条件积极关注、共情和真诚一致"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (EN + " — options A, B and C.", "ABC"),
        (EN + " — options A, B and C. Interpretation (D) and free association (E) are not part of the answer.", "ABC"),
        (ZH + "——即选项A、B、C。", "ABC"),
        (ZH + "——选项A、B、C。解释（D）和自由联想（E）不属于人本主义。", "ABC"),
        # near misses
        (EN + " — options A or B.", None),
        (EN + " — maybe options A, B and C.", None),
        (EN + " — options A and B.", None),
        (EN + " — options A, B and C. Free association (E) is also one of them.", None),
        (EN + " — options A, B and C. Though (C) may not be one of them.", None),
        (EN + " — options A, B and C. Interpretation (D) is not part of the answer, but (E) might be.", None),
        (EN + " — options A, B and C. Then there is", None),
        (EN + " — options A, B and", None),
        ("Congruence is not required — options A, B and C.", None),
    ],
)
def test_options_after_a_closing_dash(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


def test_a_single_choice_given_several_letters_stays_unread():
    assert letters_read(EN + " — options A, B and C.", OPTS, "single") is None
