"""Asking the judge: its backend, its options, and calls through the engine's executor and store."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from psyexam.model.base import Backend, Request
from psyexam.run.execute import ExecStats, Job, RetryPolicy, execute
from psyexam.run.store import Store, call_key


@dataclass(frozen=True)
class JudgeOptions:
    """How the judge model is built and called."""

    judge: str
    max_tokens: int = 128
    seed: int | None = 1234
    concurrency: int = 8
    timeout: float = 120.0
    retries: int = 5
    base_url: str | None = None
    api_key_env: str | None = None
    extra: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        """What the manifest records (no secrets: the key's variable name only)."""
        return {
            "judge": self.judge, "max_tokens": self.max_tokens, "seed": self.seed,
            "concurrency": self.concurrency, "timeout": self.timeout, "retries": self.retries,
            "base_url": self.base_url, "api_key_env": self.api_key_env, "extra": self.extra,
        }


def open_judge(opts: JudgeOptions) -> Backend:
    """The judge's backend."""
    from psyexam.model.registry import BackendOptions, get_backend

    bo = BackendOptions(
        base_url=opts.base_url, timeout=opts.timeout, seed=opts.seed, extra=dict(opts.extra),
        **({"api_key_env": opts.api_key_env} if opts.api_key_env else {}),
    )
    return get_backend(opts.judge, bo)


@dataclass
class CallResult:
    """The judge's reply text for one request, or the error of its last attempt."""

    key: str
    text: str | None
    error: str | None


async def ask(backend: Backend, requests: list[Request], folder: Path, opts: JudgeOptions) -> tuple[list[CallResult], ExecStats]:
    """Every request's reply, asking only for those not already in ``folder``'s store."""
    identity = backend.identity()
    keys = [call_key(identity, r, "generate") for r in requests]
    jobs = list({k: Job(k, "generate", r) for k, r in zip(keys, requests)}.values())
    store = Store(folder)
    try:
        policy = RetryPolicy(attempts=opts.retries + 1, timeout=opts.timeout)
        stats = await execute(backend, jobs, store, concurrency=opts.concurrency, policy=policy)
        results = []
        for k in keys:
            call = store.get(k)
            if call is not None and call.response is not None:
                results.append(CallResult(k, call.response.text, None))
            else:
                results.append(CallResult(k, None, call.error if call else "not answered"))
    finally:
        store.close()
    return results, stats


def stats_dict(stats: ExecStats) -> dict:
    """The executor's counts, for manifests."""
    return {"made": stats.made, "reused": stats.reused, "failed": stats.failed, "retries": stats.retries}
