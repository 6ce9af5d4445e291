"""The executor against fakes that fail on purpose (faults are what fakes test best)."""

import asyncio

from psyexam.calls.execute import Job, RetryPolicy, execute
from psyexam.calls.store import Store
from psyexam.model.base import BackendError, Capabilities, GenerateParams, Message, Request, Response

FAST = RetryPolicy(attempts=4, initial=0.001, max_wait=0.01, timeout=0.5)


class Flaky:
    spec = "flaky"
    capabilities = Capabilities(logprobs=False, chat=True)

    def __init__(self, fail_first=0, fatal=(), hang=(), retry_after=None):
        self.calls = {}
        self.fail_first, self.fatal, self.hang, self.retry_after = fail_first, set(fatal), set(hang), retry_after
        self.active = self.peak = 0

    async def generate(self, request):
        text = request.messages[-1].content
        self.calls[text] = self.calls.get(text, 0) + 1
        self.active += 1
        self.peak = max(self.peak, self.active)
        try:
            await asyncio.sleep(0.005)
            if text in self.fatal:
                raise BackendError("HTTP 400 bad request", retryable=False)
            if text in self.hang and self.calls[text] == 1:
                await asyncio.sleep(10)
            if self.calls[text] <= self.fail_first:
                raise BackendError("HTTP 429", retryable=True, retry_after=self.retry_after)
            return Response(text=f"答案：{text[-1]}")
        finally:
            self.active -= 1

    async def logprobs(self, request):
        raise NotImplementedError

    def identity(self):
        return {"spec": self.spec}

    async def aclose(self):
        pass


def _jobs(n):
    return [Job(f"k{i}", "generate", Request(messages=(Message("user", f"q{i}A"),), params=GenerateParams())) for i in range(n)]


def test_retries_then_succeeds_and_stores_each_answer(tmp_path):
    store = Store(tmp_path)
    backend = Flaky(fail_first=2)
    stats = asyncio.run(execute(backend, _jobs(20), store, concurrency=4, policy=FAST))
    assert stats.made == 20 and stats.failed == 0 and stats.retries == 40
    assert len(store.successes()) == 20
    assert backend.peak <= 4


def test_permanent_failure_is_recorded_and_only_it_is_retried_next_time(tmp_path):
    store = Store(tmp_path)
    backend = Flaky(fatal={"q3A"})
    stats = asyncio.run(execute(backend, _jobs(6), store, concurrency=2, policy=FAST))
    assert stats.failed == 1 and "400" in store.get("k3").error
    assert backend.calls["q3A"] == 1  # not retryable: asked once
    again = Flaky()
    stats2 = asyncio.run(execute(again, _jobs(6), store, concurrency=2, policy=FAST))
    assert stats2.reused == 5 and stats2.made == 1 and list(again.calls) == ["q3A"]


def test_hang_times_out_and_is_retried(tmp_path):
    store = Store(tmp_path)
    backend = Flaky(hang={"q1A"})
    stats = asyncio.run(execute(backend, _jobs(3), store, concurrency=3, policy=FAST))
    assert stats.made == 3 and backend.calls["q1A"] == 2


def test_retry_after_is_honoured(tmp_path):
    import time

    store = Store(tmp_path)
    backend = Flaky(fail_first=1, retry_after=0.3)
    t = time.perf_counter()
    asyncio.run(execute(backend, _jobs(1), store, concurrency=1, policy=FAST))
    assert time.perf_counter() - t >= 0.3
