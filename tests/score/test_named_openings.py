"""A reply opening with the answer's name and then its letter."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

JOBS = {"A": "工作扩大", "B": "工作丰富化", "C": "反馈", "D": "工作轮换"}
CHARTS = {"A": "圆形图", "B": "线形图", "C": "条形图", "D": "散点图"}


@pytest.mark.parametrize(
    ("text", "options", "expected"),
    [
        ("工作轮换（D）。轮岗积累经验，工作扩大不是这个目的，所以不是A。", JOBS, "D"),
        ("Pie chart — A. It shows each part's share of the whole.", CHARTS, "A"),
        ("Circle graph -- A.\nIt shows shares of a whole, not trends.", CHARTS, "A"),
        # near misses
        ("工作轮换（D）：轮岗；工作扩大（A）：横向增加任务。", JOBS, None),
        ("反馈（D）。轮岗积累经验，不是A。", JOBS, None),
        ("Perhaps pie chart — A. It shows shares.", CHARTS, None),
        ("Pie chart — A. Bar chart — C.", CHARTS, None),
        ("Pie chart — A. It shows each part's share of the", CHARTS, None),
    ],
)
def test_a_name_then_its_letter_opening_the_reply(text, options, expected):
    assert letters_read(text, options, "single") == expected
