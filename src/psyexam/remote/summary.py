"""Reading back a remote exam's run folder for reports: the server's score, as plain text."""

from __future__ import annotations

import json
from pathlib import Path

from psyexam.errors import PsyexamError
from psyexam.remote.files import EXAM_SCORE, EXAM_STATE


def is_exam_folder(folder: str | Path) -> bool:
    """True for a folder written by ``psyexam exam take`` (it has an exam score or state, no run manifest)."""
    path = Path(folder)
    return ((path / EXAM_SCORE).is_file() or (path / EXAM_STATE).is_file()) and not (path / "manifest.json").exists()


def load_exam_score(folder: str | Path) -> dict:
    """The saved final status of the exam (an exam still being taken has only its state)."""
    path = Path(folder)
    target = path / EXAM_SCORE if (path / EXAM_SCORE).is_file() else path / EXAM_STATE
    try:
        return json.loads(target.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise PsyexamError(f"{target}: not a readable exam file ({e})") from None


def exam_lines(folder: str | Path, doc: dict) -> list[str]:
    """One line per group of the score (overall, types, parts, subjects), or a note when unfinished."""
    score = doc.get("score")
    if not score:
        return [f"{folder}: remote exam {doc.get('exam_id')} not finished; `psyexam exam take` again resumes it"]
    lines = [f"{folder}: remote exam {doc['exam_id']} of {doc.get('model')}, {doc['answered']}/{doc['size']} answered"
             + (" (time ran out)" if doc.get("expired") else "")]
    header = f"  {'group':<28} {'n':>5} {'acc':>7} {'95% CI':>17} {'credit':>7} {'F1':>6} {'unparsed':>8}"
    lines.append(header)
    groups = [("overall", score["overall"])]
    for block in ("by_type", "by_part", "by_subject"):
        groups += [(f"{block[3:]}: {k}", v) for k, v in score.get(block, {}).items()]
    for name, g in groups:
        ci = g.get("accuracy_ci95") or [float("nan")] * 2
        lines.append(f"  {name[:28]:<28} {g['n']:>5} {_num(g.get('accuracy')):>7} {f'[{_num(ci[0])}, {_num(ci[1])}]':>17} "
                     f"{_num(g.get('exam_credit_mean')):>7} {_num(g.get('f1_mean')):>6} {g.get('unparsed', 0):>8}")
    return lines


def _num(x: float | None) -> str:
    return "—" if x is None or x != x else f"{x:.3f}"
