"""Rankings from pairwise battles: Elo, points, Bradley–Terry, and the win-fraction matrix.

A battle is two models and a winner (or a tie). Elo depends on the order of the
battles, so its interval comes from a bootstrap that resamples the battles and
plays them in a random order each round. Bradley–Terry is fitted by maximum
likelihood (ties count half a win to each side) and reported on the Elo scale
(400 points = 10:1 odds) with Wald intervals from the observed information.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import asdict, dataclass

import numpy as np
from scipy import optimize
from scipy import stats as sps

from psyexam.stats.intervals import StatsError, json_safe

_SCALE = 400.0
_LOG10 = float(np.log(10.0))


@dataclass(frozen=True)
class Battle:
    """One comparison: ``winner`` is ``model_a``, ``model_b`` or None for a tie."""

    model_a: str
    model_b: str
    winner: str | None

    def __post_init__(self) -> None:
        if self.model_a == self.model_b:
            raise StatsError(f"a battle needs two different models, got {self.model_a!r} twice")
        if self.winner is not None and self.winner not in (self.model_a, self.model_b):
            raise StatsError(f"winner {self.winner!r} is neither {self.model_a!r} nor {self.model_b!r}")

    @property
    def score_a(self) -> float:
        """1 if A won, 0.5 for a tie, 0 if B won."""
        return 0.5 if self.winner is None else float(self.winner == self.model_a)


@dataclass(frozen=True)
class Rating:
    """A model's rating with an interval (``low``/``high`` NaN when there is none)."""

    model: str
    rating: float
    low: float
    high: float
    battles: int

    def to_dict(self) -> dict:
        return json_safe(asdict(self))


@dataclass(frozen=True)
class Ranking:
    """Ratings by one method, best first, and how they were computed."""

    method: str
    ratings: list[Rating]
    note: str | None = None

    def to_dict(self) -> dict:
        return {"method": self.method, "note": self.note, "ratings": [r.to_dict() for r in self.ratings]}


def models_of(battles: Sequence[Battle]) -> list[str]:
    """Every model that fought, sorted."""
    return sorted({m for b in battles for m in (b.model_a, b.model_b)})


def _check(battles: Sequence[Battle]) -> list[str]:
    if not battles:
        raise StatsError("no battles to rank")
    return models_of(battles)


def elo(battles: Sequence[Battle], k: float = 32.0, initial: float = 1000.0) -> dict[str, float]:
    """Online Elo ratings after playing ``battles`` in the given order."""
    ratings = {m: float(initial) for m in _check(battles)}
    for b in battles:
        ra, rb = ratings[b.model_a], ratings[b.model_b]
        expected_a = 1.0 / (1.0 + 10.0 ** ((rb - ra) / _SCALE))
        delta = k * (b.score_a - expected_a)
        ratings[b.model_a] = ra + delta
        ratings[b.model_b] = rb - delta
    return ratings


def _counts(battles: Sequence[Battle]) -> dict[str, int]:
    n: dict[str, int] = defaultdict(int)
    for b in battles:
        n[b.model_a] += 1
        n[b.model_b] += 1
    return n


def elo_bootstrap(battles: Sequence[Battle], k: float = 32.0, initial: float = 1000.0,
                  rounds: int = 1000, level: float = 0.95, seed: int = 0) -> Ranking:
    """Elo in the given order, with a percentile interval over ``rounds`` resampled, shuffled orders."""
    models = _check(battles)
    if rounds < 1:
        raise StatsError(f"bootstrap rounds must be at least 1, got {rounds}")
    point = elo(battles, k, initial)
    rng = np.random.default_rng(seed)
    draws = np.empty((rounds, len(models)))
    for r in range(rounds):
        order = rng.integers(0, len(battles), size=len(battles))
        sample = elo([battles[i] for i in order], k, initial)
        draws[r] = [sample.get(m, initial) for m in models]
    tail = (1.0 - level) / 2.0
    low, high = np.quantile(draws, [tail, 1.0 - tail], axis=0)
    n = _counts(battles)
    rows = [Rating(m, point[m], float(low[i]), float(high[i]), n[m]) for i, m in enumerate(models)]
    note = f"K={k:g}, initial {initial:g}; {rounds} bootstrap rounds over resampled battles in shuffled order"
    return Ranking("elo", _best_first(rows), note)


@dataclass(frozen=True)
class Points:
    """Points scoring: +1 per win, +0.5 per tie."""

    model: str
    points: float
    wins: int
    ties: int
    losses: int

    def to_dict(self) -> dict:
        return asdict(self)


def points(battles: Sequence[Battle]) -> list[Points]:
    """Points per model (a win is 1, a tie 0.5 to each side), best first."""
    tally = {m: [0, 0, 0] for m in _check(battles)}
    for b in battles:
        if b.winner is None:
            tally[b.model_a][1] += 1
            tally[b.model_b][1] += 1
        else:
            loser = b.model_b if b.winner == b.model_a else b.model_a
            tally[b.winner][0] += 1
            tally[loser][2] += 1
    rows = [Points(m, wins + 0.5 * ties, wins, ties, losses) for m, (wins, ties, losses) in tally.items()]
    return sorted(rows, key=lambda p: (-p.points, p.model))


def _wins_matrix(battles: Sequence[Battle], models: list[str]) -> np.ndarray:
    """W[i, j]: what i scored against j (1 per win, 0.5 per tie)."""
    index = {m: i for i, m in enumerate(models)}
    w = np.zeros((len(models), len(models)))
    for b in battles:
        i, j = index[b.model_a], index[b.model_b]
        w[i, j] += b.score_a
        w[j, i] += 1.0 - b.score_a
    return w


def mle_exists(w: np.ndarray) -> bool:
    """True when the 'scored against' graph is strongly connected (Zermelo's condition)."""
    from scipy.sparse.csgraph import connected_components

    n_comp, _ = connected_components(w > 0, directed=True, connection="strong")
    return n_comp == 1


def bradley_terry(battles: Sequence[Battle], initial: float = 1000.0, level: float = 0.95,
                  prior: float = 0.0) -> Ranking:
    """Bradley–Terry strengths by maximum likelihood, on the Elo scale centred on ``initial``.

    ``prior`` adds that many pseudo-ties to every pair that met. When the
    maximum-likelihood estimate does not exist (some model never scored against
    the others) and no prior is given, 0.5 pseudo-ties are added and the
    ranking's note says so.
    """
    models = _check(battles)
    w = _wins_matrix(battles, models)
    met = (w + w.T) > 0
    note = None
    if prior == 0.0 and not mle_exists(w):
        prior = 0.5
        note = ("no finite maximum-likelihood estimate (a model never won or never lost against the rest); "
                "fitted with 0.5 pseudo-ties per pair that met")
    w = w + prior * 0.5 * met
    theta, cov = _fit(w)
    z = float(sps.norm.ppf(0.5 + level / 2.0))
    se = np.sqrt(np.clip(np.diag(cov), 0.0, None))
    to_elo = _SCALE / _LOG10
    n = _counts(battles)
    rows = [Rating(m, initial + to_elo * theta[i], initial + to_elo * (theta[i] - z * se[i]),
                   initial + to_elo * (theta[i] + z * se[i]), n[m]) for i, m in enumerate(models)]
    return Ranking("bradley_terry", _best_first(rows), note)


def _fit(w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Log-strengths (mean zero) and their covariance; the first model is pinned during the fit."""
    n = w.shape[0]
    pairs = [(i, j) for i in range(n) for j in range(n) if i != j and w[i, j] > 0]

    def full(free: np.ndarray) -> np.ndarray:
        return np.concatenate([[0.0], free])

    def nll(free: np.ndarray) -> tuple[float, np.ndarray]:
        t = full(free)
        value, grad = 0.0, np.zeros(n)
        for i, j in pairs:
            d = t[i] - t[j]
            value -= w[i, j] * -np.logaddexp(0.0, -d)
            g = w[i, j] * (1.0 - _sigmoid(d))
            grad[i] -= g
            grad[j] += g
        return value, grad[1:]

    res = optimize.minimize(nll, np.zeros(n - 1), jac=True, method="BFGS", options={"gtol": 1e-10})
    t = full(res.x)
    info = np.zeros((n, n))
    for i in range(n):
        for j in range(i + 1, n):
            games = w[i, j] + w[j, i]
            if games:
                p = _sigmoid(t[i] - t[j])
                v = games * p * (1.0 - p)
                info[i, i] += v
                info[j, j] += v
                info[i, j] -= v
                info[j, i] -= v
    cov_free = np.linalg.pinv(info[1:, 1:])
    cov = np.zeros((n, n))
    cov[1:, 1:] = cov_free
    centre = np.eye(n) - 1.0 / n
    return centre @ t, centre @ cov @ centre.T


def _sigmoid(x: float) -> float:
    return float(1.0 / (1.0 + np.exp(-x)))


@dataclass(frozen=True)
class WinMatrix:
    """``fraction[i][j]``: share of i's battles against j that i won (ties count half); NaN if they never met."""

    models: list[str]
    fraction: list[list[float]]
    battles: list[list[int]]

    def to_dict(self) -> dict:
        return json_safe(asdict(self))


def win_matrix(battles: Sequence[Battle]) -> WinMatrix:
    """The win-fraction matrix of every pair of models."""
    models = _check(battles)
    w = _wins_matrix(battles, models)
    games = w + w.T
    with np.errstate(invalid="ignore", divide="ignore"):
        frac = np.where(games > 0, w / games, np.nan)
    return WinMatrix(models, frac.tolist(), games.astype(int).tolist())


def _best_first(rows: list[Rating]) -> list[Rating]:
    return sorted(rows, key=lambda r: (-r.rating, r.model))
