"""The run summary (``summary.json``): overall and grouped counts, and every failed item."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel

from psyexam.bank import QType
from psyexam.runs.items import ItemResult
from psyexam.score.metrics import Tally

GROUPS = ("part_type", "exam", "ca_category", "subject", "qtype")
"""The groupings of ``summary.json``, in the order it lists them."""


class CellStats(BaseModel):
    """One group's counts: accuracy with its Wilson 95% interval, exam credit and F1 over graded items."""

    n: int
    correct: int
    accuracy: float | None
    ci95: tuple[float, float] | None
    unparsed: int
    errors: int
    exam_credit: float | None
    f1: float | None
    ungraded: int = 0

    @classmethod
    def from_tally(cls, t: Tally) -> CellStats:
        """The stats of a group from its counts."""
        from psyexam.stats.intervals import wilson

        ci = wilson(t.correct, t.n) if t.n else None
        return cls(
            n=t.n, correct=t.correct, accuracy=t.correct / t.n if t.n else None,
            ci95=(ci.low, ci.high) if ci else None, unparsed=t.unparsed, errors=t.errors,
            exam_credit=t.credit / t.n if t.n else None, f1=t.f1 / t.n if t.n else None, ungraded=t.ungraded,
        )

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of a summary cell (``ungraded`` only when there are some)."""
        d = {name: getattr(self, name) for name in type(self).model_fields}
        d["ci95"] = list(self.ci95) if self.ci95 is not None else None
        if not self.ungraded:
            del d["ungraded"]
        return d


class FailedItem(BaseModel):
    """An item whose model call failed, and why."""

    id: str
    error: str


class RunSummary(BaseModel):
    """Overall and grouped counts: ``part_type`` (KG/CA × MCQA/MRQA/QA), ``exam``, ``ca_category``,
    ``subject``, ``qtype``; and ``errors_list``, every failed item with its error."""

    overall: CellStats
    part_type: dict[str, CellStats] = {}
    exam: dict[str, CellStats] = {}
    ca_category: dict[str, CellStats] = {}
    subject: dict[str, CellStats] = {}
    qtype: dict[str, CellStats] = {}
    errors_list: list[FailedItem] = []

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of ``summary.json``."""
        out: dict[str, Any] = {"overall": self.overall.to_dict()}
        for g in GROUPS:
            out[g] = {k: c.to_dict() for k, c in getattr(self, g).items()}
        out["errors_list"] = [{"id": e.id, "error": e.error} for e in self.errors_list]
        return out


def group_keys(r: ItemResult) -> dict[str, str | None]:
    """The item's key in each grouping of the summary (None: not in that grouping)."""
    return {
        "part_type": f"{r.part}/{QType(r.qtype).table_name}",
        "exam": r.exam or None,
        "ca_category": r.ca_category or None,
        "subject": r.subject or "-",
        "qtype": r.qtype,
    }


def count(t: Tally, r: ItemResult) -> None:
    """Add one item to a :class:`Tally`."""
    t.add(r, error=r.error is not None, multi=r.qtype == QType.MULTI.value)


def tally(items: Iterable[ItemResult]) -> Tally:
    """The counts of some items."""
    t = Tally()
    for r in items:
        count(t, r)
    return t


def summarise(results: Iterable[ItemResult]) -> RunSummary:
    """The summary of a run's items."""
    results = list(results)
    overall = Tally()
    groups: dict[str, dict[str, Tally]] = {g: {} for g in GROUPS}
    for r in results:
        count(overall, r)
        for g, key in group_keys(r).items():
            if key is not None:
                count(groups[g].setdefault(key, Tally()), r)
    return RunSummary(
        overall=CellStats.from_tally(overall),
        **{g: {k: CellStats.from_tally(t) for k, t in sorted(cells.items())} for g, cells in groups.items()},
        errors_list=[FailedItem(id=r.id, error=r.error) for r in results if r.error],
    )
