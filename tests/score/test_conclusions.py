"""Chinese conclusion sentences naming the letters after a subject of their own, with their near misses."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

SINGLE = {"A": "皮亚杰", "B": "维果茨基", "C": "埃里克森", "D": "科尔伯格", "E": ""}
MULTI = {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注", "E": "共情"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("所以这两个条件分别是A与C。", "AC"),
        ("故属于基本态度的是 A、C，其余属于技术层面。", "AC"),
        ("因此可用的有：A、B 与 E。", "ABE"),
        ("不适合的是：B、D。", "BD"),  # a negatively asked subject
        ("适合的是：A 尊重、C 真诚 以及 E 共情。", "ACE"),  # letters glossed with their texts
        ("所以最容易混淆的是A与D。", None),  # distractors named
        ("所以可能的是B和C。", None),
        ("A项正确，B项正确。所以不正确的是C和D。", None),  # which set answers is unsaid
        ("所以正确的是A、B和", None),  # cut off
        ("所以这两个条件分别是A与C，也可能是B。", None),
        ("老师讲是A与C。", None),  # no conclusion word and no "……的" subject
        ("不适合的是B和D：二者都偏离来访者中心。", "BD"),  # a colon opening their reason
        ("不适合的是B和D：A是不是也不适合呢？", None),
        ("不适合的是：\nB：偏离\nD：", None),  # letters opening lines, no reason on the subject's line
    ],
)
def test_conclusion_sentences(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A、B、D都不符合题意，所以正确的只有C。", "C"),
        ("所以不正确的一项是 **A**。", "A"),
        ("所以首先要分析的是A。", None),  # a step of an analysis
        ("所以维果茨基的理论是B的内容。", None),  # the letter does not close its clause
    ],
)
def test_conclusion_sentences_single(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("所以正确的是：B 热情 + C 真诚", "BC"),
        ("所以正确的是：B 热情 + C 真诚 + D", "BCD"),
        ("以上五项都是咨询的基本态度，本题全选。", "ABCDE"),
        ("本题全选？", None),
    ],
)
def test_letters_joined_by_plus_and_the_whole_question_chosen(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


def test_the_whole_question_chosen_names_no_single_answer():
    assert letters_read("本题全选。", SINGLE, "single") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("所以A、B、C是对的，D教材中没有这个说法。", "ABC"),
        ("所以A是对的，B也是对的。", None),  # another letter called right after it
        ("所以A、B是对的吗？", None),
        ("所以A、B是对的，可能还有C。", None),
        ("因此A、B、C都可以。", "ABC"),  # all usable, closing the sentence
        ("所以A、B都可以，但D更直接。", None),  # a clause follows that names another
        ("因此A、B都可以排除。", None),
    ],
)
def test_letters_called_right_after_a_conclusion_word(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected", "qtype"),
    [
        ("埃里克森提出了心理社会发展八阶段理论，故C项当选。", "C", "single"),
        ("A、C、E项当选，B、D项为干扰项。", "ACE", "multi"),
        ("C项不当选。", None, "single"),
        ("C项当选吗？", None, "single"),
        ("正确答案：A·C·E", "ACE", "multi"),  # a middle dot between letters
        ("正确答案：A·C·", None, "multi"),  # cut off after one
    ],
)
def test_letters_said_to_be_chosen(text, expected, qtype):
    assert letters_read(text, MULTI if qtype == "multi" else SINGLE, qtype) == expected


@pytest.mark.parametrize(
    ("text", "expected", "qtype"),
    [
        ("逐项分析：\nA：错\nB：错\nC：对\nD：错\n故选C", "C", "single"),  # "错" on the line before is no "错选"
        ("误选C的人很多，故选D。", "D", "single"),
        ("选项C符合题意。", "C", "single"),
        ("选项C和选项D都符合题意。", None, "single"),
        ("A、C、E符合题意。", "ACE", "multi"),
        ("答案是A、C等", None, "multi"),  # others unnamed
        ("答案是A、C、E三项", "ACE", "multi"),
        ("答案是A、C、E四项", None, "multi"),  # a count that differs
        ("答案：A、C、E（共两项）", None, "multi"),
        ("答案：A、C、E等三项", "ACE", "multi"),  # "等" before a count closes the list
        ("答案：A、C、E等四项", None, "multi"),
    ],
)
def test_exam_key_layouts(text, expected, qtype):
    assert letters_read(text, MULTI if qtype == "multi" else SINGLE, qtype) == expected


ANALYSIS = "选项A：错误。\n选项B：错误。\n选项C：正确。\n选项D：错误。"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("结论是C", "C"),
        ("综上，结论：C。", "C"),
        ("结论：X", None),  # the template's placeholder copied
        ("结论可能是C", None),
        (ANALYSIS, "C"),
        (ANALYSIS + "\n结论：C", "C"),
        (ANALYSIS + "\n结论：", None),  # cut off before its answer
        (ANALYSIS + "\n\n所以答案是", None),
        ("选项A：错误。\n选项B：正确。\n选项C：正确。\n选项D：错误。", None),  # two right for a single choice
    ],
)
def test_option_analysis_and_its_conclusion(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


KEY = "A项：皮亚杰研究认知发展，{}。\nB项：维果茨基提出最近发展区，{}。\nC项：埃里克森提出八阶段理论，{}。\nD项：科尔伯格研究道德发展，{}。"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (KEY.format("说法错误，当选", "说法正确，排除", "说法正确，排除", "说法正确，排除"), "A"),
        (KEY.format("排除", "排除", "当选", "不当选"), "C"),
        (KEY.format("当选", "当选", "排除", "排除"), None),  # two chosen for a single choice
        (KEY.format("排除", "当选", "排除", "排除").rsplit("\n", 1)[0] + "\nD项：科尔伯格", None),  # cut off
    ],
)
def test_option_lines_closing_with_their_choice(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("肯定是C", "C"),
        ("一定是C。", "C"),
        ("非C莫属", "C"),
        ("C应该是正确答案", "C"),
        ("不一定是C", None),
        ("未必是C", None),
        ("一定是C或D", None),
    ],
)
def test_firm_words(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("结论：埃里克森贡献最大。", "C"),
        ("结论：埃里克森贡献不大。", None),
        ("结论：埃里克森比科尔伯格贡献大。", None),
        ("结论：埃里克森可能贡献最大。", None),
        ("最符合的是皮亚杰和埃里克森。\n\n结论：C", "C"),  # two candidates for a single choice, narrowed
        ("最符合的是皮亚杰和埃里克森。\n\n结论：D", None),
    ],
)
def test_an_option_text_after_a_lead_and_candidates_narrowed(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_a_multiple_response_set_narrowed_without_a_revision_contradicts():
    assert letters_read("答案：A、C、E\n\n结论：A、C", MULTI, "multi") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：C——埃里克森", "C"),
        ("答案：C—科尔伯格", None),  # another option's text after a dash
        ("正确答案应选〖C〗", "C"),
        ("综上所述，本题正确答案为C项“科尔伯格”。", None),
    ],
)
def test_dashes_and_lenticular_brackets(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    "text", ["错误的选项有：B、D。正确的选项有：A、C、E。", "错误的是B、D，正确的是A、C、E。", "正确的选项有：A、C、E。错误的选项有：B、D。"]
)
def test_the_right_ones_answer_beside_the_wrong_ones(text):
    assert letters_read(text, MULTI, "multi") == "ACE"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("如果C是正确答案，那么D就不对了。", None),
        ("如果C项正确，那么D就不对了。", None),  # a supposed verdict
        ("若C项当选，则题干应问心理社会发展。", None),
        ("因此不能选的是C。", None),  # a letter left out, not a negatively asked subject
        ("结论：埃里克森贡献最大吗", None),
        ("所以C是正确答案。", "C"),
    ],
)
def test_suppositions_and_letters_left_out(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(("text", "expected"), [("正确项为C。", "C"), ("正确项：C", "C"), ("不正确项为C。", None)])
def test_the_right_item(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B、C、D这三个选项是正确的。", "BCD"),
        ("我认为B、C、D这三个选项符合题意。", "BCD"),
        ("B、C、D这两项是正确的。", None),  # the count differs
        ("B、C、D三个选项可能都符合题意。", None),
        ("如果B、C、D这三项是正确的，那么……", None),
    ],
)
def test_letters_with_their_count_then_a_verdict(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("不是维果茨基提出的是：C", "C"),  # a subject opening with "不是", read up to its "……的是"
        ("所以不是C。", None),  # denies C, names no answer
        ("不是维果茨基提出的是哪个？是C吗？", None),
    ],
)
def test_a_negated_subject_opening_with_the_copulas_negation(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("根据上述分析，我们可以得出结论，不属于基本态度的是D.", "D"),  # after a clause that concludes
        ("由此可知，适合的是A、C。", "AC"),
        ("我们可能得出结论，不属于基本态度的是D。", None),  # the concluding clause doubts
        ("首先，不属于基本态度的是D。", None),  # a step, not a conclusion
        ("A正确，B正确，由此可知，不属于基本态度的是D。", None),  # which set answers is unsaid
    ],
)
def test_a_subject_after_a_concluding_clause(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("所以不是维果茨基提出的是 A 皮亚杰。", "A"),  # a negated subject, the letter then plainly its own text
        ("所以不是维果茨基提出的是 A. 皮亚杰。", "A"),
        ("所以不是维果茨基提出的是 A 科尔伯格。", None),  # another option's text after the letter
    ],
)
def test_a_negated_subject_then_a_letter_and_its_own_text(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


REASONED = "1. 按认知发展阶段划分 → 皮亚杰；按社会文化理论划分 → 维果茨基。\n\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (REASONED + "**结论**：提出该阶段理论的是 **A. 皮亚杰**。", "A"),  # a "结论" key, a subject, the letter and its text
        (REASONED + "结论：这一理论属于 B（维果茨基）。", "B"),
        ("结论：这一理论属于 C。", "C"),
        ("结论：这一理论属于 A. 维果茨基。", None),  # another option's text after the letter
        (REASONED + "结论：这一理论属于 A 或 B。", None),  # two letters for a single choice
        (REASONED + "结论：这一理论可能属于 A. 皮亚杰。", None),  # the conclusion doubts
        ("结论：这一理论不属于 A. 皮亚杰。", None),  # a negated subject
        (REASONED.strip(), None),  # the arrows alone name no letter
    ],
)
def test_a_conclusion_key_then_a_subject_and_its_letter(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("因此要注意区分的是：B和D。", "multi", None),
        ("所以需要区分的是 A 与 C。", "multi", None),
        ("所以要对比的是：B、D", "multi", None),
        ("So the ones to distinguish are B and D.", "multi", None),
        ("答案：ABCD\n\n因此要注意区分的是：B和C。", "multi", "ABCD"),
        ("因此不可以用来表示区分度的是 D。", "single", "D"),  # a measure, not letters to tell apart
    ],
)
def test_letters_to_tell_apart_are_not_chosen(text, qtype, expected):
    assert letters_read(text, MULTI if qtype == "multi" else SINGLE, qtype) == expected


VALIDITY = {"A": "所测与要测的符合程度", "B": "首先必须鉴定的", "C": "重测结果的一致性程度", "D": "测验的准确性"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('题目问"说法错误"的是：\n\nA 正确\nB 正确\nC 错误——这是重测信度\nD 正确\n\n**错误的说法：C**', "C"),
        ("本题问的是错误的说法。\nA 对\nB 对\nC 错\nD 对\n\n错误的表述：C", "C"),
        # near misses: the stem said to ask for the right ones, a doubt, two candidates
        ("题目问哪项说法正确：\nA 正确\nB 正确\nC 错误\nD 正确\n\n错误的说法：C", None),
        ('题目问"说法错误"的是：\nA 正确\nB 正确\nC 错误\nD 正确\n\n错误的说法：C（不太确定）', None),
        ('题目问"说法错误"的是：\nA 正确\nB 错误？\nC 错误\nD 正确\n\n错误的说法：B或C', None),
    ],
)
def test_a_negated_subject_before_a_colon_after_the_stem_asked_for_the_wrong_one(text, expected):
    assert letters_read(text, VALIDITY, "single") == expected


_AIMS = {"A": "让丈夫理解自己", "B": "调整认知", "C": "让女儿努力学习", "D": "改善情绪", "E": ""}


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("所以B和D是合适的。A、C都是要求他人改变，不属于求助者的咨询目标。", "multi", "BD"),
        ("A、B、C说得都没错。D是心理物理学的方法，不属于。", "multi", "ABC"),
        ("B和D是合适的吗？", "multi", None),
        ("如果B和D是合适的，那么A就不对。", "multi", None),
        ("B和D是合适的，不过C也许也行。", "multi", None),
        ("B和D是合适的。", "single", None),
    ],
)
def test_letters_said_fitting_or_not_wrong(text, qtype, expected):
    assert letters_read(text, _AIMS, qtype) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("对这道题来说，正确的有A、C，错误的有B、D。", "AC"),  # a topic clause leads to the subject
        ("关于咨询态度，正确的是A、C。", "AC"),
        ("对这道题没把握，正确的有A、C。", None),  # the topic clause doubts
        ("对这道题来说，正确的有A、C，错误的有A、D。", None),  # A both right and wrong
        ("正确的有A、C，错误的有C、D。", None),
    ],
)
def test_a_topic_clause_before_the_subject(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


DEPRESSION = {"A": "语言动作减少和迟缓", "B": "思维中断", "C": "思维缓慢", "D": "情绪低落", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("所以“抑郁发作”的特点不包括的是B项“思维中断”。", "B"),  # the letter's own text in quotation marks
        ("因此不包括的是B选项「思维中断」。", "B"),
        ("所以不包括的是B“思维中断”。", "B"),
        ("所以不包括的是B项“情绪低落”。", None),  # another option's text quoted
        ("所以不包括的是B项“思维中断”？", None),  # asked
        ("所以不包括的可能是B项“思维中断”。", None),
        ("所以不包括的是B选项“思维中断”，也可能是D。", None),
    ],
)
def test_a_negated_conclusion_closed_by_its_letter_s_quoted_text(text, expected):
    assert letters_read(text, DEPRESSION, "single", "“抑郁发作”的特点不包括( )。") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("不属于认知发展理论的是C埃里克森（属于人格发展理论）。", "C"),
        ("所以提出者是C埃里克森（八阶段论的作者）。", "C"),
        ("不属于认知发展理论的是C埃里克森（也可能是D）。", None),
        ("所以提出者是C埃里克森（或者说皮亚杰）。", None),  # another option's text
        ("所以提出者是C埃里克森（不太确定）。", None),
    ],
)
def test_a_conclusion_with_a_bracketed_note_after_its_letter_and_text(text, expected):
    assert letters_read(text, SINGLE, "single") == expected
