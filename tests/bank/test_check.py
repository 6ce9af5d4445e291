"""The format-independent validator on hand-made records."""

from __future__ import annotations

from psyexam.bank.bank import Bank
from psyexam.bank.check import validate
from psyexam.bank.findings import Finding, Severity
from psyexam.bank.records import Part, Provenance, QType, Question

OPTS = {"A": "感觉", "B": "动机", "C": "气质", "D": "性格"}


def q(n: int, split: str = "train", *, text: str | None = None, answer: str | None = "A",
      qtype: QType = QType.SINGLE, options: dict | None = None, rid: str | None = None,
      reference: str | None = None, file: str | None = None) -> Question:
    return Question(
        id=rid or f"q{n}", text=text if text is not None else f"第{n}题", qtype=qtype, part=Part.KG,
        options=dict(OPTS) if options is None and qtype is not QType.QA else (options or {}),
        answer=frozenset(answer) if answer is not None and qtype is not QType.QA else None,
        reference=reference, split=split, source=Provenance(file or f"{split}.jsonl", n),
    )


def check(*records: Question, findings: list[Finding] | None = None) -> Bank:
    bank = Bank("test", list(records), list(findings or []))
    validate(bank)
    return bank


def codes(bank: Bank) -> list[tuple[str, str, int | None]]:
    return sorted((f.code, f.severity.value, f.position) for f in bank.findings)


def test_clean_bank_has_no_findings():
    assert check(q(1), q(2, answer="B")).findings == []


def test_answer_checks():
    bank = check(
        q(1, answer="AB"),
        q(2, answer="A", qtype=QType.MULTI),
        q(3, answer="F"),
        q(4, answer="D", options={"A": "x", "B": "y", "C": "z", "D": ""}),
        q(5, answer="AC", qtype=QType.MULTI),
    )
    assert codes(bank) == [
        ("answer_not_in_options", "error", 3),
        ("answer_not_in_options", "error", 4),
        ("multi_with_one_answer", "warning", 2),
        ("single_with_many_answers", "error", 1),
    ]
    msgs = {f.position: f.message for f in bank.findings}
    assert "empty option" in msgs[4] and "not among the options" in msgs[3]
    assert [r.id for r in bank.usable()] == ["q2", "q5"]


def test_option_checks():
    bank = check(
        q(1, options={"A": "x", "b": "y"}),
        q(2, options={"A": "x", "B": " "}),
        q(3, options={"A": "x", "B": "", "C": "z"}),
    )
    assert codes(bank) == [
        ("bad_option_letter", "error", 1),
        ("empty_option", "warning", 3),
        ("too_few_choices", "error", 2),
    ]


def test_empty_question_and_reference():
    bank = check(q(1, text="  "), q(2, qtype=QType.QA, reference=""), q(3, qtype=QType.QA, reference="要点"))
    assert codes(bank) == [("empty_question", "error", 1), ("empty_reference", "error", 2)]


def test_missing_answer_severity_depends_on_split():
    bank = check(q(1), q(2, answer=None), q(3, "test", answer=None), q(4, "test", answer=None),
                 q(5, "test", qtype=QType.QA, reference="参考"))
    assert codes(bank) == [("missing_answer", "error", 2), ("missing_answer", "info", 3),
                           ("missing_answer", "info", 4)]


def test_loader_findings_are_not_repeated():
    malformed = Finding("malformed_answer", Severity.ERROR, "train.jsonl", "bad", position=2, id="q2")
    broken = Finding("record_not_object", Severity.ERROR, "train.jsonl", "not an object", position=3, id="q3")
    bad_opts = Finding("bad_field", Severity.ERROR, "train.jsonl", "field 'options': not an object", position=4)
    bank = check(q(1), q(2, answer=None), q(3, text="", answer=None, options={}), q(4, options={}),
                 findings=[malformed, broken, bad_opts])
    assert [f.code for f in bank.findings] == ["malformed_answer", "record_not_object", "bad_field"]


def test_duplicates_within_split():
    bank = check(q(1), q(2, rid="q1", text="第1题"), q(3, text="第1题"), q(4, text="第 1 题\n"), q(5, rid="q1", text="别的题"))
    found = {f.position: f for f in bank.findings}
    assert codes(bank) == [("duplicate_id", "error", 2), ("duplicate_id", "error", 5),
                           ("duplicate_question", "warning", 3), ("duplicate_question", "warning", 4)]
    assert "the same question" in found[2].message and "a different question" in found[5].message
    assert "train.jsonl, record 1" in found[3].message
    assert not check(q(1), q(2, text="第1题", options={"A": "别的", "B": "选项"})).findings


def test_leakage_flags_the_later_split_only():
    train, dev, test = q(1, "train"), q(1, "dev", rid="d1"), q(1, "test", rid="t1", answer=None)
    other = q(2, "test", rid="t2", answer=None, text="第1题", options={"A": "甲", "B": "乙"})
    bank = check(test, other, dev, train)  # load order does not matter
    leaks = sorted((f.code, f.file, f.message.split(":")[0]) for f in bank.findings if f.code != "missing_answer")
    assert leaks == [
        ("leakage", "dev.jsonl", "also in train"),
        ("leakage", "test.jsonl", "also in dev"),
        ("leakage", "test.jsonl", "also in train"),
        ("shared_stem", "test.jsonl", "also in dev"),
        ("shared_stem", "test.jsonl", "also in train"),
    ]
    assert {f.severity.value for f in bank.findings if f.code == "leakage"} == {"warning"}
    assert not bank.quarantined()


def test_same_id_across_splits():
    bank = check(q(1, "train"), q(2, "dev", rid="q1"), q(1, "test", answer="B"))
    found = sorted((f.code, f.severity.value, f.file) for f in bank.findings)
    # the test record repeats train's question (same id), and dev used that id for another question
    assert found == [("duplicate_id", "warning", "dev.jsonl"), ("duplicate_id", "warning", "test.jsonl"),
                     ("leakage", "warning", "test.jsonl")]
    leak = next(f for f in bank.findings if f.code == "leakage")
    assert "(same id)" in leak.message and "answers differ" in leak.message


def test_records_without_split_or_source():
    a = q(1, None)
    a.source = None
    bank = check(a, q(2, None, answer=None))
    assert codes(bank) == [("missing_answer", "error", 2)]
