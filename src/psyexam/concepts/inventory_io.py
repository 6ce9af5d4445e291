"""Reading inventories from TOML (nested), JSONL or CSV (one concept per line or row).

TOML nests ``[[subject]]`` → ``[[subject.chapter]]`` → (``[[subject.chapter.section]]`` →)
``...concept`` tables; JSONL and CSV give each concept its ``subject``, ``chapter``
and optional ``section``. A file that cannot be read, or a concept that lacks a
required field, is an :class:`InventoryError` naming file and line; what a
readable file gets wrong (duplicate ids, empty descriptions, unknown prompt
types) becomes findings on the inventory.
"""

from __future__ import annotations

import csv
import re
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from psyexam.concepts.inventory import Concept, Inventory, InventoryError, validate
from psyexam.text import jsontext

DEMO = "demo"
"""The spec that names the built-in demo inventory."""

_HEADER = re.compile(r"^\s*\[\[\s*([A-Za-z_.]+)\s*\]\]")
_TOML_LINE = re.compile(r"at line (\d+)")
FIELDS = ("id", "name", "subject", "chapter", "section", "aliases", "description", "types")


def demo_path() -> Path:
    """The demo inventory shipped with psyexam."""
    return Path(str(resources.files("psyexam.concepts") / "data" / "demo.toml"))


def load_inventory(spec: str | Path) -> Inventory:
    """Read and validate an inventory: ``demo``, or a ``.toml``, ``.jsonl``/``.json`` or ``.csv`` file."""
    path = demo_path() if str(spec) == DEMO else Path(spec)
    if not path.is_file():
        raise InventoryError(f"{path}: no such inventory file")
    suffix = path.suffix.lower()
    readers = {".toml": _read_toml, ".jsonl": _read_jsonl, ".json": _read_jsonl, ".csv": _read_csv}
    if suffix not in readers:
        raise InventoryError(f"{path}: unknown inventory format {suffix or '(none)'!r}; use .toml, .jsonl or .csv")
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as e:
        raise InventoryError(f"{path}: cannot read: {e}") from e
    name, concepts = readers[suffix](text, str(path))
    if not concepts:
        raise InventoryError(f"{path}: no concepts")
    inv = Inventory(concepts, str(path), name, spec=str(spec))
    inv.findings = validate(inv)
    return inv


def _concept(fields: dict[str, Any], file: str, line: int | None) -> Concept:
    try:
        return Concept(**fields, line=line)
    except ValidationError as e:
        err = e.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "concept"
        raise InventoryError(f"{file}, line {line}: {where}: {err['msg']}") from None


def _read_toml(text: str, file: str) -> tuple[str | None, list[Concept]]:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = _TOML_LINE.search(str(e))
        where = f", line {m.group(1)}" if m else ""
        raise InventoryError(f"{file}{where}: malformed TOML: {str(e).split(' (at')[0]}") from None
    lines = _concept_lines(text)
    out: list[Concept] = []
    for k, flat in enumerate(_table_list(data.get("concept", []), "concept", file)):
        out.append(_concept(flat, file, lines.get(("concept", k))))
    for s, subject in enumerate(_table_list(data.get("subject", []), "subject", file)):
        sname = _name(subject, f"subject #{s + 1}", file)
        for c, chapter in enumerate(_table_list(subject.get("chapter", []), "chapter", file)):
            cname = _name(chapter, f"chapter #{c + 1} of {sname}", file)
            for k, fields in enumerate(_table_list(chapter.get("concept", []), "concept", file)):
                out.append(_concept({**fields, "subject": sname, "chapter": cname}, file, lines.get((s, c, None, k))))
            for x, section in enumerate(_table_list(chapter.get("section", []), "section", file)):
                xname = _name(section, f"section #{x + 1} of {cname}", file)
                for k, fields in enumerate(_table_list(section.get("concept", []), "concept", file)):
                    out.append(_concept({**fields, "subject": sname, "chapter": cname, "section": xname},
                                        file, lines.get((s, c, x, k))))
    name = data.get("name")
    return (str(name) if name is not None else None), out


def _table_list(value: Any, what: str, file: str) -> list[dict[str, Any]]:
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise InventoryError(f"{file}: '{what}' must be an array of tables ([[...{what}]])")
    return value


def _name(table: dict[str, Any], what: str, file: str) -> str:
    name = table.get("name")
    if not isinstance(name, str) or not name.strip():
        raise InventoryError(f"{file}: {what} has no name")
    return name.strip()


def _concept_lines(text: str) -> dict[tuple, int]:
    """Line of every concept table, keyed by (subject, chapter, section, concept) positions as tomllib nests them."""
    lines: dict[tuple, int] = {}
    s = c = x = -1
    counts: dict[tuple, int] = {}
    for no, raw in enumerate(text.splitlines(), 1):
        m = _HEADER.match(raw)
        if not m:
            continue
        path = m.group(1)
        if path == "subject":
            s, c, x = s + 1, -1, -1
        elif path == "subject.chapter":
            c, x = c + 1, -1
        elif path == "subject.chapter.section":
            x += 1
        elif path in ("concept", "subject.chapter.concept", "subject.chapter.section.concept"):
            owner = ("concept",) if path == "concept" else (s, c, x if "section" in path else None)
            k = counts.get(owner, 0)
            counts[owner] = k + 1
            lines[(*owner, k) if path != "concept" else ("concept", k)] = no
    return lines


def _read_jsonl(text: str, file: str) -> tuple[str | None, list[Concept]]:
    out: list[Concept] = []
    for no, row in jsontext.lines(text):
        if isinstance(row, jsontext.JSONProblem):
            raise InventoryError(f"{file}, line {no}: malformed JSON: {row.msg} (column {row.colno})")
        if not isinstance(row, dict):
            raise InventoryError(f"{file}, line {no}: expected a JSON object, got {type(row).__name__}")
        out.append(_concept(row, file, no))
    return None, out


def _read_csv(text: str, file: str) -> tuple[str | None, list[Concept]]:
    reader = csv.DictReader(text.splitlines(keepends=True))
    header = reader.fieldnames or []
    unknown = [h for h in header if h not in FIELDS]
    if unknown:
        raise InventoryError(f"{file}, line 1: unknown column {', '.join(map(repr, unknown))}; columns: {', '.join(FIELDS)}")
    out: list[Concept] = []
    start = 2
    try:
        for row in reader:
            if None in row:
                raise InventoryError(f"{file}, line {start}: more cells than columns")
            fields = {k: v for k, v in row.items() if v is not None and (v.strip() or k == "description")}
            out.append(_concept(fields, file, start))
            start = reader.line_num + 1
    except csv.Error as e:
        raise InventoryError(f"{file}, line {reader.line_num}: malformed CSV: {e}") from None
    return None, out
