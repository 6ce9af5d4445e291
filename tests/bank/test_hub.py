"""Hub banks, read from a fake Hugging Face cache built here; no test reaches the network."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from psyexam.bank.loaders import hub, load_bank
from psyexam.errors import BankError, PsyexamError

pytest.importorskip("huggingface_hub")

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
COMMIT = "0123456789abcdef0123456789abcdef01234567"
OTHER = "fedcba9876543210fedcba9876543210fedcba98"
CMMLU = ",Question,A,B,C,D,Answer\n0,躁狂发作、抑郁发作属于,急性应激障碍,人格障碍,心境障碍,应激后障碍,C\n"


@pytest.fixture(autouse=True)
def offline_env(monkeypatch, tmp_path):
    """Offline, with every cache variable pointing into tmp_path."""
    for var in ("PSYEXAM_HUB_CACHE", "HF_HUB_CACHE", "HF_HOME"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("PSYEXAM_HUB_CACHE", str(tmp_path / "cache"))


def fake_repo(cache: Path, repo: str, files: dict[str, bytes | Path], commit: str = COMMIT,
              refs: tuple[str, ...] = ("main",)) -> Path:
    """A repository in the real cache layout: datasets--OWNER--NAME/{refs/<ref>, snapshots/<commit>/...}."""
    root = cache / ("datasets--" + repo.replace("/", "--"))
    snap = root / "snapshots" / commit
    for name, content in files.items():
        target = snap / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, Path):
            shutil.copyfile(content, target)
        else:
            target.write_bytes(content)
    (root / "refs").mkdir(parents=True, exist_ok=True)
    for ref in refs:
        (root / "refs" / ref).write_text(commit)
    return snap


def test_loads_from_cache_offline(tmp_path: Path):
    snap = fake_repo(tmp_path / "cache", "acme/psy", {"dev/professional_psychology.csv": CMMLU.encode(),
                                                      "README.md": b"# not a bank file"})
    bank = load_bank("hf:acme/psy")
    assert bank.spec == "hf:acme/psy"
    assert [q.id for q in bank.records] == ["professional_psychology-0"]
    assert bank.records[0].split == "dev"
    assert bank.files == [str(snap / "dev" / "professional_psychology.csv")]


def test_owner_name_spec_goes_to_the_hub(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    fake_repo(tmp_path / "cache", "acme/psy", {"b.csv": CMMLU.encode()})
    bank = load_bank("acme/psy")
    assert bank.spec == "acme/psy" and len(bank.records) == 1


def test_revision_by_commit_and_by_tag(tmp_path: Path):
    cache = tmp_path / "cache"
    fake_repo(cache, "acme/psy", {"b.csv": CMMLU.encode()})
    fake_repo(cache, "acme/psy", {"b.csv": CMMLU.replace(",C\n", ",D\n").encode()}, commit=OTHER, refs=("v2",))
    assert load_bank("hf:acme/psy").records[0].answer_text == "C"
    assert load_bank(f"hf:acme/psy@{OTHER}").records[0].answer_text == "D"
    assert load_bank("acme/psy@v2").records[0].answer_text == "D"


def test_generic_files_in_a_snapshot(tmp_path: Path):
    line = '{"id": "x", "question": "问", "type": "qa", "answer": "答"}\n'
    fake_repo(tmp_path / "cache", "acme/gen", {"data/bank.jsonl": line.encode()})
    [q] = load_bank("hf:acme/gen").records
    assert q.reference == "答"


@pytest.mark.skipif(not (DATA / "cpsyexam" / "cpsyexam_qa.zip").is_file(), reason="shared CPsyExam data not present")
def test_cpsyexam_zip_snapshot(tmp_path: Path):
    pytest.importorskip("psyexam.bank.loaders.cpsyexam")
    fake_repo(tmp_path / "cache", "CAS-SIAT-XinHai/CPsyExam",
              {"cpsyexam_qa.zip": DATA / "cpsyexam" / "cpsyexam_qa.zip", ".gitattributes": b"*.zip lfs\n"})
    bank = load_bank("CAS-SIAT-XinHai/CPsyExam", validate=False)
    assert len(bank.records) == 2921 + 323 + 200
    assert bank.spec == "CAS-SIAT-XinHai/CPsyExam"


def test_repo_missing_from_cache_offline_is_one_line(tmp_path: Path):
    with pytest.raises(BankError) as e:
        load_bank("hf:acme/absent")
    msg = str(e.value)
    assert "hf:acme/absent" in msg and "HF_HUB_OFFLINE" in msg and str(tmp_path / "cache") in msg
    assert "\n" not in msg


def test_unknown_revision_offline(tmp_path: Path):
    fake_repo(tmp_path / "cache", "acme/psy", {"b.csv": CMMLU.encode()})
    with pytest.raises(BankError, match="acme/psy@nope"):
        load_bank("hf:acme/psy@nope")


def test_unreachable_hub_falls_back_to_cache(tmp_path: Path, monkeypatch):
    import huggingface_hub.constants as constants

    monkeypatch.delenv("HF_HUB_OFFLINE")
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
    # A closed local port: the connection is refused at once, nothing leaves the machine.
    monkeypatch.setattr(constants, "ENDPOINT", "http://127.0.0.1:9")
    fake_repo(tmp_path / "cache", "acme/psy", {"b.csv": CMMLU.encode()})
    assert len(load_bank("hf:acme/psy").records) == 1
    with pytest.raises(BankError, match="could not be reached"):
        load_bank("hf:acme/absent")


def test_snapshot_with_no_bank_files(tmp_path: Path):
    fake_repo(tmp_path / "cache", "acme/empty", {"README.md": b"nothing"})
    with pytest.raises(BankError, match="no bank files"):
        load_bank("hf:acme/empty")


def test_bad_repo_id():
    with pytest.raises(BankError, match="not a Hugging Face dataset id"):
        load_bank("hf:just-a-name")


def test_missing_extra_names_the_install_command(monkeypatch):
    monkeypatch.setitem(sys.modules, "huggingface_hub", None)
    with pytest.raises(PsyexamError, match=r"pip install 'psyexam\[hub\]'"):
        load_bank("hf:acme/psy")


def test_cache_dir_precedence(monkeypatch, tmp_path: Path):
    monkeypatch.setenv("HF_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hubcache"))
    assert hub.cache_dir() == tmp_path / "cache"
    monkeypatch.delenv("PSYEXAM_HUB_CACHE")
    assert hub.cache_dir() == tmp_path / "hubcache"
    monkeypatch.delenv("HF_HUB_CACHE")
    assert hub.cache_dir() == tmp_path / "home" / "hub"
    monkeypatch.delenv("HF_HOME")
    assert hub.cache_dir() is None


def test_hf_home_cache_is_used(monkeypatch, tmp_path: Path):
    monkeypatch.delenv("PSYEXAM_HUB_CACHE")
    monkeypatch.setenv("HF_HOME", str(tmp_path / "home"))
    fake_repo(tmp_path / "home" / "hub", "acme/psy", {"b.csv": CMMLU.encode()})
    assert len(load_bank("hf:acme/psy").records) == 1


@pytest.mark.parametrize("value, expected", [("1", True), ("TRUE", True), ("0", False), ("", False)])
def test_offline_flag(monkeypatch, value, expected):
    monkeypatch.setenv("HF_HUB_OFFLINE", value)
    assert hub.offline() is expected
