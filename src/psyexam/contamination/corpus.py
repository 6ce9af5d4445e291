"""Corpus files read as streams of one-line documents, in blocks, with the bytes read so far.

A block is many documents joined by newlines (each document's own newlines become
spaces), so the scan normalises and searches thousands of documents per Python call.
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Literal

import orjson

from psyexam.errors import PsyexamError

Kind = Literal["txt", "jsonl", "parquet"]
Compression = Literal["", "gz", "zst"]
SUFFIXES: dict[str, tuple[Kind, Compression]] = {
    ".txt": ("txt", ""), ".txt.gz": ("txt", "gz"), ".txt.zst": ("txt", "zst"),
    ".jsonl": ("jsonl", ""), ".jsonl.gz": ("jsonl", "gz"), ".jsonl.zst": ("jsonl", "zst"),
    ".parquet": ("parquet", ""),
}
BLOCK_BYTES = 4 << 20
PIECE_BYTES = 1 << 20
"""Read at a time: a compressed stream that breaks loses at most this much before the damage."""
SHARD_BYTES = 64 << 20
"""Plain (uncompressed) text and JSON Lines files are cut into byte ranges of about this size."""


class CorpusError(PsyexamError):
    """A corpus path that is missing, unreadable or of no known kind."""


@dataclass(frozen=True, slots=True)
class CorpusFile:
    """One corpus file; ``order`` is its place in corpus order."""

    path: str
    kind: Kind
    compression: Compression
    size: int
    order: int


@dataclass(frozen=True, slots=True)
class Shard:
    """The lines of a file that start in ``[start, end)`` (the whole file for compressed and parquet files)."""

    file: CorpusFile
    start: int
    end: int

    @property
    def size(self) -> int:
        return self.end - self.start


@dataclass(slots=True)
class Block:
    """Documents ``first`` (1-based within the shard) onwards, joined by newlines; ``position``: shard bytes read."""

    first: int
    text: str
    count: int
    position: int
    bad: list[tuple[int, str]] = field(default_factory=list)
    """(line within the shard, reason) of lines that could not be read; they are empty documents here."""


class FileBroken(Exception):
    """The rest of a file could not be read (corrupt compression or parquet)."""

    def __init__(self, line: int, reason: str, position: int):
        super().__init__(reason)
        self.line, self.reason, self.position = line, reason, position


def kind_of(path: Path) -> tuple[Kind, Compression] | None:
    """The corpus kind a file name says, or None."""
    name = path.name.lower()
    for suffix, kc in SUFFIXES.items():
        if name.endswith(suffix):
            return kc
    return None


def discover(paths: list[str]) -> list[CorpusFile]:
    """The corpus files the paths name, in corpus order: paths as given, folders' files sorted by path."""
    found: list[tuple[Path, Kind, Compression]] = []
    for p in map(Path, paths):
        if not p.exists():
            raise CorpusError(f"{p}: no such file or folder")
        if p.is_dir():
            inside = sorted(f for f in p.rglob("*") if f.is_file() and kind_of(f))
            if not inside:
                raise CorpusError(f"{p}: no corpus files in it (.txt, .jsonl, .jsonl.gz, .jsonl.zst, .parquet)")
            found.extend((f, *kind_of(f)) for f in inside)  # type: ignore[misc]
            continue
        kc = kind_of(p)
        if kc is None:
            raise CorpusError(f"{p}: not a corpus file (.txt, .jsonl, .jsonl.gz, .jsonl.zst, .parquet)")
        found.append((p, *kc))
    files = []
    for order, (f, kind, comp) in enumerate(found):
        try:
            with f.open("rb"):
                size = f.stat().st_size
        except OSError as e:
            raise CorpusError(f"{f}: cannot read ({e.strerror or e})") from None
        files.append(CorpusFile(str(f), kind, comp, size, order))
    return files


def plan_shards(files: list[CorpusFile], shard_bytes: int = SHARD_BYTES) -> list[Shard]:
    """Byte ranges of plain files, whole compressed and parquet files; in corpus order."""
    shards = []
    for f in files:
        if f.compression or f.kind == "parquet" or f.size <= shard_bytes:
            shards.append(Shard(f, 0, f.size))
            continue
        cuts = list(range(0, f.size, shard_bytes)) + [f.size]
        shards.extend(Shard(f, a, b) for a, b in zip(cuts, cuts[1:]))
    return shards


def read_blocks(shard: Shard, text_field: str = "text", block_bytes: int = BLOCK_BYTES) -> Iterator[Block]:
    """The shard's documents in blocks. Raises ``FileBroken`` where the rest of the file cannot be read."""
    if shard.file.kind == "parquet":
        yield from _parquet_blocks(shard, text_field)
        return
    decode = _txt_docs if shard.file.kind == "txt" else _json_docs(text_field)
    # compressed files are one shard, measured in compressed bytes: read them to their end
    end = shard.end if not shard.file.compression and shard.end < shard.file.size else None
    first, position = 1, 0
    try:
        opened = _open(shard.file)
        stream, tell = opened.__enter__()
    except OSError as e:
        raise FileBroken(0, f"cannot read ({e.strerror or e})", 0) from None
    try:
        lines = _line_chunks(stream, shard.start, end, block_bytes, tell)
        while True:
            try:
                chunk, position = next(lines)
            except StopIteration:
                return
            except Exception as e:  # any failure inside a corrupt stream ends the file, reported with its line
                raise FileBroken(first, _broken(shard.file, e), position) from None
            text, count, bad = decode(chunk, first)
            yield Block(first, text, count, position, bad)
            first += count
    finally:
        opened.__exit__()


def _broken(f: CorpusFile, e: BaseException) -> str:
    what = {"gz": "gzip", "zst": "zstd"}.get(f.compression, "file")
    return f"corrupt {what}: {e}" if f.compression else f"unreadable: {e}"


class _Opened:
    """The file as a byte stream (decompressed), and a function giving the on-disk bytes read."""

    def __init__(self, f: CorpusFile):
        self.f = f
        self.raw: IO[bytes] | None = None

    def __enter__(self) -> tuple[IO[bytes], Callable[[], int]]:
        self.raw = raw = open(self.f.path, "rb")
        if self.f.compression == "gz":
            return gzip.GzipFile(fileobj=raw), raw.tell  # type: ignore[return-value]
        if self.f.compression == "zst":
            return _ZstdStream(raw), raw.tell  # type: ignore[return-value]
        return raw, raw.tell

    def __exit__(self, *exc: object) -> None:
        if self.raw is not None:
            self.raw.close()


class _ZstdStream:
    """Zstandard frames one after another, decompressed; a stream that ends inside a frame is an error.

    (zstandard's own stream reader returns a truncated stream's data as if it were whole.)
    """

    def __init__(self, raw: IO[bytes]):
        import zstandard

        self._new = zstandard.ZstdDecompressor().decompressobj
        self._raw, self._obj, self._out = raw, self._new(), b""

    def read(self, size: int) -> bytes:
        while len(self._out) < size:
            data = self._raw.read(size)
            if not data:
                if not self._obj.eof and self._started:
                    raise EOFError("the stream ends inside a frame (truncated)")
                break
            while data:
                self._out += self._obj.decompress(data)
                data = self._obj.unused_data if self._obj.eof else b""
                if data:
                    self._obj = self._new()
        out, self._out = self._out[:size], self._out[size:]
        return out

    @property
    def _started(self) -> bool:
        return self._raw.tell() > 0


def _open(f: CorpusFile) -> _Opened:
    return _Opened(f)


def _line_chunks(stream: IO[bytes], start: int, end: int | None, block_bytes: int,
                 tell: Callable[[], int]) -> Iterator[tuple[bytes, int]]:
    """Runs of whole lines, each with the file bytes read so far past ``start``.

    A line belongs to the range its first byte is in: a range that starts inside a line
    leaves it to the range before; one that ends inside a line (``end``) reads it to its end.
    """
    pending = b""
    base = start  # offset of pending[0] in the file
    if start:
        stream.seek(start - 1)
        if stream.read(1) != b"\n":
            base += len(stream.readline())
    while end is None or base < end:
        try:
            data = stream.read(min(PIECE_BYTES, block_bytes))
        except Exception:
            # hand on the whole lines read before the damage, then fail
            cut = pending.rfind(b"\n") + 1
            if cut:
                yield _owned(pending[:cut], base, end), tell() - start
            raise
        cut = pending.rfind(b"\n") + 1 if data else len(pending)  # at the end, the last line needs no newline
        pending += data
        if data:
            cut = pending.rfind(b"\n") + 1
            if not cut or len(pending) < block_bytes:
                continue
        if not cut:
            return
        chunk, pending = pending[:cut], pending[cut:]
        owned = _owned(chunk, base, end)
        base += len(chunk)
        done = tell() - start
        yield owned, done if end is None else (end - start if base >= end else min(done, end - start))


def _owned(chunk: bytes, base: int, end: int | None) -> bytes:
    """The lines of ``chunk`` (which starts at file offset ``base``) that start before ``end``."""
    if end is None or base + len(chunk) < end:
        return chunk
    stop = chunk.find(b"\n", max(end - base - 1, 0)) + 1
    return chunk[:stop] if stop else chunk


def _txt_docs(chunk: bytes, first: int) -> tuple[str, int, list[tuple[int, str]]]:
    raw = chunk[:-1] if chunk.endswith(b"\n") else chunk
    try:
        return raw.decode("utf-8"), raw.count(b"\n") + 1, []
    except UnicodeDecodeError:
        pass
    docs, bad = [], []
    for i, line in enumerate(raw.split(b"\n")):
        try:
            docs.append(line.decode("utf-8"))
        except UnicodeDecodeError as e:
            docs.append("")
            bad.append((first + i, f"undecodable bytes (not UTF-8) at byte {e.start}"))
    return "\n".join(docs), len(docs), bad


def _json_docs(text_field: str) -> Callable[[bytes, int], tuple[str, int, list[tuple[int, str]]]]:
    def decode(chunk: bytes, first: int) -> tuple[str, int, list[tuple[int, str]]]:
        raw = chunk[:-1] if chunk.endswith(b"\n") else chunk
        docs, bad = [], []
        for i, line in enumerate(raw.split(b"\n")):
            try:
                # orjson is several times faster; a line it refuses, or whose field is not a string
                # (NaN, a huge integer it reads as a float...), is read again by the standard parser,
                # so that what is read and reported stays the same
                record = orjson.loads(line)
                text = record[text_field]
                if type(record) is dict and type(text) is str:
                    docs.append(text.replace("\n", " "))
                    continue
            except Exception:
                pass
            text, reason = _json_text(line, text_field)
            docs.append(text)
            if reason:
                bad.append((first + i, reason))
        return "\n".join(docs), len(docs), bad

    return decode


def _json_text(line: bytes, text_field: str) -> tuple[str, str | None]:
    if not line.strip():
        return "", None  # a blank line is an empty document, as in a text file
    try:
        record = json.loads(line)
    except UnicodeDecodeError as e:
        return "", f"undecodable bytes (not UTF-8) at byte {e.start}"
    except ValueError as e:
        return "", f"invalid JSON ({e})"
    if not isinstance(record, dict):
        return "", f"not a JSON object ({type(record).__name__})"
    if text_field not in record:
        return "", f"no {text_field!r} field"
    text = record[text_field]
    if not isinstance(text, str):
        return "", f"{text_field!r} is not a string ({type(text).__name__})"
    return text.replace("\n", " "), None


def _parquet_blocks(shard: Shard, text_field: str) -> Iterator[Block]:
    import pyarrow.parquet as pq

    try:
        pf = pq.ParquetFile(shard.file.path)
    except Exception as e:  # pyarrow raises its own error types for a corrupt footer
        raise FileBroken(0, f"corrupt parquet: {e}", 0) from None
    if text_field not in pf.schema_arrow.names:
        raise FileBroken(0, f"no {text_field!r} column (columns: {', '.join(pf.schema_arrow.names)})", 0)
    rows = max(pf.metadata.num_rows, 1)
    first = 1
    batches = pf.iter_batches(batch_size=16384, columns=[text_field])
    while True:
        try:
            batch = next(batches)
        except StopIteration:
            return
        except Exception as e:
            raise FileBroken(first, f"corrupt parquet: {e}", int(shard.file.size * (first - 1) / rows)) from None
        docs, bad = [], []
        for i, value in enumerate(batch.column(0).to_pylist()):
            if isinstance(value, str):
                docs.append(value.replace("\n", " "))
            else:
                docs.append("")
                bad.append((first + i, f"{text_field!r} is not a string ({type(value).__name__})"))
        first += len(docs)
        yield Block(first - len(docs), "\n".join(docs), len(docs), int(shard.file.size * (first - 1) / rows), bad)
