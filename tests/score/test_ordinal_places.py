"""Letters closing the reply after the places of the options they stand for."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "焦虑", "B": "恐惧", "C": "抑郁", "D": "强迫"}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("So the symptom is fear, the second option (B).", "single", "B"),
        ("The last option, D.", "single", "D"),
        ("So: the first three options — A, B and C.", "multi", "ABC"),
        ("i.e. the first, second, third and fourth options — ABCD.", "multi", "ABCD"),
        ("Hence the second and fourth options: B, D.", "multi", "BD"),
        # near misses: places and letters disagree, a doubt or negation, a question, a place past the options
        ("So the symptom is fear, the third option (B).", "single", None),
        ("The last option, C.", "single", None),
        ("The first two options — A and C.", "multi", None),
        ("Probably the second option (B).", "single", None),
        ("It is not the second option (B).", "single", None),
        ("Is it the second option (B)?", "single", None),
        ("The fifth option, E.", "single", None),
        ("The first two options — A and B.", "single", None),  # two letters for a single choice
        ("The first option, A, and the last option, D.", "multi", None),  # another letter before in the sentence
        ("A Bandura model: the first, second, third and fourth options — ABCD.", "multi", "ABCD"),  # the article
    ],
)
def test_letters_after_their_places(text, qtype, expected):
    assert letters_read(text, OPTS, qtype) == expected


FIVE = {"A": "性别恒常性", "B": "性别认同", "C": "性别刻板印象", "D": "性别角色偏好", "E": "性染色体"}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("性染色体是生物学基础，不是发展的内容。所以答案是前四项：ABCD。", "multi", "ABCD"),
        ("E不是，所以答案是前四项：A、B、C、D。", "multi", "ABCD"),
        ("答案为后两项——D、E。", "multi", "DE"),
        ("应选前两项：AB。", "multi", "AB"),
        ("答案是全部五项：ABCDE。", "multi", "ABCDE"),
        ("The answer is the first three: A, B, C.", "multi", "ABC"),
        ("Therefore, the last two: D, E.", "multi", "DE"),
        # near misses: the letters disagree with the span, a question, a negation or supposition, a doubt,
        # "all four" of five options, two letters for a single choice, an alternative
        ("所以答案是前三项：ABCD。", "multi", None),
        ("答案为后两项——C、D。", "multi", None),
        ("The answer is the first three: A, B, D.", "multi", None),
        ("所以答案是前四项：ABCD吗？", "multi", None),
        ("不选前两项：AB。", "multi", None),
        ("如果答案是前四项：ABCD，那么E就不对。", "multi", None),
        ("I don't think the answer is the first three: A, B, C.", "multi", None),
        ("答案可能是前四项：ABCD。", "multi", None),
        ("So the answer is all four: A, B, C and D.", "multi", None),
        ("The answer is the first two: A, B.", "single", None),
        ("答案是前四项：ABCD或ABCE。", "multi", None),
    ],
)
def test_letters_after_a_span_of_places(text, qtype, expected):
    assert letters_read(text, FIVE, qtype) == expected


STAGES = {"A": "感知运动阶段", "B": "前运算阶段", "C": "具体运算阶段", "D": "形式运算阶段", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("正确选项：第三个，即 C —— 具体运算阶段。此阶段儿童获得守恒概念。", "C"),
        ("正确选项：第三个，即 C。", "C"),
        ("The answer is the last option, i.e. D.", "D"),
        # near misses: a place the letter disagrees with, another option's text, a question, a supposition
        ("正确选项：第三个，即 D —— 形式运算阶段。", None),
        ("正确选项：第三个，即 C —— 前运算阶段。", None),
        ("正确选项：第三个，即 C —— 具体运算阶段？", None),
        ("正确选项是第三个，即 C 吗？", None),
        ("如果正确选项是第三个，即 C，那么结论成立。", None),
        ("正确选项：第五个，即 E。", None),
    ],
)
def test_a_letter_after_an_answer_lead_and_its_place(text, expected):
    assert letters_read(text, STAGES, "single") == expected


STAGES = {"A": "感知运动阶段", "B": "前运算阶段", "C": "具体运算阶段", "D": "形式运算阶段"}


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("答案是第三项，也就是D。", None),  # the place and the letter disagree, whatever else reads "也就是D"
        ("The answer is the second option, i.e. C.", None),
        ("答案是第三项，也就是C。", "C"),
        ("The answer is the third option, i.e. C.", "C"),
    ],
)
def test_a_letter_put_at_another_place_is_no_answer(reply, expected):
    assert letters_read(reply, STAGES, "single") == expected
