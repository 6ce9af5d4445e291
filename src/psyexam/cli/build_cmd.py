"""``psyexam build``: turn crawled questions into a clean benchmark (ingest, clean, dedup, classify, split, all)."""

from __future__ import annotations

import json

import click

SPEC_HELP = "demo, a path, cpsyexam:PATH, hf:ID, or a CSV/JSONL file"


@click.group()
def build() -> None:
    """Turn crawled questions into a clean, leakage-free benchmark."""


@build.command()
@click.argument("spec")
@click.option("--threshold", type=click.FloatRange(0.0, 1.0, min_open=True), default=None,
              help="Least stem similarity (0–1) for a near duplicate [default: 0.85].")
@click.option("--json", "as_json", is_flag=True, help="Print clusters, conflicts and details as JSON.")
@click.option("--progress/--no-progress", "show_progress", default=None,
              help="Draw a progress bar [default: when stderr is a terminal].")
@click.option("--samples", type=click.IntRange(0), default=3, show_default=True,
              help="Sample clusters of each kind shown in the summary.")
def dedup(spec: str, threshold: float | None, as_json: bool, show_progress: bool | None, samples: int) -> int:
    """Find exact and near-duplicate questions in SPEC (all splits pooled).

    Exact duplicates differ only in spacing, punctuation, width, question numbering,
    source tags, option letters or option order; near duplicates also differ by a typo or
    two. Each cluster keeps one canonical record; clusters whose answers disagree are
    conflicts. SPEC: demo, a path, cpsyexam:PATH, hf:ID, or a CSV/JSONL file.
    """
    from psyexam.bank.loaders import load_bank
    from psyexam.build.dedup import DedupConfig, find_duplicates
    from psyexam.build.dedup_report import summary_lines, to_json
    from psyexam.ui.progress import RunProgress

    bank = load_bank(spec)
    config = DedupConfig() if threshold is None else DedupConfig(threshold=threshold)
    result = find_duplicates(bank.records, config, RunProgress(enabled=show_progress))
    if as_json:
        click.echo(json.dumps(to_json(result, bank.records, spec), ensure_ascii=False, indent=2))
    else:
        for line in summary_lines(result, bank.records, spec, samples):
            click.echo(line)
    return 0


def _add_pipeline_commands() -> None:
    from psyexam.cli.build_pipeline_cmd import COMMANDS

    for command in COMMANDS:
        build.add_command(command)


_add_pipeline_commands()
