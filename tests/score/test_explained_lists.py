"""An explanation after a multiple-response answer listing, as the stem's filling, an unchosen option's text besides
the chosen ones contradicts the answer; an unchosen option's text added as a maybe leaves it open. Near misses stay read."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

LAWS = {"A": "准备律", "B": "强化律", "C": "练习律", "D": "消退律", "E": "效果律"}
THORNDIKE = "桑代克根据对动物的研究,提出了几条基本的学习规律,这些学习规律是"
NOT_THORNDIKE = "下面哪些学习规律不是桑代克提出的()"


@pytest.mark.parametrize(
    ("text", "stem", "expected"),
    [
        ("答案：ABC\n\n解释：\n桑代克提出了几条基本的学习规律，分别是准备律、强化律、练习律和消退律。", THORNDIKE, None),
        ("答案：A、B、C\n\n这些学习规律包括准备律、强化律、练习律和消退律等。", THORNDIKE, None),
        ("Answer: ABC\n\nThorndike's 学习规律 are 准备律, 强化律, 练习律 and 消退律.", THORNDIKE, None),
        ("答案：ABC\n\n这些学习规律包括准备律、强化律、练习律，可能还有消退律。", THORNDIKE, None),  # D offered as a maybe
        ("Answer: ABC — 准备律, 强化律, 练习律, and possibly also 消退律.", THORNDIKE, None),
        # near misses that stay read
        ("答案：ABC\n\n解释：桑代克提出的学习规律分别是准备律、强化律和练习律。", THORNDIKE, "ABC"),  # only the chosen
        ("答案：ABC\n\n学习规律分别是准备律、强化律、练习律和消退律，其中消退律不是桑代克提出的。", THORNDIKE, "ABC"),
        ("答案：ABC\n\n学习规律分别是准备律、强化律、练习律和消退律。消退律是巴甫洛夫的概念。", THORNDIKE, "ABC"),  # set apart
        ("答案：D\n\n桑代克的学习规律分别是准备律、强化律、练习律和效果律。", NOT_THORNDIKE, "D"),  # the stem asks what is not
        ("答案：ABC\n\n学习规律分别是准备律、强化律、练习律和消退律。", "", "ABC"),  # no stem: nothing known
        ("桑代克的学习规律分别是准备律、强化律、练习律和消退律。\n\n答案：ABC", THORNDIKE, "ABC"),  # reasoning before
    ],
)
def test_explained_list(text: str, stem: str, expected: str | None) -> None:
    assert letters_read(text, LAWS, "multi", stem) == expected


STAGES = {"A": "一个主效应", "B": "两个主效应", "C": "三个主效应", "D": "六个主效应", "E": ""}
DESIGN = "一个2×3的多因素设计可以得到（　　）"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("分析每个选项：\n- A. 一个主效应：一个2×3的多因素设计可以得到一个主效应，因为……\n"
         "- B. 两个主效应：一个2×3的多因素设计可以得到两个主效应，因为……\n"
         "- C. 三个主效应：一个2×3的多因素设计可以得到三个主效应，因为……\n"
         "- D. 六个主效应：一个2×3的多因素设计可以得到六个主效应，因为主效应", None),  # each line says it of its own
        ("- A. 一个主效应：错误。\n- B. 两个主效应：正确，一个2×3的多因素设计可以得到两个主效应。\n"
         "- C. 三个主效应：错误。\n- D. 六个主效应：错误。", "B"),  # the verdicts still read
        ("- A. 一个主效应：不对。\n- B. 两个主效应：对。\n\n所以一个2×3的多因素设计可以得到两个主效应。", "B"),  # concluded after
    ],
)
def test_walk_line_restating_the_stem(text: str, expected: str | None) -> None:
    assert letters_read(text, STAGES, "single", DESIGN) == expected
