"""A letter's own option text glossed in brackets between an opening letter and its dash: "A (快乐/happiness) — it's
the most easily recognized …", "B（中间阶段）——……", "C (induced motion / 诱导运动) — …".

The bracket must hold the letter's own text, alone or with an English rendering after a slash or a comma; an English
part naming another option, or any word doubting, denying or joining ("or", "and"), leaves the opening unread: "A
(快乐/or fear) — …" offers two.
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN
from psyexam.score.letters import canon, same_text
from psyexam.score.translations import names_in

__all__ = ["own_gloss_end"]

_BRACKET = re.compile(r"[ \t]*[(（]([^()（）\n]{1,60})[)）]")
_PARTS = re.compile(r"[ \t]*[/／,，;；][ \t]*")
_ENGLISH = re.compile(r"[A-Za-z][A-Za-z' -]{0,50}")
_AGAINST = re.compile(r"\b(?:or|and|not|no|but|maybe|perhaps|probably|possibly|might|" + DOUBT_EN + r")\b|n't|[?？]", re.I)


def own_gloss_end(body: str, pos: int, letter: str, options: dict[str, str]) -> int | None:
    """The end of a bracket at ``pos`` glossing ``letter`` with just its own option's text (and an English rendering of
    it naming no other option); None where there is no such bracket."""
    m = _BRACKET.match(body, pos)
    own = options.get(letter, "")
    if not m or not own:
        return None
    parts = [p for p in _PARTS.split(m.group(1).strip()) if p]
    if not any(same_text(p, own) for p in parts):
        return None
    for p in parts:
        if same_text(p, own):
            continue
        if not _ENGLISH.fullmatch(p) or _AGAINST.search(p):
            return None  # a second Chinese text or a doubting word: not a gloss of this one option
        said = canon(p)
        if any(v and k != letter and (same_text(p, v) or names_in(said, canon(v))) for k, v in options.items()):
            return None  # the English names another option
    return m.end()
