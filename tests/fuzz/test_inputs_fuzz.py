"""Ratings imports and rescore files never end in a traceback: a one-line error naming the file, or a result."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from psyexam.ratings.records import RatingsError, load_imported, parse_ratings
from psyexam.score.responses import BadLine, read_lines
from tests.fuzz.helpers import awkward_text, cli, json_lines, write

FUZZ = settings(max_examples=30, deadline=None, derandomize=True)
RESPONSE = {"id": "q1", "question_type": "single", "options": {"A": "感觉", "B": "动机"}, "response": "答案：A",
            "answer": "A"}

csv_cells = st.one_of(awkward_text, st.sampled_from(["3", "1e400", "9" * 400, "A"]))
csv_rows = st.lists(st.lists(csv_cells, min_size=1, max_size=6), max_size=4).map(
    lambda rows: "\n".join(",".join(r) for r in rows))


@FUZZ
@given(body=st.one_of(st.lists(json_lines, max_size=4).map("\n".join), csv_rows),
       suffix=st.sampled_from([".jsonl", ".csv", ".tsv"]),
       header=st.sampled_from(["", "item,rater,dimension,score\n", "item,rater,model_a,model_b,choice\n"]))
def test_ratings_import_any_file(body: str, suffix: str, header: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = write(Path(tmp) / f"r{suffix}", (header if suffix != ".jsonl" else "") + body)
        try:
            parse_ratings(path)
        except RatingsError as e:
            assert str(path) in str(e) and "\n" not in str(e)
        run = cli("ratings", "import", path, "--out", Path(tmp) / "out")
        run.assert_clean(0, 2)
        if run.rc == 0:  # what was imported reads back
            cli("ratings", "report", Path(tmp) / "out", "--json").assert_clean(0)


@FUZZ
@given(meta=st.one_of(json_lines, st.just('{"source": "x", "scale": [1, 5]}')), rows=st.lists(json_lines, max_size=3))
def test_ratings_report_on_a_damaged_import(meta: str, rows: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        write(folder / "ratings_meta.json", meta)
        write(folder / "ratings.jsonl", "\n".join(rows))
        try:
            load_imported(folder)
        except RatingsError as e:
            assert str(folder) in str(e) and "\n" not in str(e)
        cli("ratings", "report", folder).assert_clean(0, 2)


@FUZZ
@given(lines=st.lists(st.one_of(json_lines, st.builds(
    lambda k, v: json.dumps({**RESPONSE, k: v}, ensure_ascii=False),
    st.sampled_from(sorted(RESPONSE)), st.one_of(awkward_text, st.integers(), st.none(), st.just({"A": None})),
)), max_size=4))
def test_rescore_any_file(lines: list[str]) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = write(Path(tmp) / "responses.jsonl", "\n".join(lines))
        try:
            parsed = list(read_lines(path))
        except UnicodeDecodeError:
            parsed = None  # the CLI names the file; checked below
        run = cli("rescore", path, "--out", Path(tmp) / "out.jsonl")
        run.assert_clean(0, 2)
        if parsed is not None:
            bad = [p for p in parsed if isinstance(p, BadLine)]
            assert (run.rc == 2) == bool(bad)
            assert all(str(path) in b.message for b in bad)
            assert f"{len(bad)} bad line(s)" in run.err if bad else True


@FUZZ
@given(data=st.binary(max_size=200))
def test_rescore_and_ratings_any_bytes(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        for name in ("x.jsonl", "x.csv"):
            path = write(Path(tmp) / name, data)
            cli("rescore", path, "--out", Path(tmp) / "out.jsonl").assert_clean(0, 2)
            cli("ratings", "import", path, "--out", Path(tmp) / "out").assert_clean(0, 2)


@pytest.mark.parametrize("text, why", [
    ("[" * 100_000, "nested more than"),
    ('{"item": "a", "rater": "b", "dimension": "c", "score": ' + "1" * 5000 + "}", "too large"),
    ('{"item": "a", "rater": "b", "dimension": "c", "score": 1e400}', "out of range"),
    ('{"item": "a\\ud800", "rater": "b", "dimension": "c", "score": 3}', "lone surrogate"),
])
def test_ratings_named_inputs(tmp_path: Path, text: str, why: str) -> None:
    path = write(tmp_path / "r.jsonl", text + "\n")
    run = cli("ratings", "import", path, "--out", tmp_path / "out")
    run.assert_clean(2)
    assert f"{path}, line 1" in run.err and why in run.err


def test_ratings_csv_field_too_large_and_not_utf8(tmp_path: Path) -> None:
    big = write(tmp_path / "big.csv", "item,rater,dimension,score\na,b,c," + "9" * 200_000 + "\n")
    run = cli("ratings", "import", big, "--out", tmp_path / "out")
    run.assert_clean(2)
    assert f"{big}, line 2: bad CSV" in run.err
    latin = write(tmp_path / "latin.csv", "item,rater,dimension,score\nä,b,c,3\n".encode("latin-1"))
    run = cli("ratings", "import", latin, "--out", tmp_path / "out")
    run.assert_clean(2)
    assert f"{latin}: not UTF-8" in run.err


def test_ratings_score_integer_too_large_for_a_float(tmp_path: Path) -> None:
    path = write(tmp_path / "r.jsonl", '{"item": "a", "rater": "b", "dimension": "c", "score": ' + "9" * 400 + "}\n")
    run = cli("ratings", "import", path, "--out", tmp_path / "out")
    run.assert_clean(2)
    assert f"{path}, line 1: score" in run.err


@pytest.mark.parametrize("text, why", [
    ("[" * 100_000, "nested more than"),
    (json.dumps({**RESPONSE, "id": 1}).replace("1", "1" * 5000, 1), "too large"),
    (json.dumps(RESPONSE).replace('"q1"', '"q\\ud800"'), "lone surrogate"),
])
def test_rescore_named_inputs(tmp_path: Path, text: str, why: str) -> None:
    good = json.dumps(RESPONSE, ensure_ascii=False)
    path = write(tmp_path / "responses.jsonl", text + "\n" + good + "\n")
    out = tmp_path / "out.jsonl"
    run = cli("rescore", path, "--out", out)
    run.assert_clean(2)
    assert f"{path}, line 1" in run.err and why in run.err
    assert len(out.read_text().splitlines()) == 1  # the good line is still rescored, the bad one counted


def test_a_single_100mb_line_everywhere(tmp_path: Path) -> None:
    path = tmp_path / "huge.jsonl"
    with path.open("wb") as f:
        f.write(b'{"item": "')
        chunk = b"a" * 2**20
        for _ in range(100):
            f.write(chunk)
    run = cli("ratings", "import", path, "--out", tmp_path / "out")
    run.assert_clean(2)
    assert f"{path}, line 1" in run.err
    run = cli("rescore", path, "--out", tmp_path / "out.jsonl")
    run.assert_clean(2)
    assert f"{path}, line 1" in run.err
