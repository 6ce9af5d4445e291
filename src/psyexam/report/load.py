"""Reading and validating run folders (manifest.json + samples.jsonl)."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from psyexam.errors import PsyexamError
from psyexam.run.results import ItemResult
from psyexam.text import jsontext

if TYPE_CHECKING:
    from psyexam.judge import Judgements

MANIFEST = "manifest.json"
SAMPLES = "samples.jsonl"
STORE = "results.sqlite"

_REQUIRED = ("id", "qtype", "part", "correct")


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


def load_run(folder: str | Path, name: str | None = None) -> Run:
    """Read and check one run folder; raises :class:`ReportError` with a one-line reason.

    A run whose manifest says "running" is loaded (with a note) when its
    samples.jsonl exists, since those are the answers of its last finished pass.
    """
    path = Path(folder)
    if not path.is_dir():
        raise ReportError(f"{path}: not a run folder (no such directory)")
    manifest = _read_manifest(path / MANIFEST)
    info = _info(manifest, path / MANIFEST)
    notes: list[str] = []
    store_problem = _check_store(path / STORE)
    if store_problem:
        notes.append(store_problem)
    samples = path / SAMPLES
    if not samples.is_file():
        if info.status != "complete":
            raise ReportError(
                f"{path}: run still in progress (manifest status {info.status!r}) and no {SAMPLES} yet; "
                "finish it with the same `psyexam run` command"
            )
        raise ReportError(f"{samples}: missing; the run folder is incomplete")
    items = _read_samples(samples)
    if not items:
        raise ReportError(f"{samples}: empty run (no items)")
    if info.status != "complete":
        notes.append(
            f"run in progress (manifest status {info.status!r}): "
            f"{SAMPLES} holds the answers of its last finished pass"
        )
    return Run(path, name or _default_name(path, info), info, items, notes, _judgements(path))


def _judgements(path: Path) -> Judgements | None:
    """The judge's grades of the run, if judged; damaged judge files make the run unreportable."""
    from psyexam.judge import load_judgements
    from psyexam.report.qa import check_judgements

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


def _read_manifest(path: Path) -> dict[str, Any]:
    if not path.is_file():
        raise ReportError(f"{path}: missing; is this a psyexam run folder?")
    try:
        data = jsontext.loads(path.read_text(encoding="utf-8"), finite=False)
    except (OSError, UnicodeDecodeError, jsontext.JSONProblem) as e:
        raise ReportError(f"{path}: not readable JSON ({e})") from None
    if not isinstance(data, dict):
        raise ReportError(f"{path}: expected a JSON object, got {type(data).__name__}")
    return data


def _info(m: dict[str, Any], where: Path) -> RunInfo:
    cfg = m.get("config") if isinstance(m.get("config"), dict) else {}
    model = m.get("model") if isinstance(m.get("model"), dict) else {}
    bank = m.get("bank") if isinstance(m.get("bank"), dict) else {}
    spec = model.get("spec") or cfg.get("model")
    if not spec:
        raise ReportError(f"{where}: no model spec (model.spec or config.model)")
    shots = cfg.get("shots")
    if shots is not None and not isinstance(shots, int):
        raise ReportError(f"{where}: config.shots must be a whole number, got {shots!r}")
    return RunInfo(
        model=str(spec), status=str(m.get("status") or "unknown"), version=m.get("psyexam_version"),
        run_key=m.get("run_key"), bank_spec=bank.get("spec") or cfg.get("bench"),
        fingerprint=bank.get("fingerprint"), prompt=cfg.get("prompt"), shots=shots,
        seed=cfg.get("seed"), split=cfg.get("split"), scoring=cfg.get("scoring"),
        started=m.get("started"), finished=m.get("finished"),
        identity=model.get("identity") if isinstance(model.get("identity"), dict) else {},
        calls=m.get("calls") if isinstance(m.get("calls"), dict) else {},
        warnings=tuple(str(w) for w in (m.get("warnings") or [])),
    )


def _read_samples(path: Path) -> list[Item]:
    items = []
    try:
        with path.open(encoding="utf-8") as f:
            for lineno, line in enumerate(f, 1):
                if line.strip():
                    items.append(_item(line, path, lineno))
    except (OSError, UnicodeDecodeError) as e:
        raise ReportError(f"{path}: not readable ({e})") from None
    return items


def _item(line: str, path: Path, lineno: int) -> Item:
    where = f"{path}, line {lineno}"
    try:
        d = jsontext.loads(line, finite=False)
    except jsontext.JSONProblem as e:
        raise ReportError(f"{where}: not valid JSON ({e.msg})") from None
    if not isinstance(d, dict):
        raise ReportError(f"{where}: expected a JSON object")
    missing = [k for k in _REQUIRED if k not in d]
    if missing:
        raise ReportError(f"{where}: missing field(s) {', '.join(missing)}")
    correct = d["correct"]
    if correct is not None and not isinstance(correct, bool):
        raise ReportError(f"{where}: 'correct' must be true, false or null, got {correct!r}")
    return Item(
        id=str(d["id"]), split=_opt(d.get("split")), qtype=str(d["qtype"]), part=str(d["part"]),
        exam=_opt(d.get("exam")), subject=_opt(d.get("subject")), chapter=_opt(d.get("chapter")),
        concept=_opt(d.get("concept")), ca_category=_opt(d.get("ca_category")),
        gold=_opt(d.get("gold")), prediction=_opt(d.get("prediction")), correct=correct,
        exam_credit=_num(d.get("exam_credit"), "exam_credit", where), f1=_num(d.get("f1"), "f1", where),
        unparsed=bool(d.get("unparsed")), error=_opt(d.get("error")), method=str(d.get("method") or ""),
    )


def _opt(value: Any) -> str | None:
    return None if value is None else str(value)


def _num(value: Any, name: str, where: str) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ReportError(f"{where}: '{name}' must be a number or null, got {value!r}")
    return float(value)


def _check_store(path: Path) -> str | None:
    """A note when results.sqlite exists but is damaged (samples.jsonl may still be fine)."""
    if not path.exists():
        return None
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            row = db.execute("PRAGMA quick_check").fetchone()
        finally:
            db.close()
    except sqlite3.Error as e:
        return f"{path}: results store is not readable ({e}); reporting from {SAMPLES}"
    if not row or row[0] != "ok":
        return f"{path}: results store failed its integrity check; reporting from {SAMPLES}"
    return None


def load_runs(folders: list[str | Path]) -> tuple[list[Run], list[ReportError]]:
    """Load several runs, keeping going past broken ones; names are made unique."""
    runs: list[Run] = []
    errors: list[ReportError] = []
    for folder in folders:
        try:
            runs.append(load_run(folder))
        except ReportError as e:
            errors.append(e)
    _unique_names(runs)
    return runs, errors


def _unique_names(runs: list[Run]) -> None:
    seen: dict[str, int] = {}
    for r in runs:
        seen[r.name] = seen.get(r.name, 0) + 1
    for r in runs:
        if seen[r.name] > 1:
            r.name = f"{r.name} [{r.folder.name}]"
