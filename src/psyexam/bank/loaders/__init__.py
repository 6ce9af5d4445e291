"""Bank loaders, chosen by a bank spec or detected from the path.

Specs:

* ``demo``: the built-in demo bank;
* ``FORMAT:PATH`` with FORMAT one of ``cpsyexam``, ``cmmlu``, ``ceval``, ``jsonl``, ``csv``;
* ``hf:OWNER/NAME[@REVISION]``: a Hugging Face dataset repository;
* a path, whose format is detected (see :func:`detect`);
* ``OWNER/NAME[@REVISION]`` that is not an existing path: a Hugging Face dataset.

Format modules are imported only when used.
"""

from __future__ import annotations

import importlib
import re
from importlib import resources
from pathlib import Path
from types import ModuleType

from psyexam.bank.bank import Bank
from psyexam.errors import BankError

FORMATS = ("cpsyexam", "cmmlu", "ceval", "jsonl", "csv", "hf")
DEMO = "demo"
_PREFIX = re.compile(r"^(?P<fmt>[A-Za-z][A-Za-z0-9_-]+):(?P<rest>.*)$", re.S)
_REPO_ID = re.compile(r"^(?P<repo>[A-Za-z0-9][\w.-]*/[A-Za-z0-9][\w.-]*)(?:@(?P<rev>[^\s@]+))?$")
_DATA_SUFFIXES = (".zip", ".json", ".jsonl", ".csv")
# CPsyExam release file names: KG-<exam>-<subject>-<type>, CA-<category>-<type>, cpsyexam_qa.
_CPSYEXAM_NAME = re.compile(r"^(?:(?:KG|CA)-.+-(?:单项选择题|多项选择题)|cpsyexam_qa)$")


def load_bank(spec: str, *, validate: bool = True) -> Bank:
    """Load the bank a spec names and, with ``validate``, add the validator's findings.

    Raises ``BankError`` (one line naming the path) when the path is missing or its format
    unknown; problems inside readable files are findings on the returned bank.
    """
    bank = _dispatch(spec.strip())
    bank.spec = spec
    if validate:
        from psyexam.bank.check import validate as check

        check(bank)
    return bank


def _dispatch(spec: str) -> Bank:
    if spec == DEMO:
        return load_demo()
    m = _PREFIX.match(spec)
    if m and m["fmt"].lower() in FORMATS:
        fmt, rest = m["fmt"].lower(), m["rest"]
        if fmt == "hf":
            repo, revision = parse_repo_id(rest, spec)
            return _module("hub").load(repo, revision, spec=spec)
        return load_path(_existing(rest, spec), fmt=fmt, spec=spec)
    path = Path(spec).expanduser()
    if path.exists():
        return load_path(path, spec=spec)
    if m:
        raise BankError(f"{spec}: unknown bank format {m['fmt']!r} (known: {', '.join(FORMATS)}) and no such path")
    if _looks_like_repo(spec):
        repo, revision = parse_repo_id(spec, spec)
        return _module("hub").load(repo, revision, spec=spec)
    raise BankError(f"{spec}: no such file or folder")


def _existing(rest: str, spec: str) -> Path:
    if not rest:
        raise BankError(f"{spec}: no path after the format")
    path = Path(rest).expanduser()
    if not path.exists():
        raise BankError(f"{spec}: no such file or folder: {rest}")
    return path


def parse_repo_id(text: str, spec: str | None = None) -> tuple[str, str | None]:
    """``OWNER/NAME[@REVISION]`` as (repo id, revision or None); ``BankError`` when malformed."""
    m = _REPO_ID.match(text)
    if not m:
        raise BankError(f"{spec or text}: not a Hugging Face dataset id (expected OWNER/NAME or OWNER/NAME@REVISION)")
    return m["repo"], m["rev"]


def _looks_like_repo(spec: str) -> bool:
    """A missing ``a/b`` is a hub id unless it looks like a path to a data file or inside a folder that exists."""
    m = _REPO_ID.match(spec)
    if not m:
        return False
    owner, name = m["repo"].split("/")
    return not name.lower().endswith(_DATA_SUFFIXES) and not Path(owner).is_dir()


def load_demo() -> Bank:
    """The built-in demo bank (package data ``psyexam/bank/data/demo.jsonl``)."""
    res = resources.files("psyexam.bank").joinpath("data", "demo.jsonl")
    if not res.is_file():
        raise BankError("demo: the built-in demo bank is missing from this installation (psyexam/bank/data/demo.jsonl)")
    with resources.as_file(res) as path:
        return _module("generic").load(path, fmt="jsonl", spec=DEMO, label="demo.jsonl")


def load_path(path: Path, *, fmt: str | None = None, spec: str | None = None) -> Bank:
    """Load a local file or folder, in ``fmt`` (see ``FORMATS``) or the detected format."""
    if not path.exists():
        raise BankError(f"{path}: no such file or folder")
    fmt = fmt or detect(path)
    spec = spec or str(path)
    if fmt == "cpsyexam":
        bank = _module("cpsyexam").load(path)
        bank.spec = spec
        return bank
    if fmt in ("cmmlu", "ceval", "csvbank"):
        return _module("csvbank").load(path, flavour=None if fmt == "csvbank" else fmt, spec=spec)
    if fmt in ("jsonl", "csv", "generic"):
        return _module("generic").load(path, fmt=None if fmt == "generic" else fmt, spec=spec)
    raise BankError(f"{path}: unknown bank format {fmt!r} (known: {', '.join(FORMATS[:-1])})")


def _module(name: str) -> ModuleType:
    try:
        return importlib.import_module(f"psyexam.bank.loaders.{name}")
    except ModuleNotFoundError as e:
        if e.name == f"psyexam.bank.loaders.{name}":
            raise BankError(f"the {name} loader is not available in this installation") from None
        raise


def detect(path: Path) -> str:
    """The format of a local file or folder: ``cpsyexam``, ``csvbank`` or ``generic``.

    A zip, or JSON in the CPsyExam layout, is ``cpsyexam``; a CSV with CMMLU's or C-Eval's
    header is ``csvbank``; JSON lines, or a CSV with ``id,question,type`` columns, is
    ``generic``. Raises ``BankError`` when nothing matches.
    """
    files = [path] if path.is_file() else _data_files(path)
    kinds = {_kind_of(p) for p in files}
    for kind in ("cpsyexam", "csvbank", "generic"):
        if kind in kinds:
            return kind
    if path.is_file():
        raise BankError(f"{path}: unknown bank format (expected a CPsyExam zip or .json, psyexam .jsonl/.json/.csv, "
                        "or a CMMLU/C-Eval .csv)")
    raise BankError(f"{path}: no bank files found in this folder (.zip, .json, .jsonl or .csv)")


def _data_files(folder: Path) -> list[Path]:
    # Hidden entries (.git, .cache of a hub snapshot) are never bank files.
    return sorted(
        p for p in folder.rglob("*")
        if p.suffix.lower() in _DATA_SUFFIXES and p.is_file()
        and not any(part.startswith(".") for part in p.relative_to(folder).parts)
    )


def _kind_of(path: Path) -> str | None:
    suffix = path.suffix.lower()
    if suffix == ".zip":
        return "cpsyexam"
    if suffix == ".jsonl":
        return "generic"
    if suffix == ".json":
        return "cpsyexam" if _CPSYEXAM_NAME.match(path.stem) or _looks_cpsyexam(path) else "generic"
    if suffix == ".csv":
        from psyexam.bank.loaders import csvbank, generic

        header = csvbank.header_of(path)
        if csvbank.flavour_of(header):
            return "csvbank"
        if generic.looks_generic(header):
            return "generic"
        # An undecodable CSV goes to csvbank, which reports it as unreadable with its line.
        return "csvbank" if header is None else None
    return None


def _looks_cpsyexam(path: Path) -> bool:
    """CPsyExam records name their type ``question_type``; psyexam's format says ``type``."""
    try:
        with path.open("rb") as f:
            head = f.read(4096).decode("utf-8", errors="ignore")
    except OSError:
        return False
    return '"question_type"' in head or '"subject_name"' in head
