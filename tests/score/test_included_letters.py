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


CAUSES = {"A": "抵抗咨询师", "B": "失调的行为能满足心理需求", "C": "旧行为的改变", "D": "失调的行为掩盖深层次矛盾", "E": ""}
POSSIBLE = "在本案例咨询中曾出现严重的阻抗，可能的原因是( )。"
EXPLAINED = "本案例中出现阻抗，可能的原因有：B、C、D。\n\n- **B 失调的行为能满足心理需求**：带来继发性获益。\n- **C 旧行为的改变**：引起不适。\n\n"


@pytest.mark.parametrize(
    ("text", "stem", "expected"),
    [
        # the stem's own "可能的原因" restated; bullets explaining the letters; another letter denied
        (EXPLAINED + "A本身是阻抗的表现形式，不是产生阻抗的原因。", POSSIBLE, "BCD"),
        (EXPLAINED + "A和E都不是。", POSSIBLE, "BCD"),
        ("产生阻抗的可能原因有：B、C、D。\n\n- C：旧习惯难改。", POSSIBLE, "BCD"),
        # near misses: 可能 not the stem's; another granted or offered; a listed letter denied; a question
        (EXPLAINED + "A本身是阻抗的表现形式。", "在本案例咨询中曾出现严重的阻抗，原因是( )。", None),
        (EXPLAINED + "A也是原因之一。", POSSIBLE, None),
        (EXPLAINED + "A不是原因，D也不是。", POSSIBLE, None),  # a listed letter denied
        ("本案例中出现阻抗，可能的原因有：B、C、D。\n\n- D：其实不是原因。", POSSIBLE, None),
        (EXPLAINED + "也可能是A。", POSSIBLE, None),
        ("本案例中出现阻抗，可能有：B、C、D。\n\n- C：旧习惯难改。", POSSIBLE, None),  # 可能 before a verb
    ],
)
def test_letters_explained_after_their_sentence(text, stem, expected):
    assert letters_read(text, CAUSES, "multi", stem) == expected
