"""Two runs side by side, item by item: which items they share, and where their outcomes differ.

Items are paired as ``psyexam compare`` pairs them: by split and id, leaving out ids that
repeat within a split; the paired test is the leaderboard's (McNemar, as ``psyexam compare``).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from urllib.parse import urlencode

from psyexam.server.web.browse import PAGE_SIZE, Filters, Row, RunIndex
from psyexam.text import fold

SHOWS = {
    "discordant": "结果不同 Outcomes differ",
    "a_only": "仅 A 正确 Only A right",
    "b_only": "仅 B 正确 Only B right",
    "changed": "答案不同 Answers differ",
    "both_wrong": "都错 Both wrong",
    "all": "全部 All shared items",
}


@dataclass(frozen=True, slots=True)
class Pair:
    """One shared item: its row in each run."""

    a: Row
    b: Row

    @property
    def kind(self) -> str:
        """a_only, b_only, both_right, both_wrong or ungraded."""
        ca, cb = self.a.item.correct, self.b.item.correct
        if ca is None or cb is None:
            return "ungraded"
        if ca != cb:
            return "a_only" if ca else "b_only"
        return "both_right" if ca else "both_wrong"

    def shown(self, show: str) -> bool:
        k = self.kind
        if show == "discordant":
            return k in ("a_only", "b_only")
        if show == "changed":
            return self.a.item.prediction != self.b.item.prediction
        return show == "all" or k == show


@dataclass(frozen=True)
class DiffFilters:
    """Which shared items to show, and a text search over both runs' rows."""

    show: str = "discordant"
    subject: str = ""
    q: str = ""

    def query(self, **extra: str) -> str:
        pairs = [("show", self.show), ("subject", self.subject), ("q", self.q), *extra.items()]
        return urlencode([(k, v) for k, v in pairs if v])

    def keep(self, p: Pair, terms: list[str]) -> bool:
        if not p.shown(self.show) or (self.subject and p.a.item.subject != self.subject):
            return False
        return all(t in (p.a.haystack or "") or t in (p.b.haystack or "") for t in terms)


@dataclass
class Diff:
    """The shared items of two runs, with counts by kind and what could not be paired."""

    a: RunIndex
    b: RunIndex
    pairs: list[Pair]
    counts: dict[str, int]
    only_a: int
    only_b: int
    repeated: int

    def page(self, f: DiffFilters, number: int, size: int = PAGE_SIZE) -> tuple[list[Pair], int, int, int]:
        """The page's pairs, its number, the page count and how many pairs match."""
        terms = [t for t in (fold(w) for w in f.q.split()) if t]
        if terms:
            self.a.select(Filters(q=f.q))  # reads both runs' texts for the search
            self.b.select(Filters(q=f.q))
        rows = [p for p in self.pairs if f.keep(p, terms)]
        pages = max(1, math.ceil(len(rows) / size))
        number = min(max(1, number), pages)
        return rows[(number - 1) * size:number * size], number, pages, len(rows)


def diff(a: RunIndex, b: RunIndex) -> Diff:
    """Pair the rows of two runs by split and id (ids repeated within a split are not paired)."""
    ka, kb = _unique(a), _unique(b)
    pairs = [Pair(row, kb[key]) for key, row in ka.items() if key in kb]
    repeated = sum(n for idx in (a, b) for n in Counter(r.item.key for r in idx.rows).values() if n > 1)
    return Diff(a, b, pairs, dict(Counter(p.kind for p in pairs)), len(ka.keys() - kb.keys()), len(kb.keys() - ka.keys()),
                repeated)


def _unique(idx: RunIndex) -> dict[tuple[str, str], Row]:
    counts = Counter(r.item.key for r in idx.rows)
    return {r.item.key: r for r in idx.rows if counts[r.item.key] == 1}
