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
        ("A. 恋爱的情况\nB. 成长经历", "AB"),  # the first ones in order, too short to be an echo cut off
        ("A. 恋爱的情况\nB. 成长经历\nC. 收入情况", "ABC"),
        ("A D\n\nA. 恋爱的情况\nB. 成长经历", None),  # the letters and the lines disagree
        ("A 或 D\n\nA. 恋爱的情况\nD. 认知特点", None),
        ("B. 成长经历？\nD. 认知特点？", None),
        ("B. 成长经历\nD. 认知特点\n\n不太确定C要不要选。", None),
    ],
)
def test_a_reply_of_option_lines(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


def test_the_first_option_lines_in_order_long_enough_to_be_cut_off_stay_unread():
    long = {"A": "在咨询初期就向求助者说明保密原则及其例外情况，并获得知情同意", "B": "对求助者的个人信息严格保密，不在任何场合向第三方透露",
            "C": "在督导或案例讨论中使用个案材料时，应隐去可能识别求助者身份的信息", "D": "记录应妥善保存"}
    lines = f"A. {long['A']}\nB. {long['B']}\nC. {long['C']}"
    assert letters_read(lines, long, "multi") is None  # the first ones in order, long enough for a token limit to cut
    assert letters_read(f"B. {long['B']}\nD. {long['D']}", long, "multi") == "BD"


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
