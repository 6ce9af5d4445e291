"""Letters closing the reply after the places of the options they stand for."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "焦虑", "B": "恐惧", "C": "抑郁", "D": "强迫"}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("So the symptom is fear, the second option (B).", "single", "B"),
        ("The last option, D.", "single", "D"),
        ("So: the first three options — A, B and C.", "multi", "ABC"),
        ("i.e. the first, second, third and fourth options — ABCD.", "multi", "ABCD"),
        ("Hence the second and fourth options: B, D.", "multi", "BD"),
        # near misses: places and letters disagree, a doubt or negation, a question, a place past the options
        ("So the symptom is fear, the third option (B).", "single", None),
        ("The last option, C.", "single", None),
        ("The first two options — A and C.", "multi", None),
        ("Probably the second option (B).", "single", None),
        ("It is not the second option (B).", "single", None),
        ("Is it the second option (B)?", "single", None),
        ("The fifth option, E.", "single", None),
        ("The first two options — A and B.", "single", None),  # two letters for a single choice
        ("The first option, A, and the last option, D.", "multi", None),  # another letter before in the sentence
        ("A Bandura model: the first, second, third and fourth options — ABCD.", "multi", "ABCD"),  # the article
    ],
)
def test_letters_after_their_places(text, qtype, expected):
    assert letters_read(text, OPTS, qtype) == expected
