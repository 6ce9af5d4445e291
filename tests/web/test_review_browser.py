"""Question review in Chromium: a reviewer signs in and reviews three questions with the keyboard."""

from __future__ import annotations

from psyexam.concepts.review_db import ReviewDB
from psyexam.server.db import open_database
from psyexam.server.settings import Settings
from psyexam.server.web import accounts
from tests.web.review_support import PASSWORD, review_db


def test_a_reviewer_accepts_rejects_and_edits_three_questions_by_keyboard(tmp_path, page, screenshots):
    from tests.web.conftest import live_server

    path = review_db(tmp_path / "gen", required=2)
    settings = Settings(db_url=str(tmp_path / "service.sqlite"), review_db=str(path.parent))
    db = open_database(settings.db_url)
    accounts.add_user(db, "李审核", "reviewer", PASSWORD, actor="test")
    db.dispose()
    with live_server(settings) as url:
        page.goto(url + "/review")
        page.fill("input[name=name]", "李审核")
        page.fill("input[name=password]", PASSWORD)
        page.keyboard.press("Enter")
        page.wait_for_url(url + "/review")
        assert "4 candidates match" in page.inner_text("main")
        page.screenshot(path=str(screenshots / "review-queue.png"), full_page=True)

        page.keyboard.press("j")  # focus the first row, then open it
        page.keyboard.press("Enter")
        page.wait_for_url("**/review/DEV-1-04%3Atheory%3A2?*")
        page.screenshot(path=str(screenshots / "review-candidate.png"), full_page=True)
        for key in "12345":  # the whole checklist, then accept
            page.keyboard.press(key)
        page.keyboard.press("a")
        page.wait_for_url("**/review/GEN-1-02%3Atheory%3A0?*")
        assert "Recorded your decision on DEV-1-04:theory:2" in page.inner_text("main")

        page.keyboard.press("r")  # no reason yet: the reason field takes the focus instead
        assert page.evaluate("document.activeElement.id") == "comment"
        page.keyboard.type("差别阈限的表述不准确")
        page.focus("#btn-reject")
        page.keyboard.press("Enter")
        page.wait_for_url("**/review/GEN-1-03%3Atheory%3A1?*")

        page.keyboard.press("e")
        assert page.evaluate("document.activeElement.id") == "f-question"
        page.keyboard.press("End")
        page.keyboard.type("？")
        page.fill("#comment", "补全问句")
        page.focus("#btn-edit")  # leave the text fields so the number keys tick the checklist
        for key in "12345":
            page.keyboard.press(key)
        page.focus("#btn-edit")
        page.keyboard.press("Enter")
        page.wait_for_url("**/review/SOC-1-02%3Atheory%3A3?*")
        page.screenshot(path=str(screenshots / "review-next.png"), full_page=True)

        page.goto(url + "/review/GEN-1-03:theory:1?status=all")
        assert "Proposed revisions" in page.inner_text("main") and "李审核 (1/2)" in page.inner_text("main")
        page.screenshot(path=str(screenshots / "review-history.png"), full_page=True)
        page.goto(url + "/review")
        assert "已审 3 decided" in page.inner_text("main")
    with ReviewDB(path) as rdb:
        verdicts = {r.id: [(d.reviewer, d.verdict) for d in r.decisions] for r in rdb.candidates()}
        edit = rdb.candidate("GEN-1-03:theory:1").decisions[0].edit
    assert verdicts == {"DEV-1-04:theory:2": [("李审核", "accept")], "GEN-1-02:theory:0": [("李审核", "reject")],
                        "GEN-1-03:theory:1": [("李审核", "edit")], "SOC-1-02:theory:3": []}
    assert edit["question"].endswith("成正比？")
