"""A chosen option named again only to be doubted as one of the answer."""

from __future__ import annotations

import pytest

from psyexam.score.doubted_members import member_doubted
from tests.score.reading import letters_read

OPTS = {"A": "工作丰富化", "B": "专业分工加强", "C": "工作扩大化", "D": "弹性工作时间"}
LIST = "双因素理论导致的工作设计变革主要是工作丰富化、工作扩大化和弹性工作时间"


@pytest.mark.parametrize(
    ("text", "doubted"),
    [
        ("嗯，C可能不算。", True),
        ("嗯，工作扩大化可能不算。", True),
        ("C选项也许不该选。", True),
        ("工作扩大化也许不属于双因素理论的应用。", True),
        ("Hmm, C might not count.", True),
        ("B可能不算。", False),  # an option not chosen
        ("其中C可能是最重要的。", False),  # no denial
        ("C可能不是最主要的变革。", False),  # a qualifier denied, not membership
        ("嗯，C可能不算，但还是选上。", False),  # conceded and kept
        ("C不算。", False),  # firm: may say why C answers a "which is not" question
    ],
)
def test_a_chosen_option_doubted(text, doubted):
    assert member_doubted(text, {"A", "C", "D"}, OPTS) is doubted


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (LIST + "……嗯，工作扩大化可能不算。", None),
        ("答案：ACD。嗯，C可能不算。", None),
        (LIST + "。", "ACD"),
        ("答案：ACD。B可能不算。", "ACD"),
    ],
)
def test_an_answer_with_a_member_doubted_is_not_read(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


def test_options_said_to_fit_together():
    from psyexam.score.doubted_together import fit_together
    assert fit_together("C和D的描述都符合。", "心理防卫机制属于一种（ ）", {"D"})
    assert fit_together("Both C and D fit.", "心理防卫机制属于一种（ ）", {"D"})
    assert not fit_together("C和D都符合。", "心理防卫机制属于一种（ ）", {"C", "D"})
    assert not fit_together("C和D都符合。", "", {"D"})  # no stem: nothing known
    assert not fit_together("A和B都正确，C错误。", "下列说法错误的是（ ）", {"C"})
    assert not fit_together("A和B都符合X的特征。", "心理防卫机制属于一种（ ）", {"C"})
