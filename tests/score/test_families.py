"""Answer families read as general rules, each with its near misses (hedges, contradictions,
cut-off replies) that must stay unread."""

from __future__ import annotations

import pytest

from psyexam.score.extract import extract_choice

SINGLE = {"A": "皮亚杰", "B": "维果茨基", "C": "埃里克森", "D": "科尔伯格", "E": ""}
MULTI = {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注", "E": "共情"}


def _read(text: str, multi: bool) -> str | None:
    got = extract_choice(text, MULTI if multi else SINGLE, "multi" if multi else "single")
    return "".join(sorted(got.letters)) if got.letters else None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("选A跟B", "AB"),
        ("答案是A同C。", "AC"),
        ("正确答案：B加上D", "BD"),
        ("应该选A，还有C", "AC"),
        ("The answer is A plus E.", "AE"),
        ("The correct options are B as well as C.", "BC"),
        ("选A外带B", None),  # a joining word no rule knows: never the first letter alone
        ("The answer is A then C.", None),
    ],
)
def test_colloquial_joining_words(text, expected):
    assert _read(text, multi=True) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案是A连B。", None),
        ("答案是A而非B。", "A"),
        ("The answer is A rather than B.", "A"),
        ("The answer is A because B is wrong.", "A"),
    ],
)
def test_a_letter_named_after_the_answer(text, expected):
    assert _read(text, multi=False) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("逐项分析：\nA项：皮亚杰的理论与题意不符。\nB项：维果茨基", None),
        ("选项A：皮亚杰强调自我中心，不符。\n选项B：维果茨基提出最近", None),
        ("A项：皮亚杰，不符。\nB项：维果茨基。", None),
        ("A. 皮亚杰：不符。\nB. 维果茨基", None),
        ("A项：皮亚杰，不符。\nB项：维果茨基，符合。\n\n答案：B", "B"),
        ("综合以上分析。\n\nB. 维果茨基", "B"),
    ],
)
def test_an_analysis_cut_off_at_the_next_option_label(text, expected):
    assert _read(text, multi=False) == expected
