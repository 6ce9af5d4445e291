"""Which items a run asks, and the exact request for each."""

from __future__ import annotations

import hashlib
import random
from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING

from psyexam.bank import Bank, QType, Question
from psyexam.errors import PsyexamError
from psyexam.model.base import Capabilities, GenerateParams, Request
from psyexam.run.config import RunConfig

if TYPE_CHECKING:
    from psyexam.prompt.templates import PromptTemplate

# generation budgets when --max-tokens is not given: short for letters, longer for open answers
_MAX_TOKENS = {QType.SINGLE: 256, QType.MULTI: 256, QType.QA: 768}


@dataclass(frozen=True)
class PlannedItem:
    """One question to ask: how (``method``) and with which request."""

    question: Question
    method: str  # "logprob" | "generate"
    request: Request


def select_items(bank: Bank, cfg: RunConfig) -> list[Question]:
    """The usable records that match the run's filters, sampled by ``--limit`` if given."""
    pool = bank.usable()
    split = cfg.split or _default_split(pool)
    wanted = {QType(t) for t in cfg.qtypes}
    items = [
        q for q in pool
        if q.split == split
        and q.qtype in wanted
        and (cfg.part is None or q.part.value == cfg.part.upper())
        and (cfg.exam is None or (q.exam or "").upper() == cfg.exam.upper())
        and (cfg.subject is None or q.subject == cfg.subject)
    ]
    if not items:
        raise PsyexamError(
            f"no usable items in {bank.spec!r} match split={split}, types={','.join(cfg.qtypes)}"
            + (f", part={cfg.part}" if cfg.part else "")
            + (f", exam={cfg.exam}" if cfg.exam else "")
            + (f", subject={cfg.subject}" if cfg.subject else "")
        )
    if cfg.limit is not None and cfg.limit < len(items):
        items = balanced_sample(items, cfg.limit, cfg.seed)
    return items


def _default_split(pool: list[Question]) -> str:
    splits = {q.split for q in pool}
    for name in ("test", "dev", "val", "validation"):
        if name in splits and any(q.split == name and q.has_answer for q in pool):
            return name
    for name in ("dev", "test"):
        if name in splits:
            return name
    named = sorted(s for s in splits if s)
    return named[0] if named else ""


def balanced_sample(items: list[Question], n: int, seed: int) -> list[Question]:
    """A seeded sample of ``n`` items spread as evenly as possible over subjects.

    Subjects take turns (round robin, in a seeded order); within a subject the
    order is a seeded shuffle. The result keeps the bank's order for readability.
    """
    groups: dict[str, list[Question]] = defaultdict(list)
    for q in items:
        groups[q.subject or ""].append(q)
    rng = random.Random(_stable_seed(seed, "sample"))
    names = sorted(groups)
    rng.shuffle(names)
    queues = {name: rng.sample(groups[name], len(groups[name])) for name in names}
    chosen: list[Question] = []
    while len(chosen) < n:
        for name in names:
            if queues[name] and len(chosen) < n:
                chosen.append(queues[name].pop())
    order = {id(q): i for i, q in enumerate(items)}
    return sorted(chosen, key=lambda q: order[id(q)])


def choose_method(q: Question, scoring: str, caps: Capabilities) -> str:
    """``logprob`` for single choice when asked or possible, else ``generate``."""
    if q.qtype is QType.SINGLE and scoring in ("auto", "logprob") and caps.logprobs:
        return "logprob"
    if scoring == "logprob" and q.qtype is QType.SINGLE:
        raise PsyexamError("--scoring logprob needs a backend with log-probabilities; this one has none")
    return "generate"


def build_request(q: Question, method: str, shots: list[Question], cfg: RunConfig, caps: Capabilities,
                  template: PromptTemplate | None = None) -> Request:
    """The exact request for one item: prompt, shots and decoding parameters.

    ``template`` is ``cfg.prompt`` already loaded; a run passes it to skip reading it per item.
    """
    from psyexam.prompt import build_prompt, get_template

    template = template or get_template(cfg.prompt)
    prompt = build_prompt(
        q,
        template,
        shots,
        chat=caps.chat and cfg.chat_template,
        shots_as_turns=cfg.shots_as_turns,
        for_logprobs=(method == "logprob"),
    )
    use_chat = caps.chat and cfg.chat_template
    max_tokens = 1 if method == "logprob" else (cfg.max_tokens or _MAX_TOKENS[q.qtype])
    params = GenerateParams(max_tokens=max_tokens, temperature=0.0, seed=cfg.seed)
    return Request(
        messages=prompt.messages if use_chat else (),
        prompt=None if use_chat else prompt.text,
        params=params,
        choices=tuple(q.choices) if q.qtype is not QType.QA else (),
        multi=q.qtype is QType.MULTI,
    )


def _stable_seed(seed: int, *parts: str) -> int:
    blob = "\x1f".join([str(seed), *parts]).encode()
    return int.from_bytes(hashlib.sha256(blob).digest()[:8], "big")
