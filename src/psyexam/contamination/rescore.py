"""Clean-subset rescoring: a run's accuracy on all, clean and contaminated items (GPT-3 style).

Brown et al. (2020, section 4 and appendix C) rescored every benchmark on the items
no training document overlapped ("clean") and plotted, per benchmark, the share of
items that are clean against the clean-minus-all difference: a difference near zero
means contamination did not lift the score. Here one point is one run.

Items are matched by split and id; where the contamination file or the run has no
split, by id alone. An id with several verdicts that disagree (a bank that repeats
an id) counts as contaminated: some copy of its text is in the corpus. "All" is
every graded item of the run, as the rest of the report counts it; run items the
file does not know are neither clean nor contaminated and are counted, as are the
file's ids that no item of the run matched.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from psyexam.contamination.result import ContaminationResult
from psyexam.runs import ItemResult
from psyexam.stats.intervals import Interval, json_safe, wilson

# Upper bound on the booleans one bootstrap batch holds (resamples x items).
_BATCH_CELLS = 4_000_000


@dataclass(frozen=True)
class CleanSubset:
    """One run rescored on the clean and the contaminated items.

    ``difference`` is clean accuracy minus all-items accuracy, with a paired percentile
    bootstrap interval (items resampled, both accuracies computed on each resample).
    ``unknown`` counts graded items the contamination file has no verdict for,
    ``file_only`` the file's items that matched no item of the run, ``conflicting``
    the items whose verdicts disagree (counted as contaminated), ``ungraded`` the
    items with no right/wrong outcome (open questions), which are in no denominator.
    """

    run: str
    n: int
    clean_n: int
    contaminated_n: int
    unknown: int
    ungraded: int
    file_only: int
    conflicting: int
    all: Interval
    clean: Interval
    contaminated: Interval
    difference: Interval

    @property
    def share_clean(self) -> float:
        """Share of the run's graded items with a verdict that are clean (NaN when none has one)."""
        known = self.clean_n + self.contaminated_n
        return self.clean_n / known if known else math.nan

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict; NaN becomes ``None``."""
        return json_safe({
            "run": self.run, "n": self.n, "clean_n": self.clean_n, "contaminated_n": self.contaminated_n,
            "unknown": self.unknown, "ungraded": self.ungraded, "file_only": self.file_only,
            "conflicting": self.conflicting, "share_clean": self.share_clean,
            "accuracy_all": self.all.to_dict(), "accuracy_clean": self.clean.to_dict(),
            "accuracy_contaminated": self.contaminated.to_dict(),
            "difference": self.difference.to_dict(), "difference_direction": "clean - all",
        })


@dataclass
class CleanSubsetReport:
    """Every run rescored against one contamination result, with notes on what limits the reading."""

    runs: list[CleanSubset]
    file_items: int
    partial: bool
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict."""
        return {"file_items": self.file_items, "partial": self.partial, "notes": list(self.notes),
                "runs": [r.to_dict() for r in self.runs]}


class Verdicts:
    """The file's verdicts, looked up by a run item's split and id."""

    def __init__(self, result: ContaminationResult):
        self.by_key: dict[tuple[str, str], list[bool]] = {}
        for it in result.items:
            self.by_key.setdefault((it.split or "", it.id), []).append(it.contaminated)
        self.by_id: dict[str, list[tuple[str, str]]] = {}
        for key in self.by_key:
            self.by_id.setdefault(key[1], []).append(key)

    def keys_for(self, item: ItemResult) -> list[tuple[str, str]]:
        """The file keys that ``item`` matches: its split and id, else by id where a split is missing."""
        if item.split:
            exact = [k for k in ((item.split, item.id), ("", item.id)) if k in self.by_key]
            return exact[:1]
        return list(self.by_id.get(item.id, []))

    def verdict(self, keys: Sequence[tuple[str, str]]) -> tuple[bool, bool]:
        """(contaminated, conflicting) over the verdicts of ``keys``."""
        values = [v for k in keys for v in self.by_key[k]]
        return any(values), len(set(values)) > 1


def clean_subset(name: str, items: Sequence[ItemResult], verdicts: Verdicts, *, level: float = 0.95,
                 resamples: int = 10000, seed: int = 0) -> CleanSubset:
    """Rescore one run's items against the verdicts."""
    correct: list[bool] = []
    known: list[bool] = []
    clean: list[bool] = []
    conflicting = 0
    # every item, graded or not, accounts for the file's verdicts it matches
    matched = {k for item in items for k in verdicts.keys_for(item)}
    graded = [i for i in items if i.correct is not None]
    for item in graded:
        keys = verdicts.keys_for(item)
        bad, mixed = verdicts.verdict(keys)
        conflicting += mixed
        correct.append(bool(item.correct))
        known.append(bool(keys))
        clean.append(bool(keys) and not bad)
    c, kn, k = (np.asarray(x, dtype=bool) for x in (correct, known, clean))
    dirty = kn & ~k
    return CleanSubset(
        run=name, n=len(graded), clean_n=int(k.sum()), contaminated_n=int(dirty.sum()),
        unknown=int((~kn).sum()), ungraded=len(items) - len(graded),
        file_only=len(verdicts.by_key) - len(matched), conflicting=conflicting,
        all=wilson(int(c.sum()), len(graded), level),
        clean=wilson(int((c & k).sum()), int(k.sum()), level),
        contaminated=wilson(int((c & dirty).sum()), int(dirty.sum()), level),
        difference=clean_minus_all(c, k, level=level, resamples=resamples, seed=seed),
    )


def clean_minus_all(correct: np.ndarray, clean: np.ndarray, *, level: float = 0.95, resamples: int = 10000,
                    seed: int = 0) -> Interval:
    """Clean accuracy minus all accuracy, with a paired percentile bootstrap over items.

    Resamples without a clean item have no clean accuracy; they are left out of the
    interval and counted in its note.
    """
    n = int(correct.size)
    nan = math.nan
    if n == 0:
        return Interval(nan, nan, nan, level, "bootstrap-percentile", 0, "no graded items")
    if not clean.any():
        return Interval(nan, nan, nan, level, "bootstrap-percentile", n, "no clean items")
    estimate = float(correct[clean].mean() - correct.mean())
    if clean.all():
        return Interval(estimate, estimate, estimate, level, "bootstrap-percentile", n,
                        "every item is clean: clean = all")
    rng = np.random.default_rng(seed)
    diffs: list[np.ndarray] = []
    batch = max(1, _BATCH_CELLS // n)
    for start in range(0, resamples, batch):
        idx = rng.integers(0, n, size=(min(batch, resamples - start), n))
        c, k = correct[idx], clean[idx]
        n_clean = k.sum(axis=1)
        with np.errstate(invalid="ignore", divide="ignore"):
            diffs.append((c & k).sum(axis=1) / n_clean - c.mean(axis=1))
    d = np.concatenate(diffs)
    kept = d[np.isfinite(d)]
    note = None if kept.size == d.size else f"{d.size - kept.size} of {d.size} resamples had no clean item"
    if kept.size < 2:
        return Interval(estimate, nan, nan, level, "bootstrap-percentile", n, note or "too few resamples")
    low, high = np.quantile(kept, [(1 - level) / 2, (1 + level) / 2])
    return Interval(estimate, float(low), float(high), level, "bootstrap-percentile", n, note)


def clean_subset_report(runs: Sequence[tuple[str, Sequence[ItemResult]]], result: ContaminationResult, *,
                        level: float = 0.95, resamples: int = 10000, seed: int = 0) -> CleanSubsetReport:
    """Rescore each ``(name, items)`` run against ``result``."""
    verdicts = Verdicts(result)
    rows = [clean_subset(name, items, verdicts, level=level, resamples=resamples, seed=seed) for name, items in runs]
    notes = []
    if result.summary.partial:
        notes.append("the contamination scan was stopped early (partial): some items counted clean may be "
                     "contaminated in the part of the corpus not scanned")
    for r in rows:
        if r.unknown:
            notes.append(f"{r.run}: {r.unknown} of {r.n} graded items are not in the contamination file "
                         "(in 'all', neither clean nor contaminated)")
        if r.file_only:
            notes.append(f"{r.run}: {r.file_only} items of the contamination file are not in the run")
        if r.conflicting:
            notes.append(f"{r.run}: {r.conflicting} items have disagreeing verdicts (an id the bank repeats); "
                         "counted as contaminated")
    return CleanSubsetReport(rows, len(result.items), result.summary.partial, notes)
