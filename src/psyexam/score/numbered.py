"""A reply that is only a numbered list of bare letters, as small models answer a multiple-response
question: "1. A\\n2. B\\n3. C\\n4. D". The numbers run from 1 without a gap, every line holds one letter and
nothing else, and no letter repeats; the letters are the answer (for a single choice, several name none)."""

from __future__ import annotations

import re

from psyexam.score.reading import Context, Extraction, resolve

_LINE = re.compile(r"[ \t]*(?:(\d{1,2})[.)、:]|\((\d{1,2})\))[ \t]*[(\[]?([A-H])[)\]]?[ \t]*[.。]?[ \t]*")


def numbered_letters(ctx: Context) -> Extraction | None:
    """The letters of a reply made only of numbered lines each holding one letter."""
    lines = [ln for ln in ctx.text.strip().split("\n") if ln.strip()]
    found = [_LINE.fullmatch(ln) for ln in lines]
    if len(lines) < 2 or not all(found):
        return None
    numbers = [int(m.group(1) or m.group(2)) for m in found if m]
    letters = tuple(m.group(3) for m in found if m)
    if numbers != list(range(1, len(lines) + 1)) or len(set(letters)) != len(letters):
        return None
    return resolve(letters, False, ctx, "numbered")
