"""The leaderboard, run browser, side-by-side page and export in Chromium, driven by the keyboard where it can.

Screenshots of every page go to ``$PSYEXAM_SCREENSHOTS`` (see conftest).
"""

from __future__ import annotations

import re
from concurrent.futures import ThreadPoolExecutor

import pytest

from psyexam.server.settings import Settings
from tests.web.browse_runs import SUBJECTS, make_runs, samples
from tests.web.conftest import live_server


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    root = tmp_path_factory.mktemp("browser") / "runs"
    root.mkdir()
    # in a thread of its own: the engine runs an event loop, and Playwright's sync API has one in this thread
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(make_runs, root).result()


@pytest.fixture
def site(tmp_path, runs):
    root = next(iter(runs.values())).parent
    with live_server(Settings(db_url=str(tmp_path / "s.sqlite"), runs=(str(root),))) as url:
        yield url


def test_leaderboard_sorts_filters_and_loads_its_matrix(site, runs, page, screenshots):
    page.goto(site + "/leaderboard")
    page.wait_for_selector("table.matrix")  # fetched by htmx after the page loaded
    assert page.locator("table.board tbody tr").count() == len(runs)
    page.screenshot(path=str(screenshots / "leaderboard.png"), full_page=True)

    page.get_by_role("link", name="运行 Run", exact=True).click()
    page.wait_for_url(re.compile(r"sort=name"))
    names = page.locator("table.board tbody th").all_inner_texts()
    assert names == sorted(names)
    assert page.locator('th[aria-sort="ascending"]').count() == 1

    page.select_option("select[name=subject]", SUBJECTS[2])  # htmx swaps the board in place
    page.wait_for_url(re.compile("subject="))
    expected = str(sum(x["subject"] == SUBJECTS[2] for x in samples(runs["hash"])))
    page.wait_for_function(f"document.querySelector('table.board tbody td.num').innerText === '{expected}'")
    page.wait_for_selector("table.matrix")
    page.screenshot(path=str(screenshots / "leaderboard-filtered.png"), full_page=True)


def test_run_browser_pages_searches_and_exports_from_the_keyboard(site, runs, page, screenshots, tmp_path):
    page.goto(site + "/runs")
    page.screenshot(path=str(screenshots / "runs.png"), full_page=True)
    page.get_by_role("link", name="mixed", exact=True).click()
    page.wait_for_selector("table.items")
    assert page.locator("table.items tbody tr").count() == 50
    page.screenshot(path=str(screenshots / "run.png"), full_page=False)

    page.keyboard.press("n")  # next page
    page.wait_for_url(re.compile(r"page=2"))
    assert page.locator("table.items tbody tr td.num").first.inner_text() == "51"

    page.keyboard.press("/")  # focus the search box
    page.keyboard.type("不确定")
    unparsed = sum(x["unparsed"] for x in samples(runs["mixed"]))
    page.wait_for_function(f"document.querySelectorAll('table.items tbody tr').length === {unparsed}")
    assert re.search(r"q=%E4%B8%8D", page.url)  # the view is in the URL, so it can be shared
    page.screenshot(path=str(screenshots / "run-search.png"), full_page=True)

    with page.expect_download() as dl:
        page.get_by_role("link", name=re.compile("Export this view")).click()
    saved = tmp_path / "export.html"
    dl.value.save_as(saved)
    page.goto(saved.as_uri())
    assert page.locator("table.items tbody tr").count() == unparsed
    page.screenshot(path=str(screenshots / "run-export.png"), full_page=True)


def test_two_runs_side_by_side(site, runs, page, screenshots):
    page.goto(site + "/runs")
    page.select_option("select[name=a]", label="hash")
    page.select_option("select[name=b]", label="fixed")
    page.get_by_role("button", name=re.compile("Compare")).click()
    page.wait_for_selector("section.test table")
    a, b = samples(runs["hash"]), samples(runs["fixed"])
    discordant = sum(x["correct"] != y["correct"] for x, y in zip(a, b))
    assert page.locator("table.items tbody tr").count() == min(discordant, 50)
    page.screenshot(path=str(screenshots / "diff.png"), full_page=False)
    page.get_by_label(re.compile("Only B right")).check()
    page.wait_for_url(re.compile("show=b_only"))
    only_b = sum(y["correct"] and not x["correct"] for x, y in zip(a, b))
    assert page.locator("table.items tbody tr").count() == min(only_b, 50)
