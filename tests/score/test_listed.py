"""A multiple-response reply listing option texts after a copula in its one stating sentence."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "马斯洛", "B": "罗杰斯", "C": "詹姆斯", "D": "斯金纳", "E": "弗洛伊德"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("人本主义心理学的代表人物是马斯洛和罗杰斯。詹姆斯是机能主义，斯金纳是新行为主义。", "AB"),
        ("代表人物是马斯洛和罗杰斯。詹姆斯也是。", None),
        ("代表人物可能是马斯洛和罗杰斯。", None),
        ("代表人物是马斯洛和罗杰斯。行为主义的代表人物是斯金纳和詹姆斯。", None),
        ("代表人物是马斯洛和罗杰斯。不是詹姆斯和斯金纳。", None),
        ("The founders are 马斯洛 and 罗杰斯. 詹姆斯 too.", None),
    ],
)
def test_option_texts_listed_after_a_copula(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


def test_only_for_a_multiple_response_question():
    assert letters_read("代表人物是马斯洛和罗杰斯。", OPTS, "single") is None
