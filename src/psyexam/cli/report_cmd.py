"""``psyexam report`` and ``psyexam compare``: fine-grained reports and paired comparisons.

Runs still in progress (manifest status "running") are reported from the
samples of their last finished pass, with a warning on stderr and a mark in
every output; a folder that cannot be read is named in a one-line error and
the other runs are still reported (exit status 2 afterwards).
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from psyexam.errors import PsyexamError

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


def _load(folders: tuple[str, ...], need: int):
    from psyexam.report.assemble import load_for_report

    loaded = load_for_report(list(folders), need)
    for e in loaded.errors:
        click.echo(f"psyexam: error: {e}", err=True)
    for w in loaded.warnings:
        click.echo(f"psyexam: warning: {w}", err=True)
    return loaded.runs, loaded.errors


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
@click.option("--by", "by", multiple=True, metavar="FIELD",
              help="Also group by a record field or tag (repeatable): difficulty, extra.scenario, exam, ...")
@click.option("--allow-mixed", is_flag=True,
              help="Show runs with different banks, splits or prompts side by side (marked) instead of refusing.")
@click.option("--contamination", "contamination_file", type=click.Path(dir_okay=False, path_type=Path),
              help="A `psyexam contamination` result: add accuracy on the clean and contaminated items.")
@_common
def report(runs, html_file, md, csv_dir, as_json, plot_dir, sort_col, by, allow_mixed, contamination_file,
           level, resamples, seed) -> int:
    """Report one or more run folders: groupings with intervals, leaderboard, plots.

    Several runs give a leaderboard (one row per model; a model's 0-shot and
    few-shot runs fill the CPsyExam Table 2 columns). Runs judged with
    `psyexam judge` add an Open QA block and the "QA (judge)" column (mean
    judge score, CPsyExam Table 3). Runs on different banks, splits or
    prompts, or judged by different judges or rubrics, are refused unless
    --allow-mixed. --contamination FILE rescores every run on the items
    the overlap scan found clean (GPT-3 style, with its figure under --plots).
    """
    from psyexam.report.aggregate import Settings
    from psyexam.report.assemble import build_bundle, draw_figures, write_bundle_html, write_csv

    contamination = None
    if contamination_file is not None:
        from psyexam.contamination.result import read_result

        contamination = read_result(contamination_file)  # a bad file stops before any run is read
    runs = _remote_exams(runs, as_json)
    if not runs:
        return 0
    loaded, errors = _load(runs, 1)
    bundle = build_bundle(loaded, Settings(level=level, resamples=resamples, seed=seed),
                          allow_mixed=allow_mixed, sort=sort_col, by=tuple(by), contamination=contamination)
    for w in bundle.warnings:
        click.echo(f"psyexam: warning: {w}", err=True)
    if plot_dir or html_file:
        paths = draw_figures(bundle, plot_dir)
        if plot_dir:
            for p in paths:
                click.echo(f"wrote {p}", err=True)
    if csv_dir:
        n = write_csv(csv_dir, bundle)
        click.echo(f"wrote {n} CSV files to {csv_dir}", err=True)
    if html_file:
        write_bundle_html(html_file, bundle)
        click.echo(f"wrote {html_file}", err=True)
    _print(bundle, md=md, as_json=as_json)
    return 2 if errors else 0


def _remote_exams(folders: tuple[str, ...], as_json: bool) -> tuple[str, ...]:
    """Show the folders of `psyexam exam take` (the server's score); return the other folders."""
    from psyexam.remote.summary import exam_lines, is_exam_folder, load_exam_score

    rest = []
    for folder in folders:
        if not is_exam_folder(folder):
            rest.append(folder)
            continue
        doc = load_exam_score(folder)
        if as_json:
            click.echo(json.dumps({"remote_exam": folder, **doc}, ensure_ascii=False, indent=2))
        else:
            click.echo("\n".join(exam_lines(folder, doc)))
    return tuple(rest)


def _print(bundle, *, md: bool, as_json: bool) -> None:
    if as_json:
        click.echo(json.dumps(bundle.to_dict(), ensure_ascii=False, indent=2))
        return
    tables = bundle.tables()
    if md:
        from psyexam.report.tables import to_markdown

        current = None
        for run_name, t in tables:
            if run_name != current and run_name:
                click.echo(f"## {run_name}\n")
            current = run_name
            click.echo(to_markdown(t))
        return
    from psyexam.ui.tables import print_tables

    print_tables(tables)


@click.command()
@click.argument("runs", nargs=-1, required=True, type=click.Path(file_okay=False, path_type=str))
@click.option("--exact", is_flag=True, help="Use the exact binomial McNemar test whatever b + c is.")
@click.option("--by", "by", multiple=True, metavar="FIELD",
              help="Also compare within each value of a record field or tag (repeatable): difficulty, "
                   "extra.level, exam, ...")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.option("--md", is_flag=True, help="Print a Markdown table.")
@_common
def compare(runs, exact, by, as_json, md, level, resamples, seed) -> int:
    """Paired comparison of runs on the graded items they share (McNemar).

    Items are matched by split and id. With more than two runs every pair is
    compared and p-values are Holm-adjusted. --by FIELD repeats the comparison
    within each value of FIELD (Holm over all pairs and values). Runs still in
    progress are compared with a warning.
    """
    from psyexam.report.compare import compare_by, compare_runs
    from psyexam.report.leaderboard import mixed_differences
    from psyexam.report.tables import compare_by_table, compare_table, to_markdown

    if len(runs) < 2:
        raise PsyexamError("compare needs at least two run folders")
    loaded, errors = _load(runs, 2)
    opts = dict(exact=True if exact else None, resamples=resamples, seed=seed, level=level)
    comp = compare_runs(loaded, **opts)
    per_field = [compare_by(loaded, f, **opts) for f in dict.fromkeys(by)]
    for fact, vals in mixed_differences(loaded).items():
        comp.notes.append(f"runs differ in {fact}: " + "; ".join(f"{n}: {v}" for n, v in vals.items()))
    for f in comp.failed_pairs:
        click.echo(f"psyexam: warning: not compared: {f}", err=True)
    tables = [compare_table(comp), *map(compare_by_table, per_field)]
    if as_json:
        doc = comp.to_dict()
        if per_field:
            doc["by"] = {b.field: b.to_dict() for b in per_field}
        click.echo(json.dumps(doc, ensure_ascii=False, indent=2))
    elif md:
        click.echo("\n".join(to_markdown(t) for t in tables))
    else:
        from psyexam.ui.tables import print_comparison, print_tables

        print_comparison(comp, tables[0])
        print_tables([("", t) for t in tables[1:]])
    return 2 if errors or comp.failed_pairs else 0
