"""Window hashes by doubling, and key tables whose keys several patterns share."""

from __future__ import annotations

import numpy as np
import pytest

from psyexam.contamination.hashes import KeyTable, P, Unfound, string_hashes, window_hashes


@pytest.mark.parametrize("n", [1, 2, 3, 5, 7, 8, 12, 13, 16, 21])
def test_window_hashes_are_the_polynomial_of_each_window(n):
    codes = np.random.default_rng(n).integers(0, 0x30000, 300).astype(np.uint64)
    want = np.zeros(len(codes) - n + 1, dtype=np.uint64)
    for k in range(n):
        want = want * P + codes[k:k + len(want)]
    assert np.array_equal(window_hashes(codes, n), want)
    assert np.array_equal(window_hashes(codes[:n], n), want[:1])
    text = "".join(map(chr, codes[:n].tolist()))
    assert string_hashes([text], n)[0] == want[0]


def test_a_shared_key_gives_every_pattern_not_found_yet_at_each_place():
    keys = np.array([5, 7, 5, 9, 5], dtype=np.uint64)
    table = KeyTable.build(keys, np.array([10, 11, 12, 13, 14]), total=20)
    unfound = Unfound([table], 20)
    pids, places = table.lookup(np.array([5, 8, 7, 5], dtype=np.uint64), np.array([100, 200, 300, 400]), unfound)
    assert sorted(zip(pids.tolist(), places.tolist())) == [
        (10, 100), (10, 400), (11, 300), (12, 100), (12, 400), (14, 100), (14, 400)]
    unfound.mark([10, 12, 11])
    pids, places = table.lookup(np.array([5, 7], dtype=np.uint64), None, unfound)
    assert (pids.tolist(), places.tolist()) == ([14], [0])  # 11 found: its bucket is cleared
    assert not unfound.bitmaps[id(table)][7]


def test_window_cache_gives_the_same_hashes_for_every_width():
    from psyexam.contamination.hashes import Windows

    codes = np.random.default_rng(0).integers(0, 0x30000, 50).astype(np.uint64)
    windows = Windows(codes)
    for n in [13, 3, 1, 2, 5, 8, 21, 50, 49]:
        assert np.array_equal(windows(n), window_hashes(codes, n))
    assert len(windows(51)) == 0
