"""Run folders for the leaderboard and run-browser tests: the mock backend on a small generated bank."""

from __future__ import annotations

import json
from pathlib import Path

from psyexam.run.config import RunConfig
from psyexam.run.engine import run

SUBJECTS = ("普通心理学", "发展心理学", "社会心理学")
N = 120
UNPARSED_MARK = "无法作答的题"
"""Questions whose text holds this get a reply with no letter in it from the ``mixed`` run."""
SCRIPT_REPLY = "<script>alert('x')</script> 我选 答案：B"
"""A reply that must reach the page escaped."""


def write_bank(path: Path, n: int = N) -> Path:
    """``n`` single-choice questions over three subjects, two chapters each, two concepts per chapter."""
    rows = []
    for i in range(n):
        subject = SUBJECTS[i % 3]
        chapter = f"{subject}第{i % 2 + 1}章"
        concept = f"{chapter}·概念{i % 4 // 2 + 1}"
        text = f"第{i}题：关于{subject}的说法，哪一项正确？" + (UNPARSED_MARK if i % 10 == 7 else "")
        rows.append({"id": f"q{i:03d}", "question": text, "type": "single", "part": "KG", "exam": "GEE",
                     "subject": subject, "chapter": chapter, "concept": concept, "split": "dev",
                     "options": {"A": f"选项甲{i}", "B": f"选项乙{i}", "C": f"选项丙{i}", "D": f"选项丁{i}"},
                     "answer": "ABCD"[i % 4]})
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


def mock_run(folder: Path, bank: Path, model: str = "mock", responses: dict[str, str] | None = None) -> Path:
    """A generation run of the mock backend on ``bank`` (canned ``responses`` by prompt substring)."""
    extra = {"responses": responses} if responses else {}
    cfg = RunConfig(model=model, bench=str(bank), scoring="generate", out=folder, extra=extra)
    return run(cfg, progress=False).folder


def make_runs(root: Path) -> dict[str, Path]:
    """Three runs of the same bank under ``root``: ``hash`` (mock), ``fixed`` (always A) and ``mixed``
    (unparsed replies on every tenth question, and a reply with HTML in it on question 5)."""
    bank = write_bank(root.parent / f"{root.name}-bank.jsonl")
    return {
        "hash": mock_run(root / "hash", bank),
        "fixed": mock_run(root / "fixed", bank, "mock:A"),
        "mixed": mock_run(root / "mixed", bank, responses={UNPARSED_MARK: "这题我不确定。", "第5题：": SCRIPT_REPLY}),
    }


def samples(folder: Path) -> list[dict]:
    """The run's samples.jsonl lines, read directly (the tests' independent source of truth)."""
    return [json.loads(line) for line in (folder / "samples.jsonl").read_text(encoding="utf-8").splitlines() if line]
