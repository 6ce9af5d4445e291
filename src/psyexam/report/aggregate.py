"""Grouped accuracies with intervals, micro/macro averages and spreads of one run."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from psyexam.bank.records import QType
from psyexam.report.load import Item, Run
from psyexam.report.qa import QAJudgeReport, build_qa_judge
from psyexam.runs import tally
from psyexam.stats import Interval, Spread, bootstrap_mean, spread, wilson
from psyexam.stats.intervals import json_safe

# level name -> how an item is keyed at that level (None: not applicable)
LEVELS: dict[str, Callable[[Item], str | None]] = {
    "part": lambda i: i.part,
    "qtype": lambda i: QType.table_name_of(i.qtype),
    "part_qtype": lambda i: f"{i.part}/{QType.table_name_of(i.qtype)}",
    "exam": lambda i: i.exam,
    "ca_category": lambda i: i.ca_category,
    "subject": lambda i: i.subject,
    "chapter": lambda i: i.chapter,
    "concept": lambda i: i.concept,
}
# levels shown in the order the bank lists them (the syllabus), not sorted
BANK_ORDER = frozenset({"chapter", "concept"})
MACRO_LEVELS = ("subject", "exam", "ca_category", "chapter", "concept")


@dataclass(frozen=True)
class Settings:
    """How intervals are computed: level, bootstrap resamples and seed."""

    level: float = 0.95
    resamples: int = 10000
    seed: int = 0


@dataclass(frozen=True)
class GroupStat:
    """Accuracy (Wilson) and MRQA partial credit (bootstrap means) of one group.

    ``n`` counts graded items, failed and unparsed ones included; ``ungraded``
    items (open QA, hidden answers) are counted but in no denominator.
    """

    level: str
    key: str
    n: int
    correct: int
    accuracy: Interval
    n_multi: int
    exam_credit: Interval
    f1: Interval
    unparsed: int
    failed: int
    ungraded: int

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return json_safe({
            "level": self.level, "key": self.key, "n": self.n, "correct": self.correct,
            "accuracy": self.accuracy.to_dict(), "n_multi": self.n_multi,
            "exam_credit": self.exam_credit.to_dict(), "f1": self.f1.to_dict(),
            "unparsed": self.unparsed, "failed": self.failed, "ungraded": self.ungraded,
        })


@dataclass(frozen=True)
class Macro:
    """Unweighted mean of group accuracies, with a Wilson interval at the effective sample size."""

    level: str
    groups: int
    accuracy: Interval

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {"level": self.level, "groups": self.groups, "accuracy": self.accuracy.to_dict()}


@dataclass
class RunReport:
    """Everything the report shows about one run."""

    run: Run
    overall: GroupStat
    groups: dict[str, list[GroupStat]]
    macro: dict[str, Macro]
    spreads: dict[str, Spread]
    chapter_spreads: list[tuple[str, Spread]]
    failed: list[Item] = field(default_factory=list)
    unparsed: list[Item] = field(default_factory=list)
    qa_judge: QAJudgeReport | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict (the --json output for one run)."""
        return json_safe({
            "run": self.run.name, "folder": str(self.run.folder), "manifest": self.run.info.to_dict(),
            "notes": self.run.notes,
            "micro": self.overall.to_dict(),
            "macro": {k: m.to_dict() for k, m in self.macro.items()},
            "groups": {lvl: [g.to_dict() for g in gs] for lvl, gs in self.groups.items()},
            "spread": {k: s.to_dict() for k, s in self.spreads.items()},
            "chapter_concept_spread": [{"chapter": c, **s.to_dict()} for c, s in self.chapter_spreads],
            "failed": [{"id": i.id, "split": i.split, "error": i.error} for i in self.failed],
            "unparsed": [{"id": i.id, "split": i.split} for i in self.unparsed],
            "qa_judge": self.qa_judge.to_dict() if self.qa_judge else None,
        })


def group_stat(level: str, key: str, items: Iterable[Item], s: Settings) -> GroupStat:
    """Counts and intervals for one group of items."""
    t = tally(items)
    return GroupStat(
        level=level, key=key, n=t.n, correct=t.correct,
        accuracy=wilson(t.correct, t.n, s.level),
        n_multi=len(t.multi_credit),
        exam_credit=bootstrap_mean(t.multi_credit, level=s.level, n_resamples=s.resamples, seed=s.seed),
        f1=bootstrap_mean(t.multi_f1, level=s.level, n_resamples=s.resamples, seed=s.seed),
        unparsed=t.unparsed, failed=t.errors, ungraded=t.ungraded,
    )


def tag_key(name: str) -> Callable[[Item], str | None]:
    """How items are keyed by a tag: ``extra.KEY`` (the question's extra), a record field, or a bare tag key."""
    if name.startswith("extra."):
        key = name.removeprefix("extra.")
        return lambda i: i.tags.get(key)
    if name in Item.model_fields and name not in ("tags", "logprobs", "response"):
        return lambda i: None if getattr(i, name) is None else str(getattr(i, name))
    return lambda i: i.tags.get(name)


def grouped(items: list[Item], level: str) -> dict[str, list[Item]]:
    """Items by their key at ``level`` (a built-in level or a tag, see :func:`tag_key`), in display order."""
    keyf = LEVELS[level] if level in LEVELS else tag_key(level)
    out: dict[str, list[Item]] = {}
    for i in items:
        k = keyf(i)
        if k is not None:
            out.setdefault(k, []).append(i)
    if level in BANK_ORDER:
        return out
    return dict(sorted(out.items()))


def macro(level: str, groups: dict[str, list[Item]], s: Settings) -> Macro:
    """Mean of the groups' accuracies, with a Wilson interval at the effective sample size.

    The macro mean's variance is the sum of the groups' binomial variances
    (weights 1/G), each from a lightly smoothed proportion (c + ½)/(n + 1) so that
    a small group whose items are all right or all wrong still adds uncertainty;
    the effective n = p(1 − p)/variance (Kish) then feeds a Wilson interval, which
    always contains the estimate and matches the micro interval when groups are equal.
    Resampling items within groups would collapse to a point with one-item groups.
    """
    from psyexam.stats.intervals import wilson

    counts = [(t.correct, t.n) for t in map(tally, groups.values())]
    counts = [(c, n) for c, n in counts if n]
    nan = float("nan")
    method = "wilson-effective-n"
    if not counts:
        return Macro(level, 0, Interval(nan, nan, nan, s.level, method, 0, "no groups"))
    g = len(counts)
    estimate = float(np.mean([c / n for c, n in counts]))
    smoothed = [(c + 0.5) / (n + 1) for c, n in counts]
    variance = sum(p * (1 - p) / n for p, (_, n) in zip(smoothed, counts)) / g**2
    p_bar = float(np.mean(smoothed))
    n_eff = p_bar * (1 - p_bar) / variance
    ci = wilson(round(estimate * n_eff), max(1, round(n_eff)), level=s.level) if n_eff >= 1 else None
    total = sum(n for _, n in counts)
    if ci is None:
        return Macro(level, g, Interval(estimate, nan, nan, s.level, method, total, "too few items"))
    # Wilson on the rounded counts, re-centred bounds clipped to keep the exact estimate inside
    low, high = min(ci.low, estimate), max(ci.high, estimate)
    return Macro(level, g, Interval(estimate, float(low), float(high), s.level, method, total))


def build_report(run: Run, s: Settings | None = None, by: tuple[str, ...] = ()) -> RunReport:
    """Group a run's items at every level (and by the tags in ``by``), with micro/macro averages and spreads."""
    s = s or Settings()
    items = run.items
    groups: dict[str, list[GroupStat]] = {}
    macros: dict[str, Macro] = {}
    for level in (*LEVELS, *(b for b in by if b not in LEVELS)):
        by_key = grouped(items, level)
        if not by_key:
            continue
        groups[level] = [group_stat(level, k, g, s) for k, g in by_key.items()]
        if level in MACRO_LEVELS or level in by:
            macros[level] = macro(level, by_key, s)
    spreads: dict[str, Spread] = {
        level: spread([g.accuracy.estimate for g in groups[level] if g.n])
        for level in ("subject", "chapter", "concept", *by) if level in groups
    }
    return RunReport(
        run=run,
        overall=group_stat("overall", "all", items, s),
        groups=groups,
        macro=macros,
        spreads=spreads,
        chapter_spreads=_chapter_spreads(items),
        failed=[i for i in items if i.error is not None],
        unparsed=[i for i in items if i.unparsed],
        qa_judge=build_qa_judge(run, s.level, s.resamples, s.seed),
    )


def _chapter_spreads(items: list[Item]) -> list[tuple[str, Spread]]:
    """For each chapter, the spread of its concepts' accuracies (ConceptPsy Table 3)."""
    out = []
    for chapter, members in grouped(items, "chapter").items():
        concepts = grouped(members, "concept")
        tallies = [tally(g) for g in concepts.values()]
        accs = [t.correct / t.n for t in tallies if t.n]
        if accs:
            out.append((chapter, spread(accs)))
    return out
