"""Sentences whose subject restates what the question asks, then the letters closing them."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

POWER = {"A": "样本容量", "B": "显著性水平", "C": "效应量", "D": "检验的方向", "E": "总体均值"}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("影响统计检验力的因素有 A、B、C、D。", "multi", "ABCD"),
        ("<think>\n总体均值本身不是……\n</think>\n\n影响统计检验力的因素有 A、B、C、D。", "multi", "ABCD"),
        ("影响统计检验力的主要因素包括A、B、C、D。\n\n样本越大、效应越大，检验力越高。", "multi", "ABCD"),
        ("影响统计检验力最大的因素是 C。", "single", "C"),
        # near misses: a doubt, a question, another letter after, a negation, several letters for one choice
        ("影响统计检验力的因素可能有 A、B、C、D。", "multi", None),
        ("影响统计检验力的因素有哪些？A、B、C、D。", "multi", None),
        ("影响统计检验力的因素有 A、B、C、D，其中 E 也有一定作用。", "multi", None),
        ("影响统计检验力的因素有 A、B、C、D。E 则与检验力无关。", "multi", None),
        ("影响统计检验力的因素不包括 E。", "multi", None),
        ("影响统计检验力的因素有 A、B。", "single", None),
        ("影响统计检验力的因素有 A、B、C、D 和 E 中的一部分。", "multi", None),
        ("影响统计检验力的因素有 A、B、C", "multi", None),  # unclosed at the reply's end: maybe cut off
    ],
)
def test_a_restated_subject_then_letters_closing_the_sentence(text, qtype, expected):
    assert letters_read(text, POWER, qtype) == expected


STAGES = {"A": "感知运动阶段", "B": "前运算阶段", "C": "具体运算阶段", "D": "形式运算阶段", "E": ""}


@pytest.mark.parametrize(
    ("text", "stem", "expected"),
    [
        ("Propositional thinking marks formal operations.\n\nSo the stage described is **D**.", "", "D"),
        ("Therefore, the stage in question is D.", "这在皮亚杰儿童智力发展阶段中属于( )", "D"),
        # near misses: a hedge, two candidates, a question, a doubt after, a supposition, a stem asking for what is not
        ("So the stage described is probably D.", "", None),
        ("So the stage described is C or D.", "", None),
        ("So the stage described is D?", "", None),
        ("So the stage described is D. Hmm, or maybe C.", "", None),
        ("If so, the stage described is D.", "", None),
        ("So the concrete stage is C.", "下列不属于形式运算阶段特点的是( )", None),
    ],
)
def test_a_conclusion_word_then_the_subject_is_one_letter(text, stem, expected):
    assert letters_read(text, STAGES, "single", stem) == expected
