"""Letters closing the stem's own words restated, and letters called right under a stem asking for what is not."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

ABC = {"A": "丈夫指责自己", "B": "心慌胸闷", "C": "与丈夫吵架", "D": "忧心忡忡"}
ABC_STEM = "根据合理情绪疗法的理论，本案例中C包括( )。多选"
WRONG = {"A": "心理诊断应该贯穿于心理咨询的全过程", "B": "心理诊断应以群体平均特征为主要目标",
         "C": "心理咨询师在做出初步诊断前不需要进行讨论和会诊", "D": "摄入性会谈的会谈计划不需要考虑求助者的人格特点"}
WRONG_STEM = "以下说法错误的包括(  )。"


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        ("所以C包括：BCD。", "BCD"),
        ("所以C包括：BCD。\n\n不过，与丈夫吵架其实是事件。\n\n最终答案：BD", None),
        ("所以C包括：BCD。\n\n等等，重新看题：与丈夫吵架是事件。\n\n最终答案：BD", "BD"),
        ("C可能包括BCD。", None),
        ("C包括哪些？B、C、D都有可能。", None),
    ],
)
def test_the_stem_restated_with_letters(reply, letters):
    assert letters_read(reply, ABC, "multi", ABC_STEM) == letters


def test_the_stem_restated_reads_nothing_without_the_stem():
    assert letters_read("所以C包括：BCD。\n\n不过，与丈夫吵架其实是事件。\n\n最终答案：BD", ABC, "multi") == "BD"


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        ("A、B、C、D 都是心理诊断中的正确做法。", None),
        ("A, B, C and D are all correct statements.", None),
        ("答案是BCD，A是正确的说法。", "BCD"),
        ("BCD是正确答案。", "BCD"),
    ],
)
def test_letters_called_right_under_a_not_stem(reply, letters):
    assert letters_read(reply, WRONG, "multi", WRONG_STEM) == letters


def test_letters_called_right_under_a_positive_stem_answer():
    assert letters_read("A、B、C、D 都是正确的。", WRONG, "multi", "以下说法正确的包括(  )。") == "ABCD"
