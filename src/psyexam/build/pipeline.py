"""``psyexam build all``: ingest → clean → dedup → classify → split, resumable, into one build folder.

Each step reads the previous step's ``records.jsonl`` and writes its own folder
``NN-step/`` (records that move on, ``held.jsonl`` for quarantined ones with the reason,
``removed.jsonl`` for dropped duplicates, ``findings.jsonl``, ``meta.json``). A step folder
is written under a temporary name and renamed when complete, so an interrupted run
never leaves half a step; a step whose inputs' fingerprint (its settings, the previous
step's fingerprint and, for ingest, the input files' bytes) is unchanged is skipped.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import tomllib
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

from psyexam.bank.export import write_jsonl
from psyexam.bank.findings import Finding
from psyexam.bank.records import Question
from psyexam.build.split import SPLITS, SplitConfig
from psyexam.errors import PsyexamError

FORMAT_VERSION = 1
STEPS = ("ingest", "clean", "dedup", "classify", "split")
_SECTIONS = {"build": {"out"}, "ingest": {"inputs", "map"}, "clean": set(), "dedup": None,
             "classify": {"model"}, "split": {"test_per_exam", "dev_per_exam", "reserved_per_exam", "seed"}}


@dataclass(frozen=True)
class BuildConfig:
    """A build: where it goes, what it reads, and each step's settings (paths relative to the config)."""

    folder: Path
    inputs: tuple[str, ...]
    field_map: dict[str, str] = field(default_factory=dict)
    dedup: dict[str, object] = field(default_factory=dict)
    drop_duplicates: bool = True
    model: str | None = None
    split: SplitConfig = SplitConfig()


def load_config(path: Path) -> BuildConfig:
    """Read a build config TOML; ``PsyexamError`` naming the file for anything wrong in it."""
    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as e:
        raise PsyexamError(f"{path}: cannot read: {e.strerror or e}") from None
    except tomllib.TOMLDecodeError as e:
        raise PsyexamError(f"{path}: invalid TOML: {e}") from None
    for section, value in data.items():
        if section not in _SECTIONS or not isinstance(value, dict):
            raise PsyexamError(f"{path}: unknown section [{section}] (known: {', '.join(_SECTIONS)})")
        allowed = _SECTIONS[section]
        if allowed is not None and (unknown := set(value) - allowed):
            raise PsyexamError(f"{path}: unknown key(s) in [{section}]: {', '.join(sorted(unknown))}")
    base = Path(path).resolve().parent
    inputs = data.get("ingest", {}).get("inputs")
    if not isinstance(inputs, list) or not inputs or not all(isinstance(i, str) for i in inputs):
        raise PsyexamError(f"{path}: [ingest] inputs must be a non-empty list of paths or bank specs")
    dedup = dict(data.get("dedup", {}))
    drop = dedup.pop("drop", True)
    numbers = data.get("split", {})
    if bad := [k for k, v in numbers.items() if not isinstance(v, int) or isinstance(v, bool) or v < 0]:
        raise PsyexamError(f"{path}: [split] {', '.join(bad)} must be whole numbers of at least 0")
    split = SplitConfig(**numbers)
    return BuildConfig(
        folder=base / data.get("build", {}).get("out", "build"),
        inputs=tuple(_resolve(i, base) for i in inputs),
        field_map={str(k): str(v) for k, v in data.get("ingest", {}).get("map", {}).items()},
        dedup=dedup, drop_duplicates=bool(drop),
        model=data.get("classify", {}).get("model") or None, split=split,
    )


def _resolve(item: str, base: Path) -> str:
    from psyexam.build.ingest import BANK_PREFIXES

    for prefix in BANK_PREFIXES:
        if item.startswith(prefix) and prefix != "hf:":
            return prefix + str(base / Path(item[len(prefix):]).expanduser())
    return item if item.startswith("hf:") else str(base / Path(item).expanduser())


# -- step outputs --------------------------------------------------------------------------------


@dataclass
class StepOutput:
    """What one step produced: records moving on, held and removed ones, findings, counts, extra files."""

    records: list[Question]
    held: list[Question] = field(default_factory=list)
    removed: list[Question] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    meta: dict = field(default_factory=dict)
    files: dict[str, object] = field(default_factory=dict)


def hold(q: Question, reasons: list[str]) -> Question:
    """Mark a record as held back, with why."""
    q.extra["held"] = sorted(set(reasons))
    return q


def held_reasons(q: Question) -> list[str]:
    """Why a record is held (``["?"]`` when it carries no reason)."""
    reasons = q.extra.get("held")
    if reasons is None:
        return ["?"]
    # Read back from JSON, so check the shape rather than trust it.
    return [str(r) for r in reasons] if isinstance(reasons, list | tuple) else [str(reasons)]


def step_dir(folder: Path, name: str) -> Path:
    """The folder of step ``name`` inside a build folder."""
    return folder / f"{STEPS.index(name) + 1:02d}-{name}"


def read_records(path: Path) -> list[Question]:
    """Records of a JSONL file this package wrote (their first provenance kept as ``origin``)."""
    from psyexam.bank.loaders.generic import read_file

    if not path.exists():
        return []
    records, _ = read_file(path, str(path))
    return records


def write_step(folder: Path, name: str, out: StepOutput, fingerprint: str) -> dict:
    """Write a step's folder atomically (built as ``.tmp``, then renamed); returns its meta."""
    final = step_dir(folder, name)
    tmp = final.with_name(final.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    write_jsonl(out.records, tmp / "records.jsonl")
    write_jsonl(out.held, tmp / "held.jsonl")
    write_jsonl(out.removed, tmp / "removed.jsonl")
    with (tmp / "findings.jsonl").open("w", encoding="utf-8") as f:
        for finding in out.findings:
            f.write(json.dumps(finding.to_dict(), ensure_ascii=False) + "\n")
    for filename, data in out.files.items():
        (tmp / filename).parent.mkdir(parents=True, exist_ok=True)
        if isinstance(data, list) and filename.endswith(".jsonl"):
            write_jsonl(data, tmp / filename)
        else:
            (tmp / filename).write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    meta = {"step": name, "fingerprint": fingerprint, "version": FORMAT_VERSION,
            "counts": _counts(out), **out.meta}
    (tmp / "meta.json").write_text(json.dumps(meta, ensure_ascii=False, indent=2, default=str) + "\n",
                                   encoding="utf-8")
    shutil.rmtree(final, ignore_errors=True)
    tmp.rename(final)
    return meta


def _counts(out: StepOutput) -> dict:
    held = Counter(r for q in out.held for r in held_reasons(q))
    return {"out": len(out.records), "held": len(out.held), "removed": len(out.removed),
            "held_by_reason": dict(held.most_common()),
            "findings_by_code": dict(Counter(f.code for f in out.findings).most_common())}


def read_meta(folder: Path, name: str) -> dict | None:
    """A finished step's meta, or None when the step has not finished."""
    path = step_dir(folder, name) / "meta.json"
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return None


def fingerprint(*parts: object) -> str:
    """A short hash of JSON-able parts."""
    blob = json.dumps([FORMAT_VERSION, *parts], ensure_ascii=False, sort_keys=True, default=str)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def input_fingerprint(inputs: tuple[str, ...]) -> list:
    """Each input's files with the sha256 of their bytes (a bank spec of a hub id by name only)."""
    from psyexam.build.ingest import BANK_PREFIXES

    out: list = []
    for item in inputs:
        spec = item
        for prefix in BANK_PREFIXES:
            spec = spec.removeprefix(prefix)
        path = Path(spec)
        files = sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
        out.append([item, [(str(p), _sha(p)) for p in files if p.exists()]])
    return out


def _sha(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


# -- running -------------------------------------------------------------------------------------

Say = Callable[[str], None]


def run_build(config: BuildConfig, say: Say = lambda _: None, progress=None) -> dict[str, dict]:
    """Run (or resume) every step; returns each step's meta. Writes the report and the bench files."""
    from psyexam.build import pipeline_steps as steps

    folder = config.folder
    folder.mkdir(parents=True, exist_ok=True)
    metas: dict[str, dict] = {}
    previous = fingerprint("inputs", input_fingerprint(config.inputs), config.field_map)
    for name in STEPS:
        settings = steps.settings(config, name)
        fp = fingerprint(name, settings, previous)
        meta = read_meta(folder, name)
        if meta is not None and meta.get("fingerprint") == fp:
            say(f"{name}: unchanged, kept ({meta['counts']['out']} records)")
        else:
            say(f"{name}: running")
            records = read_records(step_dir(folder, STEPS[STEPS.index(name) - 1]) / "records.jsonl") \
                if name != "ingest" else []
            out = steps.run_step(name, config, records, folder, progress)
            meta = write_step(folder, name, out, fp)
            say(f"{name}: {meta['counts']['out']} records, {meta['counts']['held']} held, "
                f"{meta['counts']['removed']} removed")
        metas[name] = meta
        previous = fp
    publish(folder)
    from psyexam.build.report import write_report

    write_report(folder, metas)
    return metas


def publish(folder: Path) -> None:
    """Copy the split step's bench files to ``bench/`` and ``reserved/`` at the top of the build folder."""
    source = step_dir(folder, "split")
    for sub in ("bench", "reserved"):
        tmp = folder / f".{sub}.tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        shutil.copytree(source / sub, tmp)
        shutil.rmtree(folder / sub, ignore_errors=True)
        tmp.rename(folder / sub)


def split_files(result_splits: dict[str, list[Question]]) -> dict[str, object]:
    """The split step's bench files: ``bench/{train,dev,test}.jsonl`` and ``reserved/reserved.jsonl``."""
    files: dict[str, object] = {f"bench/{s}.jsonl": result_splits.get(s, []) for s in SPLITS if s != "reserved"}
    files["reserved/reserved.jsonl"] = result_splits.get("reserved", [])
    return files


def config_dict(config: BuildConfig) -> dict:
    """The config as JSON-able data (for meta files)."""
    d = asdict(config)
    d["folder"] = str(config.folder)
    return d
