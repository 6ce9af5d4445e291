"""An option chosen as the wrong one, then another called wrong too."""

from __future__ import annotations

import pytest

from psyexam.score.wrong_too import right_with_others
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


@pytest.mark.parametrize(
    ("after", "chosen", "together"),
    [
        ("。B与C同样正确。", {"C"}, True),
        ("。A、C两项都是正确的说法。", {"C"}, True),
        ("。A、B、C均正确。", {"A", "B"}, True),
        (". Strictly speaking, both B and C are correct.", {"C"}, True),
        (". B and C are both correct.", {"C"}, True),
        (". A, B and D are correct; C is the false one.", {"C"}, False),
        # near misses: the answer not among them, all of them read, supposed, asked
        ("。A、B和D都正确，只有C错误。", {"C"}, False),
        ("。A、B、C都正确。", {"A", "B", "C"}, False),
        ("。如果A和C都正确，就没有唯一答案。", {"C"}, False),
        ("。A和C都正确吗？不，只有C。", {"C"}, False),
        # the claim that they are right together denied
        ("。所以A和C都对的说法不成立。", {"C"}, False),
        ("。并非A、C都对。", {"C"}, False),
        (". It is not true that both A and C are correct.", {"C"}, False),
        ("。A和C都对的说法是成立的。", {"C"}, True),
    ],
)
def test_letters_called_right_together_beside_the_answer(after, chosen, together):
    assert right_with_others(after, 0, chosen) is together
