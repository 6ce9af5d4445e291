"""Bank loaders never end in a traceback: every input is records, findings, or a one-line error."""

from __future__ import annotations

import io
import json
import os
import tempfile
import zipfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from psyexam.bank.loaders import cpsyexam, load_bank
from psyexam.errors import BankError
from tests.fuzz.helpers import awkward_text, cli, json_lines, write

FUZZ = settings(max_examples=25, deadline=None, derandomize=True)
KG = "KG-GEE-普通心理学-单项选择题.json"
RECORD = {"id": "r1", "question": "下列哪一项属于认知过程？", "type": "single",
          "options": {"A": "感觉", "B": "动机"}, "answer": "A"}

# file name -> header text, so random bodies reach each loader's parser and not just detection
LAYOUTS = {
    "bank.jsonl": "",
    "bank.json": "",
    f"train/{KG}": "",
    "cmmlu/dev/心理学.csv": ",Question,A,B,C,D,Answer\n",
    "ceval/val/psychology_val.csv": "id,question,A,B,C,D,answer,explanation\n",
    "mine.csv": "id,question,type,A,B,answer,source,extra\n",
}


def _check_everywhere(path: Path, spec: str | None = None) -> None:
    """The Python loader and the CLI both give findings or a one-line BankError."""
    spec = spec or str(path)
    try:
        bank = load_bank(spec)
    except BankError as e:
        assert "\n" not in str(e)
    else:
        for f in bank.findings:
            assert f.file and "\n" not in f.message
    for command in ("check", "stats"):
        cli("bank", command, spec).assert_clean(0, 1, 2)


@FUZZ
@given(layout=st.sampled_from(sorted(LAYOUTS)), body=st.lists(json_lines, max_size=4))
def test_any_lines_in_any_format(layout: str, body: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        text = LAYOUTS[layout] + "\n".join(body)
        path = write(Path(tmp) / layout, text)
        _check_everywhere(path)
        _check_everywhere(Path(tmp))


@FUZZ
@given(data=st.binary(max_size=300), suffix=st.sampled_from([".json", ".jsonl", ".csv", ".zip"]))
def test_any_bytes(data: bytes, suffix: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        _check_everywhere(write(Path(tmp) / f"bank{suffix}", data))


@FUZZ
@given(members=st.dictionaries(st.sampled_from([f"train/{KG}", "dev/cpsyexam_qa.json", "x.json", "../up.json"]),
                               st.one_of(json_lines, awkward_text), max_size=3),
       cut=st.one_of(st.none(), st.integers(0, 400)))
def test_any_zip(members: dict[str, str], cut: int | None) -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, text in members.items():
            zf.writestr(name, text.encode("utf-8", "surrogatepass"))
    data = buf.getvalue() if cut is None else buf.getvalue()[:cut]
    with tempfile.TemporaryDirectory() as tmp:
        _check_everywhere(write(Path(tmp) / "cpsyexam.zip", data))


@FUZZ
@given(record=st.fixed_dictionaries({}, optional={
    k: st.one_of(st.just(v), st.none(), awkward_text, st.integers(), st.lists(awkward_text, max_size=2))
    for k, v in RECORD.items()}))
def test_any_record_fields(record: dict) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        text = json.dumps(record, ensure_ascii=False)
        _check_everywhere(write(Path(tmp) / "bank.jsonl", text + "\n"))
        _check_everywhere(write(Path(tmp) / "t" / "train" / KG, f"[{text}]"))


# -- the inputs named in the issue, one by one ---------------------------------------------


def _unreadable(spec: str, name: str) -> dict:
    """``bank check --json`` exits 2 with an ``unreadable`` finding naming ``name``."""
    run = cli("bank", "check", "--json", spec)
    run.assert_clean(2)
    found = [f for f in json.loads(run.out)["findings"] if f["code"] == "unreadable"]
    assert found and all(name in f["file"] for f in found), found
    return found[0]


@pytest.mark.parametrize("name", ["deep.json", "deep.jsonl", f"train/{KG}"])
def test_deep_nesting_is_an_unreadable_finding(tmp_path: Path, name: str) -> None:
    path = write(tmp_path / name, "[" * 100_000 + "]" * 100_000)
    finding = _unreadable(str(path), Path(name).name)
    assert "nested more than" in finding["message"]
    # nothing else could be read, so the commands that need records say so in one line
    run = cli("bank", "stats", str(path))
    run.assert_clean(2)
    assert Path(name).name in run.err and "nested more than" in run.err


@pytest.mark.parametrize("literal, why", [("1e400", "out of range"), ("1" * 5000, "too large"),
                                          ("NaN", "not a JSON number"), ('"\\ud800"', "lone surrogate")])
def test_numbers_and_surrogates_are_findings(tmp_path: Path, literal: str, why: str) -> None:
    good = json.dumps(RECORD, ensure_ascii=False)
    bad = good.replace('"r1"', literal)
    path = write(tmp_path / "bank.jsonl", bad + "\n" + good.replace("r1", "r2") + "\n")
    run = cli("bank", "check", "--json", str(path))
    run.assert_clean(2)
    doc = json.loads(run.out)
    assert doc["records"] == 1 and doc["usable"] == 1  # the good line still loads
    (finding,) = [f for f in doc["findings"] if f["code"] == "unreadable"]
    assert why in finding["message"] and finding["line"] == 1
    cli("bank", "export", str(path), "--out", tmp_path / "out.jsonl").assert_clean(0)


def test_raw_surrogate_and_nul_bytes(tmp_path: Path) -> None:
    good = json.dumps(RECORD, ensure_ascii=False)
    encoded_surrogate = good.replace("感觉", "感\ud800").encode("utf-8", "surrogatepass")
    _unreadable(str(write(tmp_path / "s.jsonl", encoded_surrogate)), "s.jsonl")
    _unreadable(str(write(tmp_path / "n.jsonl", good.replace("感觉", "感\x00"))), "n.jsonl")
    escaped_nul = good.replace("感觉", "感\\u0000")
    cli("bank", "check", str(write(tmp_path / "e.jsonl", escaped_nul))).assert_clean(0)


def test_a_single_100mb_line(tmp_path: Path) -> None:
    path = tmp_path / "huge.jsonl"
    with path.open("wb") as f:  # one unterminated line of 100 MiB, written in chunks
        f.write(b'{"id": "x", "question": "')
        chunk = b"a" * 2**20
        for _ in range(100):
            f.write(chunk)
    finding = _unreadable(str(path), "huge.jsonl")
    assert finding["line"] == 1


def test_zip_bomb_is_refused_with_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "cpsyexam.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as zf:
        with zf.open(f"train/{KG}", "w", force_zip64=True) as f:
            chunk = b" " * 2**20
            for _ in range(cpsyexam.MAX_MEMBER_BYTES // 2**20 + 1):
                f.write(chunk)
    assert path.stat().st_size < 2**20  # it really is a bomb: small on disk
    finding = _unreadable(str(path), "cpsyexam.zip")
    assert KG in finding["file"] and f"{cpsyexam.MAX_MEMBER_BYTES:,}" in finding["message"]


def test_zip_total_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    member = json.dumps([RECORD] * 2, ensure_ascii=False).encode()
    monkeypatch.setattr(cpsyexam, "MAX_ZIP_BYTES", len(member) + 10)
    path = tmp_path / "cpsyexam.zip"
    with zipfile.ZipFile(path, "w") as zf:
        for split in ("train", "dev"):
            zf.writestr(f"{split}/{KG}", member)
    bank = cpsyexam.load(path)
    (finding,) = [f for f in bank.findings if f.code == "unreadable"]
    assert "dev/" in finding.file or "train/" in finding.file
    assert f"{len(member) + 10:,}" in finding.message and len(bank.records) == 2  # the first member, under the limit, loads


@pytest.mark.parametrize("spec_prefix", ["", "jsonl:", "cpsyexam:"])
def test_symlink_loops(tmp_path: Path, spec_prefix: str) -> None:
    folder = tmp_path / "bank"
    name = f"train/{KG}" if spec_prefix == "cpsyexam:" else "a.jsonl"
    body = json.dumps(RECORD, ensure_ascii=False)
    write(folder / name, f"[{body}]" if spec_prefix == "cpsyexam:" else body + "\n")
    (folder / "sub").mkdir()
    os.symlink("..", folder / "sub" / "up")  # a folder loop
    os.symlink("loop.json", folder / "loop.json")  # a file that links to itself
    run = cli("bank", "check", "--json", f"{spec_prefix}{folder}")
    run.assert_clean(2)
    doc = json.loads(run.out)
    assert doc["records"] == 1
    codes = {(f["code"], Path(f["file"]).name) for f in doc["findings"]}
    assert ("unreadable", "loop.json") in codes and ("skipped_link", "up") in codes
