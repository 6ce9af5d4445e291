"""Structured answers a reply stops in: an unclosed JSON record, a table's last row cut short."""

from __future__ import annotations

import pytest

from psyexam.score.cut_records import cut_record
from tests.score.reading import letters_read

MULTI = {"A": "认知", "B": "情感", "C": "技能", "D": "道德"}
TABLE = "| Option | Part of it? |\n|---|---|\n| A 认知 | ✓ |\n| B 情感 | ✓ |\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('Piaget: action.\n\n{"answers": ["B", "D"', None),
        ('{"answer": ["A", "B",', None),
        ("[\n  {\"option\": \"A\", \"correct\": true},\n  {\"option\": \"B\", \"corr", None),
        (TABLE + "| C 技能 | ", None),
        (TABLE + "| C 技能 | ✓ |\n| D 道德 | ✗", None),  # every row closed but the last
        ("Answer: A, B, C.\n\n" + TABLE + "| C 技能", "ABC"),  # answered before the record it stops in
        # near misses: records closed, or prose after them
        ('{"answers": ["B", "D"]}', "BD"),
        (TABLE + "| C 技能 | ✓ |\n| D 道德 | ✗ |", "ABC"),
    ],
)
def test_a_record_the_reply_stops_in_answers_nothing(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


def test_where_the_cut_record_starts():
    assert cut_record('Because.\n{"a": [1,') == len("Because.\n")
    assert cut_record("It's B.\n{'answer': 'B'}") is None  # an apostrophe in prose opens no string
    assert cut_record(TABLE) is None
    assert cut_record("no record here") is None
    assert cut_record('{"a": [1,\n\nThe record above was never closed; the prose goes on.') is None
