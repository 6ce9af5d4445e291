"""Tests for McNemar's test, paired comparisons and the Holm correction."""

from __future__ import annotations

import json
import math

import pytest
from scipy.stats import binomtest, chi2

from psyexam.errors import PsyexamError
from psyexam.stats import (
    NoSharedItems,
    StatsError,
    compare_many,
    holm,
    mcnemar,
    paired_compare,
)


def test_textbook_exact_table():
    # b = 11, c = 1: two-sided exact p = 2 * (C(12,0) + C(12,1)) / 2**12 = 26/4096
    r = mcnemar(9959, 11, 1, 29)
    assert r.test == "exact"
    assert r.pvalue_exact == pytest.approx(26 / 4096, abs=1e-12)
    assert r.pvalue_exact == pytest.approx(binomtest(1, 12, 0.5).pvalue, abs=1e-12)
    assert r.pvalue == r.pvalue_exact
    assert r.statistic == pytest.approx((abs(11 - 1) - 1) ** 2 / 12)  # 6.75
    assert r.pvalue_chi2 == pytest.approx(chi2.sf(6.75, 1))


def test_textbook_chi2_table():
    r = mcnemar(9945, 25, 15, 15)
    assert r.test == "chi2"
    assert r.statistic == pytest.approx(2.025, abs=1e-12)
    assert r.pvalue == pytest.approx(0.1547, abs=1e-4)
    assert r.pvalue == r.pvalue_chi2
    assert r.pvalue_exact == pytest.approx(binomtest(15, 40, 0.5).pvalue)
    assert r.n == 10000 and r.discordant == 40


def test_swapping_runs_swaps_b_and_c_same_p():
    for cells in [(9959, 11, 1, 29), (9945, 25, 15, 15), (3, 7, 2, 1)]:
        a, b, c, d = cells
        fwd, back = mcnemar(a, b, c, d), mcnemar(a, c, b, d)
        assert (back.b, back.c) == (fwd.c, fwd.b)
        assert back.pvalue == pytest.approx(fwd.pvalue)
        assert back.statistic == pytest.approx(fwd.statistic)


@pytest.mark.parametrize("exact", [None, True, False])
def test_no_discordant_pairs(exact):
    r = mcnemar(40, 0, 0, 60, exact=exact)
    assert r.pvalue == 1.0 and r.pvalue_exact == 1.0 and r.pvalue_chi2 == 1.0
    assert math.isnan(r.statistic)
    assert r.note and "never disagree" in r.note
    assert json.loads(json.dumps(r.to_dict(), allow_nan=False))["statistic"] is None


def test_automatic_exact_switch_at_25():
    assert mcnemar(10, 12, 12, 10).test == "exact"  # b + c = 24
    assert mcnemar(10, 13, 12, 10).test == "chi2"  # b + c = 25
    assert mcnemar(10, 13, 12, 10, exact=True).test == "exact"
    forced = mcnemar(10, 3, 1, 10, exact=False)
    assert forced.test == "chi2" and forced.note and "rough" in forced.note


@pytest.mark.parametrize("cells", [(-1, 2, 3, 4), (1, 2.5, 3, 4), (1, "2", 3, 4), (True, 1, 1, 1)])
def test_mcnemar_rejects_bad_counts(cells):
    with pytest.raises(StatsError):
        mcnemar(*cells)


def _runs(both: int, a_only: int, b_only: int, neither: int) -> tuple[dict, dict]:
    a, b, i = {}, {}, 0
    for count, ra, rb in ((both, True, True), (a_only, True, False),
                          (b_only, False, True), (neither, False, False)):
        for _ in range(count):
            a[f"q{i}"], b[f"q{i}"] = ra, rb
            i += 1
    return a, b


def test_paired_compare_known_table():
    a, b = _runs(50, 10, 5, 35)
    a.update({"only-a-1": True, "only-a-2": False, "only-a-3": True})
    b.update({"only-b-1": False, "only-b-2": True})
    cmp = paired_compare(a, b, name_a="m1", name_b="m2", n_resamples=3000)
    m = cmp.mcnemar
    assert (m.a, m.b, m.c, m.d) == (50, 10, 5, 35)
    assert (cmp.n_shared, cmp.n_a_only, cmp.n_b_only) == (100, 3, 2)
    assert cmp.accuracy_a.estimate == pytest.approx(0.60)
    assert cmp.accuracy_b.estimate == pytest.approx(0.55)
    assert cmp.difference.estimate == pytest.approx(-0.05)
    assert cmp.difference.low < -0.05 < cmp.difference.high
    assert m.test == "exact" and m.pvalue == pytest.approx(binomtest(5, 15).pvalue)
    assert cmp.pvalue_adjusted is None
    d = json.loads(json.dumps(cmp.to_dict(), allow_nan=False))
    assert d["difference_direction"] == "m2 - m1"
    assert d["mcnemar"]["table"] == [[50, 10], [5, 35]]


def test_paired_compare_swap_is_symmetric():
    a, b = _runs(20, 3, 9, 8)
    fwd = paired_compare(a, b, n_resamples=2000)
    back = paired_compare(b, a, n_resamples=2000)
    assert (back.mcnemar.b, back.mcnemar.c) == (fwd.mcnemar.c, fwd.mcnemar.b)
    assert back.mcnemar.pvalue == pytest.approx(fwd.mcnemar.pvalue)
    assert back.difference.estimate == pytest.approx(-fwd.difference.estimate)
    assert fwd.difference == paired_compare(a, b, n_resamples=2000).difference


def test_paired_compare_identical_runs():
    a, _ = _runs(7, 0, 0, 3)
    cmp = paired_compare(a, dict(a))
    assert cmp.mcnemar.pvalue == 1.0
    assert (cmp.difference.low, cmp.difference.high) == (0.0, 0.0)


def test_paired_compare_no_shared_items():
    with pytest.raises(NoSharedItems) as info:
        paired_compare({"x": True}, {"y": False}, name_a="m1", name_b="m2")
    assert isinstance(info.value, ValueError) and isinstance(info.value, PsyexamError)
    assert "m1" in str(info.value) and "m2" in str(info.value)


def test_paired_compare_rejects_non_bool():
    with pytest.raises(StatsError):
        paired_compare({"x": True}, {"x": None})


def test_holm_hand_computed():
    # sorted: 0.005*4=0.02, 0.01*3=0.03, 0.03*2=0.06, 0.04*1 -> raised to 0.06
    assert holm([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.03, 0.06, 0.06, 0.02])
    assert holm([0.5, 0.6]) == pytest.approx([1.0, 1.0])
    assert holm([0.02]) == pytest.approx([0.02])
    assert holm([]) == []
    with pytest.raises(StatsError):
        holm([0.1, 1.5])


def test_compare_many_all_pairs_holm():
    a, b = _runs(30, 12, 1, 7)
    c = {k: not v for k, v in a.items()}
    runs = {"first": a, "second": b, "third": c}
    results = compare_many(runs, n_resamples=1000)
    assert [(r.name_a, r.name_b) for r in results] == [
        ("first", "second"), ("first", "third"), ("second", "third")]
    raw = [r.mcnemar.pvalue for r in results]
    assert [r.pvalue_adjusted for r in results] == pytest.approx(holm(raw))
    assert all(adj >= p for adj, p in zip((r.pvalue_adjusted for r in results), raw))
    with pytest.raises(StatsError):
        compare_many({"only": a})
