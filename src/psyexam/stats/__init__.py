"""Statistics for reports and comparisons: intervals, spreads and paired tests.

Names load on first use, so that a run needing only ``wilson`` does not import
numpy and scipy.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_WHERE = {
    "Interval": "intervals", "Spread": "intervals", "StatsError": "intervals",
    "bootstrap_mean": "intervals", "spread": "intervals", "wilson": "intervals",
    "McNemarResult": "paired", "NoSharedItems": "paired", "PairedComparison": "paired",
    "compare_many": "paired", "holm": "paired", "mcnemar": "paired", "paired_compare": "paired",
}

__all__ = [
    "Interval", "McNemarResult", "NoSharedItems", "PairedComparison", "Spread", "StatsError",
    "bootstrap_mean", "compare_many", "holm", "mcnemar", "paired_compare", "spread", "wilson",
]

if TYPE_CHECKING:
    from psyexam.stats.intervals import (
        Interval,
        Spread,
        StatsError,
        bootstrap_mean,
        spread,
        wilson,
    )
    from psyexam.stats.paired import (
        McNemarResult,
        NoSharedItems,
        PairedComparison,
        compare_many,
        holm,
        mcnemar,
        paired_compare,
    )


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module 'psyexam.stats' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"psyexam.stats.{_WHERE[name]}"), name)
    globals()[name] = value
    return value
