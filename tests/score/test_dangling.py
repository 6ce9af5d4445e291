"""An option label the reply stops at, before saying anything of that option."""

from __future__ import annotations

import pytest

from psyexam.score.dangling import dangling_label
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
