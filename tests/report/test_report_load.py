"""Reading run folders, and the one-line errors for broken ones."""

from __future__ import annotations

import json
import sqlite3

import pytest

from psyexam.report.load import ReportError, load_run, load_runs
from tests.report.runfolders import outcomes, standard_run, write_run


def test_load_standard_run(tmp_path):
    run = load_run(standard_run(tmp_path / "r", model="mock:A", shots=3))
    assert run.info.model == "mock:A"
    assert run.info.shots == 3
    assert run.name == "mock:A (3-shot)"
    assert len(run.items) == 16 and len(run.graded) == 15
    assert run.splits == ("dev",)
    assert not run.in_progress and run.notes == []


@pytest.mark.parametrize("damage, message", [
    (lambda f: (f / "manifest.json").unlink(), "manifest.json: missing"),
    (lambda f: (f / "manifest.json").write_text("{oops"), "manifest.json: not readable JSON"),
    (lambda f: (f / "samples.jsonl").unlink(), "samples.jsonl: missing"),
    (lambda f: (f / "samples.jsonl").write_text(""), "empty run"),
    (lambda f: (f / "samples.jsonl").write_text('{"id": "x"}\nnot json\n'), "line 1: missing field"),
    (lambda f: (f / "samples.jsonl").open("a").write("not json\n"), "line 17: not valid JSON"),
    (lambda f: (f / "samples.jsonl").write_bytes(b"\xff\xfe\x00bad"), "not readable"),
])
def test_broken_folders_give_one_line_errors(tmp_path, damage, message):
    folder = standard_run(tmp_path / "r")
    damage(folder)
    with pytest.raises(ReportError) as e:
        load_run(folder)
    assert message in str(e.value)
    assert "\n" not in str(e.value)


def test_missing_folder(tmp_path):
    with pytest.raises(ReportError, match="not a run folder"):
        load_run(tmp_path / "nope")


def test_running_without_samples_is_refused(tmp_path):
    folder = write_run(tmp_path / "r", outcomes("10"), status="running")
    (folder / "samples.jsonl").unlink()
    with pytest.raises(ReportError, match="still in progress"):
        load_run(folder)


def test_running_with_samples_is_loaded_with_a_note(tmp_path):
    run = load_run(write_run(tmp_path / "r", outcomes("10"), status="running"))
    assert run.in_progress
    assert any("in progress" in n for n in run.notes)


def test_corrupt_store_is_noted_but_samples_reported(tmp_path):
    folder = standard_run(tmp_path / "r")
    (folder / "results.sqlite").write_bytes(b"this is not a database" * 100)
    run = load_run(folder)
    assert len(run.items) == 16
    assert any("results store" in n for n in run.notes)


def test_healthy_store_gives_no_note(tmp_path):
    folder = standard_run(tmp_path / "r")
    db = sqlite3.connect(folder / "results.sqlite")
    db.execute("CREATE TABLE calls (key TEXT)")
    db.commit()
    db.close()
    assert load_run(folder).notes == []


def test_bad_correct_value(tmp_path):
    folder = standard_run(tmp_path / "r")
    rows = (folder / "samples.jsonl").read_text(encoding="utf-8").splitlines()
    row = json.loads(rows[1])
    row["correct"] = "yes"
    rows[1] = json.dumps(row)
    (folder / "samples.jsonl").write_text("\n".join(rows), encoding="utf-8")
    with pytest.raises(ReportError, match="line 2: 'correct' must be"):
        load_run(folder)


def test_load_runs_keeps_going_and_names_are_unique(tmp_path):
    a = standard_run(tmp_path / "a")
    b = standard_run(tmp_path / "b")
    runs, errors = load_runs([a, tmp_path / "missing", b])
    assert len(runs) == 2 and len(errors) == 1
    assert len({r.name for r in runs}) == 2
