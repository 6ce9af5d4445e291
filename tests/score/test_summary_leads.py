"""A summary label before letters closing its line, option texts with their letters in brackets, and an answer named after a negated subject
(the options asked for in a negatively put question); each with near misses that must stay unread."""

from __future__ import annotations

import pytest

from psyexam.score.letters import normalise
from psyexam.score.reading import Context
from psyexam.score.summaries import concluded_letter_hits
from tests.score.reading import letters_read

SINGLE = {"A": "感觉记忆", "B": "短时记忆", "C": "长时记忆", "D": "内隐记忆", "E": ""}
MULTI = {"A": "四分相关", "B": "列联表相关", "C": "系数", "D": "二列相关", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("分析……\n\n最终：ABD", "ABD"),
        ("综上：A、B、D", "ABD"),
        ("Final: A, D", "AD"),
        ("- Final: B\n- Reason: rehearsal", "B"),
        ("最终：A还是B？", None),
        ("最后：B或C", None),
        ("最终：A、B（D不确定）", None),
    ],
)
def test_a_summary_label_before_letters_closing_its_line(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("所以不正确的说法是“短时记忆”，即选项B。", "B"),
        ("错误的说法是“短时记忆”，即B。", "B"),
        ("The incorrect statement is the second one, i.e. option B.", "B"),
        ("所以错误的是“短时记忆”，不是选项B。", None),
        ("不正确的说法可能是“短时记忆”，即选项B。", None),
        # "……的<noun>之一是": a negated subject still
        ("不属于记忆系统的成分之一是“短时记忆”，即选项B。", "B"),
        ("“短时记忆”不是记忆系统的成分之一，即选项B。", None),
    ],
)
def test_an_answer_named_after_a_negated_subject(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("正确答案：四分相关、列联表相关和二列相关（ABD）", "ABD"),
        ("正确答案：四分相关、列联表相关和二列相关（ABC）", None),
        ("答案：四分相关（A或B）", None),
        ("The answer is 四分相关 (A or B).", None),
    ],
)
def test_option_texts_with_their_letters_in_brackets(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("So all four options are correct: A B C D", "ABCD"),
        ("四个选项都正确：A、B、C、D", "ABCD"),
        ("These options are correct: A, C", "AC"),
        ("All four options are correct: A B C D?", None),
        ("These options are correct: A, C\n\nB and D are also true.", None),
    ],
)
def test_options_called_right_before_letters_closing_the_line(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("因此，不属于短时记忆特点的是 D。", "D"),
        ("So the one that is not a feature of short-term memory is D.", "D"),
        ("所以不属于短时记忆特点的可能是D。", None),
        ("所以不属于的是D，也可能是B。", None),
        # a noun and its negated participle; a negated subject naming the statements
        ("So the memory store not limited in capacity is D.", "D"),
        ("So the memory store not limited in capacity is probably D.", None),
        ("So the answer is not based on A, it is D.", None),
        ("So the store that isn't limited in capacity is D.", "D"),
        ("So the memory store not limited in capacity would be D.", "D"),
        ("So the store that isn't limited in capacity is probably D.", None),
        ("错误的表述是D。", "D"),
        ("课本上的表述是D。", None),
    ],
)
def test_a_conclusion_naming_the_answer_to_a_negative_question(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_a_conclusion_word_before_one_letter_and_its_gloss():
    def letters(text: str) -> list[tuple[str, ...]]:
        return [h.letters for h in concluded_letter_hits(Context(normalise(text), SINGLE, False))]

    assert letters("Rehearsal keeps it. Hence B: short-term memory.") == [("B",)]
    assert letters("所以B：短时记忆容量有限。") == [("B",)]
    assert letters("So A: a sensory store. B: short-term memory.") == []
    assert letters("Hence A: this. Therefore B: that.") == []
    assert letters("So A: incorrect, both have it.") == [] and letters("所以A：错误。") == [] and letters("Thus A: maybe.") == []
    assert letters_read("Hence B: short-term, though C could also be argued.", SINGLE, "single") is None


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("分析……\n\nSo: A, B. 不选 C、D。", "multi", "AB"),
        ("分析……\n\n所以：A、B。C、D无关。", "multi", "AB"),
        ("分析……\n\nTherefore: C", "single", "C"),
        ("分析……\n\nSo: A or C.", "single", None),  # two candidates
        ("分析……\n\n所以：A项描述的是感觉记忆，B项……", "single", None),  # an option described
        ("分析……\n\nSo: A is sensory memory.", "single", None),
    ],
)
def test_conclusion_colon_before_letters(text: str, qtype: str, expected: str | None) -> None:
    options = MULTI if qtype == "multi" else SINGLE
    assert letters_read(text, options, qtype) == expected
    hits = concluded_letter_hits(Context(normalise(text), {k: v for k, v in options.items() if v}, qtype == "multi"))
    assert bool(hits) == (expected is not None)


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("分析……\n\nSo the measures that fit are: **A** and **D**.", "multi", "AD"),
        ("分析……\n\n因此四种相关都适用：ABCD", "multi", "ABCD"),
        ("分析……\n\n因此这两种相关都适用：A、D", "multi", "AD"),
        ("分析……\n\n因此这三种相关都适用：A、D", "multi", None),  # the count does not match
        ("分析……\n\nSo all of them: A B D", "multi", None),  # "all" names fewer than all
        ("分析……\n\nSo the wrong ones are: A and D.", "multi", None),
        ("分析……\n\nSo the remaining candidates are: A and D.", "multi", None),
        ("分析……\n\nSo it is either: A or D.", "multi", None),
        ("分析……\n\n所以可能适用：A、D", "multi", None),
        ("分析……\n\nSo for option B: A and D.", "multi", None),  # a letter in the clause
        ("分析……\n\nThus, looking at each: A and D", "multi", None),  # a step of the analysis
        ("分析……\n\nSo the ones people usually confuse are: A and D.", "multi", None),
        ("分析……\n\n因此要注意区分的是：A和D", "multi", None),
        ("分析……\n\nSo the store that holds it is: B.", "single", "B"),
    ],
)
def test_conclusion_clause_colon_before_letters(text: str, qtype: str, expected: str | None) -> None:
    options = MULTI if qtype == "multi" else SINGLE
    assert letters_read(text, options, qtype) == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("三者都是真实验设计，故ABC。", "ABC"),
        ("分析完毕。因此，A、C", "AC"),
        ("所以A是错误的。", None),
        ("故ABC？", None),
        ("所以ABC吧，D我拿不准。", None),
    ],
)
def test_a_chinese_conclusion_word_then_only_letters_closing_the_line(reply, expected):
    assert letters_read(reply, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "multi") == expected


NEEDS = {"A": "安全需要", "B": "生理需要", "C": "尊重需要", "D": "自我实现需要", "E": ""}


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("Physiological needs sit at the base. Hence: **B — 生理需要**.", "B"),
        ("最底层是维持生存的需要。所以：B —— 生理需要。", "B"),
        ("Therefore: B - 生理需要", "B"),
        # near misses: another option's text, another letter, a question, a reply going on
        ("Physiological needs sit at the base. Hence: **B — 安全需要**.", None),
        ("Hence: B — or maybe C.", None),
        ("Hence: B?", None),
        ("Hence: **B — 生理需要**?", None),
        ("Hence: B — 生理需要. But C could also be right.", None),
    ],
)
def test_a_conclusion_colon_then_a_letter_and_its_own_text_closing_the_reply(reply, expected):
    assert letters_read(reply, NEEDS, "single") == expected


_NEUROSES = {"A": "焦虑神经症", "B": "抑郁神经症", "C": "恐惧神经症", "D": "强迫神经症", "E": ""}
_ASKS = "对该求助者的初步诊断可能是()"


@pytest.mark.parametrize(
    ("reply", "stem", "expected"),
    [
        ("排除A、B、C。\n\n初步诊断为 **D. 强迫神经症**。", _ASKS, "D"),
        ("……，可以初步诊断为 D. 强迫神经症，建议进一步评估。", _ASKS, "D"),
        ("综上，诊断为 D. 强迫神经症。", "", "D"),
        ("初步诊断为 D. 强迫神经症。", "", None),  # no stem asking for it: "初步" is a first thought
        ("初步诊断为 D. 焦虑神经症。", _ASKS, None),  # D with A's text
        ("初步诊断为 **D. 强迫神经症**，但也不能排除 A. 焦虑神经症。", _ASKS, None),
        ("如果诊断为 C. 恐惧神经症，则应有回避。", _ASKS, None),
    ],
)
def test_a_diagnosis_verdict_with_its_option_text_answers(reply, stem, expected):
    assert letters_read(reply, _NEUROSES, "single", stem) == expected
