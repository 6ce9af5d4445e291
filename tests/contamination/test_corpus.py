"""Corpus files of every kind, broken ones, shards and paths."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from psyexam.contamination import CorpusError, Settings, find_contamination
from psyexam.contamination.corpus import discover, plan_shards, read_blocks

from .conftest import question, write_jsonl

STEM = "下列关于弗洛伊德人格结构理论的说法中正确的是哪一项"
Q = [question("q1", STEM), question("q2", "艾宾浩斯遗忘曲线表明遗忘的进程是先快后慢的规律")]


def scan(*paths: Path, **kw):
    return find_contamination(Q, Settings(corpus=[str(p) for p in paths], **kw))


@pytest.mark.parametrize("name", ["c.jsonl", "c.jsonl.gz", "c.jsonl.zst", "c.txt.gz"])
def test_each_line_format_is_read(tmp_path, name):
    path = tmp_path / name
    if name.startswith("c.txt"):
        path.write_bytes(gzip.compress(("无关\n" + STEM + "\n").encode()))
    else:
        write_jsonl(path, ["无关", STEM])
    r = scan(path)
    assert r.summary.documents == 2 and r.summary.bad_lines == 0
    m = r.items[0].first_match
    assert r.items[0].contaminated and m is not None and m.document == 2
    assert r.summary.bytes_scanned == r.summary.bytes_total == path.stat().st_size


def test_parquet_rows_are_documents(tmp_path):
    import pyarrow as pa
    import pyarrow.parquet as pq

    path = tmp_path / "c.parquet"
    pq.write_table(pa.table({"body": ["无关", None, "前文" + STEM]}), path)
    r = scan(path, text_field="body")
    m = r.items[0].first_match
    assert m is not None and (m.document, m.offset) == (3, 2)
    assert r.summary.documents == 3
    assert [(b.line, b.reason) for b in r.bad_lines] == [(2, "'body' is not a string (NoneType)")]


def test_text_field_is_read_and_documents_keep_their_own_newlines_apart(tmp_path):
    path = write_jsonl(tmp_path / "c.jsonl", [STEM[:10] + "\n" + STEM[10:]], field="content")
    r = scan(path, text_field="content")
    assert r.items[0].contaminated and r.items[0].first_match is not None
    assert r.items[0].first_match.document == 1


def test_bad_jsonl_lines_are_counted_with_file_and_line(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_bytes(b"\n".join([
        json.dumps({"text": "ok"}).encode(), b"{not json", json.dumps({"body": "x"}).encode(),
        json.dumps({"text": 5}).encode(), b"[1, 2]", '{"text": "\xff"}'.encode("latin-1"), b"",
        json.dumps({"text": STEM}, ensure_ascii=False).encode(),
    ]) + b"\n")
    r = scan(path)
    assert r.summary.bad_lines == 5 and r.summary.documents == 8
    reasons = {b.line: b.reason for b in r.bad_lines}
    assert sorted(reasons) == [2, 3, 4, 5, 6]
    assert reasons[2].startswith("invalid JSON") and reasons[3] == "no 'text' field"
    assert reasons[4] == "'text' is not a string (int)" and reasons[5].startswith("not a JSON object")
    assert reasons[6].startswith("undecodable bytes")
    assert all(b.file == str(path) for b in r.bad_lines)
    assert r.items[0].first_match is not None and r.items[0].first_match.document == 8


def test_undecodable_text_lines_are_reported_and_the_rest_read(tmp_path):
    path = tmp_path / "c.txt"
    path.write_bytes(b"fine\n\xff\xfe broken\n" + STEM.encode() + b"\n")
    r = scan(path)
    assert [(b.line, b.reason.split(" (")[0]) for b in r.bad_lines] == [(2, "undecodable bytes")]
    assert r.items[0].first_match is not None and r.items[0].first_match.document == 3


@pytest.mark.parametrize("name", ["c.jsonl.gz", "c.jsonl.zst"])
def test_a_truncated_compressed_file_is_reported_and_what_came_before_is_kept(tmp_path, name):
    whole = write_jsonl(tmp_path / ("whole" + name[1:]), [STEM] + ["填充文字" * 200] * 2000)
    path = tmp_path / name
    path.write_bytes(whole.read_bytes()[: whole.stat().st_size // 2])
    r = scan(path)
    assert r.summary.bad_lines == 1
    bad = r.bad_lines[0]
    assert bad.file == str(path) and bad.line >= 1 and "corrupt" in bad.reason
    assert r.items[0].contaminated  # the first document was read before the damage
    assert not r.summary.partial


def test_a_corrupt_parquet_file_is_reported(tmp_path):
    path = tmp_path / "c.parquet"
    path.write_bytes(b"PAR1 this is not parquet")
    r = scan(path, write_jsonl(tmp_path / "ok.jsonl", [STEM]))
    assert r.summary.bad_lines == 1 and r.bad_lines[0].line == 0 and "parquet" in r.bad_lines[0].reason
    assert r.items[0].contaminated


def test_missing_or_unknown_paths_are_one_line_errors(tmp_path):
    with pytest.raises(CorpusError, match="no such file"):
        scan(tmp_path / "nope.jsonl")
    (tmp_path / "x.csv").write_text("a")
    with pytest.raises(CorpusError, match="not a corpus file"):
        scan(tmp_path / "x.csv")
    (tmp_path / "empty").mkdir()
    with pytest.raises(CorpusError, match="no corpus files"):
        scan(tmp_path / "empty")


def test_folders_are_read_in_name_order(tmp_path):
    (tmp_path / "d" / "sub").mkdir(parents=True)
    write_jsonl(tmp_path / "d" / "b.jsonl", [STEM])
    write_jsonl(tmp_path / "d" / "sub" / "a.jsonl", ["无关"])
    (tmp_path / "d" / "notes.md").write_text("ignored")
    files = discover([str(tmp_path / "d")])
    assert [Path(f.path).name for f in files] == ["b.jsonl", "a.jsonl"]


@pytest.mark.parametrize("shard_bytes", [1, 7, 64, 1000, 10**6])
def test_shards_cover_every_line_once_wherever_they_cut(tmp_path, shard_bytes):
    lines = [f"第{i}行" + "文" * (i % 17) for i in range(300)]
    path = tmp_path / "c.txt"
    path.write_text("\n".join(lines), encoding="utf-8")  # no newline at the end
    shards = plan_shards(discover([str(path)]), shard_bytes)
    docs = [d for s in shards for b in read_blocks(s, block_bytes=50) for d in b.text.split("\n") if b.count]
    assert docs == lines
    assert sum(s.size for s in shards) == path.stat().st_size


def test_sharded_scan_numbers_documents_within_the_file(tmp_path):
    path = tmp_path / "c.txt"
    path.write_text("\n".join(["无关的一行文字"] * 500 + [STEM] + ["无关"] * 10) + "\n", encoding="utf-8")
    settings = Settings(corpus=[str(path)])
    whole = find_contamination(Q, settings)
    sharded = find_contamination(Q, settings, shard_bytes=333)
    assert whole.items[0].first_match == sharded.items[0].first_match
    assert whole.items[0].first_match is not None and whole.items[0].first_match.document == 501
    assert whole.summary.documents == sharded.summary.documents == 511


@pytest.mark.parametrize(("line", "text", "reason"), [
    (b'{"text": "a\\nb", "n": 1e400}', "a b", None),
    (b'\xef\xbb\xbf{"text": "bom"}', "bom", None),
    ('{"text": "utf-16"}'.encode("utf-16"), "utf-16", None),
    (b'{"text": "x", "text": "\\ud83d\\ude00\\udc00"}', "\U0001f600\udc00", None),
    (b'{"text": NaN}', "", "'text' is not a string (float)"),
    (b'{"text": 123456789012345678901234567890}', "", "'text' is not a string (int)"),
    (b'{"text": "a\x01"}', "", "invalid JSON (Invalid control character at: line 1 column 12 (char 11))"),
    (b'{"text": "\xff"}', "", "undecodable bytes (not UTF-8) at byte 10"),
    (b'{"text": "a"} x', "", "invalid JSON (Extra data: line 1 column 15 (char 14))"),
    (b'null', "", "not a JSON object (NoneType)"),
])
def test_json_lines_read_as_the_standard_parser_reads_them(line, text, reason):
    from psyexam.contamination.corpus import _json_docs

    assert _json_docs("text")(line + b"\n", 7) == (text, 1, [(7, reason)] if reason else [])
    if reason is None:
        assert text == json.loads(line)["text"].replace("\n", " ")
