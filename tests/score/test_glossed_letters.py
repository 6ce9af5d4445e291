"""A letter glossed right after it with another option's text: the reply contradicts itself."""

from __future__ import annotations

import pytest

from psyexam.score.glossed_letters import other_gloss
from tests.score.reading import letters_read

OPTS = {"A": "首因效应", "B": "近因效应", "C": "光环效应", "D": "刻板印象"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("C(近因效应)", True),  # the reply is normalised (NFKC) before it is read
        ("C“光环效应”", False),
        ("C,即“近因效应”。", True),
        ("C,即光环效应。", False),
        ("C, i.e. 刻板印象.", True),
        ("C, namely \"光环效应\".", False),
        ("C,也就是近因效应,其余不符。", True),
        ("C,即近因效应的反面。", False),  # more than an option's text: not a gloss
        ("C,这与近因效应不同。", False),  # no apposition word
    ],
)
def test_a_gloss_or_apposition_naming_another_option(text, expected):
    assert other_gloss(text, 1, "C", OPTS) is expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("正确选项是 C，即“近因效应”。", None),
        ("正确选项是 C，即“光环效应”。", "C"),
        ("The correct answer is C, i.e. \"刻板印象\".", None),
        ("The correct answer is C, i.e. \"光环效应\".", "C"),
        ("答案选C，也就是首因效应。", None),
        ("答案选C，也就是光环效应。", "C"),
    ],
)
def test_an_answer_whose_apposition_names_another_option_is_unread(reply, expected):
    assert letters_read(reply, OPTS, "single") == expected


DASHED = {"A": "比一西量表", "B": "斯一比量表", "C": "韦氏量表", "D": "瑞文推理测验"}


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        # an option's text written with another dash (or 一 for one), spaced or not, is still that option's text
        ("答案是C，斯-比量表。", None),
        ("答案是C（斯—比量表）。", None),
        ("The answer is C, 斯 - 比量表.", None),
        ("答案是B，斯-比量表。", "B"),
        ("答案：A（比–西量表）", "A"),
        ("答案是B，斯坦福-比奈量表。", "B"),  # another name, not B's text written otherwise
    ],
)
def test_a_letter_stated_with_an_option_text_written_with_another_dash(reply, letters):
    assert letters_read(reply, DASHED, "single") == letters


QUALIFY = {"A": "持续的精神痛苦", "B": "有主动求治愿望", "C": "产生了幻觉妄想", "D": "无主动求治愿望"}


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        # letters glossed in order in one bracket: a letter given another option's text is not firmly chosen
        ("答案：A、B（持续的精神痛苦、无主动求治愿望）\n\n求助者长期处于痛苦之中。", None),
        ("故选AB（持续的精神痛苦、无主动求治愿望）。", None),
        ("答案：B、A（持续的精神痛苦、有主动求治愿望）", "AB"),  # the chosen options' own texts in another order: a set
        ("答案：B、A（持续的精神痛苦、无主动求治愿望）", None),  # D's text for one of them
        ("The answer is A and B (持续的精神痛苦, 无主动求治愿望).", None),
        ("答案：A、D（持续的精神痛苦、无主动求治愿望）", "AD"),
        ("正确答案为A、B（持续的精神痛苦，有主动求治愿望）。", "AB"),
        ("答案：A、D（持续的精神痛苦）", "AD"),  # fewer texts than letters: the pairing is unknown, nothing clashes
    ],
)
def test_letters_glossed_in_order_in_one_bracket(reply, letters):
    assert letters_read(reply, QUALIFY, "multi") == letters


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        # the answer's own option text after its letter is the answer, not a hedge of it
        ("**答案：D**（以上信息不足，无法判断）\n\n题目只给出了α，因此无法计算β。", "D"),
        ("答案是D. 以上信息不足，无法判断。", "D"),
        ("The answer is D (以上信息不足，无法判断).", "D"),
        ("答案：D（以上信息不足，无法判断），不过我也不太确定。", None),  # a doubt of the writer's own
        ("答案可能是D（以上信息不足，无法判断）。", None),
        ("答案：C（以上信息不足，无法判断）", None),  # C given D's text
        ("答案：D\n\n不过说实话，这道题我无法判断。", None),  # the writer's own words, not D's text
    ],
)
def test_an_answers_own_text_is_no_hedge(reply, letters):
    assert letters_read(reply, UNKNOWN, "single") == letters


UNKNOWN = {"A": "0.05", "B": "0.025", "C": "0.95", "D": "以上信息不足，无法判断"}


COUNSEL = {
    "A": "心理咨询师应给求助者留一个好的第一印象",
    "B": "心理咨询师应让求助者了解心理咨询的上作性质及局限性",
    "C": "心理咨询师应了解求助者对心理咨询的依从性和受暗示性",
    "D": "求助者应给心理咨询师留一个好的第一印象",
}


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        # another option's text, a typo or a short addition apart, stated as the letter's: the reply contradicts itself
        ("答案是C：心理咨询师应让求助者了解心理咨询的工作性质及局限性。", None),
        ("The answer is C - 咨询师应让求助者了解心理咨询的上作性质及局限性", None),
        ("答案：A（心理咨询师应让求助者了解心理咨询的工作性质及局限性）", None),
        # the letter's own text, reworded a little, or a text sharing words with two options: read
        ("答案是B：心理咨询师应让求助者了解心理咨询的工作性质及局限性。", "B"),
        ("答案是C：心理咨询师要了解求助者对心理咨询的依从性和受暗示性。", "C"),
        ("答案是C：心理咨询师应了解求助者。", "C"),
        # A and D differ by the order of two words: neither is read as the other's
        ("答案是D：求助者应给心理咨询师留个好的第一印象。", "D"),
    ],
)
def test_a_letter_stated_with_another_options_text_slightly_changed(reply, letters):
    assert letters_read(reply, COUNSEL, "single") == letters
