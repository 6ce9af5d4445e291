"""Shard results into one result: documents numbered within files, first matches, verdicts, top n-grams."""

from __future__ import annotations

from collections.abc import Iterable

from psyexam.contamination.corpus import CorpusFile, Shard
from psyexam.contamination.index import IGNORED, BankIndex, ItemGrams
from psyexam.contamination.result import (
    BAD_LINES_KEPT,
    BadLine,
    ContaminationResult,
    ItemResult,
    Location,
    Settings,
    Summary,
    TopNgram,
)
from psyexam.contamination.scan import ShardResult

TOP_NGRAMS = 20
Key = tuple[int, int, int]  # (file order, document, offset): corpus order


def merge(index: BankIndex, settings: Settings, files: list[CorpusFile], results: Iterable[ShardResult], *,
          seconds: float = 0.0, partial: bool = False, top: int = TOP_NGRAMS) -> ContaminationResult:
    """One result from the shard results (in any order); ``partial`` marks a scan that was stopped."""
    done = sorted(results, key=lambda r: (r.shard.file.order, r.shard.start))
    first: dict[int, Key] = {}
    bad: list[BadLine] = []
    bad_total = 0
    for r, base in zip(done, _line_bases(done)):
        order = r.shard.file.order
        for pid, (doc, offset) in r.first.items():
            key = (order, base + doc, offset)
            if pid not in first or key < first[pid]:
                first[pid] = key
        bad_total += r.bad_total
        bad.extend(BadLine(file=r.shard.file.path, line=line + base if line else 0, reason=reason)
                   for line, reason in r.bad)
    items = [_item(index, it, first, files, settings.min_overlap) for it in index.items]
    contaminated = sum(i.contaminated for i in items)
    summary = Summary(
        items=len(items), contaminated=contaminated, clean=len(items) - contaminated,
        share_contaminated=contaminated / len(items) if items else 0.0,
        bytes_scanned=sum(r.bytes for r in done), bytes_total=sum(f.size for f in files), files=len(files),
        documents=sum(r.documents for r in done), bad_lines=bad_total,
        partial=partial or not all(r.complete for r in done), seconds=round(seconds, 3),
    )
    top_ngrams = sorted(((index.item_counts[p], index.patterns[p]) for p in first), key=lambda t: (-t[0], t[1]))[:top]
    return ContaminationResult(settings=settings, summary=summary, items=items,
                               top_ngrams=[TopNgram(ngram=g, items=c) for c, g in top_ngrams],
                               bad_lines=bad[:BAD_LINES_KEPT])


def _line_bases(done: list[ShardResult]) -> list[int]:
    """For each shard, how many documents of its file come before it."""
    bases: list[int] = []
    prev: ShardResult | None = None
    for r in done:
        if prev is None or prev.shard.file.order != r.shard.file.order or r.shard.start == 0:
            base = 0
        elif prev.complete and prev.shard.end == r.shard.start:
            base = bases[-1] + prev.documents
        else:
            base = lines_before(r.shard)  # a shard before it was not read to its end: count directly
        bases.append(base)
        prev = r
    return bases


def lines_before(shard: Shard) -> int:
    """Lines of a plain file that start before ``shard.start`` (each belongs to an earlier shard)."""
    if shard.start == 0:
        return 0
    count, left = 1, shard.start - 1
    with open(shard.file.path, "rb") as f:
        while left > 0:
            data = f.read(min(left, 16 << 20))
            if not data:
                break
            count += data.count(b"\n")
            left -= len(data)
    return count


def _item(index: BankIndex, it: ItemGrams, first: dict[int, Key], files: list[CorpusFile],
          min_overlap: float) -> ItemResult:
    hits = [p != IGNORED and p in first for p in it.pids]
    matched = sum(hits)
    run = longest = 0
    for h in hits:
        run = run + 1 if h else 0
        longest = max(longest, run)
    span = (it.tokens if it.short else index.n + longest - 1) if longest else 0
    where = min((first[p] for p, h in zip(it.pids, hits) if h), default=None)
    overlap = matched / len(hits) if hits else 0.0
    return ItemResult(
        id=it.id, split=it.split, contaminated=matched > 0 and overlap >= min_overlap, ngrams=len(hits),
        matched_ngrams=matched, ignored_ngrams=sum(p == IGNORED for p in it.pids), overlap=round(overlap, 6),
        longest_span=span, short=it.short,
        first_match=None if where is None else Location(file=files[where[0]].path, document=where[1], offset=where[2]),
    )
