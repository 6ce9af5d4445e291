"""``psyexam coverage``, ``psyexam generate`` and ``psyexam review``: concept-complete banks."""

from __future__ import annotations

import json
import re
from pathlib import Path

import click

from psyexam.cli.review_cmd import review

__all__ = ["coverage", "generate", "review"]


def _model_options(spec: str, max_tokens: int, seed: int, concurrency: int, timeout: float, backend_options: tuple[str, ...],
                   temperature: float = 0.0):
    from psyexam.cli.run_cmd import _parse_options
    from psyexam.concepts.backend import ModelOptions

    return ModelOptions(spec, max_tokens=max_tokens, temperature=temperature, seed=seed, concurrency=concurrency,
                        timeout=timeout, extra=_parse_options(backend_options))


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", text).strip("_") or "model"


@click.command()
@click.argument("spec")
@click.option("--concepts", "concepts_spec", required=True, help="Inventory: demo, or a .toml, .jsonl or .csv file.")
@click.option("--split", "splits", multiple=True, help="Only these splits of the bank (repeatable).")
@click.option("--subject", "subjects", multiple=True, help="Only these inventory subjects count as required (repeatable).")
@click.option("--classifier", default="lexical", show_default=True,
              help="For questions without a known concept label: lexical, or a model spec (the model picks among lexical candidates).")
@click.option("--ignore-labels", is_flag=True, help="Classify every question, even those the bank labels.")
@click.option("--runs", "run_folders", multiple=True, type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="Run folders of `psyexam run` on this bank: add accuracy spread per chapter and concept (repeatable).")
@click.option("--calls-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Where a model classifier's calls are stored (default: coverage/<model>).")
@click.option("--max-tokens", type=click.IntRange(min=1), default=64, show_default=True)
@click.option("--seed", type=int, default=1234, show_default=True)
@click.option("--concurrency", type=click.IntRange(min=1), default=4, show_default=True)
@click.option("--timeout", type=float, default=300.0, show_default=True)
@click.option("--backend-option", "backend_options", multiple=True, metavar="KEY=VALUE")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of tables.")
def coverage(spec: str, concepts_spec: str, splits: tuple[str, ...], subjects: tuple[str, ...], classifier: str,
             ignore_labels: bool, run_folders: tuple[Path, ...], calls_dir: Path | None, max_tokens: int, seed: int,
             concurrency: int, timeout: float, backend_options: tuple[str, ...], as_json: bool) -> None:
    """Concept coverage of the bank SPEC against an inventory, per subject and chapter (ConceptPsy Tables 1–4)."""
    from psyexam.bank.loaders import load_bank
    from psyexam.concepts.coverage import assign, lexical_classifier
    from psyexam.concepts.inventory_io import load_inventory
    from psyexam.concepts.spread import accuracy_spread
    from psyexam.errors import PsyexamError

    inventory = load_inventory(concepts_spec).select(subjects=subjects)
    bank = load_bank(spec)
    records = [q for q in bank.records if not splits or q.split in splits]
    if not records:
        raise PsyexamError(f"{spec}: no questions{' in split ' + ', '.join(splits) if splits else ''}")
    if classifier == "lexical":
        classify = lexical_classifier(inventory)
    else:
        from psyexam.concepts.classify import llm_classifier

        opts = _model_options(classifier, max_tokens, seed, concurrency, timeout, backend_options)
        classify = llm_classifier(inventory, opts, calls_dir or Path("coverage") / _slug(classifier))
    cov = assign(records, inventory, classify, use_labels=not ignore_labels)
    report = cov.to_dict()
    report["bank"], report["inventory"], report["classifier"] = spec, inventory.file, classifier
    report["records"] = len(records)
    if run_folders:
        from psyexam.report.load import load_run

        report["runs"] = {}
        for folder in run_folders:
            run = load_run(folder)
            outcome = {i.id: i.correct for i in run.items}
            report["runs"][run.name] = accuracy_spread(cov.assignments, outcome, inventory)
    if as_json:
        click.echo(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        from psyexam.ui.concepts import print_coverage

        for f in inventory.findings:
            click.echo(str(f), err=True)
        print_coverage(report)


generate = None  # replaced below
