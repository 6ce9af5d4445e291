"""The five build steps as functions from the previous step's records to a ``StepOutput``."""

from __future__ import annotations

import dataclasses
from collections import Counter, defaultdict
from pathlib import Path

from psyexam.bank.bank import Bank
from psyexam.bank.findings import Finding, Severity
from psyexam.bank.records import Question
from psyexam.build.clean import BLOCKING, where
from psyexam.build.pipeline import BuildConfig, StepOutput, hold, split_files
from psyexam.errors import PsyexamError


def settings(config: BuildConfig, name: str) -> object:
    """The part of the config a step's output depends on (its fingerprint)."""
    return {
        "ingest": [list(config.inputs), config.field_map],
        "clean": None,
        "dedup": [config.dedup, config.drop_duplicates],
        "classify": config.model,
        "split": dataclasses.asdict(config.split),
    }[name]


def run_step(name: str, config: BuildConfig, records: list[Question], folder: Path, progress=None) -> StepOutput:
    """Run one step on the records the previous step kept."""
    if name == "ingest":
        return ingest_step(config)
    if name == "clean":
        return clean_step(records)
    if name == "dedup":
        return dedup_step(records, config, progress)
    if name == "classify":
        return classify_step(records, config, folder)
    return split_step(records, config, folder)


def _reasons(findings: list[Finding]) -> dict[tuple[str, int], list[str]]:
    out: dict[tuple[str, int], list[str]] = defaultdict(list)
    for f in findings:
        if f.severity in BLOCKING and f.position is not None:
            out[(f.file, f.position)].append(f.code)
    return out


def _partition(records: list[Question], findings: list[Finding]) -> tuple[list[Question], list[Question]]:
    reasons = _reasons(findings)
    kept, held = [], []
    for q in records:
        if (why := reasons.get(where(q))) is not None:  # type: ignore[arg-type]
            held.append(hold(q, why))
        else:
            kept.append(q)
    return kept, held


def ingest_step(config: BuildConfig) -> StepOutput:
    """Read every input; records named by an error finding are held back."""
    from psyexam.build.ingest import ingest

    result = ingest(list(config.inputs), config.field_map)
    kept, held = _partition(result.records, result.findings)
    fatal = [f for f in result.findings if f.severity is Severity.FATAL]
    return StepOutput(kept, held, findings=result.findings,
                      meta={"in": len(result.records), "files": result.files, "unreadable_files": len(fatal)})


def clean_step(records: list[Question]) -> StepOutput:
    """Clean texts, then validate; records with an error finding are held back."""
    from psyexam.build.clean import clean

    result = clean(records)
    kept, held = _partition(result.kept + result.held, result.findings)
    return StepOutput(kept, held, findings=result.findings,
                      meta={"in": len(records), "changes": dict(result.changes.most_common())})


def _dedup_module():
    try:
        from psyexam.build import dedup
    except ModuleNotFoundError as e:
        if e.name and e.name.startswith("psyexam.build"):
            raise PsyexamError("the de-duplication stage (psyexam.build.dedup) is not installed") from None
        raise
    return dedup


def dedup_step(records: list[Question], config: BuildConfig, progress=None) -> StepOutput:
    """Find duplicate clusters; hold every member of a conflict; keep only canonicals if ``drop``."""
    dedup = _dedup_module()
    try:
        dconfig = dedup.DedupConfig(**config.dedup)
    except TypeError as e:
        raise PsyexamError(f"[dedup]: {e}") from None
    result = dedup.find_duplicates(records, dconfig, progress)
    conflicted = {rid for c in result.conflicts for rid in c.ids}
    canonical_of = {rid: c.canonical for c in result.clusters for rid in c.ids}
    kept, held, removed = [], [], []
    for q in records:
        if q.id in conflicted:
            held.append(hold(q, ["duplicate_conflict"]))
        elif config.drop_duplicates and canonical_of.get(q.id, q.id) != q.id:
            q.extra["duplicate_of"] = canonical_of[q.id]
            removed.append(q)
        else:
            kept.append(q)
    clusters = [_cluster_dict(c) for c in result.clusters]
    conflicts = [_cluster_dict(c) for c in result.conflicts]
    kinds = Counter(c["kind"] for c in clusters)
    return StepOutput(kept, held, removed, findings=list(result.findings),
                      meta={"in": len(records), "clusters": len(clusters), "conflicts": len(conflicts),
                            "clusters_by_kind": dict(kinds)},
                      files={"dedup.json": {"clusters": clusters, "conflicts": conflicts}})


def _cluster_dict(c) -> dict:
    return {"ids": list(c.ids), "canonical": c.canonical, "kind": c.kind}


def classify_step(records: list[Question], config: BuildConfig, folder: Path) -> StepOutput:
    """Label part and category by the rules (and a model for uncertain ones, if configured)."""
    from psyexam.build.classify import agreement, apply, classify, classify_with_model, release_pairs

    labels = [classify(q) for q in records]
    model = classify_with_model(records, labels, config.model, folder / "classify-calls") if config.model else {}
    for q, label in zip(records, labels):
        apply(q, label)
    parts, categories = release_pairs(records)
    meta = {
        "in": len(records),
        "by_part": dict(Counter(q.part.value for q in records)),
        "by_category": dict(Counter(q.ca_category.value for q in records if q.ca_category)),
        "uncertain": sum(not label.sure for label in labels),
        "model": model,
        "agreement": {"part": [_score(s) for s in agreement(parts)],
                      "category": [_score(s) for s in agreement(categories)]} if parts else None,
    }
    return StepOutput(records, meta=meta)


def _score(s) -> dict:
    return {"label": s.label, "support": s.support, "predicted": s.predicted, "correct": s.correct,
            "precision": s.precision, "recall": s.recall}


def split_step(records: list[Question], config: BuildConfig, folder: Path) -> StepOutput:
    """Split into train/dev/test/reserved keeping every duplicate cluster in one split."""
    import json

    from psyexam.bank.stats import compute
    from psyexam.build.pipeline import step_dir
    from psyexam.build.split import split

    dedup_file = step_dir(folder, "dedup") / "dedup.json"
    clusters = [c["ids"] for c in json.loads(dedup_file.read_text(encoding="utf-8"))["clusters"]] \
        if dedup_file.exists() else []
    result = split(records, clusters, config.split)
    stats = compute(Bank(spec="build", records=records))
    return StepOutput(records, findings=result.findings, files=split_files(result.splits),
                      meta={"in": len(records), "groups": result.groups, "table1": stats.to_dict(),
                            "split_config": dataclasses.asdict(config.split)})
