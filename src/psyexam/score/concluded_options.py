"""A conclusion word opening a sentence, then only a letter with its own option text to the line's end:
"So: C. 超我", "Therefore B (维果茨基).", "所以：B 维果茨基". (A conclusion word before letters alone, "So: B",
is a statement of its own; one before a letter and anything else, "So B. 超我 is wrong", answers nothing.)"""

from __future__ import annotations

import re

from psyexam.score.hedges import doubted
from psyexam.score.options import bare_line
from psyexam.score.reading import Context, Hit

_LEAD = re.compile(
    r"(?:^|(?<=[.!?。！？\n])|(?<=[.!?。！？][ \t]))[ \t>*#-]*(?:\b(?:so|therefore|thus|hence)\b|所以|因此|故)[ \t]*[,:，：]?[ \t]*",
    re.I | re.M,
)
_LINE = re.compile(r"[^\n]*")


def concluded_option_hits(ctx: Context) -> list[Hit]:
    """Each conclusion word followed, to the end of its line, by only a letter and its own option text."""
    hits = []
    for m in _LEAD.finditer(ctx.text):
        line = _LINE.match(ctx.text, m.end())
        rest = line.group().rstrip(" \t。.!！") if line else ""
        if not rest or rest.endswith(("?", "？")) or doubted(rest):
            continue  # "So: B. 维果茨基 (maybe)" doubts it
        letters = bare_line(rest, ctx.options)
        if letters and len(letters) == 1 and rest.strip() != letters[0]:
            hits.append(Hit("statement", m.start(), m.end() + len(rest), letters))
    return hits
