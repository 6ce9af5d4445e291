"""Clean-subset rescoring in reports: the table and the GPT-3 style figure.

The figure follows Brown et al. (2020), Figure 4.2: x is the share of a run's items
that are clean, y the clean-minus-all accuracy difference in points, one point per run
with its bootstrap interval. Points near y = 0 mean the contaminated items did not lift
the score; a point well above or below zero, with an interval clear of it, is worth a look.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

import matplotlib as mpl
from matplotlib.figure import Figure

from psyexam.contamination.rescore import CleanSubsetReport, clean_subset_report
from psyexam.contamination.result import ContaminationResult
from psyexam.plotting.fonts import rc
from psyexam.report.aggregate import Settings
from psyexam.report.load import Run
from psyexam.report.tables import Cell, Table


def build_clean(runs: Sequence[Run], result: ContaminationResult, settings: Settings) -> CleanSubsetReport:
    """Every run rescored on the clean and contaminated items of ``result``."""
    return clean_subset_report([(r.name, r.items) for r in runs], result, level=settings.level,
                               resamples=settings.resamples, seed=settings.seed)


def clean_table(report: CleanSubsetReport) -> Table:
    """One row per run: counts, the three accuracies and the clean − all difference."""
    rows: list[list[Cell]] = []
    for r in report.runs:
        share = None if math.isnan(r.share_clean) else f"{100 * r.share_clean:.1f}"
        rows.append([r.run, r.n, r.clean_n, r.contaminated_n, r.unknown, share,
                     r.all, r.clean, r.contaminated, r.difference])
    level = report.runs[0].all.level if report.runs else 0.95
    notes = [
        f"Accuracies: Wilson {level:.0%} intervals. Clean − all: paired percentile bootstrap over items "
        "(points, negative when the clean items score lower).",
        "n: graded items ('all'); unknown: graded items the contamination file has no verdict for "
        "(in 'all', neither clean nor contaminated); clean share: clean / (clean + contaminated).",
        *report.notes,
        *[f"{r.run}: clean − all: {r.difference.note}" for r in report.runs if r.difference.note],
    ]
    return Table("clean_subset", "Accuracy on clean and contaminated items", [
        "run", "n", "clean", "contam.", "unknown", "clean share %", "all %", "clean %", "contam. %",
        "clean − all [CI]"], rows, notes)


def clean_plot(report: CleanSubsetReport, out_dir: Path) -> list[Path]:
    """The GPT-3 style figure; nothing when no run has a clean − all difference."""
    from psyexam.report.plots import save

    points = [r for r in report.runs if not math.isnan(r.difference.estimate) and not math.isnan(r.share_clean)]
    if not points:
        return []
    with mpl.rc_context(rc()):
        fig = Figure(figsize=(7, 4.5))
        ax = fig.add_subplot()
        for r in points:
            d = r.difference
            x, y = 100 * r.share_clean, 100 * d.estimate
            err = None if math.isnan(d.low) else [[max(0.0, y - 100 * d.low)], [max(0.0, 100 * d.high - y)]]
            ax.errorbar([x], [y], yerr=err, fmt="o", capsize=3, label=f"{r.run} (n={r.n})")
        ax.axhline(0, color="grey", linewidth=0.8)
        ax.set_xlim(-2, 102)
        ax.set_xlabel("share of items clean (%)")
        ax.set_ylabel("clean − all accuracy (points)")
        ax.set_title("Accuracy on clean items against all items")
        ax.grid(alpha=0.3)
        ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize="small")
        return save(fig, out_dir, "clean_subset")
