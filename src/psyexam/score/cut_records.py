"""Structured answers a reply stops in: a JSON object or array never closed (``{"answers": ["B", "D"``) or a
markdown table whose last row is cut off (``| C 技能 | `` under a two-column header). What such a record holds
is no answer, and a reply that stops in one before any other answer has stated none."""

from __future__ import annotations

import re

from psyexam.score.jsonish import closings

# A JSON object or array opening a line, with a quoted key or a quoted value right inside it.
_RECORD_OPEN = re.compile(r"(?m:^)[ \t]*[\[{][ \t\n]*(?:[\[{][ \t\n]*)*[\"']")


def cut_record(text: str) -> int | None:
    """Where the structured record the reply stops in starts, or None when it stops in none."""
    start = _unclosed_record(text) if _RECORD_OPEN.search(text) else None
    return _cut_table(text) if start is None and "|" in text else start


def _unclosed_record(text: str) -> int | None:
    """The last JSON object or array opening a line, in the reply's last paragraph, whose brackets are never
    closed (quotes respected): prose after a blank line means the writer went on past it."""
    for m in _RECORD_OPEN.finditer(text, text.rstrip().rfind("\n\n") + 1):  # the outermost first
        start = text.index(m.group().strip()[0], m.start())
        if closings(text, start, word_apostrophes=True).get(start, 0) is None:
            return start
    return None


_RULE = re.compile(r"[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*")


def _cut_table(text: str) -> int | None:
    """Where a table starts whose last line, ending the reply, is a row cut short: fewer cells than
    its header, or no closing pipe where every earlier row has one."""
    lines = text.rstrip("\n").split("\n")
    block = len(lines)
    while block > 0 and lines[block - 1].lstrip().startswith("|"):
        block -= 1
    rows = lines[block:]
    if len(rows) < 3 or not _RULE.fullmatch(rows[1]):
        return None
    header, body, last = rows[0], rows[2:-1], rows[-1].strip()
    closed = all(r.rstrip().endswith("|") for r in [header, *body])
    if len(_cells(last)) < len(_cells(header)) or (closed and not last.endswith("|")):
        return len("\n".join(lines[:block])) + (1 if block else 0)
    return None


def _cells(line: str) -> list[str]:
    return [c for c in line.strip().strip("|").split("|")]
