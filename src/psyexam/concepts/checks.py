"""Content checks on well-formed candidates: the stem gives the answer away, the question misses its concept, near duplicates."""

from __future__ import annotations

from collections.abc import Sequence

from psyexam.bank.records import Part, QType, Question
from psyexam.concepts.candidates import Candidate, Reason
from psyexam.concepts.dedup import duplicate_groups
from psyexam.concepts.lexical import THRESHOLD, LexicalMatcher
from psyexam.text import fold

MIN_LEAK = 2
"""Shortest correct option (folded characters) whose presence in the stem counts as giving the answer away."""


def check_leak(c: Candidate) -> None:
    """Reject when the correct option's text appears, normalised, in the stem."""
    key = fold(c.options.get(c.answer, ""))
    if len(key) >= MIN_LEAK and key in fold(c.question):
        c.reject(Reason.ANSWER_IN_STEM)


def check_concept(c: Candidate, matcher: LexicalMatcher, threshold: float = THRESHOLD) -> None:
    """Reject when the question (stem and options) scores below ``threshold`` for its own concept."""
    text = " ".join([c.question, *c.options.values()])
    score = matcher.score(text, c.concept_id)
    c.details["concept_score"] = round(score, 3)
    if score < threshold:
        c.reject(Reason.OFF_CONCEPT)


def as_question(c: Candidate, prefix: str = "") -> Question:
    """A candidate as a bank record (for de-duplication and answering)."""
    return Question(prefix + c.id, c.question, QType.SINGLE, Part.CA if c.prompt_type == "case" else Part.KG,
                    dict(c.options), frozenset(c.answer) if c.answer else None, subject=c.subject, chapter=c.chapter,
                    concept=c.concept, explanation=c.explanation or None)


def check_duplicates(candidates: Sequence[Candidate], against: Sequence[Question] = ()) -> None:
    """Reject candidates that nearly repeat an earlier candidate or any question of ``against``."""
    records = [as_question(c, "cand:") for c in candidates] + [
        Question("bank:" + q.id, q.text, q.qtype, q.part, dict(q.options), q.answer) for q in against]
    by_id = {"cand:" + c.id: c for c in candidates}
    for group in duplicate_groups(records):
        bank = [i[len("bank:"):] for i in group if i.startswith("bank:")]
        members = [by_id[i] for i in group if i in by_id]
        if bank:
            for c in members:
                c.reject(Reason.IN_BANK, duplicate_of=bank[0])
            continue
        first, *rest = members
        for c in rest:
            c.reject(Reason.NEAR_DUPLICATE, duplicate_of=first.id)
