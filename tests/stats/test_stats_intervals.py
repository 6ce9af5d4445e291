"""Tests for Wilson and bootstrap intervals and the spread summary."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from psyexam.errors import PsyexamError
from psyexam.stats import Interval, StatsError, bootstrap_mean, spread, wilson


@pytest.mark.parametrize(
    ("k", "n", "low", "high"),
    [(8, 10, 0.4902, 0.9433), (0, 10, 0.0, 0.2775), (10, 10, 0.7225, 1.0), (50, 100, 0.4038, 0.5962)],
)
def test_wilson_known_values(k, n, low, high):
    iv = wilson(k, n)
    assert iv.estimate == pytest.approx(k / n)
    assert iv.low == pytest.approx(low, abs=1e-4)
    assert iv.high == pytest.approx(high, abs=1e-4)
    assert (iv.method, iv.n, iv.level) == ("wilson", n, 0.95)


def test_wilson_wider_at_higher_level():
    narrow, wide = wilson(30, 50, level=0.90), wilson(30, 50, level=0.99)
    assert wide.low < narrow.low < narrow.high < wide.high


def test_wilson_empty_is_nan_not_error():
    iv = wilson(0, 0)
    assert iv.n == 0
    assert all(math.isnan(v) for v in (iv.estimate, iv.low, iv.high))
    assert json.loads(json.dumps(iv.to_dict(), allow_nan=False))["low"] is None


@pytest.mark.parametrize(("k", "n"), [(-1, 5), (6, 5), (1, -1)])
def test_wilson_rejects_impossible_counts(k, n):
    with pytest.raises(StatsError):
        wilson(k, n)


def test_wilson_rejects_bad_level():
    with pytest.raises(PsyexamError):
        wilson(1, 2, level=1.5)


def test_bootstrap_contains_mean_and_is_reproducible():
    rng = np.random.default_rng(42)
    values = rng.normal(loc=3.0, scale=1.0, size=200)
    first = bootstrap_mean(values, seed=7, n_resamples=2000)
    again = bootstrap_mean(values, seed=7, n_resamples=2000)
    other = bootstrap_mean(values, seed=8, n_resamples=2000)
    assert first == again
    assert (first.low, first.high) != (other.low, other.high)
    assert first.low < values.mean() < first.high
    assert first.estimate == pytest.approx(values.mean())
    assert first.method.startswith("bootstrap-")
    # about 1.96 standard errors either side of the mean
    half = (first.high - first.low) / 2
    assert half == pytest.approx(1.96 * values.std(ddof=1) / math.sqrt(200), rel=0.2)


def test_bootstrap_on_binary_data_close_to_wilson():
    values = [1.0] * 70 + [0.0] * 30
    boot, wil = bootstrap_mean(values, n_resamples=4000), wilson(70, 100)
    assert boot.low == pytest.approx(wil.low, abs=0.03)
    assert boot.high == pytest.approx(wil.high, abs=0.03)


def test_bootstrap_edge_cases():
    const = bootstrap_mean([0.5, 0.5, 0.5])
    assert (const.estimate, const.low, const.high, const.n) == (0.5, 0.5, 0.5, 3)
    one = bootstrap_mean([2.0])
    assert one.estimate == 2.0 and math.isnan(one.low) and math.isnan(one.high)
    empty = bootstrap_mean([])
    assert empty.n == 0 and math.isnan(empty.estimate)
    for iv in (const, one, empty):
        assert isinstance(iv, Interval)
        json.dumps(iv.to_dict(), allow_nan=False)


def test_bootstrap_rejects_nan():
    with pytest.raises(StatsError):
        bootstrap_mean([1.0, float("nan")])


def test_spread():
    s = spread([1, 2, 3, 4])
    assert (s.min, s.max, s.mean, s.n) == (1.0, 4.0, 2.5, 4)
    assert s.std == pytest.approx(math.sqrt(5 / 3))
    single = spread([0.7])
    assert single.n == 1 and single.mean == 0.7 and math.isnan(single.std)
    assert spread([]).n == 0
    assert json.loads(json.dumps(single.to_dict(), allow_nan=False))["std"] is None


@pytest.mark.parametrize("n", [1, 2, 7, 30, 768])
@pytest.mark.parametrize("level", [0.8, 0.95, 0.99])
def test_wilson_matches_statsmodels(n, level):
    from statsmodels.stats.proportion import proportion_confint

    for k in sorted({0, 1, n // 3, n // 2, n - 1, n}):
        if 0 <= k <= n:
            iv = wilson(k, n, level)
            low, high = proportion_confint(k, n, alpha=1 - level, method="wilson")
            assert iv.low == pytest.approx(low, abs=1e-12) and iv.high == pytest.approx(high, abs=1e-12)
