"""An exam's score and the public leaderboard, from the stored item scores.

Unparsed and unanswered items (a time limit ran out) are scored wrong and stay in
every denominator; both are counted.
"""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import case, distinct, func, select
from sqlalchemy.orm import Session

from psyexam.bank.records import QType
from psyexam.score.metrics import ItemScore, summarise
from psyexam.server.models import Exam, ExamItem, Org
from psyexam.stats import wilson

_UNANSWERED = ItemScore(False, 0.0, 0.0, False)


def group_score(items: list[ExamItem]) -> dict:
    """Counts, exact-match accuracy with its 95% Wilson interval, exam credit and F1 means."""
    scores = [_score(i) for i in items]
    summary = summarise(scores)
    out = summary.to_dict()
    out["unanswered"] = sum(i.answered_at is None for i in items)
    out["accuracy_ci95"] = _interval(summary.correct, summary.n)
    return out


def exam_score(s: Session, exam: Exam) -> dict:
    """Overall and by type, part and subject."""
    items = list(s.scalars(select(ExamItem).where(ExamItem.exam_id == exam.id).order_by(ExamItem.index)))
    return {
        "overall": group_score(items),
        "by_type": _by(items, lambda i: QType.table_name_of(i.qtype)),
        "by_part": _by(items, lambda i: i.part),
        "by_subject": _by(items, lambda i: i.subject),
    }


def leaderboard(s: Session) -> list[dict]:
    """One row per (model, organisation) over its finished exams, best accuracy first."""
    correct = func.sum(case((ExamItem.correct.is_(True), 1), else_=0))
    unparsed = func.sum(case((ExamItem.unparsed.is_(True), 1), else_=0))
    stmt = (
        select(Exam.model, Org.name, func.count(distinct(Exam.id)), func.count(ExamItem.index), correct,
               func.coalesce(func.sum(ExamItem.exam_credit), 0.0), func.coalesce(func.sum(ExamItem.f1), 0.0), unparsed)
        .join(Org, Org.id == Exam.org_id).join(ExamItem, ExamItem.exam_id == Exam.id)
        .where(Exam.status == "done").group_by(Exam.model, Org.name)
    )
    rows = []
    for model, org, exams, n, right, credit, f1, bad in s.execute(stmt):
        right, n = int(right or 0), int(n)
        rows.append({
            "model": model, "organisation": org, "exams": int(exams), "n": n, "correct": right,
            "accuracy": right / n if n else None, "accuracy_ci95": _interval(right, n),
            "exam_credit": float(credit) / n if n else None, "f1": float(f1) / n if n else None,
            "unparsed": int(bad or 0),
        })
    rows.sort(key=lambda r: (-(r["accuracy"] or 0.0), r["model"], r["organisation"]))
    return rows


def _score(item: ExamItem) -> ItemScore:
    if item.answered_at is None:
        return _UNANSWERED
    return ItemScore(bool(item.correct), float(item.exam_credit or 0.0), float(item.f1 or 0.0), bool(item.unparsed))


def _by(items: Iterable[ExamItem], key) -> dict:  # type: ignore[no-untyped-def]
    groups: dict[str, list[ExamItem]] = {}
    for i in items:
        groups.setdefault(key(i) or "", []).append(i)
    return {k: group_score(v) for k, v in sorted(groups.items())}


def _interval(successes: int, n: int) -> list[float] | None:
    if not n:
        return None
    ci = wilson(successes, n)
    return [round(ci.low, 6), round(ci.high, 6)]
