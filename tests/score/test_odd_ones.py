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


MULTI = {"A": "诊断贯穿咨询全程", "B": "以群体平均特征为目标", "C": "初步诊断前无需会诊", "D": "会谈计划无需考虑人格"}
VERDICTS = "| Option | Correct? |\n|---|---|\n| A | ✅ correct |\n| B | ❌ incorrect |\n| C | ❌ incorrect |\n| D | ❌ incorrect |\n\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("(the question asks for the incorrect ones)\n\n" + VERDICTS + "Answer: BCD", "BCD"),
        ("题目问的是错误的说法。\n\n" + VERDICTS + "答案：BCD", "BCD"),
        (VERDICTS + "The question asks which statements are false, so the answer is BCD.", "BCD"),
        # near misses: no negative question said, the answer short of the rows, the question said to ask for the right ones
        (VERDICTS + "Answer: BCD", None),
        ("题目问的是错误的说法。\n\n" + VERDICTS + "答案：BC", None),
        ("题目问的是正确的说法。\n\n" + VERDICTS + "答案：BCD", None),
    ],
)
def test_a_multiple_response_of_the_rows_judged_wrong_for_a_negative_question(text, expected):
    assert letters_read(text, MULTI, "multi") == expected
