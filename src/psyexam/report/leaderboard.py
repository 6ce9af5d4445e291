"""The CPsyExam Table 2 layout: one row per model, KG/CA x MCQA/MRQA x zero/few-shot.

``Avg`` follows the paper: the mean of the four part/type cells is taken for
each shot setting, and the better setting's mean is reported (which one is
recorded in ``avg_setting``). Judged runs add the paper's Table 3 column,
``QA (judge)``: the mean judge score of the open answers with its bootstrap
interval. ``by`` adds one column per value of a record field or tag
(``extra.difficulty=难``): the accuracy on those items, as ``report --by`` groups them. A model may have one multiple-choice run and one judged QA run per
shot setting (a run with both fills both).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from psyexam.bank.records import QType
from psyexam.report.aggregate import Settings, group_stat, grouped
from psyexam.report.load import ReportError, Run, effective_shots
from psyexam.report.qa import judge_mean
from psyexam.runs.folder import JUDGEMENTS
from psyexam.stats import Interval, wilson
from psyexam.stats.intervals import json_safe

QA_COLUMN = "QA (judge)"
PARTS = ("KG", "CA")
TYPES = ("MCQA", "MRQA")
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
    qa: dict[str, Interval] = field(default_factory=dict)
    qa_runs: dict[str, Run] = field(default_factory=dict)
    tags: dict[str, Interval] = field(default_factory=dict)

    def value(self, col: str) -> float | str:
        """The sortable value of a column (model name, Avg, a cell's or a QA mean's estimate)."""
        if col == "model":
            return self.model
        if col == "Avg":
            return self.avg
        cell = self.cells.get(col) or self.qa.get(col) or self.tags.get(col)
        return cell.estimate if cell else float("nan")

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return json_safe({
            "model": self.model,
            "runs": {s: str(r.folder) for s, r in self.runs.items()},
            "shots": {s: effective_shots(r) for s, r in self.runs.items()},
            "cells": {c: i.to_dict() for c, i in self.cells.items()},
            "avg": self.avg, "avg_setting": self.avg_setting, "marks": self.marks,
            "qa_judge": {c: {**i.to_dict(), **_judge_facts(self.qa_runs[c])} for c, i in self.qa.items()},
            # only with --by, so reports without it keep their earlier JSON
            **({"by": {c: i.to_dict() for c, i in self.tags.items()}} if self.tags else {}),
        })


@dataclass
class Board:
    """A leaderboard: columns in display order and one row per model."""

    settings: list[str]
    columns: list[str]
    rows: list[BoardRow]
    notes: list[str] = field(default_factory=list)
    qa_columns: list[str] = field(default_factory=list)
    tag_columns: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {"settings": self.settings, "columns": self.columns + (["Avg"] if self.columns else []),
                "qa_columns": self.qa_columns, **({"by_columns": self.tag_columns} if self.tag_columns else {}),
                "avg_rule": "mean of the part/type cells per shot setting; the better setting is reported",
                "qa_rule": "mean judge score of the scored open answers (bootstrap interval); "
                           "judge failures are listed per run, not scored",
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
    return _marks(runs, mixed_differences(runs), allow_mixed)


def _marks(runs: list[Run], diffs: dict[str, dict[str, str]], allow_mixed: bool) -> dict[str, list[str]]:
    """Marks for the runs that differ from the first one, or a refusal without ``allow_mixed``."""
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
    items = [i for i in run.graded if i.part == part and QType.table_name_of(i.qtype) == qtype]
    return wilson(sum(bool(i.correct) for i in items), len(items), level)


def build_board(runs: list[Run], *, allow_mixed: bool = False, sort: str | None = None,
                level: float = 0.95, resamples: int = 10000, seed: int = 0, by: tuple[str, ...] = ()) -> Board:
    """One row per model spec; each model may have one run per shot setting, and one judged run per setting.

    ``by`` names record fields or tags whose values become columns (accuracy with a Wilson interval).
    """
    marks = check_mixed(runs, allow_mixed)
    for name, m in check_judges(runs, allow_mixed).items():
        marks.setdefault(name, []).extend(m)
    by_model: dict[str, dict[str, Run]] = {}
    judged: dict[str, dict[str, Run]] = {}
    for r in runs:
        s = setting_of(r)
        by_model.setdefault(r.info.model, {})
        if r.graded or r.judgements is None:
            _place(by_model, r, s, "")
        if r.judgements is not None:
            _place(judged, r, s, "judged ")
    order = [ZERO, FEW, "default shots"]
    settings = [s for s in order if any(s in m for m in by_model.values())]
    graded = any(r.graded for r in runs)
    columns = [column(p, t, s) for p in PARTS for s in settings for t in TYPES] if graded else []
    qa_settings = [s for s in order if any(s in m for m in judged.values())]
    qa_columns = {s: QA_COLUMN if len(qa_settings) == 1 else f"{QA_COLUMN}/{s}" for s in qa_settings}
    rows = []
    for model, slot in by_model.items():
        cells = {column(p, t, s): _cell(slot[s], p, t, level)
                 for p in PARTS for s in settings if s in slot for t in TYPES} if graded else {}
        avg, best = _avg(cells, settings)
        qa_slot = judged.get(model, {})
        used = {r.name: r for r in [*slot.values(), *qa_slot.values()]}.values()
        row_marks = [m for r in used for m in marks.get(r.name, [])]
        row_marks += [f"{r.name}: {n}" for r in used for n in r.notes if "in progress" in n]
        qa = {qa_columns[s]: judge_mean(r.judged, level, resamples, seed) for s, r in qa_slot.items()}
        rows.append(BoardRow(model, slot, cells, avg, best, row_marks, qa,
                             {qa_columns[s]: r for s, r in qa_slot.items()}))
    notes = ["few-shot k per model: " + ", ".join(
        f"{m}: {effective_shots(s[FEW])}" for m, s in by_model.items() if FEW in s)] if FEW in settings else []
    if not graded:
        notes.append("no run has graded multiple-choice items: accuracy columns omitted")
    notes += _judge_notes([r for m in judged.values() for r in m.values()])
    unjudged = [r.name for r in runs if r.judgements is None and any(i.qtype == "qa" for i in r.items)]
    if qa_columns and unjudged:
        notes.append(f"{QA_COLUMN}: not judged (no {JUDGEMENTS}): {', '.join(unjudged)}")
    board = Board(settings, columns, rows, notes, list(qa_columns.values()))
    if by and graded:
        _tag_columns(board, by, Settings(level, resamples, seed))
    if sort:
        sort_board(board, sort)
    return board


def _tag_columns(board: Board, by: tuple[str, ...], s: Settings) -> None:
    """Fill one column per setting and value of each field in ``by`` (graded items only)."""
    runs = [r for row in board.rows for r in row.runs.values()]
    for name in dict.fromkeys(by):
        values = grouped([i for r in runs for i in r.graded], name)
        if not values:
            board.notes.append(f"{name}: no graded item has a value; no columns")
            continue
        for setting in board.settings:
            for key in values:
                col = f"{name}={key}" + (f"/{setting}" if len(board.settings) > 1 else "")
                board.tag_columns.append(col)
                for row in board.rows:
                    items = grouped(row.runs[setting].graded, name).get(key) if setting in row.runs else None
                    if items:
                        row.tags[col] = group_stat(name, key, items, s).accuracy
        board.notes.append(f"{name}=VALUE: accuracy % [Wilson CI] on the graded items whose {name} is VALUE, "
                           "unparsed and failed ones counted wrong")


def _place(slots: dict[str, dict[str, Run]], r: Run, s: str, kind: str) -> None:
    slot = slots.setdefault(r.info.model, {})
    if s in slot:
        raise ReportError(
            f"two {kind}{s} runs of model {r.info.model!r} ({slot[s].folder} and {r.folder}); give one of them"
        )
    slot[s] = r


def _judge_facts(r: Run) -> dict[str, str]:
    """How a run was judged: judge spec (with model file hash when known), rubric and prompt fingerprint."""
    m = r.judgements.manifest if r.judgements else {}
    judge = x if isinstance(x := m.get("judge"), dict) else {}
    identity = x if isinstance(x := judge.get("identity"), dict) else {}
    rubric = x if isinstance(x := m.get("rubric"), dict) else {}
    spec = str(judge.get("spec") or (r.judgements.judge if r.judgements else "?"))
    if identity.get("sha256"):
        spec += f" (sha256 {str(identity['sha256'])[:12]})"
    name = str(rubric.get("name") or (r.judgements.rubric if r.judgements else "?"))
    if rubric.get("fingerprint"):
        name += f" (prompt {rubric['fingerprint']})"
    return {"run": str(r.folder), "judge": spec, "rubric": name}


def check_judges(runs: list[Run], allow_mixed: bool) -> dict[str, list[str]]:
    """Refuse judged runs graded by different judges or rubrics, or (allowed) return run name -> marks."""
    judged = [r for r in runs if r.judgements is not None]
    diffs = {}
    for fact in ("judge", "rubric"):
        values = {r.name: _judge_facts(r)[fact] for r in judged}
        if len(set(values.values())) > 1:
            diffs[f"QA {fact}"] = values
    return _marks(judged, diffs, allow_mixed)


def _judge_notes(judged: list[Run]) -> list[str]:
    if not judged:
        return []
    facts = {(f["judge"], f["rubric"]) for f in map(_judge_facts, judged)}
    scales = {tuple(r.judged.scale) for r in judged}
    scale = " or ".join(f"{lo:g}-{hi:g}" for lo, hi in sorted(scales))
    how = (f"judged by {next(iter(facts))[0]}, rubric {next(iter(facts))[1]}" if len(facts) == 1
           else "judges or rubrics differ between runs (marked *): not comparable")
    return [f"{QA_COLUMN}: mean judge score ({scale}) of the scored open answers [95% bootstrap CI]; "
            f"{how}. Judge failures are not scored; see each run's Open QA block."]


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
    names = {c.lower(): c for c in ["model", "Avg", *board.columns, *board.qa_columns, *board.tag_columns]}
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
