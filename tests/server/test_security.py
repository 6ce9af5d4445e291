"""Security: hashed tokens, isolation, no answer keys, opaque ids, no enumeration, CORS off, hostile input."""

from __future__ import annotations

import json

import pytest
from sqlalchemy import select

from psyexam.server.models import Org


def test_tokens_are_stored_only_as_keyed_hashes(orgs):
    with orgs.client.app.state.service.db.session() as s:
        rows = s.execute(select(Org.name, Org.token_prefix, Org.token_hash)).all()
    tokens = {"acme": orgs.acme, "beta": orgs.beta}
    for name, prefix, digest in rows:
        token = tokens[name]
        secret = token.split("_", 2)[2]  # the secret itself may contain "_"
        assert token not in digest and secret not in (digest + prefix)
        assert len(digest) == 64 and prefix in token


@pytest.mark.parametrize("header", [None, "", "Bearer", "Bearer ", "Bearer nope", "Basic abc",
                                    "Bearer pxe_0000000000000000_x", "Bearer " + "x" * 5000])
def test_missing_or_bad_tokens_are_401(orgs, header):
    headers = {"Authorization": header} if header is not None else {}
    for method, path, body in [("POST", "/api/v1/exams", {"size": 1, "model": "m"}), ("GET", "/api/v1/exposure", None),
                               ("GET", "/api/v1/exams/abc/question", None), ("GET", "/api/v1/exams/abc", None)]:
        r = orgs.request(method, path, headers=headers, json=body)
        assert r.status_code == 401, (path, r.text)


def test_a_token_with_the_right_prefix_and_a_wrong_secret_is_401(orgs):
    forged = orgs.acme[: orgs.acme.rindex("_") + 1] + "A" * 43
    assert orgs.request("GET", "/api/v1/exposure", forged).status_code == 401


def test_another_organisations_exam_is_404(orgs):
    exam = orgs.new_exam(orgs.acme, 2)
    for method, path, body in [("GET", f"/api/v1/exams/{exam}/question", None), ("GET", f"/api/v1/exams/{exam}", None),
                               ("POST", f"/api/v1/exams/{exam}/answers", {"index": 0, "answer": "A"})]:
        r = orgs.request(method, path, orgs.beta, json=body)
        assert r.status_code == 404
        assert r.json() == orgs.request(method, path.replace(exam, "doesnotexist0000"), orgs.beta, json=body).json()
    assert orgs.request("GET", f"/api/v1/exams/{exam}", orgs.acme).json()["answered"] == 0


def test_no_reply_carries_an_answer_key_or_an_explanation(orgs, demo_pool):
    exams = [orgs.new_exam(orgs.acme, 8), orgs.new_exam(orgs.beta, 8)]
    for token, exam in zip((orgs.acme, orgs.beta), exams):
        for q in orgs.take(token, exam, answer="B"):
            assert set(q) == {"index", "question_id", "hash", "question", "options", "type", "part", "subject",
                              "size", "deadline"}
        orgs.request("GET", f"/api/v1/exams/{exam}", token)
        orgs.request("GET", "/api/v1/exposure", token)
    orgs.request("GET", "/api/v1/leaderboard")
    orgs.request("GET", "/openapi.json")
    served = [demo_pool.by_hash[e["hash"]] for t in (orgs.acme, orgs.beta)
              for e in orgs.request("GET", "/api/v1/exposure", t).json()["questions"]]
    explanations = [q.explanation.strip() for q in served if q.explanation and q.explanation.strip()]
    assert explanations, "the demo bank's questions carry explanations, so this scan means something"
    for body in orgs.bodies:
        for key in ('"answer_key"', '"gold"', '"explanation"', '"correct_answer"', '"reference"'):
            assert key not in body
        for text in explanations:
            assert text not in body and json.dumps(text)[1:-1] not in body
    for body in orgs.bodies:
        try:
            doc = json.loads(body)
        except ValueError:
            continue
        assert not (_keys(doc) & {"gold", "explanation", "answer_key"})


def _keys(doc) -> set[str]:
    if isinstance(doc, dict):
        return set(doc) | {k for v in doc.values() for k in _keys(v)}
    if isinstance(doc, list):
        return {k for v in doc for k in _keys(v)}
    return set()


def test_question_ids_are_opaque_and_differ_in_every_exam(orgs, demo_pool):
    a = orgs.take(orgs.acme, orgs.new_exam(orgs.acme, len(demo_pool)))
    b = orgs.take(orgs.beta, orgs.new_exam(orgs.beta, len(demo_pool)))
    ids_a = {q["hash"]: q["question_id"] for q in a}
    ids_b = {q["hash"]: q["question_id"] for q in b}
    assert ids_a.keys() == ids_b.keys()  # the same questions...
    assert not set(ids_a.values()) & set(ids_b.values())  # ...under different ids
    bank_ids = {q.id for q in demo_pool.by_hash.values()}
    assert not (set(ids_a.values()) | set(ids_b.values())) & bank_ids
    assert len(set(ids_a.values())) == len(ids_a)


@pytest.mark.parametrize("path", ["/api/v1/questions", "/api/v1/bank", "/api/v1/exams", "/api/v1/questions/0",
                                  "/api/v1/exams/../../bank", "/api/v1/orgs", "/api/v1/audit"])
def test_the_bank_cannot_be_listed(orgs, path):
    r = orgs.request("GET", path, orgs.acme)
    assert r.status_code in (404, 405)


def test_exam_ids_are_random_not_sequential(orgs):
    ids = [orgs.new_exam(orgs.acme, 1) for _ in range(5)]
    assert len(set(ids)) == 5 and all(len(i) >= 16 for i in ids)
    assert not any(i.isdigit() for i in ids)


def test_cors_is_off_by_default(orgs):
    pre = orgs.request("OPTIONS", "/api/v1/exams", headers={
        "Origin": "https://evil.example", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization"})
    assert pre.status_code in (404, 405) and "access-control-allow-origin" not in pre.headers
    r = orgs.request("GET", "/api/v1/leaderboard", headers={"Origin": "https://evil.example"})
    assert "access-control-allow-origin" not in r.headers


def test_cors_can_be_allowed_for_named_origins(db_url, demo_pool):
    from fastapi.testclient import TestClient

    from tests.server.conftest import make_app

    with TestClient(make_app(db_url, demo_pool, cors_origins=("https://board.example",))) as c:
        ok = c.get("/api/v1/leaderboard", headers={"Origin": "https://board.example"})
        bad = c.get("/api/v1/leaderboard", headers={"Origin": "https://evil.example"})
    assert ok.headers["access-control-allow-origin"] == "https://board.example"
    assert "access-control-allow-origin" not in bad.headers


def test_huge_bodies_are_413(orgs):
    big = json.dumps({"size": 1, "model": "m", "pad": "x" * 200_000})
    r = orgs.request("POST", "/api/v1/exams", orgs.acme, content=big, headers={"Content-Type": "application/json"})
    assert r.status_code == 413

    def chunks():
        for _ in range(100):
            yield b"x" * 10_000

    r = orgs.request("POST", "/api/v1/exams", orgs.acme, content=chunks(), headers={"Content-Type": "application/json"})
    assert r.status_code == 413


@pytest.mark.parametrize("raw", [
    b"{", b"null", b"[]", b'{"size": 1e400, "model": "m"}', b'{"size": -1, "model": "m"}', b"\xff\xfe\x00",
    '{"size": 1, "model": "\u202e\u0000\ud7ff"}'.encode(), b'{"size": {"$gt": 0}, "model": "m"}',
    b'{"size": 1, "model": ["m"]}', b'{"size": 99999999999999999999999999, "model": "m"}',
])
def test_hostile_exam_bodies_are_4xx(orgs, raw):
    r = orgs.request("POST", "/api/v1/exams", orgs.acme, content=raw, headers={"Content-Type": "application/json"})
    assert 400 <= r.status_code < 500, r.text


@pytest.mark.parametrize("body", [
    {"index": "0", "answer": "A"}, {"index": -1, "answer": "A"}, {"index": 0}, {"index": 0, "answer": 5},
    {"index": 0, "answer": ["A", 1]}, {"index": 0, "answer": "A" * 65}, {"index": 0, "answer": ["A"] * 9},
    {"index": 0, "answer": None}, {"index": 10**30, "answer": "A"}, {"index": 0, "answer": {"A": 1}},
])
def test_hostile_answers_are_422(orgs, body):
    exam = orgs.new_exam(orgs.acme, 1)
    r = orgs.request("POST", f"/api/v1/exams/{exam}/answers", orgs.acme, json=body)
    assert r.status_code == 422, r.text


@pytest.mark.parametrize("exam_id", ["%00", "a" * 33, "ü-ñ", "' OR 1=1 --", "..%2F..", "\u202e"])
def test_junk_exam_ids_are_4xx(orgs, exam_id):
    r = orgs.request("GET", f"/api/v1/exams/{exam_id}/question", orgs.acme)
    assert 400 <= r.status_code < 500
