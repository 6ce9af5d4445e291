"""Reading and validating run folders for reports (the manifest and the per-item samples)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from psyexam.errors import PsyexamError
from psyexam.runs import ItemResult, Manifest, RunFolder, RunFolderError

if TYPE_CHECKING:
    from psyexam.judge import Judgements


T = TypeVar("T")


class ReportError(PsyexamError):
    """A run folder that cannot be reported (missing, corrupt, in the wrong shape)."""


# A report reads back the engine's own per-item record (from samples.jsonl).
Item = ItemResult


@dataclass(frozen=True)
class RunInfo:
    """What a run's manifest says about how it was made."""

    model: str
    status: str
    version: str | None
    run_key: str | None
    bank_spec: str | None
    fingerprint: str | None
    prompt: str | None
    shots: int | None
    seed: int | None
    split: str | None
    scoring: str | None
    started: str | None
    finished: str | None
    identity: dict[str, Any] = field(default_factory=dict)
    calls: dict[str, Any] = field(default_factory=dict)
    warnings: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready fields."""
        return {
            "model": self.model, "status": self.status, "psyexam_version": self.version,
            "run_key": self.run_key, "bank": self.bank_spec, "fingerprint": self.fingerprint,
            "prompt": self.prompt, "shots": self.shots, "seed": self.seed, "split": self.split,
            "scoring": self.scoring, "started": self.started, "finished": self.finished,
            "identity": self.identity, "calls": self.calls, "warnings": list(self.warnings),
        }


@dataclass
class Run:
    """A loaded run folder: its manifest facts, items (in bank order), load notes and judge grades.

    ``judgements`` holds the LLM judge's grades of the open (QA) answers, or
    None when the run has not been judged.
    """

    folder: Path
    name: str
    info: RunInfo
    items: list[Item]
    notes: list[str] = field(default_factory=list)
    judgements: Judgements | None = None

    @property
    def in_progress(self) -> bool:
        """True when the manifest says the run has not finished."""
        return self.info.status != "complete"

    @property
    def splits(self) -> tuple[str, ...]:
        """The splits the items came from (the manifest's split may be the default, None)."""
        return tuple(sorted({i.split or "" for i in self.items}))

    @property
    def graded(self) -> list[Item]:
        """Items with a right/wrong outcome."""
        return [i for i in self.items if i.graded]

    @property
    def judged(self) -> Judgements:
        """The judge's grades, for a run known to be judged (ReportError otherwise)."""
        if self.judgements is None:
            raise ReportError(f"{self.folder}: the run has not been judged")
        return self.judgements


def load_run(folder: str | Path, name: str | None = None, *, replies: bool = False) -> Run:
    """Read and check one run folder; raises :class:`ReportError` with a one-line reason.

    With ``replies`` the items keep the model's reply text, extraction and log-probabilities.

    A run whose manifest says "running" is loaded (with a note) when its
    samples.jsonl exists, since those are the answers of its last finished pass.
    """
    path = Path(folder)
    if not path.is_dir():
        raise ReportError(f"{path}: not a run folder (no such directory)")
    rf = RunFolder(path)
    info = _info(_read(rf.read_manifest))
    notes: list[str] = []
    store_problem = rf.store_problem()
    if store_problem:
        notes.append(store_problem)
    samples = rf.samples_path
    if not samples.is_file():
        if info.status != "complete":
            raise ReportError(
                f"{path}: run still in progress (manifest status {info.status!r}) and no {samples.name} yet; "
                "finish it with the same `psyexam run` command"
            )
        raise ReportError(f"{samples}: missing; the run folder is incomplete")
    items = _read(lambda: rf.read_samples(replies))
    if not items:
        raise ReportError(f"{samples}: empty run (no items)")
    if info.status != "complete":
        notes.append(
            f"run in progress (manifest status {info.status!r}): "
            f"{samples.name} holds the answers of its last finished pass"
        )
    return Run(path, name or _default_name(path, info), info, items, notes, _judgements(path))


def _read(reader: Callable[[], T]) -> T:
    """Call a RunFolder reader, its one-line errors as ReportError."""
    try:
        return reader()
    except RunFolderError as e:
        raise ReportError(str(e)) from None


def _judgements(path: Path) -> Judgements | None:
    """The judge's grades of the run, if judged; damaged judge files make the run unreportable."""
    from psyexam.judge import load_judgements
    from psyexam.judge.check import check_judgements

    try:
        j = load_judgements(path)
        if j is not None:
            check_judgements(j)
        return j
    except ReportError:
        raise
    except PsyexamError as e:
        raise ReportError(str(e)) from None
    except (AttributeError, TypeError, ValueError, IndexError) as e:  # valid JSON in the wrong shape
        raise ReportError(f"{path}: judge files in the wrong shape ({e}); judge the run again") from None


def _default_name(path: Path, info: RunInfo) -> str:
    k = _template_shots(info)
    shots = f"{k}-shot" if k is not None else "default shots"
    return f"{info.model} ({shots})"


def effective_shots(run: Run) -> int | None:
    """The run's number of shots: the option, else its template's default (None if unknown)."""
    return _template_shots(run.info)


def _template_shots(info: RunInfo) -> int | None:
    if info.shots is not None:
        return info.shots
    from psyexam.prompt import get_template

    try:
        return get_template(info.prompt or "plain").shots
    except PsyexamError:  # a custom template file may be gone: shots stay unknown
        return None


def _info(m: Manifest) -> RunInfo:
    cfg = m.settings
    return RunInfo(
        model=str(m.model_spec), status=m.status, version=m.psyexam_version,
        run_key=m.run_key, bank_spec=m.bank_spec, fingerprint=m.bank.fingerprint, prompt=cfg.prompt,
        shots=cfg.shots, seed=cfg.seed, split=cfg.split, scoring=cfg.scoring,
        started=m.started, finished=m.finished, identity=m.model.identity,
        calls=m.calls.model_dump(exclude_unset=True) if m.calls is not None else {},
        warnings=tuple(m.warnings),
    )


def load_runs(folders: list[str | Path], *, replies: bool = False) -> tuple[list[Run], list[ReportError]]:
    """Load several runs, keeping going past broken ones; names are made unique."""
    runs: list[Run] = []
    errors: list[ReportError] = []
    for folder in folders:
        try:
            runs.append(load_run(folder, replies=replies))
        except ReportError as e:
            errors.append(e)
    unique_names(runs)
    return runs, errors


def unique_names(runs: list[Run]) -> None:
    """Give runs that share a name their folder's name as well."""
    seen: dict[str, int] = {}
    for r in runs:
        seen[r.name] = seen.get(r.name, 0) + 1
    for r in runs:
        if seen[r.name] > 1:
            r.name = f"{r.name} [{r.folder.name}]"
