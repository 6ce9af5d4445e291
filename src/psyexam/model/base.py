"""The one small interface every model backend implements."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

from psyexam.errors import ModelError

Role = Literal["system", "user", "assistant"]


@dataclass(frozen=True, slots=True)
class Message:
    """One chat turn."""

    role: Role
    content: str


@dataclass(frozen=True, slots=True)
class Capabilities:
    """What a backend can do; the engine picks a scoring method from these."""

    logprobs: bool = False
    """Can return next-token log-probabilities over given answer letters."""
    chat: bool = True
    """Takes chat messages (applies a chat template)."""
    completion: bool = False
    """Takes a raw text prompt (a base model, or a chat model used without its template)."""
    local: bool = False
    """Runs in this process; the engine then serialises calls instead of fanning out."""
    max_concurrency: int = 1
    """A local backend: how many calls the engine may have in flight (one that batches takes several)."""
    order: Literal["prefix", "length"] = "prefix"
    """A local backend: the call order it runs fastest in. ``prefix``: prompts sorted by text, so
    shared prefixes follow each other (KV-cache reuse); ``length``: by length, so a padded
    batch wastes little."""


@dataclass(frozen=True, slots=True)
class GenerateParams:
    """Decoding parameters; part of the cache key of every call."""

    max_tokens: int = 512
    temperature: float = 0.0
    top_p: float = 1.0
    seed: int | None = None
    stop: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Request:
    """One model call: chat messages, or a raw ``prompt`` for completion models.

    ``choices`` is set for log-probability scoring: the answer letters whose
    next-token log-probabilities are wanted after the prompt. It may also be set
    for generation, where backends that answer without a model (baselines, the
    mock) read the offered letters from it. ``multi`` marks a question that takes
    one or more letters.
    """

    messages: tuple[Message, ...] = ()
    prompt: str | None = None
    params: GenerateParams = field(default_factory=GenerateParams)
    choices: tuple[str, ...] = ()
    multi: bool = False

    @property
    def text(self) -> str:
        """The whole input as one string: ``prompt``, or the messages' contents joined by newlines."""
        if self.prompt is not None:
            return self.prompt
        return "\n".join(m.content for m in self.messages)


@dataclass(slots=True)
class Response:
    """A backend's answer: generated text, or log-probabilities per choice letter."""

    text: str | None = None
    logprobs: dict[str, float] | None = None
    input_tokens: int | None = None
    output_tokens: int | None = None
    raw: dict | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class BackendOptions:
    """Settings a backend is built with, beyond its spec; each backend reads the ones it knows."""

    base_url: str | None = None
    """HTTP backends: the server's base URL (``.../v1``)."""
    api_key_env: str = "OPENAI_API_KEY"
    """HTTP backends: the name of the environment variable holding the API key (never the key)."""
    timeout: float = 120.0
    """HTTP backends: seconds per request."""
    seed: int | None = None
    """Sampling seed, and the seed of the random baseline."""
    n_ctx: int | None = None
    n_threads: int | None = None
    tensor_parallel_size: int | None = None
    chat_template: bool = True
    """Local backends: apply the model's chat template (True) or feed a raw completion prompt."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Backend-specific settings (see each backend's docstring)."""
    answer_pool: Counter[str] = field(default_factory=Counter)
    """The majority baseline: counts of gold letters of the bank's train single-choice items."""


def positive_whole(value: object, label: str) -> int:
    """A size setting (``batch_size``, ``n_ctx``...) that must be a positive whole number.

    Accepts ``8`` and ``"8"``; rejects 0, negatives, ``2.5``, ``True`` and words,
    naming ``label`` (e.g. ``hf backend: batch_size``).
    """
    try:
        n = int(value)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        n = 0
    if n < 1 or str(value).strip() != str(n):
        raise ModelError(f"{label} must be a positive whole number, got {value!r}")
    return n


class BackendError(Exception):
    """A call failed. ``retryable`` errors (429, 5xx, timeouts, broken replies) are retried.

    ``status`` is the HTTP status of an HTTP backend's error reply, if any; a
    429 tells the executor to lower its concurrency.
    """

    def __init__(self, message: str, *, retryable: bool = False, retry_after: float | None = None,
                 status: int | None = None):
        super().__init__(message)
        self.retryable = retryable
        self.retry_after = retry_after
        self.status = status


@runtime_checkable
class Backend(Protocol):
    """A model backend. ``spec`` identifies it in caches and manifests (no secrets)."""

    spec: str
    capabilities: Capabilities

    async def generate(self, request: Request) -> Response:
        """Generate text for ``request.messages`` (or ``request.prompt``)."""
        ...

    async def logprobs(self, request: Request) -> Response:
        """Next-token log-probabilities of ``request.choices`` after the prompt."""
        ...

    def identity(self) -> dict:
        """Everything that changes the model's answers (spec, file hash, options): the cache key's model part."""
        ...

    async def aclose(self) -> None:
        """Release resources (HTTP clients, model memory)."""
        ...
