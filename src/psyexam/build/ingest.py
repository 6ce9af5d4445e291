"""Ingest: crawled files of any common shape into ``Question`` records, every record with its provenance.

Inputs are tables (.json, .jsonl, .csv, .xlsx) with arbitrary column names, exam papers
(.txt, .md, .docx), folders of those, or an existing bank (``cpsyexam:PATH``, a .zip,
``jsonl:PATH``) read as a crawl: its split, part and case-analysis category move to
``extra["release"]``, where classification can be checked against them, and the record
starts unlabelled like any other crawled question.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path

from psyexam.bank.findings import Finding, Severity
from psyexam.bank.loaders.common import Unreadable
from psyexam.bank.records import Part, Provenance, Question
from psyexam.build.ingest_fields import FieldMap, detect
from psyexam.build.ingest_paper import PAPER_SUFFIXES, read_paper
from psyexam.build.ingest_record import IdBook, record_from_row
from psyexam.build.ingest_tables import TABLE_SUFFIXES, RawRow, read_rows
from psyexam.errors import PsyexamError

BANK_PREFIXES = ("cpsyexam:", "jsonl:", "csv:", "cmmlu:", "ceval:", "hf:")
_PAPER_FIELDS = FieldMap(fields={"question": "question", "answer": "answer", "explanation": "explanation",
                                 "type": "type"})


@dataclass
class IngestResult:
    """Records read, in input order, every finding about them, and the files read."""

    records: list[Question] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    files: list[str] = field(default_factory=list)


def ingest(inputs: list[str], overrides: dict[str, str] | None = None) -> IngestResult:
    """Read every input (file, folder or bank spec); ``overrides`` maps fields to column names.

    Raises ``PsyexamError`` for an input that does not exist or has no readable kind;
    problems inside files are findings, and no row is dropped without one.
    """
    result = IngestResult()
    ids = IdBook()
    for item in inputs:
        if item.startswith(BANK_PREFIXES) or item.lower().endswith(".zip"):
            _ingest_bank(item, result, ids)
            continue
        for path in _files(item):
            _ingest_file(path, str(path), overrides or {}, result, ids)
    return result


def _files(item: str) -> list[Path]:
    path = Path(item).expanduser()
    if not path.exists():
        raise PsyexamError(f"{item}: no such file or folder")
    suffixes = TABLE_SUFFIXES + PAPER_SUFFIXES
    if path.is_file():
        if path.suffix.lower() not in suffixes:
            raise PsyexamError(f"{item}: cannot ingest {path.suffix or 'this'} files "
                               f"(known: {', '.join(suffixes)}, .zip, or a bank spec)")
        return [path]
    files = sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in suffixes
                   and not any(part.startswith(".") for part in p.relative_to(path).parts))
    if not files:
        raise PsyexamError(f"{item}: no files to ingest in this folder ({', '.join(suffixes)})")
    return files


def _ingest_file(path: Path, label: str, overrides: dict[str, str], result: IngestResult, ids: IdBook) -> None:
    result.files.append(label)
    try:
        if path.suffix.lower() in PAPER_SUFFIXES:
            rows, findings = read_paper(path, label)
            fmap = _PAPER_FIELDS
        else:
            rows, findings = read_rows(path, label)
            fmap = detect(_columns(rows), overrides)
    except Unreadable as e:
        result.findings.append(e.finding)
        return
    result.findings.extend(findings)
    if rows and "question" not in fmap.fields:
        result.findings.append(Finding("no_question_column", Severity.ERROR, label,
                                       f"no question column among {', '.join(map(str, _columns(rows)))}; "
                                       "use --map question=NAME"))
    for raw in rows:
        q, found = record_from_row(raw, fmap, ids)
        result.records.append(q)
        result.findings.extend(found)


def _columns(rows: list[RawRow]) -> list[str]:
    seen: dict[str, None] = {}
    for raw in rows:
        seen.update(dict.fromkeys(map(str, raw.row)))
    return list(seen)


def _ingest_bank(spec: str, result: IngestResult, ids: IdBook) -> None:
    from psyexam.bank.loaders import load_bank

    bank = load_bank(spec, validate=False)
    result.files.extend(bank.files)
    result.findings.extend(bank.findings)
    for q in bank.records:
        result.records.append(as_crawled(q, ids.claim(q.id or "record")))


def as_crawled(q: Question, new_id: str) -> Question:
    """A bank record as if crawled: labels kept in ``extra["release"]``, split, part and category cleared."""
    release = {"id": q.id, "split": q.split, "part": q.part.value,
               "ca_category": q.ca_category.value if q.ca_category else None}
    source = q.origin or q.source or Provenance("(unknown)", 0)
    return dataclasses.replace(q, id=new_id, split=None, part=Part.KG, ca_category=None, source=source,
                               origin=None, extra={**q.extra, "release": release})
