"""Letters closing a sentence after 对应, a conclusion's 最…的是, or the option left after an elimination."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTIONS = {"A": "间接性", "B": "目的性", "C": "概括性", "D": "形象性"}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("思维的两个基本特征是间接性和概括性，对应A和C。", "multi", "AC"),
        ("本质特征是概括性，正好对应C。", "single", "C"),
        ("所以对这一现象解释力最强的是C。", "single", "C"),
        ("排除A、B、D。剩下的概括性最本质，就是C。", "single", "C"),
        # near misses
        ("间接性对应A，概括性对应C。", "multi", None),
        ("如果只看形象性，对应D。", "single", None),
        ("形象性不是基本特征，对应D。", "single", None),
        ("因此最容易误选的是B。", "single", None),
        ("本质特征是概括性，对应C吗？", "single", None),
    ],
)
def test_letters_closing_a_sentence(text, qtype, expected):
    assert letters_read(text, OPTIONS, qtype) == expected
