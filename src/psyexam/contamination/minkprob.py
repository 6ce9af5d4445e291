"""Min-K% Prob and Min-K%++: a model-based signal that a text was in a model's training data.

Min-K% Prob (Shi et al., 2024, "Detecting Pretraining Data from Large Language Models"):
the mean of the lowest k% of a text's token log-probabilities log p(x_t | x_<t). A text
the model has seen has few surprising tokens, so even its worst tokens score high.

Min-K%++ (Zhang et al., 2024): each token's log-probability standardised against the
model's own next-token distribution at that position, (log p(x_t | x_<t) − μ_t) / σ_t with
μ_t = E_z[log p(z | x_<t)] and σ_t its standard deviation over the whole vocabulary, then
the mean of the lowest k%. A seen text sits near a mode of the distribution. On WikiMIA
(32-token texts) the authors report an AUROC of 0.78 averaged over models, against 0.68
for Min-K%.

Both are signals, not proofs: higher means "more like text the model was trained on",
relative to other texts of the same kind, length and language, scored by the same model.
No threshold carries over between models or text kinds.

Min-K%++ needs μ_t and σ_t from the full distribution (llama, hf, mock). Backends that
see only the top alternatives (vLLM's prompt log-probabilities, OpenAI-compatible echo)
give Min-K% alone; Min-K%++ is then reported as unavailable, never approximated.

This module computes the scores from token scores; :mod:`psyexam.contamination.minkcalls`
gets those through the call layer (stored, resumable, retried).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from psyexam.bank.records import Question
from psyexam.calls.store import StoredCall
from psyexam.model.tokens import TokenScores

Fields = Literal["question", "question+options"]
DEFAULT_K = 20.0
STD_FLOOR = 1e-8
"""A position whose distribution is (nearly) one-hot has σ ≈ 0; its z-score divides by this instead."""


def lowest_mean(values: Sequence[float], k: float) -> float:
    """Mean of the lowest ``k`` percent of ``values``: int(n·k/100) of them, at least one (NaN for none)."""
    if not values:
        return math.nan
    if not 0 < k <= 100:
        raise ValueError(f"k must be a percentage in (0, 100], got {k}")
    count = max(1, int(len(values) * k / 100))
    return statistics.fmean(sorted(values)[:count])


def min_k(scores: TokenScores, k: float = DEFAULT_K) -> float:
    """Min-K% Prob of one text."""
    return lowest_mean(scores.logprobs, k)


def min_k_pp(scores: TokenScores, k: float = DEFAULT_K) -> float | None:
    """Min-K%++ of one text; None when the backend gave no full-distribution mean and std."""
    if scores.mean is None or scores.std is None:
        return None
    z = [(lp - mu) / max(sd, STD_FLOOR) for lp, mu, sd in zip(scores.logprobs, scores.mean, scores.std)]
    return lowest_mean(z, k)


@dataclass(frozen=True)
class TextScore:
    """One text's scores; ``error`` says why it has none (a failed call, no scored token)."""

    id: str
    tokens: int
    mink: float | None
    minkpp: float | None
    error: str | None = None


@dataclass
class MinKResult:
    """Every text's scores, and a summary that counts failures and unavailable Min-K%++.

    ``calls`` holds the call layer's counts (made, reused from the store, failed, retries).
    """

    model: str
    k: float
    items: list[TextScore]
    sources: list[str] = field(default_factory=list)
    fields: str = "text"
    calls: dict[str, int] = field(default_factory=dict)

    def summary(self) -> dict[str, Any]:
        """Counts and the mean and median of each score over the texts that have it."""
        out: dict[str, Any] = {"texts": len(self.items), "failed": sum(t.error is not None for t in self.items)}
        for name in ("mink", "minkpp"):
            values = [v for t in self.items if (v := getattr(t, name)) is not None]
            out[name] = {"n": len(values), "mean": statistics.fmean(values) if values else None,
                         "median": statistics.median(values) if values else None}
        ok = [t for t in self.items if t.error is None]
        out["minkpp_unavailable"] = sum(t.minkpp is None for t in ok)
        return out

    def to_dict(self) -> dict[str, Any]:
        """The JSON document of ``psyexam mink --json``."""
        return {"format": "psyexam-mink", "version": 1, "model": self.model, "k": self.k, "fields": self.fields,
                "sources": self.sources, "summary": self.summary(), "calls": self.calls,
                "items": [asdict(t) for t in self.items]}


def question_text(q: Question, fields: Fields = "question") -> str:
    """The text scored for a bank item: its question, or the question followed by its options."""
    if fields == "question":
        return q.text
    return "\n".join([q.text, *(f"{k}. {q.options[k]}" for k in q.choices)])


def text_score(id_: str, call: StoredCall | None, k: float = DEFAULT_K) -> TextScore:
    """One text's scores from its stored ``tokens`` call; a failed or missing call is a failed text."""
    if call is None or call.response is None:
        return TextScore(id_, 0, None, None, (call.error if call else None) or "not answered")
    scores = call.response.scores
    if scores is None:
        return TextScore(id_, 0, None, None, "the stored call holds no token scores")
    if not scores.logprobs:
        return TextScore(id_, 0, None, None, "no scored token (text too short)")
    return TextScore(id_, len(scores.logprobs), min_k(scores, k), min_k_pp(scores, k))


def auroc(members: Sequence[float | None], nonmembers: Sequence[float | None]) -> float:
    """The probability that a member text scores above a non-member one (ties count half): the Mann–Whitney AUROC.

    Every text counts: a text without a score (None, a failed call) is an error here, never
    left out silently; :func:`auroc_bounds` gives the range that such texts allow.
    """
    missing = sum(v is None for v in (*members, *nonmembers))
    if missing:
        raise ValueError(f"{missing} texts have no score (failed); use auroc_bounds, which counts them")
    return _auroc([float(v) for v in members if v is not None], [float(v) for v in nonmembers if v is not None])


def auroc_bounds(members: Sequence[float | None], nonmembers: Sequence[float | None]) -> tuple[float, float]:
    """The lowest and highest AUROC over every score the texts without one (None) could have had.

    The low end ranks failed members below and failed non-members above every scored text,
    the high end the reverse; with no failures both ends are :func:`auroc`. The
    denominator is always every member times every non-member.
    """
    scored = [v for v in (*members, *nonmembers) if v is not None]
    if not scored:
        return (0.0, 1.0) if members and nonmembers else (math.nan, math.nan)
    below, above = min(scored) - 1.0, max(scored) + 1.0

    def filled(values: Sequence[float | None], fill: float) -> list[float]:
        return [fill if v is None else float(v) for v in values]

    return (_auroc(filled(members, below), filled(nonmembers, above)),
            _auroc(filled(members, above), filled(nonmembers, below)))


def _auroc(members: list[float], nonmembers: list[float]) -> float:
    from scipy.stats import mannwhitneyu

    if not members or not nonmembers:
        return math.nan
    u = mannwhitneyu(members, nonmembers, alternative="two-sided").statistic
    return float(u) / (len(members) * len(nonmembers))
