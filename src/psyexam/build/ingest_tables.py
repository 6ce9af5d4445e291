"""Rows of crawled tables: JSON, JSON lines, CSV and Excel, each row with its file and position."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass
from pathlib import Path

from psyexam.bank.findings import Finding, Severity
from psyexam.bank.loaders.common import Unreadable, json_lines, parse_json, unreadable

TABLE_SUFFIXES = (".json", ".jsonl", ".csv", ".xlsx")
# Crawled Chinese CSVs are often saved by Excel in GBK; try it when UTF-8 fails.
_ENCODINGS = ("utf-8-sig", "gb18030")


@dataclass(frozen=True)
class RawRow:
    """One source row as column -> value, and where it was read."""

    row: dict[str, object]
    file: str
    position: int
    line: int | None = None


Rows = tuple[list[RawRow], list[Finding]]


def read_rows(path: Path, label: str) -> Rows:
    """Every row of one table file; a row that is not an object is a finding naming its place.

    Raises ``Unreadable`` when the file as a whole cannot be read.
    """
    suffix = path.suffix.lower()
    if suffix == ".xlsx":
        return _xlsx(path, label)
    text = _text(path, label)
    if suffix == ".csv":
        return _csv(text, label)
    if suffix == ".jsonl" or not text.lstrip().startswith(("[", "{")):
        return _jsonl(text, label)
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        if suffix == ".json" and text.lstrip().startswith("["):
            parse_json(text, label)  # raises with line and column
        return _jsonl(text, label)
    return _json(data, label)


def _text(path: Path, label: str) -> str:
    try:
        data = path.read_bytes()
    except OSError as e:
        raise unreadable(label, f"cannot read: {e.strerror or e}") from None
    for encoding in _ENCODINGS:
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise unreadable(label, "neither UTF-8 nor GB18030 text")


def _not_object(label: str, position: int, value: object, line: int | None = None) -> Finding:
    kind = type(value).__name__
    return Finding("record_not_object", Severity.ERROR, label, f"record is {kind}, expected an object",
                   position=position, line=line)


def _json(data: object, label: str) -> Rows:
    if isinstance(data, dict):
        lists = [v for v in data.values() if isinstance(v, list)]
        if len(lists) != 1:
            # one object is one record
            return [RawRow(data, label, 1)], []
        data = lists[0]
    if not isinstance(data, list):
        raise unreadable(label, "expected a JSON list of records, an object holding one, or JSON lines")
    rows, findings = [], []
    for position, item in enumerate(data, 1):
        if isinstance(item, dict):
            rows.append(RawRow(item, label, position))
        else:
            findings.append(_not_object(label, position, item))
    return rows, findings


def _jsonl(text: str, label: str) -> Rows:
    rows, findings = [], []
    for position, lineno, item in json_lines(text, label):
        if isinstance(item, Unreadable):
            f = item.finding
            findings.append(Finding("unparsed_line", Severity.ERROR, label, f.message, position, None, lineno, f.column))
            continue
        if isinstance(item, dict):
            rows.append(RawRow(item, label, position, lineno))
        else:
            findings.append(_not_object(label, position, item, lineno))
    return rows, findings


def _csv(text: str, label: str) -> Rows:
    reader = csv.reader(io.StringIO(text, newline=""))
    rows, findings = [], []
    header: list[str] | None = None
    position = 0
    line = 1
    for cells in reader:
        start, line = line, reader.line_num + 1
        if header is None:
            header = [c.strip() for c in cells]
            continue
        if not any(c.strip() for c in cells):
            continue
        position += 1
        if len(cells) != len(header):
            findings.append(Finding("bad_row", Severity.WARNING, label,
                                    f"row has {len(cells)} cells, the header {len(header)}", position, None, start))
        rows.append(RawRow(dict(zip(header, cells)), label, position, start))
    if header is None:
        raise unreadable(label, "empty file: no header row")
    return rows, findings


def _xlsx(path: Path, label: str) -> Rows:
    try:
        from openpyxl import load_workbook
    except ModuleNotFoundError:  # pragma: no cover - openpyxl is a dependency
        raise unreadable(label, "reading .xlsx needs openpyxl: pip install openpyxl") from None
    try:
        book = load_workbook(path, read_only=True, data_only=True)
    except Exception as e:  # openpyxl raises many kinds for a broken file
        raise unreadable(label, f"not a readable .xlsx file: {e}") from None
    rows: list[RawRow] = []
    position = 0
    try:
        for sheet in book.worksheets:
            name = f"{label}!{sheet.title}" if len(book.worksheets) > 1 else label
            header: list[str] | None = None
            for lineno, values in enumerate(sheet.iter_rows(values_only=True), 1):
                cells = ["" if v is None else str(v) for v in values]
                if header is None:
                    if any(c.strip() for c in cells):
                        header = [c.strip() for c in cells]
                    continue
                if not any(c.strip() for c in cells):
                    continue
                position += 1
                rows.append(RawRow(dict(zip(header, cells)), name, position, lineno))
    finally:
        book.close()
    return rows, []
