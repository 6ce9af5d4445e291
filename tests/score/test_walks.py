"""A verdict inside a per-option analysis cut off before every option states no answer."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "感染", "B": "从众", "C": "模仿", "D": "服从"}
HEAD = "A. 感染：这是指情绪的传递，不符合题意。\n\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (HEAD + "B. 从众：这是正确的，个体在群体压力下改变行为。\n\nC. 模仿：这是指个体", None),
        (HEAD + "B. 从众：个体在群体压力下改变行为，因此B选项正确。\n\nC. 模仿：这是指个体", None),
        (HEAD + "B. 从众：个体在群体压力下改变行为，所以B是正确的。\n\nC. 模仿：这是指个体", None),
        # near misses: the analysis finished, every option reached, or an answer stated
        (HEAD + "B. 从众：个体在群体压力下改变行为，所以B是正确的。\n\nC. 模仿：不符合。\n\nD. 服从：不符合。", "B"),
        (HEAD + "B. 从众：这是正确的。\n\nC. 模仿：不符合。\n\nD. 服从：这是指个体在命令下", "B"),
        (HEAD + "B. 从众：个体在群体压力下改变行为，所以答案是B。\n\nC. 模仿：这是指个体", "B"),
        (HEAD + "B. 从众：符合。\n\n综上所述，正确答案是B。\n\nC选项的模仿也是常见的", "B"),
    ],
)
def test_a_verdict_in_an_analysis_cut_off_early_is_no_answer(text, expected):
    assert letters_read(text, OPTS, "single") == expected


def test_multiple_response_analysis_cut_off_early_is_no_answer():
    text = "A. 感染：正确。\n\nB. 从众：个体在群体压力下改变行为，因此B选项正确。\n\nC. 模仿：这是"
    assert letters_read(text, OPTS, "multi") is None


@pytest.mark.parametrize(
    ("last", "expected"),
    [
        ("D. 服从：这个", None),  # stopped a few characters into the last option's line
        ("D. 服从：是指", None),
        ("D. 服从", None),
    ],
)
def test_an_analysis_stopped_in_the_last_option_line(last, expected):
    text = HEAD + "B. 从众：这个选项是正确的。\n\nC. 模仿：这个选项是错误的。\n\n" + last
    assert letters_read(text, OPTS, "single") == expected
