"""One option's text named where a prose reply states it: after "called", or closing its opening clause."""

from __future__ import annotations

import pytest

from psyexam.score.named_texts import opened_with_other
from tests.score.reading import letters_read

PEOPLE = {"A": "霍桑", "B": "梅奥", "C": "纽科姆", "D": "米德"}
SKILLS = {"A": "重复", "B": "重读", "C": "询问", "D": "摘要"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("人际关系学说的创立者是哈佛大学教授梅奥，他主持了霍桑实验。霍桑是工厂的名字，并不是人名。", "B"),
        ("人际关系学说的创立者是梅奥，他主持了霍桑实验。", "B"),
        # near misses
        ("人际关系学说的创立者可能是梅奥，他主持了霍桑实验。", None),
        ("人际关系学说的创立者是梅奥，米德也对。", None),
        ("人际关系学说的创立者是梅奥或米德，他们都很重要。", None),
        ("人际关系学说的创立者是梅奥，他主持了霍桑实验。有的书写的是霍桑。", None),
        ("人际关系学说的创立者是梅奥，他主持了霍桑实验", None),
        ("人际关系学说的创立者是梅奥，米德则研究自我。", None),
    ],
)
def test_an_opening_clause_closed_by_an_option_text(text, expected):
    assert letters_read(text, PEOPLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("This describes the listening technique called 重读 (emphasis): the counselor repeats single words.", "B"),
        # near misses
        ("This is called 重读, not 重复-like summarising.", None),
        ("This is called 重读. It differs from 摘要, which summarises.", None),
        ("This is not the technique called 重读 (emphasis).", None),
        ("This might be the technique called 重读.", None),
        ("This is called 重读. Some call it 重复.", None),
    ],
)
def test_an_option_text_after_called(text, expected):
    assert letters_read(text, SKILLS, "single") == expected


def test_an_opening_clause_stating_another_option_doubts_a_weak_reading():
    assert opened_with_other("创立者是梅奥，他主持了实验。有的书写的是霍桑。", frozenset("A"), PEOPLE)
    assert not opened_with_other("创立者是梅奥，他主持了实验。", frozenset("B"), PEOPLE)
    assert not opened_with_other("答案：B。创立者是梅奥，他主持了实验。", frozenset("A"), PEOPLE)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("提出人际关系学说的，是梅奥（Mayo），他主持了那项实验。", "B"),
        ("提出人际关系学说的，是梅奥，也可能是米德。", None),
        ("主持霍桑实验的，不是霍桑，霍桑是工厂的名字。", None),
    ],
)
def test_a_cleft_naming_one_option(text, expected):
    assert letters_read(text, PEOPLE, "single") == expected


EFFECTS = {"A": "首因效应", "B": "近因效应", "C": "晕轮效应", "D": "刻板印象"}
THEORISTS = {"A": "皮亚杰", "B": "维果茨基", "C": "布鲁纳", "D": "奥苏贝尔"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("这种现象叫做晕轮效应（也称光环效应）。人们对他人的判断以偏概全。", "C"),
        ("这种现象被称为首因效应，即第一印象的作用。", "A"),
        ("这属于刻板印象。人们根据群体特征判断个人。", "D"),
        # near misses
        ("这种现象不叫晕轮效应。人们对他人的判断以偏概全。", None),
        ("这种现象是晕轮效应吗？还要再看看。", None),
        ("这种现象叫做晕轮效应？人们对他人的判断以偏概全。", None),
        ("这种现象叫做晕轮效应，也有人说是刻板印象。", None),
        ("这种现象叫做晕轮效应。所以说到底，这就是刻板印象。", None),
        ("人们对他人的判断常受晕轮效应的影响。", None),
    ],
)
def test_an_opening_clause_naming_an_option_text(text, expected):
    assert letters_read(text, EFFECTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The zone of proximal development was proposed by 维果茨基 (Lev Vygotsky). It refers to guided learning.", "B"),
        ("The stage theory was developed by 皮亚杰. It has four stages.", "A"),
        # near misses
        ("The zone of proximal development was not proposed by 皮亚杰.", None),
        ("The zone of proximal development was proposed by 皮亚杰 or 维果茨基, not sure which.", None),
        ("Was the zone of proximal development proposed by 维果茨基?", None),
    ],
)
def test_an_english_verb_naming_an_option_text(text, expected):
    assert letters_read(text, THEORISTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("最近发展区是维果茨基（L. S. Vygotsky）提出的概念吗？", None),
        ("最近发展区的提出者是维果茨基（L. S. Vygotsky）。它指潜在水平与现有水平之差。", "B"),
        ("最近发展区的提出者是维果茨基（L. S. Vygotsky），也可能是皮亚杰。", None),
        ("最近发展区 → 维果茨基 (Vygotsky).", "B"),
        ("最近发展区 → 维果茨基；认知发展阶段 → 皮亚杰。", None),
    ],
)
def test_a_name_gloss_with_initials_and_an_arrow(text, expected):
    assert letters_read(text, THEORISTS, "single") == expected


def test_an_option_text_after_a_verb_of_choosing_a_tool():
    graphs = {"A": "茎叶图", "B": "箱形图", "C": "散点图", "D": "线形图"}
    assert letters_read("描述函数关系的应该用线形图（折线图）。", graphs, "single") == "D"
    assert letters_read("描述函数关系的不应该用线形图。", graphs, "single") is None
    assert letters_read("描述函数关系的应该用线形图还是散点图？", graphs, "single") is None


PERSONALITY = {"A": "心理过程的组成部分", "B": "独立于心理过程之外的心理现象", "C": "由心理过程构成的", "D": "通过心理过程表现出来的"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("人格是通过心理过程表现出来的——人格特征总是在认知、情绪等心理过程中体现。", "D"),
        ("人格是通过心理过程表现出来的，这一点不会错。", "D"),
        # near misses: the statement itself called wrong, doubted, or another option stated after the dash
        ("人格是通过心理过程表现出来的——这种说法不准确。", None),
        ("人格是通过心理过程表现出来的，这个说法是错的。", None),
        ("人格可能是通过心理过程表现出来的——人格特征总在心理过程中体现。", None),
        ("人格是通过心理过程表现出来的——不过也有人说人格是心理过程的组成部分。", None),
    ],
)
def test_an_opening_clause_closed_by_a_dash_or_judged_after_it(text, expected):
    assert letters_read(text, PERSONALITY, "single") == expected


def test_a_dash_between_numbers_is_a_range_not_a_clause_break():
    ages = {"A": "7岁", "B": "11岁", "C": "12岁", "D": "15岁"}
    assert letters_read("形式运算阶段开始的年龄是12—15岁。", ages, "single") is None
    assert letters_read("形式运算阶段开始的年龄是12岁——此后出现抽象思维。", ages, "single") == "C"


GROUPS = {"A": "社会惰化", "B": "社会促进", "C": "去个体化", "D": "群体极化", "E": ""}
_WHY = "扎荣茨用唤醒理论解释：他人在场提高了唤醒水平。"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("这是社会促进（social facilitation）现象。" + _WHY, "B"),
        ("这属于群体极化 (group polarization) 效应。", "D"),
        # near misses: a doubt, a negation, a gloss naming another option, a longer term, another option of that kind
        ("这可能是社会促进（social facilitation）现象。" + _WHY, None),
        ("这不是社会促进（social facilitation）现象。" + _WHY, None),
        ("这是社会促进（即社会惰化）现象。" + _WHY, None),
        ("这是网络群体极化（online polarization）现象。", None),
        ("这是社会促进（social facilitation）现象，社会惰化现象也是。", None),
        ("这是社会促进（social facilitation）与社会惰化现象。", None),
    ],
)
def test_an_option_text_glossed_before_a_noun_of_its_kind(text, expected):
    assert letters_read(text, GROUPS, "single") == expected


MEMORY = {"A": "短时记忆", "B": "长时记忆", "C": "感觉记忆", "D": "内隐记忆"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("斯伯林用局部报告法证明了感觉记忆的存在。", "C"),
        ("感觉记忆保存的是刺激的原始形态。", "C"),
        ("刺激消失后瞬间的保持是典型的感觉记忆现象。", "C"),
        ("这是感觉记忆的定义。短时记忆和长时记忆都不符合题意。", "C"),
        # near misses
        ("斯伯林可能证明了感觉记忆的存在。", None),
        ("斯伯林证明了感觉记忆和短时记忆的存在。", None),
        ("感觉记忆容易和短时记忆混淆。", None),
        ("人们常说感觉记忆的容量很大。", None),
        ("这属于感觉记忆的一种。", None),
        ("需要注意的是感觉记忆，它保持时间很短。", None),
        ("这是感觉记忆的定义。短时记忆也符合题意。", None),
        ("斯伯林证明了感觉记忆的存在吗？", None),
    ],
)
def test_a_short_reply_stating_one_option_text(text, expected):
    assert letters_read(text, MEMORY, "single") == expected


def test_a_short_reply_stating_one_option_text_is_no_multiple_response():
    assert letters_read("斯伯林用局部报告法证明了感觉记忆的存在。", MEMORY, "multi") is None


DEFENCES = {"A": "投射作用", "B": "否定作用", "C": "退行作用", "D": "升华作用"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("把已经发生但令人不快的事加以否认，好像它根本没有发生过，这属于否定作用。", "B"),
        ("他对令人不快的事实不承认、不面对。这属于否定作用。", "B"),
        ("这符合否定作用。他把令人痛苦的事实抛在脑后，以减轻焦虑。", "B"),
        ("这是弗洛伊德（Freud）的观点，他把否认列为防御机制之一。", None),  # no option's text named
        ("他依靠的防御机制：否定作用。否定作用使人暂时避开痛苦。", "B"),
        # near misses
        ("如果他只是暂时回避，这属于否定作用。", None),
        ("他否认事实，这属于否定作用或投射作用。", None),
        ("他否认事实，也许这属于否定作用。", None),
        ("这不符合否定作用。他其实承认了事实。", None),
        ("他不承认事实。这属于否定作用，也有点像投射作用。", None),
        ("这符合否定作用。但也有人认为是退行作用。", None),
        ("他依靠的防御机制，可能是：否定作用。", None),
        ("这符合否定作用吗？", None),
        ("这符合否定作用。他并非真的否认，只是暂时回避。", None),  # an explanation after it holds to every rule
    ],
)
def test_a_short_reply_stating_one_option_text_with_a_description_or_an_explanation(text, expected):
    assert letters_read(text, DEFENCES, "single") == expected


def test_a_short_reply_naming_whose_view_it_is():
    theorists = {"A": "埃里克森", "B": "莱文森", "C": "哈威格斯特", "D": "拉文格"}
    assert letters_read("这是莱文森（Levinson）的观点，他提出成人发展由稳定期和转折期交替构成。", theorists, "single") == "B"
    assert letters_read("这是莱文森的观点吗？", theorists, "single") is None
    assert letters_read("这是莱文森的观点，也是埃里克森的观点。", theorists, "single") is None


NEEDS = {"A": "生理的需要", "B": "安全的需要", "C": "归属与爱的需要", "D": "自我实现的需要"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("马斯洛将认知、审美的需要列入“自我实现的需要”之中。", "D"),
        ("马斯洛把认知和审美需要归入自我实现的需要。", "D"),
        ("认知需要和审美需要被马斯洛纳入“自我实现的需要”范畴。", "D"),
        # near misses: a question, a doubt, a negation, someone's view, another class offered, a condition
        ("马斯洛将认知、审美的需要列入“自我实现的需要”之中？", None),
        ("马斯洛可能将认知、审美的需要列入“自我实现的需要”之中。", None),
        ("马斯洛并未将认知、审美的需要列入“自我实现的需要”之中。", None),
        ("有人将认知、审美的需要列入“自我实现的需要”之中。", None),
        ("马斯洛将认知、审美的需要列入“自我实现的需要”之中，也有人认为应列入安全的需要。", None),
        ("如果按早期理论，马斯洛将认知、审美的需要列入“自我实现的需要”之中。", None),
    ],
)
def test_a_short_reply_stating_the_class_something_is_put_under(text, expected):
    assert letters_read(text, NEEDS, "single") == expected


LEARNING = {"A": "上位学习", "B": "下位学习", "C": "并列学习", "D": "结合学习"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("下位学习。儿童先掌握了三角形的概念，再学习锐角三角形、直角三角形，属于上位学习。\n答案：A", None),
        ("**下位学习**\n\n这是上位学习。\n\n答案：A", None),
        ("下位学习，因为儿童先学一般概念。\n答案：A", None),
        # the opening agreeing, taken back with a correction marked, asked, or one of a walk through the texts
        ("下位学习。\n答案：B", "B"),
        ("下位学习。\n\n更正：应为上位学习。\n答案：A", "A"),
        ("下位学习？不，儿童先掌握三角形概念，属于上位学习。\n答案：A", "A"),
        ("上位学习。指先学下位概念……\n下位学习。指先学上位概念……\n答案：B", "B"),
        ("下位学习，指的是……\n答案：A", "A"),
    ],
)
def test_an_opening_option_text_then_another_answer(text, expected):
    assert letters_read(text, LEARNING, "single") == expected


def test_an_opening_member_of_a_multiple_answer_agrees_with_it():
    motor = {"A": "爬行", "B": "够物", "C": "站立", "D": "走"}
    assert letters_read("爬行。\n答案：ACD", motor, "multi") == "ACD"
    assert letters_read("够物。\n答案：ACD", motor, "multi") is None


def test_a_class_stated_as_some_scholars_view_is_no_answer():
    dreams = {"A": "凝缩", "B": "变形", "C": "投射", "D": "移置"}
    assert letters_read("有学者把这种现象归入“投射”。", dreams, "single") is None
    assert letters_read("弗洛伊德把这种现象归入“移置”。", dreams, "single") == "D"


SAGES = {"A": "颜渊", "B": "孔子", "C": "孟子", "D": "朱熹"}


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        ("B. 孔子。这句话出自《论语·雍也》，说明兴趣和情感对学习的重要性。", "B"),
        ("B、孔子。这句话出自《论语》。", "B"),
        ("B. 孔子。这是他的试误说吗？不，这句话出自《论语》。", None),
        ("B. 孔子？这句话出自《论语》。", None),
        ("B. 孔子。不过也可能是颜渊说的。", None),
        ("B. 孔子。答案：C", None),  # a later answer disagrees with the opening, no correction marked
        ("B. 颜渊。这句话出自《论语》。", None),  # a letter with another option's text
    ],
)
def test_a_letter_and_its_own_text_as_the_first_sentence(reply, letters):
    assert letters_read(reply, SAGES, "single") == letters


TESTS = {"A": "文字测验", "B": "非文字测验", "C": "难度测验", "D": "速度测验"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("瑞文标准推理测验属于典型的非文字测验。它用图形来考察推理能力。因此，它属于非文字测验。", "B"),
        ("瑞文标准推理测验属于典型的文字测验。它用言语来考察推理能力。", "A"),
        # near misses: hedged, asked, beside another option
        ("瑞文标准推理测验可能属于非文字测验。它用图形。", None),
        ("瑞文标准推理测验属于非文字测验吗？它用图形。", None),
        ("瑞文标准推理测验属于非文字测验，也可以看作难度测验。", None),
    ],
)
def test_an_option_text_ending_another_closing_the_opening_clause(text, expected):
    assert letters_read(text, TESTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the option's class named, then a narrower kind inside it
        ("这个属于**资源管理策略**中的时间管理策略。Making a timetable is time management.", "D"),
        ("这属于资源管理策略当中的努力管理策略，靠自我激励。", "D"),
        # near misses: the narrower kind is another option, asked, hedged, denied, someone's view
        ("这属于资源管理策略中的认知策略。", None),
        ("这属于资源管理策略中的时间管理策略吗？", None),
        ("这可能属于资源管理策略中的时间管理策略。", None),
        ("这不属于资源管理策略中的时间管理策略。", None),
        ("这属于资源管理策略中的时间管理策略，也有人把它归入认知策略。", None),
    ],
)
def test_a_narrower_kind_inside_an_option_text(text, expected):
    strategies = {"A": "组织策略", "B": "认知策略", "C": "精细加工策略", "D": "资源管理策略", "E": ""}
    assert letters_read(text, strategies, "single") == expected
