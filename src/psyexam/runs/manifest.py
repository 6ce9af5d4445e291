"""The run manifest: how a run was made, as a typed record with a format version.

Folders written before the format had a version (version 0) are read through
:func:`migrate`; a folder from a newer psyexam is refused with one line.
"""

from __future__ import annotations

import platform
from datetime import UTC, datetime
from typing import Any, TypedDict

from pydantic import BaseModel, ConfigDict, StrictInt, ValidationError

from psyexam.runs.files import RunFolderError

FORMAT_VERSION = 1
"""The run folder format this psyexam writes (and the newest it reads)."""


class _Record(BaseModel):
    model_config = ConfigDict(extra="ignore")


class ModelInfo(_Record):
    """The backend spec as given, and the identity the backend reported (what decides its answers)."""

    spec: str | None = None
    identity: dict[str, Any] = {}


class BankInfo(_Record):
    """The bank spec as given, its content fingerprint, and how many records it held and could use."""

    spec: str | None = None
    fingerprint: str | None = None
    records: int | None = None
    usable: int | None = None


class CallCounts(_Record):
    """What the run's model calls came to: made, reused from the store, failed, retried, throttled."""

    made: int = 0
    reused: int = 0
    failed: int = 0
    retries: int = 0
    throttled: int = 0
    lowest_concurrency: int | None = None


class RunSettings(_Record):
    """The run options a report reads back from ``config`` (the rest of ``config`` is kept as written)."""

    model: str | None = None
    bench: str | None = None
    split: str | None = None
    prompt: str | None = None
    shots: StrictInt | None = None
    seed: int | None = None
    scoring: str | None = None


class Manifest(_Record):
    """Everything ``manifest.json`` records about a run; ``status`` is ``running`` until it is ``complete``."""

    format_version: int = FORMAT_VERSION
    psyexam_version: str | None = None
    run_key: str | None = None
    status: str = "running"
    started: str | None = None
    config: dict[str, Any] = {}
    model: ModelInfo = ModelInfo()
    bank: BankInfo = BankInfo()
    python: str | None = None
    platform: str | None = None
    finished: str | None = None
    wall_seconds: float | None = None
    calls: CallCounts | None = None
    warnings: list[str] = []

    @property
    def settings(self) -> RunSettings:
        """The typed view of ``config``."""
        return RunSettings.model_validate(self.config)

    @property
    def model_spec(self) -> str | None:
        """The model spec (``model.spec``, else ``config.model``)."""
        return self.model.spec or self.settings.model

    @property
    def bank_spec(self) -> str | None:
        """The bank spec (``bank.spec``, else ``config.bench``)."""
        return self.bank.spec or self.settings.bench

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready; fields not known yet (``finished`` while running) are left out."""
        return self.model_dump(exclude_none=True)

    def finish(self, calls: CallCounts, warnings: list[str], wall_seconds: float) -> None:
        """Mark the run complete now."""
        self.status = "complete"
        self.finished = now()
        self.wall_seconds = round(wall_seconds, 3)
        self.calls = calls
        self.warnings = list(warnings)


def now() -> str:
    """The current UTC time as the manifest writes it."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def timestamp(seconds: float) -> str:
    """A ``time.time()`` value as the manifest writes it."""
    return datetime.fromtimestamp(seconds, UTC).isoformat(timespec="seconds")


class Host(TypedDict):
    """The machine a run ran on, as the manifest records it."""

    python: str
    platform: str


def host() -> Host:
    """The ``python`` and ``platform`` fields of a new manifest."""
    return {"python": platform.python_version(), "platform": platform.platform()}


def parse_manifest(data: Any, where: str) -> Manifest:
    """A manifest of any known format version as the current record; one-line RunFolderError otherwise."""
    if not isinstance(data, dict):
        raise RunFolderError(f"{where}: expected a JSON object, got {type(data).__name__}")
    version = data.get("format_version", 0)
    if isinstance(version, bool) or not isinstance(version, int) or version < 0:
        raise RunFolderError(f"{where}: format_version must be a whole number, got {version!r}")
    if version > FORMAT_VERSION:
        raise RunFolderError(f"{where}: run folder format {version} is newer than this psyexam reads "
                             f"(up to {FORMAT_VERSION}); upgrade psyexam to read it")
    if version == 0:
        data = migrate(data)
    try:
        m = Manifest.model_validate(data)
    except ValidationError as e:
        raise RunFolderError(f"{where}: {_describe(e)}") from None
    try:
        m.settings  # noqa: B018 -- checked now, so a bad config is reported where it is read
    except ValidationError as e:
        raise RunFolderError(f"{where}: {_describe(e, 'config.')}") from None
    if not m.model_spec:
        raise RunFolderError(f"{where}: no model spec (model.spec or config.model)")
    return m


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """A version-0 manifest (psyexam 0.1.0, no ``format_version``) in the version-1 shape.

    Version 0 had the same fields, but readers tolerated sections of the wrong
    type (treated as empty) and a missing status ("unknown"); that is kept here.
    """
    out = dict(data)
    for section in ("config", "model", "bank"):
        if not isinstance(out.get(section), dict):
            out[section] = {}
    model = dict(out["model"])
    if not isinstance(model.get("identity"), dict):
        model["identity"] = {}
    out["model"] = model
    if not isinstance(out.get("calls"), dict):
        out["calls"] = None
    out["warnings"] = [str(w) for w in (out.get("warnings") or [])] if isinstance(out.get("warnings"), list) else []
    out["status"] = str(out.get("status") or "unknown")
    out["format_version"] = FORMAT_VERSION
    return out


def _describe(e: ValidationError, prefix: str = "") -> str:
    err = e.errors()[0]
    loc = prefix + ".".join(str(p) for p in err["loc"])
    if loc == "config.shots":
        return f"config.shots must be a whole number, got {err.get('input')!r}"
    return f"{loc or 'manifest'}: {err['msg'].lower()}, got {err.get('input')!r}"[:300]
