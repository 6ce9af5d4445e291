"""Another option named by its text after the answer and credited too leaves the answer open."""

from __future__ import annotations

import pytest

from psyexam.score.text_credits import credits_other_text
from tests.score.reading import letters_read

OPTS = {"A": "本我", "B": "镜我", "C": "自我", "D": "超我"}


@pytest.mark.parametrize(
    ("after", "credited"),
    [
        ("镜我也对。", True),
        ("“镜我”也有一定道理。", True),
        ("镜我或许也正确。", True),
        (" 镜我 could also be correct.", True),
        ("镜我也有道理，但它是库利提出的。", False),
        ("镜我是库利提出的。", False),
        ("本我也对。", False),  # a chosen option
        ("镜我也对儿童的自我概念有影响。", False),  # "对" as "towards"
        ("镜我也可以用来解释自我概念。", False),
        (" 镜我 is also a concept of Cooley's.", False),
        # a credit before the text: "也可以理解为", "也算", "could also be seen as"
        ("这也可以理解为镜我。", True),
        ("从他人评价看，也算镜我。", True),
        ("It could also be seen as 镜我.", True),
        ("也可以看作镜我的一种前身。", False),  # a longer term than the option's text
        ("也可以看作镜我，但题干问的是弗洛伊德的结构。", False),
        ("这不能理解为镜我。", False),
    ],
)
def test_credits_other_text(after, credited):
    assert credits_other_text(after, {"A", "C", "D"}, OPTS) is credited


def test_a_chosen_text_holding_another_is_no_credit():
    opts = {"A": "自我", "B": "自我实现", "C": "尊重"}
    assert not credits_other_text("自我实现也是最高层次。", {"B"}, opts)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：ACD。镜我也对。", None),
        ("本我、自我、超我 → A、C、D；“镜我”也对。", None),
        ("本我、自我、超我 → A C D；“镜我”是库利提出的概念。", "ACD"),
        ("A或C", None),
        ("👉 A or C", None),
        ("→ A、C", "AC"),
    ],
)
def test_answers_with_texts_pointers_and_or(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


@pytest.mark.parametrize(
    ("after", "expected"),
    [("注：个别教材把这种情况归为负惩罚，请以所用教材为准。", True), ("也有教材认为是负惩罚。", True),
     ("注：有的教材把这种情况误归为负惩罚。", False), ("有的教材把这种情况归为负惩罚，但那是旧版的说法，已更正。", False),
     ("有的教材称为负强化。", False)],
)
def test_another_sources_key_told_by_an_options_text(after, expected):
    assert credits_other_text(after, {"B"}, {"A": "正强化", "B": "负强化", "C": "正惩罚", "D": "负惩罚"}) is expected


@pytest.mark.parametrize(
    ("after", "credited"),
    [
        ("这是自我，镜我同样符合这种描述。", True),
        ("这是自我，镜我也适用。", True),
        ("这是自我，镜我也可以说是这种结构。", True),
        ("This is 自我; 镜我 also fits.", True),
        ("This is 自我, and 镜我 applies as well.", True),
        ("这是自我，镜我也不符合这种描述。", False),
        ("这是自我，镜我同样不适用。", False),
        ("这是自我，它同样符合题干的描述。", False),
        ("这是自我，镜我也符合某些特征，但不如自我贴切。", False),
        ("This is 自我; 镜我 does not fit.", False),
    ],
)
def test_another_text_said_to_fit_too(after, credited):
    assert credits_other_text(after, {"C"}, OPTS) is credited
