"""``psyexam rescore``: re-read saved responses with the current answer extractor."""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

import click

from psyexam.errors import PsyexamError

if TYPE_CHECKING:
    from psyexam.score.metrics import Summary


@click.command()
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option("--out", "out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write the rescored lines here (default: standard output).")
def rescore(path: Path, out: Path | None) -> int:
    """Re-read the responses in PATH with the current extractor and score them.

    PATH is a JSONL file of {id, question_type, options, response, answer} lines
    (answer like "AC", or null where hidden), or a run folder. Writes one
    {id, prediction, correct, extraction} line per response; the summary goes to
    standard error. Bad lines are reported by line and field, and make the
    command fail after the good lines are written.
    """
    if path.is_dir():
        return _rescore_run(path, out)
    return _rescore_file(path, out)


def _rescore_run(path: Path, out: Path | None) -> int:
    try:
        from psyexam.run.rescore import rescore_run
    except ModuleNotFoundError as e:
        if e.name in ("psyexam.run", "psyexam.run.rescore"):
            raise PsyexamError("rescoring a run folder needs psyexam.run") from None
        raise
    from rich.console import Console

    from psyexam.ui.summary import print_summary

    summary = rescore_run(path, out)
    if isinstance(summary, dict):  # the run stage may be a plug-in that prints its own
        print_summary(summary, console=Console(stderr=True), folder=str(path))
    return 0


def _rescore_file(path: Path, out: Path | None) -> int:
    from psyexam.score.metrics import summarise_by
    from psyexam.score.responses import BadLine, read_lines, rescore_line

    results, bad = [], 0
    try:
        with _open_out(out) as sink:
            for item in read_lines(path):
                if isinstance(item, BadLine):
                    click.echo(f"psyexam: {item.message}", err=True)
                    bad += 1
                    continue
                r = rescore_line(item)
                results.append(r)
                sink.write(json.dumps(r.to_dict(), ensure_ascii=False) + "\n")
    except UnicodeDecodeError as e:
        raise PsyexamError(f"{path}: not UTF-8 text ({e.reason} at byte {e.start})") from None
    except OSError as e:
        raise PsyexamError(f"{e.filename or path}: {e.strerror}") from None

    scored = [(r.qtype.value, r.score) for r in results if r.score is not None]
    _echo_summary(path, summarise_by([("all", s) for _, s in scored]).get("all"), summarise_by(scored),
                  hidden=len(results) - len(scored), bad=bad)
    if bad:
        raise PsyexamError(f"{bad} bad line(s) in {path} (reported above); the other {len(results)} were rescored")
    return 0


@contextmanager
def _open_out(out: Path | None) -> Iterator[TextIO]:
    """Standard output, or a file opened for writing and closed afterwards."""
    if out is None:
        yield sys.stdout
        return
    with out.open("w", encoding="utf-8") as f:
        yield f


def _pct(x: float) -> str:
    return "n/a" if math.isnan(x) else f"{100 * x:.1f}%"


def _echo_summary(path: Path, total: Summary | None, by_type: dict[str, Summary], hidden: int, bad: int) -> None:
    n = total.n if total else 0
    head = f"rescored {path}: {n} scored"
    if total:
        head += f", {total.correct} correct ({_pct(total.accuracy)}), {total.unparsed} unparsed"
    click.echo(head, err=True)
    for qtype in ("single", "multi"):
        s = by_type.get(qtype)
        if s is None:
            continue
        line = f"  {qtype:<6} n={s.n} correct={s.correct} accuracy={_pct(s.accuracy)} unparsed={s.unparsed}"
        if qtype == "multi":
            line += f" exam_credit={s.exam_credit_mean:.3f} f1={s.f1_mean:.3f}"
        click.echo(line, err=True)
    if hidden:
        click.echo(f"  {hidden} without a gold answer: predicted, not scored", err=True)
    if bad:
        click.echo(f"  {bad} bad line(s) not rescored", err=True)
