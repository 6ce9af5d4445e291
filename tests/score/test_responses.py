"""Strict reading of responses files for rescoring."""

from __future__ import annotations

import json

import pytest

from psyexam.score.responses import BadLine, ResponseLine, _Invalid, parse_line, read_lines, rescore_line

GOOD = {"id": "q1", "question_type": "multi", "options": {"A": "x", "B": "y", "C": "z", "E": ""},
        "response": "答案：A、C", "answer": "AC"}


def line(**change) -> str:
    d = {**GOOD, **change}
    return json.dumps({k: v for k, v in d.items() if v is not ...}, ensure_ascii=False)


def test_parses_a_good_line_and_ignores_extra_fields():
    rec = parse_line(line(expected="AC", note="x"), 3)
    assert rec == ResponseLine(3, "q1", rec.qtype, GOOD["options"], "答案：A、C", frozenset("AC"))
    out = rescore_line(rec)
    assert out.to_dict() == {"id": "q1", "prediction": "AC", "correct": True, "extraction": "statement"}


def test_hidden_answer_is_predicted_not_scored():
    out = rescore_line(parse_line(line(answer=None), 1))
    assert out.prediction == "AC" and out.score is None and out.to_dict()["correct"] is None


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ("{not json", "invalid JSON"),
        ("[1, 2]", "expected a JSON object"),
        (line(response=...), "missing field 'response'"),
        (line(answer=...), "missing field 'answer'"),
        (line(id=[1]), "field 'id'"),
        (line(question_type="qa"), "field 'question_type' must be 'single' or 'multi'"),
        (line(options={"Z": "x"}), "option letters are A-H"),
        (line(options=[]), "field 'options'"),
        (line(response=3), "field 'response'"),
        (line(answer="A,C"), "field 'answer' must be distinct letters"),
        (line(answer="AA"), "field 'answer' must be distinct letters"),
        (line(answer="AE"), "names E, which is not a non-empty option"),
    ],
)
def test_bad_lines_name_the_field(raw, message):
    with pytest.raises(_Invalid, match=message):
        parse_line(raw, 1)


def test_read_lines_reports_bad_lines_with_their_number(tmp_path):
    p = tmp_path / "r.jsonl"
    p.write_text(line() + "\n\n" + "oops\n" + line(id="q2") + "\n", encoding="utf-8")
    items = list(read_lines(p))
    assert [type(i) for i in items] == [ResponseLine, BadLine, ResponseLine]
    assert items[1].line == 3 and f"{p}, line 3: invalid JSON" in items[1].message
