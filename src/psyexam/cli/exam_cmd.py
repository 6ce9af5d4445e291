"""``psyexam exam``: take an exam from a psyexam server with any backend."""

from __future__ import annotations

import os
from pathlib import Path

import click

from psyexam.errors import PsyexamError
from psyexam.run.config import DEFAULT_MODEL


@click.group()
def exam() -> None:
    """Take exams that a `psyexam server` hands out one question at a time."""


@exam.command()
@click.argument("url")
@click.option("--model", default=DEFAULT_MODEL, show_default=True, help="Backend spec, as for psyexam run.")
@click.option("--size", type=click.IntRange(min=1), required=True, help="Questions in the exam.")
@click.option("--name", default=None, help="The model's name on the leaderboard (default: the spec).")
@click.option("--token-env", default="PSYEXAM_TOKEN", show_default=True,
              help="Environment variable holding the organisation's token.")
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Run folder (default: runs/exam_<model>); the same folder resumes the same exam.")
@click.option("--prompt", default="plain", show_default=True, help="Prompt template: plain, expert, conceptpsy, or a TOML file.")
@click.option("--pool-bank", default=None, help="A bank whose train answers the 'majority' baseline counts (e.g. demo).")
@click.option("--timeout", type=float, default=120.0, show_default=True, help="Seconds per API call.")
@click.option("--json", "as_json", is_flag=True, help="Print the server's final status and score as JSON.")
def take(url: str, model: str, size: int, name: str | None, token_env: str, out: Path | None, prompt: str,
         pool_bank: str | None, timeout: float, as_json: bool) -> None:
    """Take an exam at URL: create it, then answer its questions one by one (resumable)."""
    import asyncio
    import json
    import re

    from psyexam.remote.take import Answered, TakeOptions
    from psyexam.remote.take import take as take_exam

    token = os.environ.get(token_env, "").strip()
    if not token:
        raise PsyexamError(f"no token: set {token_env} to the organisation's token from `psyexam server add-org`")
    folder = out or Path("runs") / ("exam_" + re.sub(r"[^\w.-]+", "-", model).strip("-")[:60])
    opts = TakeOptions(url=url, model=model, size=size, out=folder, name=name, prompt=prompt,
                       pool_bank=pool_bank, timeout=timeout)

    def shown(a: Answered, total: int) -> None:
        click.echo(f"[{a.index + 1}/{total}] {a.prediction or '(unparsed)'}", err=True)

    final = asyncio.run(take_exam(opts, token, on_answer=shown))
    if as_json:
        click.echo(json.dumps(final, ensure_ascii=False, indent=2))
        return
    overall = (final.get("score") or {}).get("overall") or {}
    click.echo(f"exam {final['exam_id']}: {final['status']}, {final['answered']}/{final['size']} answered; "
               f"accuracy {overall.get('accuracy')} (95% CI {overall.get('accuracy_ci95')}), "
               f"exam credit {overall.get('exam_credit_mean')}, unparsed {overall.get('unparsed')}; saved in {folder}")
