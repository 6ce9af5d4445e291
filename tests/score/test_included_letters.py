"""Letters closing a Chinese sentence after "包括"/"有"/"对应", the sentence restating the stem."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "中位数", "B": "几何平均数", "C": "算术平均数", "D": "众数", "E": "方差"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("描述集中趋势的统计量包括 A、B、C、D。", "ABCD"),
        ("描述集中趋势的统计量有 A、B、C、D 四个。", "ABCD"),
        ("描述集中趋势的有中位数、算术平均数和众数，对应A、C、D。", "ACD"),
        ("描述集中趋势的有 A 和 D（中位数、众数）。", "AD"),
        ("描述集中趋势的统计量包括 A、B、C、D，但 E 显然不是。", "ABCD"),
        # a count or bracketed texts that do not match, a doubting or negated head, a letter in the head,
        # another letter named after, a cut-off, a negated clause before "对应": no answer
        ("描述集中趋势的统计量有 A、B、C 四个。", None),
        ("描述集中趋势的有 A 和 D（中位数）。", None),
        ("描述集中趋势的统计量可能包括 A、B、C。", None),
        ("描述集中趋势的统计量不包括 A、B。", None),
        ("E包括 A、B、C。", None),
        ("描述集中趋势的统计量包括 A、B、C。D 不好说。", None),
        ("描述集中趋势的统计量包括 A、B、C", None),
        ("方差不描述集中趋势，对应E。", None),
    ],
)
def test_letters_closing_a_sentence_after_an_including_verb(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


def test_only_for_a_multiple_response_question():
    assert letters_read("描述集中趋势的统计量有 D。", OPTS, "single") is None
