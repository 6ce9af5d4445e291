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
