"""A paragraph that is only letters, between blank lines, inside the reply (a fenced block holding
just "D" reads so once the fence lines are dropped): an answer that later answers must agree with,
as a bare first or last line is."""

from __future__ import annotations

import re

from psyexam.score.options import bare_line, echoes_options
from psyexam.score.reading import Context, Hit

# A line standing alone: a blank line (or the reply's edge) before and after it.
_LONE_LINE = re.compile(r"(?:\A|\n[ \t]*\n)([^\n]+)(?=\n[ \t]*\n|\n?[ \t]*\Z)")


def lone_letter_hits(ctx: Context) -> list[Hit]:
    """The paragraph inside the reply that is only letters ("…\\n\\nD\\n\\n综上所述，答案是 A"); none when
    several such paragraphs name different letters (option headings, not answers) or the options are echoed."""
    if echoes_options(ctx.text, ctx.options):
        return []
    hits = []
    for m in _LONE_LINE.finditer(ctx.text):
        letters = bare_line(m.group(1), ctx.options)
        if letters and m.group(1).strip() and _inside(ctx.text, m.start(1), m.end(1)):
            hits.append(Hit("bare", m.start(1), m.end(1), letters))
    return hits if len({frozenset(h.letters) for h in hits}) == 1 else []


def _inside(text: str, start: int, end: int) -> bool:
    """Whether there is text before and after the span (the first and last lines have their own readings)."""
    return bool(text[:start].strip()) and bool(text[end:].strip())
