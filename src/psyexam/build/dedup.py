"""Find exact and near duplicates among crawled questions.

Three steps. (1) Every record gets a normal form (:mod:`psyexam.build.dedup_normal`);
equal forms are exact duplicates, so only one record per form goes further. (2) MinHash
LSH over character shingles proposes candidate pairs (:mod:`psyexam.build.dedup_lsh`).
(3) Each candidate is accepted only if it is one question up to typos
(:mod:`psyexam.build.dedup_match`). Matched records are joined into clusters, each with one
canonical record; clusters whose members' answers disagree are conflicts.

Records are addressed by their position in the input, so records that share an id (the
CPsyExam release has hundreds) are still told apart; clusters report ids as given.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from psyexam.bank.findings import Finding, Severity
from psyexam.bank.records import Question
from psyexam.build.dedup_cluster import (
    Cluster,
    UnionFind,
    build_cluster,
    cluster_findings,
    is_conflict,
    split_contradictions,
)
from psyexam.build.dedup_lsh import BandKeys, LshParams, candidate_pairs
from psyexam.build.dedup_match import near_duplicates
from psyexam.build.dedup_normal import NormalForm, prepare
from psyexam.calls.progress import NoProgress, Progress
from psyexam.errors import PsyexamError

__all__ = ["Cluster", "DedupConfig", "DedupResult", "DedupStats", "find_duplicates"]


@dataclass(frozen=True)
class DedupConfig:
    """Knobs of :func:`find_duplicates`.

    threshold: least similarity (rapidfuzz's Indel ratio, 0–1) between two normalised stems,
        and between two long options, for a near duplicate; 0.85 lets a 7-character stem
        differ by one typo and a 14-character stem by two.
    max_typos: most typos in all (stem and options) between near duplicates; a typo is one
        character changed, added or dropped, or two neighbours swapped.
    min_fuzzy_option: options shorter than this many characters must match exactly
        ("正强化" and "负强化" are different options, not a typo).
    shingle, num_perm, bands: MinHash LSH: characters per shingle, signature length, bands
        (``num_perm // bands`` rows each). 32 bands of 4 find pairs with shingle Jaccard 0.6 at
        99% and 0.5 at 87%; typo-level duplicates are far above that.
    max_bucket, window: an LSH bucket with more records than ``max_bucket`` is compared only
        between records at most ``window`` apart in it (counted in a ``dedup_bucket_capped`` finding).
    batch: records per MinHash batch (memory against per-call overhead).
    """

    threshold: float = 0.85
    max_typos: int = 2
    min_fuzzy_option: int = 6
    shingle: int = 3
    num_perm: int = 128
    bands: int = 32
    max_bucket: int = 200
    window: int = 16
    seed: int = 1
    batch: int = 10_000

    def __post_init__(self) -> None:
        if not 0.0 < self.threshold <= 1.0:
            raise PsyexamError(f"dedup threshold must be in (0, 1], got {self.threshold}")
        if self.max_typos < 0 or self.min_fuzzy_option < 1 or self.shingle < 1:
            raise PsyexamError("dedup max_typos must be ≥ 0, min_fuzzy_option and shingle ≥ 1")
        if self.bands < 1 or self.num_perm % self.bands:
            raise PsyexamError(f"dedup num_perm ({self.num_perm}) must be a multiple of bands ({self.bands})")
        if self.max_bucket < 2 or self.window < 1 or self.batch < 1:
            raise PsyexamError("dedup max_bucket must be ≥ 2, window and batch ≥ 1")

    def lsh(self) -> LshParams:
        """The LSH part of the configuration."""
        return LshParams(self.shingle, self.num_perm, self.bands, self.max_bucket, self.window, self.seed)


@dataclass
class DedupStats:
    """Counts from one run: records, those compared, distinct forms, LSH candidates, accepted pairs."""

    records: int = 0
    compared: int = 0
    distinct: int = 0
    candidates: int = 0
    matched: int = 0
    capped_buckets: int = 0
    largest_bucket: int = 0


@dataclass
class DedupResult:
    """Clusters of two or more records (conflicts included), the conflicting ones, and findings.

    Findings: ``exact_duplicate``/``near_duplicate`` (info) on each member that is not kept,
    ``duplicate_conflict`` (error) on each member of a conflict, ``not_compared`` (info) on
    records with no text to compare, ``dedup_bucket_capped`` (warning) when LSH buckets were
    windowed.
    """

    clusters: list[Cluster]
    conflicts: list[Cluster]
    findings: list[Finding]
    stats: DedupStats = field(default_factory=DedupStats)
    _by_id: dict[str, Cluster] | None = field(default=None, init=False, repr=False, compare=False)

    def cluster_of(self, record_id: str) -> Cluster | None:
        """The cluster holding a record with this id (the first, if the id is on several records)."""
        if self._by_id is None:
            self._by_id = {}
            for c in self.clusters:
                for rid in c.ids:
                    self._by_id.setdefault(rid, c)
        return self._by_id.get(record_id)

    def dropped_positions(self) -> set[int]:
        """Input positions of every clustered record that is not its cluster's canonical one."""
        return {i for c in self.clusters for i in c.positions if i != c.canonical_position}


def find_duplicates(records: Sequence[Question], config: DedupConfig = DedupConfig(),
                    progress: Progress | None = None) -> DedupResult:
    """Cluster exact and near duplicates among ``records``; see the module docstring.

    ``progress`` is told twice the number of records: one step per record normalised and
    hashed, then one per record whose candidate pairs are checked.
    """
    progress = progress or NoProgress()
    n = len(records)
    stats = DedupStats(records=n)
    progress.start(2 * n)
    try:
        uf = UnionFind(n)
        forms, reps, keys = _normalise_and_hash(records, config, uf, progress)
        stats.compared = sum(f is not None for f in forms)
        stats.distinct = len(reps)
        cands = candidate_pairs(keys)
        stats.candidates, stats.capped_buckets, stats.largest_bucket = len(cands.pairs), cands.capped_buckets, \
            cands.largest_bucket
        stats.matched = _verify(cands.pairs, reps, forms, config, uf, progress, n)
    finally:
        progress.stop()
    return _result(records, forms, uf, config, stats)


def _normalise_and_hash(records: Sequence[Question], config: DedupConfig, uf: UnionFind,
                        progress: Progress) -> tuple[list[NormalForm | None], list[int], BandKeys]:
    """Normal forms for all, exact duplicates joined, MinHash band keys for one record per form."""
    first: dict[NormalForm, int] = {}
    forms: list[NormalForm | None] = []
    reps: list[int] = []
    keys = BandKeys(config.lsh())
    pending: list[str] = []
    for i, q in enumerate(records):
        prepared, text = prepare(q)
        form = prepared if prepared.stem else None
        forms.append(form)
        if form is not None:
            j = first.setdefault(form, i)
            if j == i:
                reps.append(i)
                pending.append(text)
            else:
                uf.union(j, i)
        if len(pending) >= config.batch:
            keys.add(pending)
            pending = []
        progress.advance(True)
    keys.add(pending)
    return forms, reps, keys


def _verify(pairs, reps: list[int], forms: list[NormalForm | None], config: DedupConfig, uf: UnionFind,
            progress: Progress, n: int) -> int:
    """Accept the candidate pairs that are one question; returns how many were accepted."""
    matched = done = 0
    total = len(pairs)
    step = 50_000  # pairs turned into Python ints at a time: all at once would cost gigabytes
    for start in range(0, total, step):
        for a, b in pairs[start:start + step].tolist():
            i, j = reps[a], reps[b]
            if near_duplicates(forms[i], forms[j], config.max_typos, config.threshold, config.min_fuzzy_option):
                uf.union(i, j)
                matched += 1
        target = min(start + step, total) * n // total
        for _ in range(target - done):
            progress.advance(True)
        done = target
    for _ in range(n - done):
        progress.advance(True)
    return matched


def _result(records: Sequence[Question], forms: list[NormalForm | None], uf: UnionFind, config: DedupConfig,
            stats: DedupStats) -> DedupResult:
    clusters: list[Cluster] = []
    conflicts: list[Cluster] = []
    findings: list[Finding] = []
    groups = [part for members in uf.groups()
              for part in split_contradictions(members, forms, config.max_typos, config.threshold,
                                               config.min_fuzzy_option)]
    for members in sorted(groups, key=lambda g: g[0]):
        cluster = build_cluster(records, forms, members, config.threshold)
        conflict = is_conflict(cluster)
        clusters.append(cluster)
        if conflict:
            conflicts.append(cluster)
        findings.extend(cluster_findings(records, forms, cluster, conflict))
    for i, form in enumerate(forms):
        if form is None:
            q = records[i]
            file, pos = (q.source.file, q.source.position) if q.source else ("(no source)", None)
            findings.append(Finding("not_compared", Severity.INFO, file,
                                    "no question text to compare; not de-duplicated", position=pos, id=q.id))
    if stats.capped_buckets:
        findings.append(Finding(
            "dedup_bucket_capped", Severity.WARNING, "(dedup)",
            f"{stats.capped_buckets} LSH buckets held more than {config.max_bucket} records (largest "
            f"{stats.largest_bucket}); in those, each record was compared with its {config.window} neighbours only"))
    return DedupResult(clusters, conflicts, findings, stats)
