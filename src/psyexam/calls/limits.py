"""Pacing calls to an API: adaptive concurrency (AIMD) and requests/tokens per minute.

:class:`CallLimiter` is what a caller uses: ``async with limiter.slot(tokens):``
around each attempt of a call. Inside, :class:`AdaptiveConcurrency` bounds the
calls in flight; it starts at the configured concurrency (also its cap), halves
on a rate-limit episode and grows back by one per window of successes, as TCP
does. Optional :class:`RateLimit` buckets hold requests and tokens per minute
under what an account allows, so that 429s need not happen at all.
"""

from __future__ import annotations

import asyncio
import collections
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from enum import Enum

from aiolimiter import AsyncLimiter

THROTTLE_TOLERANCE = 0.25
"""Share of recent replies that may be 429s before concurrency is lowered (see AdaptiveConcurrency)."""


class Outcome(Enum):
    """How an attempt ended, as far as pacing is concerned."""

    OK = "ok"
    THROTTLED = "throttled"
    OTHER = "other"  # failures that say nothing about load (500, timeouts, broken replies)


def is_throttle(exc: BaseException | None) -> bool:
    """True for a rate-limit reply (an error carrying HTTP status 429)."""
    return getattr(exc, "status", None) == 429


@dataclass
class LimitStats:
    """What the pacing did over a run."""

    throttled: int = 0
    decreases: int = 0
    lowest: int = 0
    peak_in_flight: int = 0


class AdaptiveConcurrency:
    """A concurrency limit that backs off multiplicatively and grows back additively.

    A decrease happens once per *episode*: each call remembers the epoch it
    started in, and a 429 from a call that started before the last decrease is
    ignored (it reports the old load, which was already acted on). Successes add
    ``1 / limit`` each, so the limit grows by about one per window of calls, up
    to ``cap``; it never drops below ``floor``.

    ``tolerance`` makes isolated 429s that are not about load (some APIs shed a
    fixed share of requests whatever the rate) not count: a 429 starts an
    episode only when 429s make up more than ``tolerance`` of recent replies
    (an exponential average over about ``window`` replies). With ``tolerance=0``
    every 429 of a new epoch starts one.
    """

    def __init__(self, start: int, *, floor: int = 1, cap: int | None = None, factor: float = 0.5,
                 tolerance: float = 0.0, window: int = 32):
        if start < 1 or floor < 1 or not 0 < factor < 1 or not 0 <= tolerance < 1:
            raise ValueError("need start >= 1, floor >= 1, 0 < factor < 1, 0 <= tolerance < 1")
        self.floor = floor
        self.cap = max(cap if cap is not None else start, floor)
        self.factor = factor
        self.tolerance = tolerance
        self._alpha = 1 / max(window, 1)
        self._limit = float(min(max(start, floor), self.cap))
        self._share = 0.0
        self.epoch = 0
        self.in_flight = 0
        self._promised = 0
        self.stats = LimitStats(lowest=self.allowed)
        self._waiters: collections.deque[asyncio.Future] = collections.deque()

    @property
    def limit(self) -> float:
        """The current limit (fractional while it grows)."""
        return self._limit

    @property
    def allowed(self) -> int:
        """Calls that may be in flight now."""
        return max(self.floor, int(self._limit))

    async def acquire(self) -> None:
        """Wait for room, then count one more call in flight (first come, first served)."""
        if self._waiters or self.in_flight + self._promised >= self.allowed:
            fut = asyncio.get_running_loop().create_future()
            self._waiters.append(fut)
            try:
                await fut
            except asyncio.CancelledError:
                if fut.done() and not fut.cancelled():
                    self._promised -= 1
                    self._wake()  # pass on the room this waiter was given
                raise
            self._promised -= 1
        self.in_flight += 1
        self.stats.peak_in_flight = max(self.stats.peak_in_flight, self.in_flight)

    def release(self, epoch: int, outcome: Outcome) -> None:
        """One call ended; ``epoch`` is :attr:`epoch` as it was when the call was sent."""
        self.in_flight -= 1
        if outcome is Outcome.THROTTLED:
            self.stats.throttled += 1
            self._share += (1 - self._share) * self._alpha
            if epoch == self.epoch and self._share > self.tolerance and self._limit > self.floor:
                self._limit = max(float(self.floor), self._limit * self.factor)
                self.epoch += 1
                self.stats.decreases += 1
                self.stats.lowest = min(self.stats.lowest, self.allowed)
        elif outcome is Outcome.OK:
            self._share -= self._share * self._alpha
            self._limit = min(float(self.cap), self._limit + 1 / self._limit)
        self._wake()

    def _wake(self) -> None:
        # a woken waiter holds its place until it runs; counting it keeps one free
        # place from waking many waiters that would then queue again at the back
        room = self.allowed - self.in_flight - self._promised
        while room > 0 and self._waiters:
            fut = self._waiters.popleft()
            if not fut.done():
                fut.set_result(None)
                self._promised += 1
                room -= 1


class RateLimit:
    """At most ``per_minute`` units (requests or tokens) a minute, with a short burst allowance.

    A leaky bucket (aiolimiter) holding ``burst_seconds`` worth of the rate, and
    never less than one unit; a single request larger than the bucket waits for
    a full bucket.
    """

    def __init__(self, per_minute: float, *, burst_seconds: float = 1.0):
        if per_minute <= 0:
            raise ValueError("a rate limit must be positive")
        capacity = max(1.0, per_minute / 60 * burst_seconds)
        self.per_minute = per_minute
        self._bucket = AsyncLimiter(capacity, capacity * 60 / per_minute)

    async def acquire(self, amount: float = 1.0) -> None:
        """Wait until ``amount`` units fit under the rate."""
        await self._bucket.acquire(min(float(amount), self._bucket.max_rate))


class CallLimiter:
    """Concurrency (adaptive unless ``adaptive=False``) plus optional rpm and tpm limits.

    Reusable by anything that calls an API many times (the evaluation executor,
    the judge). One limiter per API endpoint and key.
    """

    def __init__(self, concurrency: int, *, rpm: float | None = None, tpm: float | None = None,
                 adaptive: bool = True, tolerance: float = THROTTLE_TOLERANCE):
        n = max(1, concurrency)
        # A fixed limit is an adaptive one whose floor is its cap.
        self.concurrency = AdaptiveConcurrency(n, floor=1 if adaptive else n, tolerance=tolerance)
        self.rpm = RateLimit(rpm) if rpm else None
        # Token budgets come in large units: allow ten seconds' worth at once.
        self.tpm = RateLimit(tpm, burst_seconds=10.0) if tpm else None

    @property
    def stats(self) -> LimitStats:
        """Counts of 429s, decreases, the lowest limit and the most calls in flight."""
        return self.concurrency.stats

    @asynccontextmanager
    async def slot(self, tokens: float = 0.0) -> AsyncIterator[None]:
        """Hold a place for one attempt of a call; how the block ends adjusts the limit."""
        await self.concurrency.acquire()
        outcome, epoch = Outcome.OTHER, self.concurrency.epoch
        try:
            if self.rpm is not None:
                await self.rpm.acquire(1)
            if self.tpm is not None and tokens > 0:
                await self.tpm.acquire(tokens)
            epoch = self.concurrency.epoch  # the call is sent now, under the current limit
            try:
                yield
            except BaseException as e:
                outcome = Outcome.THROTTLED if is_throttle(e) else Outcome.OTHER
                raise
            outcome = Outcome.OK
        finally:
            self.concurrency.release(epoch, outcome)
