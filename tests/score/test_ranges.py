"""Letter runs written as ranges, with pipes, or in lower case to the end of a line."""

from __future__ import annotations

import pytest

from psyexam.score.letters import letter_range, read_letters


@pytest.mark.parametrize(
    ("text", "letters", "hedged"),
    [
        ("A–E", "ABCDE", False),
        ("B-D", "BCD", False),
        ("A~C", "ABC", False),
        ("A至D", "ABCD", False),
        ("options A to D", "ABCD", False),
        ("A to D", "A", True),  # no "option" word: "from A to D" is no range, nor a firm "A"
        ("D–B", "D", True),  # backwards: no firm run
        ("A – B", "A", False),  # a spaced dash opens a clause
        ("A | C | E", "ACE", False),
        ("a, c, e\nthe conditions", "ACE", False),
        ("a, c, e the conditions", "AC", False),
    ],
)
def test_runs(text, letters, hedged):
    run = read_letters(text, 0)
    assert run is not None
    assert ("".join(run.letters), run.hedged) == (letters, hedged)


def test_a_range_runs_forward_from_the_last_capital_letter():
    assert letter_range("A–C", 1, "A", worded=False) == ("BC", 3)
    assert letter_range("a–c", 1, "A", worded=False) is None
    assert letter_range("C–A", 1, "C", worded=False) is None


def test_a_long_comma_run_is_read_without_deep_recursion():
    run = read_letters("A, " * 3000, 0)
    assert run is not None and set(run.letters) == {"A"}


def test_letters_after_a_comma_called_wrong_leave_the_run():
    run = read_letters("B, A and C are wrong", 0)
    assert run is not None and run.letters == ("B",)
    run = read_letters("A, C, E; B and D are wrong", 0)
    assert run is not None and run.letters == ("A", "C", "E")
