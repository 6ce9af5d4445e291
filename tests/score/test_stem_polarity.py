"""Stem polarity: what the stem asks for decides which judged or sorted options answer; nothing without a stem."""

from __future__ import annotations

import pytest

from psyexam.score.extract import extract_choice
from psyexam.score.stem_polarity import may_ask_not, polarity
from tests.score.reading import letters_read

OPTS = {"A": "甲理论", "B": "乙理论", "C": "丙理论", "D": "丁理论"}


@pytest.mark.parametrize(("stem", "asks_not"), [
    ("下列说法错误的是( )", True),
    ("教师教学反思的成分不包括( )。", True),
    ("Which of the following is NOT a defense mechanism?", True),
    ("下列说法正确的是( )", False),
    ("听觉的基本理论中位置理论包括( )", False),
    ("下列关于错误记忆的说法正确的是( )", None),  # a negative word in the content, a positive ask
    ("这种动机属于( )。", None),
    ("", None),
])
def test_polarity(stem, asks_not):
    assert polarity(stem) is asks_not


@pytest.mark.parametrize(("stem", "may"), [
    ("下列说法错误的是( )", True),
    ("除了( )以外，下列都属于感觉适应", True),  # the ask is unsure, an exception word stands in it
    ("以下不是有效教学特征的是哪一项", True),
    ("仅有尊重而没有热情的心理咨询师会使咨询关系显得()", False),  # negation inside the content
    ("教师应该将事物的非本质属性剔除，这叫( )", False),  # a negating character inside a term
    ("下列说法正确的是( )", False),
    ("这种动机属于( )。", False),
])
def test_may_ask_not(stem, may):
    assert may_ask_not(stem) is may


def _read(reply, stem, qtype="single"):
    got = extract_choice(reply, OPTS, qtype, stem)
    return "".join(sorted(got.letters)) if got.letters else None


def test_verdicts_alone_answer_by_the_stem():
    reply = "C 错。A、B、D 都是正确说法。"
    assert _read(reply, "下列说法错误的是( )") == "C"
    assert _read(reply, "下列说法正确的是( )", "multi") == "ABD"
    assert _read(reply, "") is None
    assert _read("C 可能错。A、B、D 都是正确说法。", "下列说法错误的是( )") is None


def test_sorted_groups_and_the_stems_own_negation():
    groups = "### 属于位置理论\n- B 乙理论\n- C 丙理论\n\n### 不属于位置理论\n- A 甲理论\n- D 丁理论"
    assert _read(groups, "下列属于位置理论的是( )", "multi") == "BC"
    assert _read(groups, "下列不属于位置理论的是( )", "multi") == "AD"
    assert _read(groups, "", "multi") is None
    assert _read("所以不包括B。", "下列不包括( )") == "B"
    assert _read("所以不包括B。", "下列包括( )") is None
    assert _read("所以不包括B吧？", "下列不包括( )") is None


ATTITUDES = {"A": "公众态度是由认知、情感和行为三部分内容组成", "B": "态度结构中的三个成分互相依赖、协调一致",
             "C": "赞成或不赞成的情感成分是态度的关键", "D": "态度一直与实际行为发生联系", "E": ""}
NOT_CORRECT = "下列关于公众态度结构的说法不正确的是(      )"


@pytest.mark.parametrize(
    ("text", "stem", "expected"),
    [
        ("公众态度是由认知、情感和行为三部分内容组成，这是态度结构的基本观点。", NOT_CORRECT, None),  # a right statement
        ("公众态度是由认知、情感和行为三部分内容组成，这是态度结构的基本观点。", "下列关于公众态度结构的说法正确的是", "A"),
        ("公众态度是由认知、情感和行为三部分内容组成，这是态度结构的基本观点。", None, "A"),  # no stem: read as before
        ("态度一直与实际行为发生联系，这种说法是错误的。", NOT_CORRECT, "D"),  # said against: the asserting reading stands
    ],
)
def test_an_option_text_stated_as_a_fact_answers_no_negative_stem(text, stem, expected):
    assert letters_read(text, ATTITUDES, "single", stem) == expected


PROCESSES = {"A": "注意过程", "B": "保持过程", "C": "复制过程", "D": "动机过程"}


@pytest.mark.parametrize(
    ("text", "stem", "expected"),
    [
        ("Only A and B happen here. Reproduction and motivation come later.", "这里观察学习经历了哪些进程？( )", "AB"),
        ("只有A、B属于这一阶段。", "观察学习包括( )。", "AB"),
        ("Only A and B happen here.", "", None),  # no stem: "only" may answer a stem asking for what is not
        ("Only A and B happen here.", "这里没有经历的进程是( )。", None),
        ("Only A and B remain.", "这里观察学习经历了哪些进程？( )", None),  # candidates left
        ("Only A and B happen here, maybe C.", "这里观察学习经历了哪些进程？( )", None),
        ("Only A and B are wrong.", "这里观察学习经历了哪些进程？( )", None),
        ("只有A和B吗？", "观察学习包括( )。", None),
    ],
)
def test_only_letters_under_a_stem_asking_for_what_is(text, stem, expected):
    assert letters_read(text, PROCESSES, "multi", stem) == expected


@pytest.mark.parametrize(("stem", "asks_not"), [
    ("现代认知心理学认为知识不能回忆或再认的主要原因是( )", None),  # the cause of a negated fact
    ("下列哪项不是青少年反抗心理出现的原因( )", True),  # a negated copula still asks for what is not
])
def test_cause_of_a_negated_fact(stem: str, asks_not: bool | None) -> None:
    assert polarity(stem) is asks_not


@pytest.mark.parametrize(("stem", "reply", "expected"), [
    ("不适用于多动症儿童的辅导方法是( )", "A. 甲理论 is not suitable for ADHD children — it treats phobias.", "A"),
    ("下列不属于X的是( )", "B. 乙理论 is not part of X: the others are.", "B"),
    ("下列属于X的是( )", "A. 甲理论 is not suitable here.", None),  # a positive stem: a letter rejected
    ("下列不属于X的是( )", "B. 乙理论 is not part of X if we count Y.", None),  # under a condition
    ("下列不属于X的是( )", "B. 乙理论 is not part of X, and neither is D.", None),
])
def test_english_negation_echoing_the_stem(stem: str, reply: str, expected: str | None) -> None:
    assert letters_read(reply, OPTS, "single", stem) == expected


def test_false_memory_and_false_belief_are_terms_not_a_negative_ask():
    assert polarity("考察人们对事件的错误记忆的研究方式包括") is not True
    assert polarity("关于错误信念任务的研究包括") is not True
    assert polarity("关于错误记忆的说法错误的是") is True
