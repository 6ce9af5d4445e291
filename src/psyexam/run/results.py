"""Turning stored answers into scored items, and items into a summary."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, fields

from psyexam.bank import QType, Question
from psyexam.calls.store import StoredCall


@dataclass
class ItemResult:
    """One evaluated item: what was asked, what came back, and how it scored.

    ``correct`` is None only for items that cannot be scored here (open QA
    before judging, or items whose split hides the answer); errors and
    unparsed answers are scored as wrong and stay in every denominator.
    """

    id: str
    split: str | None
    qtype: str
    part: str
    exam: str | None
    subject: str | None
    chapter: str | None
    concept: str | None
    ca_category: str | None
    gold: str | None
    prediction: str | None
    correct: bool | None
    exam_credit: float | None
    f1: float | None
    unparsed: bool
    error: str | None
    # how the answer was obtained; reports read items back without these
    method: str = ""
    extraction: str | None = None
    response: str | None = None
    logprobs: dict[str, float] | None = None

    @property
    def key(self) -> tuple[str, str]:
        """The pairing key across runs: (split, id)."""
        return (self.split or "", self.id)

    @property
    def graded(self) -> bool:
        """True when the item has a known right/wrong outcome."""
        return self.correct is not None

    def to_dict(self) -> dict:
        """JSON-ready (non-finite log-probabilities become None)."""
        # shallow: asdict's deep copy costs more than the rest of a run's bookkeeping
        d = {f.name: getattr(self, f.name) for f in fields(self)}
        if self.logprobs is not None:
            d["logprobs"] = {k: (v if math.isfinite(v) else None) for k, v in self.logprobs.items()}
        return d


def score_item_result(q: Question, method: str, call: StoredCall | None) -> ItemResult:
    """Score one item from its stored call (or its absence/error)."""
    from psyexam.score import extract_choice, score_item

    base = dict(
        id=q.id, split=q.split, qtype=q.qtype.value, part=q.part.value, exam=q.exam,
        subject=q.subject, chapter=q.chapter, concept=q.concept,
        ca_category=q.ca_category.value if q.ca_category else None, method=method,
        gold=q.answer_text if q.qtype is not QType.QA else None,
    )
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
            ex = extract_choice(text, q.options, q.qtype)
            letters, how = ex.letters, ex.method
    prediction = "".join(sorted(letters)) if letters else None
    unparsed = response is not None and q.qtype is not QType.QA and letters is None

    if q.qtype is QType.QA or q.answer is None:
        correct = exam_credit = f1 = None
    else:
        s = score_item(letters, q.answer, q.qtype)
        correct, exam_credit, f1 = s.correct, s.exam_credit, s.f1
    return ItemResult(**base, prediction=prediction, correct=correct, exam_credit=exam_credit, f1=f1,
                      unparsed=unparsed, error=error, extraction=how, response=text, logprobs=logprobs)


def _argmax(logprobs: dict[str, float], choices: list[str]) -> frozenset[str] | None:
    scored = [(logprobs[c], c) for c in choices if c in logprobs and logprobs[c] is not None and math.isfinite(logprobs[c])]
    if not scored:
        return None
    best = max(v for v, _ in scored)
    winners = [c for v, c in scored if v == best]
    # an exact tie is no answer: picking the first letter would favour "A"
    return frozenset(winners) if len(winners) == 1 else None


@dataclass
class Cell:
    """Counts for one group of items."""

    n: int = 0
    correct: int = 0
    unparsed: int = 0
    errors: int = 0
    ungraded: int = 0
    credit: float = 0.0
    f1: float = 0.0

    def add(self, r: ItemResult) -> None:
        if r.correct is None:
            self.ungraded += 1
            self.errors += r.error is not None
            return
        self.n += 1
        self.correct += bool(r.correct)
        self.unparsed += r.unparsed
        self.errors += r.error is not None
        self.credit += r.exam_credit or 0.0
        self.f1 += r.f1 or 0.0

    def to_dict(self) -> dict:
        from psyexam.stats.intervals import wilson

        ci = wilson(self.correct, self.n)
        d = {
            "n": self.n, "correct": self.correct,
            "accuracy": self.correct / self.n if self.n else None,
            "ci95": [ci.low, ci.high] if self.n else None,
            "unparsed": self.unparsed, "errors": self.errors,
            "exam_credit": self.credit / self.n if self.n else None,
            "f1": self.f1 / self.n if self.n else None,
        }
        if self.ungraded:
            d["ungraded"] = self.ungraded
        return d


GROUPS = ("part_type", "exam", "ca_category", "subject", "qtype")


def summarise(results: Iterable[ItemResult]) -> dict:
    """Overall and grouped counts: ``overall``, ``part_type`` (KG/CA × MCQA/MRQA/QA), ``exam``,
    ``ca_category``, ``subject``, ``qtype``; and ``errors_list``, every failed item with its error."""
    results = list(results)
    overall = Cell()
    groups: dict[str, dict[str, Cell]] = {g: defaultdict(Cell) for g in GROUPS}
    for r in results:
        overall.add(r)
        groups["part_type"][f"{r.part}/{QType(r.qtype).table_name}"].add(r)
        groups["qtype"][r.qtype].add(r)
        groups["subject"][r.subject or "-"].add(r)
        if r.exam:
            groups["exam"][r.exam].add(r)
        if r.ca_category:
            groups["ca_category"][r.ca_category].add(r)
    out = {"overall": overall.to_dict()}
    for g, cells in groups.items():
        out[g] = {k: c.to_dict() for k, c in sorted(cells.items())}
    out["errors_list"] = [{"id": r.id, "error": r.error} for r in results if r.error]
    return out
