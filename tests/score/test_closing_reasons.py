"""Letters closing an English conclusion after "So" or a dash, then only reasons setting the others aside."""

from __future__ import annotations

import pytest

from tests.score.reading import letters_read

OPTS = {"A": "应答性行为", "B": "经典性条件的行为", "C": "第一信号系统引发的反应", "D": "操作性条件作用"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It is respondent behavior, i.e. classically conditioned. So A and B. It's not operant conditioning.", "AB"),
        ("It is respondent behavior and classically conditioned behavior — A, B. Operant conditioning is not involved.", "AB"),
        ("It is respondent behavior (应答性行为). So AB.", "AB"),
        ("It is respondent behavior. Therefore A (应答性行为). Operant conditioning is Skinner's other type.", "A"),
        # near misses
        ("It is respondent behavior. So A or B.", None),
        ("It is respondent behavior. So probably AB.", None),
        ("It is respondent behavior. So A and B? Not sure.", None),
        ("It is respondent behavior. So A and B. But C could also fit.", None),
        ("It is respondent behavior. So A (操作性条件作用). Nothing else.", None),
        ("It is not operant conditioning — A, B. Pavlov's dogs salivated.", None),
        ("It is respondent behavior. So AB. Operant conditioning (操作性条件作用) is involved as well.", None),
        ("It is respondent behavior. So AAB.", None),
        # reasons after a dash must set something aside: this one may map one more name
        ("It is respondent behavior and classically conditioned behavior — A, B. Operant conditioning is another thing.", None),
    ],
)
def test_letters_closing_a_conclusion_before_reasons(text, expected):
    assert letters_read(text, OPTS, "multi") == expected


def test_one_letter_for_a_single_choice_only():
    assert letters_read("It is respondent behavior. So A and B. It's not operant.", OPTS, "single") is None


def test_a_bare_letter_after_a_sentence_counting_nothing():
    opts = {"A": "生理自我", "B": "社会自我", "C": "心理自我", "D": "自我意识"}
    assert letters_read("Self-consciousness (自我意识) unifies all parts of the personality. D", opts, "single") == "D"
    assert letters_read("Self-consciousness (自我意识) is probably the core. D", opts, "single") is None


def test_an_english_full_stop_ends_a_guessing_clause():
    opts = {"A": "责备式提问", "B": "指导性面质", "C": "开放式提问", "D": "尝试性面质"}
    text = 'It is an open question with tentative confrontation — the word "似乎" makes it tentative. So: C, D.'
    assert letters_read(text, opts, "multi") == "CD"
    assert letters_read("It is an open question, 似乎 so: C, D.", opts, "multi") is None
