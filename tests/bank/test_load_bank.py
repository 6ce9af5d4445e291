"""Bank specs: the demo bank, FORMAT:PATH, hub ids and format detection of plain paths."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import psyexam.bank.loaders as loaders
from psyexam.bank.bank import Bank
from psyexam.bank.loaders import detect, load_bank, parse_repo_id
from psyexam.errors import BankError

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
CMMLU_DEV = DATA / "cmmlu" / "dev" / "professional_psychology.csv"
CPSY = DATA / "cpsyexam"
needs_cmmlu = pytest.mark.skipif(not CMMLU_DEV.is_file(), reason="shared CMMLU data not present")
needs_cpsy = pytest.mark.skipif(not (CPSY / "cpsyexam_qa.zip").is_file(), reason="shared CPsyExam data not present")

LINE = {"id": "g1", "question": "问", "type": "single", "options": {"A": "甲", "B": "乙"}, "answer": "A"}
CMMLU = ",Question,A,B,C,D,Answer\n0,题,a,b,c,d,A\n1,题二,a,b,c,d,B\n"
CEVAL = "id,question,A,B,C,D,answer,explanation\n0,题,a,b,c,d,C,因为\n"


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _jsonl(path: Path, *records: dict) -> Path:
    return _write(path, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records))


@pytest.fixture
def cpsyexam_loader():
    return pytest.importorskip("psyexam.bank.loaders.cpsyexam")


# -- demo -------------------------------------------------------------------------------------

def test_demo_reads_package_data(tmp_path: Path, monkeypatch):
    _jsonl(tmp_path / "data" / "demo.jsonl", LINE, {**LINE, "id": "g2"})
    monkeypatch.setattr(loaders.resources, "files", lambda package: tmp_path)
    bank = load_bank("demo")
    assert bank.spec == "demo" and [q.id for q in bank.records] == ["g1", "g2"]
    assert bank.files == ["demo.jsonl"] and bank.records[0].source.file == "demo.jsonl"


def test_demo_missing_is_a_bank_error(tmp_path: Path, monkeypatch):
    monkeypatch.setattr(loaders.resources, "files", lambda package: tmp_path)
    with pytest.raises(BankError, match="demo bank is missing"):
        load_bank("demo")


def test_installed_demo_bank_loads_cleanly():
    from importlib import resources

    if not resources.files("psyexam.bank").joinpath("data", "demo.jsonl").is_file():
        pytest.skip("the demo bank is not written yet")
    bank = load_bank("demo")
    assert bank.records and not [f for f in bank.findings if f.severity.value in ("fatal", "error")]


# -- explicit formats -------------------------------------------------------------------------

def test_explicit_formats(tmp_path: Path):
    assert len(load_bank(f"cmmlu:{_write(tmp_path / 'a.csv', CMMLU)}").records) == 2
    assert load_bank(f"ceval:{_write(tmp_path / 'x_val.csv', CEVAL)}").records[0].explanation == "因为"
    assert load_bank(f"jsonl:{_jsonl(tmp_path / 'b.txt', LINE)}").records[0].id == "g1"
    csv_path = _write(tmp_path / "g.dat", "id,question,type\nq,问,qa\n")
    assert load_bank(f"csv:{csv_path}").records[0].id == "q"


def test_explicit_format_keeps_spec_and_mismatch_is_a_finding(tmp_path: Path):
    path = _write(tmp_path / "x_val.csv", CEVAL)
    bank = load_bank(f"cmmlu:{path}")
    assert bank.spec == f"cmmlu:{path}"
    assert [f.code for f in bank.findings] == ["unreadable"]


@needs_cpsy
def test_explicit_cpsyexam(cpsyexam_loader):
    bank = load_bank(f"cpsyexam:{CPSY / 'cpsyexam_qa.zip'}", validate=False)
    assert bank.spec == f"cpsyexam:{CPSY / 'cpsyexam_qa.zip'}" and len(bank.records) == 3444


def test_explicit_format_with_missing_path(tmp_path: Path):
    with pytest.raises(BankError) as e:
        load_bank(f"jsonl:{tmp_path / 'nope.jsonl'}")
    assert str(tmp_path / "nope.jsonl") in str(e.value) and "\n" not in str(e.value)


def test_unknown_format_prefix():
    with pytest.raises(BankError, match="unknown bank format 'parquet'"):
        load_bank("parquet:/some/file")


# -- plain paths ------------------------------------------------------------------------------

@needs_cmmlu
def test_plain_cmmlu_file_and_folder():
    assert len(load_bank(str(CMMLU_DEV)).records) == 5
    assert len(load_bank(str(CMMLU_DEV.parent.parent)).records) == 5
    assert detect(CMMLU_DEV) == "csvbank"


@needs_cpsy
def test_plain_cpsyexam_zip_and_folder(cpsyexam_loader, tmp_path: Path):
    assert detect(CPSY / "cpsyexam_qa.zip") == "cpsyexam"
    assert len(load_bank(str(CPSY / "cpsyexam_qa.zip"), validate=False).records) == 3444
    shutil.copy(CPSY / "cpsyexam_qa.zip", tmp_path / "cpsyexam_qa.zip")
    assert detect(tmp_path) == "cpsyexam"


def test_cpsyexam_json_files_are_detected(tmp_path: Path):
    rec = {"subject_name": "普通心理学", "question_type": "single", "question": "问"}
    _write(tmp_path / "train" / "KG-GEE-普通心理学-单项选择题.json", json.dumps([rec], ensure_ascii=False))
    _write(tmp_path / "test" / "KG-SSE-x-多项选择题.json", "[]")
    assert detect(tmp_path) == "cpsyexam"
    assert detect(tmp_path / "test" / "KG-SSE-x-多项选择题.json") == "cpsyexam"  # empty list, known name
    _write(tmp_path / "other.json", json.dumps([rec]))
    assert detect(tmp_path / "other.json") == "cpsyexam"  # CPsyExam fields


def test_plain_generic_files(tmp_path: Path):
    assert detect(_jsonl(tmp_path / "b.jsonl", LINE)) == "generic"
    assert detect(_write(tmp_path / "b.json", json.dumps([LINE]))) == "generic"
    assert detect(_write(tmp_path / "g.csv", "id,question,type,A,B,answer\nq,问,single,甲,乙,A\n")) == "generic"
    assert load_bank(str(tmp_path / "g.csv")).records[0].answer_text == "A"


def test_ceval_folder(tmp_path: Path):
    _write(tmp_path / "val" / "psy_val.csv", CEVAL)
    _write(tmp_path / "dev" / "psy_dev.csv", CEVAL)
    bank = load_bank(str(tmp_path))
    assert sorted(q.split for q in bank.records) == ["dev", "val"]


def test_unknown_csv_header_is_a_bank_error(tmp_path: Path):
    path = _write(tmp_path / "x.csv", "name,score\na,1\n")
    with pytest.raises(BankError, match="unknown bank format") as e:
        load_bank(str(path))
    assert str(path) in str(e.value)


def test_undecodable_csv_is_reported_not_raised(tmp_path: Path):
    path = tmp_path / "x.csv"
    path.write_bytes(",Question,A,B,C,D,Answer\n0,题,a,b,c,d,A\n".encode("gbk"))
    bank = load_bank(str(path))
    assert [(f.code, f.line) for f in bank.findings] == [("unreadable", 2)]


def test_folder_without_bank_files(tmp_path: Path):
    _write(tmp_path / "README.md", "hi")
    with pytest.raises(BankError, match="no bank files"):
        load_bank(str(tmp_path))


def test_missing_path_is_one_line():
    with pytest.raises(BankError) as e:
        load_bank("./no/such/bank.jsonl")
    assert str(e.value) == "./no/such/bank.jsonl: no such file or folder"


def test_missing_data_file_is_not_taken_for_a_hub_id(monkeypatch, tmp_path: Path):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "data").mkdir()
    monkeypatch.setattr(loaders, "_module", _no_hub)
    for spec in ("data/bank.jsonl", "data/other", "nowhere/bank.csv"):
        with pytest.raises(BankError, match="no such file or folder"):
            load_bank(spec)


def _no_hub(name):
    raise AssertionError(f"tried the {name} loader")


def test_owner_name_goes_to_the_hub(monkeypatch, tmp_path: Path):
    monkeypatch.chdir(tmp_path)
    calls = []

    class FakeHub:
        @staticmethod
        def load(repo, revision, *, spec):
            calls.append((repo, revision, spec))
            return Bank(spec=spec)

    monkeypatch.setattr(loaders, "_module", lambda name: FakeHub if name == "hub" else _no_hub(name))
    load_bank("acme/psy", validate=False)
    load_bank("hf:acme/psy@v1.0", validate=False)
    assert calls == [("acme/psy", None, "acme/psy"), ("acme/psy", "v1.0", "hf:acme/psy@v1.0")]


def test_existing_path_wins_over_hub_id(monkeypatch, tmp_path: Path):
    monkeypatch.chdir(tmp_path)
    _jsonl(tmp_path / "acme" / "psy" / "b.jsonl", LINE)
    assert load_bank("acme/psy").records[0].id == "g1"


def test_parse_repo_id():
    assert parse_repo_id("a/b") == ("a/b", None)
    assert parse_repo_id("CAS-SIAT-XinHai/CPsyExam@main") == ("CAS-SIAT-XinHai/CPsyExam", "main")
    for bad in ("a", "a/b/c", "a/b@", "/b", "a b/c"):
        with pytest.raises(BankError):
            parse_repo_id(bad)


# -- validation -------------------------------------------------------------------------------

def test_validate_runs_the_checker_only_when_asked(monkeypatch, tmp_path: Path):
    import psyexam.bank.check as check

    seen = []
    monkeypatch.setattr(check, "validate", lambda bank: seen.append(bank.spec))
    path = str(_jsonl(tmp_path / "b.jsonl", LINE))
    load_bank(path)
    load_bank(path, validate=False)
    assert seen == [path]


def test_validation_findings_are_added(tmp_path: Path):
    # An answer naming a letter the options lack is the checker's finding, not the reader's.
    path = _jsonl(tmp_path / "b.jsonl", {**LINE, "answer": "C"})
    assert load_bank(str(path), validate=False).findings == []
    assert load_bank(str(path)).findings  # the checker found something
