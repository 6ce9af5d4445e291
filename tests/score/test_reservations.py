"""Another source's key named beside the answer, and the writer's reservations right after it."""

from __future__ import annotations

import pytest

from psyexam.score.attributions import attributed, other_key
from psyexam.score.reservations import conditioned_verdict, reserved
from tests.score.reading import letters_read

SINGLE = {"A": "皮亚杰", "B": "维果茨基", "C": "埃里克森", "D": "科尔伯格", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案是B，但我记得有的版本答案是C。", None),
        ("答案是B。有的书上答案是C。", None),
        ("答案是B，也有教材写作C。", None),
        ("The answer is B. Some versions of this question have C as the answer.", None),
        ("The answer is B; some answer keys list C.", None),
        ("Answer: B. In older editions the key was C.", None),
        ("有的教材答案是C，但正确答案是B。", "B"),
        ("Answer: B. Some textbooks describe A as a stage theorist.", "B"),
        ("The answer is B. Some textbooks describe A as a stage, but it is not the answer here.", "B"),
        ("本题的正确答案应该是B。不过也有教材说C。", None),  # another source "also" there, "saying" its key
        ("答案：B。还有资料认为是D。", None),
        ("答案：B。也有教材说C是错的。", "B"),  # that source's word sets C aside
        ("答案：B。也有教材说B。", "B"),  # the same key
        ("答案：B。也有书说法不同。", "B"),  # no other key named
        ("答案：B。也有说法认为是C。", None),  # another view naming another
        ("答案：B。不过有学者主张C。", None),
        ("答案：B。有学者误作C，其实C是埃里克森。", "B"),  # a mistake told
    ],
)
def test_another_sources_key(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_attributed_and_other_key():
    text = "答案是B，但我记得有的版本答案是C。"
    assert attributed(text, text.rindex("答案"))
    assert not attributed(text, 0)
    assert other_key(text[text.index("B") + 1 :], {"B"})
    assert not other_key("旧版教材答案为C，但已更正。", {"B"})  # set aside
    assert other_key(" but the question bank's key is ABCD.", {"B"})  # a run of letters is a key too
    assert not other_key(" Some older keys have ABCD as well.", {"A", "B", "C", "D"})  # the same key
    text = "我自己的判断是B，但考试时按题库答案ABCD可能更稳妥。"
    assert attributed(text, text.index("答案"))  # a question bank is never the writer
    assert attributed("很多题库答案是ABCD", 4)
    text = "我自己的判断是B，不过标准答案是ABCD。"
    assert attributed(text, text.index("标准"))  # a key set against the writer's own view
    text = "答案：B。但参考答案也是B。"
    assert not attributed(text, text.index("参考"))  # a key that agrees
    assert not attributed("标准答案：B", 0)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'd go with B, but C is a strong candidate too.", None),
        ("The answer should be B, if I remember correctly.", None),
        ("答案应该是B，如果我没记错的话。", None),
        ("答案：B。但是我对这道题没有十足的把握。", None),
        ("选B。其实C也不是完全不对。", None),
        ("答案是B，不过这个题有点争议。", None),
        ("The answer is B. This question is debatable.", None),
        ("答案：B。我记得标准答案好像是C。", None),
        ("B\n\n如果我没记错的话。", None),
        ("答案：B。我有十足的把握。", "B"),
        ("答案：B。A好像是皮亚杰的理论，不对。", "B"),
        ("答案：B。C也不是完全不对，但不如B贴切。", "B"),
    ],
)
def test_the_writers_reservations(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_reserved_spares_the_chosen_letter():
    assert not reserved("其实B也不是完全不对。", {"B"})
    assert reserved("其实C也不是完全不对。", {"B"})


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B — though I'd want to verify this.", None),
        ("Answer: B. 我不是百分百确定。", None),
        ("答案：B\n信心：中等", None),
        ("Answer: B*\n\n*assuming the question refers to Vygotsky's later work", None),
        ("My answer: B\n\nCaveat: the terminology varies, so C may be intended.", None),
        ("答案：B\n信心：高", "B"),
        ("答案：B。我百分百确定。", "B"),
    ],
)
def test_a_certainty_short_of_full_or_a_check_still_wanted(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"answer": "B", "note": "C is also possible"}', None),
        ('{"answer": "B", "note": "C也有可能"}', None),
        ('{"answer": "B", "certain": "no"}', None),
        ('{"answer": "B", "certain": "yes"}', "B"),
        ('{"answer": "B", "note": "A is not correct"}', "B"),
        ('{"answer": "B", "reason": "A is correct only for infants"}', "B"),
        ('{"answer": "B", "final": false}', None),
        ("answer: B\nsure: no", None),  # key-value lines, as YAML writes them
        ("answer: B\nreason: removal of noise\nis_final: false", None),
        ("answer: B\nstatus: draft", None),
        ("answer: B\nfinal: true", "B"),
        ("answer: B\n\nThe final: no more guessing.", "B"),
    ],
)
def test_a_record_doubting_its_own_answer(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Answer: B\n\nHmm, on reflection I'm torn between B and C.", None),
        ("答案：B\n\n纠结于B和C之间。", None),
        ("答案：B\n\n在B和C之间犹豫。", None),
        ("Answer: B, although I keep going back and forth.", None),
        ("答案：B，但也说不定。", None),
        ("答案：B。不过话说回来，C也有它的道理。", None),
        ("Answer: B. Students are often torn between A and B, but B is the stage theory.", "B"),
        ("答案：B。说不定的是考试范围。", "B"),
        ("答案：AB\n\n在A和B之间我都选。", None),  # single choice: two letters
    ],
)
def test_the_writer_torn_between_options(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


MULTI = {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注", "E": "共情"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：ACE。D我拿不太准。", None),
        ("Answer: A, C, E. I'm on the fence about D.", None),
        ("Answer: A, C, E (D arguable).", None),
        ("The correct options are A, C and E. D is a grey area.", None),
        ("答案：ACE。至于D，我持保留态度。", None),
        ("答案：ACE，D可选可不选。", None),
        ("Answer: ACE — D too if your textbook counts it.", None),
        ("答案：A、C、E\n\n注意：也有观点认为D也属于此列。", None),
        ("Answer: A, C, E. A is arguable in older texts.", "ACE"),  # a chosen letter
        ("Answer: A, C, E. B is debatable, but most texts exclude it.", "ACE"),
    ],
)
def test_another_option_left_in_doubt_beside_a_multiple_answer(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：B。很多人会选C，但那是错的。", "B"),
        ("很多人会选C，但正确答案是B。", "B"),
        ("很多人会选C。", None),
        ("我会选B。", "B"),
    ],
)
def test_what_others_pick_is_no_answer(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案是B，但是要考虑到", None),
        ("The answer is B, although one might", None),
        ("答案是B，但C不对。", "B"),
        ("综上所述，正确答案是B，而选项D也", None),  # a clause set against the answer's, cut off
        ("综上所述，正确答案是B，而选项D是错误的。", "B"),  # finished
        ("综上所述，B项是正确的，而选项D也", None),  # a verdict, then a clause set against it, cut off
        ("综上所述，B项是正确的，而选项D是错误的。", "B"),
        ("硬要选的话选B。", None),
        ("If I had to pick, the answer is B.", None),
        ("必须选B，因为只有他提出最近发展区。", "B"),
    ],
)
def test_a_forced_choice_or_a_qualification_cut_off(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("All of the above, I think.", None),
        ("A、C、E正确，D也许。", None),
        ("答案：ACE\n待定：D", None),
        ("- A ✅\n- B ❌\n- C ✅\n- D 🤔\n- E ✅", None),
        ("答案：ACE。D可能是干扰项。", "ACE"),
    ],
)
def test_another_option_left_pending_in_a_multiple_answer(text, expected):
    assert letters_read(text, MULTI, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("这是维果茨基的理论，也有人说是皮亚杰。", None),
        ("维果茨基，存疑。", None),
        ("答案：B，存疑。", None),
        ("维果茨基。", "B"),
    ],
)
def test_a_view_reported_or_a_closing_doubt_beside_an_option_text(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：B（维果茨基）或者说C（埃里克森）", None),
        ("答案：B。也可以算作C。", None),
        ("答案：B，也可以看作C。", None),
        ("答案：B。也可以算作B项。", "B"),
        ("答案：B。当然，也可以看成是D。", None),
        ("答案：B。另一种说法是C。", None),
        ("答案：B。另一种说法是“社会助长”。", "B"),
        ("答案：B。但说实话，我对C也有点动摇。", None),
        ("答案：B\n\n补充：C同样符合。", None),
        ("答案：B。C也凑合。", None),
        ("Answer: B. Honorable mention: C.", None),
        ("答案：B。C不符合题意。", "B"),
        ("答案：B。C同样符合题干中的年龄描述，但不涉及社会文化。", "B"),
    ],
)
def test_another_option_offered_as_a_rewording_or_a_passable_fit(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Answer: **B**\n\n> Note: some instructors accept C.", None),
        ("答案：B\n\n备注：部分老师也接受C。", None),
        ("Answer: B (C in some keys)", None),
        ("Answer: B. Some teachers describe C as a distractor.", "B"),
    ],
)
def test_other_graders_accepting_another_option(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Answer: B\n\nActually, I'm now leaning toward C.", None),
        ("答案：B。不过我现在更倾向于C，但B也说得过去。", None),
        ("答案：B。我并不倾向于C。", "B"),
        ("Answer: B. I'm not leaning toward C at all.", "B"),
        ("答案：B。经过分析，我倾向于B。", "B"),
        ("我认为答案是B，但我之前的判断可能有误。", None),
        ("答案：B，但这还需要再核实。", None),
        ("The answer is B, but I could be wrong.", None),
        ("我认为答案是B。有人认为选C，但他们的判断有误。", "B"),
    ],
)
def test_leaning_elsewhere_or_owning_a_possible_error(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Option B is correct if we count recall.", None),
        ("B is correct, provided the stem means the whole object.", None),
        ("B项正确，如果按旧教材的话。", None),
        ("Option B is correct only when the object is whole.", None),
        ("Option B is correct.", "B"),
        ("Option B is correct when read closely.", "B"),
    ],
)
def test_a_verdict_right_only_under_a_condition(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("所以应该在A和B之间选择——A侧重观察，B侧重追踪。", None), ("所以只能在A和B之间作选择：A。", None),
     ("所以应该在A和B之间选择A。", "A"), ("在A和B之间选择，我选B。", "B"),
     ("排除C、D后，在A和B之间选择：B更合适，答案是B。", "B")],
)
def test_a_choice_said_to_lie_between_two_options_is_no_answer(reply, expected):
    assert letters_read(reply, SINGLE, "single") == expected


def test_a_contrasted_key_agreeing_with_the_writers_answer_is_no_other_source():
    text = "答案：C。当然，B也有作用，但本题标准答案是C。"
    assert attributed(text, text.index("标准答案"), agreed=True) is False
    assert attributed(text, text.index("标准答案")) is True
    assert letters_read("答案：C。B也对，但本题标准答案是C。", SINGLE, "single") is None
    assert letters_read("答案：C。当然，维果茨基也有贡献，但本题标准答案是C。", SINGLE, "single") == "C"
    assert letters_read("答案：C。当然，维果茨基也有贡献，但本题标准答案是A。", SINGLE, "single") is None


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("我认为是B。不过，如果你们教材写的是A，就按教材来。", None), ("我认为是B。如果你们教材写的是A，那是旧版的错误。", "B"),
     ("我认为是B。你们教材写的是B也一样。", "B")],
)
def test_the_readers_textbook_keying_another_letter_leaves_the_answer_open(reply, expected):
    assert letters_read(reply, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("答案是B。但也有教材写“维果茨基”，选B以外的A。", None), ("答案是B。但也有教材写“皮亚杰”，选A。", None),
     ("有的教材写作皮亚杰（也有人不同意），故选B。", "B"), ("有的教材答案是A，但正确答案是B。", "B"),
     ("Answer: B. Some textbooks name Piaget instead, which would be A.", None),
     ("Answer: B. Some textbooks name Piaget instead, but that is wrong, not A.", "B")],
)
def test_a_sentence_a_source_opens_keys_that_source_not_the_writer(reply, expected):
    assert letters_read(reply, SINGLE, "single") == expected


DESIGNS = {"A": "横断设计", "B": "追踪设计", "C": "聚合交叉设计", "D": "双生子设计"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an option's text named only in a supposition, or in the clause it leads to: no answer
        ("托马斯和切斯的研究如果指的是纽约纵向研究，那就是追踪设计。", None),
        ("假如对同一批儿童追踪了十年，则属于追踪设计。", None),
        ("If the same children were followed for years, then it is 追踪设计.", None),
        # a supposition elsewhere, "主要是", or the letter named itself leave the reading standing
        ("这项研究对同一批儿童跟踪了十年，属于追踪设计。", "B"),
        ("纽约纵向研究对同一批儿童跟踪了多年，主要是追踪设计。", "B"),
    ],
)
def test_an_option_text_named_only_under_a_supposition(text, expected):
    assert letters_read(text, DESIGNS, "single") == expected


def test_conditioned_verdict_without_options_reads_only_verdicts():
    assert not conditioned_verdict("如果指的是纵向研究，那就是追踪设计。", frozenset("B"))
    assert conditioned_verdict("如果指的是纵向研究，那就是追踪设计。", frozenset("B"), DESIGNS)
    assert not conditioned_verdict("如果指的是纵向研究，那就是追踪设计（B）。", frozenset("B"), DESIGNS)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：ABC。也有教材把D算进去，那就是ABCD。", None),
        ("答案：ABC。也有人认为D正确。", None),
        ("答案：ABC。也有人把D当作其中一类，这是常见误解。", "ABC"),
        ("答案：ABC。还有人认为D对应的是另一个阶段。", "ABC"),
        ("答案：ABC，D的话看教材。", None),
        ("答案：ABC（D可商榷）", None),
        ("答案：ABC。D的定义参看教材第三章。", "ABC"),
    ],
)
def test_another_option_counted_in_by_a_view_or_left_to_a_source(text, expected):
    assert letters_read(text, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：ABC\n\n> 拓展：有些教材会把D也列进来。", None),
        ("答案：ABC\n\n（D：部分教材认可）", None),
        ("Answer: A, B, C\n\n(D is included in some textbooks.)", None),
        ("Correct options: A, B, C. Option D is sometimes included too.", None),
        ("Correct options: A, B, C. Option D is often included as a distractor.", "ABC"),
        ("答案：ABC。有些教材会把D列为另一类，而不是这一类。", "ABC"),
        ("答案：ABC；D介于两可之间。", None),
        ("最后答案ABC，不过我对D还是有疑问。", None),
        ("答案：ABC。我对D没有疑问，它明显不是。", "ABC"),
        ("Answer: ABC. Whether D counts is debatable.", None),
        ("答案：ABC。另有一说为ABCD。", None),
    ],
)
def test_another_option_counted_in_by_sources_or_left_in_doubt(text, expected):
    assert letters_read(text, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：ABC + D（可选）", None),
        ("答案：ABC，外加D也行。", None),
        ("答案：ABC，D也不行。", "ABC"),
    ],
)
def test_a_letter_added_only_as_optional_or_passable(text, expected):
    assert letters_read(text, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("维果茨基（如果题目问的是最近发展区）。", None),
        ("维果茨基（前提是问的是社会文化理论）", None),
        ("维果茨基（社会文化理论）。", "B"),
    ],
)
def test_an_option_text_with_a_bracketed_condition(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("选项里没有1916年，最接近的是D。", None),  # only the closest, no option said right
        ("None of the options is right; the closest is D.", None),
        ("选项里没有1916年，最接近的是D，故选D。", "D"),  # chosen after
        ("答案是D。D最接近史实。", "D"),  # closest with no option said wrong
    ],
)
def test_only_the_closest_where_no_option_is_right(text, expected):
    assert letters_read(text, {"A": "1900年", "B": "1905年", "C": "1910年", "D": "1915年"}, "single") == expected
