"""A letter's gloss in brackets or quotes right after it ("C（继时性）", "C“继时性”"): where the gloss is another
option's text and not the letter's own ("只有C（单一性）符合" where 单一性 is A), the reply contradicts itself."""

from __future__ import annotations

import re

from psyexam.score.letters import canon

_GLOSS = re.compile(r"[ \t]*(?:项|选项)?[ \t]*(?:\(([^()\n]{1,40})\)|[“\"「]([^“”\"「」\n]{1,40})[”\"」])")


def other_gloss(text: str, pos: int, letter: str, options: dict[str, str]) -> bool:
    """Whether the letter ending at ``pos`` is glossed, in brackets or quotes, with another option's text."""
    m = _GLOSS.match(text, pos)
    if not m:
        return False
    gloss = canon(m.group(1) or m.group(2))
    return gloss != options.get(letter) and any(v == gloss for k, v in options.items() if k != letter)
