"""Answers closed by their count, by every option but some called right, and by a wrong one concluded
where every other option was called right."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

MULTI = {"A": "复述", "B": "归类", "C": "系列化", "D": "画图表", "E": "视觉复述"}
SINGLE = {"A": "阈限降低", "B": "阈限升高", "C": "老花眼明显", "D": "味嗅觉迟钝"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("组织策略如上。\n\nBCD 三项。", "BCD"),
        ("组织策略如上。\n\nBC 三项。", None),  # the count does not match
        ("BC 两项的区别在于顺序。", None),  # the line says more than the letters
        ("组织策略如上。\n\nAll three apply: B, C, D.", "BCD"),
        ("组织策略如上。\n\nAll four apply: B, C, D.", None),
        ("组织策略如上。\n\nHence B & C.", "BC"),
        ("组织策略如上。\n\n正确组合为 BCD。", "BCD"),
        ("组织策略如上。\n\nThe ones that belong: B, C, D.", "BCD"),
        ("组织策略如上。\n\n五个选项全部入选。", "ABCDE"),
        ("组织策略如上。\n\n除了 A、E 以外都对。", "BCD"),
        ("组织策略如上。\n\n除A、E外其余均正确。", "BCD"),
        ("组织策略如上。\n\n除了A正确。", None),  # nothing said of the others
    ],
)
def test_multiple_response_closings(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B 正确；C 正确；D 正确。A 自相矛盾。\n\n错误的是A。", "A"),
        ("B 正确。A 自相矛盾。\n\n错误的是A。", None),  # the item may ask for the right one
        ("组织策略如上。\n\nHence B & C.", None),  # two letters for a single choice
    ],
)
def test_single_choice_closings(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


MEMORY = {"A": "灵活性", "B": "持久性", "C": "准备性", "D": "精确性"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("记忆的品质如上。\n\n不包括的：A（灵活性）。", "A"),
        ("记忆的品质如上。\n\n不包括的：A（持久性）。", None),  # another option's text
        ("记忆的品质如上。\n\n不包括的是A。", "A"),
        ("记忆的品质如上。\n\n属于思维品质的是A选项中的灵活性。", "A"),
        ("记忆的品质如上。\n\n属于思维品质的是A选项中的持久性。", None),
    ],
)
def test_a_subject_s_letter_glossed_by_its_own_text(text, expected):
    assert letters_read(text, MEMORY, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("组织策略如上。\n\n本题正确答案是 B, C 和 D，A 不选。", "BCD"),
        ("组织策略如上。\n\n本题正确答案是 B, C, D, A 不选。", None),  # where the answer ends is not said
        ("答案：B、C，A、E 不选。", "BC"),
        ("答案：B、C，C 不选。", None),  # stated and left out
    ],
)
def test_an_answer_list_then_the_letters_left_out(text, expected):
    assert letters_read(text, MULTI, "multi") == expected
