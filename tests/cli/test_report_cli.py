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
