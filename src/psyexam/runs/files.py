"""Atomic JSON and JSON Lines files: a killed process leaves the old file whole, never half a new one."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from psyexam.errors import PsyexamError
from psyexam.text import jsontext


class RunFolderError(PsyexamError):
    """A run folder (or one of its files) that cannot be read: missing, corrupt or in the wrong shape."""


def _tmp(path: Path) -> Path:
    return path.with_name(path.name + ".tmp")


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as indented JSON through a temporary file."""
    path = Path(path)
    tmp = _tmp(path)
    tmp.write_text(json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n", encoding="utf-8")
    tmp.replace(path)


def write_jsonl(path: Path, rows: Iterable[dict]) -> None:
    """Write one JSON object a line through a temporary file."""
    path = Path(path)
    tmp = _tmp(path)
    with tmp.open("w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    tmp.replace(path)


def read_json(path: Path) -> Any:
    """A JSON file, or a :class:`RunFolderError` naming it."""
    try:
        return jsontext.loads(Path(path).read_text(encoding="utf-8"), finite=False)
    except (OSError, UnicodeDecodeError, jsontext.JSONProblem) as e:
        raise RunFolderError(f"{path}: unreadable JSON ({e})") from None


def read_jsonl_lenient(path: Path) -> Iterator[dict]:
    """The JSON objects of a JSON Lines file, skipping lines that do not parse (a torn last line)."""
    # undecodable bytes only cost the lines they sit in, which the next write rebuilds
    with Path(path).open(encoding="utf-8", errors="replace") as f:
        for line in f:
            try:
                row = jsontext.loads(line, finite=False)
            except jsontext.JSONProblem:
                continue  # a killed writer may leave half a line; its content is rebuilt by the next run
            if isinstance(row, dict):
                yield row


def numbered_lines(path: Path) -> Iterator[tuple[int, str]]:
    """The non-blank lines of a text file with their 1-based line numbers."""
    with Path(path).open(encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            if line.strip():
                yield lineno, line
