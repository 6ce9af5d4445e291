"""The admin page: only admins see it; disabling a user there is audited under the admin's name."""

from __future__ import annotations

import json

from fastapi.testclient import TestClient
from sqlalchemy import select

from psyexam.judge.rubrics import get_rubric
from psyexam.server.app import create_app
from psyexam.server.settings import Settings
from psyexam.server.web import accounts
from psyexam.server.web.accounts import AdminAudit
from psyexam.server.web.rating_tasks import TaskSpec, create_task
from tests.judge.conftest import make_run
from tests.web.test_auth import PASSWORD, csrf_of, sign_in


def test_admins_see_users_tasks_progress_and_the_audit_trail(tmp_path):
    app = create_app(Settings(db_url=str(tmp_path / "s.sqlite")))
    db = app.state.service.db
    for name, role in (("root", "admin"), ("ann", "rater"), ("rev", "reviewer")):
        accounts.add_user(db, name, role, PASSWORD, actor="cli:test")
    create_task(db, TaskSpec("t1", [make_run(tmp_path)], 1, get_rubric("dimensions")), actor="cli:test")
    for name in ("ann", "rev"):
        c = TestClient(app)
        sign_in(c, name)
        assert c.get("/admin").status_code == 403 and 'href="/admin"' not in c.get("/").text
    c = TestClient(app)
    sign_in(c, "root")
    html = c.get("/admin").text
    assert 'href="/admin"' in html and "0 / 4" in html and "4 题 items" in html and "rating-task" in html and "cli:test" in html
    r = c.post("/admin/users/ann/disabled", data={"disabled": "true", "csrf_token": csrf_of(html)}, follow_redirects=False)
    assert r.status_code == 303
    assert c.post("/admin/users/ann/disabled", data={"disabled": "true"}).status_code == 403  # no CSRF token
    assert sign_in(TestClient(app), "ann").status_code == 401
    with db.session() as s:
        last = s.scalars(select(AdminAudit).order_by(AdminAudit.id.desc())).first()
        assert (last.actor, last.action, json.loads(last.details)) == ("web:root", "disable-user", {"name": "ann"})
    assert "已停用 disabled" in c.get("/admin").text
