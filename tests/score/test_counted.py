"""Letters announced with their number, and leaked chat-template tokens."""

from __future__ import annotations

import pytest

from psyexam.score.counted import without_every_letter
from tests.score.reading import letters_read

MULTI = {"A": "Respect", "B": "Warmth", "C": "Genuineness", "D": "Positive regard", "E": "Empathy"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Correct options: both B and D.", "BD"),
        ("Thus, all three: A, B, E", "ABE"),
        ("Answer: both B, D and E.", None),  # "both" and three letters
        ("So both B and D are distractors; the answer is A, C, E.", "ACE"),
        ("Answer: all four — A, B, C or D.", None),
    ],
)
def test_letters_announced_with_their_number(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


def test_a_bracket_naming_every_letter_is_dropped():
    assert without_every_letter("All are correct (A–E).", MULTI) == "All are correct"
    assert without_every_letter("All are correct (A–D).", MULTI) == "All are correct (A–D)."
    assert without_every_letter("All are correct (A or E).", MULTI) == "All are correct (A or E)."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("<|assistant|>\nAnswer: B, D<|end|>", "BD"),
        ("<|im_start|>assistant\nB and D<|im_end|>", "BD"),
        ("<｜Assistant｜>B, D<｜end▁of▁sentence｜>", "BD"),
    ],
)
def test_leaked_chat_template_tokens(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("The answer includes all options: A, B, C, D, E — all five are core conditions.", "multi", "ABCDE"),
        ("答案包括全部选项：A、B、C、D、E——五项都是核心条件。", "multi", "ABCDE"),
        ("The answer is all of them: A, B, C, D, E.", "multi", "ABCDE"),
        ("The answer includes all options: A, B, C — all three are core.", "multi", None),  # not every option
        ("The answer is all of them: A, B, C, D, E.", "single", None),
        ("The answer includes all options: A, B, C, D or E — whichever applies.", "multi", None),
        ("So all of them: **A B C D E**", "multi", "ABCDE"),
        ("Answer: all of the options — A, B, C, D, E.", "multi", "ABCDE"),
        ("So all of them: A B C D", "multi", None),  # not every option
        ("So all of them: A B C D E?", "multi", None),
    ],
)
def test_an_answer_said_to_be_all_options_then_every_letter(text, qtype, expected):
    assert letters_read(text, MULTI, qtype) == expected


@pytest.mark.parametrize("reply", ["答案包括A，阿希实验研究的就是从众。", "The answer includes B.", "正确答案包含C。"])
def test_a_multiple_response_answer_said_to_include_one_letter_is_no_set(reply):
    assert letters_read(reply, {"A": "从众", "B": "服从", "C": "顺从", "D": "模仿"}, "multi") is None


def test_an_answer_said_to_include_several_letters_reads():
    assert letters_read("正确答案包括A、C。", {"A": "从众", "B": "服从", "C": "顺从", "D": "模仿"}, "multi") == "AC"


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("三个都对：A、B、D；C不对。", "ABD"), ("这两项正确：B、D。", "BD"), ("三个都对：A、B；C不对。", None), ("两个都对：B、D？", None)],
)
def test_a_chinese_count_first_then_that_many_letters(reply, expected):
    assert letters_read(reply, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("They are all core conditions.\n\nAll five: A, B, C, D, E.", "ABCDE"),
        ("All three: A, B, C, D.", None),  # the count does not match the letters
        ("Maybe all five: A, B, C, D, E.", None),
        ("都是来访者中心疗法的条件。\n\n所以五个都可以，ABCDE。", "ABCDE"),
        ("所以五个都对，A、B、C、D、E。", "ABCDE"),
        ("所以四个都可以，ABCDE。", None),
        ("所以五个都可以，ABCDE中任选。", None),  # the letters do not close the clause
        ("所以五个都可能，ABCDE。", None),  # possible is no verdict
    ],
)
def test_a_count_then_colon_or_conclusion_before_the_letters(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("四项全对，ABCD。", "ABCD"), ("前三项：ABC。", "ABC"), ("前三项：ABD。", None), ("前两项：AB错误。", None),
     ("三项正确，ABD，不过C也可能。", None), ("前四项：ABCD？", None)],
)
def test_a_count_with_a_comma_and_the_first_options_counted(reply, expected):
    """"前N项" names the first options, so only their letters answer; a comma may set off the letters."""
    assert letters_read(reply, {"A": "甲", "B": "乙", "C": "丙", "D": "丁", "E": "戊"}, "multi") == expected


def test_a_count_after_above_reads():
    assert letters_read("以上四项都对：ABCD。", {"A": "甲", "B": "乙", "C": "丙", "D": "丁", "E": "戊"}, "multi") == "ABCD"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("All four are conditions Rogers named: A, B, C, E.", "ABCE"),
        ("四项都要做到：A、B、C、E。", "ABCE"),
        ("All four are conditions Rogers named: A, B, C.", None),  # the count does not match
        ("Both are not conditions Rogers named: B, D.", None),
        ("两项都不是罗杰斯的条件：B、D。", None),
        ("两项都可能算：B、D。", None),
    ],
)
def test_a_count_and_what_all_are_before_a_colon_and_the_letters(text, expected):
    assert letters_read(text, MULTI, "multi") == expected
def test_a_chinese_count_said_to_be_so_then_as_many_letters():
    opts = {"A": "感知", "B": "记忆", "C": "思维", "D": "情绪"}
    assert letters_read("以上三项都是：ABC", opts, "multi") == "ABC"
    assert letters_read("以上三项都是：ABCD", opts, "multi") is None


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("……都属于自我肯定行为。\n\n所以这四项全部都选。", "multi", "ABCD"),
        ("以上四项全部正确。", "multi", "ABCD"),
        # near misses: a count other than the options', "all wrong", a doubt, a single choice, a letter or a
        # contrast after, a question
        ("以上五项全部正确。", "multi", None),
        ("这四项全部错误。", "multi", None),
        ("这四项可能全部都选。", "multi", None),
        ("所以这四项全部都选。", "single", None),
        ("所以这四项全部都选。不过 D 有争议。", "multi", None),
        ("这四项全部都选？", "multi", None),
    ],
)
def test_all_n_without_letters_is_every_option_when_n_is_their_count(text, qtype, expected):
    opts = {"A": "请求", "B": "接受", "C": "拒绝", "D": "表达自己的意见", "E": ""}
    assert letters_read(text, opts, qtype) == expected


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("ABCD，全选。请求、接受、拒绝和表达意见都是自我肯定行为。", "multi", "ABCD"),
        ("A, B, C, D - all of them.", "multi", "ABCD"),
        # near misses: not every option's letter, a single choice, a question, a member doubted after
        ("ABC，全选。请求、接受和拒绝都是自我肯定行为。", "multi", None),
        ("ABCD，全选。", "single", None),
        ("ABCD，全选？", "multi", None),
        ("ABCD，全选。其中D可能不算。", "multi", None),
    ],
)
def test_every_letter_then_all(text, qtype, expected):
    opts = {"A": "请求", "B": "接受", "C": "拒绝", "D": "表达自己的意见", "E": ""}
    assert letters_read(text, opts, qtype) == expected


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("A. 请求：属于。\nB. 接受：属于。\n\n综上所述，所有选项都属于自我肯定行为。\n\n答案", "multi", "ABCD"),
        # near misses: a doubt, a negation, a contrast after, a single choice
        ("综上所述，所有选项可能都属于自我肯定行为。\n\n答案", "multi", None),
        ("综上所述，所有选项都不属于自我肯定行为。\n\n答案", "multi", None),
        ("综上所述，所有选项都属于自我肯定行为。不过D待定。", "multi", None),
        ("综上所述，所有选项都属于自我肯定行为。", "single", None),
    ],
)
def test_a_conclusion_that_all_options_are_what_is_asked(text, qtype, expected):
    opts = {"A": "请求", "B": "接受", "C": "拒绝", "D": "表达自己的意见", "E": ""}
    assert letters_read(text, opts, qtype) == expected


PROCEDURE = {"A": "明确目标行为", "B": "监控目标行为", "C": "实施强化", "D": "追踪评估", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("阳性强化法的操作过程：\n1）明确靶目标\n2）监控靶行为\n3）实施强化\n4）追踪评估\n\n全选，ABCD。", "ABCD"),
        ("四步都属于操作过程。\n\n都对：A、B、C、D。", "ABCD"),
        # near misses: asked, a letter missing, hedged
        ("全选，ABCD？", None),
        ("全选，ABC。", None),
        ("可能全选吧，ABCD。", None),
    ],
)
def test_all_chosen_before_every_letter(text, expected):
    assert letters_read(text, PROCEDURE, "multi") == expected


BLOOM = {"A": "知识和领会", "B": "运用", "C": "分析和综合", "D": "评价", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("四个选项恰好涵盖了这六个层次，所以全部正确：**ABCD**。", "ABCD"),
        ("这几项都属于认知目标，因此都对：A、B、C、D。", "ABCD"),
        ("这四个都是认知目标，全选，ABCD。", "ABCD"),
        # near misses: the clause supposes or doubts; a question
        ("如果评价也算，全选，ABCD。", None),
        ("这四个似乎都是，全选，ABCD。", None),
        ("这四个都是认知目标，全选，ABCD？", None),
        ("如果把评价也算上，所以全部正确：ABCD。", None),
        ("这几项可能都算，所以全部正确：ABCD。", None),
    ],
)
def test_all_correct_after_a_clause_leading_to_it(text, expected):
    assert letters_read(text, BLOOM, "multi") == expected


TABOO = {"A": "“谁让你不看着点”", "B": "“我就这态度”", "C": "“有完没完”", "D": "“没零钱了,自己出去换去”", "E": ""}


@pytest.mark.parametrize(
    ("text", "stem", "qtype", "expected"),
    [
        ("A、B、C、D 都属于服务忌语，都是对顾客不尊重的说法。", "下列说法中,属于忌语的是()。", "multi", "ABCD"),
        ("All of them are taboo phrases in service: A, B, C, D.", "下列说法中,属于忌语的是()。", "multi", "ABCD"),
        # no stem, or one asking for what is not: every option said to belong answers nothing
        ("A、B、C、D 都属于服务忌语，都是不尊重顾客的说法。", "", "multi", None),
        ("A、B、C、D 都属于服务忌语，都是不尊重顾客的说法。", "下列说法中,不属于忌语的是()。", "multi", None),
        ("All of them are taboo phrases: A, B, C, D.", "", "multi", None),
        # a single choice, a negation, a doubt, a letter narrowed after
        ("A、B、C、D 都属于服务忌语。", "下列说法中,属于忌语的是()。", "single", None),
        ("A、B、C、D 都不属于服务忌语。", "下列说法中,属于忌语的是()。", "multi", None),
        ("All of them might be taboo phrases: A, B, C, D.", "下列说法中,属于忌语的是()。", "multi", None),
        ("A、B、C、D 都属于服务忌语，不过D要看语境。", "下列说法中,属于忌语的是()。", "multi", None),
    ],
)
def test_every_letter_said_alike_to_have_the_stems_property(text, stem, qtype, expected):
    assert letters_read(text, TABOO, qtype, stem) == expected


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("全选。严谨治学要求教师不断学习新知识。", "multi", "ABCDE"),  # "不断" says nothing against an option
        ("答案：全选。", "multi", "ABCDE"),
        ("全选。", "single", None),
        ("全选？", "multi", None),
        ("全选。不过E不太确定。", "multi", None),
        ("全选。其实仔细想想，有一项不是。", "multi", None),
        ("可能全选吧。", "multi", None),
    ],
)
def test_a_bare_all_chosen(text, qtype, expected):
    assert letters_read(text, MULTI, qtype) == expected


FOUR = {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注", "E": ""}


@pytest.mark.parametrize(
    ("text", "stem", "expected"),
    [
        ("尊重、热情、真诚和积极关注缺一不可。以上四项都是。", "", "ABCD"),
        ("四个选项都是基本态度，本题全选。", "", "ABCD"),
        ("全选，ABCD 都是。\n\n- 尊重（A）、真诚（C）：……", "", "ABCD"),
        # near misses: miscounted, narrowed, asked, unnamed; under a stem that may ask for what is not
        ("以上三项都是。", "", None),
        ("以上四项都是，但B不一定。", "", None),
        ("以上四项都是吗？", "", None),
        ("四项都是。", "", None),
        ("以上四项都是。", "下列不属于基本态度的是（）", None),
    ],
)
def test_all_the_options_counted_with_a_bare_copula(text, stem, expected):
    assert letters_read(text, FOUR, "multi", stem) == expected
