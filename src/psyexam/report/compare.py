"""Paired comparison of runs on the items they share (McNemar, paired bootstrap, Holm)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any

from psyexam.report.aggregate import grouped
from psyexam.report.load import ReportError, Run
from psyexam.stats import NoSharedItems, PairedComparison, compare_many, holm, paired_compare


@dataclass(frozen=True)
class Pairing:
    """A run's graded items keyed for pairing, and what had to be left out."""

    outcomes: dict[str, bool]
    duplicates: int
    ungraded: int


def pairing(run: Run) -> Pairing:
    """Graded items keyed by split and id; ids repeated within a split cannot be paired."""
    counts = Counter(i.key for i in run.items)
    outcomes = {"\x1f".join(i.key): bool(i.correct) for i in run.graded if counts[i.key] == 1}
    dup = sum(n for n in counts.values() if n > 1)
    return Pairing(outcomes, dup, sum(not i.graded for i in run.items))


@dataclass
class Comparison:
    """All pairwise comparisons of some runs, with what each run contributed."""

    runs: list[Run]
    pairs: list[PairedComparison]
    failed_pairs: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {
            "runs": [{"name": r.name, "folder": str(r.folder), "model": r.info.model,
                      "status": r.info.status, "notes": r.notes} for r in self.runs],
            "pairs": [p.to_dict() for p in self.pairs],
            "failed_pairs": self.failed_pairs,
            "notes": self.notes,
            "holm": len(self.pairs) > 1,
        }


def compare_runs(runs: list[Run], *, exact: bool | None = None, resamples: int = 10000,
                 seed: int = 0, level: float = 0.95) -> Comparison:
    """Compare every pair of runs (Holm-adjusted when more than one pair).

    A pair that shares no graded item is listed in ``failed_pairs``; if no pair
    can be compared at all, :class:`ReportError` is raised.
    """
    if len(runs) < 2:
        raise ReportError(f"compare needs at least two runs, got {len(runs)}")
    keyed = {r.name: pairing(r) for r in runs}
    notes = []
    for r in runs:
        p = keyed[r.name]
        if p.duplicates:
            notes.append(f"{r.name}: {p.duplicates} items share a split+id with another item and are not paired")
        if p.ungraded:
            notes.append(f"{r.name}: {p.ungraded} ungraded items (open QA or hidden answers) are not paired")
        notes.extend(f"{r.name}: {n}" for n in r.notes)
    failed = []
    names = [r.name for r in runs]
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if not set(keyed[a].outcomes) & set(keyed[b].outcomes):
                failed.append(f"{a} and {b} share no graded item")
    opts = dict(exact=exact, n_resamples=resamples, seed=seed, level=level)
    comparable = [n for n in names if keyed[n].outcomes]
    for n in names:
        if not keyed[n].outcomes:
            failed.append(f"{n} has no graded item")
    pairs = _pairs(comparable, keyed, opts)
    if not pairs:
        raise ReportError("nothing to compare: " + "; ".join(failed))
    return Comparison(runs, pairs, failed, notes)


def _pairs(names: list[str], keyed: dict[str, Pairing], opts: dict) -> list[PairedComparison]:
    """Pairs that share items; Holm over those (a pair without shared items has no p-value)."""
    if len(names) < 2:
        return []
    shareable = [
        (a, b) for i, a in enumerate(names) for b in names[i + 1:]
        if set(keyed[a].outcomes) & set(keyed[b].outcomes)
    ]
    if len(shareable) == len(names) * (len(names) - 1) // 2 and len(names) > 2:
        return compare_many({n: keyed[n].outcomes for n in names}, **opts)
    results = []
    for a, b in shareable:
        try:
            results.append(paired_compare(keyed[a].outcomes, keyed[b].outcomes, name_a=a, name_b=b, **opts))
        except NoSharedItems:  # pragma: no cover - filtered above
            continue
    if len(results) > 1:
        adjusted = holm([r.mcnemar.pvalue for r in results])
        results = [replace(r, pvalue_adjusted=p) for r, p in zip(results, adjusted)]
    return results


@dataclass
class GroupComparison:
    """The paired comparison of the runs' items that share one value of a field or tag.

    ``comparison`` is None when nothing in the group could be compared (``reason`` says why).
    """

    field: str
    key: str
    comparison: Comparison | None
    reason: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {"field": self.field, "key": self.key, "reason": self.reason,
                "comparison": self.comparison.to_dict() if self.comparison else None}


@dataclass
class ComparisonBy:
    """Comparisons per value of one field; p-values Holm-adjusted over every pair of every value."""

    field: str
    groups: list[GroupComparison]
    untagged: dict[str, int]

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {"field": self.field, "groups": [g.to_dict() for g in self.groups],
                "untagged": self.untagged, "holm": "over all pairs and values"}


def compare_by(runs: list[Run], field_name: str, *, exact: bool | None = None, resamples: int = 10000,
               seed: int = 0, level: float = 0.95) -> ComparisonBy:
    """:func:`compare_runs` within each value of a record field or tag (``difficulty``, ``extra.level``).

    Items are grouped as ``report --by`` groups them; items without a value are
    counted per run in ``untagged``. The McNemar p-values of all pairs in all
    groups are Holm-adjusted together, since they are read as one family.
    """
    keys = grouped([i for r in runs for i in r.items], field_name)
    per_run = {r.name: grouped(r.items, field_name) for r in runs}
    untagged = {r.name: len(r.items) - sum(map(len, per_run[r.name].values())) for r in runs}
    groups = []
    for key in keys:
        subset = [replace(r, items=per_run[r.name].get(key, [])) for r in runs]
        try:
            comp = compare_runs(subset, exact=exact, resamples=resamples, seed=seed, level=level)
        except ReportError as e:
            groups.append(GroupComparison(field_name, key, None, str(e)))
            continue
        groups.append(GroupComparison(field_name, key, comp))
    _holm_across([g.comparison for g in groups if g.comparison])
    return ComparisonBy(field_name, groups, untagged)


def _holm_across(comps: list[Comparison]) -> None:
    """Holm over the pairs of several comparisons, written into each pair's ``pvalue_adjusted``."""
    adjusted = iter(holm([p.mcnemar.pvalue for c in comps for p in c.pairs]))
    for c in comps:
        c.pairs = [replace(p, pvalue_adjusted=next(adjusted)) for p in c.pairs]
