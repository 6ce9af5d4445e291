"""A letter's gloss in brackets or quotes right after it ("C（继时性）", "C“继时性”"), or in an apposition ("B，即
“4岁”", "B, i.e. 4岁"): where the gloss is another option's text and not the letter's own ("只有C（单一性）符合" where
单一性 is A), the reply contradicts itself."""

from __future__ import annotations

import re

from psyexam.score.letters import same_text

_GLOSS = re.compile(r"[ \t]*(?:项|选项)?[ \t]*(?:\(([^()\n]{1,40})\)|[“\"「]([^“”\"「」\n]{1,40})[”\"」])")
# An apposition word after the letter, then a text to its clause's end, quoted or not: "，即“4岁”", ", i.e. 4岁".
_APPOSED = re.compile(
    r"[ \t]*(?:项|选项)?[ \t]*[,，]?[ \t]*(?:即|也就是|亦即|\bi\.e\.|\bnamely\b|\bthat is\b)[ \t]*[,，:：]?[ \t]*"
    r"[“\"「(（]?([^“”\"「」()（）\n。!?！？,，;；]{1,40}?)[”\"」)）]?[ \t]*(?=[\n。.!?！？,，;；]|$)",
    re.I,
)


def other_gloss(text: str, pos: int, letter: str, options: dict[str, str]) -> bool:
    """Whether the letter ending at ``pos`` is glossed, in brackets, quotes or an apposition, with another option's text."""
    m = _GLOSS.match(text, pos) or _APPOSED.match(text, pos)
    if not m:
        return False
    gloss = m.group(1) or m.group(2)  # "C（斯-比量表）" where B is "斯一比量表": the same text as B's
    return not same_text(gloss, options.get(letter, "")) and any(same_text(gloss, v) for k, v in options.items() if k != letter)
