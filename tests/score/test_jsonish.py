"""Structured answers: JSON under any key, and markdown tables."""

from __future__ import annotations

import pytest

from psyexam.score.jsonish import json_values, key_rank, letter_verdicts, read_json_answer, table_values
from psyexam.score.letters import canon

OPTS = {k: canon(v) for k, v in {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注"}.items()}


@pytest.mark.parametrize(
    ("key", "rank"),
    [("final_answer", 3), ("最终答案", 3), ("answer", 2), ("ans", 2), ("Antwort", 2), ("respuesta", 2),
     ("correct_options", 2), ("choice", 1), ("selected", 1), ("选项", 1), ("foo", 0), (None, 0),
     ("question", None), ("explanation", None), ("理由", None), ("id", None)],
)
def test_key_rank(key, rank):
    assert key_rank(key) == rank


def read(text: str):
    (_, _, value), = json_values(text)
    return read_json_answer(value, OPTS)


@pytest.mark.parametrize(
    ("text", "letters"),
    [
        ('{"ans": "C,A"}', ("C", "A")),
        ('{"x": {"pick": ["d", "b"]}}', ("D", "B")),
        ('["B", "C"]', ("B", "C")),
        ("{'答案': '真诚'}", ("C",)),
        ('{"answer": "A",}', ("A",)),
        ('{"reason": "A和C都对", "opts": "A/C"}', ("A", "C")),
        ('{"answer": "A", "final": "C"}', ("C",)),
    ],
)
def test_reads_letters_under_any_key(text, letters):
    assert read(text) == (letters, False)


def test_conflicting_or_hedged_values_are_flagged():
    assert read('{"answer": "A", "答案": "C"}')[1]
    assert read('{"answer": "A or B"}') == (("A", "B"), True)


def test_values_that_are_not_letters_give_nothing():
    assert read('{"answer": "不确定"}') is None
    assert read('{"question": "B", "explanation": "C"}') is None
    assert list(json_values("{not json")) == []


def test_tables_become_objects():
    text = "结果如下：\n| 题号 | 答案 |\n|---|---|\n| 1 | BD |\n"
    (start, end, value), = table_values(text)
    assert value == {"题号": "1", "答案": "BD"} and text[start:end].startswith("| 题号")
    assert list(table_values("| a | b |\n| 1 | 2 |\n")) == []


def test_an_object_judging_options_by_letter():
    assert letter_verdicts({"A": True, "B": False, "C": "正确", "D": "错误"}) == ["A", "C"]
    assert letter_verdicts({"A": "尊重", "B": "热情"}) is None  # the options echoed
    assert letter_verdicts({"answer": True, "B": False}) is None
    assert read_json_answer({"result": {"a": "yes", "b": "no", "c": "yes"}}, OPTS) == (("A", "C"), False)
