"""``psyexam build dedup`` through the CLI entry point."""

from __future__ import annotations

import json
from pathlib import Path

from psyexam.cli import main

OPTS = {"A": "自由联想", "B": "系统脱敏", "C": "厌恶疗法", "D": "满灌疗法"}
REORDERED = {"A": "D. 满灌疗法", "B": "C. 厌恶疗法", "C": "B. 系统脱敏", "D": "A. 自由联想"}


def _row(rid: str, text: str, options: dict, answer: str, split: str = "train") -> dict:
    return {"id": rid, "question": text, "type": "single", "part": "KG", "options": options,
            "answer": answer, "split": split}


def _bank(tmp_path: Path) -> Path:
    rows = [
        _row("q1", "精神分析疗法的基本技术是（ ）", OPTS, "A"),
        _row("q2", "1.【单选题】精神分析疗法的基本技术是( )", REORDERED, "D", "test"),  # exact, same answer
        _row("q3", "在艾宾浩斯的遗忘曲线中，遗忘的进程表现为", {"A": "先快后慢", "B": "先慢后快"}, "A"),
        _row("q4", "在艾宾浩斯的遗忘曲线中，遗望的进程表现为", {"A": "先慢后快", "B": "先快后慢"}, "A", "dev"),
        _row("q5", "下列属于行为疗法的是", OPTS, "B"),
        _row("q6", "下列不属于行为疗法的是", OPTS, "A"),
    ]
    path = tmp_path / "crawl.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    return path


def _run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["build", "dedup", *args])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def test_json_lists_clusters_and_conflicts_by_id(tmp_path: Path, capsys) -> None:
    code, out, _ = _run(capsys, str(_bank(tmp_path)), "--json", "--no-progress")
    doc = json.loads(out)
    assert code == 0
    assert doc["clusters"] == [["q1", "q2"], ["q3", "q4"]]
    assert doc["conflicts"] == [["q3", "q4"]]  # "先快后慢" against "先慢后快"
    assert doc["exact_clusters"] == 1 and doc["near_clusters"] == 1
    assert doc["split_overlap"]["test_with_train"] == 1 and doc["split_overlap"]["dev_with_train"] == 1
    assert [d["canonical"] for d in doc["details"]] == ["q1", "q3"]


def test_threshold_one_leaves_only_exact_clusters(tmp_path: Path, capsys) -> None:
    code, out, _ = _run(capsys, str(_bank(tmp_path)), "--json", "--threshold", "1")
    assert code == 0 and json.loads(out)["clusters"] == [["q1", "q2"]]


def test_summary_is_readable(tmp_path: Path, capsys) -> None:
    code, out, _ = _run(capsys, str(_bank(tmp_path)), "--no-progress")
    assert code == 0
    assert "clusters: 1 exact, 1 near" in out
    assert "conflicts (answers disagree): 1 clusters, 2 records" in out
    assert "遗望的进程" in out and "q5" not in out


def test_bad_threshold_and_missing_bank_exit_2(tmp_path: Path, capsys) -> None:
    assert main(["build", "dedup", str(_bank(tmp_path)), "--threshold", "1.5"]) == 2
    code, _, err = _run(capsys, str(tmp_path / "missing.jsonl"))
    assert code == 2 and "psyexam: error:" in err


def test_build_group_is_listed(capsys) -> None:
    assert main(["--help"]) == 0
    assert "build" in capsys.readouterr().out
