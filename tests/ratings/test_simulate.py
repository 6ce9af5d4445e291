"""Simulated raters: level probabilities by hand, and measured Fleiss' kappa against the known value."""

from __future__ import annotations

import csv

import numpy as np
import pytest

from psyexam.judge.rubrics import get_rubric
from psyexam.ratings import parse_ratings, ratings_report
from psyexam.ratings.simulate import RaterModel, expected_fleiss, level_probabilities, simulate, spread_scores
from psyexam.stats.agreement import fleiss_kappa

LEVELS = [1, 2, 3]


def test_level_probabilities_by_hand():
    # true 2, SD 0.5: level 1 below 1.5 is Φ(-1) = 0.1587, level 3 the same, level 2 the rest
    p = level_probabilities(2.0, LEVELS, 0.5)
    assert p == pytest.approx([0.158655, 0.682689, 0.158655], abs=1e-6)
    assert level_probabilities(1.0, LEVELS, 0.0) == pytest.approx([1, 0, 0])


def test_expected_fleiss_is_one_without_noise_and_falls_with_it():
    true = [1.0, 2.0, 3.0] * 5
    assert expected_fleiss(true, LEVELS, 0.0) == pytest.approx(1.0)
    values = [expected_fleiss(true, LEVELS, s) for s in (0.3, 0.6, 1.2)]
    assert values == sorted(values, reverse=True) and values[-1] > 0


@pytest.mark.parametrize("noise", [0.4, 0.8])
def test_measured_fleiss_matches_the_known_value(noise):
    rng = np.random.default_rng(7)
    true = spread_scores({f"i{n}": float(q) for n, q in enumerate(rng.random(3000))}, 0.8, 3.2)
    rows = simulate({i: {"d": t} for i, t in true.items()}, {"d": LEVELS}, RaterModel(3, noise, seed=11))
    units: dict[str, list[int]] = {}
    for r in rows:
        units.setdefault(r.item, []).append(r.score)
    measured = fleiss_kappa(list(units.values()), LEVELS)
    # the sampling SD of kappa on 3000 items with 3 raters is about 0.01; 0.035 is more than three of them
    assert measured == pytest.approx(expected_fleiss(list(true.values()), LEVELS, noise), abs=0.035)


def test_simulated_file_imports_on_the_rubric_and_reports_that_kappa(tmp_path):
    rubric = get_rubric("three_level")
    rng = np.random.default_rng(3)
    items = [f"q{n}" for n in range(400)]
    base = spread_scores({i: float(rng.random()) for i in items}, 0.8, 3.2)
    true = {i: {d.key: base[i] for d in rubric.dimensions} for i in items}
    rows = simulate(true, {d.key: d.values() for d in rubric.dimensions}, RaterModel(3, 0.5, seed=5))
    path = tmp_path / "sim.csv"
    with path.open("w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(["item", "rater", "dimension", "score"])
        w.writerows([r.item, r.rater, r.dimension, r.score] for r in rows)
    report = ratings_report(parse_ratings(path, rubric=rubric))
    known = expected_fleiss(list(base.values()), LEVELS, 0.5)
    kappas = [report["agreement"][d.key]["overall"]["kappa"] for d in rubric.dimensions]
    assert len(kappas) == 9
    assert np.mean(kappas) == pytest.approx(known, abs=0.03)
    assert report["rubric"]["incomplete"] == []
