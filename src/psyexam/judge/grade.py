"""Grading a run's open answers with an LLM judge, and reading the grades back.

The judge's calls live in their own store inside the run folder
(``judge/results.sqlite``), so judging again asks only for missing
judgements. Results go to ``judge.jsonl`` (one line per QA item),
``judge_summary.json`` and ``judge_manifest.json`` beside the run's own files.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from psyexam import __version__
from psyexam.errors import PsyexamError
from psyexam.judge.calls import CallResult, JudgeOptions, ask, open_judge, stats_dict
from psyexam.judge.parse import Parsed, parse_dimensions, parse_score
from psyexam.judge.rubrics import Rubric, get_rubric
from psyexam.judge.source import AnsweredQA, load_qa_answers
from psyexam.judge.status import STATUSES
from psyexam.runs import RunFolder

SCORED, FAILED, ERROR, NO_ANSWER, NO_REFERENCE = STATUSES


@dataclass
class JudgedItem:
    """The judge's verdict on one answer; ``score`` is None unless ``status`` is ``scored``."""

    id: str
    subject: str | None
    status: str
    score: float | None
    dimensions: dict[str, int] | None
    reply: str | None
    error: str | None

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class Judgements:
    """What ``load_judgements`` returns: the judged items of a run and how they were judged."""

    folder: Path
    model: str
    judge: str
    rubric: str
    scale: tuple[float, float]
    items: list[JudgedItem]
    summary: dict
    manifest: dict = field(default_factory=dict)

    def scores(self) -> dict[str, float]:
        """Item id -> score, for the scored items only."""
        return {i.id: i.score for i in self.items if i.score is not None}

    def failures(self) -> list[JudgedItem]:
        """Items the judge could not score (unreadable reply or failed call)."""
        return [i for i in self.items if i.status in (FAILED, ERROR)]


async def judge_run_async(folder: Path, opts: JudgeOptions, rubric: str | Rubric = "score100") -> Judgements:
    """Judge every QA answer of the run in ``folder`` with a rubric (name, file or object); writes the judge files."""
    started = time.time()
    rb = rubric if isinstance(rubric, Rubric) else get_rubric(rubric)
    run = load_qa_answers(Path(folder))
    todo = [(a, ref, answer) for a in run.items
            if (ref := a.reference) is not None and (answer := a.answer) is not None]
    requests = [rb.request(a.question, ref, answer, opts.max_tokens, opts.seed) for a, ref, answer in todo]
    backend = open_judge(opts)
    try:
        replies, stats = await ask(backend, requests, RunFolder(run.folder).judge_dir, opts)
        identity = backend.identity()
    finally:
        await backend.aclose()
    by_id = {a.id: r for (a, _, _), r in zip(todo, replies)}
    items = [_judged(a, by_id.get(a.id), rb) for a in run.items]
    summary = summarise_judgements(items, rb)
    summary.update(model=run.model, judge=opts.judge, rubric=rb.name)
    manifest = {
        "psyexam_version": __version__,
        "run_folder": str(run.folder), "run_key": run.run_key, "model": run.model,
        "judge": {"spec": opts.judge, "identity": identity}, "options": opts.to_dict(),
        "rubric": rb.manifest(),
        "finished": datetime.now(UTC).isoformat(timespec="seconds"),
        "wall_seconds": round(time.time() - started, 3), "calls": stats_dict(stats),
    }
    RunFolder(run.folder).write_judgements((i.to_dict() for i in items), summary, manifest)
    return Judgements(run.folder, run.model, opts.judge, rb.name, (rb.low, rb.high), items, summary, manifest)


def judge_run(folder: Path, opts: JudgeOptions, rubric: str | Rubric = "score100") -> Judgements:
    """Synchronous wrapper around :func:`judge_run_async`."""
    return asyncio.run(judge_run_async(folder, opts, rubric))


def _judged(a: AnsweredQA, reply: CallResult | None, rb: Rubric) -> JudgedItem:
    def item(status: str, *, error: str | None = None, text: str | None = None, score: float | None = None,
             dimensions: dict[str, int] | None = None) -> JudgedItem:
        return JudgedItem(id=a.id, subject=a.subject, status=status, score=score, dimensions=dimensions,
                          reply=text, error=error)

    if a.reference is None:
        return item(NO_REFERENCE, error="the split hides the reference answer")
    if a.answer is None:
        return item(NO_ANSWER, error=f"the model gave no answer: {a.error}")
    if reply is None or reply.text is None:
        return item(ERROR, error=reply.error if reply is not None else "not answered")
    if rb.rated:
        dims = parse_dimensions(reply.text, rb.rated)
        if dims.value is None:
            return item(FAILED, error=dims.error, text=reply.text)
        return item(SCORED, score=rb.score(dims.value), dimensions=dims.value, text=reply.text)
    parsed = parse_score(reply.text, rb.low, rb.high)
    if parsed.value is not None and rb.dimensions[0].levels and parsed.value not in rb.dimensions[0].values():
        parsed = Parsed(None, f"score {parsed.value:g} is not one of the levels {rb.dimensions[0].values()}")
    if parsed.value is None:
        return item(FAILED, error=parsed.error, text=reply.text)
    return item(SCORED, score=float(parsed.value), text=reply.text)


def scored_scores(items: Iterable[JudgedItem]) -> list[float]:
    """The scores of the items with status ``scored``.

    Raises PsyexamError for a scored item without a score rather than leave it
    out (:func:`psyexam.judge.check.check_judgements` refuses such files first).
    """
    return [_required(i, i.score, "a score") for i in items if i.status == SCORED]


def dimension_scores(items: Iterable[JudgedItem], key: str) -> list[float]:
    """The ``key`` dimension's scores of the scored items (PsyexamError for one without it)."""
    return [_required(i, (i.dimensions or {}).get(key), f"a {key} score") for i in items if i.status == SCORED]


def _required(i: JudgedItem, value: float | None, what: str) -> float:
    if value is None:
        raise PsyexamError(f"item {i.id}: scored but without {what}")
    return value


def summarise_judgements(items: list[JudgedItem], rb: Rubric, seed: int = 0) -> dict:
    """Counts by status, the mean score with a bootstrap interval, per-dimension means, and the failures."""
    from psyexam.stats import bootstrap_mean

    scored = [i for i in items if i.status == SCORED]
    counts = {s: sum(i.status == s for i in items) for s in (SCORED, FAILED, ERROR, NO_ANSWER, NO_REFERENCE)}
    out: dict = {
        "n_items": len(items), "counts": counts,
        "judge_failures": counts[FAILED] + counts[ERROR],
        "scale": [rb.low, rb.high],
        "mean": bootstrap_mean(scored_scores(scored), seed=seed).to_dict(),
    }
    if rb.rated:
        out["dimensions"] = {
            d.key: bootstrap_mean(dimension_scores(scored, d.key), seed=seed).to_dict()
            for d in rb.rated
        }
    out["not_scored"] = [{"id": i.id, "status": i.status, "error": i.error} for i in items if i.status != SCORED]
    return out


def load_judgements(run_folder: Path) -> Judgements | None:
    """The judge's grades of a run folder, or None when the run has not been judged.

    Raises PsyexamError when the judge files exist but cannot be read.
    """
    rf = RunFolder(run_folder)
    if not rf.is_judged():
        return None
    summary = rf.read_judge_summary()
    manifest = rf.read_judge_manifest()
    items = []
    for n, line in rf.judgement_lines():
        try:
            items.append(JudgedItem(**json.loads(line)))
        except (json.JSONDecodeError, TypeError) as e:
            raise PsyexamError(f"{rf.judgements_path}, line {n}: unreadable judgement ({e})") from None
    scale = tuple(summary.get("scale") or (0, 100))
    return Judgements(rf.path, summary.get("model", "?"), summary.get("judge", "?"), summary.get("rubric", "?"),
                      (float(scale[0]), float(scale[1])), items, summary, manifest)
