"""The rating pages: a rater's tasks, the item-wise page and the blind pairwise page.

A rater reaches only their own assignments: anyone else's id answers 404, exactly as an id
that does not exist, so ids leak nothing. On pairwise pages the answers are only "A (left)"
and "B (right)": model names and run folders stay in the database.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from psyexam.judge.rubrics import Rubric
from psyexam.server.web.accounts import WebUser
from psyexam.server.web.auth import database, require
from psyexam.server.web.rating_models import RatingAssignment, RatingItem, RatingTask, now
from psyexam.server.web.templating import page

router = APIRouter(include_in_schema=False)
SIDES = {"left": ("A", "B"), "right": ("B", "A"), "both_good": ("tie", "tie"), "both_bad": ("both_bad", "both_bad")}
"""Choice on screen -> stored choice (not swapped, swapped): the first run's answer is A unless swapped."""


@dataclass(frozen=True)
class Progress:
    done: int
    total: int


def _progress(s: Session, task_id: int, user_id: int) -> Progress:
    row = s.execute(select(func.count(), func.count(RatingAssignment.rated_at))
                    .where(RatingAssignment.task_id == task_id, RatingAssignment.user_id == user_id)).one()
    return Progress(int(row[1]), int(row[0]))


def _mine(s: Session, aid: str, user: WebUser) -> tuple[RatingAssignment, RatingItem, RatingTask]:
    """The user's own assignment, or 404 (also for another rater's: an id tells nothing)."""
    a = s.get(RatingAssignment, aid)
    if a is None or a.user_id != user.id:
        raise HTTPException(404, "no such assignment")
    item = s.get(RatingItem, a.item_id)
    task = s.get(RatingTask, a.task_id)
    assert item is not None and task is not None  # foreign keys
    return a, item, task


def _neighbour(s: Session, a: RatingAssignment, step: int) -> str | None:
    target = a.position + step
    return s.scalar(select(RatingAssignment.id).where(RatingAssignment.task_id == a.task_id,
                                                     RatingAssignment.user_id == a.user_id,
                                                     RatingAssignment.position == target))


def _next_open(s: Session, task_id: int, user_id: int) -> str | None:
    return s.scalar(select(RatingAssignment.id)
                    .where(RatingAssignment.task_id == task_id, RatingAssignment.user_id == user_id,
                           RatingAssignment.rated_at.is_(None))
                    .order_by(RatingAssignment.position).limit(1))


@router.get("/rate", response_class=HTMLResponse)
def my_tasks(request: Request, user: WebUser = Depends(require())) -> HTMLResponse:
    """The tasks the user has assignments in, with their progress."""
    with database(request).session() as s:
        rows = s.execute(select(RatingTask.id, RatingTask.name, RatingTask.kind, func.count(),
                                func.count(RatingAssignment.rated_at))
                         .join(RatingAssignment, RatingAssignment.task_id == RatingTask.id)
                         .where(RatingAssignment.user_id == user.id)
                         .group_by(RatingTask.id).order_by(RatingTask.id)).all()
    tasks = [{"id": r[0], "name": r[1], "kind": r[2], "total": r[3], "done": r[4]} for r in rows]
    return page(request, "rate/index.html", tasks=tasks)


@router.get("/rate/task/{task_id}")
def task_start(request: Request, task_id: int, user: WebUser = Depends(require())) -> Response:
    """The user's next unrated item of a task, or a summary when all are done."""
    with database(request).session() as s:
        task = s.get(RatingTask, task_id)
        progress = _progress(s, task_id, user.id)
        if task is None or progress.total == 0:
            raise HTTPException(404, "no such task among yours")
        nxt = _next_open(s, task_id, user.id)
        first = s.scalar(select(RatingAssignment.id).where(RatingAssignment.task_id == task_id,
                                                          RatingAssignment.user_id == user.id,
                                                          RatingAssignment.position == 1))
        name = task.name
    if nxt is not None:
        return RedirectResponse(f"/rate/a/{nxt}", status_code=303)
    return page(request, "rate/done.html", task_name=name, progress=progress, first=first)


@router.get("/rate/a/{aid}", response_class=HTMLResponse)
def assignment(request: Request, aid: str, user: WebUser = Depends(require())) -> HTMLResponse:
    """One item to rate: item-wise or blind pairwise, as the task says."""
    return _render(request, aid, user)


def _render(request: Request, aid: str, user: WebUser, error: str | None = None, status: int = 200,
            given: dict[str, str] | None = None) -> HTMLResponse:
    with database(request).session() as s:
        a, item, task = _mine(s, aid, user)
        ctx = {
            "aid": a.id, "task_id": task.id, "task_name": task.name, "position": a.position,
            "progress": _progress(s, task.id, user.id), "prev": _neighbour(s, a, -1), "next": _neighbour(s, a, 1),
            "question": item.question, "options": json.loads(item.options),
            "reference": item.reference if task.show_reference else None, "error": error, "rated": a.rated_at is not None,
        }
        if task.kind == "pairwise":
            left, right = (item.answer_b, item.answer_a) if a.swapped else (item.answer_a, item.answer_b)
            shown = next((k for k, v in SIDES.items() if a.choice == v[1 if a.swapped else 0]), None)
            return page(request, "rate/pair.html", status_code=status, left=left, right=right, chosen=shown, **ctx)
        rubric = Rubric.model_validate_json(task.rubric)
        scores = given if given is not None else {k: str(int(v)) for k, v in json.loads(a.scores or "{}").items()}
        return page(request, "rate/item.html", status_code=status, answer=item.answer_a,
                    dimensions=rubric.dimensions, scores=scores, **ctx)


@router.post("/rate/a/{aid}")
async def rate(request: Request, aid: str, user: WebUser = Depends(require())) -> Response:
    """Save the rating and go on to the next unrated item."""
    form = await request.form()
    fields = {k: v for k, v in form.items() if isinstance(v, str)}
    db = database(request)
    with db.session() as s:
        a, _item, task = _mine(s, aid, user)
        if task.kind == "pairwise":
            choice = SIDES.get(fields.get("choice", ""))
            if choice is None:
                problem: str | None = "请选择一项 Choose one of the four"
            else:
                a.choice, problem = choice[1 if a.swapped else 0], None
        else:
            levels, problem = _levels(Rubric.model_validate_json(task.rubric), fields)
            if problem is None:
                a.scores = json.dumps(levels)
        if problem is None:
            a.rated_at = now()
            nxt = _next_open(s, task.id, user.id) or _neighbour(s, a, 1)
            task_id = task.id
    if problem is not None:
        given = {k[4:]: v for k, v in fields.items() if k.startswith("dim_")}
        return _render(request, aid, user, error=problem, status=400, given=given)
    target = f"/rate/a/{nxt}" if nxt else f"/rate/task/{task_id}"
    if request.headers.get("hx-request"):
        return Response(status_code=204, headers={"HX-Redirect": target})
    return RedirectResponse(target, status_code=303)


def _levels(rubric: Rubric, fields: dict[str, str]) -> tuple[dict[str, int], str | None]:
    """The level given on every dimension, or what is missing or off the scale."""
    levels: dict[str, int] = {}
    missing = []
    for d in rubric.dimensions:
        raw = fields.get(f"dim_{d.key}", "")
        if not raw.strip().lstrip("-").isdigit() or int(raw) not in d.values():
            missing.append(d.name)
            continue
        levels[d.key] = int(raw)
    if missing:
        return levels, "请为每个维度评分 Score every dimension: " + "、".join(missing)
    return levels, None
