"""The run folder: the one place that knows its file names and layout.

A run folder holds ``manifest.json`` (how the run was made), ``summary.json``,
``samples.jsonl`` (one line per item), ``results.sqlite`` (every model call)
and, once judged, the judge's files: ``judge/results.sqlite`` (the judge's
calls), ``judge.jsonl``, ``judge_summary.json`` and ``judge_manifest.json``.
An arena folder holds ``battles.jsonl``, ``arena.json``, ``win_matrix.png``
and the judge's calls.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from psyexam.bank import Question
from psyexam.calls.store import STORE_NAME, Store
from psyexam.runs.files import (
    RunFolderError,
    numbered_lines,
    read_json,
    read_jsonl_lenient,
    write_json,
    write_jsonl,
)
from psyexam.runs.items import (
    ItemResult,
    Prompt,
    parse_prompt,
    parse_sample,
    sample_row,
)
from psyexam.runs.manifest import Manifest, parse_manifest
from psyexam.runs.summary import RunSummary
from psyexam.text import jsontext

MANIFEST = "manifest.json"
SUMMARY = "summary.json"
SAMPLES = "samples.jsonl"
JUDGE_DIR = "judge"
JUDGEMENTS = "judge.jsonl"
JUDGE_SUMMARY = "judge_summary.json"
JUDGE_MANIFEST = "judge_manifest.json"
BATTLES = "battles.jsonl"
ARENA = "arena.json"
WIN_MATRIX = "win_matrix.png"


@dataclass(frozen=True)
class PlannedQuestion:
    """An item the run planned: its question, the key of its model call, and the scoring method."""

    question: Question
    call_key: str
    method: str


@dataclass(frozen=True)
class RunFolder:
    """One run's folder: paths, and reading and writing its files."""

    path: Path

    def __post_init__(self) -> None:
        object.__setattr__(self, "path", Path(self.path))

    @property
    def manifest_path(self) -> Path:
        return self.path / MANIFEST

    @property
    def summary_path(self) -> Path:
        return self.path / SUMMARY

    @property
    def samples_path(self) -> Path:
        return self.path / SAMPLES

    @property
    def store_path(self) -> Path:
        return self.path / STORE_NAME

    @property
    def judge_dir(self) -> Path:
        """Where the judge's own call store lives."""
        return self.path / JUDGE_DIR

    @property
    def judgements_path(self) -> Path:
        return self.path / JUDGEMENTS

    @property
    def judge_summary_path(self) -> Path:
        return self.path / JUDGE_SUMMARY

    @property
    def judge_manifest_path(self) -> Path:
        return self.path / JUDGE_MANIFEST

    # manifest and summary

    def read_manifest(self) -> Manifest:
        """The manifest as the current record (older formats migrated); one-line RunFolderError otherwise."""
        path = self.manifest_path
        if not path.is_file():
            raise RunFolderError(f"{path}: missing; is this a psyexam run folder?")
        try:
            data = jsontext.loads(path.read_text(encoding="utf-8"), finite=False)
        except (OSError, UnicodeDecodeError, jsontext.JSONProblem) as e:
            raise RunFolderError(f"{path}: not readable JSON ({e})") from None
        return parse_manifest(data, str(path))

    def write_manifest(self, manifest: Manifest) -> None:
        """Write the manifest (atomically)."""
        self.path.mkdir(parents=True, exist_ok=True)
        write_json(self.manifest_path, manifest.to_dict())

    def write_summary(self, summary: RunSummary) -> None:
        """Write ``summary.json`` (atomically)."""
        write_json(self.summary_path, summary.to_dict())

    def read_summary(self) -> RunSummary:
        """``summary.json`` as a record."""
        from pydantic import ValidationError

        try:
            return RunSummary.model_validate(read_json(self.summary_path))
        except ValidationError as e:
            raise RunFolderError(f"{self.summary_path}: not a run summary ({e.error_count()} problem(s))") from None

    # samples

    def write_samples(self, items: Sequence[ItemResult], prompts: Sequence[Prompt | None]) -> None:
        """Write ``samples.jsonl`` (atomically): each item with the prompt it was asked with."""
        write_jsonl(self.samples_path, (sample_row(r, p) for r, p in zip(items, prompts, strict=True)))

    def read_samples(self, replies: bool = False) -> list[ItemResult]:
        """The items of ``samples.jsonl`` (with the model's replies when ``replies``); a bad line is a
        one-line RunFolderError naming it."""
        path = self.samples_path
        try:
            return [parse_sample(line, f"{path}, line {n}", replies) for n, line in numbered_lines(path)]
        except (OSError, UnicodeDecodeError) as e:
            raise RunFolderError(f"{path}: not readable ({e})") from None

    def read_prompts(self) -> dict[str, Prompt]:
        """Item id -> the prompt ``samples.jsonl`` recorded; lines that do not parse (a torn last line) are skipped."""
        if not self.samples_path.exists():
            return {}
        return {str(row.get("id")): parse_prompt(row) for row in read_jsonl_lenient(self.samples_path)}

    # the calls store

    def has_store(self) -> bool:
        return self.store_path.exists()

    def open_store(self) -> Store:
        """The run's call store (created if missing); the caller closes it."""
        return Store(self.path)

    def planned(self, store: Store, run_key: str | None) -> list[PlannedQuestion]:
        """The items the run planned, in plan order, with their questions rebuilt."""
        from psyexam.bank.export import record_from_dict

        out = []
        where = str(self.store_path)
        for position, (_item_id, key, method, qdict) in enumerate(store.planned_items(run_key), 1):
            q, _ = record_from_dict(qdict, file=where, position=position)
            out.append(PlannedQuestion(q, key, method))
        return out

    def questions(self, store: Store, run_key: str | None, item_ids: list[str]) -> dict[str, Question]:
        """The planned questions of some items, by item id (a page's worth, without reading the whole plan)."""
        from psyexam.bank.export import record_from_dict

        where = str(self.store_path)
        return {i: record_from_dict(d, file=where, position=0)[0]
                for i, d in store.planned_questions(run_key, item_ids).items()}

    def store_problem(self) -> str | None:
        """A note when the store exists but is damaged (the samples may still be fine)."""
        path = self.store_path
        if not path.exists():
            return None
        try:
            db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
            try:
                row = db.execute("PRAGMA quick_check").fetchone()
            finally:
                db.close()
        except sqlite3.Error as e:
            return f"{path}: results store is not readable ({e}); reporting from {SAMPLES}"
        if not row or row[0] != "ok":
            return f"{path}: results store failed its integrity check; reporting from {SAMPLES}"
        return None

    # the judge's files

    def is_judged(self) -> bool:
        return self.judgements_path.exists()

    def write_judgements(self, rows: Iterable[dict], summary: dict[str, Any], manifest: dict[str, Any]) -> None:
        """Write the judge's lines, summary and manifest (each atomically, lines first)."""
        write_jsonl(self.judgements_path, rows)
        write_json(self.judge_summary_path, summary)
        write_json(self.judge_manifest_path, manifest)

    def read_judge_summary(self) -> dict[str, Any]:
        return read_json(self.judge_summary_path)

    def read_judge_manifest(self) -> dict[str, Any]:
        return read_json(self.judge_manifest_path)

    def judgement_lines(self) -> Iterator[tuple[int, str]]:
        """The non-blank lines of ``judge.jsonl`` with their line numbers."""
        return numbered_lines(self.judgements_path)


@dataclass(frozen=True)
class ArenaFolder:
    """An arena's output folder: every comparison, the rankings, the win-matrix plot and the judge's calls."""

    path: Path

    def __post_init__(self) -> None:
        object.__setattr__(self, "path", Path(self.path))

    @property
    def battles_path(self) -> Path:
        return self.path / BATTLES

    @property
    def report_path(self) -> Path:
        return self.path / ARENA

    @property
    def plot_path(self) -> Path:
        return self.path / WIN_MATRIX

    def write(self, comparisons: Iterable[dict], report: dict[str, Any]) -> None:
        """Write the comparisons and the report (each atomically)."""
        self.path.mkdir(parents=True, exist_ok=True)
        write_jsonl(self.battles_path, comparisons)
        write_json(self.report_path, report)
