"""End to end in Chromium: an admin sets up accounts and tasks from the command line; a rater rates five
items on the item-wise page and five on the blind pairwise page (keyboard shortcuts and mouse); a reviewer
reviews three questions; the leaderboard and ``psyexam ratings report`` change."""

from __future__ import annotations

import json

import pytest

from psyexam.server.settings import Settings
from tests.web.rating_support import qa_runs
from tests.web.review_support import review_db
from tests.web.test_auth import run

PASSWORD = "e2e password 1"
RATER, REVIEWER = "王评分", "李审核"
ITEM_TASK, PAIR_TASK = "心理问答逐项评分", "心理问答盲评"


def admin_sets_up(tmp_path) -> tuple[Settings, tuple]:
    url = str(tmp_path / "service.sqlite")
    runs = qa_runs(tmp_path / "runs")
    for name, role in (("admin", "admin"), (RATER, "rater"), (REVIEWER, "reviewer")):
        r = run(["server", "add-user", name, "--role", role, "--db", url, "--password-stdin"], input=PASSWORD + "\n")
        assert r.exit_code == 0, r.output
    r = run(["server", "rating-task", ITEM_TASK, "--db", url, "--run", str(runs[0]), "--raters", "1"])
    assert r.exit_code == 0 and "6 items" in r.output, r.output
    r = run(["server", "rating-task", PAIR_TASK, "--db", url, "--run", str(runs[0]), "--run", str(runs[1]),
             "--raters", "1", "--seed", "1"])
    assert r.exit_code == 0 and "pairwise" in r.output, r.output
    review = review_db(tmp_path / "gen", required=2)
    return Settings(db_url=url, runs=tuple(str(p) for p in runs), review_db=str(review.parent)), runs


def sign_in(page, url: str, path: str, name: str, shots=None) -> None:
    page.goto(url + path)
    if shots is not None:
        page.screenshot(path=str(shots / "login.png"), full_page=True)
    page.fill("input[name=name]", name)
    page.fill("input[name=password]", PASSWORD)
    page.keyboard.press("Enter")
    page.wait_for_url(url + path)


def rate_five_itemwise(page, url: str, shots) -> None:
    page.get_by_role("link", name="继续 Continue").first.click()
    page.wait_for_url("**/rate/a/*")
    assert "已评 Rated 0 / 6" in page.inner_text("main")
    page.screenshot(path=str(shots / "rate-item.png"), full_page=True)
    # the first by mouse: a level on each dimension, then the button
    for key in ("correctness", "informativeness", "fluency", "logic", "harmlessness"):
        page.check(f"input[name=dim_{key}][value='4']")
    before = page.url
    page.get_by_role("button", name="提交 Submit").click()
    page.wait_for_url(lambda u: u != before)
    for levels in ("54545", "33443", "22312", "55555"):  # the rest by keyboard: digits move on, Enter submits
        before = page.url
        for key in levels:
            page.keyboard.press(key)
        page.keyboard.press("Enter")
        page.wait_for_url(lambda u, b=before: u != b)
    assert "已评 Rated 5 / 6" in page.inner_text("main")
    page.keyboard.press("k")  # back to the fifth: it shows what was given
    page.wait_for_load_state()
    assert page.locator("input[name=dim_correctness][value='5']").is_checked()


def rate_five_pairwise(page, url: str, shots, secrets: list[str]) -> None:
    page.goto(url + "/rate")
    page.get_by_role("row", name=PAIR_TASK).get_by_role("link").click()
    page.wait_for_url("**/rate/a/*")
    page.screenshot(path=str(shots / "rate-pair.png"), full_page=True)
    for key in "12341":  # a shortcut chooses and submits at once
        html = page.content()
        assert not [s for s in secrets if s in html], "a blind page names a model or run"
        before = page.url
        page.keyboard.press(key)
        page.wait_for_url(lambda u, b=before: u != b)
    assert "已评 Rated 5 / 6" in page.inner_text("main")


def review_three(page, url: str) -> None:
    sign_in(page, url, "/review", REVIEWER)
    page.keyboard.press("j")
    page.keyboard.press("Enter")
    page.wait_for_url("**/review/*?*")
    for _ in range(3):
        before = page.url
        for key in "12345":  # the whole checklist, then accept
            page.keyboard.press(key)
        page.keyboard.press("a")
        page.wait_for_url(lambda u, b=before: u != b)
    page.goto(url + "/review")
    assert "已审 3 decided" in page.inner_text("main")


@pytest.mark.slow  # about 20 s: a browser, ten ratings, three reviews
@pytest.mark.ci  # the end-to-end check runs in CI
def test_rate_review_and_see_the_leaderboard_and_report_change(tmp_path, page, screenshots):
    from tests.web.conftest import live_server

    settings, runs = admin_sets_up(tmp_path)
    report = ["ratings", "report", "--db", settings.db_url, "--json", "--task"]
    assert run([*report, ITEM_TASK]).exit_code == 2  # nothing rated yet
    secrets = ["mock", runs[0].name, runs[1].name, str(tmp_path)]
    with live_server(settings) as url:
        page.goto(url + "/leaderboard")
        assert "人工评分 Human ratings" not in page.inner_text("main")
        sign_in(page, url, "/rate", RATER, screenshots)
        page.screenshot(path=str(screenshots / "rate-tasks.png"), full_page=True)
        rate_five_itemwise(page, url, screenshots)
        rate_five_pairwise(page, url, screenshots, secrets)
        page.goto(url + "/rate")
        assert "5 / 6" in page.inner_text("main")
        page.screenshot(path=str(screenshots / "rate-progress.png"), full_page=True)
        page.get_by_role("button", name="退出 Sign out").click()
        review_three(page, url)
        page.goto(url + "/leaderboard")
        human = page.inner_text("section.human")
        assert "人工评分 Human ratings" in human and "mock:H" in human and "Bradley–Terry" in human
        page.locator("section.human").screenshot(path=str(screenshots / "leaderboard-human.png"))
        page.get_by_role("button", name="退出 Sign out").click()
        sign_in(page, url, "/admin", "admin")
        assert page.inner_text("main").count("5 / 6") == 2  # each task's progress, as the admin sees it
        page.screenshot(path=str(screenshots / "admin.png"), full_page=True)
    items = json.loads(run([*report, ITEM_TASK]).output)
    assert items["items"] == 5 and items["raters"] == [RATER] and items["rubric"]["name"] == "dimensions"
    pairs = json.loads(run([*report, PAIR_TASK]).output)
    assert sum(p["wins"] + p["ties"] + p["losses"] for p in pairs["pairwise_rankings"]["points"]) == 10
