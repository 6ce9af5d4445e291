"""An answer set whose letters the reply's own label lines judge both right and wrong is a contradiction."""

from __future__ import annotations

import pytest

from psyexam.score.verdict_clash import clashes_with_verdicts, cut_among_fitting, ends_on_bare_letter, line_verdicts
from tests.score.reading import letters_read

OPTS = {"A": "注意的广度", "B": "注意的稳定性", "C": "注意的分配", "D": "注意的起伏"}
LINES = "A. 正确，广度。\nB 注意的稳定性：是\nC. ✅ 分配\nD. 错误，起伏不是品质。\n\n"


def test_label_lines_are_judged():
    assert line_verdicts(LINES, OPTS) == {"A": True, "B": True, "C": True, "D": False}


def test_a_letter_judged_both_ways_is_left_out():
    assert line_verdicts("D. 错误\nD. 正确", OPTS) == {}


@pytest.mark.parametrize(("answer", "expected"), [("答案：ABCD", None), ("答案：ABC", "ABC"), ("答案：D", "D")])
def test_the_answer_against_the_lines(answer, expected):
    assert letters_read(LINES + answer, OPTS, "multi") == expected


def test_no_clash_without_verdict_lines_or_with_one_letter():
    assert not clashes_with_verdicts("A. 广度\nD. 起伏", ("A", "D"), OPTS)
    assert not clashes_with_verdicts(LINES, ("D",), OPTS)
    assert clashes_with_verdicts(LINES, ("A", "D"), OPTS)


def test_options_that_are_verdict_words_are_never_judged():
    opts = {"A": "是", "B": "否", "C": "不确定"}
    assert not clashes_with_verdicts("A. 是\nB. 否", ("A", "B"), opts)


@pytest.mark.parametrize("closing", ["全选。", "以上全部正确。", "所以四个都选。"])
def test_verdicts_then_a_closing_that_calls_every_option_right_are_a_contradiction(closing):
    assert letters_read("- A：✅\n- B：✅\n- C：❌\n- D：✅\n\n" + closing, OPTS, "multi") is None


def test_every_option_judged_right_then_all_reads():
    assert letters_read("A对，B对，C对，D对。\n\n以上全部正确。", OPTS, "multi") == "ABCD"


def test_yes_no_verdicts_on_one_line_set_off_by_semicolons():
    opts = {"A": "Respect", "B": "Advice", "C": "Empathy", "D": "Genuineness"}
    assert letters_read("A: yes; B: no; C: yes; D: yes", opts, "multi") == "ACD"
    assert letters_read("A: yes; B: no; C: yes; D: maybe", opts, "multi") is None


MARKED = "A. 注意的广度（√）\nB. 注意的稳定性（×）\nC. 注意的分配（√）\nD. 注意的起伏（√）\n\n"


@pytest.mark.parametrize(
    ("answer", "qtype", "expected"),
    [
        ("故本题答案为ACD。", "multi", "ACD"),
        ("故本题答案为AC。", "multi", None),  # D, marked like A and C, left out: fits neither reading of the stem
        ("故本题答案为B。", "multi", "B"),  # the one marked wrong: a stem asking for the wrong statement
        ("故本题答案为C。", "single", "C"),  # one of several for a single choice narrows, it does not clash
    ],
)
def test_a_multiple_response_answer_leaving_out_an_option_judged_like_its_own(answer, qtype, expected):
    assert letters_read(MARKED + answer, OPTS, qtype) == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("1. A项：正确。\n2. B项：排除。\n3. C项：正确。\n4. D项：正确。\n\n正确答案：ACD", "ACD"),
        ("1. A项：正确。\n2. B项：排除。\n3. C项：正确。\n4. D项：正确。\n\n正确答案：ABCD", None),  # 排除 is a verdict
        ("A：对\nB：对\nC：对\nD：错\n\n再想想，B其实不对。答案：AC", "AC"),  # named again after the lines: a revision
        ("A：对\nB：错\nC：对，但不全面\nD：对\n\n答案：ABD", None),  # B judged wrong, A and D right
        ("A：对\nB：错\nC：对，但不全面\nD：对\n\n答案：AD", "AD"),  # a qualified verdict may be left out
    ],
)
def test_verdicts_against_the_set_left_out(reply, expected):
    assert letters_read(reply, OPTS, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("注意的品质：广度、稳定性、分配、起伏——全选。", "ABCD"),  # a dash ends the clause before "全选"
        ("注意的品质：广度、稳定性、分配——全选？", None),
        ("注意的品质：注意的广度、注意的稳定性、注意的分配，起伏不算——全选。", None),  # the texts chosen and "all" disagree
    ],
)
def test_all_chosen_after_a_dash(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


DRUGS = {"A": "精神兴奋剂", "B": "镇静类药物", "C": "行为治疗", "D": "家庭治疗"}
TAGGED = "1. 精神兴奋剂是首选——A ✓\n2. 镇静类药物会加重注意问题——B ✗\n3. 行为治疗——C ✓\n4. 家庭治疗——D ✓"


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("\n\n答案：ACD", "ACD"),  # the lines' letters agree with the set
        ("\n\n答案：AB", None),  # B marked wrong, C and D right
        ("\n\n答案：AC", None),  # D marked like A and C, left out
        ("", None),  # the lines alone: one of them is no answer set
    ],
)
def test_list_lines_closing_with_a_letter_and_a_mark(answer, expected):
    assert letters_read(TAGGED + answer, DRUGS, "multi") == expected


SINGLE = {"A": "差异性", "B": "缺陷性", "C": "集中性", "D": "排除性"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：A\n\n- A 差异性 ✅\n- D 排除性 ✅", None),
        ("答案：A\n\n- A. 差异性：能力与成就差异显著 ✅\n- D. 排除性：排除其他原因 ✅", None),
        ("答案：A\n\nA. 差异性 —— 正确\nB. 缺陷性 —— 错误\nD. 排除性 —— 正确", None),
        ("答案：D\n\nA. 差异性 ✅\nB. 缺陷性 ❌\nD. 排除性 ❌", None),
        # near misses: only the answer's line so judged, the odd one out, lines before the answer, a qualified line
        ("答案：A\n\nA. 差异性 —— ✅\nB. 缺陷性 —— ❌\nD. 排除性 —— ❌", "A"),
        ("答案：D\n\nA. 差异性 ✅\nB. 缺陷性 ✅\nC. 集中性 ✅\nD. 排除性 ❌", "D"),
        ("A. 差异性 ✅\nD. 排除性 ✅\n\n答案：A", "A"),
        ("答案：A\n\n- A 差异性：符合 ✅\n- D 排除性：有关但不是核心 ✅", "A"),
    ],
)
def test_option_lines_after_a_single_answer_judging_another_alike(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


MULTI = {"A": "内在动机", "B": "外在动机", "C": "生理性动机", "D": "社会性动机"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：AB\n\n- D 社会性动机：也可以看作外部的 ✔", None),
        ("答案：AB\n\n- A 内在动机 ✔\n- B 外在动机 ✔\n- C 生理性动机 ✘\n- D 社会性动机 ✘", "AB"),
        ("答案：CD\n\n- A 内在动机 ✔\n- B 外在动机 ✔\n- C 生理性动机 ✘\n- D 社会性动机 ✘", "CD"),  # a negative question
        ("答案：AB\n\n- D 社会性动机：有关但属于按起源的划分 ✔", "AB"),
    ],
)
def test_an_option_not_chosen_ticked_after_the_answer(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


# A walk calling A and C fitting, then an answer the reply stops on (its token limit): it may go on "和C……".
WALK = ("A. 注意的广度：这符合题干的描述。\nB. 注意的稳定性：这不符合题干的描述。\n"
        "C. 注意的分配：这符合题干的描述。\nD. 注意的起伏：这不符合题干的描述。\n\n综上所述，{}")


@pytest.mark.parametrize(
    ("ending", "qtype", "expected"),
    [
        ("选项 A", "single", None),  # cut where it may go on
        ("答案是A、C", "multi", "AC"),  # every fitting option named
        ("答案是A", "multi", None),  # C fits as A does, left out at the cut
        ("选项 A。", "single", "A"),  # a full stop closes it
        ("选项 **A**", "single", "A"),  # closing markdown too
        ("答案是A（注意的广度）", "single", "A"),  # and its option text in brackets
        ("答案是A", "single", None),
        ("选项 B", "single", None),  # judged as D is: it may go on "和D……" as well
        ("答案：A", "single", "A"),  # a keyed answer line is complete as it stands
    ],
)
def test_an_answer_cut_off_among_options_judged_alike(ending, qtype, expected):
    assert letters_read(WALK.format(ending), OPTS, qtype) == expected


def test_a_cut_answer_agreeing_with_the_verdicts_and_a_bare_answer_stay_read():
    agreeing = WALK.replace("C. 注意的分配：这符合", "C. 注意的分配：这不符合")
    assert letters_read(agreeing.format("选项 A"), OPTS, "single") == "A"
    assert letters_read("答案：A", OPTS, "single") == "A"
    ranked = WALK.replace("C. 注意的分配：这符合", "C. 注意的分配：这部分符合，但不如A贴切")
    assert letters_read(ranked.format("选项 A"), OPTS, "single") == "A"  # a ranking, no plain verdict on C


def test_the_bare_ending_and_the_fitting_lines():
    assert ends_on_bare_letter("综上所述，选项 A\n") and ends_on_bare_letter("选项 Ａ")
    assert not ends_on_bare_letter("选项 **A**") and not ends_on_bare_letter("选项 A。")
    text = WALK.format("选项 A")
    assert cut_among_fitting(text, len(text), ("A",), OPTS)
    assert not cut_among_fitting(text, len(text) - 1, ("A",), OPTS)  # something after the answer
