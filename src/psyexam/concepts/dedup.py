"""Near-duplicate groups of generated questions, found by the builder's de-duplication engine."""

from __future__ import annotations

from collections.abc import Sequence

from psyexam.bank.records import Question


def duplicate_groups(records: Sequence[Question]) -> list[list[str]]:
    """Groups (two or more ids, in record order) of near-duplicate records."""
    from psyexam.build.dedup import DedupConfig, find_duplicates

    result = find_duplicates(list(records), DedupConfig())
    order = {q.id: i for i, q in enumerate(records)}
    return [sorted(c.ids, key=order.__getitem__) for c in result.clusters if len(c.ids) > 1]
