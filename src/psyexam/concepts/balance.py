"""Balancing answer positions: options shuffled (seeded) so the keys spread evenly over A–D, with a chi-square test."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from psyexam.concepts.candidates import OPTION_LETTERS, Candidate


@dataclass(frozen=True)
class LetterTest:
    """The answer letters' counts and a chi-square test against a uniform spread."""

    counts: dict[str, int]
    chi2: float | None
    p: float | None

    def to_dict(self) -> dict:
        return {"counts": self.counts, "chi2": self.chi2, "p": self.p}


def letter_test(answers: Sequence[str]) -> LetterTest:
    """Counts of A–D among ``answers`` and scipy's chi-square goodness of fit to uniform (None with no answers)."""
    from scipy.stats import chisquare

    counts = Counter(a for a in answers if a in OPTION_LETTERS)
    row = {x: counts.get(x, 0) for x in OPTION_LETTERS}
    if sum(row.values()) == 0:
        return LetterTest(row, None, None)
    res = chisquare(list(row.values()))
    return LetterTest(row, round(float(res.statistic), 4), round(float(res.pvalue), 6))


def balance(candidates: Sequence[Candidate], seed: int) -> tuple[LetterTest, LetterTest]:
    """Move each well-formed candidate's key to a target letter; targets cycle A–D in a seeded order.

    Returns the letter test before and after. The original key is kept in
    ``details["generated_answer"]``; distractors keep a seeded random order.
    """
    movable = [c for c in candidates if c.well_formed]
    before = letter_test([c.answer for c in movable])
    rng = random.Random(seed)
    targets = [OPTION_LETTERS[i % len(OPTION_LETTERS)] for i in range(len(movable))]
    rng.shuffle(targets)
    for c, target in zip(movable, targets):
        c.details.setdefault("generated_answer", c.answer)
        correct = c.options[c.answer]
        distractors = [c.options[k] for k in OPTION_LETTERS if k != c.answer]
        rng.shuffle(distractors)
        letters = [k for k in OPTION_LETTERS if k != target]
        c.options = {target: correct, **dict(zip(letters, distractors))}
        c.options = {k: c.options[k] for k in OPTION_LETTERS}
        c.answer = target
    return before, letter_test([c.answer for c in movable])
