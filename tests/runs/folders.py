"""The run folders psyexam 0.1.0 wrote (tests/data/runs), and fresh copies of them."""

from __future__ import annotations

import shutil
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "data" / "runs"
NAMES = ("v0_mock", "v0_majority")


def copy_run(name: str, dest: Path) -> Path:
    """A fresh copy of a stored run folder (reading one opens its store, which must not touch the repository)."""
    return Path(shutil.copytree(DATA / name, dest / name))
