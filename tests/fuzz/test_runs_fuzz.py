"""Damaged run folders never end ``psyexam report DIR`` or ``psyexam rescore DIR`` in a traceback.

Driven through the CLI only, so the tests hold whichever package reads run folders.
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fuzz.helpers import cli, json_lines, write

FUZZ = settings(max_examples=20, deadline=None, derandomize=True)
FILES = ("manifest.json", "samples.jsonl", "results.sqlite")


@pytest.fixture(scope="module")
def good_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("runs") / "good"
    cli("run", "--model", "majority", "--limit", "6", "--out", folder).assert_clean(0)
    assert {p.name for p in folder.iterdir()} >= set(FILES)
    return folder


def _both(folder: Path) -> None:
    """report and rescore give a result or a one-line error (exit 2), never a traceback."""
    for run in (cli("report", folder, "--resamples", "100"),
                cli("rescore", folder, "--out", folder.parent / "rescored.jsonl")):
        run.assert_clean(0, 2)
        if run.rc == 2:
            assert "psyexam: error:" in run.err


def _copy(good: Path, tmp: str) -> Path:
    return Path(shutil.copytree(good, Path(tmp) / "run"))


@FUZZ
@given(name=st.sampled_from(FILES), cut=st.floats(0, 1), flip=st.one_of(st.none(), st.integers(0, 10**6)))
def test_truncated_or_flipped_files(good_run: Path, name: str, cut: float, flip: int | None) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        run = _copy(good_run, tmp)
        data = bytearray((run / name).read_bytes())
        data = data[: int(len(data) * cut)]
        if flip is not None and data:
            data[flip % len(data)] ^= 0xFF
        (run / name).write_bytes(bytes(data))
        _both(run)


@FUZZ
@given(name=st.sampled_from(("manifest.json", "samples.jsonl")), lines=st.lists(json_lines, max_size=3))
def test_any_manifest_or_samples(good_run: Path, name: str, lines: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        run = _copy(good_run, tmp)
        write(run / name, "\n".join(lines))
        _both(run)


@FUZZ
@given(column=st.sampled_from(["items.question", "calls.response"]), value=json_lines)
def test_any_stored_json(good_run: Path, column: str, value: str) -> None:
    table, field = column.split(".")
    with tempfile.TemporaryDirectory() as tmp:
        run = _copy(good_run, tmp)
        db = sqlite3.connect(run / "results.sqlite")
        db.execute(f"UPDATE {table} SET {field} = ?", (value.encode("utf-8", "surrogatepass").decode("utf-8", "replace"),))
        db.commit()
        db.close()
        _both(run)


@pytest.mark.parametrize("name, text", [
    ("manifest.json", "[" * 100_000),
    ("manifest.json", '{"model": {"spec": "x"}, "config": {"shots": ' + "1" * 5000 + "}}"),
    ("samples.jsonl", "[" * 100_000),
    ("samples.jsonl", b"\xff\xfe"),
])
def test_named_inputs(good_run: Path, tmp_path: Path, name: str, text: str | bytes) -> None:
    run = Path(shutil.copytree(good_run, tmp_path / "run"))
    write(run / name, text)
    report = cli("report", run)
    report.assert_clean(2)
    assert name in report.err
    cli("rescore", run, "--out", tmp_path / "out.jsonl").assert_clean(0, 2)


def test_half_written_store(good_run: Path, tmp_path: Path) -> None:
    run = Path(shutil.copytree(good_run, tmp_path / "run"))
    store = run / "results.sqlite"
    store.write_bytes(store.read_bytes()[:200])
    report = cli("report", run)
    report.assert_clean(0)
    assert "results.sqlite" in report.err  # reported from samples.jsonl, with a warning naming the store
    rescore = cli("rescore", run, "--out", tmp_path / "out.jsonl")
    rescore.assert_clean(2)
    assert "results.sqlite" in rescore.err


def test_store_with_a_corrupt_planned_item(good_run: Path, tmp_path: Path) -> None:
    run = Path(shutil.copytree(good_run, tmp_path / "run"))
    db = sqlite3.connect(run / "results.sqlite")
    db.execute("UPDATE items SET question = '[' || question")
    db.commit()
    db.close()
    rescore = cli("rescore", run, "--out", tmp_path / "out.jsonl")
    rescore.assert_clean(2)
    assert "results.sqlite" in rescore.err and "planned item" in rescore.err
