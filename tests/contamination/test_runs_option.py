"""`psyexam contamination --runs`: the scan and the clean-subset rescoring of a run in one command."""

from __future__ import annotations

import json

from psyexam.bank.loaders import load_bank
from psyexam.cli import main

from .conftest import write_jsonl


def test_scan_with_runs_rescores_them(tmp_path, capsys):
    run = tmp_path / "run"
    assert main(["run", "--model", "mock:A", "--bench", "demo", "--split", "test", "--limit", "30", "--out", str(run),
                 "--no-progress"]) == 0
    samples = [json.loads(line) for line in (run / "samples.jsonl").read_text(encoding="utf-8").splitlines()]
    graded = [s for s in samples if s["correct"] is not None]
    records = {q.id: q for q in load_bank("demo").records}
    leaked = [records[s["id"]] for s in graded[:2]]
    corpus = write_jsonl(tmp_path / "corpus.jsonl", ["前言 " + q.text + " 后记" for q in leaked])
    capsys.readouterr()
    assert main(["contamination", "demo", "--split", "test", "--corpus", str(corpus), "--runs", str(run),
                 "--json", "--no-progress"]) == 0
    doc = json.loads(capsys.readouterr().out)
    row = doc["clean_subset"]["runs"][0]
    bad = {it["id"] for it in doc["items"] if it["contaminated"]}
    assert {q.id for q in leaked} <= bad
    in_run = [s for s in graded if s["id"] in bad]
    assert row["n"] == len(graded) and row["contaminated_n"] == len(in_run) and row["unknown"] == 0
    assert row["file_only"] == len(doc["items"]) - len(samples)
    right_clean = sum(s["correct"] for s in graded if s["id"] not in bad)
    assert row["accuracy_clean"]["estimate"] == right_clean / (len(graded) - len(in_run))
    assert main(["contamination", "demo", "--split", "test", "--corpus", str(corpus), "--runs", str(run),
                 "--no-progress"]) == 0
    assert "Accuracy on clean and contaminated items" in capsys.readouterr().out
