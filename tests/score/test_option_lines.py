"""Option lines naming the answer: after a lead, or as the whole reply."""

from __future__ import annotations

import pytest

from psyexam.score.echoes import listed_texts
from tests.score.reading import letters_read

OPTS = {"A": "恋爱的情况", "B": "成长经历", "C": "收入情况", "D": "认知特点"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A. 恋爱的情况\nB. 成长经历\nD. 认知特点", "ABD"),
        ("B. 成长经历\nD. 认知特点", "BD"),
        ("A D\n\nA. 恋爱的情况\nD. 认知特点", "AD"),
        ("(B) 成长经历\n(D) 认知特点", "BD"),
        ("A. 恋爱的情况\nB. 成长经历\nC. 收入情况\nD. 认知特点", None),  # every option echoed
        ("A. 恋爱的情况\nB. 成长经历", None),  # the first ones in order: maybe an echo cut off
        ("A D\n\nA. 恋爱的情况\nB. 成长经历", None),  # the letters and the lines disagree
        ("A 或 D\n\nA. 恋爱的情况\nD. 认知特点", None),
        ("B. 成长经历？\nD. 认知特点？", None),
        ("B. 成长经历\nD. 认知特点\n\n不太确定C要不要选。", None),
    ],
)
def test_a_reply_of_option_lines(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


def test_several_option_lines_answer_no_single_choice():
    assert letters_read("B. 成长经历\nD. 认知特点", OPTS, "single") is None


VALUES = {"A": "选择", "B": "认同", "C": "接受", "D": "赞赏", "E": "行动"}


def test_an_option_text_in_a_list_of_option_texts_leads_nothing():
    assert letters_read("选择、赞赏、行动", VALUES, "multi") == "ADE"
    assert letters_read("选择、赞赏、行动？还是认同？", VALUES, "multi") is None
    assert sorted(listed_texts("选择、赞赏", VALUES)) == [(0, 2), (3, 5)]
    assert listed_texts("我选择赞赏", VALUES) == []


def test_option_lines_with_standard_english_names():
    people = {"A": "巴甫洛夫", "B": "奥尔波特", "C": "乔姆斯基", "D": "皮亚杰"}
    assert letters_read("B. Allport\nC. Chomsky", people, "single") is None  # two letters for a single choice
    assert letters_read("B. Allport\nC. Chomsky", people, "multi") == "BC"
