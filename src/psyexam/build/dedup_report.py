"""What a de-duplication found, as JSON and as a short readable summary."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass

from psyexam.bank.records import Question
from psyexam.build.dedup import Cluster, DedupResult

_TEXT_SHOWN = 70


@dataclass(frozen=True)
class SplitOverlap:
    """Clusters that cross splits: leakage a split stage has to resolve.

    ``test_with_train``: test records in a cluster that also holds a train record (likewise
    the others); ``spanning``: clusters with members in two or more splits.
    """

    spanning: int
    test_with_train: int
    test_with_dev: int
    dev_with_train: int


def split_overlap(result: DedupResult, records: Sequence[Question]) -> SplitOverlap:
    """Count cross-split clusters and the later-split records in them."""
    spanning = test_train = test_dev = dev_train = 0
    for c in result.clusters:
        splits = [records[i].split for i in c.positions]
        present = set(splits)
        spanning += len(present) > 1
        test_train += splits.count("test") if "train" in present else 0
        test_dev += splits.count("test") if "dev" in present else 0
        dev_train += splits.count("dev") if "train" in present else 0
    return SplitOverlap(spanning, test_train, test_dev, dev_train)


def to_json(result: DedupResult, records: Sequence[Question], spec: str) -> dict:
    """A JSON-ready object: ``clusters`` and ``conflicts`` as lists of id lists, then counts and details."""
    conflicted = {id(c) for c in result.conflicts}
    kinds = Counter(c.kind for c in result.clusters)
    return {
        "spec": spec,
        "records": len(records),
        "clusters": [c.ids for c in result.clusters],
        "conflicts": [c.ids for c in result.conflicts],
        "exact_clusters": kinds.get("exact", 0),
        "near_clusters": kinds.get("near", 0),
        "redundant_records": len(result.dropped_positions()),
        "split_overlap": asdict(split_overlap(result, records)),
        "stats": asdict(result.stats),
        "findings_by_code": dict(sorted(Counter(f.code for f in result.findings).items())),
        "details": [_detail(c, records, id(c) in conflicted) for c in result.clusters],
    }


def _detail(c: Cluster, records: Sequence[Question], conflict: bool) -> dict:
    return {
        "ids": c.ids, "positions": c.positions, "canonical": c.canonical,
        "canonical_position": c.canonical_position, "kind": c.kind, "conflict": conflict,
        "splits": [records[i].split for i in c.positions],
        "sources": [str(records[i].source) if records[i].source else None for i in c.positions],
        "answers": {records[i].id: a for i, a in c.answers.items()},
    }


def summary_lines(result: DedupResult, records: Sequence[Question], spec: str, samples: int = 3) -> list[str]:
    """A readable summary: counts, cross-split overlap, then a few sample clusters with their texts."""
    kinds = Counter(c.kind for c in result.clusters)
    s, overlap = result.stats, split_overlap(result, records)
    lines = [
        f"{spec}: {len(records)} records, {s.compared} compared, {s.distinct} distinct after normalising",
        f"clusters: {kinds.get('exact', 0)} exact, {kinds.get('near', 0)} near; "
        f"{len(result.dropped_positions())} records are copies of a kept one",
        f"conflicts (answers disagree): {len(result.conflicts)} clusters, "
        f"{sum(len(c.ids) for c in result.conflicts)} records",
        f"across splits: {overlap.spanning} clusters; test records with a train copy {overlap.test_with_train}, "
        f"with a dev copy {overlap.test_with_dev}; dev records with a train copy {overlap.dev_with_train}",
        f"LSH: {s.candidates} candidate pairs, {s.matched} accepted"
        + (f"; {s.capped_buckets} oversized buckets windowed" if s.capped_buckets else ""),
    ]
    not_compared = sum(f.code == "not_compared" for f in result.findings)
    if not_compared:
        lines.append(f"not compared (no question text): {not_compared} records")
    shown = _samples(result, samples)
    for title, c in shown:
        lines.append("")
        lines.append(f"{title}: {c.kind}, {len(c.ids)} records, keeps {c.canonical}")
        for i in c.positions[:4]:
            q = records[i]
            mark = "*" if i == c.canonical_position else " "
            answer = c.answers.get(i, "-")
            lines.append(f" {mark} {q.id} [{q.split or '-'}] {_short(q.text)}  → {_short(answer, 30)}")
        if len(c.positions) > 4:
            lines.append(f"   … {len(c.positions) - 4} more")
    return lines


def _samples(result: DedupResult, n: int) -> list[tuple[str, Cluster]]:
    near = [c for c in result.clusters if c.kind == "near"]
    exact = [c for c in result.clusters if c.kind == "exact"]
    picked = [("conflict", c) for c in result.conflicts[:n]]
    picked += [("near", c) for c in near[:n]] + [("exact", c) for c in exact[:n]]
    return picked


def _short(text: str, width: int = _TEXT_SHOWN) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else "…" + flat[-(width - 1):]
