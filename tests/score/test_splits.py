"""An answer shared with another option right after it: cited too, fitting alike, or resting on the source."""

from __future__ import annotations

import pytest

from psyexam.score.splits import shared_with_other
from tests.score.reading import letters_read

SINGLE = {"A": "感觉记忆", "B": "短时记忆", "C": "长时记忆", "D": "内隐记忆", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I think the answer is B, though C is also commonly cited.", None),
        ("The answer is B. Both B and C are consistent with the threshold theory.", None),
        ("The answer is B. B and C are both compatible with the data.", None),
        ("The answer is B. It depends on which textbook the exam follows.", None),
        ("Answer: B, depending on the edition.", None),
        ("答案是B，不过C也常被列为答案。", None),
        ("答案是B。B和C都符合题意。", None),
        ("答案：B。这题因教材而异。", None),
        ("B\n\nBoth B and C are consistent with threshold theory.", None),
        # near misses
        ("The answer is B. Both A and C are consistent with the older view, but only B fits the stem.", "B"),
        ("The answer is B. Retrieval depends on the context at encoding.", "B"),
        ("The answer is B. It depends on the intensity: strong stimuli adapt slower.", "B"),
        ("答案是B。A和C都不符合题意。", "B"),
        ("The answer is B. C is also commonly confused with B.", "B"),
    ],
)
def test_an_answer_shared_with_another_option(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_the_chosen_options_fitting_alike_share_nothing():
    assert not shared_with_other("A和C都符合题意。", {"A", "C"})
    assert shared_with_other("A和C都符合题意。", {"A"})
    assert not shared_with_other(" Both A and C are consistent with it.", {"A", "C"})


MULTI = {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注", "E": "共情"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The answer is A, B and C, but D is also correct.", None),
        ("答案：ABC，但D也正确。", None),
        ("Options A, B and C are correct, but D is also correct.", None),
        ("The answer is A, B and C, but D is not correct.", "ABC"),
        ("答案：ABC。D也正确，但不全面。", "ABC"),  # conceded away
    ],
)
def test_another_option_called_right_after_a_but(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("So all four options — A, B, C, D — are correct.", "ABCD"),
        ("四个选项——A、B、C、D——都正确。", "ABCD"),
        ("So all three options — A, B, C, D — are correct.", None),  # miscounted
        ("Both options — A or C — are correct.", None),
        ("All four options — A, B, C, D — are correct only if the stem means X.", None),
        ("The options — A, B — are correct, and maybe E too.", None),
        ("All options — A, B, C — are correct, but D is also correct.", None),
    ],
)
def test_letters_set_off_by_dashes_before_a_verdict(text, expected):
    assert letters_read(text, MULTI, "multi") == expected
