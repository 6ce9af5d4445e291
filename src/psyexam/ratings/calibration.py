"""Judge calibration against humans on one dimension: rank correlations, kappa on the scale, offset, worst items."""

from __future__ import annotations

import math
import warnings
from collections.abc import Mapping, Sequence

from psyexam.stats.agreement import cohen_kappa, reading
from psyexam.stats.intervals import bootstrap_mean


def nearest_level(value: float, levels: Sequence[int]) -> int:
    """The scale level closest to an aggregate (ties go to the lower level, so rounding never flatters)."""
    return min(levels, key=lambda lv: (abs(lv - value), lv))


def calibrate(judge: Mapping[str, float], human: Mapping[str, float], levels: Sequence[int] | None = None,
              top: int = 5, seed: int = 0) -> dict:
    """Compare the judge's and the humans' scores on the items both have.

    Spearman and Kendall correlations; Cohen's kappa, unweighted and linearly
    weighted, on ``levels`` (the human aggregate taken to its nearest level);
    the judge's mean offset (judge minus humans) with a bootstrap interval;
    and the ``top`` items where they differ most.
    """
    from scipy import stats as sps

    items = sorted(i for i in judge if i in human)
    x = [float(judge[i]) for i in items]
    y = [float(human[i]) for i in items]
    out: dict = {"n_items": len(items)}
    if len(items) >= 3 and len(set(x)) > 1 and len(set(y)) > 1:
        out["spearman"] = float(sps.spearmanr(x, y).statistic)
        out["kendall"] = float(sps.kendalltau(x, y).statistic)
    else:
        out["correlation_note"] = "fewer than three shared items, or constant scores: no correlation"
    if levels and items:
        a = [nearest_level(v, levels) for v in x]
        b = [nearest_level(v, levels) for v in y]
        with warnings.catch_warnings():
            # one level used throughout makes kappa 0/0: reported as NaN ("undefined"), not warned about
            warnings.simplefilter("ignore", RuntimeWarning)
            kappa = cohen_kappa(a, b, categories=list(levels))
            linear = cohen_kappa(a, b, weights="linear", categories=list(levels))
        out["kappa"] = kappa
        out["kappa_linear"] = linear
        out["kappa_reading"] = reading(linear) if not math.isnan(linear) else "undefined"
        out["exact_level_agreement"] = sum(p == q for p, q in zip(a, b)) / len(items)
    out["offset"] = bootstrap_mean([p - q for p, q in zip(x, y)], seed=seed).to_dict()
    worst = sorted(items, key=lambda i: (-abs(judge[i] - human[i]), i))[:top]
    out["disagreements"] = [{"item": i, "judge": judge[i], "humans": human[i], "difference": judge[i] - human[i]}
                            for i in worst if judge[i] != human[i]]
    return out
