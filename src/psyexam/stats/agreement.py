"""Agreement between raters: percent agreement, pairwise agreement, Cohen's kappa, Fleiss' kappa, odd raters out.

*Percent agreement* is the textbook's (eq. 11.15): the share of items on which all
their raters gave the same label. *Pairwise agreement* is the share of agreeing rater
pairs within an item, averaged over items (Fleiss' P-bar); with two raters the two are
equal, with more the pairwise share is the higher. Items rated by only one rater say
nothing about agreement and count in neither.

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
    """Agreement among raters.

    The kappa is over the ``n_units`` units every rater rated (``excluded_units`` others
    left out). ``percent_agreement`` (all raters of an item agree) and ``pairwise_agreement``
    (share of agreeing rater pairs) are over the ``agreement_units`` units rated by at least
    two raters; ``single_rated_units`` rated by one rater do not count.
    """

    method: str
    kappa: float
    percent_agreement: float
    pairwise_agreement: float
    reading: str
    n_units: int
    n_raters: int
    excluded_units: int = 0
    agreement_units: int = 0
    single_rated_units: int = 0
    note: str | None = None

    @property
    def percent(self) -> float:
        """The textbook percent agreement (``percent_agreement``)."""
        return self.percent_agreement

    def to_dict(self) -> dict:
        """JSON-ready fields; NaN becomes ``None``."""
        return json_safe(asdict(self))


def _rated_units(units: Sequence[Sequence[Label]]) -> list[Sequence[Label]]:
    for labels in units:
        if len(labels) < 2:
            raise StatsError(f"a unit needs at least two ratings for agreement, got {len(labels)}")
    if not units:
        raise StatsError("no units to measure agreement on")
    return list(units)


def percent_agreement(units: Sequence[Sequence[Label]]) -> float:
    """Share of units on which all raters gave the same label (the textbook's eq. 11.15).

    Every unit needs at least two ratings: a unit rated once shows no agreement.
    """
    rated = _rated_units(units)
    return sum(len(set(labels)) == 1 for labels in rated) / len(rated)


def pairwise_agreement(units: Sequence[Sequence[Label]]) -> float:
    """Share of agreeing rater pairs within a unit, averaged over units (Fleiss' P-bar).

    Equals :func:`percent_agreement` with two raters; higher with more. Every unit
    needs at least two ratings.
    """
    shares = []
    for labels in _rated_units(units):
        n = len(labels)
        same = sum(c * (c - 1) for c in Counter(labels).values())
        shares.append(same / (n * (n - 1)))
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
    """Cohen's kappa for two raters, Fleiss' for more, over the units rated by every rater.

    ``weights`` applies to Cohen's kappa only. Units some rater skipped are
    left out of the kappa and counted in ``excluded_units``. Percent and pairwise
    agreement use every unit rated by at least two raters; units rated by one
    rater are counted in ``single_rated_units`` and left out of both.
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
    shared = [list(ratings.values()) for ratings in table.values() if len(ratings) >= 2]
    if len(raters) == 2:
        method = "cohen" + (f"-{weights}" if weights else "")
        kappa = cohen_kappa([r[0] for r in rows], [r[1] for r in rows], weights, cats)
    else:
        method = "fleiss"
        kappa = fleiss_kappa(rows, cats)
    note = "every rating identical: kappa undefined" if len(cats) == 1 else None
    return Agreement(method, kappa, percent_agreement(shared), pairwise_agreement(shared), reading(kappa),
                     len(complete), len(raters), excluded, len(shared), len(table) - len(shared), note)


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
