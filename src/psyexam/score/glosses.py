"""Options named with a name of their own before a verdict: "B. Avoidant attachment is correct",
"Option B, avoidant attachment, is correct", "B. Flooding and D. Token economy are correct".

The name (a translation the option list does not hold) is a few Latin words; it is only skipped
over to reach the verdict, so what it says is never matched against the options.
"""

from __future__ import annotations

import re

from psyexam.score.letters import LetterRun, read_letters

# Between the letter and its name: a full stop, colon, comma or dash, or a bracket around the name.
_NAME_LEAD = re.compile(r"[ \t]*[.:,\u2012-\u2015-]?[ \t]*")
# A name: up to six Latin words, the first of two letters or more (a lone "D" is another letter);
# no verb, joining or hedging word inside it ("B. Flooding is …" ends the name at "is").
_STOP = r"(?:is|are|was|were|and|or|not|but|only|if|also|maybe|perhaps|probably|possibly|guess|suppose|seems?|would|could|might)\b"
_NAME = re.compile(
    rf"(?!{_STOP})[A-Za-z][A-Za-z'-]+(?:[ \t]+(?!{_STOP})(?![A-H]\b)[A-Za-z][A-Za-z'-]*){{0,5}}", re.I
)
_BRACKETED_NAME = re.compile(r"[ \t]*\([ \t]*[A-Za-z][A-Za-z' -]{1,60}\)")
_NAME_CLOSE = re.compile(r"[ \t]*,?")
_JOIN = re.compile(r"[ \t]*(?:,[ \t]*(?:and[ \t]+)?|and[ \t]+|&[ \t]*)(?=(?:option[ \t]+)?[A-H]\b)", re.I)


def named_run(text: str, pos: int) -> LetterRun | None:
    """Single letters at ``pos``, each followed by a name of its own and joined by "and" or
    commas: the letters and where the last name ends; None unless every letter carries a name."""
    letters: list[str] = []
    end = cur = pos
    while (run := read_letters(text, cur)) and len(run.letters) == 1:
        named = _name_end(text, run.end)
        if named is None:
            return None
        letters.append(run.letters[0])
        end = named
        join = _JOIN.match(text, end)
        if not join:
            break
        cur = join.end()
    return LetterRun(tuple(letters), False, pos, end) if letters else None


def _name_end(text: str, pos: int) -> int | None:
    bracketed = _BRACKETED_NAME.match(text, pos)
    if bracketed:
        return _NAME_CLOSE.match(text, bracketed.end()).end()  # type: ignore[union-attr]
    lead = _NAME_LEAD.match(text, pos)
    start = lead.end() if lead else pos
    if start == pos and not text[pos : pos + 1].isspace():
        return None
    name = _NAME.match(text, start)
    if not name:
        return None
    return _NAME_CLOSE.match(text, name.end()).end()  # type: ignore[union-attr]
