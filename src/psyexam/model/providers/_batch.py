"""Gathering concurrent calls into batches, for backends that run many prompts in one pass."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from psyexam.model.base import Response

T = TypeVar("T")

BATCH_WAIT = 0.005
"""Seconds a part-filled batch waits for more concurrent calls before it runs."""


class Batcher(Generic[T]):
    """Concurrent :meth:`submit` calls wait a moment for each other and run as one batch.

    ``run_batch`` gets up to ``size`` items and returns one result per item, in
    order: a ``Response``, or the exception for that item alone. It runs in a
    worker thread, one batch at a time; if it raises, every item of the batch
    gets that error.
    """

    def __init__(self, run_batch: Callable[[list[T]], Sequence[Response | Exception]], size: int,
                 wait: float = BATCH_WAIT):
        if size < 1:
            raise ValueError("a batch holds at least one call")
        self.size = size
        self.wait = wait
        self.batches: list[int] = []  # the size of each batch run, for tests and benchmarks
        self._run_batch = run_batch
        self._pending: list[tuple[T, asyncio.Future[Response]]] = []
        self._drainer: asyncio.Task[None] | None = None

    async def submit(self, item: T) -> Response:
        """Queue ``item`` for the next batch and wait for its result."""
        future: asyncio.Future[Response] = asyncio.get_running_loop().create_future()
        self._pending.append((item, future))
        if self._drainer is None or self._drainer.done():
            self._drainer = asyncio.create_task(self._drain())
        return await future

    async def _drain(self) -> None:
        while self._pending:
            waited = 0.0
            # callers released together reach submit() over a few loop turns; let them join
            while len(self._pending) < self.size and waited < self.wait:
                await asyncio.sleep(0.001)
                waited += 0.001
            batch = [(item, f) for item, f in self._pending[: self.size] if not f.done()]
            del self._pending[: self.size]
            if not batch:
                continue
            self.batches.append(len(batch))
            try:
                results = await asyncio.to_thread(self._run_batch, [item for item, _ in batch])
                if len(results) != len(batch):
                    raise RuntimeError(f"a batch of {len(batch)} calls returned {len(results)} results")
            except Exception as e:
                results = [e] * len(batch)
            for (_, future), result in zip(batch, results, strict=True):
                if future.done():  # its caller was cancelled
                    continue
                if isinstance(result, Exception):
                    future.set_exception(result)
                else:
                    future.set_result(result)
