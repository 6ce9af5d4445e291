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


WRONG_ASKED = {"A": "适应可发生于任何感觉", "B": "暗适应比明适应容易产生", "C": "触觉容易发生适应", "D": "痛觉没有适应现象"}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        # verdicts under a stem asking for the wrong ones: the options called right are not what it asks for
        ("“哪几项不正确”：\n- A 适应可发生于任何感觉——正确\n- B 暗适应比明适应容易产生——错误\n- C 触觉容易发生适应——正确\n"
         "- D 痛觉没有适应现象——这个说法\n", "multi", None),
        ("题目问说法不正确的一项：\nA 正确\nB 错误，明适应更快\nC 正确\nD 正确", "single", None),
        ("Which of these is NOT true?\nA — true\nB — false\nC — true\nD — true", "single", None),
        ("哪几项不正确：\nA ✓\nB ✗\nC ✓\nD ✗", "multi", None),
        # near misses: a positive stem, an answer stated, a verdict fitting the ask
        ("题目问哪些正确：\nA 正确\nB 错误\nC 正确\nD 错误", "multi", "AC"),
        ("题目问说法不正确的一项：\nA 正确\nB 错误\nC 正确\nD 正确\n\n答案：B", "single", "B"),
        ("哪一项不正确？B 暗适应比明适应容易产生最符合题意。", "single", "B"),
    ],
)
def test_verdicts_under_a_stem_asking_for_the_wrong_ones(text, qtype, expected):
    assert letters_read(text, WRONG_ASKED, qtype) == expected


TRANSFER = {"A": "相同要素说", "B": "认知结构迁移说", "C": "概括说", "D": "关系转换说"}
WALK = "选项分析：\nA. 相同要素说：认为迁移取决于相同要素。\nB. 认知结构迁移说：认为迁移取决于认知结构。\nC. 概括说：认为"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the first option's line opening a walk that starts again from it, cut off: the list's start, no answer
        ("A. 相同要素说\n\n" + WALK, None),
        ("(A) 相同要素说\n" + WALK, None),
        # near misses: a later option's line, an answer lead, a bare letter, the walk finished with an answer
        ("B. 认知结构迁移说\n\n" + WALK, "B"),
        ("答案：A. 相同要素说\n\n" + WALK, "A"),
        ("A. 相同要素说\n\n" + WALK + "迁移取决于概括。\nD. 关系转换说：认为迁移取决于关系。\n\n答案：A", "A"),
    ],
)
def test_a_walk_reopened_at_its_first_option(text, expected):
    assert letters_read(text, TRANSFER, "single") == expected
