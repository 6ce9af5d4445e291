"""A tiny exact-duplicate finder with the API of ``psyexam.build.dedup``, used until that module is present.

Two records are duplicates when their folded stems and folded option *sets* are equal; the
answer is compared by option text, so reordered options still agree. It finds no near
duplicates: it only stands in for the interface.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from psyexam.bank.findings import Finding
from psyexam.bank.records import Question
from psyexam.text import fold


@dataclass(frozen=True)
class DedupConfig:
    threshold: float = 0.9


@dataclass
class Cluster:
    ids: list[str]
    canonical: str
    kind: str = "exact"


@dataclass
class DedupResult:
    clusters: list[Cluster] = field(default_factory=list)
    conflicts: list[Cluster] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)

    def cluster_of(self, record_id: str) -> Cluster | None:
        return next((c for c in self.clusters if record_id in c.ids), None)


def _key(q: Question) -> tuple:
    return fold(q.text), tuple(sorted(fold(str(q.options[k])) for k in q.choices))


def _answer(q: Question) -> tuple | None:
    if q.answer is None:
        return None
    return tuple(sorted(fold(str(q.options.get(k, ""))) for k in q.answer))


def find_duplicates(records: Sequence[Question], config: DedupConfig = DedupConfig(), progress=None) -> DedupResult:
    groups: dict[tuple, list[Question]] = defaultdict(list)
    for q in records:
        groups[_key(q)].append(q)
    result = DedupResult()
    for members in groups.values():
        if len(members) < 2:
            continue
        cluster = Cluster([q.id for q in members], members[0].id)
        result.clusters.append(cluster)
        if len({_answer(q) for q in members if q.answer is not None}) > 1:
            result.conflicts.append(cluster)
    return result
