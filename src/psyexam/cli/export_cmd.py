"""``psyexam export``: write a bank in formats other tools read (``sft``: fine-tuning data)."""

from __future__ import annotations

from pathlib import Path

import click


@click.group()
def export() -> None:
    """Export a bank for other tools."""


@export.command()
@click.argument("spec")
@click.option("--format", "fmt", type=click.Choice(["alpaca", "sharegpt", "openai-chat"]), required=True)
@click.option("--prompt", default="plain", show_default=True,
              help="Prompt template, as in evaluation: plain, expert, conceptpsy, or a TOML file.")
@click.option("--with-explanation", is_flag=True, help="Put the explanation before the answer line.")
@click.option("--split", default="train", show_default=True, help="Split to export (only train without --force).")
@click.option("--force", is_flag=True, help="Allow exporting an evaluation split (dev, test, reserved).")
@click.option("--out", required=True, type=click.Path(dir_okay=False, path_type=Path), help="JSONL file to write.")
def sft(spec: str, fmt: str, prompt: str, with_explanation: bool, split: str, force: bool, out: Path) -> int:
    """Fine-tuning rows from SPEC's train split (a build folder or any bank), with a dataset card."""
    from psyexam.build.sft import build_rows, load_source, write_card, write_rows

    source = load_source(spec, split=split, force=force)
    data = build_rows(source, fmt, prompt, with_explanation)
    write_rows(data, out)
    card = write_card(data, source, out, fmt, prompt, with_explanation)
    left_out = ", ".join(f"{why} {n}" for why, n in sorted(data.excluded.items()) if n) or "none"
    click.echo(f"wrote {len(data.rows)} {fmt} rows to {out} (left out: {left_out}); card: {card}")
    return 0
