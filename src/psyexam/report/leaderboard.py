"""The CPsyExam Table 2 layout: one row per model, KG/CA x MCQA/MRQA x zero/few-shot.

``Avg`` follows the paper: the mean of the four part/type cells is taken for
each shot setting, and the better setting's mean is reported (which one is
recorded in ``avg_setting``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from psyexam.report.load import ReportError, Run, effective_shots
from psyexam.stats import Interval, wilson
from psyexam.stats.intervals import json_safe

PARTS = ("KG", "CA")
TYPES = ("MCQA", "MRQA")
_TYPE_OF = {"single": "MCQA", "multi": "MRQA"}
ZERO, FEW = "zero-shot", "few-shot"


class MixedRunsError(ReportError):
    """Runs made on different banks, splits or prompts, compared without --allow-mixed."""


def setting_of(run: Run) -> str:
    """``zero-shot`` or ``few-shot`` (runs with unknown shots count as few-shot only if k > 0)."""
    k = effective_shots(run)
    return ZERO if k == 0 else FEW if k else "default shots"


def column(part: str, qtype: str, setting: str) -> str:
    """A Table 2 column name, e.g. ``KG/MCQA/zero-shot``."""
    return f"{part}/{qtype}/{setting}"


@dataclass
class BoardRow:
    """One model: its Table 2 cells (Wilson intervals), Avg and any marks."""

    model: str
    runs: dict[str, Run]
    cells: dict[str, Interval]
    avg: float
    avg_setting: str | None
    marks: list[str] = field(default_factory=list)

    def value(self, col: str) -> float | str:
        """The sortable value of a column (model name, Avg or a cell's estimate)."""
        if col == "model":
            return self.model
        if col == "Avg":
            return self.avg
        cell = self.cells.get(col)
        return cell.estimate if cell else float("nan")

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return json_safe({
            "model": self.model,
            "runs": {s: str(r.folder) for s, r in self.runs.items()},
            "shots": {s: effective_shots(r) for s, r in self.runs.items()},
            "cells": {c: i.to_dict() for c, i in self.cells.items()},
            "avg": self.avg, "avg_setting": self.avg_setting, "marks": self.marks,
        })


@dataclass
class Board:
    """A leaderboard: columns in display order and one row per model."""

    settings: list[str]
    columns: list[str]
    rows: list[BoardRow]
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {"settings": self.settings, "columns": self.columns + ["Avg"],
                "avg_rule": "mean of the part/type cells per shot setting; the better setting is reported",
                "rows": [r.to_dict() for r in self.rows], "notes": self.notes}


def mixed_differences(runs: list[Run]) -> dict[str, dict[str, str]]:
    """Facts that must agree across runs and do not: fact -> {run name: value}."""
    facts = {
        "bank fingerprint": lambda r: str(r.info.fingerprint),
        "split": lambda r: ",".join(r.splits),
        "prompt": lambda r: str(r.info.prompt),
    }
    out = {}
    for fact, get in facts.items():
        values = {r.name: get(r) for r in runs}
        if len(set(values.values())) > 1:
            out[fact] = values
    return out


def check_mixed(runs: list[Run], allow_mixed: bool) -> dict[str, list[str]]:
    """Refuse runs that differ in bank, split or prompt, or (allowed) return run name -> marks."""
    diffs = mixed_differences(runs)
    if not diffs:
        return {}
    if not allow_mixed:
        parts = [f"{fact} ({'; '.join(f'{n}: {v}' for n, v in vals.items())})" for fact, vals in diffs.items()]
        raise MixedRunsError(
            "runs differ in " + ", ".join(parts) + "; they are not comparable "
            "(pass --allow-mixed to show them side by side, marked)"
        )
    ref = runs[0]
    marks: dict[str, list[str]] = {}
    for fact, vals in diffs.items():
        for name, v in vals.items():
            if v != vals[ref.name]:
                marks.setdefault(name, []).append(f"{fact} differs from {ref.name}: {v}")
    return marks


def _cell(run: Run, part: str, qtype: str, level: float) -> Interval:
    items = [i for i in run.graded if i.part == part and _TYPE_OF.get(i.qtype) == qtype]
    return wilson(sum(bool(i.correct) for i in items), len(items), level)


def build_board(runs: list[Run], *, allow_mixed: bool = False, sort: str | None = None,
                level: float = 0.95) -> Board:
    """One row per model spec; each model may have one run per shot setting."""
    marks = check_mixed(runs, allow_mixed)
    by_model: dict[str, dict[str, Run]] = {}
    for r in runs:
        slot = by_model.setdefault(r.info.model, {})
        s = setting_of(r)
        if s in slot:
            raise ReportError(
                f"two {s} runs of model {r.info.model!r} ({slot[s].folder} and {r.folder}); give one of them"
            )
        slot[s] = r
    order = [ZERO, FEW, "default shots"]
    settings = [s for s in order if any(s in m for m in by_model.values())]
    columns = [column(p, t, s) for p in PARTS for s in settings for t in TYPES]
    rows = []
    for model, slot in by_model.items():
        cells = {column(p, t, s): _cell(slot[s], p, t, level)
                 for p in PARTS for s in settings if s in slot for t in TYPES}
        avg, best = _avg(cells, settings)
        row_marks = [m for r in slot.values() for m in marks.get(r.name, [])]
        row_marks += [f"{r.name}: {n}" for r in slot.values() for n in r.notes if "in progress" in n]
        rows.append(BoardRow(model, slot, cells, avg, best, row_marks))
    notes = ["few-shot k per model: " + ", ".join(
        f"{m}: {effective_shots(s[FEW])}" for m, s in by_model.items() if FEW in s)] if FEW in settings else []
    board = Board(settings, columns, rows, notes)
    if sort:
        sort_board(board, sort)
    return board


def _avg(cells: dict[str, Interval], settings: list[str]) -> tuple[float, str | None]:
    best, best_setting = float("nan"), None
    for s in settings:
        vals = [c.estimate for name, c in cells.items() if name.endswith("/" + s) and c.n]
        if vals:
            mean = float(np.mean(vals))
            if best_setting is None or mean > best:
                best, best_setting = mean, s
    return best, best_setting


def sort_board(board: Board, col: str) -> None:
    """Sort rows by a column: ``model`` ascending, numbers descending (empty cells last)."""
    names = {c.lower(): c for c in ["model", "Avg", *board.columns]}
    if col.lower() not in names:
        raise ReportError(f"--sort: unknown column {col!r}; choose from {', '.join(names.values())}")
    col = names[col.lower()]
    if col == "model":
        board.rows.sort(key=lambda r: r.model)
        return

    def key(r: BoardRow) -> tuple[bool, float]:
        v = r.value(col)
        missing = not isinstance(v, float) or math.isnan(v)
        return (missing, 0.0 if missing else -float(v))

    board.rows.sort(key=key)
