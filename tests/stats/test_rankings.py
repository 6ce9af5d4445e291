import numpy as np
import pytest

from psyexam.stats.intervals import StatsError
from psyexam.stats.rankings import Battle, bradley_terry, elo, elo_bootstrap, mle_exists, points, win_matrix


def synthetic(strengths: dict[str, float], n_per_pair: int, seed: int = 1) -> list[Battle]:
    """Battles drawn from a Bradley–Terry model with the given log-strengths (no ties)."""
    rng = np.random.default_rng(seed)
    models = sorted(strengths)
    battles = []
    for i, a in enumerate(models):
        for b in models[i + 1:]:
            p = 1 / (1 + np.exp(strengths[b] - strengths[a]))
            for won in rng.random(n_per_pair) < p:
                battles.append(Battle(a, b, a if won else b))
    rng.shuffle(battles)
    return battles


def test_elo_single_battle_by_hand():
    r = elo([Battle("x", "y", "x")], k=32, initial=1000)
    assert r == {"x": 1016.0, "y": 984.0}
    r = elo([Battle("x", "y", None)], k=32, initial=1500)
    assert r == {"x": 1500.0, "y": 1500.0}


def test_elo_order_matters_and_bootstrap_brackets():
    battles = [Battle("x", "y", "x")] * 10 + [Battle("x", "y", "y")] * 10
    forward, backward = elo(battles), elo(battles[::-1])
    assert forward["x"] < 1000 < backward["x"]
    ranking = elo_bootstrap(battles, rounds=300, seed=3)
    x = next(r for r in ranking.ratings if r.model == "x")
    assert x.low < 1000 < x.high and x.battles == 20


def test_points_llmeval_rules():
    battles = [Battle("x", "y", "x"), Battle("x", "y", None), Battle("y", "z", "z"), Battle("x", "z", None)]
    rows = {p.model: p for p in points(battles)}
    assert rows["x"].points == 2.0 and (rows["x"].wins, rows["x"].ties, rows["x"].losses) == (1, 2, 0)
    assert rows["y"].points == 0.5 and rows["z"].points == 1.5


def test_bradley_terry_recovers_known_strengths():
    truth = {"a": 1.0, "b": 0.0, "c": -0.5, "d": -1.5}
    ranking = bradley_terry(synthetic(truth, 400), initial=0.0)
    assert ranking.note is None
    assert [r.model for r in ranking.ratings] == ["a", "b", "c", "d"]
    mean = np.mean(list(truth.values()))
    for r in ranking.ratings:
        expected = (truth[r.model] - mean) * 400 / np.log(10)
        assert r.low < expected < r.high
        assert abs(r.rating - expected) < 40


def test_bradley_terry_matches_a_logistic_regression():
    import statsmodels.api as sm

    battles = synthetic({"a": 0.7, "b": 0.0, "c": -0.4}, 150, seed=5)
    models = ["a", "b", "c"]
    x = np.zeros((len(battles), 2))
    y = np.zeros(len(battles))
    for n, b in enumerate(battles):
        for sign, m in ((1, b.model_a), (-1, b.model_b)):
            if m != "a":  # "a" is the reference level
                x[n, models.index(m) - 1] += sign
        y[n] = b.winner == b.model_a
    fit = sm.Logit(y, x).fit(disp=0)
    theta = np.concatenate([[0.0], fit.params])
    theta -= theta.mean()
    ours = {r.model: r.rating for r in bradley_terry(battles, initial=0.0).ratings}
    for i, m in enumerate(models):
        assert ours[m] == pytest.approx(theta[i] * 400 / np.log(10), abs=1e-3)


def test_bradley_terry_without_finite_mle_says_so():
    battles = [Battle("x", "y", "x")] * 5
    assert not mle_exists(np.array([[0, 5], [0, 0]]))
    ranking = bradley_terry(battles)
    assert "pseudo-ties" in ranking.note
    assert ranking.ratings[0].model == "x" and np.isfinite(ranking.ratings[0].rating)


def test_win_matrix():
    battles = [Battle("x", "y", "x"), Battle("y", "x", None), Battle("x", "z", "z")]
    m = win_matrix(battles)
    assert m.models == ["x", "y", "z"]
    assert m.fraction[0][1] == 0.75 and m.fraction[1][0] == 0.25
    assert m.fraction[0][2] == 0.0 and np.isnan(m.fraction[1][2]) and m.battles[1][2] == 0
    assert m.to_dict()["fraction"][1][2] is None


def test_bad_battles():
    with pytest.raises(StatsError):
        Battle("x", "x", None)
    with pytest.raises(StatsError):
        Battle("x", "y", "z")
    with pytest.raises(StatsError, match="no battles"):
        elo([])
