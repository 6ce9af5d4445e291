"""The bank side of a scan: every item's n-grams, as strings to search for in normalised corpus text."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from psyexam.bank.records import Question
from psyexam.text import is_cjk, token_spans

Fields = Literal["question", "question+options"]
_LAST_AUTOMATON: dict[int, Any] = {}
IGNORED = -1
"""The pattern id of an n-gram left out of the search (``--ignore-common``)."""


@dataclass(frozen=True, slots=True)
class ItemGrams:
    """One bank item: the pattern id of each n-gram position (``IGNORED`` for a left-out one)."""

    id: str
    split: str | None
    pids: tuple[int, ...]
    short: bool
    tokens: int


@dataclass(slots=True)
class BankIndex:
    """Items, their distinct n-gram strings (patterns) and an Aho–Corasick automaton over them.

    A pattern is an n-gram in :func:`psyexam.text.letters_digits` form, so it is found in a
    normalised document as a substring; :meth:`automaton` values carry what the scan needs to
    check that a match starts and ends on token boundaries.
    """

    n: int
    items: list[ItemGrams]
    patterns: list[str]
    item_counts: list[int]
    """How many items hold each pattern."""
    searched: list[bool]
    _automaton: Any = field(default=None, repr=False)

    def automaton(self) -> Any:
        """The Aho–Corasick automaton (pyahocorasick) over the searched patterns that :meth:`hashes` leaves out."""
        return self._matchers()[0]

    def hashes(self) -> list[Any]:
        """The hash matchers (:mod:`psyexam.contamination.hashes`) of the searched patterns that hold a CJK
        character; the automaton has the others (and items of one or two CJK characters)."""
        return self._matchers()[1]

    def automaton_reads_cjk(self) -> bool:
        """Whether a pattern of the automaton holds a CJK character; if none does, it need not read CJK text."""
        return self._matchers()[2]

    def _matchers(self) -> tuple[Any, list[Any], bool]:
        # A process keeps the last ones it built: Ray tasks and spawned workers receive the
        # index without them and would otherwise rebuild them for every shard.
        if self._automaton is None:
            key = hash((self.n, tuple(self.patterns), tuple(self.searched)))
            cached = _LAST_AUTOMATON.get(key)
            if cached is None:
                hashes, hashed = _hash_matchers(self)
                rest = [on and pid not in hashed for pid, on in enumerate(self.searched)]
                reads_cjk = any(on and any(map(is_cjk, p)) for p, on in zip(self.patterns, rest))
                cached = (build_automaton(self.patterns, rest), hashes, reads_cjk)
            self._automaton = cached
            _LAST_AUTOMATON.clear()
            _LAST_AUTOMATON[key] = cached
        return self._automaton

    def edges(self, pid: int) -> tuple[bool, bool]:
        """Whether a match of the pattern must be checked for a token boundary before it and after it.

        A pattern that begins (ends) with a non-CJK character only matches where the text
        has a space, a newline, a CJK character or its end before (after) it: "ab cd" must
        not be found inside "xab cde". CJK characters are tokens of their own.
        """
        pattern = self.patterns[pid]
        return not is_cjk(pattern[0]), not is_cjk(pattern[-1])

    def __getstate__(self) -> dict:
        # shipped to worker processes without the automaton, which each rebuilds
        return {"n": self.n, "items": self.items, "patterns": self.patterns,
                "item_counts": self.item_counts, "searched": self.searched}

    def __setstate__(self, state: dict) -> None:
        for k, v in state.items():
            setattr(self, k, v)
        self._automaton = None


def item_text(q: Question, fields: Fields) -> str:
    """The text whose n-grams stand for the item: the question, or the question and its labelled options."""
    if fields == "question":
        return q.text
    return "\n".join([q.text, *(f"{k}. {q.options[k]}" for k in q.choices)])


def build_index(questions: Iterable[Question], *, n: int = 13, fields: Fields = "question",
                ignore_common: int | None = None) -> BankIndex:
    """Index the items' n-grams; with ``ignore_common``, patterns held by that many items or more are not searched."""
    if n < 1:
        raise ValueError(f"n must be at least 1, got {n}")
    ids: dict[str, int] = {}
    raw: list[tuple[Question, tuple[int, ...], bool, int]] = []
    for q in questions:
        norm, spans = token_spans(item_text(q, fields))
        if not spans:
            grams: list[str] = []
        elif len(spans) < n:
            grams = [norm]
        else:
            grams = [norm[spans[i][0]:spans[i + n - 1][1]] for i in range(len(spans) - n + 1)]
        pids = tuple(ids.setdefault(g, len(ids)) for g in grams)
        raw.append((q, pids, 0 < len(spans) < n, len(spans)))
    patterns = list(ids)  # dicts keep insertion order: pattern ids are positions
    counts = [0] * len(ids)
    for _, pids, _, _ in raw:
        for pid in set(pids):
            counts[pid] += 1
    searched = [ignore_common is None or c < ignore_common for c in counts]
    items = [ItemGrams(q.id, q.split, tuple(p if searched[p] else IGNORED for p in pids), short, ntok)
             for q, pids, short, ntok in raw]
    return BankIndex(n, items, patterns, counts, searched)


def _hash_matchers(index: BankIndex) -> tuple[list[Any], set[int]]:
    """The hash matchers of the searched patterns that hold a CJK character, and those patterns' ids."""
    from psyexam.contamination.anchors import PREFIX, AnchorHashes, ShortHashes
    from psyexam.contamination.hashes import CjkHashes

    grams: dict[int, str] = {}
    short: dict[int, str] = {}
    mixed: dict[int, str] = {}
    anchors: dict[int, int] = {}
    for pid, (p, anchor, cjk) in enumerate(zip(index.patterns, *_cjk_shapes(index.patterns))):
        if not index.searched[pid] or not cjk:  # (empty, or letters and digits only: the automaton's)
            continue
        if anchor == len(p):
            if len(p) == index.n:
                grams[pid] = p
            elif len(p) >= PREFIX:
                short[pid] = p
        elif p[anchor] != " ":  # (a normal form has no space after a CJK character)
            mixed[pid], anchors[pid] = p, anchor
    total = len(index.patterns)
    built = [CjkHashes.build(index.n, grams, total), ShortHashes.build(short, total),
             AnchorHashes.build(mixed, anchors, total)]
    return [m for m in built if m is not None], {*grams, *short, *mixed}


def _cjk_shapes(patterns: list[str]) -> tuple[list[int], list[bool]]:
    """The place of each pattern's first character that is not CJK (its length if there is none), and whether
    the pattern holds a CJK character."""
    import numpy as np

    from psyexam.text.normal import CJK_RANGES

    lengths = np.fromiter(map(len, patterns), dtype=np.int64, count=len(patterns))
    codes = np.frombuffer("".join(patterns).encode("utf-32-le", "surrogatepass"), dtype=np.uint32)
    cjk = np.zeros(len(codes) + 1, dtype=bool)
    for lo, hi in CJK_RANGES:
        cjk[:-1] |= (codes >= lo) & (codes <= hi)
    starts = np.cumsum(lengths) - lengths
    other = np.flatnonzero(~cjk)  # the last place stands past the end of every pattern
    first = np.minimum(other[np.searchsorted(other, starts)] - starts, lengths)
    held = np.add.reduceat(cjk, starts) > 0 if len(patterns) else np.zeros(0, dtype=bool)
    return first.tolist(), (held & (lengths > 0)).tolist()


def build_automaton(patterns: list[str], searched: list[bool]) -> Any:
    """An Aho–Corasick automaton whose values are pattern ids; None when there is nothing to search for."""
    import ahocorasick

    auto = ahocorasick.Automaton()
    for pid, (pattern, on) in enumerate(zip(patterns, searched)):
        if on and pattern:
            auto.add_word(pattern, pid)
    if not len(auto):
        return None  # nothing to search for: an empty automaton cannot be searched
    auto.make_automaton()
    return auto
