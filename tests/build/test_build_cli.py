"""The build commands one step at a time, and ``all``."""

from __future__ import annotations

from click.testing import CliRunner

from psyexam.cli.build_pipeline_cmd import all_cmd, classify, clean, ingest, split_cmd
from tests.build import crawl
from tests.build.test_pipeline import CONFIG


def _ok(command, args):
    result = CliRunner().invoke(command, args, catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.output


def test_step_by_step(tmp_path, raw_dir):
    raw = crawl.write(raw_dir)
    out = tmp_path / "work"
    text = _ok(ingest, [str(raw), "--map", "exam=考试", "--out", str(out / "ingested.jsonl")])
    assert "1 held back" in text and "unparsed_record: 1" in text
    assert (out / "ingested.held.jsonl").read_text(encoding="utf-8").count("\n") == 1
    text = _ok(clean, [str(out / "ingested.jsonl"), "--out", str(out / "clean.jsonl")])
    assert "0 held back" in text
    text = _ok(classify, [str(out / "clean.jsonl"), "--out", str(out / "labelled.jsonl")])
    assert "'CA': 27" in text
    text = _ok(split_cmd, [str(out / "labelled.jsonl"), "--out", str(out / "bench"), "--test-per-exam", "5",
                           "--dev-per-exam", "1", "--reserved-per-exam", "1"])
    assert "Records by part, type and split" in text and "reserved" in text
    assert (out / "bench" / "bench" / "test.jsonl").read_text(encoding="utf-8").count("\n") == 15


def test_all(tmp_path, raw_dir):
    crawl.write(raw_dir)
    (tmp_path / "build.toml").write_text(CONFIG.format(test=6), encoding="utf-8")
    text = _ok(all_cmd, [str(tmp_path / "build.toml"), "--no-progress"])
    assert "split: 87 records" in text and "report.html" in text
    text = _ok(all_cmd, [str(tmp_path / "build.toml"), "--no-progress"])
    assert text.count("unchanged") == 5
