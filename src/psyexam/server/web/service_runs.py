"""The exam service's finished exams as runs, so the leaderboard ranks and compares them with run folders.

One run per (model, organisation) over its finished exams, as the service's own leaderboard
groups them. Unanswered questions of an exam whose time ran out count as wrong, as the
service scores them. Exam, chapter and concept come from the bank being served, where the
question is still in it.
"""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import select

from psyexam.report.load import Item, Run, RunInfo
from psyexam.server.app import Service
from psyexam.server.models import Exam, ExamItem, Org

SOURCE = "service"


def service_runs(service: Service) -> list[Run]:
    """The finished exams, one run per (model, organisation), in model order."""
    groups: dict[tuple[str, str], list[Item]] = {}
    with service.db.session() as s:
        rows = s.execute(
            select(Exam.model, Org.name, ExamItem)
            .join(Org, Org.id == Exam.org_id).join(ExamItem, ExamItem.exam_id == Exam.id)
            .where(Exam.status == "done").order_by(Exam.model, Org.name, Exam.created, ExamItem.index)
        )
        for model, org, item in rows:
            groups.setdefault((model, org), []).append(_item(service, item))
    return [_run(model, org, items) for (model, org), items in groups.items()]


def _item(service: Service, e: ExamItem) -> Item:
    q = service.pool.by_hash.get(e.qhash)
    answered = e.answered_at is not None
    return Item(
        id=e.bank_id, split=q.split if q else None, qtype=e.qtype, part=e.part,
        exam=q.exam if q else None, subject=e.subject, chapter=q.chapter if q else None,
        concept=q.concept if q else None, ca_category=q.ca_category.value if q and q.ca_category else None,
        gold=q.answer_text if q else None, prediction=e.prediction,
        correct=bool(e.correct) if answered else False,
        exam_credit=e.exam_credit if answered else 0.0, f1=e.f1 if answered else 0.0,
        unparsed=bool(e.unparsed), error=None if answered else "unanswered (time ran out)",
        method=SOURCE, response=e.answer_raw,
    )


def _run(model: str, org: str, items: list[Item]) -> Run:
    info = RunInfo(model=model, status="complete", version=None, run_key=None, bank_spec=SOURCE, fingerprint=None,
                   prompt=None, shots=None, seed=None, split=None, scoring=None, started=None, finished=None)
    return Run(Path(SOURCE), f"{model} @ {org} ({SOURCE})", info, items)
