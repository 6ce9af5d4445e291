"""An option's text with another option's letter in brackets leaves an answer naming either letter unread."""

from __future__ import annotations

import pytest

from psyexam.score.mislabelled import mislabelled_letters
from tests.score.reading import letters_read

OPTS = {"A": "奖励", "B": "小组讨论法", "C": "惩罚", "D": "角色互换"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("常用的是奖励（A）和惩罚（C）。\n\n答案：AC", "AC"),
        ("常用的是“奖励”(A)和**惩罚**(C)。\n\n答案：AC", "AC"),
        ("常用的是奖励（A）和惩罚（B）。\n\n答案：AB", None),  # the letter given to C's text
        ("常用的是奖励（A）和惩罚（B）。\n\n答案：AC", None),  # the text's own letter
        ("常用的是“惩罚”(D)。\n\n答案：CD", None),
    ],
)
def test_mislabelled_option_texts(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


def test_which_letters_are_mislabelled():
    assert mislabelled_letters("奖励(A)和惩罚(B)", OPTS) == {"B", "C"}
    assert mislabelled_letters("奖励(A)和惩罚(C)", OPTS) == set()
    # a longer text that ends with another option's text is its own; an empty option's letter names no option
    assert mislabelled_letters("标准化测验(B)", {"A": "测验", "B": "标准化测验"}) == set()
    assert mislabelled_letters("外倾性(E)", {"A": "外倾性", "B": "神经质", "E": ""}) == set()


def test_a_letter_line_with_another_options_text():  # read on the normalised text, where "：" is ":"
    five = {**OPTS, "E": "代币"}
    assert letters_read("方法：\n- A：奖励\n- C：惩罚\n\n答案：AC", five, "multi") == "AC"
    assert letters_read("方法：\n- A：奖励\n- C：代币\n\n答案：AC", five, "multi") is None
    assert mislabelled_letters("- A:奖励\n- C:代币", five) == {"C", "E"}
    assert mislabelled_letters("- C:惩罚的一种", five) == set()  # more than an option's whole text


def test_a_list_of_lettered_texts_or_a_bracketed_gloss_on_a_letter_line():
    five = {**OPTS, "E": "代币"}
    assert mislabelled_letters("正确答案是:A. 奖励、C. 代币", five) == {"C", "E"}
    assert mislabelled_letters("正确答案是:A. 奖励、C. 惩罚", five) == set()
    assert mislabelled_letters("The answer is A. 代币 is a different idea.", five) == set()  # one item is no list
    assert mislabelled_letters("- A (奖励): fits\n- C (代币): fits", five) == {"C", "E"}
    assert mislabelled_letters("* A) 奖励\n* C) 代币", five) == {"C", "E"}
    assert mislabelled_letters("* A) 奖励\n* C) 惩罚", five) == set()
    assert letters_read("Correct options: A and C\n\n- A (奖励): fits\n- C (代币): fits", five, "multi") is None
    assert letters_read("Correct options: A and C\n\n- A (奖励): fits\n- C (惩罚): fits", five, "multi") == "AC"


def test_a_letter_after_an_answer_lead_with_another_text():
    norms = {"A": "抽样分数", "B": "原始分数", "C": "导出分数", "D": "对常模团体具体的描述"}
    assert mislabelled_letters("所以不包括的是:B. 抽样分数", norms) == {"A", "B"}
    assert mislabelled_letters("The answer is C. 原始分数", norms) == {"B", "C"}
    assert mislabelled_letters("所以不包括的是:A. 抽样分数", norms) == set()
    assert mislabelled_letters("答案是 A. 抽样分数的说法不对", norms) == set()  # more than a text: left to the rest
    wisc = {"A": "言语理解指数", "C": "数量关系指数", "D": "加工速度指数"}
    assert mislabelled_letters("不属于的是:C. 工作记忆指数", wisc) == {"C"}  # another term of its kind, no option's
    assert mislabelled_letters("不属于的是:C. 数量指数", wisc) == set()  # an abbreviation shares its head
    assert mislabelled_letters("不属于的是:C. 数量关系", wisc) == set()
    assert letters_read("不属于的是：**C. 工作记忆指数**", wisc, "single") is None
    assert letters_read("不属于的是：**C. 数量关系指数**", wisc, "single") == "C"


def test_a_list_pairing_letters_and_texts_with_no_mark_between():
    traits = {"A": "问题性", "B": "探究性", "C": "想象性", "D": "趣味性", "E": "个性化"}
    assert mislabelled_letters("A问题性、B探究性、C趣味性、E个性化", traits) == {"C", "D"}
    assert mislabelled_letters("A为问题性，B为趣味性", traits) == {"B", "D"}
    assert mislabelled_letters("A问题性、B探究性、C想象性、E个性化", traits) == set()
    assert mislabelled_letters("A和C都对、B不对", traits) == set()  # no option's text given with a letter
    assert letters_read("特征：\n\nA问题性、B探究性、C趣味性、E个性化\n\n确认答案：ABCE", traits, "multi") is None
    assert letters_read("答案：ABCE（A问题性、B探究性、C趣味性、E个性化）", traits, "multi") is None
    assert letters_read("A问题性、B探究性、C想象性、E个性化\n\n答案：ABCE", traits, "multi") == "ABCE"
    assert letters_read("答案：ABCE（A问题性、B探究性、C想象性、E个性化）", traits, "multi") == "ABCE"
