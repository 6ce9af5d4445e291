"""``psyexam report`` and ``psyexam compare``: fine-grained reports and paired comparisons.

Runs still in progress (manifest status "running") are reported from the
samples of their last finished pass, with a warning on stderr and a mark in
every output; a folder that cannot be read is named in a one-line error and
the other runs are still reported (exit status 2 afterwards).
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import click

from psyexam.errors import PsyexamError
from psyexam.report.load import ReportError, Run, load_runs

_COMMON = [
    click.option("--level", default=0.95, show_default=True, type=click.FloatRange(0, 1, min_open=True, max_open=True),
                 help="Confidence level of the intervals."),
    click.option("--resamples", default=10000, show_default=True, type=click.IntRange(min=100),
                 help="Bootstrap resamples."),
    click.option("--seed", default=0, show_default=True, type=int, help="Bootstrap seed."),
]


def _common(f):
    for opt in reversed(_COMMON):
        f = opt(f)
    return f


def _load(folders: tuple[str, ...], need: int) -> tuple[list[Run], list[ReportError]]:
    runs, errors = load_runs(list(folders))
    if len(errors) == 1 and len(runs) < need:
        raise errors[0]
    for e in errors:
        click.echo(f"psyexam: error: {e}", err=True)
    if len(runs) < need:
        raise ReportError(f"{len(runs)} readable run(s) of {len(folders)} given; need at least {need}")
    for r in runs:
        for note in r.notes:
            click.echo(f"psyexam: warning: {r.name}: {note}", err=True)
    return runs, errors


@click.command()
@click.argument("runs", nargs=-1, required=True, type=click.Path(file_okay=False, path_type=str))
@click.option("--html", "html_file", type=click.Path(dir_okay=False, path_type=Path),
              help="Write one self-contained HTML report to FILE.")
@click.option("--md", is_flag=True, help="Print Markdown tables instead of terminal tables.")
@click.option("--csv", "csv_dir", type=click.Path(file_okay=False, path_type=Path),
              help="Write every table as CSV into DIR.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.option("--plots", "plot_dir", type=click.Path(file_okay=False, path_type=Path),
              help="Write the figures (PNG and SVG) into DIR.")
@click.option("--sort", "sort_col",
              help="Leaderboard column to sort by (e.g. Avg, KG/MCQA/zero-shot, 'QA (judge)', model).")
@click.option("--allow-mixed", is_flag=True,
              help="Show runs with different banks, splits or prompts side by side (marked) instead of refusing.")
@_common
def report(runs, html_file, md, csv_dir, as_json, plot_dir, sort_col, allow_mixed, level, resamples, seed) -> int:
    """Report one or more run folders: groupings with intervals, leaderboard, plots.

    Several runs give a leaderboard (one row per model; a model's 0-shot and
    few-shot runs fill the CPsyExam Table 2 columns). Runs judged with
    `psyexam judge` add an Open QA block and the "QA (judge)" column (mean
    judge score, CPsyExam Table 3). Runs on different banks, splits or
    prompts, or judged by different judges or rubrics, are refused unless
    --allow-mixed.
    """
    from psyexam.report.aggregate import Settings, build_report
    from psyexam.report.leaderboard import build_board

    loaded, errors = _load(runs, 1)
    settings = Settings(level=level, resamples=resamples, seed=seed)
    board = build_board(loaded, allow_mixed=allow_mixed, sort=sort_col, level=level,
                        resamples=resamples, seed=seed)
    reports = [build_report(r, settings) for r in loaded]
    # open answers are compared pairwise by `psyexam arena`, not here
    comparison = _maybe_compare(loaded, settings) if sum(bool(r.graded) for r in loaded) > 1 else None
    figures = _figures(reports, comparison, plot_dir, html_file)
    if csv_dir:
        _write_csv(csv_dir, reports, board, comparison)
    if html_file:
        from psyexam.report.html import render, write_html

        write_html(html_file, render(reports, board=board, comparison=comparison, figures=figures))
        click.echo(f"wrote {html_file}", err=True)
    _print(reports, board, comparison, md=md, as_json=as_json, figures=figures)
    return 2 if errors else 0


def _maybe_compare(runs: list[Run], s):
    from psyexam.report.compare import compare_runs

    try:
        return compare_runs(runs, resamples=s.resamples, seed=s.seed, level=s.level)
    except ReportError as e:
        click.echo(f"psyexam: warning: no paired comparison: {e}", err=True)
        return None


def _figures(reports, comparison, plot_dir: Path | None, html_file: Path | None) -> list[tuple[Path, str]]:
    if not plot_dir and not html_file:
        return []
    from psyexam.report.plots import all_plots

    target = plot_dir or Path(tempfile.mkdtemp(prefix="psyexam-plots-"))
    paths = all_plots(reports, target, comparison)
    captions = {
        "subjects": "Accuracy by subject, sorted by the first run (CPsyExam Figure 4 style).",
        "exams_categories": "Accuracy by exam and by case-analysis category (CPsyExam Figure 3 style).",
        "concepts": "Concept-level accuracy in syllabus order (ConceptPsy Figure 7 style).",
        "pvalues": "McNemar p-values between runs (Holm-adjusted when more than one pair).",
    }
    if plot_dir:
        for p in paths:
            click.echo(f"wrote {p}", err=True)
    return [(p, captions.get(p.stem, p.stem)) for p in paths if p.suffix == ".png"]


def _tables(reports, board, comparison):
    from psyexam.report.tables import board_table, compare_table, run_tables

    out = [("", board_table(board))]
    if comparison is not None:
        out.append(("", compare_table(comparison)))
    for rep in reports:
        out += [(rep.run.name, t) for t in run_tables(rep)]
    return out


def _write_csv(folder: Path, reports, board, comparison) -> None:
    from psyexam.report.tables import to_csv

    folder.mkdir(parents=True, exist_ok=True)
    used: set[str] = set()
    for i, (run_name, t) in enumerate(_tables(reports, board, comparison)):
        stem = t.name if not run_name else f"{_slug(run_name)}_{t.name}"
        if stem in used:
            stem = f"{stem}_{i}"
        used.add(stem)
        (folder / f"{stem}.csv").write_text(to_csv(t), encoding="utf-8")
    click.echo(f"wrote {len(used)} CSV files to {folder}", err=True)


def _slug(text: str) -> str:
    import re

    return re.sub(r"[^\w.-]+", "-", text).strip("-")[:60] or "run"


def _print(reports, board, comparison, *, md: bool, as_json: bool, figures) -> None:
    if as_json:
        data = {"leaderboard": board.to_dict(), "runs": [r.to_dict() for r in reports],
                "comparison": comparison.to_dict() if comparison else None,
                "figures": [str(p) for p, _ in figures]}
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
        return
    tables = _tables(reports, board, comparison)
    if md:
        from psyexam.report.tables import to_markdown

        current = None
        for run_name, t in tables:
            if run_name != current and run_name:
                click.echo(f"## {run_name}\n")
            current = run_name
            click.echo(to_markdown(t))
        return
    from rich.console import Console

    from psyexam.report.tables import to_rich

    console = Console()
    current = None
    for run_name, t in tables:
        if run_name != current and run_name:
            console.rule(run_name)
        current = run_name
        console.print(to_rich(t))
        for n in t.notes:
            console.print(f"  {n}", style="dim", markup=False)


@click.command()
@click.argument("runs", nargs=-1, required=True, type=click.Path(file_okay=False, path_type=str))
@click.option("--exact", is_flag=True, help="Use the exact binomial McNemar test whatever b + c is.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.option("--md", is_flag=True, help="Print a Markdown table.")
@_common
def compare(runs, exact, as_json, md, level, resamples, seed) -> int:
    """Paired comparison of runs on the graded items they share (McNemar).

    Items are matched by split and id. With more than two runs every pair is
    compared and p-values are Holm-adjusted. Runs still in progress are
    compared with a warning.
    """
    from psyexam.report.compare import compare_runs
    from psyexam.report.leaderboard import mixed_differences
    from psyexam.report.tables import compare_table, to_markdown, to_rich

    if len(runs) < 2:
        raise PsyexamError("compare needs at least two run folders")
    loaded, errors = _load(runs, 2)
    comp = compare_runs(loaded, exact=True if exact else None, resamples=resamples, seed=seed, level=level)
    for fact, vals in mixed_differences(loaded).items():
        comp.notes.append(f"runs differ in {fact}: " + "; ".join(f"{n}: {v}" for n, v in vals.items()))
    for f in comp.failed_pairs:
        click.echo(f"psyexam: warning: not compared: {f}", err=True)
    if as_json:
        click.echo(json.dumps(comp.to_dict(), ensure_ascii=False, indent=2))
    elif md:
        click.echo(to_markdown(compare_table(comp)))
    else:
        from rich.console import Console

        console = Console()
        t = compare_table(comp)
        if len(comp.pairs) == 1:
            console.print(_pair_text(comp.pairs[0]), markup=False, emoji=False)
        else:
            console.print(to_rich(t))
        for n in t.notes:
            console.print(f"  {n}", style="dim", markup=False)
    return 2 if errors or comp.failed_pairs else 0


def _pair_text(p) -> str:
    """One comparison as a readable block: the 2x2 table, both accuracies, the difference, the test."""
    m = p.mcnemar

    def pct(iv) -> str:
        return f"{100 * iv.estimate:.1f}% [{100 * iv.low:.1f}, {100 * iv.high:.1f}]"

    d = p.difference
    lines = [
        f"A = {p.name_a}",
        f"B = {p.name_b}",
        f"{p.n_shared} items graded in both" + (f" ({p.n_a_only} only in A, {p.n_b_only} only in B)" if p.n_a_only or p.n_b_only else ""),
        "",
        f"{'':10}{'B right':>10}{'B wrong':>10}",
        f"{'A right':10}{m.a:>10}{m.b:>10}",
        f"{'A wrong':10}{m.c:>10}{m.d:>10}",
        "",
        f"accuracy A  {pct(p.accuracy_a)}",
        f"accuracy B  {pct(p.accuracy_b)}",
        f"B - A       {100 * d.estimate:+.1f} points [{100 * d.low:+.1f}, {100 * d.high:+.1f}] (paired bootstrap, {100 * d.level:.0f}%)",
        f"McNemar     chi2 = {m.statistic:.3f} (continuity-corrected), p = {m.pvalue_chi2:.4g}; exact binomial p = {m.pvalue_exact:.4g}",
        f"test used   {'exact binomial' if m.test == 'exact' else 'chi-square'}: p = {m.pvalue:.4g}",
    ]
    if m.note:
        lines.append(f"note        {m.note}")
    return "\n".join(lines)
