"""The CPsyExam loader on the real release: both zips and the unpacked folders."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from psyexam.bank.check import validate
from psyexam.bank.loaders import cpsyexam
from psyexam.bank.records import CACategory, Part, QType
from psyexam.errors import BankError

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
ZIPS = DATA / "cpsyexam"
UNPACKED = DATA / "cpsyexam-unpacked"

pytestmark = pytest.mark.skipif(not (ZIPS / "cpsyexam.zip").exists() or not UNPACKED.exists(),
                                reason="CPsyExam release not present")


def _load(path: Path):
    bank = cpsyexam.load(path)
    validate(bank)
    return bank


@pytest.fixture(scope="module", params=["zips", "unpacked"])
def bank(request):
    return _load(ZIPS if request.param == "zips" else UNPACKED)


@pytest.fixture(scope="module")
def both():
    return _load(ZIPS), _load(UNPACKED)


def _split(f) -> str:
    return f.file.split("!")[-1].split("/")[-2]


def _name(f) -> str:
    return f.file.split("/")[-1]


def _codes(bank, code: str) -> list:
    return [f for f in bank.findings if f.code == code]


def _is_mcq(f) -> bool:
    return not _name(f).startswith("cpsyexam_qa")


def test_record_counts(bank):
    c = Counter((q.split, q.qtype.value) for q in bank.records)
    assert (c["train", "single"], c["train", "multi"]) == (6896, 2959)
    assert (c["dev", "single"], c["dev", "multi"]) == (769, 328)
    assert (c["train", "qa"], c["dev", "qa"], c["test", "qa"]) == (2921, 323, 200)
    test = Counter((q.part, q.qtype) for q in bank.records if q.split == "test" and q.qtype is not QType.QA)
    assert (test[Part.KG, QType.SINGLE], test[Part.KG, QType.MULTI]) == (2321, 781)
    assert (test[Part.CA, QType.SINGLE], test[Part.CA, QType.MULTI]) == (600, 200)
    assert len(bank.files) == len(list(UNPACKED.rglob("*.json")))


def test_malformed_answers(bank):
    found = _codes(bank, "malformed_answer")
    assert Counter((_split(f), _name(f)) for f in found) == {
        ("train", "KG-PCE-心理咨询师三级-多项选择题.json"): 105,
        ("train", "CA-心理理论-多项选择题.json"): 20,
    }
    assert all(f.severity.value == "error" for f in found)
    msgs = " ".join(f.message for f in found)
    assert "'D、华生'" in msgs and "'A,B,C'" in msgs
    # no answer is guessed and no second finding says "missing"
    keys = {(f.file, f.position) for f in found}
    assert all(q.answer is None for q in bank.records if (q.source.file, q.source.position) in keys)
    assert not [f for f in _codes(bank, "missing_answer") if (f.file, f.position) in keys]


def test_answer_count_problems(bank):
    single = _codes(bank, "single_with_many_answers")
    assert [(_split(f), _name(f), f.position) for f in single] == [("dev", "KG-PCE-心理咨询师三级-单项选择题.json", 10)]
    multi = _codes(bank, "multi_with_one_answer")
    assert Counter(_split(f) for f in multi) == {"train": 135, "dev": 16}
    assert {f.severity.value for f in multi} == {"warning"}
    empty = [f for f in _codes(bank, "answer_not_in_options") if "empty option" in f.message]
    assert len(empty) >= 10


def test_empty_test_file(bank):
    found = _codes(bank, "empty_file")
    assert [(_split(f), _name(f)) for f in found] == [("test", "KG-SSE-医学类心理咨询与辅导-多项选择题.json")]


def test_type_mismatch(bank):
    found = _codes(bank, "type_mismatch")
    by_file = Counter((_split(f), _name(f)) for f in found)
    assert by_file[("train", "KG-GEE-临床与咨询心理学-单项选择题.json")] == 5
    assert {f.severity.value for f in found} == {"warning"}
    # the record's own field wins
    keys = {(f.file, f.position) for f in found if "临床与咨询" in f.file}
    assert {q.qtype for q in bank.records if (q.source.file, q.source.position) in keys} == {QType.MULTI}


def _also_in(bank, split: str, earlier: str) -> int:
    return sum(1 for f in bank.findings
               if f.code in ("leakage", "shared_stem") and _is_mcq(f) and _split(f) == split
               and f.message.startswith(f"also in {earlier}:"))


def test_test_questions_also_in_train(bank):
    assert _also_in(bank, "test", "train") == 151
    assert _also_in(bank, "test", "dev") == 25
    # the finding is always on the later split, never on train
    assert not [f for f in bank.findings if f.code in ("leakage", "shared_stem") and _split(f) == "train"]
    leak = [f for f in _codes(bank, "leakage") if _split(f) == "test"]
    assert leak and all("leakage from" in f.message for f in leak)


def test_hidden_answers_are_not_quarantined(bank):
    test_mcq = [q for q in bank.records if q.split == "test" and q.qtype is not QType.QA]
    assert all(q.answer is None for q in test_mcq)
    missing = _codes(bank, "missing_answer")
    assert len(missing) == len(test_mcq) == 3902
    assert {f.severity.value for f in missing} == {"info"}


def test_qa_findings_and_ids(bank):
    empty = _codes(bank, "empty_reference")
    assert Counter(_split(f) for f in empty) == {"train": 36, "dev": 2, "test": 1}
    qa = [q for q in bank.records if q.qtype is QType.QA]
    assert len({(q.split, q.id) for q in qa}) == len(qa)
    assert all(q.id.startswith("qa-") for q in qa)
    assert all(q.reference is not None for q in qa)


def test_duplicate_ids(bank):
    dup = [f for f in _codes(bank, "duplicate_id") if f.severity.value == "error"]
    assert Counter(_split(f) for f in dup)["test"] == 61  # 59 ids repeat, two of them three times


def test_fields_from_file_name(bank):
    by_name = {}
    for q in bank.records:
        by_name.setdefault(q.source.file.split("/")[-1], q)
    kg = by_name["KG-TQE-中学教师心理学-单项选择题.json"]
    assert (kg.exam, kg.subject, kg.part, kg.ca_category) == ("TQE", "中学教师心理学", Part.KG, None)
    assert kg.extra["subject_name"] in ("初中教师心理学", "高中、中等职业学校教师心理学")
    ca = by_name["CA-心理理论-单项选择题.json"]
    assert (ca.exam, ca.ca_category, ca.part) == (None, CACategory.METHOD, Part.CA)
    assert "subject_name" not in ca.extra
    assert by_name["CA-心理诊断-多项选择题.json"].ca_category is CACategory.DIAGNOSIS
    assert by_name["CA-心理咨询-多项选择题.json"].ca_category is CACategory.TREATMENT
    assert {q.exam for q in bank.records if q.source.file.split("/")[-1].startswith("KG-")} == {
        "GEE", "PCE", "TQE", "SSE"}
    # CA files carry no exam, even for the few records whose own kind says knowledge
    assert {q.exam for q in bank.records if q.source.file.split("/")[-1].startswith("CA-")} == {None}


def test_provenance_labels():
    zq = cpsyexam.load(ZIPS / "cpsyexam.zip").records[0]
    assert zq.source.file.startswith("cpsyexam.zip!train/") and zq.source.position == 1
    uq = cpsyexam.load(UNPACKED).records[0]
    assert uq.source.file.startswith("mcq/train/")


def test_zips_and_unpacked_agree(both):
    z, u = both
    assert z.fingerprint() == u.fingerprint()
    assert len(z.usable()) == len(u.usable()) and len(z.quarantined()) == len(u.quarantined())

    def summary(b):
        return Counter((f.code, f.severity.value, _name(f), f.position, f.id) for f in b.findings)

    assert summary(z) == summary(u)


@pytest.mark.parametrize("sub", ["cpsyexam.zip", "mcq", "mcq/train", "qa/cpsyexam_qa"])
def test_partial_layouts(sub):
    path = ZIPS / sub if sub.endswith(".zip") else UNPACKED / sub
    b = cpsyexam.load(path)
    assert b.records and not [f for f in b.findings if f.code in ("unreadable", "unrecognised_file")]
    splits = {q.split for q in b.records}
    assert splits == ({"train"} if sub == "mcq/train" else {"train", "dev", "test"})


def test_folder_with_one_zip(tmp_path):
    shutil.copy(ZIPS / "cpsyexam_qa.zip", tmp_path)
    b = cpsyexam.load(tmp_path)
    assert len(b.records) == 2921 + 323 + 200


def test_missing_path_and_empty_folder(tmp_path):
    with pytest.raises(BankError, match="no such file"):
        cpsyexam.load(tmp_path / "nope")
    (tmp_path / "readme.txt").write_text("nothing here")
    with pytest.raises(BankError, match="no CPsyExam files"):
        cpsyexam.load(tmp_path)
