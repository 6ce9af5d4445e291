"""An English lead ending in a colon, then one line per chosen letter with a dash and what its
option is: "Clients unsuitable for counselling would be:\\n* A – affective psychosis\\n* C – …".

The lead's last sentence must say what the letters are ("… would be:", "… are:", "… include:")
and nothing against them, name no options and ask nothing; each line is a letter, a dash and a
description that judges nothing ("correct", "wrong", "not", a mark); the letters are some, not
all, of the options, and no later text names them again (it may set the others aside).
"""

from __future__ import annotations

import re

from psyexam.score.hedges import hedged_around
from psyexam.score.languages import DOUBT_EN
from psyexam.score.reading import Context, Hit

_LEAD = re.compile(
    r"(?m:^)([^\n]{3,200}?)\b(?:are|would\s+be|will\s+be|include|includes|consist\s+of)[ \t]*:[ \t]*\n(?:[ \t]*\n)*", re.I
)
_LAST_SENTENCE = re.compile(r"[^.!?]*$")
_LEAD_AGAINST = re.compile(
    r"\b(?:not|no|none|wrong|incorrect|false|distractors?|exclud\w*|ruled?|eliminat\w*|options?|choices?|answers?"
    r"|analy\w*|each|every|all|if|unless|" + DOUBT_EN + r"|might|may|could)\b|n't|[?]",
    re.I,
)
# One line: maybe a bullet ("-", "•"; markdown's "*" is gone by now), a letter, a dash, a description.
_ITEM = re.compile(
    r"[ \t]*(?:[-•+][ \t]*)?[(\[]?([A-H])[)\]]?[ \t]*(?:[\u2012-\u2015:]|-(?=[ \t]))[ \t]*([^\n]{3,200})(?:\n|$)"
)
_ITEM_AGAINST = re.compile(
    r"\b(?:correct|incorrect|right|wrong|true|false|not|no|yes|" + DOUBT_EN + r"|might|may|could|unsure)\b|n't"
    r"|[?✓✔✗✘❌✅×√]",
    re.I,
)
_LETTER = re.compile(r"(?<![A-Za-z])([A-H])(?![A-Za-z0-9])")
_FINISHED = re.compile(r"[.。!！)\]”\"']\s*$")


def described_list_hits(ctx: Context) -> list[Hit]:
    """The letters of such a list after such a lead."""
    hits: list[Hit] = []
    if not _FINISHED.search(ctx.text):
        return hits  # cut off: the list may have gone on
    for m in _LEAD.finditer(ctx.text):
        head = _LAST_SENTENCE.search(m.group(1))
        if not head or _LEAD_AGAINST.search(head.group()) or _LETTER.search(head.group()):
            continue
        letters: list[str] = []
        cur = end = m.end()
        while (item := _ITEM.match(ctx.text, cur)) and not _ITEM_AGAINST.search(item.group(2)):
            letters.append(item.group(1))
            end, cur = item.start(2) + len(item.group(2)), item.end()
        if not letters or len(set(letters)) < len(letters) or set(letters) >= set(ctx.options):
            continue
        if _ITEM.match(ctx.text, cur) or set(_LETTER.findall(ctx.text, end)) & set(letters):
            continue  # a line that judges, or the listed letters named again later
        if not hedged_around(ctx.text, m.start(), end, tuple(letters)):
            hits.append(Hit("statement", m.start(), end, tuple(letters)))
    return hits
