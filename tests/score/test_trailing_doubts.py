"""A doubt after an answer's letters and their gloss, and a conclusion word before a letter with its text."""

from __future__ import annotations

import pytest

from psyexam.score.trailing_doubts import doubting_note
from tests.score.reading import letters_read

SINGLE = {"A": "皮亚杰", "B": "维果茨基", "C": "埃里克森", "D": "科尔伯格", "E": ""}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Answer: B. 维果茨基 (maybe)", None),
        ("答案：B 维果茨基（可能）", None),
        ("Answer: B — 维果茨基 (a guess)", None),
        ("Answer: B. 维果茨基?", None),
        ("答案：B. 维果茨基 (to be confirmed)", None),
        ("The answer is B (Vygotsky), probably.", None),
        ("答案：B（维果茨基），大概。", None),
        ("答案：B，可能吧。", None),
        ("答案是B吧", None),
        ("B. 维果茨基 (maybe)", None),
        ("分析……\n\nB. 维果茨基 (probably)", None),
        # near misses
        ("答案：B（可能性最大）", "B"),
        ("Answer: B (most likely)", "B"),
        ("答案：B（维果茨基）", "B"),
        ("答案：B 维果茨基（最近发展区）。", "B"),
        ("Answer: B. 维果茨基 (zone of proximal development).", "B"),
        ("就选B吧。", "B"),
        ("B. 维果茨基 (Vygotsky)", "B"),
    ],
)
def test_a_doubt_after_the_answer_and_its_gloss(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Piaget stressed stages. So: B. 维果茨基", "B"),
        ("Therefore B (维果茨基).", "B"),
        ("所以：B 维果茨基", "B"),
        ("So: B. 维果茨基?", None),
        ("So: B. 维果茨基 (maybe)", None),
        ("So B. 维果茨基 is wrong.", None),
        ("So: B. 皮亚杰", None),  # another option's text
        ("Hmm, so B. 维果茨基, or maybe C. 埃里克森", None),
    ],
)
def test_a_conclusion_word_before_a_letter_with_its_own_text(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_a_doubting_note_is_no_translation():
    assert doubting_note("a guess") and doubting_note("?") and doubting_note("可能")
    assert not doubting_note("Vygotsky") and not doubting_note("可能性最大")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Answer: B (I think)", None),
        ("答案：B（我觉得）", None),
        ("The best answer appears to be B, though this is not definitive.", None),
        ("答案：B（维果茨基，社会文化理论）", "B"),
    ],
)
def test_a_bracketed_i_think_or_no_definitive_answer(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The correct response is B.", "B"),
        ("Option B is the one.", "B"),
        ("I'm confident it's B.", "B"),
        ("本题答B。", "B"),
        ("最佳选项：B", "B"),
        ("B is the answer.", "B"),
        ("I'm not sure it's B.", None),
        ("B is the one that describes Piaget.", None),
        ("I'm confident it's B, though C is close.", None),
        ("If B is the answer.", None),
        ("The best pick is B or C.", None),
    ],
)
def test_answer_leads_beyond_the_statement_patterns(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ("Answer: ABCD (D tentatively)", None),
        ("Answer: A, B, C, and D (less sure about D).", None),
        ("答案：ABCD（D把握较小）", None),
        ("答案：ABCD，D勉强。", None),
        ("答案：ABCD，其中D不太确定。", None),
        ("答案：ABC，其中C最重要。", "ABC"),
        ("答案：ABC（丙属于边缘系统）", "ABC"),
    ],
)
def test_a_chosen_letter_doubted_right_after_the_answer(reply, expected):
    assert letters_read(reply, {"A": "甲", "B": "乙", "C": "丙", "D": "丁"}, "multi") == expected
