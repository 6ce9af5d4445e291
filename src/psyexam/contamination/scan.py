"""The per-shard scan (normalise a block, search it with the automaton) and the merge of shard results."""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from psyexam.contamination.corpus import BLOCK_BYTES, Block, FileBroken, Shard, read_blocks
from psyexam.contamination.index import BankIndex
from psyexam.text import is_cjk, letters_digits_lines, letters_digits_origins

BAD_KEPT_PER_SHARD = 200
_NEWLINE = re.compile("\n")


@dataclass(slots=True)
class ShardResult:
    """What one shard contributed: the first place each pattern was found (document within the shard, offset).

    ``documents`` counts the shard's lines (rows), so the merge can number documents
    within the whole file. ``complete`` is false when the scan stopped early or the
    file broke; ``bytes`` is how much of the shard was read.
    """

    shard: Shard
    first: dict[int, tuple[int, int]] = field(default_factory=dict)
    documents: int = 0
    bytes: int = 0
    bad: list[tuple[int, str]] = field(default_factory=list)
    bad_total: int = 0
    complete: bool = False
    interrupted: bool = False


def scan_shard(index: BankIndex, shard: Shard, text_field: str = "text", *,
               on_bytes: Callable[[int], None] | None = None, stop: Callable[[], bool] | None = None,
               block_bytes: int = BLOCK_BYTES) -> ShardResult:
    """Scan one shard. Ctrl-C (or ``stop()`` turning true) ends it early with what was found so far."""
    result = ShardResult(shard)
    automaton = index.automaton()
    try:
        for block in read_blocks(shard, text_field, block_bytes):
            if automaton is not None:
                _search(automaton, block, result)
            _note_bad(result, block.bad)
            result.documents += block.count
            if on_bytes is not None:
                on_bytes(block.position - result.bytes)
            result.bytes = block.position
            if stop is not None and stop():
                return result
        result.complete = True
    except FileBroken as e:
        _note_bad(result, [(e.line, e.reason)])
        if on_bytes is not None:
            on_bytes(shard.size - result.bytes)
        result.bytes = shard.size  # what is left of a broken file cannot be read: it counts as done
        result.documents = max(result.documents, e.line - 1)
        result.complete = True
    except KeyboardInterrupt:
        result.interrupted = True
    return result


def _note_bad(result: ShardResult, bad: list[tuple[int, str]]) -> None:
    result.bad_total += len(bad)
    room = BAD_KEPT_PER_SHARD - len(result.bad)
    if room > 0:
        result.bad.extend(bad[:room])


def _boundary(ch: str) -> bool:
    return ch == " " or ch == "\n" or is_cjk(ch)


def _search(automaton: object, block: Block, result: ShardResult) -> None:
    """Record the first occurrence in this block of every pattern not yet seen in the shard."""
    norm = letters_digits_lines(block.text)
    first = result.first
    newlines: list[int] | None = None
    raw_lines: list[str] = []
    origins: dict[int, list[int]] = {}  # per line of the block, computed for lines that match
    last = len(norm) - 1
    for end, (pid, length, check_start, check_end) in automaton.iter(norm):  # type: ignore[attr-defined]
        if pid in first:
            continue
        start = end - length + 1
        if check_start and start > 0 and not _boundary(norm[start - 1]):
            continue
        if check_end and end < last and not _boundary(norm[end + 1]):
            continue
        if newlines is None:
            newlines = [m.start() for m in _NEWLINE.finditer(norm)]
            raw_lines = block.text.split("\n")
        line = bisect.bisect_left(newlines, start)
        line_start = newlines[line - 1] + 1 if line else 0
        if line not in origins:
            origins[line] = letters_digits_origins(raw_lines[line])
        letters_before = start - line_start - norm.count(" ", line_start, start)
        first[pid] = (block.first + line, origins[line][letters_before])
