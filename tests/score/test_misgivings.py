"""Misgivings after an answer: the writer's low confidence, another option credited."""

from __future__ import annotations

import pytest

from psyexam.score.misgivings import (
    also_right,
    bracketed_doubt,
    credited_together,
    credits_other,
    denied,
    doubt_mark,
    left_open,
    low_confidence,
    record_doubts,
    second_thought,
)
from psyexam.score.suppositions import conditional_other, supposed_answer
from tests.score.reading import letters_read

OPTS = {"A": "感觉记忆", "B": "短时记忆", "C": "长时记忆", "D": "内隐记忆"}


@pytest.mark.parametrize(
    "text",
    ["，不过我不是很有把握。", "。说实话没什么把握", "（纯属猜测）", "\nConfidence: 40%", " (low confidence)",
     ", but I could be wrong.", "\n置信度：中", "，但不敢保证。", "（80%把握）", "（把握：七成）", "。自信はありません。", "（我的理解，不一定准确）",
     "。我的把握大概六成。", "（把握只有七成）", "——不过这只是我的推测。"],
)
def test_low_confidence(text):
    assert low_confidence(text)


@pytest.mark.parametrize("text", ["，我很有把握。", "\nConfidence: high", "\nConfidence: 90%", "confidence: 0.95", "。A项不一定正确。", "，因为它有把握性。",
                                  "。这并非只是推测，而是教材原文。"])
def test_not_low_confidence(text):
    assert not low_confidence(text)


@pytest.mark.parametrize(
    "after",
    ["。C也有一定道理。", "。当然，C也说得通。", "。不过C也不能完全排除。", ". C is also a reasonable reading.",
     " (C is a close second).", ", though one could argue for C.", ". C would also be acceptable.",
     "。C也说得通，但我更倾向于B。", "。D也许也对。", " (D is debatable).", ". Some sources classify it as C.",
     "; Baddeley's model would point to C.", "；按工作记忆模型则是C。", ". Some would say C.", "（也有答C的）",
     " or, arguably, C.", ", but C is a common alternative.", "。C亦有支持者。", "。C是否入选取决于教材。", "。（C是否属于这一类，学界尚有争论。）", ". C is borderline.",
     "，C勉强也算。", " (C arguably too)", "。C也沾边。", "（C和D无法判断）", ". Alternatively, C.", "\nBackup: C", ". C일 가능성도 있습니다.",
     ". C est aussi défendable.", ", aber C wäre auch vertretbar.", "，C项似乎也正确，D项错误。", "。C选项的说法也没错。",
     "，以及可能的C。", " (and C if we count partial credit)", "; C is a maybe.", "。C也不是完全不对。", ". C is not entirely wrong either.", " (50/50 with C)", "（和C五五开）", ", though it's a coin flip with C.", "。C在某些情况下也适用。", ". C can also apply in some settings.", "（C在一定条件下也可）", "；严格地说C也应该算上。"],
)
def test_another_option_credited(after):
    assert credits_other(after, {"B"})


@pytest.mark.parametrize(
    "after",
    ["。C也有一定道理，但不如B贴合题干。", ". C is a close second, but it misses the limit.", "。C说不通。",
     ". C can be ruled out.", "。A、C、D均可排除。", "。C也可排除。", "。B也说得通。", "。C也对吗？不对。",
     ". Many students pick C, which is wrong.", ". Some students choose C, but C concerns storage.", " or a given reading.",
     "。C与题干不沾边。", "。C是否符合？不符合。", ". C는 가능성이 낮습니다.", ". C est faux.",
     "，C项似乎正确，但细看是长时记忆的特点。", "。C选项的说法也有错。", "。C在任何情况下都不适用。", "。C在这里也可以排除。",
     "。C也不对。", "。C完全错误。"],
)
def test_no_other_option_credited(after):
    assert not credits_other(after, {"B"})


@pytest.mark.parametrize(
    ("after", "credited"),
    [(". Both A and B are plausible at first sight, but only B fits the scale.", False),
     ("。A和B都有道理，不过B更贴合题干。", False),
     (". Both A and B are plausible.", True), ("。A和B都有道理。", True),
     ("。A和B都有道理，但我更倾向于B。", True),
     ("。A和B都沾边，但题干更像B。", True), ("。A和C都沾点边，但都不对。", False)],
)
def test_options_credited_together_unless_conceded_in_their_clause(after, credited):
    assert credits_other(after, {"B"}) is credited


def test_a_credited_option_leaves_the_answer_unread_and_a_conceded_one_does_not():
    assert letters_read("答案：B。C也有一定道理。", OPTS, "single") is None
    assert letters_read("答案：B。C也有一定道理，但不如B贴合题干。", OPTS, "single") == "B"
    assert letters_read("答案是B，我没什么把握。", OPTS, "single") is None


@pytest.mark.parametrize(
    ("after", "chosen"),
    [("；若问所有可能的反应，则 A、B、C、E 均可。", {"B", "C"}), (". If the stem means storage, then C.", {"B"}),
     ("。要是题干指的是无意识的记忆，那就是D了。", {"B"})],
)
def test_other_letters_under_a_condition(after, chosen):
    assert conditional_other(after, chosen)


@pytest.mark.parametrize(
    "after",
    ["。如果选C，就混淆了两者。", "。如果是这样，那B正好符合。", "。如果问的是无限容量，那就是C了，但本题问的是有限容量。"],
)
def test_no_other_letters_under_a_condition(after):
    assert not conditional_other(after, {"B"})


def test_an_answer_given_only_under_a_supposition():
    text = "答案是C。\n\n不过家长有时也是……那样的话答案就是ACE。"
    assert supposed_answer(text, text.rindex("答案"))
    text = "答案：A。\n\n不对，信息若不复述就会消失，所以答案是B。"
    assert not supposed_answer(text, text.rindex("答案"))
    assert letters_read("答案是A。\n\n不过 in that case the answer is B.", OPTS, "single") is None


@pytest.mark.parametrize(
    ("text", "letters"),
    [("所以C和D都有道理。", {"C", "D"}), ("B、C均有可能", {"B", "C"}), ("both B and C are defensible", {"B", "C"}),
     ("either B or C", {"B", "C"}), ("C and D are both plausible", {"C", "D"}), ("我觉得A和C都沾边", {"A", "C"})],
)
def test_options_credited_together(text, letters):
    assert credited_together(text) == [letters]


@pytest.mark.parametrize("text", ["A和B都对", "A和B都不对", "both B and C are wrong", "neither B nor C"])
def test_options_not_credited_together(text):
    assert credited_together(text) == []


def test_a_weak_reading_is_dropped_when_other_options_are_credited():
    opts = {"A": "主动性对内疚感", "B": "勤奋感对自卑感", "C": "同一性对角色混乱", "D": "亲密感对孤独感"}
    assert letters_read("成年早期是亲密感对孤独感。所以C和D都有道理。", opts, "single") is None
    assert letters_read("成年早期的核心冲突是亲密感对孤独感。", opts, "single") == "D"


def test_another_option_also_right_contradicts_an_answer_but_adds_to_verdicts():
    assert also_right(". C is also correct.", {"B"}) and also_right("。C也是对的。", {"B"})
    assert not also_right("。C也对吗？不对。", {"B"}) and not also_right("。B也是对的。", {"B"})
    assert letters_read("答案：B。C也是对的。", OPTS, "single") is None
    assert letters_read("A项正确，B项也正确，C项同样正确，D项错误。", OPTS, "multi") == "ABC"


@pytest.mark.parametrize("text", ["答案：B。C同样是正确的。", "答案：B。\n\n理由略。不过从成本考虑，C同样正确。",
                                  "答案：B。理由略。理由二略。不过C亦是正确的。", "答案：B。C亦对。"])
def test_another_option_right_likewise_leaves_the_answer_open(text):
    assert letters_read(text, OPTS, "single") is None


@pytest.mark.parametrize("text", ["答案：B。C同样是错误的。", "答案：B。C同样对应另一种情况，不选。",
                                  "答案：B。C同样是正确的吗？不是。", "答案：B。C同样正确，但不如B全面。"])
def test_another_option_likewise_wrong_or_conceded_leaves_the_answer(text):
    assert letters_read(text, OPTS, "single") == "B"


def test_a_proviso_on_the_answer():
    assert conditional_other(", provided the question is about capacity.", {"B"})
    assert conditional_other("，在题干说的是容量的前提下。", {"B"})
    assert conditional_other("（若算上部分正确的话还有D）", {"A", "C"})
    assert not conditional_other("，只要记住容量是7±2即可。", {"B"})
    assert not conditional_other(". This is provided by the definition.", {"B"})


def test_a_structured_record_doubting_its_answer():
    assert record_doubts('{"answer": "B", "certain": false}', ("B",))
    assert record_doubts('{"answer": "B", "note": "C is also defensible"}', ("B",))
    assert not record_doubts('{"answer": "B", "certain": true, "note": "C is wrong"}', ("B",))
    assert letters_read('{"answer": "B", "certain": false}', OPTS, "single") is None
    assert record_doubts('{"answers": ["B", "D"], "final": false}', ("B", "D"))
    assert record_doubts('{"answer": "B", "is_final": "no"}', ("B",))
    assert record_doubts('{"answer": "B", "status": "draft"}', ("B",))
    assert record_doubts('{"answer": "B", "comment": "still deciding on C"}', ("B",))
    assert not record_doubts('{"answer": "B", "final": true, "status": "final"}', ("B",))


def test_a_question_of_the_reply_s_own_after_the_answer_is_another_item():
    assert letters_read("答案：B\n\n相关题目：下列哪种记忆容量无限？答案：C", OPTS, "single") == "B"
    assert letters_read("Answer: B\n\nQuestion 2: which? Answer: C", OPTS, "single") == "B"
    assert letters_read("答案：B\n\n下一题：长时记忆的容量？\n答案：C", OPTS, "single") == "B"
    assert letters_read("答案：A\n\n再想想，第2题问的是……不对，答案是B。", OPTS, "single") == "B"



@pytest.mark.parametrize(
    ("before", "after", "expected"),
    [("答案：", "等。", True), ("Answer: ", ", etc.", True), ("At least ", " are correct.", True),
     ("答案：", "，可能还有其他。", True), ("include ", ", among others.", True), ("答案：", "等三项。", False),
     ("Type I needs at least one episode. Hence ", ": type I.", False), ("答案：", "。", False)],
)
def test_a_list_of_letters_left_open(before, after, expected):
    assert left_open(before, after) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [("B\n\nActually, on reflection, C fits better.", True), ("B\n\nWait — C fits better than B.", True),
     ("B\n\n等等，C比B更合适。", True), ("B\n\nWait, A is sensory, C is long-term. Yes, B.", False),
     ("B\n\n等等，C更合适吗？不，还是B。", False), ("B\n\nActually this is a classic case.", False),
     ("B\n\nA is actually sensory; C is long-term.", False)],
)
def test_a_second_thought_naming_another_option(text, expected):
    assert second_thought(text, frozenset({"B"})) is expected


def test_an_explicit_answer_with_a_second_thought_after_it():
    assert letters_read("Answer: B\n\nActually, on reflection, C fits better.", OPTS, "single") is None
    assert letters_read("Answer: B\n\nActually, B is right.", OPTS, "single") == "B"


@pytest.mark.parametrize(
    ("rest", "expected"),
    [("\n\n不过题干说容量无限，所以不是B。", True), (". But the stem says unlimited, so it is not B.", True),
     ("。等等，不是B。", True), (". B is wrong.", True), ("。A项不对，C项不对。", False), ("。B项不是错误的。", False),
     ("。不是B，而是C。", False), ("。很多人以为不是B，其实就是B。", False), ("。不是B以外的选项。", False)],
)
def test_the_letter_read_denied_later(rest, expected):
    assert denied(rest, frozenset({"B"})) is expected


def test_a_doubting_emoji_right_after_the_letters():
    assert doubt_mark(" 🤔") and doubt_mark("🤷") and doubt_mark("，大概。") and doubt_mark("（估计）") and doubt_mark(", I guess.")
    assert not doubt_mark("，大概是因为容量有限。") and not doubt_mark("吧。")
    assert not doubt_mark(" ✅") and not doubt_mark("。\n\n🤔 分析")


def test_a_doubt_in_brackets_keeps_a_weak_reading_from_standing():
    assert bracketed_doubt("D ✓ (maybe)") and bracketed_doubt("D对（存疑）") and bracketed_doubt("D (?)")
    assert not bracketed_doubt("D ✓ (token economy)")
    multi = {"A": "系统脱敏法", "B": "满灌疗法", "C": "厌恶疗法", "D": "代币制"}
    assert letters_read("A对，B对，C错，D对（存疑）", multi, "multi") is None
    assert letters_read("A对，B对，C错，D对", multi, "multi") == "ABD"


@pytest.mark.parametrize(
    ("after", "credited"),
    [("。但是我们还需要考虑C选项。", True), ("\n\n但是我们还需要考虑C选项，因为模仿也", True),
     (". However, we also need to consider option C, since", True), ("。同时也要考虑到C。", True),
     ("。我们还需要考虑C选项，但C选项不符合题意。", False),  # weighed and set aside in its clause
     ("。我们还需要考虑B选项的局限。", False),  # the chosen option itself
     ("。首先考虑C选项。", False)],  # no "also": a step of the analysis
)
def test_another_option_left_to_be_weighed(after, credited):
    assert credits_other(after, {"B"}) is credited


def test_a_second_thought_after_an_ellipsis_not_settled_by_a_doubted_mention():
    assert second_thought("主要特征是B的内容……不对，我记得是A。不过B似乎也是教材原话。", frozenset("B"))
    assert not second_thought("主要特征是B的内容……不对，我想到了A，但A只是起病时间，所以还是B。", frozenset("B"))


def test_a_second_thought_after_a_hesitation_word():
    assert second_thought("主要特征是B的内容……嗯，不对，A才对吧？", frozenset("B"))
    assert not second_thought("答案：B\n\n嗯，不对，A的说法只是干扰项，所以还是B。", frozenset("B"))


def test_a_second_thought_after_no_in_english_not_settled_by_a_mention_that_only_seems():
    text = "The core feature is B's text... no wait, I recall it's A. Though B also seems right."
    assert second_thought(text, frozenset("B"))
    assert not second_thought("B's text... no wait, I recall it's A. No, A is only the onset, so B.", frozenset("B"))


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("答案：C。不过选A也说得过去。", None),  # the later choice is a concession, never the answer
        ("这题选C。但选D也可以。", None),
        ("这题选C。选D也不对。", "C"),
        ("答案：C。D其实也没错。", None),
        ("答案：C。A严格来说也算。", None),
        ("Answer: C\n\nNote: A is also technically correct.", None),
        ("Answer: C. Some might also include A.", None),
        ("Answer: C. You could make a case for A.", None),
        ("Answer: C. (A would also be accepted by some graders.)", None),
        ("Answer: C. A is a common distractor here.", "C"),
    ],
)
def test_another_option_conceded_after_the_answer(reply, expected):
    opts = {"A": "强化", "B": "惩罚", "C": "消退", "D": "示范"}
    assert letters_read(reply, opts, "single") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("**Final answer: A, C** (E optional)", None),
        ("Answer: A, C. E? Possibly.", None),
        ("**Final answer: A, C** (E excluded)", "AC"),
        ("我的答案：A、C（E 也 ok）", None),
        ("答案：A、C，虽然 E 也很有吸引力。", None),
        ("这题我选 A、C，不过没啥把握哈。", None),
    ],
)
def test_more_misgivings_after_a_multiple_response_answer(reply, expected):
    opts = {"A": "再认", "B": "回忆", "C": "再学习", "D": "重构", "E": "节省法"}
    assert letters_read(reply, opts, "multi") == expected


@pytest.mark.parametrize(
    ("after", "credited"),
    [("; C and D are debatable.", True), (". C and D remain open to debate.", True), (" (C, D and E are all questionable)", True),
     (". C and D are debatable at first sight, but neither fits the stem.", False), (". C and D are wrong.", False),
     (". C and D are not debatable.", False), (". C and D are somewhat harder to call.", True), (". I can't decide on C and D.", True),
     (". C and D depend on the textbook.", True), (". C and D depend on memory.", False), (". C and D are open questions.", True)],
)
def test_options_left_in_doubt_together(after, credited):
    assert credits_other(after, {"A", "B"}) is credited


@pytest.mark.parametrize(
    "after",
    ["，不过也有观点认为是记忆的运用，不能完全排除 C。", "。但也不排除C。", ". I can't rule out C, though.",
     ", though C (长时记忆) is also defensible here.", "。C（长时记忆）也有一定道理。",
     "。C的话，严格意义上不算，但宽泛来说也算。", "。至于C，严格说不属于，不过广义上也可以。",
     ". As for C, strictly speaking no, but broadly it counts too."],
)
def test_another_option_kept_open(after):
    assert credits_other(after, {"B"})


@pytest.mark.parametrize(
    "after",
    ["。C可以完全排除。", ". C (长时记忆) is not defensible here.", "。C的话，严格意义上不算，宽泛来说也不算。",
     "。C的话，虽然宽泛来说也算，但严格意义上不算。", "。C的话，严格意义上不算，但也算常见的干扰项。"],
)
def test_another_option_not_kept_open(after):
    assert not credits_other(after, {"B"})


@pytest.mark.parametrize("text", ["\nConfidence: 55%", "\n置信度：60%", "\nCertainty: 6/10", "\nconfidence: 0.55", "（置信度：80%）"])
def test_a_confidence_figure_of_80_or_less_is_low(text):
    assert low_confidence(text)


@pytest.mark.parametrize("text", ["\nConfidence: 85%", "\nCertainty: 9/10", "\n置信度：95%", "。95%置信区间更宽。"])
def test_a_high_confidence_figure_is_not_low(text):
    assert not low_confidence(text)


FOREPERIOD = {"A": "预备时间越短反应时越短", "B": "预备时间越长反应时越短", "C": "预备时间过短或过长都会影响到反应时",
              "D": "预备时间与反应时无关"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # others ruled out after a firm answer leave it standing
        ("The correct answer is C.\n\nSo neither A nor B is correct, and D is clearly wrong.", "C"),
        ("Answer: C\n\nNeither option A nor option B is correct.", "C"),
        ("答案：C\n\n既不是A正确，也不是B正确，D与事实不符。", "C"),
        ("C. 预备时间过短或过长都会影响到反应时\n\nNeither A nor B is right here.", "C"),
        # near misses: another called right after a contrast or with 才, two denied to be wrong, a doubt, two letters
        ("The correct answer is C.\n\nNeither A nor B is correct, but D is also correct.", None),
        ("答案：C\n\n既不是A正确，也不是B正确，D才是正确的。", None),
        ("Answer: C\n\nNeither A nor B is wrong.", None),
        ("答案：C\n\nNeither A nor B is correct, and D might be correct too.", None),
        ("Neither A nor B is correct, so C and D are correct.", None),
    ],
)
def test_others_ruled_out_with_neither_nor(text, expected):
    assert letters_read(text, FOREPERIOD, "single") == expected


THEORISTS = {"A": "弗洛伊德", "B": "皮亚杰", "C": "埃里克森", "D": "华生"}


@pytest.mark.parametrize(("text", "expected"), [
    ("所以这题可能是A（弗洛伊德），也可能是C（埃里克森），取决于题目如何理解。", None),
    ("要么是弗洛伊德，要么是埃里克森。", None),
    ("It could be A, or it could be C, depending on the textbook.", None),
    ("Either A or C fits here.", None),
    ("不可能是A，也不可能是B，答案是C。", "C"),  # "不可能" rules out, offers nothing
    ("答案：C。最可能混淆的是A。", "C"),
])
def test_two_options_offered_as_possible_are_no_answer(text, expected):
    assert letters_read(text, THEORISTS, "single") == expected


@pytest.mark.parametrize(("after", "credited"), [
    ("It's not an illusion (B), attentional blink (C), or hallucination (D).", False),  # denied together
    ("It's not an illusion (B), or maybe it's hallucination (D).", True),
    ("It could be an illusion (B), or hallucination (D).", True),
    ("It isn't an illusion (B), or is it hallucination (D)?", True),
])
def test_or_closing_a_denied_list(after: str, credited: bool) -> None:
    assert credits_other(after, {"A"}) is credited
