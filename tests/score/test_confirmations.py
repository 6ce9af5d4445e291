"""An answer asked and then confirmed."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "感觉记忆", "B": "短时记忆", "C": "长时记忆", "D": "内隐记忆"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案是 C 吗？是的，C 是正确的：长时记忆容量无限。", "C"),
        ("Is it B? Yes, B.", "B"),
        ("答案是C吗？不，C是错的。", None),
        ("答案是C吗？是的，C和D都对。", None),
        ("答案是C吗？是的，B是正确的。", None),
        ("答案是C吗？", None),
    ],
)
def test_an_answer_asked_then_confirmed(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("正确答案是B吗？让我再确认一下……是的，B。", "B"),
        ("Is it B? Let me double-check... Yes, B.", "B"),
        ("正确答案是B吗？让我再确认一下……", None),
        ("The answer is B... wait, let me double-check. 正强化 — no. OK, confirmed: B.", "B"),
        ("The answer is B... wait, let me double-check. OK, confirmed: B or D.", None),
    ],
)
def test_a_check_announced_then_confirmed(text, expected):
    assert letters_read(text, {"A": "正强化", "B": "负强化", "C": "正惩罚", "D": "负惩罚"}, "single") == expected
