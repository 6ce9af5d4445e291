"""The one small interface every model backend implements."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Protocol, runtime_checkable

from psyexam.model.tokens import TokenScores

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
    """A backend's answer: generated text, log-probabilities per choice letter, or a text's token scores."""

    text: str | None = None
    logprobs: dict[str, float] | None = None
    input_tokens: int | None = None
    output_tokens: int | None = None
    raw: dict | None = None
    scores: TokenScores | None = None
    """Every token of ``request.prompt`` scored (a ``tokens`` call; see :mod:`psyexam.model.tokens`)."""


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
