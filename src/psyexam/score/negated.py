"""An English conclusion naming the answer to a negatively put question: "So the one that is not a
learning phenomenon is D.", "So the teaching model not based on constructivism is D." The letters must close the sentence. (The Chinese ones, "所以不属于学习现象的是
D", are ``conclusions.negated_subject_hits``.)"""

from __future__ import annotations

import re

_CLOSING_LETTERS = r"(?=[ \t]*(?:选项|option[ \t]+)?[(\[【]?[A-H][)\]】]?(?:项|选项)?[ \t]*[。.!！]?[ \t]*(?:\n|$))"
NEGATED_CONCLUSION = re.compile(
    r"\b(?:so|therefore|thus|hence)\b,?\s+the\s+(?:[a-z-]+\s+){0,3}?(?:one|option|statement|choice|[a-z-]+)\s+(?:that|which)\s+(?:is|does|did|are)"
    r"(?:\s+not|n't)\b[^.!?\n,]{0,60}?\s+(?:is|would\s+be)" + _CLOSING_LETTERS
    # a noun with its negated participle: "So the teaching model NOT based on constructivism is D."
    + r"|\b(?:so|therefore|thus|hence)\b,?\s+the(?:\s+(?!(?:is|are|was|were|be|been|do|does|did|can|could|should|would|will|may|might"
    r"|must|has|have|had|answer|correct|right)\b)[a-z-]+){1,4}\s+not\s+[a-z]+(?:ed|en|ing)\b[^.!?\n,]{0,50}?\s+(?:is|would\s+be)"
    + _CLOSING_LETTERS,
    re.I,
)
