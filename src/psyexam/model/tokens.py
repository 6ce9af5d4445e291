"""Per-token log-probabilities of a whole text: an optional backend capability.

Min-K% Prob and Min-K%++ (``psyexam.contamination.minkprob``) read a text's tokens'
log-probabilities, and Min-K%++ also the mean and spread of each position's next-token
distribution. Local backends compute them from the full logits; an API that returns
only its top alternatives gives the log-probabilities alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from psyexam.errors import ModelError


@dataclass(frozen=True, slots=True)
class TokenScores:
    """A text's tokens, each scored given the tokens before it.

    ``logprobs[t]`` is log p(x_t | x_<t) of ``tokens[t]``. The text's first token is
    scored only when the model has a start token to condition it on; otherwise it is
    left out of ``tokens``. ``mean[t]`` and ``std[t]`` are the expectation and the
    standard deviation of log p(z | x_<t) with z drawn from the model's whole
    next-token distribution; None when the backend does not see that distribution.
    ``source`` says where the figures come from.
    """

    tokens: tuple[str, ...]
    logprobs: tuple[float, ...]
    mean: tuple[float, ...] | None = None
    std: tuple[float, ...] | None = None
    source: str = ""

    def __post_init__(self) -> None:
        n = len(self.tokens)
        for name in ("logprobs", "mean", "std"):
            values = getattr(self, name)
            if values is not None and len(values) != n:
                raise ValueError(f"TokenScores: {len(values)} {name} for {n} tokens")

    @property
    def has_distribution(self) -> bool:
        """True when each position's full-distribution mean and std are known."""
        return self.mean is not None and self.std is not None


@runtime_checkable
class TokenScorer(Protocol):
    """A backend that can score every token of a text."""

    spec: str

    async def token_logprobs(self, text: str) -> TokenScores:
        """``text`` tokenised as a raw completion (no chat template), each token scored."""
        ...


def token_scorer(backend: object) -> TokenScorer:
    """``backend`` as a :class:`TokenScorer`; a one-line error naming it when it has no such capability."""
    if not isinstance(backend, TokenScorer):
        spec = getattr(backend, "spec", type(backend).__name__)
        raise ModelError(f"{spec}: this backend cannot score a text's tokens (per-token log-probabilities); "
                         "use llama, hf, vllm, an openai server with completions logprobs, or mock")
    return backend
