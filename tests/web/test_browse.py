"""The leaderboard, run browser, side-by-side page and exports, through FastAPI's test client.

Expected figures are read straight from the runs' samples.jsonl, never from the pages' own code.
"""

from __future__ import annotations

import itertools
import json
import re
import shutil
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from psyexam.server.app import create_app
from psyexam.server.settings import Settings
from psyexam.server.web.catalog import run_key
from psyexam.stats import holm, mcnemar
from tests.web.browse_runs import SCRIPT_REPLY, SUBJECTS, N, make_runs, samples
from tests.web.html_tables import table


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("browse") / "runs"
    root.mkdir()
    return make_runs(root)


@pytest.fixture
def client(tmp_path, runs) -> TestClient:
    root = next(iter(runs.values())).parent
    return TestClient(create_app(Settings(db_url=str(tmp_path / "s.sqlite"), runs=(str(root),))))


def board_rows(html: str) -> dict[str, list[str]]:
    rows, _ = table(html, "board")
    return {r[0]: r for r in rows[1:]}


def items_rows(html: str) -> list[list[str]]:
    rows, _ = table(html, "items")
    return rows[1:]


def key(runs, name: str) -> str:
    return run_key(runs[name].resolve())


# the leaderboard


def test_leaderboard_counts_every_run_from_its_items(client, runs):
    r = client.get("/leaderboard")
    assert r.status_code == 200
    rows = board_rows(r.text)
    assert set(rows) == set(runs)
    for name, folder in runs.items():
        s = samples(folder)
        right = sum(x["correct"] for x in s)
        row = rows[name]
        assert row[3] == str(len(s))
        assert row[4].startswith(f"{100 * right / len(s):.1f} [")  # accuracy with its interval
        assert row[9] == str(sum(x["unparsed"] for x in s))  # unparsed, in the denominator
    assert rows["mixed"][9] == "12"


@pytest.mark.parametrize("order", ["asc", "desc"])
def test_leaderboard_sorts_by_any_column_on_the_server(client, runs, order):
    html = client.get(f"/leaderboard?sort=name&order={order}").text
    names = list(board_rows(html))
    assert names == sorted(names, reverse=order == "desc")
    assert 'aria-sort="ascending"' in html if order == "asc" else 'aria-sort="descending"' in html
    acc = {n: sum(x["correct"] for x in samples(f)) for n, f in runs.items()}
    by_acc = list(board_rows(client.get(f"/leaderboard?sort=accuracy&order={order}").text))
    assert [acc[n] for n in by_acc] == sorted(acc.values(), reverse=order == "desc")


def test_leaderboard_filters_recompute_on_the_filtered_items(client, runs):
    subject = SUBJECTS[1]
    rows = board_rows(client.get("/leaderboard", params={"subject": subject}).text)
    for name, folder in runs.items():
        s = [x for x in samples(folder) if x["subject"] == subject]
        assert rows[name][3] == str(len(s))
        assert rows[name][4].startswith(f"{100 * sum(x['correct'] for x in s) / len(s):.1f}")
    chapter = f"{subject}第2章"
    rows = board_rows(client.get("/leaderboard", params={"chapter": chapter}).text)
    assert rows["hash"][3] == str(sum(x["chapter"] == chapter for x in samples(runs["hash"])))
    rows = board_rows(client.get("/leaderboard", params={"qtype": "multi"}).text)
    assert all(r[3] == "0" and r[4] == "–" for r in rows.values())


def test_the_paired_matrix_is_mcnemar_on_shared_items_holm_adjusted(client, runs):
    html = client.get("/leaderboard/matrix").text
    rows, links = table(html, "matrix")
    names = rows[0][1:]
    outcomes = {n: [x["correct"] for x in samples(runs[n])] for n in names}
    pvalues = {}
    for a, b in itertools.combinations(names, 2):
        pairs = list(zip(outcomes[a], outcomes[b]))
        cells = [sum(x == ea and y == eb for x, y in pairs) for ea, eb in [(1, 1), (1, 0), (0, 1), (0, 0)]]
        pvalues[(a, b)] = mcnemar(*cells).pvalue
    adjusted = dict(zip(pvalues, holm(list(pvalues.values()))))
    for row in rows[1:]:
        for j, cell in enumerate(row[1:]):
            a, b = row[0], names[j]
            if a == b:
                continue
            diff = 100 * (sum(outcomes[a]) - sum(outcomes[b])) / N
            assert cell.startswith(f"{diff:+.1f}")
            p = adjusted.get((a, b), adjusted.get((b, a)))
            assert f"p={p:.3g}" in cell
    assert any(href.startswith("/diff?a=") for row in links for href in row)


def test_finished_exams_of_the_service_are_rows_of_their_own(tmp_path, runs):
    from psyexam.server.tokens import add_org

    root = next(iter(runs.values())).parent
    app = create_app(Settings(db_url=str(tmp_path / "s.sqlite"), runs=(str(root),)))
    token = add_org(app.state.service.db, "acme")
    c = TestClient(app)
    auth = {"Authorization": f"Bearer {token}"}
    exam = c.post("/api/v1/exams", json={"size": 5, "model": "svc-model"}, headers=auth).json()["exam_id"]
    while not (q := c.get(f"/api/v1/exams/{exam}/question", headers=auth).json()).get("done"):
        c.post(f"/api/v1/exams/{exam}/answers", json={"index": q["index"], "answer": "A"}, headers=auth)
    score = c.get(f"/api/v1/exams/{exam}", headers=auth).json()["score"]["overall"]
    rows = board_rows(c.get("/leaderboard").text)
    row = rows["svc-model @ acme (service)"]
    assert row[2] == "服务 service" and row[3] == "5"
    assert row[4].startswith(f"{100 * score['correct'] / 5:.1f}")
    open_exam = c.post("/api/v1/exams", json={"size": 3, "model": "unfinished"}, headers=auth).json()["exam_id"]
    assert open_exam and not any("unfinished" in n for n in board_rows(c.get("/leaderboard").text))


# the run browser


def test_runs_are_listed_with_links_by_opaque_key(client, runs):
    rows, links = table(client.get("/runs").text, "runs")
    hrefs = {h for row in links for h in row}
    assert {f"/runs/{key(runs, n)}" for n in runs} <= hrefs
    assert not any(str(f) in client.get("/runs").text for f in runs.values())  # no paths in URLs


def test_the_browser_pages_on_the_server(client, runs):
    k = key(runs, "hash")
    first = items_rows(client.get(f"/runs/{k}").text)
    assert [r[0] for r in first] == [str(i) for i in range(1, 51)]
    last = client.get(f"/runs/{k}", params={"page": 3}).text
    assert [r[0] for r in items_rows(last)] == [str(i) for i in range(101, N + 1)]
    assert "第 3 / 3 页" in last
    assert items_rows(client.get(f"/runs/{k}", params={"page": 99}).text) == items_rows(last)  # clamped


def test_each_row_shows_question_options_gold_reply_and_reading(client, runs):
    s = samples(runs["hash"])
    row = items_rows(client.get(f"/runs/{key(runs, 'hash')}").text)[0]
    assert "第0题：关于普通心理学的说法" in row[1] and "A. 选项甲0" in row[1] and "D. 选项丁0" in row[1]
    assert row[2] == s[0]["gold"]
    assert s[0]["response"] in row[3]
    assert row[4] == f"{s[0]['prediction']} {s[0]['extraction']}"
    assert row[5] in ("正确 right", "错误 wrong")


def test_replies_are_escaped(client, runs):
    html = client.get(f"/runs/{key(runs, 'mixed')}", params={"q": "第5题"}).text
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" in html
    rows = items_rows(html)
    assert len(rows) == 1 and SCRIPT_REPLY in rows[0][3]


@pytest.mark.parametrize(("params", "expect"), [
    ({"wrong": "1"}, lambda x: x["correct"] is False),
    ({"unparsed": "1"}, lambda x: x["unparsed"]),
    ({"subject": "社会心理学"}, lambda x: x["subject"] == "社会心理学"),
    ({"chapter": "发展心理学第1章"}, lambda x: x["chapter"] == "发展心理学第1章"),
    ({"concept": "普通心理学第2章·概念2"}, lambda x: x["concept"] == "普通心理学第2章·概念2"),
    ({"q": "不确定"}, lambda x: "不确定" in (x["response"] or "")),
    ({"q": "选项丙17"}, lambda x: x["id"] == "q017"),
    ({"q": "第1 社会"}, lambda x: "第1" in x["messages"][-1]["content"] and x["subject"] == "社会心理学"),
    ({"wrong": "1", "subject": "普通心理学", "unparsed": "1"},
     lambda x: x["correct"] is False and x["unparsed"] and x["subject"] == "普通心理学"),
])
def test_filters_and_search_select_exactly_the_matching_items(client, runs, params, expect):
    s = samples(runs["mixed"])
    want = [str(i + 1) for i, x in enumerate(s) if expect(x)]
    got = []
    for page in range(1, 4):
        html = client.get(f"/runs/{key(runs, 'mixed')}", params={**params, "page": page}).text
        got += [r[0] for r in items_rows(html)]
        if f"第 {page} / {page} 页" in html:
            break
    assert got == want and want


def test_judge_scores_and_reasons_are_shown(tmp_path):
    from tests.report.judged import SCORES, judged_run

    root = tmp_path / "runs"
    root.mkdir()
    folder = judged_run(root / "judged")
    c = TestClient(create_app(Settings(db_url=str(tmp_path / "s.sqlite"), runs=(str(root),))))
    html = c.get(f"/runs/{run_key(folder.resolve())}").text
    rows, _ = table(html, "items")
    assert rows[0][-1].startswith("评委")
    by_id = {r[1].split(" · ")[0]: r for r in rows[1:]}
    for qid, score in SCORES.items():
        assert by_id[qid][-1].startswith(f"{score:g}")
    assert "judge_failed" in by_id["a3"][-1] and "回答还可以" in by_id["a3"][-1]  # the judge's reply, as its reason


@pytest.mark.parametrize("path", ["/runs/%2E%2E", "/runs/..%2F..%2Fetc", "/runs/%2Fetc%2Fpasswd", "/runs/0000000000000000",
                                  "/diff?a=..&b=/etc", "/runs/..%2Fhash/export"])
def test_unknown_run_keys_are_404_whatever_they_look_like(client, path):
    r = client.get(path)
    assert r.status_code == 404
    assert "root:" not in r.text


def test_a_run_outside_the_configured_folders_cannot_be_opened_by_its_key(client, tmp_path, runs):
    other = tmp_path / "elsewhere"
    shutil.copytree(runs["hash"], other)
    assert client.get(f"/runs/{run_key(other.resolve())}").status_code == 404


def test_the_index_is_rebuilt_when_the_run_changes(tmp_path, runs):
    root = tmp_path / "runs"
    folder = root / "copy"
    shutil.copytree(runs["hash"], folder)
    c = TestClient(create_app(Settings(db_url=str(tmp_path / "s.sqlite"), runs=(str(root),))))
    k = run_key(folder.resolve())
    assert items_rows(c.get(f"/runs/{k}", params={"q": "全新的回复"}).text) == []
    lines = (folder / "samples.jsonl").read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0]) | {"response": "全新的回复"}
    (folder / "samples.jsonl").write_text("\n".join([json.dumps(first, ensure_ascii=False), *lines[1:]]) + "\n",
                                          encoding="utf-8")
    assert [r[0] for r in items_rows(c.get(f"/runs/{k}", params={"q": "全新的回复"}).text)] == ["1"]


# side by side


def test_diff_shows_where_two_runs_differ_and_mcnemar_on_them(client, runs):
    a, b = samples(runs["hash"]), samples(runs["fixed"])
    only_a = [i for i, (x, y) in enumerate(zip(a, b)) if x["correct"] and not y["correct"]]
    only_b = [i for i, (x, y) in enumerate(zip(a, b)) if y["correct"] and not x["correct"]]
    url = "/diff"
    ab = {"a": key(runs, "hash"), "b": key(runs, "fixed")}
    html = client.get(url, params={**ab, "show": "a_only"}).text
    rows = items_rows(html)
    assert [r[0].split(" · ")[0] for r in rows] == [a[i]["id"] for i in only_a]
    assert all(r[2].startswith("正确 right") and r[3].startswith("错误 wrong") for r in rows)
    both = sum(x["correct"] and y["correct"] for x, y in zip(a, b))
    neither = len(a) - both - len(only_a) - len(only_b)
    p = mcnemar(both, len(only_a), len(only_b), neither).pvalue
    assert f"p = {p:.4g}" in html
    rows = items_rows(client.get(url, params=ab).text)  # discordant by default
    assert len(rows) == len(only_a) + len(only_b)


def test_diff_of_a_run_with_itself_or_an_unknown_run_is_refused(client, runs):
    k = key(runs, "hash")
    assert client.get(f"/diff?a={k}&b={k}").status_code == 404
    assert client.get(f"/diff?a={k}").status_code == 404


# exports


@pytest.mark.parametrize("path", ["/runs/{hash}", "/diff", "/leaderboard"])
def test_exports_are_self_contained_and_show_the_same_view(client, runs, path):
    path = path.format(hash=key(runs, "hash"))
    params = {"/diff": {"a": key(runs, "hash"), "b": key(runs, "fixed"), "show": "all", "page": "2"},
              "/leaderboard": {"subject": SUBJECTS[0], "sort": "name"}}.get(path, {"page": "2", "wrong": "1"})
    on_screen = client.get(path, params=params).text
    r = client.get(path + "/export", params=params)
    assert r.status_code == 200 and r.headers["content-disposition"].startswith("attachment;")
    html = r.text
    assert "<style>" in html and "<script" not in html.lower()
    assert not re.search(r"""(src|href)=["']?(https?:|/static|/font)""", html)
    assert [u[:16] for u in re.findall(r"url\(([^)]*)\)", html)] == ["data:font/otf;ba"]  # CJK glyphs inline
    cls = "board" if path == "/leaderboard" else "items"
    assert table(html, cls)[0] == table(on_screen, cls)[0]


# the commands


def test_psyexam_web_serves_the_given_runs_on_a_temporary_database(monkeypatch, runs):
    import uvicorn
    from click.testing import CliRunner

    from psyexam.cli import cli

    seen = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: seen.update(app=app, **kw))
    root = next(iter(runs.values())).parent
    result = CliRunner().invoke(cli, ["web", str(root), "--no-browser", "--port", "0"], standalone_mode=False)
    assert result.exception is None, result.output
    assert re.search(r"http://127\.0\.0\.1:\d+/leaderboard", result.output) and seen["port"] > 0
    assert set(board_rows(TestClient(seen["app"]).get("/leaderboard").text)) == set(runs)


def test_psyexam_web_without_any_run_folder_is_a_one_line_error(tmp_path, capsys):
    from psyexam.cli import main

    assert main(["web", str(tmp_path), "--no-browser"]) == 2
    assert "no run folder found" in capsys.readouterr().err


def test_server_start_passes_run_folders_and_review_db_to_the_pages(monkeypatch, tmp_path, runs):
    import uvicorn
    from click.testing import CliRunner

    from psyexam.cli import cli

    seen = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: seen.update(app=app))
    root = str(next(iter(runs.values())).parent)
    args = ["server", "start", "--db", str(tmp_path / "s.sqlite"), "--runs", root, "--runs", root,
            "--review-db", str(tmp_path / "review.sqlite")]
    result = CliRunner().invoke(cli, args, standalone_mode=False)
    assert result.exception is None, result.output
    settings = seen["app"].state.service.settings
    assert settings.runs == (root, root) and settings.review_db == str(tmp_path / "review.sqlite")
    assert set(board_rows(TestClient(seen["app"]).get("/leaderboard").text)) == set(runs)
