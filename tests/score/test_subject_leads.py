"""Answers named after what the question is about: "the best answer here is B", "the diagnosis is
B. <text>", "题目描述的是 A <text>"; each with near misses that must stay unread."""

from __future__ import annotations

import pytest

from psyexam.score.reading import Context
from psyexam.score.subject_leads import ending_restated, short_restated
from tests.score.reading import letters_read

SINGLE = {"A": "抑郁发作", "B": "躁狂发作", "C": "环性心境障碍", "D": "恶劣心境", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I think the best answer here is B. Elevated mood for a week is mania.", "B"),
        ("The correct answer here is D.", "D"),
        ("I think the answer here is B, but I'm not sure.", None),
        ("I think the best answer here is B or C.", None),
        ("If the answer here is B, mood would be raised.", None),
        ("I think it might be B.", None),
        ("I think B, but not sure.", None),
    ],
)
def test_answer_here(text: str, expected: str | None) -> None:
    assert letters_read(text, SINGLE, "single") == expected


ANXIETY = {"A": "广泛性焦虑障碍", "B": "惊恐障碍", "C": "社交焦虑障碍", "D": "强迫障碍", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("These are panic attacks, so the diagnosis is **B. 惊恐障碍 (panic disorder)**.", "B"),
        ("So the diagnosis is B.", "B"),
        ("The mechanism here is (C) 社交焦虑障碍.", "C"),
        ("所以题目描述的是 B 惊恐障碍。", "B"),
        ("本题考查的是选项D。", "D"),
        ("The disorder described is B, panic disorder.", None),  # the letter's sentence goes on
        ("The diagnosis is B. 社交焦虑障碍 fits too.", None),  # another option's text
        ("If the diagnosis is B, attacks should be unexpected.", None),
        ("The diagnosis is probably B.", None),
        ("The diagnosis is B or C.", None),
        ("The diagnosis is B, but I'm not sure.", None),
        ("The diagnosis is not B.", None),
        ("The diagnosis is B? Let me check.", None),
        ("题目考查的是 A 和 B 的区别。", None),
        ("题目描述的是 B 惊恐障碍吗？不确定。", None),
        ("The diagnosis is B. 惊恐障碍. Actually, it could also be C.", None),
        ("The theory is A in some books, C in others.", None),
    ],
)
def test_subject_lead(text: str, expected: str | None) -> None:
    assert letters_read(text, ANXIETY, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("情绪高涨一周。\n\n所以该表现属于 B。", "B"),
        ("所以该表现属于 B 还是 C，要看病程。", None),
        ("所以本题中的诊断是 B 躁狂发作。", "B"),
        ("所以本题中的诊断是 B 抑郁发作。", None),  # another option's text
        ("So the disorder is B (躁狂发作).", "B"),
        ("So the disorder is B (抑郁发作).", None),
    ],
)
def test_a_conclusion_naming_the_subject(text: str, expected: str | None) -> None:
    assert letters_read(text, SINGLE, "single") == expected


LEADERSHIP = {"A": "PM理论", "B": "行为理论", "C": "路径-目标理论", "D": "LMX理论", "E": ""}
GLOSSES = "A. PM理论：关注绩效与维持。\n\nB. 行为理论：关注领导行为。\n\nC. 路径-目标理论：关注目标达成。\n\nD. LMX理论：关注上下级交换关系。\n\n"


@pytest.mark.parametrize(
    ("tail", "qtype", "expected"),
    [
        ("根据题干，强调领导者与每个下属之间个别关系的领导理论是LMX理论。\n\n因此", "single", "D"),
        ("综上所述，题干描述的理论是LMX理论。", "single", "D"),
        # near misses: a doubt or a denial in the subject, two texts, a letter in the subject, a multiple response
        ("根据题干，强调个别关系的领导理论可能是LMX理论。\n\n因此", "single", None),
        ("根据题干，强调个别关系的领导理论不是LMX理论。\n\n因此", "single", None),
        ("根据题干，强调个别关系的领导理论是LMX理论或PM理论。\n\n因此", "single", None),
        ("根据题干，D选项描述的是LMX理论。\n\n因此", "single", None),
        ("根据题干，错误的说法是LMX理论。\n\n因此", "single", None),
        ("根据题干，题目问的是哪种理论的是LMX理论。\n\n因此", "single", None),
        ("根据题干，强调个别关系的领导理论是LMX理论。\n\n因此", "multi", None),
    ],
)
def test_a_line_restating_the_question_then_one_option_text(tail: str, qtype: str, expected: str | None) -> None:
    assert letters_read(GLOSSES + tail, LEADERSHIP, qtype) == expected


EPQ = {"A": "神经质量表", "B": "情绪性量表", "C": "精神质量表", "D": "内外向量表", "E": ""}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("EPQ量表中的E量表是指情绪性量表。", "single", "B"),
        ("EPQ中的E量表指的是情绪性量表。它测量情绪的稳定程度。", "single", "B"),
        ("The E scale of the EPQ refers to 情绪性量表.", "single", "B"),
        # read as "是" is: a multiple response stating one text, another option's text only in the subject
        ("EPQ量表中的E量表是指情绪性量表。", "multi", "B"),
        ("内外向量表中的E量表是指情绪性量表。", "single", "B"),
        # near misses: part of a text, a longer phrase, two texts, a doubt, a denial, a question, a condition,
        # two sentences each stating an option's text
        ("EPQ量表中的E量表是指情绪性。", "single", None),
        ("EPQ量表中的E量表是指情绪性量表的一部分。", "single", None),
        ("EPQ量表中的E量表是指情绪性量表或神经质量表。", "single", None),
        ("EPQ量表中的E量表可能是情绪性量表。", "single", None),
        ("EPQ量表中的E量表不是情绪性量表。", "single", None),
        ("EPQ量表中的E量表是指情绪性量表吗？", "single", None),
        ("如果E量表是指情绪性量表，那么N量表呢", "single", None),
        ("EPQ量表中的E量表是指情绪性量表。N量表是神经质量表。", "single", None),
        ("N量表是神经质量表。E量表是指情绪性量表。", "single", None),
    ],
)
def test_a_short_reply_restating_the_subject_then_one_option_text(text: str, qtype: str, expected: str | None) -> None:
    assert letters_read(text, EPQ, qtype) == expected


def test_a_gloss_line_or_a_longer_reply_is_left_to_other_readers() -> None:
    options = {k: v for k, v in EPQ.items() if v}
    assert short_restated(Context("B. 情绪性量表：E量表是指情绪性量表。", options, False)) is None
    assert short_restated(Context("EPQ有四个分量表。E量表是情绪性量表。它测量情绪的稳定程度。", options, False)) is None
    assert short_restated(Context("E量表是指情绪性量表。", options, False)) is not None


TEMPERAMENTS = {"A": "胆汁质", "B": "多血质", "C": "粘液质", "D": "抑郁质", "E": ""}
_TYPES = "常见的气质类型有：\n1. 胆汁质：容易激动。\n2. 多血质：活泼好动。\n3. 粘液质：安静稳重。\n4. 抑郁质：敏感。\n\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (_TYPES + "根据题干描述，一个安静、稳重、不易激动的人，其气质类型属于粘液质", "C"),
        (_TYPES + "因此，这种人的气质类型是多血质", "B"),
        (_TYPES + "根据题干描述，其气质类型不属于多血质", None),
        (_TYPES + "根据题干描述，其气质类型可能属于多血质", None),
        (_TYPES + "根据题干描述，其气质类型属于多血质和粘液质", None),
        (_TYPES + "根据题干描述，与胆汁质相比，其气质类型属于多血质", None),
        (_TYPES + "一个安静、稳重的人，其气质类型属于粘液质", None),
        (_TYPES + "根据题干描述，其气质类型属于多血", None),
        (_TYPES.rstrip().rsplit("\n", 2)[0] + "\n2. 多血质", None),
    ],
)
def test_unclosed_last_clause_concluding_one_text(text: str, expected: str | None) -> None:
    assert letters_read(text, TEMPERAMENTS, "single") == expected


def test_unclosed_ending_text_that_begins_a_longer_option_stays_unread() -> None:
    longer = {"A": "多血质", "B": "多血质型气质", "C": "粘液质"}
    text = _TYPES + "根据题干描述，其气质类型属于多血质"
    assert ending_restated(Context(text, longer, False)) is None
    assert ending_restated(Context(text, {k: v for k, v in TEMPERAMENTS.items() if v}, False)) is not None
    assert ending_restated(Context(text, {k: v for k, v in TEMPERAMENTS.items() if v}, True)) is None
    assert ending_restated(Context(text + "。", {k: v for k, v in TEMPERAMENTS.items() if v}, False)) is None


THEORIES = {"A": "弗洛伊德心理分析理论", "B": "马斯洛需要层次理论", "C": "卡特尔人格特质理论", "D": "奥尔波特人格特质理论"}
_BASIS = "投射测验的理论依据是 **B. 马斯洛需要层次理论**。"


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        (_BASIS + "\n\n1. **A. 弗洛伊德心理分析理论**：虽然影响很大，但不是依据。\n2. **B. 马斯洛需要层次理论**：这个理论为", "B"),
        ("(8P207)" + _BASIS + "\n\n解释：……", "B"),
        (_BASIS + "\n\n1. A. 弗洛伊德心理分析理论：这才是正确答案。", None),  # the walk may call another right
        (_BASIS + "\n\nC. 卡特尔人格特质理论也是依据。", None),
        ("投射测验的理论依据可能是 B. 马斯洛需要层次理论。\n\n解释：……", None),
        ("最容易混淆的是 A. 弗洛伊德心理分析理论。\n\n解释：……", None),
        ("投射测验的理论依据是 B. 弗洛伊德心理分析理论。\n\n解释：……", None),
    ],
)
def test_an_opening_sentence_restating_the_question_before_a_letter_and_its_text(reply, letters):
    assert letters_read(reply, THEORIES, "single") == letters
