"""A lead word closing a line of prose reaches no letter on the next line; a heading lead does."""

from __future__ import annotations

import pytest

from psyexam.score.line_leads import prose_line_lead
from tests.score.reading import letters_read

OPTS = {"A": "强化理论", "B": "归因理论", "C": "自我效能理论", "D": "需要层次理论"}


@pytest.mark.parametrize(
    "reply",
    [
        "区别在于是否强调认知与选择\nD. 需要层次理论属于人本主义。",
        "本题考查学习者的主动选择\nC. 自我效能理论由班杜拉提出。",
    ],
)
def test_a_prose_line_ending_in_a_lead_word_answers_nothing(reply):
    assert letters_read(reply, OPTS, "single") is None


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("## 答案\nB\n\n## 解析\n归因理论是认知理论。", "B"),
        ("韦纳提出归因理论。\n\n最终选择\nB", "B"),
        ("答案：\nC", "C"),
        ("所以选 C。", "C"),
    ],
)
def test_a_heading_or_colon_lead_still_reads(reply, expected):
    assert letters_read(reply, OPTS, "single") == expected


def test_the_check():
    text = "……认知与选择\nD. 成就目标"
    assert prose_line_lead(text, text.index("选择"), text.index("选择") + 2)
    heading = "## 答案\nB"
    assert not prose_line_lead(heading, 3, 5)
    assert not prose_line_lead("答案：B", 0, 2)
