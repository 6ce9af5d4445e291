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
"""

from __future__ import annotations

import asyncio
import math
import statistics
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

from psyexam.bank.records import Question
from psyexam.model.base import Backend, BackendError
from psyexam.model.tokens import TokenScorer, TokenScores, token_scorer

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
    """Every text's scores, and a summary that counts failures and unavailable Min-K%++."""

    model: str
    k: float
    items: list[TextScore]
    sources: list[str] = field(default_factory=list)
    fields: str = "text"

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
                "sources": self.sources, "summary": self.summary(), "items": [asdict(t) for t in self.items]}


def question_text(q: Question, fields: Fields = "question") -> str:
    """The text scored for a bank item: its question, or the question followed by its options."""
    if fields == "question":
        return q.text
    return "\n".join([q.text, *(f"{k}. {q.options[k]}" for k in q.choices)])


async def score_texts(scorer: TokenScorer, texts: Sequence[tuple[str, str]], k: float = DEFAULT_K) -> MinKResult:
    """Min-K% and Min-K%++ of each ``(id, text)``, one call at a time; a failed call is recorded, not dropped."""
    items: list[TextScore] = []
    sources: list[str] = []
    for id_, text in texts:
        try:
            scores = await scorer.token_logprobs(text)
        except BackendError as e:
            items.append(TextScore(id_, 0, None, None, str(e)))
            continue
        if scores.source and scores.source not in sources:
            sources.append(scores.source)
        if not scores.logprobs:
            items.append(TextScore(id_, 0, None, None, "no scored token (text too short)"))
            continue
        items.append(TextScore(id_, len(scores.logprobs), min_k(scores, k), min_k_pp(scores, k)))
    return MinKResult(scorer.spec, k, items, sources)


def score_and_close(backend: Backend, texts: Sequence[tuple[str, str]], k: float = DEFAULT_K) -> MinKResult:
    """:func:`score_texts` from synchronous code with ``backend``, closed afterwards.

    A backend without per-token scores is a one-line ``ModelError``.
    """
    scorer = token_scorer(backend)

    async def go() -> MinKResult:
        try:
            return await score_texts(scorer, texts, k)
        finally:
            await backend.aclose()

    return asyncio.run(go())


def auroc(members: Sequence[float], nonmembers: Sequence[float]) -> float:
    """The probability that a member text scores above a non-member one (ties count half): the Mann–Whitney AUROC."""
    from scipy.stats import mannwhitneyu

    if not members or not nonmembers:
        return math.nan
    u = mannwhitneyu(members, nonmembers, alternative="two-sided").statistic
    return float(u) / (len(members) * len(nonmembers))
