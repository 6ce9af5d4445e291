"""Answer lines the other rules do not read:

- a pointer before an option's own text and then its letter: "→ 证实偏差 (confirmation bias), option B.",
  "👉 证实偏差（B）"; the text must be that letter's;
- a line equating a subject with letters closing it: "Sensation = A and C.", "答案 = B"; the subject names
  no letter and no other option's text (an option list translated, "A = sensation", equates the other way).
"""

from __future__ import annotations

import re

from psyexam.score.letters import canon, read_letters
from psyexam.score.marks import POINTERS
from psyexam.score.reading import Context, Hit
from psyexam.score.trailing_doubts import doubting_note

_POINTED_TEXT = re.compile(
    rf"^[ \t]*(?:[{POINTERS}]|->|=>)[ \t]*(?P<text>[^\n(（,，;；:]+?)[ \t]*(?:[(（](?P<gloss>[^()（）\n]{{1,40}})[)）])?[ \t]*"
    r"(?:[,，;；:\u2012-\u2015]|-(?=\s))?[ \t]*(?:(?:option|choice)\s+|选项\s*|[(\[（])(?P<l>[A-H])[)\]）]?[ \t]*(?:项)?[ \t]*[.。!]?[ \t]*$",
    re.M | re.I,
)
_EQUATED = re.compile(r"^[ \t>*-]*(?P<head>[^=\n]{1,60}?)[ \t]*=[ \t]*(?P<rest>[^=\n]+)$", re.M)
_LINE_CLOSE = re.compile(r"[ \t)\]]*[.。!]?[ \t]*$")
_HEAD_AGAINST = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z0-9])|[≠!<>+*/]|不|非|\bnot\b|n't|\bif\b|如果", re.I)
_WORDY = re.compile(r"[A-Za-z\u4e00-\u9fff]{2,}")


def line_answer_hits(ctx: Context) -> list[Hit]:
    """Each pointer line naming an option's own text and letter, and each line equating a subject with letters."""
    hits: list[Hit] = []
    if "=" not in ctx.text and not any(p in ctx.text for p in POINTERS) and "->" not in ctx.text:
        return hits  # cheap guard: no pointer and no equals sign
    for m in _POINTED_TEXT.finditer(ctx.text):
        if canon(m.group("text")) == ctx.options.get(m.group("l").upper()) and not doubting_note(m.group("gloss") or ""):
            hits.append(Hit("pointer", m.start(), m.end(), (m.group("l").upper(),)))
    for m in _EQUATED.finditer(ctx.text):
        head = m.group("head")
        if _HEAD_AGAINST.search(head) or not _WORDY.search(head):
            continue
        run = read_letters(m.group("rest"), 0, any_order=True)
        if run is None or not _LINE_CLOSE.fullmatch(m.group("rest"), run.end):
            continue
        named = [k for k, v in ctx.options.items() if v and canon(head) == v]
        if named and set(named) != set(run.letters):
            continue  # "后视偏差 = B": another option's text equated with this letter
        hits.append(Hit("statement", m.start(), m.end(), run.letters, run.hedged))
    return hits
