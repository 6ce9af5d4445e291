"""What a stage that calls a model records about it: one set of fields and methods for the judge, generation and the rest."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from psyexam.calls.ask import CallSettings

if TYPE_CHECKING:
    from psyexam.model.base import Backend
    from psyexam.model.spec import BackendSettings, BackendSpec


@dataclass(frozen=True, kw_only=True)
class ModelUse:
    """Base of a stage's frozen options record naming a model (``model_spec``) and how it is called.

    The fields are keyword-only, so a stage's own fields may come first and stay positional;
    a stage whose defaults differ redeclares those fields after a ``KW_ONLY`` marker.
    """

    seed: int | None = None
    concurrency: int = 8
    timeout: float = 120.0
    retries: int = 5
    base_url: str | None = None
    api_key_env: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    """``--backend-option`` values, as given (checked by :meth:`backend_spec`)."""

    @property
    def model_spec(self) -> str:
        """The backend spec of the model this record calls."""
        raise NotImplementedError

    def settings(self) -> CallSettings:
        """Pacing and retries of the calls."""
        return CallSettings(concurrency=self.concurrency, timeout=self.timeout, retries=self.retries)

    def backend_settings(self) -> BackendSettings:
        """The settings a backend may take from this record."""
        from psyexam.model.spec import BackendSettings

        return BackendSettings(seed=self.seed, timeout=self.timeout, base_url=self.base_url,
                               api_key_env=self.api_key_env)

    def backend_spec(self) -> BackendSpec:
        """The model's spec with its settings and backend options, checked (one line for the first problem)."""
        from psyexam.model.spec import BackendSpec

        return BackendSpec.parse(self.model_spec, self.backend_settings(), self.extra)

    def open(self) -> Backend:
        """The backend, opened the one way every stage opens one."""
        return self.backend_spec().open()
