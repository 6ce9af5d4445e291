"""Hedges next to an answer, and revisions between answers."""

from __future__ import annotations

import pytest

from psyexam.score.extract import extract_choice
from psyexam.score.hedges import hedged_around, revised

OPTS = {"A": "自由联想", "B": "系统脱敏", "C": "梦的解析", "D": "空椅子技术"}


def hedged(text: str, letter: str) -> bool:
    i = text.index(letter, text.index("is") if "is" in text else 0)
    return hedged_around(text, i, i + 1, (letter,))


@pytest.mark.parametrize(
    ("text", "letter"),
    [("答案是A，不过也可能是D。", "A"), ("The answer is A, but maybe B.", "A"), ("答案：B（不确定）", "B"),
     ("答案是A。也许是C。", "A"), ("This is C, though D is also possible.", "C"), ("我不确定，答案是B", "B")],
)
def test_hedges(text, letter):
    assert hedged(text, letter)


@pytest.mark.parametrize(
    ("text", "letter"),
    [("答案是A。因为C可能不适合。", "A"), ("答案是B。", "B"), ("This is C. Option D is wrong.", "C"),
     ("答案是A。下一题。也许是C。", "A")],
)
def test_not_hedges(text, letter):
    assert not hedged(text, letter)


def test_revision_markers():
    assert revised("答案：A\n再想想，最终答案：C", 4, 14)
    assert not revised("答案是A。答案是C。", 4, 9)


@pytest.mark.parametrize("text", ["答案是A。答案是C。", "The answer is B. The answer is D.", r"\boxed{B} 或 \boxed{C}"])
def test_contradictions_and_hedges_stay_unparsed(text):
    assert extract_choice(text, OPTS, "single").letters is None


def test_a_revision_and_an_agreeing_repeat_are_read():
    assert extract_choice("答案是 D？不，应该是 B。", OPTS, "single").letters == frozenset("B")
    assert extract_choice("因此，正确答案是A、C。\n\n答案：AC", OPTS, "multi").letters == frozenset("AC")
