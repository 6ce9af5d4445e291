"""The run folders the pages show: found under the configured folders, named by opaque keys, loaded once.

A run is addressed in URLs by a key (a hash of its resolved path), never by a path, so a
URL can only name a run the catalogue found. Loaded runs and their browse indexes are
cached and rebuilt when the folder's files change (size or modification time).
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeVar

from fastapi import Request

from psyexam.report.load import ReportError, Run, load_run
from psyexam.runs.folder import JUDGE_SUMMARY, JUDGEMENTS, MANIFEST, SAMPLES
from psyexam.server.web.browse import RunIndex, build_index

T = TypeVar("T")
_WATCHED = (MANIFEST, SAMPLES, JUDGEMENTS, JUDGE_SUMMARY)
Signature = tuple[tuple[int, int] | None, ...]


@dataclass(frozen=True)
class Entry:
    """A run folder the catalogue found: its key, path and display name (unique in the catalogue)."""

    key: str
    path: Path
    name: str


def run_key(path: Path) -> str:
    """The opaque key of a run folder."""
    return hashlib.sha256(str(path).encode("utf-8", "surrogateescape")).hexdigest()[:16]


def discover(roots: tuple[str, ...]) -> tuple[list[Path], list[str]]:
    """Run folders under ``roots`` (each a run folder or a folder of them), and notes on roots that are not."""
    found: list[Path] = []
    notes: list[str] = []
    for root in roots:
        path = Path(root).expanduser().resolve()
        if (path / MANIFEST).is_file():
            found.append(path)
        elif path.is_dir():
            inside = sorted(p for p in path.iterdir() if (p / MANIFEST).is_file())
            found += inside
            if not inside:
                notes.append(f"{root}: no run folder in it")
        else:
            notes.append(f"{root}: no such folder")
    return list(dict.fromkeys(found)), notes


def _names(paths: list[Path]) -> list[str]:
    """Folder names, with the parent's name added where two runs share one."""
    names = [p.name for p in paths]
    return [f"{p.parent.name}/{p.name}" if names.count(p.name) > 1 else p.name for p in paths]


def signature(path: Path) -> Signature:
    """What changes when a run is written again: the watched files' sizes and modification times."""
    out: list[tuple[int, int] | None] = []
    for name in _WATCHED:
        try:
            st = (path / name).stat()
            out.append((st.st_mtime_ns, st.st_size))
        except OSError:
            out.append(None)
    return tuple(out)


@dataclass
class _Slot:
    lock: threading.Lock = field(default_factory=threading.Lock)
    sig: Signature | None = None
    value: object = None


class Catalog:
    """The configured run folders, with each run and its browse index loaded at most once per version."""

    def __init__(self, roots: tuple[str, ...]):
        self.roots = roots
        self._slots: dict[tuple[str, str], _Slot] = {}
        self._guard = threading.Lock()
        self._warming: threading.Thread | None = None

    def entries(self) -> tuple[list[Entry], list[str]]:
        """The runs found now (folders are listed on every call: runs come and go), and notes."""
        paths, notes = discover(self.roots)
        return [Entry(run_key(p), p, n) for p, n in zip(paths, _names(paths))], notes

    def entry(self, key: str) -> Entry | None:
        """The run with ``key``, or None when the catalogue has no such run."""
        return next((e for e in self.entries()[0] if e.key == key), None)

    def run(self, e: Entry) -> Run:
        """The loaded run (with replies), named by its entry; ReportError when it cannot be read."""
        return self._cached("run", e, lambda: _load(e))

    def index(self, e: Entry) -> RunIndex:
        """The run's browse index (question texts, replies, search text), built once per version."""
        return self._cached("index", e, lambda: build_index(self.run(e)))

    def loaded(self) -> tuple[list[tuple[Entry, Run]], list[str]]:
        """Every readable run with its entry; notes name the roots and runs that could not be read."""
        entries, notes = self.entries()
        out = []
        for e in entries:
            try:
                out.append((e, self.run(e)))
            except ReportError as err:
                notes.append(f"{e.name}: {err}")
        self.warm([e for e, _ in out])
        return out, notes

    def warm(self, entries: list[Entry]) -> None:
        """Build the runs' browse indexes in a background thread, so that opening a run from the
        leaderboard or the run list finds its index made (a request for one being built waits for it)."""
        with self._guard:
            if self._warming is not None and self._warming.is_alive():
                return
            self._warming = threading.Thread(target=self._build_all, args=(entries,), daemon=True)
            self._warming.start()

    def _build_all(self, entries: list[Entry]) -> None:
        for e in entries:
            try:
                self.index(e)
            except ReportError:
                continue  # kept in the slot: the page shows it

    def _cached(self, kind: str, e: Entry, build: Callable[[], T]) -> T:
        with self._guard:
            slot = self._slots.setdefault((kind, e.key), _Slot())
        with slot.lock:  # one build per run at a time; other runs load in parallel
            sig = signature(e.path)
            if slot.sig != sig:
                try:
                    slot.value = build()
                except ReportError as err:
                    slot.value = err
                slot.sig = sig
            if isinstance(slot.value, ReportError):
                raise slot.value
            return slot.value  # type: ignore[return-value]


def _load(e: Entry) -> Run:
    run = load_run(e.path, replies=True)
    run.name = e.name
    return run


_APP_LOCK = threading.Lock()


def catalog(request: Request) -> Catalog:
    """The app's run catalogue, made on first use from the settings' run folders."""
    state = request.app.state
    with _APP_LOCK:
        if getattr(state, "runs_catalog", None) is None:
            state.runs_catalog = Catalog(state.service.settings.runs)
    return state.runs_catalog  # type: ignore[no-any-return]
