"""Review pages' test support: a review database of candidates made here, and signed-in clients."""

from __future__ import annotations

import json
import re
from pathlib import Path

from fastapi.testclient import TestClient

from psyexam.concepts.candidates import Candidate, write_candidates
from psyexam.concepts.generate import MANIFEST
from psyexam.concepts.review_db import REVIEW_DB, ReviewDB
from psyexam.server.app import create_app
from psyexam.server.settings import Settings
from psyexam.server.web import accounts

PASSWORD = "review pass 1"

QUESTIONS = [
    ("GEN-1-02", "普通心理学", "感觉与知觉", "韦伯定律", "根据韦伯定律，在中等强度范围内差别阈限与原刺激量之比",
     ["是一个常数", "随刺激增大而增大", "随刺激增大而减小", "等于零"], "A", []),
    ("GEN-1-03", "普通心理学", "感觉与知觉", "费希纳定律", "费希纳定律认为感觉量与刺激强度的什么成正比",
     ["平方", "对数", "倒数", "立方"], "B", ["checker_disagrees"]),
    ("DEV-1-04", "发展心理学", "认知发展", "守恒", "儿童认识到物体形状改变而数量不变，皮亚杰称之为",
     ["同化", "顺应", "守恒", "<script>alert(1)</script>"], "C", []),
    ("SOC-1-02", "社会心理学", "社会认知", "基本归因错误", "解释他人行为时高估性格因素、低估情境因素的倾向称为",
     ["基本归因错误", "自我服务偏差", "行动者-观察者偏差", "虚假一致性"], "A", ["answer_in_stem"]),
]


def candidates() -> list[Candidate]:
    out = []
    for i, (cid, subject, chapter, concept, question, options, answer, reasons) in enumerate(QUESTIONS):
        details = {"checker_answers": ["A"], "concept_score": 0.8} if reasons == ["checker_disagrees"] else {}
        out.append(Candidate(f"{cid}:theory:{i}", cid, subject, chapter, concept, "theory", question,
                             dict(zip("ABCD", options, strict=True)), answer, f"{concept}的解析。", list(reasons), details))
    return out


def review_db(folder: Path, required: int = 3, generation: bool = False) -> Path:
    """A folder whose review.sqlite holds the four candidates (with ``generation``, their candidates.jsonl and
    a manifest naming the demo inventory too, as ``psyexam generate`` leaves them)."""
    folder.mkdir(parents=True, exist_ok=True)
    if generation:
        write_candidates(candidates(), folder)
        (folder / MANIFEST).write_text(json.dumps({"inventory": "demo"}), encoding="utf-8")
    with ReviewDB.open(folder) as db:
        db.sync_candidates(candidates())
        db.set_required(required)
    return folder / REVIEW_DB


def ids(path: Path) -> list[str]:
    with ReviewDB(path) as db:
        return [r.id for r in db.candidates()]


def app(tmp_path: Path, review: Path | None):
    return create_app(Settings(db_url=str(tmp_path / "service.sqlite"), review_db=str(review) if review else None))


def sign_in(app_, name: str, role: str) -> TestClient:
    """A client signed in as a new user ``name`` with ``role``."""
    accounts.add_user(app_.state.service.db, name, role, PASSWORD, actor="test")
    c = TestClient(app_)
    r = c.post("/login", data={"name": name, "password": PASSWORD, "next": "/", "csrf_token": csrf(c.get("/login").text)},
               follow_redirects=False)
    assert r.status_code == 303, r.text
    return c


def csrf(html: str) -> str:
    m = re.search(r'name="csrf_token" value="([^"]*)"', html)
    assert m, "the page has no CSRF field"
    return m.group(1)
