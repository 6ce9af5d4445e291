"""Report figures (PNG and SVG), drawn with matplotlib and a CJK font.

- ``subject_bars``: accuracy per subject, sorted by one run (CPsyExam Figure 4);
- ``exam_category_panels``: by exam and by case-analysis category (Figure 3);
- ``concept_line``: concept accuracy along the bank's syllabus order (ConceptPsy Figure 7);
- ``pvalue_heatmap``: Holm-adjusted McNemar p-values for every pair of runs.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

import matplotlib as mpl
import numpy as np
from matplotlib.figure import Figure

from psyexam.plotting.fonts import rc
from psyexam.report.aggregate import GroupStat, RunReport
from psyexam.report.compare import Comparison

FORMATS = ("png", "svg")


def save(fig: Figure, out_dir: Path, stem: str) -> list[Path]:
    """Write ``fig`` as PNG and SVG under ``out_dir``; returns the paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for fmt in FORMATS:
        path = out_dir / f"{stem}.{fmt}"
        fig.savefig(path, format=fmt, dpi=130, bbox_inches="tight")
        paths.append(path)
    return paths


def _groups(report: RunReport, level: str) -> dict[str, GroupStat]:
    return {g.key: g for g in report.groups.get(level, []) if g.n}


def _err(stats: Sequence[GroupStat | None]) -> np.ndarray:
    """Asymmetric error bars (in percent) from Wilson intervals; zero where absent."""
    lo, hi = [], []
    for g in stats:
        if g is None or math.isnan(g.accuracy.low):
            lo.append(0.0)
            hi.append(0.0)
        else:
            lo.append(100 * (g.accuracy.estimate - g.accuracy.low))
            hi.append(100 * (g.accuracy.high - g.accuracy.estimate))
    # rounding can leave -1e-17 where the estimate sits on a bound
    return np.clip(np.array([lo, hi]), 0.0, None)


def _bars(ax, keys: list[str], reports: list[RunReport], level: str, horizontal: bool) -> None:
    width = 0.8 / len(reports)
    pos = np.arange(len(keys))
    for j, rep in enumerate(reports):
        got = _groups(rep, level)
        stats = [got.get(k) for k in keys]
        vals = [100 * g.accuracy.estimate if g else 0.0 for g in stats]
        offset = pos + (j - (len(reports) - 1) / 2) * width
        if horizontal:
            ax.barh(offset, vals, height=width, xerr=_err(stats), label=rep.run.name, capsize=2)
        else:
            ax.bar(offset, vals, width=width, yerr=_err(stats), label=rep.run.name, capsize=2)
    if horizontal:
        ax.set_yticks(pos, keys)
        ax.set_xlim(0, 100)
        ax.set_xlabel("accuracy (%) with 95% Wilson interval")
        ax.invert_yaxis()
    else:
        ax.set_xticks(pos, keys, rotation=30, ha="right")
        ax.set_ylim(0, 100)
        ax.set_ylabel("accuracy (%)")
    ax.grid(axis="x" if horizontal else "y", alpha=0.3)


def subject_bars(reports: list[RunReport], out_dir: Path, sort_by: int = 0) -> list[Path]:
    """Per-subject accuracy, subjects sorted by ``reports[sort_by]``'s accuracy (best first)."""
    ref = _groups(reports[sort_by], "subject")
    keys = sorted({k for r in reports for k in _groups(r, "subject")},
                  key=lambda k: -(ref[k].accuracy.estimate if k in ref else -1.0))
    if not keys:
        return []
    with mpl.rc_context(rc()):
        fig = Figure(figsize=(9, 1.2 + 0.32 * len(keys) * max(1, len(reports) / 2)))
        ax = fig.add_subplot()
        _bars(ax, keys, reports, "subject", horizontal=True)
        ax.set_title(f"Accuracy by subject (sorted by {reports[sort_by].run.name})")
        if len(reports) > 1:
            ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize="small")
        return save(fig, out_dir, "subjects")


def exam_category_panels(reports: list[RunReport], out_dir: Path) -> list[Path]:
    """Two panels: accuracy by exam (KG) and by case-analysis category (CA)."""
    panels = [(lvl, title) for lvl, title in (("exam", "By exam"), ("ca_category", "By CA category"))
              if any(_groups(r, lvl) for r in reports)]
    if not panels:
        return []
    with mpl.rc_context(rc()):
        fig = Figure(figsize=(5 * len(panels) + 1, 4.5))
        axes = fig.subplots(1, len(panels), squeeze=False)[0]
        for ax, (lvl, title) in zip(axes, panels):
            keys = sorted({k for r in reports for k in _groups(r, lvl)})
            _bars(ax, keys, reports, lvl, horizontal=False)
            ax.set_title(title)
        if len(reports) > 1:
            axes[-1].legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize="small")
        fig.tight_layout()
        return save(fig, out_dir, "exams_categories")


def concept_line(reports: list[RunReport], out_dir: Path) -> list[Path]:
    """Concept accuracy in syllabus (bank) order, chapters shaded; empty if no concepts."""
    order = syllabus_order(reports)
    if not order:
        return []
    with mpl.rc_context(rc()):
        fig = Figure(figsize=(min(24, max(9, 0.09 * len(order) + 6)), 5.5))
        ax = fig.add_subplot()
        x = np.arange(len(order))
        for rep in reports:
            got = _groups(rep, "concept")
            y = [100 * got[c].accuracy.estimate if c in got else np.nan for _, c in order]
            ax.plot(x, y, marker="o", markersize=3, linewidth=0.8, alpha=0.85, label=rep.run.name)
        _chapter_bands(ax, order)
        ax.set_xlim(-0.5, len(order) - 0.5)
        ax.set_ylim(-3, 103)
        ax.set_ylabel("accuracy (%)")
        ax.set_title(f"Concept-level accuracy along the syllabus ({len(order)} concepts; chapters shaded)")
        ax.grid(axis="y", alpha=0.3)
        if len(order) <= 40:
            top = ax.secondary_xaxis("top")
            top.set_xticks(x, [c for _, c in order], rotation=60, ha="left", fontsize="x-small")
        if len(reports) > 1:
            ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize="small")
        return save(fig, out_dir, "concepts")


def syllabus_order(reports: list[RunReport]) -> list[tuple[str, str]]:
    """(chapter, concept) pairs: chapters in order of first appearance in the bank, and
    each chapter's concepts in order of first appearance (banks may interleave chapters)."""
    chapters: dict[str, dict[str, None]] = {}
    for rep in reports:
        for item in rep.run.items:
            if item.concept:
                chapters.setdefault(item.chapter or "", {}).setdefault(item.concept, None)
    return [(ch, c) for ch, concepts in chapters.items() for c in concepts]


def _chapter_bands(ax, order: list[tuple[str, str]]) -> None:
    """Alternate shading per chapter, chapter names as x tick labels at their centres."""
    centres, names, start, band = [], [], 0, 0
    for i in range(1, len(order) + 1):
        if i == len(order) or order[i][0] != order[start][0]:
            if band % 2:
                ax.axvspan(start - 0.5, i - 0.5, color="grey", alpha=0.12, linewidth=0)
            centres.append((start + i - 1) / 2)
            names.append(order[start][0] or "(no chapter)")
            start, band = i, band + 1
    small = "x-small" if len(names) > 15 else "small"
    ax.set_xticks(centres, names, rotation=60, ha="right", fontsize=small)
    ax.set_xlabel("chapter (syllabus order)")


def pvalue_heatmap(comparison: Comparison, out_dir: Path) -> list[Path]:
    """Run x run matrix of Holm-adjusted McNemar p-values (unadjusted for a single pair)."""
    names = [r.name for r in comparison.runs]
    idx = {n: i for i, n in enumerate(names)}
    mat = np.full((len(names), len(names)), np.nan)
    for p in comparison.pairs:
        value = p.pvalue_adjusted if p.pvalue_adjusted is not None else p.mcnemar.pvalue
        mat[idx[p.name_a], idx[p.name_b]] = mat[idx[p.name_b], idx[p.name_a]] = value
    with mpl.rc_context(rc()):
        size = 2.5 + 0.9 * len(names)
        fig = Figure(figsize=(size + 1.5, size))
        ax = fig.add_subplot()
        im = ax.imshow(mat, vmin=0, vmax=1, cmap="viridis_r")
        for i in range(len(names)):
            for j in range(len(names)):
                text = "—" if i == j else ("n/a" if math.isnan(mat[i, j]) else f"{mat[i, j]:.3g}")
                ax.text(j, i, text, ha="center", va="center", fontsize="small",
                        color="white" if not math.isnan(mat[i, j]) and mat[i, j] < 0.5 else "black")
        ax.set_xticks(range(len(names)), names, rotation=30, ha="right")
        ax.set_yticks(range(len(names)), names)
        adjusted = any(p.pvalue_adjusted is not None for p in comparison.pairs)
        ax.set_title("McNemar p-values" + (" (Holm-adjusted)" if adjusted else ""))
        fig.colorbar(im, ax=ax, fraction=0.046, pad=0.04)
        return save(fig, out_dir, "pvalues")


def all_plots(reports: list[RunReport], out_dir: Path, comparison: Comparison | None = None) -> list[Path]:
    """Every figure that the data supports; returns the written paths."""
    paths = subject_bars(reports, out_dir) + exam_category_panels(reports, out_dir)
    paths += concept_line(reports, out_dir)
    if comparison is not None and comparison.pairs:
        paths += pvalue_heatmap(comparison, out_dir)
    return paths
