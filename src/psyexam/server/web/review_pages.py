"""Question review: the signed-in reviewer's queue of generated candidates, and one candidate's review page.

The pages work on the concepts layer's review database (``settings.review_db``, the
``review.sqlite`` of a ``psyexam generate`` folder) through :class:`ReviewDB` and the rules of
:mod:`psyexam.concepts.review`: a verdict or an edit takes effect only when the required number
of reviewers agree. The web user acts as the ReviewDB reviewer of the same name, registered
(with an audit entry) on their first decision; an admin is registered as an adjudicator.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData

from psyexam.concepts.review import CHECKLIST, VERDICTS, DecisionInput, ReviewError, checklist_from, decide, validated_edit
from psyexam.concepts.review_db import REVIEW_DB, CandidateRow, ReviewDB
from psyexam.server.web import accounts
from psyexam.server.web import review_view as view
from psyexam.server.web.accounts import WebUser
from psyexam.server.web.auth import require
from psyexam.server.web.templating import page

router = APIRouter(prefix="/review", include_in_schema=False)
reviewer_only = require("reviewer")
PAGE_SIZE = 50


def db_path(request: Request) -> Path | None:
    """The review database the settings name (a generation folder means its review.sqlite), or None."""
    raw = request.app.state.service.settings.review_db
    if not raw:
        return None
    path = Path(raw)
    return path / REVIEW_DB if path.is_dir() else path


def _setup(request: Request, path: Path | None) -> HTMLResponse:
    return page(request, "review/setup.html", status_code=503, path=str(path) if path else None)


@router.get("", response_class=HTMLResponse)
def queue(request: Request, user: WebUser = Depends(reviewer_only), status: str | None = None,
          concept: str | None = None, auto: str | None = None, page_no: int = Query(1, alias="page", ge=1)) -> Response:
    """The candidates, filtered by review status, concept and automatic-check status, with progress."""
    path = db_path(request)
    if path is None or not path.is_file():
        return _setup(request, path)
    f = view.Filters.read(status, concept, auto, page_no)
    with ReviewDB(path) as db:
        rows = view.queue_rows(db, user.name, user.role == "admin")
        progress = view.progress_of(rows, db.required)
    shown = [r for r in rows if view.matches(r, f)]
    pages = max(1, -(-len(shown) // PAGE_SIZE))
    start = (min(f.page, pages) - 1) * PAGE_SIZE
    return page(request, "review/queue.html", rows=shown[start:start + PAGE_SIZE], matched=len(shown), filters=f,
                pages=pages, page_no=min(f.page, pages), progress=progress, statuses=view.STATUSES,
                auto_statuses=view.AUTO_STATUSES)


@router.get("/{candidate_id:path}", response_class=HTMLResponse)
def candidate(request: Request, candidate_id: str, user: WebUser = Depends(reviewer_only), status: str | None = None,
              concept: str | None = None, auto: str | None = None, saved: str | None = None) -> Response:
    """One candidate: content, automatic checks, the checklist and verdict form, proposed revisions, history."""
    path = db_path(request)
    if path is None or not path.is_file():
        return _setup(request, path)
    with ReviewDB(path) as db:
        return _candidate_page(request, db, user, candidate_id, view.Filters.read(status, concept, auto), saved=saved)


@router.post("/{candidate_id:path}", response_class=HTMLResponse)
async def submit(request: Request, candidate_id: str, user: WebUser = Depends(reviewer_only)) -> Response:
    """Record the signed-in reviewer's accept, edit or reject, then go on to the next candidate of the queue."""
    form = await request.form()
    return await run_in_threadpool(_submit, request, candidate_id, user, form)  # SQLite work off the event loop


def _submit(request: Request, candidate_id: str, user: WebUser, form: FormData) -> Response:
    path = db_path(request)
    if path is None or not path.is_file():
        return _setup(request, path)
    f = view.Filters.read(_one(form, "status"), _one(form, "concept"), _one(form, "auto"))
    try:
        with ReviewDB(path) as db:  # a refused decision rolls back, the reviewer's registration included
            row = db.candidate(candidate_id)
            if row is None:
                return page(request, "review/missing.html", status_code=404, candidate_id=candidate_id, filters=f)
            _, after = _neighbours(db, user, f, candidate_id)
            registered = _register(db, user)
            decision = _decision(row, user, form)
            status = decide(db, decision).status
    except ReviewError as e:
        with ReviewDB(path) as db:
            return _candidate_page(request, db, user, candidate_id, f, error=str(e), form=form, status_code=422)
    if user.role == "admin" and (registered or decision.adjudicate):
        _admin_audit(request, user, path, registered, decision, status)
    target = f"/review/{quote(after)}" if after else "/review"
    return RedirectResponse(f"{target}?{f.query(saved=candidate_id)}", status_code=303)


def _one(form: FormData, name: str) -> str:
    value = form.get(name)
    return value.strip() if isinstance(value, str) else ""


def _decision(row: CandidateRow, user: WebUser, form: FormData) -> DecisionInput:
    """The decision the form asks for, checked against the review rules (ReviewError when it breaks one)."""
    agree = bool(_one(form, "agree"))
    verdict = "edit" if agree else _one(form, "verdict")
    if verdict not in VERDICTS:
        raise ReviewError("choose accept, edit or reject")
    comment = _one(form, "comment") or None
    if not comment and (verdict == "reject" or verdict == "edit" and not agree):
        raise ReviewError(f"give a reason to {verdict}")
    marks = checklist_from([str(x) for x in form.getlist("check")], verdict)
    edit = _edit(row, form) if verdict == "edit" else None
    return DecisionInput(row.id, user.name, verdict, marks, edit, comment, adjudicate=_one(form, "adjudicate") == "1",
                         source="web")


def _edit(row: CandidateRow, form: FormData) -> dict[str, Any]:
    """The edited content: another reviewer's proposal agreed with, or the edit fields; it must change something."""
    agree = _one(form, "agree")
    if agree:
        chosen = next((p for p in row.decisions if str(p.id) == agree and p.verdict == "edit" and not p.superseded), None)
        if chosen is None or chosen.edit is None:
            raise ReviewError("that proposed revision is no longer open; reload the page")
        return dict(chosen.edit)
    edit = {"question": _one(form, "question"), "answer": _one(form, "answer"), "explanation": _one(form, "explanation"),
            "options": {k: _one(form, f"option_{k}") for k in "ABCD"}}
    if validated_edit(row.payload, edit, "the edit") == row.payload:
        raise ReviewError("the edit changes nothing; accept the question instead")
    return edit


def _register(db: ReviewDB, user: WebUser) -> str | None:
    """Make the web user a ReviewDB reviewer on first use (an admin as adjudicator), with an audit entry.

    Returns the audit action, or None when nothing changed.
    """
    existing = db.reviewer(user.name)
    adjudicator = user.role == "admin"
    if existing is not None and (existing.adjudicator or not adjudicator):
        return None
    db.add_reviewer(user.name, adjudicator)
    action = "reviewer:add" if existing is None else "reviewer:adjudicator"
    db.audit("", user.name, action, None, {"reviewer": user.name, "adjudicator": adjudicator, "source": "web"})
    return action


def _admin_audit(request: Request, user: WebUser, path: Path, registered: str | None, d: DecisionInput,
                 status: str) -> None:
    """An admin's acts on the review (becoming an adjudicator, settling a candidate) join the admin audit too."""
    with request.app.state.service.db.session() as s:
        if registered:
            accounts.audit(s, user.name, f"review:{registered}", review_db=str(path))
        if d.adjudicate:
            accounts.audit(s, user.name, "review:adjudicate", review_db=str(path), candidate=d.candidate_id,
                           verdict=d.verdict, status=status)


def _neighbours(db: ReviewDB, user: WebUser, f: view.Filters, candidate_id: str) -> tuple[str | None, str | None]:
    """The candidates before and after this one in the filtered queue (the first one when it is not in it)."""
    ids = [r.id for r in view.queue_rows(db, user.name, user.role == "admin") if view.matches(r, f)]
    if candidate_id not in ids:
        return None, next((i for i in ids if i != candidate_id), None)
    i = ids.index(candidate_id)
    return (ids[i - 1] if i > 0 else None), (ids[i + 1] if i + 1 < len(ids) else None)


def _candidate_page(request: Request, db: ReviewDB, user: WebUser, candidate_id: str, f: view.Filters, *,
                    saved: str | None = None, error: str | None = None, form: FormData | None = None,
                    status_code: int = 200) -> HTMLResponse:
    row = db.candidate(candidate_id)
    if row is None:
        return page(request, "review/missing.html", status_code=404, candidate_id=candidate_id, filters=f)
    before, after = _neighbours(db, user, f, candidate_id)
    reviewer = db.reviewer(user.name)
    saved_row = db.candidate(saved) if saved else None
    gen = view.generation(Path(db.path).parent)
    return page(
        request, "review/candidate.html", status_code=status_code, row=row, filters=f, prev_id=before, next_id=after,
        checklist=[(k, view.CHECK_LABELS[k]) for k in CHECKLIST], reasons=[(r, view.REASON_LABELS.get(r, r))
                                                                          for r in row.auto_reasons],
        edited=view.changes(row.generated, row.payload), votes=view.votes(row), proposals=view.proposals(row),
        history=view.history(db.audit_trail(row.id)), required=db.required,
        can_adjudicate=row.status == "adjudication" and (user.role == "admin" or bool(reviewer and reviewer.adjudicator)),
        saved=saved_row, error=error, state=_state(row, form), description=gen.descriptions.get(row.concept_id, ""),
        details=view.detail_items(gen.details.get(row.id, {})), raw=gen.raw.get(row.id, ""), generation_note=gen.note,
    )


def _state(row: CandidateRow, form: FormData | None) -> dict[str, Any]:
    """The form's values: what was sent when it is shown again with an error, else the current content."""
    p = row.payload
    if form is None:
        return {"check": [], "comment": "", "question": p.get("question", ""), "answer": p.get("answer", ""),
                "explanation": p.get("explanation", ""), "options": dict(p.get("options") or {}), "open_edit": False}
    return {"check": [str(x) for x in form.getlist("check")], "comment": _one(form, "comment"),
            "question": _one(form, "question"), "answer": _one(form, "answer"),
            "explanation": _one(form, "explanation"), "options": {k: _one(form, f"option_{k}") for k in "ABCD"},
            "open_edit": _one(form, "verdict") == "edit" and not _one(form, "agree")}
