"""Backend specs (``NAME:ARG``) to backend instances, importing each provider only when used.

Every provider class is built as ``Class(arg, options)``: ``arg`` is the part of
the spec after the first colon (``""`` when absent), ``options`` a
:class:`~psyexam.model.base.BackendOptions`.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass

from psyexam.errors import MissingExtra, ModelError
from psyexam.model.base import Backend, BackendOptions

__all__ = ["BackendInfo", "BackendOptions", "get_backend", "list_backends", "parse_spec"]


@dataclass(frozen=True, slots=True)
class BackendInfo:
    """One registered backend: where its class lives and what it needs installed."""

    name: str
    target: str
    """``"module:Class"`` of the provider."""
    description: str
    example: str
    extra: str | None = None
    """The ``psyexam[...]`` extra that installs its dependencies; None when built in."""
    package: str | None = None
    """The pip package the extra brings, named in error messages."""
    modules: tuple[str, ...] = ()
    """Top-level modules it imports; all present means available."""

    @property
    def available(self) -> bool:
        """True when every dependency module can be found (without importing it)."""
        return all(importlib.util.find_spec(m) is not None for m in self.modules)


_P = "psyexam.model.providers"

_BACKENDS: dict[str, BackendInfo] = {
    b.name: b
    for b in (
        BackendInfo(
            "mock",
            f"{_P}.mock:MockBackend",
            "Deterministic fake model for tests (hash, fixed letter, echo).",
            "mock:A",
        ),
        BackendInfo(
            "random",
            f"{_P}.baseline:RandomBackend",
            "Baseline: a uniformly random offered choice, seeded per question.",
            "random",
        ),
        BackendInfo(
            "majority",
            f"{_P}.baseline:MajorityBackend",
            "Baseline: the most frequent answer letter of the bank's train split.",
            "majority",
        ),
        BackendInfo(
            "openai",
            f"{_P}.openai:OpenAIBackend",
            "Any OpenAI-compatible chat completions endpoint.",
            "openai:gpt-4o-mini",
            modules=("aiohttp",),
        ),
        BackendInfo(
            "llama",
            f"{_P}.llama:LlamaBackend",
            "A GGUF model in process with llama-cpp-python.",
            "llama:default",
            extra="llama",
            package="llama-cpp-python",
            modules=("llama_cpp",),
        ),
        BackendInfo(
            "hf",
            f"{_P}.hf:HFBackend",
            "A Hugging Face transformers model from a local directory.",
            "hf:/path/to/model",
            extra="hf",
            package="transformers and torch",
            modules=("transformers", "torch"),
        ),
        BackendInfo(
            "vllm",
            f"{_P}.vllm:VLLMBackend",
            "A model in process with vLLM (GPU).",
            "vllm:/path/to/model",
            extra="vllm",
            package="vllm",
            modules=("vllm",),
        ),
    )
}


def list_backends() -> list[BackendInfo]:
    """Every registered backend, in registration order."""
    return list(_BACKENDS.values())


def parse_spec(spec: str) -> tuple[str, str]:
    """Split ``NAME:ARG`` into ``(name, arg)``; ``arg`` is ``""`` when there is no colon.

    Only the first colon separates, so ``llama:/path/x.gguf`` and
    ``openai:org/model:tag`` keep their argument whole.
    """
    name, _, arg = spec.strip().partition(":")
    return name.strip().lower(), arg.strip()


def get_backend(spec: str, options: BackendOptions | None = None) -> Backend:
    """Build the backend a spec names.

    Raises :class:`~psyexam.errors.ModelError` for an unknown name and
    :class:`~psyexam.errors.MissingExtra` when the provider's dependency is not
    installed; the provider itself raises ModelError for a bad argument.
    """
    name, arg = parse_spec(spec)
    info = _BACKENDS.get(name)
    if info is None:
        known = ", ".join(_BACKENDS)
        raise ModelError(f"unknown backend {name!r} in model spec {spec!r}; known backends: {known}")
    if info.extra is not None and not info.available:
        raise MissingExtra(info.name, info.extra, info.package or info.extra)
    options = options if options is not None else BackendOptions()
    module_name, cls_name = info.target.split(":")
    try:
        cls = getattr(importlib.import_module(module_name), cls_name)
        # Providers may import their heavy dependency only when built, so the
        # constructor is inside the same guard.
        return cls(arg, options)
    except ImportError as e:
        if info.extra is not None and _is_dependency(e):
            raise MissingExtra(info.name, info.extra, info.package or info.extra) from e
        raise


def _is_dependency(error: ImportError) -> bool:
    """True when the missing module is a third-party one, not part of psyexam itself."""
    missing = (getattr(error, "name", None) or "").split(".")[0]
    return bool(missing) and missing != "psyexam"
