"""Backend specs (``NAME:ARG``) to backend instances, importing each provider only when used.

Every provider class is built as ``Class(arg, options)``: ``arg`` is the part of
the spec after the first colon (``""`` when absent), ``options`` an instance of
the backend's options model (:mod:`psyexam.model.options`). Backends are the
built-in ones below and those other packages add through the
``psyexam.backends`` entry-point group (:mod:`psyexam.model.plugins`); a
built-in name wins over a plug-in of the same name.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass

from pydantic import BaseModel

from psyexam.errors import MissingExtra, ModelError
from psyexam.model import options as o
from psyexam.model import plugins
from psyexam.model.base import Backend

__all__ = ["BackendInfo", "find_backend", "get_backend", "list_backends", "parse_spec", "shadowed_plugins"]


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
    options: type[BaseModel] = o.BackendOptions
    """Its options model (a plug-in's class names its own; this one is then unused)."""
    plugin: plugins.Plugin | None = None
    """The entry point of a plug-in backend; None when built in."""

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
            options=o.MockOptions,
        ),
        BackendInfo(
            "random",
            f"{_P}.baseline:RandomBackend",
            "Baseline: a uniformly random offered choice, seeded per question.",
            "random",
            options=o.RandomOptions,
        ),
        BackendInfo(
            "majority",
            f"{_P}.baseline:MajorityBackend",
            "Baseline: the most frequent answer letter of the bank's train split.",
            "majority",
            options=o.MajorityOptions,
        ),
        BackendInfo(
            "openai",
            f"{_P}.openai:OpenAIBackend",
            "Any OpenAI-compatible chat completions endpoint.",
            "openai:gpt-4o-mini",
            options=o.OpenAIOptions,
            modules=("aiohttp",),
        ),
        BackendInfo(
            "llama",
            f"{_P}.llama:LlamaBackend",
            "A GGUF model in process with llama-cpp-python.",
            "llama:default",
            options=o.LlamaOptions,
            extra="llama",
            package="llama-cpp-python",
            modules=("llama_cpp",),
        ),
        BackendInfo(
            "hf",
            f"{_P}.hf:HFBackend",
            "A Hugging Face transformers model from a local directory.",
            "hf:/path/to/model",
            options=o.HFOptions,
            extra="hf",
            package="transformers and torch",
            modules=("transformers", "torch"),
        ),
        BackendInfo(
            "vllm",
            f"{_P}.vllm:VLLMBackend",
            "A model in process with vLLM (GPU).",
            "vllm:/path/to/model",
            options=o.VLLMOptions,
            extra="vllm",
            package="vllm",
            modules=("vllm",),
        ),
    )
}


def list_backends() -> list[BackendInfo]:
    """Every backend: the built-in ones in registration order, then the plug-ins not shadowed by one."""
    return [*_BACKENDS.values(), *(_plugin_info(p) for p in plugins.discover() if p.name not in _BACKENDS)]


def shadowed_plugins() -> list[plugins.Plugin]:
    """Installed plug-ins ignored because a built-in backend has their name."""
    return [p for p in plugins.discover() if p.name in _BACKENDS]


def parse_spec(spec: str) -> tuple[str, str]:
    """Split ``NAME:ARG`` into ``(name, arg)``; ``arg`` is ``""`` when there is no colon.

    Only the first colon separates, so ``llama:/path/x.gguf`` and
    ``openai:org/model:tag`` keep their argument whole.
    """
    name, _, arg = spec.strip().partition(":")
    return name.strip().lower(), arg.strip()


def find_backend(name: str, spec: str | None = None) -> BackendInfo:
    """The backend called ``name``: a built-in one, else a plug-in; ModelError listing the known ones."""
    info = _BACKENDS.get(name)
    if info is not None:
        return info
    found = {p.name: p for p in plugins.discover()}
    if name in found:
        return _plugin_info(found[name])
    known = ", ".join([*_BACKENDS, *(n for n in found if n not in _BACKENDS)])
    where = f" in model spec {spec!r}" if spec is not None else ""
    raise ModelError(f"unknown backend {name!r}{where}; known backends: {known}")


def options_model(info: BackendInfo) -> type[BaseModel]:
    """The backend's options model (a plug-in's class is imported to find it)."""
    if info.plugin is not None:
        return plugins.options_model(plugins.load_class(info.plugin))
    return info.options


def get_backend(spec: str, options: BaseModel | None = None) -> Backend:
    """Build the backend a spec names, with an instance of its options model (default: its defaults).

    Raises :class:`~psyexam.errors.ModelError` for an unknown name or options of
    another backend, and :class:`~psyexam.errors.MissingExtra` when the
    provider's dependency is not installed; the provider itself raises
    ModelError for a bad argument. Most callers want
    :func:`psyexam.model.open_backend`, which also checks option values.
    """
    name, arg = parse_spec(spec)
    info = find_backend(name, spec)
    model = options_model(info)
    if options is None:
        options = model()
    elif not isinstance(options, model):
        raise ModelError(f"the '{name}' backend takes {model.__name__}, got {type(options).__name__}")
    return build(info, arg, options)


def build(info: BackendInfo, arg: str, options: BaseModel) -> Backend:
    """``Class(arg, options)`` for a backend; a missing third-party dependency becomes MissingExtra."""
    if info.plugin is not None:
        return plugins.load_class(info.plugin)(arg, options)
    if info.extra is not None and not info.available:
        raise MissingExtra(info.name, info.extra, info.package or info.extra)
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


def _plugin_info(plugin: plugins.Plugin) -> BackendInfo:
    return BackendInfo(plugin.name, plugin.value, f"plug-in from {plugin.dist or 'an unnamed package'}",
                       f"{plugin.name}:ARG", plugin=plugin)


def _is_dependency(error: ImportError) -> bool:
    """True when the missing module is a third-party one, not part of psyexam itself."""
    missing = (getattr(error, "name", None) or "").split(".")[0]
    return bool(missing) and missing != "psyexam"
