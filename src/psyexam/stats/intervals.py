"""Confidence intervals and summaries for accuracies and per-run scores.

Thin wrappers over statsmodels and scipy that return typed results, accept
the edge cases a report meets in practice (no items, one item, every item
scored the same) without raising, and serialise to JSON-safe dicts.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from statistics import NormalDist
from typing import TYPE_CHECKING, Any

from psyexam.errors import PsyexamError

if TYPE_CHECKING:
    import numpy as np

# Upper bound on the floats one bootstrap batch holds (resamples x items),
# so that large banks do not allocate gigabytes at once.
_BATCH_FLOATS = 2_000_000


class StatsError(PsyexamError, ValueError):
    """Input that a statistic cannot be computed from (negative counts, no shared items...)."""


def json_safe(value: Any) -> Any:
    """Replace NaN and infinities by ``None`` (recursively) so the result is valid JSON."""
    if isinstance(value, dict):
        return {k: json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_safe(v) for v in value]
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if type(value).__module__ == "numpy":  # numpy scalars, without importing numpy for plain values
        import numpy as np

        if isinstance(value, np.floating):
            return float(value) if math.isfinite(value) else None
        if isinstance(value, np.integer):
            return int(value)
        if isinstance(value, np.bool_):
            return bool(value)
    return value


@dataclass(frozen=True)
class Interval:
    """A point estimate with a two-sided confidence interval.

    ``low`` and ``high`` are NaN when the data cannot support an interval
    (no items, or a single item for the bootstrap); ``note`` says why.
    """

    estimate: float
    low: float
    high: float
    level: float
    method: str
    n: int
    note: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict; NaN becomes ``None``."""
        return json_safe(asdict(self))


@dataclass(frozen=True)
class Spread:
    """Min, max, mean and sample standard deviation (ddof=1) of some values."""

    min: float
    max: float
    mean: float
    std: float
    n: int

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict; NaN becomes ``None``."""
        return json_safe(asdict(self))


def _check_level(level: float) -> None:
    if not 0.0 < level < 1.0:
        raise StatsError(f"confidence level must be between 0 and 1 (exclusive), got {level}")


def wilson(successes: int, n: int, level: float = 0.95) -> Interval:
    """Wilson score interval for ``successes`` out of ``n``.

    ``n == 0`` gives an all-NaN interval rather than an error, since an empty
    group is a normal outcome of slicing a report finely.
    """
    _check_level(level)
    if n < 0 or successes < 0 or successes > n:
        raise StatsError(f"need 0 <= successes <= n, got successes={successes}, n={n}")
    if n == 0:
        nan = float("nan")
        return Interval(nan, nan, nan, level, "wilson", 0, "no items")
    # The closed form, not statsmodels' proportion_confint: importing statsmodels costs
    # about 2 s, more than the rest of a 2,000-item API run's own work. The tests check
    # this against proportion_confint.
    z = NormalDist().inv_cdf(0.5 + level / 2)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return Interval(p, max(0.0, centre - half), min(1.0, centre + half), level, "wilson", n)


def _as_array(values: Iterable[float]) -> np.ndarray:
    import numpy as np

    arr = np.asarray(list(values) if not isinstance(values, np.ndarray) else values, dtype=float)
    if arr.ndim != 1:
        raise StatsError(f"expected a flat sequence of numbers, got shape {arr.shape}")
    if arr.size and not np.all(np.isfinite(arr)):
        raise StatsError("values contain NaN or infinity; remove or score them first")
    return arr


def bootstrap_mean(
    values: Iterable[float],
    level: float = 0.95,
    n_resamples: int = 10000,
    seed: int = 0,
) -> Interval:
    """Bootstrap confidence interval for the mean of ``values`` (BCa, percentile fallback).

    Reproducible for a given ``seed``. With fewer than two values the bounds
    are NaN; with constant values the interval collapses to that value, as
    every resample has the same mean.
    """
    import numpy as np
    from scipy import stats as sps

    _check_level(level)
    if n_resamples < 1:
        raise StatsError(f"n_resamples must be at least 1, got {n_resamples}")
    x = _as_array(values)
    n = int(x.size)
    nan = float("nan")
    if n == 0:
        return Interval(nan, nan, nan, level, "bootstrap", 0, "no values")
    mean = float(x.mean())
    if n == 1:
        return Interval(mean, nan, nan, level, "bootstrap", 1, "one value: no interval")
    if np.ptp(x) == 0:
        return Interval(mean, mean, mean, level, "bootstrap", n, "constant values")
    batch = max(1, _BATCH_FLOATS // n)
    for method in ("BCa", "percentile"):
        with warnings.catch_warnings():
            # BCa reports degenerate (e.g. highly skewed) data as a warning and
            # returns NaN; the percentile method is the fallback in that case.
            warnings.simplefilter("ignore", sps.DegenerateDataWarning)
            res = sps.bootstrap(
                (x,),
                np.mean,
                n_resamples=n_resamples,
                batch=batch,
                confidence_level=level,
                method=method,
                rng=np.random.default_rng(seed),
            )
        low, high = float(res.confidence_interval.low), float(res.confidence_interval.high)
        if math.isfinite(low) and math.isfinite(high):
            return Interval(mean, low, high, level, f"bootstrap-{method.lower()}", n)
    return Interval(mean, nan, nan, level, "bootstrap", n, "bootstrap interval undefined")


def spread(values: Iterable[float]) -> Spread:
    """Summary of values (e.g. one accuracy per repeated run); std is the sample std."""
    x = _as_array(values)
    n = int(x.size)
    nan = float("nan")
    if n == 0:
        return Spread(nan, nan, nan, nan, 0)
    std = float(x.std(ddof=1)) if n >= 2 else nan
    return Spread(float(x.min()), float(x.max()), float(x.mean()), std, n)
