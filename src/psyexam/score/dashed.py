"""Letters set off by dashes between options named as a subject and a verdict on them: "So all four
options — A, B, C, D — are correct", "四个选项——A、B、C、D——都正确". A count given must match the
letters ("all three options — A, B, C, D — …" miscounts), and letters joined by "or" are a hedge."""

from __future__ import annotations

import re

from psyexam.score.letters import read_letters
from psyexam.score.reading import Context, Hit

_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6}
_DASH = r"[ \t]*(?:[\u2012-\u2015]{1,2}|--?)[ \t]*"
_SUBJECT = re.compile(
    r"\b(?:all|both|the|these)\s+(?:(?P<en>two|three|four|five|six|\d)\s+)?(?:options|choices|answers|statements)" + _DASH
    + r"|(?:所有|全部|这)?(?P<zh>[两二三四五六2-6])?(?:个|项)?(?:选项|说法)" + _DASH,
    re.I,
)
_VERDICT = re.compile(
    _DASH + r"(?:(?:are|is)\s+(?:all\s+|both\s+)?(?:correct|right|true|valid)\b(?!\s+(?:only\s+)?(?:if|when|in\s+part))"
    r"|(?:都|均|全)?(?:是)?(?:正确|对)(?=[ \t]*(?:[。.!！,，;；\n]|$)))",
    re.I,
)


def dashed_letter_hits(ctx: Context) -> list[Hit]:
    """Each run of letters between dashes after options named as a subject and before a verdict on them."""
    hits = []
    for m in _SUBJECT.finditer(ctx.text):
        run = read_letters(ctx.text, m.end(), any_order=True)
        verdict = _VERDICT.match(ctx.text, run.end) if run else None
        if not run or not verdict:
            continue
        word = (m.group("en") or m.group("zh") or "").lower()
        count = int(word) if word.isdigit() else _COUNTS.get(word)
        if count is not None and count != len(set(run.letters)):
            continue
        hits.append(Hit("verdict", m.start(), verdict.end(), run.letters, run.hedged))
    return hits
