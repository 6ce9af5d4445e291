"""``psyexam build ingest|clean|classify|split|all``: turn crawled questions into a benchmark.

Plain commands, added to the ``build`` group (see :data:`COMMANDS`). Each single-step
command reads and writes psyexam JSONL; held-back records go to ``OUT.held.jsonl`` and
findings to ``OUT.findings.jsonl`` beside the output.
"""

from __future__ import annotations

import json
from pathlib import Path

import click
from rich.console import Console

_OUT = click.Path(dir_okay=False, path_type=Path)


def _console() -> Console:
    return Console(soft_wrap=True, highlight=False)


def _side(out: Path, what: str) -> Path:
    return out.with_name(f"{out.stem}.{what}.jsonl")


def _write(out: Path, kept, held, findings) -> None:
    from psyexam.bank.export import write_jsonl

    write_jsonl(kept, out)
    write_jsonl(held, _side(out, "held"))
    with _side(out, "findings").open("w", encoding="utf-8") as f:
        for finding in findings:
            f.write(json.dumps(finding.to_dict(), ensure_ascii=False) + "\n")


def _summary(step: str, n_in: int, kept, held, findings, out: Path) -> None:
    from collections import Counter

    console = _console()
    console.print(f"[bold]{step}[/]: {n_in} records in, {len(kept)} kept, {len(held)} held back -> {out}")
    for code, n in Counter(f.code for f in findings).most_common():
        console.print(f"  {code}: {n}")
    shown = [f for f in findings if f.severity.value in ("fatal", "error")][:5]
    for f in shown:
        console.print(f"  [red]{f}[/]")


def _records(path: Path):
    from psyexam.build.pipeline import read_records

    if not path.exists():
        from psyexam.errors import PsyexamError

        raise PsyexamError(f"{path}: no such file")
    return read_records(path)


@click.command()
@click.argument("raw", nargs=-1, required=True)
@click.option("--out", required=True, type=_OUT, help="JSONL file of the ingested records.")
@click.option("--map", "maps", multiple=True, metavar="FIELD=NAME",
              help="Read FIELD (question, options, answer, explanation, subject, exam, source, type, id, "
                   "chapter, or an option letter) from column NAME (repeatable).")
def ingest(raw: tuple[str, ...], out: Path, maps: tuple[str, ...]) -> int:
    """Read crawled RAW files (JSON, JSONL, CSV, XLSX, TXT, DOCX, folders, bank specs) into records."""
    from psyexam.build.ingest import ingest as run_ingest
    from psyexam.build.ingest_fields import parse_overrides
    from psyexam.build.pipeline_steps import _partition

    result = run_ingest(list(raw), parse_overrides(maps))
    kept, held = _partition(result.records, result.findings)
    _write(out, kept, held, result.findings)
    _summary("ingest", len(result.records), kept, held, result.findings, out)
    return 0


@click.command()
@click.argument("src", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--out", required=True, type=_OUT)
def clean(src: Path, out: Path) -> int:
    """Normalise texts, strip numbers, source tags and option markers, then validate."""
    from psyexam.build.pipeline_steps import clean_step

    records = _records(src)
    step = clean_step(records)
    _write(out, step.records, step.held, step.findings)
    _summary("clean", len(records), step.records, step.held, step.findings, out)
    return 0


@click.command()
@click.argument("src", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--out", required=True, type=_OUT)
@click.option("--model", default=None, help="Backend spec asked about the cases the rules are unsure of.")
def classify(src: Path, out: Path, model: str | None) -> int:
    """Label KG/CA and the CA category by keyword rules; compare with source labels where present."""
    from psyexam.build.pipeline import BuildConfig
    from psyexam.build.pipeline_steps import classify_step

    records = _records(src)
    config = BuildConfig(folder=out.parent, inputs=(), model=model)
    step = classify_step(records, config, out.parent / f".{out.stem}-calls")
    _write(out, step.records, [], [])
    console = _console()
    meta = step.meta
    console.print(f"[bold]classify[/]: {meta['by_part']}, CA {meta['by_category']}, uncertain {meta['uncertain']}")
    for what, scores in (meta["agreement"] or {}).items():
        for s in scores:
            p = "–" if s["precision"] is None else f"{s['precision']:.3f}"
            r = "–" if s["recall"] is None else f"{s['recall']:.3f}"
            console.print(f"  {what} {s['label']}: precision {p}, recall {r} (source {s['support']}, "
                          f"rules {s['predicted']})")
    return 0


@click.command(name="split")
@click.argument("src", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--out", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Folder for bench/{train,dev,test}.jsonl and reserved/reserved.jsonl.")
@click.option("--dedup", "dedup_json", type=click.Path(dir_okay=False, exists=True, path_type=Path),
              help="dedup.json whose clusters stay whole (default: none).")
@click.option("--test-per-exam", type=click.IntRange(min=0), default=100, show_default=True)
@click.option("--dev-per-exam", type=click.IntRange(min=0), default=20, show_default=True)
@click.option("--reserved-per-exam", type=click.IntRange(min=0), default=20, show_default=True)
@click.option("--seed", type=int, default=1234, show_default=True)
def split_cmd(src: Path, out: Path, dedup_json: Path | None, seed: int, **quotas) -> int:
    """Split SRC into train/dev/test/reserved by exam and subject; print Table 1."""
    from psyexam.bank.bank import Bank
    from psyexam.bank.export import write_jsonl
    from psyexam.bank.stats import compute
    from psyexam.build.pipeline import split_files
    from psyexam.build.split import SplitConfig, split
    from psyexam.cli.bank_cmd import _table1

    records = _records(src)
    clusters = [c["ids"] for c in json.loads(dedup_json.read_text(encoding="utf-8"))["clusters"]] \
        if dedup_json else []
    result = split(records, clusters, SplitConfig(seed=seed, **quotas))
    for name, recs in split_files(result.splits).items():
        write_jsonl(recs, out / name)  # type: ignore[arg-type]
    console = _console()
    for f in result.findings:
        console.print(f"[yellow]{f}[/]")
    console.print(_table1(compute(Bank(spec=str(src), records=records))))
    return 0


@click.command(name="all")
@click.argument("config", type=click.Path(dir_okay=False, exists=True, path_type=Path))
@click.option("--progress/--no-progress", default=None, help="Show a progress bar (default: on a terminal).")
def all_cmd(config: Path, progress: bool | None) -> int:
    """Run ingest → clean → dedup → classify → split from CONFIG.toml; resumes finished steps."""
    from psyexam.build.pipeline import load_config, run_build
    from psyexam.ui.progress import RunProgress

    cfg = load_config(config)
    console = _console()
    metas = run_build(cfg, say=console.print, progress=RunProgress(enabled=progress))
    split = metas["split"]["table1"]["totals"]
    console.print(f"benchmark: {cfg.folder / 'bench'} ({', '.join(f'{k} {v}' for k, v in split.items())}); "
                  f"report: {cfg.folder / 'report.html'}")
    return 0


COMMANDS = (ingest, clean, classify, split_cmd, all_cmd)
"""The commands to add to the ``build`` group."""
