"""An answer key's label, a reply opening with letters and a dash, an option's text glossed after a slash."""

from __future__ import annotations

import pytest

from psyexam.score.labels import own_text_glossed
from tests.score.reading import letters_read

SINGLE = {"A": "迁移", "B": "同化", "C": "顺应", "D": "平衡化"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Key: C", "C"),
        ("> Answer key: (C).", "C"),
        ("Key: C or D", None),
        ("Keys: C", None),
        ("C — the schema itself changes to fit the new case.", "C"),
        ("C – the schema changes, which is what the stem describes.", "C"),
        ("C — the schema changes; maybe D.", None),
        ("C — the schema changes? Hard to say.", None),
        ("C - the schema changes.", None),  # a hyphen, not a dash: a list item or a range, not a lead
        # another option named only in brackets, in a later sentence setting it aside
        ("C — accommodation: the schema itself changes. Assimilation (B) would require the schema to stay.", "C"),
        ("C — accommodation. Assimilation (B) would also fit.", None),
        ("C — accommodation. Assimilation (B) is not wrong either.", None),
        ("C — accommodation. Assimilation B would require the schema to stay.", None),  # not in brackets
        ("C — accommodation. The schema changing (C) would require more.", None),  # the chosen letter itself
        ("C — B — A — D", None),
        # a later sentence opening with the article "A" names no letter
        ("C — accommodation. A schema that changes to fit the case is what the stem describes.", "C"),
        ("C — accommodation. A case could be made for B too.", None),
        ("C — accommodation. A (transfer) would also fit.", None),
        ("C — 错误", None),
    ],
)
def test_labels_and_dashed_openings(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_an_option_text_glossed_after_a_slash_or_in_brackets():
    assert own_text_glossed("迁移 / transfer", "A", SINGLE)
    assert own_text_glossed("transfer (迁移", "A", SINGLE)
    assert not own_text_glossed("迁移 / 同化", "A", SINGLE)
    assert not own_text_glossed("同化 / transfer", "A", SINGLE)


def test_one_verdict_word_per_option_line():
    four = {"A": "迁移", "B": "同化", "C": "顺应", "D": "平衡化"}
    assert letters_read("A: no\nB: no\n(C) yes\nD - no", four, "single") == "C"
    assert letters_read("A: no\nB: yes\nC: yes\nD: no", four, "single") is None  # two for one choice
    assert letters_read("A) Yes\nB) No\nC) Maybe\nD) No", {"A": "Yes", "B": "No", "C": "Maybe", "D": "No idea"}, "single") is None


def test_option_texts_listed_after_a_statement():
    from psyexam.score.written_texts import listed_option_texts

    multi = {"A": "respect", "B": "warmth", "C": "genuineness"}
    text = "Answers: Respect, warmth and Genuineness. Next"
    run = listed_option_texts(text, len("Answers:"), multi)
    assert run is not None and run.letters == ("A", "B", "C")
    assert listed_option_texts("Answers: Respect, kindness.", len("Answers:"), multi) is None
    assert listed_option_texts("Answers: Respect, respect.", len("Answers:"), multi) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("所以本题应选内在动机和外在动机两项。", "AB"),
        ("答案是内在动机、外在动机和社会性动机这三项。", "ABD"),
        ("所以本题应选内在动机和外在动机三项。", None),  # the count does not match
        ("所以本题应选内在动机和外在动机两项中的一项。", None),
    ],
)
def test_option_texts_listed_with_a_count_closing_them(text, expected):
    opts = {"A": "内在动机", "B": "外在动机", "C": "生理性动机", "D": "社会性动机"}
    assert letters_read(text, opts, "multi") == expected


def test_what_follows_a_listed_letter_and_its_text():
    from psyexam.score.item_lines import said_of_item

    assert said_of_item("A. 迁移\nB", 5) is None
    assert said_of_item("A. 迁移 B. 同化", 5) is None
    assert said_of_item("A. 迁移不是答案", 5) is False
    assert said_of_item("A. 迁移 is not core.", 5) is False
    assert said_of_item("A. 迁移 matters too.", 5) is True


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：B\n\n等等，题干说的是新旧经验的调整。更正：C", "C"),
        ("Answer: A, B. Wait, 同化 is not it. Final: A.", "A"),
        ("**答案：B**\n\n解析：……\n\n更正：以上解析有误，正确答案为C。", "C"),
        ("Answer: B\n\nExplanation: …\n\nI was wrong above: the correct answer is C.", "C"),
        ("答案：B\n\n更正：C", None),
        ("答案：B\n\n等等，题干说的是新旧经验的调整。更正：C或D", None),
        ("答案：B\n\n解析：……不过仔细想想，应为C。", None),
    ],
)
def test_an_answer_corrected_after_the_replys_own_recheck(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("CD两项。\n\n问卷法是直接测量，反应时和生理指标是间接测量。", "CD"),
        ("ABC三项：前三者属于多重存储模型。", "ABC"),
        ("ABC两项：前两者。", None),
        ("CD两项吧。问卷法是直接测量。", None),
        ("CD两项。A也对。", None),
    ],
)
def test_letters_counted_then_a_stop_or_colon_open_the_reply(reply, expected):
    assert letters_read(reply, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "multi") == expected


def test_option_texts_listed_read_with_quote_marks_aside():
    opts = {"A": "巴甫洛夫的“经典条件反射”", "B": "斯金纳的操作条件反射", "C": "班杜拉的观察学习"}
    assert letters_read("正确的是“巴甫洛夫的经典条件反射”和斯金纳的“操作条件反射”。", opts, "multi") == "AB"
    assert letters_read("正确的是“巴甫洛夫的经典条件反射”和“斯金纳的强化理论”。", opts, "multi") is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("C——新图式的形成是顺应。", "C"),
        ("C —— 新图式的形成是顺应。（选项D写作“平衡”，应为“平衡化”。）", "C"),  # a remark on a misprint
        ("C——新图式的形成是顺应。（选项D写作“平衡”，应为“平衡化”，D也可能对。）", None),
        ("C——也可能是D。", None),
    ],
)
def test_a_double_dash_and_a_remark_on_a_misprint(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


GOALS = {"A": "减少焦虑反应", "B": "形成现实理性的生活哲学", "C": "消除全部负性情绪", "D": "改变不良行为习惯"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("该疗法的“深层目标”是B. 形成现实理性的生活哲学。", "B"),
        ("该疗法的“深层目标”是B. 形成现实理性的生活", "B"),  # the start of its own text
        ("该疗法的“深层目标”是B. 消除全部负性情绪。", None),  # another option's text
        ("该疗法的“深层目标”是B. 形成现实理性的生活哲学。\nC. 消除全部负性情绪\nD. 改变不良行为习惯", None),
        ("该疗法的“深层目标”或许是B. 形成现实理性的生活哲学。", None),
        ("该疗法的“深层目标”并非B. 形成现实理性的生活哲学。", None),
        ("消除全部负性情绪的目标是B. 形成现实理性的生活哲学。", None),  # the head names another option
    ],
)
def test_a_restated_subject_is_a_letter_with_a_stop_and_its_own_text(text, expected):
    assert letters_read(text, GOALS, "single") == expected


BYSTANDER = {"A": "群体极化", "B": "责任分散", "C": "社会促进", "D": "去个体化"}
WHY = "\n\nWith more bystanders present, each feels less obligation to help. A classic finding."


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("**Diffusion of responsibility (B).**" + WHY, "B"),
        ("Diffusion of responsibility (B)." + WHY, "B"),
        ("Diffusion of responsibility (B).\nDeindividuation (D)." + WHY, None),
        ("Bystanders here show diffusion of responsibility (B)." + WHY, None),  # prose, not a term
        ("Diffusion of responsibility (B)?" + WHY, None),
        ("Diffusion of responsibility (B)." + WHY + "\n\nThe key gives D.", None),
        ("Diffusion of responsibility (B)." + WHY + " Deindividuation may fit too.", None),
        ("I think diffusion (B)." + WHY, None),
        ("Diffusion of responsibility (B)." + WHY[:-1], None),  # not finished
    ],
)
def test_an_english_term_with_its_letter_in_brackets_opens_the_reply(text, expected):
    assert letters_read(text, BYSTANDER, "single") == expected


def test_a_term_naming_another_option_is_not_its_letter():
    opts = {"A": "social facilitation", "B": "social loafing"}
    assert letters_read("Social facilitation (B)." + WHY, opts, "single") is None


ENRICHMENT = {"A": "原则充实", "B": "水平充实", "C": "垂直充实", "D": "弹性充实"}
ILLUSIONS = {"A": "月亮", "B": "缪勒莱尔", "C": "运动", "D": "似动"}
DISORDERS_EN = {"A": "偏执型人格障碍", "B": "反社会人格障碍", "C": "冲动型人格障碍", "D": "分裂样人格障碍"}


@pytest.mark.parametrize(
    ("text", "options", "expected"),
    [
        # a dashed opening, another option's bracketed letter in a sentence contrasting it
        ("B — 水平充实: more material at the same level. Vertical enrichment (C) would instead raise the difficulty.",
         ENRICHMENT, "B"),
        ("B——水平充实：只扩增分量，难度保持同一水平。垂直充实（C）则是提高难度。", ENRICHMENT, "B"),
        ("B — 水平充实: more material. Vertical enrichment (C) would instead work too.", ENRICHMENT, None),
        ("B — 水平充实: more material. Vertical enrichment (C) is instead the better answer.", ENRICHMENT, None),
        ("B——水平充实：增加分量。垂直充实（C）则也可以。", ENRICHMENT, None),
        # a letter, a comma and its own text, a transliterated name written with a dash, then a gloss
        ("B，缪勒-莱尔错觉（Müller-Lyer illusion），比如竖条纹让人显得更高。", ILLUSIONS, "B"),
        ("B，缪勒·莱尔错觉。", ILLUSIONS, "B"),
        ("B，缪勒-莱尔错觉？", ILLUSIONS, None),
        ("B，缪勒-莱尔错觉，不过似动也有可能。", ILLUSIONS, None),
        ("A，缪勒-莱尔错觉。", ILLUSIONS, None),  # another option's text
        # an option's standard English name before ", option B."
        ("This is **antisocial personality disorder**, option B.", DISORDERS_EN, "B"),
        ("This is paranoid personality disorder, option B.", DISORDERS_EN, None),  # A's name with B's letter
        ("If this is antisocial personality disorder, option B.", DISORDERS_EN, None),
    ],
)
def test_letter_and_text_shapes(text, options, expected):
    assert letters_read(text, options, "single") == expected


THERAPIES = {"A": "认知疗法", "B": "系统脱敏法", "C": "厌恶疗法", "D": "阳性强化法"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("答案：AC\n\n等等，厌恶疗法不合适。更正：**AB**（认知疗法、系统脱敏法）。", "AB"),
        ("Answer: A, C\n\nWait, aversion therapy does not fit. Correction: A, B (认知疗法、系统脱敏法).", "AB"),
        ("答案：AC\n\n等等，厌恶疗法不合适。更正：AB（认知疗法、阳性强化法）。", None),  # B's text is not B's
        ("答案：AC\n\n等等，厌恶疗法不合适。更正：AB（认知疗法）。", None),  # one text for two letters
    ],
)
def test_a_correction_label_with_its_letters_texts_in_brackets(text, expected):
    assert letters_read(text, THERAPIES, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B — the ego follows the reality principle.\n\nBe careful with A: that is the id's principle.", "B"),
        ("B — the ego follows the reality principle.\n\nBe careful with A: it could also fit.", None),
        ("B — the ego follows the reality principle.\n\nBe careful with B: it is a trap.", None),
    ],
)
def test_a_dashed_opening_with_another_letter_only_warned_against(text, expected):
    assert letters_read(text, {"A": "快乐原则", "B": "现实原则", "C": "道德原则", "D": "理想原则"}, "single") == expected


@pytest.mark.parametrize(
    ("text", "qtype", "expected"),
    [
        ("Option C — the schema itself changes.", "single", "C"),
        ("选项C——图式本身改变。", "single", "C"),
        ("(C) accommodation — the schema itself changes.", "single", "C"),
        ("(C) 顺应 —— 图式本身改变。", "single", "C"),
        ("Both B and C — each keeps the schema in balance.", "multi", "BC"),
        ("**C** — the schema changes, as when letters like B/V/P are heard.", "single", "C"),
        ("Option C, maybe — the schema changes.", "single", None),
        ("Both B and C — each keeps the schema in balance.", "single", None),
        ("Both C — the schema changes.", "multi", None),
        ("(C) 同化 —— 图式本身改变。", "single", None),  # another option's text for the letter
        ("(C) assimilation or accommodation — the schema changes.", "single", None),
        ("Option C — the schema changes.\n\nSo the answer is D.", "single", None),  # a later answer disagrees
        ("Option C — the schema changes.\n\nWait, actually the answer is D.", "single", "D"),
    ],
)
def test_a_dashed_opening_after_option_both_or_a_bracketed_letter_and_name(text, qtype, expected):
    assert letters_read(text, SINGLE, qtype) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("B and C. Both keep the schema, in contrast to plain transfer (A).", "BC"),
        ("B and C. Both keep the schema, unlike transfer (A), though (D) may also fit.", None),
        ("B and C. Both keep the schema, in contrast to (A), which is also right.", None),
    ],
)
def test_a_stopped_opening_with_another_letter_contrasted(text, expected):
    assert letters_read(text, SINGLE, "multi") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("C (顺应/accommodation) — the schema itself changes to fit the new case.", "C"),
        ("C（顺应）——图式本身改变以适应新情况。", "C"),
        ("C (accommodation / 顺应) — the schema itself changes.", "C"),
        ("C (同化/assimilation) — the schema itself changes.", None),  # another option's text
        ("C (顺应 or 同化) — the schema changes.", None),  # two texts
        ("C (顺应/accommodation) — maybe, though B fits too.", None),
        ("C (顺应/accommodation)? — the schema changes.", None),
    ],
)
def test_a_dashed_opening_letter_glossed_with_its_own_text(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("C。埃里克森提出了八阶段论。\n\n注意A、B、D都是发展心理学家，容易误选。", "C"),
        ("C. Erikson proposed the eight stages.\n\nA and B are tempting traps.", None),  # "C." is a label: no stopped opening
        ("C。埃里克森提出了八阶段论。\n\nA是个陷阱。", "C"),
        ("C。埃里克森提出了八阶段论。\n\n注意A容易误选，其实A也说得通。", None),  # the warned option granted after all
        ("C。埃里克森提出了八阶段论。\n\nA是个陷阱吗？也许不是。", None),  # the warning asked
        ("C。埃里克森提出了八阶段论。\n\n注意A容易误选，不过我也拿不准。", None),
    ],
)
def test_a_stopped_opening_warning_against_other_letters(text, expected):
    assert letters_read(text, {"A": "皮亚杰", "B": "维果茨基", "C": "埃里克森", "D": "科尔伯格", "E": ""}, "single") == expected


LEARNING = {"A": "知识的获得", "B": "知识的表征", "C": "知识的保持", "D": "知识的应用", "E": "知识的传播"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("A, C and D: 知识的获得 (acquisition), 知识的保持 (retention) and 知识的应用 (application).", "ACD"),
        ("A, C and D: 知识的获得, 知识的保持 and 知识的应用.\n\n⚠️ E (知识的传播) is a common misconception — that is teaching.", "ACD"),
        ("ACD — the three stages.\n\n- 知识的获得 (acquisition)\n- 知识的保持 (retention)\n- 知识的应用 (application)", "ACD"),
        # near misses: a letter left open after, a doubt or a question in the closing list
        ("A, C and D: 知识的获得, 知识的保持 and 知识的应用.\n\nE (知识的传播) is a common misconception, though it could also fit.", None),
        ("A, C and D: 知识的获得, 知识的保持 and 知识的应用.\n\nE (知识的传播) is also right.", None),
        ("ACD — the three stages.\n\n- 知识的获得 (acquisition)\n- 知识的应用, not sure about this one", None),
        ("ACD — the three stages.\n\n- 知识的获得 (acquisition)\n- 知识的保持?", None),
    ],
)
def test_opening_letters_before_a_colon_a_gloss_list_or_a_trap_named(text, expected):
    assert letters_read(text, LEARNING, "multi") == expected


FEELINGS = {"A": "怒气冲冲", "B": "灰心丧气", "C": "忠心耿耿", "D": "呼天抢地"}
FEELING_STEM = "以下词语中，反映情感的是( )"
PROCESS = {"A": "心理状态", "B": "心理特征", "C": "心理过程", "D": "心理倾向"}


@pytest.mark.parametrize(
    ("text", "options", "stem", "expected"),
    [
        ("C。“忠心耿耿”反映的是稳定的情感；A、B、D都是情绪的表现。", FEELINGS, FEELING_STEM, "C"),
        ("选项C 心理过程。知觉属于心理过程，而不是心理特征或心理状态。", PROCESS, "知觉属于一种(    )", "C"),
        ("C. 心理过程 🌟\n\n知觉是认识过程的一部分啦～", PROCESS, "知觉属于一种(    )", "C"),
        # near misses: no stem, the others said to be what is asked, granted too, a stem asking for what is not, doubt
        ("C。“忠心耿耿”反映的是稳定的情感；A、B、D都是情绪的表现。", FEELINGS, "", None),
        ("C。“忠心耿耿”反映的是稳定的情感；A、B、D都是情感的表现。", FEELINGS, FEELING_STEM, None),
        ("C。“忠心耿耿”反映的是稳定的情感；A、B、D也都是情绪的表现。", FEELINGS, FEELING_STEM, None),
        ("C。“忠心耿耿”是情感；A、B、D都是情绪的表现。", FEELINGS, "以下词语中，不反映情绪的是( )", None),
        ("选项C 心理过程。而不是心理特征？也可能是心理状态。", PROCESS, "知觉属于一种(    )", None),
        ("C. 心理过程 🌟\n\n不过心理状态也说得通哦～", PROCESS, "知觉属于一种(    )", None),
        ("具体运算阶段是7~", PROCESS, "", None),
    ],
)
def test_a_letter_first_with_the_others_set_aside(text: str, options: dict[str, str], stem: str, expected: str | None) -> None:
    assert letters_read(text, options, "single", stem) == expected
