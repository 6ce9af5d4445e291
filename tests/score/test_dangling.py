"""An option label the reply stops at, before saying anything of that option."""

from __future__ import annotations

import pytest

from psyexam.score.dangling import dangling_label, open_ending
from tests.score.reading import letters_read

OPTS = {"A": "无条件积极关注", "B": "共情", "C": "真诚一致", "D": "解释"}
HEAD = "A. 无条件积极关注：正确\nB. 共情：正确\nC. 真诚一致：正确\n"


@pytest.mark.parametrize("last", ["D. ", "D.", "D：", "**D.**", "(D)", "- D. ", "D"])
def test_verdicts_cut_off_at_the_last_label_state_no_answer(last):
    assert letters_read(HEAD + last, OPTS, "multi") is None


@pytest.mark.parametrize(
    ("tail", "expected"),
    [
        ("D. 解释：错误\n\n答案：ABC", "ABC"),
        ("D. 解释：错误\n\n综上，选ABC。", "ABC"),
    ],
)
def test_every_option_judged_is_read(tail, expected):
    assert letters_read(HEAD + tail, OPTS, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A对 B对 C错 D错 E", "E"),
        ("A. 正确\nD. ", "D"),
        ("A. 正确\n**D.**\n", "D"),
        ("A. 正确\nD. 解释", None),
        ("答案：D.", None),
        ("A. 正确", None),
    ],
)
def test_dangling_label(text, expected):
    assert dangling_label(text) == expected


FACTORS = {"A": "主试者的影响因素", "B": "测验情境", "C": "其他干扰因素", "D": "被试者的影响因素"}
WALK = "A 主试者的影响因素——正确\nB 测验情境——正确\nC 其他干扰因素——正确\n"


@pytest.mark.parametrize(
    ("last", "expected"),
    [
        ("D 被试", "D"),  # the start of D's own text, no verdict yet
        ("**D. 被试者的影响因素**", "D"),
        ("D 被试者的影响因素——正确", None),
        ("D 主试", None),  # not D's own text
        ("D 被", None),  # too short to tell
    ],
)
def test_a_last_line_holding_only_an_options_label_and_its_text(last, expected):
    assert dangling_label(WALK + last, FACTORS) == expected


def test_a_verdict_walk_stopped_at_an_options_own_text_is_cut_off():
    assert letters_read(WALK + "D 被试", FACTORS, "multi") is None
    assert letters_read(WALK + "D 被试者的影响因素——错误", FACTORS, "multi") == "ABC"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A正确。B正确。C正确。D错误，因为", True),
        ("A项正确，B项错误，", True),
        ("A is correct. D is wrong because", True),
        ("A ✓\nB ✗：", True),
        ("A正确。B正确。C正确。D错误。", False),
        ("A项正确，B项错误", False),  # the last verdict closes the reply
        ("D. 集体凝聚力：这是错误的，因为它讲的是成员之间的吸引", False),  # a clause that goes on is not told from a finished one
        ("答案：C", False),
    ],
)
def test_open_ending(text, expected):
    assert open_ending(text) is expected


METHODS = {"A": "观察法", "B": "实验法", "C": "问卷法", "D": "测验法"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("逐项判断：A正确。B正确。C正确。D错误，因为", None),
        ("A项正确，B项错误，C项正确，D项错误，", None),
        ("A is correct. B is correct. C is wrong. D is wrong because", None),
        ("A ✓\nB ✓\nC ✗\nD ✗，因为", None),
        # near misses: the walk finished, or an answer stated before the cut-off verdicts
        ("逐项判断：A正确。B正确。C正确。D错误。", "ABC"),
        ("A项正确，B项错误，C项正确，D项错误", "AC"),
        ("A ✓\nB ✓\nC ✗\nD ✗", "AB"),
        ("答案：AB。\n\nA正确。B正确。C错误。D错误，因为", "AB"),
    ],
)
def test_a_verdict_walk_ending_in_an_open_clause_states_no_answer(text, expected):
    assert letters_read(text, METHODS, "multi") == expected
