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


@click.command()
@click.option("--concepts", "concepts_spec", required=True, help="Inventory: demo, or a .toml, .jsonl or .csv file.")
@click.option("--model", "model_spec", required=True, help="Backend spec of the question writer, e.g. llama:default, openai:MODEL.")
@click.option("--out", "out", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Generation folder (resumable: calls, candidates, review database).")
@click.option("--per-concept", type=click.IntRange(min=1), default=4, show_default=True, help="Questions per concept.")
@click.option("--types", "types", multiple=True, type=click.Choice(["calculation", "theory", "case"]),
              help="Allowed prompt types (repeatable; default: each concept's own).")
@click.option("--concept", "concept_ids", multiple=True, help="Only these concept ids (repeatable).")
@click.option("--subject", "subjects", multiple=True, help="Only these subjects (repeatable).")
@click.option("--against", default=None, help="A bank spec: candidates that nearly repeat one of its questions are rejected.")
@click.option("--checker", default=None, help="A second model that answers each candidate blind; disagreements are flagged.")
@click.option("--k", "k", type=click.IntRange(min=1), default=1, show_default=True, help="Checker answers per candidate.")
@click.option("--threshold", type=float, default=None, help="Least lexical concept score (default: the documented 0.5).")
@click.option("--max-tokens", type=click.IntRange(min=1), default=1024, show_default=True, help="Writer's reply budget per call.")
@click.option("--checker-max-tokens", type=click.IntRange(min=1), default=16, show_default=True)
@click.option("--temperature", type=float, default=0.0, show_default=True)
@click.option("--seed", type=int, default=1234, show_default=True, help="Decoding seed, and the seed of option shuffling.")
@click.option("--concurrency", type=click.IntRange(min=1), default=4, show_default=True)
@click.option("--timeout", type=float, default=600.0, show_default=True)
@click.option("--backend-option", "backend_options", multiple=True, metavar="KEY=VALUE")
@click.option("--json", "as_json", is_flag=True, help="Print every candidate as JSON.")
def generate(concepts_spec: str, model_spec: str, out: Path, per_concept: int, types: tuple[str, ...],
             concept_ids: tuple[str, ...], subjects: tuple[str, ...], against: str | None, checker: str | None, k: int,
             threshold: float | None, max_tokens: int, checker_max_tokens: int, temperature: float, seed: int,
             concurrency: int, timeout: float, backend_options: tuple[str, ...], as_json: bool) -> None:
    """Generate questions for the inventory's concepts with a model, check them automatically, and open them for review."""
    from psyexam.concepts.generate import GenerateOptions
    from psyexam.concepts.generate import generate as run_generation
    from psyexam.concepts.inventory_io import load_inventory
    from psyexam.concepts.lexical import THRESHOLD

    inventory = load_inventory(concepts_spec).select(subjects=subjects, ids=concept_ids)
    for f in inventory.findings:
        click.echo(str(f), err=True)
    against_records = []
    if against:
        from psyexam.bank.loaders import load_bank

        against_records = load_bank(against).records
    model = _model_options(model_spec, max_tokens, seed, concurrency, timeout, backend_options, temperature)
    checker_opts = _model_options(checker, checker_max_tokens, seed, concurrency, timeout, backend_options) if checker else None
    opts = GenerateOptions(per_concept=per_concept, types=types, seed=seed,
                           threshold=THRESHOLD if threshold is None else threshold, against=against_records,
                           against_spec=against, checker=checker_opts, k=k)
    result = run_generation(inventory, model, opts, out)
    if as_json:
        click.echo(json.dumps(result.summary(), ensure_ascii=False, indent=2))
    else:
        from psyexam.ui.concepts import print_generation

        print_generation(result.manifest, str(out), result.summary()["candidates"])
