"""Banks from Hugging Face dataset repositories, downloaded into (or read from) the standard cache.

The snapshot folder is then read like a local folder: a CPsyExam release, CMMLU or
C-Eval CSVs, or files in psyexam's own format. Needs the ``hub`` extra.
"""

from __future__ import annotations

import os
from pathlib import Path
from types import ModuleType

from psyexam.bank.bank import Bank
from psyexam.errors import BankError, PsyexamError

# Only the file kinds a loader reads; a repository's other files are not downloaded.
ALLOW_PATTERNS = ["*.zip", "*.json", "*.jsonl", "*.csv"]
_TRUE = {"1", "true", "yes", "on"}


def cache_dir() -> Path | None:
    """The hub cache to use: ``PSYEXAM_HUB_CACHE``, ``HF_HUB_CACHE``, ``HF_HOME``/hub, else the library default."""
    for var in ("PSYEXAM_HUB_CACHE", "HF_HUB_CACHE"):
        if os.environ.get(var):
            return Path(os.environ[var]).expanduser()
    if os.environ.get("HF_HOME"):
        return Path(os.environ["HF_HOME"]).expanduser() / "hub"
    return None


def offline() -> bool:
    """True when ``HF_HUB_OFFLINE`` asks for the cache only (read now, not when the library was imported)."""
    return os.environ.get("HF_HUB_OFFLINE", "").strip().lower() in _TRUE


def _hub() -> ModuleType:
    try:
        import huggingface_hub
    except ImportError:
        raise PsyexamError(
            "loading a bank from the Hugging Face hub needs huggingface_hub: pip install 'psyexam[hub]'"
        ) from None
    return huggingface_hub


def snapshot(repo_id: str, revision: str | None = None) -> Path:
    """The local snapshot folder of a dataset repository, downloading what the cache lacks.

    Offline (``HF_HUB_OFFLINE=1``), or when the hub cannot be reached, only the cache is used.
    """
    hf = _hub()
    name = f"hf:{repo_id}" + (f"@{revision}" if revision else "")
    cache = cache_dir()
    where = str(cache) if cache is not None else "the default Hugging Face cache"
    local_only = offline()
    try:
        folder = hf.snapshot_download(
            repo_id,
            repo_type="dataset",
            revision=revision,
            cache_dir=cache,
            local_files_only=local_only,
            allow_patterns=ALLOW_PATTERNS,
        )
    except Exception as e:
        raise BankError(_explain(name, e, where, local_only)) from None
    return Path(folder)


def _explain(name: str, e: Exception, where: str, local_only: bool) -> str:
    from huggingface_hub import errors

    if isinstance(e, errors.GatedRepoError):
        return f"{name}: the dataset is gated; accept its terms on the hub and log in (hf auth login)"
    if isinstance(e, errors.RepositoryNotFoundError):
        return f"{name}: no such dataset on the Hugging Face hub (or it is private: log in with hf auth login)"
    if isinstance(e, errors.RevisionNotFoundError):
        return f"{name}: the dataset has no such revision"
    if isinstance(e, errors.HFValidationError):
        return f"{name}: not a valid repository id ({_first_line(e)})"
    if isinstance(e, errors.LocalEntryNotFoundError):
        why = "HF_HUB_OFFLINE is set" if local_only else "the hub could not be reached"
        return f"{name}: not (fully) in the local cache ({where}) and {why}"
    return f"{name}: download failed: {type(e).__name__}: {_first_line(e)}"


def _first_line(e: Exception) -> str:
    text = str(e).strip()
    return text.splitlines()[0] if text else "no details"


def load(repo_id: str, revision: str | None = None, *, spec: str | None = None) -> Bank:
    """Load a bank from a Hugging Face dataset repository (``revision``: branch, tag or commit)."""
    from psyexam.bank.loaders import load_path

    folder = snapshot(repo_id, revision)
    name = spec or f"hf:{repo_id}" + (f"@{revision}" if revision else "")
    return load_path(folder, spec=name)
