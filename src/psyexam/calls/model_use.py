"""What a stage that calls a model records about it: one set of methods for the judge, generation and the rest."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from psyexam.calls.ask import CallSettings

if TYPE_CHECKING:
    from psyexam.model.base import Backend
    from psyexam.model.spec import BackendSettings, BackendSpec


class ModelUse:
    """Mixin for a stage's frozen options record naming a model (``model_spec``) and how it is called.

    The record declares the fields: ``seed``, ``timeout``, ``concurrency``, ``retries``,
    ``base_url``, ``api_key_env`` and ``extra`` (``--backend-option`` values, as given).
    """

    seed: int | None
    timeout: float
    concurrency: int
    retries: int
    base_url: str | None
    api_key_env: str | None
    extra: dict[str, Any]

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
