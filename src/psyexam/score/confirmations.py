"""An answer asked and then confirmed: "答案是 C 吗？是的，C 是正确的", "Is it B? Yes, B." The
confirmation must name the letters the question named; the question alone stays a hedge."""

from __future__ import annotations

import re

from psyexam.score.letters import read_letters
from psyexam.score.reading import Context, Hit

_CONFIRMED = re.compile(
    r"[?？][ \t]*(?:是的|对的|没错|确实如此|正是|\byes\b|\bindeed\b|\bexactly\b|\bcorrect\b)[ \t]*[,，!！.。:：]?[ \t]*"
    r"(?:答案(?:就)?是|就是|选|it(?:'s|\s+is)\s+)?",
    re.I,
)
# What may follow the confirmed letters: a verdict on them, or the clause's end.
_AFTER = re.compile(r"[ \t]*(?:项|选项)?[ \t]*(?:是正确的|正确|是对的|is\s+(?:correct|right)|[:,;.!。，；：！]|$)", re.I)
_QUESTION = re.compile(r"[^。.!?！？\n]*$")


def confirmation_hits(ctx: Context) -> list[Hit]:
    """Letters confirmed right after a question that named them."""
    hits = []
    for m in _CONFIRMED.finditer(ctx.text):
        run = read_letters(ctx.text, m.end(), any_order=True)
        if not run or run.hedged or not _AFTER.match(ctx.text, run.end):
            continue
        question = _QUESTION.search(ctx.text, 0, m.start())
        asked = read_letters_in(question.group() if question else "")
        if asked == set(run.letters):
            hits.append(Hit("statement", m.start() + 1, run.end, run.letters))
    return hits


def read_letters_in(sentence: str) -> set[str]:
    """Every option letter a sentence names."""
    return set(re.findall(r"(?<![A-Za-z])([A-H])(?![A-Za-z0-9])", sentence))
