"""Min-K% and Min-K%++ on known distributions, computed by hand."""

from __future__ import annotations

import asyncio
import math

import numpy as np
import pytest

from psyexam.contamination.minkprob import auroc, lowest_mean, min_k, min_k_pp, score_and_close, score_texts
from psyexam.errors import ModelError
from psyexam.model import open_backend
from psyexam.model.base import BackendError
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


class Scripted:
    """A token scorer returning given scores per text, or failing."""

    spec = "scripted"

    def __init__(self, by_text: dict[str, TokenScores | Exception]):
        self.by_text = by_text

    async def token_logprobs(self, text: str) -> TokenScores:
        got = self.by_text[text]
        if isinstance(got, Exception):
            raise got
        return got


def test_score_texts_counts_failures_and_unavailable():
    scorer = Scripted({"seen": bernoulli_text("aaaab"), "new": bernoulli_text("abbab"),
                       "broken": BackendError("HTTP 500"),
                       "topk": TokenScores(("x",), (-2.0,), source="top-k only"),
                       "short": TokenScores((), (), (), ())})
    res = asyncio.run(score_texts(scorer, [(t, t) for t in ("seen", "new", "broken", "topk", "short")], k=20))
    by = {t.id: t for t in res.items}
    assert by["seen"].minkpp == pytest.approx(-2.0) and by["seen"].tokens == 5
    assert by["new"].mink == pytest.approx(math.log(0.2))
    assert by["broken"].error == "HTTP 500" and by["broken"].mink is None
    assert by["topk"].mink == -2.0 and by["topk"].minkpp is None
    assert by["short"].error == "no scored token (text too short)"
    summary = res.summary()
    assert (summary["texts"], summary["failed"], summary["minkpp_unavailable"]) == (5, 2, 1)
    assert summary["mink"]["n"] == 3 and summary["minkpp"]["n"] == 2


def test_auroc_by_hand():
    assert auroc([3.0, 4.0], [1.0, 2.0]) == 1.0
    assert auroc([1.0, 2.0], [3.0, 4.0]) == 0.0
    assert auroc([1.0, 3.0], [2.0, 2.0]) == 0.5
    assert auroc([2.0], [2.0]) == 0.5  # a tie counts half


def test_mock_backend_scores_and_a_backend_without_the_capability_is_one_line():
    res = score_and_close(open_backend("mock"), [("a", "心理学 psychology")], k=20)
    assert res.items[0].tokens == len("心理学psychology") - 1
    assert res.items[0].minkpp == pytest.approx((res.items[0].mink + 4.5) / 2.0)
    assert res.sources == ["mock"]
    with pytest.raises(ModelError, match="cannot score a text's tokens"):
        score_and_close(open_backend("random"), [("a", "text")])
