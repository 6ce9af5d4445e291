"""Min-K% Prob and Min-K%++ of many texts through the call layer: stored, resumable, retried, paced.

Each text is one ``tokens`` call (its tokens scored, :mod:`psyexam.model.tokens`), keyed
like every other model call by the model's identity and the exact text. The calls'
answers go into the store of a folder as they arrive, so the same command again (after
Ctrl-C, a kill or failed calls) asks only for what is missing. A call that still fails
after its retries is a failed text: listed with its error and counted in the summary,
never left out of it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from psyexam.calls import ModelUse, NoProgress, Progress, Store, StoredCall, call_key, execute, stats_dict
from psyexam.calls.execute import Job
from psyexam.contamination.minkprob import DEFAULT_K, MinKResult, text_score
from psyexam.model.base import Backend, Request
from psyexam.model.tokens import token_scorer

KIND = "tokens"


@dataclass(frozen=True)
class MinKOptions(ModelUse):
    """Which model scores the texts, how its calls are made, and where they are stored."""

    model: str
    store: Path
    """The folder whose ``results.sqlite`` holds the calls (shared by any texts and models)."""
    k: float = DEFAULT_K

    @property
    def model_spec(self) -> str:
        """The scored model's backend spec."""
        return self.model


async def score_texts(backend: Backend, texts: Sequence[tuple[str, str]], opts: MinKOptions,
                      progress: Progress | None = None) -> MinKResult:
    """Min-K% and Min-K%++ of each ``(id, text)``, asking only for texts not already in the store.

    Texts with the same content share one call. A backend that cannot score tokens is a
    one-line ``ModelError`` before any call.
    """
    token_scorer(backend)
    identity = backend.identity()
    requests = [Request(prompt=text) for _, text in texts]
    keys = [call_key(identity, r, KIND) for r in requests]
    jobs = list({k: Job(k, KIND, r) for k, r in zip(keys, requests)}.values())
    uses: dict[str, int] = {}
    for k in keys:
        uses[k] = uses.get(k, 0) + 1
    bar = progress or NoProgress()

    def done(job: Job, call: StoredCall) -> None:
        for _ in range(uses[job.key]):
            bar.advance(call.response is not None)

    store = Store(opts.store)
    bar.start(len(texts))
    try:
        settings = opts.settings()
        stats = await execute(backend, jobs, store, concurrency=settings.concurrency, policy=settings.policy(),
                              on_done=done)
        calls = [store.get(k) for k in keys]
    finally:
        bar.stop()
        store.close()
    items = [text_score(id_, call, opts.k) for (id_, _), call in zip(texts, calls)]
    sources: list[str] = []
    for call in calls:
        source = call.response.scores.source if call and call.response and call.response.scores else ""
        if source and source not in sources:
            sources.append(source)
    return MinKResult(backend.spec, opts.k, items, sources, calls=stats_dict(stats))


def score(texts: Sequence[tuple[str, str]], opts: MinKOptions, *, backend: Backend | None = None,
          progress: Progress | None = None) -> MinKResult:
    """:func:`score_texts` from synchronous code; a backend opened here from ``opts`` is closed afterwards."""
    owned = backend is None
    backend = backend or opts.open()

    async def go() -> MinKResult:
        try:
            return await score_texts(backend, texts, opts, progress)
        finally:
            if owned:
                await backend.aclose()

    return asyncio.run(go())
