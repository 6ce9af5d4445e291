"""Judged run folders for report tests: a mock run on a small generic bank, judged by the mock judge."""

from __future__ import annotations

import json
from pathlib import Path

from psyexam.judge import JudgeOptions, judge_run
from psyexam.run.config import RunConfig
from psyexam.run.engine import run

# id, subject, question, reference; the judge's canned reply is picked by the question text
QA = [
    ("a1", "普通心理学", "什么是条件反射？", "后天习得的反射。"),
    ("a2", "普通心理学", "简述遗忘曲线。", "遗忘先快后慢。"),
    ("a3", "普通心理学", "什么是知觉恒常性？", "条件变化时知觉保持相对稳定。"),
    ("b1", "社会心理学", "简述从众的原因。", "信息性影响与规范性影响。"),
    ("b2", "社会心理学", "什么是旁观者效应？", "他人在场时助人可能性降低。"),
    ("b3", "社会心理学", "什么是认知失调？", "认知之间不一致引起的紧张。"),
]
# a3: no score; b3: off the scale; both are judge failures
REPLIES = {"条件反射": "分数：90", "遗忘曲线": "分数：８５分", "知觉恒常性": "回答还可以",
           "从众": "60/100", "旁观者": "Score: 70", "认知失调": "分数：150"}
SCORES = {"a1": 90.0, "a2": 85.0, "b1": 60.0, "b2": 70.0}
MCQ = [
    {"id": "m1", "question": "记忆的三级加工模型不包括？", "type": "single", "part": "KG", "subject": "普通心理学",
     "options": {"A": "感觉记忆", "B": "短时记忆", "C": "长时记忆", "D": "情绪记忆"}, "answer": "D", "split": "dev"},
    {"id": "m2", "question": "从众属于哪一领域？", "type": "single", "part": "KG", "subject": "社会心理学",
     "options": {"A": "社会心理学", "B": "生理心理学", "C": "心理测量", "D": "认知神经科学"}, "answer": "A",
     "split": "dev"},
]


def write_bank(path: Path) -> Path:
    """A generic JSONL bank: the six QA items and the two single-choice items above."""
    rows = [{"id": i, "question": q, "type": "qa", "part": "KG", "subject": s, "answer": ref, "split": "dev"}
            for i, s, q, ref in QA]
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows + MCQ) + "\n", encoding="utf-8")
    return path


def mock_run(folder: Path, model: str = "mock", qtypes: tuple[str, ...] = ("qa",), extra: dict | None = None) -> Path:
    """Run the mock backend on the bank's items of ``qtypes`` (open questions only by default)."""
    bank = write_bank(folder.parent / f"{folder.name}_bank.jsonl")
    cfg = RunConfig(model=model, bench=str(bank), qtypes=qtypes, out=folder, extra=extra or {})
    return run(cfg, progress=False).folder


def judged_run(folder: Path, model: str = "mock", judge: str = "mock", rubric: str = "score100",
               replies: dict | None = None, judge_extra: dict | None = None, retries: int = 5, **kw) -> Path:
    """A mock run judged by the mock judge with canned replies (``REPLIES`` unless given)."""
    path = mock_run(folder, model, **kw)
    extra = {"responses": REPLIES if replies is None else replies, **(judge_extra or {})}
    judge_run(path, JudgeOptions(judge, concurrency=1, retries=retries, extra=extra), rubric)
    return path
