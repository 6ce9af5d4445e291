"""The stem restated after the answer with another option's text filling its blank contradicts the answer."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

STEM = "自我意识发展的第二个飞跃期是()"
OPTS = {"A": "幼儿期", "B": "成年期", "C": "儿童期", "D": "青春期"}


@pytest.mark.parametrize(
    ("reply", "stem", "letters"),
    [
        ("答案：D 青春期\n\n自我意识的发展有两个飞跃期，第一个飞跃期是幼儿期，第二个飞跃期是儿童期，这一时期儿童开始……", STEM, None),
        ("选D。自我意识发展的第二个飞跃期是儿童期。", STEM, None),
        ("答案：D\n\n第一个飞跃期是幼儿期，第二个飞跃期是青春期。", STEM, "D"),  # the chosen text restated
        ("答案：D\n\n第二个飞跃期不是儿童期，而是青春期。", STEM, "D"),  # another denied
        ("答案：D\n\n第一个飞跃期是幼儿期，儿童期变化不大。", STEM, "D"),  # another in passing
        ("答案：D\n\n第二个飞跃期是儿童期。", "", "D"),  # no stem: nothing to restate
    ],
)
def test_another_option_restated_as_the_stems_filling(reply: str, stem: str, letters: str | None) -> None:
    assert letters_read(reply, OPTS, "single", stem) == letters
