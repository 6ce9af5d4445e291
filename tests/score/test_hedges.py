"""Hedges next to an answer, and revisions between answers."""

from __future__ import annotations

import pytest

from psyexam.score.extract import extract_choice
from psyexam.score.hedges import doubted, doubted_after_pause, hedged_around, revised
from tests.score.reading import letters_read

OPTS = {"A": "自由联想", "B": "系统脱敏", "C": "梦的解析", "D": "空椅子技术"}


def hedged(text: str, letter: str) -> bool:
    i = text.index(letter, text.index("is") if "is" in text else 0)
    return hedged_around(text, i, i + 1, (letter,))


@pytest.mark.parametrize(
    ("text", "letter"),
    [("答案是A，不过也可能是D。", "A"), ("The answer is A, but maybe B.", "A"), ("答案：B（不确定）", "B"),
     ("答案是A。也许是C。", "A"), ("This is C, though D is also possible.", "C"), ("我不确定，答案是B", "B"),
     ("答案是A，不过D也不是不可能。", "A"), ("答案是A，不过考试时D更保险。", "A"), ("我的判断是B，但考试时选D可能更稳妥。", "D"),
     ("The answer is A for now.", "A"), ("The answer is A, tentatively.", "A")],
)
def test_hedges(text, letter):
    assert hedged(text, letter)


@pytest.mark.parametrize(
    ("text", "letter"),
    [("答案是A。因为C可能不适合。", "A"), ("答案是B。", "B"), ("This is C. Option D is wrong.", "C"),
     ("答案是A。下一题。也许是C。", "A"), ("答案是A。D是不可能的。", "A")],
)
def test_not_hedges(text, letter):
    assert not hedged(text, letter)


def test_revision_markers():
    assert revised("答案：A\n再想想，最终答案：C", 3, 4, 14)
    assert not revised("答案是A。答案是C。", 3, 4, 9)


@pytest.mark.parametrize(
    "text", ["答案：A\n解析：……所以答案是C", "答案：A\n因此最终答案：C", "Answer: A. Therefore the answer is C"]
)
def test_a_conclusion_word_withdraws_nothing(text):
    assert not revised(text, text.index("A"), text.index("A") + 1, len(text))


def test_a_tentative_earlier_answer_is_revised():
    text = "一开始我以为答案是A，后来发现答案是C"
    assert revised(text, text.index("A"), text.index("A") + 1, len(text))


@pytest.mark.parametrize("text", ["答案：B？", "是B吗？", "答案：B（可能）", "The answer is B (a guess)."])
def test_doubt_right_after_the_letter(text):
    assert hedged(text, "B")


@pytest.mark.parametrize(
    "text",
    ['{"answer": "A"}\n所以正确答案是C。', "B\n\n理由：……所以选A。", "Answer: D\n\nso the answer is B.",
     "答案：A\n\n解析：……因此本题应选B。"],
)
def test_an_answer_and_a_different_later_conclusion_contradict(text):
    ex = extract_choice(text, OPTS, "single")
    assert ex.letters is None and ex.method.endswith("contradiction")


@pytest.mark.parametrize("text", ["答案是A。答案是C。", "The answer is B. The answer is D.", r"\boxed{B} 或 \boxed{C}"])
def test_contradictions_and_hedges_stay_unparsed(text):
    assert extract_choice(text, OPTS, "single").letters is None


def test_a_revision_and_an_agreeing_repeat_are_read():
    assert extract_choice("答案是 D？不，应该是 B。", OPTS, "single").letters == frozenset("B")
    assert extract_choice("因此，正确答案是A、C。\n\n答案：AC", OPTS, "multi").letters == frozenset("AC")


def test_a_short_answer_value_that_doubts_itself():
    assert doubted("C?") and doubted("C（不确定）") and doubted("B (maybe)") and doubted("D？")
    assert not doubted("C") and not doubted("C. 梦的解析")
    for text in ("<answer>C?</answer>", "$\\boxed{B?}$", '{"answer": "D？"}', "| 题号 | 答案 |\n|---|---|\n| 1 | A（不确定） |"):
        assert not extract_choice(text, OPTS, "single").parsed


@pytest.mark.parametrize(
    "text",
    ["倾向于选A，不过B也有一定道理。", "我更倾向于B。", "我偏向选C。", "I lean towards B, though A is worth a thought."],
)
def test_a_lean_is_no_answer(text):
    assert extract_choice(text, OPTS, "single").letters is None


def test_a_lean_word_in_the_reasoning_does_not_hedge_the_answer():
    text = "答案是B。个体倾向于回避焦虑情境，因此选B。"
    assert extract_choice(text, OPTS, "single").letters == frozenset("B")


@pytest.mark.parametrize(
    "text",
    ["答案是C。\n\n不过仔细想想，A也说得通，所以答案可能是A。", "答案是A。\n\n不过再想想，答案也许是B。",
     "Answer: A\n\nWait, re-reading the stem, the answer is probably B."],
)
def test_a_revision_to_a_doubted_answer_is_no_answer(text):
    assert extract_choice(text, OPTS, "single").letters is None


@pytest.mark.parametrize(
    ("text", "letter"),
    [("答案是A。\n\n再想想，所以答案应该是B。", "B"), ("一开始我以为是A，但仔细分析后，最有可能的答案是B。", "B")],
)
def test_a_firm_revision_is_read(text, letter):
    assert extract_choice(text, OPTS, "single").letters == frozenset(letter)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'd go with B, although D is also defensible.", None),
        ("Answer: B (though C could work)", None),
        ("Answer: B. Wait, no — let me reconsider. Actually I'm not sure between B and D.", None),
        ("答案：B\n\n等等，题干说的是婴儿吗？是的。答案仍是B。", "B"),
        ("The answer is B, assuming the infant is under one year old; otherwise D.", None),
        ("If the infant ignores the mother, the answer is B; if the infant is disorganized, D.", None),
        ("选B就错了。", None),
        ("The answer is not B; it is D.", "D"),
        ("The best fit is B.", "B"),
        ("It's B.", "B"),
    ],
)
def test_answers_taken_back_made_conditional_or_called_defensible(text, expected):
    got = extract_choice(text, {"A": "安全型", "B": "回避型", "C": "反抗型", "D": "混乱型"}, "single")
    assert ("".join(sorted(got.letters)) if got.letters else None) == expected


@pytest.mark.parametrize(
    ("text", "multi", "expected"),
    [
        ("最终答案：**B**（回避型依恋）？我再确认一下。", False, None),
        ("答案应该是B，但我也不排除D的可能。", False, None),
        ("答案是ABD，不过C也可以考虑。", True, None),
        ("答案：A、B、D（C待定）", True, None),
        ("答案：A、B、D（C不选）", True, "ABD"),
        ("正确选项：A、B……（未完", True, None),
        ("The answer is B.\n\nHmm, actually D might be better.", False, None),
        ("Answer: B\n\nI am not fully confident about this.", False, None),
        ("答案：B（把握不大）", False, None),
    ],
)
def test_doubts_alternatives_and_an_unfinished_list_after_an_answer(text, multi, expected):
    options = {"A": "安全型", "B": "回避型", "C": "反抗型", "D": "混乱型"}
    got = extract_choice(text, options, "multi" if multi else "single")
    assert ("".join(sorted(got.letters)) if got.letters else None) == expected


def test_a_first_thought_left_standing_or_another_option_preferred_after_it():
    options = {"A": "安全型", "B": "回避型", "C": "反抗型", "D": "混乱型"}
    assert extract_choice("一开始我选B，后来觉得D更合理，但现在又觉得B也不错。", options, "single").letters is None
    assert extract_choice("At first I chose A, but the answer is B.", options, "single").letters == {"B"}
    assert extract_choice("一开始我选B，后来觉得D更合理。最终答案：D。", options, "single").letters == {"D"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Definitely B.", "B"),
        ("Only B fits.", "B"),
        ("B is the only option that fits.", "B"),
        ("We can eliminate A, C and D. That leaves B.", "B"),
        ("We can eliminate A and C. That leaves B and D.", None),
        ("The correct answer: B, unless the infant is older.", None),
    ],
)
def test_english_firm_answers_and_a_condition_on_one(text, expected):
    got = extract_choice(text, {"A": "安全型", "B": "回避型", "C": "反抗型", "D": "混乱型"}, "single")
    assert ("".join(sorted(got.letters)) if got.letters else None) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A项错误；B项正确；C项错误；D项", None),
        ("B选项最准确地描述了这种依恋类型吗？", None),
        ("只有B项符合题意吗？", None),
        ("The answer is B, right?", None),
        ("只有B项符合题意。", "B"),
        ("B最符合。", "B"),
        ("正确的描述是B。", "B"),
    ],
)
def test_verdicts_cut_off_at_an_option_or_asked(text, expected):
    got = extract_choice(text, {"A": "安全型", "B": "回避型", "C": "反抗型", "D": "混乱型"}, "single")
    assert ("".join(sorted(got.letters)) if got.letters else None) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Option (B)?", None),
        ("B?\n\nAvoidant infants ignore the mother.", None),
        ("Avoidant attachment fits. So: B.", "B"),
        ("**B** is my answer.", "B"),
        ("ans: B", "B"),
    ],
)
def test_a_bare_line_that_asks_and_short_english_labels(text, expected):
    got = extract_choice(text, {"A": "安全型", "B": "回避型", "C": "反抗型", "D": "混乱型"}, "single")
    assert ("".join(sorted(got.letters)) if got.letters else None) == expected


@pytest.mark.parametrize(
    ("after", "expected"),
    [
        ("\n\n等等，我再看一下题干……那我之前的分析需要重新考虑，D可能并不对。", True),
        ("\n\n等一下，D 好像不对。", True),
        ("\n\nWait, let me re-read the stem... maybe D isn't right after all.", True),
        ("\n\nHmm, actually, I may have been wrong about D.", True),
        ("\n\n等等，我原以为是D，但D可能并不对。", True),
        ("\n\n等等，我再看一下题干……没错，还是D。", False),
        ("\n\n等等，我再看一下题干……C可能并不对，D才符合题意。", False),
        ("\n\nWait, let me re-read the stem... yes, D is right.", False),
        ("\n\nWait, D may not be right... no, D is correct.", False),
        ("\n\nD可能并不对吗？不会，D符合题意。", False),  # no pause before the doubt
        ("\n\n另外，D可能并不对的说法源于误读。", False),
    ],
)
def test_an_answer_doubted_after_a_pause(after, expected):
    assert doubted_after_pause(after, {"D"}) is expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("选D。\n\n等等，我再看一下题干……我之前的分析需要重新考虑，D可能并不对。", None),
        ("The answer is D.\n\nHmm, actually, I may have been wrong about D.", None),
        ("选D。\n\n等等，我再看一下题干……没错，还是D。", "D"),
        ("选D。\n\n等等，我再看一下题干……D可能并不对。\n\n最终答案：A", "A"),
    ],
)
def test_an_answer_withdrawn_by_doubting_it(text, expected):
    got = extract_choice(text, {"A": "替代强化", "B": "直接强化", "C": "自我强化", "D": "延迟强化"}, "single")
    assert ("".join(sorted(got.letters)) if got.letters else None) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B. 系统脱敏\n\nOops, I mixed up the options. It should be D. 空椅子技术", "D"),
        ("答案为B。\n\n解析：……啊，我写反了，正确答案是D。", "D"),
        ("答案：B。我没看错题，就是系统脱敏。", "B"),
        ("答案是B。\n\n嗯……我刚才是不是看错了？", None),
        ("初选：B\n再审：D\n终选：D", "D"),
        ("初选：B\n再审：D\n", None),
        ("【答案】B\n【解析】……\n【更正】经复核，本题答案应为C。", "C"),
        ("答案：C\n\n【补充】有人指出应为B，我核对后认为对方说得对，特此更正为B。", "B"),
        ("选B。不过我想了想，D也挺有道理的。", None),
    ],
)
def test_a_slip_owned_a_first_pick_or_a_correction(text, expected):
    got = extract_choice(text, OPTS, "single").letters
    assert ("".join(sorted(got)) if got else None) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("正确答案：ABC——划掉C，最终AB", "AB"),
        ("正确答案：ABC——划掉C，最终AB或ABD", None),
        ("答案：ABD。\n\n等等，我再核对一下D……", None),
        ("答案：ABD。\n\n等等，我再核对一下D……没错，就是ABD。", "ABD"),
    ],
)
def test_a_multiple_response_answer_struck_or_rechecked(text, expected):
    got = extract_choice(text, OPTS, "multi").letters
    assert ("".join(sorted(got)) if got else None) == expected


@pytest.mark.parametrize("reply", ["所以是AC，或者ACD，看教材怎么翻译。", "答案：AC，或A、C、D。", "The answer is AC, or maybe ACD.",
                                   "答案：AC，也可以说是ACD。", "答案：AC，或者说是ACD。", "答案：AC。也可以理解为ACD。",
                                   "Answer: AC, arguably ACD."])
def test_another_letter_set_offered_after_an_or_is_a_hedge(reply):
    assert letters_read(reply, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "multi") is None


@pytest.mark.parametrize("reply", ["答案：AC，或者说A和C两项。", "答案：AC。学生常误选AD或者CD。", "答案：AC，也可以说是CA。",
                                   "答案：AC，也可以说是甲和丙。"])
def test_the_same_set_restated_or_others_picks_mid_clause_are_no_hedge(reply):
    assert letters_read(reply, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "multi") == "AC"


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("选B吧，不过D也挺常见的。", None),
        ("答案是B。但选项D其实也说得过去。", None),
        ("答案是B，不过D也是错的。", "B"),
        ("答案是B，不过D也是常见的干扰项。", "B"),
    ],
)
def test_another_option_granted_something_after_a_but(reply, expected):
    assert letters_read(reply, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("所以答案是BC，或者ABC。", None),
        ("So the answer is BC, or BCD.", None),
        ("所以答案是BC，或者说B、C两项。", "BC"),
    ],
)
def test_another_letter_set_offered_after_a_multiple_response_answer(text, expected):
    got = extract_choice(text, OPTS, "multi").letters
    assert ("".join(sorted(got)) if got else None) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B and D are out, leaving A, which is also wrong.", None),
        ("So we're left with A, which is the only one that fits.", "A"),
        ("只剩A，而它也不对。", None),
    ],
)
def test_an_answer_called_wrong_in_the_clause_after_it(text, expected):
    got = extract_choice(text, OPTS, "single").letters
    assert ("".join(sorted(got)) if got else None) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # another option named by its text and letter under a condition on how the question is read
        ("所以答案应该是 B. 系统脱敏。不过如果题目强调的是潜意识，那就是自由联想（A）。", None),
        ("The answer is B. If the stem stressed the unconscious, it would be free association (A).", None),
        ("答案是B。如果再加上想象，就是另一种技术（A）。", "B"),  # a condition on another case, not the question
        ("答案是B。如果题目强调潜意识，那就不是自由联想（A）。", "B"),
        # the answer's clause as the consequence of a condition mid-sentence
        ("我先给出B，如果你的教材把A也算上，就选A。", None),
        ("答案是B，如果从定义来看，就选B。", "B"),
        # the writer asks for more to go on, or offers an option left unnamed
        ("这道题考的是系统脱敏。我需要更多上下文。", None),
        ("这道题考的是系统脱敏。不过如果理解为别的，则也可能是……", None),
        ("这道题考的是系统脱敏。", "B"),
    ],
)
def test_conditions_and_asks_for_context_after_an_answer(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    "text",
    ["答案：C\n\n不过两种答案都可能，看教材。", "答案：C。两个答案都对。", "Answer: C. Either answer is defensible here.",
     "C. Both answers are plausible, C or D."],
)
def test_two_answers_left_standing_side_by_side(text):
    assert letters_read(text, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "single") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [("这个要看具体定义，答案B。", None), ("答案：B。这道题要看教材版本。", None), ("Answer: B. It depends on the textbook.", None),
     # near misses: what depends on something is the option's content, not the answer
     ("答案：B。个体的发展要看环境。", "B"), ("Answer: B. Memory depends on the encoding.", "B")],
)
def test_an_answer_said_to_depend_on_a_definition_or_textbook(text, expected):
    assert letters_read(text, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "single") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("答案：AC，看你怎么理解甲。", None),
        ("答案：A，看你如何界定甲。", None),
        ("答案：A。这题关键看你怎么理解甲：乙不是甲。", "A"),
    ],
)
def test_an_answer_left_to_the_readers_reading_in_its_own_sentence(reply, expected):
    assert letters_read(reply, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "multi") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("答案：A、B、C，D也许。", None),
        ("答案：A、B、C，D也可能", None),
        ("答案：A，B，C，D也算吧", None),
        ("答案：A、B、C，D不属于此类。", "ABC"),
        ("答案：A\n\n以上仅为个人见解，C项亦有其合理之处。", None),
        ("答案：A，大概。", None),
        ("Answer: A, maybe.", None),
        ("答案：A。也许你会觉得C也对，但C说的是另一回事。", "A"),
        ("答案：A。\n\n大概就是这样。", "A"),
    ],
)
def test_a_doubt_word_closing_the_letters_sentence(reply, expected):
    assert letters_read(reply, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "multi") == expected


@pytest.mark.parametrize(
    ("text", "is_revised"),
    [
        ("Answer: B\n\nEdit: the store is permanent.\n\nAnswer: C", True),
        ("Answer: B\n\nScratch that. Answer: C", True),
        ("Answer: B\n\nI need to correct that. Answer: C", True),
        ("Answer: B\n\nLet me fix that. Answer: C", True),
        ("Answer: B\n\nSorry, my mistake. Answer: C", True),
        ("答案：B\n\n我刚才说错了，答案：C", True),
        ("答案：B\n\n上面答错了。答案：C", True),
        ("答案：AB\n\n再看C：C也符合。最终答案：ABC", True),
        ("Answer: B\n\nHmm, B is about the store. Final answer: C", True),
        ("答案：B\n\n复核后答案：C", True),
        ("答案：B。答案：C", False),
        ("Answer: B. The store is permanent. Final answer: C", False),
    ],
)
def test_an_answer_revised_by_an_error_owned_or_a_second_look(text, is_revised):
    first = text.index("B")
    assert revised(text, first, first + 1, len(text)) is is_revised


STAGES = {"A": "思维", "B": "语言", "C": "动作", "D": "感知"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("我认为是BCD，也可能只有CD，看教材。", None),  # a narrower set called possible
        ("答案：BCD，或许只有C和D，具体看教材。", None),
        ("答案：BCD。可能只有少数教材把思维也算进去，但本题不选A。", "BCD"),  # no letters after 可能只有
        ("答案：BCD\n\n等等，再想想……答案不变，BCD。", "BCD"),  # the answer kept
        ("答案：BCD\n\n等等，再想想……答案不变，CD。", None),  # "kept", but other letters
    ],
)
def test_other_sets_called_possible_and_answers_kept(text, expected):
    assert letters_read(text, STAGES, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案是 B。不要被“自然”二字误导去选 A——A 才是典型的描述性方法。", "B"),
        ("答案：B。别被“具体”二字带偏去选 C。", "B"),
        ("答案是 B。不要被误导，应该选 A。", None),  # a later choice after the warning: an unmarked switch
        ("这是上位学习，选 C。\n\n因此是下位学习 B。", None),  # the later one by its option's text and bare letter
        ("新概念从属于原有概念，因此是下位学习 B。", "B"),
        ("选 C。\n\n因此答案是下位学习 C。", None),  # a letter with another option's text
    ],
)
def test_a_warned_trap_and_an_unmarked_switch(text, expected):
    opts = {"A": "观察法", "B": "下位学习", "C": "上位学习", "D": "调查法"}
    assert letters_read(text, opts, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：B\n\n行为技术还有放松训练、自我管理等等。", "B"),
        ("答案：B\n\n等等，D 也是行为技术。", None),
        ("答案：B\n\n不过等等，我记得也有教材写的是 D。", None),
    ],
)
def test_a_list_closing_with_etc_takes_nothing_back(text, expected):
    assert letters_read(text, OPTS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("That's free association — A. Scratch that: facing the feared object step by step is desensitization. **B**.", "B"),
        ("这是自由联想，A。不对，逐级接近恐惧对象属于系统脱敏。B。", "B"),
        # near misses: the reasons doubt, name other letters, the letter is asked, or no correction is marked
        ("That's free association — A. Scratch that: it is desensitization or maybe dream analysis. B.", None),
        ("That's free association — A. Scratch that: it fits B and C equally. B.", None),
        ("这是自由联想，A。不对，可能是系统脱敏。B？", None),
    ],
)
def test_a_marked_correction_then_its_reasons_and_the_letter_closing_the_reply(text, expected):
    assert letters_read(text, OPTS, "single") == expected


SYMPTOMS = {"A": "内心冲突", "B": "竞争失败", "C": "情绪低落", "D": "烦躁不安"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a marked correction, its reasons (a question they answer), then "那就是" and the later set
        ("所以答案是 A、C、D……不对，等等，内心冲突是不是症状呢？严格说它更像是诊断依据。那就是C、D。", "CD"),
        ("Answer: A, C, D. Scratch that: inner conflict is the basis of the diagnosis, not a symptom. So it's C and D.", "CD"),
        # near misses: the question left open, the reasons doubt, no mark, a supposition, two sets at the end
        ("所以答案是 A、C、D……不对，等等，内心冲突是不是症状呢？那就是C、D。", None),
        ("答案：ACD\n\n不对，等等，内心冲突好像只是依据，也可能算症状。那就是C、D。", None),
        ("所以答案是 A、C、D。内心冲突是诊断依据，不是症状表现。那就是C、D。", None),
        ("如果内心冲突不算症状。那就是C、D。", None),
        ("所以答案是 A、C、D……不对，等等，内心冲突是依据。那就是C、D，或者A、C、D。", None),
    ],
)
def test_a_marked_correction_closed_by_a_consequence(text, expected):
    assert letters_read(text, SYMPTOMS, "multi") == expected


def test_a_time_ending_in_chu_is_no_first_pick():
    opts = {"A": "18世纪初", "B": "18世纪末19世纪初", "C": "19世纪中叶", "D": "19世纪末20世纪初"}
    assert letters_read("1903年桑代克出版《教育心理学》，即19世纪末20世纪初。D", opts, "single") == "D"
    assert letters_read("桑代克在20世纪初出版《教育心理学》。初选D，还要再核对。", opts, "single") is None


DARK = {"A": "视杆细胞的视紫红质被分解", "B": "视杆细胞的视紫红质合成增多", "C": "视锥细胞的视紫红质被分解", "D": "视锥细胞的视紫红质合成增多"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # revision words that are only the explanation's content: two firm answers contradict each other
        ("答案：A\n\n进入暗处后，视紫红质重新合成，感受性逐步恢复。\n\n所以答案是B。", None),
        ("答案：A\n\n刺激再次呈现时，视杆细胞的感受性提高。\n\n所以答案是B。", None),
        ("答案：A\n\n研究者仔细观察了暗适应曲线。\n\n所以答案是B。", None),
        ("答案：A\n\n暗适应涉及视杆细胞、视紫红质等等。\n\n所以答案是B。", None),
        ("答案：A\n\n后来的研究表明，视紫红质合成增多。\n\n所以答案是B。", None),
        ("答案：A\n\n人在暗处会忽略颜色。\n\n所以答案是B。", None),
        # the reply thinking again in words: the later answer stands
        ("答案：A\n\n等等，重新看题：暗适应时视紫红质合成增多。\n\n所以答案是B。", "B"),
        ("答案：A\n\n再次确认：暗适应时视紫红质合成增多。\n\n所以答案是B。", "B"),
        ("答案：A\n\n仔细想想，暗适应时视紫红质合成增多。\n\n所以答案是B。", "B"),
        ("答案：A\n\n后来我想起来，暗适应时视紫红质合成增多。所以答案是B。", "B"),
        ("答案：A\n\n请忽略上面的答案，暗适应时视紫红质合成增多。所以答案是B。", "B"),
        ("Answer: A\n\nIn the revised account, rhodopsin is synthesised in the dark, so the answer is B.", None),
        ("Answer: A\n\nRevised answer: B, since rhodopsin is synthesised in the dark.", "B"),
    ],
)
def test_revision_words_only_when_the_reply_thinks_again(text, expected):
    assert letters_read(text, DARK, "single") == expected


_SPACE = {"A": "理解问题", "B": "发现问题", "C": "检验假设", "D": "提出假设", "E": ""}


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("答案：B\n\n解析：……\n\n等等，形成问题空间就是理解问题。\n\n因此正确答案是 A。", "A"),
        ("Answer: B\n\nExplanation: …\n\nWait, that is understanding the problem.\n\nSo the correct answer is A.", "A"),
        ("答案：B\n\n解析：……\n\n等一下，形成问题空间其实是理解问题。\n\n所以答案可能是A。", None),  # revised to a maybe
        ("答案：B\n\n解析：……\n\n等等，这是理解问题吗？", None),  # a question back, no new answer
        ("答案：B\n\n解析：……不过理解问题也说得通，所以选A。", None),  # no marked correction
        ("答案：B\n\n解析：……\n\n等等，再核对一下。答案仍是B。", "B"),
    ],
)
def test_a_paragraph_opening_with_a_pause_corrects_a_stated_answer(reply, expected):
    assert letters_read(reply, _SPACE, "single") == expected
