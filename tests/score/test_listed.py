"""A multiple-response reply listing option texts after a copula in its one stating sentence."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "马斯洛", "B": "罗杰斯", "C": "詹姆斯", "D": "斯金纳", "E": "弗洛伊德"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("人本主义心理学的代表人物是马斯洛和罗杰斯。詹姆斯是机能主义，斯金纳是新行为主义。", "AB"),
        ("代表人物是马斯洛和罗杰斯。詹姆斯也是。", None),
        ("代表人物可能是马斯洛和罗杰斯。", None),
        ("代表人物是马斯洛和罗杰斯。行为主义的代表人物是斯金纳和詹姆斯。", None),
        ("代表人物是马斯洛和罗杰斯。不是詹姆斯和斯金纳。", None),
        ("The founders are 马斯洛 and 罗杰斯. 詹姆斯 too.", None),
        # a list asked, not stated, then set aside or doubted: no answer
        ("代表人物包括马斯洛和罗杰斯？不对，罗杰斯不算。", None),
        ("代表人物是马斯洛和罗杰斯?好像还有别人。", None),
        # the texts' own letters in brackets after the list must be theirs
        ("代表人物是马斯洛和罗杰斯（A、B）。", "AB"),
        ("代表人物是马斯洛和罗杰斯（A、C）。", None),
    ],
)
def test_option_texts_listed_after_a_copula(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


def test_only_for_a_multiple_response_question():
    assert letters_read("代表人物是马斯洛和罗杰斯。", OPTS, "single") is None


PARTS = {"A": "本我", "B": "自我", "C": "超我", "D": "潜意识", "E": "前意识"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("弗洛伊德把人格分为本我、自我和超我三部分；潜意识和前意识属于意识层次理论，不属于人格结构。", "ABC"),
        ("人格结构包括本我、自我、超我三个部分，潜意识不属于人格结构。", "ABC"),
        ("人格结构包括本我、自我和超我三部分。", "ABC"),
        ("人格结构包括本我、自我，超我不属于人格结构。", "AB"),
        # near misses
        ("弗洛伊德把人格分为本我、自我和超我两部分；潜意识和前意识不属于人格结构。", None),
        ("弗洛伊德把人格分为本我、自我和超我三部分；潜意识也属于人格结构。", None),
        ("弗洛伊德把人格分为本我、自我和超我三部分，这并不是他的观点。", None),
        ("弗洛伊德把人格分为本我、自我和超我三部分，潜意识属于意识层次。", None),
        ("人格结构包括本我、自我，还有超我和潜意识。", None),
    ],
)
def test_option_texts_listed_with_their_count_others_set_apart(text, expected):
    assert letters_read(text, PARTS, "multi") == expected


def test_a_membership_left_open_sets_nothing_apart():
    traits = {"A": "性格", "B": "气质", "C": "能力", "D": "体质"}
    assert letters_read("人格主要包括性格和气质，体质不属于人格。", traits, "multi") == "AB"
    assert letters_read("人格主要包括性格和气质，能力是否属于人格，不同教材说法不一。", traits, "multi") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("宣扬决定论的流派：马斯洛（需要层次）和罗杰斯（自我理论）。", "AB"),
        ("人本主义的代表人物：马斯洛、罗杰斯。", "AB"),
        ("人本主义的代表人物不是：马斯洛、罗杰斯。", None),
        ("人本主义的代表人物：马斯洛（需要层次）或罗杰斯。", None),
    ],
)
def test_texts_listed_after_a_colon_maybe_glossed(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


def test_english_names_glossed_by_option_texts_listed():
    modes = {"A": "动作性表征", "B": "映像性表征", "C": "知识性表征", "D": "符号性表征"}
    lead = "Bruner's modes of representation: "
    assert letters_read(lead + "enactive (动作性表征), iconic (映像性表征), and symbolic (符号性表征).", modes, "multi") == "ABD"
    assert letters_read(lead + "enactive (动作性表征), iconic (映像性表征), and narrative.", modes, "multi") is None
    assert letters_read(lead + "enactive (映像性表征) or iconic (动作性表征).", modes, "multi") is None


TRAITS = {"A": "能量水平", "B": "规律性", "C": "适应性", "D": "时间特性", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("斯特里劳认为气质表现在行为的能量水平和时间特性两个方面。", "AD"),  # a qualifier of the counted list
        ("气质体现在能量水平和时间特性两个方面。", "AD"),
        ("斯特里劳认为气质表现在行为的能量水平和时间特性。", None),  # no count vouches for the qualified list
        ("斯特里劳认为气质表现在行为的能量水平和时间特性三个方面。", None),  # the count differs
        ("气质不表现在行为的能量水平和时间特性两个方面。", None),
    ],
)
def test_a_counted_list_after_a_verb_of_showing(text, expected):
    assert letters_read(text, TRAITS, "multi") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("代表人物是马斯洛和罗杰斯：马斯洛提出需要层次，罗杰斯提出来访者中心疗法。华生则是行为主义者。", "AC"),
        ("代表人物是马斯洛和罗杰斯：斯金纳后期也有人本倾向。", None),
        ("代表人物是马斯洛和罗杰斯：但华生不是。", None),
    ],
)
def test_a_list_closed_by_a_colon_and_its_explanation(reply, expected):
    assert letters_read(reply, {"A": "马斯洛", "B": "华生", "C": "罗杰斯", "D": "斯金纳"}, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("人本主义的代表人物是马斯洛和罗杰斯。", "AB"),
        ("如果说的是人本主义，代表人物就是马斯洛和罗杰斯。", None),  # only under a condition
        ("机能主义是詹姆斯（C）；人本主义则是马斯洛和罗杰斯（AB）。", None),  # another lettered set beside it
        ("如果说的是人本主义，就是马斯洛和罗杰斯。", None),
    ],
)
def test_a_list_under_a_condition_or_beside_another_lettered_set_is_no_answer(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


ROLES = {"A": "成就角色", "B": "规定性角色", "C": "功利性角色", "D": "不自觉角色"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("一般来说，农民属于规定性角色，同时也是不自觉角色。", "BD"),
        ("农民是规定性角色，也是不自觉角色，又是功利性角色。", "BCD"),
        ("农民属于规定性角色，同时也可能是不自觉角色。", None),  # the joined clause doubted
        ("农民属于规定性角色，而不是不自觉角色。", None),  # a clause that negates is no "also"
        ("农民大概属于规定性角色，也是不自觉角色。", None),  # the head doubts
        ("规定性角色属于成就角色，也是不自觉角色。", None),  # the head names an option
        ("农民属于规定性角色，还是不自觉角色？", None),
    ],
)
def test_option_texts_stated_in_clauses_joined_by_an_also(text, expected):
    assert letters_read(text, ROLES, "multi") == expected


PERSONALITY = {"A": "具有个别差异", "B": "具有稳定性", "C": "可以通过后天环境改变", "D": "完全由遗传决定"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("关于人格，正确的说法是：人格具有个别差异，具有稳定性，也可以通过后天环境改变。认为人格完全由遗传决定，是错误的。", "ABC"),
        ("正确的有：人格具有个别差异，人格具有稳定性。", "AB"),
        # a clause doubting its text, a negated lead, a lead naming no answer, a text called wrong elsewhere
        ("关于人格，正确的说法是：人格具有个别差异，不一定具有稳定性。", None),
        ("关于人格，不正确的说法是：人格具有个别差异，具有稳定性。", None),
        ("关于人格，常见的观点有：人格具有个别差异，具有稳定性。", None),
        ("下面逐一分析：人格具有个别差异，具有稳定性。", None),
        ("关于人格，正确的说法是：人格具有个别差异，具有稳定性。说人格具有稳定性是错误的。", None),
        # another option named, and not as wrong; a subject said only once, outside the head
        ("关于人格，正确的说法是：人格具有个别差异，具有稳定性。人格完全由遗传决定也有道理。", None),
        ("正确的说法是：人格具有个别差异，具有稳定性。", None),
    ],
)
def test_option_texts_in_the_clauses_after_an_answer_lead(text, expected):
    assert letters_read(text, PERSONALITY, "multi") == expected


def test_a_text_only_part_of_a_longer_term_is_no_answer_after_a_lead():
    opts = {"A": "稳定性", "B": "独特性", "C": "整体性", "D": "功能性"}
    assert letters_read("正确的说法是：人格具有独特性，具有跨情境稳定性。", opts, "multi") is None
    assert letters_read("The correct statements are: it is stable, and it is unique.",
                        {"A": "Stable", "B": "Unique", "C": "Fixed"}, "multi") == "AB"


FACTORS = {"A": "人口学因素", "B": "个性心理特征", "C": "社会适应状况", "D": "身体健康水平", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("寻找心理不健康的原因时，人口学因素、个性心理特征、社会适应状况、身体健康水平这四个方面都要考虑，缺一不可。", "ABCD"),
        ("人口学因素、个性心理特征、社会适应状况和身体健康水平都需要考虑。", "ABCD"),
        # near misses: negated, a count that does not match, hedged, asked, conditioned, one doubted after
        ("人口学因素、个性心理特征、社会适应状况、身体健康水平这四个方面都不用考虑。", None),
        ("人口学因素、个性心理特征、社会适应状况、身体健康水平这三个方面都要考虑。", None),
        ("人口学因素、个性心理特征、社会适应状况、身体健康水平这四个方面可能都要考虑。", None),
        ("人口学因素、个性心理特征、社会适应状况、身体健康水平这四个方面都要考虑吗？", None),
        ("如果是全面评估，人口学因素、个性心理特征、社会适应状况、身体健康水平这四个方面都要考虑。", None),
        ("人口学因素、个性心理特征、社会适应状况、身体健康水平这四个方面都要考虑。但身体健康水平不是心理原因。", None),
    ],
)
def test_every_option_text_as_a_topic_all_said_to_hold(text, expected):
    assert letters_read(text, FACTORS, "multi") == expected


GAMES = {"A": "象征性游戏", "B": "创造性游戏", "C": "练习游戏", "D": "有规则游戏", "E": ""}
PIAGET = "皮亚杰根据儿童认知发展阶段把游戏进行了分类，其中包括( )"
COUNTED = "皮亚杰把游戏分为三类：\n\n1. **练习游戏**（感知运动阶段）\n2. **象征性游戏**（前运算阶段）\n3. **有规则游戏**\n\n"


@pytest.mark.parametrize(
    ("text", "stem", "expected"),
    [
        (COUNTED + "创造性游戏并不属于皮亚杰的分类。", PIAGET, "ACD"),
        (COUNTED + "这是按认知发展阶段划分的。", PIAGET, "ACD"),
        # near misses: the count not matching, another added or doubted, a question, no stem, a stem asking what is not
        (COUNTED.replace("三类", "四类") + "这是按认知发展阶段划分的。", PIAGET, None),
        (COUNTED + "创造性游戏也属于皮亚杰的分类。", PIAGET, None),
        (COUNTED + "创造性游戏可能也算。", PIAGET, None),
        (COUNTED + "你问的是哪一类？", PIAGET, None),
        (COUNTED + "这是按认知发展阶段划分的。", "", None),
        (COUNTED + "创造性游戏并不属于皮亚杰的分类。", "皮亚杰的游戏分类不包括( )", None),
    ],
)
def test_counted_lines_of_option_texts(text, stem, expected):
    assert letters_read(text, GAMES, "multi", stem) == expected
