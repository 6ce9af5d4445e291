"""How a failed call is retried: attempts, exponential backoff with jitter, ``Retry-After``."""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass

from psyexam.model.base import BackendError


@dataclass(frozen=True)
class RetryPolicy:
    """Attempts per call and the exponential backoff with jitter between them."""

    attempts: int = 6
    initial: float = 0.5
    max_wait: float = 30.0
    timeout: float = 120.0


def retryable(exc: BaseException) -> bool:
    """True for errors worth another attempt: retryable backend errors and timeouts."""
    if isinstance(exc, BackendError):
        return exc.retryable
    return isinstance(exc, (asyncio.TimeoutError, TimeoutError))


def delay(policy: RetryPolicy, failures: int, exc: BaseException) -> float:
    """Seconds to wait after the ``failures``-th failed attempt: exponential backoff with jitter."""
    backoff = min(policy.max_wait, policy.initial * 2 ** (failures - 1) + random.uniform(0, policy.initial))
    hinted = getattr(exc, "retry_after", None) or 0.0
    # Retry-After is the server's floor; jitter on top keeps clients from returning in lockstep.
    return max(backoff, min(float(hinted), 300.0))


def describe(e: BaseException, policy: RetryPolicy) -> str:
    """One line for a failed call, as stored and reported."""
    if isinstance(e, (asyncio.TimeoutError, TimeoutError)):
        return f"timed out after {policy.timeout:g} s"
    if isinstance(e, BackendError):
        return str(e) or type(e).__name__
    return f"unexpected {type(e).__name__}: {e}"
