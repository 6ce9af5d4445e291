"""``psyexam contamination``: which bank questions occur in a text corpus (n-gram overlap)."""

from __future__ import annotations

import json
from pathlib import Path

import click

SPEC_HELP = "demo, a path, cpsyexam:PATH, hf:ID, or a CSV/JSONL file"


@click.command()
@click.argument("spec")
@click.option("--corpus", "corpus", multiple=True, required=True, metavar="PATH",
              help="A corpus file or folder (.txt, .jsonl, .jsonl.gz, .jsonl.zst, .parquet); repeatable.")
@click.option("--n", "n", type=click.IntRange(1), default=13, show_default=True, help="n-gram length in tokens.")
@click.option("--fields", type=click.Choice(["question", "question+options"]), default="question", show_default=True,
              help="Which text of an item is matched.")
@click.option("--split", "splits", multiple=True, help="Only items of this split (repeatable) [default: all].")
@click.option("--min-overlap", type=click.FloatRange(0.0, 1.0), default=0.0, show_default=True,
              help="Least share of an item's n-grams that must match (0: any one).")
@click.option("--ignore-common", type=click.IntRange(2), default=None, metavar="K",
              help="Ignore n-grams that occur in K or more bank items (template phrases).")
@click.option("--text-field", default="text", show_default=True, help="The text field of JSON Lines and parquet records.")
@click.option("--workers", type=click.IntRange(1), default=1, show_default=True, help="Processes to scan with.")
@click.option("--engine", type=click.Choice(["local", "ray"]), default="local", show_default=True,
              help="local: this machine (--workers); ray: tasks on a Ray cluster.")
@click.option("--ray-address", default=None, help="The Ray cluster to join (implies --engine ray) [default: a local one].")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=None, help="Write the result file here.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@click.option("--runs", "run_folders", multiple=True, type=click.Path(file_okay=False, path_type=str), metavar="RUN",
              help="A run folder of this bank to rescore on the clean items (repeatable); "
                   "`psyexam report RUN --contamination FILE` does the same later.")
@click.option("--progress/--no-progress", "show_progress", default=None,
              help="Draw a progress bar [default: when stderr is a terminal].")
def contamination(spec: str, corpus: tuple[str, ...], n: int, fields: str, splits: tuple[str, ...],
                  min_overlap: float, ignore_common: int | None, text_field: str, workers: int, engine: str,
                  ray_address: str | None, out: Path | None, as_json: bool, run_folders: tuple[str, ...],
                  show_progress: bool | None) -> int:
    """Find the items of SPEC whose question text occurs in a corpus.

    An item is contaminated when any of its n-grams (NFKC, letters and digits only, CJK
    counted in characters, other text in words) occurs in a corpus document; an item
    shorter than n when its whole text does. Exit 130 when stopped with Ctrl-C (the
    partial result is still printed and written), 2 when the bank or corpus cannot be read.
    """
    from psyexam.bank.loaders import load_bank
    from psyexam.contamination import Settings, find_contamination, write_result
    from psyexam.errors import PsyexamError
    from psyexam.ui.contamination import ScanProgress, print_result

    bank = load_bank(spec)
    bank.require_records()
    questions = [q for q in bank.records if not splits or q.split in splits]
    if not questions:
        raise PsyexamError(f"{spec}: no items{' in split ' + ', '.join(splits) if splits else ''}")
    settings = Settings(bank=spec, splits=list(splits), n=n, fields=fields,  # type: ignore[arg-type]
                        min_overlap=min_overlap, ignore_common=ignore_common, text_field=text_field,
                        corpus=list(corpus))
    bar = ScanProgress(enabled=show_progress)
    try:
        result = find_contamination(questions, settings, workers=workers,
                                    engine="ray" if ray_address else engine, address=ray_address,
                                    started=bar.start, progress=bar.update)
    finally:
        bar.stop()
    if out is not None:
        write_result(out, result)
    clean = _clean_subset(run_folders, result) if run_folders else None
    if as_json:
        doc = result.to_json()
        if clean is not None:
            doc["clean_subset"] = clean.to_dict()
        click.echo(json.dumps(doc, ensure_ascii=False))
    else:
        print_result(result)
        if clean is not None:
            from psyexam.report.clean import clean_table
            from psyexam.ui.tables import print_tables

            print_tables([("", clean_table(clean))])
    return 130 if result.summary.partial else 0


def _clean_subset(folders: tuple[str, ...], result):
    """The runs rescored on the result's clean items; unreadable folders are named on stderr."""
    from psyexam.report.aggregate import Settings
    from psyexam.report.assemble import load_for_report
    from psyexam.report.clean import build_clean

    loaded = load_for_report(list(folders), 1)
    for e in loaded.errors:
        click.echo(f"psyexam: error: {e}", err=True)
    for w in loaded.warnings:
        click.echo(f"psyexam: warning: {w}", err=True)
    return build_clean(loaded.runs, result, Settings())
