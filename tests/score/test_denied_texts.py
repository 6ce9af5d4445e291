"""An option the reply says does not belong, chosen all the same beside others."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

PARTS = {"A": "认知成分", "B": "意志成分", "C": "情感成分", "D": "行为倾向成分", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("态度包括认知、情感和行为倾向。意志成分不属于态度。\n\n答案：ABCD", None),
        ("意志成分不是态度的三种成分之一。\n\n答案：A、B、C、D", None),
        ("B. 意志成分：不是态度的组成部分。\n\n答案：ABCD", None),
        ("- 意志成分不在此列。\n\n正确答案：ABCD", None),
        ("答案：ABCD。注意：意志成分并不属于态度。", None),  # after the answer too
        ("意志成分不是态度的组成部分。\n\n答案：ACD", "ACD"),  # the denied option left out
        ("认知成分不是态度的组成部分，意志成分不是态度的组成部分。答案：AB", "AB"),  # every chosen one denied alike
        ("意志成分不是唯一的成分。\n\n答案：ABCD", "ABCD"),  # a qualifier denied, not membership
        ("有人认为意志成分不是态度的组成部分，其实它是。\n\n答案：ABCD", "ABCD"),  # someone's view
        ("意志成分不是态度的组成部分吗？当然是。\n\n答案：ABCD", "ABCD"),  # asked, then answered
        ("强调意志成分不属于态度的说法是错的。\n\n答案：ABCD", "ABCD"),  # the text does not open its clause
    ],
)
def test_an_option_denied_then_chosen_with_others(text, expected):
    assert letters_read(text, PARTS, "multi") == expected


def test_one_option_denied_and_chosen_answers_a_which_is_not_question():
    assert letters_read("意志成分不是态度的组成部分。\n\n答案：B", PARTS, "single") == "B"
