"""API v1: exams for organisations (bearer token), the public leaderboard."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Path, Request
from fastapi.exceptions import RequestValidationError
from sqlalchemy import select

from psyexam.server import exams, schemas, scoring
from psyexam.server.api.deps import organisation, service
from psyexam.server.models import Org

router = APIRouter()
_ALWAYS: dict[int | str, dict[str, Any]] = {400: {"model": schemas.Problem, "description": "The body is not JSON."},
           413: {"model": schemas.Problem, "description": "The body is too large."},
           503: {"model": schemas.Problem, "description": "The database is busy; retry."}}
_ERRORS: dict[int | str, dict[str, Any]] = {**_ALWAYS, 401: {"model": schemas.Problem, "description": "No valid bearer token."},
           429: {"model": schemas.Problem, "description": "Rate limit exceeded."}}
_EXAM: dict[int | str, dict[str, Any]] = {**_ERRORS, 404: {"model": schemas.Problem, "description": "No such exam for this organisation."},
         409: {"model": schemas.Problem, "description": "Not the current question, or the exam is done."}}
ExamId = Path(min_length=1, max_length=32, pattern=r"^[A-Za-z0-9_-]+$")


@router.post("/exams", status_code=201, response_model=schemas.ExamCreated,
             responses={**_ERRORS, 409: {"model": schemas.Problem, "description": "Too few unseen questions remain."}})
def create_exam(body: schemas.ExamRequest, request: Request, org_id: int = Depends(organisation)) -> dict:
    """Draw a new exam from questions this organisation has never been served."""
    svc = service(request)
    if body.size > svc.settings.max_size:
        raise RequestValidationError([{"type": "less_than_equal", "loc": ("body", "size"), "input": body.size,
                                       "msg": f"Input should be less than or equal to {svc.settings.max_size}"}])
    exam = exams.create_exam(svc.db, svc.pool, svc.key, org_id, body.size, body.model, svc.settings.time_limit)
    return {"exam_id": exam.id, "size": exam.size}


@router.get("/exams/{exam_id}/question", response_model=schemas.QuestionOut | schemas.ExamDone, responses=_EXAM)
def current_question(request: Request, exam_id: str = ExamId, org_id: int = Depends(organisation)) -> dict:
    """The current question (the same one until it is answered), or ``{"done": true}``."""
    svc = service(request)
    with svc.db.session() as s:
        exam = exams.get_exam(s, org_id, exam_id)
        return exams.current_question(s, svc.pool, exam)


@router.post("/exams/{exam_id}/answers", response_model=schemas.AnswerRecorded, responses=_EXAM)
def answer(body: schemas.AnswerRequest, request: Request, exam_id: str = ExamId,
           org_id: int = Depends(organisation)) -> dict:
    """Answer the current question; an unreadable answer is recorded as unparsed and scored wrong."""
    svc = service(request)
    with svc.db.session() as s:
        exam = exams.get_exam(s, org_id, exam_id)
        return exams.record_answer(s, svc.pool, exam, body.index, body.answer)


@router.get("/exams/{exam_id}", response_model=schemas.ExamStatus, responses=_EXAM)
def exam_status(request: Request, exam_id: str = ExamId, org_id: int = Depends(organisation)) -> dict:
    """Progress, and once done the score by type, part and subject with 95% Wilson intervals."""
    svc = service(request)
    with svc.db.session() as s:
        exam = exams.get_exam(s, org_id, exam_id)
        score = scoring.exam_score(s, exam) if exam.status == "done" else None
        return {"exam_id": exam.id, "model": exam.model, "status": exam.status, "size": exam.size,
                "answered": exam.answered, "expired": exam.expired, "created": exam.created,
                "deadline": exam.deadline, "score": score}


@router.get("/exposure", response_model=schemas.Exposure, responses=_ERRORS)
def exposure(request: Request, org_id: int = Depends(organisation)) -> dict:
    """The hash of every question this organisation was served (see docs/server.md to verify them)."""
    svc = service(request)
    with svc.db.session() as s:
        name = s.scalar(select(Org.name).where(Org.id == org_id))
        entries = exams.exposure(s, org_id)
    return {"organisation": name, "count": len(entries), "questions": entries}


@router.get("/leaderboard", response_model=schemas.Leaderboard, responses=_ALWAYS)
def leaderboard(request: Request) -> dict:
    """Public: per model and organisation, finished exams and their scores. No question text."""
    with service(request).db.session() as s:
        return {"rows": scoring.leaderboard(s)}
