"""Clean-subset rescoring against hand-computed figures."""

from __future__ import annotations

import math

import numpy as np
import pytest

from psyexam.contamination.rescore import clean_minus_all, clean_subset_report
from psyexam.contamination.result import ContaminationResult, ItemResult, Settings, Summary
from psyexam.runs import ItemResult as RunItem


def verdict(id_: str, contaminated: bool, split: str | None = "dev") -> ItemResult:
    return ItemResult(id=id_, split=split, contaminated=contaminated, ngrams=10,
                      matched_ngrams=5 if contaminated else 0, overlap=0.5 if contaminated else 0.0,
                      longest_span=13 if contaminated else 0)


def result(verdicts: list[ItemResult], partial: bool = False) -> ContaminationResult:
    bad = sum(v.contaminated for v in verdicts)
    return ContaminationResult(
        settings=Settings(bank="demo"), items=verdicts,
        summary=Summary(items=len(verdicts), contaminated=bad, clean=len(verdicts) - bad,
                        share_contaminated=bad / max(1, len(verdicts)), bytes_scanned=0, documents=0,
                        bad_lines=0, partial=partial))


def item(id_: str, correct: bool | None, split: str | None = "dev") -> RunItem:
    return RunItem(id=id_, split=split, qtype="single" if correct is not None else "qa", part="KG", exam=None,
                   subject=None, chapter=None, concept=None, ca_category=None, gold="A", prediction="A",
                   correct=correct, exam_credit=None, f1=None, unparsed=False, error=None)


def test_accuracies_counts_and_difference_by_hand():
    # 10 graded items: 6 clean (5 right), 3 contaminated (3 right), 1 unknown (wrong); 1 open question
    outcomes = [True, True, True, True, True, False, True, True, True, False]
    items = [item(f"q{i}", c) for i, c in enumerate(outcomes)] + [item("qa", None)]
    verdicts = [verdict(f"q{i}", i in (6, 7, 8)) for i in range(9)] + [verdict("gone", True)]
    rep = clean_subset_report([("run", items)], result(verdicts), resamples=2000)
    r = rep.runs[0]
    assert (r.n, r.clean_n, r.contaminated_n, r.unknown, r.ungraded, r.file_only) == (10, 6, 3, 1, 1, 1)
    assert r.all.estimate == pytest.approx(8 / 10) and r.all.method == "wilson"
    assert r.clean.estimate == pytest.approx(5 / 6)
    assert r.contaminated.estimate == pytest.approx(1.0)
    assert r.difference.estimate == pytest.approx(5 / 6 - 8 / 10)
    assert r.difference.low <= r.difference.estimate <= r.difference.high
    assert r.share_clean == pytest.approx(6 / 9)
    assert any("1 of 10 graded items are not in the contamination file" in n for n in rep.notes)
    assert any("1 items of the contamination file are not in the run" in n for n in rep.notes)


def test_bootstrap_is_seeded_and_matches_a_direct_computation():
    rng = np.random.default_rng(3)
    correct, clean = rng.random(60) < 0.6, rng.random(60) < 0.7
    a = clean_minus_all(correct, clean, resamples=3000, seed=7)
    assert a == clean_minus_all(correct, clean, resamples=3000, seed=7)
    # the same resamples, one at a time
    idx = np.random.default_rng(7).integers(0, 60, size=(3000, 60))
    diffs = [correct[i][clean[i]].mean() - correct[i].mean() for i in idx]
    low, high = np.quantile(diffs, [0.025, 0.975])
    assert (a.low, a.high) == pytest.approx((low, high))


def test_edges_no_clean_items_and_all_clean():
    none_clean = clean_minus_all(np.array([True, False]), np.array([False, False]))
    assert math.isnan(none_clean.estimate) and none_clean.note == "no clean items"
    all_clean = clean_minus_all(np.array([True, False, True]), np.array([True, True, True]))
    assert (all_clean.estimate, all_clean.low, all_clean.high) == (0.0, 0.0, 0.0)


def test_matching_by_split_id_and_conflicting_verdicts():
    items = [item("a", True, split="dev"), item("b", False, split=None), item("c", True, split="test")]
    verdicts = [verdict("a", False, split="test"), verdict("a", True, split="dev"),  # split decides
                verdict("b", False, split="dev"), verdict("b", True, split="train"),  # no split: any copy
                verdict("c", False, split=None)]  # file without split: by id
    r = clean_subset_report([("run", items)], result(verdicts), resamples=200).runs[0]
    assert (r.clean_n, r.contaminated_n, r.unknown, r.conflicting, r.file_only) == (1, 2, 0, 1, 1)


def test_partial_scan_is_noted():
    rep = clean_subset_report([("run", [item("a", True)])], result([verdict("a", False)], partial=True),
                              resamples=200)
    assert rep.partial and "partial" in rep.notes[0]
