"""The run browser's index: one row per item with its question, reply and reading; filters and pages.

The index is built once per run version (see :mod:`catalog`): question texts come from the
run's own results store (the questions it planned), replies from ``samples.jsonl``, judge
grades from the judge's files. Filtering and paging then walk a flat list, so a page of a
20,000-item run costs milliseconds.
"""

from __future__ import annotations

import math
import sqlite3
from collections import Counter, deque
from dataclasses import dataclass, field

from psyexam.bank import QType, Question
from psyexam.errors import PsyexamError
from psyexam.report.load import Item, Run
from psyexam.runs import RunFolder
from psyexam.text import fold

PAGE_SIZE = 50
OUTCOMES = ("right", "wrong", "unparsed", "failed", "ungraded")


@dataclass(frozen=True, slots=True)
class Judged:
    """The judge's grade of an open answer: status, score (None unless scored) and its reply (the reason)."""

    status: str
    score: float | None
    reason: str | None


@dataclass(frozen=True, slots=True)
class Row:
    """One item as the browser shows it."""

    n: int
    item: Item
    question: str | None
    options: tuple[tuple[str, str], ...]
    reference: str | None
    judged: Judged | None
    haystack: str

    @property
    def outcome(self) -> str:
        """right, wrong, unparsed, failed (the call failed) or ungraded (open QA, hidden answer)."""
        i = self.item
        if i.error is not None:
            return "failed"
        if i.unparsed:
            return "unparsed"
        if i.correct is None:
            return "ungraded"
        return "right" if i.correct else "wrong"

    @property
    def reading(self) -> str:
        """How the letters were read: the extraction rule, else the scoring method."""
        return self.item.extraction or self.item.method or "–"

    @property
    def logprobs(self) -> list[tuple[str, str]]:
        """The option log-probabilities, best first, as text (logprob scoring shows no reply text)."""
        lp = self.item.logprobs or {}
        ranked = sorted(lp.items(), key=lambda kv: -math.inf if kv[1] is None else -kv[1])
        return [(k, "–" if v is None or not math.isfinite(v) else f"{v:.2f}") for k, v in ranked]


@dataclass(frozen=True)
class Filters:
    """What the browser shows: wrong only, unparsed only, subject, chapter, concept and a text search."""

    wrong: bool = False
    unparsed: bool = False
    subject: str = ""
    chapter: str = ""
    concept: str = ""
    q: str = ""

    def terms(self) -> list[str]:
        """The search words, folded as the index is (every word must occur)."""
        return [t for t in (fold(w) for w in self.q.split()) if t]

    def active(self) -> bool:
        return any((self.wrong, self.unparsed, self.subject, self.chapter, self.concept, self.q.strip()))

    def keep(self, row: Row, terms: list[str]) -> bool:
        """True when ``row`` passes every filter."""
        i = row.item
        if self.wrong and i.correct is not False:
            return False
        if self.unparsed and not i.unparsed:
            return False
        if (self.subject and i.subject != self.subject or self.chapter and i.chapter != self.chapter
                or self.concept and i.concept != self.concept):
            return False
        return all(t in row.haystack for t in terms)


@dataclass(frozen=True)
class Page:
    """One page of the filtered rows, and where it sits."""

    rows: list[Row]
    number: int
    pages: int
    matched: int
    total: int
    size: int

    @property
    def first(self) -> int:
        """1-based position of the page's first row among the matches (0 when none)."""
        return (self.number - 1) * self.size + 1 if self.rows else 0


@dataclass
class RunIndex:
    """Every row of a run, its facets (values with counts) and load notes."""

    run: Run
    rows: list[Row]
    facets: dict[str, list[tuple[str, int]]]
    counts: dict[str, int]
    notes: list[str] = field(default_factory=list)

    def select(self, f: Filters) -> list[Row]:
        """The rows that pass ``f``, in run order."""
        if not f.active():
            return self.rows
        terms = f.terms()
        return [r for r in self.rows if f.keep(r, terms)]

    def page(self, f: Filters, number: int, size: int = PAGE_SIZE) -> Page:
        """Page ``number`` (clamped to the pages there are) of the rows that pass ``f``."""
        rows = self.select(f)
        pages = max(1, math.ceil(len(rows) / size))
        number = min(max(1, number), pages)
        start = (number - 1) * size
        return Page(rows[start:start + size], number, pages, len(rows), len(self.rows), size)


def build_index(run: Run) -> RunIndex:
    """The browse index of a loaded run (loaded with its replies)."""
    questions, notes = _questions(run)
    judged = _judged(run)
    rows = []
    for n, item in enumerate(run.items, 1):
        queue = questions.get(item.key)
        q = queue.popleft() if queue else None
        options = tuple((k, str(q.options[k])) for k in sorted(q.options)) if q else ()
        reference = q.reference if q is not None and q.qtype is QType.QA else None
        hay = "\x00".join([q.text if q else "", *(v for _, v in options), item.response or "", item.id])
        rows.append(Row(n, item, q.text if q else None, options, reference, judged.get(item.id), fold(hay)))
    if questions and any(r.question is None for r in rows):
        notes.append("some items have no question text in the run's store")
    facets = {level: _facet(run.items, level) for level in ("subject", "chapter", "concept")}
    return RunIndex(run, rows, facets, dict(Counter(r.outcome for r in rows)), notes)


def _facet(items: list[Item], level: str) -> list[tuple[str, int]]:
    """The values of ``level`` with their item counts, in first-seen (bank) order."""
    c = Counter(v for i in items if (v := getattr(i, level)))
    return list(c.items())


def _questions(run: Run) -> tuple[dict[tuple[str, str], deque[Question]], list[str]]:
    """The run's planned questions by (split, id), in plan order (ids may repeat within a split)."""
    rf = RunFolder(run.folder)
    if not rf.has_store():
        return {}, [f"no {rf.store_path.name} in the run folder: question texts are not shown"]
    try:
        store = rf.open_store()
        try:
            planned = rf.planned(store, run.info.run_key)
        finally:
            store.close()
    except (PsyexamError, sqlite3.Error) as e:
        return {}, [f"question texts are not shown: {e}"]
    out: dict[tuple[str, str], deque[Question]] = {}
    for p in planned:
        out.setdefault((p.question.split or "", p.question.id), deque()).append(p.question)
    return out, []


def _judged(run: Run) -> dict[str, Judged]:
    if run.judgements is None:
        return {}
    return {j.id: Judged(j.status, j.score, j.reply or j.error) for j in run.judgements.items}
