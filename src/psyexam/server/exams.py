"""Exams: drawing fresh questions, serving them one at a time, recording answers.

All state is in the database and every step is one transaction, so any worker can
serve any request and a killed process loses nothing committed. Two guards keep
concurrent requests honest: the exposure ledger's unique (organisation, question)
constraint (a draw that races another one fails and is drawn again), and answers
move an exam forward with a conditional UPDATE (only one answer per index wins).
"""

from __future__ import annotations

import hashlib
import hmac
import random
import secrets
import time
from typing import cast

from sqlalchemy import CursorResult, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from psyexam.bank import Question
from psyexam.remote.protocol import read_answer
from psyexam.run.plan import balanced_sample
from psyexam.score.metrics import score_item
from psyexam.server.db import Database
from psyexam.server.models import Exam, ExamItem, Exposure, Org
from psyexam.server.pool import Pool

DRAW_ATTEMPTS = 5
MAX_RAW_ANSWER = 200


class Refused(Exception):
    """A request the service turns down, with the HTTP status and a one-line reason."""

    def __init__(self, status: int, detail: str):
        super().__init__(detail)
        self.status, self.detail = status, detail


def create_exam(db: Database, pool: Pool, key: bytes, org_id: int, size: int, model: str,
                time_limit: float | None) -> Exam:
    """Draw ``size`` questions this organisation was never served and record the exam."""
    for _ in range(DRAW_ATTEMPTS):
        try:
            with db.session() as s:
                return _draw(s, pool, key, org_id, size, model, time_limit)
        except IntegrityError:
            continue  # a concurrent draw served one of ours first: draw again from what is left
    raise Refused(503, "too many exams are being drawn at once for this organisation; try again")


def _draw(s: Session, pool: Pool, key: bytes, org_id: int, size: int, model: str, time_limit: float | None) -> Exam:
    # on PostgreSQL this row lock queues one organisation's draws; SQLite already serialises writers
    s.execute(select(Org.id).where(Org.id == org_id).with_for_update())
    seen = set(s.scalars(select(Exposure.qhash).where(Exposure.org_id == org_id)))
    fresh = [q for h, q in pool.by_hash.items() if h not in seen]
    if len(fresh) < size:
        raise Refused(409, f"only {len(fresh)} questions this organisation has never seen remain; asked for {size}")
    seed = secrets.randbits(63)
    chosen = balanced_sample(fresh, size, seed)
    random.Random(seed).shuffle(chosen)  # balanced_sample keeps bank order, which groups subjects
    now = time.time()
    exam = Exam(id=secrets.token_urlsafe(12), org_id=org_id, model=model, size=size, answered=0, status="open",
                expired=False, created=now, deadline=now + time_limit if time_limit else None, bank=pool.fingerprint)
    s.add(exam)
    s.flush()
    for i, q in enumerate(chosen):
        h = pool.hash_of(q)
        s.add(ExamItem(exam_id=exam.id, index=i, qhash=h, qid=_opaque_id(key, exam.id, h), bank_id=q.id[:200],
                       qtype=q.qtype.value, part=q.part.value, subject=(q.subject or "")[:200], unparsed=False))
        s.add(Exposure(org_id=org_id, qhash=h, exam_id=exam.id, served=now))
    s.flush()
    return exam


def _opaque_id(key: bytes, exam_id: str, qhash: str) -> str:
    return hmac.new(key, f"{exam_id}\x1f{qhash}".encode(), hashlib.sha256).hexdigest()[:24]


def get_exam(s: Session, org_id: int, exam_id: str) -> Exam:
    """The organisation's exam (closed first if its time is up); another's or none is 404."""
    exam = s.get(Exam, exam_id)
    if exam is None or exam.org_id != org_id:
        raise Refused(404, "no such exam")
    _expire_if_due(s, exam)
    return exam


def _expire_if_due(s: Session, exam: Exam) -> None:
    now = time.time()
    if exam.status == "open" and exam.deadline is not None and now > exam.deadline:
        done = cast(CursorResult, s.execute(update(Exam).where(Exam.id == exam.id, Exam.status == "open")
                                             .values(status="done", expired=True, finished=now)))
        if done.rowcount:
            s.refresh(exam)


def current_question(s: Session, pool: Pool, exam: Exam) -> dict:
    """The payload of the exam's current question, or ``{"done": true}``."""
    if exam.status == "done":
        return {"done": True, "expired": exam.expired}
    item = s.get(ExamItem, (exam.id, exam.answered))
    q = pool.by_hash.get(item.qhash) if item else None
    if item is None or q is None:
        raise Refused(409, "this exam's question is no longer in the bank being served")
    return question_payload(item, q, exam)


def question_payload(item: ExamItem, q: Question, exam: Exam) -> dict:
    """What a taker sees of one question: never its answer or explanation."""
    return {
        "index": item.index, "question_id": item.qid, "hash": item.qhash, "question": q.text,
        "options": {k: str(q.options[k]) for k in q.choices}, "type": q.qtype.value,
        "part": q.part.value, "subject": q.subject, "size": exam.size, "deadline": exam.deadline,
    }


def record_answer(s: Session, pool: Pool, exam: Exam, index: int, answer: str | list[str]) -> dict:
    """Score and store the answer to the current question; any other index is refused (409)."""
    if exam.status == "done":
        raise Refused(409, "this exam is done" + (" (its time ran out)" if exam.expired else ""))
    if index != exam.answered:
        raise Refused(409, f"question {index} is not the current one; the current one is {exam.answered}")
    item = s.get(ExamItem, (exam.id, index))
    q = pool.by_hash.get(item.qhash) if item else None
    if item is None or q is None or q.answer is None:
        raise Refused(409, "this exam's question is no longer in the bank being served")
    now = time.time()
    last = index + 1 == exam.size
    moved = cast(CursorResult, s.execute(
        update(Exam).where(Exam.id == exam.id, Exam.answered == index, Exam.status == "open")
        .values(answered=index + 1, status="done" if last else "open", finished=now if last else None)))
    if not moved.rowcount:
        raise Refused(409, f"question {index} was answered already")
    letters = read_answer(answer, q.choices)
    scored = score_item(letters, q.answer, q.qtype)
    raw = answer if isinstance(answer, str) else ",".join(answer)
    # stored as readable text: PostgreSQL holds no NUL, and neither database a lone surrogate
    item.answer_raw = raw.replace("\x00", "\ufffd").encode("utf-8", "replace").decode("utf-8")[:MAX_RAW_ANSWER]
    item.prediction = "".join(sorted(letters)) if letters else None
    item.unparsed, item.correct, item.exam_credit, item.f1 = scored.unparsed, scored.correct, scored.exam_credit, scored.f1
    item.answered_at = now
    return {"index": index, "recorded": True, "unparsed": scored.unparsed, "done": last}


def exposure(s: Session, org_id: int) -> list[dict]:
    """The organisation's ledger: every question hash it was served, oldest first."""
    rows = s.execute(select(Exposure.qhash, Exposure.exam_id, Exposure.served)
                     .where(Exposure.org_id == org_id).order_by(Exposure.id))
    return [{"hash": h, "exam_id": e, "served": t} for h, e, t in rows]
