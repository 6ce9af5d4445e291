"""Typed settings of each built-in backend, checked once, before anything is loaded.

Every backend has one options model (a pydantic model that forbids unknown
keys). Its fields come from two places: the command's own flags (the
*settings*: ``--seed``, ``--timeout``, ``--no-chat-template``, ``--base-url``,
``--api-key-env``), which a backend takes only when it has a field of that
name, and ``--backend-option KEY=VALUE``, which must name one of its other
fields. Fields listed in ``supplied`` are data the calling stage hands over
(the majority baseline's answer pool), never options.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field
from pydantic_core import PydanticCustomError


def _no_bool(value: object) -> object:
    # pydantic reads True as 1; a size given as true/false is a mistake, not a number
    if isinstance(value, bool):
        raise PydanticCustomError("int_type", "Input should be a valid integer")
    return value


Whole = Annotated[int, BeforeValidator(_no_bool)]
"""A whole number; ``"8"`` is read as 8, ``true`` and ``2.5`` are refused."""
PositiveWhole = Annotated[Whole, Field(ge=1)]
NonNegativeWhole = Annotated[Whole, Field(ge=0)]


class BackendOptions(BaseModel):
    """The options every backend model builds on: none of its own, unknown keys refused."""

    # attribute docstrings become field descriptions, which `psyexam model options` prints
    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)

    supplied: ClassVar[frozenset[str]] = frozenset()
    """Fields the calling stage fills from its own data when the backend asks (never set by users)."""


class SeededOptions(BackendOptions):
    """A backend whose answers depend on a seed."""

    seed: int | None = None
    """Sampling seed, and the seed of the random baseline (``--seed``)."""


class MockOptions(BackendOptions):
    """The deterministic fake model: canned replies and fault injection."""

    responses: dict[str, str] = Field(default_factory=dict)
    """``{prompt substring: reply}``; the first substring found in the prompt decides the reply."""
    fail_every: NonNegativeWhole = 0
    """Calls N, 2N, ... fail."""
    fail_first: NonNegativeWhole = 0
    """The first K calls fail."""
    retryable: bool = True
    """Whether the injected failures may be retried."""
    retry_after: Annotated[float, Field(ge=0)] | None = None
    """Seconds the injected failures ask the caller to wait."""
    latency: Annotated[float, Field(ge=0)] = 0.0
    """Seconds each call waits first."""
    logprobs: bool = True
    """Advertise log-probability support."""
    local: bool = False
    """Advertise an in-process backend."""
    max_concurrency: PositiveWhole = 1
    """Calls a local mock takes at once, as a batching backend does."""
    order: Literal["prefix", "length"] = "prefix"
    """The call order a local mock asks the engine for."""


class RandomOptions(SeededOptions):
    """The random baseline: only its seed."""


class MajorityOptions(BackendOptions):
    """The majority baseline: the gold-letter counts it answers from, supplied by the run."""

    supplied: ClassVar[frozenset[str]] = frozenset({"answer_pool"})

    answer_pool: dict[str, NonNegativeWhole] = Field(default_factory=dict)
    """Counts of the gold letters of the bank's train single-choice items."""


class OpenAIOptions(SeededOptions):
    """An OpenAI-compatible chat completions endpoint."""

    base_url: str | None = None
    """The server's base URL (``.../v1``; ``--base-url``); else ``$OPENAI_BASE_URL``, else OpenAI's."""
    api_key_env: str = "OPENAI_API_KEY"
    """The environment variable holding the API key, never the key (``--api-key-env``)."""
    timeout: Annotated[float, Field(gt=0)] = 120.0
    """Seconds per request (``--timeout``)."""
    logprobs: bool = False
    """Advertise log-probability scoring; needs a server that honours ``logprobs`` on chat completions."""
    top_logprobs: PositiveWhole = 20
    """Alternatives asked for per token."""
    extra_body: dict[str, Any] = Field(default_factory=dict)
    """Merged into every request body (vendor options)."""


class LocalOptions(SeededOptions):
    """A model run in this process."""

    chat_template: bool = True
    """Apply the model's chat template (``--no-chat-template`` feeds a raw completion prompt)."""


class LlamaOptions(LocalOptions):
    """llama-cpp-python on a GGUF file."""

    n_ctx: PositiveWhole | None = None
    """Context size in tokens (default 4096)."""
    n_threads: PositiveWhole | None = None
    """CPU threads (default: all)."""
    n_batch: PositiveWhole | None = None
    """llama.cpp's prompt batch size."""
    n_gpu_layers: Whole | None = None
    """Layers offloaded to a GPU (-1: all)."""


class HFOptions(LocalOptions):
    """A transformers causal LM."""

    n_threads: PositiveWhole | None = None
    """torch CPU threads."""
    device: str | None = None
    """``cuda``, ``cpu``, ``cuda:1``...; default ``cuda`` when available, else ``cpu``."""
    dtype: Literal["auto", "float32", "bfloat16", "float16"] | None = None
    """Default ``float32`` on a CPU, ``auto`` on a GPU."""
    batch_size: PositiveWhole | None = None
    """Log-probability calls per forward pass (default 8 on a GPU, 1 on a CPU)."""


class VLLMOptions(LocalOptions):
    """vLLM's offline engine."""

    tensor_parallel_size: PositiveWhole | None = None
    """GPUs the model is split over (default 1)."""
    n_ctx: PositiveWhole | None = None
    """vLLM's ``max_model_len``."""
    logprobs_top_k: PositiveWhole = 20
    """Alternatives read for the first token; a letter outside them gets -inf."""
    batch_size: PositiveWhole = 256
    """Calls gathered into one ``LLM.generate``."""
    gpu_memory_utilization: Annotated[float, Field(gt=0, le=1)] | None = None
    """Share of GPU memory vLLM may take."""
    dtype: str | None = None
    """vLLM's ``dtype`` (``auto``, ``float16``, ``bfloat16``...)."""
