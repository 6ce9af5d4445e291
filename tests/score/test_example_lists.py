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


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("全选。这四个都是集中量数，只是适用的数据类型有所不同。", "ABCD"),
        ("全选。不过众数不太稳定。", None),
    ],
)
def test_all_chosen_where_option_texts_hold_a_plain_jun(text, expected):
    opts = {"A": "平均数", "B": "中位数", "C": "众数", "D": "几何平均数"}
    assert letters_read(text, opts, "multi") == expected


def test_an_apposition_may_close_its_clause_with_a_semicolon():
    opts = {"A": "斯金纳", "B": "华生", "C": "托尔曼", "D": "班杜拉"}
    assert letters_read("提出认知地图的是托尔曼，也就是选项C；斯金纳研究操作条件反射。", opts, "single") == "C"
    assert letters_read("提出认知地图的是托尔曼，也就是选项C；不过班杜拉也说得通。", opts, "single") is None
