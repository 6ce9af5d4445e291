"""A reply opening with the answer's name and then its letter, as its first sentence:
"工作轮换（D）。<why>" (the option's own text, its letter in brackets, then a full stop, a line's end, a colon or a dash:
"类创造（C）——<why>") and "Pie chart — A. <why>"
(a short English name, a dash, the letter).

Not a name that doubts or joins two ("Maybe — A.", "Pie or bar chart — A."), a bracketed letter
whose text is another option's, a reply that goes on to label other options, or one cut off.
"""

from __future__ import annotations

import re

from psyexam.score.endings import finished
from psyexam.score.letters import canon
from psyexam.score.reading import Context, Extraction, resolve

_BRACKETED = re.compile(r"\s*(?P<name>[^\n()（）,，。.:：;；!?！？]{1,40}?)[ \t]*[(（][ \t]*(?P<letter>[A-H])[ \t]*[)）][ \t]*(?:[。.!！:：]|\n|[\u2012-\u2015]{1,2}|--)")
_DASHED = re.compile(
    r"\s*(?P<name>[A-Za-z][A-Za-z'-]*(?:[ \t]+[A-Za-z][A-Za-z'-]*){0,3})[ \t]*(?:\u2014|\u2013|--?)[ \t]*(?:option[ \t]+)?"
    r"(?P<letter>[A-H])[ \t]*(?:[.!]|\n)",
    re.I,
)
_DOUBTING_NAME = re.compile(
    r"\b(?:maybe|perhaps|probably|possibly|likely|not|no|guess|either|or|and|unsure|answer|option|options|if)\b", re.I
)
# Another letter labelled later (a walk through the options): "工作扩大（A）", "(A)", "A." opening a line.
_OTHER_LABEL = re.compile(r"[(（][ \t]*([A-H])[ \t]*[)）]|(?m:^)[ \t>*-]*([A-H])[)\].:、]|[\u2014\u2013-][ \t]*([A-H])[ \t]*[.!]")


def named_opening(ctx: Context) -> Extraction | None:
    """The letter after the reply's opening name, when nothing labels another option."""
    if not finished(ctx.text):
        return None
    found = _BRACKETED.match(ctx.text)
    if not (found and canon(found.group("name")) == ctx.options.get(found.group("letter"))):
        found = _DASHED.match(ctx.text)
        if not found or _DOUBTING_NAME.search(found.group("name")):
            return None
    letter = found.group("letter")
    if any(x and x != letter for m in _OTHER_LABEL.finditer(ctx.text, found.end()) for x in m.groups()):
        return None
    return resolve((letter,), False, ctx, "named-opening")
