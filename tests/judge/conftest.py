import json

import pytest

from psyexam.run.config import RunConfig
from psyexam.run.engine import run

QUESTIONS = [
    ("q1", "什么是条件反射？", "条件反射是后天习得的、在无关刺激与无条件刺激多次结合后形成的反射。"),
    ("q2", "简述遗忘曲线。", "艾宾浩斯发现遗忘先快后慢。"),
    ("q3", "什么是心理健康？", "心理健康是个体内部协调、外部适应良好的状态。"),
    ("q4", "简述从众的原因。", "信息性影响与规范性影响。"),
]


def write_qa_bank(path, hidden=()):
    rows = [{"id": i, "question": q, "type": "qa", "part": "KG", "subject": "心理学",
             "answer": None if i in hidden else ref, "split": "dev"} for i, q, ref in QUESTIONS]
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    return str(path)


def make_run(tmp_path, name="run", model="mock", extra=None, hidden=(), limit=None):
    bank = write_qa_bank(tmp_path / f"{name}_bank.jsonl", hidden)
    cfg = RunConfig(model=model, bench=bank, qtypes=("qa",), out=tmp_path / name, extra=extra or {}, limit=limit)
    return run(cfg, progress=False).folder


@pytest.fixture
def qa_run(tmp_path):
    return make_run(tmp_path)
