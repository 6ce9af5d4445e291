"""An option's text opening the reply as its answer, the rest of its first sentence the stem's own words, read only
where the stem is given (see ``stem_answers.stem_opened``), with the near misses that stay unread."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

THEORISTS = {"A": "杜威", "B": "桑代克", "C": "弗洛伊德", "D": "加涅", "E": ""}
PROPOSER = "‘问题解决是通过尝试错误的方式来排除不成功的做法的过程,’这一观点的提出者是()"
VARIABLES = {"A": "自变量", "B": "因变量", "C": "无关变量", "D": "自变量与无关变量", "E": ""}
UNCONTROLLED = "在实验法的3个变量中，勿须加以控制的变量是（　）。"
SCHOOLS = {"A": "机能主义", "B": "行为主义", "C": "人本主义", "D": "构造主义", "E": ""}
STREAM = "意识是连续性的像水流一样，提出“意识流”观点的心理学流派是（    ）"
NOT_THORNDIKE = "下面哪一条学习规律不是桑代克提出的()"
LAWS = {"A": "效果律", "B": "练习律", "C": "准备律", "D": "消退律", "E": ""}


@pytest.mark.parametrize(
    ("text", "options", "stem", "expected"),
    [
        ("是桑代克提出的。他通过猫开迷笼实验提出了试误说。", THEORISTS, PROPOSER, "B"),
        ("It was 桑代克. His puzzle-box cats learned by trial and error.", THEORISTS, PROPOSER, "B"),
        ("因变量。自变量需要操纵，无关变量需要控制。", VARIABLES, UNCONTROLLED, "B"),  # the longest text that fits
        ("自变量与无关变量。", VARIABLES, UNCONTROLLED, "D"),
        ("这是以詹姆斯为代表的机能主义心理学。", SCHOOLS, STREAM, "A"),
        ("消退律。效果律、练习律和准备律才是他的三大定律。", LAWS, NOT_THORNDIKE, "D"),  # the text alone on a NOT stem
    ],
)
def test_an_opening_option_text(text, options, stem, expected):
    assert letters_read(text, options, "single", stem) == expected


@pytest.mark.parametrize(
    ("text", "options", "stem"),
    [
        ("是桑代克提出的。他通过猫开迷笼实验提出了试误说。", THEORISTS, ""),  # no stem: nothing to answer
        ("是桑代克提出的吗？", THEORISTS, PROPOSER),
        ("是桑代克提出的。不过杜威也这样看。", THEORISTS, PROPOSER),
        ("是桑代克反对的。", THEORISTS, PROPOSER),  # words the stem does not say
        ("可能是桑代克提出的。", THEORISTS, PROPOSER),
        ("因变量。自变量同样勿须控制。", VARIABLES, UNCONTROLLED),
        ("因变量，也可能是无关变量。", VARIABLES, UNCONTROLLED),
        ("是消退律提出的。", LAWS, NOT_THORNDIKE),  # the stem's words without its negation
        ("是桑代克提出的。\nA. 杜威\nB. 桑代克", THEORISTS, PROPOSER),  # the options weighed after it
    ],
)
def test_opening_near_misses_stay_unread(text, options, stem):
    assert letters_read(text, options, "single", stem) is None


@pytest.mark.parametrize(
    ("text", "stem", "expected"),
    [
        # a noun of the stem's kind after the text: "学派" for the stem's "流派"
        ("行为主义学派。强化理论由斯金纳等人提出。", "提出动机的强化理论的心理学家属于学习理论流派里的()", "B"),
        ("机能主义学派。詹姆斯提出了意识流。", STREAM, "A"),
        # near misses: a kind the stem does not name, two texts, a question, a turn
        ("行为主义阵营。强化理论由斯金纳等人提出。", "提出动机的强化理论的心理学家属于学习理论中的()", None),
        ("机能主义学派或构造主义学派。", STREAM, None),
        ("机能主义学派？詹姆斯提出了意识流。", STREAM, None),
        ("机能主义学派。不过构造主义也研究意识。", STREAM, None),
    ],
)
def test_an_opening_text_with_a_noun_of_the_stems_kind(text, stem, expected):
    assert letters_read(text, SCHOOLS, "single", stem) == expected
