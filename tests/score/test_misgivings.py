"""Misgivings after an answer: the writer's low confidence, another option credited."""

from __future__ import annotations

import pytest

from psyexam.score.misgivings import credits_other, low_confidence
from tests.score.reading import letters_read

OPTS = {"A": "感觉记忆", "B": "短时记忆", "C": "长时记忆", "D": "内隐记忆"}


@pytest.mark.parametrize(
    "text",
    ["，不过我不是很有把握。", "。说实话没什么把握", "（纯属猜测）", "\nConfidence: 40%", " (low confidence)",
     ", but I could be wrong.", "\n置信度：中", "，但不敢保证。"],
)
def test_low_confidence(text):
    assert low_confidence(text)


@pytest.mark.parametrize("text", ["，我很有把握。", "\nConfidence: high", "。A项不一定正确。", "，因为它有把握性。"])
def test_not_low_confidence(text):
    assert not low_confidence(text)


@pytest.mark.parametrize(
    "after",
    ["。C也有一定道理。", "。当然，C也说得通。", "。不过C也不能完全排除。", ". C is also a reasonable reading.",
     " (C is a close second).", ", though one could argue for C.", ". C would also be acceptable.",
     "。C也说得通，但我更倾向于B。", "。D也许也对。", " (D is debatable)."],
)
def test_another_option_credited(after):
    assert credits_other(after, {"B"})


@pytest.mark.parametrize(
    "after",
    ["。C也有一定道理，但不如B贴合题干。", ". C is a close second, but it misses the limit.", "。C说不通。",
     ". C can be ruled out.", "。A、C、D均可排除。", "。C也可排除。", "。B也说得通。"],
)
def test_no_other_option_credited(after):
    assert not credits_other(after, {"B"})


def test_a_credited_option_leaves_the_answer_unread_and_a_conceded_one_does_not():
    assert letters_read("答案：B。C也有一定道理。", OPTS, "single") is None
    assert letters_read("答案：B。C也有一定道理，但不如B贴合题干。", OPTS, "single") == "B"
    assert letters_read("答案是B，我没什么把握。", OPTS, "single") is None
