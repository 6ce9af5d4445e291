"""Asking the model: paced concurrency, timeouts, retries, and a write per answer.

Every job ends either answered or recorded as an error: no exception from one
call stops the others. Each attempt holds a place in a :class:`CallLimiter`
only while it is in flight (not while it waits to retry), so a backoff never
idles a slot; API backends get adaptive concurrency, local ones one call at a time.

A job's kind says which backend method answers it: ``generate``, ``logprob``
(the choice letters' log-probabilities) or ``tokens`` (every token of the
prompt scored, for backends that are a :class:`~psyexam.model.tokens.TokenScorer`).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from psyexam.calls.limits import CallLimiter
from psyexam.calls.retry import RetryPolicy, delay, describe, retryable
from psyexam.calls.store import Store, StoredCall
from psyexam.model.base import Backend, BackendError, Request, Response
from psyexam.model.tokens import token_scorer


@dataclass(frozen=True)
class Job:
    """One distinct call: several items may share it (identical prompts)."""

    key: str
    kind: str  # "logprob" | "generate" | "tokens"
    request: Request


@dataclass
class ExecStats:
    """What the executor did: calls made, reused, failed, and retries."""

    reused: int = 0
    made: int = 0
    failed: int = 0
    retries: int = 0
    throttled: int = 0
    lowest_concurrency: int = 0
    errors: dict[str, str] = field(default_factory=dict)


async def execute(
    backend: Backend,
    jobs: list[Job],
    store: Store,
    *,
    concurrency: int,
    policy: RetryPolicy,
    on_done: Callable[[Job, StoredCall], None] | None = None,
    limiter: CallLimiter | None = None,
) -> ExecStats:
    """Run every job not already answered in ``store``; each answer is stored as it arrives.

    A job still failing after all retries is stored as an error (the run goes
    on; the next run retries it). Cancellation (Ctrl-C) loses only calls in
    flight. ``limiter`` paces the calls (default: adaptive ``concurrency`` for
    an API backend, one at a time for a local one). ``on_done`` gets each job's
    outcome (stored earlier, answered now, or failed) as it is known.
    """
    stats = ExecStats()
    done = store.successes()
    todo = []
    for job in jobs:
        if job.key in done:
            stats.reused += 1
            if on_done:
                on_done(job, done[job.key])
        else:
            todo.append(job)
    if limiter is None:
        local = backend.capabilities.local
        limiter = CallLimiter(backend.capabilities.max_concurrency if local else concurrency, adaptive=not local)

    async def one(job: Job) -> None:
        call = await _call(backend, job, store, policy, stats, limiter)
        if on_done:
            on_done(job, call)

    await asyncio.gather(*(one(j) for j in todo))
    stats.throttled = limiter.stats.throttled
    stats.lowest_concurrency = limiter.stats.lowest
    return stats


def estimate_tokens(request: Request) -> int:
    """A generous token count for a call (one per character of input, plus the output budget).

    Chinese text runs near one token per character; an overestimate only makes
    a tokens-per-minute limit a little stricter.
    """
    return len(request.text) + request.params.max_tokens


async def _call(backend: Backend, job: Job, store: Store, policy: RetryPolicy, stats: ExecStats,
                limiter: CallLimiter) -> StoredCall:
    attempts = 0
    latency = 0.0
    # a local call runs in a worker thread that cannot be interrupted: a timeout would only
    # start a retry that waits behind the still-running call
    timeout = None if backend.capabilities.local else policy.timeout
    method = _method(backend, job.kind)
    tokens = estimate_tokens(job.request) if limiter.tpm is not None else 0
    try:
        # A plain loop, not a retry library: this path runs once per call and its overhead counts.
        for attempts in range(1, policy.attempts + 1):
            try:
                async with limiter.slot(tokens), asyncio.timeout(timeout):
                    started = time.perf_counter()
                    response = await method(job.request)
                    latency = time.perf_counter() - started
                _check(response, job.kind)
                break
            except Exception as e:
                if attempts == policy.attempts or not retryable(e):
                    raise
                stats.retries += 1
                await asyncio.sleep(delay(policy, attempts, e))
    except Exception as e:
        message = describe(e, policy)
        store.put_error(job.key, job.kind, message, attempts)
        stats.failed += 1
        stats.errors[job.key] = message
        return StoredCall(job.key, job.kind, None, message, attempts, None)
    store.put_response(job.key, job.kind, response, attempts, latency)
    stats.made += 1
    return StoredCall(job.key, job.kind, response, None, attempts, latency)


def _method(backend: Backend, kind: str) -> Callable[[Request], Awaitable[Response]]:
    if kind == "logprob":
        return backend.logprobs
    if kind != "tokens":
        return backend.generate
    scorer = token_scorer(backend)  # a backend without the capability is refused before any call

    async def tokens(request: Request) -> Response:
        scores = await scorer.token_logprobs(request.text)
        return Response(scores=scores, input_tokens=len(scores.tokens))

    return tokens


def _check(response, kind: str) -> None:
    if kind == "logprob" and not response.logprobs:
        raise BackendError("the model returned no log-probabilities", retryable=False)
    if kind == "tokens" and response.scores is None:
        raise BackendError("the model returned no token scores", retryable=False)
    if kind == "generate" and response.text is None:
        raise BackendError("the model returned no text", retryable=True)
