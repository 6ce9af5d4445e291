"""A doubt after an answer's letters and the gloss that follows them: "Answer: B. 维果茨基 (maybe)",
"答案：B 维果茨基（可能）", "Answer: B. 维果茨基?", "The answer is B (Vygotsky), probably.", "答案：B，可能吧。",
"答案是B吧". The gloss skipped is the letter's own option text or one short bracketed note; the doubt is a
bracketed "maybe" or question mark, a question mark, a clause-final "maybe"/"可能吧", or the particle "吧"
after "是<letter>" ("就选B吧" decides, so it is no doubt)."""

from __future__ import annotations

import re

from psyexam.score.languages import DOUBT_EN, MAYBE
from psyexam.score.letters import LONE_LETTER, canon

_SEP = re.compile(r"[ \t]*(?:[.:、\u2012-\u2015-][ \t]*)?")
_NOTE = re.compile(r"[ \t]*[(（][^()（）\n]{1,40}[)）]")
_DOUBT_WORDS = (
    r"(?<!最)(?<!最有)可能(?!性)|也许|或许|大概|猜|不确定|不太确定|待定|存疑|待确认|待核实|没把握|把握(?:较小|不大|不足)|边缘选项"
    r"|勉强(?=[ \t]*(?:[)）。.!！,，;；]|$))|" + MAYBE
    + r"|(?<!most\s)\b(?:" + DOUBT_EN + r"|likely|guess(?:ed|ing)?|unsure|uncertain|not\s+sure|tentative(?:ly)?|less\s+(?:sure|certain|confident)|shaky|borderline|unverified|to\s+be\s+(?:confirmed|verified|checked))\b"
)
_DOUBT = re.compile(
    r"[ \t]*[(（][^()（）\n]{0,20}?(?:" + _DOUBT_WORDS + r"|[?？]|\bI\s+(?:think|believe|guess|suppose)\b|我(?:觉得|认为|想|猜))"
    r"[^()（）\n]{0,20}[)）]"
    r"|[ \t]*[?？]"
    r"|[ \t]*[,，][ \t]*(?:其中)?(?:(?<![A-Za-z])[A-H](?![A-Za-z0-9])(?:项)?[ \t]*)?(?:" + _DOUBT_WORDS + r"|I\s+(?:guess|suppose|reckon|think)|应该是吧|应该吧|我觉得|我想)[ \t]*(?:吧|呢)?[ \t]*(?:[.。!！;；…]|$|\n)",
    re.I,
)
_DOUBT_WORD = re.compile(_DOUBT_WORDS + r"|[?？]", re.I)
_PARTICLE = re.compile(r"[ \t]*吧(?=[ \t]*(?:[。.!！,，;；?？…]|$|\n))")
_COPULA_BEFORE = re.compile(r"(?:是|为)[ \t]*(?:选项)?[ \t]*[(\[【]?$")


def doubted_after(text: str, start: int, end: int, letters: tuple[str, ...], options: dict[str, str]) -> bool:
    """Whether the answer at ``start``..``end`` is followed, past its own option text or a short
    bracketed note, by a doubt."""
    for pos in _gloss_ends(text, end, letters, options):
        if _DOUBT.match(text, pos):
            return True
        if _PARTICLE.match(text, pos) and _COPULA_BEFORE.search(text, max(0, start - 8), _letters_start(text, start, end)):
            return True
    return False


def _gloss_ends(text: str, end: int, letters: tuple[str, ...], options: dict[str, str]) -> list[int]:
    """Where the answer ends, then where its own option text and a bracketed note after it end."""
    ends = [end]
    own = options.get(letters[0], "") if len(letters) == 1 else ""
    sep = _SEP.match(text, end)
    pos = sep.end() if sep else end
    if own and canon(text[pos : pos + len(own)]) == own:
        ends.append(pos + len(own))
    note = _NOTE.match(text, ends[-1])
    if note and not _DOUBT.match(text, ends[-1]):
        ends.append(note.end())
    return ends


def _letters_start(text: str, start: int, end: int) -> int:
    """Where the answer's letters begin: after its lead."""
    m = re.search(r"[(\[【]?[A-H](?:[^A-Za-z]{0,3}[A-H])*[)\]】]?[ \t]*$", text[start:end])
    return start + m.start() if m else start


def doubting_note(note: str) -> bool:
    """Whether a gloss after a letter's text doubts it ("maybe", "a guess", "?") instead of translating it."""
    return bool(_DOUBT_WORD.search(note))




def doubts_a_letter(text: str, letters: frozenset[str], options: dict[str, str]) -> bool:
    """Whether any mention of one of ``letters`` in ``text`` is followed by a doubt ("B. 短时记忆 (a guess)")."""
    return any(m.group() in letters and doubted_after(text, m.start(), m.end(), (m.group(),), options)
               for m in LONE_LETTER.finditer(text))
