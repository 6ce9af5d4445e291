"""Min-K% and Min-K%++ on known distributions, computed by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest

from psyexam.calls.store import StoredCall
from psyexam.contamination.minkprob import (
    MinKResult,
    auroc,
    auroc_bounds,
    lowest_mean,
    min_k,
    min_k_pp,
    text_score,
)
from psyexam.model.base import Response
from psyexam.model.providers._local import log_softmax, moments
from psyexam.model.tokens import TokenScores

# A two-token distribution p = (0.8, 0.2): the likely token's z-score is +sqrt(0.2/0.8) = 0.5,
# the unlikely one's -sqrt(0.8/0.2) = -2 (a standardised Bernoulli).
BERNOULLI = np.log([0.8, 0.2])


def bernoulli_text(picks: str) -> TokenScores:
    """Tokens drawn from the (0.8, 0.2) distribution: 'a' the likely one, 'b' the unlikely one."""
    mu, sd = moments(BERNOULLI)
    lps = tuple(float(BERNOULLI[0 if c == "a" else 1]) for c in picks)
    return TokenScores(tuple(picks), lps, (mu,) * len(picks), (sd,) * len(picks), "test")


def test_moments_of_a_known_distribution():
    mu, sd = moments(BERNOULLI)
    assert mu == pytest.approx(0.8 * math.log(0.8) + 0.2 * math.log(0.2))
    assert sd == pytest.approx(math.sqrt(0.8 * 0.2) * math.log(4))  # |log 0.8 - log 0.2| * sqrt(p q)
    # a uniform distribution has every log-probability equal: std 0
    assert moments(log_softmax(np.zeros(8))) == pytest.approx((-math.log(8), 0.0), abs=1e-12)


def test_lowest_mean_takes_int_n_k_and_at_least_one():
    values = [-1.0, -2, -3, -4, -5, -6, -7, -8, -9, -10]
    assert lowest_mean(values, 20) == pytest.approx(-9.5)
    assert lowest_mean(values, 25) == pytest.approx(-9.5)  # int(2.5) = 2
    assert lowest_mean(values, 5) == pytest.approx(-10.0)  # at least one token
    assert lowest_mean(values, 100) == pytest.approx(-5.5)
    assert math.isnan(lowest_mean([], 20))


def test_min_k_and_min_k_pp_by_hand():
    s = bernoulli_text("abaab")
    assert min_k(s, 40) == pytest.approx(math.log(0.2))  # the two unlikely tokens
    assert min_k_pp(s, 20) == pytest.approx(-2.0)
    assert min_k_pp(s, 60) == pytest.approx((-2 - 2 + 0.5) / 3)
    assert min_k_pp(bernoulli_text("aaaaa"), 20) == pytest.approx(0.5)


def test_min_k_pp_is_unavailable_without_the_distribution():
    s = TokenScores(("x", "y"), (-1.0, -3.0), source="top-k only")
    assert min_k(s, 50) == -3.0
    assert min_k_pp(s, 50) is None


def stored(scores: TokenScores | None = None, error: str | None = None) -> StoredCall:
    """A stored ``tokens`` call: its scores, or the error of its last attempt."""
    response = None if error else Response(scores=scores)
    return StoredCall("key", "tokens", response, error, 1, None)


def test_text_scores_count_failures_and_unavailable():
    calls = {"seen": stored(bernoulli_text("aaaab")), "new": stored(bernoulli_text("abbab")),
             "broken": stored(error="HTTP 500"), "topk": stored(TokenScores(("x",), (-2.0,), source="top-k only")),
             "short": stored(TokenScores((), (), (), ())), "missing": None}
    res = MinKResult("scripted", 20, [text_score(name, call, 20) for name, call in calls.items()])
    by = {t.id: t for t in res.items}
    assert by["seen"].minkpp == pytest.approx(-2.0) and by["seen"].tokens == 5
    assert by["new"].mink == pytest.approx(math.log(0.2))
    assert by["broken"].error == "HTTP 500" and by["broken"].mink is None
    assert by["topk"].mink == -2.0 and by["topk"].minkpp is None
    assert by["short"].error == "no scored token (text too short)"
    assert by["missing"].error == "not answered"
    summary = res.summary()
    assert (summary["texts"], summary["failed"], summary["minkpp_unavailable"]) == (6, 3, 1)
    assert summary["mink"]["n"] == 3 and summary["minkpp"]["n"] == 2


def test_auroc_by_hand():
    assert auroc([3.0, 4.0], [1.0, 2.0]) == 1.0
    assert auroc([1.0, 2.0], [3.0, 4.0]) == 0.0
    assert auroc([1.0, 3.0], [2.0, 2.0]) == 0.5
    assert auroc([2.0], [2.0]) == 0.5  # a tie counts half


def test_a_failed_text_is_never_left_out_of_the_auroc():
    with pytest.raises(ValueError, match="1 texts have no score"):
        auroc([3.0, None], [1.0])
    # two members, two non-members: 4 pairs; the failed member loses or wins both of its pairs
    assert auroc_bounds([3.0, None], [1.0, 2.0]) == (0.5, 1.0)
    assert auroc_bounds([3.0, None], [1.0, None]) == pytest.approx((0.25, 1.0))
    assert auroc_bounds([3.0, 4.0], [1.0, 2.0]) == (1.0, 1.0)  # nothing failed: the AUROC itself
    assert auroc_bounds([None], [None]) == (0.0, 1.0)


