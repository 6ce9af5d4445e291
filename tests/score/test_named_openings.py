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


CREATIVITY = {"A": "真创造", "B": "假创造", "C": "类创造", "D": "种创造"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("类创造（C）——对个人而言新颖的创造；真创造则是对人类社会新颖的产品。", "C"),
        ("类创造（C）：他独立地发现了人类早已有的方法。", "C"),
        # near misses
        ("类创造（C）——不过也可能是真创造（A）。", None),
        ("类创造（C）？还是真创造（A）？", None),
        ("类创造（C）：个人新颖。真创造（A）：也说得通。", None),
        ("真创造（C）——对个人而言新颖的创造。", None),  # the bracketed letter is another option's
    ],
)
def test_an_option_text_and_its_letter_before_a_dash_or_colon(text, expected):
    assert letters_read(text, CREATIVITY, "single") == expected
