"""A letter glossed right after it with another option's text: the reply contradicts itself."""

from __future__ import annotations

import pytest

from psyexam.score.glossed_letters import other_gloss
from tests.score.reading import letters_read

OPTS = {"A": "首因效应", "B": "近因效应", "C": "光环效应", "D": "刻板印象"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("C(近因效应)", True),  # the reply is normalised (NFKC) before it is read
        ("C“光环效应”", False),
        ("C,即“近因效应”。", True),
        ("C,即光环效应。", False),
        ("C, i.e. 刻板印象.", True),
        ("C, namely \"光环效应\".", False),
        ("C,也就是近因效应,其余不符。", True),
        ("C,即近因效应的反面。", False),  # more than an option's text: not a gloss
        ("C,这与近因效应不同。", False),  # no apposition word
    ],
)
def test_a_gloss_or_apposition_naming_another_option(text, expected):
    assert other_gloss(text, 1, "C", OPTS) is expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("正确选项是 C，即“近因效应”。", None),
        ("正确选项是 C，即“光环效应”。", "C"),
        ("The correct answer is C, i.e. \"刻板印象\".", None),
        ("The correct answer is C, i.e. \"光环效应\".", "C"),
        ("答案选C，也就是首因效应。", None),
        ("答案选C，也就是光环效应。", "C"),
    ],
)
def test_an_answer_whose_apposition_names_another_option_is_unread(reply, expected):
    assert letters_read(reply, OPTS, "single") == expected
