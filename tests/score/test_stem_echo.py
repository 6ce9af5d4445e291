"""A stem restated with its blank filled by an option's text, read only where the stem is given, with the near
misses that stay unread."""

from __future__ import annotations

import pytest

from psyexam.score.extract import extract_choice
from tests.score.reading import letters_read

PHENOMENA = {"A": "心理活动", "B": "心理状态", "C": "心理特征", "D": "心理规律", "E": ""}
SPLIT = "心理现象可分为心理过程和(    )两大类"
PATIENT = {"A": "内脏性幻觉", "B": "疑病妄想", "C": "内感性不适", "D": "感觉过敏", "E": ""}
LIKELY = "某患者自述周身不适，经医院反复检查，未见躯体疾病，该患者的症状最有可能是(    )"
DATA = {"A": "智商分数", "B": "反应时", "C": "班级个数", "D": "数学成绩", "E": ""}
DISCRETE = "下列数据类型属于离散数据的是"
NOT_ANALYTIC = "下列方法不属于精神分析法的是( )"
METHODS = {"A": "自由联想", "B": "梦的解析", "C": "移情分析", "D": "虚拟现实技术", "E": ""}
STRATEGIES = {"A": "复述", "B": "视觉复述", "C": "归类", "D": "系列化", "E": ""}
ORGANISING = "下列策略中属于记忆中的组织策略的有"
JUNG = "荣格认为( )是人格发展的动力。"
FORCES = {"A": "力比多", "B": "集体潜意识", "C": "心灵内部的对立", "D": "自卑感", "E": ""}


@pytest.mark.parametrize(
    ("text", "options", "stem", "expected"),
    [
        ("心理现象可分为心理过程和心理状态两大类。", PHENOMENA, SPLIT, "B"),  # the words after the blank close it
        ("综上所述，最有可能是内感性不适。", PATIENT, LIKELY, "C"),  # "可能" is the stem's own word
        ("该患者的症状最有可能是：**内感性不适**。", PATIENT, LIKELY, "C"),
        ("荣格认为心灵内部的对立是人格发展的动力。", FORCES, JUNG, "C"),  # the blank opens the stem
        ("班级个数属于离散数据，因为它只能取整数值。", DATA, DISCRETE, "C"),  # an option said to have the property
        ("虚拟现实技术不属于精神分析法，它是行为疗法的工具。", METHODS, NOT_ANALYTIC, "D"),
    ],
)
def test_a_restated_stem_single(text, options, stem, expected):
    assert letters_read(text, options, "single", stem) == expected


@pytest.mark.parametrize(
    ("text", "stem", "expected"),
    [
        ("记忆中的组织策略包括归类和系列化两种。", ORGANISING, "CD"),  # another copula, a count closing the list
        ("记忆中的组织策略有：归类、系列化。", ORGANISING, "CD"),
        ("记忆中的组织策略包括归类、系列化，", ORGANISING, None),  # stopped mid-sentence
        ("记忆中的组织策略包括归类和精细加工。", ORGANISING, None),  # a non-option in the list
    ],
)
def test_a_restated_stem_multi(text, stem, expected):
    assert letters_read(text, STRATEGIES, "multi", stem) == expected


@pytest.mark.parametrize(
    ("text", "options", "stem"),
    [
        ("心理现象可分为心理过程和心理状态两大类。", PHENOMENA, None),  # no stem given: nothing to restate
        ("如果按另一种分法，心理现象可分为心理过程和心理状态两大类。", PHENOMENA, SPLIT),  # a supposition
        ("心理现象也许可分为心理过程和心理状态两大类。", PHENOMENA, SPLIT),  # a doubt the stem lacks
        ("心理现象可分为心理过程和心理状态两大类，也有人说是心理特征。", PHENOMENA, SPLIT),  # another option beside
        ("心理现象可分为心理过程和非心理状态两大类。", PHENOMENA, SPLIT),  # the filling negated
        ("心理现象可分为心理过程和心理状态两大类。\n\nA. 心理活动：不对\nB. 心理状态：", PHENOMENA, SPLIT),  # a walk follows
        ("心理现象可分为心理过程和心理状态两大类。\n心理现象可分为心理过程和心理特征两大类。", PHENOMENA, SPLIT),  # twice
        ("心理现象可分为心理过程和心理个性两大类。", PHENOMENA, SPLIT),  # no option's text
        ("班级个数属于离散数据，智商分数也属于离散数据。", DATA, DISCRETE),  # two subjects for one choice
        ("自由联想属于精神分析法。", METHODS, NOT_ANALYTIC),  # the stem asks what does not belong
        ("智商分数不属于离散数据。", DATA, DISCRETE),  # the stem asks what does
    ],
)
def test_a_restated_stem_near_misses_stay_unread(text, options, stem):
    assert letters_read(text, options, "single", stem) is None


def test_a_restatement_filled_twice_differently_is_a_contradiction():
    got = extract_choice("心理现象可分为心理过程和心理状态两大类。\n心理现象可分为心理过程和心理特征两大类。",
                         PHENOMENA, "single", SPLIT)
    assert got.letters is None and got.method == "stem-echo:contradiction"


RESPECT = {"A": "情理交融", "B": "轻松愉快", "C": "公事公办", "D": "亲切友好", "E": ""}
COLD = "仅有尊重而没有热情的心理咨询师会使咨询关系显得()"
CHART = {"A": "明适应", "B": "暗适应", "C": "视敏度", "D": "临界闪光频率", "E": ""}
TRANSFER = {"A": "基本原理", "B": "变式", "C": "概念", "D": "教材结构", "E": ""}
VARIANT = "在教学中为了实现知识的迁移,教师应该应用( ),使学生在学习和思维中将事物的非本质属性从本质属性中剔除,更好地掌握概念间的因果联系。"


@pytest.mark.parametrize(
    ("text", "options", "stem", "expected"),
    [
        ("会显得公事公办。", RESPECT, COLD, "C"),  # only the stem's words around the option's text
        ("仅有尊重而没有热情，咨询关系就会显得**公事公办**。", RESPECT, COLD, "C"),
        ("视力表是用来测定视敏度（visual acuity）的，也就是眼睛分辨物体细节的能力。", CHART, "视力表用来测定", "C"),
        ("变式是变换同类事物的非本质特征、突出本质特征，帮助学生排除非本质属性的干扰。", TRANSFER, VARIANT, "B"),
        ("会显得公事公办。", RESPECT, None, None),  # no stem: the words are no one's
        ("会显得公事公办吗？", RESPECT, COLD, None),  # asked back
        ("不会显得公事公办。", RESPECT, COLD, None),  # a negation the stem lacks
        ("也许会显得公事公办。", RESPECT, COLD, None),  # a doubt
        ("会显得公事公办或轻松愉快。", RESPECT, COLD, None),  # two candidates
        ("视力表是用来测定视敏度的，不是暗适应。", CHART, "视力表用来测定", None),  # another option named
        ("会显得公事公办。", RESPECT, "下列不会使咨询关系显得()的是", None),  # a stem asking what is not
        ("显得公事公办。", RESPECT, "咨询关系没有显得()", None),  # the stem's negation left out
        ("变式是变换同类事物的非本质特征，与剔除非本质属性无关。", TRANSFER, VARIANT, None),  # a negation the stem lacks
        ("变式是变换同类事物的非本质特征、突出本质特征。", TRANSFER, VARIANT, None),  # too little of the stem's words
        ("变式是变换同类事物的非本质特征、突出本质特征，帮助学生排除非本质属性的干扰。", TRANSFER, None, None),
        ("变式是变换同类事物的非本质特征，帮助学生排除非本质属性的干扰，但概念也可以。", TRANSFER, VARIANT, None),
    ],
)
def test_an_option_answering_the_stem_in_its_words(text, options, stem, expected):
    assert letters_read(text, options, "single", stem) == expected


EFFECTS = {"A": "罗森塔尔效应", "B": "霍桑效应", "C": "安慰剂效应", "D": "约翰?亨利效应", "E": ""}
WHICH_EFFECTS = "下面哪些效应属于来自被试方面的额外变量？( )"
WHICH_NOT = "下面哪些效应不属于来自被试方面的额外变量？( )"
LEVELS = {"A": "依恋", "B": "亲和", "C": "喜欢", "D": "爱情", "E": ""}
LOWEST = "人际吸引的最低级层次是(    )。"
SCALES = {"A": "相等单位", "B": "绝对零点", "C": "等级", "D": "可以做加.减.乘.除运算", "E": ""}
ORDINAL = "在顺序量表中,变量具有( )。"


@pytest.mark.parametrize(
    ("text", "options", "qtype", "stem", "expected"),
    [
        # the question word's place filled; a "?" in the item's option stands for a lost middle dot
        ("来自被试方面的额外变量包括：霍桑效应、安慰剂效应、约翰·亨利效应。罗森塔尔效应来自主试方面。", EFFECTS, "multi",
         WHICH_EFFECTS, "BCD"),
        ("人际吸引的最低层次是亲和（affiliation），其次是喜欢，最高是爱情。", LEVELS, "single", LOWEST, "B"),  # loose
        ("顺序量表中的变量只具有等级（顺序），没有相等单位和绝对零点。", SCALES, "single", ORDINAL, "C"),
        ("记忆中的组织策略包括归类和系列化两种，复述和视觉复述都属于复述策略。", STRATEGIES, "multi", ORGANISING, "CD"),
    ],
)
def test_looser_restatements(text, options, qtype, stem, expected):
    assert letters_read(text, options, qtype, stem) == expected


@pytest.mark.parametrize(
    ("text", "options", "qtype", "stem"),
    [
        ("来自被试方面的额外变量包括：霍桑效应、安慰剂效应。", EFFECTS, "multi", WHICH_NOT),  # the stem asks what is not
        ("来自被试方面的额外变量包括：霍桑效应、安慰剂效应？", EFFECTS, "multi", WHICH_EFFECTS),  # asked back
        ("来自被试方面的额外变量包括：霍桑效应、安慰剂效应。罗森塔尔效应也来自被试方面。", EFFECTS, "multi",
         WHICH_EFFECTS),  # another option added, not set apart
        ("来自被试方面的额外变量包括：霍桑效应、安慰剂效应。罗森塔尔效应是不是也算？", EFFECTS, "multi", WHICH_EFFECTS),
        ("人际吸引的最高层次是爱情。", LEVELS, "single", LOWEST),  # another degree: another question's answer
        ("人际吸引的最低层次是亲和（也有人说是依恋）。", LEVELS, "single", LOWEST),  # the gloss names an option
        ("人际吸引的最低层次是亲和，也可以说是喜欢。", LEVELS, "single", LOWEST),  # two candidates
        ("人际吸引的最低层次是亲和，其次是喜欢。", LEVELS, "single", None),  # no stem given
        ("心智活动的执行具有内隐性，而非外显性。", {"A": "外显性", "B": "展开性", "C": "内隐性", "D": "客观性"}, "single",
         "心智活动的执行具有( )。"),  # "而非" names the other option (labelled unread)
    ],
)
def test_looser_restatement_near_misses_stay_unread(text, options, qtype, stem):
    assert letters_read(text, options, qtype, stem) is None


WUNDT = "德国心理学家冯特在德国莱比锡大学创建世界上第一个心理学实验室的时间是（　）。"
YEARS = {"A": "1789年", "B": "1879年", "C": "1859年", "D": "1689年", "E": ""}
DECLINE = "成年晚期有多种主要感知觉的衰退，其中最早开始衰退的是( )"
SENSES = {"A": "听觉", "B": "视觉", "C": "味觉", "D": "皮肤感觉", "E": ""}


@pytest.mark.parametrize(
    ("text", "stem", "options", "expected"),
    [
        # stem_stated: one option's text amid the stem's content restated in other words
        ("冯特于1879年在德国莱比锡大学建立了世界上第一个心理学实验室，这标志着科学心理学的诞生。", WUNDT, YEARS, "B"),
        ("冯特于1879年在德国莱比锡大学建立了世界上第一个心理学实验室。", "", YEARS, None),  # no stem given
        ("冯特大概于1879年在德国莱比锡大学建立了世界上第一个心理学实验室。", WUNDT, YEARS, None),  # a doubt
        ("冯特于1879年在德国莱比锡大学建立了世界上第一个心理学实验室，有的教材写作1859年。", WUNDT, YEARS, None),
        ("冯特并非于1879年在德国莱比锡大学建立了世界上第一个心理学实验室。", WUNDT, YEARS, None),  # denied
        ("成年晚期多种主要感知觉都会衰退，其中视觉最晚开始衰退。", DECLINE, SENSES, None),  # another degree
        ("冯特于1879年在德国莱比锡大学建立了世界上第一个心理学实验室。",
         WUNDT.replace("的时间是", "的时间不是"), YEARS, None),  # a stem asking for what is not
    ],
)
def test_an_options_text_amid_the_stem_restated(text, stem, options, expected):
    assert letters_read(text, options, "single", stem or None) == expected


EXCHANGE = "社会交换论认为，(  )是人类行为的基本原则。"
PRINCIPLES = {"A": "互利互惠", "B": "互动", "C": "认识世界", "D": "趋利避害", "E": ""}
NOT_PRINCIPLE = "社会交换论认为，(  )不是人类行为的基本原则。"
OUTSIDE = "影响态度与品德学习的外部条件有( )。"
CONDITIONS = {"A": "认知失调", "B": "家庭教养方式", "C": "定势", "D": "社会风气", "E": "同伴群体"}


@pytest.mark.parametrize(
    ("text", "options", "stem", "expected"),
    [
        ("社会交换论认为，趋利避害和互利互惠是人类行为的基本原则。", PRINCIPLES, EXCHANGE, "AD"),
        ("趋利避害、互利互惠都是人类行为的基本原则，人们总是权衡代价与报酬。", PRINCIPLES, EXCHANGE, "AD"),
        ("互动不是人类行为的基本原则。", PRINCIPLES, NOT_PRINCIPLE, "B"),  # the negative stem restated
        ("互动不是人类行为的基本原则。", PRINCIPLES, EXCHANGE, None),  # denied, nothing chosen
        ("互利互惠是人类行为的基本原则。", PRINCIPLES, NOT_PRINCIPLE, None),  # the opposite of what is asked
        ("趋利避害和互利互惠是人类行为的基本原则吗？", PRINCIPLES, EXCHANGE, None),
        ("趋利避害和互利互惠也许是人类行为的基本原则。", PRINCIPLES, EXCHANGE, None),
        ("趋利避害和互利互惠是人类行为的基本原则，互动也是。", PRINCIPLES, EXCHANGE, None),
        ("外部条件主要有家庭教养方式、社会风气和同伴群体；认知失调、定势等则属于内部条件。", CONDITIONS, OUTSIDE, "BDE"),
        ("影响态度与品德学习的外部条件主要有家庭教养方式、社会风气和同伴群体；认知失调、定势等也属于外部条件。",
         CONDITIONS, OUTSIDE, None),  # "也" adds the others
        ("影响态度与品德学习的外部条件主要有家庭教养方式、社会风气；定势等则属于外部条件。", CONDITIONS, OUTSIDE, None),
    ],
)
def test_a_blank_opening_the_stem_and_others_put_elsewhere(text, options, stem, expected):
    assert letters_read(text, options, "multi", stem) == expected
    if expected:  # nothing read from the stem where the caller does not know it
        assert extract_choice(text, options, "multi").method != "stem-echo"


DIAGNOSES = {"A": "焦虑神经症", "B": "严重心理问题", "C": "可疑神经症", "D": "精神病性障碍", "E": ""}
LIKELIEST = "……该求助者最可能的初步诊断是( )。单选"


@pytest.mark.parametrize(
    ("text", "stem", "expected"),
    [
        ("该求助者最可能的初步诊断是 **C. 可疑神经症**。", LIKELIEST, "C"),  # the stem's own 最可能, a letter filling
        ("最可能的初步诊断是C。", LIKELIEST, "C"),
        ("最可能的初步诊断是C。", None, None),  # no stem: 可能 is the writer's
        ("初步诊断可能是C。", LIKELIEST, None),  # 可能 without the stem's 最
        ("最可能的初步诊断是C，但也可能是A。", LIKELIEST, None),
        ("最可能的初步诊断是C（焦虑神经症）。", LIKELIEST, None),  # the letter with another option's text
        ("最可能的初步诊断是C，B也不能排除。", LIKELIEST, None),  # another letter named
    ],
)
def test_the_stems_own_likelihood_words_and_a_letter_filling(text, stem, expected):
    assert letters_read(text, DIAGNOSES, "single", stem) == expected


FACTORS = {"A": "记忆力", "B": "意志力", "C": "思维力", "D": "注意力", "E": ""}
NON_INTELLECT = "以下属于非智力因素的是( )。"
BOND = {"A": "能力", "B": "技能", "C": "兴趣", "D": "刺激反应联结", "E": ""}
TRIALS = "桑代克认为动物的学习是由于在反复的尝试一错误过程中,形成了稳定的(  )"


@pytest.mark.parametrize(
    ("text", "options", "stem", "expected"),
    [
        ("意志力属于非智力因素，记忆力、思维力、注意力都属于智力因素。", FACTORS, NON_INTELLECT, "B"),
        ("意志力属于非智力因素，记忆力也属于非智力因素。", FACTORS, NON_INTELLECT, None),
        ("意志力属于非智力因素，记忆力属于智力因素吗？", FACTORS, NON_INTELLECT, None),
        ("意志力属于智力因素，记忆力、思维力、注意力都属于非智力因素。", FACTORS, NON_INTELLECT, None),
        ("动物的学习在反复尝试—错误过程中形成了稳定的刺激—反应联结（S-R联结）。", BOND, TRIALS, "D"),  # a dash kept
    ],
)
def test_others_given_the_opposite_and_a_dashed_term(text, options, stem, expected):
    assert letters_read(text, options, "single", stem) == expected


SYMPTOMS = {"A": "咳嗽", "B": "不思饮食", "C": "咽痛", "D": "入睡困难", "E": ""}
SOMATIC = "求助者说：我有时什么事情都不感兴趣、不想去做....根据本次咨询的内容可以了解到该求助者的躯体症状包括()。多选"
NOT_SOMATIC = "根据本次咨询的内容，该求助者的躯体症状不包括()。"


@pytest.mark.parametrize(
    ("text", "stem", "expected"),
    [
        ("躯体症状：**A、C**（咳嗽、咽痛）\n\nB 不思饮食、D 入睡困难在本次咨询中未提及。", SOMATIC, "AC"),
        ("该求助者的躯体症状包括 A. 咳嗽、C. 咽痛 两个方面。", SOMATIC, "AC"),
        ("躯体症状：A、C（咳嗽、咽痛）", "", None),  # no stem: no restatement to read
        ("躯体症状：A、C（咽痛、咳嗽）", SOMATIC, None),  # the texts in brackets are not the letters' own, in order
        ("躯体症状：A、C\n\nB 不思饮食也有。", SOMATIC, None),  # another letter named, not rejected
        ("躯体症状包括：A、C\n\nB 不思饮食不对。", NOT_SOMATIC, None),  # under a stem asking what is not, rejecting is choosing
        ("躯体症状：A、C\n\n不思饮食和入睡困难在本次咨询中未提及吗？", SOMATIC, None),
    ],
)
def test_letters_filling_a_restated_multiple_response_stem(text, stem, expected):
    assert letters_read(text, SYMPTOMS, "multi", stem) == expected


MORAL = {"A": "道德认识", "B": "道德情感", "C": "道德规范", "D": "道德原则", "E": "道德行为"}
MORAL_STEM = "品德的心理结构包括( )。"
MORAL_LIST = "品德的心理结构包括：\n\n1. 道德认识（A）\n2. 道德情感（B）\n3. 道德行为（E）"


@pytest.mark.parametrize(
    ("text", "stem", "expected"),
    [
        (MORAL_LIST + "\n\n道德规范和道德原则是社会道德的内容。", MORAL_STEM, "ABE"),  # "原则是": no "则" of "都/则"
        (MORAL_LIST + "\n\n道德规范和道德原则是社会道德的内容。", "", None),
        (MORAL_LIST, MORAL_STEM, None),  # the list closing the reply may be cut off
        (MORAL_LIST + "\n\n道德规范也属于品德的心理结构。", MORAL_STEM, None),
        (MORAL_LIST.replace("（E）", "（D）") + "\n\n道德规范是社会道德的内容。", MORAL_STEM, None),  # not its own letter
    ],
)
def test_a_lead_restating_the_stem_then_lettered_list_lines(text, stem, expected):
    assert letters_read(text, MORAL, "multi", stem) == expected


@pytest.mark.parametrize(
    "text",
    [
        "躯体症状：A、C、D\n\n因此B、D不选。",  # a letter of the list rejected after it
        "求助者的躯体症状有：\n- 咳嗽（A）\n- 咽痛（C）\n- 入睡困难（D）\n\n因此B、D不选。",
        "求助者的躯体症状有：\n- 咳嗽（A）\n- 咽痛（C）\n\n因此B、D不选？",
    ],
)
def test_letters_filling_a_stem_then_judged_again_stay_unread(text):
    assert letters_read(text, SYMPTOMS, "multi", SOMATIC) is None


RELIABILITY = {"A": "再测法", "B": "复本法", "C": "分半法", "D": "异质法", "E": ""}
NOT_RELIABILITY = "下面哪种不是估计信度系数的方法?(    )"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("不是估计信度系数的方法是异质法。再测法、复本法、分半法都是常用的信度估计方法，而“异质法”并不是。", "D"),
        ("所以，不是估计信度系数的方法的是：异质法。", "D"),
        ("不是估计信度系数的方法是异质法。分半法也不是。", None),  # a second option denied too
        ("不是估计信度系数的方法是异质法。再测法、复本法、异质法都是常用的信度估计方法。", None),  # X called P after all
        ("不是估计信度系数的方法可能是异质法。", None),
        ("不是估计信度系数的方法是异质法还是分半法？", None),
        ("不是估计信度系数的方法不是异质法。", None),
    ],
)
def test_a_stem_asking_which_is_not_restated_with_its_negation(text, expected):
    assert letters_read(text, RELIABILITY, "single", NOT_RELIABILITY) == expected



GAME_THEORIES = {"A": "操作性条件反射", "B": "经典性条件反射", "C": "榜样学习", "D": "认知符号理论", "E": ""}
GAMES_STEM = "许多大型网络游戏的盛行实质上是灵活运用了( )原理。"


DETERMINISM = {"A": "遗传的作用", "B": "教育的价值", "C": "家庭的影响", "D": "文化的功能", "E": "人的能动性"}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("环境决定论完全否定了遗传的作用，也否定了人的能动性。", "multi", "AE"),
        ("环境决定论完全否定了遗传的作用，并且否定了人的能动性和教育的价值。", "multi", "ABE"),
        ("环境决定论完全否定了遗传的作用。", "multi", "A"),
        ("环境决定论完全否定了遗传的作用，也否定了人的主观能动性。", "multi", None),  # a paraphrase: the first is not all
        ("环境决定论完全否定了遗传的作用，也否定了人的能动性。", "single", None),  # two fillings for one blank
        ("环境决定论完全否定了遗传的作用，可能也否定了人的能动性。", "multi", None),
        ("环境决定论完全否定了遗传的作用，也否定了人的能动性吗？", "multi", None),
    ],
)
def test_the_blank_filled_again_in_a_later_clause(text, qtype, expected):
    assert letters_read(text, DETERMINISM, qtype, "“环境决定论”完全否定了(    )。") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a shorter piece of the stem's words with a modifier left out ("灵活"), the reply's own subject before it
        ("网络游戏的奖励系统本质上是运用了操作性条件反射原理——通过及时强化来维持行为。", "A"),
        ("游戏的升级设计，实质上是运用了榜样学习原理。", "C"),
        # near misses: two fillings, a doubt, negated, a question
        ("本质上是运用了操作性条件反射原理和经典性条件反射原理。", None),
        ("本质上可能是运用了操作性条件反射原理。", None),
        ("本质上是运用了操作性条件反射原理吗？", None),
        ("本质上并没有运用操作性条件反射原理。", None),
    ],
)
def test_a_shorter_loose_restatement(text, expected):
    assert letters_read(text, GAME_THEORIES, "single", GAMES_STEM) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("孔子的教育主张包括有教无类，也包括教学相长。", "BD"),
        ("孔子的教育主张包括有教无类。", "B"),
        ("孔子的教育主张包括有教无类，也包括教与学互相促进。", None),  # the stem's verb again, with no option's text
    ],
)
def test_the_stems_own_verb_restated_in_a_later_clause(text, expected):
    confucius = {"A": "兼爱", "B": "有教无类", "C": "学而时习之", "D": "教学相长", "E": ""}
    assert letters_read(text, confucius, "multi", "孔子的教育主张包括(    )。") == expected


ERIKSON = {"A": "学龄期", "B": "老年期", "C": "青年期", "D": "婴儿期", "E": ""}
IDENTITY = "建立同一感和防止同一感混乱是埃里克森所划分的（　　）阶段的发展任务"
EXPECT = {"A": "学习需要", "B": "学习期待", "C": "成败归因", "D": "成就动机", "E": ""}
ESTIMATE = "个体对学习活动所要达到目标的主观估计是( )"
VIEWS = {"A": "华生", "B": "高尔顿", "C": "霍尔", "D": "詹姆斯", "E": ""}
WHOSE = "……甚至夸张地认为教育是万能的。这与谁的观点相符？( )"


@pytest.mark.parametrize(
    ("text", "options", "stem", "expected"),
    [
        # a naming verb after a comma; the stem's modifier before its blank and the kind noun after it left out
        ("个体对学习活动所要达到目标的主观估计，称为学习期待。学习需要则是内驱力。", EXPECT, ESTIMATE, "B"),
        ("个体对学习活动所要达到目标的主观估计，一般叫做学习期待。", EXPECT, ESTIMATE, "B"),
        ("建立同一感和防止同一感混乱是青年期（约12～18岁）的发展任务。如果不能完成，就会角色混乱。", ERIKSON, IDENTITY, "C"),
        ("这与美国行为主义心理学家华生的观点相符。高尔顿则是遗传决定论的代表。", VIEWS, WHOSE, "A"),
        # near misses: two names, asked, negated, hedged, two candidates, a title naming another option
        ("个体对学习活动所要达到目标的主观估计，称为学习期待或成就动机。", EXPECT, ESTIMATE, None),
        ("个体对学习活动所要达到目标的主观估计，称为学习期待吗？", EXPECT, ESTIMATE, None),
        ("建立同一感和防止同一感混乱是青年期还是学龄期的发展任务？", ERIKSON, IDENTITY, None),
        ("建立同一感和防止同一感混乱是青年期的发展任务，如果按另一种划分，可能是学龄期。", ERIKSON, IDENTITY, None),
        ("这与华生和高尔顿的观点相符。", VIEWS, WHOSE, None),
        ("这与心理学家华生的观点相符吗？", VIEWS, WHOSE, None),
        ("这与华生的观点不相符。", VIEWS, WHOSE, None),
        ("这与高尔顿学派学者华生的观点相符。", VIEWS, WHOSE, None),
    ],
)
def test_a_naming_verb_a_left_out_modifier_and_a_short_frame(text, options, stem, expected):
    assert letters_read(text, options, "single", stem) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # other names of what the reply speaks of, quoted and joined by "or", doubt nothing
        ("壬戌学制于1922年颁布实行，因这一年为农历壬戌年而得名，又称“新学制”或“六三三学制”，标志着我国现代学制的确立。", "D"),
        ("我国于1922年颁布实行壬戌学制，也称“新学制”或“六三三学制”。", "D"),
        # near misses: the other names are options, or the year itself is given with an "or"
        ("壬戌学制于1922年颁布实行，又称“1912年”或“1902年”学制。", None),
        ("壬戌学制于1922年或1912年颁布实行，又称“新学制”。", None),
        ("壬戌学制大概于1922年颁布实行，又称“新学制”或“六三三学制”。", None),
    ],
)
def test_other_quoted_names_joined_by_or(text, expected):
    years = {"A": "1902年", "B": "1903年", "C": "1912年", "D": "1922年", "E": ""}
    assert letters_read(text, years, "single", "我国颁布实行的壬戌学制是在(    )") == expected


def test_a_negated_naming_verb_closing_the_reply_states_nothing():
    assert letters_read("个体对学习活动所要达到目标的主观估计，并不称为学习需要。", EXPECT, "single", ESTIMATE) is None
