"""CMMLU and C-Eval CSV banks: single-choice knowledge questions, one subject per file.

CMMLU: header ``,Question,A,B,C,D,Answer`` (an unnamed index column), files
``{dev,test}/<subject>.csv``. C-Eval: header ``id,question,A,B,C,D,answer,explanation``,
files ``{dev,val,test}/<subject>_<split>.csv``; its test split has no answers.
"""

from __future__ import annotations

import csv
import functools
import io
import re
from dataclasses import dataclass
from pathlib import Path

from psyexam.bank.bank import Bank
from psyexam.bank.findings import Finding, Severity
from psyexam.bank.loaders.common import decode, folder_files, parse_letters, read_into, unreadable
from psyexam.bank.records import Part, Provenance, QType, Question

FLAVOURS = ("cmmlu", "ceval")
_OPTIONS = ("A", "B", "C", "D")
_CMMLU = ["Question", *_OPTIONS, "Answer"]
_CEVAL = ["id", "question", *_OPTIONS]
_SPLITS = ("train", "dev", "val", "test")
_SPLIT_SUFFIX = re.compile(r"^(?P<subject>.+)_(?P<split>train|dev|val|test)$")


@dataclass(frozen=True, slots=True)
class Row:
    """One CSV row and the physical line it starts on (quoted cells may span lines)."""

    line: int
    cells: list[str]


def read_rows(path: Path, label: str) -> list[Row]:
    """All non-blank rows of a UTF-8 CSV file; raises ``Unreadable`` with the line on any error."""
    try:
        data = path.read_bytes()
    except OSError as e:
        raise unreadable(label, f"cannot read: {e.strerror or e}") from None
    reader = csv.reader(io.StringIO(decode(data, label), newline=""), strict=True)
    rows: list[Row] = []
    start = 1
    try:
        for cells in reader:
            if cells:
                rows.append(Row(start, cells))
            start = reader.line_num + 1
    except csv.Error as e:
        raise unreadable(label, f"bad CSV: {e}", line=reader.line_num) from None
    return rows


def header_of(path: Path) -> list[str] | None:
    """The header row of a CSV file, or None when the file cannot be read as UTF-8 CSV."""
    try:
        with path.open("rb") as f:
            line = f.readline(65536)
        return next(csv.reader([line.decode("utf-8-sig").rstrip("\r\n")]), None)
    except (OSError, UnicodeDecodeError, csv.Error):
        return None


def flavour_of(header: list[str] | None) -> str | None:
    """``cmmlu``, ``ceval`` or None, from a header row."""
    if header is None:
        return None
    if header[-6:] == _CMMLU and (len(header) == 6 or (len(header) == 7 and header[0] == "")):
        return "cmmlu"
    if header[:6] == _CEVAL and set(header[6:]) <= {"answer", "explanation"} and len(set(header)) == len(header):
        return "ceval"
    return None


def subject_and_split(path: Path) -> tuple[str, str | None]:
    """Subject from the file name; split from the parent folder, else from a ``_<split>`` suffix."""
    stem, split = path.stem, None
    m = _SPLIT_SUFFIX.match(stem)
    if m:
        stem, split = m["subject"], m["split"]
    if path.parent.name in _SPLITS:
        split = path.parent.name
    return stem, split


def load(path: Path, *, flavour: str | None = None, spec: str | None = None) -> Bank:
    """Load one CSV file or every ``*.csv`` under a folder; ``flavour`` forces cmmlu or ceval."""
    bank = Bank(spec=spec or str(path))
    files = folder_files(path, (".csv",), bank.findings) if path.is_dir() else [path]
    for file in files:
        read_into(bank, str(file), functools.partial(read_file, file, str(file), flavour=flavour))
    return bank


def read_file(path: Path, label: str, *, flavour: str | None = None) -> tuple[list[Question], list[Finding]]:
    """Records and findings of one CMMLU or C-Eval file; raises ``Unreadable`` for the whole file."""
    rows = read_rows(path, label)
    if not rows:
        raise unreadable(label, "empty file: no header row")
    header = rows[0].cells
    found = flavour_of(header)
    if found is None or (flavour is not None and found != flavour):
        expected = {"cmmlu": "',Question,A,B,C,D,Answer'", "ceval": "'id,question,A,B,C,D,answer,explanation'"}
        want = expected[flavour] if flavour else " or ".join(expected.values())
        raise unreadable(label, f"header {','.join(header)!r} is not {want}", line=rows[0].line)
    subject, split = subject_and_split(path)
    reader = _FileReader(label, header, subject, split)
    records = [reader.record(position, row) for position, row in enumerate(rows[1:], 1)]
    return records, reader.findings


class _FileReader:
    """Builds the records of one file, collecting findings."""

    def __init__(self, label: str, header: list[str], subject: str, split: str | None):
        self.label, self.header, self.subject, self.split = label, header, subject, split
        self.column = {name.lower(): i for i, name in enumerate(header)}
        # CMMLU's index column has no name; a CMMLU copy without it is numbered from 0 like pandas.
        self.id_column = 0 if header[0] in ("", "id") else None
        self.findings: list[Finding] = []

    def find(self, code: str, q: Question, line: int, message: str) -> None:
        position = q.source.position if q.source is not None else None
        self.findings.append(Finding(code, Severity.ERROR, self.label, message, position, q.id or None, line))

    def record(self, position: int, row: Row) -> Question:
        cells = row.cells + [""] * (len(self.header) - len(row.cells))

        def cell(name: str) -> str:
            i = self.column.get(name.lower())
            return cells[i] if i is not None else ""

        index = cells[self.id_column].strip() if self.id_column is not None else str(position - 1)
        q = Question(
            id=f"{self.subject}-{index}" if index else "",
            text=cell("question"),
            qtype=QType.SINGLE,
            part=Part.KG,
            options={letter: cell(letter) for letter in _OPTIONS},
            subject=self.subject,
            split=self.split,
            explanation=cell("explanation") or None,
            source=Provenance(self.label, position, row.line),
        )
        n, width = len(row.cells), len(self.header)
        if n < width:
            self.find("missing_field", q, row.line, f"row has {n} cells, the header {width}")
        elif n > width:
            self.find("bad_field", q, row.line, f"row has {n} cells, the header only {width}")
        if not index:
            self.find("missing_field", q, row.line, "the id cell is empty")
        self._answer(q, cell("answer"), row.line)
        return q

    def _answer(self, q: Question, raw: str, line: int) -> None:
        # An empty cell is no answer (C-Eval test hides them); the validator judges whether that is a gap.
        if not raw.strip():
            return
        q.answer = parse_letters(raw)
        if q.answer is None:
            self.find("malformed_answer", q, line, f"field 'answer': {raw!r} is not distinct letters A-H")
