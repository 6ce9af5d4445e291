"""An option the reply says does not belong, chosen all the same beside others: "态度包括三个成分：认知成分、情感成分和
行为倾向成分。意志成分不是态度的组成部分。\\n\\n答案：A、C、D、B" (B is 意志成分). Whichever way the stem asks, a
set that mixes an option denied membership with options that were not is no answer the reply stands by.

A denial is an option's text opening its clause, then "不属于", "不在此列" or "不是……的组成部分/之一/范畴" closing it;
not a qualifier denied ("不是唯一的因素", "不仅是……"), nor a clause that asks, supposes or reports a view."""

from __future__ import annotations

import re

# What a denied text is said not to be: a member, a part, a kind ("不是态度的组成部分", "不属于人格结构").
_DENIAL = re.compile(
    r"[ \t*“”\"'」』]*(?:项|选项)?[ \t]*(?:[:：][ \t]*)?(?:则|就|却|其实|实际上)?[ \t]*(?:并|也)?"
    r"(?:不属于|不在(?:此列|其中|之列|范围内)|不包括在内|不算在内|(?:不是|并非|不能算|不算)"
    r"[^，,。；;：:\n!?！？]{0,20}?(?:组成部分|组成成分|成分|构成要素|要素|之一|范畴|组成|内容之一))"
    r"[^，,。；;\n!?！？]{0,12}?(?:[，,。；;\n!！]|$)"
)
# Where a clause opens: the start, a sentence or clause mark, a list label ("B. ", "- ").
_OPENS = re.compile(r"(?:^|[。.!！;；，,:：\n])[ \t]*(?:[-*>#]+[ \t]*)?(?:[(（]?[A-H][)）.、:：]?[ \t]*)?[ \t*“”\"'「『]*$")
# A clause that asks, supposes, doubts or reports someone's view denies nothing.
_NOT_A_DENIAL = re.compile(
    r"[?？]|吗|是否|如果|假如|若|有人|有的|认为|以为|误|可能|也许|或许|不仅|不只|唯一|不一定|未必|而是", re.I
)
_DENIAL_WORD = re.compile(r"不属于|不在|不包括|不算|不是|并非|不能算")
_CLAUSE = re.compile(r"[^，,。；;\n!?！？]*")


def denied_in_answer(text: str, start: int, end: int, letters: set[str], options: dict[str, str]) -> bool:
    """Whether the answer at ``start``..``end`` holds an option whose text the reply elsewhere denies membership
    and another option it does not deny: the set contradicts the reply's own reasoning."""
    if len(letters) < 2 or not _DENIAL_WORD.search(text):
        return False  # one option denied and chosen answers a "which is not" question; cheap guard
    rest = (text[:start] + " " * (end - start) + text[end:]).casefold()
    denied = {k for k in letters if _denied(rest, options.get(k, ""))}
    return bool(denied) and bool(letters - denied)


def _denied(text: str, own: str) -> bool:
    if len(own) < 2:
        return False
    for m in re.finditer(re.escape(own), text):
        stop = _CLAUSE.match(text, m.end())
        clause = text[m.start() : stop.end() if stop else m.end()]
        if _OPENS.search(text, max(0, m.start() - 12), m.start()) and _DENIAL.match(text, m.end()) \
                and not _NOT_A_DENIAL.search(clause):
            return True
    return False
