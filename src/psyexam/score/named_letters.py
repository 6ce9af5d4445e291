"""Option texts after an answer statement with their letters in brackets after them:
"正确答案：桑代克、斯金纳和班杜拉（ACD）", "The answer is repression (B)", or one text and its letter unbracketed closing
the sentence ("因此是下位学习 B。", so that it can contradict an earlier answer). The texts and the letters
must name the same options; where they differ, or the letters are joined by "or", the answer is no firm one."""

from __future__ import annotations

import re

from psyexam.score.letters import LetterRun, read_letters
from psyexam.score.options import match_option_text

_TEXTS_THEN_LETTERS = re.compile(
    r"[ \t:]*([^\n。!?！？()]{1,120}?)[ \t]*(?:\(\s*([A-H](?:\s*(?:[、,/;]|或者?|还是|\bor\b)?\s*[A-H]){0,7})\s*\)"
    # one letter, unbracketed, closing the sentence: "因此是下位学习 B。"
    r"|(?<=[\s\u4e00-\u9fff])[ \t]*([A-H])(?=[ \t]*(?:[。.!！]|$)))",
    re.M,
)

_NOT_BARE_TEXT = re.compile(r"[,，、;；:：]|选项|\boption\b", re.I)


def texts_with_letters(text: str, pos: int, options: dict[str, str]) -> LetterRun | None:
    """One or more option texts at ``pos`` followed by their letters in brackets (or one bare letter): the letters, hedged
    when they are not the letters of the texts."""
    m = _TEXTS_THEN_LETTERS.match(text, pos)
    if not m:
        return None
    if m.group(3) and _NOT_BARE_TEXT.search(m.group(1)):
        return None  # "埃里克森，即选项D": an unbracketed letter counts only right after an option's text alone
    named = match_option_text(m.group(1), options)
    if not named:
        return None
    run = read_letters(m.group(2) or m.group(3), any_order=True)
    if run is None:
        return None
    letters, hedged, end = run.letters, run.hedged or set(named) != set(run.letters), m.end()
    while more := _NEXT_TEXT.match(text, end):  # "知觉（A）、记忆（B）和思维（C）": each text with its own letter
        letters, hedged, end = (*letters, more.group(2)), hedged or match_option_text(more.group(1), options) != (more.group(2),), more.end()
    return LetterRun(letters, hedged, pos, end)


# A further option text with its letter in brackets, after a joining mark or word.
_NEXT_TEXT = re.compile(r"[ \t]*(?:[、,;/]|和|及|与|以及|\band\b)[ \t]*([^\n。!?！？()、,;]{1,40}?)[ \t]*\(\s*([A-H])\s*\)")


def without_own_text(text: str, match: re.Match[str], pattern: re.Pattern[str], options: dict[str, str]) -> str:
    """``text`` with the own option text of the letter ``match`` names (its first group) blanked, where ``match``
    is of ``pattern``: a word against an option inside the text ("排除法" holds "排除") says nothing against it."""
    own = options.get(match.group(1).upper(), "") if match.re is pattern else ""
    return re.sub(re.escape(own), lambda m: " " * len(m.group()), text, flags=re.I) if own else text


# Words holding "不" that negate nothing said of an option: a feeling or a term ("一种不安之感", "不合理信念").
_PLAIN_NOT = re.compile(r"不安|不良|不断|不幸|不久|不满|不愉快|不合理的?(?:信念|认知|观念|思维)")


def plain_words(text: str, options: dict[str, str]) -> str:
    """``text`` with every option's own text (two characters or more) and the plain words holding "不" blanked: a word against
    an option inside a name ("与不合理信念进行辩论，即选项C") or a feeling ("产生不安之感……，即选项C") says nothing against it."""
    for own in sorted((v for v in options.values() if len(v) >= 2), key=len, reverse=True):
        text = re.sub(re.escape(own), lambda m: " " * len(m.group()), text, flags=re.I)
    return _PLAIN_NOT.sub(lambda m: " " * len(m.group()), text)
