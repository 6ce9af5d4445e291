"""Loader for the CPsyExam release: the two zips, a folder holding them, or the unpacked folders.

The exam (GEE, PCE, TQE, SSE), the subject and the case-analysis category exist only in
the MCQ file names (``KG-<EXAM>-<subject>-<单项选择题|多项选择题>``, ``CA-<category>-<type>``);
the question type and part come from each record's own ``question_type`` and ``kind``,
and a disagreement with the file name is reported as ``type_mismatch``. The split is the
name of the folder a file sits in.

Findings made here are the ones only this format can detect (``unreadable``, ``empty_file``,
``malformed_answer``, ``type_mismatch``, ``record_not_object``, ``missing_field``, ``bad_field``,
``malformed_options``, ``unrecognised_file``); format-independent checks live in
:mod:`psyexam.bank.check`. No record is ever dropped: a broken record is kept, with what
could be read, and an error finding that quarantines it.
"""

from __future__ import annotations

import hashlib
import re
import zipfile
import zlib
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from psyexam.bank.bank import Bank
from psyexam.bank.check import split_rank
from psyexam.bank.findings import Finding, Severity
from psyexam.bank.loaders.common import Unreadable, decode, folder_files, parse_json, parse_letters
from psyexam.bank.records import CACategory, Part, Provenance, QType, Question
from psyexam.errors import BankError

_KG_NAME = re.compile(r"^KG-([^-]+)-(.+)-(单项选择题|多项选择题)$")
_CA_NAME = re.compile(r"^CA-(.+)-(单项选择题|多项选择题)$")
_QA_STEM = "cpsyexam_qa"
_TYPE_BY_NAME = {"单项选择题": QType.SINGLE, "多项选择题": QType.MULTI}
_CATEGORIES = {"心理理论": CACategory.METHOD, "心理诊断": CACategory.DIAGNOSIS, "心理咨询": CACategory.TREATMENT}
_MCQ_TYPES = {"single": QType.SINGLE, "multi": QType.MULTI}
_MCQ_KINDS = {"knowledge": Part.KG, "analyse": Part.CA}
_QA_KINDS = {"QA_Knowledge": Part.KG, "QA_Analyse": Part.CA}

MAX_MEMBER_BYTES = 64 * 2**20
"""Largest uncompressed zip member read (64 MiB); the release's largest member is about 2 MiB."""
MAX_ZIP_BYTES = 512 * 2**20
"""Most uncompressed bytes read from one zip (512 MiB; the release's zips hold 12 MiB and 2.5 MiB).

A zip bomb is refused with an ``unreadable`` finding naming the member and the limit, never expanded."""


@dataclass(frozen=True)
class FileMeta:
    """What a file's name and place say about its records."""

    qa: bool
    part: Part | None = None
    qtype: QType | None = None
    exam: str | None = None
    subject: str | None = None
    ca_category: CACategory | None = None


@dataclass
class _Source:
    label: str
    split: str | None
    meta: FileMeta
    data: bytes | None = None
    error: Finding | None = None


@dataclass
class _Reader:
    """Per-file state while building records: where we are and what was found."""

    src: _Source
    findings: list[Finding] = field(default_factory=list)

    def add(self, code: str, severity: Severity, message: str, position: int, rid: str | None) -> None:
        self.findings.append(Finding(code, severity, self.src.label, message, position=position, id=rid))


def parse_name(stem: str) -> FileMeta | None:
    """Read part, type, exam, subject and category from a release file name (without ``.json``)."""
    if stem == _QA_STEM:
        return FileMeta(qa=True)
    if m := _KG_NAME.match(stem):
        return FileMeta(False, Part.KG, _TYPE_BY_NAME[m[3]], exam=m[1], subject=m[2])
    if m := _CA_NAME.match(stem):
        return FileMeta(False, Part.CA, _TYPE_BY_NAME[m[2]], subject=m[1], ca_category=_CATEGORIES.get(m[1]))
    return None


def load(path: Path) -> Bank:
    """Load the CPsyExam release at ``path`` (a zip, a folder of zips, or unpacked folders).

    Raises ``BankError`` when the path is missing or holds no CPsyExam file; anything wrong
    inside the files becomes a finding instead.
    """
    path = Path(path)
    if not path.exists():
        raise BankError(f"{path}: no such file or folder")
    bank = Bank(spec=f"cpsyexam:{path}")
    sources = _discover(path, bank.findings)
    if not sources and not any(f.severity is Severity.FATAL for f in bank.findings):
        raise BankError(
            f"{path}: no CPsyExam files found (expected cpsyexam.zip, cpsyexam_qa.zip, "
            "or train/dev/test folders of KG-*/CA-*/cpsyexam_qa .json files)"
        )
    qa_ids: dict[str, int] = {}
    for src in sorted(sources, key=_order):
        bank.files.append(src.label)
        records, findings = _read_source(src, qa_ids)
        bank.records.extend(records)
        bank.findings.extend(findings)
    return bank


def _order(src: _Source) -> tuple:
    # Zips and unpacked folders list files differently; one order makes "first copy" the same.
    return (*split_rank(src.split), src.meta.qa, PurePosixPath(src.label.split("!")[-1]).name)


# -- finding the files -------------------------------------------------------------------


def _discover(path: Path, findings: list[Finding]) -> list[_Source]:
    if path.is_file():
        if path.suffix.lower() == ".zip":
            return _zip_sources(path, findings)
        if path.suffix.lower() == ".json":
            src = _file_source(path.name, path.parent.name or None, path.stem, findings)
            if src is not None:
                src.data = path.read_bytes()
            return [src] if src else []
        raise BankError(f"{path}: not a CPsyExam file (expected a .zip, a .json or a folder)")
    found = folder_files(path, (".zip", ".json"), findings)
    zips = [p for p in found if p.suffix.lower() == ".zip" and p.parent == path]
    if zips:
        return [s for z in zips for s in _zip_sources(z, findings)]
    sources = []
    for p in (p for p in found if p.suffix.lower() == ".json"):
        rel = p.relative_to(path).as_posix()
        src = _file_source(rel, p.parent.name or None, p.stem, findings)
        if src is not None:
            try:
                src.data = p.read_bytes()
            except OSError as e:
                src.error = Finding("unreadable", Severity.FATAL, rel, f"cannot be read ({e.strerror})")
            sources.append(src)
    return sources


def _file_source(label: str, split: str | None, stem: str, findings: list[Finding]) -> _Source | None:
    meta = parse_name(stem)
    if meta is None:
        findings.append(Finding(
            "unrecognised_file", Severity.WARNING, label,
            "not a CPsyExam file name (KG-<exam>-<subject>-<type>, CA-<category>-<type>, cpsyexam_qa); skipped",
        ))
        return None
    if not meta.qa and meta.part is Part.CA and meta.ca_category is None:
        findings.append(Finding(
            "unrecognised_file", Severity.WARNING, label,
            f"unknown case-analysis category {meta.subject!r}; its records have no ca_category",
        ))
    return _Source(label, split, meta)


def _zip_sources(path: Path, findings: list[Finding]) -> list[_Source]:
    try:
        zf = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError) as e:
        findings.append(Finding("unreadable", Severity.FATAL, path.name, f"not a readable zip archive ({e})"))
        return []
    sources = []
    total = 0
    with zf:
        for info in zf.infolist():
            member = PurePosixPath(info.filename)
            if info.is_dir() or member.suffix.lower() != ".json" or member.name.startswith("._"):
                continue
            label = f"{path.name}!{info.filename}"
            src = _file_source(label, member.parent.name or None, member.stem, findings)
            if src is None:
                continue
            total += info.file_size
            if info.file_size > MAX_MEMBER_BYTES or total > MAX_ZIP_BYTES:
                src.error = Finding("unreadable", Severity.FATAL, label, _too_big(info.file_size, total))
                sources.append(src)
                continue
            try:
                # zipfile stops at the declared size and checks the CRC, so a member cannot expand past it.
                src.data = zf.read(info)
            except (zipfile.BadZipFile, zlib.error, OSError, RuntimeError, NotImplementedError) as e:
                src.error = Finding("unreadable", Severity.FATAL, label, f"zip member cannot be extracted ({e})")
            sources.append(src)
    return sources


def _too_big(size: int, total: int) -> str:
    if size > MAX_MEMBER_BYTES:
        return (f"zip member expands to {size:,} bytes, over the limit of {MAX_MEMBER_BYTES:,} "
                "(a zip bomb?); not extracted")
    return f"the zip expands to more than its limit of {MAX_ZIP_BYTES:,} bytes (a zip bomb?); not extracted"


# -- reading one file --------------------------------------------------------------------


def _read_source(src: _Source, qa_ids: dict[str, int]) -> tuple[list[Question], list[Finding]]:
    if src.error is not None:
        return [], [src.error]
    try:
        data = parse_json(decode(src.data or b"", src.label), src.label)
    except Unreadable as e:
        return [], [e.finding]
    if not isinstance(data, list):
        return [], [Finding(
            "unreadable", Severity.FATAL, src.label,
            f"expected a JSON list of records, found a JSON {_json_type(data)}", line=1, column=1,
        )]
    if not data:
        return [], [Finding("empty_file", Severity.WARNING, src.label, "the file is an empty list: no records")]
    reader = _Reader(src)
    build = _qa_record if src.meta.qa else _mcq_record
    records = [build(raw, pos, reader, qa_ids) for pos, raw in enumerate(data, 1)]
    return records, reader.findings


def _as_object(raw: object, pos: int, r: _Reader, rid: str) -> dict | None:
    """The record as a dict, or None (with a finding) when it is not a JSON object."""
    if isinstance(raw, dict):
        return raw
    r.add("record_not_object", Severity.ERROR,
          f"record is a JSON {_json_type(raw)}, not an object; kept as an empty question", pos, rid)
    return None


def _text(raw: dict, key: str, pos: int, r: _Reader, rid: str, severity: Severity = Severity.ERROR) -> str | None:
    value = raw.get(key)
    if value is None or isinstance(value, str):
        return value
    r.add("bad_field", severity, f"field '{key}' is a JSON {_json_type(value)}, not a string", pos, rid)
    return str(value)


def _mcq_record(raw: object, pos: int, r: _Reader, _qa_ids: dict[str, int]) -> Question:
    meta, src = r.src.meta, r.src
    stand_in = f"{src.split or 'nosplit'}/{PurePosixPath(src.label.split('!')[-1]).stem}#{pos}"
    rec = _as_object(raw, pos, r, stand_in)
    q = Question(
        id=stand_in, text="", qtype=meta.qtype or QType.SINGLE, part=meta.part or Part.KG,
        exam=meta.exam, subject=meta.subject, ca_category=meta.ca_category, split=src.split,
        source=Provenance(src.label, pos),
    )
    if rec is None:
        return q
    if isinstance(rec.get("id"), str) and rec["id"].strip():
        q.id = rec["id"]
    else:
        r.add("missing_field", Severity.ERROR, f"field 'id' is missing or empty; called {stand_in!r} here", pos, q.id)
    q.text = _text(rec, "question", pos, r, q.id) or ""
    # never shown to a model, so a bad explanation does not hold the question back
    q.explanation = _text(rec, "explanation", pos, r, q.id, Severity.WARNING)
    _mcq_type_and_part(rec, pos, r, q)
    q.options = _options(rec, pos, r, q.id)
    if rec.get("answer") is not None:
        q.answer = parse_letters(rec["answer"])
        if q.answer is None:
            r.add("malformed_answer", Severity.ERROR,
                  f"answer {rec['answer']!r} is not a set of option letters such as 'B' or 'ACD'", pos, q.id)
    subject_name = rec.get("subject_name")
    if subject_name is not None and subject_name != q.subject:
        q.extra["subject_name"] = subject_name
    return q


def _mcq_type_and_part(rec: dict, pos: int, r: _Reader, q: Question) -> None:
    """Type and part from the record's own fields; the file name's only where those are unusable."""
    meta = r.src.meta
    differs = []
    for key, table, default, attr in (
        ("question_type", _MCQ_TYPES, meta.qtype, "qtype"),
        ("kind", _MCQ_KINDS, meta.part, "part"),
    ):
        value = rec.get(key)
        if isinstance(value, str) and value in table:
            setattr(q, attr, table[value])
            if table[value] is not default:
                differs.append(f"{key} {value!r}")
        else:
            r.add("bad_field", Severity.ERROR,
                  f"field '{key}': {value!r} is not one of {', '.join(table)}; the file name's is used", pos, q.id)
    if differs:
        r.add("type_mismatch", Severity.WARNING,
              f"record says {' and '.join(differs)} but the file name says "
              f"{meta.part.value if meta.part else '?'} {meta.qtype.value if meta.qtype else '?'}; "
              "the record's own field is used", pos, q.id)


def _options(rec: dict, pos: int, r: _Reader, rid: str) -> dict[str, str]:
    raw = rec.get("options")
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        r.add("malformed_options", Severity.ERROR, f"field 'options' is a JSON {_json_type(raw)}, not an object", pos, rid)
        return {}
    options: dict[str, str] = {}
    for key, value in raw.items():
        if not isinstance(value, str):
            r.add("malformed_options", Severity.ERROR,
                  f"field 'options': option {key!r} is a JSON {_json_type(value)}, not a string", pos, rid)
            value = "" if value is None else str(value)
        options[str(key)] = value
    return options


def _qa_record(raw: object, pos: int, r: _Reader, qa_ids: dict[str, int]) -> Question:
    src = r.src
    obj = raw if isinstance(raw, dict) else {}
    subject = obj.get("subject_name") if isinstance(obj.get("subject_name"), str) else None
    given = obj.get("question")
    question = given if isinstance(given, str) else f"#{pos}"
    rid = _qa_id(src.split, subject, question, qa_ids)
    rec = _as_object(raw, pos, r, rid)
    q = Question(id=rid, text="", qtype=QType.QA, part=Part.KG, subject=subject, split=src.split,
                 source=Provenance(src.label, pos))
    if rec is None:
        return q
    q.text = _text(rec, "question", pos, r, rid) or ""
    kind = rec.get("question_type")
    if kind in _QA_KINDS:
        q.part = _QA_KINDS[kind]
    else:
        r.add("bad_field", Severity.ERROR,
              f"field 'question_type': {kind!r} is not one of {', '.join(_QA_KINDS)}; counted as KG", pos, rid)
    answer = rec.get("answer")
    if answer is not None and not isinstance(answer, str):
        r.add("malformed_answer", Severity.ERROR,
              f"reference answer is a JSON {_json_type(answer)}, not a string", pos, rid)
    else:
        q.reference = answer
    return q


def _qa_id(split: str | None, subject: str | None, question: str, seen: dict[str, int]) -> str:
    """A stable id from split, subject and text; a repeat gets ``-2``, ``-3``… in file order."""
    digest = hashlib.sha1(f"{split}\0{subject}\0{question}".encode()).hexdigest()[:12]
    base = f"qa-{digest}"
    seen[base] = seen.get(base, 0) + 1
    return base if seen[base] == 1 else f"{base}-{seen[base]}"


def _json_type(value: object) -> str:
    return {dict: "object", list: "list", str: "string", bool: "boolean", int: "number",
            float: "number", type(None): "null"}.get(type(value), type(value).__name__)
