"""``psyexam review``: expert review of generated candidates, and publishing the accepted ones."""

from __future__ import annotations

import json
from pathlib import Path

import click

from psyexam.errors import PsyexamError

_DIR = click.argument("folder", type=click.Path(exists=True, file_okay=False, path_type=Path))


def _db(folder: Path):
    from psyexam.concepts.generate import load_generation
    from psyexam.concepts.review_db import ReviewDB

    load_generation(folder)  # a one-line error when FOLDER is no generation folder
    return ReviewDB.open(folder)


@click.group()
def review() -> None:
    """Review generated questions (export/import sheets, decide, status) and publish the accepted ones."""


@review.command()
@_DIR
@click.option("--add", "names", multiple=True, help="Register a reviewer (repeatable).")
@click.option("--adjudicator", is_flag=True, help="The added reviewers may settle the adjudication queue.")
@click.option("--required", type=click.IntRange(min=1), default=None, help="Reviewers who must agree (default 3).")
def reviewers(folder: Path, names: tuple[str, ...], adjudicator: bool, required: int | None) -> None:
    """List or add reviewers; set how many must agree."""
    with _db(folder) as db:
        for n in names:
            db.add_reviewer(n.strip(), adjudicator)
        if required is not None:
            db.set_required(required)
        click.echo(f"required agreement: {db.required}")
        for r in db.reviewers():
            click.echo(f"{r.name}{' (adjudicator)' if r.adjudicator else ''}")


@review.command("export")
@_DIR
@click.option("--out", required=True, type=click.Path(dir_okay=False, path_type=Path), help="SHEET.xlsx or SHEET.csv")
@click.option("--open-only", is_flag=True, help="Only candidates not yet settled.")
def export_cmd(folder: Path, out: Path, open_only: bool) -> None:
    """Write a review sheet for offline reviewers."""
    from psyexam.concepts.sheet import export_sheet

    with _db(folder) as db:
        n = export_sheet(db, out, open_only)
    click.echo(f"{out}: {n} candidates")


@review.command("import")
@_DIR
@click.argument("sheet", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--reviewer", required=True, help="Who filled the sheet (rows may name another registered reviewer).")
@click.option("--replace", is_flag=True, help="Let rows change the reviewer's earlier decisions.")
def import_cmd(folder: Path, sheet: Path, reviewer: str, replace: bool) -> None:
    """Read a filled-in review sheet back (all or nothing when a row is in error)."""
    from psyexam.concepts.sheet import import_sheet

    with _db(folder) as db:
        result = import_sheet(db, sheet, reviewer, replace)
        for f in result.findings:
            click.echo(str(f), err=True)
        if result.errors:
            first = result.errors[0]
            raise PsyexamError(f"{first.where}: {first.message} ({len(result.errors)} errors in all); nothing imported")
    click.echo(f"{sheet}: {result.applied} decisions recorded, {result.skipped} rows skipped, "
               f"{len(result.findings)} conflicts")


@review.command()
@_DIR
@click.argument("candidate_id")
@click.option("--reviewer", required=True)
@click.option("--accept", "verdict", flag_value="accept")
@click.option("--reject", "verdict", flag_value="reject")
@click.option("--edit", "edit_file", type=click.Path(exists=True, dir_okay=False, path_type=Path), default=None,
              help="A JSON or TOML file with the changed fields (question, options, answer, explanation).")
@click.option("--checklist", default=None,
              help="Checklist items that pass, comma-separated (concept_sound, question_sound, matches_concept, "
                   "options_match_concept, one_correct); accept and edit default to all.")
@click.option("--comment", default=None)
@click.option("--adjudicate", is_flag=True, help="Settle the candidate as adjudicator.")
def decide(folder: Path, candidate_id: str, reviewer: str, verdict: str | None, edit_file: Path | None,
           checklist: str | None, comment: str | None, adjudicate: bool) -> None:
    """Record one reviewer's decision on one candidate."""
    from psyexam.concepts.review import DecisionInput, checklist_from
    from psyexam.concepts.review import decide as record

    if edit_file is not None and verdict is not None or edit_file is None and verdict is None:
        raise PsyexamError("give exactly one of --accept, --reject or --edit FILE")
    verdict = verdict or "edit"
    edit = _read_edit(edit_file) if edit_file is not None else None
    marks = checklist_from([x.strip() for x in checklist.split(",") if x.strip()] if checklist is not None else None, verdict)
    with _db(folder) as db:
        row = record(db, DecisionInput(candidate_id, reviewer, verdict, marks, edit, comment, adjudicate))
        click.echo(f"{row.id}: {row.status} (version {row.version})")


def _read_edit(path: Path) -> dict:
    import tomllib

    text = path.read_text(encoding="utf-8")
    try:
        data = tomllib.loads(text) if path.suffix.lower() == ".toml" else json.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as e:
        raise PsyexamError(f"{path}: not a readable edit: {e}") from None
    if not isinstance(data, dict):
        raise PsyexamError(f"{path}: an edit is an object with question, options, answer or explanation")
    return data


@review.command()
@_DIR
@click.option("--json", "as_json", is_flag=True)
def status(folder: Path, as_json: bool) -> None:
    """Review progress, the adjudication queue and agreement among reviewers (Cohen's or Fleiss' kappa)."""
    from psyexam.concepts.review import progress

    with _db(folder) as db:
        p = progress(db)
    if as_json:
        click.echo(json.dumps(p, ensure_ascii=False, indent=2))
        return
    click.echo(f"{p['candidates']} candidates; {p['required']} reviewers must agree")
    click.echo("status: " + ", ".join(f"{k} {v}" for k, v in sorted(p["status"].items())))
    click.echo("automatic checks: " + ", ".join(f"{k} {v}" for k, v in sorted(p["auto_status"].items())))
    for name, r in p["reviewers"].items():
        click.echo(f"  {name}: {r['decisions']} decisions{' (adjudicator)' if r['adjudicator'] else ''}")
    click.echo(f"adjudication queue: {', '.join(p['adjudication_queue']) or 'empty'}")
    a = p["agreement"] or {}
    if "kappa" in a:
        click.echo(f"agreement: {a['method']} kappa {a['kappa']} ({a['reading']}), {a['n_units']} candidates, "
                   f"{a['n_raters']} reviewers")
    elif a:
        click.echo(f"agreement: {a.get('note')}")


@review.command()
@_DIR
@click.option("--out", required=True, type=click.Path(file_okay=False, path_type=Path), help="Bank folder to write.")
@click.option("--concepts", "concepts_spec", default=None, help="Inventory (default: the one the generation used).")
@click.option("--seed", type=int, default=1234, show_default=True, help="Seed of the split assignment.")
def publish(folder: Path, out: Path, concepts_spec: str | None, seed: int) -> None:
    """Write the accepted questions as a bank (dev/valid/test JSONL) with a Markdown card."""
    from psyexam.concepts.generate import load_generation
    from psyexam.concepts.inventory_io import load_inventory
    from psyexam.concepts.publish import publish as write_bank

    manifest, _ = load_generation(folder)
    spec = concepts_spec or manifest.get("inventory")
    if not spec:
        raise PsyexamError(f"{folder}: the manifest names no inventory; give --concepts")
    inventory = load_inventory(spec)
    wanted = manifest.get("concepts")
    if wanted and not concepts_spec:
        inventory = inventory.select(ids=wanted)
    with _db(folder) as db:
        result = write_bank(db, inventory, out, seed)
    click.echo(f"{out}: {sum(result.splits.values())} questions ({result.splits}); card {result.card}")
    if result.missing:
        click.echo(f"not 100% coverage: {len(result.missing)} concepts lack an accepted question", err=True)
