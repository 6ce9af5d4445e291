"""Letters each followed by a note of its own, a translation or a name, listed after an answer
lead: "A (respect), C (genuineness) and E (empathy)", "A – respect, C – genuineness". Without this
the lead's letters stop at the first note and read the first letter alone.

A note is in brackets, or after a dash or colon up to the next separator; a note that names another
option's text or another letter, or says anything against or doubting its letter, leaves the run open.
Lower-case letters count only when every one carries a note.
"""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, DOUBT_ZH
from psyexam.score.letters import LONE_LETTER, LetterRun, canon

_LETTER = re.compile(r"[ \t:=]*(?:(?i:option)[ \t]+)?[(\[]?([A-Ha-h])[)\]]?(?![A-Za-z0-9])")
_NOTE = re.compile(
    r"[ \t]*(?:\(([^()\n]{1,60})\)|（([^（）\n]{1,60})）"
    r"|[\u2012-\u2015:][ \t]*([^,;、\n]{1,60}?)(?=[ \t]*(?:[,;、]|\band\b|和|\n|$|[.。](?:\s|$))))"
)
_SEP = re.compile(r"[ \t]*(?:,[ \t]*(?:and\b)?|;|、|\band\b|和|&)[ \t]*", re.I)
_AGAINST = re.compile(
    r"不|非|没|错|误|" + DOUBT_ZH + r"|[?？]|\b(?:not|no|wrong|incorrect|false|excluded|" + DOUBT_EN + r"|unsure|maybe)\b|n't",
    re.I,
)
# One more letter added after a comma: "B（…）和C（…），还有E（…）。", "A (…), C (…), as well as E (…)."
_ADDED = re.compile(r"[ \t]*,[ \t]*(?:还有|以及|另外还有|外加|plus\b|as[ \t]+well[ \t]+as\b)[ \t]*", re.I)
_CLOSES = re.compile(r"[ \t]*(?:[.。!！]|\n|$)")
# A note that counts the letters instead of glossing one: "（共两项）", "(3 options)".
_COUNT_NOTE = re.compile(r"(?:这|共|等|以上)?[ \t]*[一两二三四五六七八\d]+[ \t]*(?:项|个|(?i:options?|answers?|letters?))")


def annotated_run(text: str, pos: int, options: dict[str, str]) -> LetterRun | None:
    """Two or more letters, each maybe followed by a note, at least one with a note; ``hedged`` when a
    note names another option's text."""
    letters: list[str] = []
    notes = 0
    hedged = False
    cur = end = pos
    while m := _LETTER.match(text, cur):
        letter, end = m.group(1), m.end()
        note = _NOTE.match(text, end)
        letters.append(letter)
        said = next(g for g in note.groups() if g is not None) if note else ""
        if note and _COUNT_NOTE.fullmatch(said.strip()):
            break  # "A、C、E（共两项）" counts the letters; it glosses none of them
        if note:
            other = any(v and v == canon(said) for k, v in options.items() if k != letter.upper())
            doubtful = other or bool(_AGAINST.search(said) or LONE_LETTER.search(said))  # "C (maybe)"
            if doubtful and not _SEP.match(text, note.end()):
                hedged = hedged or other  # the last letter glossed with another option's text
                break  # after the last letter, a remark of its own: "A, B, C (D is not required)"
            hedged = hedged or doubtful
            notes, end = notes + 1, note.end()
        sep = _ADDED.match(text, end) or _SEP.match(text, end)
        if not sep:
            break
        if sep.re is _ADDED and not _closing_item(text, sep.end()):
            hedged, end = True, sep.end()  # "B（…）和C（…），还有E是……": one more letter in a clause the run cannot read
            break
        cur = sep.end()
    if len(letters) < 2 or len(set(letters)) < len(letters) or len({x.isupper() for x in letters}) > 1:
        return None
    if not notes or (letters[0].islower() and notes < len(letters)):
        return None  # lower-case letters only where each carries its note: "a (respect), c (genuineness)"
    return LetterRun(tuple(x.upper() for x in letters), hedged, pos, end)


def _closing_item(text: str, pos: int) -> bool:
    """Whether an added letter at ``pos`` carries a note and closes the sentence with it."""
    m = _LETTER.match(text, pos)
    note = _NOTE.match(text, m.end()) if m else None
    return bool(note and _CLOSES.match(text, note.end()))
