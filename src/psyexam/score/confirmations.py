"""An answer asked and then confirmed: "答案是 C 吗？是的，C 是正确的", "Is it B? Yes, B." The
confirmation must name the letters the question named; the question alone stays a hedge."""

from __future__ import annotations

import re

from psyexam.score.letters import read_letters
from psyexam.score.reading import Context, Hit

_CONFIRMED = re.compile(
    r"[?？][ \t]*"
    # a check announced between: "……A吗？让我再确认一下……是的，A。", "Is it B? Let me double-check... Yes, B."
    r"(?:(?:让我|我)?再?(?:确认|核对|检查|核实)一下[…. \t]*|let\s+me\s+(?:double-)?check(?:\s+again)?[…. \t]*)?"
    r"(?:是的|对的|没错|确实如此|正是|\byes\b|\bindeed\b|\bexactly\b|\bcorrect\b)[ \t]*[,，!！.。:：]?[ \t]*"
    r"(?:答案(?:就)?是|就是|选|it(?:'s|\s+is)\s+)?",
    re.I,
)
# What may follow the confirmed letters: a verdict on them, or the clause's end.
_AFTER = re.compile(r"[ \t]*(?:项|选项)?[ \t]*(?:是正确的|正确|是对的|is\s+(?:correct|right)|[:,;.!。，；：！]|$)", re.I)
_QUESTION = re.compile(r"[^。.!?！？\n]*$")
# A re-check's verdict, then the letters closing the reply: "OK, confirmed: A.", "核对完毕，确认：A".
_RECHECKED = re.compile(r"(?:\b(?:ok(?:ay)?|so)\b[ \t,]*)?\bconfirmed\b[ \t]*[:：,][ \t]*|(?:核对|复核|检查)(?:后|完毕)?[,，]?[ \t]*确认[ \t]*[:：][ \t]*", re.I)
_CLOSING = re.compile(r"[ \t*_)\]]*[.。!！]?[ \t]*\Z")


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
    for m in _RECHECKED.finditer(ctx.text):
        run = read_letters(ctx.text, m.end(), any_order=True)
        if run and _CLOSING.match(ctx.text, run.end):
            hits.append(Hit("statement", m.start(), run.end, run.letters, run.hedged))
    return hits


def read_letters_in(sentence: str) -> set[str]:
    """Every option letter a sentence names."""
    return set(re.findall(r"(?<![A-Za-z])([A-H])(?![A-Za-z0-9])", sentence))
