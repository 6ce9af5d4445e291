"""One way to open a backend: a spec, the command's settings and ``--backend-option`` values.

:meth:`BackendSpec.parse` checks everything once, when the command line is
read, before a bank is loaded or a model built; :meth:`BackendSpec.open` builds
the backend, handing it the stage's data it asks for (:attr:`BackendSpec.needs`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from psyexam.errors import ModelError
from psyexam.model.base import Backend
from psyexam.model.registry import BackendInfo, build, find_backend, options_model, parse_spec

OPTION_FLAG = "--backend-option"

SETTING_FLAGS = {
    "seed": "--seed",
    "timeout": "--timeout",
    "chat_template": "--no-chat-template",
    "base_url": "--base-url",
    "api_key_env": "--api-key-env",
}
"""Settings that commands set with their own flags, never through ``--backend-option``."""


class BackendOptionError(ModelError):
    """A ``--backend-option`` (or a setting) the backend does not take, or a value it cannot use."""


@dataclass(frozen=True)
class BackendSettings:
    """The command's own flags that backends may take; None leaves a backend's default.

    A backend takes the settings its options model has a field for and ignores the others
    (``--base-url`` means nothing to a local model).
    """

    seed: int | None = None
    timeout: float | None = None
    chat_template: bool | None = None
    base_url: str | None = None
    api_key_env: str | None = None

    def given(self) -> dict[str, Any]:
        """The settings that were set."""
        return {k: v for k, v in asdict(self).items() if v is not None}


@dataclass(frozen=True)
class BackendSpec:
    """A backend spec whose options are checked; :meth:`open` builds it."""

    spec: str
    name: str
    arg: str
    info: BackendInfo
    options: BaseModel
    """An instance of the backend's options model, without the stage's data."""

    @classmethod
    def parse(cls, spec: str, settings: BackendSettings | None = None,
              backend_options: Mapping[str, Any] | None = None) -> BackendSpec:
        """Check the backend's name and every option; one :class:`BackendOptionError` line for the first problem."""
        name, arg = parse_spec(spec)
        info = find_backend(name, spec)
        model = options_model(info)
        given = dict(backend_options or {})
        _check_keys(name, model, given)
        fields = model.model_fields
        values = {k: v for k, v in (settings or BackendSettings()).given().items() if k in fields}
        options = _validate(name, model, {**values, **given}, set(given))
        return cls(spec, name, arg, info, options)

    @property
    def needs(self) -> frozenset[str]:
        """The stage data the backend asks for (``answer_pool`` for the majority baseline)."""
        return _supplied(type(self.options))

    def open(self, **supplied: Any) -> Backend:
        """Build the backend; ``supplied`` holds stage data it :attr:`needs` (nothing else is accepted)."""
        extra = set(supplied) - self.needs
        if extra:
            raise TypeError(f"the '{self.name}' backend does not ask for {', '.join(sorted(extra))}")
        options = self.options
        if supplied:
            model = type(options)
            options = _validate(self.name, model, {**dict(options), **supplied}, set())
        return build(self.info, self.arg, options)


def open_backend(spec: str, settings: BackendSettings | None = None,
                 backend_options: Mapping[str, Any] | None = None, **supplied: Any) -> Backend:
    """Parse ``spec`` with its settings and options and build it; ``supplied`` data it does not need is dropped."""
    parsed = BackendSpec.parse(spec, settings, backend_options)
    return parsed.open(**{k: v for k, v in supplied.items() if k in parsed.needs})


def check_options(spec: str, settings: BackendSettings | None = None, **values: Any) -> BaseModel:
    """The options of ``spec``'s backend built from ``values``, checked as ``--backend-option`` values are."""
    return BackendSpec.parse(spec, settings, values).options


def option_keys(model: type[BaseModel]) -> list[str]:
    """The keys ``--backend-option`` may set for a backend with this options model."""
    supplied = _supplied(model)
    return [k for k in model.model_fields if k not in SETTING_FLAGS and k not in supplied]


def _supplied(model: type[BaseModel]) -> frozenset[str]:
    # a plug-in's model need not derive from BackendOptions, so it may lack the attribute
    return frozenset(getattr(model, "supplied", ()))


def _check_keys(name: str, model: type[BaseModel], given: Mapping[str, Any]) -> None:
    supplied = _supplied(model)
    known = option_keys(model)
    for key in given:
        label = f"{OPTION_FLAG} {key}"
        if key in SETTING_FLAGS:
            raise BackendOptionError(f"{label}: not a backend option; the command sets it ({SETTING_FLAGS[key]})")
        if key in supplied:
            raise BackendOptionError(f"{label}: not an option; the '{name}' backend gets it from the bank")
        if key not in known:
            listed = f"known: {', '.join(known)}" if known else "it takes none"
            raise BackendOptionError(f"{label}: unknown option for the {name} backend; {listed}")


def _validate(name: str, model: type[BaseModel], values: dict[str, Any], from_options: set[str]) -> BaseModel:
    try:
        return model(**values)
    except ValidationError as e:
        error = e.errors()[0]
        key = str(error["loc"][0]) if error["loc"] else "?"
        if key in from_options:
            label = f"{OPTION_FLAG} {key}"
        else:
            label = SETTING_FLAGS.get(key, key)
        raise BackendOptionError(f"{label}: the {name} backend needs {_wanted(error)}, got {error['input']!r}") from None


_WANTED = {
    "int_parsing": "a whole number", "int_type": "a whole number", "int_from_float": "a whole number",
    "float_parsing": "a number", "float_type": "a number", "bool_parsing": "true or false",
    "bool_type": "true or false", "dict_type": "a JSON object", "string_type": "text",
    "list_type": "a JSON list",
}


def _wanted(error: Mapping[str, Any]) -> str:
    """What a value should have been, from a pydantic error, in a few words."""
    kind, ctx = error["type"], error.get("ctx") or {}
    if kind in _WANTED:
        return _WANTED[kind]
    bounds = {"greater_than_equal": ("of at least", "ge"), "greater_than": ("greater than", "gt"),
              "less_than_equal": ("of at most", "le"), "less_than": ("less than", "lt")}
    if kind in bounds:
        words, k = bounds[kind]
        bound = ctx.get(k)
        return f"a number {words} {bound:g}" if isinstance(bound, int | float) else f"a number {words} {bound}"
    if kind == "literal_error":
        return f"one of {ctx.get('expected')}"
    return str(error["msg"]).lower()
