"""One option's text named where a prose reply states it: after "called", or closing its opening clause."""

from __future__ import annotations

import pytest

from psyexam.score.named_texts import opened_with_other
from tests.score.reading import letters_read

PEOPLE = {"A": "霍桑", "B": "梅奥", "C": "纽科姆", "D": "米德"}
SKILLS = {"A": "重复", "B": "重读", "C": "询问", "D": "摘要"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("人际关系学说的创立者是哈佛大学教授梅奥，他主持了霍桑实验。霍桑是工厂的名字，并不是人名。", "B"),
        ("人际关系学说的创立者是梅奥，他主持了霍桑实验。", "B"),
        # near misses
        ("人际关系学说的创立者可能是梅奥，他主持了霍桑实验。", None),
        ("人际关系学说的创立者是梅奥，米德也对。", None),
        ("人际关系学说的创立者是梅奥或米德，他们都很重要。", None),
        ("人际关系学说的创立者是梅奥，他主持了霍桑实验。有的书写的是霍桑。", None),
        ("人际关系学说的创立者是梅奥，他主持了霍桑实验", None),
        ("人际关系学说的创立者是梅奥，米德则研究自我。", None),
    ],
)
def test_an_opening_clause_closed_by_an_option_text(text, expected):
    assert letters_read(text, PEOPLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("This describes the listening technique called 重读 (emphasis): the counselor repeats single words.", "B"),
        # near misses
        ("This is called 重读, not 重复-like summarising.", None),
        ("This is called 重读. It differs from 摘要, which summarises.", None),
        ("This is not the technique called 重读 (emphasis).", None),
        ("This might be the technique called 重读.", None),
        ("This is called 重读. Some call it 重复.", None),
    ],
)
def test_an_option_text_after_called(text, expected):
    assert letters_read(text, SKILLS, "single") == expected


def test_an_opening_clause_stating_another_option_doubts_a_weak_reading():
    assert opened_with_other("创立者是梅奥，他主持了实验。有的书写的是霍桑。", frozenset("A"), PEOPLE)
    assert not opened_with_other("创立者是梅奥，他主持了实验。", frozenset("B"), PEOPLE)
    assert not opened_with_other("答案：B。创立者是梅奥，他主持了实验。", frozenset("A"), PEOPLE)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("提出人际关系学说的，是梅奥（Mayo），他主持了那项实验。", "B"),
        ("提出人际关系学说的，是梅奥，也可能是米德。", None),
        ("主持霍桑实验的，不是霍桑，霍桑是工厂的名字。", None),
    ],
)
def test_a_cleft_naming_one_option(text, expected):
    assert letters_read(text, PEOPLE, "single") == expected
