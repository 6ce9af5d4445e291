"""Pairwise arenas: the judge compares two runs' answers to the same open question.

Each comparison is asked twice, with the answers in both orders. Agreeing
verdicts stand; disagreeing ones count as a tie and are reported as
inconsistent (position bias). A reply that cannot be read makes the whole
battle a judge failure: listed, and left out of the rankings. "Both bad"
counts as a tie in every ranking and is reported on its own.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import asdict, dataclass
from itertools import combinations
from pathlib import Path

from psyexam import __version__
from psyexam.errors import PsyexamError
from psyexam.judge.bias import bias_report
from psyexam.judge.calls import CallResult, JudgeOptions, ask, open_judge, stats_dict
from psyexam.judge.parse import parse_verdict
from psyexam.judge.rubrics import pairwise_fingerprint, pairwise_request
from psyexam.judge.source import AnsweredQA, RunAnswers, load_qa_answers
from psyexam.runs import ArenaFolder
from psyexam.stats.rankings import (
    Battle,
    bradley_terry,
    elo_bootstrap,
    points,
    win_matrix,
)


@dataclass(frozen=True)
class ArenaOptions:
    """Rating settings: Elo's K and initial rating, bootstrap rounds, interval level and seed."""

    k: float = 32.0
    initial: float = 1000.0
    bootstrap: int = 1000
    level: float = 0.95
    seed: int = 0


@dataclass
class Comparison:
    """One item judged for one pair of models, in both orders."""

    item: str
    model_a: str
    model_b: str
    forward: str | None   # verdict with A shown first: A, B, tie, both_bad
    backward: str | None  # verdict with B shown first, already mapped back to A/B
    outcome: str | None   # A, B, tie, both_bad; None for a judge failure
    inconsistent: bool
    error: str | None

    def battle(self) -> Battle | None:
        if self.outcome is None:
            return None
        winner = {"A": self.model_a, "B": self.model_b}.get(self.outcome)
        return Battle(self.model_a, self.model_b, winner)

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class ArenaResult:
    """Every comparison, the rankings and the counts of an arena."""

    folder: Path
    comparisons: list[Comparison]
    report: dict


@dataclass(frozen=True)
class _Pair:
    """One item to compare for two models, with both answers."""

    item: str
    model_a: str
    model_b: str
    question: str
    reference: str
    answer_a: str
    answer_b: str


def _pair(qa: AnsweredQA, qb: AnsweredQA, a: str, b: str) -> _Pair | str:
    """The comparison of two answers to one item, or why it cannot be made."""
    if qa.reference is None:
        return "no reference answer"
    if qa.answer is None or qb.answer is None:
        missing = [lab for lab, x in ((a, qa), (b, qb)) if x.answer is None]
        return f"no answer from {', '.join(missing)}"
    return _Pair(qa.id, a, b, qa.question, qa.reference, qa.answer, qb.answer)


def _labels(runs: list[RunAnswers]) -> list[str]:
    specs = [r.model for r in runs]
    return [s if specs.count(s) == 1 else f"{s}@{r.folder.name}" for s, r in zip(specs, runs)]


def _swap(v: str | None) -> str | None:
    return {"A": "B", "B": "A"}.get(v, v) if v is not None else None


async def arena_async(run_folders: list[Path], out: Path, judge: JudgeOptions,
                      opts: ArenaOptions = ArenaOptions()) -> ArenaResult:
    """Judge every shared QA item of every pair of runs in both orders; write and return the rankings."""
    started = time.time()
    if len(run_folders) < 2:
        raise PsyexamError("an arena needs at least two run folders")
    runs = [load_qa_answers(Path(f)) for f in run_folders]
    labels = _labels(runs)
    plan: list[_Pair] = []
    skipped: list[dict[str, str]] = []
    for (i, ra), (j, rb) in combinations(enumerate(runs), 2):
        b_items = rb.by_id()
        shared = [x for x in ra.items if x.id in b_items]
        if not shared:
            raise PsyexamError(f"{ra.folder} and {rb.folder} share no QA items")
        for qa in shared:
            pair = _pair(qa, b_items[qa.id], labels[i], labels[j])
            if isinstance(pair, str):
                skipped.append({"item": qa.id, "model_a": labels[i], "model_b": labels[j], "reason": pair})
            else:
                plan.append(pair)
    requests = []
    for p in plan:
        requests.append(pairwise_request(p.question, p.reference, p.answer_a, p.answer_b, judge.max_tokens, judge.seed))
        requests.append(pairwise_request(p.question, p.reference, p.answer_b, p.answer_a, judge.max_tokens, judge.seed))
    backend = open_judge(judge)
    try:
        replies, stats = await ask(backend, requests, Path(out), judge)
        identity = backend.identity()
    finally:
        await backend.aclose()
    comparisons = [_compare(p, replies[2 * n], replies[2 * n + 1]) for n, p in enumerate(plan)]
    report = arena_report(comparisons, opts)
    lengths = {(label, x.id): len(x.answer) for label, r in zip(labels, runs) for x in r.items if x.answer is not None}
    report["bias"] = bias_report((c.to_dict() for c in comparisons), lengths)
    report["skipped"] = skipped
    report["manifest"] = {
        "psyexam_version": __version__, "runs": [str(r.folder) for r in runs], "models": labels,
        "judge": {"spec": judge.judge, "identity": identity}, "options": judge.to_dict(),
        "arena": asdict(opts), "prompt_fingerprint": pairwise_fingerprint(),
        "wall_seconds": round(time.time() - started, 3), "calls": stats_dict(stats),
    }
    _write(Path(out), comparisons, report)
    return ArenaResult(Path(out), comparisons, report)


def arena(run_folders: list[Path], out: Path, judge: JudgeOptions, opts: ArenaOptions = ArenaOptions()) -> ArenaResult:
    """Synchronous wrapper around :func:`arena_async`."""
    return asyncio.run(arena_async(run_folders, out, judge, opts))


def _compare(p: _Pair, fwd: CallResult, bwd: CallResult) -> Comparison:
    item, a, b = p.item, p.model_a, p.model_b
    errors = []
    verdicts: list[str | None] = []
    for name, reply in (("A first", fwd), ("B first", bwd)):
        if reply.text is None:
            errors.append(f"{name}: judge call failed: {reply.error}")
            verdicts.append(None)
            continue
        parsed = parse_verdict(reply.text)
        if not parsed.ok:
            errors.append(f"{name}: {parsed.error}: {reply.text[:80]!r}")
        verdicts.append(parsed.value)
    forward, backward = verdicts[0], _swap(verdicts[1])
    if errors:
        return Comparison(item, a, b, forward, backward, None, False, "; ".join(errors))
    inconsistent = forward != backward
    return Comparison(item, a, b, forward, backward, "tie" if inconsistent else forward, inconsistent, None)


def arena_report(comparisons: list[Comparison], opts: ArenaOptions) -> dict:
    """Counts of outcomes, failures and inconsistencies, and the Elo / points / Bradley–Terry rankings."""
    battles = [b for b in (c.battle() for c in comparisons) if b is not None]
    counts = {k: sum(c.outcome == k for c in comparisons) for k in ("A", "B", "tie", "both_bad")}
    out: dict = {
        "comparisons": len(comparisons), "battles": len(battles), "outcomes": counts,
        "inconsistent": sum(c.inconsistent for c in comparisons),
        "judge_failures": [{"item": c.item, "model_a": c.model_a, "model_b": c.model_b, "error": c.error}
                           for c in comparisons if c.outcome is None],
    }
    out.update(rankings_dict(battles, opts))
    return out


def rankings_dict(battles: list[Battle], opts: ArenaOptions) -> dict:
    """Elo, points, Bradley–Terry and the win-fraction matrix of some battles (empty when there are none)."""
    if not battles:
        return {"elo": None, "points": None, "bradley_terry": None, "win_matrix": None}
    return {
        "elo": elo_bootstrap(battles, opts.k, opts.initial, opts.bootstrap, opts.level, opts.seed).to_dict(),
        "points": [p.to_dict() for p in points(battles)],
        "bradley_terry": bradley_terry(battles, opts.initial, opts.level).to_dict(),
        "win_matrix": win_matrix(battles).to_dict(),
    }


def _write(out: Path, comparisons: list[Comparison], report: dict) -> None:
    from psyexam.judge.plot import plot_win_matrix

    folder = ArenaFolder(out)
    folder.write((c.to_dict() for c in comparisons), report)
    if report.get("win_matrix"):
        plot_win_matrix(report["win_matrix"], folder.plot_path)
