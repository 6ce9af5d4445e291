"""Asking a model for many replies at once, through the store: what every stage that calls a model uses."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from psyexam.calls.execute import ExecStats, Job, execute
from psyexam.calls.retry import RetryPolicy
from psyexam.calls.store import Store, call_key
from psyexam.model.base import Backend, Request


@dataclass(frozen=True)
class CallSettings:
    """How calls are paced and retried (never part of a call's cache key)."""

    concurrency: int = 8
    timeout: float = 120.0
    retries: int = 5

    def policy(self) -> RetryPolicy:
        """The retry policy these settings give."""
        return RetryPolicy(attempts=self.retries + 1, timeout=self.timeout)


@dataclass
class CallResult:
    """One request's reply text, or the error of its last attempt."""

    key: str
    text: str | None
    error: str | None


async def ask(backend: Backend, requests: list[Request], folder: Path,
              settings: CallSettings) -> tuple[list[CallResult], ExecStats]:
    """Every request's generated reply, asking only for those not already in ``folder``'s store."""
    identity = backend.identity()
    keys = [call_key(identity, r, "generate") for r in requests]
    jobs = list({k: Job(k, "generate", r) for k, r in zip(keys, requests)}.values())
    store = Store(folder)
    try:
        stats = await execute(backend, jobs, store, concurrency=settings.concurrency, policy=settings.policy())
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


def stats_dict(stats: ExecStats) -> dict[str, int]:
    """The executor's counts, for manifests."""
    return {"made": stats.made, "reused": stats.reused, "failed": stats.failed, "retries": stats.retries}
