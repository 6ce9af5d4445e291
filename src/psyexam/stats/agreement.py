"""Agreement between raters: percent agreement, Cohen's kappa, Fleiss' kappa, and odd raters out.

The kappas are statsmodels' (``statsmodels.stats.inter_rater``). Ratings come
as ``{unit: {rater: label}}``; labels are compared for equality (categories),
with Cohen's kappa optionally weighted by the distance between ordered labels.
Kappa is read as usual: above 0.6 good, 0.4 to 0.6 moderate, below 0.4 poor.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import asdict, dataclass

import numpy as np
from statsmodels.stats import inter_rater

from psyexam.stats.intervals import StatsError, json_safe

Label = Hashable
Table = Mapping[str, Mapping[str, Label]]


def reading(kappa: float) -> str:
    """The usual verbal reading of a kappa: good (> 0.6), moderate (0.4–0.6) or poor (< 0.4)."""
    if kappa != kappa:  # NaN
        return "undefined"
    if kappa > 0.6:
        return "good"
    if kappa >= 0.4:
        return "moderate"
    return "poor"


@dataclass(frozen=True)
class Agreement:
    """Agreement among raters on the units every one of them rated."""

    method: str
    kappa: float
    percent: float
    reading: str
    n_units: int
    n_raters: int
    excluded_units: int = 0
    note: str | None = None

    def to_dict(self) -> dict:
        return json_safe(asdict(self))


def percent_agreement(units: Sequence[Sequence[Label]]) -> float:
    """Share of agreeing rater pairs within a unit, averaged over units (two raters: share of equal pairs)."""
    shares = []
    for labels in units:
        n = len(labels)
        if n < 2:
            raise StatsError(f"a unit needs at least two ratings for agreement, got {n}")
        same = sum(c * (c - 1) for c in Counter(labels).values())
        shares.append(same / (n * (n - 1)))
    if not shares:
        raise StatsError("no units to measure agreement on")
    return float(np.mean(shares))


def _ordered(labels: set) -> list:
    try:
        return sorted(labels)
    except TypeError:
        return sorted(labels, key=str)


def cohen_kappa(a: Sequence[Label], b: Sequence[Label], weights: str | None = None,
                categories: Sequence[Label] | None = None) -> float:
    """Cohen's kappa of two raters' paired labels; ``weights`` ``linear``/``quadratic`` for ordered labels."""
    if len(a) != len(b):
        raise StatsError(f"the two raters rated different numbers of units ({len(a)} and {len(b)})")
    if not a:
        raise StatsError("no units to measure agreement on")
    cats = list(categories) if categories is not None else _ordered(set(a) | set(b))
    index = {c: i for i, c in enumerate(cats)}
    table = np.zeros((len(cats), len(cats)))
    for x, y in zip(a, b):
        if x not in index or y not in index:
            raise StatsError(f"label {x if x not in index else y!r} is not one of the categories {cats}")
        table[index[x], index[y]] += 1
    if len(cats) == 1:
        return float("nan")  # every rating identical: chance agreement is 1 and kappa is undefined
    return float(inter_rater.cohens_kappa(table, wt=weights, return_results=False))


def fleiss_kappa(units: Sequence[Sequence[Label]], categories: Sequence[Label] | None = None) -> float:
    """Fleiss' kappa; every unit must carry the same number of ratings."""
    if not units:
        raise StatsError("no units to measure agreement on")
    sizes = {len(u) for u in units}
    if len(sizes) != 1:
        raise StatsError(f"Fleiss' kappa needs the same number of ratings per unit, got {sorted(sizes)}")
    cats = list(categories) if categories is not None else _ordered({x for u in units for x in u})
    index = {c: i for i, c in enumerate(cats)}
    table = np.zeros((len(units), len(cats)))
    for row, labels in enumerate(units):
        for x in labels:
            table[row, index[x]] += 1
    if len(cats) == 1:
        return float("nan")
    return float(inter_rater.fleiss_kappa(table, method="fleiss"))


def agreement(table: Table, weights: str | None = None) -> Agreement:
    """Agreement over the units rated by every rater: Cohen's kappa for two raters, Fleiss' for more.

    ``weights`` applies to Cohen's kappa only. Units some rater skipped are
    left out of the kappa and counted in ``excluded_units``.
    """
    raters = sorted({r for ratings in table.values() for r in ratings})
    if len(raters) < 2:
        raise StatsError(f"agreement needs at least two raters, got {len(raters)}")
    complete = [u for u, ratings in table.items() if all(r in ratings for r in raters)]
    excluded = len(table) - len(complete)
    if not complete:
        raise StatsError("no unit was rated by every rater")
    rows = [[table[u][r] for r in raters] for u in complete]
    cats = _ordered({x for row in rows for x in row})
    pct = percent_agreement(rows)
    if len(raters) == 2:
        method = "cohen" + (f"-{weights}" if weights else "")
        kappa = cohen_kappa([r[0] for r in rows], [r[1] for r in rows], weights, cats)
    else:
        method = "fleiss"
        kappa = fleiss_kappa(rows, cats)
    note = "every rating identical: kappa undefined" if len(cats) == 1 else None
    return Agreement(method, kappa, pct, reading(kappa), len(complete), len(raters), excluded, note)


@dataclass(frozen=True)
class RaterDisagreement:
    """How often a rater differs from the majority of the other raters."""

    rater: str
    units: int
    disagreements: int

    @property
    def rate(self) -> float:
        return self.disagreements / self.units if self.units else float("nan")

    def to_dict(self) -> dict:
        return json_safe({**asdict(self), "rate": self.rate})


def rater_disagreement(table: Table) -> list[RaterDisagreement]:
    """Per rater: units where their label is not among the most common labels of the others; most often first."""
    seen: Counter = Counter()
    differ: Counter = Counter()
    for ratings in table.values():
        for rater, label in ratings.items():
            others = Counter(v for r, v in ratings.items() if r != rater)
            if not others:
                continue
            top = max(others.values())
            seen[rater] += 1
            differ[rater] += others[label] < top
    rows = [RaterDisagreement(r, seen[r], differ[r]) for r in seen]
    return sorted(rows, key=lambda d: (-d.rate, d.rater))
