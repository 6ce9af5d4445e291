"""Answers marked with symbols instead of words: a check mark or a cross at an option's letter
("A ✅", "❌ B", "✔ C. 长时记忆", "- [x] A"), and a pointer at the start of a line ("👉 C", "➡ B", "→ A、C").

Marks are read per line: the letters at a line's start (after a bullet or a number) with a
mark right before them, or right after them and their own option text. The options marked
right are the answer; a letter marked both ways, a line whose marks disagree, or verdicts in
words that name other options ("A 正确\\nC ✅") give no answer.
"""

from __future__ import annotations

import re

from psyexam.score.fallbacks import finished, verdict
from psyexam.score.hedges import hedged_around
from psyexam.score.letters import canon, read_letters
from psyexam.score.marks import FALSE_MARKS, POINTERS, TRUE_MARKS, cell_verdict
from psyexam.score.options import bare_line
from psyexam.score.reading import Context, Extraction, Hit, resolve

_HEAD = re.compile(r"[ \t]*(?:[-+•·][ \t]*|\d+[.)、][ \t]*)?")
_MARK = rf"(?:[{TRUE_MARKS}{FALSE_MARKS}]|\[[ xX✓✔]\])"  # a mark, or a task-list box ("- [x] A")
_MARKS = re.compile(rf"{_MARK}(?:[ \t]*{_MARK})*")
_BEFORE_MARK = re.compile(r"[ \t]*[:\-—–,]?[ \t]*")
_OWN_TEXT_LEAD = re.compile(r"[ \t.、:]*")


def _line_mark(line: str, ctx: Context) -> tuple[tuple[str, ...], str, int] | None:
    """The letters at the start of a line and the marks at them: (letters, marks, letters' end)."""
    head = _HEAD.match(line)
    at = head.end() if head else 0
    before = _MARKS.match(line, at)
    if before:
        gap = _BEFORE_MARK.match(line, before.end())
        at = gap.end() if gap else before.end()
    run = read_letters(line, at)
    if run is None:
        return None
    after_at = run.end
    own = ctx.options.get(run.letters[0], "") if len(run.letters) == 1 else ""
    lead = _OWN_TEXT_LEAD.match(line, run.end)
    text_at = lead.end() if lead else run.end
    if own and canon(line[text_at : text_at + len(own)]) == own:
        after_at = text_at + len(own)
    sep = _BEFORE_MARK.match(line, after_at)
    after = _MARKS.match(line, sep.end() if sep else after_at)
    marks = (before.group() if before else "") + (after.group() if after else "")
    return (run.letters, marks, run.end) if marks else None


def mark_verdicts(ctx: Context) -> Extraction | None:
    """Letters marked right by check marks, one line per option or one line in all."""
    said: dict[str, bool] = {}
    pos = 0
    for line in ctx.text.split("\n"):
        start, pos = pos, pos + len(line) + 1
        found = _line_mark(line, ctx)
        if found is None:
            continue
        letters, marks, letters_end = found
        right = cell_verdict(marks)
        if right is None or any(said.get(x, right) != right for x in letters):
            return Extraction(None, "marks:ambiguous")
        # from the line on: its sentence starts with it, and a hedge may follow in the next one
        if right and hedged_around(ctx.text[start:], 0, letters_end, letters):
            return Extraction(None, "marks:ambiguous")
        said.update(dict.fromkeys(letters, right))
    chosen = tuple(x for x, ok in said.items() if ok)
    if not chosen:
        return None
    if ctx.multi and not finished(ctx.text) and set(said) != set(ctx.options):
        return Extraction(None, "marks:cut-off")  # the options not yet marked may be right too
    worded = verdict(ctx)  # "A 正确\nC ✅": verdicts in words must name the same options
    if worded is not None and worded.letters is not None and worded.letters != frozenset(chosen):
        return Extraction(None, "marks:contradiction")
    return resolve(chosen, False, ctx, "marks")


_POINTER = re.compile(rf"^[ \t]*(?:[{POINTERS}]|->|=>)[ \t]*", re.M)


def pointer_hits(ctx: Context) -> list[Hit]:
    """A line that points at letters and says nothing else ("👉 C", "→ A、C", "➡ B. 短时记忆")."""
    hits = []
    for m in _POINTER.finditer(ctx.text):
        end = ctx.text.find("\n", m.end())
        end = len(ctx.text) if end < 0 else end
        letters = bare_line(ctx.text[m.end() : end].rstrip(" \t.。!"), ctx.options)
        if letters:
            hits.append(Hit("pointer", m.start(), end, letters))
    return hits
