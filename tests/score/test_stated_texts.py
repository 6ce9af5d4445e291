"""Option texts stated without a letter: numeric texts with a unit, and two texts stated in one sentence."""

from __future__ import annotations

import pytest

from psyexam.score.stated_texts import other_stated_before, past_unit, unit_after
from tests.score.reading import letters_read

RANGES = {"A": "5—9", "B": "6—10", "C": "5—10", "D": "6—9"}
AGES = {"A": "3", "B": "6", "C": "12", "D": "18"}
DISORDERS = {"A": "焦虑症", "B": "抑郁症", "C": "强迫症", "D": "恐怖症"}


@pytest.mark.parametrize(
    ("fragment", "text", "after"),
    [
        ("6—9分钟", "6—9", True),
        ("6—9个组块", "6—9", True),
        ("12 years", "12", True),
        ("6—9", "6—9", False),  # no unit: the plain match covers it
        ("6—90分钟", "6—9", False),  # another number
        ("12—15岁", "12", False),  # a range opening with the option's number
        ("焦虑症状", "焦虑症", False),  # not a numeric option
    ],
)
def test_unit_after(fragment, text, after):
    assert unit_after(fragment, text) is after


def test_past_unit_ends_at_the_unit():
    assert past_unit("the span is 5—9 items.", 15, "5—9") == 21
    assert past_unit("the span is 5—9.", 15, "5—9") == 15


@pytest.mark.parametrize(
    ("text", "two"),
    [
        ("这种表现一般是焦虑症，有时是抑郁症。", True),
        ("这种表现不是焦虑症，而是抑郁症。", False),  # the first one negated
        ("焦虑症和抑郁症常常共病，这种表现是抑郁症。", False),  # named, not stated
        ("这种表现是焦虑症。\n所以是抑郁症。", False),  # another sentence
    ],
)
def test_other_stated_before(text, two):
    assert other_stated_before(text, text.rfind("抑郁症"), "B", DISORDERS) is two


@pytest.mark.parametrize(
    ("reply", "options", "expected"),
    [
        ("短时记忆的广度为6—9个。", RANGES, "D"),
        ("形式运算阶段开始的年龄是12岁。", AGES, "C"),
        ("形式运算阶段开始的年龄是12—15岁。", AGES, None),
        ("记忆广度一般是6—9个，有时是5—10个。", RANGES, None),
        ("这种表现一般是焦虑症，有时是抑郁症。", DISORDERS, None),
        ("这种表现不是焦虑症，而是抑郁症。", DISORDERS, "B"),
    ],
)
def test_read_as_a_reply(reply, options, expected):
    assert letters_read(reply, options, "single") == expected


CELLS = {"A": "合子", "B": "卵细胞", "C": "精细胞", "D": "卵原细胞"}
IQS = {"A": "100", "B": "120", "C": "130", "D": "140"}
COGNITIVE = {"A": "布鲁纳", "B": "斯金纳", "C": "托尔曼", "D": "苛勒"}


@pytest.mark.parametrize(
    ("reply", "options", "qtype", "expected"),
    [
        # the answer stated is read even where the reasoning states another option's text (bench/README.md's rule)
        ("一个精子和卵子结合后形成受精卵，也就是合子（zygote）。\n答案：B", CELLS, "single", "B"),
        ("一个精子和卵子结合后形成受精卵，也就是合子（zygote）。\n答案：A", CELLS, "single", "A"),
        ("这不是卵细胞，也就是说不选B。\n答案：A", CELLS, "single", "A"),
        ("这可能就是合子。\n答案：B", CELLS, "single", "B"),  # a doubted clause states nothing
        ("IQ = 6/5 × 100 = 120. So the ratio IQ is 120, which is option C.", IQS, "single", "C"),
        ("IQ = 6/5 × 100 = 120. So the answer is B.", IQS, "single", "B"),
        ("智商 = 120，也可能 = 130。\n答案：B", IQS, "single", "B"),  # only one text stated firmly
        ("布鲁纳、托尔曼、苛勒都是认知派。\n答案：A、B、D", COGNITIVE, "multi", "ABD"),
        ("布鲁纳、托尔曼、苛勒都是认知派。\n答案：A、C、D", COGNITIVE, "multi", "ACD"),
        ("布鲁纳、托尔曼、苛勒都是认知派。\n答案：B", COGNITIVE, "single", "B"),  # the odd one out
    ],
)
def test_an_answer_line_against_the_text_its_reasoning_states(reply, options, qtype, expected):
    assert letters_read(reply, options, qtype) == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("比率智商 = 智龄 / 实龄 × 100 = 6 / 5 × 100 = 120。", "B"),
        ("比率智商 = 6 / 5 × 100 ≈ 120 或 130。", None),
        ("比率智商可能 = 120。", None),
    ],
)
def test_a_computed_result_closing_the_reply(reply, expected):
    assert letters_read(reply, IQS, "single") == expected


DISTANCES = {"A": "1100", "B": "1200", "C": "1300", "D": "1400"}


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("**C**（1300米）", "C"),  # a bold letter with its numeric text and a length unit in brackets
        ("C. 1300 meters", "C"),
        ("C（1300米以上）", None),  # more than the unit: not the option's text
        ("**C**（1300米？）", None),  # asked
        ("**C**（1200米）", None),  # another option's text
        ("C（1300千克）", None),  # not a unit listed
    ],
)
def test_a_letter_with_its_numeric_text_and_a_length_unit(reply, expected):
    assert letters_read(reply, DISTANCES, "single") == expected


STAGES = {"A": "心理诊断阶段", "B": "领悟阶段", "C": "修通阶段", "D": "再教育阶段"}


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        ("咨询师在收集资料，这属于心理诊断阶段；同时也在解释ABC理论。\n\n所以本段对话处于心理诊断阶段和领悟阶段。", None),
        ("所以本段对话处于修通阶段与再教育阶段。", None),
        # near misses: the pair negated, or a list that asserts nothing
        ("本段对话不是修通阶段和再教育阶段，而是心理诊断阶段。", "A"),
        ("四个阶段依次为：心理诊断阶段、领悟阶段、修通阶段、再教育阶段。本段对话属于领悟阶段。", "B"),
    ],
)
def test_two_texts_asserted_for_a_single_choice(reply, letters):
    assert letters_read(reply, STAGES, "single") == letters
