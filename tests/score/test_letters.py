"""The letter scanner every strategy relies on."""

from __future__ import annotations

import pytest

from psyexam.score.letters import canon, normalise, own_quotes, read_letters


@pytest.mark.parametrize(
    ("text", "letters"),
    [
        ("B", ("B",)),
        ("(C)", ("C",)),
        ("【D】", ("D",)),
        ("A、C、D", ("A", "C", "D")),
        ("A和C", ("A", "C")),
        ("A, B, and D", ("A", "B", "D")),
        ("A/B/D", ("A", "B", "D")),
        ("A; B; C", ("A", "B", "C")),
        ("A B D", ("A", "B", "D")),
        ("ACD", ("A", "C", "D")),
        ("A.B.D", ("A", "B", "D")),
        ("b", ("B",)),
        ("a、c", ("A", "C")),
        ("abd", ("A", "B", "D")),
        ("B项", ("B",)),
        ("选项 C", ("C",)),
        ("option B", ("B",)),
        ("B. 系统脱敏", ("B",)),
        ("B because it fits", ("B",)),
        ("A because it fits", ("A",)),
        ("(b) and (d)", ("B", "D")),  # lower-case letters each in brackets
        ("(a), (c)", ("A", "C")),
        ("[a] [c]", ("A", "C")),
    ],
)
def test_reads_letters(text, letters):
    run = read_letters(normalise(text))
    assert run is not None and run.letters == letters and not run.hedged


@pytest.mark.parametrize(
    "text",
    [
        "Because",  # a capital inside a word
        "ADHD",  # not sorted and distinct
        "BAD",
        "a matter of taste",  # the article
        "A person with anxiety",
        "I think",
        "C3",
        "",
    ],
)
def test_reads_no_letters_from_words(text):
    assert read_letters(text) is None


def test_or_marks_a_hedge():
    run = read_letters("B或C")
    assert run.letters == ("B", "C") and run.hedged
    assert read_letters("A or D").hedged
    assert read_letters("AB或ABC").hedged
    assert read_letters("(b) or (d)").hedged


def test_stops_before_prose():
    assert read_letters("B C is wrong").letters == ("B",)
    assert read_letters("B C").letters == ("B", "C")
    assert read_letters("B and it fits").letters == ("B",)
    assert read_letters("B. C is wrong").letters == ("B",)


def test_normalise_and_canon():
    assert normalise("答案：Ｂ（ａ）**") == "答案:B(a)"
    assert canon(" 「系统脱敏」。") == "系统脱敏"
    assert canon("Free Association.") == "free association"


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("`B`", "B"),
        ("``D``", "D"),
        ("答案：`A`、`C`", "答案:A、C"),
        ("_B_", "B"),
        ("最终答案是 __C__。", "最终答案是 C。"),
    ],
)
def test_normalise_drops_inline_code_and_underscore_emphasis(text, plain):
    assert normalise(text) == plain


@pytest.mark.parametrize("text", ['{"answer_letter": "B"}', "x_y_z", "`a\nb`", "a ``` b"])
def test_normalise_keeps_snake_case_and_inline_backticks(text):
    assert normalise(text) == text


def test_normalise_drops_code_fence_lines_only():
    assert normalise('```json\n{"a": "B"}\n```') == '\n{"a": "B"}\n'
    assert normalise("~~~\nB\n~~~") == "\nB\n"


@pytest.mark.parametrize("text", ["『B』", "〔B〕", "〈B〉", "《B》", "<B>", "「B」"])
def test_letters_in_any_bracket(text):
    run = read_letters(text)
    assert run is not None and run.letters == ("B",)


def test_any_order_only_where_an_answer_is_announced():
    assert read_letters("CA") is None
    assert read_letters("CA", any_order=True).letters == ("C", "A")
    assert read_letters("ADHD", any_order=True) is None
    assert read_letters("cab", any_order=True) is None


@pytest.mark.parametrize("text", ["[A][C]", "(A)(C)", "【A】【C】", "(A) (C)"])
def test_letters_each_in_brackets(text):
    assert read_letters(normalise(text)).letters == ("A", "C")


@pytest.mark.parametrize("text, letters", [
    ("选项C和选项D都正确。", {"C", "D"}),
    ("选项A、选项C正确", {"A", "C"}),
    ("option A and option C are correct", {"A", "C"}),
])
def test_a_joining_word_may_repeat_the_option_marker(text, letters):
    from psyexam.bank.records import QType
    from psyexam.score import extract_choice

    options = {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}
    assert extract_choice(text, options, QType.MULTI).letters == frozenset(letters)


@pytest.mark.parametrize(
    ("text", "letters"),
    [
        ("AB,C项错在混淆", ("A", "B")),
        ("BCD,A是干扰项", ("B", "C", "D")),
        ("A、C,E属于另一个模型", ("A", "C")),
        ("AC, E is wrong", ("A", "C")),
        ("ACD,B项“严厉惩罚”与原理相悖", ("A", "C", "D")),
        # near misses: the letters stay one list
        ("A、C,D也正确", ("A", "C", "D")),
        ("AB,C均对", ("A", "B", "C")),
        ("A,B,C是正确的", ("A", "B", "C")),
        ("A、C,E.", ("A", "C", "E")),
        ("A,C,D“三项”均对", ("A", "C", "D")),
    ],
)
def test_a_letter_opening_a_new_clause_is_not_joined(text, letters):
    run = read_letters(text, any_order=True)
    assert run is not None and run.letters == letters


@pytest.mark.parametrize(
    ("text", "letters"),
    [
        ("B,A、C、D均为干扰项", ("B",)),
        ("B, A and C are distractors", ("B",)),
        ("AC,B、D都错在", ("A", "C")),
        # near misses: letters after the comma that nothing speaks against
        ("B,C也对", ("B", "C")),
        ("A,C,D.", ("A", "C", "D")),
    ],
)
def test_letters_named_as_wrong_after_a_comma_leave_the_answer(text, letters):
    run = read_letters(text, any_order=True)
    assert run is not None and run.letters == letters


def test_a_letter_ending_its_line_before_a_key_is_no_article():
    assert read_letters("A\nexplanation: x").letters == ("A",)
    assert read_letters("A\nreason = x").letters == ("A",)
    assert read_letters("A\nlot depends on it") is None
    assert read_letters("A lot depends on it") is None


def test_a_run_does_not_go_on_into_a_line_of_prose():
    assert read_letters("ACE\n\nD是否入选见仁见智。", 0).letters == ("A", "C", "E")
    assert read_letters("A\nC\nE", 0).letters == ("A", "C", "E")
    assert read_letters("A、C、\nE。", 0).letters == ("A", "C", "E")


def test_a_chain_of_hyphened_letters_is_no_range():
    run = read_letters("A-C-D", 0)
    assert run is not None and run.hedged and run.letters == ("A",)
    assert read_letters("A-C、D", 0).letters == ("A", "B", "C", "D")  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "text", ["ABC，D也许也该算上", "ABC，D要不要选还需看教材", "ABCD，E大概也能选", "A，B，C，D，E可能也算"],
)
def test_a_letter_after_a_comma_only_perhaps_to_be_added_stays_out_of_the_run(text):
    run = read_letters(text, 0, any_order=True)
    assert run is not None and text[run.end :].startswith("，")


@pytest.mark.parametrize(
    ("text", "letters"),
    [
        ("A and B; C and D are plainly wrong", ("A", "B")),
        ("A, B; C, D are wrong", ("A", "B")),
        ("A、B；C、D是干扰项", ("A", "B")),
        ("A and B; C and D are debatable", ("A", "B")),
        # near misses: a semicolon inside the list, or between every letter
        ("A and B; C and D", ("A", "B", "C", "D")),
        ("A; B; C are correct", ("A", "B", "C")),
        ("A, C; B and D are wrong", ("A", "C")),
    ],
)
def test_letters_after_a_semicolon_that_open_their_own_clause_are_not_joined(text, letters):
    run = read_letters(text, any_order=True)
    assert run is not None and run.letters == letters


def test_an_option_text_written_with_other_quotation_marks_is_given_its_own():
    options = {"B": "倒“u”形关系"}
    assert own_quotes('→ B. 倒"U"形关系', options) == "→ B. 倒“U”形关系"
    assert own_quotes("倒「U」形关系", options) == "倒“U”形关系"
    assert own_quotes('正"U"形关系', options) == '正"U"形关系'  # other words stay another text
