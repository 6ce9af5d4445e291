"""The open questions of a run folder, with the answers the model gave."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from psyexam.errors import PsyexamError
from psyexam.runs import RunFolder


@dataclass(frozen=True)
class AnsweredQA:
    """One open question of a run: its text and reference, and the model's answer or error."""

    id: str
    question: str
    reference: str | None
    answer: str | None
    error: str | None
    subject: str | None


@dataclass(frozen=True)
class RunAnswers:
    """The open questions of one run folder and the model that answered them."""

    folder: Path
    model: str
    run_key: str | None
    items: list[AnsweredQA]

    def by_id(self) -> dict[str, AnsweredQA]:
        return {a.id: a for a in self.items}


def load_qa_answers(folder: Path) -> RunAnswers:
    """Read the QA items of a run folder; a PsyexamError if it is no run folder or holds no QA items."""
    from psyexam.bank.records import QType
    from psyexam.run.rescore import load_run_items

    folder = Path(folder)
    rf = RunFolder(folder)
    manifest, results = load_run_items(folder)
    store = rf.open_store()
    try:
        questions = {p.question.id: p.question for p in rf.planned(store, manifest.run_key)}
    finally:
        store.close()
    items = []
    for r in results:
        q = questions.get(r.id)
        if q is None or q.qtype is not QType.QA:
            continue
        answer = r.response if r.error is None else None
        items.append(AnsweredQA(r.id, q.text, q.reference, answer, r.error, q.subject))
    if not items:
        raise PsyexamError(f"{folder}: the run has no open (QA) questions to judge; run with --type qa")
    return RunAnswers(folder, manifest.model_spec or "?", manifest.run_key, items)
