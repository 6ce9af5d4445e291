"""The run browser's index: one row per item with its question, reply and reading; filters and pages.

The index is built once per run version (see :mod:`catalog`) from ``samples.jsonl`` (items
and replies) and the judge's files; filtering and paging then walk a flat list, so a page of
a 20,000-item run costs milliseconds. Question texts come from the run's own results store
(the questions it planned): a page reads its own fifty, and the first full-text search reads
them all and keeps the folded search text, so opening a run never waits for the whole plan.
"""

from __future__ import annotations

import math
import sqlite3
import threading
from collections import Counter
from collections.abc import Callable
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
class Text:
    """What an item asked: question, options (letter, text) and, for open questions, the reference."""

    question: str | None
    options: tuple[tuple[str, str], ...] = ()
    reference: str | None = None


NO_TEXT = Text(None)


@dataclass(slots=True)
class Row:
    """One item as the browser shows it; its text is read when a page or a search first needs it."""

    n: int
    item: Item
    judged: Judged | None
    text: Text | None = None
    haystack: str | None = None

    @property
    def question(self) -> str | None:
        return self.text.question if self.text else None

    @property
    def options(self) -> tuple[tuple[str, str], ...]:
        return self.text.options if self.text else ()

    @property
    def reference(self) -> str | None:
        return self.text.reference if self.text else None

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
        return all(t in (row.haystack or "") for t in terms)


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
    _texts: Callable[[list[str] | None], dict[str, Text]] | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _searchable: bool = False

    def select(self, f: Filters) -> list[Row]:
        """The rows that pass ``f``, in run order."""
        if not f.active():
            return self.rows
        terms = f.terms()
        if terms:
            self._index_text()
        return [r for r in self.rows if f.keep(r, terms)]

    def page(self, f: Filters, number: int, size: int = PAGE_SIZE) -> Page:
        """Page ``number`` (clamped to the pages there are) of the rows that pass ``f``, texts read."""
        rows = self.select(f)
        pages = max(1, math.ceil(len(rows) / size))
        number = min(max(1, number), pages)
        start = (number - 1) * size
        shown = rows[start:start + size]
        self.show(shown)
        return Page(shown, number, pages, len(rows), len(self.rows), size)

    def show(self, rows: list[Row]) -> None:
        """Read the texts of ``rows`` that have none yet (a page's worth from the store)."""
        todo = [r for r in rows if r.text is None]
        if not todo:
            return
        texts = self._texts([r.item.id for r in todo]) if self._texts else {}
        for r in todo:
            r.text = texts.get(r.item.id, NO_TEXT)

    def _index_text(self) -> None:
        """Read every text once and keep each row's folded search text (question, options, reply, id)."""
        with self._lock:
            if self._searchable:
                return
            texts = self._texts(None) if self._texts else {}
            for r in self.rows:
                r.text = texts.get(r.item.id, NO_TEXT)
                hay = [r.text.question or "", *(v for _, v in r.text.options), r.item.response or "", r.item.id]
                r.haystack = fold("\x00".join(hay))
            if texts and any(r.question is None for r in self.rows):
                self.notes.append("some items have no question text in the run's store")
            self._searchable = True


def build_index(run: Run) -> RunIndex:
    """The browse index of a loaded run (loaded with its replies); texts are read on demand."""
    judged = _judged(run)
    rows = [Row(n, item, judged.get(item.id)) for n, item in enumerate(run.items, 1)]
    facets = {level: _facet(run.items, level) for level in ("subject", "chapter", "concept")}
    rf = RunFolder(run.folder)
    notes = [] if rf.has_store() else [f"no {rf.store_path.name} in the run folder: question texts are not shown"]
    reader = (lambda ids: _texts(run, ids)) if rf.has_store() else None
    return RunIndex(run, rows, facets, dict(Counter(r.outcome for r in rows)), notes, reader)


def _facet(items: list[Item], level: str) -> list[tuple[str, int]]:
    """The values of ``level`` with their item counts, in first-seen (bank) order."""
    c = Counter(v for i in items if (v := getattr(i, level)))
    return list(c.items())


def _texts(run: Run, ids: list[str] | None) -> dict[str, Text]:
    """The texts of the items with ``ids`` (all when None) by item id, from the run's store; {} when unreadable."""
    rf = RunFolder(run.folder)
    try:
        store = rf.open_store()
        try:
            if ids is None:
                questions = {p.question.id: p.question for p in rf.planned(store, run.info.run_key)}
            else:
                questions = rf.questions(store, run.info.run_key, ids)
        finally:
            store.close()
    except (PsyexamError, sqlite3.Error):
        return {}
    return {i: _text(q) for i, q in questions.items()}


def _text(q: Question) -> Text:
    return Text(q.text, tuple((k, str(q.options[k])) for k in sorted(q.options)),
                q.reference if q.qtype is QType.QA else None)


def _judged(run: Run) -> dict[str, Judged]:
    if run.judgements is None:
        return {}
    return {j.id: Judged(j.status, j.score, j.reply or j.error) for j in run.judgements.items}
