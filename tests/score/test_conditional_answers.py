"""An answer split by conditions: each option given under its own condition, none settled."""

from __future__ import annotations

import pytest

from psyexam.score.conditional_answers import split_by_conditions
from tests.score.reading import letters_read

OPTS = {"A": "复述策略", "B": "精细加工策略", "C": "组织策略", "D": "计划策略"}


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        ("一句一句地读笔记属于复述策略……题目没说清楚，所以取决于具体情况：单纯重复就是A，边读边加工就是B。", None),
        ("如果只是重复，选A；如果边读边理解，选B。", None),
        ("It depends: A if he just rereads, B if he connects it to what he knows.", None),
        ("答案：A。不过也取决于具体情况：单纯重复就是A，边读边加工就是B。", None),
        ("要看他怎么读：单纯重复就是复述策略，边读边加工就是精细加工策略。", None),
        # settled after the split, or no split at all
        ("单纯重复就是A，边读边加工就是B。题中他只是一遍遍重复，所以答案是A。", "A"),
        ("一句一句地读笔记属于复述策略。", "A"),
        ("答案：A\n\n复述策略就是反复读，精细加工策略就是建立联系。", "A"),
    ],
)
def test_an_answer_split_by_conditions(reply, letters):
    assert letters_read(reply, OPTS, "single") == letters


def test_one_consequent_is_no_split():
    assert not split_by_conditions("题中他只是重复，那就是A。", OPTS)
    assert split_by_conditions("重复就是A，加工就是B。", OPTS)


SETS = {"A": "认知", "B": "情感", "C": "意志", "D": "行为倾向"}


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        ("所以两者共同的成分是ABD；如果按照四成分说把意志也算进去，答案就是ABCD。", None),
        ("The answer is ABD; if you count the will too, it would be ABCD.", None),
        ("答案：ABD。若把意志也算上，则为ABCD。", None),
        ("ABD, or ABCD if your textbook counts the will.", None),
        # no second set under the condition, or one ruled out
        ("答案：ABD。如果题干说的是品德，那么答案不会是C。", "ABD"),
        ("答案：ABD\n\n注意：如果把意志当成态度成分，那就错了。", "ABD"),
    ],
)
def test_a_plain_answer_beside_another_set_under_a_condition(reply, letters):
    assert letters_read(reply, SETS, "multi") == letters


VALIDITY = {"A": "复本相关", "B": "评分者信度", "C": "重测法", "D": "因素分析"}


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        ("B肯定算。A和C是否算在内要看你用的教材：按有的教材，那就是 ABC；按有的辅导书，那就只选 B。", None),
        ("这个取决于教材：按一本的说法，就是AB；按另一本的说法，就只选B。", None),
        # settled after the sets, or a narrowing with no condition
        ("这个要看教材：按有的说法就是AB，按有的说法就只选B。不过主流教材都列了复本相关，所以答案是AB。", "AB"),
        ("D不对，剩下的就是ABC；C也不对，那就只选AB。", "AB"),
    ],
)
def test_an_answer_that_is_one_of_conditioned_sets(reply, letters):
    assert letters_read(reply, VALIDITY, "multi") == letters


@pytest.mark.parametrize(("reply", "letters"), [
    ("如果把P值当作等距指标，应选B；但P值是顺序量表，此时应在C和D之间判断。\n\n因此答案要看题目采用哪种假设。", None),
    ("Answer: B.\n\nThat holds for Stevens' scale; other textbooks differ. So the answer depends on which textbook you follow.", None),
    ("答案：B。具体选哪个要看教材。", None),
    ("答案：B。记忆效果要看复习的方式。", "B"),  # the content depends on something, not the answer
    ("答案要看题目的假设：按等距理解，答案是B。", "B"),  # settled after it
    ("Answer: B. Retention depends on how often one reviews.", "B"),
])
def test_a_closing_sentence_saying_the_answer_depends(reply, letters):
    assert letters_read(reply, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "single") == letters


def test_content_said_to_depend_on_something_leaves_the_answer():
    assert letters_read("The answer is B. It depends on the intensity: strong stimuli adapt slower.",
                        {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "single") == "B"


STAGES = {"A": "初创阶段", "B": "过渡阶段", "C": "工作阶段", "D": "结束阶段"}


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        ("Trust-building belongs to the transition stage, so B. But if your textbook places it in the initial stage, "
         "the answer would be A.", None),
        ("所以选B。不过如果你的教材把建立信任放在初创阶段，那答案就是A。", None),
        ("答案：B。但是，如果教材把信任建立归入初创阶段，则选A。", None),
        ("答案：B。但如果是工作阶段，重点就不是信任了。", "B"),  # a supposition naming no answer
        ("The answer is B. If you count the initial stage, trust begins there, but the answer is still B.", "B"),
    ],
)
def test_an_answer_supposed_after_a_contrast_word_beside_a_plain_one(reply: str, letters: str | None) -> None:
    assert letters_read(reply, STAGES, "single") == letters
