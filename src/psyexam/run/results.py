"""Turning stored answers into scored items (the summary of the items is ``psyexam.runs.summarise``)."""

from __future__ import annotations

import math

from psyexam.bank import QType, Question
from psyexam.calls.store import StoredCall
from psyexam.runs import ItemResult


def score_item_result(q: Question, method: str, call: StoredCall | None) -> ItemResult:
    """Score one item from its stored call (or its absence/error)."""
    from psyexam.score import extract_choice, score_item

    response = call.response if call else None
    error = None if response is not None else (call.error if call and call.error else "not answered")
    text = response.text if response else None
    logprobs = response.logprobs if response else None

    letters: frozenset[str] | None = None
    how: str | None = None
    if response is not None and q.qtype is not QType.QA:
        if method == "logprob":
            letters, how = _argmax(logprobs or {}, q.choices), "logprob"
        else:
            ex = extract_choice(text, q.options, q.qtype, q.text)
            letters, how = ex.letters, ex.method
    prediction = "".join(sorted(letters)) if letters else None
    unparsed = response is not None and q.qtype is not QType.QA and letters is None

    if q.qtype is QType.QA or q.answer is None:
        correct = exam_credit = f1 = None
    else:
        s = score_item(letters, q.answer, q.qtype)
        correct, exam_credit, f1 = s.correct, s.exam_credit, s.f1
    stored: dict[str, float | None] | None = dict(logprobs) if logprobs is not None else None
    return ItemResult(
        id=q.id, split=q.split, qtype=q.qtype.value, part=q.part.value, exam=q.exam,
        subject=q.subject, chapter=q.chapter, concept=q.concept,
        ca_category=q.ca_category.value if q.ca_category else None, method=method, tags=question_tags(q),
        gold=q.answer_text if q.qtype is not QType.QA else None,
        prediction=prediction, correct=correct, exam_credit=exam_credit, f1=f1,
        unparsed=unparsed, error=error, extraction=how, response=text, logprobs=stored,
    )


def _argmax(logprobs: dict[str, float], choices: list[str]) -> frozenset[str] | None:
    scored = [(logprobs[c], c) for c in choices if c in logprobs and logprobs[c] is not None and math.isfinite(logprobs[c])]
    if not scored:
        return None
    best = max(v for v, _ in scored)
    winners = [c for v, c in scored if v == best]
    # an exact tie is no answer: picking the first letter would favour "A"
    return frozenset(winners) if len(winners) == 1 else None


def question_tags(q: Question) -> dict[str, str]:
    """The question's scalar ``extra`` values as text tags (nested values are no grouping key)."""
    return {str(k): str(v) for k, v in q.extra.items()
            if isinstance(v, (str, int, float)) and not isinstance(v, bool)}
