"""Each extraction strategy on its own, then the ordering and the refusal to guess."""

from __future__ import annotations

import pytest

from psyexam.bank.records import QType
from psyexam.score.extract import (
    EXPLICIT,
    FALLBACK,
    Context,
    Extraction,
    bare,
    boxed_hits,
    bracketed_text,
    correction_hits,
    explicit_hits,
    extract_choice,
    final_line,
    json_hits,
    option_text,
    split_think,
    statement_hits,
    verdict,
)
from psyexam.score.letters import canon, normalise

OPTS = {"A": "自由联想", "B": "系统脱敏", "C": "梦的解析", "D": "空椅子技术", "E": ""}


def ctx(text: str, multi: bool = False) -> Context:
    return Context(normalise(text), {k: canon(v) for k, v in OPTS.items() if v}, multi)


def letters_of(hits) -> tuple[str, ...] | None:
    return max(hits, key=lambda h: h.start).letters if hits else None


def test_strategy_order_is_explicit_then_fallbacks():
    assert [f.__name__ for f in EXPLICIT] == ["corrected_text_hits", "json_hits", "boxed_hits", "negated_subject_hits", "counted_hits", "span_answer_hits",
                                              "confirmation_hits",
                                              "statement_hits", "correction_hits", "pointer_hits", "enumeration_hits",
                                              "option_list_hits", "conclusion_hits", "blank_hits", "label_hits",
                                              "described_list_hits", "inline_list_hits", "led_list_hits", "phrase_hits", "concluded_letter_hits",
                                              "keyed_line_hits", "concluded_option_hits", "dashed_letter_hits",
                                              "answer_lead_hits", "all_named_hits", "letters_alike_hits", "line_answer_hits", "ordinal_place_hits",
                                              "closing_dash_hits", "closing_reason_hits", "closing_options_hits", "subject_lead_hits", "restated_subject_hits",
                                              "placed_answer_hits", "glossed_answer_hits",
                                              "lettered_text_hits", "restated_stem_hits"]
    assert [f.__name__ for f in FALLBACK] == [
        "option_lines", "bare", "stopped_opening", "stem_led_list", "echoed_stem", "mark_verdicts", "walked_verdict", "sorted_groups", "only_letters", "bracketed_text", "filled_blank", "option_text", "contrasted_text", "all_options",
        "final_line", "opening_option", "dashed_opening", "stated_letter_text", "termed_opening",
        "ending_restated", "glossed_text", "identified_option", "line_verdicts",
        "labelled_line", "listed_after_copula", "all_as_topic", "numbered_letters", "named_opening", "listed_before_example", "named_text", "short_restated",
        "closing_dash_letter", "noted_final_line", "eliminated_rest", "sole_named_text", "lettered_subject", "apposed_letters", "stem_worded", "defined_term", "stem_stated", "stem_opened", "plain_restated", "terse_reply", "stem_identified",
    ]


# ---- json ----
@pytest.mark.parametrize(
    ("text", "letters"),
    [
        ('{"answer": "B"}', ("B",)),
        ('{"Answer": "b"}', ("B",)),
        ("{'answer': 'C'}", ("C",)),
        ('```json\n{"答案": ["A", "C"]}\n```', ("A", "C")),
        ('{"final_answer": "A, D"}', ("A", "D")),
        ('{"answer": "系统脱敏"}', ("B",)),
        ('{"reasoning": "A和C属于精神分析", "answer": "B"}', ("B",)),
    ],
)
def test_json(text, letters):
    assert letters_of(json_hits(ctx(text))) == letters


def test_json_ignores_values_that_are_not_letters():
    assert json_hits(ctx('{"answer": "无法确定"}')) == []
    assert json_hits(ctx('{"answer": ""}')) == []
    assert json_hits(ctx('{"question": "B"}')) == []


# ---- boxed ----
@pytest.mark.parametrize(
    ("text", "letters"),
    [
        (r"\boxed{B}", ("B",)),
        (r"$\boxed{\text{C}}$", ("C",)),
        (r"\boxed{\mathrm{D}}", ("D",)),
        (r"\boxed{A, C}", ("A", "C")),
        (r"\boxed{梦的解析}", ("C",)),
    ],
)
def test_boxed(text, letters):
    assert letters_of(boxed_hits(ctx(text))) == letters


def test_boxed_without_letters_is_no_hit():
    assert boxed_hits(ctx(r"\boxed{42}")) == []
    assert boxed_hits(ctx(r"\boxed{B")) == []


# ---- statements ----
@pytest.mark.parametrize(
    ("text", "letters"),
    [
        ("答案：B", ("B",)),
        ("答案是B。", ("B",)),
        ("正确答案为C", ("C",)),
        ("故选D", ("D",)),
        ("应选B项", ("B",)),
        ("答：A", ("A",)),
        ("答案应该是C项", ("C",)),
        ("答案选项：B", ("B",)),
        ("【答案】B", ("B",)),
        ("所以是B。", ("B",)),
        ("正确的是D", ("D",)),
        ("ANSWER: B", ("B",)),
        ("Answer is (C)", ("C",)),
        ("The answer is C", ("C",)),
        ("final answer: C", ("C",)),
        ("The correct answers are A, B and C.", ("A", "B", "C")),
        ("I'll go with D.", ("D",)),
        ("My choice: A", ("A",)),
        ("Conclusion: A", ("A",)),
        ("Therefore, B.", ("B",)),
        ("A good answer is C", ("C",)),
    ],
)
def test_statement(text, letters):
    assert letters_of(statement_hits(ctx(text))) == letters


@pytest.mark.parametrize(
    "text",
    ["不选A", "不能选A", "排除A", "答案不是A", "The answer is not A", "To answer this question we look at each option",
     "Therefore, B is wrong.", "选择性注意", "选项A是精神分析的技术", "很多同学会误选C", "容易错选D"],
)
def test_statement_ignores_negations_and_non_answers(text):
    assert statement_hits(ctx(text)) == []


def test_statement_keeps_the_hedge():
    hits = statement_hits(ctx("答案是B或C"))
    assert hits[-1].hedged


# ---- corrections ----
@pytest.mark.parametrize(
    "text", ["答案不是A，而是B。", "不是A而应该是B", "The answer is not A but B.", "It's not A, but rather B"]
)
def test_correction(text):
    assert letters_of(correction_hits(ctx(text))) == ("B",)


def test_explicit_hits_do_not_double_read_json_keys():
    hits = explicit_hits(ctx('{"答案": ["A", "C"]}', multi=True))
    assert [h.method for h in hits] == ["json"]


# ---- fallbacks ----
@pytest.mark.parametrize("text", ["B", "B.", "(B)", "Ｂ", "b", "B. 系统脱敏", "B）", "**B**", "选项B", "B项",
                                  "B\n解析：系统脱敏是行为疗法。"])
def test_bare(text):
    assert bare(ctx(text)) == Extraction(frozenset("B"), "bare")


@pytest.mark.parametrize("text", ["B. 梦的解析", "A good reason", "I think so", "A. 自由联想\nB. 系统脱敏"])
def test_bare_refuses_lines_that_are_not_just_an_answer(text):
    assert bare(ctx(text)) is None


@pytest.mark.parametrize(
    ("text", "multi", "letters"),
    [
        ("A项错误，B项正确，C项错误", False, frozenset("B")),
        ("选项B（系统脱敏）是正确的。", False, frozenset("B")),
        ("Option C is correct.", False, frozenset("C")),
        ("B is the correct answer.", False, frozenset("B")),
        ("A项正确，C项正确，D项错误", True, frozenset("AC")),
        ("Options A, B, and D are correct.", True, frozenset("ABD")),
        ("A. 自由联想：这是不合理的答案。\nB. 系统脱敏：这是最合理的答案。", False, frozenset("B")),
    ],
)
def test_verdict(text, multi, letters):
    assert verdict(ctx(text, multi)).letters == letters


def test_verdict_ignores_negative_verdicts_and_refuses_two_for_single():
    assert verdict(ctx("A项不正确，B is not correct")) is None
    assert verdict(ctx("A项正确，B项也正确。")) == Extraction(None, "verdict:ambiguous")


@pytest.mark.parametrize(
    ("text", "multi", "letters"),
    [
        ("系统脱敏", False, frozenset("B")),
        ("「梦的解析」。", False, frozenset("C")),
        ("答案：空椅子技术", False, frozenset("D")),
        ("该技术是系统脱敏。", False, frozenset("B")),
        ("自由联想、梦的解析", True, frozenset("AC")),
    ],
)
def test_option_text(text, multi, letters):
    assert option_text(ctx(text, multi)).letters == letters


@pytest.mark.parametrize(
    ("text", "letter"),
    [("理想的方法是（B）系统脱敏，因为它属于行为疗法。", "B"), ("该技术为【D】空椅子技术", "D"), ("应该是(c)梦的解析。", "C")],
)
def test_bracketed_letter_stated_with_its_own_text(text, letter):
    assert bracketed_text(ctx(text)).letters == frozenset(letter)


@pytest.mark.parametrize(
    "text",
    [
        "我认为是（A）梦的解析。",  # another option's text
        "选项分别是（A）自由联想、（B）系统脱敏。",  # the options recited
        "这里不是（C）梦的解析。",  # negated
        "（B）系统脱敏是一种行为疗法。",  # not stated by a copula
        "答案是（B）",  # no option text
    ],
)
def test_bracketed_letter_needs_its_own_text_stated_once(text):
    assert bracketed_text(ctx(text)) is None


def test_option_text_needs_an_exact_option():
    assert option_text(ctx("系统")) is None
    assert option_text(ctx("这不是系统脱敏。")) is None


@pytest.mark.parametrize(
    "text",
    [
        # the options walked through one by one: what is said of one option's text may be said of the next
        "该技术是系统脱敏。\n\nA. 自由联想：一种精神分析技术。\nB. 系统脱敏：一种行为疗法。",
        "逐一分析：\nA. 自由联想：精神分析的方法。\nB. 系统脱敏：行为疗法的方法。\n\n系统脱敏",
        # a reply of full sentences cut off mid-sentence
        "首先分析题干。该技术是系统脱敏。\n\n接下来我们看看其他选项，自由联想是",
    ],
)
def test_option_text_refuses_a_walk_through_the_options_or_a_cut_off_reply(text):
    assert option_text(ctx(text)) is None


@pytest.mark.parametrize(
    ("text", "letter"),
    [
        ("A. 自由联想\nB. 系统脱敏\nC. 梦的解析\n\n该技术是系统脱敏。", "B"),  # the list only repeated
        ("系统脱敏", "B"),  # one unpunctuated phrase is finished
        ("A. 自由联想：不对。\n\n该技术是系统脱敏。", "B"),  # one option's line is no walk
    ],
)
def test_option_text_still_reads_a_repeated_list_or_a_single_phrase(text, letter):
    assert option_text(ctx(text)).letters == frozenset(letter)


def test_the_option_an_answer_corresponds_to_is_stated():
    assert extract_choice("这是行为疗法的技术，对应选项 **B**。", OPTS, "single").letters == frozenset("B")
    assert extract_choice("自由联想对应选项A，系统脱敏对应选项B。", OPTS, "single").letters is None


def test_a_letter_others_wrongly_pick_is_no_contradiction():
    text = "答案：A\n\n注意：很多同学会误选C，梦的解析并不合适。"
    assert extract_choice(text, OPTS, "single").letters == frozenset("A")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：A\n\n易错点：不要选C——梦的解析属于精神分析。", frozenset("A")),
        ("答案：A\n\n切勿选C。", frozenset("A")),
        ("答案：A。千万别选C。", frozenset("A")),
        ("答案：A。别选C。", frozenset("A")),
        ("答案：A。易错选C。", frozenset("A")),
        ("The answer is A. Don't pick C, and avoid D.", frozenset("A")),
        # near misses: a new answer after the warning, a question back, asking whether to choose C too
        ("答案：A。不要选C，要选B。", None),
        ("答案：A。不要选C吗？", None),
        ("答案：A。要不要选C呢？", None),
    ],
)
def test_an_option_warned_against_is_no_second_answer(text, expected):
    assert extract_choice(text, OPTS, "single").letters == expected


def test_only_one_letter_warned_against_asks_for_more():
    assert extract_choice("答案是AC。不要只选B。", OPTS, "multi").letters is None


def test_final_line():
    assert final_line(ctx("分析……\n\nC")).letters == frozenset("C")
    assert final_line(ctx("分析……\n\nC is wrong")) is None
    assert final_line(ctx("A项 冯特：✗\nB项 铁钦纳：✓\nC项")) is None  # the next "X项" item, cut off


# ---- think blocks ----
def test_split_think():
    assert split_think("<think>A</think>答案：B") == ("答案：B", None)
    assert split_think("推理A</think>\n答案：B") == ("\n答案：B", None)
    assert split_think("<think>推理，答案可能是A") == ("", "推理，答案可能是A")
    assert split_think("<THINK>x</THINK>B") == ("B", None)


def test_think_content_is_ignored():
    assert extract_choice("<think>答案：A</think>\n\n答案：B", OPTS, "single").letters == frozenset("B")
    assert extract_choice("<think>答案：A</think>", OPTS, "single") == Extraction(None, "empty")
    assert extract_choice("<think>答案：A</think>\n好的。", OPTS, "single") == Extraction(None, "none")


def test_unclosed_think_needs_a_closing_statement():
    assert extract_choice("<think>分析……\n\n答案：B。", OPTS, "single").letters == frozenset("B")
    assert extract_choice("<think>答案是B吗？等等", OPTS, "single") == Extraction(None, "unclosed-think")
    assert extract_choice("<think>B项正确", OPTS, "single") == Extraction(None, "unclosed-think")


# ---- the whole extractor ----
def test_last_explicit_answer_wins():
    assert extract_choice("答案：A\n\n再想想……最终答案：C", OPTS, "single").letters == frozenset("C")
    assert extract_choice('{"answer": "A"}\nActually, the answer is D.', OPTS, "single").letters == frozenset("D")


def test_empty_option_is_not_a_choice():
    assert extract_choice("答案：E", OPTS, "single") == Extraction(None, "statement:invalid")
    assert extract_choice("E", OPTS, "single") == Extraction(None, "bare:invalid")
    assert extract_choice("答案：ABE", OPTS, "multi") == Extraction(None, "statement:invalid")
    assert extract_choice("答案：F", OPTS, "single") == Extraction(None, "statement:invalid")


def test_two_letters_are_ambiguous_for_single_but_a_set_for_multi():
    assert extract_choice("答案：A、C", OPTS, "single") == Extraction(None, "statement:ambiguous")
    assert extract_choice("答案：A、C", OPTS, QType.MULTI) == Extraction(frozenset("AC"), "statement")
    assert extract_choice("答案：A或C", OPTS, QType.MULTI) == Extraction(None, "statement:ambiguous")


def test_no_reply_and_no_answer():
    assert extract_choice(None, OPTS, "single") == Extraction(None, "empty")
    assert extract_choice("   ", OPTS, "single") == Extraction(None, "empty")
    assert extract_choice("As An AI Language Model, I Cannot Provide A Diagnosis.", OPTS, "single") == Extraction(None, "none")
    assert not extract_choice("I think so.", OPTS, "single").parsed


def test_option_letters_are_case_insensitive_keys_and_none_texts_are_empty():
    ex = extract_choice("答案：b", {"a": "x", "b": "y", "c": None}, "single")
    assert ex.letters == frozenset("B")
    assert extract_choice("C", {"A": "x", "B": "y", "C": None}, "single").letters is None


def test_open_questions_are_refused():
    with pytest.raises(ValueError):
        extract_choice("B", OPTS, "qa")


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("答案：B\n\n> 易错点：不要选A，感觉记忆只保持几秒。", "B"), ("千万别选C；应该选B。", "B"), ("> 易错点：不要选A。", None),
     ("综合来看，B（短时记忆）是最合适的选择。", "B"), ("D不是最合适的选择。", None), ("B是最合适的选择，不过D也说得通。", None)],
)
def test_a_letter_warned_against_is_no_answer_and_the_most_fitting_choice_is(reply, expected):
    got = extract_choice(reply, {"A": "感觉记忆", "B": "短时记忆", "C": "长时记忆", "D": "内隐记忆"}, "single")
    assert ("".join(sorted(got.letters)) if got.letters else None) == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("不是A，不是C，也不是D——而是B。", "B"), ("It's not A — it's B.", "B"), ("不是A——而是B或C。", None),
     ("不是A——而是B？", None), ("选项C“长时记忆”最贴切。", "C"), ("选项C“长时记忆”最贴切吗？", None),
     ("所以是B？我也不完全确定。", None), ("B (短时记忆) is the most appropriate choice.", "B"),
     ("这题我给不出唯一的答案：选B，也有教材选A。", None)],
)
def test_a_dashed_correction_the_most_apt_and_a_writer_not_fully_sure(reply, expected):
    got = extract_choice(reply, {"A": "感觉记忆", "B": "短时记忆", "C": "长时记忆", "D": "内隐记忆"}, "single")
    assert ("".join(sorted(got.letters)) if got.letters else None) == expected
