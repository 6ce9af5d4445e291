"""An option chosen as the wrong one, then another called wrong too: "所以“心理学只研究人的外显特征”是错误的，应选C。
……那D也是错的。" Where the item asks for the wrong statement, a second option wrong as well is a second candidate.
(Where the answer was chosen as right, "D也是错的" only sets D aside with the rest: that keeps the answer.)
Likewise letters called right together after the answer, some chosen and some not ("答案：C。B与C同样正确。"): whichever
way the stem asks, the answer is not the set so called."""

from __future__ import annotations

import re

# Another option called wrong "too" after the answer, maybe with its text in quotes or brackets between.
_WRONG_TOO = re.compile(
    r"(?<![A-Za-z])(?:选项\s*)?(?P<alt>[A-H])(?![A-Za-z0-9])(?:项|选项)?[ \t]*"
    r"(?:[“\"'「(][^”\"'」)\n]{1,60}[”\"'」)])?[ \t]*(?:的说法|这一?项|这个选项)?[ \t]*"
    r"(?:也|同样|亦)(?:是)?(?:错的|错误的?|不对|不正确|有误|有问题|说法有误|说法错误|错)"
    r"|(?<![A-Za-z])(?:option\s+)?(?P<en>[A-H])(?![A-Za-z0-9])\s+is\s+(?:also\s+(?:wrong|incorrect|false)|(?:wrong|incorrect|false)\s+(?:too|as\s+well))",
    re.I,
)
# The answer chosen as the wrong one: its sentence asks for the wrong one ("故不正确的一项是C"), or the chosen
# letter or text is called wrong before it ("“……”是错误的，应选C", "C项错误，故选C").
_ASKED_WRONG = re.compile(r"(?:不正确|错误|不对|有误|不恰当)的(?:一项|选项|说法|表述|是|为)|(?:错误|不正确)(?:说法|选项|表述)[^。，,]{0,4}?(?:是|为)|\b(?:incorrect|wrong|false)\s+(?:one|statement|option)\b", re.I)
_CALLED_WRONG = r"[^。!?！？\n]{0,4}?(?:是|为)?(?:错误的?|错的|不对|不正确|有误)"
_SENTENCE_HEAD = re.compile(r"[^。!?！？\n]*\Z")


# Letters called right together: "B与C同样正确", "A、B两项都是正确的", "B和C均对" (not asked, not supposed).
_RIGHT_TOGETHER = re.compile(
    r"(?<![A-Za-z])(?P<run>[A-H](?:[ \t]*(?:[、,，/和与及]|以及)[ \t]*(?:选项)?[A-H])+)(?![A-Za-z0-9])(?:项|选项)?[ \t]*"
    r"(?:两项|三项|四项|几项|两者|二者)?[ \t]*(?:都|均|皆|全|同样|也都)(?:是)?(?:正确|对)(?:的)?"
    r"(?=[ \t]*(?:[,;.!，；。！]|的?(?:说法|表述|选项)|$))"
)
_RIGHT_TOGETHER_EN = re.compile(
    r"\bboth\s+(?:options?\s+)?(?P<run>[A-H]\s+and\s+(?:option\s+)?[A-H])\s+(?:are|were)\s+(?:correct|right|true|valid)\b"
    r"|(?<![A-Za-z])(?P<run2>[A-H](?:\s*,\s*[A-H])*,?\s+and\s+[A-H])\s+(?:are|were)\s+(?:both\s+|all\s+)?(?:correct|right|true|valid)\b"
)
_SUPPOSED = re.compile(r"如果|若|假如|假设|要是|\bif\b", re.I)
# The claim that they are right together is itself denied: "A和B都对的说法不成立", "并非A、B都对", "not both A and B are right".
_DENIED_AFTER = re.compile(r"[ \t]*的?[ \t]*(?:说法|观点|看法|理解)?[ \t]*(?:不成立|站不住|是错的|是错误的|不对|不正确)")
_DENIED_BEFORE = re.compile(r"(?:并非|并不是|不是|并不)[ \t]*\Z|\bnot\s+(?:(?:true\s+)?that\s+)?(?:both\s+)?\Z", re.I)


def right_with_others(text: str, end: int, letters: set[str]) -> bool:
    """Whether, after an answer ending at ``end``, the reply calls letters right together, some of them chosen and
    some not."""
    for m in (*_RIGHT_TOGETHER.finditer(text, end), *_RIGHT_TOGETHER_EN.finditer(text, end)):
        named = set(re.findall(r"(?<![A-Za-z])[A-H](?![A-Za-z])", m.group("run") or m.group("run2")))
        head = text[max(text.rfind(c, 0, m.start()) for c in "。!?！？\n") + 1 : m.start()]
        stop = re.compile(r"[。!?！？\n]").search(text, m.end())
        denied = _DENIED_AFTER.match(text, m.end()) or _DENIED_BEFORE.search(text, max(0, m.start() - 20), m.start())
        if named & letters and named - letters and not _SUPPOSED.search(head) and not (stop and stop.group() in "?？") \
                and not denied:
            return True
    return False


def wrong_too(text: str, start: int, end: int, letters: set[str], options: dict[str, str]) -> bool:
    """Whether the single answer at ``start``..``end`` was chosen as the wrong option and the reply then calls
    another option wrong too; or the reply calls the answer right together with another option."""
    if right_with_others(text, end, letters):
        return True
    if len(letters) != 1 or not _WRONG_TOO.search(text, end):
        return False  # cheap guard first
    if not any((m.group("alt") or m.group("en")).upper() not in letters for m in _WRONG_TOO.finditer(text, end)):
        return False
    return _chosen_as_wrong(text, start, end, next(iter(letters)), options.get(next(iter(letters)), ""))


def _chosen_as_wrong(text: str, start: int, end: int, letter: str, own: str) -> bool:
    head = _SENTENCE_HEAD.search(text, 0, start)
    if _ASKED_WRONG.search((head.group() if head else "") + text[start:end]):
        return True
    before = text[max(0, start - 200) : start]
    named = re.escape(letter) + r"(?![A-Za-z0-9])(?:项|选项)?" + (r"|" + re.escape(own) if len(own) > 1 else "")
    return bool(re.search(r"(?<![A-Za-z])(?:" + named + r")[”\"'」)]?" + _CALLED_WRONG, before.casefold(), re.I))
