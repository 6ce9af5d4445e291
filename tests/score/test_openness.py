"""English ways of leaving an answer open: another option kept in play, the writer's low
confidence, a lead that doubts its answer; each with near misses that stay firm answers."""

from __future__ import annotations

import pytest

from psyexam.score.openness import doubting_lead, kept_open
from tests.score.reading import letters_read

SINGLE = {"A": "Classical conditioning", "B": "Operant conditioning", "C": "Observational learning", "D": "Insight learning"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The answer is B. D cannot be ruled out, though.", None),
        ("The answer is B, but we can't completely rule out option D.", None),
        ("Answer: B (C is a strong contender).", None),
        ("The answer is B, though a case could be made for (D).", None),
        ("Answer: B; alternatively, option C.", None),
        ("Answer: B. C isn't unreasonable either.", None),
        ("I'd go with B, but honestly D (insight) isn't impossible if the stem is read loosely.", None),
        ("Answer: B. D is not entirely ruled out, though, by the stem.", None),
        ("My answer is B, though D has some merit too.", None),
        ("Answer: B\n\nD would be my runner-up, and honestly it's close.", None),
        ("The answer is B. Still, I can see an argument for D.", None),
        ("The answer is B. I can't see any argument for D.", "B"),
        ("Answer: B\n\nD (insight) — some would include it, I wouldn't rule it out.", None),
        ("Answer: B\n\nD: it needs a sudden solution; I'd rule it out.", "B"),
        ("Answer: B. (D also technically correct.)", None),
        ("Answer: B\n\nD would also earn credit on most keys.", None),
        ("Answer: B. D would not earn credit.", "B"),
        ("My own answer is B, but on the exam D is probably the safer choice.", None),
        ("Answer: B — just a guess.", None),
        ("Answer: B. Not very confident here.", None),
        ("The correct answer is likely B.", None),
        ("Preliminary answer: B", None),
        ("The answer is B, maybe.", None),
        # near misses: other options ruled out or set aside, the writer sure, "most likely"
        ("The answer is B; C can be ruled out.", "B"),
        ("The answer is B. C is close, but it has no consequence.", "B"),
        ("The answer is most likely B.", "B"),
        ("The answer is B. It is not hard to see why.", "B"),
        ("The answer is B. B also fits the second half of the stem.", "B"),
        ("The answer is B. D (insight) is impossible here.", "B"),
        ("The answer is B. It isn't impossible to condition a reflex, but that is A.", "B"),
        ("The answer is B. D is not impossible, but it needs a sudden solution the stem never mentions.", "B"),
        ("The answer is B. D has some merit, but only for problems solved suddenly.", "B"),
        ("The answer is B. B is the safer choice, since A needs a reflex.", "B"),
    ],
)
def test_an_english_answer_left_open(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_only_other_letters_are_kept_open():
    assert kept_open("", " C also fits.", {"B"})
    assert not kept_open("", " B also fits.", {"B"})
    assert kept_open("I'm only guessing, but ", "", {"B"})


def test_a_doubting_lead_needs_its_doubt_in_or_right_before_it():
    text = "Tentative answer: B. The most likely answer is B."
    assert doubting_lead(text, text.index("answer"), text.index("answer") + 7)
    later = text.index("answer", 20)
    assert not doubting_lead(text, later, later + 10)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Assuming only one answer is allowed, I'd pick D.", None),
        ("Answer: B\n\nThe stem is short. It names no reinforcer. I can't decide between B and D.", None),
        ("Answer: B\n\nThe stem is short. It names a reinforcer. I'd need the textbook's definition to be sure.", None),
        ('answer: "B"\nwhy: reinforcement\n"confidence": "very low"', None),
        ("Answer: B\n\nbackup: (D)", None),
        # near misses: no condition on the type, the chosen letter as the backup, a doubt about something else
        ("Answering it as one choice: the answer is B.", "B"),
        ("Answer: B\n\nbackup: B", "B"),
        ("Answer: B\n\nThe stem is short. It names a reinforcer. I'm not sure what C refers to.", "B"),
    ],
)
def test_an_answer_conditioned_or_left_undecided_later(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Answer: B. No, wait. Maybe C.", None),
        ("Answer: B. Scratch that, the stem says C.", None),
        ("Answer: B (backup: D).", None),
        ("Answer: B. D is questionable too.", None),
        ("B is partly correct.", None),
        # near misses: the answer restated, a backup that is the answer, an option excluded
        ("Answer: B. Scratch that thought about C; B it is.", "B"),
        ("Answer: B (backup: B).", "B"),
        ("The answer is B, but not C.", "B"),
    ],
)
def test_an_answer_taken_back_or_kept_open(text, expected):
    assert letters_read(text, SINGLE, "single") == expected


def test_taken_back_needs_the_letters_left_unrestated():
    from psyexam.score.openness import later_doubt

    assert later_doubt("B. Actually, no — C.", 1, {"B"})
    assert not later_doubt("B. Actually, no — B after all.", 1, {"B"})
    assert not later_doubt("B. Actually, no other option fits.", 1, {"B"})
    assert not later_doubt("Actually, no — B.", 17, {"B"})  # taken back before the answer, not after


def test_another_option_kept_possible_later_in_the_reply():
    from psyexam.score.openness import later_doubt

    assert later_doubt("B. X. Y. Perhaps D.", 1, {"B"})
    assert later_doubt("B. X. Y. D might also be correct.", 1, {"B"})
    assert not later_doubt("B. X. Y. B might also be correct.", 1, {"B"})
    assert not later_doubt("B. X. Y. D might be correct if X.", 1, {"B"})
    assert not later_doubt("B. X. Y. Many would say D is possible.", 1, {"B"})
    assert not later_doubt("Perhaps D. The answer is B.", 27, {"B"})  # before the answer


def test_a_letter_later_in_the_answer_sentence():
    from psyexam.score.openness import letter_later_in_sentence

    assert letter_later_in_sentence(", and also E.", {"A", "C"})
    assert letter_later_in_sentence(" (and E).", {"A", "C"})
    assert not letter_later_in_sentence(", E too.", {"A", "C", "E"})
    assert not letter_later_in_sentence("; B is wrong.", {"A"})
    assert not letter_later_in_sentence(", E精神质是另一维度。", {"A"})
    assert not letter_later_in_sentence(". Then E.", {"A"})  # another sentence


def test_an_option_judged_right_after_the_answer():
    from psyexam.score.openness import judged_right_later

    assert judged_right_later("B\n- C: correct", 1, {"B"})
    assert judged_right_later("B\n✅ C", 1, {"B"})
    assert not judged_right_later("B\n- B ✔\n- C ✘", 1, {"B"})
    assert not judged_right_later("B\n- C: correct only if it were sudden", 1, {"B"})
    assert not judged_right_later("- C: correct\nB", 14, {"B"})  # before the answer


@pytest.mark.parametrize(
    ("after", "is_open"),
    [
        (", though A could arguably count as evidence as well.", True),
        (", though D might arguably work too.", True),
        (". D might also qualify as a kind of evidence as well.", True),
        (". Though honestly C is tempting.", True),
        (". C is a tempting distractor.", False),
        (". C is tempting, but it describes permanent storage.", False),
        (". D could not count: it is not evidence.", False),
    ],
)
def test_another_option_said_arguably_to_count_or_tempting(after, is_open):
    assert kept_open("", after, {"B"}) is is_open
