"""Replies saying every option is right ("以上都对", "全选", "All of the above"), read as every letter, unless an
option itself says so ("以上都是"), which then answers a single choice."""

from __future__ import annotations

import re

from psyexam.score.counted import without_every_letter
from psyexam.score.letters import canon

__all__ = ["all_of_them", "miscounted"]


# "以上都对", "全部正确", "全选", "四个选项都正确", "All of the above", optionally after "答案：".
_ALL = re.compile(
    r"(?:(?:所以|因此|故|综上)\s*,?\s*)?(?:本题|此题|这题|这道题)?(?:(?:答案|answer)\s*(?:是|为|is)?\s*:?\s*)?(?:选项)?"
    r"(?:以上(?:选项|各项|各选项|说法|([四五])(?:项|个选项))?(?:都|均|全部|全都|全)(?:对|是|正确|选|符合)|(?:全部(?:选项)?|全都|所有选项|所有|各选项|各项|([四五])个(?:选项)?)"
    r"(?:都|均|全部|全都|全)?(?:正确|对|选|入选|当选)(?:的)?|全选|都(?:正确|对|选)|all\s+of\s+the\s+above|all\s+(?:of\s+them|(?:of\s+)?(?:the\s+)?options|(four|five)"
    r"(?:\s+options)?)(?:\s+(?:are\s+(?:correct|right|true)|is\s+correct|apply))?|all\s+are\s+correct"
    r"|every\s+(?:option|choice|one)\s+(?:is\s+(?:correct|right)|applies))(?:的|了)?",
    re.I,
)
_COUNT = {"四": 4, "五": 5, "four": 4, "five": 5}
# An option that itself stands for "all of the above" (or "none of the above") answers such a
# reply through its own text; the reply must not be read as every letter then.
# ("均" and "都" inside a word, as in "平均数" or "首都", make no such option.)
_ALL_OPTION = re.compile(r"以上|above|(?<!平)均(?!数|值|衡|匀|等|分)|(?<!首)都(?!市|会|城)|全部|所有|\ball\b|\bnone\b", re.I)


# Clauses of one fragment: "以上五项都符合，本题全选", "所以本题全选，ABCDE".
_CLAUSE = re.compile(r"\s*[,，:：;；]\s*")
# Every option's letter as a clause of its own ("ABCDE", "A、B、C、D、E"), maybe closing the fragment.
_LETTER_CLAUSE = re.compile(r"\s*[(\[]?([A-H](?:[ \t]*[、,/]?[ \t]*[A-H]){1,7})[)\]]?\s*[.。!！]?\s*")


def all_of_them(fragment: str, options: dict[str, str], multi: bool = True) -> tuple[str, ...] | None:
    """Every letter, when the fragment says every option is right ("以上都对", "全选", "All of the
    above") and no option is itself such a phrase; for a single choice whose one option is such a
    phrase ("以上都是"), that option. None otherwise. A fragment of several clauses is read when each
    says so or names every letter ("以上五项都符合，本题全选", "全选，ABCDE")."""
    m = _ALL.fullmatch(canon(without_every_letter(fragment, options)))
    if not m:
        return _all_clauses(fragment, options)
    if any(_ALL_OPTION.search(v) for v in options.values()):
        own = [k for k, v in options.items() if _ALL.fullmatch(v)]
        return (own[0],) if not multi and len(own) == 1 and not any(m.groups()) else None
    count = next((g for g in m.groups() if g), None)
    if count and _COUNT[count.casefold()] != len(options):
        return None
    return tuple(sorted(options))


def _all_clauses(fragment: str, options: dict[str, str]) -> tuple[str, ...] | None:
    """Every letter where a fragment's clauses each say every option is right, or name exactly every letter, and one
    at least says it in words; none where any clause says anything else ("以上四项都符合" of five options, "全选，ABC")."""
    clauses = [c for c in _CLAUSE.split(canon(fragment).strip().rstrip("。.!！")) if c.strip()]
    if len(clauses) < 2 or any(_ALL_OPTION.search(v) for v in options.values()):
        return None
    worded = 0
    for clause in clauses:
        letters = _LETTER_CLAUSE.fullmatch(clause.upper())  # canon() lower-cases the letters
        if letters:
            named = re.sub(r"[^A-H]", "", letters.group(1))
            if sorted(named) != sorted(options):
                return None  # "全选，ABC": which is it?
            continue
        if _ALL.fullmatch(clause) is None or all_of_them(clause, options) is None:
            return None
        worded += 1
    return tuple(sorted(options)) if worded else None


def miscounted(line: str, options: dict[str, str]) -> bool:
    """Whether a clause of ``line`` says a number of options other than there are are all right ("以上四项都符合" of
    five): a "全选" beside it is no answer then."""
    for clause in _CLAUSE.split(canon(line).strip().rstrip("。.!！")):
        m = _ALL.fullmatch(clause)
        count = next((g for g in m.groups() if g), None) if m else None
        if count and _COUNT[count.casefold()] != len(options):
            return True
    return False
