"""Item scores for choice questions and their summaries.

Every unparsed prediction is scored as wrong and stays in every denominator.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, fields

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


def summarise(scores: Iterable[ItemScore]) -> Summary:
    """Count and average item scores."""
    items = list(scores)
    n = len(items)
    correct = sum(s.correct for s in items)

    def mean(total: float) -> float:
        return total / n if n else math.nan

    return Summary(
        n=n,
        correct=correct,
        accuracy=mean(correct),
        unparsed=sum(s.unparsed for s in items),
        exam_credit_mean=mean(sum(s.exam_credit for s in items)),
        f1_mean=mean(sum(s.f1 for s in items)),
    )


def summarise_by(items: Iterable[tuple[str, ItemScore]]) -> dict[str, Summary]:
    """Summaries per group key (e.g. question type), keys in first-seen order."""
    groups: dict[str, list[ItemScore]] = {}
    for key, score in items:
        groups.setdefault(key, []).append(score)
    return {key: summarise(group) for key, group in groups.items()}

