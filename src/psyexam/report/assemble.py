"""Everything ``psyexam report`` shows, assembled once: the CLI and the web pages render the same bundle."""

from __future__ import annotations

import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from psyexam.report.aggregate import RunReport, Settings, build_report
from psyexam.report.compare import Comparison, compare_runs
from psyexam.report.leaderboard import Board, build_board
from psyexam.report.load import ReportError, Run, load_runs
from psyexam.report.tables import Table, board_table, compare_table, run_tables, to_csv

if TYPE_CHECKING:
    from psyexam.contamination.rescore import CleanSubsetReport
    from psyexam.contamination.result import ContaminationResult

CAPTIONS = {
    "subjects": "Accuracy by subject, sorted by the first run (CPsyExam Figure 4 style).",
    "exams_categories": "Accuracy by exam and by case-analysis category (CPsyExam Figure 3 style).",
    "concepts": "Concept-level accuracy in syllabus order (ConceptPsy Figure 7 style).",
    "pvalues": "McNemar p-values between runs (Holm-adjusted when more than one pair).",
    "clean_subset": "Share of items clean against clean − all accuracy, one point per run (GPT-3 Figure 4.2 style).",
}
"""Figure captions by file stem."""


@dataclass
class Loaded:
    """Runs that could be read, the folders that could not, and notes on the readable ones."""

    runs: list[Run]
    errors: list[ReportError]
    warnings: list[str] = field(default_factory=list)


def load_for_report(folders: list[str], need: int) -> Loaded:
    """Load the run folders, keeping going past broken ones; a ReportError when fewer than ``need`` load.

    A single broken folder among too few raises its own error, so the user reads the real cause.
    """
    runs, errors = load_runs(list(folders))
    if len(errors) == 1 and len(runs) < need:
        raise errors[0]
    if len(runs) < need:
        raise ReportError(f"{len(runs)} readable run(s) of {len(folders)} given; need at least {need}")
    warnings = [f"{r.name}: {note}" for r in runs for note in r.notes]
    return Loaded(runs, errors, warnings)


@dataclass
class ReportBundle:
    """The leaderboard, each run's report, the paired comparison of several runs and,
    given a contamination result, every run rescored on its clean items."""

    reports: list[RunReport]
    board: Board
    comparison: Comparison | None
    warnings: list[str] = field(default_factory=list)
    figures: list[tuple[Path, str]] = field(default_factory=list)
    clean: CleanSubsetReport | None = None

    def tables(self) -> list[tuple[str, Table]]:
        """Every table in display order, each with the run it belongs to ("" for shared ones)."""
        out: list[tuple[str, Table]] = [("", board_table(self.board))]
        if self.comparison is not None:
            out.append(("", compare_table(self.comparison)))
        if self.clean is not None:
            from psyexam.report.clean import clean_table

            out.append(("", clean_table(self.clean)))
        for rep in self.reports:
            out += [(rep.run.name, t) for t in run_tables(rep)]
        return out

    def to_dict(self) -> dict[str, Any]:
        """The JSON document of ``psyexam report --json``."""
        doc: dict[str, Any] = {"leaderboard": self.board.to_dict(), "runs": [r.to_dict() for r in self.reports],
                               "comparison": self.comparison.to_dict() if self.comparison else None}
        if self.clean is not None:  # only when asked for, so a plain report's document is unchanged
            doc["contamination"] = self.clean.to_dict()
        doc["figures"] = [str(p) for p, _ in self.figures]
        return doc


def build_bundle(runs: list[Run], settings: Settings, *, allow_mixed: bool = False,
                 sort: str | None = None, by: tuple[str, ...] = (),
                 contamination: ContaminationResult | None = None) -> ReportBundle:
    """Reports, leaderboard and (with two or more graded runs) the paired comparison.

    ``by`` adds groupings by record fields or tags (``difficulty``, ``extra.scenario``) to each report,
    and one leaderboard column per value; ``contamination`` adds each run's accuracy on the clean and
    the contaminated items.
    """
    board = build_board(runs, allow_mixed=allow_mixed, sort=sort, level=settings.level,
                        resamples=settings.resamples, seed=settings.seed, by=by)
    reports = [build_report(r, settings, by) for r in runs]
    bundle = ReportBundle(reports, board, None)
    if contamination is not None:
        from psyexam.report.clean import build_clean

        bundle.clean = build_clean(runs, contamination, settings)
    # open answers are compared pairwise by `psyexam arena`, not here
    if sum(bool(r.graded) for r in runs) > 1:
        try:
            bundle.comparison = compare_runs(runs, resamples=settings.resamples, seed=settings.seed,
                                             level=settings.level)
        except ReportError as e:
            bundle.warnings.append(f"no paired comparison: {e}")
    return bundle


def draw_figures(bundle: ReportBundle, folder: Path | None) -> list[Path]:
    """Draw the figures into ``folder`` (a temporary one when None); keeps the PNGs with captions."""
    from psyexam.report.plots import all_plots

    target = folder or Path(tempfile.mkdtemp(prefix="psyexam-plots-"))
    paths = all_plots(bundle.reports, target, bundle.comparison)
    if bundle.clean is not None:
        from psyexam.report.clean import clean_plot

        paths += clean_plot(bundle.clean, target)
    bundle.figures = [(p, CAPTIONS.get(p.stem, p.stem)) for p in paths if p.suffix == ".png"]
    return paths


def write_csv(folder: Path, bundle: ReportBundle) -> int:
    """Every table as one CSV file in ``folder``; returns how many were written."""
    folder.mkdir(parents=True, exist_ok=True)
    used: set[str] = set()
    for i, (run_name, t) in enumerate(bundle.tables()):
        stem = t.name if not run_name else f"{_slug(run_name)}_{t.name}"
        if stem in used:
            stem = f"{stem}_{i}"
        used.add(stem)
        (folder / f"{stem}.csv").write_text(to_csv(t), encoding="utf-8")
    return len(used)


def write_bundle_html(path: Path, bundle: ReportBundle) -> Path:
    """One self-contained HTML report of the bundle."""
    from psyexam.report.html import render, write_html

    shared = [t for run_name, t in bundle.tables() if not run_name and t.name == "clean_subset"]
    return write_html(path, render(bundle.reports, board=bundle.board, comparison=bundle.comparison,
                                   figures=bundle.figures, tables=shared))


def _slug(text: str) -> str:
    return re.sub(r"[^\w.-]+", "-", text).strip("-")[:60] or "run"
