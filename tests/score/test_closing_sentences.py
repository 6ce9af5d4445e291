"""Answer letters inside ordinary closing sentences and lists, and their near misses."""

from __future__ import annotations

import pytest

from psyexam.score.annotated import annotated_run
from psyexam.score.asking_back import asks_back
from psyexam.score.closing_letters import closing_run
from psyexam.score.extract import extract_choice
from psyexam.score.letters import normalise, read_letters

OPTIONS = {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注", "E": "共情"}


def _read(text: str, qtype: str = "multi") -> str | None:
    got = extract_choice(text, OPTIONS, qtype).letters
    return "".join(sorted(got)) if got is not None else None


def test_a_letter_added_after_a_comma_joins_the_noted_run_only_closing_the_sentence():
    run = annotated_run(normalise("A（respect）和 C（genuineness），还有 E（empathy）。"), 0, OPTIONS)
    assert run is not None and run.letters == ("A", "C", "E") and not run.hedged
    run = annotated_run("A (respect) and C (genuineness), as well as E (empathy).", 0, OPTIONS)
    assert run is not None and run.letters == ("A", "C", "E") and not run.hedged
    run = annotated_run(normalise("A（respect）和 C（genuineness），还有 E 要看教材。"), 0, OPTIONS)
    assert run is not None and run.hedged


def test_a_letter_before_english_prose_after_a_semicolon_opens_a_clause():
    run = read_letters("A, C and D; B states the opposite.", 0)
    assert run is not None and run.letters == ("A", "C", "D")
    run = read_letters("A; C and D.", 0)
    assert run is not None and run.letters == ("A", "C", "D")


def test_letters_closing_the_last_line():
    assert closing_run(normalise("四个选项描述的都是这种变化：A、B、C、D。")) == frozenset("ABCD")
    assert closing_run("All but C are right: A, B, D, E.") == frozenset("ABDE")
    assert closing_run("A, B, D") is None  # a bare line of letters: no colon, comma or dash before the run
    assert closing_run(normalise("也要看：D，但这不是重点。")) is None


def test_a_weak_reading_gives_way_to_a_closing_list_of_other_letters():
    assert _read("咨询关系的要素主要有尊重、热情和真诚。") == "ABC"
    assert _read("咨询关系的要素主要有尊重、热情和真诚。\n\n另外还要看：D。") is None


def test_the_question_said_to_ask_for_some_statements_before_the_letters():
    assert _read("A — true.\nB — false.\nC — true.\nD — false.\n\nThe question asks for the false statements: B and D.") == "BD"
    assert _read("题目问的是错误的说法：B、D。") == "BD"
    assert _read("The question asks for the false statements: B and maybe D.") is None


def test_asking_to_confirm_the_item_after_the_answer_leaves_it_open():
    assert asks_back("能否确认一下原题？")
    assert _read("答案：B。能否确认一下原题？", "single") is None
    assert _read("答案：B。如果还有疑问，欢迎继续提问。", "single") == "B"


def test_a_gloss_naming_a_letter_is_no_translation_of_an_option():
    assert _read("Some textbooks answer this with B (热情), others with D.", "single") is None
    assert _read("The answer is genuineness (真诚).", "single") == "C"


def test_the_writer_still_torn_with_an_adverb():
    assert _read("A (尊重) — yes\nC (真诚) — yes\nD (积极关注) — debatable\n\nI'm honestly torn on D.") is None


def test_letters_all_said_to_be_something_closing_the_reply():
    from psyexam.score.closing_predicates import closing_all

    assert _read("……\n\n因此 A、B、D、E 都是咨询关系的要素。") == "ABDE"
    assert _read("……\n\n以上四项（A、B、C、D）均会影响咨询效果。") == "ABCD"
    assert _read("……\n\n以上三项（A、B、C、D）均会影响咨询效果。") is None  # miscounted
    assert _read("……\n\n因此 A、B 都可能是咨询关系的要素。") is None
    assert _read("因此 A、B、D、E 都是咨询关系的要素。\n\n不过 C 也可以算。") is None  # not the closing sentence
    assert closing_all(normalise("因此 A、B 都不是咨询关系的要素。")) == (frozenset("AB"), True)


def test_a_count_beside_letters_after_a_subject_must_match_them():
    assert _read("所以咨询关系的要素是 A、C 两项。") == "AC"
    assert _read("所以咨询关系的要素是 A、C 三项。") is None
    assert _read("正确的两项是 A（尊重）和 C（真诚）。") == "AC"
    assert _read("正确的三项是 A 和 C。") is None


def test_the_writers_view_calling_letters_right():
    assert _read("……\n\n我认为 A、C、D 是对的；B 是另一回事。") == "ACD"
    assert _read("……\n\n我认为 A、C、D 是对的，B 可能也对。") is None


PLACES = {"A": "主动性对内疚感", "B": "勤奋感对自卑感", "C": "同一性对角色混乱", "D": "亲密感对孤独感"}


def _single(text: str, options: dict[str, str] = PLACES) -> str | None:
    got = extract_choice(text, options, "single").letters
    return "".join(sorted(got)) if got is not None else None


def test_a_place_named_as_one_then_its_letter():
    assert _single("……\n\nAmong the four, the best is the last one (D).") == "D"
    assert _single("……\n\nAmong the four, the best is the last one (C).") is None
    assert _single("……\n\nThe third option, C (同一性对角色混乱), is correct.") == "C"
    assert _single("……\n\nThe third option, C (亲密感对孤独感), is correct.") is None


def test_english_closing_sentences_with_several_letters():
    assert _read("……\n\nSo all four apply: A, B, C and D.") == "ABCD"
    assert _read("……\n\nSo all four apply: A, B and C.") is None
    assert _read("These fit, i.e. B and D.") == "BD"
    assert _read("These fit, i.e. B or D.") is None


def test_an_option_text_holding_a_word_against_options_is_no_doubt_of_its_own():
    options = {"A": "抵消平衡法", "B": "统计控制法", "C": "恒定法", "D": "排除法"}
    assert _single("That's the elimination method (排除法), option D.", options) == "D"
    assert _single("That's not the elimination method (排除法), option D.", options) is None


def test_a_dash_letter_with_its_option_word_closing_the_reply():
    options = {"A": "经济人", "B": "社会人", "C": "自我实现人", "D": "复杂人"}
    assert _single("所以由霍桑实验可以推知人是社会人——B 项。", options) == "B"
    assert _single("所以人不是经济人——A 项。", options) is None


def test_all_n_said_to_be_something_then_all_chosen():
    assert _read("以上五种都是咨询关系的要素，全选。") == "ABCDE"
    assert _read("以上四种都是咨询关系的要素，全选。") is None  # four of five options
    assert _read("以上五种可能都是咨询关系的要素，全选。") is None


def test_all_but_some_said_right_in_english():
    assert _read("All but C are right: A, B, D, E.") == "ABDE"
    assert _read("All but C are right: A, B, D.") is None
    assert _read("All but C are right.") == "ABDE"


def test_what_fills_the_blank():
    assert _single("因此空格处应填“同一性对角色混乱”。") == "C"
    assert _single("因此括号里应填 B。") == "B"
    assert _single("因此空格处应填“同一性对角色混乱”或“亲密感对孤独感”。") is None
    assert _single("如果按旧教材，空格处应填“同一性对角色混乱”。") is None


def test_english_letters_said_to_be_the_thing_asked_closing_the_reply():
    assert _read("……\n\nThus B and D are the core conditions.") == "BD"
    assert _read("……\n\nThus B and D are not the core conditions.") is None
    assert _read("……\n\nThus B and D are the distractors.") is None
    assert _read("Thus B and D are the core conditions.\n\nC might count as well.") is None


def test_an_english_copula_before_letters_each_with_its_own_text():
    assert _read("So the core conditions here are C (真诚) and E (共情).") == "CE"
    assert _read("So the core conditions here are C (真诚) and E (热情).") is None


def test_a_last_line_of_a_letter_a_dash_and_its_own_text():
    assert _single("……\n\nC — 同一性对角色混乱") == "C"
    assert _single("……\n\nC — 亲密感对孤独感") is None


def test_a_letter_with_its_own_text_said_to_be_the_one_described():
    assert _single("Option C, 同一性对角色混乱, is the one described.") == "C"
    assert _single("Option C, 亲密感对孤独感, is the one described.") is None


def test_a_bare_last_line_after_a_list_already_past_its_letter():
    words = {"A": "每天跑步", "B": "视力下降", "C": "不怕见生人了", "D": "药物引起瞌睡"}
    closed = "- A. Running — a behavior\n- B. Eyesight — maturation\n- C. Strangers — experience ✔\n- D. Drugs — temporary\n\n**C**"
    assert extract_choice(closed, words, "single").letters == frozenset("C")
    cut = "A. 每天跑步：一种行为\nB. 视力下降：成熟\nC"
    assert extract_choice(cut, words, "single").letters is None  # the next item of a walk cut off
    echoed = "A. 每天跑步\nB. 视力下降\nC. 不怕见生人了\nD. 药物引起瞌睡\n\nA. 行为\nB. 成熟\nC"
    assert extract_choice(echoed, words, "single").letters is None


def test_a_bare_letter_with_its_numeric_text_and_a_unit():
    ages = {"A": "3", "B": "4", "C": "5", "D": "6"}
    assert extract_choice("B. 4岁", ages, "single").letters == frozenset("B")
    assert extract_choice("B. 5岁", ages, "single").letters is None  # another option's text
    assert extract_choice("B. 4岁？", ages, "single").letters is None
    assert extract_choice("B. 45岁", ages, "single").letters is None


_RELIABILITY = {"A": "再测法", "B": "复本法", "C": "分半法", "D": "异质法"}


@pytest.mark.parametrize(
    ("reply", "stem", "letters"),
    [
        # a sentence naming what is NOT the thing: no answer where the stem asks for what is, or is unknown
        ("不是信度估计的方法是异质法。", "信度估计的方法是（ ）", None),
        ("不是估计信度的方法是异质法。", "", None),
        # the stem asks for what is not: the sentence answers it
        ("不是信度估计的方法是异质法。", "下列哪种不是估计信度系数的方法？", frozenset("D")),
        # no negation: the option's text closing the sentence answers as before
        ("估计信度的方法是分半法。", "信度估计的方法是（ ）", frozenset("C")),
    ],
)
def test_an_option_text_named_as_what_is_not(reply, stem, letters):
    assert extract_choice(reply, _RELIABILITY, "single", stem).letters == letters
