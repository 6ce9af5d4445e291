"""Reading psyexam's own format: JSON lines, JSON arrays and CSV, with a finding per problem."""

from __future__ import annotations

import json
from pathlib import Path

from psyexam.bank.findings import Severity
from psyexam.bank.loaders import generic
from psyexam.bank.records import Provenance, QType

GOOD = {"id": "g1", "question": "感觉是什么？", "type": "single", "options": {"A": "甲", "B": "乙"}, "answer": "B"}


def _line(**kw) -> str:
    return json.dumps({**GOOD, **kw}, ensure_ascii=False)


def _write(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.write_bytes(text.encode(encoding))
    return path


def test_jsonl_loads_records_with_line_and_position(tmp_path: Path):
    path = _write(tmp_path / "b.jsonl", _line(id="a") + "\n\n" + _line(id="b") + "\n")
    bank = generic.load(path)
    assert [q.id for q in bank.records] == ["a", "b"]
    assert bank.records[1].source == Provenance(str(path), 2, 3)
    assert bank.records[1].answer == frozenset("B") and bank.records[1].qtype is QType.SINGLE
    assert bank.findings == [] and bank.files == [str(path)]


def test_bad_json_line_is_fatal_for_that_line_only(tmp_path: Path):
    text = "\n".join([_line(id="a"), '{"id": "b", "question": ', _line(id="c"), "[1, 2,", _line(id="d")])
    path = _write(tmp_path / "b.jsonl", text)
    bank = generic.load(path)
    assert [q.id for q in bank.records] == ["a", "c", "d"]
    bad = [f for f in bank.findings if f.code == "unreadable"]
    assert [(f.severity, f.line, f.position) for f in bad] == [(Severity.FATAL, 2, 2), (Severity.FATAL, 4, 4)]
    assert all(f.column is not None and f.file == str(path) for f in bad)
    assert [q.source.position for q in bank.records] == [1, 3, 5]
    assert bank.usable() == bank.records


def test_wrong_encoding_is_fatal_for_the_file(tmp_path: Path):
    path = _write(tmp_path / "b.jsonl", _line(id="a") + "\n" + _line(id="b"), encoding="gbk")
    bank = generic.load(path)
    assert bank.records == []
    [f] = bank.findings
    assert (f.code, f.severity, f.line) == ("unreadable", Severity.FATAL, 1) and "UTF-8" in f.message


def test_utf8_bom_is_accepted(tmp_path: Path):
    path = _write(tmp_path / "b.jsonl", "\ufeff" + _line())
    assert [q.id for q in generic.load(path).records] == ["g1"]


def test_record_with_errors_is_kept_and_quarantined(tmp_path: Path):
    lines = [_line(id="ok"), _line(id="bad", answer="A,B"), _line(id="t", type="mcq"),
             json.dumps({"id": "m", "type": "qa"})]
    path = _write(tmp_path / "b.jsonl", "\n".join(lines))
    bank = generic.load(path)
    assert [q.id for q in bank.records] == ["ok", "bad", "t", "m"]
    assert [q.id for q in bank.usable()] == ["ok"]
    by_id = {f.id: f for f in bank.findings}
    assert by_id["bad"].code == "malformed_answer" and by_id["bad"].line == 2
    assert by_id["t"].code == "bad_field" and "'type'" in by_id["t"].message and by_id["t"].line == 3
    assert by_id["m"].code == "missing_field" and "'question'" in by_id["m"].message
    assert str(by_id["bad"]).startswith(f"error: malformed_answer: {path}, line 2 [bad]")


def test_unicode_line_separators_inside_json_do_not_split_records(tmp_path: Path):
    path = _write(tmp_path / "b.jsonl", _line(question="甲\u2028乙\u0085丙\r") + "\r\n" + _line(id="g2"))
    bank = generic.load(path)
    assert [q.text for q in bank.records] == ["甲\u2028乙\u0085丙\r", GOOD["question"]]
    assert bank.findings == []


def test_json_array_file(tmp_path: Path):
    path = _write(tmp_path / "b.json", json.dumps([GOOD, {**GOOD, "id": "g2"}, "oops"], ensure_ascii=False))
    bank = generic.load(path)
    assert [q.id for q in bank.records] == ["g1", "g2", ""]
    assert bank.records[1].source == Provenance(str(path), 2, None)
    [f] = bank.findings
    assert (f.code, f.position) == ("bad_field", 3)


def test_broken_json_array_is_fatal(tmp_path: Path):
    path = _write(tmp_path / "b.json", "[\n" + json.dumps(GOOD) + ",\n{oops}\n]")
    bank = generic.load(path)
    [f] = bank.findings
    assert (f.code, f.severity, f.line) == ("unreadable", Severity.FATAL, 3)


def test_json_that_is_not_records_is_fatal(tmp_path: Path):
    bank = generic.load(_write(tmp_path / "b.jsonl", "3\n"))
    assert [f.code for f in bank.findings] == ["bad_field"]  # a value, not an object: one bad record
    bank = generic.load(_write(tmp_path / "c.json", "[3]"))
    assert bank.findings[0].message.startswith("record is")


def test_folder_of_generic_files(tmp_path: Path):
    _write(tmp_path / "train.jsonl", _line(id="t1"))
    (tmp_path / "dev").mkdir()
    _write(tmp_path / "dev" / "d.csv", "id,question,type,A,B,answer\nd1,问,single,甲,乙,A\n")
    _write(tmp_path / "notes.txt", "not a bank file")
    bank = generic.load(tmp_path)
    assert sorted(q.id for q in bank.records) == ["d1", "t1"]
    assert len(bank.files) == 2 and bank.findings == []


# -- CSV -----------------------------------------------------------------------------------

def test_csv_fields_and_json_cells(tmp_path: Path):
    text = (
        "id,question,type,part,A,B,C,answer,ca_category,split,source,extra\n"
        'c1,"多行\n题干",multi,CA,甲,乙,,AB,diagnosis,dev,"{""file"": ""x.zip"", ""position"": 2}","{""k"": [1]}"\n'
        "c2,开放题,qa,,,,,参考答案,,,,\n"
    )
    bank = generic.load(_write(tmp_path / "b.csv", text))
    assert bank.findings == []
    c1, c2 = bank.records
    assert c1.text == "多行\n题干" and c1.options == {"A": "甲", "B": "乙"} and c1.answer == frozenset("AB")
    assert c1.ca_category.value == "diagnosis" and c1.part.value == "CA" and c1.split == "dev"
    assert c1.origin == Provenance("x.zip", 2) and c1.extra == {"k": [1]}
    assert c1.source.line == 2 and c2.source.line == 4  # c1 spans two lines
    assert c2.qtype is QType.QA and c2.reference == "参考答案" and c2.options == {} and c2.part.value == "KG"


def test_csv_header_without_required_columns_is_fatal(tmp_path: Path):
    bank = generic.load(_write(tmp_path / "b.csv", "id,question,A,B\n1,问,甲,乙\n"))
    [f] = bank.findings
    assert (f.code, f.severity, f.line) == ("unreadable", Severity.FATAL, 1) and "type" in f.message


def test_csv_row_problems_are_findings(tmp_path: Path):
    text = ("id,question,type,A,B,answer,extra\n"
            "r1,问,single,甲,乙,A,{bad json}\n"
            "r2,问,single,甲\n"
            "r3,问,single,,,\n"
            "r4,问,single,甲,乙,A,,surplus\n")
    bank = generic.load(_write(tmp_path / "b.csv", text))
    codes = {(f.position, f.code) for f in bank.findings}
    assert (1, "bad_field") in codes          # extra is not JSON
    assert (2, "missing_field") in codes      # short row
    assert (3, "missing_field") in codes      # a choice question without any option
    assert (4, "bad_field") in codes          # more cells than the header
    assert all(f.line == f.position + 1 for f in bank.findings)
    assert bank.usable() == []


def test_csv_quoting_error_is_fatal_with_line(tmp_path: Path):
    bank = generic.load(_write(tmp_path / "b.csv", 'id,question,type\n1,"ok",qa\n2,"bad"x,qa\n'))
    [f] = bank.findings
    assert (f.code, f.severity, f.line) == ("unreadable", Severity.FATAL, 3)


def test_explicit_jsonl_format_for_any_suffix(tmp_path: Path):
    path = _write(tmp_path / "bank.txt", _line())
    assert [q.id for q in generic.load(path, fmt="jsonl").records] == ["g1"]


def test_label_names_the_file_in_findings(tmp_path: Path):
    bank = generic.load(_write(tmp_path / "b.jsonl", "{"), label="demo.jsonl")
    assert bank.files == ["demo.jsonl"] and bank.findings[0].file == "demo.jsonl"


def test_looks_generic():
    assert generic.looks_generic(["id", "question", "type", "A"])
    assert not generic.looks_generic(["", "Question", "A", "B", "C", "D", "Answer"])
    assert not generic.looks_generic(None)
