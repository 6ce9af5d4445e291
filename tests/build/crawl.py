"""A small synthetic crawl: exams with unequal subjects, both types, case questions, copies and bad rows."""

from __future__ import annotations

import json
from pathlib import Path

EXAMS = {"GEE": ["普通心理学", "发展心理学", "社会心理学"], "PCE": ["心理咨询师三级", "心理咨询师二级"]}
CASE = "案例{n}：一般资料：求助者，女性，3{n}岁，职员。案例介绍：求助者近来情绪低落。"
ASKS = ["对该求助者最可能的诊断是（）", "心理咨询师使用了（）技术", "该求助者的症状包括（）"]


def rows(per_subject: int = 12) -> list[dict]:
    """Rows with 题干/选项/答案 fields; the 3rd row of each subject is copied verbatim into a later subject."""
    out: list[dict] = []
    for exam, subjects in EXAMS.items():
        for _s, subject in enumerate(subjects):
            for i in range(per_subject):
                multi = i % 4 == 3
                out.append({"题干": f"{i + 1}. {exam}{subject}第{i}题：下列说法正确的是（ ）",
                            "选项": [f"{subject}甲{i}", f"{subject}乙{i}", f"{subject}丙{i}", f"{subject}丁{i}"],
                            "答案": "AC" if multi else "ABCD"[i % 4], "科目": subject, "考试": exam,
                            "题型": "多选题" if multi else "单选题"})
    for n in range(1, 10):
        for _k, ask in enumerate(ASKS):
            out.append({"题干": CASE.format(n=n) + ask, "选项": ["甲", "乙", "丙", "丁"], "答案": "B",
                        "科目": "心理咨询师三级", "考试": "PCE", "题型": "单选题"})
    copy = dict(out[2])
    copy["题干"] = "（2019年真题）" + copy["题干"]
    out.append(copy)
    out.append({"题干": "", "答案": "A"})
    return out


def write(folder: Path, per_subject: int = 12) -> Path:
    """Write the crawl as JSON and return the file."""
    path = folder / "crawl.json"
    path.write_text(json.dumps(rows(per_subject), ensure_ascii=False), encoding="utf-8")
    return path
