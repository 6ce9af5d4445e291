"""An LLM concept classifier: the model picks, among the lexical top-k candidates, the concepts a question tests.

Every call goes through the call layer into a folder's results.sqlite, so a
repeated coverage run asks only what it has not asked. A reply that names no
readable candidate id, or a failed call, is a counted failure.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Sequence
from pathlib import Path

from psyexam import calls
from psyexam.bank.records import Question
from psyexam.concepts.backend import ModelOptions, open_backend
from psyexam.concepts.coverage import Classified, Classifier, question_text
from psyexam.concepts.inventory import Inventory
from psyexam.concepts.lexical import LexicalMatcher
from psyexam.concepts.replies import ReplyError, extract_json
from psyexam.model.base import GenerateParams, Message, Request

TOP_K = 8
"""Candidate concepts shown to the model per question."""

_SYSTEM = "你是心理学考试命题专家，负责判断一道考题考查的是哪些知识概念。"
_ASK = (
    "下面是一道心理学考题和若干候选概念。请判断这道题考查的是哪些概念（可以是一个、多个，也可以都不是）。\n\n"
    "考题：\n{question}\n\n候选概念：\n{candidates}\n\n"
    '只输出一个 JSON 数组，列出所考查概念的编号，例如 ["{example}"]；都不是则输出 []。'
)


def build_request(q: Question, candidates: list[tuple[str, str, str]], params: GenerateParams) -> Request:
    """The classification prompt for one question; ``candidates`` are (id, name, description)."""
    lines = "\n".join(f"- {cid}：{name}——{desc}" for cid, name, desc in candidates)
    body = _ASK.format(question=question_text(q), candidates=lines, example=candidates[0][0])
    return Request(messages=(Message("system", _SYSTEM), Message("user", body)), params=params)


def parse_reply(text: str | None, candidate_ids: Sequence[str]) -> Classified:
    """The candidate ids a reply names: a JSON list, or else ids written anywhere in the text."""
    allowed = set(candidate_ids)
    try:
        value = extract_json(text)
        named = [str(v) for v in value] if isinstance(value, list) else [str(v) for v in value.get("concepts", [])]
    except (ReplyError, AttributeError):
        if text is not None and re.search(r"\[\s*\]", text):
            return Classified(())
        named = [cid for cid in candidate_ids if text and cid in text]
        if not named:
            return Classified((), "no concept id in the reply")
    kept = tuple(dict.fromkeys(n.strip() for n in named if n.strip() in allowed))
    if named and not kept:
        return Classified((), f"reply names no candidate: {', '.join(named[:3])}")
    return Classified(kept)


def llm_classifier(inventory: Inventory, opts: ModelOptions, folder: Path, top_k: int = TOP_K) -> Classifier:
    """A classifier asking ``opts.spec``; its calls are stored in ``folder``."""
    matcher = LexicalMatcher(inventory.concepts)

    def classify(questions: Sequence[Question]) -> list[Classified]:
        if not questions:
            return []
        params = GenerateParams(max_tokens=opts.max_tokens, temperature=opts.temperature, seed=opts.seed)
        shown = []
        requests = []
        for q in questions:
            ids = [m.concept_id for m in matcher.top(question_text(q), top_k)]
            cands = [(cid, c.name, c.description) for cid in ids if (c := inventory.get(cid)) is not None]
            shown.append(ids)
            requests.append(build_request(q, cands, params))
        results = asyncio.run(_ask(opts, requests, folder))
        return [
            Classified((), f"call failed: {r.error}") if r.text is None else parse_reply(r.text, ids)
            for r, ids in zip(results, shown)
        ]

    return classify


async def _ask(opts: ModelOptions, requests: list[Request], folder: Path) -> list[calls.CallResult]:
    backend = open_backend(opts)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        results, _ = await calls.ask(backend, requests, folder, opts.settings())
    finally:
        await backend.aclose()
    return results
