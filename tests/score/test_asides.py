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
