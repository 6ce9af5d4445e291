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
