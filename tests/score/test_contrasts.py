"""A reasoned conclusion argued against by a later one with only a contrast word between them."""

from __future__ import annotations

import pytest

from psyexam.score import extract_choice

OPTS = {"A": "视<听<触", "B": "听<触<视", "C": "触<视<听", "D": "触<听<视"}


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        ("所以正确的是B。\n\n但是根据数据，触觉比听觉短，所以应该是D。", None),
        ("因此选B。不过考虑到触觉最快，应选D。", None),
        ("Therefore the answer is B. However, touch is faster than hearing, so the answer is D.", None),
        ("So the answer is B. But according to the data, touch is faster than hearing, so it should be D.", None),
        ("Touch is the fastest, so it should be D.", "D"),
        # near misses: the conclusion withdrawn, an error owned, or only a first impression
        ("所以正确的是B。\n\n等等，触觉比听觉短，所以应该是D。", "D"),
        ("所以正确的是B。\n\n但是我算错了，触觉比听觉短，所以应该是D。", "D"),
        ("It seems the answer is B. However, touch is faster than hearing, so the answer is D.", "D"),
        ("Thus it is about speed. The answer is B. However, touch is faster, so the answer is D.", "D"),
    ],
)
def test_a_conclusion_contested_only_by_a_contrast_word_stands_against_the_later_one(reply, letters):
    got = extract_choice(reply, OPTS, "single").letters
    assert (None if got is None else "".join(sorted(got))) == letters
