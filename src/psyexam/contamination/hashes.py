"""Rolling hashes of n-character windows, for patterns that are n CJK characters (most n-grams of a Chinese bank).

Aho–Corasick pays a Python step for every match, and a corpus of exam-like prose
matches a bank's template n-grams every few characters. Here a whole block is hashed
with numpy (one multiply-add pass per character of n), the hashes are looked up
in a bitmap and a sorted array, and Python only sees the first place of each pattern
the shard has not found yet (checked character by character, so a hash collision
cannot make a match).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

_P = np.uint64(0x100000001B3)
_MASK_BITS = 22


@dataclass(slots=True)
class CjkHashes:
    """The hashes of the patterns that are ``n`` CJK characters, sorted, with their pattern ids."""

    n: int
    hashes: np.ndarray
    pids: np.ndarray
    bitmap: np.ndarray

    @classmethod
    def build(cls, n: int, patterns: dict[int, str]) -> CjkHashes | None:
        """None when there are no such patterns."""
        if not patterns:
            return None
        pids = np.fromiter(patterns, dtype=np.int64, count=len(patterns))
        codes = np.frombuffer("".join(patterns.values()).encode("utf-32-le"), dtype=np.uint32).reshape(-1, n)
        h = np.zeros(len(pids), dtype=np.uint64)
        for k in range(n):
            h = h * _P + codes[:, k].astype(np.uint64)
        order = np.argsort(h, kind="stable")
        bitmap = np.zeros(1 << _MASK_BITS, dtype=bool)
        bitmap[(h & np.uint64((1 << _MASK_BITS) - 1)).astype(np.int64)] = True
        return cls(n, h[order], pids[order], bitmap)

    def find(self, text: str) -> tuple[np.ndarray, np.ndarray]:
        """(pattern ids, start positions): the first candidate place in ``text`` of each pattern that may occur."""
        n = self.n
        codes = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
        if len(codes) < n:
            return np.empty(0, np.int64), np.empty(0, np.int64)
        width = len(codes) - n + 1
        h = codes[:width].copy()
        for k in range(1, n):
            h *= _P
            h += codes[k:k + width]
        cand = np.flatnonzero(self.bitmap[(h & np.uint64((1 << _MASK_BITS) - 1)).astype(np.int64)])
        hc = h[cand]
        at = np.searchsorted(self.hashes, hc)
        at[at == len(self.hashes)] = 0
        hit = self.hashes[at] == hc
        pids, starts = self.pids[at[hit]], cand[hit]
        pids, first = np.unique(pids, return_index=True)
        return pids, starts[first]
