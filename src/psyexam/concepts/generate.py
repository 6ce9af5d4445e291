"""Generating questions for every concept of an inventory, and checking them.

The generation folder holds every call (results.sqlite, so a repeated command
asks only what is missing), every candidate with its status and reasons
(candidates.jsonl), a manifest, and the review database (review.sqlite).
Nothing a model said is dropped: a failed call, an unreadable reply or an item
the reply lacks each becomes a rejected candidate with its reason.
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from psyexam import __version__, calls
from psyexam.bank.records import Question
from psyexam.concepts.answerability import check_answerability
from psyexam.concepts.backend import ModelOptions, open_backend
from psyexam.concepts.balance import balance
from psyexam.concepts.candidates import Candidate, Reason, read_item, write_candidates
from psyexam.concepts.checks import check_concept, check_duplicates, check_leak
from psyexam.concepts.inventory import Concept, Inventory, PromptType
from psyexam.concepts.lexical import THRESHOLD, LexicalMatcher
from psyexam.concepts.prompts import generation_request
from psyexam.concepts.replies import ReplyError, extract_list
from psyexam.model.base import GenerateParams, Request

MANIFEST = "manifest.json"


@dataclass(frozen=True)
class GenerateOptions:
    """What to generate and how to check it."""

    per_concept: int = 4
    types: tuple[str, ...] = ()
    """Allowed prompt types (empty: each concept's own)."""
    seed: int = 1234
    threshold: float = THRESHOLD
    against: Sequence[Question] = ()
    against_spec: str | None = None
    checker: ModelOptions | None = None
    k: int = 1


@dataclass(frozen=True)
class Batch:
    """One call: ``count`` questions of one prompt type on one concept."""

    concept: Concept
    ptype: PromptType
    ids: tuple[str, ...]


@dataclass
class Generation:
    """The candidates of one generation folder and the summary its manifest records."""

    folder: Path
    candidates: list[Candidate]
    manifest: dict = field(default_factory=dict)

    def summary(self) -> dict:
        """The JSON ``psyexam generate --json`` prints."""
        return {**self.manifest, "candidates": [
            {"id": c.id, "concept": c.concept_id, "status": c.status, "reasons": c.reasons, "prompt_type": c.prompt_type,
             "question": c.question, "options": c.options, "answer": c.answer, "details": c.details}
            for c in self.candidates]}


def plan(inventory: Inventory, per_concept: int, types: Sequence[str] = ()) -> tuple[list[Batch], list[str]]:
    """The batches to ask for, and the ids of concepts none of whose prompt types is allowed."""
    batches: list[Batch] = []
    skipped: list[str] = []
    for c in inventory:
        allowed = [t for t in c.prompt_types if not types or t.value in types]
        if not allowed:
            skipped.append(c.id)
            continue
        slots: dict[PromptType, list[str]] = {}
        for i in range(per_concept):
            t = allowed[i % len(allowed)]
            slots.setdefault(t, []).append(f"{c.id}:{t.value}:{len(slots.get(t, [])) + 1}")
        batches += [Batch(c, t, tuple(ids)) for t, ids in slots.items()]
    return batches, skipped


def generate(inventory: Inventory, model: ModelOptions, opts: GenerateOptions, folder: Path) -> Generation:
    """Ask, read, check, balance and store; safe to repeat (calls are reused, reviews kept)."""
    folder.mkdir(parents=True, exist_ok=True)
    batches, skipped = plan(inventory, opts.per_concept, opts.types)
    params = GenerateParams(max_tokens=model.max_tokens, temperature=model.temperature, seed=model.seed)
    requests = [generation_request(b.concept, inventory, b.ptype, len(b.ids), params) for b in batches]
    results, stats = asyncio.run(_ask(model, requests, folder))
    candidates: list[Candidate] = []
    extra = 0
    for b, r in zip(batches, results):
        got, surplus = read_batch(b, r.text, r.error)
        candidates += got
        extra += surplus
    matcher = LexicalMatcher(inventory.concepts)
    for c in candidates:
        if c.well_formed:
            check_leak(c)
            check_concept(c, matcher, opts.threshold)
    check_duplicates([c for c in candidates if c.well_formed], opts.against)
    before, after = balance(candidates, opts.seed)
    checker = check_answerability(candidates, opts.checker, opts.k, folder) if opts.checker else None
    write_candidates(candidates, folder)
    manifest = _manifest(inventory, model, opts, candidates, skipped, extra, calls.stats_dict(stats), checker,
                         before.to_dict(), after.to_dict())
    (folder / MANIFEST).write_text(json.dumps(manifest, ensure_ascii=False, indent=2), encoding="utf-8")
    from psyexam.concepts.review_db import ReviewDB

    with ReviewDB.open(folder) as db:
        manifest["review_sync"] = db.sync_candidates(candidates)
    return Generation(folder, candidates, manifest)


def read_batch(b: Batch, text: str | None, error: str | None) -> tuple[list[Candidate], int]:
    """The batch's candidates from one reply, and how many surplus items the reply held."""
    cands = [Candidate(i, b.concept.id, b.concept.subject, b.concept.chapter, b.concept.name, b.ptype.value) for i in b.ids]
    if text is None:
        for c in cands:
            c.reject(Reason.CALL_FAILED, error=error or "not answered")
        return cands, 0
    try:
        items = extract_list(text)
    except ReplyError as e:
        for c in cands:
            c.reject(Reason.UNPARSEABLE, parse_error=str(e))
            c.raw = text
        return cands, 0
    for j, c in enumerate(cands):
        if j < len(items):
            read_item(c, items[j])
        else:
            c.reject(Reason.MISSING, items_in_reply=len(items))
    return cands, max(0, len(items) - len(cands))


async def _ask(model: ModelOptions, requests: list[Request], folder: Path):
    backend = open_backend(model)
    try:
        return await calls.ask(backend, requests, folder, model.settings())
    finally:
        await backend.aclose()


def _manifest(inventory: Inventory, model: ModelOptions, opts: GenerateOptions, candidates: list[Candidate],
              skipped: list[str], extra: int, stats: dict, checker: dict | None, before: dict, after: dict) -> dict:
    reasons = Counter(r for c in candidates for r in c.reasons)
    return {
        "psyexam_version": __version__,
        "written": datetime.now(UTC).isoformat(timespec="seconds"),
        "inventory": inventory.spec or inventory.file,
        "concepts": [c.id for c in inventory],
        "model": model.to_dict(),
        "options": {"per_concept": opts.per_concept, "types": list(opts.types), "seed": opts.seed,
                    "threshold": opts.threshold, "against": opts.against_spec, "k": opts.k,
                    "checker": opts.checker.to_dict() if opts.checker else None},
        "calls": stats,
        "checker_calls": checker,
        "skipped_concepts": skipped,
        "surplus_items_ignored": extra,
        "counts": dict(Counter(c.status for c in candidates)),
        "reasons": dict(reasons.most_common()),
        "answer_letters": {"generated": before, "balanced": after},
    }


def load_generation(folder: Path) -> tuple[dict, list[Candidate]]:
    """The manifest and candidates of a generation folder (a one-line error when it is not one)."""
    from psyexam.concepts.candidates import CANDIDATES
    from psyexam.errors import PsyexamError

    path = folder / CANDIDATES
    if not path.is_file():
        raise PsyexamError(f"{folder}: not a generation folder (no {CANDIDATES}); run `psyexam generate --out {folder}`")
    manifest = json.loads((folder / MANIFEST).read_text(encoding="utf-8")) if (folder / MANIFEST).is_file() else {}
    out = []
    for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                out.append(Candidate.from_dict(json.loads(line)))
            except (json.JSONDecodeError, TypeError) as e:
                raise PsyexamError(f"{path}, line {no}: damaged candidate record: {e}") from None
    return manifest, out
