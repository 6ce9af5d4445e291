"""Question review pages: queue, accept/edit/reject, consensus, adjudication, history, CSRF and roles."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from psyexam.concepts.review import CHECKLIST
from psyexam.concepts.review_db import ReviewDB
from psyexam.server.web import accounts
from tests.web.review_support import app, csrf, ids, review_db, sign_in

ALL = list(CHECKLIST)
PIAGET, WEBER, FECHNER, ATTRIBUTION = "DEV-1-04:theory:2", "GEN-1-02:theory:0", "GEN-1-03:theory:1", "SOC-1-02:theory:3"


@pytest.fixture
def db(tmp_path):
    return review_db(tmp_path / "gen")


@pytest.fixture
def site(tmp_path, db):
    return app(tmp_path, db)


def post(c: TestClient, cid: str, **data):
    """Submit the candidate's form as the browser would: the page's CSRF token and filter fields included."""
    token = csrf(c.get(f"/review/{cid}").text)
    form = {"csrf_token": token, "status": "todo", "concept": "", "auto": "any", **data}
    return c.post(f"/review/{cid}", data=form, follow_redirects=False)


def state(db, cid):
    with ReviewDB(db) as d:
        row = d.candidate(cid)
        return row.status, row.version, dict(row.payload), [(x.reviewer, x.verdict) for x in row.decisions]


def test_without_a_review_database_the_page_says_how_to_set_one(tmp_path):
    site = app(tmp_path, None)
    r = sign_in(site, "ann", "reviewer").get("/review")
    assert r.status_code == 503 and "--review-db" in r.text
    missing = app(tmp_path, tmp_path / "nowhere.sqlite")
    r = sign_in(missing, "bob", "reviewer").get("/review")
    assert r.status_code == 503 and "nowhere.sqlite" in r.text and not (tmp_path / "nowhere.sqlite").exists()


def test_signed_out_users_are_sent_to_sign_in_and_raters_are_refused(site, db):
    cid = ids(db)[0]
    r = TestClient(site).get(f"/review/{cid}", follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].startswith("/login?next=/review/")
    rater = sign_in(site, "rita", "rater")
    assert rater.get("/review").status_code == 403
    assert rater.get(f"/review/{cid}").status_code == 403
    token = csrf(rater.get("/").text)
    r = rater.post(f"/review/{cid}", data={"csrf_token": token, "verdict": "accept", "check": ALL})
    assert r.status_code == 403 and state(db, cid)[3] == []


def test_queue_lists_candidates_with_progress_and_filters(site, db):
    c = sign_in(site, "ann", "reviewer")
    r = c.get("/review")
    assert r.status_code == 200
    for cid in ids(db):
        assert f'href="/review/{quote(cid)}?' in r.text
    assert "4 candidates match" in r.text and "待审 4 waiting for you" in r.text
    r = c.get("/review", params={"concept": "DEV-1-04"})
    assert "1 candidates match" in r.text and "守恒" in r.text and "韦伯定律" not in r.text.split("<tbody>")[1]
    r = c.get("/review", params={"status": "all", "auto": "rejected"})
    assert "1 candidates match" in r.text and ATTRIBUTION in r.text


def test_accept_needs_the_whole_checklist_and_three_reviewers(site, db):
    cid = WEBER
    ann = sign_in(site, "ann", "reviewer")
    r = post(ann, cid, verdict="accept", check=ALL[:4])
    assert r.status_code == 422 and "one_correct" in r.text
    with ReviewDB(db) as d:  # the refused decision registered nobody
        assert d.reviewer("ann") is None and state(db, cid)[3] == []
    r = post(ann, cid, verdict="accept", check=ALL)
    assert r.status_code == 303 and r.headers["location"].startswith(f"/review/{quote(FECHNER)}?")
    assert "saved=" + quote(cid, safe="") in r.headers["location"]
    assert state(db, cid)[0] == "pending"
    assert "待审 3 waiting for you" in ann.get("/review").text  # decided: no longer in ann's to-do list
    for name in ("bob", "cy"):
        post(sign_in(site, name, "reviewer"), cid, verdict="accept", check=ALL)
    assert state(db, cid)[0] == "accepted"
    page = ann.get(f"/review/{cid}").text
    assert "decide:accept" in page and "pending → accepted" in page and "reviewer:add" not in page


def test_reject_needs_a_reason_and_records_the_failed_checks(site, db):
    cid = FECHNER
    ann = sign_in(site, "ann", "reviewer")
    r = post(ann, cid, verdict="reject", check=ALL[:4])
    assert r.status_code == 422 and "give a reason to reject" in r.text
    assert 'value="one_correct" data-key="5">' in r.text and 'value="concept_sound" data-key="1" checked' in r.text
    r = post(ann, cid, verdict="reject", check=ALL[:4], comment="B 与 A 都可以算对")
    assert r.status_code == 303
    status, _, _, decisions = state(db, cid)
    assert status == "pending" and decisions == [("ann", "reject")]
    page = ann.get(f"/review/{cid}").text
    assert "B 与 A 都可以算对" in page and "failed: one_correct" in page
    post(ann, cid, verdict="accept", check=ALL)  # a change of mind supersedes, never deletes
    assert state(db, cid)[3] == [("ann", "reject"), ("ann", "accept")]
    page = ann.get(f"/review/{cid}").text
    assert "(superseded)" in page and "1 current" in page and "B 与 A 都可以算对" in page


def test_an_edit_is_a_proposal_until_enough_reviewers_agree_on_it(site, db):
    cid = WEBER
    ann = sign_in(site, "ann", "reviewer")
    new = "按照韦伯定律，中等强度下差别阈限与原刺激量的比值"
    fields = {"question": new, "option_A": "是一个常数", "option_B": "随刺激增大而增大", "option_C": "随刺激增大而减小",
              "option_D": "等于零", "answer": "A", "explanation": "韦伯定律的解析。"}
    r = post(ann, cid, verdict="edit", check=ALL, comment="题干更通顺", **{**fields, "question": state(db, cid)[2]["question"]})
    assert r.status_code == 422 and "changes nothing" in r.text
    r = post(ann, cid, verdict="edit", check=ALL, comment="题干更通顺", **fields)
    assert r.status_code == 303
    status, version, payload, _ = state(db, cid)
    assert (status, version) == ("pending", 1) and payload["question"] != new
    bob = sign_in(site, "bob", "reviewer")
    page = bob.get(f"/review/{cid}").text
    assert "Proposed revisions" in page and "ann (1/3)" in page
    assert "<del>根据</del><ins>按照</ins>韦伯定律，<del>在</del>中等强度<del>范围内</del><ins>下</ins>" in page
    with ReviewDB(db) as d:
        proposal = next(x.id for x in d.candidate(cid).decisions if x.verdict == "edit")
    assert post(bob, cid, agree=str(proposal), check=ALL).status_code == 303
    assert state(db, cid)[:2] == ("pending", 1)
    post(sign_in(site, "cy", "reviewer"), cid, agree=str(proposal), check=ALL)
    status, version, payload, _ = state(db, cid)
    assert (status, version, payload["question"]) == ("accepted", 2, new)
    history = ann.get(f"/review/{cid}").text.split("Audit history")[1]
    assert history.count("decide:edit") == 3 and "1 → 2" in history and "<del>根据</del><ins>按照</ins>" in history


def test_disagreement_goes_to_adjudication_which_an_admin_settles(site, db):
    cid = PIAGET
    post(sign_in(site, "ann", "reviewer"), cid, verdict="accept", check=ALL)
    bob = sign_in(site, "bob", "reviewer")
    post(bob, cid, verdict="reject", check=ALL[:4], comment="D 选项无意义")
    assert state(db, cid)[0] == "adjudication"
    assert "Settle as adjudicator" not in bob.get(f"/review/{cid}").text
    root = sign_in(site, "root", "admin")
    assert "Settle as adjudicator" in root.get(f"/review/{cid}").text
    todo = root.get("/review").text
    assert "4 candidates match" in todo and f'href="/review/{quote(cid)}?' in todo  # it waits for the adjudicator too
    post(root, cid, verdict="reject", check=ALL[:4], comment="D 选项无意义", adjudicate="1")
    assert state(db, cid)[0] == "rejected"
    with ReviewDB(db) as d:
        assert d.reviewer("root").adjudicator
        assert [(e.actor, e.action) for e in d.audit_trail("") ] == [
            ("ann", "reviewer:add"), ("bob", "reviewer:add"), ("root", "reviewer:add")]
    assert "adjudicate:reject" in root.get(f"/review/{cid}").text
    with site.state.service.db.session() as s:  # the admin's acts are in the service's admin audit too
        rows = s.scalars(select(accounts.AdminAudit).where(accounts.AdminAudit.action.like("review:%"))).all()
        assert [(r.actor, r.action) for r in rows] == [("root", "review:reviewer:add"), ("root", "review:adjudicate")]
        assert json.loads(rows[1].details)["candidate"] == cid and json.loads(rows[1].details)["status"] == "rejected"


def test_posts_without_the_csrf_token_are_refused(site, db):
    cid = ids(db)[0]
    ann = sign_in(site, "ann", "reviewer")
    r = ann.post(f"/review/{cid}", data={"verdict": "accept", "check": ALL})
    assert r.status_code == 403
    r = ann.post(f"/review/{cid}", data={"verdict": "accept", "check": ALL, "csrf_token": "0" * 64})
    assert r.status_code == 403 and state(db, cid)[3] == []


def test_model_written_html_is_shown_as_text(site, db):
    cid = PIAGET
    page = sign_in(site, "ann", "reviewer").get(f"/review/{cid}").text
    assert "<script>alert(1)</script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page


def test_the_generation_folder_adds_check_details_and_the_concept_text(tmp_path, site):
    page = sign_in(site, "ann", "reviewer").get(f"/review/{FECHNER}").text
    assert "checker_disagrees" in page and "check details are not shown" in page and "concept_score" not in page
    gen = app(tmp_path, review_db(tmp_path / "gen2", generation=True).parent)
    page = sign_in(gen, "bob", "reviewer").get(f"/review/{FECHNER}").text
    assert "<dt>concept_score</dt><dd>0.8</dd>" in page and "<dt>checker_answers</dt><dd>[&#34;A&#34;]</dd>" in page
    weber = sign_in(gen, "cy", "reviewer").get(f"/review/{WEBER}").text
    assert "Concept:</strong> " in weber and "差别阈限" in weber.split("Concept:</strong>")[1].split("</p>")[0]


def test_an_edit_is_shown_in_place_character_by_character():
    from psyexam.server.web.review_view import Change, changes

    c = Change("question", "差别阈限与原刺激量之比", "差别阈限与原刺激量的比值")
    assert c.segments == [("same", "差别阈限与原刺激量"), ("del", "之"), ("ins", "的"), ("same", "比"), ("ins", "值")]
    found = changes({"options": {"A": "甲", "B": "乙"}, "answer": "A"}, {"options": {"A": "甲", "B": "丙"}, "answer": "B"})
    assert [(x.field, x.old, x.new) for x in found] == [("options.B", "乙", "丙"), ("answer", "A", "B")]


def test_an_unknown_candidate_is_404(site):
    r = sign_in(site, "ann", "reviewer").get("/review/NOPE")
    assert r.status_code == 404 and "NOPE" in r.text
