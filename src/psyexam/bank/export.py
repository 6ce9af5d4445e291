"""psyexam's own bank format: records to and from plain dicts, and writing JSONL or CSV.

The format is described in docs/bank-format.md. ``record_from_dict`` is the one
strict reader every generic file goes through; ``record_to_dict`` is its inverse,
so writing and reading back gives equal records.
"""

from __future__ import annotations

import csv
import dataclasses
import json
from collections.abc import Iterable
from enum import Enum, StrEnum
from pathlib import Path
from typing import TypeGuard, TypeVar

from psyexam.bank.findings import Finding, Severity
from psyexam.bank.loaders.common import parse_letters
from psyexam.bank.records import LETTERS, CACategory, Part, Provenance, QType, Question

FIELDS = (
    "id", "question", "type", "part", "options", "answer", "exam", "subject", "chapter",
    "concept", "ca_category", "split", "explanation", "source", "extra",
)
"""Field names of the format, in the order they are written."""

E = TypeVar("E", bound=StrEnum)

_TEXT_FIELDS = ("exam", "subject", "chapter", "concept", "split", "explanation")


def record_to_dict(q: Question) -> dict[str, object]:
    """The record as the format writes it. ``source`` keeps where the record *first* came from."""
    first = q.origin or q.source
    d: dict[str, object] = {
        "id": q.id,
        "question": q.text,
        "type": q.qtype.value,
        "part": q.part.value,
        "options": dict(q.options),
        "answer": q.answer_text,
    }
    for name in _TEXT_FIELDS:
        d[name] = getattr(q, name)
    d["ca_category"] = q.ca_category.value if q.ca_category is not None else None
    d["source"] = _provenance_to_dict(first) if first is not None else None
    d["extra"] = dict(q.extra)
    return {k: d[k] for k in FIELDS}


def _provenance_to_dict(p: Provenance) -> dict[str, object]:
    d: dict[str, object] = {"file": p.file, "position": p.position}
    if p.line is not None:
        d["line"] = p.line
    return d


class _Reader:
    """Reads one record dict, collecting a finding for every problem instead of stopping."""

    def __init__(self, d: dict, file: str, position: int, line: int | None):
        self.d, self.file, self.position, self.line = d, file, position, line
        self.findings: list[Finding] = []
        self.id: str | None = None

    def find(self, code: str, message: str, severity: Severity = Severity.ERROR) -> None:
        self.findings.append(
            Finding(code, severity, self.file, message, position=self.position, id=self.id, line=self.line)
        )

    def bad(self, name: str, message: str, severity: Severity = Severity.ERROR) -> None:
        self.find("bad_field", f"field '{name}': {message}", severity)

    def missing(self, name: str, why: str = "is missing") -> None:
        self.find("missing_field", f"field '{name}' {why}")

    def text(self, name: str, *, required: bool = False) -> str | None:
        # An empty text is read as given; the validator judges empty questions.
        value = self.d.get(name)
        if value is None:
            if required:
                self.missing(name)
            return None
        if not isinstance(value, str):
            self.bad(name, f"expected text, got {_kind(value)}")
            return None
        return value

    def choice(self, name: str, enum: type[E], default: E | None = None) -> E | None:
        value = self.d.get(name)
        if value is None:
            return default
        try:
            return enum(value)
        except ValueError:
            allowed = ", ".join(m.value for m in enum)
            self.bad(name, f"unknown value {value!r} (expected {allowed})")
            return default


def _kind(value: object) -> str:
    return {dict: "an object", list: "a list", bool: "true/false"}.get(type(value), type(value).__name__)


def record_from_dict(
    d: object, *, file: str, position: int, line: int | None = None
) -> tuple[Question, list[Finding]]:
    """Read one record of the format, strictly.

    Every problem becomes a finding naming ``file``, ``line`` (or ``position``) and the
    field; an ``error`` finding quarantines the record, which is still returned so it
    can be listed. Nothing is guessed: a bad value is reported and left out.
    """
    source = Provenance(file, position, line)
    if not isinstance(d, dict):
        r = _Reader({}, file, position, line)
        r.find("bad_field", f"record is {_kind(d)}, expected a JSON object")
        return Question(id="", text="", qtype=QType.SINGLE, part=Part.KG, source=source), r.findings
    r = _Reader(d, file, position, line)
    qid = _read_id(r)
    text = r.text("question", required=True)
    qtype = _read_type(r)
    q = Question(
        id=qid or "",
        text=text or "",
        qtype=qtype or QType.SINGLE,
        part=r.choice("part", Part, Part.KG) or Part.KG,
        options=_read_options(r, qtype),
        ca_category=r.choice("ca_category", CACategory),
        source=source,
        extra=_read_extra(r),
        origin=_read_origin(r),
    )
    for name in _TEXT_FIELDS:
        setattr(q, name, r.text(name))
    _read_answer(r, q, known_type=qtype is not None)
    return q, r.findings


def _read_id(r: _Reader) -> str | None:
    value = r.d.get("id")
    if isinstance(value, bool) or not isinstance(value, str | int | None):
        r.bad("id", f"expected text, got {_kind(value)}")
        return None
    qid = str(value) if isinstance(value, int) else value
    if qid is None or not qid.strip():
        r.missing("id", "is missing" if qid is None else "is empty")
        return None
    r.id = qid
    return qid


def _read_type(r: _Reader) -> QType | None:
    if r.d.get("type") is None:
        r.missing("type")
        return None
    return r.choice("type", QType)


def _read_options(r: _Reader, qtype: QType | None) -> dict[str, str]:
    raw = r.d.get("options")
    if raw is None:
        if qtype in (QType.SINGLE, QType.MULTI):
            r.missing("options", f"is missing (required for type '{qtype.value}')")
        return {}
    if not isinstance(raw, dict):
        r.bad("options", f"expected an object letter -> text, got {_kind(raw)}")
        return {}
    options: dict[str, str] = {}
    for letter, value in raw.items():
        if not (isinstance(letter, str) and len(letter) == 1 and letter in LETTERS):
            r.bad("options", f"letter {letter!r} is not one of {LETTERS[0]}-{LETTERS[-1]}")
        elif not isinstance(value, str):
            r.bad("options", f"option {letter}: expected text, got {_kind(value)}")
        else:
            options[letter] = value
    return options


def _read_answer(r: _Reader, q: Question, *, known_type: bool) -> None:
    raw = r.d.get("answer")
    if raw is None:
        return
    if q.qtype is QType.QA and known_type:
        if isinstance(raw, str):
            q.reference = raw
        else:
            r.find("malformed_answer", f"field 'answer': expected the reference text, got {_kind(raw)}")
        return
    letters = parse_letters(raw)
    # With an unknown type the record is already held back; its answer cannot be judged.
    if letters is None and known_type:
        r.find("malformed_answer", f"field 'answer': {raw!r} is not distinct letters {LETTERS[0]}-{LETTERS[-1]}")
    q.answer = letters


def _read_extra(r: _Reader) -> dict[str, object]:
    raw = r.d.get("extra")
    extra: dict[str, object] = {}
    if isinstance(raw, dict):
        extra = dict(raw)
    elif raw is not None:
        r.bad("extra", f"expected an object, got {_kind(raw)}")
    for name in r.d:
        if name in FIELDS:
            continue
        if name in extra:
            r.bad(name, "unknown field whose name is also a key of 'extra'")
        else:
            extra[name] = r.d[name]
            r.find("unknown_field", f"field '{name}' is not part of the format; kept in 'extra'", Severity.WARNING)
    return extra


def _read_origin(r: _Reader) -> Provenance | None:
    raw = r.d.get("source")
    if raw is None:
        return None
    # A bad 'source' is only lost provenance, not a reason to hold the question back.
    if isinstance(raw, dict) and set(raw) <= {"file", "position", "line"}:
        file, position, line = raw.get("file"), raw.get("position"), raw.get("line")
        if isinstance(file, str) and _is_int(position) and (line is None or _is_int(line)):
            return Provenance(file, position, line)
    r.bad("source", 'expected {"file": text, "position": number, "line": number or null}', Severity.WARNING)
    return None


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def write_jsonl(records: Iterable[Question], path: str | Path) -> int:
    """Write records as UTF-8 JSON lines (parent folders created); returns how many were written."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    n = 0
    with path.open("w", encoding="utf-8", newline="\n") as f:
        for q in records:
            f.write(json.dumps(record_to_dict(q), ensure_ascii=False) + "\n")
            n += 1
    return n


def write_csv(records: Iterable[Question], path: str | Path) -> int:
    """Write records as UTF-8 CSV (options as columns A-H); returns how many were written.

    CSV cannot tell an empty text from a missing one: empty cells read back as null and
    empty options as absent. Use JSONL where that matters.
    """
    records = list(records)
    rows = [record_to_dict(q) for q in records]
    letters = sorted({k for q in records for k in q.options}) or list(LETTERS[:4])
    header = ["id", "question", "type", "part", *letters, *FIELDS[5:]]
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(header)
        for row in rows:
            w.writerow([_cell(row, name) for name in header])
    return len(rows)


def _cell(row: dict[str, object], name: str) -> str:
    if name in LETTERS and len(name) == 1:
        options = row["options"]
        return str(options.get(name, "")) if isinstance(options, dict) else ""
    value = row[name]
    if name in ("source", "extra"):
        return json.dumps(value, ensure_ascii=False) if value else ""
    return "" if value is None else str(value)


def write(records: Iterable[Question], path: str | Path) -> int:
    """Write JSONL or CSV, chosen by the file suffix (``.csv``; anything else is JSONL)."""
    if Path(path).suffix.lower() == ".csv":
        return write_csv(records, path)
    return write_jsonl(records, path)


def record_fields(q: Question) -> dict:
    """Every field of a record under its own name, JSON-ready (``bank show``): enums as values, answers as sorted letters."""
    return {f.name: _plain(getattr(q, f.name)) for f in dataclasses.fields(q)}


def _plain(value: object) -> object:
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, frozenset):
        return "".join(sorted(value))
    if dataclasses.is_dataclass(value):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value
