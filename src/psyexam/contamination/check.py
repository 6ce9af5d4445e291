"""One call from a bank's questions and corpus paths to a result."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from psyexam.bank.records import Question
from psyexam.contamination.corpus import SHARD_BYTES, CorpusFile, discover, plan_shards
from psyexam.contamination.index import build_index
from psyexam.contamination.merge import merge
from psyexam.contamination.result import ContaminationResult, Settings
from psyexam.contamination.workers import scan_local

Started = Callable[[int], None]
"""Called once with the corpus size in bytes, before the scan starts."""


def find_contamination(questions: Iterable[Question], settings: Settings, *, workers: int = 1,
                       engine: str = "local", address: str | None = None, shard_bytes: int = SHARD_BYTES,
                       started: Started | None = None, progress: Callable[[int], None] | None = None,
                       ) -> ContaminationResult:
    """Scan ``settings.corpus`` for the questions' n-grams.

    Raises ``CorpusError`` (one line) when a corpus path is missing or of no known kind.
    A Ctrl-C during the scan returns the result so far, with ``summary.partial`` set.
    """
    files: list[CorpusFile] = discover(settings.corpus)
    index = build_index(questions, n=settings.n, fields=settings.fields, ignore_common=settings.ignore_common)
    shards = plan_shards(files, shard_bytes)
    if started is not None:
        started(sum(f.size for f in files))
    t0 = time.perf_counter()
    if engine == "ray":
        from psyexam.contamination.distributed import scan_ray

        scanned = scan_ray(index, shards, settings.text_field, address=address, progress=progress)
    else:
        scanned = scan_local(index, shards, settings.text_field, workers=workers, progress=progress)
    return merge(index, settings, files, scanned.results, seconds=time.perf_counter() - t0,
                 partial=scanned.interrupted or len(scanned.results) < len(shards))
