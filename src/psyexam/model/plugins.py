"""Backends that other packages add through the ``psyexam.backends`` entry-point group.

A package declares ``NAME = "module:Class"`` in that group; ``Class`` is built
as ``Class(arg, options)`` like the built-in providers. Its optional class
attribute ``options_model`` is a pydantic model of its ``--backend-option``
settings (best a subclass of :class:`~psyexam.model.options.BackendOptions`);
without one it takes no options. A plug-in whose name is a built-in backend's is
ignored: built-in names win.
"""

from __future__ import annotations

import importlib.metadata
from dataclasses import dataclass

from pydantic import BaseModel

from psyexam.errors import ModelError
from psyexam.model.options import BackendOptions

GROUP = "psyexam.backends"


@dataclass(frozen=True)
class Plugin:
    """One entry point of the ``psyexam.backends`` group."""

    name: str
    value: str
    """``module:Class``, as the entry point names it."""
    dist: str | None
    """The distribution that declares it, when known."""
    entry_point: importlib.metadata.EntryPoint

    @property
    def origin(self) -> str:
        """Where it comes from, for messages: ``module:Class from DIST``."""
        return f"{self.value} from {self.dist}" if self.dist else self.value


def discover() -> list[Plugin]:
    """Every backend entry point installed, in the order found; the first of a repeated name is kept."""
    found: dict[str, Plugin] = {}
    for ep in importlib.metadata.entry_points(group=GROUP):
        dist = getattr(getattr(ep, "dist", None), "name", None)
        name = ep.name.strip().lower()
        found.setdefault(name, Plugin(name, ep.value, dist, ep))
    return list(found.values())


def load_class(plugin: Plugin) -> type:
    """The plug-in's backend class, checked; any failure is one :class:`ModelError` line."""
    try:
        cls = plugin.entry_point.load()
    except Exception as e:
        raise ModelError(
            f"the '{plugin.name}' backend plug-in ({plugin.origin}) could not be loaded: {type(e).__name__}: {e}"
        ) from None
    if not isinstance(cls, type):
        raise ModelError(f"the '{plugin.name}' backend plug-in ({plugin.origin}) is not a class")
    model = getattr(cls, "options_model", None)
    if model is not None and not (isinstance(model, type) and issubclass(model, BaseModel)):
        raise ModelError(
            f"the '{plugin.name}' backend plug-in ({plugin.origin}): options_model must be a pydantic model class"
        )
    return cls


def options_model(cls: type) -> type[BaseModel]:
    """A plug-in class's options model; :class:`BackendOptions` (no options) when it declares none."""
    return getattr(cls, "options_model", None) or BackendOptions


def description(cls: type) -> str:
    """The first line of the class's docstring."""
    doc = (cls.__doc__ or "").strip()
    return doc.splitlines()[0] if doc else ""
