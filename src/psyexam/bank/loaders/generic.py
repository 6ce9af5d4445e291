"""psyexam's own format (docs/bank-format.md): JSON lines, a JSON array, or CSV.

Every record goes through ``export.record_from_dict``; a bad JSON line is one fatal
finding and the rest of the file still loads. Writing is ``psyexam.bank.export``.
"""

from __future__ import annotations

import functools
from pathlib import Path

from psyexam.bank.bank import Bank
from psyexam.bank.export import record_from_dict
from psyexam.bank.findings import Finding, Severity
from psyexam.bank.loaders.common import (
    Unreadable,
    decode,
    folder_files,
    json_lines,
    parse_json,
    read_into,
    unreadable,
)
from psyexam.bank.loaders.csvbank import Row, read_rows
from psyexam.bank.records import LETTERS, Question
from psyexam.text import jsontext

FORMATS = ("jsonl", "csv")
_SUFFIXES = {"jsonl": (".jsonl", ".json"), "csv": (".csv",)}
REQUIRED_COLUMNS = ("id", "question", "type")

Read = tuple[list[Question], list[Finding]]


def load(path: Path, *, fmt: str | None = None, spec: str | None = None, label: str | None = None) -> Bank:
    """Load one file, or every generic file under a folder.

    ``fmt`` (``jsonl`` or ``csv``) forces how files are read; otherwise the suffix decides
    (``.csv`` is CSV, anything else JSON). ``label`` names a single file in findings.
    """
    bank = Bank(spec=spec or str(path))
    if path.is_dir():
        suffixes = _SUFFIXES[fmt] if fmt else (".jsonl", ".json", ".csv")
        files = folder_files(path, suffixes, bank.findings)
        named = [(p, str(p)) for p in files]
    else:
        named = [(path, label or str(path))]
    for file, name in named:
        read_into(bank, name, functools.partial(read_file, file, name, fmt=fmt))
    return bank


def read_file(path: Path, label: str, *, fmt: str | None = None) -> Read:
    """Records and findings of one file; raises ``Unreadable`` when the file as a whole cannot be read."""
    if (fmt or ("csv" if path.suffix.lower() == ".csv" else "jsonl")) == "csv":
        return read_csv(path, label)
    try:
        data = path.read_bytes()
    except OSError as e:
        raise unreadable(label, f"cannot read: {e.strerror or e}") from None
    text = decode(data, label)
    if text.lstrip().startswith("["):
        return _read_array(text, label)
    return _read_lines(text, label)


def _read_lines(text: str, label: str) -> Read:
    records: list[Question] = []
    findings: list[Finding] = []
    for position, lineno, d in json_lines(text, label):
        if isinstance(d, Unreadable):
            f = d.finding
            findings.append(Finding(f.code, f.severity, f.file, f.message, position, None, f.line, f.column))
            continue
        q, found = record_from_dict(d, file=label, position=position, line=lineno)
        records.append(q)
        findings.extend(found)
    return records, findings


def _read_array(text: str, label: str) -> Read:
    data = parse_json(text, label)
    if not isinstance(data, list):
        raise unreadable(label, "expected a JSON array of records or one JSON object per line")
    records: list[Question] = []
    findings: list[Finding] = []
    for position, d in enumerate(data, 1):
        q, found = record_from_dict(d, file=label, position=position)
        records.append(q)
        findings.extend(found)
    return records, findings


def read_csv(path: Path, label: str) -> Read:
    """Records of a CSV in the format: columns as the JSON fields, options as ``A`` … ``H``."""
    rows = read_rows(path, label)
    if not rows:
        raise unreadable(label, "empty file: no header row")
    header = rows[0].cells
    missing = [c for c in REQUIRED_COLUMNS if c not in header]
    duplicated = sorted({c for c in header if header.count(c) > 1})
    if missing or duplicated:
        problem = f"lacks column(s) {', '.join(missing)}" if missing else f"repeats {', '.join(duplicated)}"
        raise unreadable(label, f"header {problem}", line=rows[0].line)
    records: list[Question] = []
    findings: list[Finding] = []
    for position, row in enumerate(rows[1:], 1):
        d, found = _row_to_dict(header, row, label, position)
        q, more = record_from_dict(d, file=label, position=position, line=row.line)
        records.append(q)
        findings.extend(found + more)
    return records, findings


def _row_to_dict(header: list[str], row: Row, label: str, position: int) -> tuple[dict, list[Finding]]:
    """A CSV row as the JSON record it stands for: empty cells are null, option columns an object."""
    findings: list[Finding] = []

    def finding(code: str, message: str) -> None:
        findings.append(Finding(code, Severity.ERROR, label, message, position, None, row.line))

    if len(row.cells) != len(header):
        code = "missing_field" if len(row.cells) < len(header) else "bad_field"
        finding(code, f"row has {len(row.cells)} cells, the header {len(header)}")
    d: dict[str, object] = {}
    options: dict[str, str] = {}
    for name, cell in zip(header, row.cells):
        if len(name) == 1 and name in LETTERS:
            if cell:
                options[name] = cell
        elif name in ("source", "extra") and cell:
            try:
                d[name] = jsontext.loads(cell)
            except jsontext.JSONProblem as e:
                finding("bad_field", f"field '{name}': invalid JSON: {e.msg}")
        elif name != "options":
            d[name] = cell or None
        else:
            finding("bad_field", "column 'options': in CSV, options are the columns A-H")
    # No option cell at all on a choice question is a missing field, as in JSON.
    d["options"] = options or (None if d.get("type") in ("single", "multi") else {})
    return d, findings


def looks_generic(header: list[str] | None) -> bool:
    """True when a CSV header has the format's required columns."""
    return header is not None and all(c in header for c in REQUIRED_COLUMNS)

