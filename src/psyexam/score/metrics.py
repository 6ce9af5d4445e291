"""Item scores for choice questions and their summaries.

Every unparsed prediction is scored as wrong and stays in every denominator.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from typing import Protocol

from psyexam.bank.records import QType


@dataclass(frozen=True, slots=True)
class ItemScore:
    """How one prediction scores against the gold letters.

    ``correct``: the exact letter set. ``exam_credit``: Chinese exam marking for
    multiple response (全对 1, 少选 a correct proper subset 0.5, any wrong letter 0);
    single choice 1 or 0. ``f1``: F1 of the letter sets. ``unparsed``: no letters read.
    """

    correct: bool
    exam_credit: float
    f1: float
    unparsed: bool


def score_item(pred: frozenset[str] | None, gold: frozenset[str], qtype: QType | str) -> ItemScore:
    """Score a predicted letter set (None: unparsed) against the gold set."""
    qtype = QType(qtype)
    if qtype is QType.QA:
        raise ValueError("score_item scores choice questions; open QA needs a judge")
    if not gold:
        raise ValueError("gold answer is empty")
    if not pred:
        return ItemScore(False, 0.0, 0.0, pred is None)
    correct = pred == gold
    if correct:
        credit = 1.0
    elif qtype is QType.MULTI and pred < gold:
        credit = 0.5
    else:
        credit = 0.0
    overlap = len(pred & gold)
    f1 = 2 * overlap / (len(pred) + len(gold))
    return ItemScore(correct, credit, f1, False)


@dataclass(frozen=True, slots=True)
class Summary:
    """Totals over items. Means are NaN when ``n`` is 0: there is nothing to average."""

    n: int
    correct: int
    accuracy: float
    unparsed: int
    exam_credit_mean: float
    f1_mean: float

    def to_dict(self) -> dict:
        """JSON-ready (NaN becomes None)."""
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        return {k: (None if isinstance(v, float) and math.isnan(v) else v) for k, v in values.items()}


class Scored(Protocol):
    """Anything with an item's outcome: :class:`ItemScore`, or a run's per-item record.

    ``correct`` None means ungraded (no gold answer here).
    """

    # Read-only properties: frozen records (ItemScore) and mutable ones both fit.
    @property
    def correct(self) -> bool | None: ...

    @property
    def exam_credit(self) -> float | None: ...

    @property
    def f1(self) -> float | None: ...

    @property
    def unparsed(self) -> bool: ...


@dataclass(slots=True)
class Tally:
    """Running counts of one group of items: the one place outcomes are counted.

    ``n`` counts graded items, failed and unparsed ones included; ``ungraded``
    items are counted apart and in no denominator. ``errors`` counts failed
    calls over all items. Multiple-response items also keep their per-item
    credit and F1 (``multi_credit``, ``multi_f1``) for interval estimates.
    """

    n: int = 0
    correct: int = 0
    unparsed: int = 0
    errors: int = 0
    ungraded: int = 0
    credit: float = 0.0
    f1: float = 0.0
    multi_credit: list[float] = field(default_factory=list)
    multi_f1: list[float] = field(default_factory=list)

    def add(self, item: Scored, *, error: bool = False, multi: bool = False) -> None:
        """Count one item; ``error``: its call failed; ``multi``: a multiple-response item."""
        self.errors += error
        if item.correct is None:
            self.ungraded += 1
            return
        self.n += 1
        self.correct += bool(item.correct)
        self.unparsed += bool(item.unparsed)
        credit, f1 = item.exam_credit or 0.0, item.f1 or 0.0
        self.credit += credit
        self.f1 += f1
        if multi:
            self.multi_credit.append(credit)
            self.multi_f1.append(f1)

    def mean(self, total: float) -> float:
        """``total`` over the graded items (NaN when there are none)."""
        return total / self.n if self.n else math.nan

    def summary(self) -> Summary:
        """The totals and means as a :class:`Summary`."""
        return Summary(n=self.n, correct=self.correct, accuracy=self.mean(self.correct), unparsed=self.unparsed,
                       exam_credit_mean=self.mean(self.credit), f1_mean=self.mean(self.f1))


def summarise(scores: Iterable[ItemScore]) -> Summary:
    """Count and average item scores."""
    t = Tally()
    for s in scores:
        t.add(s)
    return t.summary()


def summarise_by(items: Iterable[tuple[str, ItemScore]]) -> dict[str, Summary]:
    """Summaries per group key (e.g. question type), keys in first-seen order."""
    groups: dict[str, Tally] = {}
    for key, score in items:
        groups.setdefault(key, Tally()).add(score)
    return {key: t.summary() for key, t in groups.items()}
