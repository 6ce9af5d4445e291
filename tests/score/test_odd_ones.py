"""A single choice answered by the one option a verdict table set apart, for a negative question."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "紧接应激之后", "B": "围绕应激事件", "C": "预后良好", "D": "应激前已有症状"}
TABLE = "| Option | A feature? |\n|---|---|\n| A | Yes |\n| B | Yes |\n| C | {c} |\n| D | {d} |\n\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (TABLE.format(c="Yes", d="No") + "The question asks which is *not* a feature, so the answer is D.", "D"),
        (TABLE.format(c="Yes", d="No") + "题目问的是不属于其特点的一项，所以答案是D。", "D"),
        # near misses: no negative question said, the answer not the odd one out, two set apart
        (TABLE.format(c="Yes", d="No") + "So the answer is D.", None),
        (TABLE.format(c="Yes", d="No") + "The question asks which is not a feature, so the answer is C.", None),
        (TABLE.format(c="No", d="No") + "The question asks which is not a feature, so the answer is D.", None),
        ('{"answer": "D"}\n\nThe question asks which is not a feature, so the answer is D.', "D"),  # the same letter
    ],
)
def test_the_odd_one_out(text, expected):
    assert letters_read(text, OPTS, "single") == expected
