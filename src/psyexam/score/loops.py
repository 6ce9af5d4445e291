"""A small model looping on its own echo: the question it opened with, asked again after its answer, then the same
answer again or a lead cut off ("基本的测量方法有哪些？\\n……\\n答案：ABCD\\n\\n基本的测量方法有哪些？答案：ABCD 基本的测量方法
有哪些？答案："), or a line repeated and cut off ("答：ABC\n答：ABC\n答：AB"), or the whole reply one piece said over and over and cut off
("D形式运算阶段D形式运算阶段D形式运算"). The loop adds nothing: the reply is read up to it. A loop that answers otherwise is not cut, so the
answers it gives are weighed against each other as any later answer is."""

from __future__ import annotations

import re

from psyexam.score.reading import Hit

# What a loop may hold besides the echoed question: answer leads, letters, spaces and marks.
_LEAD = re.compile(r"(?:正确)?答案|\banswer\b", re.I)
_LOOP_REST = re.compile(r"[\sA-H、,，.。:：!！*]*")
_RUN = re.compile(r"(?<![A-Za-z])[A-H]+(?![A-Za-z])")


def looped_stem(text: str, hits: list[Hit]) -> int | None:
    """Where the reply's opening question is asked again after an answer, when all that follows is that question,
    answer leads and the same letters as the last answer before it, or where a repeated line is cut off; None otherwise."""
    found = _loop(text, hits)
    if found is None:
        return _cut_repeat(text) or _cut_period(text)
    pos, first, answer = found
    rest = _LEAD.sub(" ", text[pos:].replace(first, " "))
    if not _LOOP_REST.fullmatch(rest) or any(set(run) != answer for run in _RUN.findall(rest)):
        return None
    return pos


def looped_otherwise(text: str, hits: list[Hit]) -> bool:
    """Whether the opening question, asked again after an answer, is answered there with other letters: the reply
    gives the one question two answers ("……？\n答案：ABCD\n\n……？答案：ABC")."""
    found = _loop(text, hits)
    return found is not None and any(h.start >= found[0] and set(h.letters) != found[2] for h in hits)


def _loop(text: str, hits: list[Hit]) -> tuple[int, str, set[str]] | None:
    """Where the opening question is asked again after an answer, that question, and the letters answered before."""
    body = text.lstrip()
    first = body.split("\n", 1)[0].strip()
    if len(first) < 6 or not first.endswith(("?", "？")):
        return None  # cheap guard: no echoed question opens the reply
    pos = text.find(first, len(text) - len(body) + len(first))
    before = [h for h in hits if h.end <= pos]
    if pos < 0 or not before:
        return None
    return pos, first, set(max(before, key=lambda h: h.end).letters)


def _cut_repeat(text: str) -> int | None:
    """Where the reply's last line starts, when it is a line repeated at least twice just before it and cut off
    ("答：ABC\n答：ABC\n答：AB"): the loop stopped mid-line, and what it holds is no new answer."""
    body = text.rstrip()
    start = body.rfind("\n") + 1
    last = body[start:].strip()
    before = [ln.strip() for ln in body[:start].split("\n") if ln.strip()][-2:]
    if len(before) < 2 or before[0] != before[1] or len(last) < 2 or last == before[1] or not before[1].startswith(last):
        return None
    return start


def _cut_period(text: str) -> int | None:
    """Where the reply's first piece ends, when the whole reply is that piece said at least twice, the last time maybe
    cut off ("D形式运算阶段D形式运算阶段D形式运算"): saying it again adds nothing, so the reply is that piece."""
    body = text.strip()
    if len(body) < 6 or len(body) > 4000:
        return None  # cheap guard: too short to loop, or too long to scan
    start = text.find(body)
    period = body.find(body[:2], 2)
    while 0 < period <= len(body) // 2:  # only where the opening is said again can the piece repeat
        if body[period:] == body[:-period]:
            return start + period if body[:period].strip() else None
        period = body.find(body[:2], period + 1)
    return None
