"""``psyexam report`` and ``psyexam compare`` end to end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from psyexam.cli import main
from tests.report.runfolders import outcomes, standard_run, write_run

FAST = ["--resamples", "200"]


@pytest.fixture
def two(tmp_path):
    return (standard_run(tmp_path / "z", model="m1", shots=0), standard_run(tmp_path / "f", model="m1", shots=5))


def test_report_json(two, capsys):
    assert main(["report", str(two[0]), "--json", *FAST]) == 0
    data = json.loads(capsys.readouterr().out)
    (run,) = data["runs"]
    assert run["micro"]["n"] == 15 and run["micro"]["correct"] == 8
    assert run["macro"]["subject"]["groups"] == 4
    assert data["leaderboard"]["rows"][0]["model"] == "m1"


def test_report_markdown_table2(two, capsys):
    assert main(["report", *map(str, two), "--md", *FAST]) == 0
    out = capsys.readouterr().out
    assert "| model | KG/MCQA/zero-shot | KG/MRQA/zero-shot | KG/MCQA/few-shot" in out
    assert "macro over subjects" in out and "micro (all graded items)" in out
    assert "## m1 (0-shot)" in out and "## m1 (5-shot)" in out


def test_report_terminal_and_csv(two, tmp_path, capsys):
    assert main(["report", str(two[0]), "--csv", str(tmp_path / "csv"), *FAST]) == 0
    out = capsys.readouterr().out
    assert "Leaderboard" in out and "By subject" in out
    files = {p.name for p in (tmp_path / "csv").iterdir()}
    assert "leaderboard.csv" in files and any(f.endswith("_subject.csv") for f in files)
    subject = next((tmp_path / "csv").glob("*_subject.csv")).read_text(encoding="utf-8")
    assert subject.splitlines()[0].startswith("group,n,correct,accuracy,accuracy low,accuracy high")


def test_report_html_and_plots(two, tmp_path, capsys):
    html = tmp_path / "out" / "r.html"
    assert main(["report", *map(str, two), "--html", str(html), "--plots", str(tmp_path / "p"), *FAST]) == 0
    assert html.stat().st_size > 10_000
    assert (tmp_path / "p" / "subjects.svg").exists() and (tmp_path / "p" / "pvalues.png").exists()


def test_report_refuses_mixed_unless_allowed(tmp_path, capsys):
    a = write_run(tmp_path / "a", outcomes("10"), model="m1")
    b = write_run(tmp_path / "b", outcomes("10"), model="m2", fingerprint="other-bank")
    assert main(["report", str(a), str(b), *FAST]) == 2
    err = capsys.readouterr().err
    assert "bank fingerprint" in err and "--allow-mixed" in err and err.count("\n") == 1
    assert main(["report", str(a), str(b), "--allow-mixed", "--md", *FAST]) == 0
    assert "m2 *" in capsys.readouterr().out


def test_report_sort_unknown_column(two, capsys):
    assert main(["report", str(two[0]), "--sort", "bogus", *FAST]) == 2
    assert "unknown column" in capsys.readouterr().err


def test_report_keeps_going_past_a_broken_run(two, tmp_path, capsys):
    assert main(["report", str(two[0]), str(tmp_path / "missing"), "--json", *FAST]) == 2
    captured = capsys.readouterr()
    assert "not a run folder" in captured.err
    assert len(json.loads(captured.out)["runs"]) == 1


def test_report_running_is_warned(tmp_path, capsys):
    run = write_run(tmp_path / "r", outcomes("10"), status="running")
    assert main(["report", str(run), "--md", *FAST]) == 0
    assert "in progress" in capsys.readouterr().err


def test_compare_json_numbers(tmp_path, capsys):
    a = write_run(tmp_path / "a", outcomes("1111000011"), model="m1")
    b = write_run(tmp_path / "b", outcomes("1010101001"), model="m2")
    assert main(["compare", str(a), str(b), "--json", *FAST]) == 0
    data = json.loads(capsys.readouterr().out)
    (pair,) = data["pairs"]
    assert pair["mcnemar"]["table"] == [[3, 3], [2, 2]]
    assert pair["mcnemar"]["test"] == "exact"
    assert pair["difference"]["estimate"] == pytest.approx(-0.1)


def test_compare_three_runs_holm(tmp_path, capsys):
    runs = [write_run(tmp_path / n, outcomes(p * 10), model=n) for n, p in
            (("m1", "1100"), ("m2", "1010"), ("m3", "1111"))]
    assert main(["compare", *map(str, runs), "--md", *FAST]) == 0
    out = capsys.readouterr().out
    assert "p (Holm)" in out
    assert sum(line.startswith("| m") for line in out.splitlines()) == 3


@pytest.mark.parametrize("setup, message", [
    (lambda t: [write_run(t / "a", outcomes("10")), write_run(t / "b", outcomes("10", prefix="z"))],
     "share no graded item"),
    (lambda t: [write_run(t / "a", outcomes("10")), t / "missing"], "not a run folder"),
    (lambda t: [write_run(t / "a", outcomes("10"))], "at least two"),
])
def test_compare_bad_inputs(tmp_path, capsys, setup, message):
    paths = setup(tmp_path)
    assert main(["compare", *map(str, paths)]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


def test_compare_running_run_is_compared_with_warning(tmp_path, capsys):
    a = write_run(tmp_path / "a", outcomes("1100"), model="m1")
    b = write_run(tmp_path / "b", outcomes("1010"), model="m2", status="running")
    assert main(["compare", str(a), str(b), "--json", *FAST]) == 0
    captured = capsys.readouterr()
    assert "in progress" in captured.err
    assert json.loads(captured.out)["runs"][1]["status"] == "running"


def test_report_on_engine_runs(tmp_path, capsys):
    """Runs made by the engine with the mock backend (0 and 2 shots) report and compare."""
    from psyexam.run.config import RunConfig
    from psyexam.run.engine import run

    a = run(RunConfig(model="mock:", bench="demo", out=tmp_path / "r0", shots=0), progress=False).folder
    b = run(RunConfig(model="mock:", bench="demo", out=tmp_path / "r2", shots=2), progress=False).folder
    assert main(["report", str(a), str(b), "--json", *FAST]) == 0
    data = json.loads(capsys.readouterr().out)
    samples = [json.loads(line) for line in (Path(a) / "samples.jsonl").read_text(encoding="utf-8").splitlines()]
    graded = [s for s in samples if s["correct"] is not None]
    assert data["runs"][0]["micro"]["n"] == len(graded)
    assert data["runs"][0]["micro"]["correct"] == sum(s["correct"] for s in graded)
    assert data["leaderboard"]["settings"] == ["zero-shot", "few-shot"]
    assert main(["compare", str(a), str(b), "--json", *FAST]) == 0
    pair = json.loads(capsys.readouterr().out)["pairs"][0]
    assert pair["n_shared"] == len(graded)


@pytest.fixture
def judged_cli(tmp_path, capsys):
    """A mock run on QA and single-choice items, judged through `psyexam judge` with canned replies."""
    from tests.report.judged import REPLIES, mock_run

    folder = mock_run(tmp_path / "qa", qtypes=("single", "qa"))
    assert main(["judge", str(folder), "--judge", "mock:", "--concurrency", "1",
                 "--backend-option", "responses=" + json.dumps(REPLIES, ensure_ascii=False)]) in (0, None)
    capsys.readouterr()
    return folder


def test_report_judged_run_json(judged_cli, capsys):
    assert main(["report", str(judged_cli), "--json", *FAST]) == 0
    data = json.loads(capsys.readouterr().out)
    q = data["runs"][0]["qa_judge"]
    assert q["judge"] == "mock:" and q["rubric"] == "score100" and q["scale"] == [0, 100]
    assert q["counts"] == {"scored": 4, "judge_failed": 2, "judge_error": 0, "no_answer": 0, "no_reference": 0}
    assert q["mean"]["estimate"] == 76.25 and q["mean"]["n"] == 4 and q["judge_failures"] == 2
    assert {s["key"]: s["mean"]["estimate"] for s in q["by_subject"]} == {"普通心理学": 87.5, "社会心理学": 65.0}
    assert [(f["id"], f["status"]) for f in q["failures"]] == [("a3", "judge_failed"), ("b3", "judge_failed")]
    assert q["statement"].startswith("mean over 4 scored of 6 QA items; 2 judge failures listed")
    (row,) = data["leaderboard"]["rows"]
    assert data["leaderboard"]["qa_columns"] == ["QA (judge)"]
    assert row["qa_judge"]["QA (judge)"]["estimate"] == 76.25 and row["qa_judge"]["QA (judge)"]["judge"] == "mock:"
    assert data["runs"][0]["micro"]["n"] == 2  # the two multiple-choice items


def test_report_judged_run_markdown_html_csv(judged_cli, tmp_path, capsys):
    html = tmp_path / "r.html"
    assert main(["report", str(judged_cli), "--md", "--html", str(html), "--csv", str(tmp_path / "csv"), *FAST]) == 0
    out = capsys.readouterr().out
    assert "| Avg | QA (judge) |" in out
    assert "### Open QA (LLM judge)" in out and "### Open QA (LLM judge) by subject" in out
    assert "| mock: | score100 | 0-100 | 6 | 4 | 76.2 [" in out
    assert "mean over 4 scored of 6 QA items; 2 judge failures listed (2 unreadable replies, 0 failed calls)" in out
    assert "| a3 | 普通心理学 | judge_failed | no score found in the reply |" in out
    assert "| 普通心理学 | 3 | 2 | 1 | 87.5 [" in out
    page = html.read_text(encoding="utf-8")
    assert "<h3>Open QA (LLM judge)</h3>" in page and "<h3>Open QA (LLM judge): items not scored</h3>" in page
    assert "open QA judge score: <b>76.2 [" in page and "<td class=\"txt\">b3</td>" in page
    assert "QA (judge)" in page
    files = {p.name for p in (tmp_path / "csv").iterdir()}
    qa_csv = next(p for p in (tmp_path / "csv").iterdir() if p.name.endswith("_qa_judge.csv"))
    assert qa_csv.read_text(encoding="utf-8").splitlines()[1].startswith("mock:,score100,0-100,6,4,76.25,")
    assert any(f.endswith("_qa_judge_not_scored.csv") for f in files)
    board = (tmp_path / "csv" / "leaderboard.csv").read_text(encoding="utf-8").splitlines()
    assert board[0].endswith("QA (judge),QA (judge) low,QA (judge) high") and ",76.25," in board[1]


@pytest.mark.parametrize("judged", [False, True])
def test_report_qa_only_run_every_format(tmp_path, capsys, judged):
    from tests.report.judged import REPLIES, mock_run

    folder = mock_run(tmp_path / "qa")
    if judged:
        main(["judge", str(folder), "--judge", "mock", "--backend-option",
              "responses=" + json.dumps(REPLIES, ensure_ascii=False)])
        capsys.readouterr()
    html = tmp_path / "r.html"
    assert main(["report", str(folder), "--json", "--html", str(html), "--csv", str(tmp_path / "c"), *FAST]) == 0
    data = json.loads(capsys.readouterr().out)
    run = data["runs"][0]
    assert run["micro"]["n"] == 0 and run["micro"]["ungraded"] == 6 and run["micro"]["accuracy"]["estimate"] is None
    assert data["leaderboard"]["columns"] == []  # no Table 2 cells without graded items
    assert (run["qa_judge"] is not None) == judged
    assert main(["report", str(folder), "--md", *FAST]) == 0
    out = capsys.readouterr().out
    assert "accuracy tables omitted" in out and "### By subject" not in out
    assert ("| mock | 76.2 [" in out) == judged and ("### Open QA (LLM judge)" in out) == judged
    assert "Traceback" not in capsys.readouterr().err
    assert html.stat().st_size > 1000


def test_report_damaged_judge_file_is_one_line(judged_cli, tmp_path, capsys):
    other = standard_run(tmp_path / "ok", model="m1")
    with (judged_cli / "judge.jsonl").open("a", encoding="utf-8") as f:
        f.write("[1, 2]\n")
    assert main(["report", str(judged_cli), str(other), "--json", "--allow-mixed", *FAST]) == 2
    captured = capsys.readouterr()
    assert "judge.jsonl, line 7: unreadable judgement" in captured.err and "Traceback" not in captured.err
    assert len(json.loads(captured.out)["runs"]) == 1
