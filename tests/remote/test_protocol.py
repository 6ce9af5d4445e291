"""The question hash and the reading of submitted answer letters."""

from __future__ import annotations

import pytest

from psyexam.remote.protocol import question_hash, read_answer


def test_hash_depends_on_what_is_shown_only():
    base = question_hash("题目", {"A": "甲", "B": "乙", "C": ""})
    assert base == question_hash(" 题目 ", {"B": "乙 ", "A": "甲"})  # spacing, order and empty options do not count
    assert base != question_hash("题目", {"A": "甲", "B": "丙"})
    assert base != question_hash("题目？", {"A": "甲", "B": "乙"})
    assert len(base) == 64 and int(base, 16) >= 0


@pytest.mark.parametrize("answer, letters", [
    ("A", "A"), ("ac", "AC"), ("A,C", "AC"), ("A、C", "AC"), (" C A ", "AC"), (["A", "C"], "AC"), (["C,A"], "AC"),
    ("ＡＣ", "AC"), ("A;C", "AC"),
])
def test_letters_are_read(answer, letters):
    assert read_answer(answer, ["A", "B", "C", "D"]) == frozenset(letters)


@pytest.mark.parametrize("answer", ["", "E", "AA", "答案A", "A?", [], ["A", "A"], "ß", "\u0000"])
def test_anything_else_is_unreadable(answer):
    assert read_answer(answer, ["A", "B", "C", "D"]) is None
