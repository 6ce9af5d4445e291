"""Bracketed lower-case letters named as options read as the capital letters."""

from __future__ import annotations

import pytest

from psyexam.score.option_refs import upper_option_refs
from tests.score.reading import letters_read

OPTS = {"A": "感觉", "B": "知觉", "C": "记忆", "D": "想象"}


def test_only_after_an_option_word():
    assert upper_option_refs("Options (a) and (c) are correct") == "Options (A) and (C) are correct"
    assert upper_option_refs("choice [d]") == "choice [D]"
    assert upper_option_refs("Two reasons: (a) speed, (b) cost.") == "Two reasons: (a) speed, (b) cost."


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("Option (b) is correct.", "single", "B"),
        ("Options (a) and (c) are correct; (b) is not.", "multi", "AC"),
        ("Two reasons: (a) it is fast, (b) it is cheap. Option (c) is correct.", "single", "C"),
        # near misses
        ("Option (b) or (c) is correct.", "single", None),
        ("Option (b) is not correct.", "single", None),
    ],
)
def test_verdicts_on_lower_case_options(text, qtype, expected):
    assert letters_read(text, OPTS, qtype) == expected


ANXIETY = {"A": "对自己能力没有把握", "B": "抱负水平过高", "C": "缺乏自信", "D": "测验成绩关系重大"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("焦虑较高的情况：对自己能力没有把握；抱负水平过高；缺乏自信；测验成绩关系重大。\n\n答案：ABCD", "ABCD"),
        ("全选。对自己能力没有把握的人最容易焦虑。", "ABCD"),
        # near misses: the writer's own doubt, or an option text repeated as the writer's own words
        ("答案：ABCD。不过我没有把握。", None),
        ("答案：ABCD。我对自己能力没有把握。", None),
    ],
)
def test_doubt_words_inside_a_quoted_option_text_are_the_options(text, expected):
    assert letters_read(text, ANXIETY, "multi") == expected


def test_an_option_of_little_but_doubt_words_is_not_masked():
    assert letters_read("答案：A。不确定。", {"A": "不确定", "B": "确定", "C": "部分确定", "D": "无法判断"}, "single") is None


RET = {"A": "解说合理情绪疗法理论", "B": "分析求助者不合理信念", "C": "改变求助者不合理信念", "D": "巩固强化新观念", "E": ""}
RET_STEM = "求助者：您说的好像有道理。您让我再想想?根据案例分析，心理咨询师下一步要进行的工作是()。"


@pytest.mark.parametrize(
    ("text", "stem", "expected"),
    [
        ('Answer: A — 解说合理情绪疗法理论.\n\nThe client says "您让我再想想": she has not accepted the theory yet.', RET_STEM, "A"),
        ('答案：A\n\n求助者说“您让我再想想”，说明她还没有接受理论。', RET_STEM, "A"),
        # near misses: the stem unknown, words not the stem's, the writer's own doubt outside the quotation
        ('Answer: A — 解说合理情绪疗法理论.\n\nThe client says "您让我再想想".', "", None),
        ('答案：A\n\n“不对，我再想想。”', RET_STEM, None),
        ('答案：A\n\n求助者说“您让我再想想”。嗯，我也再想想。', RET_STEM, None),
    ],
)
def test_the_stems_words_quoted_are_no_doubt_of_the_writer(text, stem, expected):
    assert letters_read(text, RET, "single", stem) == expected
