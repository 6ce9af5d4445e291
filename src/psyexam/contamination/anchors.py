"""Hash lookups for the patterns with CJK characters that are not n of them: whole short items, and n-grams
with letters or digits in them ("求助者女性28岁中学...", "2016年1月26日咨询...").

Short items (all CJK, shorter than n) are found from their first three characters'
hash, then their whole hash is computed at those places only. A mixed pattern's first
letter or digit (its anchor) follows a CJK character or starts the pattern (which then
begins on a token boundary), so in the text it starts a run of letters and digits: only
those places are looked at, keyed by the characters up to the anchor and a few after it,
then by the whole hash. Both return places to check character by character.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from psyexam.contamination.hashes import KeyTable, P, Unfound, Windows, hashes_of, power, string_hashes
from psyexam.text.codepoints import WORD

PREFIX = 3
"""Characters of a short item's hash key; shorter items are left to the automaton."""
AFTER = 3
"""Characters from the anchor on in a mixed pattern's key."""


def _tag(before: int, after: int) -> np.uint64:
    """Added to a key so that keys of different shapes differ."""
    return np.uint64(0x9E3779B97F4A7C15 * (before * 8 + after) % (1 << 64))


@dataclass(slots=True)
class Wholes:
    """Each pattern's length and whole hash, by pattern id of the index (0 for patterns not here)."""

    lengths: np.ndarray
    hashes: np.ndarray

    @classmethod
    def build(cls, patterns: dict[int, str], total: int) -> Wholes:
        pids = np.fromiter(patterns, dtype=np.int64, count=len(patterns))
        lengths = np.zeros(total, dtype=np.int64)
        lengths[pids] = [len(p) for p in patterns.values()]
        hashes = np.zeros(total, dtype=np.uint64)
        hashes[pids] = hashes_of(list(patterns.values()))
        return cls(lengths, hashes)

    def match(self, wide: np.ndarray, pids: np.ndarray, places: np.ndarray) -> np.ndarray:
        """Where pattern ``pids[i]`` hashes as a whole at ``places[i]`` of the codes ``wide``."""
        lengths = self.lengths[pids]
        fits = places + lengths <= len(wide)
        order = np.flatnonzero(fits)[np.argsort(-lengths[fits], kind="stable")]  # longest first
        ends = np.searchsorted(-lengths[order], -np.arange(int(lengths.max(initial=0)) + 1), "right")
        h = np.zeros(len(order), dtype=np.uint64)
        at = places[order]
        for k in range(len(ends) - 1):
            live = ends[k + 1]  # the patterns longer than k characters
            h[:live] = h[:live] * P + wide[at[:live] + k]
        whole = np.zeros(len(pids), dtype=bool)
        whole[order] = h == self.hashes[pids[order]]
        return whole


@dataclass(slots=True)
class ShortHashes:
    """Patterns of ``PREFIX`` or more CJK characters (but not n), keyed by their first ``PREFIX``."""

    table: KeyTable
    wholes: Wholes

    @classmethod
    def build(cls, patterns: dict[int, str], total: int) -> ShortHashes | None:
        """The patterns by id, of ``total`` in the index; None when there are none."""
        if not patterns:
            return None
        pids = np.fromiter(patterns, dtype=np.int64, count=len(patterns))
        keys = string_hashes([p[:PREFIX] for p in patterns.values()], PREFIX)
        return cls(KeyTable.build(keys, pids, total), Wholes.build(patterns, total))

    def tables(self) -> list[KeyTable]:
        return [self.table]

    def find(self, windows: Windows, classes: np.ndarray, unfound: Unfound) -> tuple[np.ndarray, np.ndarray, bool]:
        """(pattern ids, places, False): the first place where each pattern not found yet hashes as a whole."""
        if len(windows.codes) < PREFIX:
            return np.empty(0, np.int64), np.empty(0, np.int64), False
        pids, places = self.table.lookup(windows(PREFIX), None, unfound)
        whole = self.wholes.match(windows.codes, pids, places)
        pids, first = np.unique(pids[whole], return_index=True)
        return pids, places[whole][first], False


@dataclass(slots=True)
class AnchorHashes:
    """CJK-led patterns with a letter or digit, keyed by their characters up to ``AFTER`` past the first one."""

    table: KeyTable
    wholes: Wholes
    shapes: list[tuple[int, int]]
    """(CJK characters before the anchor, characters from it on) of the keys."""

    @classmethod
    def build(cls, patterns: dict[int, str], anchors: dict[int, int], total: int) -> AnchorHashes | None:
        """The patterns by id, each with the place of its anchor, of ``total`` in the index."""
        if not patterns:
            return None
        pids = np.fromiter(patterns, dtype=np.int64, count=len(patterns))
        shapes = [(anchors[pid], min(AFTER, len(p) - anchors[pid])) for pid, p in patterns.items()]
        keys = hashes_of([p[:before + after] for p, (before, after) in zip(patterns.values(), shapes)])
        keys += np.array([_tag(*shape) for shape in shapes], dtype=np.uint64)
        return cls(KeyTable.build(keys, pids, total), Wholes.build(patterns, total), sorted(set(shapes)))

    def tables(self) -> list[KeyTable]:
        return [self.table]

    def find(self, windows: Windows, classes: np.ndarray, unfound: Unfound) -> tuple[np.ndarray, np.ndarray, bool]:
        """(pattern ids, places, True), in the order of places: every place where a pattern not found yet hashes as
        a whole (the True: one that does not end on a token boundary there may at a later place)."""
        wide = windows.codes
        word = classes == WORD
        starts = word.copy()
        starts[1:] &= ~word[:-1]
        runs = np.flatnonzero(starts)
        most_before = max(b for b, _ in self.shapes)
        padded = np.concatenate((wide, np.zeros(AFTER, np.uint64)))
        back = [padded[runs]]  # hashes of runs[i] - k .. runs[i]
        for k in range(1, most_before + 1):
            back.append(padded[np.maximum(runs - k, 0)] * power(k) + back[-1])
        ahead = [np.zeros(len(runs), np.uint64)]  # hashes of runs[i] + 1 .. runs[i] + k
        for k in range(1, AFTER):
            ahead.append(ahead[-1] * P + padded[runs + k])
        keys, places = [], []
        for before, after in self.shapes:
            ok = (runs >= before) & (runs + after <= len(wide))
            keys.append((back[before] * power(after - 1) + ahead[after - 1] + _tag(before, after))[ok])
            places.append(runs[ok] - before)
        pids, starts = self.table.lookup(np.concatenate(keys), np.concatenate(places), unfound)
        whole = self.wholes.match(wide, pids, starts)
        pids, starts = pids[whole], starts[whole]
        order = np.argsort(starts, kind="stable")
        return pids[order], starts[order], True
