"""A reply that is only a numbered list of bare letters, with the near misses that stay unread."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

MULTI = {"A": "多元智力理论", "B": "三元智力理论", "C": "群因素论", "D": "二因素论", "E": ""}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("1. A\n2. B\n3. C\n4. D", "multi", "ABCD"),
        ("1) B\n2) D", "multi", "BD"),
        ("(1) B\n(2) D", "multi", "BD"),
        ("1. A\n2. B", "single", None),
        ("1. A\n2. C\n3. ?", "multi", None),
        ("1. A\n3. C", "multi", None),  # a gap in the numbers
        ("1. A\n2. A", "multi", None),
        ("1. A\n2. C\n\n也可能还有D。", "multi", None),  # a line of prose
    ],
)
def test_a_numbered_list_of_bare_letters(text, qtype, expected):
    assert letters_read(text, MULTI, qtype) == expected
