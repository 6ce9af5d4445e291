"""An answer left to the reader's textbook, two options each allowed, a wrong statement also found in another option."""

from __future__ import annotations

import pytest

from psyexam.score.deferred import deferred
from psyexam.score.extract import extract_choice

OPTS = {"A": "激情", "B": "应激", "C": "心境", "D": "焦虑"}
STEM = "正常行驶的汽车遇到意外时司机紧急刹车，这是属于( )的情绪状态。"
NOT_OPTS = {"A": "公众态度是由认知、情感和行为三部分内容组成", "B": "态度结构中的三个成分互相依赖、协调一致",
            "C": "赞成或不赞成的情感成分是态度的关键", "D": "态度一直与实际行为发生联系"}
NOT_STEM = "下列关于公众态度结构的说法不正确的是(      )"


@pytest.mark.parametrize("text", [
    "建议对照一下教材原文再确定。", "请核对教材后再作答。", "要看你们用的是哪一版教材。",
    "It depends on which textbook you use.", "Please check your textbook before you answer.",
])
def test_the_answer_is_left_to_the_source(text):
    assert deferred(text)


@pytest.mark.parametrize("text", [
    "建议记住这三个阶段。", "建议对照教材把这几个概念区分清楚。", "注：不同教材说法可能不同，请以你所用教材为准。",
    "关键要看儿童能否进行命题推理。", "Tip: check your textbook's definitions to remember the difference.",
])
def test_study_advice_and_notes_leave_it(text):
    assert not deferred(text)


@pytest.mark.parametrize("reply", [
    "答案：B\n\n紧急刹车时的情绪状态，既可以看作A激情，也可以看作B应激，建议对照教材原文再确定。",
    "Answer: B. Please check your textbook before you answer, since the two terms are defined differently.",
    "所以既可以对应A“激情”，也可以对应B“应激”，要看你们用的是哪一版教材。",
])
def test_a_deferred_or_two_sided_answer_is_no_answer(reply):
    assert extract_choice(reply, OPTS, "single", STEM).letters is None


@pytest.mark.parametrize("reply", [
    "答案：B\n\n紧急情况下出现的高度紧张的情绪状态是应激。建议记住：激情是强烈而短暂的爆发。",
    "答案：B。建议对照教材把激情和应激这两个概念区分清楚。",
    "答案是B，应激。A也有问题：激情并不是由意外的紧急情况引起的。",
])
def test_a_firm_answer_with_advice_stands(reply):
    assert extract_choice(reply, OPTS, "single", STEM).letters == {"B"}


def test_a_wrong_statement_also_found_in_another_option_is_two_candidates():
    reply = "这道题的错误说法应该是D，态度并不总是与实际行为发生联系。不过B也有问题，三个成分并不总是协调一致的。"
    assert extract_choice(reply, NOT_OPTS, "single", NOT_STEM).letters is None
    assert extract_choice("B也有一定道理，但答案是D：态度并不总是与实际行为发生联系。", NOT_OPTS, "single", NOT_STEM).letters == {"D"}
