"""Structured answers: JSON under any key, and markdown tables."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from psyexam.score import jsonish
from psyexam.score.jsonish import element_values, json_values, key_rank, letter_verdicts, read_json_answer
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


def test_an_object_judging_options_by_letter():
    assert letter_verdicts({"A": True, "B": False, "C": "正确", "D": "错误"}) == ["A", "C"]
    assert letter_verdicts({"A": "尊重", "B": "热情"}) is None  # the options echoed
    assert letter_verdicts({"answer": True, "B": False}) is None
    assert read_json_answer({"result": {"a": "yes", "b": "no", "c": "yes"}}, OPTS) == (("A", "C"), False)
    assert letter_verdicts({"A": "✅", "B": "❌", "C": "✔ 正确"}) == ["A", "C"]
    assert letter_verdicts({"A": "✓", "B": "部分正确"}) is None
    assert letter_verdicts({"A": "✓ ✗", "B": "✗"}) is None  # a value that says both


def test_answer_elements_are_objects_keyed_by_their_tag():
    assert [v for _, _, v in element_values("推理……<answer>A, D</answer>")] == [{"answer": "A, D"}]
    assert [v for _, _, v in element_values("<final_answer>B</final_answer>")] == [{"final_answer": "B"}]
    assert list(element_values("<reasoning>B</reasoning><b>C</b>")) == []  # tags that name no answer
    nested = "<answer>\n  <choice>A</choice>\n  <choice>C</choice>\n</answer>"
    assert [v for _, _, v in element_values(nested)] == [{"answer": ["A", "C"]}]
    mixed = "<result><choice>C</choice><answer>A</answer></result>"
    assert [v for _, _, v in element_values(mixed)] == [{"result": {"choice": "C", "answer": "A"}}]


def test_answer_keys_in_other_languages():
    assert key_rank("Réponse") == key_rank("respuesta") == key_rank("ответ") == key_rank("정답") == key_rank("答え") == 2
    assert key_rank("đáp án") == key_rank("Antwort") == 2


def _closing_one(text: str, start: int) -> int | None:
    # the plain definition: scan from one bracket until its depth returns to zero
    depth, quote, i = 0, None, start
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif c in "{[":
            depth += 1
        elif c in "}]":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return None


def _values_one_by_one(text: str) -> list[tuple[int, int, object]]:
    out, pos = [], 0
    while (m := re.compile(r"[{\[]").search(text, pos)) is not None:
        end = _closing_one(text, m.start())
        value = jsonish._parse(text[m.start():end]) if end is not None else None
        if value is None:
            pos = m.start() + 1
            continue
        out.append((m.start(), end, value))
        pos = end
    return out


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet='{}[]"\'\\:,aA 1', max_size=60))
def test_json_values_match_a_scan_from_every_bracket(text):
    assert list(jsonish.json_values(text)) == _values_one_by_one(text)


def test_thousands_of_unclosed_brackets_are_one_scan():
    text = "{" * 3000 + ' {"answer": "B"}'
    assert list(jsonish.json_values(text)) == [(3001, len(text), {"answer": "B"})]


def test_a_python_set_of_unhashable_values_is_no_value():
    # "{[]}" reads as a Python set literal, which cannot hold a list: only the inner lists are values
    assert list(jsonish.json_values("{[]} {[1], 2}")) == [(1, 3, []), (6, 9, [1])]
