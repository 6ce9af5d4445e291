"""Scanning shards in this process or in a pool of processes, with a byte count for progress and clean Ctrl-C."""

from __future__ import annotations

import multiprocessing as mp
import signal
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from typing import Any

from psyexam.contamination.corpus import Shard
from psyexam.contamination.index import BankIndex
from psyexam.contamination.scan import ShardResult, scan_shard
from psyexam.text.codepoints import prepare

Progress = Callable[[int], None]
"""Called with the corpus bytes read so far (all shards together)."""


@dataclass(slots=True)
class Scanned:
    """Shard results (finished or stopped) and whether the scan was interrupted."""

    results: list[ShardResult]
    interrupted: bool


def scan_local(index: BankIndex, shards: list[Shard], text_field: str = "text", *, workers: int = 1,
               progress: Progress | None = None) -> Scanned:
    """Scan the shards, in this process (``workers`` 1) or in that many processes."""
    index.automaton()  # built once here: forked workers share it
    prepare()
    if workers <= 1 or len(shards) <= 1:
        return _in_process(index, shards, text_field, progress)
    return _in_pool(index, shards, text_field, workers, progress)


def _in_process(index: BankIndex, shards: list[Shard], text_field: str, progress: Progress | None) -> Scanned:
    results: list[ShardResult] = []
    done = 0

    def on_bytes(delta: int) -> None:
        nonlocal done
        done += delta
        if progress is not None:
            progress(done)

    try:
        for shard in shards:
            r = scan_shard(index, shard, text_field, on_bytes=on_bytes)
            results.append(r)
            if r.interrupted:
                return Scanned(results, True)
    except KeyboardInterrupt:
        return Scanned(results, True)
    return Scanned(results, False)


# state of a pool worker, set by its initializer
_WORKER: dict[str, Any] = {}


def _init_worker(index: BankIndex, text_field: str, counter: Any, stop: Any) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent handles Ctrl-C and tells workers to stop
    _WORKER.update(index=index, text_field=text_field, counter=counter, stop=stop)


def _work(shard: Shard) -> ShardResult:
    counter = _WORKER["counter"]

    def on_bytes(delta: int) -> None:
        with counter.get_lock():
            counter.value += delta

    return scan_shard(_WORKER["index"], shard, _WORKER["text_field"], on_bytes=on_bytes, stop=_WORKER["stop"].is_set)


def _work_estimate(shard: Shard) -> int:
    """About how much text a shard holds: the biggest go first, so that no worker is left with one at the end."""
    return shard.size * (4 if shard.file.compression or shard.file.kind == "parquet" else 1)


def _in_pool(index: BankIndex, shards: list[Shard], text_field: str, workers: int,
             progress: Progress | None) -> Scanned:
    ctx = mp.get_context("fork" if "fork" in mp.get_all_start_methods() else "spawn")
    counter, stop = ctx.Value("q", 0), ctx.Event()
    interrupted = False
    with ProcessPoolExecutor(workers, mp_context=ctx, initializer=_init_worker,
                             initargs=(index, text_field, counter, stop)) as pool:
        futures = [pool.submit(_work, s) for s in sorted(shards, key=_work_estimate, reverse=True)]
        pending: set[Future[ShardResult]] = set(futures)
        try:
            while pending:
                _, pending = wait(pending, timeout=0.25, return_when=FIRST_COMPLETED)
                if progress is not None:
                    progress(counter.value)
        except KeyboardInterrupt:
            interrupted = True
            stop.set()  # running shards return what they found so far
            for f in pending:
                f.cancel()
            wait(pending)
    results = [f.result() for f in futures if f.done() and not f.cancelled()]
    return Scanned(results, interrupted or any(r.interrupted for r in results))
