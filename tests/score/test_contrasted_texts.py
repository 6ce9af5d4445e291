"""One option's text stated as the answer in the first sentence, the other options' texts named after it only to be
set apart (``contrasted_texts``)."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

EMOTIONS = {"A": "心境", "B": "激情", "C": "应激", "D": "激动", "E": ""}
SKILLS = {"A": "跳绳", "B": "系鞋带", "C": "眨眼", "D": "使用纸笔计算", "E": ""}
THINKING = {"A": "形式逻辑思维阶段", "B": "辩证逻辑思维阶段", "C": "由形式逻辑思维过渡到辩证逻辑思维阶段", "D": "具体想像思维阶段", "E": ""}


@pytest.mark.parametrize(
    ("text", "options", "stem", "expected"),
    [
        ("这是心境——微弱而持久。激情是强烈而短暂的，应激是紧急情况下的反应。", EMOTIONS, "", "A"),
        ("这是心境，区别于激情那种强烈而短暂的爆发。", EMOTIONS, "", "A"),
        ("This is 心境 (mood), whereas 激情 is intense and brief.", EMOTIONS, "", "A"),
        ("使用纸笔计算属于认知技能；跳绳和系鞋带是动作技能。", SKILLS, "下列选项中，属于认知技能的是", "D"),
        # a "的" more, and another option's text inside this one's
        ("大学生的思维处于由形式逻辑思维过渡到辩证逻辑思维的阶段。", THINKING, "大学生的思维发展处在（ ）。", "C"),
        # near misses
        ("这是心境——微弱而持久，激情也符合这种描述。", EMOTIONS, "", None),  # the other fits too
        ("这可能是心境，激情是强烈而短暂的。", EMOTIONS, "", None),  # hedged
        ("这是心境或激情，应激是紧急情况下的反应。", EMOTIONS, "", None),  # two candidates
        ("如果持续很久，这是心境；激情是强烈而短暂的。", EMOTIONS, "", None),  # a condition
        ("激情是强烈而短暂的，这是心境——微弱而持久。", EMOTIONS, "", None),  # another named before it
        ("使用纸笔计算属于认知技能；跳绳和系鞋带是动作技能。", SKILLS, "", None),  # the subject form needs the stem
        ("使用纸笔计算属于认知技能；跳绳和系鞋带是动作技能。", SKILLS, "下列选项中，不属于认知技能的是", None),  # NOT stem
        ("使用纸笔计算属于认知技能；跳绳也属于认知技能。", SKILLS, "下列选项中，属于认知技能的是", None),  # two asserted
        ("A. 这是心境，激情是强烈而短暂的。", EMOTIONS, "", None),  # a letter named: other rules read it
    ],
)
def test_contrasted_text(text, options, stem, expected):
    assert letters_read(text, options, "single", stem) == expected


TEMPERAMENTS = {"A": "胆汁质", "B": "多血质", "C": "粘液质", "D": "抑郁质", "E": ""}
PIONEERS = {"A": "冯特", "B": "艾宾浩斯", "C": "马斯洛", "D": "弗洛伊德", "E": ""}
FORGETTING = "最早对遗忘进程进行研究的心理学家是()"


@pytest.mark.parametrize(
    ("text", "options", "stem", "expected"),
    [
        ("这是胆汁质——精力旺盛。多血质则活泼好动，粘液质安静稳重。", TEMPERAMENTS, "", "A"),
        ("最早研究遗忘进程的心理学家是艾宾浩斯；冯特建立了第一个实验室，弗洛伊德则关注潜意识。", PIONEERS, FORGETTING, "B"),
        # what the answer is said of is neither a pronoun nor the stem's words: a caution, an aside
        ("需要注意的是冯特，他建立了第一个心理学实验室。", PIONEERS, FORGETTING, None),
        ("一个常被提到的名字是艾宾浩斯，冯特则建立了第一个心理学实验室。", PIONEERS, FORGETTING, None),
        # another option named mid-clause, not set apart: it may be an answer too
        ("这是胆汁质，有时是多血质。", TEMPERAMENTS, "", None),
        # a classification listing options, doubt anywhere, a number that may end a range
        ("气质分为胆汁质、多血质和抑郁质。", TEMPERAMENTS, "", None),
        ("这是胆汁质。不过我不太确定，多血质则更活泼。", TEMPERAMENTS, "", None),
        ("形式运算阶段的起始年龄是11—15岁。", {"A": "7岁", "B": "11岁", "C": "12岁", "D": "15岁", "E": ""}, "", None),
    ],
)
def test_contrasted_text_guards(text, options, stem, expected):
    assert letters_read(text, options, "single", stem) == expected


FACTORS = {"A": "环境因素", "B": "主要因素", "C": "外部互动因素", "D": "辅助因素", "E": ""}
ATTRACTION = "研究表明,距离的远近,交往的频率,态度的相似性,个性的互补以及外形等因素是影响人际吸引和排斥的(    )。"
CASE = "距离远近、交往频率、态度相似性、个性互补以及外形，都是反复证实的关键变量，"


@pytest.mark.parametrize(
    ("text", "stem", "expected"),
    [
        # concluded with "因此", every other option listed after "而不是" (its "或" joins that list)
        (CASE + "因此属于主要因素，而不是仅仅的环境因素、外部互动因素或辅助因素。", ATTRACTION, "B"),
        (CASE + "所以属于主要因素，而非环境因素、辅助因素。", ATTRACTION, "B"),
        # near misses: "或" beside the answer, a doubt, another said to fit too, "以及" the stem lacks, a NOT stem
        (CASE + "因此属于主要因素或辅助因素，而不是环境因素。", ATTRACTION, None),
        (CASE + "因此可能属于主要因素，而不是环境因素或辅助因素。", ATTRACTION, None),
        (CASE + "因此属于主要因素，而不是环境因素，辅助因素也沾边。", ATTRACTION, None),
        ("这些变量反复得到证实，因此属于主要因素，而不是环境因素以及辅助因素。", "这些因素是影响人际吸引的(    )。", None),
        (CASE + "因此属于主要因素，而不是环境因素或辅助因素。", "这些因素不是影响人际吸引的(    )。", None),
    ],
)
def test_a_concluded_text_with_the_others_listed_apart(text, stem, expected):
    assert letters_read(text, FACTORS, "single", stem) == expected
