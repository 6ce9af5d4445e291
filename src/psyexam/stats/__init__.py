"""Statistics for reports and comparisons: intervals, spreads and paired tests."""

from psyexam.stats.intervals import Interval, Spread, StatsError, bootstrap_mean, spread, wilson
from psyexam.stats.paired import (
    McNemarResult,
    NoSharedItems,
    PairedComparison,
    compare_many,
    holm,
    mcnemar,
    paired_compare,
)

__all__ = [
    "Interval",
    "McNemarResult",
    "NoSharedItems",
    "PairedComparison",
    "Spread",
    "StatsError",
    "bootstrap_mean",
    "compare_many",
    "holm",
    "mcnemar",
    "paired_compare",
    "spread",
    "wilson",
]
