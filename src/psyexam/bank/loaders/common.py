"""Reading helpers shared by the loaders: strict answer parsing, decoding and JSON errors with positions."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

from psyexam.bank.bank import Bank
from psyexam.bank.findings import Finding, Severity
from psyexam.bank.records import LETTERS, Question
from psyexam.text import jsontext

_LETTERS_RE = re.compile(f"^[{LETTERS}]+$")


class Unreadable(Exception):
    """A whole file could not be read; ``finding`` says where and why."""

    def __init__(self, finding: Finding):
        super().__init__(str(finding))
        self.finding = finding


def unreadable(file: str, message: str, line: int | None = None, column: int | None = None) -> Unreadable:
    """An ``Unreadable`` carrying a fatal ``unreadable`` finding."""
    return Unreadable(Finding("unreadable", Severity.FATAL, file, message, line=line, column=column))


def parse_letters(raw: object) -> frozenset[str] | None:
    """Strictly parse an answer such as ``"B"`` or ``"ACD"``: distinct capital letters A–H, nothing else.

    Returns None for anything else (``"A,B"``, ``"D、华生"``, ``""``, non-strings), so the
    caller can report it as malformed instead of guessing.
    """
    if not isinstance(raw, str):
        return None
    s = raw.strip()
    if not _LETTERS_RE.match(s) or len(set(s)) != len(s):
        return None
    return frozenset(s)


def decode(data: bytes, file: str) -> str:
    """Decode UTF-8 (with or without BOM); on failure raise ``Unreadable`` naming line and column."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        before = data[: e.start]
        line = before.count(b"\n") + 1
        column = e.start - (before.rfind(b"\n") + 1) + 1
        raise unreadable(file, f"not valid UTF-8 (byte 0x{data[e.start]:02x})", line, column) from None


def parse_json(text: str, file: str, line_offset: int = 0) -> object:
    """Safe JSON parsing (see :mod:`psyexam.text.jsontext`) whose problems become ``Unreadable`` with line and column."""
    try:
        return jsontext.loads(text)
    except jsontext.JSONProblem as e:
        raise unreadable(file, f"invalid JSON: {e.msg}", e.lineno + line_offset, e.colno) from None


def json_lines(text: str, file: str) -> Iterator[tuple[int, int, object]]:
    """The non-blank lines of a JSON Lines text as (record position, line, value).

    A line that does not parse gives its :class:`Unreadable` as the value, so the reader
    keeps going. Lines split on "\\n" only: JSON text may hold U+2028 or U+0085
    unescaped, which ``splitlines()`` would break on.
    """
    position = 0
    for lineno, raw in enumerate(text.split("\n"), 1):
        if not raw.strip():
            continue
        position += 1
        try:
            yield position, lineno, parse_json(raw, file, line_offset=lineno - 1)
        except Unreadable as e:
            yield position, lineno, e


def read_into(bank: Bank, name: str, read: Callable[[], tuple[list[Question], list[Finding]]]) -> None:
    """Read one file into ``bank``: an unreadable file becomes its fatal finding and loading goes on."""
    bank.files.append(name)
    try:
        records, findings = read()
    except Unreadable as e:
        bank.findings.append(e.finding)
        return
    bank.records.extend(records)
    bank.findings.extend(findings)


def folder_files(folder: Path, suffixes: tuple[str, ...], findings: list[Finding]) -> list[Path]:
    """Files under ``folder`` whose suffix is one of ``suffixes``, sorted.

    Symbolic links to folders are not followed (a link back up the tree would loop);
    each is a warning. A data-file link that loops or points nowhere is an ``unreadable``
    finding, so no file a user meant to load is skipped silently.
    """
    files = []
    for p in sorted(folder.rglob("*")):
        suffix_ok = p.suffix.lower() in suffixes
        if p.is_symlink():
            try:
                target = p.resolve(strict=True)
            except (OSError, RuntimeError) as e:  # RuntimeError: a symlink loop, in Python 3.11
                if suffix_ok:
                    findings.append(Finding("unreadable", Severity.FATAL, str(p),
                                            f"symbolic link that loops or points nowhere ({_reason(e)})"))
                continue
            if target.is_dir():
                findings.append(Finding("skipped_link", Severity.WARNING, str(p),
                                        "symbolic link to a folder: not followed (it could loop)"))
                continue
        if suffix_ok and p.is_file():
            files.append(p)
    return files


def _reason(e: BaseException) -> str:
    return getattr(e, "strerror", None) or str(e) or type(e).__name__
