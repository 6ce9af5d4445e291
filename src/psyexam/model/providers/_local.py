"""Helpers shared by the in-process backends: answer letters and prompt endings.

An answer letter may be produced as ``"A"`` or as ``" A"`` (a different token in
byte-level BPE vocabularies). Both spell the same answer, so a letter's
log-probability is the log-sum-exp over the single-token spellings found in the
vocabulary. The tokens are distinct, so the letters' probabilities still sum to
at most 1.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

import numpy as np

from psyexam.model.base import BackendError, Message, Request
from psyexam.model.options import LocalOptions

T = TypeVar("T")
A = TypeVar("A")

SPELLINGS = ("{}", " {}")
"""How an answer letter may appear as the next token."""


def letter_token_ids(
    letters: Sequence[str], tokenize: Callable[[str], Sequence[int]]
) -> dict[str, tuple[int, ...]]:
    """The single-token ids spelling each letter; a letter with none is an error."""
    out: dict[str, tuple[int, ...]] = {}
    for letter in letters:
        ids = []
        for form in SPELLINGS:
            toks = list(tokenize(form.format(letter)))
            if len(toks) == 1 and toks[0] not in ids:
                ids.append(int(toks[0]))
        if not ids:
            raise BackendError(f"answer letter {letter!r} is not a single token for this model")
        out[letter] = tuple(ids)
    return out



class LetterIds:
    """:func:`letter_token_ids` for each set of answer letters, computed once.

    ``tokenize`` is first called when a set is first asked for, so it may load the model.
    """

    def __init__(self, tokenize: Callable[[str], Sequence[int]]):
        self._tokenize = tokenize
        self._cache: dict[tuple[str, ...], dict[str, tuple[int, ...]]] = {}

    def __call__(self, letters: tuple[str, ...]) -> dict[str, tuple[int, ...]]:
        if letters not in self._cache:
            self._cache[letters] = letter_token_ids(letters, self._tokenize)
        return self._cache[letters]

def log_softmax(logits: np.ndarray) -> np.ndarray:
    """Log-probabilities over the full vocabulary, in float64."""
    x = np.asarray(logits, dtype=np.float64)
    shifted = x - x.max()
    return shifted - np.log(np.exp(shifted).sum())


def moments(logprobs: np.ndarray) -> tuple[float, float]:
    """Mean and standard deviation of log p(z) for z drawn from the distribution ``logprobs`` (one row)."""
    p = np.exp(logprobs)
    lp = np.where(p > 0, logprobs, 0.0)  # tokens of probability 0 (logit -inf) add nothing, not NaN
    mean = float(p @ lp)
    var = float(p @ np.square(lp)) - mean * mean
    return mean, float(np.sqrt(max(var, 0.0)))  # rounding can leave a tiny negative variance


def pick_letters(logprobs: np.ndarray, ids: Mapping[str, Sequence[int]]) -> dict[str, float]:
    """Each letter's log-probability: log-sum-exp over its token ids."""
    return {k: float(np.logaddexp.reduce(logprobs[list(v)])) for k, v in ids.items()}


def split_continuation(messages: Sequence[Message]) -> tuple[list[Message], str]:
    """Split off a final assistant message: the start of the reply, to be continued.

    The prompt layer ends log-probability prompts with an assistant message
    holding the answer cue (``答案：``); the template is then rendered with a
    generation prompt and the cue appended, without an end-of-turn token.
    """
    if messages and messages[-1].role == "assistant":
        return list(messages[:-1]), messages[-1].content
    return list(messages), ""


def plain_text(request: Request) -> str:
    """The request as one raw text: its ``prompt``, or its messages' contents joined.

    Used when the chat template is off; the prompt layer's completion text is the
    intended input then, and messages are only a fallback.
    """
    if request.prompt is not None:
        return request.prompt
    return "\n\n".join(m.content for m in request.messages)


async def run_locked(lock: threading.Lock, fn: Callable[[A], T], request: A) -> T:
    """Run ``fn(request)`` in a worker thread, one at a time: a model instance is not thread-safe."""

    def locked() -> T:
        with lock:
            return fn(request)

    return await asyncio.to_thread(locked)


def local_identity(backend: str, spec: str, file: str, digest: str, options: LocalOptions,
                   runtime: str, **settings: object) -> dict:
    """What identifies a local model's answers: the file's hash, the settings that change them, the runtime."""
    ident = {"backend": backend, "spec": spec, "file": file, "sha256": digest, **settings,
             "chat_template": options.chat_template, "runtime": runtime}
    if options.seed is not None:
        ident["seed"] = options.seed
    return ident
