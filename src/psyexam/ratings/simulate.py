"""Simulated human raters with a known level of agreement, for checking the agreement and calibration code.

Each item has a true score per dimension on the rubric's latent scale; each
rater gives the level nearest to the true score plus Gaussian noise of a set
standard deviation (clipped to the scale). The level probabilities of every
item are therefore known, and so is the population value of Fleiss' kappa
(:func:`expected_fleiss`): measured kappas must match it within sampling error.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class RaterModel:
    """How the simulated raters rate: how many, how noisy (SD on the score scale), and the seed."""

    raters: int = 3
    noise: float = 0.5
    seed: int = 0


@dataclass(frozen=True)
class SimulatedRow:
    """One rating row as ``ratings import`` reads it."""

    item: str
    rater: str
    dimension: str
    score: int


def level_probabilities(true: float, levels: Sequence[int], noise: float) -> np.ndarray:
    """P(a rater gives each level): true + N(0, noise²) rounded to the nearest level, clipped to the scale."""
    from scipy.stats import norm

    lv = np.asarray(sorted(levels), dtype=float)
    cuts = (lv[:-1] + lv[1:]) / 2  # a rating falls to the nearest level
    cdf = norm.cdf(cuts, loc=true, scale=noise) if noise > 0 else (cuts >= true).astype(float)
    upper = np.append(cdf, 1.0)
    return np.diff(np.concatenate([[0.0], upper]))


def expected_fleiss(true_scores: Sequence[float], levels: Sequence[int], noise: float) -> float:
    """The population Fleiss' kappa of raters following :class:`RaterModel` on items with these true scores.

    Observed agreement is the chance two raters give an item the same level,
    Σₖ pᵢₖ², averaged over items; chance agreement is Σₖ p̄ₖ² with p̄ the
    mean level probabilities (Fleiss' definitions, with the sample shares
    replaced by their expectations).
    """
    probs = np.array([level_probabilities(t, levels, noise) for t in true_scores])
    observed = float(np.mean(np.sum(probs**2, axis=1)))
    chance = float(np.sum(probs.mean(axis=0) ** 2))
    return (observed - chance) / (1 - chance)


def simulate(true: Mapping[str, Mapping[str, float]], levels: Mapping[str, Sequence[int]],
             model: RaterModel) -> list[SimulatedRow]:
    """Ratings of every item (``true[item][dimension]``) by ``model.raters`` raters named ``r1``, ``r2``…"""
    rng = np.random.default_rng(model.seed)
    rows = []
    for item, dims in true.items():
        for r in range(1, model.raters + 1):
            for dim, t in dims.items():
                lv = sorted(levels[dim])
                drawn = t + rng.normal(0.0, model.noise)
                score = min(lv, key=lambda v: (abs(v - drawn), v))
                rows.append(SimulatedRow(item, f"r{r}", dim, score))
    return rows


def spread_scores(quality: Mapping[str, float], low: float, high: float) -> dict[str, float]:
    """Qualities mapped by rank onto ``low``..``high`` evenly (mid-ranks for ties), so every level is used."""
    from scipy.stats import rankdata

    keys = list(quality)
    ranks = rankdata([quality[k] for k in keys])
    n = len(keys)
    return {k: low + (high - low) * (r - 0.5) / n for k, r in zip(keys, ranks)}
