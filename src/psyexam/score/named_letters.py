"""Option texts after an answer statement with their letters in brackets after them:
"正确答案：桑代克、斯金纳和班杜拉（ACD）", "The answer is repression (B)". The texts and the letters
must name the same options; where they differ, or the letters are joined by "or", the answer is no firm one."""

from __future__ import annotations

import re

from psyexam.score.letters import LetterRun, read_letters
from psyexam.score.options import match_option_text

_TEXTS_THEN_LETTERS = re.compile(
    r"[ \t:]*([^\n。!?！？()]{1,120}?)[ \t]*\(\s*([A-H](?:\s*(?:[、,/;]|或者?|还是|\bor\b)?\s*[A-H]){0,7})\s*\)"
)


def texts_with_letters(text: str, pos: int, options: dict[str, str]) -> LetterRun | None:
    """One or more option texts at ``pos`` followed by their letters in brackets: the letters, hedged
    when they are not the letters of the texts."""
    m = _TEXTS_THEN_LETTERS.match(text, pos)
    if not m:
        return None
    named = match_option_text(m.group(1), options)
    if not named:
        return None
    run = read_letters(m.group(2), any_order=True)
    if run is None:
        return None
    return LetterRun(run.letters, run.hedged or set(named) != set(run.letters), pos, m.end())
