"""Answer lines: a pointer before an option's text and letter, a subject equated with letters."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

BIASES = {"A": "后视偏差", "B": "证实偏差", "C": "自我中心偏差", "D": "虚假一致偏差", "E": ""}
SENSATION = {"A": "直接作用的反映", "B": "过去作用的反映", "C": "个别属性的反映", "D": "整体的反映", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It exploits the search for confirming evidence.\n\n→ 证实偏差 (confirmation bias), option B.", "B"),
        ("👉 证实偏差（B）", "B"),
        ("→ 后视偏差 (hindsight bias), option B.", None),  # another option's text
    ],
)
def test_a_pointer_before_an_options_text_and_letter(text, expected):
    assert letters_read(text, BIASES, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Let me translate the options first.\n\nSensation = A and C.", "AC"),
        ("感觉 = A和C", "AC"),
        ("Sensation = A and C.\nPerception = D.", None),
        ("A = direct reflection\nC = individual attributes", None),
        ("Sensation = A or C.", None),
        ("Sensation = A and C?", None),
    ],
)
def test_a_subject_equated_with_letters(text, expected):
    assert letters_read(text, SENSATION, "multi") == expected


def test_a_pointer_line_whose_gloss_doubts_it():
    assert letters_read("→ 证实偏差 (maybe), option B.", BIASES, "single") is None
