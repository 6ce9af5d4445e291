"""A reasoned conclusion argued against by a later one with no more than a contrast word between them:
"所以按照……排序，正确的是B。\n\n但是根据数据，……所以应该是D。" The reply concludes twice and never says its first
conclusion was wrong ("不对", "再想想", "wait", "actually", a correction label would), so neither stands. A first
thought ("It seems the answer is A. However, …") is no conclusion, and is revised by the contrast."""

from __future__ import annotations

import re

# A conclusion word in the earlier answer's own sentence: the answer is what the reasoning before it settled on.
_CONCLUDING = re.compile(r"所以|因此|因而|综上|由此可见|可见|\b(?:therefore|thus|hence|so)\b", re.I)
_SENTENCE_END = re.compile(r"[。!?！？\n]|\.(?=\s)")
# An error owned or a claim called wrong between them ("但是我算错了", "but that was a mistake"): a withdrawal.
_OWNED_ERROR = re.compile(r"错|误|\b(?:mistakes?|mistaken|wrong|incorrect|errors?|misread|miscalculated)\b", re.I)
_CONTRAST = re.compile(r"但是?|然而|不过|可是|\b(?:but|however)\b", re.I)


def contrasted_conclusion(text: str, earlier_start: int, earlier_end: int, later_end: int, withdrawing: re.Pattern[str]) -> bool:
    """Whether the earlier answer at ``earlier_start``..``earlier_end`` concludes reasoning in its own sentence and what
    lies between it and the later answer (ending at ``later_end``) contests it only with a contrast word: nothing
    else there matches ``withdrawing``."""
    heads = list(_SENTENCE_END.finditer(text, max(0, earlier_start - 200), earlier_start))
    if not _CONCLUDING.search(text, heads[-1].end() if heads else max(0, earlier_start - 200), earlier_end):
        return False
    between = text[earlier_end:later_end]
    if not _CONTRAST.search(between):
        return False
    return not withdrawing.search(_CONTRAST.sub(" ", between)) and not _OWNED_ERROR.search(between)
