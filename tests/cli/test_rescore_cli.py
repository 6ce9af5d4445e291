"""``psyexam rescore`` on a responses file, on bad input, and its hook for run folders."""

from __future__ import annotations

import json
import sys
import types
from pathlib import Path

from psyexam.cli import main

DATA = Path(__file__).resolve().parents[1] / "score" / "data" / "responses.jsonl"


def _rows(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def test_rescore_file_to_stdout(capsys):
    assert main(["rescore", str(DATA)]) == 0
    out, err = capsys.readouterr()
    got = _rows(out)
    src = _rows(DATA.read_text(encoding="utf-8"))
    assert [g["id"] for g in got] == [s["id"] for s in src]
    for g, s in zip(got, src):
        assert set(g) == {"id", "prediction", "correct", "extraction"}
        assert g["prediction"] == s["expected"]
        assert g["correct"] is (s["expected"] == s["answer"])
    n_correct = sum(g["correct"] for g in got)
    assert f"{len(src)} scored, {n_correct} correct" in err
    assert "single n=" in err and "multi  n=" in err


def test_rescore_file_to_out(tmp_path, capsys):
    dest = tmp_path / "rescored.jsonl"
    assert main(["rescore", str(DATA), "--out", str(dest)]) == 0
    out, _ = capsys.readouterr()
    assert out == ""
    assert len(_rows(dest.read_text(encoding="utf-8"))) == len(_rows(DATA.read_text(encoding="utf-8")))


def test_bad_lines_are_reported_and_fail_the_command(tmp_path, capsys):
    good = {"id": "g", "question_type": "single", "options": {"A": "x", "B": "y"}, "response": "答案：B", "answer": "B"}
    missing = {k: v for k, v in good.items() if k != "options"}
    src = tmp_path / "r.jsonl"
    src.write_text("\n".join([json.dumps(good), "{oops", json.dumps(missing), json.dumps({**good, "id": "h"})]) + "\n",
                   encoding="utf-8")
    dest = tmp_path / "out.jsonl"
    assert main(["rescore", str(src), "--out", str(dest)]) == 2
    _, err = capsys.readouterr()
    assert f"{src}, line 2: invalid JSON" in err
    assert f"{src}, line 3: missing field 'options'" in err
    assert "2 bad line(s)" in err and "the other 2 were rescored" in err
    assert [r["id"] for r in _rows(dest.read_text(encoding="utf-8"))] == ["g", "h"]


def test_hidden_answers_are_predicted_but_not_scored(tmp_path, capsys):
    src = tmp_path / "r.jsonl"
    src.write_text(json.dumps({"id": 7, "question_type": "multi", "options": {"A": "x", "B": "y", "C": "z"},
                               "response": "答案：A、C", "answer": None}) + "\n", encoding="utf-8")
    assert main(["rescore", str(src)]) == 0
    out, err = capsys.readouterr()
    assert _rows(out) == [{"id": "7", "prediction": "AC", "correct": None, "extraction": "statement"}]
    assert "0 scored" in err and "1 without a gold answer" in err


def test_not_utf8_is_one_clear_error(tmp_path, capsys):
    src = tmp_path / "r.jsonl"
    src.write_bytes("答案".encode("gbk") + b"\n")
    assert main(["rescore", str(src)]) == 2
    assert "not UTF-8" in capsys.readouterr().err


def test_missing_path_is_a_usage_error(tmp_path, capsys):
    assert main(["rescore", str(tmp_path / "nope.jsonl")]) == 2


def test_run_folder_without_the_run_stage(tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "psyexam.run.rescore", None)  # import now fails as if absent
    assert main(["rescore", str(tmp_path)]) == 2
    assert "rescoring a run folder needs psyexam.run" in capsys.readouterr().err


def test_run_folder_is_handed_to_the_run_stage(tmp_path, monkeypatch):
    calls = []
    fake = types.ModuleType("psyexam.run.rescore")
    fake.rescore_run = lambda path, out: calls.append((path, out))
    monkeypatch.setitem(sys.modules, "psyexam.run.rescore", fake)
    dest = tmp_path / "o.jsonl"
    assert main(["rescore", str(tmp_path), "--out", str(dest)]) == 0
    assert calls == [(tmp_path, dest)]
