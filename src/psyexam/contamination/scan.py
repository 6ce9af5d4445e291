"""The per-shard scan (normalise a block, find the bank's patterns in it) and the merge of shard results."""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from psyexam.contamination.corpus import BLOCK_BYTES, Block, FileBroken, Shard, read_blocks
from psyexam.contamination.hashes import Unfound, Windows
from psyexam.contamination.index import BankIndex
from psyexam.text import is_cjk, letters_digits_origins
from psyexam.text.codepoints import CJK, COMPLEX, NL, classes, decode, letters_digits_forms

BAD_KEPT_PER_SHARD = 200
_NEWLINE = re.compile("\n")


@dataclass(slots=True)
class ShardResult:
    """What one shard contributed: the first place each pattern was found (document within the shard, offset).

    ``documents`` counts the shard's lines (rows), so the merge can number documents
    within the whole file. ``complete`` is false when the scan stopped early or the
    file broke; ``bytes`` is how much of the shard was read.
    """

    shard: Shard
    first: dict[int, tuple[int, int]] = field(default_factory=dict)
    documents: int = 0
    bytes: int = 0
    bad: list[tuple[int, str]] = field(default_factory=list)
    bad_total: int = 0
    complete: bool = False
    interrupted: bool = False


def scan_shard(index: BankIndex, shard: Shard, text_field: str = "text", *,
               on_bytes: Callable[[int], None] | None = None, stop: Callable[[], bool] | None = None,
               block_bytes: int = BLOCK_BYTES) -> ShardResult:
    """Scan one shard. Ctrl-C (or ``stop()`` turning true) ends it early with what was found so far."""
    result = ShardResult(shard)
    automaton, hashes = index.automaton(), index.hashes()
    unfound = Unfound([t for m in hashes for t in m.tables()], len(index.patterns))
    try:
        for block in read_blocks(shard, text_field, block_bytes):
            _search(index, automaton, hashes, block, result, unfound)
            _note_bad(result, block.bad)
            result.documents += block.count
            if on_bytes is not None:
                on_bytes(block.position - result.bytes)
            result.bytes = block.position
            if stop is not None and stop():
                return result
        result.complete = True
    except FileBroken as e:
        _note_bad(result, [(e.line, e.reason)])
        if on_bytes is not None:
            on_bytes(shard.size - result.bytes)
        result.bytes = shard.size  # what is left of a broken file cannot be read: it counts as done
        result.documents = max(result.documents, e.line - 1)
        result.complete = True
    except KeyboardInterrupt:
        result.interrupted = True
    return result


def _note_bad(result: ShardResult, bad: list[tuple[int, str]]) -> None:
    result.bad_total += len(bad)
    room = BAD_KEPT_PER_SHARD - len(result.bad)
    if room > 0:
        result.bad.extend(bad[:room])


def _boundary(ch: str) -> bool:
    return ch == " " or ch == "\n" or is_cjk(ch)


def _search(index: BankIndex, automaton: Any, hashes: list[Any], block: Block, result: ShardResult,
            unfound: Unfound) -> None:
    """Record the first occurrence in this block of every pattern the shard has not found yet.

    The block is normalised as an array of code points. CJK-led patterns are found by hash
    lookups over it (no Python per match, only per candidate place of a pattern not found
    yet); the others by the automaton, whose pattern ids are first collected as a set: only
    a block holding a pattern not seen before is walked match by match to place it.
    """
    if automaton is None and not hashes:
        return
    codes, kinds = letters_digits_forms(block.text)
    norm = decode(codes)
    locate: _Locator | None = None
    first = result.first
    before = len(first)
    windows = Windows(codes.astype(np.uint64))
    found: dict[int, int] = {}
    for matcher in hashes:
        pids, starts, every = matcher.find(windows, kinds, unfound)
        for pid, start in zip(pids.tolist(), starts.tolist()):
            if pid not in found and _fits(index, norm, pid, start, every):
                found[pid] = start
    if found:
        locate = _Locator(norm, block)
        first.update(zip(found, locate.many(list(found.values()), codes)))
    if automaton is not None:
        runs = _Runs(norm) if index.automaton_reads_cjk() else _Runs.without_cjk(codes, kinds)
        new = {pid for _, pid in automaton.iter(runs.text)}
        new.difference_update(first)
        if new:
            _place(index, automaton, runs, new, locate or _Locator(norm, block), result)
    if len(first) > before:
        unfound.mark(list(first)[before:])  # dicts keep insertion order: the patterns this block found


def _fits(index: BankIndex, norm: str, pid: int, start: int, ends: bool) -> bool:
    """Whether the pattern is at ``start`` (and, with ``ends``, ends on a token boundary)."""
    pattern = index.patterns[pid]
    if not norm.startswith(pattern, start):
        return False
    end = start + len(pattern)
    return not ends or end >= len(norm) or not index.edges(pid)[1] or _boundary(norm[end])


class _Runs:
    """The text the automaton reads: the normal form, or only its runs without CJK characters, a newline apart.

    Patterns without CJK characters only match inside such runs, and a newline is a token
    boundary as the CJK characters it stands for are: matches and boundaries stay the same.
    """

    def __init__(self, text: str, starts: np.ndarray | None = None, places: np.ndarray | None = None):
        self.text, self._starts, self._places = text, starts, places

    @classmethod
    def without_cjk(cls, codes: np.ndarray, kinds: np.ndarray) -> _Runs:
        keep = (kinds != CJK) & (kinds != NL)
        begins = keep.copy()
        begins[1:] &= ~keep[:-1]
        places = np.flatnonzero(begins)  # where each run starts in the normal form
        kept = codes[keep]
        starts = np.flatnonzero(begins[keep]) + np.arange(len(places))  # and in the text read, after the newlines
        return cls(decode(np.insert(kept, starts[1:] - np.arange(1, len(places)), 10)), starts, places)

    def place(self, at: int) -> int:
        """The place in the normal form of place ``at`` of the text read."""
        if self._starts is None or self._places is None:
            return at
        run = int(np.searchsorted(self._starts, at, "right")) - 1
        return int(self._places[run]) + at - int(self._starts[run])


def _place(index: BankIndex, automaton: Any, runs: _Runs, new: set[int], locate: _Locator,
           result: ShardResult) -> None:
    norm = runs.text
    last = len(norm) - 1
    for end, pid in automaton.iter(norm):
        if pid not in new:
            continue
        start = end - len(index.patterns[pid]) + 1
        check_start, check_end = index.edges(pid)
        if check_start and start > 0 and not _boundary(norm[start - 1]):
            continue
        if check_end and end < last and not _boundary(norm[end + 1]):
            continue
        new.discard(pid)
        result.first[pid] = locate(runs.place(start))
        if not new:
            return


class _Locator:
    """(document within the shard, character offset in its text) of a position in a block's normal form."""

    def __init__(self, norm: str, block: Block):
        self.norm, self.block = norm, block
        self.norm_starts = [0] + [m.end() for m in _NEWLINE.finditer(norm)]
        self.text_starts = [0] + [m.end() for m in _NEWLINE.finditer(block.text)]
        kinds = classes(block.text)
        self.letters = np.flatnonzero(kinds <= CJK)
        self.complex = np.flatnonzero(kinds == COMPLEX)
        self.origins: dict[int, list[int]] = {}

    def __call__(self, start: int) -> tuple[int, int]:
        line = bisect.bisect_right(self.norm_starts, start) - 1
        if line not in self.origins:
            self.origins[line] = self._origins(line)
        line_start = self.norm_starts[line]
        letters_before = start - line_start - self.norm.count(" ", line_start, start)
        return self.block.first + line, self.origins[line][letters_before]

    def many(self, starts: list[int], codes: np.ndarray) -> list[tuple[int, int]]:
        """The places of many positions at once; ``codes`` are the normal form's code points."""
        at = np.asarray(starts, dtype=np.int64)
        norm_starts, text_starts = np.asarray(self.norm_starts), np.asarray(self.text_starts)
        lines = np.searchsorted(norm_starts, at, "right") - 1
        # a line without complex characters keeps its letters and digits: the k-th of its normal form
        # is the k-th of its text
        simple = ~np.isin(lines, np.searchsorted(text_starts, self.complex, "right") - 1)
        gaps = np.concatenate(([0], np.cumsum((codes == 32) | (codes == 10))))
        at, lines = at[simple], lines[simple]
        line_norm = norm_starts[lines]
        within = (at - gaps[at]) - (line_norm - gaps[line_norm])
        places = self.letters[np.searchsorted(self.letters, text_starts[lines]) + within] - text_starts[lines]
        out = iter(zip((lines + self.block.first).tolist(), places.tolist()))
        return [next(out) if ok else self(start) for start, ok in zip(starts, simple.tolist())]

    def _origins(self, line: int) -> list[int]:
        """``letters_digits_origins`` of the line: read off the classes unless it holds a complex character."""
        a = self.text_starts[line]
        b = self.text_starts[line + 1] - 1 if line + 1 < len(self.text_starts) else len(self.block.text)
        lo, hi = np.searchsorted(self.complex, [a, b])
        if hi > lo:
            return letters_digits_origins(self.block.text[a:b])
        lo, hi = np.searchsorted(self.letters, [a, b])
        return (self.letters[lo:hi] - a).tolist()
