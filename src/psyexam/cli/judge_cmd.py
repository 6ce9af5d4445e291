"""``psyexam judge``, ``psyexam arena`` and ``psyexam ratings``: LLM judges and human ratings."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import click

from psyexam.errors import PsyexamError

if TYPE_CHECKING:
    from psyexam.ratings import RatingSet


def _judge_options(f):
    """Options every judge-calling command shares."""
    for decorator in reversed((
        click.option("--judge", "judge_spec", required=True, help="The judge's backend spec, e.g. llama:default, openai:MODEL."),
        click.option("--max-tokens", type=click.IntRange(min=1), default=128, show_default=True, help="The judge's reply budget."),
        click.option("--seed", type=int, default=1234, show_default=True),
        click.option("--concurrency", type=click.IntRange(min=1), default=8, show_default=True),
        click.option("--timeout", type=float, default=120.0, show_default=True, help="Seconds per judge call."),
        click.option("--retries", type=click.IntRange(min=0), default=5, show_default=True),
        click.option("--base-url", default=None, help="OpenAI-compatible endpoint of the judge."),
        click.option("--api-key-env", default=None, help="Environment variable holding the judge's API key."),
        click.option("--backend-option", "backend_options", multiple=True, metavar="KEY=VALUE",
                     help="A setting of the judge's backend (repeatable); VALUE is read as JSON when it parses, "
                          "e.g. n_ctx=8192; `psyexam model options NAME` lists a backend's."),
        click.option("--json", "as_json", is_flag=True, help="Print the JSON summary instead of tables."),
    )):
        f = decorator(f)
    return f


def _opts(judge_spec: str, backend_options: tuple[str, ...], **kw):
    from psyexam.cli.run_cmd import _parse_options
    from psyexam.judge.calls import JudgeOptions

    opts = JudgeOptions(judge=judge_spec, extra=_parse_options(backend_options), **kw)
    opts.backend_spec()  # unknown backends and bad --backend-option values stop here, before any work
    return opts


@click.command()
@click.argument("run_folder", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--rubric", default="score100", show_default=True, metavar="NAME|FILE",
              help="A shipped rubric (score100, dimensions, three_level, llmeval2) or a rubric TOML file.")
@_judge_options
def judge(run_folder: Path, rubric: str, judge_spec: str, backend_options: tuple[str, ...], as_json: bool, **kw) -> None:
    """Score every open (QA) answer of RUN_FOLDER against its reference with an LLM judge (resumable)."""
    from psyexam.judge.grade import judge_run
    from psyexam.ui.judge import print_judgements

    result = judge_run(run_folder, _opts(judge_spec, backend_options, **kw), rubric)
    if as_json:
        click.echo(json.dumps(result.summary, ensure_ascii=False, indent=2))
    else:
        print_judgements(result.summary, str(run_folder))


@click.command()
@click.argument("run_folders", nargs=-1, required=True, type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Arena folder (default: arenas/<judge>_<runs>).")
@click.option("--k", "k", type=float, default=32.0, show_default=True, help="Elo K factor.")
@click.option("--initial", type=float, default=1000.0, show_default=True, help="Initial Elo rating.")
@click.option("--bootstrap", type=click.IntRange(min=1), default=1000, show_default=True, help="Bootstrap rounds for Elo intervals.")
@_judge_options
def arena(run_folders: tuple[Path, ...], out: Path | None, k: float, initial: float, bootstrap: int,
          judge_spec: str, backend_options: tuple[str, ...], as_json: bool, **kw) -> None:
    """Pairwise battles between the runs' answers to shared QA items, judged in both orders; Elo, points, Bradley–Terry."""
    from psyexam.judge.arena import ArenaOptions
    from psyexam.judge.arena import arena as run_arena
    from psyexam.ui.judge import print_arena

    if len(run_folders) < 2:
        raise PsyexamError("an arena needs at least two run folders")
    opts = _opts(judge_spec, backend_options, **kw)
    out = out or _arena_folder(judge_spec, run_folders)
    result = run_arena(list(run_folders), out, opts, ArenaOptions(k=k, initial=initial, bootstrap=bootstrap, seed=kw["seed"]))
    if as_json:
        click.echo(json.dumps(result.report, ensure_ascii=False, indent=2))
    else:
        print_arena(result.report, str(result.folder))


def _arena_folder(judge_spec: str, runs: tuple[Path, ...]) -> Path:
    import hashlib
    import re

    digest = hashlib.sha256("\n".join(str(p.resolve()) for p in runs).encode()).hexdigest()[:8]
    slug = re.sub(r"[^\w.-]+", "-", judge_spec)
    return Path("arenas") / f"{slug}_{digest}"


@click.group()
def ratings() -> None:
    """Human ratings: import them, then report aggregates and agreement."""


def _scale(text: str) -> tuple[float, float]:
    low, sep, high = text.partition("-")
    try:
        if not sep:
            raise ValueError
        return float(low), float(high)
    except ValueError:
        raise click.BadParameter(f"expected LOW-HIGH such as 1-5, got {text!r}", param_hint="--scale") from None


def _known_items(path: Path | None) -> set[str] | None:
    if path is None:
        return None
    if path.is_dir():
        from psyexam.run.rescore import load_run_items

        return {r.id for r in load_run_items(path)[1]}
    return {line.strip() for line in path.read_text(encoding="utf-8").splitlines() if line.strip()}


@ratings.command("import")
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=Path("ratings"), show_default=True,
              help="Folder to hold the checked ratings.")
@click.option("--scale", default="1-5", show_default=True, help="The score scale, LOW-HIGH; scores outside it are errors.")
@click.option("--items", "items_from", type=click.Path(exists=True, path_type=Path), default=None,
              help="Known items: a run folder or a file of item ids (one a line); other items are errors.")
@click.option("--raters", default=None, help="Known raters, comma-separated; others are errors, and each must have rated something.")
@click.option("--rubric", default=None, metavar="NAME|FILE",
              help="Rate on a rubric's terms: its dimensions and levels are the only ones allowed (replaces --scale), "
                   "and each item's score combines them as the judge's does.")
def import_(file: Path, out: Path, scale: str, items_from: Path | None, raters: str | None, rubric: str | None) -> None:
    """Check and import FILE (CSV/JSONL: item, rater, dimension, score — or item, rater, model_a, model_b, choice)."""
    from psyexam.judge.rubrics import get_rubric
    from psyexam.ratings.records import parse_ratings, save_imported

    known = {r.strip() for r in raters.split(",") if r.strip()} if raters else None
    rs = parse_ratings(file, _scale(scale), _known_items(items_from), known,
                       get_rubric(rubric) if rubric else None)
    save_imported(rs, out)
    click.echo(f"Imported {len(rs.scores)} scores and {len(rs.choices)} pairwise choices on {len(rs.items)} items "
               f"from {len(rs.raters)} raters into {out}")


@ratings.command("report")
@click.argument("folder", type=click.Path(path_type=Path), required=False)
@click.option("--db", "db_url", default=None, help="Read the ratings of the web pages from this service database instead.")
@click.option("--task", default=None, help="With --db: the rating task to report.")
@click.option("--aggregate", "method", type=click.Choice(["mos", "median", "max", "vote"]), default="mos", show_default=True,
              help="Per-item aggregation: mean opinion score, median, maximum or majority vote.")
@click.option("--judge-run", type=click.Path(exists=True, file_okay=False, path_type=Path), default=None,
              help="A judged run folder: compare its judge's scores with the humans'.")
@click.option("--arena", "arena_folder", type=click.Path(exists=True, file_okay=False, path_type=Path), default=None,
              help="An arena folder: compare its judge's verdicts with the humans' pairwise choices.")
@click.option("--json", "as_json", is_flag=True, help="Print the JSON report instead of tables.")
def report(folder: Path | None, db_url: str | None, task: str | None, method: str, judge_run: Path | None,
           arena_folder: Path | None, as_json: bool) -> None:
    """Aggregates, inter-rater agreement (percent, Cohen, Fleiss), odd raters out, and judge–human agreement.

    FOLDER holds imported ratings (default ./ratings); ``--db URL --task NAME`` reads the web pages' instead.
    """
    from psyexam.judge.grade import load_judgements
    from psyexam.ratings.report import ratings_report
    from psyexam.ui.judge import print_ratings

    judgements = None
    if judge_run is not None:
        judgements = load_judgements(judge_run)
        if judgements is None:
            raise PsyexamError(f"{judge_run}: not judged yet (run `psyexam judge {judge_run} --judge MODEL`)")
    result = ratings_report(_ratings_source(folder, db_url, task), method, judgements, arena_folder)
    if as_json:
        click.echo(json.dumps(result, ensure_ascii=False, indent=2))
    else:
        print_ratings(result)


def _ratings_source(folder: Path | None, db_url: str | None, task: str | None) -> RatingSet:
    """The ratings to report: an imported folder, or a rating task of the service database."""
    from psyexam.ratings.records import load_imported

    if db_url is None:
        if task is not None:
            raise click.UsageError("--task needs --db")
        return load_imported(folder or Path("ratings"))
    if folder is not None:
        raise click.UsageError("give either FOLDER or --db, not both")
    from psyexam.server.db import open_database
    from psyexam.server.web.rating_results import task_names, task_ratings

    db = open_database(db_url)
    try:
        if task is None:
            raise click.UsageError(f"--db needs --task NAME (tasks: {', '.join(task_names(db)) or 'none yet'})")
        return task_ratings(db, task)
    finally:
        db.dispose()
