"""Answerability and self-consistency: a second model answers each candidate blind, k times.

Disagreement with the key, answers that differ across the k tries, or replies
with no readable letter flag a candidate for review; none rejects it.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from psyexam import calls
from psyexam.concepts.backend import ModelOptions, open_backend
from psyexam.concepts.candidates import Candidate, Reason
from psyexam.concepts.checks import as_question
from psyexam.model.base import GenerateParams, Request
from psyexam.prompt import build_prompt, get_template
from psyexam.score import extract_choice

TEMPERATURE = 0.7
"""Sampling temperature of the k > 1 tries (one try is greedy)."""


def checker_requests(c: Candidate, opts: ModelOptions, k: int) -> list[Request]:
    """``k`` blind answering requests (the plain template; explanation never shown), seeded apart."""
    prompt = build_prompt(replace(as_question(c), explanation=None), get_template("plain"))
    out = []
    for i in range(k):
        params = GenerateParams(max_tokens=opts.max_tokens, temperature=0.0 if k == 1 else TEMPERATURE,
                                seed=(opts.seed or 0) + i)
        out.append(Request(messages=prompt.messages, params=params, choices=tuple(c.options)))
    return out


def judge_answers(c: Candidate, replies: Sequence[str | None]) -> None:
    """Record the checker's letters and flag disagreement, inconsistency or unreadable replies."""
    letters = []
    for text in replies:
        ex = extract_choice(text, c.options, "single", c.question) if text is not None else None
        letters.append("".join(sorted(ex.letters)) if ex is not None and ex.letters else None)
    c.details["checker_answers"] = letters
    read = [x for x in letters if x]
    if len(read) < len(letters):
        c.reject(Reason.CHECKER_UNPARSED)
    if not read:
        return
    majority, _ = Counter(read).most_common(1)[0]
    if majority != c.answer:
        c.reject(Reason.CHECKER_DISAGREES, checker_majority=majority)
    if len(set(read)) > 1:
        c.reject(Reason.CHECKER_INCONSISTENT)


def check_answerability(candidates: Sequence[Candidate], opts: ModelOptions, k: int, folder: Path) -> dict:
    """Ask the checker about every well-formed, not yet rejected candidate; returns call counts."""
    todo = [c for c in candidates if c.well_formed and c.status != "rejected"]
    if not todo:
        return {"asked": 0}
    requests = [r for c in todo for r in checker_requests(c, opts, k)]
    results, stats = asyncio.run(_ask(opts, requests, folder))
    for i, c in enumerate(todo):
        judge_answers(c, [r.text for r in results[i * k:(i + 1) * k]])
    return {"asked": len(todo), "k": k, **calls.stats_dict(stats)}


async def _ask(opts: ModelOptions, requests: list[Request], folder: Path):
    backend = open_backend(opts)
    try:
        return await calls.ask(backend, requests, folder, opts.settings())
    finally:
        await backend.aclose()
