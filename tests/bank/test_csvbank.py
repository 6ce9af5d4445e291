"""CMMLU and C-Eval CSV banks, on the real CMMLU file and on files written here."""

from __future__ import annotations

from pathlib import Path

import pytest

from psyexam.bank.findings import Severity
from psyexam.bank.loaders import csvbank
from psyexam.bank.records import Part, Provenance, QType

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
CMMLU_DEV = DATA / "cmmlu" / "dev" / "professional_psychology.csv"

CEVAL_HEADER = "id,question,A,B,C,D,answer,explanation\n"


def _write(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode(encoding))
    return path


@pytest.mark.skipif(not CMMLU_DEV.is_file(), reason="shared CMMLU data not present")
def test_real_cmmlu_dev_file():
    bank = csvbank.load(CMMLU_DEV)
    assert bank.findings == []
    assert len(bank.records) == 5
    q = bank.records[0]
    assert q.id == "professional_psychology-0" and q.text == "躁狂发作、抑郁发作属于"
    assert q.options == {"A": "急性应激障碍", "B": "人格障碍", "C": "心境障碍", "D": "应激后障碍"}
    assert q.answer == frozenset("C")
    assert (q.qtype, q.part, q.exam, q.subject, q.split) == (QType.SINGLE, Part.KG, None, "professional_psychology", "dev")
    assert q.source == Provenance(str(CMMLU_DEV), 1, 2)
    assert [r.answer_text for r in bank.records] == ["C", "B", "C", "D", "A"]
    assert len({r.id for r in bank.records}) == 5


@pytest.mark.skipif(not CMMLU_DEV.is_file(), reason="shared CMMLU data not present")
def test_real_cmmlu_folder_layout():
    bank = csvbank.load(CMMLU_DEV.parent.parent)
    assert bank.files == [str(CMMLU_DEV)] and len(bank.records) == 5


def test_ceval_val_and_test_files(tmp_path: Path):
    val = _write(tmp_path / "val" / "high_school_psychology_val.csv",
                 CEVAL_HEADER + "0,题一,a,b,c,d,B,解析一\n1,题二,a,b,c,d,D,\n")
    test = _write(tmp_path / "test" / "high_school_psychology_test.csv",
                  "id,question,A,B,C,D\n0,题一,a,b,c,d\n")
    vb, tb = csvbank.load(val), csvbank.load(test)
    assert vb.findings == [] and tb.findings == []
    v0, v1 = vb.records
    assert (v0.id, v0.subject, v0.split, v0.answer, v0.explanation) == (
        "high_school_psychology-0", "high_school_psychology", "val", frozenset("B"), "解析一")
    assert v1.explanation is None
    [t0] = tb.records
    assert t0.answer is None and t0.split == "test" and not t0.has_answer


def test_ceval_test_with_empty_answer_columns(tmp_path: Path):
    bank = csvbank.load(_write(tmp_path / "x_test.csv", CEVAL_HEADER + "0,题,a,b,c,d,,\n"))
    assert bank.findings == [] and bank.records[0].answer is None and bank.records[0].split == "test"


def test_split_from_folder_wins_and_default_from_name(tmp_path: Path):
    assert csvbank.subject_and_split(Path("dev/x_val.csv")) == ("x", "dev")
    assert csvbank.subject_and_split(Path("a/x_val.csv")) == ("x", "val")
    assert csvbank.subject_and_split(Path("a/professional_psychology.csv")) == ("professional_psychology", None)


def test_quoted_multiline_fields_keep_lines(tmp_path: Path):
    text = ',Question,A,B,C,D,Answer\n0,"第一行\n第二行，含""引号""",甲,"乙,丙",丁,戊,A\n1,下一题,a,b,c,d,C\n'
    bank = csvbank.load(_write(tmp_path / "dev" / "s.csv", text))
    q0, q1 = bank.records
    assert q0.text == '第一行\n第二行，含"引号"' and q0.options["B"] == "乙,丙"
    assert (q0.source.line, q1.source.line) == (2, 4)


def test_missing_header_columns_are_fatal(tmp_path: Path):
    bank = csvbank.load(_write(tmp_path / "s.csv", ",Question,A,B,C,Answer\n0,题,a,b,c,A\n"))
    [f] = bank.findings
    assert (f.code, f.severity, f.line) == ("unreadable", Severity.FATAL, 1)
    assert bank.records == []


def test_short_and_long_rows_and_empty_ids(tmp_path: Path):
    text = ",Question,A,B,C,D,Answer\n0,题,a,b\n1,题,a,b,c,d,A,extra\n,题,a,b,c,d,A\n"
    bank = csvbank.load(_write(tmp_path / "s.csv", text))
    assert len(bank.records) == 3
    got = [(f.position, f.code, f.line) for f in bank.findings]
    assert (1, "missing_field", 2) in got and (2, "bad_field", 3) in got and (3, "missing_field", 4) in got
    assert bank.usable() == []


@pytest.mark.parametrize("raw", ["a", "A,B", "AA", "E、答", "1", "A B"])
def test_bad_answer_letters_are_malformed(tmp_path: Path, raw: str):
    text = f',Question,A,B,C,D,Answer\n0,题,a,b,c,d,"{raw}"\n'
    bank = csvbank.load(_write(tmp_path / "s.csv", text))
    [f] = bank.findings
    assert (f.code, f.severity, f.id, f.line) == ("malformed_answer", Severity.ERROR, "s-0", 2)
    assert bank.records[0].answer is None and bank.usable() == []


def test_answer_is_parsed_not_judged(tmp_path: Path):
    # "E" or "AC" on a single-choice question is the validator's to report, not the reader's.
    bank = csvbank.load(_write(tmp_path / "s.csv", ",Question,A,B,C,D,Answer\n0,题,a,b,c,d,AC\n1,题,a,b,c,d,E\n"))
    assert bank.findings == [] and [q.answer_text for q in bank.records] == ["AC", "E"]


def test_gbk_file_is_fatal_with_line(tmp_path: Path):
    path = _write(tmp_path / "s.csv", ",Question,A,B,C,D,Answer\n0,躁狂发作,甲,乙,丙,丁,C\n", encoding="gbk")
    bank = csvbank.load(path)
    [f] = bank.findings
    assert (f.code, f.severity, f.line, f.file) == ("unreadable", Severity.FATAL, 2, str(path))
    assert "UTF-8" in f.message


def test_csv_syntax_error_is_fatal_with_line(tmp_path: Path):
    bank = csvbank.load(_write(tmp_path / "s.csv", ',Question,A,B,C,D,Answer\n0,"题"x,a,b,c,d,A\n'))
    [f] = bank.findings
    assert (f.code, f.severity, f.line) == ("unreadable", Severity.FATAL, 2)


def test_empty_file_is_fatal(tmp_path: Path):
    assert csvbank.load(_write(tmp_path / "s.csv", "")).findings[0].code == "unreadable"


def test_forced_flavour_must_match(tmp_path: Path):
    path = _write(tmp_path / "s.csv", CEVAL_HEADER + "0,题,a,b,c,d,A,\n")
    assert csvbank.load(path, flavour="ceval").findings == []
    [f] = csvbank.load(path, flavour="cmmlu").findings
    assert f.code == "unreadable" and "Question" in f.message


def test_folder_with_one_bad_file_still_loads_the_rest(tmp_path: Path):
    _write(tmp_path / "dev" / "a.csv", ",Question,A,B,C,D,Answer\n0,题,a,b,c,d,A\n")
    _write(tmp_path / "test" / "a.csv", ",Question,A,B,C,D,Answer\n0,题,a,b,c,d,B\n")
    _write(tmp_path / "test" / "b.csv", "something,else\n")
    bank = csvbank.load(tmp_path)
    assert [(q.split, q.answer_text) for q in bank.records] == [("dev", "A"), ("test", "B")]
    assert [(f.code, Path(f.file).name) for f in bank.findings] == [("unreadable", "b.csv")]
    assert len(bank.files) == 3


def test_cmmlu_without_index_column_numbers_rows_from_zero(tmp_path: Path):
    bank = csvbank.load(_write(tmp_path / "s.csv", "Question,A,B,C,D,Answer\n题,a,b,c,d,A\n题二,a,b,c,d,B\n"))
    assert [q.id for q in bank.records] == ["s-0", "s-1"] and bank.findings == []


def test_flavour_of_headers():
    assert csvbank.flavour_of(["", "Question", "A", "B", "C", "D", "Answer"]) == "cmmlu"
    assert csvbank.flavour_of(["id", "question", "A", "B", "C", "D", "answer", "explanation"]) == "ceval"
    assert csvbank.flavour_of(["id", "question", "A", "B", "C", "D"]) == "ceval"
    assert csvbank.flavour_of(["id", "question", "type"]) is None
    assert csvbank.flavour_of(None) is None
