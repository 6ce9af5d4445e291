"""Answer families read as general rules, each with its near misses (hedges, contradictions,
cut-off replies) that must stay unread."""

from __future__ import annotations

import pytest

from psyexam.score.extract import extract_choice
from tests.score.reading import letters_read

SINGLE = {"A": "皮亚杰", "B": "维果茨基", "C": "埃里克森", "D": "科尔伯格", "E": ""}
MULTI = {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注", "E": "共情"}


def _read(text: str, multi: bool) -> str | None:
    return letters_read(text, MULTI if multi else SINGLE, "multi" if multi else "single")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("选A跟B", "AB"),
        ("答案是A同C。", "AC"),
        ("正确答案：B加上D", "BD"),
        ("应该选A，还有C", "AC"),
        ("The answer is A plus E.", "AE"),
        ("The correct options are B as well as C.", "BC"),
        ("选A外带B", None),  # a joining word no rule knows: never the first letter alone
        ("The answer is A then C.", None),
    ],
)
def test_colloquial_joining_words(text, expected):
    assert _read(text, multi=True) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案是A连B。", None),
        ("答案是A而非B。", "A"),
        ("The answer is A rather than B.", "A"),
        ("The answer is A because B is wrong.", "A"),
    ],
)
def test_a_letter_named_after_the_answer(text, expected):
    assert _read(text, multi=False) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("逐项分析：\nA项：皮亚杰的理论与题意不符。\nB项：维果茨基", None),
        ("选项A：皮亚杰强调自我中心，不符。\n选项B：维果茨基提出最近", None),
        ("A项：皮亚杰，不符。\nB项：维果茨基。", None),
        ("A. 皮亚杰：不符。\nB. 维果茨基", None),
        ("A项：皮亚杰，不符。\nB项：维果茨基，符合。\n\n答案：B", "B"),
        ("综合以上分析。\n\nB. 维果茨基", "B"),
    ],
)
def test_an_analysis_cut_off_at_the_next_option_label(text, expected):
    assert _read(text, multi=False) == expected


@pytest.mark.parametrize(
    ("text", "multi", "expected"),
    [
        ("正しい選択肢：A、B、D", True, "ABD"),
        ("正しいのはBです。", False, "B"),
        ("正しいのはBかもしれません。", False, None),
        ("A alternativa correta é a B.", False, "B"),
        ("A alternativa correta é a B ou a C.", False, None),
        ("As alternativas corretas são a A e a C.", True, "AC"),
        ("La opción correcta es la C.", False, "C"),
        ("La opción A dice que el desarrollo es social.", False, None),
        ("Poprawne odpowiedzi: A, B i C", True, "ABC"),
        ("Správné odpovědi: A, B a C", True, "ABC"),
        ("Las respuestas correctas son A, B y C.", True, "ABC"),
    ],
)
def test_answer_leads_and_joins_in_other_languages(text, multi, expected):
    assert _read(text, multi) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("结论: B\n理由: 维果茨基提出最近发展区", "B"),
        ("分析: 略\n最终选择: C", "C"),
        ("结论: B或C", None),
        ("结论: A\n答案：B", None),
        ("〖答案〗B", "B"),
        ("［答案］D", "D"),
        ("『答案』A", "A"),
        ("《答案》C", "C"),
        ("〔答案〕B", "B"),
        ("【答案】B（也可能是C）", None),
    ],
)
def test_yaml_like_keys_and_bracketed_answer_headings(text, expected):
    assert _read(text, multi=False) == expected


@pytest.mark.parametrize(
    ("text", "multi", "expected"),
    [
        ('[{"option": "A", "correct": true}, {"option": "B", "correct": false}, {"option": "C", "correct": true}]',
         True, "AC"),
        ('[{"选项": "A", "判断": "正确", "理由": "尊重是前提"}, {"选项": "B", "判断": "错误"}]', True, "A"),
        ('[{"option": "A", "correct": true}, {"option": "B", "correct": "maybe"}]', True, None),
        ('[{"option": "A", "correct": true}, {"option": "A", "correct": false}]', True, None),
        ('[{"option": "A", "correct": true}, {"option": "B", "correct": true}]', False, None),
    ],
)
def test_json_array_of_per_option_verdict_records(text, multi, expected):
    assert _read(text, multi) == expected


@pytest.mark.parametrize(
    ("text", "multi", "expected"),
    [
        ("question,answer\n1,D", False, "D"),
        ("题号\t答案\n1\tB", False, "B"),
        ("answer,confidence\nB,0.6", False, "B"),
        ("question,answer\n1,D\n2,B", False, None),
        ("question,answer\n1,B or C", False, None),
        ("option,correct\nA,true\nB,false\nC,true", True, "AC"),
        ("name,city\nB,D", False, None),  # no answer-like column
    ],
)
def test_csv_and_tsv_with_an_answer_column(text, multi, expected):
    assert _read(text, multi) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A 错，C 错，D 错，只剩 B。", "B"),
        ("排除A、C、D，剩下的就是B。", "B"),
        ("A is wrong, C is wrong and D is wrong, leaving B.", "B"),
        ("A is wrong, C is wrong and D is wrong, so we're left with B.", "B"),
        ("So we're left with B or C.", None),
        ("By elimination, B: the only one left.", "B"),
        ("A, C and D are ruled out; the remaining option is B.", "B"),
        ("A 错，C 错，只剩 B 和 D。", None),
        ("A 错，C 错，D 错，只剩 B，但 B 也不对。", None),
        ("A 错，C 错，只剩 B 或 D。", None),
        ("A 错，C 错，D 错。", None),  # nothing named as left
        ("The answer is B, but B is also wrong.", None),
        ("答案是B，但A也不对。", "B"),
    ],
)
def test_an_elimination_naming_the_one_option_left(text, expected):
    assert _read(text, multi=False) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("正确的是：\n1) B\n2) C\n3) A", "ABC"),
        ("正确答案：\n1. A\n2. C", "AC"),
        ("正确答案：\n(1) A\n(2) E", "AE"),
        ("正确答案：\n1. A 尊重是前提\n2. C 真诚也重要", None),
        ("正确答案：\n1) A\n2) C 或 D", None),
    ],
)
def test_a_numbered_list_of_letters_after_an_answer_lead(text, expected):
    assert _read(text, multi=True) == expected


REINFORCEMENT = {"A": "正强化", "B": "负强化", "C": "正惩罚", "D": "负惩罚"}
ACTIVITY = {"A": "外显性", "B": "展开性", "C": "内隐性", "D": "客观性"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The answer is negative reinforcement (负强化).", "B"),
        ("答案是正强化（positive reinforcement）。", "A"),
        ("The answer is negative reinforcement (负强化), or maybe positive punishment (正惩罚).", None),
        ("The answer is negative reinforcement (负强化) or positive punishment (正惩罚).", None),
        ("应选负强化，或者正强化。", None),
        ("The answer is reinforcement (强化).", None),  # no option's whole text
    ],
)
def test_an_option_named_by_its_text_with_a_translation(text, expected):
    got = extract_choice(text, REINFORCEMENT, "single").letters
    assert ("".join(sorted(got)) if got else None) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("心智活动的执行具有内隐性。", "C"),
        ("心智活动的执行可能具有内隐性。", None),
        ("心智活动的执行不具有内隐性。", None),
        ("心智活动的执行具有内隐性，而非外显性。", None),
        ("心智活动的执行具有内隐性和客观性。", None),
        ("心智活动的执行具有内隐性吗？", None),
    ],
)
def test_one_option_text_asserted_as_the_fact(text, expected):
    got = extract_choice(text, ACTIVITY, "single").letters
    assert ("".join(sorted(got)) if got else None) == expected


@pytest.mark.parametrize(("text", "expected"), [("C和D都不对。所以A和B。", "AB"), ("C和D都不对。所以A或B。", None),
                                                ("C和D都不对。所以A和B？", None)])
def test_a_conclusion_word_then_letters_closing_the_line(text, expected):
    assert _read(text, multi=True) == expected
