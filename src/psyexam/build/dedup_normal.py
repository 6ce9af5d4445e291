"""What de-duplication compares: a question's stem and option set, stripped of crawl furniture."""

from __future__ import annotations

import sys
from dataclasses import dataclass

from psyexam.bank.records import QType, Question
from psyexam.text import strip_option_marker, strip_punct, strip_question_furniture


@dataclass(frozen=True, slots=True)
class NormalForm:
    """A question as de-duplication sees it; two records with equal forms are exact duplicates.

    ``stem``: the question text without numbering, source tags, whitespace and punctuation.
    ``options``: the non-empty options' texts, normalised the same way and without letter
    labels, sorted, so that reordered options compare equal. Open questions have none.
    """

    stem: str
    options: tuple[str, ...]
    is_qa: bool


def stem_text(text: str) -> str:
    """A question text's comparable form."""
    return strip_punct(strip_question_furniture(text))


def option_text(text: object) -> str:
    """An option's comparable form ("A. 自由联想" and "自由联想" agree)."""
    return strip_punct(strip_option_marker(str(text)))


def normal_form(q: Question) -> NormalForm:
    """The record's normal form."""
    return prepare(q)[0]


def prepare(q: Question) -> tuple[NormalForm, str]:
    """The normal form, and the text whose shingles stand for the record in MinHash.

    The MinHash text is stem and options with furniture removed but whitespace kept, so
    words of non-CJK text stay separate tokens. Option texts are interned: crawls repeat
    them millions of times.
    """
    stem = strip_question_furniture(q.text)
    if q.qtype is QType.QA:
        return NormalForm(strip_punct(stem), (), True), stem
    options = sorted(strip_option_marker(str(q.options[k])) for k in q.choices)
    form = NormalForm(strip_punct(stem), tuple(sorted(sys.intern(strip_punct(o)) for o in options)), False)
    return form, stem + " " + " ".join(options)


def defects(q: Question) -> int:
    """How many record-level errors the bank checker would report on this record (0 is clean)."""
    count = int(not q.text.strip())
    if q.qtype is QType.QA:
        return count + int(q.reference is not None and not q.reference.strip())
    choices = q.choices
    count += len(choices) < 2
    count += any(not str(q.options[k]).strip() for k in q.options if choices and k < choices[-1])
    if q.answer is not None:
        count += any(a not in choices for a in q.answer)
        count += q.qtype is QType.SINGLE and len(q.answer) > 1
    return count


def completeness(q: Question) -> tuple[int, int, int]:
    """Has an answer, has an explanation, number of filled options: more is better."""
    has_expl = bool(q.explanation and q.explanation.strip())
    return int(q.has_answer), int(has_expl), len(q.choices)
