"""Fixtures of the exam service: an app on SQLite (always) or PostgreSQL (with PSYEXAM_TEST_PG_URL)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from psyexam.server.app import create_app
from psyexam.server.db import open_database
from psyexam.server.models import Base
from psyexam.server.pool import Pool, load_pool
from psyexam.server.settings import Settings
from psyexam.server.tokens import add_org

PG_URL = os.environ.get("PSYEXAM_TEST_PG_URL")
BACKENDS = ["sqlite", pytest.param("postgresql", marks=pytest.mark.skipif(not PG_URL, reason="PSYEXAM_TEST_PG_URL not set"))]


@pytest.fixture(scope="session")
def demo_pool() -> Pool:
    """The demo bank's servable questions, loaded once."""
    return load_pool(Settings(db_url="sqlite://"))


@pytest.fixture(params=BACKENDS)
def db_url(request, tmp_path) -> str:
    """A fresh, empty database: a SQLite file, or the test PostgreSQL database wiped clean."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'exams.sqlite'}"
    db = open_database(PG_URL, create=False)
    Base.metadata.drop_all(db.engine)
    db.dispose()
    return PG_URL


class Orgs:
    """Two organisations and a client that keeps every response body it saw."""

    def __init__(self, client: TestClient, acme: str, beta: str):
        self.client, self.acme, self.beta = client, acme, beta
        self.bodies: list[str] = []

    def h(self, token: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {token}"}

    def request(self, method: str, path: str, token: str | None = None, **kw):
        headers = kw.pop("headers", {}) | (self.h(token) if token else {})
        r = self.client.request(method, path, headers=headers, **kw)
        self.bodies.append(r.text)
        return r

    def new_exam(self, token: str, size: int = 5, model: str = "m") -> str:
        r = self.request("POST", "/api/v1/exams", token, json={"size": size, "model": model})
        assert r.status_code == 201, r.text
        return r.json()["exam_id"]

    def take(self, token: str, exam_id: str, answer: str | list[str] = "A") -> list[dict]:
        """Answer every question of an exam with ``answer``; returns the payloads seen."""
        seen = []
        while True:
            q = self.request("GET", f"/api/v1/exams/{exam_id}/question", token).json()
            if q.get("done"):
                return seen
            seen.append(q)
            r = self.request("POST", f"/api/v1/exams/{exam_id}/answers", token, json={"index": q["index"], "answer": answer})
            assert r.status_code == 200, r.text


def make_app(db_url: str, pool: Pool, **settings):
    return create_app(Settings(db_url=db_url, **settings), pool=pool)


@pytest.fixture
def orgs(db_url, demo_pool) -> Iterator[Orgs]:
    app = make_app(db_url, demo_pool, rate_limit="10000/minute")
    db = app.state.service.db
    acme, beta = add_org(db, "acme"), add_org(db, "beta")
    with TestClient(app) as client:
        yield Orgs(client, acme, beta)
    db.dispose()
