"""Answer leads and list layouts: a label before a colon, a list of option lines after a lead,
an option named first and then judged, "all of them", an apposition naming the option; each with
near misses that must stay unread."""

from __future__ import annotations

import pytest

from psyexam.score.extract import extract_choice
from tests.score.reading import letters_read

SINGLE = {"A": "安全型依恋", "B": "回避型依恋", "C": "反抗型依恋", "D": "混乱型依恋", "E": ""}
MULTI = {"A": "系统脱敏法", "B": "满灌疗法", "C": "厌恶疗法", "D": "代币制", "E": "生物反馈"}


def _read(text: str, multi: bool) -> str | None:
    return letters_read(text, MULTI if multi else SINGLE, "multi" if multi else "single")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Correct: A, B, D", "ABD"),
        ("Correct answer(s) - B and D", "BD"),
        ("Right:\nB, D", "BD"),
        ("Incorrect: A, C\nCorrect: B, D", "BD"),
        ("Not correct: A, C", None),
        ("Incorrect: A, C", None),
        ("Correct: B, D?", None),
        ("Correct: A is wrong because it is cognitive.", None),
    ],
)
def test_a_correct_label_before_a_colon(text, expected):
    assert _read(text, multi=True) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Some analysis first.\n- B\n- D", None),
        ("- B\n- D\nThese fit best.", None),
        ("- B\n\nFlooding exposes the client at once.", "B"),
    ],
)
def test_bulleted_letters_without_a_lead_are_no_bare_line(text, expected):
    assert _read(text, multi=True) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("以下选项正确：\n\n- A. 系统脱敏法\n- B. 满灌疗法\n- E. 生物反馈\n\n它们都可以用于焦虑障碍的治疗。", "ABE"),
        ("正确选项如下：\n1. A. 系统脱敏法\n2. E. 生物反馈", "AE"),
        ("The following are correct:\n\n* B 满灌疗法\n* D 代币制", "BD"),
        ("以下选项正确：\n\n- A. 系统脱敏法：正确\n- B. 满灌疗法：正确\n- C. 厌恶疗法：错误", None),
        ("以下选项正确：\n\n- A. 系统脱敏法\n- B. 满灌疗法\n- E.", None),
        ("以下选项正确：\n\n- A. 系统脱敏法\n- B. 满灌", None),
        ("以下选项是否正确：\n\n- A. 系统脱敏法\n- B. 满灌疗法", None),
        ("以下选项不正确：\n\n- C. 厌恶疗法", None),
        ("正确的是：\n\n- A. 系统脱敏法\n- B. 满灌疗法\n\n不过E也可能正确。", None),
    ],
)
def test_a_lead_then_a_list_of_option_lines(text, expected):
    assert _read(text, multi=True) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("**B. Avoidant attachment** is correct: these infants ignore the mother.", "B"),
        ("Option B, avoidant attachment, is the right one here.", "B"),
        ("**B – Avoidant attachment** is the correct answer.", "B"),
        ("B（回避型依恋）是正确的。", "B"),
        ("B. Avoidant attachment is correct only if the mother is absent.", None),
        ("B. Avoidant attachment is correct, or perhaps D. Disorganized attachment.", None),
        ("B. Avoidant attachment is the best-known insecure type.", None),
        ("B. Avoidant attachment is not correct.", None),
        ("Option B, we guess, is correct.", None),
        ("B. Avoidant attachment and D. Disorganized attachment are correct.", None),
    ],
)
def test_an_option_named_first_then_judged(text, expected):
    assert _read(text, multi=False) == expected


def test_options_each_named_then_judged_together():
    assert _read("B. Flooding and D. Token economy are correct.", multi=True) == "BD"
    assert _read("B. Flooding is correct. C. Aversion therapy is correct. D. Token economy", multi=True) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("全选。这五种方法都可以用于焦虑障碍的治疗。", "ABCDE"),
        ("All of the above. Each of these techniques is used for anxiety disorders.", "ABCDE"),
        ("这些方法各有侧重。\n\n所以全选。", "ABCDE"),
        ("不能全选。厌恶疗法并不用于焦虑障碍。", None),
        ("全选。不过C有争议。", None),
        ("全选，除了C。", None),
        ("全选？", None),
        ("All of the above, except maybe C.", None),
    ],
)
def test_every_option_said_right_in_a_clause(text, expected):
    assert _read(text, multi=True) == expected


def test_all_for_a_single_choice_is_the_option_that_says_so():
    options = {"A": "焦虑", "B": "抑郁", "C": "强迫", "D": "以上都是"}
    assert extract_choice("以上都对。三者都属于神经症。", options, "single").letters == {"D"}
    assert extract_choice("以上都对。三者都属于神经症。", options, "multi").letters is None
    assert extract_choice("全选。", SINGLE, "single").letters is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The behavioral techniques here are A, B, C and D; biofeedback (E) is a psychophysiological method.", "ABCD"),
        ("Of these, the conditioning techniques are B and C (flooding and aversion).", "BC"),
        ("The methods that fit are A, C, and E, since each reduces anxiety directly.", "ACE"),
        ("The options are A, B, C, D and E; let us look at each.", None),
        ("The incorrect ones are A and E.", None),
        ("The two candidates are B and D.", None),
        ("The behavioral techniques here are A, B, C and possibly D.", None),
        ("The behavioral techniques here are A, B, C and D?", None),
        ("If the behavioral techniques here are A and B, then C is cognitive.", None),
        ("The cognitive techniques here are A and C; the rest are behavioral.", None),
        ("The techniques listed are A, B, C, D and E.", None),
    ],
)
def test_an_english_copula_naming_the_letters(text, expected):
    assert _read(text, multi=True) == expected


def test_a_single_letter_after_a_copula_needs_here():
    assert _read("The attachment type described here is B.", multi=False) == "B"
    assert _read("The first option here is A.", multi=False) is None
    assert _read("The attachment type is B.", multi=False) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("这个描述对应的是Avoidant attachment，也就是选项B：回避型依恋。", "B"),
        ("婴儿对母亲离开无明显反应，即选项B。", "B"),
        ("These infants ignore the mother, i.e. option B (avoidant attachment).", "B"),
        ("题干描述对应的是B。", "B"),
        ("也就是选项B：反抗型依恋。", None),
        ("如果是回避型依恋，也就是选项B，那么婴儿会忽视母亲。", None),
        ("安全型依恋对应的是A，回避型依恋对应的是B。", None),
        ("即选项B是错误的。", None),
        ("最容易误选的，也就是选项B，其实是错的。", None),
        ("The most tempting distractor, that is, option B, is wrong.", None),
        ("i.e. option B, or perhaps option D.", None),
    ],
)
def test_an_apposition_naming_the_option(text, expected):
    assert _read(text, multi=False) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("对于这类婴儿来说，回避型依恋。", "B"),
        ("有人认为，回避型依恋。", None),
        ("如果母亲离开时婴儿无反应，回避型依恋。", None),
        ("安全型依恋不对，回避型依恋。", None),
        ("对于这类婴儿来说，回避型依恋。不过也可能是混乱型依恋。", None),
        ("对于这类婴儿来说，可能是回避型依恋。", None),
    ],
)
def test_one_sentence_closing_with_an_option_text(text, expected):
    assert _read(text, multi=False) == expected


@pytest.mark.parametrize(
    ("text", "multi", "expected"),
    [
        ("答案：A\n\n解析：满灌疗法是暴露疗法……不过仔细想想，题干说的是逐级暴露，因此选C。", False, None),
        ("答案：A\n\n等等，再检查一下：题干说的是逐级暴露，所以答案是C。", False, "C"),
        ("I believe the answer is B and D, though I'm not fully confident; it may be A instead.", True, None),
        ("这个问题的答案可能是B. 回避型依恋。", False, None),
        ("这个问题的答案最可能是B. 回避型依恋。", False, "B"),
        ("正确答案是B。\n\n满灌疗法属于暴露疗法……综合来看，B和D都是正确的。", True, None),
        ("正确答案是BD。\n\nB项正确，满灌属于暴露疗法；D项也正确。", True, "BD"),
    ],
)
def test_an_answer_argued_against_doubted_or_widened_later(text, multi, expected):
    assert _read(text, multi=multi) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("能快速降低焦虑的是满灌疗法与代币制，即B与D。系统脱敏法需要逐级进行。", "BD"),
        ("可用于焦虑障碍的是系统脱敏法、满灌疗法和生物反馈，也就是ABE。", "ABE"),
        ("不能用于焦虑障碍的是厌恶疗法和代币制，即C与D。", "CD"),
        ("厌恶疗法和代币制不能用于焦虑障碍，即C与D。", None),
        ("能快速降低焦虑的是满灌疗法与代币制，即B与D吗？", None),
        ("Anxiety treatments in this list include A, B, and E; aversion therapy (C) targets addictions.", "ABE"),
        ("The exposure-based methods include B and D; the others work differently.", None),
        ("These techniques all reduce anxiety in different ways. → **A, B, E**", "ABE"),
    ],
)
def test_letters_closing_an_apposition_an_inclusion_or_a_pointer(text, expected):
    assert _read(text, multi=True) == expected


def test_an_apposition_after_a_negated_predicate_reads_nothing():
    assert _read("It is not avoidant attachment, i.e. option B.", multi=False) is None
    assert _read("安全型 → A，回避型 → B", multi=False) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("以上选项都是焦虑障碍常用的治疗方法：系统脱敏、满灌、厌恶、代币和生物反馈。", "ABCDE"),
        ("以上选项都不是焦虑障碍的首选方法。", None),
        ("以上选项都是治疗方法，但厌恶疗法不用于焦虑障碍。", None),
        ("除了C以外，其他选项都是焦虑障碍常用的治疗方法。", "ABDE"),
        ("除了C以外，其他选项都是错误的。", None),
        ("除了C以外，其他选项都是不适用的方法。", None),
    ],
)
def test_every_option_or_every_other_one_said_to_be_what_is_asked(text, expected):
    assert _read(text, multi=True) == expected


def test_which_is_option_after_a_negatively_asked_subject():
    text = "Therefore, the attachment type that does not seek the mother is avoidant attachment, which is option **B**."
    assert _read(text, multi=False) == "B"
    assert _read("The most tempting distractor is secure attachment, which is option A.", multi=False) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("可以使用的方法有：\nA. 系统脱敏法\nB. 满灌疗法\nE. 生物反馈", "ABE"),
        ("适合快速降低焦虑的技术包括：\nB、满灌疗法\nD、代币制\n\n两者见效都较快。", "BD"),
        ("可以使用的方法有：\nA. 系统脱敏法\nB. 满灌疗法\nC. 厌恶疗法\nD. 代币制\nE. 生物反馈", None),
        ("不能使用的方法有：\nC. 厌恶疗法", None),
        ("选项有：\nA. 系统脱敏法\nB. 满灌疗法", None),
        ("可以使用的方法有：\nA. 系统脱敏法\nB. 满灌疗法：不一定", None),
    ],
)
def test_a_lead_then_some_option_lines(text, expected):
    assert _read(text, multi=True) == expected


@pytest.mark.parametrize(
    ("text", "multi", "expected"),
    [
        ("正确的是第二个选项“回避型依恋”。这类婴儿对母亲离开无明显反应。", False, "B"),
        ("The answer is the second option (\"回避型依恋\").", False, "B"),
        ("答案是第三项。", False, "C"),
        ("正确的是第二个选项“反抗型依恋”。", False, None),
        ("答案是第二个选项或第四个选项。", False, None),
        ("答案是第二个和第四个选项。", False, None),  # several places for one choice
        ("答案是第二个和第四个选项。", True, "BD"),
    ],
)
def test_an_option_named_by_its_place(text, multi, expected):
    assert _read(text, multi=multi) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("对母亲离开无明显反应、重逢时回避母亲的是 B：回避型依恋的典型表现。", "B"),
        ("不属于安全型依恋表现的是 B：这类婴儿对母亲离开几乎没有反应，所以不是安全型。", "B"),
        ("最容易误选的是 A：安全型依恋也会在母亲离开时有反应。", None),
        ("需要注意的是 A：安全型依恋也有个体差异。", None),
        ("如果婴儿不哭闹，对应的是 B：回避型依恋。", None),
    ],
)
def test_the_subject_named_as_a_letter_before_a_colon(text, expected):
    assert _read(text, multi=False) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B) Avoidant attachment (回避型依恋) is shown by infants who ignore the mother when she returns.", "B"),
        ("B) Avoidant attachment (回避型依恋) is not the pattern here; the infant protests loudly.", None),
        ("A) Secure attachment (安全型依恋) is the most common type.\nB) Avoidant attachment (回避型依恋) is rarer.", None),
        ("B) Avoidant attachment (反抗型依恋) is shown here.", None),
        ("B) Avoidant attachment (回避型依恋) is shown by infants who ignore the mother when she", None),
        ("This pattern is avoidant attachment (回避型依恋), in which infants show little distress.", "B"),
        ("This pattern is not avoidant attachment (回避型依恋); the infant protests.", None),
        ("This pattern is avoidant attachment (回避型依恋) or resistant attachment (反抗型依恋).", None),
        ("If the infant ignores the mother, the pattern is avoidant attachment (回避型依恋).", None),
        ("I'd go with avoidant attachment (回避型依恋): the infant ignores the mother.", "B"),
        ("Answer: avoidant attachment (回避型依恋).", "B"),
        ("This is the second pattern, i.e., avoidant attachment (回避型依恋).", "B"),
        ("I'd go with avoidant attachment (回避型依恋) or the resistant one.", None),
        ("Not sure, but I'd go with avoidant attachment (回避型依恋).", None),
    ],
)
def test_an_opening_option_and_an_english_name_glossed_by_an_option(text, expected):
    assert _read(text, multi=False) == expected


@pytest.mark.parametrize(
    ("text", "multi", "expected"),
    [
        ("A) Secure attachment (安全型依恋) is the most common type. This infant, however, ignores the mother.", False, None),
        ("The textbook pattern is secure attachment (安全型依恋); this infant, however, differs.", False, None),
        ("The behavioral techniques here are A and B, if we count flooding as behavioral.", True, None),
        ("Correct: A and B are both wrong; the others need a closer look.", True, None),
        ("我考虑过的方法有：\nA. 系统脱敏法\nB. 满灌疗法\n\n但最终都排除了。", True, None),
    ],
)
def test_weaker_readings_refuse_a_contrast_or_a_withdrawal_anywhere(text, multi, expected):
    assert _read(text, multi=multi) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("正确：A、C\n错误：B、D、E", "AC"),
        ("错误：B、D、E\n正确：A、C", "AC"),
        ("不正确：A、C", None),
        ("错误：B、D", None),
    ],
)
def test_chinese_right_and_wrong_labels_on_their_own_lines(text, expected):
    assert _read(text, multi=True) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Selected: A, B, E", "ABE"),
        ("The applicable options are A, B, and E.", "ABE"),
        ("The inapplicable options are C and D.", None),
        ("A, B, and E apply; C and D do not.", "ABE"),
        ("C and D do not apply.", None),
        ("✔ A\n✔ B\n✘ C\n? D\n✔ E", None),
        ("A and B are correct. E might also be.", None),
    ],
)
def test_selected_applicable_and_queried_options(text, expected):
    assert _read(text, multi=True) == expected


def test_a_question_type_note_after_the_answer_noun_and_this_is_option():
    assert _read("答案（多选）：C、E、A", multi=True) == "ACE"
    assert _read("Answer (multiple): E, A, C, and I'm unsure about D", multi=True) is None
    assert _read("Based on the description, this is **Option B**.", multi=False) == "B"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1. A — correct\n2. B — correct\n3. C — incorrect\n4. D — incorrect\n5. E — correct", "ABE"),
        ("1. A — correct\n2. B — correct\n3. C — incorrect\n4. D — unsure\n5. E — correct", None),
        ("A: true\nB: true\nC: false\nD: false\nE: true", "ABE"),
        ("A: true\nB: true\nC: false\nD:", None),
    ],
)
def test_label_verdicts_after_a_dash_or_colon(text, expected):
    assert _read(text, multi=True) == expected


def test_appositions_describing_options_mid_sentence_are_no_answers():
    text = "安全型依恋，即选项A，婴儿会哭闹；回避型依恋，即选项B，婴儿不理睬母亲。题干婴儿不理睬母亲，所以选B。"
    assert _read(text, multi=False) == "B"
    text = "Secure attachment, which is option A, involves protest. Avoidant attachment, which is option B, ignores."
    assert _read(text, multi=False) is None
    assert _read("安全型依恋对应的是A，回避型依恋对应的是B。", multi=False) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("五个都选，它们都能缓解焦虑。", "ABCDE"),
        ("全都正确。", "ABCDE"),
        ("Every option is correct.", "ABCDE"),
        ("All options apply.", "ABCDE"),
        ("四个都选。", None),
        ("Every option is correct except C.", None),
        ("都选的话就错了。", None),
    ],
)
def test_more_ways_of_saying_every_option_is_right(text, expected):
    assert _read(text, multi=True) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The description matches option B (avoidant attachment).", "B"),
        ("与题干描述相符的是选项B。", "B"),
        ("题干描述与B项相符。", "B"),
        ("这符合选项B的描述。", "B"),
        ("这不符合选项B的描述。", None),
        ("这既符合选项B的描述，也符合选项D的描述。", None),
        ("The description partly matches option B, but also option D.", None),
        ("选项A与选项B相同，都属于不安全依恋。", None),
    ],
)
def test_the_description_said_to_match_an_option(text, expected):
    assert _read(text, multi=False) == expected


def test_a_list_stopping_at_an_empty_marker_is_cut_off():
    assert _read("Correct answers\n\n1) B\n2)", multi=True) is None
    assert _read("Correct answers\n\n1) B\n2) D", multi=True) == "BD"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：\nA. 系统脱敏法\nB.", None),
        ("答案：\nA. 系统脱敏法\nB. 满灌", None),
        ("正确答案：A，B，", None),
        ("The correct options are A, B, and", None),
        ("答案：\nA. 系统脱敏法\nB. 满灌疗法", "AB"),
        ("答案：A、C、D；B、E 均不选", "ACD"),
    ],
)
def test_letters_cut_off_after_a_joining_mark_or_before_the_next_label(text, expected):
    assert _read(text, multi=True) == expected


def test_cut_off_after_possibly_or_before_the_last_mark():
    assert _read("Answer: A, B, E, and possibly", multi=True) is None
    assert _read("A ✓ B ✓ C ✗ D", multi=True) is None
    assert _read("A ✓ B ✓ C ✗ D ✗ E ✓", multi=True) == "ABE"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A. 系统脱敏法\nB. 提出假设\n\n答案:B", "B"),  # a line ending in "假设" supposes nothing
        ("验证假设\n答案是A", "A"),
        ("假设答案是A,那么B也成立。", None),
        ("如果 答案是A,就错了。", None),
    ],
)
def test_a_supposition_ends_with_its_line(text, expected):
    assert _read(text, multi=False) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("所以 answer 是 B。", "B"),
        ("Final answer为C", "C"),
        ("如果 answer 是 B,就错了。", None),
        ("answer 是 A 还是 B,不好说。", None),
    ],
)
def test_an_english_answer_noun_with_a_chinese_copula(text, expected):
    assert _read(text, multi=False) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("波斯纳用的是减数法。\n\n我确定是B。", "B"),
        ("我很肯定选B，B，B！", "B"),  # a letter repeated for emphasis is one letter
        ("我不确定是B。", None),
        ("我确定不是A。", None),
        ("我确定是B吗？", None),
        ("我确定是B，或者C。", None),
    ],
)
def test_the_writer_sure_of_the_letter(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


GROUPS = {"A": "群体极化", "B": "群体思维", "C": "冒险转移", "D": "去个性化", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("正确答案是第一项，即群体极化。", "A"),
        ("正确答案是第二项，即群体思维。", "B"),
        ("The answer is the first option, i.e. 群体极化.", "A"),
        ("正确答案是第一项，即群体思维。", None),  # the apposition names another option
        ("正确答案是第一项，第三项也说得通。", None),
    ],
)
def test_an_ordinal_then_an_apposition_giving_its_text(text, expected):
    assert letters_read(text, GROUPS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("分析如上。\n\n第三个选项，即C（冒险转移），是正确答案。", "C"),
        ("第二个选项，也就是B，是对的。", "B"),
        ("The first option, i.e. A (group polarization), is correct.", "A"),
        ("第三个选项，即D（去个性化），是正确答案。", None),  # the place and the letter disagree
        ("The second option, i.e. C, is correct.", None),
        ("第三个选项，即C（群体思维），是正确答案。", None),  # the text in brackets is another option's
        ("第三个选项，即C（冒险转移），是正确答案吗？", None),
    ],
)
def test_an_ordinal_then_its_letter_said_to_be_correct(text, expected):
    assert letters_read(text, GROUPS, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected", "multi"),
    [
        ("- 系统脱敏 (A)\n- 满灌 (B)\n\n答案：以上都是", "ABCDE", True),  # every option, after a lead
        ("答案：以上都是？", None, True),
        ("Exposure and conditioning.\n\nTherefore: A, B and C", "ABC", True),  # a run closing the line
        ("Therefore: A; B; C are the ones to rule out.", None, True),
        ("Therefore it belongs to **安全型依恋**, option **A**.", "A", False),  # the option's text, then its letter
        ("Therefore it belongs to 回避型依恋, option A.", None, False),  # another option's text
    ],
)
def test_every_option_after_a_lead_and_letters_closing_a_conclusion(text, expected, multi):
    assert _read(text, multi) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("依恋类型如上。\n\n排除A、C、D，剩下B。", "B"),
        ("依恋类型如上。\n\n排除A、C，剩下B和D。", None),  # two left
        ("依恋类型如上。\n\nB 才是对的。", "B"),
        ("依恋类型如上。\n\nB 才是对的吗？", None),
        ("Option B fits best; the others describe other styles.", "B"),
        ("Option B fits best, though D could also work.", None),
        ("依恋类型如上。\n\n应当选择第 B 项。", "B"),
        ("应当选择第 B 项还是第 D 项？", None),
    ],
)
def test_a_letter_left_said_right_or_chosen_by_its_place(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("依恋类型如上。\n\n【解答】B\n【点评】注意区分。", "B"),
        ("【解答】B或C\n【点评】两者易混。", None),
        ("依恋类型如上。\n\n结果：B（回避型依恋）✔", "B"),
        ("依恋类型如上。\n\n结果：A组婴儿哭得更多。", None),  # a result reported, no answer
        ("依恋类型如上。\n\n选项 B（回避型依恋）与题意相符。", "B"),
        ("选项 B 与题意相符吗？", None),
        ("依恋类型如上——选项 B 正是这一类型。", "B"),
        ("This is best described as **B** — the infant ignores the mother.", "B"),
        ("This is best described as B or C — it depends.", None),
        ("B。理由如下：婴儿回避母亲。C、D 说的是别的类型，不是回避。", "B"),
        ("B。理由如下：婴儿回避母亲。D 也不是没有道理。", None),
    ],
)
def test_a_key_a_fit_or_an_opening_letter(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("依恋类型如上。\n\n以上只有 B 不是安全型，故选之。", "B"),
        ("只有 B 和 C 不是安全型，故选之。", None),  # two letters
        ("The infant ignores the mother: 回避型依恋, option B, which is common.", "B"),
        ("The infant cries a lot, option B, which is common.", None),  # no option text before the letter
    ],
)
def test_a_letter_chosen_back_or_in_apposition(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("疗法如上。\n\nA、B、C、D 都是，E 不是。", "ABCD"),
        ("疗法如上。\n\nA、B 都是，E 不是。", None),  # C and D left unsaid
        ("疗法如上。\n\nA、B、C 都是，C、D、E 不是。", None),
    ],
)
def test_a_line_splitting_every_option(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("依恋类型如上。\n\n所以宜采用回避型依恋的说法。", None),  # the text does not close the lead's clause
        ("依恋类型如上。\n\n所以应采用回避型依恋。", "B"),
        ("所以宜采用回避型依恋和反抗型依恋的区分。", None),
    ],
)
def test_a_conclusion_choosing_what_to_use(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案是C。\n\n如果题干问的是另一种说法，那答案就是B了。不过按题目原文，答案仍是C。", "C"),
        ("答案是C。\n\n如果题干问的是另一种说法，那答案就是B了。", None),  # a supposition left standing
        ("答案是C。\n\n不过仔细想想，答案仍是C吗？也可能是B。", None),
        ("不过我确定是B。", "B"),  # "不过" is no negation
        ("我不确定是B。", None),
    ],
)
def test_an_answer_kept_after_a_supposition(text, expected):
    assert _read(text, False) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("对照选项，只有B\"回避型依恋\"符合。", "B"),  # its own text in quotes between the letter and the verdict
        ("对照选项，只有B（回避型依恋）符合。", "B"),
        ("对照选项，只有B（安全型依恋）符合。", None),  # the gloss is another option's text
        ("选项B（安全型依恋）符合题意。", None),
        ("选项B（回避型依恋）符合题意。", "B"),
        ("对照选项，只有B“回避型依恋”符合吗？", None),
        ("Only B (回避型依恋) fits.", "B"),
        ("Only B (安全型依恋) fits.", None),
        ("My judgement: B", "B"),
        ("My verdict is B or C.", None),
    ],
)
def test_only_a_letter_with_its_gloss_fits(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("嗯，两个都是回避型，所以B。", "B"),  # a conclusion word and the letter closing the line
        ("A：安全型\nB：回避型\n\n所以B", "B"),
        ("所以，B。", "B"),
        ("所以B、C都不对。", None),  # the letters do not close the line
        ("所以B？", None),
        ("我不确定，所以B。", None),
        ("所以B和C。", None),  # two letters for a single choice
        ("不哭闹是回避型，所以B。又哭又推开是混乱型，所以D。", None),  # descriptions mapped to options, no answer
        ("所以B。\n\n解析：不哭闹是回避型。", None),  # the letter does not close the reply
        ("我的判断是 **B**。", "B"),
        ("我的回答是：B", "B"),
        ("答案解析：故不正确的一项是B项。", "B"),  # a negated subject after an explanation label
        ("解析：不正确的一项是B项吗？", None),
    ],
)
def test_chinese_conclusion_words_and_own_judgement_before_a_letter(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("考虑后我认为适用于恐怖症的是 A、B。", "AB"),  # the writer's own conclusion before a subject of its own
        ("我认为适用于恐怖症的是 A、B。", "AB"),
        ("我觉得适用于恐怖症的可能是 A、B。", None),
        ("我认为适用于恐怖症的是 A、B吗？", None),
        ("有人认为适用于恐怖症的是 A、B。", None),  # someone else's view
    ],
)
def test_the_writers_own_view_before_a_concluded_subject(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


KNOWLEDGE = {"A": "陈述性", "B": "条件性", "C": "程序性", "D": "策略性"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A 陈述性知识。\n\n这句话说明事物“是什么”，属于陈述性知识。", "A"),  # a head noun after the option's text
        ("C 程序性知识\n\n“怎么做”的知识就是程序性知识。", "C"),
        ("A 陈述性知识？\n\n这句话说明事物“是什么”。", None),  # the opening line asks
        ("A 陈述性知识吗\n\n这句话说明事物“是什么”。", None),
        ("A 陈述性或\n\n也可能是程序性知识。", None),
        ("B 陈述性知识。\n\n这句话说明事物“是什么”。", None),  # another option's text after the letter
    ],
)
def test_an_opening_letter_with_its_text_and_a_head_noun(text, expected):
    assert letters_read(text, KNOWLEDGE, "single") == expected


FUNCTIONS = {"A": "注意", "B": "记忆", "C": "表象", "D": "想象"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A. 注意是心理活动顺利进行的重要条件，它对心理活动具有选择功能、维持功能、调节功能。", "A"),
        ("A 注意具有选择、维持和调节功能，是心理活动顺利进行的重要条件。", "A"),
        # near misses: "also", another option, hedged, asked, negated, another option's text after the letter
        ("A. 注意也是心理活动顺利进行的重要条件。", None),
        ("A. 注意是心理活动顺利进行的重要条件，记忆也是。", None),
        ("A. 注意可能是心理活动顺利进行的重要条件。", None),
        ("A. 注意是心理活动顺利进行的重要条件吗？", None),
        ("A. 注意不是心理活动顺利进行的重要条件。", None),
        ("B. 注意是心理活动顺利进行的重要条件。", None),
    ],
)
def test_an_opening_letter_with_its_text_as_a_sentences_subject(text, expected):
    assert letters_read(text, FUNCTIONS, "single") == expected


KEPT = {"A": "角色游戏", "B": "结构游戏", "C": "表演游戏", "D": "模仿游戏", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("所以答案是C。\n\n等等，D也算……不，D不属于标准分类。维持C。", "C"),
        ("所以答案是C。\n\n等等，D也算……不对，D不属于。我仍然坚持选C。", "C"),
        # near misses: the keeping asked, left open, or followed by a credit
        ("所以答案是C。\n\n等等，D也算……维持C吗？", None),
        ("所以答案是C。\n\n等等，D也算。维持C还是改D，拿不准。", None),
        ("所以答案是C。\n\n等等，D也算。维持C。不过D也说得通。", None),
    ],
)
def test_an_answer_kept_after_a_second_look(text, expected):
    assert letters_read(text, KEPT, "single") == expected


SOCIAL = {"A": "人能够操纵符号", "B": "人可以自我评价行为", "C": "人可以调节行为", "D": "强调人与环境的相互作用"}


@pytest.mark.parametrize(
    ("reply", "letters"),
    [
        # points each mapped to their own option ("这对应A；……对应B；……") walk the options; the conclusion answers
        ("首先，这对应A；\n\n其次，对应B；\n\n再次，对应C；\n\n最后，对应D。\n\n综上所述，ABCD均正确。", "ABCD"),
        ("首先，这对应A；\n\n其次，对应B；\n\n再次，对应C。\n\n综上所述，答案为ABC。", "ABC"),
        ("First, this corresponds to A; second, it corresponds to B; third, it corresponds to C.\n\nSo A, B and C are all correct.", "ABC"),
        ("首先，这对应A；\n\n其次，对应B。\n\n再次，这对应C。\n\n最后，对应D。", None),  # a walk with no conclusion
        ("首先，这对应A；\n\n其次，对应B；\n\n再次，对应C。\n\n综上所述，A、B正确，C不确定。", None),
        ("首先，这对应A；\n\n其次，对应B；\n\n再次，对应C。\n\n综上所述，ABC均正确，D也可能对。", None),
        ("首先，这对应A；\n\n其次，对应B；\n\n再次，对应C。\n\n综上所述，ABC均正确吗？", None),
    ],
)
def test_points_mapped_to_options_then_a_conclusion(reply, letters):
    assert letters_read(reply, SOCIAL, "multi") == letters


@pytest.mark.parametrize(
    ("reply", "stem", "letters"),
    [
        # a diagnosis key closing the reply answers a stem asking for the diagnosis, or none given
        ("## 三、结论\n\n符合一般心理问题的诊断标准。\n\n**诊断：A. 人能够操纵符号**", "", "A"),
        ("Analysis.\n\nDiagnosis: B", "", "B"),
        ("分析。\n\n诊断结果为：C", "对于该求助者的心理问题，最可能的诊断是（ ）", "C"),
        ("分析略。\n\n鉴别诊断：A", "", None),  # what is ruled out
        ("分析略。\n\n初步诊断：A。需进一步观察。", "", None),  # a first thought
        ("分析。\n\n诊断：A或B", "", None),
        ("分析。\n\n诊断：A？", "", None),
        ("分析。\n\n诊断：A. 人可以自我评价行为", "", None),  # A given B's text
        ("分析。\n\n诊断：A", "该求助者不能诊断为（ ）", None),  # the stem asks for what is not
    ],
)
def test_a_diagnosis_key(reply, stem, letters):
    assert letters_read(reply, SOCIAL, "single", stem) == letters
