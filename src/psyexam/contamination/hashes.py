"""Hash lookups of bank patterns in a block's normal form (its code points), with numpy, for the patterns that
start with a CJK character (almost all of a Chinese bank's).

Aho–Corasick pays a Python step for every match, and a corpus of exam-like prose
matches a bank's template n-grams every few characters; pyahocorasick also slows down
when thousands of patterns start with different characters, as CJK patterns do. Here
the hashes of a block's windows are looked up in a bitmap of the buckets that still
hold a pattern the shard has not found, then in a sorted array, and Python only sees
the places of such patterns (checked character by character, so a hash collision
cannot make a match). Once a shard has found the bank's common n-grams, few windows
get past the bitmap.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

P = np.uint64(0x100000001B3)
_MOST_BITS = 22


def power(k: int) -> np.uint64:
    """``P ** k`` modulo 2 ** 64."""
    return np.uint64(pow(int(P), k, 1 << 64))


def string_hashes(strings: list[str], length: int) -> np.ndarray:
    """The hash of each string, all ``length`` characters long (as :func:`window_hashes` hashes a window)."""
    codes = np.frombuffer("".join(strings).encode("utf-32-le"), dtype=np.uint32).reshape(-1, length)
    h = np.zeros(len(strings), dtype=np.uint64)
    for k in range(length):
        h = h * P + codes[:, k].astype(np.uint64)
    return h


def hashes_of(strings: list[str]) -> np.ndarray:
    """The hash of each string, of any lengths."""
    out = np.zeros(len(strings), dtype=np.uint64)
    by_length: dict[int, list[int]] = {}
    for i, s in enumerate(strings):
        by_length.setdefault(len(s), []).append(i)
    for length, at in by_length.items():
        out[at] = string_hashes([strings[i] for i in at], length)
    return out


def window_hashes(codes: np.ndarray, n: int) -> np.ndarray:
    """The hash of every window of ``n`` codes (uint64), the same as the sum of ``codes[i + k] * P ** (n - 1 - k)``.

    Windows are doubled (1, 2, 4, 8 codes...) and the ones that make up ``n`` joined:
    about 2 log2(n) multiply-adds over the array instead of n.
    """
    total: np.ndarray | None = None
    size = 0
    part, width = codes, 1
    left = n
    while True:
        if left & 1:
            if total is None:
                total, size = part, width
            else:
                total = _join(total, size, part, width, len(codes))
                size += width
        left >>= 1
        if not left:
            break
        part = _join(part, width, part, width, len(codes))
        width *= 2
    assert total is not None
    return total[:len(codes) - n + 1]


class Windows:
    """The window hashes of one array of codes (uint64), by width, each computed once for all matchers."""

    def __init__(self, codes: np.ndarray):
        self.codes = codes
        self._by_width: dict[int, np.ndarray] = {1: codes}

    def __call__(self, n: int) -> np.ndarray:
        """The same as ``window_hashes(self.codes, n)``."""
        if n > len(self.codes):
            return np.empty(0, dtype=np.uint64)
        if n not in self._by_width:
            part = 1 << (n.bit_length() - 1)  # the largest power of two below n (half of n if n is one)
            part = part // 2 if part == n else part
            self._by_width[n] = _join(self(part), part, self(n - part), n - part, len(self.codes))
        return self._by_width[n][:len(self.codes) - n + 1]


def _join(a: np.ndarray, a_width: int, b: np.ndarray, b_width: int, length: int) -> np.ndarray:
    """Hashes of windows of ``a_width + b_width`` codes from those of ``a_width`` and of ``b_width`` codes."""
    count = length - a_width - b_width + 1
    out = a[:count] * power(b_width)
    out += b[a_width:a_width + count]
    return out


@dataclass(slots=True)
class KeyTable:
    """Keys (hashes) of patterns, sorted, with their pattern ids; several patterns may share a key."""

    keys: np.ndarray
    pids: np.ndarray
    mask: np.uint64
    """A key's bucket is its low bits: about 16 buckets per pattern, at most 4 million."""
    bucket_of: np.ndarray
    """The bitmap bucket of each pattern id of the index, -1 for those not in this table."""
    bucket_counts: np.ndarray
    """How many patterns fall in each bucket."""
    shared: bool
    """Whether some patterns share a key."""

    @classmethod
    def build(cls, keys: np.ndarray, pids: np.ndarray, total: int) -> KeyTable:
        """The table of ``keys[i]`` for pattern ``pids[i]``, of ``total`` patterns in the index."""
        order = np.argsort(keys, kind="stable")
        bits = min(_MOST_BITS, max(10, (16 * len(keys)).bit_length()))
        mask = np.uint64((1 << bits) - 1)
        buckets = (keys & mask).astype(np.int64)
        bucket_of = np.full(total, -1, dtype=np.int64)
        bucket_of[pids] = buckets
        counts = np.bincount(buckets, minlength=1 << bits)
        counts = counts.astype(np.uint16 if counts.max(initial=0) < 1 << 16 else np.uint32)
        keys = keys[order]
        return cls(keys, pids[order], mask, bucket_of, counts, bool(np.any(keys[1:] == keys[:-1])))

    def lookup(self, keys: np.ndarray, places: np.ndarray | None, unfound: Unfound) -> tuple[np.ndarray, np.ndarray]:
        """(pattern ids, places) of the patterns not found yet whose key is one of ``keys``.

        ``places[i]`` is where ``keys[i]`` was taken; None: at position ``i``.
        """
        keep = unfound.bitmaps[id(self)][(keys & self.mask).astype(np.int64)]
        if places is None:
            places = np.flatnonzero(keep)
            keys = keys[places]
        else:
            keys, places = keys[keep], places[keep]
        lo = np.searchsorted(self.keys, keys, "left")
        if not self.shared:
            hit = self.keys[np.minimum(lo, len(self.keys) - 1)] == keys
            pids, places = self.pids[lo[hit]], places[hit]
        else:  # one (pattern, place) pair for each pattern with the key
            count = np.searchsorted(self.keys, keys, "right") - lo
            starts = np.repeat(lo - (np.cumsum(count) - count), count)
            pids = self.pids[np.arange(int(count.sum())) + starts]
            places = np.repeat(places, count)
        new = ~unfound.found[pids]
        return pids[new], places[new]


class Unfound:
    """A shard's state: which patterns it has found, and for each key table the buckets that still hold one it has not."""

    def __init__(self, tables: list[KeyTable], patterns: int):
        self.found = np.zeros(patterns, dtype=bool)
        self._tables = tables
        self._left = {id(t): t.bucket_counts.copy() for t in tables}
        self.bitmaps = {key: left > 0 for key, left in self._left.items()}

    def mark(self, pids: list[int]) -> None:
        """Note patterns found."""
        ids = np.asarray(pids, dtype=np.int64)
        ids = ids[~self.found[ids]]
        self.found[ids] = True
        for table in self._tables:
            buckets = table.bucket_of[ids]
            buckets = buckets[buckets >= 0]
            if len(buckets):
                left = self._left[id(table)]
                np.subtract.at(left, buckets, 1)
                self.bitmaps[id(table)][buckets[left[buckets] == 0]] = False


@dataclass(slots=True)
class CjkHashes:
    """The patterns that are ``n`` CJK characters (most n-grams of a Chinese bank), keyed by their hash."""

    n: int
    table: KeyTable

    @classmethod
    def build(cls, n: int, patterns: dict[int, str], total: int) -> CjkHashes | None:
        """The patterns by id, of ``total`` in the index; None when there are none."""
        if not patterns:
            return None
        pids = np.fromiter(patterns, dtype=np.int64, count=len(patterns))
        return cls(n, KeyTable.build(string_hashes(list(patterns.values()), n), pids, total))

    def tables(self) -> list[KeyTable]:
        return [self.table]

    def find(self, windows: Windows, classes: np.ndarray, unfound: Unfound) -> tuple[np.ndarray, np.ndarray, bool]:
        """(pattern ids, start positions, False): the first candidate place of each pattern not found yet.

        The False says a failed check need not look at the pattern's later places (a whole-window
        hash matched: only a collision, practically never, fails).
        """
        if len(windows.codes) < self.n:
            return np.empty(0, np.int64), np.empty(0, np.int64), False
        h = windows(self.n)
        pids, starts = self.table.lookup(h, None, unfound)
        pids, first = np.unique(pids, return_index=True)
        return pids, starts[first], False
