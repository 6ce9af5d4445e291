"""The API v1 contract, in process, on SQLite and (when configured) PostgreSQL."""

from __future__ import annotations

import pytest

from psyexam.remote.protocol import question_hash


def test_an_exam_from_creation_to_score(orgs, demo_pool):
    r = orgs.request("POST", "/api/v1/exams", orgs.acme, json={"size": 6, "model": "my-model"})
    assert r.status_code == 201
    assert set(r.json()) == {"exam_id", "size"} and r.json()["size"] == 6
    exam = r.json()["exam_id"]

    first = orgs.request("GET", f"/api/v1/exams/{exam}/question", orgs.acme)
    again = orgs.request("GET", f"/api/v1/exams/{exam}/question", orgs.acme)
    assert first.status_code == 200 and first.json() == again.json()  # the same until answered
    q = first.json()
    assert {"index", "question", "options", "type"} <= set(q) and q["index"] == 0
    assert q["type"] in ("single", "multi") and all(v.strip() for v in q["options"].values())

    status = orgs.request("GET", f"/api/v1/exams/{exam}", orgs.acme).json()
    assert status["status"] == "open" and status["answered"] == 0 and status["score"] is None

    # right answers for the first three (read from the bank), wrong for the rest
    for i in range(6):
        q = orgs.request("GET", f"/api/v1/exams/{exam}/question", orgs.acme).json()
        assert q["index"] == i
        gold = "".join(sorted(demo_pool.by_hash[q["hash"]].answer))
        wrong = next((k for k in q["options"] if k not in gold), "Z")  # select-all: an unreadable answer is wrong too
        r = orgs.request("POST", f"/api/v1/exams/{exam}/answers", orgs.acme, json={"index": i, "answer": gold if i < 3 else wrong})
        assert r.status_code == 200 and r.json()["done"] is (i == 5)
    assert orgs.request("GET", f"/api/v1/exams/{exam}/question", orgs.acme).json() == {"done": True, "expired": False}

    status = orgs.request("GET", f"/api/v1/exams/{exam}", orgs.acme).json()
    assert status["status"] == "done" and status["answered"] == 6
    overall = status["score"]["overall"]
    assert overall["n"] == 6 and overall["correct"] == 3 and overall["accuracy"] == 0.5
    low, high = overall["accuracy_ci95"]
    assert 0 < low < 0.5 < high < 1
    assert set(status["score"]) == {"overall", "by_type", "by_part", "by_subject"}
    assert sum(g["n"] for g in status["score"]["by_subject"].values()) == 6
    assert set(status["score"]["by_type"]) <= {"MCQA", "MRQA"}


def test_answer_to_another_index_is_409(orgs):
    exam = orgs.new_exam(orgs.acme, 3)
    for index in (1, 2, 5):
        r = orgs.request("POST", f"/api/v1/exams/{exam}/answers", orgs.acme, json={"index": index, "answer": "A"})
        assert r.status_code == 409
    assert orgs.request("POST", f"/api/v1/exams/{exam}/answers", orgs.acme, json={"index": 0, "answer": "A"}).status_code == 200
    again = orgs.request("POST", f"/api/v1/exams/{exam}/answers", orgs.acme, json={"index": 0, "answer": "B"})
    assert again.status_code == 409  # an answer is final
    orgs.take(orgs.acme, exam)
    after = orgs.request("POST", f"/api/v1/exams/{exam}/answers", orgs.acme, json={"index": 3, "answer": "A"})
    assert after.status_code == 409 and "done" in after.json()["detail"]


@pytest.mark.parametrize("answer", ["A,C", "AC", "a c", ["A", "C"], "C、A", ["C", "A"]])
def test_letter_answers_are_normalised(orgs, demo_pool, answer):
    exam = orgs.new_exam(orgs.acme, 1)
    q = orgs.request("GET", f"/api/v1/exams/{exam}/question", orgs.acme).json()
    r = orgs.request("POST", f"/api/v1/exams/{exam}/answers", orgs.acme, json={"index": 0, "answer": answer})
    assert r.status_code == 200 and r.json()["unparsed"] is False
    with orgs.client.app.state.service.db.session() as s:
        from psyexam.server.models import ExamItem

        assert s.get(ExamItem, (exam, 0)).prediction == "AC"
    assert q["hash"] in demo_pool.by_hash


@pytest.mark.parametrize("answer", ["", "Z", "AA", "不知道", "A,Z", "🙂", "\u0000"])
def test_unreadable_answers_are_recorded_unparsed_and_counted(orgs, answer):
    exam = orgs.new_exam(orgs.acme, 2)
    r = orgs.request("POST", f"/api/v1/exams/{exam}/answers", orgs.acme, json={"index": 0, "answer": answer})
    assert r.status_code == 200 and r.json()["unparsed"] is True
    orgs.take(orgs.acme, exam)
    overall = orgs.request("GET", f"/api/v1/exams/{exam}", orgs.acme).json()["score"]["overall"]
    assert overall["n"] == 2 and overall["unparsed"] >= 1  # kept in the denominator


def test_more_questions_than_the_bank_holds_is_409(orgs, demo_pool):
    assert len(demo_pool) < 200  # the cap allows 200; the demo bank has fewer
    r = orgs.request("POST", "/api/v1/exams", orgs.acme, json={"size": 200, "model": "m"})
    assert r.status_code == 409 and f"only {len(demo_pool)}" in r.json()["detail"]


def test_pool_exhaustion_is_409_and_per_organisation(orgs, demo_pool):
    n = len(demo_pool)
    orgs.new_exam(orgs.acme, n - 3)
    r = orgs.request("POST", "/api/v1/exams", orgs.acme, json={"size": 4, "model": "m"})
    assert r.status_code == 409 and "only 3" in r.json()["detail"]
    orgs.new_exam(orgs.acme, 3)
    assert orgs.request("POST", "/api/v1/exams", orgs.acme, json={"size": 1, "model": "m"}).status_code == 409
    orgs.new_exam(orgs.beta, n)  # another organisation still gets the whole bank


@pytest.mark.parametrize("body", [
    {"size": 0, "model": "m"}, {"size": -5, "model": "m"}, {"size": 201, "model": "m"}, {"size": 10**12, "model": "m"},
    {"size": "5", "model": "m"}, {"size": 5.5, "model": "m"}, {"size": True, "model": "m"}, {"size": 5},
    {"size": 5, "model": ""}, {"size": 5, "model": "   "}, {"size": 5, "model": "x" * 101}, {"size": 5, "model": 7},
    {"size": 5, "model": "m\u0000"}, {"size": 5, "model": "m", "extra": 1}, [], "size=5", None,
])
def test_bad_exam_requests_are_422(orgs, body):
    r = orgs.request("POST", "/api/v1/exams", orgs.acme, json=body)
    assert r.status_code == 422, r.text


def test_leaderboard_is_public_and_shows_finished_exams(orgs):
    orgs.take(orgs.acme, orgs.new_exam(orgs.acme, 4, model="alpha"))
    orgs.take(orgs.beta, orgs.new_exam(orgs.beta, 4, model="alpha"), answer="B")
    orgs.new_exam(orgs.beta, 4, model="unfinished")
    r = orgs.request("GET", "/api/v1/leaderboard")
    assert r.status_code == 200
    rows = r.json()["rows"]
    assert {(x["model"], x["organisation"]) for x in rows} == {("alpha", "acme"), ("alpha", "beta")}
    for row in rows:
        assert row["exams"] == 1 and row["n"] == 4
        assert row["accuracy_ci95"] is not None and len(row["accuracy_ci95"]) == 2
    assert "question" not in r.text and "options" not in r.text


def test_exposure_lists_every_served_hash_and_they_can_be_recomputed(orgs):
    exam = orgs.new_exam(orgs.acme, 4)
    payloads = orgs.take(orgs.acme, exam)
    ledger = orgs.request("GET", "/api/v1/exposure", orgs.acme).json()
    assert ledger["organisation"] == "acme" and ledger["count"] == 4
    assert [e["hash"] for e in ledger["questions"]] == [p["hash"] for p in payloads]
    for p in payloads:
        assert question_hash(p["question"], p["options"]) == p["hash"]
    assert orgs.request("GET", "/api/v1/exposure", orgs.beta).json()["count"] == 0
