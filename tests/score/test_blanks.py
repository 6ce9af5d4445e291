"""A stem's blank filled with a bracketed letter, with the near misses that stay unread."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

SINGLE = {"A": "皮亚杰", "B": "维果茨基", "C": "埃里克森", "D": "科尔伯格", "E": ""}
MULTI = {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注", "E": "共情"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("提出最近发展区概念的心理学家是（B）", "B"),
        ("提出最近发展区概念的心理学家是( C )。", "C"),
        ("最近发展区是维果茨基（B）提出的概念。认知发展阶段论则由皮亚杰提出。", "B"),  # its own text, stated
        ("提出最近发展区概念的心理学家不是（B）。", None),
        ("提出最近发展区概念的心理学家可能是（B）。", None),
        ("提出最近发展区概念的心理学家是（B）？", None),
        ("最近发展区由维果茨基提出（A）。", None),  # another option's text before the letter
        ("第一空填（A）\n\n提出最近发展区概念的心理学家是（B）。", None),  # blanks filled with different letters
        ("维果茨基（B）和皮亚杰都研究过认知发展。", None),  # another option named in the sentence
    ],
)
def test_a_filled_blank_single(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("咨询的基本态度包括（ A、C、E ）", "ACE"),
        ("咨询的基本态度包括（ A、C或E ）", None),
    ],
)
def test_a_filled_blank_multi(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


STEM = "心理社会发展八阶段理论的提出者是（ {} ）\nA. 皮亚杰\nB. 维果茨基\nC. 埃里克森\nD. 科尔伯格"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (STEM.format("C"), "C"),
        (STEM.format("C") + "\n答案：C", "C"),
        (STEM.format("C") + "\n答案：D", None),  # the filled blank and the answer disagree
        (STEM.format(""), None),
        (STEM.format("C").replace("提出者是", "提出者可能是"), None),
    ],
)
def test_a_stem_echoed_with_its_blank_filled(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：C\n\n问题：下列哪位心理学家提出了最近发展区？\n答案：B", "C"),  # another item's question and answer
        ("答案：C\n\n下一题：\n答案：B", "C"),
        ("问题：八阶段理论是谁提出的？\n答案：C", "C"),  # the item's own question restated first
        ("答案：C\n\n题目分析：……所以答案是B", None),  # an analysis, not another question
        ("答案：C\n\n### 题目2\n……是谁提出的？\n答案：B", "C"),  # a numbered heading of its own
        ("答案：C\n\n### 题目\n……所以答案是B", None),  # no number: not plainly another item
    ],
)
def test_another_question_after_the_answer(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


GOALS = {"A": "解决不适或痛苦", "B": "纠正错误观念", "C": "去除心理社会刺激", "D": "全面提高生活质量", "E": ""}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        # other options given to another subject in a clause set against the blank's
        ("发展心理咨询的目标是全面提高生活质量（D），而健康心理咨询的目标才是解决不适或痛苦、去除心理社会刺激。", "single", "D"),
        ("认知疗法的目标是纠正错误观念（B）。", "single", "B"),  # the option's own "错误" negates nothing
        ("发展心理咨询的目标是全面提高生活质量（D），而这种说法其实是错误的。", "single", None),
        ("发展心理咨询的目标是全面提高生活质量（D），而解决不适或痛苦也是其目标。", "single", None),
        ("心理咨询的目标不是纠正错误观念（B）。", "single", None),
        # two options each stated with their own letter: no other reading of the reply stands
        ("发展心理咨询的目标是全面提高生活质量（D），而健康心理咨询的目标是解决不适或痛苦（A）。", "multi", None),
    ],
)
def test_a_blank_beside_a_clause_set_against_it(text, qtype, expected):
    assert letters_read(text, GOALS, qtype) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("最近发展区的提出者是（B）这位学者。\n\n即维果茨基。", "B"),  # restated by its option's text after
        ("最近发展区的提出者是（B）这位学者。\n\n即皮亚杰。", None),  # another option's text
        ("最近发展区的提出者是（B）这位学者。\n\n可能是维果茨基。", None),  # doubted
    ],
)
def test_a_blank_filled_mid_sentence_and_restated(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_a_bracketed_letter_that_is_no_option_fills_no_blank():
    opts = {"A": "外倾性", "B": "神经质", "C": "宜人性", "D": "精神质"}
    assert letters_read("维度是外倾性（E）、神经质（N）和精神质（P）。\n\nA、B、D", opts, "multi") == "ABD"
    assert letters_read("最早的两个维度是外倾性（E）和神经质（N）。", opts, "single") is None


def test_an_option_only_argued_for_fills_no_blank():
    opts = {"A": "形象记忆", "B": "情景记忆", "C": "语义记忆", "D": "情绪记忆"}
    assert letters_read("Semantic memory — C. One could argue for 情景记忆 (B).", opts, "single") is None


NEURON = {"A": "树突", "B": "细胞核", "C": "轴突", "D": "细胞质"}
GENERAL = {"A": "刺激泛化", "B": "刺激比较", "C": "刺激分化", "D": "行为强化"}


@pytest.mark.parametrize(
    ("text", "options", "expected"),
    [
        ("树突（A）负责接受刺激和传入冲动，轴突负责传出。", NEURON, "A"),
        ("接受刺激的是树突（A），轴突负责传出。", NEURON, "A"),
        ("**刺激分化**。只对条件刺激反应、对相似刺激不反应，叫做分化（C）。刺激泛化（A）正好相反。", GENERAL, "C"),
        # near misses: the other option said alike, denied, asked, a walk's label, another option opening the reply
        ("树突（A）负责接受刺激，轴突也负责。", NEURON, None),
        ("树突（A）不负责接受刺激，轴突负责。", NEURON, None),
        ("树突（A）负责接受刺激吗？", NEURON, None),
        ("- 树突（A）：负责接受刺激。", NEURON, None),
        ("**刺激泛化**。只对条件刺激反应、对相似刺激不反应，叫做分化（C）。刺激泛化（A）正好相反。", GENERAL, None),
        ("只对条件刺激反应、对相似刺激不反应，可能叫做分化（C）。刺激泛化（A）正好相反。", GENERAL, None),
        # a subject sentence beside letters named elsewhere in the reply is no answer of its own
        ("要看的结构有：细胞核（B）、细胞质（D）。树突（A）前面已经讲过，", NEURON, None),
        ("答案是 B。树突（A）负责接受刺激，轴突负责传出。", NEURON, "B"),
    ],
)
def test_an_option_text_with_its_bracketed_letter_as_its_sentence_subject(text, options, expected):
    assert letters_read(text, options, "single") == expected


SENSE = {"A": "感觉适应", "B": "感觉对比", "C": "感觉后像", "D": "感受性", "E": ""}


@pytest.mark.parametrize(
    ("text", "question", "expected"),
    [
        ("这是感觉适应现象（A）。持续刺激使触觉感受性下降。", "", "A"),
        ("这是感觉适应现象（A）。持续刺激使触觉感受性下降。", "这种心理现象是（　　）", "A"),
        # near misses: another option's text with the class noun, negated, and under a stem asking for what is not
        ("这是感觉对比现象（A）。", "", None),
        ("这不是感觉适应现象（A）。", "", None),
        ("这是感觉适应现象（A）。", "下列不属于感觉现象的是（　　）", None),
    ],
)
def test_an_option_text_with_a_class_noun_before_its_own_bracketed_letter(text, question, expected):
    assert letters_read(text, SENSE, "single", question) == expected
