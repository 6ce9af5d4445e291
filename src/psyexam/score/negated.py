"""A conclusion naming the answer to a negatively put question: "所以不属于学习现象的是 D",
"因此不正确的说法是B。", "So the one that is not a learning phenomenon is D." The letters must close the
sentence: "所以不属于的是D，答案是ABC" goes on to the answer."""

from __future__ import annotations

import re

_CLOSING_LETTERS = r"(?=[ \t]*(?:选项|option[ \t]+)?[(\[【]?[A-H][)\]】]?(?:项|选项)?[ \t]*[。.!！]?[ \t]*(?:\n|$))"
NEGATED_CONCLUSION = re.compile(
    r"(?:所以|因此|故|综上(?:所述)?|因而|由此可见|可见)[ \t]*[,，]?[^。!?！？\n,，]{0,30}?(?:不|没有?|非)"
    r"[^。!?！？\n,，]{0,30}?的(?:说法|表述|描述|选项|一项|项)?(?:是|为)" + _CLOSING_LETTERS
    + r"|\b(?:so|therefore|thus|hence)\b,?\s+the\s+(?:one|option|statement|choice)\s+(?:that|which)\s+(?:is|does|did|are)"
    r"(?:\s+not|n't)\b[^.!?\n,]{0,60}?\s+is" + _CLOSING_LETTERS,
    re.I,
)
