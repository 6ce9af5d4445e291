"""Letters each followed by a note of its own (a translation, a name) after an answer lead."""

from __future__ import annotations

from psyexam.score.annotated import annotated_run
from tests.score.reading import letters_read

OPTIONS = {"A": "尊重", "B": "热情", "C": "真诚", "D": "积极关注", "E": "共情"}


def _read(text: str) -> tuple[str, bool] | None:
    run = annotated_run(text, 0, OPTIONS)
    return ("".join(run.letters), run.hedged) if run else None


def test_noted_letters():
    assert _read("A (respect), C (genuineness) and E (empathy).") == ("ACE", False)
    assert _read("A – respect; C – genuineness") == ("AC", False)
    assert _read("A（respect）、C（genuineness）") == ("AC", False)
    assert _read("a (respect), c (genuineness)") == ("AC", False)


def test_notes_that_leave_the_run_open_or_end_it():
    assert _read("A (respect), C (maybe) and E (empathy)") == ("ACE", True)
    assert _read("A (respect), C (热情), E (empathy)") == ("ACE", True)
    assert _read("A, C, E (B is not core)") is None  # no note of its own: the plain run reads it
    assert _read("a (respect), c") is None  # a lower-case letter without its note
    assert _read("A (respect)") is None  # one letter


def test_noted_letters_after_a_conclusion_word_closing_the_line():
    assert letters_read("Empathy matters.\n\nSo: A (respect, 尊重) and C (genuineness, 真诚).", OPTIONS, "multi") == "AC"
    assert letters_read("Thus A (respect), C (genuineness) and E (empathy).", OPTIONS, "multi") == "ACE"
    # near misses: a doubting note, another option's text as a note, "or", a question, several letters for one choice
    assert letters_read("So: A (respect) and C (maybe genuineness).", OPTIONS, "multi") is None
    assert letters_read("So: A (尊重) and C (热情).", OPTIONS, "multi") is None
    assert letters_read("So: A (respect) or C (genuineness).", OPTIONS, "multi") is None
    assert letters_read("So: A (respect) and C (genuineness)?", OPTIONS, "multi") is None
    assert letters_read("So: A (respect) and C (genuineness).", OPTIONS, "single") is None
