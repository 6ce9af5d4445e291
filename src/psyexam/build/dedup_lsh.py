"""Candidate pairs by MinHash LSH: rensa computes the signatures, numpy does the banding.

Each text becomes a set of character shingles (:func:`psyexam.text.shingles`: CJK in
characters, other text in words, a short text one shingle of its own), rensa turns a
batch of sets into MinHash signatures, and each signature is cut into ``bands`` bands of
``rows`` values. Records that agree on a whole band share a bucket and become a candidate
pair. Banding is done here with sorted numpy arrays rather than a hash-table index, so a
million records cost a few hundred megabytes, and a bucket that grows past ``max_bucket``
(a crawl that repeats one near-identical text thousands of times) is compared along a
sliding window instead of all pairs, and counted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import rensa

from psyexam.text import shingles

_MIX = np.uint64(0x9E3779B97F4A7C15)


@dataclass(frozen=True)
class LshParams:
    """Shingle size, signature length and banding; ``num_perm`` must be a multiple of ``bands``."""

    shingle: int = 3
    num_perm: int = 128
    bands: int = 32
    max_bucket: int = 200
    window: int = 16
    seed: int = 1

    @property
    def rows(self) -> int:
        """Signature values per band."""
        return self.num_perm // self.bands


@dataclass
class BandKeys:
    """One hash per (record, band), filled batch by batch."""

    params: LshParams
    keys: np.ndarray = field(init=False)
    size: int = 0

    def __post_init__(self) -> None:
        self.keys = np.empty((0, self.params.bands), dtype=np.uint64)

    def add(self, texts: Sequence[str]) -> None:
        """Append the band keys of ``texts`` (one row each, in order)."""
        if not texts:
            return
        p = self.params
        token_sets = [list(shingles(t, p.shingle)) or [""] for t in texts]
        digest = rensa.RMinHash.digest_matrix_from_token_sets(token_sets, num_perm=p.num_perm, seed=p.seed)
        sig = np.asarray(digest.to_rows(), dtype=np.uint64).reshape(len(texts), p.bands, p.rows)
        key = np.zeros((len(texts), p.bands), dtype=np.uint64)
        for r in range(p.rows):
            key = (key ^ sig[:, :, r]) * _MIX  # wraps modulo 2**64, as a hash should
        self._append(key)

    def _append(self, key: np.ndarray) -> None:
        need = self.size + len(key)
        if need > len(self.keys):
            grown = np.empty((max(need, 2 * len(self.keys), 1024), self.params.bands), dtype=np.uint64)
            grown[:self.size] = self.keys[:self.size]
            self.keys = grown
        self.keys[self.size:need] = key
        self.size = need


@dataclass
class Candidates:
    """Candidate pairs (row indices, ``lo < hi``, sorted) and how many buckets were too big to pair fully."""

    pairs: np.ndarray
    capped_buckets: int = 0
    largest_bucket: int = 0


def candidate_pairs(band_keys: BandKeys) -> Candidates:
    """Every pair of rows that shares a bucket in at least one band (windowed in oversized buckets)."""
    p, n = band_keys.params, band_keys.size
    found: list[np.ndarray] = []
    capped = largest = 0
    for b in range(p.bands):
        keys = band_keys.keys[:n, b]
        order = np.argsort(keys, kind="stable")
        sorted_keys = keys[order]
        starts = np.flatnonzero(np.r_[True, sorted_keys[1:] != sorted_keys[:-1]])
        sizes = np.diff(np.r_[starts, n])
        largest = max(largest, int(sizes.max(initial=0)))
        capped += int((sizes > p.max_bucket).sum())
        found.extend(_bucket_pairs(order, starts, sizes, p))
    if not found:
        return Candidates(np.empty((0, 2), dtype=np.int64), capped, largest)
    code = np.unique(np.concatenate(found))
    return Candidates(np.stack([code // max(n, 1), code % max(n, 1)], axis=1), capped, largest)


def _bucket_pairs(order: np.ndarray, starts: np.ndarray, sizes: np.ndarray, p: LshParams) -> list[np.ndarray]:
    """Pairs inside each bucket of one band, encoded ``lo * n + hi``."""
    n = len(order)
    multi = sizes > 1
    if not multi.any():
        return []
    run_end = np.repeat(starts + sizes, sizes)  # for each sorted position, where its bucket ends
    reach = np.where(np.repeat(sizes, sizes) > p.max_bucket, p.window, n)  # how far a position pairs
    pos = np.flatnonzero(np.repeat(multi, sizes))
    out: list[np.ndarray] = []
    d = 1
    while len(pos):
        pos = pos[(pos + d < run_end[pos]) & (d <= reach[pos])]
        if len(pos):
            a, b = order[pos], order[pos + d]
            out.append(np.minimum(a, b).astype(np.int64) * n + np.maximum(a, b))
        d += 1
    return out
