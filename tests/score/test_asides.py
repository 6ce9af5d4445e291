"""What a reply writes around its answer that carries none of it."""

from __future__ import annotations

import pytest

from psyexam.score.asides import without_asides
from tests.score.reading import letters_read

SINGLE = {"A": "结果期待", "B": "掌握目标", "C": "能力归因", "D": "效果期待", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Thought for 9 seconds\n\n**D**\n\nSelf-efficacy is the efficacy expectation.", "D"),
        ("已深度思考（用时 9 秒）\n\nD\n\n即效果期待。", "D"),
        ("效果期待。\n\nD\n\nHope this helps! Let me know if you have other questions. 😊", "D"),
        ("答案：{D}", "D"),
        ("\\boxed{D}", "D"),
        ("Thought for 9 seconds\n\nD, or maybe A.", None),
        ("答案是 {A} 还是 {D}？", None),
        ("D\n\nHope this helps! Though honestly, it might well be A.", None),
    ],
)
def test_asides_around_the_answer(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_a_courtesy_naming_a_letter_stays():
    assert without_asides("D\n\nGood luck! A is a trap.") == "D\n\nGood luck! A is a trap."
    assert without_asides("D\n\nGood luck! 😊") == "D"
    assert without_asides("Hope this helps!") == "Hope this helps!"  # nothing before it


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("D — efficacy expectation.\n\nWhy not A? That is the outcome expectation.", "D"),
        ("答案：D\n\n为什么不选A？因为A是结果期待。", "D"),
        ("Answer: D\n\nWhy is D included? Because self-efficacy is an efficacy expectation.", "D"),
        ("D — efficacy expectation.\n\nWhy not A?", None),  # asked and left unanswered at the end
        ("答案：D\n\n为什么不选A？A其实也对。", None),  # the answer to the question credits the other option
        ("D — efficacy expectation.\n\nWhy not A? Hmm, maybe A after all.", None),
    ],
)
def test_why_questions_answered_after_them_offer_no_option(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_a_why_question_is_dropped_only_when_answered():
    assert without_asides("答案：D\n\n为什么不选A？因为……") == "答案：D\n\n因为……"
    assert without_asides("答案：D\n\n为什么不选A？") == "答案：D\n\n为什么不选A？"


def test_a_bracketed_remark_on_a_misprint_answers_nothing():
    opts = {"A": "迁移", "B": "同化", "C": "顺应", "D": "平衡化"}
    assert letters_read("答案：C\n\n（选项D写作“平衡”，应为“平衡化”。）", opts, "single") == "C"
    assert letters_read("答案：C\n\n（选项D写作“平衡”，应为“平衡化”，D也可能对。）", opts, "single") is None
    assert without_asides("C(应为“平衡化”)") == "C(应为“平衡化”)"  # no misprint named: an answer's correction


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("选 D。\n\n⚠️ 常见错误是选 A——结果期待是对行为后果的估计。", "D"),
        ("D。效果期待是对自己能否做到的估计；A 是对结果的估计，别选反了。", "D"),
        ("答案是D。\n\n注意别和 A 结果期待混淆：……", "D"),
        ("The answer is D.\n\nA common mistake is to pick A, the outcome expectation.", "D"),
        # near misses: the warning credits, supposes, chooses another, or warns against the answer itself
        ("选 D。\n\n常见错误是选 A，不过 A 其实也说得通。", None),
        ("答案是D。如果问的是结果期待，就不要选 D，要选 A。", None),
        ("答案是D。不要选B，要选A。", None),
        ("答案是D。常见错误是选D。", None),
    ],
)
def test_a_warning_against_a_tempting_option_is_an_aside(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_only_a_warning_after_the_first_sentence_is_dropped():
    assert without_asides("别选 A。").strip() == "别选 A。"
    assert without_asides("选 D。别选 A。").strip() == "选 D。"


GESTALT = {"A": "加涅", "B": "布鲁纳", "C": "苛勒", "D": "奥苏伯尔", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("C 苛勒。不要与布鲁纳（发现学习）混淆。", "C"),
        ("答案是C，苛勒。注意与奥苏伯尔相区分：奥苏伯尔提出的是有意义接受学习。", "C"),
        ("C 苛勒。易与加涅混淆，但加涅是信息加工学习理论的代表。", "C"),
        ("C. 苛勒\n\nDon't confuse it with 布鲁纳: discovery learning is another theory.", "C"),
        # near misses: the warning hedges towards the warned option, is a question, credits both, or the option is asserted
        ("C 苛勒。不要与奥苏伯尔混淆——不过也可能是奥苏伯尔。", None),
        ("苛勒还是奥苏伯尔？不要与奥苏伯尔混淆。", None),
        ("C 苛勒。注意与布鲁纳相区分？其实两人都研究过顿悟。", None),
        ("C 苛勒。不要与奥苏伯尔混淆。奥苏伯尔才是完形—顿悟说的创立者。", None),
    ],
)
def test_a_warning_naming_another_option_by_its_text_is_an_aside(text, expected):
    assert letters_read(text, GESTALT, "single") == expected


def test_a_warning_against_being_misled_into_a_letter_is_an_aside():
    opts = {"A": "理解性", "B": "选择性", "C": "恒常性", "D": "整体性"}
    assert letters_read("答案：ACD\n\n> 注意：本题容易受生活经验误导而多选B。", opts, "multi") == "ACD"
    assert letters_read("答案：ACD\n\n注意：本题容易受生活经验误导而漏选B。", opts, "multi") is None  # B left out wrongly
    assert letters_read("答案：ACD\n\n注意：容易受误导而多选B，但B其实也可以选。", opts, "multi") is None


CREATIVE = {"A": "发散思维", "B": "形象思维", "C": "逻辑思维", "D": "抽象思维"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("发散思维，A。\n\nNote: D (抽象思维) is central to formal reasoning, not to creativity.", "A"),
        ("发散思维，A。\n\n注：C（逻辑思维）是聚合思维的基础，而非创造性思维的核心。", "A"),
        # near misses: the note credits or doubts the other option, sets the answer itself apart, or there is no answer
        ("发散思维，A。\n\nNote: D (抽象思维) is not wrong either; it also matters for creativity.", None),
        ("发散思维，A。\n\nNote: D (抽象思维) is not only for formal reasoning — it may be the core too.", None),
        ("发散思维，A。\n\nNote: A is characteristic of convergent tasks, not of creativity.", None),
        ("Note: D (抽象思维) is central to formal reasoning, not to creativity.", None),
        ("可能是发散思维，A。\n\nNote: D is central to formal reasoning, not to creativity.", None),
        ("B 形象思维\n\nNote: 发散思维 also matters, as well as imagery.", None),
    ],
)
def test_a_closing_note_setting_another_option_apart_is_an_aside(text, expected):
    assert letters_read(text, CREATIVE, "single") == expected


def test_a_note_is_dropped_only_when_its_option_is_named_nowhere_else():
    assert without_asides("A。\n\nNote: D is formal, not creative.", CREATIVE) == "A。"
    assert without_asides("A，不是D。\n\nNote: D is formal, not creative.", CREATIVE).endswith("not creative.")
