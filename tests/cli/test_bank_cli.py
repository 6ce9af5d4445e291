"""``psyexam bank check|stats|export|show`` through the CLI entry point."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from psyexam.cli import main

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
ZIPS = DATA / "cpsyexam"
UNPACKED = DATA / "cpsyexam-unpacked"
needs_release = pytest.mark.skipif(not (ZIPS / "cpsyexam.zip").exists(), reason="CPsyExam release not present")

GOOD = [
    {"subject_name": "普通心理学", "question_type": "single", "kind": "knowledge", "question": f"第{i}题",
     "options": {"A": "甲", "B": "乙", "C": "丙", "D": "丁", "E": ""}, "answer": "A", "explanation": "",
     "id": f"{i:040x}"}
    for i in (1, 2)
]


def _folder(tmp_path: Path, broken: bytes | None = None, records: list | None = None) -> Path:
    train = tmp_path / "train"
    train.mkdir()
    (train / "KG-GEE-普通心理学-单项选择题.json").write_text(json.dumps(records or GOOD, ensure_ascii=False), "utf-8")
    if broken is not None:
        (train / "KG-GEE-普通心理学-多项选择题.json").write_bytes(broken)
    return tmp_path


def _run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["bank", *args])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def test_check_clean_bank(tmp_path, capsys):
    code, out, _ = _run(capsys, "check", f"cpsyexam:{_folder(tmp_path)}")
    assert code == 0
    assert "2 records in 1 files; 2 usable, 0 quarantined" in out
    assert "no findings" in out


def test_check_fatal_exits_2(tmp_path, capsys):
    spec = "cpsyexam:" + str(_folder(tmp_path, broken=b'[{"question": "x",'))
    code, out, _ = _run(capsys, "check", spec)
    assert code == 2
    assert "unreadable" in out and "KG-GEE-普通心理学-多项选择题.json, line 1, column" in out
    assert "2 usable" in out  # the other file still loaded


def test_check_strict_and_json(tmp_path, capsys):
    records = [*GOOD, dict(GOOD[0], id="f" * 40, question="第三题", answer="A,B")]
    spec = f"cpsyexam:{_folder(tmp_path, records=records)}"
    assert _run(capsys, "check", spec)[0] == 0
    assert _run(capsys, "check", "--strict", spec)[0] == 1
    code, out, _ = _run(capsys, "check", "--json", spec)
    doc = json.loads(out)
    assert code == 0 and doc["usable"] == 2 and doc["quarantined"] == 1
    assert doc["by_code"] == {"malformed_answer": 1}
    assert doc["findings"][0]["position"] == 3 and doc["findings"][0]["severity"] == "error"


@pytest.mark.parametrize("spec", ["cpsyexam:/no/such/place", "/no/such/place", "nosuchformat:x"])
def test_bad_spec_is_one_line(capsys, spec):
    code, out, err = _run(capsys, "check", spec)
    assert code == 2 and out == ""
    assert err.startswith("psyexam: error: ") and err.count("\n") == 1


def test_empty_folder_is_one_line(tmp_path, capsys):
    (tmp_path / "x.txt").write_text("-")
    code, _, err = _run(capsys, "stats", f"cpsyexam:{tmp_path}")
    assert code == 2 and "no CPsyExam files" in err and err.count("\n") == 1


@needs_release
def test_check_release(capsys):
    code, out, _ = _run(capsys, "check", str(ZIPS))
    assert code == 0
    for code_name in ("malformed_answer", "single_with_many_answers", "multi_with_one_answer",
                      "answer_not_in_options", "empty_file", "leakage", "shared_stem", "duplicate_id"):
        assert code_name in out
    assert "--json lists all" in out  # long lists are grouped, not dumped
    assert len(out.splitlines()) < 300
    assert _run(capsys, "check", "--strict", str(ZIPS))[0] == 1


@needs_release
def test_check_json_zips_equals_unpacked(capsys):
    z = json.loads(_run(capsys, "check", "--json", f"cpsyexam:{ZIPS}")[1])
    u = json.loads(_run(capsys, "check", "--json", f"cpsyexam:{UNPACKED}")[1])
    assert z["by_code"] == u["by_code"] and z["by_code"]["malformed_answer"] == 125
    assert (z["usable"], z["quarantined"]) == (u["usable"], u["quarantined"])


@needs_release
def test_stats_release(capsys):
    code, out, _ = _run(capsys, "stats", "--json", str(ZIPS))
    counts = json.loads(out)["counts"]
    assert code == 0
    assert counts["test"]["KG"] == {"MCQA": 2321, "MRQA": 781, "QA": 100}
    assert counts["test"]["CA"] == {"MCQA": 600, "MRQA": 200, "QA": 100}
    assert sum(counts["train"][p]["MCQA"] for p in ("KG", "CA")) == 6896
    code, out, _ = _run(capsys, "stats", str(ZIPS))
    assert code == 0
    for text in ("Records by part, type and split", "MRQA", "6852", "Records by exam", "Records by CA category",
                 "diagnosis", "Records by subject", "心理咨询师三级", "18298"):
        assert text in out


def test_export_roundtrip_lines(tmp_path, capsys):
    records = [*GOOD, dict(GOOD[0], id="f" * 40, question="第三题", answer="D、华生")]
    (tmp_path / "bank").mkdir()
    spec = f"cpsyexam:{_folder(tmp_path / 'bank', records=records)}"
    out_file = tmp_path / "out" / "bank.jsonl"
    code, out, _ = _run(capsys, "export", spec, "--out", str(out_file))
    assert code == 0 and "wrote 3 records" in out
    rows = [json.loads(line) for line in out_file.read_text("utf-8").splitlines()]
    assert [r["id"] for r in rows] == [GOOD[0]["id"], GOOD[1]["id"], "f" * 40]
    assert rows[2]["answer"] is None and rows[0]["answer"] == "A" and rows[0]["exam"] == "GEE"
    code, out, _ = _run(capsys, "export", spec, "--out", str(out_file), "--usable-only")
    assert "wrote 2 records" in out and len(out_file.read_text("utf-8").splitlines()) == 2


def test_show(tmp_path, capsys):
    records = [*GOOD, dict(GOOD[1], question="另一道题", answer="AC")]  # id repeated
    spec = f"cpsyexam:{_folder(tmp_path, records=records)}"
    code, out, _ = _run(capsys, "show", spec, "--id", GOOD[1]["id"])
    docs = json.loads(out)
    assert code == 0 and len(docs) == 2
    first, second = docs
    assert first["record"]["source"] == {"file": "train/KG-GEE-普通心理学-单项选择题.json", "position": 2, "line": None}
    assert first["record"]["exam"] == "GEE" and first["record"]["answer"] == "A"
    assert first["quarantined"] is False and first["findings"] == []
    assert second["quarantined"] is True
    assert sorted(f["code"] for f in second["findings"]) == ["duplicate_id", "single_with_many_answers"]
    code, _, err = _run(capsys, "show", spec, "--id", "nope")
    assert code == 2 and "no record with id 'nope'" in err
