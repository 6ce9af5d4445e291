"""Review sheets for offline reviewers: export candidates to .xlsx (openpyxl) or .csv, import the filled-in sheet.

A reviewer fills ``verdict`` (accept, edit, reject), the checklist columns
(y/n) and ``comment``; for an edit they change the question, option, answer or
explanation cells in place. Import is all or nothing: an unknown id,
unknown reviewer or unreadable cell names its file and line and nothing is
applied. Rows filled in on content that has changed since the export
(``version``), or that change the reviewer's earlier decision, are conflicts:
reported, and applied only when asked to replace.
"""

from __future__ import annotations

import csv
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from psyexam.bank.findings import Finding, Severity
from psyexam.concepts.review import CHECKLIST, VERDICTS, DecisionInput, ReviewError, _key, checklist_from, decide
from psyexam.concepts.review_db import CandidateRow, Decision, ReviewDB

CONTENT = ("question", "A", "B", "C", "D", "answer", "explanation")
COLUMNS = ("id", "version", "subject", "chapter", "concept", "prompt_type", "auto_status", "auto_reasons", *CONTENT,
           "reviewer", "verdict", *CHECKLIST, "comment")
_YES = {"y", "yes", "1", "true", "是", "√", "✓", "通过"}
_NO = {"n", "no", "0", "false", "否", "×", "✗", "不通过"}


def _row(c: CandidateRow) -> list[Any]:
    p = c.payload
    opts = p.get("options", {})
    return [c.id, c.version, c.subject, c.chapter, c.concept, c.prompt_type, c.auto_status, ", ".join(c.auto_reasons),
            p.get("question", ""), *(opts.get(k, "") for k in "ABCD"), p.get("answer", ""), p.get("explanation", ""),
            "", "", *([""] * len(CHECKLIST)), ""]


def export_sheet(db: ReviewDB, out: Path, only_open: bool = False) -> int:
    """Write every candidate (or only those not yet settled) to ``out`` (.xlsx or .csv); returns the row count."""
    rows = [c for c in db.candidates() if not only_open or c.status in ("pending", "adjudication")]
    out.parent.mkdir(parents=True, exist_ok=True)
    if out.suffix.lower() == ".xlsx":
        from openpyxl import Workbook

        wb = Workbook()
        ws = wb.create_sheet("review", 0)
        del wb[wb.sheetnames[1]]
        ws.title = "review"
        ws.append(list(COLUMNS))
        for c in rows:
            ws.append(_row(c))
        ws.freeze_panes = "B2"
        wb.save(out)
    elif out.suffix.lower() == ".csv":
        with out.open("w", encoding="utf-8-sig", newline="") as f:
            w = csv.writer(f)
            w.writerow(COLUMNS)
            w.writerows(_row(c) for c in rows)
    else:
        raise ReviewError(f"{out}: a review sheet is .xlsx or .csv")
    return len(rows)


def _read(path: Path) -> Iterator[tuple[int, dict[str, str]]]:
    """(line, {column: cell text}) for every non-empty row after the header."""
    if not path.is_file():
        raise ReviewError(f"{path}: no such sheet")
    if path.suffix.lower() == ".xlsx":
        from openpyxl import load_workbook

        try:
            wb = load_workbook(path, read_only=True, data_only=True)
        except Exception as e:  # openpyxl raises several unrelated types for a damaged file
            raise ReviewError(f"{path}: not a readable .xlsx file: {e}") from None
        ws = wb.worksheets[0]
        rows = ([("" if v is None else str(v)) for v in r] for r in ws.iter_rows(values_only=True))
        numbered: Iterator[tuple[int, list[str]]] = enumerate(rows, 1)
    elif path.suffix.lower() == ".csv":
        text = path.read_text(encoding="utf-8-sig").splitlines(keepends=True)
        reader = csv.reader(text)
        numbered = ((reader.line_num, r) for r in reader)
    else:
        raise ReviewError(f"{path}: a review sheet is .xlsx or .csv")
    header: list[str] | None = None
    for line, cells in numbered:
        if header is None:
            header = [h.strip() for h in cells]
            missing = [c for c in ("id", "verdict") if c not in header]
            if missing:
                raise ReviewError(f"{path}, line {line}: missing column {', '.join(missing)}")
            continue
        if any(c.strip() for c in cells):
            yield line, {h: (cells[i].strip() if i < len(cells) else "") for i, h in enumerate(header)}


@dataclass
class ImportResult:
    """What an import did: decisions applied, rows skipped, and every finding (errors block the whole import)."""

    applied: int = 0
    skipped: int = 0
    findings: list[Finding] = field(default_factory=list)

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self.findings if f.severity is Severity.ERROR]


def import_sheet(db: ReviewDB, path: Path, reviewer: str, replace: bool = False) -> ImportResult:
    """Read a filled-in sheet and record its decisions (nothing at all when any row is in error)."""
    result = ImportResult()
    pending: list[tuple[int, DecisionInput, CandidateRow]] = []
    for line, cells in _read(path):
        found = _decision(db, path, line, cells, reviewer, result)
        if found is not None:
            pending.append(found)
    if result.errors:
        return result
    for line, given, row in pending:
        if _conflict(path, line, given, row, result, replace):
            continue
        decide(db, given)
        result.applied += 1
    return result


def _decision(db: ReviewDB, path: Path, line: int, cells: dict[str, str], default_reviewer: str,
              result: ImportResult) -> tuple[int, DecisionInput, CandidateRow] | None:
    def err(code: str, msg: str) -> None:
        result.findings.append(Finding(code, Severity.ERROR, str(path), msg, id=cells.get("id") or None, line=line))

    verdict = cells.get("verdict", "").lower()
    if not verdict:
        result.skipped += 1
        return None
    row = db.candidate(cells.get("id", ""))
    if row is None:
        err("unknown-id", f"no candidate {cells.get('id', '')!r} in this generation folder")
    name = cells.get("reviewer") or default_reviewer
    if db.reviewer(name) is None:
        err("unknown-reviewer", f"unknown reviewer {name!r}")
    if verdict not in VERDICTS:
        err("bad-verdict", f"verdict {verdict!r}: use accept, edit or reject")
    marks = {}
    for item in CHECKLIST:
        v = cells.get(item, "").lower()
        if v and v not in _YES | _NO:
            err("bad-checklist", f"{item} {v!r}: use y or n")
        elif v:
            marks[item] = v in _YES
    if row is None or result.errors and result.errors[-1].line == line:
        return None
    try:
        passed = [k for k, ok in marks.items() if ok] + ([k for k in CHECKLIST if k not in marks] if verdict != "reject" else [])
        checklist = checklist_from(passed if marks else None, verdict)
    except ReviewError as e:
        err("bad-checklist", str(e))
        return None
    version = cells.get("version", "")
    if version and version != str(row.version):
        result.findings.append(Finding("stale", Severity.WARNING, str(path),
                                       f"filled in on version {version}, the candidate is now at version {row.version}: not applied",
                                       id=row.id, line=line))
        result.skipped += 1
        return None
    edit = _edit(row, cells) if verdict == "edit" else None
    if verdict == "edit" and not edit:
        err("empty-edit", "verdict edit, but no content cell differs from the candidate")
        return None
    d = DecisionInput(row.id, name, verdict, checklist, edit, cells.get("comment") or None,
                      source=f"sheet {path.name}, line {line}" + (f", version {version}" if version else ""))
    return line, d, row


def _edit(row: CandidateRow, cells: dict[str, str]) -> dict[str, Any]:
    p = row.payload
    edit: dict[str, Any] = {}
    for k in ("question", "answer", "explanation"):
        if k in cells and cells[k] != str(p.get(k, "")):
            edit[k] = cells[k]
    opts = {k: cells.get(k, p["options"].get(k, "")) for k in "ABCD"}
    if opts != {k: p["options"].get(k, "") for k in "ABCD"}:
        edit["options"] = opts
    return edit


def _conflict(path: Path, line: int, d: DecisionInput, row: CandidateRow, result: ImportResult, replace: bool) -> bool:
    """True (and a finding) when the row repeats or changes the reviewer's current decision and is not to be applied."""
    mine = [x for x in row.decisions if x.reviewer == d.reviewer and not x.superseded and not x.adjudication]
    if not mine:
        return False
    new = Decision(verdict=d.verdict, edit=d.edit)
    if d.edit is not None:
        from psyexam.concepts.review import validated_edit

        new.edit = validated_edit(row.payload, d.edit, d.source)
    if _key(mine[-1]) == _key(new):
        result.skipped += 1
        return True
    if replace:
        return False
    result.findings.append(Finding("changed-decision", Severity.WARNING, str(path),
                                   f"{d.reviewer} already decided {mine[-1].verdict!r}; this row says {d.verdict!r}: "
                                   "not applied (import with --replace to change it)", id=row.id, line=line))
    result.skipped += 1
    return True
