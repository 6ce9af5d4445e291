"""What a reply's close does to whatever it read before:

- a last line that takes the answer back and names nothing after it ("等等，我再想想……", "Wait, let me
  reconsider.") leaves no answer, even where an earlier re-check kept one;
- a letter read, then said to be right "too" ("（A也对）") with no other letter read before it, implies another
  right option that was not read.
"""

from __future__ import annotations

import re

from psyexam.score.misgivings import also_right

_WITHDRAWAL = re.compile(
    r"\b(?:wait|hold\s+on|let\s+me\s+(?:re-?consider|re-?think|double[- ]check|think\s+again|check\s+again)|on\s+second\s+thought)\b"
    r"|等等|等一下|再想想|再想一想|重新考虑|再考虑一下|再确认一下|我再确认|让我重新|我再看看|再看一下",
    re.I,
)
_LETTER = re.compile(r"(?<![A-Za-z])[A-H](?![A-Za-z0-9])")
_SELF_ALSO = re.compile(
    r"(?<![A-Za-z])[(\[【「]?(?P<own>[A-H])[)\]】」]?\s*(?:项|选项)?\s*(?:(?:也|亦)(?:是)?(?:正确|对(?![应比照象待]))"
    r"|\b(?:is|are)\s+(?:also|too)\s+(?:correct|right|true|valid)\b)"
)


def withdrawn_at_end(text: str) -> bool:
    """Whether the reply's last line takes the answer back and names no letter after it."""
    lines = [ln for ln in text.split("\n") if ln.strip()]
    if not lines:
        return False
    last = lines[-1]
    m = _WITHDRAWAL.search(last)
    return bool(m and not _LETTER.search(last, m.end()))


def more_than_read(text: str, letters: frozenset[str], multi: bool) -> bool:
    """Whether the reply says an option not read is right too; or says a letter read is right "too" where no
    other letter read comes before it ("（A也对）" after a reading of A alone, or for a single choice at all)."""
    if also_right(text, set(letters)):
        return True
    for m in _SELF_ALSO.finditer(text):
        if m.group("own") not in letters:
            continue
        if not multi or not {x for x in _LETTER.findall(text, 0, m.start())} & (letters - {m.group("own")}):
            return True
    return False
