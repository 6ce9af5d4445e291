"""An option chosen as the wrong one, then another called wrong too."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

VIEWS = {"A": "可以通过观察人的外显行为探讨人的内在心理规律", "B": "人的行为受内隐心理活动支配",
         "C": "心理学只研究人的外显特征", "D": "同样的心理活动不同的人可能有不同的行为表现", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("所以“心理学只研究人的外显特征”是错误的，应选C。那D也是错的。", None),
        ("故不正确的一项是C。D也不对。", None),  # the lead asks for the wrong one
        ("C项错误，故选C。Option D is also wrong.", None),
        ("C项错误，故选C。D\"同样的心理活动不同的人可能有不同的行为表现\"也有问题。", None),  # its text between
        ("答案：C。D也是错的。", "C"),  # chosen as right: D is set aside with the rest
        ("故不正确的一项是C。A、B、D都是正确的。", "C"),
        ("The correct statement is C. D is also wrong.", "C"),
    ],
)
def test_another_option_wrong_too_after_the_wrong_one_chosen(text, expected):
    assert letters_read(text, VIEWS, "single") == expected
