"""Adaptive concurrency (AIMD) and rate limits."""

import asyncio
import time

import pytest

from psyexam.calls.limits import (
    AdaptiveConcurrency,
    CallLimiter,
    Outcome,
    RateLimit,
    is_throttle,
)
from psyexam.model.base import BackendError


def test_one_decrease_per_episode():
    c = AdaptiveConcurrency(16)
    before = c.epoch
    # 8 calls sent under the old limit come back throttled: one decrease, not eight
    for _ in range(8):
        c.in_flight += 1
    for _ in range(8):
        c.release(before, Outcome.THROTTLED)
    assert c.allowed == 8 and c.stats.decreases == 1 and c.stats.throttled == 8
    # a call sent after the decrease and throttled starts a new episode
    c.in_flight += 1
    c.release(c.epoch, Outcome.THROTTLED)
    assert c.allowed == 4 and c.stats.decreases == 2


def test_additive_growth_up_to_the_cap():
    c = AdaptiveConcurrency(8)
    c.in_flight += 1
    c.release(c.epoch, Outcome.THROTTLED)
    assert c.allowed == 4
    for _ in range(5):  # about one window of successes adds one
        c.in_flight += 1
        c.release(c.epoch, Outcome.OK)
    assert c.allowed == 5
    for _ in range(1000):
        c.in_flight += 1
        c.release(c.epoch, Outcome.OK)
    assert c.limit == 8 and c.allowed == 8


def test_floor_and_neutral_failures():
    c = AdaptiveConcurrency(4)
    for _ in range(10):
        c.in_flight += 1
        c.release(c.epoch, Outcome.THROTTLED)
    assert c.allowed == 1 and c.stats.lowest == 1
    c.in_flight += 1
    c.release(c.epoch, Outcome.OTHER)  # a 500 or a timeout says nothing about load
    assert c.allowed == 1


def test_tolerance_ignores_isolated_throttles_but_not_a_storm():
    c = AdaptiveConcurrency(32, tolerance=0.25)
    for i in range(200):  # one 429 in ten, as some APIs shed load at random
        c.in_flight += 1
        c.release(c.epoch, Outcome.THROTTLED if i % 10 == 0 else Outcome.OK)
    assert c.allowed == 32 and c.stats.decreases == 0
    for _ in range(40):  # every call throttled: a real limit
        c.in_flight += 1
        c.release(c.epoch, Outcome.THROTTLED)
    assert c.allowed < 32 and c.stats.decreases >= 1


async def test_in_flight_never_exceeds_the_limit_and_waiters_resume():
    c = AdaptiveConcurrency(3)
    peak = active = 0

    async def call(i):
        nonlocal peak, active
        await c.acquire()
        active += 1
        peak = max(peak, active)
        await asyncio.sleep(0.01)
        active -= 1
        c.release(c.epoch, Outcome.THROTTLED if i == 0 else Outcome.OK)

    await asyncio.gather(*(call(i) for i in range(30)))
    assert peak <= 3 and c.in_flight == 0 and c.stats.decreases == 1


async def test_waiters_are_served_in_arrival_order():
    """Several places freed at once wake exactly that many waiters, oldest first."""
    c = AdaptiveConcurrency(4)
    entered = []

    async def call(i):
        await c.acquire()
        entered.append(i)
        await asyncio.sleep(0)  # all four holders leave in the same loop turn
        c.release(c.epoch, Outcome.OK)

    await asyncio.gather(*(call(i) for i in range(40)))
    assert entered == list(range(40))
    assert c.in_flight == 0


async def test_a_woken_waiter_cancelled_before_it_runs_passes_its_place_on():
    c = AdaptiveConcurrency(1)
    await c.acquire()
    first = asyncio.create_task(c.acquire())
    second = asyncio.create_task(c.acquire())
    await asyncio.sleep(0)
    c.release(c.epoch, Outcome.OK)  # wakes ``first``...
    first.cancel()  # ...which is cancelled before it runs
    with pytest.raises(asyncio.CancelledError):
        await first
    await asyncio.wait_for(second, 1)
    assert c.in_flight == 1


async def test_cancelled_waiter_does_not_leak_a_slot():
    c = AdaptiveConcurrency(1)
    await c.acquire()
    waiter = asyncio.create_task(c.acquire())
    await asyncio.sleep(0)
    waiter.cancel()
    with pytest.raises(asyncio.CancelledError):
        await waiter
    c.release(c.epoch, Outcome.OK)
    await asyncio.wait_for(c.acquire(), 1)
    assert c.in_flight == 1


async def test_call_limiter_classifies_how_a_slot_ends():
    lim = CallLimiter(8, tolerance=0.0)
    async with lim.slot():
        pass
    with pytest.raises(BackendError):
        async with lim.slot():
            raise BackendError("HTTP 500", retryable=True, status=500)
    assert lim.concurrency.allowed == 8
    with pytest.raises(BackendError):
        async with lim.slot():
            raise BackendError("rate limited", retryable=True, status=429)
    assert lim.concurrency.allowed == 4 and lim.stats.throttled == 1 and lim.concurrency.in_flight == 0
    assert is_throttle(BackendError("x", status=429)) and not is_throttle(TimeoutError())


async def test_fixed_limiter_never_moves():
    lim = CallLimiter(2, adaptive=False, tolerance=0.0)
    for _ in range(5):
        with pytest.raises(BackendError):
            async with lim.slot():
                raise BackendError("rate limited", retryable=True, status=429)
    assert lim.concurrency.allowed == 2


async def test_rpm_spaces_requests():
    rate = RateLimit(600)  # ten a second, a burst of ten
    t = time.perf_counter()
    for _ in range(25):
        await rate.acquire()
    assert 1.2 <= time.perf_counter() - t < 3.0


async def test_tpm_limits_tokens():
    lim = CallLimiter(8, tpm=120_000)  # 2,000 tokens a second, a burst of 20,000
    t = time.perf_counter()
    for _ in range(2):
        async with lim.slot(tokens=10_000):
            pass
    assert time.perf_counter() - t < 0.5  # within the burst
    async with lim.slot(tokens=4_000):
        pass
    assert time.perf_counter() - t >= 1.5  # the bucket must drain 4,000 tokens at 2,000/s


def test_bad_settings_are_refused():
    with pytest.raises(ValueError):
        AdaptiveConcurrency(0)
    with pytest.raises(ValueError):
        RateLimit(0)
