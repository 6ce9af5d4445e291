"""Two or more options left in doubt together, in English: "C and D are debatable", "C, D and E remain open to
debate", "C and D are somewhat harder to call", "C and D depend on the textbook", "I can't decide on C and D". After an
answer that leaves them out, or beside one that takes them in, the answer is no firm one ("I'd go with A and B for
sure; C and D are debatable")."""

from __future__ import annotations

import re

from psyexam.score.letters import LONE_LETTER

_LIST = r"(?-i:[A-H])(?:\s*,\s*(?-i:[A-H]))*,?\s+(?:and|or)\s+(?-i:[A-H])"
_DEBATABLE = (
    r"(?:debatable|arguable|questionable|borderline|contested|disputed|(?:open|up)\s+(?:to|for)\s+debate|in\s+doubt|unclear"
    r"|uncertain|(?:still\s+)?open\s+questions|a\s+judge?ment\s+call|a\s+toss-?up|(?:harder|hard|difficult|tough|tricky)\s+to\s+(?:call|say|judge|decide))\b"
)
_DOUBTED = re.compile(
    r"(?<![A-Za-z])(?P<list>" + _LIST + r")\s+(?:(?:are|seem|look|remain)\s+(?:both\s+|all\s+|still\s+)?"
    r"(?:somewhat\s+|rather\s+|quite\s+|more\s+|a\s+bit\s+|arguably\s+)?" + _DEBATABLE
    + r"|depends?\s+on\s+(?:the\s+|your\s+|which\s+)?(?:textbook|book|source|definition|interpretation|edition|context)"
    r"|could\s+go\s+either\s+way)"
    r"|\b(?:can't|cannot|can\s+not|couldn't)\s+decide\s+(?:on|about)\s+(?P<after>" + _LIST + r")(?![A-Za-z0-9])",
    re.I,
)


def doubted_together(text: str) -> list[tuple[set[str], int]]:
    """The sets of options ``text`` leaves in doubt together, each with where its mention ends."""
    if " and " not in text and " or " not in text:
        return []  # cheap guard: no list of letters
    return [(set(LONE_LETTER.findall(m.group("list") or m.group("after"))), m.end()) for m in _DOUBTED.finditer(text)]
