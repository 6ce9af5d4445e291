"""The one place this stage builds a model backend, so a change of the registry's API touches one function."""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass

from psyexam.calls.model_use import ModelUse
from psyexam.model.base import Backend


@dataclass(frozen=True)
class ModelOptions(ModelUse):
    """How a model this stage calls is built and paced."""

    spec: str
    max_tokens: int = 1024
    temperature: float = 0.0
    _: KW_ONLY
    seed: int | None = 1234
    concurrency: int = 4
    timeout: float = 300.0
    retries: int = 3

    @property
    def model_spec(self) -> str:
        """The backend spec of the model."""
        return self.spec

    def to_dict(self) -> dict:
        """What a manifest records (the key's variable name, never a key)."""
        return {"spec": self.spec, "max_tokens": self.max_tokens, "temperature": self.temperature, "seed": self.seed,
                "base_url": self.base_url, "api_key_env": self.api_key_env, "extra": self.extra}


def open_backend(opts: ModelOptions) -> Backend:
    """The backend ``opts.spec`` names (``extra``: its own options)."""
    return opts.open()
