"""Option texts among others in a multiple-response reply.

A sentence that ends on one option's text while naming other options' texts ("……主要有遗传因素、体质因素和
器质性因素，比如……都属于器质性因素。") does not answer with that one option alone. A list of option texts
after a copula that a clause of examples closes ("主要有X、Y和Z，比如……") reads as the list would without it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from psyexam.score.letters import canon
from psyexam.score.listed import listed_after_copula
from psyexam.score.reading import Context, Extraction

_SENTENCE = re.compile(r"[^。.!?！？\n]+")
# A clause giving examples of what was just listed: "，比如……", "，例如……", ", e.g. …", ", such as …".
_EXAMPLES = re.compile(
    r"[,，;；]\s*(?:比如|例如|譬如|诸如|像是|\be\.g\.|\bfor\s+example\b|\bfor\s+instance\b|\bsuch\s+as\b)[^。.!?！？\n]*", re.I
)


def names_others_beside(text: str, letters: set[str], options: dict[str, str]) -> bool:
    """Whether a sentence of ``text`` naming a text of ``letters`` names another option's text too."""
    low = canon(text)
    for sentence in _SENTENCE.findall(low):
        own = [v for k, v in options.items() if k in letters and len(v) > 1 and v in sentence]
        if own and any(len(v) > 1 and v in sentence and not any(v in o for o in own)
                       for k, v in options.items() if k not in letters):
            return True
    return False


def listed_before_example(ctx: Context) -> Extraction | None:
    """The option texts listed after a copula when a clause of examples naming no other option closes the sentence."""
    if not ctx.multi or not _EXAMPLES.search(ctx.text):
        return None
    found = listed_after_copula(replace(ctx, text=_EXAMPLES.sub("", ctx.text)))
    if not found or not found.letters:
        return None
    for m in _EXAMPLES.finditer(canon(ctx.text)):
        if any(v and v in m.group() for k, v in ctx.options.items() if k not in found.letters):
            return None  # the examples name another option: the list may not be the whole answer
    return found
