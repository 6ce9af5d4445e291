"""An English lead ending in a colon, then one line per chosen letter with a dash and what its
option is: "Clients unsuitable for counselling would be:\\n* A – affective psychosis\\n* C – …", or what its option
is and its letter in brackets ("Factors affecting group morale include:\\n1. Agreement with the group's goals (B)\\n…").
Items may be numbered ("1. A – 情境性失眠"). The same in one sentence: "Knowledge learning involves three main
processes: acquisition (A), retention (C), and application (D)." (see ``inline_list_hits``).

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
    r"|analy\w*|each|every|all|if|unless|possibl\w*|candidates?|likely|" + DOUBT_EN + r"|might|may|could)\b|n't|[?]",
    re.I,
)
# One line: maybe a bullet ("-", "•"; markdown's "*" is gone by now) or a number, a letter, a dash, a description.
_BULLET = r"[ \t]*(?:[-•+][ \t]*|\d{1,2}[.)][ \t]+)?"
_ITEM = re.compile(
    _BULLET + r"[(\[]?([A-H])[)\]]?[ \t]*(?:[\u2012-\u2015:]|-(?=[ \t]))[ \t]*([^\n]{3,200})(?:\n|$)"
)
# Or a description and its letter in brackets closing the line ("2. Satisfaction with the activities (C)").
_ITEM_AFTER = re.compile(_BULLET + r"(?![(\[]?[A-H]\b)([^\n()]{3,200}?)[ \t]*\(([A-H])\)[ \t]*[.;,]?[ \t]*(?:\n|$)")
_ITEM_AGAINST = re.compile(
    r"\b(?:correct|incorrect|right|wrong|true|false|not|no|yes|" + DOUBT_EN + r"|might|may|could|unsure)\b|n't"
    r"|[?✓✔✗✘❌✅×√]",
    re.I,
)
# One sentence: a lead saying what the items are, a colon, two or more descriptions each closed by its bracketed
# letter and joined by commas or "and", a full stop.
_INLINE = re.compile(
    r"(?:(?<=^)|(?<=[.!?][ \t])|(?<=\n))([^\n.!?:]{3,200}?\b(?:are|include|includes|involves?|consists?[ \t]+of|would[ \t]+be)\b"
    r"[^\n.!?:]{0,60}):[ \t]*((?:[^\n().;:?]{2,80}?\([A-H]\)[ \t]*(?:,[ \t]*(?:and[ \t]+)?|[ \t]+and[ \t]+))+"
    r"[^\n().;:?]{2,80}?\([A-H]\))[ \t]*\.",
    re.I,
)
_BRACKETED = re.compile(r"\(([A-H])\)")
# Any further bulleted or numbered line: the list goes on with a line not read.
_LIST_LINE = re.compile(r"[ \t]*(?:[-•+]|\d{1,2}[.)])[ \t]")
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
        while item := _item(ctx.text, cur):
            letters.append(item[0])
            end, cur = item[1], item[2]
        if not letters or len(set(letters)) < len(letters) or set(letters) >= set(ctx.options):
            continue
        if _ITEM.match(ctx.text, cur) or _LIST_LINE.match(ctx.text, cur) or set(_LETTER.findall(ctx.text, end)) & set(letters):
            continue  # a line that judges ("(D?)"), or the listed letters named again later
        if not hedged_around(ctx.text, m.start(), end, tuple(letters)):
            hits.append(Hit("statement", m.start(), end, tuple(letters)))
    return hits


def _item(text: str, pos: int) -> tuple[str, int, int] | None:
    """The letter of a list line at ``pos`` judging nothing, where its text ends and where the next line starts."""
    if (item := _ITEM.match(text, pos)) and not _ITEM_AGAINST.search(item.group(2)):
        return item.group(1), item.start(2) + len(item.group(2)), item.end()
    if (item := _ITEM_AFTER.match(text, pos)) and not _ITEM_AGAINST.search(item.group(1)):
        return item.group(2), item.end(2) + 1, item.end()
    return None


def inline_list_hits(ctx: Context) -> list[Hit]:
    """The letters of such a sentence; none where its lead judges or doubts, or the letters are named again later."""
    hits: list[Hit] = []
    for m in _INLINE.finditer(ctx.text):
        letters = tuple(_BRACKETED.findall(m.group(2)))
        if _LEAD_AGAINST.search(m.group(1)) or _LETTER.search(m.group(1)) or _ITEM_AGAINST.search(m.group(2)):
            continue
        if len(set(letters)) < len(letters) or set(letters) >= set(ctx.options):
            continue
        if set(_LETTER.findall(ctx.text, m.end())) & set(letters) or hedged_around(ctx.text, m.start(), m.end(), letters):
            continue
        hits.append(Hit("statement", m.start(), m.end(), letters))
    return hits
