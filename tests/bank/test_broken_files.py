"""A corpus of deliberately broken CPsyExam files: each gives one exact finding, and the rest still loads."""

from __future__ import annotations

import io
import json
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from psyexam.bank.check import validate
from psyexam.bank.loaders import cpsyexam

GOOD = "train/KG-GEE-发展心理学-单项选择题.json"
SINGLE = "train/KG-GEE-普通心理学-单项选择题.json"
MULTI = "train/KG-GEE-普通心理学-多项选择题.json"
QA = "cpsyexam_qa/train/cpsyexam_qa.json"


def rec(n: int = 1, **over) -> dict:
    """A valid single-choice record; ``over`` replaces fields (``None`` removes one)."""
    r = {
        "subject_name": "普通心理学", "question_type": "single", "kind": "knowledge",
        "question": f"第{n}题：下列哪一项属于认知过程？", "options": {"A": "感觉", "B": "动机", "C": "气质", "D": "性格", "E": ""},
        "answer": "A", "explanation": "感觉属于认知过程。", "id": f"{n:040x}",
    }
    for k, v in over.items():
        if v is None:
            r.pop(k, None)
        else:
            r[k] = v
    return r


def qa(n: int = 1, **over) -> dict:
    r = {"subject_name": "普通心理学", "question_type": "QA_Knowledge", "question": f"简述第{n}种记忆。", "answer": "答：……"}
    r.update(over)
    return r


def dump(records: list) -> bytes:
    return json.dumps(records, ensure_ascii=False, indent=1).encode("utf-8")


GOOD_RECORDS = [rec(101, question="好题一"), rec(102, question="好题二")]


@dataclass
class Case:
    name: str
    files: dict[str, bytes]
    code: str
    file: str
    position: int | None = None
    line: int | None = None
    column: int | None = None
    severity: str = "error"


def _bad_utf8() -> bytes:
    text = dump([rec(1)]).decode()
    data = text.encode()
    at = data.index("感觉".encode())
    return data[:at] + b"\xff" + data[at + 1:]


def _line_col(data: bytes, needle: bytes) -> tuple[int, int]:
    at = data.index(needle)
    return data[:at].count(b"\n") + 1, at - (data[:at].rfind(b"\n") + 1) + 1


BAD_UTF8 = _bad_utf8()
GBK = json.dumps([rec(1)], ensure_ascii=False, indent=1).encode("gbk")
TRUNCATED = dump([rec(1), rec(2)])[:-40]


def _trunc_pos() -> tuple[int, int]:
    try:
        json.loads(TRUNCATED.decode())
    except json.JSONDecodeError as e:
        return e.lineno, e.colno
    raise AssertionError("not truncated")


CASES = [
    Case("truncated", {SINGLE: TRUNCATED}, "unreadable", SINGLE, None, *_trunc_pos(), severity="fatal"),
    Case("bad-utf8-byte", {SINGLE: BAD_UTF8}, "unreadable", SINGLE, None,
         *_line_col(BAD_UTF8, b"\xff"), severity="fatal"),
    Case("gbk-encoded", {SINGLE: GBK}, "unreadable", SINGLE, None,
         *_line_col(GBK, "普".encode("gbk")), severity="fatal"),
    Case("zero-bytes", {SINGLE: b""}, "unreadable", SINGLE, None, 1, 1, severity="fatal"),
    Case("trailing-garbage", {SINGLE: b"[]\nx"}, "unreadable", SINGLE, None, 2, 1, severity="fatal"),
    Case("not-a-list", {SINGLE: json.dumps(rec(1)).encode()}, "unreadable", SINGLE, None, 1, 1, severity="fatal"),
    Case("empty-list", {SINGLE: b"[]"}, "empty_file", SINGLE, severity="warning"),
    Case("record-is-string", {SINGLE: dump([rec(1), "第二题", rec(3)])}, "record_not_object", SINGLE, 2),
    Case("record-is-null", {SINGLE: dump([None])}, "record_not_object", SINGLE, 1),
    Case("missing-question", {SINGLE: dump([rec(1), rec(2, question=None)])}, "empty_question", SINGLE, 2),
    Case("blank-question", {SINGLE: dump([rec(1, question="   ")])}, "empty_question", SINGLE, 1),
    Case("question-not-text", {SINGLE: dump([rec(1), rec(2, question=42)])}, "bad_field", SINGLE, 2),
    Case("answer-spilled-text", {MULTI: dump([rec(1, question_type="multi", answer="D、华生")])},
         "malformed_answer", MULTI, 1),
    Case("answer-with-commas", {MULTI: dump([rec(1, question_type="multi", answer="A,B,C")])},
         "malformed_answer", MULTI, 1),
    Case("answer-lowercase", {SINGLE: dump([rec(1), rec(2, answer="b")])}, "malformed_answer", SINGLE, 2),
    Case("answer-number", {SINGLE: dump([rec(1, answer=2)])}, "malformed_answer", SINGLE, 1),
    Case("answer-letter-absent", {SINGLE: dump([rec(1, answer="F")])}, "answer_not_in_options", SINGLE, 1),
    Case("answer-empty-option", {SINGLE: dump([rec(1), rec(2, answer="E")])}, "answer_not_in_options", SINGLE, 2),
    Case("single-many", {SINGLE: dump([rec(1, answer="AC")])}, "single_with_many_answers", SINGLE, 1),
    Case("multi-one", {MULTI: dump([rec(1, question_type="multi", answer="B")])},
         "multi_with_one_answer", MULTI, 1, severity="warning"),
    Case("lowercase-option-letters", {SINGLE: dump([rec(1, options={"a": "感觉", "b": "动机"}, answer="A")])},
         "bad_option_letter", SINGLE, 1),
    Case("options-list", {SINGLE: dump([rec(1, options=["感觉", "动机"])])}, "malformed_options", SINGLE, 1),
    Case("option-null", {SINGLE: dump([rec(1, options={"A": "感觉", "B": None, "C": "气质"})])},
         "malformed_options", SINGLE, 1),
    Case("one-choice", {SINGLE: dump([rec(1, options={"A": "感觉", "B": "", "C": "", "D": ""})])},
         "too_few_choices", SINGLE, 1),
    Case("gap-in-options", {SINGLE: dump([rec(1, options={"A": "感觉", "B": "", "C": "气质", "D": "性格"})])},
         "empty_option", SINGLE, 1, severity="warning"),
    Case("train-answer-missing", {SINGLE: dump([rec(1), rec(2, answer=None)])}, "missing_answer", SINGLE, 2),
    Case("id-missing", {SINGLE: dump([rec(1, id=None)])}, "missing_field", SINGLE, 1),
    Case("duplicate-id", {SINGLE: dump([rec(1), rec(2, id=f"{1:040x}")])}, "duplicate_id", SINGLE, 2),
    Case("duplicate-question", {SINGLE: dump([rec(1), rec(2, question=rec(1)["question"] + " ")])},
         "duplicate_question", SINGLE, 2, severity="warning"),
    Case("type-unknown", {SINGLE: dump([rec(1, question_type="judge")])}, "bad_field", SINGLE, 1),
    Case("type-vs-name", {SINGLE: dump([rec(1), rec(2, question_type="multi", answer="AB")])},
         "type_mismatch", SINGLE, 2, severity="warning"),
    Case("kind-vs-name", {SINGLE: dump([rec(1, kind="analyse")])}, "type_mismatch", SINGLE, 1, severity="warning"),
    Case("qa-empty-reference", {QA: dump([qa(1), qa(2, answer="")])}, "empty_reference", QA, 2),
    Case("qa-answer-list", {QA: dump([qa(1, answer=["要点一"])])}, "malformed_answer", QA, 1),
    Case("qa-bad-kind", {QA: dump([qa(1, question_type="QA")])}, "bad_field", QA, 1),
    Case("qa-repeated", {QA: dump([qa(1), qa(1)])}, "duplicate_question", QA, 2, severity="warning"),
    Case("unrecognised-name", {"train/notes.json": b"[]"}, "unrecognised_file", "train/notes.json",
         severity="warning"),
]


def _write(root: Path, files: dict[str, bytes]) -> None:
    for rel, data in {GOOD: dump(GOOD_RECORDS), **files}.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)


def _load(root: Path):
    bank = cpsyexam.load(root)
    validate(bank)
    return bank


def _good_loaded(bank, label: str = GOOD) -> None:
    good = [q for q in bank.records if q.source.file == label]
    assert [q.text for q in good] == ["好题一", "好题二"]
    assert all(not bank.is_quarantined(q) for q in good)
    assert not [f for f in bank.findings if f.file == label]


def test_corpus_is_large_enough():
    assert len(CASES) >= 25


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_broken_file(tmp_path, case: Case):
    _write(tmp_path, case.files)
    bank = _load(tmp_path)
    hits = [f for f in bank.findings if f.code == case.code and f.file == case.file]
    assert len(hits) == 1, [str(f) for f in bank.findings]
    f = hits[0]
    assert (f.position, f.line, f.column, f.severity.value) == (case.position, case.line, case.column, case.severity)
    assert "\n" not in f.message
    _good_loaded(bank)
    if case.position is not None:
        q = next(q for q in bank.records if q.source.file == case.file and q.source.position == case.position)
        assert bank.is_quarantined(q) == (case.severity == "error")
        assert f.id == q.id


def test_broken_records_are_kept(tmp_path):
    _write(tmp_path, {SINGLE: dump([rec(1), "x", None, rec(4, answer="A,B")])})
    bank = _load(tmp_path)
    mine = [q for q in bank.records if q.source.file == SINGLE]
    assert [q.source.position for q in mine] == [1, 2, 3, 4]
    assert [bank.is_quarantined(q) for q in mine] == [False, True, True, True]
    assert mine[3].answer is None
    # a record that is not an object gets no further findings on top
    assert sorted(f.code for f in bank.findings if f.position == 2) == ["record_not_object"]


def test_no_missing_answer_on_top_of_malformed(tmp_path):
    _write(tmp_path, {SINGLE: dump([rec(1, answer="D、华生")])})
    codes = [f.code for f in _load(tmp_path).findings if f.file == SINGLE]
    assert codes == ["malformed_answer"]


def test_hidden_answers_in_test_are_info(tmp_path):
    name = "test/KG-GEE-普通心理学-单项选择题.json"
    _write(tmp_path, {name: dump([rec(1, answer=None), rec(2, answer=None)])})
    bank = _load(tmp_path)
    found = [f for f in bank.findings if f.file == name]
    assert [(f.code, f.severity.value, f.position) for f in found] == [
        ("missing_answer", "info", 1), ("missing_answer", "info", 2)]
    assert len(bank.usable()) == 4


def _zip(entries: dict[str, bytes], method: int = zipfile.ZIP_DEFLATED) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", method) as zf:
        for name, data in entries.items():
            zf.writestr(name, data)
    return buf.getvalue()


def test_bad_zip_other_zip_loads(tmp_path):
    (tmp_path / "cpsyexam.zip").write_bytes(b"PK\x03\x04 this is not really a zip")
    (tmp_path / "cpsyexam_qa.zip").write_bytes(_zip({QA: dump([qa(1), qa(2)])}))
    bank = _load(tmp_path)
    bad = [f for f in bank.findings if f.code == "unreadable"]
    assert [(f.file, f.severity.value, f.position) for f in bad] == [("cpsyexam.zip", "fatal", None)]
    assert len(bank.records) == 2 and all(q.source.file == f"cpsyexam_qa.zip!{QA}" for q in bank.records)


def test_zip_with_bad_member(tmp_path):
    payload = dump([rec(7, question="坏成员里的题")])
    data = bytearray(_zip({SINGLE: payload, GOOD: dump(GOOD_RECORDS)}, zipfile.ZIP_STORED))
    at = bytes(data).index("坏成员".encode())
    data[at] ^= 0xFF  # breaks the member's CRC
    (tmp_path / "cpsyexam.zip").write_bytes(bytes(data))
    bank = _load(tmp_path)
    bad = [f for f in bank.findings if f.code == "unreadable"]
    assert [(f.file, f.severity.value) for f in bad] == [(f"cpsyexam.zip!{SINGLE}", "fatal")]
    _good_loaded(bank, f"cpsyexam.zip!{GOOD}")


def test_bom_is_fine(tmp_path):
    _write(tmp_path, {SINGLE: b"\xef\xbb\xbf" + dump([rec(1)])})
    bank = _load(tmp_path)
    assert not bank.findings and len(bank.records) == 3


def test_unreadable_gives_exit_worthy_fatal_but_others_load(tmp_path):
    _write(tmp_path, {SINGLE: TRUNCATED, MULTI: GBK})
    bank = _load(tmp_path)
    assert sorted(f.file for f in bank.findings if f.severity.value == "fatal") == sorted([MULTI, SINGLE])
    _good_loaded(bank)


