"""``psyexam bank``: load, check, describe, export and show question banks."""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from psyexam.errors import BankError

SPEC_HELP = "demo, a path, cpsyexam:PATH, hf:ID, or a CSV/JSONL file"
_SEVERITY_ORDER = ("fatal", "error", "warning", "info")
_FILES_SHOWN = 8
_POSITIONS_SHOWN = 12


def _load(spec: str):
    from psyexam.bank.loaders import load_bank

    return load_bank(spec)


def _load_records(spec: str):
    """The bank, or a one-line ``BankError`` when none of its files could be read."""
    b = _load(spec)
    b.require_records()
    return b


def _console() -> Console:
    return Console(soft_wrap=True, highlight=False)


@click.group()
def bank() -> None:
    """Load, check, describe and export question banks."""


# -- check -------------------------------------------------------------------------------


@bank.command()
@click.argument("spec", default="demo")
@click.option("--strict", is_flag=True, help="Exit 1 when any error finding is present.")
@click.option("--json", "as_json", is_flag=True, help="Print every finding as JSON.")
def check(spec: str, strict: bool, as_json: bool) -> int:
    """Validate SPEC and list its findings.

    Exit code 2 if a file could not be read at all, 1 with --strict when any error was
    found, else 0. Records with an error finding are quarantined: kept but never used.
    """
    b = _load(spec)
    severities = Counter(f.severity.value for f in b.findings)
    usable, quarantined = len(b.usable()), len(b.quarantined())
    if as_json:
        click.echo(json.dumps({
            "spec": spec, "records": len(b.records), "files": len(b.files),
            "usable": usable, "quarantined": quarantined,
            "by_severity": {s: severities.get(s, 0) for s in _SEVERITY_ORDER},
            "by_code": dict(sorted(Counter(f.code for f in b.findings).items())),
            "findings": [f.to_dict() for f in b.findings],
        }, ensure_ascii=False, indent=2))
    else:
        _print_check(b, spec, usable, quarantined)
    if severities.get("fatal"):
        return 2
    return 1 if strict and severities.get("error") else 0


def _print_check(b, spec: str, usable: int, quarantined: int) -> None:
    console = _console()
    console.print(f"[bold]{spec}[/]: {len(b.records)} records in {len(b.files)} files; "
                  f"{usable} usable, {quarantined} quarantined")
    groups: dict[tuple[str, str], list] = defaultdict(list)
    for f in b.findings:
        groups[(f.code, f.severity.value)].append(f)
    if not groups:
        console.print("no findings")
        return
    order = sorted(groups, key=lambda k: (_SEVERITY_ORDER.index(k[1]), k[0]))
    table = Table("code", "severity", "findings", "files")
    for code, sev in order:
        table.add_row(code, sev, str(len(groups[(code, sev)])), str(len({f.file for f in groups[(code, sev)]})))
    console.print(table)
    for code, sev in order:
        _print_group(console, code, sev, groups[(code, sev)])


def _print_group(console: Console, code: str, sev: str, findings: list) -> None:
    console.print(f"\n[bold]{code}[/] ({sev}, {len(findings)})")
    if len(findings) <= 3 or sev == "fatal":
        for f in findings:
            console.print(f"  {f.where}{f' [{f.id}]' if f.id else ''}: {f.message}", markup=False)
        return
    by_file: dict[str, list] = defaultdict(list)
    for f in findings:
        by_file[f.file].append(f)
    files = sorted(by_file, key=lambda k: (-len(by_file[k]), k))
    for file in files[:_FILES_SHOWN]:
        fs = by_file[file]
        positions = [str(p) for p in dict.fromkeys(f.position for f in fs) if p is not None]
        more = f", … {len(positions) - _POSITIONS_SHOWN} more" if len(positions) > _POSITIONS_SHOWN else ""
        at = f": records {', '.join(positions[:_POSITIONS_SHOWN])}{more}" if positions else ""
        console.print(f"  {file} ({len(fs)}){at}", markup=False)
        console.print(f"    e.g. {fs[0].message}", markup=False)
    if len(files) > _FILES_SHOWN:
        rest = sum(len(by_file[k]) for k in files[_FILES_SHOWN:])
        console.print(f"  … {rest} more in {len(files) - _FILES_SHOWN} other files (--json lists all)")


# -- stats -------------------------------------------------------------------------------


@bank.command()
@click.argument("spec", default="demo")
@click.option("--json", "as_json", is_flag=True, help="Print the counts as JSON.")
def stats(spec: str, as_json: bool) -> int:
    """Count SPEC's records: part × type × split (the CPsyExam paper's Table 1), then labels."""
    from psyexam.bank.stats import compute

    s = compute(_load_records(spec))
    if as_json:
        click.echo(json.dumps(s.to_dict(), ensure_ascii=False, indent=2))
        return 0
    console = _console()
    console.print(_table1(s))
    for title, tally in (("exam", s.by_exam), ("CA category", s.by_ca_category),
                         ("subject", s.by_subject), ("chapter", s.by_chapter)):
        if tally:
            console.print(_tally_table(title, tally, s.splits))
    return 0


def _table1(s) -> Table:
    from psyexam.bank.stats import PARTS, TYPES

    table = Table("part", "type", *s.splits, "total", title="Records by part, type and split")
    for part in PARTS:
        for qtype in TYPES:
            row = [s.counts[sp][part][qtype] for sp in s.splits]
            if any(row):
                table.add_row(part, qtype, *map(str, row), str(sum(row)))
        row = [s.part_total(sp, part) for sp in s.splits]
        table.add_row(f"[bold]{part}[/]", "all", *map(str, row), str(sum(row)), end_section=True)
    table.add_row("[bold]all[/]", "", *(str(s.split_total(sp)) for sp in s.splits), str(s.total), end_section=True)
    table.add_row("usable", "", *(str(s.usable[sp]) for sp in s.splits), str(sum(s.usable.values())))
    table.add_row("quarantined", "", *(str(s.quarantined[sp]) for sp in s.splits),
                  str(sum(s.quarantined.values())))
    return table


def _tally_table(title: str, tally: dict, splits: list[str]) -> Table:
    table = Table(title, *splits, "total", title=f"Records by {title}")
    for label, per_split in tally.items():
        table.add_row(label, *(str(per_split.get(sp, 0)) for sp in splits), str(sum(per_split.values())))
    return table


# -- export and show ---------------------------------------------------------------------


@bank.command()
@click.argument("spec", default="demo")
@click.option("--out", "out", required=True, type=click.Path(dir_okay=False, path_type=Path),
              help="JSONL file to write.")
@click.option("--usable-only", is_flag=True, help="Leave quarantined records out.")
def export(spec: str, out: Path, usable_only: bool) -> int:
    """Write SPEC's records in psyexam's normalised JSONL format."""
    from psyexam.bank.export import write_jsonl

    b = _load_records(spec)
    records = b.usable() if usable_only else b.records
    write_jsonl(records, out)
    click.echo(f"wrote {len(records)} records to {out}")
    return 0


@bank.command()
@click.argument("spec", default="demo")
@click.option("--id", "rid", required=True, help="Record id.")
def show(spec: str, rid: str) -> int:
    """Show every record with this id (as a JSON list): all fields, provenance, findings about it."""
    from psyexam.bank.export import record_fields

    b = _load_records(spec)
    matches = [q for q in b.records if q.id == rid]
    if not matches:
        raise BankError(f"{spec}: no record with id {rid!r}")
    docs = []
    for q in matches:
        mine = [f.to_dict() for f in b.findings_about(q)]
        docs.append({"record": record_fields(q), "quarantined": b.is_quarantined(q), "findings": mine})
    click.echo(json.dumps(docs, ensure_ascii=False, indent=2))
    return 0
