"""Exam papers as text or .docx: numbered questions, optional section headings, an answer key at the end.

A paper looks like::

    一、单项选择题
    1. 弗洛伊德认为…（ ）
    A. 本我  B. 自我  C. 超我  D. 以上都是
    2．…
    参考答案：1.D 2.B

Answers may also follow a question as ``答案：B`` and explanations as ``解析：…``. Each question
becomes a row (question, answer, explanation, type) with the line its number stands on; lines
that belong to no question and key entries that match no question are findings.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from psyexam.bank.findings import Finding, Severity
from psyexam.bank.loaders.common import unreadable
from psyexam.build.ingest_tables import RawRow, _text

PAPER_SUFFIXES = (".txt", ".md", ".docx")

_NUMBER = re.compile(r"^\s*(?:第\s*(?P<a>\d+)\s*题\s*[.．、:：]?|(?P<b>\d+)\s*[.．、)）]|[（(]\s*(?P<c>\d+)\s*[）)])\s*(?P<rest>.*)$")
_HEADING = re.compile(r"^\s*[一二三四五六七八九十]+\s*[、.．]\s*(?P<title>.+)$")
_KEY_START = re.compile(r"^\s*[【\[]?\s*(?:参考答案|标准答案|答案)(?:与解析|及解析)?\s*[】\]]?\s*[:：]?\s*(?P<rest>.*)$")
_KEY_ENTRY = re.compile(r"(?P<n>\d+)\s*[.．、:：\-]?\s*(?P<a>[A-H](?:\s*[、,，]?\s*[A-H])*)(?![A-Za-z])")
_INLINE_KEY = re.compile(r"^\s*[【\[]?\s*(?:正确|参考)?答案\s*[】\]]?\s*[:：]\s*(?P<a>.+)$")
_EXPLANATION = re.compile(r"^\s*[【\[]?\s*(?:答案)?解析\s*[】\]]?\s*[:：]\s*(?P<e>.*)$")


@dataclass
class _Block:
    number: int
    line: int
    section: str | None
    text: list[str] = field(default_factory=list)
    answer: str | None = None
    explanation: list[str] | None = None


def paper_lines(path: Path, label: str) -> list[tuple[int, str]]:
    """(line number, text) of a .txt/.md file, or (paragraph number, text) of a .docx."""
    if path.suffix.lower() != ".docx":
        return list(enumerate(_text(path, label).splitlines(), 1))
    try:
        import docx
    except ModuleNotFoundError:  # pragma: no cover - python-docx is a dependency
        raise unreadable(label, "reading .docx needs python-docx: pip install python-docx") from None
    try:
        document = docx.Document(str(path))
    except Exception as e:  # python-docx raises several kinds for a broken file
        raise unreadable(label, f"not a readable .docx file: {e}") from None
    out: list[tuple[int, str]] = []
    for paragraph in document.paragraphs:
        for part in paragraph.text.split("\n"):
            out.append((len(out) + 1, part))
    for table in document.tables:
        for row in table.rows:
            out.append((len(out) + 1, "  ".join(cell.text for cell in row.cells)))
    return out


def read_paper(path: Path, label: str) -> tuple[list[RawRow], list[Finding]]:
    """One row per numbered question (fields question/answer/explanation/type) and the findings."""
    lines = paper_lines(path, label)
    findings: list[Finding] = []
    key_at = _key_start(lines)
    blocks = _blocks(lines[:key_at], label, findings)
    key = _key(lines[key_at:], label, findings) if key_at < len(lines) else {}
    rows: list[RawRow] = []
    for position, block in enumerate(blocks, 1):
        answer = block.answer
        if entries := key.get(block.number):
            line, keyed = entries.pop(0)
            if answer is None:
                answer = keyed
            elif re.sub(r"[^A-H]", "", answer.upper()) != keyed:
                findings.append(Finding("key_disagrees", Severity.WARNING, label,
                                        f"question {block.number}: answer {answer!r} beside it, {keyed!r} in the key "
                                        f"(line {line}); the one beside it is kept", position=position, line=block.line))
        if answer is None:
            findings.append(Finding("no_key_entry", Severity.WARNING, label,
                                    f"question {block.number} has no answer in the paper or its key",
                                    position=position, line=block.line))
        row: dict[str, object] = {"question": "\n".join(block.text), "answer": answer, "type": block.section,
               "explanation": "\n".join(block.explanation) if block.explanation else None, "number": block.number}
        rows.append(RawRow(row, label, position, block.line))
    for number, entries in key.items():
        for line, answer in entries:
            findings.append(Finding("orphan_key_entry", Severity.WARNING, label,
                                    f"answer key entry {number}.{answer} matches no question", line=line))
    if not blocks:
        findings.append(Finding("no_questions", Severity.ERROR, label,
                                "no numbered questions found (expected lines such as '1. …' or '（1）…')"))
    return rows, findings


def _key_start(lines: list[tuple[int, str]]) -> int:
    """Index of the line that opens the answer key (the last such line), or len(lines)."""
    for i in range(len(lines) - 1, -1, -1):
        m = _KEY_START.match(lines[i][1])
        if m and (not m["rest"].strip() or _KEY_ENTRY.search(m["rest"])):
            return i
    return len(lines)


def _blocks(lines: list[tuple[int, str]], label: str, findings: list[Finding]) -> list[_Block]:
    blocks: list[_Block] = []
    section: str | None = None
    for lineno, text in lines:
        if not text.strip():
            continue
        if (h := _HEADING.match(text)) and not _NUMBER.match(text):
            section = h["title"].strip()
            continue
        m = _NUMBER.match(text)
        current = blocks[-1] if blocks else None
        if m is not None and _opens_block(number := int(m["a"] or m["b"] or m["c"]), current):
            blocks.append(_Block(number, lineno, section, [m["rest"].strip()]))
        elif current is None:
            findings.append(Finding("skipped_line", Severity.INFO, label,
                                    f"text before the first question: {text.strip()[:40]!r}", line=lineno))
        else:
            _continue(current, text)
    return blocks


def _opens_block(number: int, current: _Block | None) -> bool:
    """A number opens a question when it is the first, follows the last one, or restarts at 1."""
    return current is None or number == current.number + 1 or number == 1


def _continue(block: _Block, text: str) -> None:
    if (m := _INLINE_KEY.match(text)) and block.explanation is None:
        block.answer = m["a"].strip()
    elif (m := _EXPLANATION.match(text)) is not None:
        block.explanation = [m["e"].strip()] if m["e"].strip() else []
    elif block.explanation is not None:
        block.explanation.append(text.strip())
    else:
        block.text.append(text.strip())


def _key(lines: list[tuple[int, str]], label: str, findings: list[Finding]) -> dict[int, list[tuple[int, str]]]:
    """number -> [(line, answer)] in order: papers whose numbering restarts per section repeat numbers."""
    key: dict[int, list[tuple[int, str]]] = defaultdict(list)
    for i, (lineno, text) in enumerate(lines):
        # The first line is the one _key_start matched; the heading is dropped, its entries kept.
        start = _KEY_START.match(text) if i == 0 else None
        body = start["rest"] if start else text
        entries = list(_KEY_ENTRY.finditer(body))
        for m in entries:
            key[int(m["n"])].append((lineno, re.sub(r"[\s、,，]", "", m["a"])))
        leftover = _KEY_ENTRY.sub("", body).strip(" \t;；,，。.")
        if leftover and not _HEADING.match(body):
            findings.append(Finding("unparsed_key", Severity.WARNING, label,
                                    f"answer key text not read: {leftover[:40]!r}", line=lineno))
    return key
