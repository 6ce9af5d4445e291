"""The evaluation engine: plan the items, ask the model, store, score, summarise."""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from psyexam import __version__
from psyexam.bank import Bank, QType
from psyexam.calls.execute import ExecStats, Job, RetryPolicy, execute
from psyexam.calls.limits import CallLimiter
from psyexam.calls.progress import NoProgress, Progress
from psyexam.calls.store import StoredCall, call_key
from psyexam.errors import PsyexamError
from psyexam.model.base import Backend
from psyexam.run.config import RunConfig
from psyexam.run.plan import PlannedItem, build_request, choose_method, select_items
from psyexam.run.results import score_item_result
from psyexam.runs import BankInfo, CallCounts, ItemResult, Manifest, ModelInfo, Prompt, RunFolder, summarise
from psyexam.runs.manifest import host, timestamp


@dataclass
class RunOutcome:
    """A finished (or partly failed) run: where it lives, its items and summary (as ``summary.json`` holds it)."""

    folder: Path
    results: list[ItemResult]
    summary: dict
    stats: ExecStats
    warnings: list[str] = field(default_factory=list)


def answer_pool(bank: Bank) -> Counter:
    """Gold letters of the train split's single-choice items (for the majority baseline)."""
    return Counter(
        letter
        for q in bank.usable()
        if q.split == "train" and q.qtype is QType.SINGLE and q.answer
        for letter in q.answer
    )


def open_backend(cfg: RunConfig, bank: Bank) -> Backend:
    """The backend for ``cfg.model`` with the run's settings and options.

    The bank's data goes only to a backend that asks for it (the majority
    baseline's ``answer_pool``).
    """
    spec = cfg.backend_spec()
    bank_data = {"answer_pool": lambda: answer_pool(bank)}
    return spec.open(**{name: make() for name, make in bank_data.items() if name in spec.needs})


def plan(cfg: RunConfig, bank: Bank, backend: Backend) -> tuple[list[PlannedItem], list[str]]:
    """Choose items, shots and requests; returns the plan and any warnings (e.g. too few shots)."""
    from psyexam.prompt import get_template
    from psyexam.prompt.fewshot import ShotSelector

    items = select_items(bank, cfg)
    template = get_template(cfg.prompt)
    k = cfg.shots if cfg.shots is not None else template.shots
    selector = ShotSelector(bank.usable(), k, cfg.seed) if k else None
    warnings: list[str] = []
    planned = []
    for q in items:
        method = choose_method(q, cfg.scoring, backend.capabilities)
        shots = selector.for_question(q) if selector and q.qtype is not QType.QA else []
        planned.append(PlannedItem(q, method, build_request(q, method, shots, cfg, backend.capabilities, template)))
    if selector is not None:
        warnings.extend(str(s) for s in selector.shortfalls)
    return planned, warnings


async def run_async(cfg: RunConfig, *, bank: Bank | None = None, backend: Backend | None = None,
                    progress: Progress | None = None) -> RunOutcome:
    """Evaluate ``cfg.model`` on ``cfg.bench``; resumes from the run folder's store.

    ``progress`` is told of each finished item (nothing is shown without one).
    """
    from psyexam.bank.export import record_to_dict
    from psyexam.bank.loaders import load_bank

    started = time.time()
    if backend is None:
        cfg.backend_spec()  # a bad option is reported before the bank is read
    bank = bank or load_bank(cfg.bench)
    bank.require_records()
    if bank.reserved() and not cfg.allow_reserved:
        raise PsyexamError(f"{cfg.bench}: holds {len(bank.reserved())} records of the reserved split, "
                           "kept out of evaluation; pass --allow-reserved to evaluate on them")
    owns_backend = backend is None
    backend = backend or open_backend(cfg, bank)
    folder = RunFolder(cfg.folder())
    store = folder.open_store()
    try:
        planned, warnings = plan(cfg, bank, backend)
        identity = backend.identity()
        keys = [call_key(identity, p.request, p.method) for p in planned]
        run_key = cfg.run_key()
        store.plan_items(run_key, [
            (p.question.id, i, key, p.method, record_to_dict(p.question))
            for i, (p, key) in enumerate(zip(planned, keys))
        ])
        manifest = _manifest(cfg, bank, identity, run_key, started)
        folder.write_manifest(manifest)

        jobs = list({key: Job(key, p.method, p.request) for p, key in zip(planned, keys)}.values())
        caps = backend.capabilities
        if caps.local and caps.order == "length":
            jobs.sort(key=lambda j: (j.kind, len(j.request.text)))
        elif caps.local:
            # sorted prompts put shared prefixes (system prompt, header, few-shot block)
            # next to each other, so the model's prefix cache is reused most
            jobs.sort(key=lambda j: (j.kind, j.request.text))
        by_key: dict[str, list[int]] = {}
        for i, key in enumerate(keys):
            by_key.setdefault(key, []).append(i)
        policy = RetryPolicy(attempts=cfg.retries + 1, timeout=cfg.timeout)
        scored: dict[int, ItemResult] = {}
        bar = progress or NoProgress()
        bar.start(len(planned))
        try:
            def done(job: Job, call: StoredCall) -> None:
                # scored as each call returns, so the work overlaps the wait for the others
                for i in by_key[job.key]:
                    scored[i] = r = score_item_result(planned[i].question, planned[i].method, call)
                    bar.advance(call.response is not None, r.unparsed)

            stats = await execute(backend, jobs, store, concurrency=cfg.concurrency, policy=policy, on_done=done,
                                  limiter=_limiter(cfg, backend))
        finally:
            bar.stop()
        results = [scored[i] for i in range(len(planned))]  # execute() reports every job
        summary = summarise(results)
        folder.write_samples(results, [_prompt(p) for p in planned])
        folder.write_summary(summary)
        calls = CallCounts(made=stats.made, reused=stats.reused, failed=stats.failed, retries=stats.retries,
                           throttled=stats.throttled, lowest_concurrency=stats.lowest_concurrency)
        manifest.finish(calls, warnings, time.time() - started)
        folder.write_manifest(manifest)
        return RunOutcome(folder.path, results, summary.to_dict(), stats, warnings)
    finally:
        store.close()
        if owns_backend:
            await backend.aclose()


def run(cfg: RunConfig, **kwargs) -> RunOutcome:
    """Synchronous wrapper around ``run_async``."""
    return asyncio.run(run_async(cfg, **kwargs))


def _limiter(cfg: RunConfig, backend: Backend) -> CallLimiter:
    if backend.capabilities.local:
        # a batching backend (transformers, vLLM) needs its batch in flight to fill it
        return CallLimiter(backend.capabilities.max_concurrency, adaptive=False)
    return CallLimiter(cfg.concurrency, rpm=cfg.rpm, tpm=cfg.tpm)


def _manifest(cfg: RunConfig, bank: Bank, identity: dict, run_key: str, started: float) -> Manifest:
    return Manifest(
        psyexam_version=__version__, run_key=run_key, status="running", started=timestamp(started),
        config=cfg.to_dict(), model=ModelInfo(spec=cfg.model, identity=identity),
        bank=BankInfo(spec=cfg.bench, fingerprint=bank.fingerprint(), records=len(bank.records),
                      usable=len(bank.usable())),
        **host(),
    )


def _prompt(p: PlannedItem) -> Prompt:
    """What the item's call was sent, as samples.jsonl records it."""
    return Prompt(messages=[{"role": m.role, "content": m.content} for m in p.request.messages],
                  prompt=p.request.prompt)
