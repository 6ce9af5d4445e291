"""Run folders for the rating tests: two mock models answering six open questions in Chinese."""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from psyexam.run.config import RunConfig
from psyexam.run.engine import run

# (id, question, reference, a fuller answer, a thinner answer)
QA = [
    ("qa1", "什么是经典条件反射？", "无关刺激与无条件刺激多次结合后，单独出现也能引起反应的习得过程。",
     "经典条件反射由巴甫洛夫提出：中性刺激（铃声）与无条件刺激（食物）多次配对后，铃声单独出现也能引起唾液分泌。",
     "就是狗听到铃声会流口水。"),
    ("qa2", "简述艾宾浩斯遗忘曲线。", "遗忘在学习后立即开始，先快后慢，最后趋于平稳。",
     "艾宾浩斯用无意义音节研究记忆，发现遗忘先快后慢：学习后最初几小时遗忘最多，之后逐渐稳定。",
     "时间越久忘得越多。"),
    ("qa3", "什么是心理健康？", "个体内部协调、外部适应良好的相对稳定状态。",
     "心理健康指个体情绪稳定、认知正常、人际和谐、能适应环境的一种相对稳定的良好状态。",
     "没有心理疾病就是心理健康。"),
    ("qa4", "从众行为的原因有哪些？", "信息性社会影响与规范性社会影响。",
     "主要有两类原因：信息性影响（认为他人更正确）和规范性影响（希望被群体接纳、避免排斥）。",
     "因为大家都这样做。"),
    ("qa5", "什么是认知失调？", "个体认知之间不一致时产生的不适感及减少不一致的动机。",
     "费斯廷格提出：当态度与行为等认知不一致时，人会感到不适，并通过改变态度或行为来减少失调。",
     "想法和做法不一样。"),
    ("qa6", "简述马斯洛需要层次理论。", "生理、安全、归属与爱、尊重、自我实现五个层次，由低到高。",
     "马斯洛认为需要由低到高依次为生理、安全、归属与爱、尊重和自我实现，低层需要基本满足后高层需要才会突出。",
     "人有很多需要。"),
]


def write_bank(path: Path) -> Path:
    rows = [{"id": i, "question": q, "type": "qa", "part": "KG", "subject": "心理学", "answer": ref, "split": "dev"}
            for i, q, ref, _good, _thin in QA]
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


def _run(folder: Path, bank: Path, model: str, replies: dict[str, str]) -> Path:
    cfg = RunConfig(model=model, bench=str(bank), qtypes=("qa",), out=folder, extra={"responses": replies})
    return run(cfg, progress=False).folder


def qa_runs(root: Path) -> tuple[Path, Path]:
    """A fuller (model ``mock``) and a thinner (``mock:H``) run of the six questions, under ``root``.

    Made in a worker thread: the run engine starts its own event loop, which cannot happen on a
    thread where Playwright's loop already runs.
    """
    root.mkdir(parents=True, exist_ok=True)
    bank = write_bank(root / "bank.jsonl")
    full = {q: good for _i, q, _r, good, _t in QA}
    thin = {q: t for _i, q, _r, _g, t in QA}
    with ThreadPoolExecutor(1) as pool:
        a = pool.submit(_run, root / "fuller_run", bank, "mock", full).result()
        b = pool.submit(_run, root / "thinner_run", bank, "mock:H", thin).result()
    return a, b
