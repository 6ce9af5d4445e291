"""Uncertainty around an answer: hedges next to it, and contradictions between firm answers.

Nothing is guessed: "答案是A，不过也可能是D", "probably A, but maybe B", "答案：B（不确定）"
are hedges; "答案是A。答案是C。" is a contradiction unless the later answer is marked as a
revision ("再想想……最终答案：C", "Actually, the answer is D").
"""

from __future__ import annotations

import re

_L = r"[(\[【]?[A-Ha-h](?![A-Za-z0-9])"
# Another option offered as possible after the answer: "也可能是D", "或许还有D", "maybe B",
# "could also be C", "or D".
_ALT_BEFORE = re.compile(
    r"(?:也|还|亦)?(?:可能|也许|或许|说不定|或者|或是|还是)(?:还有|也有|会是|是|选)?\s*(?:选项\s*)?" + _L
    + r"|\b(?:maybe|perhaps|possibly|might\s+be|could(?:\s+also)?\s+be|or)\s+(?:option\s+)?" + _L,
    re.I,
)
# An option named, then called possible too: "D is also possible", "D也有可能".
_ALT_AFTER = re.compile(
    _L + r"[)\]】]?\s*(?:(?:is|might\s+be|could\s+be)\s+(?:also\s+)?(?:possible|plausible|an\s+option)"
    r"|(?:也|亦)(?:有)?可能)",
    re.I,
)
# The writer says they are unsure.
_UNSURE = re.compile(
    r"不确定|不能确定|无法确定|不太确定|拿不准|没有把握|不敢肯定|"
    r"\bnot\s+(?:sure|certain)\b|\bunsure\b|\buncertain\b|\b(?:can'?t|cannot)\s+be\s+(?:sure|certain)\b",
    re.I,
)
_SENTENCE_END = re.compile(r"[。.!?！？\n]")
_SENTENCE_START = re.compile(r"[。!?！？\n][^。!?！？\n]*$")


def hedged_around(text: str, start: int, end: int, letters: tuple[str, ...]) -> bool:
    """Whether the answer at ``start``..``end`` is hedged: the writer says they are unsure in
    the same sentence, or offers another option as possible in it or in the next one."""
    head = _SENTENCE_START.search(text, 0, start)
    before = text[head.start() + 1 if head else 0 : start]
    after = text[end : _after_next_sentence(text, end)]
    if _UNSURE.search(before) or _UNSURE.search(after):
        return True
    chosen = {x.upper() for x in letters}
    for m in (*_ALT_BEFORE.finditer(after), *_ALT_AFTER.finditer(after)):
        named = {c.upper() for c in re.findall(r"[A-Ha-h](?![A-Za-z0-9])", m.group())}
        if named - chosen:
            return True
    return False


def _after_next_sentence(text: str, pos: int) -> int:
    """The end of the sentence after the one ``pos`` is in."""
    for _ in range(2):
        m = _SENTENCE_END.search(text, pos)
        if not m:
            return len(text)
        pos = m.end()
        # A full stop right after a letter ("B.") or between letters ("A.B") is no sentence end.
        while m.group() == "." and pos < len(text) and not text[pos].isspace():
            m = _SENTENCE_END.search(text, pos)
            if not m:
                return len(text)
            pos = m.end()
    return pos


# Words that mark a later answer as the writer's revision or conclusion; a question mark
# or a "no," after the earlier one withdraws it.
_REVISION = re.compile(
    r"[?？]|不\s*[,，]|\bno\s*,|但|最终|最后|再想|重新|仔细|更正|修正|纠正|改为|改选|不对|等等|等一下|综上|总之|因此|所以|故|"
    r"\b(?:but|final(?:ly)?|actually|wait|correction|on\s+second\s+thought|re-?check\w*|overall|in\s+conclusion|"
    r"therefore|so|thus|hence)\b",
    re.I,
)


def revised(text: str, earlier_end: int, later_end: int) -> bool:
    """Whether the text between two different answers marks the later one as a revision."""
    return bool(_REVISION.search(text, earlier_end, later_end))
