"""The mock backend: modes, canned responses, fault injection and counters."""

from __future__ import annotations

import asyncio
import math

import pytest

from psyexam.errors import ModelError
from psyexam.model import BackendError, Message, Request, get_backend
from psyexam.model.options import MockOptions


def _q(i: int, letters: str = "ABCD") -> Request:
    body = "\n".join([f"问题{i}"] + [f"{c}. 选项{c}" for c in letters])
    return Request(messages=(Message("system", "你是考生。"), Message("user", body)))


async def test_hash_mode_is_deterministic_and_uses_offered_letters():
    a, b = get_backend("mock:"), get_backend("mock")
    texts = [(await a.generate(_q(i, "ABC"))).text for i in range(60)]
    assert texts == [(await b.generate(_q(i, "ABC"))).text for i in range(60)]
    assert {t.removeprefix("答案：") for t in texts} == {"A", "B", "C"}
    assert a.calls == 60 and a.identity()["mode"] == "hash"


async def test_hash_mode_logprobs_match_generation():
    backend = get_backend("mock:")
    for i in range(20):
        q = _q(i)
        scored = Request(messages=q.messages, choices=("A", "B", "C", "D"))
        lp = (await backend.logprobs(scored)).logprobs
        assert math.isclose(sum(math.exp(v) for v in lp.values()), 1.0)
        assert "答案：" + max(lp, key=lp.get) == (await backend.generate(q)).text


async def test_fixed_letter_mode():
    backend = get_backend("mock:b")
    assert backend.spec == "mock:B"
    assert (await backend.generate(_q(1))).text == "答案：B"
    lp = (await backend.logprobs(Request(prompt="x", choices=("A", "B")))).logprobs
    assert max(lp, key=lp.get) == "B"
    flat = (await backend.logprobs(Request(prompt="x", choices=("C", "D")))).logprobs
    assert flat == {"C": -math.log(2), "D": -math.log(2)}
    assert backend.identity() == {"backend": "mock", "spec": "mock:B", "mode": "fixed", "letter": "B"}


async def test_echo_and_responses():
    echo = get_backend("mock:echo")
    assert (await echo.generate(Request(prompt="原样返回"))).text == "原样返回"
    canned = get_backend(
        "mock:", MockOptions(responses={"问题1\n": "我不知道", "问题2": "答案：D"})
    )
    assert (await canned.generate(_q(1))).text == "我不知道"
    assert (await canned.generate(_q(2))).text == "答案：D"
    assert "responses" in canned.identity()


def test_unknown_mode():
    with pytest.raises(ModelError, match="unknown mock mode"):
        get_backend("mock:Z9")


async def test_fail_every_raises_retryable_errors():
    backend = get_backend("mock:A", MockOptions(fail_every=3, retry_after=0.5))
    outcomes = []
    for i in range(7):
        try:
            await backend.generate(_q(i))
            outcomes.append("ok")
        except BackendError as e:
            assert e.retryable and e.retry_after == 0.5
            outcomes.append("fail")
    assert outcomes == ["ok", "ok", "fail", "ok", "ok", "fail", "ok"]
    assert backend.calls == 7 and backend.in_flight == 0


async def test_fail_first_non_retryable():
    backend = get_backend("mock:", MockOptions(fail_first=2, retryable=False))
    for _ in range(2):
        with pytest.raises(BackendError) as err:
            await backend.generate(_q(0))
        assert not err.value.retryable
    assert (await backend.generate(_q(0))).text.startswith("答案：")


async def test_latency_allows_concurrency_and_is_counted():
    backend = get_backend("mock:", MockOptions(latency=0.05))
    loop = asyncio.get_running_loop()
    start = loop.time()
    await asyncio.gather(*(backend.generate(_q(i)) for i in range(10)))
    assert loop.time() - start < 0.4
    assert backend.peak_in_flight == 10 and backend.in_flight == 0
    assert len(backend.requests) == 10


async def test_capability_switches():
    backend = get_backend("mock:", MockOptions(logprobs=False, local=True))
    assert not backend.capabilities.logprobs and backend.capabilities.local
    with pytest.raises(BackendError):
        await backend.logprobs(Request(prompt="x", choices=("A",)))


async def test_open_question_reply():
    backend = get_backend("mock:")
    reply = await backend.generate(Request(prompt="请简述条件反射。"))
    assert reply.text == "mock answer"
