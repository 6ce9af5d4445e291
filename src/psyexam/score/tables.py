"""Markdown tables as structured answers.

A table with one row per option (a column of distinct letters, "A", "(B)", "C. <its text>")
is read by its verdict column, the one whose every cell is a verdict ("正确"/"错误", "✓"/"✗",
"yes"/"no"; see ``marks``): the options marked right, as a list of letters (none marked: no
answer). A column that mixes verdicts with anything else, or verdict columns that disagree,
make the table unreadable; a table that lists the options with no verdicts answers only when
the letter column's header names the answer ("| 正确选项 |"). A table with one column per option
is read by its verdict row the same way. Any other table is read as an object: its header cells as keys, its last
row's cells as values ("| 题号 | 答案 |\\n|---|---|\\n| 1 | BD |" answers like ``{"答案": "BD"}``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from psyexam.score.jsonish import key_rank
from psyexam.score.letters import canon
from psyexam.score.marks import cell_verdict, ticks_and_blanks
from psyexam.score.options import bare_line

# A rule row under a table's header: "|---|:-:|", "--- | ---".
_RULE = re.compile(r"[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*")

UNREADABLE = {"table": "?"}
"""What an unreadable per-option table stands for: an object with no letters in it."""


def table_values(text: str, options: dict[str, str]) -> Iterator[tuple[int, int, object]]:
    """Each markdown table in ``text`` (a header line, a rule, and the rows after it with as many
    cells as the header, outer pipes optional) as a value for ``read_json_answer``: (start, end, value)."""
    lines, pos = [], 0
    for line in text.split("\n"):
        lines.append((pos, pos + len(line), line))
        pos += len(line) + 1
    for i in range(1, len(lines)):
        if "|" not in lines[i][2] or not _RULE.fullmatch(lines[i][2]) or "|" not in lines[i - 1][2]:
            continue
        header = _cells(lines[i - 1][2])
        body, cut = [], False
        for _, end, line in lines[i + 1 :]:
            row = _cells(line)
            if "|" not in line or len(row) != len(header):
                # "| D | ": the reply stops inside the table's last row
                cut = "|" in line and not text[end:].strip() and (len(row) < len(header) or not line.rstrip().endswith("|"))
                break
            body.append(row)
            last_end = end
        if not body:
            continue
        if lines[i - 1][2].rstrip().endswith("|") and not text[last_end:].strip() and not text[:last_end].rstrip().endswith("|"):
            cut = True  # "| E | ✅ | 疑": a piped table's last row stops before its closing pipe, and the reply with it
        if cut:
            yield lines[i - 1][0], last_end, UNREADABLE  # the rows not written may change the answer
            continue
        per_option = _per_option(header, body, options)
        if per_option is None:
            per_option = _per_option_column(header, body, options)
        if per_option is None and (_lists_option_texts(body, options) or _letter_rows(body, options)):
            per_option = UNREADABLE  # "| 线形图 | … |\n| 散点图 | … |": its last row is one entry, not the answer
        value = per_option if per_option is not None else dict(zip(header, body[-1]))
        yield lines[i - 1][0], last_end, value


_CSV_HEADER_CELL = re.compile(r"[^\W\d][\w .-]{0,29}")


def csv_values(text: str) -> Iterator[tuple[int, int, object]]:
    """Each CSV/TSV block in ``text``: a header line whose cells are short names, one of them
    answer-like ("question,answer", "选项\t正确"), and the lines after it with as many cells."""
    lines, pos = [], 0
    for line in text.split("\n"):
        lines.append((pos, pos + len(line), line))
        pos += len(line) + 1
    i = 0
    while i < len(lines) - 1:
        start, _, head = lines[i]
        sep = "\t" if "\t" in head else ","
        header = [c.strip() for c in head.split(sep)]
        ranks = [key_rank(c) for c in header]
        named = len(header) >= 2 and all(_CSV_HEADER_CELL.fullmatch(c) for c in header)
        if not named or max((r or 0) for r in ranks) < 1:
            i += 1
            continue
        rows, end = [], lines[i][1]
        for _, line_end, line in lines[i + 1 :]:
            cells = [c.strip() for c in line.split(sep)]
            if len(cells) != len(header):
                break
            rows.append(dict(zip(header, cells)))
            end = line_end
        if rows:
            yield start, end, rows[0] if len(rows) == 1 else rows
        i += len(rows) + 1


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _per_option(header: list[str], body: list[list[str]], options: dict[str, str]) -> object | None:
    """The value of a table with one row per option, or None when it is no such table."""
    col, letters = _letter_column(body, options)
    if col is None:
        col, letters = _text_column(body, options)
    verdicts = {j: ticks_and_blanks([r[j] for r in body]) for j in range(len(header)) if j != col}
    judged = {j: v for j, v in verdicts.items() if any(x is not None for x in v)}
    if col is None or (len(body) < 2 and not judged):
        return None
    if judged:
        readings = {tuple(v) for v in judged.values()}
        if len(readings) > 1 or None in next(iter(readings)):
            return UNREADABLE  # a verdict column with other cells in it, or columns that disagree
        (said,) = readings
        return [letter for letter, ok in zip(letters, said, strict=True) if ok]
    if (key_rank(header[col]) or 0) >= 2 and all(_own_text(r, j, letters[i], options)
                                                  for i, r in enumerate(body) for j in range(len(r)) if j != col):
        return {header[col]: list(letters)}
    return UNREADABLE


def _per_option_column(header: list[str], body: list[list[str]], options: dict[str, str]) -> object | None:
    """The value of a table with one column per option ("| | A | B |\n|---|---|---|\n| 判断 | ✓ | ✗ |"):
    the options its verdict row marks right; None when no row judges them."""
    cells = [bare_line(h, options, any_order=False) for h in header]
    columns = {j: c[0] for j, c in enumerate(cells) if c and len(c) == 1}
    if len(columns) < 2 or len(set(columns.values())) < len(columns):
        return None
    rows = [[cell_verdict(r[j]) for j in columns] for r in body]
    judged = {tuple(v) for v in rows if any(x is not None for x in v)}
    if not judged:
        return None
    if len(judged) > 1 or None in next(iter(judged)):
        return UNREADABLE
    (said,) = judged
    return [letter for letter, ok in zip(columns.values(), said, strict=True) if ok]


# A gloss in brackets after an option's text in a cell: "圆形图(饼图)".
_CELL_GLOSS = re.compile(r"\s*\([^()]*\)\s*$")


def _lists_option_texts(body: list[list[str]], options: dict[str, str]) -> bool:
    """Whether a column of the table names two or more different options by their texts, one a row:
    the table goes through the options, so no one row of it is the answer."""
    texts = {v: k for k, v in options.items() if v}
    for j in range(len(body[0])):
        named = {texts.get(canon(_CELL_GLOSS.sub("", r[j]))) for r in body} - {None}
        if len(named) > 1:
            return True
    return False


def _letter_column(body: list[list[str]], options: dict[str, str]) -> tuple[int | None, list[str]]:
    """The first column whose every cell is one option letter (alone or with its own text),
    each a different one, and those letters."""
    for j in range(len(body[0])):
        cells = [bare_line(r[j], options, any_order=False) or _letter_with_part(r[j], options) for r in body]
        letters = [c[0] for c in cells if c and len(c) == 1]
        if len(letters) == len(body) and len(set(letters)) == len(letters):
            return j, letters
    return None, []


def _text_column(body: list[list[str]], options: dict[str, str]) -> tuple[int | None, list[str]]:
    """The first column naming every option by its own text, one a row ("| 移情训练 | 是 |"), and their letters."""
    texts = {v: k for k, v in options.items() if v}
    for j in range(len(body[0])):
        letters = [texts.get(canon(_CELL_GLOSS.sub("", r[j]))) for r in body]
        if None not in letters and len(set(letters)) == len(letters) == len(texts):
            return j, [x for x in letters if x]
    return None, []


# A letter, then a shortened form of its text: "D 增减原则" for "人际吸引水平的增减原则".
_LETTER_CELL = re.compile(r"[(\[]?([A-H])[)\].:、]?\s+(\S.*)")


def _letter_with_part(cell: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """The letter of a cell whose words after it are part of that option's text and of no other's."""
    m = _LETTER_CELL.fullmatch(cell.strip())
    part = canon(m.group(2)) if m else ""
    if not m or len(part) < 2 or part not in options.get(m.group(1), ""):
        return None
    return None if any(part in v for k, v in options.items() if k != m.group(1)) else (m.group(1),)


def _letter_rows(body: list[list[str]], options: dict[str, str]) -> bool:
    """Whether a column opens every row with a different option letter and words of its own ("| A 地上的人看飞机 |"
    for a longer option text): the table goes through the options, so its last row is no answer."""
    for j in range(len(body[0])):
        found = [_LETTER_CELL.fullmatch(r[j].strip()) for r in body]
        letters = [m.group(1) for m in found if m and m.group(1) in options]
        if len(body) > 1 and len(letters) == len(body) and len(set(letters)) == len(letters):
            return True
    return False


def _own_text(row: list[str], j: int, letter: str, options: dict[str, str]) -> bool:
    return canon(row[j]) in ("", options.get(letter, ""))
