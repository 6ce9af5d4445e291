"""Option texts among others in a multiple-response reply: a list closed by examples, and one option's text
ending a sentence that names others."""

from __future__ import annotations

import pytest

from psyexam.score.example_lists import names_others_beside
from tests.score.reading import letters_read

OPTS = {"A": "遗传因素", "B": "体质因素", "C": "性别因素", "D": "年龄因素", "E": "器质性因素"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("生物学因素主要有遗传因素、体质因素和器质性因素，比如脑外伤属于器质性因素。", "ABE"),
        ("生物学因素主要有遗传因素、体质因素和器质性因素，比如年龄因素。", None),
        ("生物学因素不是遗传因素、体质因素和器质性因素，比如脑外伤。", None),
        ("生物学因素可能有遗传因素、体质因素和器质性因素，比如脑外伤。", None),
        ("脑外伤不是遗传因素，属于器质性因素。", None),
    ],
)
def test_a_list_closed_by_examples(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


def test_one_text_ending_a_sentence_alone_still_reads():
    assert letters_read("脑外伤属于器质性因素。", OPTS, "multi") == "E"


def test_other_texts_in_the_sentence_are_found():
    assert names_others_beside("有遗传因素和器质性因素。", {"E"}, OPTS)
    assert not names_others_beside("有器质性因素。遗传因素另说。", {"E"}, OPTS)
