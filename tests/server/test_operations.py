"""Operations: concurrent draws, the audit log, rate limits, time limits, all state in the database."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace

from fastapi.testclient import TestClient
from sqlalchemy import select

from psyexam.server.models import Audit, Exposure
from psyexam.server.tokens import add_org
from tests.server.conftest import make_app


def test_concurrent_draws_never_serve_a_question_twice(orgs, demo_pool):
    size = 12
    n = len(demo_pool) // size + 3  # more exams than the bank can fill: the last ones must be refused

    def draw(_):
        return orgs.client.post("/api/v1/exams", headers=orgs.h(orgs.acme), json={"size": size, "model": "m"}).status_code

    with ThreadPoolExecutor(8) as pool:
        codes = list(pool.map(draw, range(n)))
    assert set(codes) <= {201, 409}
    assert codes.count(201) == len(demo_pool) // size
    with orgs.client.app.state.service.db.session() as s:
        hashes = list(s.scalars(select(Exposure.qhash).where(Exposure.org_id == 1)))
    assert len(hashes) == len(set(hashes)) == codes.count(201) * size


def test_every_request_is_audited(orgs):
    exam = orgs.new_exam(orgs.acme, 1)
    orgs.request("GET", f"/api/v1/exams/{exam}/question", orgs.acme)
    orgs.request("GET", "/api/v1/exposure", "bad-token")
    orgs.request("GET", "/api/v1/leaderboard")
    with orgs.client.app.state.service.db.session() as s:
        rows = [(a.org_id, a.method, a.path, a.status) for a in s.scalars(select(Audit).order_by(Audit.id))]
    assert rows == [(1, "POST", "/api/v1/exams", 201), (1, "GET", f"/api/v1/exams/{exam}/question", 200),
                    (None, "GET", "/api/v1/exposure", 401), (None, "GET", "/api/v1/leaderboard", 200)]


def test_rate_limit_per_organisation(db_url, demo_pool):
    app = make_app(db_url, demo_pool, rate_limit="3/minute")
    acme, beta = add_org(app.state.service.db, "acme"), add_org(app.state.service.db, "beta")
    with TestClient(app) as c:
        codes = [c.get("/api/v1/exposure", headers={"Authorization": f"Bearer {acme}"}).status_code for _ in range(4)]
        assert codes == [200, 200, 200, 429]
        r = c.get("/api/v1/exposure", headers={"Authorization": f"Bearer {acme}"})
        assert r.status_code == 429 and int(r.headers["Retry-After"]) >= 1
        assert c.get("/api/v1/exposure", headers={"Authorization": f"Bearer {beta}"}).status_code == 200
    app.state.service.db.dispose()


def test_time_limit_closes_the_exam_and_counts_the_rest_wrong(db_url, demo_pool, monkeypatch):
    # The exams' clock is moved by hand, so a slow machine cannot spend the limit between two requests.
    clock = [time.time()]
    monkeypatch.setattr("psyexam.server.exams.time", SimpleNamespace(time=lambda: clock[0]))
    app = make_app(db_url, demo_pool, time_limit=60)
    token = add_org(app.state.service.db, "acme")
    h = {"Authorization": f"Bearer {token}"}
    with TestClient(app) as c:
        exam = c.post("/api/v1/exams", headers=h, json={"size": 3, "model": "m"}).json()["exam_id"]
        q = c.get(f"/api/v1/exams/{exam}/question", headers=h).json()
        assert q["deadline"] is not None
        assert c.post(f"/api/v1/exams/{exam}/answers", headers=h, json={"index": 0, "answer": "A"}).status_code == 200
        clock[0] += 61
        late = c.post(f"/api/v1/exams/{exam}/answers", headers=h, json={"index": 1, "answer": "A"})
        assert late.status_code == 409 and "time" in late.json()["detail"]
        assert c.get(f"/api/v1/exams/{exam}/question", headers=h).json() == {"done": True, "expired": True}
        status = c.get(f"/api/v1/exams/{exam}", headers=h).json()
    assert status["status"] == "done" and status["expired"] is True and status["answered"] == 1
    overall = status["score"]["overall"]
    assert overall["n"] == 3 and overall["unanswered"] == 2 and overall["correct"] <= 1
    app.state.service.db.dispose()


def test_a_new_app_on_the_same_database_resumes_an_open_exam(db_url, demo_pool):
    first = make_app(db_url, demo_pool)
    token = add_org(first.state.service.db, "acme")
    h = {"Authorization": f"Bearer {token}"}
    with TestClient(first) as c:
        exam = c.post("/api/v1/exams", headers=h, json={"size": 3, "model": "m"}).json()["exam_id"]
        c.post(f"/api/v1/exams/{exam}/answers", headers=h, json={"index": 0, "answer": "A"})
        current = c.get(f"/api/v1/exams/{exam}/question", headers=h).json()
    first.state.service.db.dispose()
    second = make_app(db_url, demo_pool)  # another worker, or the same one restarted
    with TestClient(second) as c:
        assert c.get(f"/api/v1/exams/{exam}/question", headers=h).json() == current
    second.state.service.db.dispose()
