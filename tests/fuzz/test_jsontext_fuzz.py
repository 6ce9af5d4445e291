"""``psyexam.text.jsontext.loads``: any text gives a value or a JSONProblem, and values survive a UTF-8 round trip."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from psyexam.text.jsontext import MAX_DEPTH, JSONProblem, loads
from tests.fuzz.helpers import awkward_text, json_lines


@settings(max_examples=200, deadline=None, derandomize=True)
@given(text=st.one_of(json_lines, awkward_text, st.binary(max_size=50)))
def test_value_or_problem(text: str | bytes) -> None:
    try:
        value = loads(text)
    except JSONProblem as e:
        assert e.lineno >= 1 and e.colno >= 1 and e.msg
    else:  # what was accepted can be written back as UTF-8 JSON and read again
        again = json.dumps(value, ensure_ascii=False, allow_nan=False).encode("utf-8")
        assert loads(again) == value


@pytest.mark.parametrize("text, why", [
    ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "nested more than"),
    ("[" * 100_000, "nested more than"),
    ("1" * 4301, "too large"),
    ("[1e400]", "out of range"),
    ("-Infinity", "not a JSON number"),
    ('{"\\udc00": 1}', "lone surrogate"),
    ("[1,", "Expecting value"),
])
def test_problems(text: str, why: str) -> None:
    with pytest.raises(JSONProblem, match=why):
        loads(text)


def test_limits_are_inclusive() -> None:
    assert loads("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    assert loads("1" * 4300) == int("1" * 4300)
    assert loads('"\\ud83d\\ude00"') == "😀"  # a surrogate pair is one character, not a problem


def test_own_stores_may_hold_infinite_log_probabilities() -> None:
    assert loads('{"logprobs": {"A": -Infinity}}', finite=False) == {"logprobs": {"A": float("-inf")}}
    with pytest.raises(JSONProblem, match="nested more than"):
        loads("[" * 100_000, finite=False)
