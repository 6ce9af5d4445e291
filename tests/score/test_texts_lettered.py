"""Option texts listed, then exactly their own letters closing the clause."""

from __future__ import annotations

import pytest

from psyexam.score.reading import Context
from psyexam.score.texts_lettered import own_letters_written, texts_lettered_hits
from tests.score.reading import letters_read

OPTS = {"A": "感觉补偿", "B": "联觉", "C": "融合", "D": "对比"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("相互作用包括感觉补偿和联觉（A、B）。融合和对比不属于。", "AB"),
        ("相互作用包括感觉补偿、联觉，AB。", "AB"),
        ("相互作用包括感觉补偿和联觉（A、C）。", None),  # the letters are not the texts'
        ("不属于相互作用的是融合和对比（C、D）。", None),
        ("相互作用或许是感觉补偿和联觉（A、B）。", None),
        ("相互作用包括感觉补偿和联觉（A、B），也许还有对比。", None),
        ("相互作用包括感觉补偿和联觉（A、B）。对比也算。", None),
    ],
)
def test_option_texts_then_their_letters(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


def test_only_for_a_multiple_response_question():
    assert texts_lettered_hits(Context("包括感觉补偿和联觉(A、B)。", OPTS, False)) == []
    assert texts_lettered_hits(Context("包括感觉补偿和联觉(A、B)。", OPTS, True))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("感觉补偿、联觉 —— A、B", "AB"),
        ("感觉补偿和联觉 AB", "AB"),
        ("感觉补偿和联觉 -- A B", "AB"),
        ("感觉补偿和联觉 AC", None),
        ("可能是感觉补偿和联觉 —— A、B", None),
        ("感觉补偿和联觉 —— A、B？", None),
    ],
)
def test_option_texts_then_their_letters_after_a_dash_or_a_space(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


MOTOR = {"A": "爬行", "B": "够物", "C": "站立", "D": "走"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("属于大动作技能的是爬行（A）、站立（C）和走（D），够物属于精细动作技能。", "ACD"),
        ("大动作技能包括：爬行（A）、站立（C）、走（D）。", "ACD"),
        ("Gross motor skills are 爬行 (A), 站立 (C) and 走 (D).", "ACD"),
        # near misses: a doubt, a question, a letter not the text's own, a list going on, another added or offered
        ("属于大动作技能的可能是爬行（A）、站立（C）和走（D）。", None),
        ("属于大动作技能的是爬行（A）、站立（C）和走（D）吗？", None),
        ("属于大动作技能的是爬行（A）、站立（B）和走（D）。", None),
        ("属于大动作技能的是爬行（A）、站立（C）和行走（D）。", None),
        ("属于大动作技能的是爬行（A）、站立（C），走（D）也许也算。", None),
        ("属于大动作技能的是爬行（A）、站立（C）和走（D），够物（B）也是。", None),
        ("属于大动作技能的是爬行（A）、站立（C）和走（D）或够物（B）。", None),
    ],
)
def test_option_texts_each_with_its_own_letter_in_a_list(text, expected):
    assert letters_read(text, MOTOR, "multi") == expected


def test_own_letters_written_only_for_a_closed_list_of_own_letters():
    assert own_letters_written("是爬行(A)、站立(C)和走(D),够物……", MOTOR) == "是A、C和D,够物……"
    assert own_letters_written("是爬行(A)、站立(C)和行走(D)。", MOTOR) == "是爬行(A)、站立(C)和行走(D)。"
    assert own_letters_written("是爬行(A)。", MOTOR) == "是爬行(A)。"  # one text alone is no list
