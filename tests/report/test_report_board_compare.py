"""CPsyExam Table 2 / leaderboard, mixed-run refusal, and paired comparisons."""

from __future__ import annotations

import pytest

from psyexam.report.compare import compare_runs, pairing
from psyexam.report.leaderboard import MixedRunsError, build_board
from psyexam.report.load import ReportError, load_run
from psyexam.stats import compare_many, paired_compare
from tests.report.runfolders import Spec, outcomes, write_run


def table2_specs(kg_s: str, kg_m: str, ca_s: str, ca_m: str) -> list[Spec]:
    return (outcomes(kg_s, "ks") + outcomes(kg_m, "km", qtype="multi")
            + outcomes(ca_s, "cs", part="CA", exam=None, ca_category="diagnosis")
            + outcomes(ca_m, "cm", qtype="multi", part="CA", exam=None, ca_category="method"))


@pytest.fixture
def shots_runs(tmp_path):
    zero = write_run(tmp_path / "z", table2_specs("1100", "10", "1000", "11"), model="m1", shots=0)
    few = write_run(tmp_path / "f", table2_specs("1110", "11", "1100", "10"), model="m1", shots=5)
    other = write_run(tmp_path / "o", table2_specs("1111", "00", "0000", "00"), model="m2", shots=0)
    return [load_run(p) for p in (zero, few, other)]


def test_table2_layout_and_avg_takes_better_setting(shots_runs):
    board = build_board(shots_runs[:2])
    assert board.settings == ["zero-shot", "few-shot"]
    assert board.columns == [
        "KG/MCQA/zero-shot", "KG/MRQA/zero-shot", "KG/MCQA/few-shot", "KG/MRQA/few-shot",
        "CA/MCQA/zero-shot", "CA/MRQA/zero-shot", "CA/MCQA/few-shot", "CA/MRQA/few-shot"]
    (row,) = board.rows
    assert row.cells["KG/MCQA/zero-shot"].estimate == 0.5
    assert row.cells["CA/MCQA/few-shot"].estimate == 0.5
    assert row.cells["KG/MRQA/few-shot"].n == 2
    zero = (0.5 + 0.5 + 0.25 + 1.0) / 4
    few = (0.75 + 1.0 + 0.5 + 0.5) / 4
    assert row.avg == pytest.approx(max(zero, few))
    assert row.avg_setting == "few-shot"


def test_leaderboard_rows_per_model_and_sort(shots_runs):
    board = build_board(shots_runs, sort="KG/MCQA/zero-shot")
    assert [r.model for r in board.rows] == ["m2", "m1"]
    assert "few-shot" not in {k.split("/")[-1] for k in board.rows[0].cells}
    build_board(shots_runs, sort="avg")
    assert [r.model for r in build_board(shots_runs, sort="model").rows] == ["m1", "m2"]
    with pytest.raises(ReportError, match="unknown column"):
        build_board(shots_runs, sort="nope")


def test_two_runs_of_one_setting_are_ambiguous(tmp_path):
    a = load_run(write_run(tmp_path / "a", outcomes("10"), model="m", shots=0))
    b = load_run(write_run(tmp_path / "b", outcomes("11"), model="m", shots=0))
    with pytest.raises(ReportError, match="two zero-shot runs"):
        build_board([a, b])


@pytest.mark.parametrize("kw, fact", [
    ({"fingerprint": "other"}, "bank fingerprint"),
    ({"prompt": "expert"}, "prompt"),
])
def test_mixed_runs_refused_or_marked(tmp_path, kw, fact):
    a = load_run(write_run(tmp_path / "a", outcomes("10"), model="m1"))
    b = load_run(write_run(tmp_path / "b", outcomes("11"), model="m2", **kw))
    with pytest.raises(MixedRunsError, match=fact):
        build_board([a, b])
    board = build_board([a, b], allow_mixed=True)
    marks = {r.model: r.marks for r in board.rows}
    assert marks["m1"] == [] and fact in marks["m2"][0]


def test_mixed_split_refused(tmp_path):
    a = load_run(write_run(tmp_path / "a", outcomes("10"), model="m1"))
    b = load_run(write_run(tmp_path / "b", outcomes("11", split="test"), model="m2"))
    with pytest.raises(MixedRunsError, match="split"):
        build_board([a, b])


def test_compare_two_runs_matches_stats(tmp_path):
    a = load_run(write_run(tmp_path / "a", outcomes("1111000011-"), model="m1"))
    b = load_run(write_run(tmp_path / "b", outcomes("1010101001e", prefix="q"), model="m2"))
    comp = compare_runs([a, b], resamples=2000)
    (p,) = comp.pairs
    # graded in both: q0..q9 (q10 ungraded in a)
    assert p.n_shared == 10
    assert (p.mcnemar.a, p.mcnemar.b, p.mcnemar.c, p.mcnemar.d) == (3, 3, 2, 2)
    direct = paired_compare(pairing(a).outcomes, pairing(b).outcomes, n_resamples=2000, name_a=a.name,
                            name_b=b.name)
    assert p.mcnemar.pvalue == pytest.approx(direct.mcnemar.pvalue)
    assert p.mcnemar.test == "exact"  # b + c < 25
    assert p.difference.estimate == pytest.approx(direct.difference.estimate)
    assert p.difference.low == pytest.approx(direct.difference.low)
    assert p.pvalue_adjusted is None
    exact = compare_runs([a, b], exact=True, resamples=2000).pairs[0]
    assert exact.mcnemar.test == "exact"


def test_compare_many_is_holm_adjusted(tmp_path):
    runs = [load_run(write_run(tmp_path / n, outcomes(pat * 10), model=n))
            for n, pat in (("m1", "1100"), ("m2", "1010"), ("m3", "1111"))]
    comp = compare_runs(runs, resamples=1000)
    direct = compare_many({r.name: pairing(r).outcomes for r in runs}, n_resamples=1000)
    assert [p.pvalue_adjusted for p in comp.pairs] == pytest.approx([p.pvalue_adjusted for p in direct])
    assert all(p.pvalue_adjusted >= p.mcnemar.pvalue for p in comp.pairs)


def test_items_paired_by_split_and_id(tmp_path):
    a = load_run(write_run(tmp_path / "a", outcomes("11"), model="m1"))
    b = load_run(write_run(tmp_path / "b", outcomes("11", split="test"), model="m2"))
    with pytest.raises(ReportError, match="share no graded item"):
        compare_runs([a, b])


def test_duplicate_ids_are_left_out_and_said(tmp_path):
    specs = outcomes("1100") + [Spec("q0", False)]
    a = load_run(write_run(tmp_path / "a", specs, model="m1"))
    b = load_run(write_run(tmp_path / "b", outcomes("1010"), model="m2"))
    comp = compare_runs([a, b], resamples=500)
    assert comp.pairs[0].n_shared == 3
    assert any("2 items share a split+id" in n for n in comp.notes)


def test_partial_failures_still_compare_the_rest(tmp_path):
    a = load_run(write_run(tmp_path / "a", outcomes("1100"), model="m1"))
    b = load_run(write_run(tmp_path / "b", outcomes("1010"), model="m2"))
    c = load_run(write_run(tmp_path / "c", outcomes("11", prefix="z"), model="m3"))
    comp = compare_runs([a, b, c], resamples=500)
    assert len(comp.pairs) == 1
    assert len(comp.failed_pairs) == 2


def test_compare_needs_two(tmp_path):
    a = load_run(write_run(tmp_path / "a", outcomes("1100"), model="m1"))
    with pytest.raises(ReportError, match="at least two"):
        compare_runs([a])
