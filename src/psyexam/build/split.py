"""Split a clean bank into train/dev/test/reserved the CPsyExam way, leakage-free by construction.

Records are grouped by *exam* (knowledge questions: their exam; every case-analysis
question: one group ``CA``), and within a group by *subject* (CA: by category). Each
group gives the same number of reserved, test and dev questions; within a group the
subjects take turns (round robin, in a seeded order), so each contributes as evenly as
its supply allows. Within a subject the candidates are in a seeded order interleaved by
question type, so any prefix keeps the subject's mix of single and multiple choice.
The unit of assignment is a duplicate *cluster*: all its members go to one split, so
no question has a copy in another split. What is left is train.
"""

from __future__ import annotations

import hashlib
import random
from collections import defaultdict
from dataclasses import dataclass, field

from psyexam.bank.findings import Finding, Severity
from psyexam.bank.records import Part, Question

SPLITS = ("train", "dev", "test", "reserved")
EVAL_SPLITS = ("dev", "test", "reserved")
_FILL_ORDER = ("reserved", "test", "dev")
CA_GROUP = "CA"
NO_EXAM = "(no exam)"


@dataclass(frozen=True)
class SplitConfig:
    """Questions per exam group for each held-out split, and the seed."""

    test_per_exam: int = 100
    dev_per_exam: int = 20
    reserved_per_exam: int = 20
    seed: int = 1234

    def quota(self, split: str) -> int:
        """The per-group count of a held-out split."""
        return {"test": self.test_per_exam, "dev": self.dev_per_exam, "reserved": self.reserved_per_exam}[split]


@dataclass
class SplitResult:
    """Records by split, shortfall findings, and counts per group and split."""

    splits: dict[str, list[Question]] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)
    groups: dict[str, dict[str, int]] = field(default_factory=dict)


@dataclass
class _Unit:
    members: list[Question]
    stratum: str

    @property
    def size(self) -> int:
        return len(self.members)


def group_of(q: Question) -> str:
    """The exam group a record is sampled under."""
    return CA_GROUP if q.part is Part.CA else (q.exam or NO_EXAM)


def subject_of(q: Question) -> str:
    """The subject a record takes turns as (CA: its category)."""
    if q.part is Part.CA:
        return q.ca_category.value if q.ca_category else "(no category)"
    return q.subject or "(no subject)"


def units(records: list[Question], clusters: list[list[str]]) -> list[_Unit]:
    """Records grouped by duplicate cluster (ids not among ``records`` are ignored), in input order."""
    index = {id(q): i for i, q in enumerate(records)}
    by_id: dict[str, list[Question]] = defaultdict(list)
    for q in records:
        by_id[q.id].append(q)
    owner: dict[int, int] = {}
    for c, ids in enumerate(clusters):
        for rid in ids:
            for q in by_id.get(rid, []):
                owner.setdefault(id(q), c)
    grouped: dict[object, list[Question]] = {}
    for q in records:
        key = ("c", owner[id(q)]) if id(q) in owner else ("r", index[id(q)])
        grouped.setdefault(key, []).append(q)
    return [_Unit(members, members[0].qtype.value) for members in grouped.values()]


def _rng(seed: int, *parts: str) -> random.Random:
    blob = "\x1f".join([str(seed), *parts]).encode()
    return random.Random(int.from_bytes(hashlib.sha256(blob).digest()[:8], "big"))


def _stratified(items: list[_Unit], seed: int, *where: str) -> list[_Unit]:
    """A seeded order in which every prefix keeps the strata's proportions."""
    strata: dict[str, list[_Unit]] = defaultdict(list)
    for u in items:
        strata[u.stratum].append(u)
    keyed = []
    for name in sorted(strata):
        group = strata[name]
        _rng(seed, *where, name).shuffle(group)
        keyed += [((rank + 0.5) / len(group), name, u) for rank, u in enumerate(group)]
    keyed.sort(key=lambda t: (t[0], t[1]))
    return [u for _, _, u in keyed]


def split(records: list[Question], clusters: list[list[str]], config: SplitConfig = SplitConfig()) -> SplitResult:
    """Assign every record a split (``q.split`` is set) and return them by split."""
    by_group: dict[str, dict[str, list[_Unit]]] = defaultdict(lambda: defaultdict(list))
    for u in units(records, clusters):
        q = u.members[0]
        by_group[group_of(q)][subject_of(q)].append(u)
    result = SplitResult(splits={s: [] for s in SPLITS})
    for group in sorted(by_group):
        subjects = by_group[group]
        queues = {s: _stratified(subjects[s], config.seed, group, s) for s in sorted(subjects)}
        order = sorted(queues)
        _rng(config.seed, group, "subjects").shuffle(order)
        counts = {}
        for name in _FILL_ORDER:
            taken = _fill(queues, order, config.quota(name))
            counts[name] = sum(u.size for u in taken)
            _assign(taken, name, result)
            if counts[name] < config.quota(name):
                result.findings.append(Finding(
                    "split_shortfall", Severity.WARNING, group,
                    f"exam group {group}: {counts[name]} of {config.quota(name)} {name} questions "
                    "(not enough questions left)"))
        rest = [u for s in order for u in queues[s]]
        counts["train"] = sum(u.size for u in rest)
        _assign(rest, "train", result)
        result.groups[group] = counts
    return result


def _fill(queues: dict[str, list[_Unit]], order: list[str], quota: int) -> list[_Unit]:
    """Subjects take turns giving one unit each until ``quota`` records are taken or none fits."""
    taken: list[_Unit] = []
    left = quota
    while left > 0:
        progress = False
        for subject in order:
            queue = queues[subject]
            pick = next((i for i, u in enumerate(queue) if u.size <= left), None)
            if pick is None:
                continue
            unit = queue.pop(pick)
            taken.append(unit)
            left -= unit.size
            progress = True
            if left == 0:
                break
        if not progress:
            break
    return taken


def _assign(taken: list[_Unit], name: str, result: SplitResult) -> None:
    for u in taken:
        for q in u.members:
            q.split = name
            result.splits[name].append(q)
