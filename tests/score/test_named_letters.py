"""Option texts after an answer statement, each with its letter in brackets."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "知觉", "B": "记忆", "C": "思维", "D": "情绪"}


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("正确的有：知觉（A）、记忆（B）、思维（C）。", "ABC"),
        ("正确答案：知觉（A）。", "A"),
        ("正确答案：知觉（A）和思维（C）", "AC"),
        ("正确的有：知觉（A）、记忆（B）、思维（D）", None),  # a letter that is not its text's
        ("答案：知觉（A）、记忆（B）或思维（C）", None),  # an "or" before the last
    ],
)
def test_several_texts_each_with_its_bracketed_letter(reply, expected):
    assert letters_read(reply, OPTS, "multi") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("学生一时心中不安而放弃作弊，属于直觉的道德情操，即选项A。", "A"),  # "不安" negates nothing
        ("这是与不合理信念进行辩论，即选项B。", "B"),  # "不" inside the option's own words
        ("这不是知觉，即选项A。", None),
        ("如果是记忆的问题，即选项B，那么……", None),
    ],
)
def test_an_apposition_after_plain_words_holding_not(reply, expected):
    assert letters_read(reply, {"A": "直觉的道德情操", "B": "与不合理信念进行辩论", "C": "思维", "D": "情绪"}, "single") == expected
