"""The same per-shard scan as Ray tasks, for corpora beyond one machine (``pip install 'psyexam[distributed]'``)."""

from __future__ import annotations

from typing import Any

from psyexam.contamination.corpus import Shard
from psyexam.contamination.index import BankIndex
from psyexam.contamination.scan import ShardResult, scan_shard
from psyexam.contamination.workers import Progress, Scanned
from psyexam.errors import PsyexamError


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise PsyexamError("--engine ray needs Ray: pip install 'psyexam[distributed]'") from None
    return ray


def _scan_task(index: BankIndex, shard: Shard, text_field: str) -> ShardResult:
    return scan_shard(index, shard, text_field)


def scan_ray(index: BankIndex, shards: list[Shard], text_field: str = "text", *, address: str | None = None,
             num_cpus: int | None = None, progress: Progress | None = None) -> Scanned:
    """Scan every shard as a Ray task on the cluster at ``address`` (None: a local one).

    Every node must see the corpus files at the same paths (a shared or object-store-backed
    file system). Progress counts finished shards' bytes; Ctrl-C cancels the tasks not yet
    finished and keeps the results of those that did.
    """
    ray = _ray()
    if not ray.is_initialized():
        ray.init(address=address, num_cpus=num_cpus, include_dashboard=False, log_to_driver=False,
                 configure_logging=False)
    task = ray.remote(_scan_task)
    shared = ray.put(index)
    pending = [task.remote(shared, s, text_field) for s in shards]
    results: list[ShardResult] = []
    try:
        while pending:
            ready, pending = ray.wait(pending, num_returns=1, timeout=0.5)
            results.extend(ray.get(ready))
            if progress is not None:
                progress(sum(r.bytes for r in results))
    except KeyboardInterrupt:
        for ref in pending:
            ray.cancel(ref, force=True)
        return Scanned(results, True)
    return Scanned(results, False)
