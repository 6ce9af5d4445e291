"""The admin page: users, rating tasks with each rater's progress, and the audit trail of admin actions.

Accounts are created from the command line (``psyexam server add-user``); here an admin can
disable or re-enable one, and every such action is written to the audit trail.
"""

from __future__ import annotations

import json
import time

from fastapi import APIRouter, Depends, Form, HTTPException, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from sqlalchemy import func, select

from psyexam.errors import PsyexamError
from psyexam.server.web import accounts
from psyexam.server.web.accounts import AdminAudit, User, WebUser
from psyexam.server.web.auth import database, require
from psyexam.server.web.rating_models import RatingAssignment, RatingItem, RatingTask
from psyexam.server.web.templating import page

router = APIRouter(include_in_schema=False)
AUDIT_ROWS = 100


@router.get("/admin", response_class=HTMLResponse)
def admin(request: Request, _user: WebUser = Depends(require("admin"))) -> HTMLResponse:
    """Users, tasks and progress, and the latest audit rows."""
    with database(request).session() as s:
        users = s.scalars(select(User).order_by(User.name)).all()
        tasks = s.scalars(select(RatingTask).order_by(RatingTask.id)).all()
        items = {t: int(n) for t, n in s.execute(select(RatingItem.task_id, func.count()).group_by(RatingItem.task_id))}
        progress = s.execute(select(RatingAssignment.task_id, User.name, func.count(), func.count(RatingAssignment.rated_at))
                             .join(User, User.id == RatingAssignment.user_id)
                             .group_by(RatingAssignment.task_id, User.name).order_by(User.name)).all()
        audit = s.scalars(select(AdminAudit).order_by(AdminAudit.id.desc()).limit(AUDIT_ROWS)).all()
        by_task: dict[int, list[tuple[str, int, int]]] = {}
        for task_id, name, total, done in progress:
            by_task.setdefault(task_id, []).append((name, done, total))
        rows = [{"name": t.name, "kind": t.kind, "n_items": items.get(t.id, 0), "k": t.raters_per_item,
                 "reference": t.show_reference, "models": [m for m in (t.model_a, t.model_b) if m],
                 "runs": json.loads(t.runs), "created_by": t.created_by, "raters": by_task.get(t.id, [])} for t in tasks]
        log = [{"at": time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(a.at)), "actor": a.actor, "action": a.action, "details": a.details} for a in audit]
        people = [{"name": u.name, "role": u.role, "disabled": u.disabled, "created": u.created} for u in users]
    return page(request, "admin/index.html", users=people, tasks=rows, audit=log)


@router.post("/admin/users/{name}/disabled")
def set_disabled(request: Request, name: str, disabled: bool = Form(...),
                 user: WebUser = Depends(require("admin"))) -> Response:
    """Disable or re-enable a user (audited under the admin's name)."""
    if name == user.name and disabled:
        raise HTTPException(400, "an admin cannot disable their own account here")
    try:
        accounts.set_disabled(database(request), name, disabled, actor=f"web:{user.name}")
    except PsyexamError as e:
        raise HTTPException(404, str(e)) from None
    return RedirectResponse("/admin", status_code=303)
