"""Near-duplicate groups of questions: the builder's de-duplication when installed, else shingle Jaccard.

Kept to one function so the stage switches to ``psyexam.build.dedup`` by itself
once that is present; the fallback compares stems and options as 3-token
shingles (:func:`psyexam.text.shingles`) and groups pairs at or above
:data:`JACCARD` (union-find).
"""

from __future__ import annotations

from collections.abc import Sequence

from psyexam.bank.records import Question
from psyexam.text import jaccard, shingles

JACCARD = 0.7
"""Least shingle Jaccard similarity of two questions (stem and options) for the fallback to call them near duplicates."""


def duplicate_groups(records: Sequence[Question]) -> list[list[str]]:
    """Groups (two or more ids, in record order) of near-duplicate records."""
    try:
        from psyexam.build.dedup import DedupConfig, find_duplicates  # type: ignore[import-not-found,import-untyped,unused-ignore]
    except ImportError:
        return _jaccard_groups(records)
    result = find_duplicates(list(records), DedupConfig())
    order = {q.id: i for i, q in enumerate(records)}
    return [sorted(c.ids, key=order.__getitem__) for c in result.clusters if len(c.ids) > 1]


def _jaccard_groups(records: Sequence[Question]) -> list[list[str]]:
    sets = [shingles(" ".join([q.text, *(str(q.options[k]) for k in q.choices)]), 3) for q in records]
    parent = list(range(len(records)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i in range(len(records)):
        for j in range(i + 1, len(records)):
            if sets[i] and jaccard(sets[i], sets[j]) >= JACCARD:
                parent[root(j)] = root(i)
    groups: dict[int, list[str]] = {}
    for i, q in enumerate(records):
        groups.setdefault(root(i), []).append(q.id)
    return [g for g in groups.values() if len(g) > 1]
