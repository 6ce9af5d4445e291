import numpy as np
import pytest
from statsmodels.stats import inter_rater

from psyexam.stats.agreement import (
    agreement,
    cohen_kappa,
    fleiss_kappa,
    pairwise_agreement,
    percent_agreement,
    rater_disagreement,
    reading,
)
from psyexam.stats.intervals import StatsError

# Fleiss (1971) style worked example: 10 subjects, 14 raters, 5 categories; kappa 0.210, P-bar 0.378
FLEISS_COUNTS = [[0, 0, 0, 0, 14], [0, 2, 6, 4, 2], [0, 0, 3, 5, 6], [0, 3, 9, 2, 0], [2, 2, 8, 1, 1],
                 [7, 7, 0, 0, 0], [3, 2, 6, 3, 0], [2, 5, 3, 2, 2], [6, 5, 2, 1, 0], [0, 2, 2, 3, 7]]


def test_fleiss_worked_example():
    units = [[c for c, n in enumerate(row) for _ in range(n)] for row in FLEISS_COUNTS]
    assert fleiss_kappa(units) == pytest.approx(0.2099, abs=1e-4)
    assert pairwise_agreement(units) == pytest.approx(0.3780, abs=1e-4)


def test_cohen_worked_example():
    # 50 units: both yes 20, yes/no 5, no/yes 10, both no 15 -> po 0.7, pe 0.5, kappa 0.4
    a = ["y"] * 25 + ["n"] * 25
    b = ["y"] * 20 + ["n"] * 5 + ["y"] * 10 + ["n"] * 15
    assert cohen_kappa(a, b) == pytest.approx(0.4)
    assert percent_agreement(list(zip(a, b))) == pytest.approx(0.7)


def _by_hand_cohen(a, b):
    cats = sorted(set(a) | set(b))
    po = np.mean([x == y for x, y in zip(a, b)])
    pe = sum(np.mean([x == c for x in a]) * np.mean([y == c for y in b]) for c in cats)
    return (po - pe) / (1 - pe)


def _noisy_raters(n_units, n_raters, p_copy, seed):
    rng = np.random.default_rng(seed)
    truth = rng.integers(1, 6, n_units)
    return {f"u{u}": {f"r{r}": int(truth[u] if rng.random() < p_copy else rng.integers(1, 6))
                      for r in range(n_raters)} for u in range(n_units)}


def test_known_agreement_levels():
    # raters copy the truth with probability p, else answer uniformly on 5 categories:
    # expected kappa = p^2 (chance-corrected agreement of two such raters)
    for p in (0.9, 0.5):
        result = agreement(_noisy_raters(3000, 2, p, seed=2))
        assert result.method == "cohen" and result.kappa == pytest.approx(p * p, abs=0.04)
        result = agreement(_noisy_raters(2000, 4, p, seed=3))
        assert result.method == "fleiss" and result.kappa == pytest.approx(p * p, abs=0.04)
    assert reading(0.81) == "good" and reading(0.5) == "moderate" and reading(0.25) == "poor"


def test_against_by_hand_and_statsmodels_tables():
    table = _noisy_raters(200, 2, 0.6, seed=7)
    a = [v["r0"] for v in table.values()]
    b = [v["r1"] for v in table.values()]
    assert agreement(table).kappa == pytest.approx(_by_hand_cohen(a, b))
    counts, _ = inter_rater.aggregate_raters(np.array([list(v.values()) for v in _noisy_raters(100, 3, 0.6, 8).values()]))
    units = [list(v.values()) for v in _noisy_raters(100, 3, 0.6, 8).values()]
    assert fleiss_kappa(units) == pytest.approx(inter_rater.fleiss_kappa(counts))


def test_weighted_cohen_is_higher_for_near_misses():
    a = [1, 2, 3, 4, 5] * 10
    b = [2, 3, 4, 5, 4] * 10
    assert cohen_kappa(a, b, "quadratic") > cohen_kappa(a, b)


def test_incomplete_units_are_excluded_and_counted():
    table = {"u1": {"a": 1, "b": 1}, "u2": {"a": 2, "b": 1}, "u3": {"a": 1}}
    result = agreement(table)
    assert result.n_units == 2 and result.excluded_units == 1 and result.percent == 0.5


def test_odd_rater_out_is_named_first():
    rng = np.random.default_rng(0)
    table = {}
    for u in range(60):
        truth = int(rng.integers(1, 6))
        table[f"u{u}"] = {"r1": truth, "r2": truth, "r3": truth, "odd": int(rng.integers(1, 6))}
    ranked = rater_disagreement(table)
    assert ranked[0].rater == "odd" and ranked[0].rate > 0.6
    assert all(r.disagreements == 0 for r in ranked[1:])


def test_bad_inputs():
    with pytest.raises(StatsError, match="two raters"):
        agreement({"u": {"a": 1}})
    with pytest.raises(StatsError, match="same number"):
        fleiss_kappa([[1, 2], [1, 2, 3]])
    with pytest.raises(StatsError, match="different numbers"):
        cohen_kappa([1, 2], [1])
    assert np.isnan(agreement({"u1": {"a": 1, "b": 1}, "u2": {"a": 1, "b": 1}}).kappa)


# Hand-computed: three raters, five items, one more item rated by one rater only.
#   item  labels   all agree  agreeing pairs
#   u1    1 1 1    yes        3/3
#   u2    1 1 2    no         1/3
#   u3    1 2 3    no         0/3
#   u4    2 2 2    yes        3/3
#   u5    3 3 1    no         1/3
#   u6    2        not counted (one rater)
# percent = 2/5 = 0.4; pairwise = (1 + 1/3 + 0 + 1 + 1/3) / 5 = 8/15 = 0.5333
THREE = {"u1": {"a": 1, "b": 1, "c": 1}, "u2": {"a": 1, "b": 1, "c": 2}, "u3": {"a": 1, "b": 2, "c": 3},
         "u4": {"a": 2, "b": 2, "c": 2}, "u5": {"a": 3, "b": 3, "c": 1}, "u6": {"a": 2}}

# Four raters: v1 A A A A (yes, 6/6), v2 A A A B (no, 3/6), v3 A A B B (no, 2/6),
# v4 A B C D (no, 0/6), v5 B B B B (yes, 6/6); v6 rated by a and b only, who agree (yes, 1/1).
# percent = 3/6 = 0.5; pairwise = (1 + 1/2 + 1/3 + 0 + 1 + 1) / 6 = (23/6) / 6 = 23/36 = 0.6389
FOUR = {"v1": dict(a="A", b="A", c="A", d="A"), "v2": dict(a="A", b="A", c="A", d="B"),
        "v3": dict(a="A", b="A", c="B", d="B"), "v4": dict(a="A", b="B", c="C", d="D"),
        "v5": dict(a="B", b="B", c="B", d="B"), "v6": dict(a="A", b="A")}


def test_percent_agreement_is_the_share_of_items_all_raters_agree_on_three_raters():
    units = [list(v.values()) for v in THREE.values() if len(v) > 1]
    assert percent_agreement(units) == pytest.approx(0.4)
    assert pairwise_agreement(units) == pytest.approx(8 / 15)
    result = agreement(THREE)
    assert result.percent_agreement == pytest.approx(0.4) and result.pairwise_agreement == pytest.approx(8 / 15)
    assert result.agreement_units == 5 and result.single_rated_units == 1
    d = result.to_dict()
    assert d["percent_agreement"] == pytest.approx(0.4) and d["pairwise_agreement"] == pytest.approx(8 / 15)


def test_percent_agreement_four_raters_with_a_partly_rated_item():
    result = agreement(FOUR)
    assert result.percent_agreement == pytest.approx(0.5)
    assert result.pairwise_agreement == pytest.approx(23 / 36)
    # the kappa uses only items every rater rated; v6 is excluded from it but counts for the percentages
    assert result.n_units == 5 and result.excluded_units == 1 and result.agreement_units == 6
    assert percent_agreement([list("AAAA"), list("AAAB"), list("AABB"), list("ABCD"), list("BBBB")]) == pytest.approx(0.4)
    assert pairwise_agreement([list("AAAA"), list("AAAB"), list("AABB"), list("ABCD"), list("BBBB")]) == \
        pytest.approx(17 / 30)


def test_an_item_rated_once_is_refused_by_the_functions():
    with pytest.raises(StatsError):
        percent_agreement([[1, 1], [2]])
    with pytest.raises(StatsError):
        pairwise_agreement([])
