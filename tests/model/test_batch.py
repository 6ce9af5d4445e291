"""The batcher shared by the transformers and vLLM backends."""

from __future__ import annotations

import asyncio

import pytest

from psyexam.model.base import BackendError, Response
from psyexam.model.providers._batch import Batcher


def _echo(items: list[str]) -> list[Response | Exception]:
    return [BackendError(f"bad {x}") if x.startswith("bad") else Response(text=x.upper()) for x in items]


async def test_concurrent_calls_are_gathered_up_to_the_size():
    batcher = Batcher(_echo, size=4)
    results = await asyncio.gather(*(batcher.submit(f"q{i}") for i in range(10)))
    assert [r.text for r in results] == [f"Q{i}" for i in range(10)]
    assert batcher.batches == [4, 4, 2]


async def test_an_item_error_reaches_its_caller_only():
    batcher = Batcher(_echo, size=8)
    results = await asyncio.gather(batcher.submit("a"), batcher.submit("bad b"), batcher.submit("c"),
                                   return_exceptions=True)
    assert results[0].text == "A" and results[2].text == "C"
    assert isinstance(results[1], BackendError) and "bad b" in str(results[1])


async def test_a_failed_batch_fails_every_caller_and_the_next_batch_runs():
    calls = []

    def flaky(items):
        calls.append(list(items))
        if len(calls) == 1:
            raise RuntimeError("device lost")
        return _echo(items)

    batcher = Batcher(flaky, size=2)
    first = await asyncio.gather(batcher.submit("a"), batcher.submit("b"), return_exceptions=True)
    assert all(isinstance(r, RuntimeError) for r in first)
    assert (await batcher.submit("c")).text == "C"


async def test_a_wrong_number_of_results_is_an_error_not_a_shifted_answer():
    batcher = Batcher(lambda items: [Response(text="only one")], size=4)
    results = await asyncio.gather(*(batcher.submit(x) for x in "abc"), return_exceptions=True)
    assert all(isinstance(r, RuntimeError) and "3 calls returned 1" in str(r) for r in results)


async def test_a_cancelled_caller_does_not_block_the_others():
    batcher = Batcher(_echo, size=8, wait=0.05)
    doomed = asyncio.create_task(batcher.submit("gone"))
    kept = asyncio.create_task(batcher.submit("kept"))
    await asyncio.sleep(0)
    doomed.cancel()
    assert (await kept).text == "KEPT"
    with pytest.raises(asyncio.CancelledError):
        await doomed
    assert batcher.batches == [1]


def test_size_must_be_positive():
    with pytest.raises(ValueError):
        Batcher(_echo, size=0)
