"""Per-option lines with a verdict after a dash or colon, and the lines a reading leaves out."""

from __future__ import annotations

import pytest

from psyexam.score.verdict_lines import unread_named_right, unread_right_line
from psyexam.score.wavering import cut_at_lead
from tests.score.reading import letters_read

OPTS = {"A": "负强化", "B": "正强化", "C": "惩罚", "D": "消退"}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("A. 负强化 — 正确。撤除厌恶刺激。\nB. 正强化 — 错误。\nC. 惩罚 — 错误。\nD. 消退 — 错误。", "single", "A"),
        ("A 负强化 —— 符合，行为增加\nB 正强化 —— 不符合\nC 惩罚 —— 符合\nD 消退 —— 不符合", "multi", "AC"),
        ("A. 负强化 — 错误。\nB. 正强化 — 正确。\nC. 惩罚的一种 — 正确。\nD. 消退 — 错误。", "single", None),
        ("A. 负强化：错误。\nB. 正强化：正确。\nC. 惩罚的一种：正确。\nD. 消退：错误。", "multi", None),
    ],
)
def test_dash_verdict_lines(text, qtype, expected):
    assert letters_read(text, OPTS, qtype) == expected


def test_a_line_calling_an_unread_option_right():
    text = "A. 负强化 — 错误\nB. 正强化 — 正确\nC. 惩罚的一种 — 正确"
    assert unread_right_line(text, frozenset("B"))
    assert not unread_right_line(text, frozenset("BC"))
    assert not unread_right_line("C. 惩罚 — 不正确\nD. 消退：错误", frozenset("B"))


@pytest.mark.parametrize(
    ("text", "cut"),
    [("A. x — 正确\n\n错误的是", True), ("所以说法正确的是:", True), ("错误的是B。", False), ("C是正确的", False)],
)
def test_a_lead_naming_what_is_asked_with_nothing_after(text, cut):
    assert cut_at_lead(text) is cut


def test_a_best_fit_verdict_before_a_dash():
    assert letters_read("所以**C项**最符合——惩罚减少行为。", OPTS, "single") == "C"
    assert letters_read("C最符合，D次之。", OPTS, "single") is None


def test_a_reading_taking_in_an_option_its_line_calls_wrong():
    lines = "A 负强化 —— 属于\nB 正强化 —— 属于（无条件的）\nC 惩罚 —— 不属于\nD 消退 —— 属于\n\n"
    assert letters_read(lines + "四项都属于强化程序，全选。", OPTS, "multi") is None
    assert letters_read(lines.replace("不属于", "属于") + "四项都属于强化程序，全选。", OPTS, "multi") == "ABCD"


def test_letters_called_right_in_a_clause_that_a_reading_leaves_out():
    assert unread_named_right("A和B肯定是对的：……是正强化。", frozenset("B"))
    assert unread_named_right("A and D are definitely right: …", frozenset("A"))
    assert not unread_named_right("A和B肯定是对的：……", frozenset("AB"))
    assert not unread_named_right("不是A正确，是正强化。", frozenset("B"))
    assert not unread_named_right("A和B都不对。", frozenset("C"))


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("A和B肯定是对的：撤除厌恶刺激是负强化，给予奖励是正强化。\n\nC要看怎么理解。D显然错误。", "multi", None),
        ("C是对的：这是正强化。", "single", None),
        ("B正确：这是正强化。", "single", "B"),
        ("这是正强化。", "single", "B"),
    ],
)
def test_an_option_text_reading_beside_letters_called_right(text, qtype, expected):
    assert letters_read(text, OPTS, qtype) == expected
