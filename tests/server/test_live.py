"""Against real uvicorn processes on 127.0.0.1: the CLI end to end, kill -9, several workers."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from psyexam.cli import main
from psyexam.remote.files import EXAM_ANSWERS, EXAM_SCORE
from tests.server.conftest import PG_URL
from tests.server.live import LiveServer, cli


def _org(db: str, name: str) -> str:
    r = cli("server", "add-org", name, "--db", db, "--json")
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)["token"]


def test_add_org_prints_a_token_once_and_refuses_a_duplicate(tmp_path):
    db = str(tmp_path / "e.sqlite")
    token = _org(db, "acme")
    assert token.startswith("pxe_")
    again = cli("server", "add-org", "acme", "--db", db)
    assert again.returncode == 2 and again.stderr.strip().count("\n") == 0
    assert "already exists" in again.stderr and "Traceback" not in again.stderr


def test_exam_take_end_to_end_and_the_leaderboard(tmp_path, monkeypatch, capsys):
    db = str(tmp_path / "e.sqlite")
    acme, beta = _org(db, "acme"), _org(db, "beta")
    with LiveServer(db) as srv:
        monkeypatch.setenv("PSYEXAM_TOKEN", acme)
        assert main(["exam", "take", srv.url, "--model", "mock", "--size", "6", "--out", str(tmp_path / "a")]) == 0
        assert "6/6 answered" in capsys.readouterr().out
        monkeypatch.setenv("BETA_TOKEN", beta)
        assert main(["exam", "take", srv.url, "--model", "majority", "--pool-bank", "demo", "--size", "6",
                     "--token-env", "BETA_TOKEN", "--out", str(tmp_path / "b"), "--json"]) == 0
        board = httpx.get(srv.url + "/api/v1/leaderboard").json()["rows"]
    final = json.loads(capsys.readouterr().out)
    assert final["status"] == "done" and final["score"]["overall"]["n"] == 6
    assert json.loads((tmp_path / "b" / EXAM_SCORE).read_text()) == final
    assert len((tmp_path / "a" / EXAM_ANSWERS).read_text().splitlines()) == 6
    assert {(r["model"], r["organisation"], r["n"]) for r in board} == {("mock", "acme", 6), ("majority", "beta", 6)}
    assert main(["report", str(tmp_path / "a")]) == 0
    shown = capsys.readouterr().out
    assert "remote exam" in shown and "overall" in shown and "6/6 answered" in shown


def test_kill_9_loses_nothing_and_the_exam_resumes(tmp_path):
    db = str(tmp_path / "e.sqlite")
    h = {"Authorization": f"Bearer {_org(db, 'acme')}"}
    with LiveServer(db) as srv:
        exam = httpx.post(srv.url + "/api/v1/exams", headers=h, json={"size": 4, "model": "m"}).json()["exam_id"]
        for i in range(2):
            assert httpx.post(f"{srv.url}/api/v1/exams/{exam}/answers", headers=h,
                              json={"index": i, "answer": "A"}).status_code == 200
        current = httpx.get(f"{srv.url}/api/v1/exams/{exam}/question", headers=h).json()
        srv.kill()
    with LiveServer(db, port=srv.port) as again:
        assert httpx.get(f"{again.url}/api/v1/exams/{exam}/question", headers=h).json() == current
        assert httpx.get(f"{again.url}/api/v1/exposure", headers=h).json()["count"] == 4
        status = httpx.get(f"{again.url}/api/v1/exams/{exam}", headers=h).json()
    assert current["index"] == 2 and status["answered"] == 2 and status["status"] == "open"


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=pytest.mark.skipif(
    not PG_URL, reason="PSYEXAM_TEST_PG_URL not set"))])
def test_two_workers_share_the_database_and_never_repeat_a_question(tmp_path, backend):
    if backend == "postgresql":
        from psyexam.server.db import open_database
        from psyexam.server.models import Base

        d = open_database(PG_URL, create=False)
        Base.metadata.drop_all(d.engine)
        d.dispose()
    db = PG_URL if backend == "postgresql" else str(tmp_path / "e.sqlite")
    h = {"Authorization": f"Bearer {_org(db, 'acme')}"}
    with LiveServer(db, "--workers", "2", "--rate-limit", "10000/minute") as srv:
        def draw(_):
            return httpx.post(srv.url + "/api/v1/exams", headers=h, json={"size": 10, "model": "m"}, timeout=30).status_code

        with ThreadPoolExecutor(8) as pool:
            codes = list(pool.map(draw, range(20)))
        ledger = httpx.get(srv.url + "/api/v1/exposure", headers=h).json()["questions"]
    assert set(codes) <= {201, 409} and codes.count(201) == 15  # the demo bank holds 155 distinct questions
    hashes = [e["hash"] for e in ledger]
    assert len(hashes) == len(set(hashes)) == 150
