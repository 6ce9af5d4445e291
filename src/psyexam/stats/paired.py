"""Paired comparison of two runs on the same items: McNemar's test and friends.

Table orientation, used everywhere in this module::

                      second right   second wrong
    first right            a              b
    first wrong            c              d

``a`` both right, ``b`` only the first run right, ``c`` only the second run
right, ``d`` both wrong. Only the discordant cells ``b`` and ``c`` carry
evidence of a difference. Accuracy differences are ``second - first``, so a
positive difference means the second run did better.
"""

from __future__ import annotations

import itertools
import math
import numbers
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

import numpy as np

from psyexam.stats.intervals import (
    Interval,
    StatsError,
    bootstrap_mean,
    json_safe,
    wilson,
)

# Below this many discordant pairs the chi-square approximation is poor, so
# the automatic choice uses the exact binomial test.
EXACT_BELOW = 25


class NoSharedItems(StatsError):
    """Two runs have no item in common, so they cannot be compared pairwise."""


@dataclass(frozen=True)
class McNemarResult:
    """McNemar's test on the table [[a, b], [c, d]] (see module docstring).

    ``statistic``/``pvalue_chi2`` are the continuity-corrected chi-square
    (|b-c|-1)^2/(b+c) with 1 degree of freedom; ``pvalue_exact`` is the
    two-sided exact binomial p-value. ``pvalue`` is the one of the test used
    (``test`` is "exact" or "chi2").
    """

    a: int
    b: int
    c: int
    d: int
    statistic: float
    pvalue_chi2: float
    pvalue_exact: float
    test: str
    pvalue: float
    note: str | None = None

    @property
    def discordant(self) -> int:
        """Number of items the two runs disagree on (b + c)."""
        return self.b + self.c

    @property
    def n(self) -> int:
        """Number of paired items."""
        return self.a + self.b + self.c + self.d

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict; NaN becomes ``None``."""
        out = asdict(self)
        out["table"] = [[self.a, self.b], [self.c, self.d]]
        out["discordant"] = self.discordant
        out["n"] = self.n
        return json_safe(out)


def _count(name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        else:
            raise StatsError(f"table cell {name} must be a whole number, got {value!r}")
    if value < 0:
        raise StatsError(f"table cell {name} must not be negative, got {value}")
    return int(value)


def mcnemar(a: int, b: int, c: int, d: int, *, exact: bool | None = None) -> McNemarResult:
    """McNemar's test for the paired table [[a, b], [c, d]].

    ``exact=None`` chooses automatically: the exact binomial test when
    b + c < 25, otherwise the continuity-corrected chi-square. Both p-values
    are always reported. With no discordant pairs both p-values are 1.
    """
    a, b, c, d = (_count(k, v) for k, v in zip("abcd", (a, b, c, d)))
    use_exact = (b + c < EXACT_BELOW) if exact is None else bool(exact)
    test = "exact" if use_exact else "chi2"
    if b + c == 0:
        # statsmodels returns statistic=inf, p=0 here; the runs never
        # disagree, which is no evidence of a difference.
        return McNemarResult(a, b, c, d, float("nan"), 1.0, 1.0, test, 1.0,
                             "no discordant pairs (b + c = 0): the runs never disagree")
    table = [[a, b], [c, d]]
    from statsmodels.stats.contingency_tables import mcnemar as _sm_mcnemar

    chi2 = _sm_mcnemar(table, exact=False, correction=True)
    exact_res = _sm_mcnemar(table, exact=True)
    p_chi2, p_exact = float(chi2.pvalue), float(exact_res.pvalue)
    note: str | None = None
    if not use_exact and b + c < EXACT_BELOW:
        note = f"only {b + c} discordant pairs: the chi-square approximation is rough"
    return McNemarResult(
        a, b, c, d, float(chi2.statistic), p_chi2, p_exact, test,
        p_exact if use_exact else p_chi2, note,
    )


@dataclass(frozen=True)
class PairedComparison:
    """Two runs compared on the items they share.

    ``difference`` is accuracy(second) - accuracy(first) with a paired
    bootstrap interval (items resampled jointly). ``pvalue_adjusted`` is set
    by :func:`compare_many` (Holm) and is ``None`` for a single comparison.
    """

    name_a: str
    name_b: str
    n_shared: int
    n_a_only: int
    n_b_only: int
    mcnemar: McNemarResult
    accuracy_a: Interval
    accuracy_b: Interval
    difference: Interval
    pvalue_adjusted: float | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready nested dict; NaN becomes ``None``."""
        return json_safe({
            "name_a": self.name_a,
            "name_b": self.name_b,
            "n_shared": self.n_shared,
            "n_a_only": self.n_a_only,
            "n_b_only": self.n_b_only,
            "mcnemar": self.mcnemar.to_dict(),
            "accuracy_a": self.accuracy_a.to_dict(),
            "accuracy_b": self.accuracy_b.to_dict(),
            "difference": self.difference.to_dict(),
            "difference_direction": f"{self.name_b} - {self.name_a}",
            "pvalue_adjusted": self.pvalue_adjusted,
        })


def _correctness(name: str, run: Mapping[str, bool], keys: Sequence[str]) -> np.ndarray:
    out = np.empty(len(keys), dtype=bool)
    for i, key in enumerate(keys):
        value = run[key]
        if not isinstance(value, (bool, np.bool_)):
            raise StatsError(f"run {name!r}, item {key!r}: expected True/False, got {value!r}")
        out[i] = value
    return out


def paired_compare(
    a: Mapping[str, bool],
    b: Mapping[str, bool],
    *,
    exact: bool | None = None,
    n_resamples: int = 10000,
    seed: int = 0,
    level: float = 0.95,
    name_a: str = "a",
    name_b: str = "b",
) -> PairedComparison:
    """Compare two runs (item id -> correct?) on the items both answered.

    Raises :class:`NoSharedItems` when they share no item.
    """
    shared = sorted(set(a) & set(b))
    if not shared:
        raise NoSharedItems(f"runs {name_a!r} and {name_b!r} have no item in common")
    x = _correctness(name_a, a, shared)
    y = _correctness(name_b, b, shared)
    cells = (int(np.sum(x & y)), int(np.sum(x & ~y)), int(np.sum(~x & y)), int(np.sum(~x & ~y)))
    n = len(shared)
    return PairedComparison(
        name_a=name_a,
        name_b=name_b,
        n_shared=n,
        n_a_only=len(a) - n,
        n_b_only=len(b) - n,
        mcnemar=mcnemar(*cells, exact=exact),
        accuracy_a=wilson(int(x.sum()), n, level),
        accuracy_b=wilson(int(y.sum()), n, level),
        # The per-item difference keeps the pairing: resampling it resamples
        # items jointly for both runs.
        difference=bootstrap_mean(
            y.astype(float) - x.astype(float), level, n_resamples=n_resamples, seed=seed
        ),
    )


def holm(pvalues: Sequence[float]) -> list[float]:
    """Holm-adjusted p-values (same order as given)."""
    ps = [float(p) for p in pvalues]
    if not ps:
        return []
    for p in ps:
        if math.isnan(p) or not 0.0 <= p <= 1.0:
            raise StatsError(f"p-values must lie in [0, 1], got {p}")
    from statsmodels.stats.multitest import multipletests

    _, adjusted, _, _ = multipletests(ps, method="holm")
    return [float(p) for p in adjusted]


def compare_many(
    runs: Mapping[str, Mapping[str, bool]],
    *,
    exact: bool | None = None,
    n_resamples: int = 10000,
    seed: int = 0,
    level: float = 0.95,
) -> list[PairedComparison]:
    """All pairwise comparisons of ``runs`` (in the given order), Holm-adjusted.

    Each pair (first, second) follows the order of ``runs``; the Holm
    correction is over the McNemar p-values of all pairs.
    """
    if len(runs) < 2:
        raise StatsError(f"need at least two runs to compare, got {len(runs)}")
    results = [
        paired_compare(
            runs[na], runs[nb], exact=exact, n_resamples=n_resamples, seed=seed,
            level=level, name_a=na, name_b=nb,
        )
        for na, nb in itertools.combinations(runs, 2)
    ]
    adjusted = holm([r.mcnemar.pvalue for r in results])
    return [replace(r, pvalue_adjusted=p) for r, p in zip(results, adjusted)]
