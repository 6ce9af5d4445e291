"""What a run is asked to do: one typed configuration, recorded in the manifest."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from psyexam.model.spec import BackendSettings, BackendSpec

Scoring = Literal["auto", "logprob", "generate"]

DEFAULT_MODEL = "llama:default"
DEFAULT_BENCH = "demo"


# How fast calls are made never changes their answers; such options stay out of run_key.
_PACING = frozenset({"concurrency", "rpm", "tpm"})


@dataclass(frozen=True)
class RunConfig:
    """Every option of ``psyexam run``. Anything that changes answers is part of ``run_key``."""

    model: str = DEFAULT_MODEL
    bench: str = DEFAULT_BENCH
    split: str | None = None
    part: str | None = None
    qtypes: tuple[str, ...] = ("single", "multi")
    exam: str | None = None
    subject: str | None = None
    limit: int | None = None
    shots: int | None = None
    prompt: str = "plain"
    scoring: Scoring = "auto"
    seed: int = 1234
    concurrency: int = 8
    rpm: float | None = None
    tpm: float | None = None
    max_tokens: int | None = None
    timeout: float = 120.0
    retries: int = 5
    chat_template: bool = True
    shots_as_turns: bool = False
    base_url: str | None = None
    api_key_env: str | None = None
    out: Path | None = None
    extra: dict = field(default_factory=dict)
    """``--backend-option`` values, as given (checked by :meth:`backend_spec`)."""
    allow_reserved: bool = False

    def backend_settings(self) -> BackendSettings:
        """The run's flags that backends may take."""
        from psyexam.model.spec import BackendSettings

        return BackendSettings(seed=self.seed, timeout=self.timeout, chat_template=self.chat_template,
                               base_url=self.base_url, api_key_env=self.api_key_env)

    def backend_spec(self) -> BackendSpec:
        """``model`` with its settings and backend options, checked (a one-line error for the first problem)."""
        from psyexam.model.spec import BackendSpec

        return BackendSpec.parse(self.model, self.backend_settings(), self.extra)

    def run_key(self) -> str:
        """A short hash of the options that decide which items are asked and how."""
        keep = {
            k: v for k, v in asdict(self).items()
            if k not in _PACING and k not in {"timeout", "retries", "out", "api_key_env", "allow_reserved"}
        }
        blob = json.dumps(keep, sort_keys=True, default=str, ensure_ascii=False)
        return hashlib.sha256(blob.encode()).hexdigest()[:12]

    def folder(self) -> Path:
        """The run folder: ``--out`` or a name derived from the options (same command, same folder)."""
        if self.out is not None:
            return Path(self.out)
        parts = [self.model, self.bench, self.split or "all", self.prompt, f"{self.shots or 0}shot"]
        slug = "_".join(_slug(p) for p in parts)
        return Path("runs") / f"{slug}_{self.run_key()[:8]}"

    def to_dict(self) -> dict:
        """JSON-ready options (paths as strings)."""
        d = asdict(self)
        d["out"] = str(self.out) if self.out is not None else None
        return d


def _slug(text: str) -> str:
    text = Path(text).name if ("/" in text and not text.startswith("hf:")) else text
    return re.sub(r"[^\w.-]+", "-", text).strip("-")[:40] or "x"
