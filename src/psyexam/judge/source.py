"""The open questions of a run folder, with the answers the model gave."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from psyexam.errors import PsyexamError
from psyexam.calls.store import STORE_NAME, Store


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
    from psyexam.bank.export import record_from_dict
    from psyexam.bank.records import QType
    from psyexam.run.rescore import load_run_items

    folder = Path(folder)
    manifest, results = load_run_items(folder)
    store = Store(folder)
    try:
        planned = store.planned_items(manifest.get("run_key"))
    finally:
        store.close()
    questions = {}
    for position, (item_id, _key, _method, qdict) in enumerate(planned, 1):
        q, _ = record_from_dict(qdict, file=str(folder / STORE_NAME), position=position)
        questions[item_id] = q
    items = []
    for r in results:
        q = questions.get(r.id)
        if q is None or q.qtype is not QType.QA:
            continue
        answer = r.response if r.error is None else None
        items.append(AnsweredQA(r.id, q.text, q.reference, answer, r.error, q.subject))
    if not items:
        raise PsyexamError(f"{folder}: the run has no open (QA) questions to judge; run with --type qa")
    model = (manifest.get("model") or {}).get("spec") or "?"
    return RunAnswers(folder, model, manifest.get("run_key"), items)


def read_json(path: Path) -> dict:
    """A JSON file, or a PsyexamError naming it."""
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as e:
        raise PsyexamError(f"{path}: unreadable JSON ({e})") from None


def write_json(path: Path, data: dict) -> None:
    """Write ``data`` as JSON through a temporary file, so a killed process leaves the old file whole."""
    path = Path(path)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n", encoding="utf-8")
    tmp.replace(path)
