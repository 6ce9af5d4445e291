"""A paragraph of only letters inside the reply: an answer later answers must agree with."""

from __future__ import annotations

import pytest

from psyexam.score.paragraphs import lone_letter_hits
from psyexam.score.reading import Context
from tests.score.reading import letters_read

OPTS = {"A": "认知测验", "B": "人格测验", "C": "兴趣测验", "D": "成就测验"}


def _letters(text: str) -> list[tuple[str, ...]]:
    return [h.letters for h in lone_letter_hits(Context(text, OPTS, False))]


def test_a_lone_letter_paragraph_inside_the_reply():
    assert _letters("分析。\n\nD\n\n所以答案是A。") == [("D",)]
    assert _letters("分析。\n\nD. 成就测验\n\n所以答案是A。") == [("D",)]


def test_no_lone_letter_at_the_edges_under_headings_or_in_prose():
    assert _letters("D\n\n所以答案是A。") == []
    assert _letters("分析。\n\nA\n\n正确。\n\nB\n\n错误。\n\n答案：A") == []
    assert _letters("分析。\nD\n所以答案是A。") == []
    assert _letters("分析。\n\nD项是成就测验。\n\n所以答案是A。") == []


def test_a_fenced_letter_that_disagrees_with_the_closing_answer_leaves_the_reply_unread():
    assert letters_read("智力测验考察的是认知能力。\n\n```\nD\n```\n\n综上所述，答案是 A。", OPTS, "single") is None
    assert letters_read("智力测验考察的是认知能力。\n\n```\nA\n```\n\n综上所述，答案是 A。", OPTS, "single") == "A"


GESELL = {"A": "贝利", "B": "皮亚杰", "C": "葛塞尔", "D": "比内"}


def test_a_one_line_reply_of_a_bracketed_letter_and_words_opening_with_its_text():
    assert letters_read("[C] 葛塞尔发展程序表", GESELL, "single") == "C"
    assert letters_read("[B] 葛塞尔发展程序表", GESELL, "single") is None
    assert letters_read("[C] 葛塞尔发展程序表不对", GESELL, "single") is None
    assert letters_read("[C] 葛塞尔还是皮亚杰", GESELL, "single") is None


def test_weak_readings_stand_down_when_the_writer_asks_or_is_unsure():
    assert letters_read("C. 葛塞尔？", GESELL, "single") is None
    assert letters_read("我不确定是葛塞尔还是皮亚杰。", GESELL, "single") is None
    assert letters_read("应该是葛塞尔或是皮亚杰。", GESELL, "single") is None
    assert letters_read("这个量表的编制者是葛塞尔。", GESELL, "single") == "C"
    assert letters_read("B项正确。还有其他问题吗？", GESELL, "single") == "B"


def test_a_lone_letter_paragraph_only_checks_a_later_answer():
    assert _letters("分析。\n\nD\n\n所以答案是A。") == [("D",)]
    assert lone_letter_hits(Context("答案可能是A。\n\nB\n\n解析：容量有限。", OPTS, False), before=0) == []
    assert letters_read("答案可能是A。\n\nB\n\n解析：容量有限。", OPTS, "single") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("职业选拔常用的测验：A、B、D。", "ABD"),
        ("职业选拔常用的测验：A、B、D\n\n补充：常与面试结合。", "ABD"),  # a note naming no letter
        ("职业选拔常用的测验：A、B或D", None),  # an alternative
        ("分析：A、B\n\n再看D。", None),  # an analysis heading, another letter later
        ("职业选拔常用的测验：A、B\n\n不过可能还有D。", None),  # a doubt
        ("职业选拔不用的测验：C", None),  # negated: which set answers depends on the stem
        ("职业选拔常用的三种测验：A、B、D。", "ABD"),
        ("职业选拔常用的两种测验：A、B、D。", None),  # the count disagrees
    ],
)
def test_a_subject_line_with_a_colon_and_letters(text, expected):
    assert letters_read(text, OPTS, "multi") == expected
