"""``psyexam contamination`` through the CLI entry point."""

from __future__ import annotations

import json

import pytest

from psyexam.bank.loaders import load_bank
from psyexam.cli import main
from psyexam.contamination import read_result

from .conftest import write_jsonl


@pytest.fixture(scope="module")
def demo():
    return [q for q in load_bank("demo").records if len(q.text) > 20]


def test_json_has_items_and_summary_and_out_is_the_same_file(tmp_path, demo, capsys):
    corpus = write_jsonl(tmp_path / "c.jsonl", ["无关", "抄来的题目：" + demo[0].text])
    corpus.write_bytes(corpus.read_bytes() + b"{bad\n")
    out = tmp_path / "r.json"
    assert main(["contamination", "demo", "--corpus", str(corpus), "--json", "--out", str(out), "--no-progress"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["format"] == "psyexam-contamination" and printed["version"] == 1
    assert {"id", "contaminated"} <= set(printed["items"][0])
    hits = [i for i in printed["items"] if i["contaminated"]]
    assert demo[0].id in {i["id"] for i in hits}
    assert printed["summary"]["contaminated"] == len(hits) and printed["summary"]["items"] == len(printed["items"])
    assert printed["summary"]["bad_lines"] == 1 and printed["bad_lines"][0]["line"] == 3
    assert printed["settings"]["corpus"] == [str(corpus)] and printed["settings"]["n"] == 13
    assert read_result(out).to_json() == printed


def test_options_reach_the_settings(tmp_path, demo, capsys):
    corpus = write_jsonl(tmp_path / "c.jsonl", [demo[0].text], field="body")
    code = main(["contamination", "demo", "--corpus", str(corpus), "--text-field", "body", "--n", "8",
                 "--fields", "question+options", "--min-overlap", "0.5", "--ignore-common", "3", "--split", "test",
                 "--workers", "2", "--json", "--no-progress"])
    assert code == 0
    r = json.loads(capsys.readouterr().out)
    assert r["settings"] | {"corpus": None, "bank": None} == {
        "bank": None, "splits": ["test"], "n": 8, "fields": "question+options", "min_overlap": 0.5,
        "ignore_common": 3, "text_field": "body", "corpus": None}
    assert {i["split"] for i in r["items"]} == {"test"}


def test_the_summary_lists_contaminated_items(tmp_path, demo, capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "250")
    corpus = tmp_path / "c.txt"
    corpus.write_text(demo[0].text + "\n", encoding="utf-8")
    assert main(["contamination", "demo", "--corpus", str(corpus), "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "items contaminated" in out and demo[0].id in out and f"{corpus}:1@0" in out


@pytest.mark.parametrize(("args", "message"), [
    (["--corpus", "{tmp}/missing.jsonl"], "missing.jsonl: no such file or folder"),
    (["--corpus", "{tmp}/x.csv"], "x.csv: not a corpus file"),
    (["--corpus", "{tmp}/c.txt", "--split", "nosuch"], "no items in split nosuch"),
])
def test_user_errors_are_one_line_and_exit_2(tmp_path, capsys, args, message):
    (tmp_path / "x.csv").write_text("a,b\n")
    (tmp_path / "c.txt").write_text("a\n")
    code = main(["contamination", "demo", *[a.format(tmp=tmp_path) for a in args], "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and message in err and "Traceback" not in err


def test_a_missing_bank_is_one_line_and_exit_2(tmp_path, capsys):
    (tmp_path / "c.txt").write_text("a\n")
    assert main(["contamination", str(tmp_path / "nobank"), "--corpus", str(tmp_path / "c.txt")]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_ctrl_c_prints_the_partial_result_and_exits_130(tmp_path, demo, capsys, monkeypatch):
    from psyexam.contamination import scan

    def stopped(shard, text_field="text", block_bytes=0):
        raise KeyboardInterrupt
        yield  # a generator, like the reader it replaces

    monkeypatch.setattr(scan, "read_blocks", stopped)
    corpus = write_jsonl(tmp_path / "c.jsonl", [demo[0].text])
    assert main(["contamination", "demo", "--corpus", str(corpus), "--json", "--no-progress"]) == 130
    r = json.loads(capsys.readouterr().out)
    assert r["summary"]["partial"] is True and r["summary"]["bytes_scanned"] == 0
