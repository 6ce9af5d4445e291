"""``compare --by`` and the leaderboard's tag columns, on runs with hand-counted outcomes."""

from __future__ import annotations

import json

import pytest

from psyexam.report.compare import compare_by
from psyexam.report.leaderboard import build_board
from psyexam.report.load import load_run
from psyexam.report.tables import board_table, compare_by_table, fmt
from tests.report.runfolders import Spec, write_run

EASY, HARD = {"difficulty": "easy"}, {"difficulty": "hard"}


def _specs(easy: str, hard: str, rest: str) -> list[Spec]:
    return ([Spec(f"e{i}", c == "1", tags=EASY) for i, c in enumerate(easy)]
            + [Spec(f"h{i}", c == "1", tags=HARD) for i, c in enumerate(hard)]
            + [Spec(f"u{i}", c == "1") for i, c in enumerate(rest)])


@pytest.fixture
def two_runs(tmp_path):
    a = write_run(tmp_path / "a", _specs("111100", "111111", "1"), model="m1")
    b = write_run(tmp_path / "b", _specs("110111", "000000", "0"), model="m2")
    return [load_run(a), load_run(b)]


def test_compare_by_tag_counts_pairs_within_each_value(two_runs):
    by = compare_by(two_runs, "extra.difficulty", resamples=200)
    assert [g.key for g in by.groups] == ["easy", "hard"]
    easy, hard = (g.comparison.pairs[0] for g in by.groups)
    # easy: e0 e1 e3 both right, e2 only A, e4 e5 only B
    assert (easy.mcnemar.a, easy.mcnemar.b, easy.mcnemar.c, easy.mcnemar.d) == (3, 1, 2, 0)
    assert easy.accuracy_a.estimate == pytest.approx(4 / 6) and easy.accuracy_b.estimate == pytest.approx(5 / 6)
    # hard: all six only A right; exact two-sided binomial p = 2 * 0.5**6
    assert (hard.mcnemar.b, hard.mcnemar.c) == (6, 0)
    assert hard.mcnemar.pvalue == pytest.approx(2 / 64)
    assert easy.mcnemar.pvalue == pytest.approx(1.0)  # 2 * P(X <= 1 | 3, 0.5) = 1
    # Holm over both values: the smaller p doubled, the larger kept (monotone)
    assert hard.pvalue_adjusted == pytest.approx(4 / 64)
    assert easy.pvalue_adjusted == pytest.approx(1.0)
    assert by.untagged == {"m1 (0-shot)": 1, "m2 (0-shot)": 1}


def test_compare_by_value_missing_from_a_run_is_reported(tmp_path):
    a = write_run(tmp_path / "a", _specs("10", "", "") + [Spec("x", True, tags={"difficulty": "new"})])
    b = write_run(tmp_path / "b", _specs("01", "", ""), model="m2")
    by = compare_by([load_run(a), load_run(b)], "extra.difficulty", resamples=200)
    new = next(g for g in by.groups if g.key == "new")
    assert new.comparison is None and "no graded item" in (new.reason or "")
    table = compare_by_table(by)
    assert [r[0] for r in table.rows] == ["easy", "new"]
    assert any("new: not compared" in n for n in table.notes)


def test_compare_by_record_field(tmp_path):
    a = write_run(tmp_path / "a", [Spec("1", True), Spec("2", True, exam="PCE"), Spec("3", False, exam="PCE")])
    b = write_run(tmp_path / "b", [Spec("1", False), Spec("2", True, exam="PCE"), Spec("3", True, exam="PCE")],
                  model="m2")
    by = compare_by([load_run(a), load_run(b)], "exam", resamples=200)
    counts = {g.key: g.comparison.pairs[0].n_shared for g in by.groups}
    assert counts == {"GEE": 1, "PCE": 2}


def test_leaderboard_tag_columns_with_wilson_intervals(two_runs):
    board = build_board(two_runs, by=("extra.difficulty",))
    assert board.tag_columns == ["extra.difficulty=easy", "extra.difficulty=hard"]
    m1, m2 = board.rows
    easy = m1.tags["extra.difficulty=easy"]
    assert (easy.estimate, easy.n) == (pytest.approx(4 / 6), 6)
    # Wilson 95% for 4/6 by hand: centre 0.6016, half-width 0.3016
    assert easy.low == pytest.approx(0.2999, abs=1e-3) and easy.high == pytest.approx(0.9032, abs=1e-3)
    assert m2.tags["extra.difficulty=hard"].estimate == 0.0
    table = board_table(board)
    assert table.headers[-2:] == board.tag_columns
    assert fmt(table.rows[0][-2]) == "66.7 [30.0, 90.3]"


def test_leaderboard_sorts_by_a_tag_column(two_runs):
    board = build_board(two_runs, by=("extra.difficulty",), sort="extra.difficulty=easy")
    assert [r.model for r in board.rows] == ["m2", "m1"]


def test_leaderboard_tag_columns_per_shot_setting(tmp_path):
    zero = write_run(tmp_path / "z", _specs("10", "1", ""), model="m1", shots=0)
    few = write_run(tmp_path / "f", _specs("11", "0", ""), model="m1", shots=3)
    board = build_board([load_run(zero), load_run(few)], by=("extra.difficulty",))
    assert board.tag_columns == ["extra.difficulty=easy/zero-shot", "extra.difficulty=hard/zero-shot",
                                 "extra.difficulty=easy/few-shot", "extra.difficulty=hard/few-shot"]
    (row,) = board.rows
    assert row.tags["extra.difficulty=easy/zero-shot"].estimate == 0.5
    assert row.tags["extra.difficulty=easy/few-shot"].estimate == 1.0


def test_cli_compare_by_json_and_table(two_runs, capsys):
    from psyexam.cli import main

    folders = [str(r.folder) for r in two_runs]
    assert main(["compare", *folders, "--by", "extra.difficulty", "--resamples", "200", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    groups = doc["by"]["extra.difficulty"]["groups"]
    assert [g["key"] for g in groups] == ["easy", "hard"]
    assert groups[1]["comparison"]["pairs"][0]["n_shared"] == 6
    assert main(["compare", *folders, "--by", "extra.difficulty", "--resamples", "200", "--md"]) == 0
    out = capsys.readouterr().out
    assert "Paired comparison by extra.difficulty" in out and "| hard | m1 (0-shot) | m2 (0-shot) | 6 |" in out


def test_cli_report_by_adds_leaderboard_columns(two_runs, capsys):
    from psyexam.cli import main

    folders = [str(r.folder) for r in two_runs]
    assert main(["report", *folders, "--by", "extra.difficulty", "--resamples", "200", "--json"]) == 0
    board = json.loads(capsys.readouterr().out)["leaderboard"]
    assert board["by_columns"] == ["extra.difficulty=easy", "extra.difficulty=hard"]
    assert board["rows"][1]["by"]["extra.difficulty=easy"]["estimate"] == pytest.approx(5 / 6)
