"""Per-token log-probabilities from an OpenAI-compatible ``/completions`` reply with ``echo``.

The legacy completions API (and vLLM's server) echo the prompt with each token's
log-probability when asked for ``echo: true, logprobs: N``. Only the top-N
alternatives come back, so the scores carry no full-distribution mean or std.
Servers differ: the llama.cpp server's echoed log-probabilities are shifted by one
position, which this reply format cannot reveal; check a server on a known text first.
"""

from __future__ import annotations

from typing import Any

from psyexam.model.base import BackendError
from psyexam.model.tokens import TokenScores


def echo_payload(model: str, text: str) -> dict[str, Any]:
    """The request body: the text echoed with log-probabilities, one token generated (some servers need one)."""
    return {"model": model, "prompt": text, "max_tokens": 1, "temperature": 0.0, "echo": True, "logprobs": 1}


def echo_scores(spec: str, data: dict[str, Any]) -> TokenScores:
    """The prompt's tokens and log-probabilities from the reply; the unscored first token is left out."""
    choices = data.get("choices")
    block = choices[0].get("logprobs") if isinstance(choices, list) and choices and isinstance(choices[0], dict) else None
    tokens = block.get("tokens") if isinstance(block, dict) else None
    values = block.get("token_logprobs") if isinstance(block, dict) else None
    if not isinstance(tokens, list) or not isinstance(values, list) or len(tokens) != len(values) or not tokens:
        raise BackendError(f"{spec}: the server returned no echoed token log-probabilities "
                           "(it may not support echo with logprobs on /completions)")
    usage = data.get("usage")
    n_prompt = usage.get("prompt_tokens") if isinstance(usage, dict) else None
    if not isinstance(n_prompt, int) or not 0 < n_prompt <= len(tokens):
        n_prompt = len(tokens) - 1  # the echoed prompt, then the one generated token
    words, scores = tokens[1:n_prompt], values[1:n_prompt]
    if not all(isinstance(v, int | float) for v in scores) or not all(isinstance(w, str) for w in words):
        raise BackendError(f"{spec}: echoed log-probabilities with missing values")
    return TokenScores(tuple(words), tuple(float(v) for v in scores),
                       source="echoed log-probabilities (OpenAI-compatible completions; no full distribution)")
