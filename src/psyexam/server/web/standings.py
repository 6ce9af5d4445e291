"""The leaderboard's numbers: one row per run on the filtered items, sorting, and the paired-test matrix.

Counts come from :func:`psyexam.runs.tally` and intervals from :mod:`psyexam.stats`, the
paired tests from :func:`psyexam.report.compare.compare_runs` (as ``psyexam compare``):
the page recomputes them on the items that pass its filters and hides nothing from a
denominator (unparsed and failed items count as wrong and are counted).
"""

from __future__ import annotations

import hashlib
import math
import threading
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from urllib.parse import urlencode

from psyexam.bank.records import QType
from psyexam.report.compare import Comparison, compare_runs
from psyexam.report.load import Item, ReportError, Run, effective_shots
from psyexam.runs import CellStats, tally
from psyexam.stats import Interval, bootstrap_mean, wilson

FILTERS = ("exam", "subject", "part", "qtype", "chapter")
CELLS = {"KG": lambda i: i.part == "KG", "CA": lambda i: i.part == "CA",
         "MCQA": lambda i: i.qtype == "single", "MRQA": lambda i: i.qtype == "multi"}
MATRIX_RESAMPLES = 2000
"""Bootstrap resamples of the matrix's difference intervals (the p-values do not depend on them)."""


@dataclass(frozen=True)
class BoardFilters:
    """Which items count: exam, subject, part, type (single/multi/qa) and chapter; empty means all."""

    exam: str = ""
    subject: str = ""
    part: str = ""
    qtype: str = ""
    chapter: str = ""

    def keep(self, i: Item) -> bool:
        return all(not want or getattr(i, name) == want for name, want in self.pairs())

    def pairs(self) -> list[tuple[str, str]]:
        return [(name, getattr(self, name)) for name in FILTERS]

    def active(self) -> bool:
        return any(v for _, v in self.pairs())

    def apply(self, run: Run) -> Run:
        """The run with only the items that pass (the same run when no filter is set)."""
        return replace(run, items=[i for i in run.items if self.keep(i)]) if self.active() else run

    def query(self, **extra: str) -> str:
        """The URL query of these filters plus ``extra`` (empty values left out)."""
        return urlencode([(k, v) for k, v in [*self.pairs(), *extra.items()] if v])


@dataclass
class Standing:
    """One run's row: counts, accuracy with its interval, cells by part and type, the judge's mean."""

    run: Run
    source: str
    key: str | None
    stats: CellStats
    accuracy: Interval
    cells: dict[str, Interval]
    qa: Interval | None
    shots: int | None
    notes: list[str] = field(default_factory=list)

    def value(self, col: str) -> float | str:
        """The sort value of a column."""
        if col in ("name", "model", "source"):
            return {"name": self.run.name, "model": self.run.info.model, "source": self.source}[col]
        if col == "accuracy":
            return self.accuracy.estimate
        if col in self.cells:
            return self.cells[col].estimate
        if col == "qa":
            return self.qa.estimate if self.qa else math.nan
        return float(getattr(self.stats, {"failed": "errors"}.get(col, col)))


TEXT_COLUMNS = ("name", "model", "source")
COLUMNS = (*TEXT_COLUMNS, "n", "accuracy", *CELLS, "unparsed", "failed", "ungraded", "qa")


def standing(run: Run, source: str, key: str | None, level: float = 0.95) -> Standing:
    """The row of a (filtered) run."""
    t = tally(run.items)
    cells = {}
    for name, pick in CELLS.items():
        sub = tally(i for i in run.items if pick(i))
        cells[name] = wilson(sub.correct, sub.n, level)
    qa = None
    if run.judgements is not None:
        ids = {i.id for i in run.items if i.qtype == QType.QA.value}
        scores = [j.score for j in run.judgements.items if j.score is not None and j.id in ids]
        qa = bootstrap_mean(scores, level=level, n_resamples=2000)
    return Standing(run, source, key, CellStats.from_tally(t), wilson(t.correct, t.n, level), cells, qa,
                    effective_shots(run) if source != "service" else None, list(run.notes))


def sort_standings(rows: list[Standing], col: str, order: str) -> tuple[str, str]:
    """Sort in place by ``col`` (unknown: accuracy); text ascending and numbers descending by default.

    Empty cells (no items) sort last either way. Returns the column and order used.
    """
    col = col if col in COLUMNS else "accuracy"
    order = order if order in ("asc", "desc") else ("asc" if col in TEXT_COLUMNS else "desc")
    if col in TEXT_COLUMNS:
        rows.sort(key=lambda r: str(r.value(col)).casefold(), reverse=order == "desc")
        return col, order
    present = [r for r in rows if not math.isnan(float(r.value(col)))]
    missing = [r for r in rows if math.isnan(float(r.value(col)))]
    present.sort(key=lambda r: float(r.value(col)), reverse=order == "desc")
    rows[:] = present + missing
    return col, order


def options(runs: list[Run]) -> dict[str, list[str]]:
    """The values each filter can take, over every run's items."""
    seen: dict[str, set[str]] = {name: set() for name in FILTERS}
    for r in runs:
        for i in r.items:
            for name in FILTERS:
                v = getattr(i, name)
                if v:
                    seen[name].add(v)
    return {name: sorted(v) for name, v in seen.items()}


@dataclass(frozen=True)
class Cell:
    """A matrix cell: row run minus column run, in accuracy points on their shared items, and the p-value."""

    diff: float
    p: float
    n: int
    significant: bool


@dataclass
class Matrix:
    """The paired McNemar tests between every two runs, as a square table."""

    names: list[str]
    cells: dict[tuple[str, str], Cell]
    comparison: Comparison | None
    notes: list[str]

    def cell(self, row: str, col: str) -> Cell | None:
        return self.cells.get((row, col))


_MATRICES: OrderedDict[str, Matrix] = OrderedDict()
_LOCK = threading.Lock()


def matrix(runs: list[Run], alpha: float = 0.05) -> Matrix:
    """Paired tests between the runs that have graded items (Holm-adjusted p when more than one pair).

    Results are kept for the last few sets of outcomes seen, since the bootstrap is costly on large runs.
    """
    runs = [r for r in runs if r.graded]
    if len(runs) < 2:
        return Matrix([r.name for r in runs], {}, None, ["at least two runs with graded items are needed"])
    key = _outcomes_key(runs)
    with _LOCK:
        if key in _MATRICES:
            _MATRICES.move_to_end(key)
            return _MATRICES[key]
    try:
        comp = compare_runs(runs, resamples=MATRIX_RESAMPLES)
    except ReportError as e:
        return Matrix([r.name for r in runs], {}, None, [str(e)])
    cells = {}
    for p in comp.pairs:
        pv = p.pvalue_adjusted if p.pvalue_adjusted is not None else p.mcnemar.pvalue
        d = 100 * p.difference.estimate  # B - A
        # + 0.0: no difference is shown as +0.0 both ways, never -0.0
        cells[(p.name_b, p.name_a)] = Cell(d + 0.0, pv, p.n_shared, pv < alpha)
        cells[(p.name_a, p.name_b)] = Cell(-d + 0.0, pv, p.n_shared, pv < alpha)
    notes = comp.notes + [f"not compared: {f}" for f in comp.failed_pairs]
    m = Matrix([r.name for r in runs], cells, comp, notes)
    with _LOCK:
        _MATRICES[key] = m
        while len(_MATRICES) > 16:
            _MATRICES.popitem(last=False)
    return m


def _outcomes_key(runs: list[Run]) -> str:
    h = hashlib.sha256()
    for r in runs:
        h.update(r.name.encode() + b"\x1e")
        for i in r.items:
            h.update(f"{i.split}\x1f{i.id}\x1f{i.correct}\x1e".encode())
    return h.hexdigest()
