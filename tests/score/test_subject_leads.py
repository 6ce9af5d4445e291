"""Answers named after what the question is about: "the best answer here is B", "the diagnosis is
B. <text>", "题目描述的是 A <text>"; each with near misses that must stay unread."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

SINGLE = {"A": "抑郁发作", "B": "躁狂发作", "C": "环性心境障碍", "D": "恶劣心境", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I think the best answer here is B. Elevated mood for a week is mania.", "B"),
        ("The correct answer here is D.", "D"),
        ("I think the answer here is B, but I'm not sure.", None),
        ("I think the best answer here is B or C.", None),
        ("If the answer here is B, mood would be raised.", None),
        ("I think it might be B.", None),
        ("I think B, but not sure.", None),
    ],
)
def test_answer_here(text: str, expected: str | None) -> None:
    assert letters_read(text, SINGLE, "single") == expected
