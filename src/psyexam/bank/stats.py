"""Bank statistics: the CPsyExam paper's Table 1 layout and counts by label."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field

from psyexam.bank.bank import Bank
from psyexam.bank.check import split_rank
from psyexam.bank.records import Part, QType, Question

PARTS = tuple(p.value for p in Part)
TYPES = tuple(t.table_name for t in QType)
NO_SPLIT = "(none)"

Tally = dict[str, dict[str, int]]
"""label -> split -> count."""


@dataclass
class BankStats:
    """Record counts of one bank, all taken from the records' own fields.

    ``counts`` is ``{split: {part: {type: n}}}`` with parts ``KG``/``CA`` and types
    ``MCQA``/``MRQA``/``QA`` (every combination present, zeros included). The
    ``by_*`` tallies are ``{label: {split: n}}``; records without the label are left out.
    """

    counts: dict[str, dict[str, dict[str, int]]] = field(default_factory=dict)
    by_exam: Tally = field(default_factory=dict)
    by_subject: Tally = field(default_factory=dict)
    by_chapter: Tally = field(default_factory=dict)
    by_ca_category: Tally = field(default_factory=dict)
    usable: dict[str, int] = field(default_factory=dict)
    quarantined: dict[str, int] = field(default_factory=dict)

    @property
    def splits(self) -> list[str]:
        """Splits in train, dev, test, others order."""
        return list(self.counts)

    def split_total(self, split: str) -> int:
        """All records of one split."""
        return sum(n for types in self.counts[split].values() for n in types.values())

    def part_total(self, split: str, part: str) -> int:
        """Records of one part in one split."""
        return sum(self.counts[split][part].values())

    @property
    def total(self) -> int:
        """All records."""
        return sum(self.split_total(s) for s in self.counts)

    def to_dict(self) -> dict:
        """A JSON-ready dict."""
        return {
            "counts": self.counts,
            "totals": {s: self.split_total(s) for s in self.counts} | {"all": self.total},
            "by_exam": self.by_exam,
            "by_subject": self.by_subject,
            "by_chapter": self.by_chapter,
            "by_ca_category": self.by_ca_category,
            "usable": self.usable,
            "quarantined": self.quarantined,
        }


def compute(bank: Bank) -> BankStats:
    """Count the bank's records by split × part × type and by exam, subject, chapter, category."""
    records = bank.records
    splits = sorted({_split(q) for q in records}, key=lambda s: split_rank(None if s == NO_SPLIT else s))
    counts = {s: {p: dict.fromkeys(TYPES, 0) for p in PARTS} for s in splits}
    for q in records:
        counts[_split(q)][q.part.value][q.qtype.table_name] += 1
    usable = Counter(_split(q) for q in bank.usable())
    return BankStats(
        counts=counts,
        by_exam=_tally(records, lambda q: q.exam, splits),
        by_subject=_tally(records, lambda q: q.subject, splits),
        by_chapter=_tally(records, lambda q: q.chapter, splits),
        by_ca_category=_tally(records, lambda q: q.ca_category.value if q.ca_category else None, splits),
        usable={s: usable.get(s, 0) for s in splits},
        quarantined={s: sum(counts[s][p][t] for p in PARTS for t in TYPES) - usable.get(s, 0) for s in splits},
    )


def _split(q: Question) -> str:
    return q.split or NO_SPLIT


def _tally(records: list[Question], label, splits: list[str]) -> Tally:
    out: dict[str, Counter] = defaultdict(Counter)
    for q in records:
        if (value := label(q)) is not None:
            out[str(value)][_split(q)] += 1
    return {k: {s: out[k][s] for s in splits if out[k][s]} for k in sorted(out, key=lambda k: (-sum(out[k].values()), k))}
