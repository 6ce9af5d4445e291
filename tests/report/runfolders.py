"""Small run folders (manifest.json + samples.jsonl) with known counts, for report tests."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path


@dataclass
class Spec:
    """One item of a fixture run; ``correct`` None means ungraded."""

    id: str
    correct: bool | None
    qtype: str = "single"
    part: str = "KG"
    exam: str | None = "GEE"
    subject: str | None = "普通心理学"
    chapter: str | None = None
    concept: str | None = None
    ca_category: str | None = None
    split: str = "dev"
    exam_credit: float | None = None
    f1: float | None = None
    unparsed: bool = False
    error: str | None = None
    tags: dict[str, str] | None = None


def sample(s: Spec) -> dict:
    """A samples.jsonl row shaped like ItemResult.to_dict() plus messages."""
    credit = s.exam_credit if s.exam_credit is not None else (None if s.correct is None else float(s.correct))
    f1 = s.f1 if s.f1 is not None else credit
    return {
        "id": s.id, "split": s.split, "qtype": s.qtype, "part": s.part, "exam": s.exam,
        "subject": s.subject, "chapter": s.chapter, "concept": s.concept, "ca_category": s.ca_category,
        "method": "generate", "gold": "A", "prediction": None if (s.unparsed or s.error) else ("A" if s.correct else "B"),
        "correct": s.correct, "exam_credit": credit, "f1": f1, "unparsed": s.unparsed, "error": s.error,
        "extraction": None, "response": None if s.error else "答案：A", "logprobs": None,
        "messages": [{"role": "user", "content": "题目"}],
        **({"tags": s.tags} if s.tags else {}),
    }


def write_run(folder: Path, specs: list[Spec], *, model: str = "mock:", shots: int | None = 0,
              fingerprint: str = "fp-demo", prompt: str = "plain", status: str = "complete",
              seed: int = 1234) -> Path:
    """Write a run folder with the given items; returns the folder."""
    folder.mkdir(parents=True, exist_ok=True)
    manifest = {
        "psyexam_version": "0.1.0", "run_key": "abc123", "status": status,
        "started": "2025-01-01T00:00:00+00:00",
        "finished": "2025-01-01T00:01:00+00:00" if status == "complete" else None,
        "wall_seconds": 60.0,
        "config": {"model": model, "bench": "demo", "split": None, "part": None, "qtypes": ["single", "multi"],
                   "exam": None, "subject": None, "limit": None, "shots": shots, "prompt": prompt,
                   "scoring": "auto", "seed": seed},
        "model": {"spec": model, "identity": {"backend": "mock"}},
        "bank": {"spec": "demo", "fingerprint": fingerprint, "records": len(specs), "usable": len(specs)},
        "calls": {"made": len(specs), "reused": 0, "failed": 0, "retries": 0},
        "warnings": [],
    }
    (folder / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False), encoding="utf-8")
    with (folder / "samples.jsonl").open("w", encoding="utf-8") as f:
        for s in specs:
            f.write(json.dumps(sample(s), ensure_ascii=False) + "\n")
    return folder


def outcomes(pattern: str, prefix: str = "q", **kw) -> list[Spec]:
    """Specs from a string of 1 (right), 0 (wrong), u (unparsed, wrong), e (failed, wrong), - (ungraded)."""
    out = []
    for i, ch in enumerate(pattern):
        out.append(Spec(
            id=f"{prefix}{i}", correct=None if ch == "-" else ch == "1",
            unparsed=ch == "u", error="timeout" if ch == "e" else None, **kw,
        ))
    return out


def standard_run(folder: Path, **kw) -> Path:
    """A mixed run with known counts (15 graded, 8 correct, 1 unparsed, 1 failed, 1 ungraded).

    - KG/GEE 普通心理学 single: 1100 (2/4); chapters 第一章 (感觉 1/2, 知觉 1/1) and 第二章 (记忆 0/1)
    - KG/PCE 发展心理学 single: 111u (3/4); multi: credits 1.0, 0.5, 0.0, F1 1.0, 0.8, 0.0 (1/3 correct)
    - CA diagnosis (心理诊断) single: 1 0 failed (1/3); CA treatment (心理咨询) multi: 1 (1/1)
    - one ungraded open question (普通心理学)
    """
    specs = [
        Spec("g0", True, chapter="第一章 感知", concept="感觉"),
        Spec("g1", True, chapter="第一章 感知", concept="知觉"),
        Spec("g2", False, chapter="第一章 感知", concept="感觉"),
        Spec("g3", False, chapter="第二章 记忆", concept="记忆"),
        *[Spec(f"p{i}", c, exam="PCE", subject="发展心理学", unparsed=(i == 3))
          for i, c in enumerate([True, True, True, False])],
        Spec("m0", True, qtype="multi", exam="PCE", subject="发展心理学", exam_credit=1.0, f1=1.0),
        Spec("m1", False, qtype="multi", exam="PCE", subject="发展心理学", exam_credit=0.5, f1=0.8),
        Spec("m2", False, qtype="multi", exam="PCE", subject="发展心理学", exam_credit=0.0, f1=0.0),
        Spec("c0", True, part="CA", exam=None, subject="心理诊断", ca_category="diagnosis"),
        Spec("c1", False, part="CA", exam=None, subject="心理诊断", ca_category="diagnosis"),
        Spec("c2", False, part="CA", exam=None, subject="心理诊断", ca_category="diagnosis", error="HTTP 500"),
        Spec("c3", True, qtype="multi", part="CA", exam=None, subject="心理咨询", ca_category="treatment"),
        Spec("qa0", None, qtype="qa", exam=None, subject="普通心理学"),
    ]
    return write_run(folder, specs, **kw)
