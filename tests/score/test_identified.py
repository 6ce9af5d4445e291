"""An option's text named as what the case is: "这是典型的<text>表现"."""

from __future__ import annotations

import pytest

from psyexam.score.extract import extract_choice

OPTIONS = {"A": "抑郁发作", "B": "广泛性焦虑障碍", "C": "惊恐障碍", "D": "强迫障碍", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("这是典型的**惊恐障碍**表现:突然发作的强烈恐惧。", "C"),
        ("该案例是一种典型的强迫障碍。患者反复洗手。", "D"),
        ("这是典型的惊恐障碍表现吗?", None),
        ("这可能是惊恐障碍的表现。", None),
        ("这不是惊恐障碍的表现。", None),
        ("这是惊恐障碍的表现,也符合广泛性焦虑障碍的部分特征。", None),
        ("如果这是惊恐障碍,发作应当反复出现。", None),
    ],
)
def test_an_option_text_named_as_the_case(text, expected):
    got = extract_choice(text, OPTIONS, "single")
    assert ("".join(sorted(got.letters)) if got.letters else None) == expected
