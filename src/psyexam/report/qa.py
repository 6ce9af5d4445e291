"""Open-QA judge scores of one run: mean with intervals, per subject and dimension, failures listed.

The judge's grades (``judge.jsonl``) are the source: means and intervals are
recomputed from the scored items with the report's level, resamples and seed.
Items the judge could not score (unreadable reply, failed call) and items
that could not be judged (no answer, hidden reference) are listed and kept
out of the mean, never scored as 0; the denominator statement says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from psyexam.judge.check import dimension_keys
from psyexam.judge.grade import dimension_scores, scored_scores
from psyexam.judge.status import STATUSES
from psyexam.report.load import Run
from psyexam.stats import Interval, bootstrap_mean
from psyexam.stats.intervals import json_safe

if TYPE_CHECKING:
    from psyexam.judge import JudgedItem, Judgements

SCORED, FAILED, ERROR, NO_ANSWER, NO_REFERENCE = STATUSES
NO_SUBJECT = "(no subject)"


@dataclass(frozen=True)
class QAGroup:
    """The judge scores of one subject: QA items, how many were scored, their mean."""

    key: str
    items: int
    scored: int
    failures: int
    mean: Interval

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return json_safe({"key": self.key, "items": self.items, "scored": self.scored,
                          "judge_failures": self.failures, "mean": self.mean.to_dict()})


@dataclass(frozen=True)
class NotScored:
    """A QA item without a judge score, and why."""

    id: str
    subject: str | None
    status: str
    reason: str
    reply: str | None = None


@dataclass
class QAJudgeReport:
    """The "Open QA (LLM judge)" block of one run (CPsyExam Table 3: mean judge score)."""

    judge: str
    judge_identity: dict[str, Any]
    rubric: str
    rubric_fingerprint: str | None
    scale: tuple[float, float]
    counts: dict[str, int]
    mean: Interval
    subjects: list[QAGroup]
    dimensions: dict[str, Interval]
    failures: list[NotScored]
    not_judged: list[NotScored]
    notes: list[str] = field(default_factory=list)

    @property
    def n_items(self) -> int:
        """QA items in the judge's file, whatever their status."""
        return sum(self.counts.values())

    @property
    def judge_failures(self) -> int:
        """Unreadable replies plus failed judge calls."""
        return self.counts[FAILED] + self.counts[ERROR]

    @property
    def rubric_label(self) -> str:
        """The rubric's name with its prompt fingerprint, e.g. ``score100 (prompt 6080a991fa02)``."""
        return self.rubric + (f" (prompt {self.rubric_fingerprint})" if self.rubric_fingerprint else "")

    def statement(self) -> str:
        """What the mean is taken over, e.g. "mean over 48 scored of 50 QA items; 2 judge failures listed"."""
        parts = [f"mean over {self.counts[SCORED]} scored of {self.n_items} QA items"]
        if not self.judge_failures:
            parts.append("no judge failures")
        else:
            parts.append(f"{self.judge_failures} judge failure{'s' * (self.judge_failures != 1)} listed "
                         f"({self.counts[FAILED]} unreadable replies, {self.counts[ERROR]} failed calls)")
        if self.counts[NO_ANSWER]:
            parts.append(f"{self.counts[NO_ANSWER]} without an answer from the model")
        if self.counts[NO_REFERENCE]:
            parts.append(f"{self.counts[NO_REFERENCE]} without a reference answer")
        if self.counts[SCORED] < self.n_items:
            parts.append("none of these is scored as 0")
        return "; ".join(parts)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict (the run's ``qa_judge`` key)."""
        def rows(xs: list[NotScored]) -> list[dict[str, Any]]:
            return [{"id": x.id, "subject": x.subject, "status": x.status, "reason": x.reason, "reply": x.reply}
                    for x in xs]

        return json_safe({
            "judge": self.judge, "judge_identity": self.judge_identity, "rubric": self.rubric,
            "rubric_fingerprint": self.rubric_fingerprint, "scale": list(self.scale),
            "n_items": self.n_items, "counts": self.counts, "judge_failures": self.judge_failures,
            "mean": self.mean.to_dict(), "statement": self.statement(),
            "by_subject": [g.to_dict() for g in self.subjects],
            "dimensions": {k: v.to_dict() for k, v in self.dimensions.items()},
            "failures": rows(self.failures), "not_judged": rows(self.not_judged), "notes": self.notes,
        })


def judge_mean(j: Judgements, level: float = 0.95, resamples: int = 10000, seed: int = 0) -> Interval:
    """The mean score of the scored items with its bootstrap interval (the leaderboard's QA cell)."""
    return bootstrap_mean(scored_scores(j.items), level=level, n_resamples=resamples, seed=seed)


def build_qa_judge(run: Run, level: float = 0.95, resamples: int = 10000, seed: int = 0) -> QAJudgeReport | None:
    """The judge block of ``run``, or None when the run has not been judged."""
    j = run.judgements
    if j is None:
        return None
    items = j.items

    def boot(values: list[float]) -> Interval:
        return bootstrap_mean(values, level=level, n_resamples=resamples, seed=seed)

    by_subject: dict[str, list[JudgedItem]] = {}
    for i in items:
        by_subject.setdefault(i.subject or NO_SUBJECT, []).append(i)
    subjects = [] if len(by_subject) < 2 else [
        QAGroup(k, len(g), sum(i.status == SCORED for i in g), sum(i.status in (FAILED, ERROR) for i in g),
                boot(scored_scores(g)))
        for k, g in sorted(by_subject.items())]
    dims = {k: boot(dimension_scores(items, k)) for k in dimension_keys(j)}
    judge = x if isinstance(x := j.manifest.get("judge"), dict) else {}
    rubric = x if isinstance(x := j.manifest.get("rubric"), dict) else {}
    return QAJudgeReport(
        judge=str(judge.get("spec") or j.judge), judge_identity=judge.get("identity") or {},
        rubric=str(rubric.get("name") or j.rubric), rubric_fingerprint=rubric.get("fingerprint"),
        scale=j.scale, counts={s: sum(i.status == s for i in items) for s in STATUSES},
        mean=judge_mean(j, level, resamples, seed), subjects=subjects, dimensions=dims,
        failures=[_not_scored(i) for i in items if i.status in (FAILED, ERROR)],
        not_judged=[_not_scored(i) for i in items if i.status in (NO_ANSWER, NO_REFERENCE)],
        notes=_coverage_notes(run, j),
    )


def _not_scored(i: JudgedItem) -> NotScored:
    return NotScored(i.id, i.subject, i.status, i.error or "(no reason recorded)", i.reply)


def _coverage_notes(run: Run, j: Judgements) -> list[str]:
    """Where the judge's file and the run's QA items do not match (a re-run after judging)."""
    notes = []
    judged_key, run_key = j.manifest.get("run_key"), run.info.run_key
    if judged_key and run_key and judged_key != run_key:
        notes.append(f"the judgements were made on run {judged_key}, the folder now holds run {run_key}; "
                     "judge the run again")
    qa_ids = {i.id for i in run.items if i.qtype == "qa"}
    judged = {i.id for i in j.items}
    missing, extra = sorted(qa_ids - judged), sorted(judged - qa_ids)
    if missing:
        notes.append(f"{len(missing)} QA items of the run have no judgement (not in the mean): "
                     + ", ".join(missing[:10]) + (" …" if len(missing) > 10 else ""))
    if extra:
        notes.append(f"{len(extra)} judged items are not QA items of the run: "
                     + ", ".join(extra[:10]) + (" …" if len(extra) > 10 else ""))
    return notes
