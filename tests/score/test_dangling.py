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
