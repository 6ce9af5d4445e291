"""Crawl variants of one question land in one cluster; different questions that look alike do not."""

from __future__ import annotations

import pytest

from psyexam.bank.records import Part, QType, Question
from psyexam.build import find_duplicates

OPTS = {"A": "自由联想", "B": "系统脱敏", "C": "厌恶疗法", "D": "满灌疗法"}
CASE = (
    "一般资料：求助者，女性，36岁，本科文化程度，无业。案例介绍：求助者的丈夫是公司高级管理人员，收入较高。"
    "求助者自从有孩子后就当起了全职太太。孩子从小体弱多病，经常需要看病、吃药。求助者为照顾孩子付出了很多，"
    "并一直认为是自己没有照顾好孩子，非常担心以后孩子的身体会出大的问题，情绪较为低落，无心做其他事情。"
    "求助者觉得丈夫不爱自己了，觉得自己没有本事，感到生活没有意义，不愿与朋友们交往。心理咨询师观察了解到的情况："
    "求助者性格内向、文静，人际关系良好，从小生活优越，没有经受过大的挫折，平素身体健康。"
)


def _q(rid: str, text: str, options: dict[str, str] | None = None, answer: str | None = "A",
       qtype: QType = QType.SINGLE) -> Question:
    opts = dict(OPTS if options is None else options)
    return Question(id=rid, text=text, qtype=qtype, part=Part.KG, options=opts,
                    answer=frozenset(answer) if answer else None)


def _together(*records: Question) -> bool:
    result = find_duplicates(list(records))
    return len(result.clusters) == 1 and len(result.clusters[0].positions) == len(records)


def _apart(*records: Question) -> bool:
    return not find_duplicates(list(records)).clusters


# -- variants: one question, crawled twice ---------------------------------------------------

@pytest.mark.parametrize("a, b", [
    ("下列属于行为疗法的是（  ）。", "下列属于行为疗法的是( )."),
    ("弗洛伊德认为，人格由本我、自我和超我组成，其中遵循现实原则的是：",
     "弗洛伊德认为,人格由本我,自我和超我组成,其中遵循现实原则的是"),
    ("ＳＣＬ－９０量表主要用于评估哪种情况？", "SCL-90 量表主要用于评估哪种情况?"),
    ("下列  属于 行为疗法 的是", "下列属于行为疗法的是____"),
])
def test_spacing_and_punctuation_width(a: str, b: str) -> None:
    assert _together(_q("1", a), _q("2", b))


@pytest.mark.parametrize("prefix", ["1.", "12、", "（3）", "(3)", "第5题", "第十二题：", "一、", "例1 ", "题7．"])
def test_question_numbering(prefix: str) -> None:
    assert _together(_q("1", "下列属于行为疗法的是（ ）"), _q("2", f"{prefix}下列属于行为疗法的是（ ）"))


@pytest.mark.parametrize("tagged", [
    "（2019年真题）下列属于行为疗法的是（ ）",
    "【单选题】下列属于行为疗法的是（ ）",
    "下列属于行为疗法的是（ ）[单选]",
    "下列属于行为疗法的是（ ）（2015年统考）",
    "下列属于行为疗法的是（ ）。单选",
    "【2018年心理咨询师二级】3. 下列属于行为疗法的是（ ）",
    "下列属于行为疗法的是（ ）(2分)",
])
def test_source_tags(tagged: str) -> None:
    assert _together(_q("1", "下列属于行为疗法的是（ ）"), _q("2", tagged))


@pytest.mark.parametrize("options, answer", [
    ({"A": "满灌疗法", "B": "厌恶疗法", "C": "系统脱敏", "D": "自由联想"}, "D"),
    ({"A": "系统脱敏", "B": "自由联想", "C": "满灌疗法", "D": "厌恶疗法"}, "B"),
    ({"A": "A. 自由联想", "B": "B. 系统脱敏", "C": "C. 厌恶疗法", "D": "D. 满灌疗法"}, "A"),
    ({"A": "（A）满灌疗法", "B": "B、厌恶疗法", "C": "C．系统脱敏", "D": "D:自由联想"}, "D"),
    ({"A": "A .  自由联想", "B": "B .  系统脱敏", "C": "C .  厌恶疗法", "D": "D .  满灌疗法", "E": ""}, "A"),
])
def test_reordered_and_lettered_options(options: dict[str, str], answer: str) -> None:
    a = _q("1", "精神分析疗法的基本技术是（ ）", answer="A")
    b = _q("2", "精神分析疗法的基本技术是（ ）", options, answer)
    result = find_duplicates([a, b])
    assert len(result.clusters) == 1 and result.clusters[0].kind == "exact"
    assert not result.conflicts  # the answer is the same option, under another letter


@pytest.mark.parametrize("a, b", [
    ("在艾宾浩斯的遗忘曲线中，遗忘的进程表现为先快后慢", "在艾宾浩斯的遗忘曲线中，遗望的进程表现为先快后慢"),
    ("学习策略是学习者制定的学习计划，由哪些部分构成", "学习策略是学习者制订的学习计划，由哪些部分构成"),
    ("根据学习的定义，下列属于学习现象的是", "根据学习的定义，下列属于学习的现象是"),
    ("埃里克森认为青少年期的主要发展任务是建立同一性", "埃里克森认为青少年期的主要发展任务是建立统一性"),
    ("皮亚杰认为儿童认知发展的具体运算阶段的特征是", "皮亚杰认为儿童认知发展的具体运算阶段特征是"),
    ("记忆系统中，储存容量最大的记忆类型是哪一种", "记亿系统中，储存容量最大的记忆类形是哪一种"),
])
def test_a_typo_or_two_in_the_stem(a: str, b: str) -> None:
    result = find_duplicates([_q("1", a), _q("2", b)])
    assert [c.kind for c in result.clusters] == ["near"]


def test_a_typo_in_a_long_option() -> None:
    a = _q("1", "小学生学习兴趣的特点有（ ）", {"A": "游戏因素在学习兴趣上的作用逐渐降低", "B": "从兴趣广泛到兴趣集中",
                                          "C": "对学习过程更感兴趣", "D": "对有关具体事实的知识较感兴趣"}, "AD")
    b = _q("2", "小学生学习兴趣的特点有（ ）", {"A": "游戏因数在学习兴趣上的作用逐渐降低", "B": "从兴趣广泛到兴趣集中",
                                          "C": "对学习过程更感兴趣", "D": "对有关具体事实的知识较感兴趣"}, "AD")
    assert _together(a, b)


def test_all_variants_at_once_in_a_case_question() -> None:
    a = _q("1", CASE + "该求助者最可能的诊断是（ ）", {"A": "抑郁症", "B": "一般心理问题", "C": "严重心理问题",
                                                 "D": "神经症性心理问题"}, "C")
    b = _q("2", "案例3：" + CASE.replace("，", ",") + "该求助者最可能的诊断是( )（2017年真题）",
           {"A": "D. 神经症性心理问题", "B": "C. 严重心理问题", "C": "B. 一般心理问题", "D": "A. 抑郁症"}, "B")
    c = _q("3", CASE.replace("全职太太", "全职太泰") + "该求助者最可能的诊断是（ ）",
           {"A": "抑郁症", "B": "一般心理问题", "C": "严重心理问题", "D": "神经症性心理问题"}, "C")
    result = find_duplicates([a, b, c])
    assert len(result.clusters) == 1 and len(result.clusters[0].ids) == 3
    assert not result.conflicts


def test_open_questions_with_a_typo() -> None:
    a = _q("1", "简述影响遗忘的因素和增强记忆的方法。", {}, None, QType.QA)
    b = _q("2", "3. 简述影响遗忘的因素和增强记亿的方法", {}, None, QType.QA)
    assert _together(a, b)


def test_a_chain_of_copies_is_one_cluster() -> None:
    base = "根据学习的定义，下列各项中属于学习现象的是"
    copies = [base, base.replace("定义", "定意"), base.replace("定义", "定意").replace("现象", "现像"),
              "1. " + base, "【单选】" + base + "（ ）"]
    result = find_duplicates([_q(str(i), t) for i, t in enumerate(copies)])
    assert len(result.clusters) == 1 and result.clusters[0].ids == ["0", "1", "2", "3", "4"]


# -- traps: alike, but different questions ---------------------------------------------------

@pytest.mark.parametrize("ending_a, ending_b", [
    ("该求助者最可能的诊断是（ ）", "该求助者的主要症状是（ ）"),
    ("对该求助者可以使用的心理测验包括（ ）", "对该求助者可以使用的咨询方法包括（ ）"),
    ("该求助者产生心理问题的原因包括（ ）", "该求助者心理问题的性质属于（ ）"),
    ("按照贝克的观点，该求助者表现出的认知曲解包括（ ）", "本案例中，该求助者的认知特点包括（ ）"),
])
def test_shared_case_other_final_question(ending_a: str, ending_b: str) -> None:
    a = _q("1", CASE + ending_a, {"A": "抑郁症", "B": "一般心理问题", "C": "严重心理问题", "D": "神经症"}, "C")
    b = _q("2", CASE + ending_b, {"A": "情绪低落", "B": "失眠", "C": "兴趣减退", "D": "自责"}, "A")
    c = _q("3", CASE + ending_b, {"A": "抑郁症", "B": "一般心理问题", "C": "严重心理问题", "D": "神经症"}, "B")
    assert _apart(a, b) and _apart(a, c)


def test_shared_case_same_final_question_other_options() -> None:
    ending = "该求助者出现的症状主要是（ ）"
    a = _q("1", CASE + ending, {"A": "反复检查", "B": "反复洗手", "C": "反复计数", "D": "反复思考"}, "D")
    b = _q("2", CASE + ending, {"A": "情绪低落", "B": "兴趣减退", "C": "精力下降", "D": "睡眠障碍"}, "A")
    assert _apart(a, b)


@pytest.mark.parametrize("x, y", [
    ("感觉", "知觉"), ("短时记忆", "长时记忆"), ("前摄抑制", "倒摄抑制"), ("正强化", "负强化"),
    ("同化", "顺应"), ("内部动机", "外部动机"),
])
def test_template_stem_other_topic(x: str, y: str) -> None:
    a = _q("1", f"下列关于{x}的说法正确的是（ ）", {"A": f"{x}是一种心理过程", "B": "与刺激有关",
                                                 "C": "受经验影响", "D": "具有适应性"}, "A")
    b = _q("2", f"下列关于{y}的说法正确的是（ ）", {"A": f"{y}是一种心理过程", "B": "与刺激有关",
                                                 "C": "受经验影响", "D": "具有适应性"}, "A")
    c = _q("3", f"下列关于{y}的说法正确的是（ ）", OPTS, "A")
    assert _apart(a, b) and _apart(a, c)


def test_template_stem_same_topic_other_options() -> None:
    stem = "下列属于心理防御机制的是（ ）"
    a = _q("1", stem, {"A": "压抑", "B": "升华", "C": "移情", "D": "阻抗"}, "A")
    b = _q("2", stem, {"A": "投射", "B": "顿悟", "C": "强化", "D": "消退"}, "A")
    c = _q("3", stem, {"A": "压抑", "B": "升华", "C": "移情", "D": "顿悟"}, "A")  # one option other
    assert _apart(a, b) and _apart(a, c)


@pytest.mark.parametrize("a, b", [
    ("下列关于心理咨询的说法，正确的是", "下列关于心理咨询的说法，错误的是"),
    ("下列属于心理咨询基本原则的是", "下列不属于心理咨询基本原则的是"),
    ("下列各项中属于正强化的是", "下列各项中属于负强化的是"),
    ("一般来说，短时记忆的容量是多少", "一般来说，长时记忆的容量是多少"),
    ("下列关于感觉的说法中正确的是哪一项", "下列关于知觉的说法中正确的是哪一项"),
    ("咨询初期，咨询师的主要任务是什么", "咨询初期，咨询师的次要任务是什么"),
    ("下列有关心理因素的说法中正确的是", "下列有关生理因素的说法中正确的是"),
    ("以上说法中与精神分析有关的是哪一项", "以下说法中与精神分析有关的是哪一项"),
    ("以上的材料中，三名学生的研究中采用准实验设计的是", "以上的材料中，三名学生的研究中采用真实验设计的是"),
    ("该研究中，年级属于自变量的哪一种类型", "该研究中，年级属于因变量的哪一种类型"),
])
def test_same_options_stem_flipped_by_one_word(a: str, b: str) -> None:
    assert _apart(_q("1", a), _q("2", b))


@pytest.mark.parametrize("a, b", [
    ("某儿童的比率智商为115，其智力水平属于", "某儿童的比率智商为130，其智力水平属于"),
    ("某儿童3岁，根据皮亚杰理论其处于哪个阶段", "某儿童5岁，根据皮亚杰理论其处于哪个阶段"),
    ("若检验结果p<0.05，研究者应当做出的结论是", "若检验结果p>0.05，研究者应当做出的结论是"),
    ("若两个变量的相关系数r=-0.8，说明两者之间", "若两个变量的相关系数r=0.8，说明两者之间"),
    ("某测验的标准差为1.5，该测验分数的离散程度", "某测验的标准差为15，该测验分数的离散程度"),
])
def test_numbers_and_symbols_matter(a: str, b: str) -> None:
    assert _apart(_q("1", a), _q("2", b))


def test_short_options_that_differ_by_one_character_are_other_options() -> None:
    stem = "斯金纳认为，撤销厌恶刺激以增加行为发生的概率属于哪一种"
    a = _q("1", stem, {"A": "正强化", "B": "负强化", "C": "正惩罚", "D": "消退"}, "B")
    b = _q("2", stem, {"A": "正强化", "B": "负强化", "C": "负惩罚", "D": "消退"}, "B")
    assert _apart(a, b)


def test_a_word_changed_in_a_short_stem() -> None:
    assert _apart(_q("1", "强化的类型有"), _q("2", "强化的作用有"))
    assert _apart(_q("1", "记忆的品质"), _q("2", "记亿的品质"))  # one typo in five characters is too much


def test_a_typo_copy_does_not_join_a_question_to_its_opposite() -> None:
    base = "根据认知失调理论，个体改变态度的主要原因是什么"
    typo = base.replace("主要", "见要").replace("原因", "原困")  # one typo away from both
    flipped = base.replace("主要", "次要")
    result = find_duplicates([_q("base", base), _q("typo", typo), _q("flip", flipped)])
    assert [c.ids for c in result.clusters] == [["base", "typo"]]


def test_open_questions_flipped_by_one_word() -> None:
    a = _q("1", "4. 早期认知加工的眼动指标有哪些?", {}, None, QType.QA)
    b = _q("2", "5. 后期认知加工的眼动指标有哪些?", {}, None, QType.QA)
    assert _apart(a, b)


def test_a_question_and_its_open_twin() -> None:
    a = _q("1", "简述心理咨询的基本原则", OPTS, "A")
    b = _q("2", "简述心理咨询的基本原则", {}, None, QType.QA)
    assert _apart(a, b)
