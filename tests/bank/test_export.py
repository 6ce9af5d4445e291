"""psyexam's own format: dict conversion, strict reading, and lossless JSONL round trips."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from psyexam.bank.export import FIELDS, record_from_dict, record_to_dict, write, write_csv, write_jsonl
from psyexam.bank.findings import Severity
from psyexam.bank.loaders import load_bank
from psyexam.bank.records import LETTERS, CACategory, Part, Provenance, QType, Question

# Every field a round trip must keep; ``source`` is where the copy was read from, by design.
CONTENT = [f.name for f in dataclasses.fields(Question) if f.name not in ("source", "origin")]


def _q(**kw) -> Question:
    base = dict(id="q1", text="题干", qtype=QType.SINGLE, part=Part.KG, options={"A": "甲", "B": "乙"},
                answer=frozenset("A"))
    return Question(**{**base, **kw})


CASES = {
    "single": _q(),
    "multi, all labels": _q(qtype=QType.MULTI, options={"A": "a", "B": "b", "C": "c", "D": "d", "E": ""},
                            answer=frozenset("ACD"), exam="GEE", subject="普通心理学", chapter="第一章",
                            concept="感觉", split="train", explanation="因为……\n所以"),
    "case analysis": _q(part=Part.CA, ca_category=CACategory.DIAGNOSIS, text="案例：\n求助者，女，48岁。\r\n问：",
                        options={"A": "", "B": "抑郁", "H": "焦虑"}, answer=frozenset("B")),
    "hidden answer": _q(answer=None, split="test"),
    "qa": _q(qtype=QType.QA, options={}, answer=None, reference="参考答案：\n1. 共情"),
    "qa, empty reference": _q(qtype=QType.QA, options={}, answer=None, reference=""),
    "qa, hidden": _q(qtype=QType.QA, options={}, answer=None, reference=None),
    "odd characters": _q(id="x\u2028y", text='引号"\\ 反斜杠\u2028行分隔\u0085\x00\t', options={"A": "\n", "B": "😀"}),
    "extra": _q(extra={"nested": {"list": [1, 2.5, None, "中"]}, "flag": True, "raw_answer": "D、华生"}),
    "provenance": _q(source=Provenance("cpsyexam.zip!train/KG-GEE-普通心理学-单项选择题.json", 7)),
    "provenance with line": _q(source=Provenance("bank.csv", 3, 4)),
}


def _assert_same(original: Question, copy: Question) -> None:
    for name in CONTENT:
        assert getattr(copy, name) == getattr(original, name), name
    assert copy.origin == (original.origin or original.source)


@pytest.mark.parametrize("q", CASES.values(), ids=CASES.keys())
def test_jsonl_round_trip_is_lossless(q: Question, tmp_path: Path):
    path = tmp_path / "bank.jsonl"
    assert write_jsonl([q], path) == 1
    bank = load_bank(str(path), validate=False)
    assert bank.findings == []
    [copy] = bank.records
    _assert_same(q, copy)
    assert copy.source == Provenance(str(path), 1, 1)


def test_round_trip_of_many_records_keeps_order_and_positions(tmp_path: Path):
    records = list(CASES.values())
    path = tmp_path / "out" / "bank.jsonl"  # parent folder is created
    write_jsonl(records, path)
    bank = load_bank(str(path), validate=False)
    assert len(bank.records) == len(records)
    for i, (q, copy) in enumerate(zip(records, bank.records), 1):
        _assert_same(q, copy)
        assert copy.source.position == i
    assert bank.fingerprint() == _fingerprint(records)


def _fingerprint(records):
    from psyexam.bank.bank import Bank
    return Bank("x", records=list(records)).fingerprint()


def test_origin_is_the_first_source_through_repeated_exports(tmp_path: Path):
    q = _q(source=Provenance("release.zip!a.json", 5))
    write_jsonl([q], tmp_path / "a.jsonl")
    once = load_bank(str(tmp_path / "a.jsonl"), validate=False).records[0]
    write_jsonl([once], tmp_path / "b.jsonl")
    twice = load_bank(str(tmp_path / "b.jsonl"), validate=False).records[0]
    assert once.origin == twice.origin == Provenance("release.zip!a.json", 5)
    assert twice.source.file == str(tmp_path / "b.jsonl")


def test_record_to_dict_writes_every_field_in_order():
    d = record_to_dict(CASES["multi, all labels"])
    assert tuple(d) == FIELDS
    assert d["answer"] == "ACD" and d["type"] == "multi" and d["part"] == "KG"
    assert d["source"] is None and d["extra"] == {}
    json.dumps(d)  # JSON-ready


def test_record_to_dict_qa_writes_reference_as_answer():
    assert record_to_dict(CASES["qa"])["answer"] == "参考答案：\n1. 共情"


def _read(d, position=3, line=4):
    return record_from_dict(d, file="f.jsonl", position=position, line=line)


def _codes(findings):
    return [(f.code, f.severity) for f in findings]


def test_record_from_dict_minimal_defaults():
    q, findings = _read({"id": 7, "question": "问", "type": "qa"})
    assert findings == []
    assert (q.id, q.part, q.options, q.reference, q.extra) == ("7", Part.KG, {}, None, {})
    assert q.source == Provenance("f.jsonl", 3, 4)


@pytest.mark.parametrize("d, code, field", [
    ({"question": "问", "type": "qa"}, "missing_field", "'id'"),
    ({"id": "", "question": "问", "type": "qa"}, "missing_field", "'id'"),
    ({"id": ["x"], "question": "问", "type": "qa"}, "bad_field", "'id'"),
    ({"id": "a", "type": "qa"}, "missing_field", "'question'"),
    ({"id": "a", "question": 5, "type": "qa"}, "bad_field", "'question'"),
    ({"id": "a", "question": "问"}, "missing_field", "'type'"),
    ({"id": "a", "question": "问", "type": "mcq"}, "bad_field", "'type'"),
    ({"id": "a", "question": "问", "type": "qa", "part": "XX"}, "bad_field", "'part'"),
    ({"id": "a", "question": "问", "type": "qa", "ca_category": "cure"}, "bad_field", "'ca_category'"),
    ({"id": "a", "question": "问", "type": "single", "answer": "A"}, "missing_field", "'options'"),
    ({"id": "a", "question": "问", "type": "single", "options": ["x", "y"]}, "bad_field", "'options'"),
    ({"id": "a", "question": "问", "type": "single", "options": {"A": "x", "I": "y"}}, "bad_field", "'options'"),
    ({"id": "a", "question": "问", "type": "single", "options": {"a": "x", "B": "y"}}, "bad_field", "'options'"),
    ({"id": "a", "question": "问", "type": "single", "options": {"A": "x", "B": 2}}, "bad_field", "'options'"),
    ({"id": "a", "question": "问", "type": "single", "options": {"A": "x"}, "answer": "A,B"},
     "malformed_answer", "'answer'"),
    ({"id": "a", "question": "问", "type": "multi", "options": {"A": "x"}, "answer": "D、华生"},
     "malformed_answer", "'answer'"),
    ({"id": "a", "question": "问", "type": "multi", "options": {"A": "x"}, "answer": ["A"]},
     "malformed_answer", "'answer'"),
    ({"id": "a", "question": "问", "type": "single", "options": {"A": "x"}, "answer": ""},
     "malformed_answer", "'answer'"),
    ({"id": "a", "question": "问", "type": "qa", "answer": 3}, "malformed_answer", "'answer'"),
    ({"id": "a", "question": "问", "type": "qa", "subject": 3}, "bad_field", "'subject'"),
    ({"id": "a", "question": "问", "type": "qa", "extra": [1]}, "bad_field", "'extra'"),
])
def test_record_from_dict_reports_each_problem_as_an_error(d, code, field):
    q, findings = _read(d)
    assert (code, Severity.ERROR) in _codes(findings)
    f = next(f for f in findings if f.code == code)
    assert field in f.message
    assert (f.file, f.position, f.line) == ("f.jsonl", 3, 4)
    assert isinstance(q, Question)  # still returned, to be listed


def test_malformed_answer_keeps_no_guess():
    q, _ = _read({"id": "a", "question": "问", "type": "multi", "options": {"A": "x"}, "answer": "A,B"})
    assert q.answer is None


def test_bad_options_keep_the_good_letters():
    q, findings = _read({"id": "a", "question": "问", "type": "single", "options": {"A": "x", "Z": "y", "B": "z"}})
    assert q.options == {"A": "x", "B": "z"}
    assert len(findings) == 1 and "'Z'" in findings[0].message


def test_record_that_is_not_an_object():
    q, findings = _read(["a", "b"])
    assert _codes(findings) == [("bad_field", Severity.ERROR)]
    assert findings[0].message.startswith("record is")
    assert q.source == Provenance("f.jsonl", 3, 4)


def test_unknown_field_is_kept_in_extra_with_a_warning():
    q, findings = _read({"id": "a", "question": "问", "type": "qa", "difficulty": 3, "extra": {"k": 1}})
    assert q.extra == {"k": 1, "difficulty": 3}
    assert _codes(findings) == [("unknown_field", Severity.WARNING)]


def test_unknown_field_clashing_with_extra_is_an_error():
    _, findings = _read({"id": "a", "question": "问", "type": "qa", "k": 2, "extra": {"k": 1}})
    assert _codes(findings) == [("bad_field", Severity.ERROR)]


def test_bad_source_is_only_a_warning():
    q, findings = _read({"id": "a", "question": "问", "type": "qa", "source": "somewhere"})
    assert q.origin is None
    assert _codes(findings) == [("bad_field", Severity.WARNING)]


def test_answer_with_unknown_type_is_not_judged():
    q, findings = _read({"id": "a", "question": "问", "type": "essay", "answer": "写一篇"})
    assert [f.code for f in findings] == ["bad_field"]


# -- CSV -----------------------------------------------------------------------------------

CSV_SAFE = [k for k, q in CASES.items()
            if not any(v == "" for v in q.options.values()) and q.reference != "" and "\x00" not in q.text]


@pytest.mark.parametrize("name", CSV_SAFE)
def test_csv_round_trip_of_records_without_empty_texts(name: str, tmp_path: Path):
    q = CASES[name]
    path = tmp_path / "bank.csv"
    assert write_csv([q], path) == 1
    bank = load_bank(str(path), validate=False)
    assert bank.findings == []
    _assert_same(q, bank.records[0])


def test_csv_reads_empty_texts_as_missing(tmp_path: Path):
    path = tmp_path / "bank.csv"
    write_csv([CASES["multi, all labels"], CASES["qa, empty reference"]], path)
    multi, qa = load_bank(str(path), validate=False).records
    assert multi.options == {"A": "a", "B": "b", "C": "c", "D": "d"}  # E was empty
    assert qa.reference is None


def test_write_chooses_by_suffix(tmp_path: Path):
    write([_q()], tmp_path / "a.csv")
    write([_q()], tmp_path / "a.jsonl")
    assert (tmp_path / "a.csv").read_text(encoding="utf-8").startswith("id,question,type,part,A,B,")
    assert json.loads((tmp_path / "a.jsonl").read_text(encoding="utf-8"))["id"] == "q1"


# -- property-based round trip -------------------------------------------------------------

try:
    import hypothesis
    from hypothesis import strategies as st
except ImportError:  # optional test dependency
    hypothesis = None

if hypothesis is None:
    @pytest.mark.skip(reason="hypothesis is not installed")
    def test_jsonl_round_trip_property():
        pass
else:
    _text = st.text(max_size=40)
    _opt_text = st.none() | _text
    _json = st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | _text,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_text, inner, max_size=3),
        max_leaves=8,
    )

    @st.composite
    def questions(draw) -> Question:
        qtype = draw(st.sampled_from(list(QType)))
        options = {} if qtype is QType.QA else draw(st.dictionaries(st.sampled_from(LETTERS), _text, max_size=8))
        answer = reference = None
        if qtype is QType.QA:
            reference = draw(_opt_text)
        else:
            answer = draw(st.none() | st.frozensets(st.sampled_from(LETTERS), min_size=1))
        return Question(
            id=draw(st.text(min_size=1, max_size=20).filter(str.strip)),
            text=draw(_text), qtype=qtype, part=draw(st.sampled_from(list(Part))), options=options,
            answer=answer, reference=reference, exam=draw(_opt_text), subject=draw(_opt_text),
            chapter=draw(_opt_text), concept=draw(_opt_text),
            ca_category=draw(st.none() | st.sampled_from(list(CACategory))), split=draw(_opt_text),
            explanation=draw(_opt_text), extra=draw(st.dictionaries(_text, _json, max_size=3)),
            source=draw(st.none() | st.builds(Provenance, _text, st.integers(1, 10**6),
                                              st.none() | st.integers(1, 10**6))),
        )

    @hypothesis.settings(max_examples=150, deadline=None,
                         suppress_health_check=[hypothesis.HealthCheck.function_scoped_fixture])
    @hypothesis.given(st.lists(questions(), max_size=5))
    def test_jsonl_round_trip_property(tmp_path: Path, records: list[Question]):
        path = tmp_path / "prop.jsonl"
        write_jsonl(records, path)
        bank = load_bank(str(path), validate=False)
        assert bank.findings == []
        assert len(bank.records) == len(records)
        for q, copy in zip(records, bank.records):
            _assert_same(q, copy)
